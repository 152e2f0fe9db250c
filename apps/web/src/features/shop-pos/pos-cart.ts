import { formatLineChoices } from '@back-office/domain';
import type { ShopOrderType, ShopPaymentMethod } from '../../gql/types';
import type { ShopPosMenusQuery } from './shop-pos.generated';

/* The counter's cart: its lines and how each one is named and sent to the server. */

export type Menu = ShopPosMenusQuery['shopPosMenus'][number];

/** What a line is made of, as the server takes it. */
export interface LineChoiceIds {
  variantUnitIds: readonly number[];
  toppingIds: readonly number[];
  customizationItemIds: readonly number[];
}

export interface Line extends LineChoiceIds {
  key: string;
  menuId: number;
  name: string;
  amount: number;
  note: string;
  /** The chosen size, customizations and toppings in words. */
  choices: string;
}

/** The line's choices in words, each looked up by id in the list of its own kind. */
export function choicesOf(menu: Menu | undefined, chosen: LineChoiceIds): string {
  if (!menu) return '';
  const pick = <Choice extends { id: number }>(choices: readonly Choice[], ids: readonly number[]) => choices.filter((choice) => ids.includes(choice.id));
  return formatLineChoices({
    variantUnits: pick(menu.variantUnits, chosen.variantUnitIds),
    customizations: pick(menu.customizations, chosen.customizationItemIds),
    toppings: pick(menu.toppings, chosen.toppingIds),
  });
}

/** A line as the calculation, the submit and the draft take it. */
export const lineInput = (line: Line) => ({
  id: line.key,
  menuId: line.menuId,
  amount: line.amount,
  menuVariantUnitIds: [...line.variantUnitIds],
  toppingIds: [...line.toppingIds],
  customizationItemIds: [...line.customizationItemIds],
  note: line.note || null,
});

/** Choices grouped under their variant's or customization's name, in the order they come. */
export function groupBy<Choice>(choices: readonly Choice[], groupOf: (choice: Choice) => string): [string, Choice[]][] {
  const groups = new Map<string, Choice[]>();
  for (const choice of choices) groups.set(groupOf(choice), [...(groups.get(groupOf(choice)) ?? []), choice]);
  return [...groups.entries()];
}

/** What a draft holds of a line, as rung up. */
export interface DraftItem {
  menuId: number;
  amount: number;
  menuVariantUnitIds: readonly number[];
  toppingIds: readonly number[];
  customizationItemIds: readonly number[];
  note: string | null;
}

/** A draft's lines back in the cart, each named from the outlet's menu (a menu gone since keeps its id). */
export function linesOfDraft(items: readonly DraftItem[], menuById: ReadonlyMap<number, Menu>, nextKey: () => string): Line[] {
  return items.map((item) => {
    const menu = menuById.get(item.menuId);
    const chosen = { variantUnitIds: item.menuVariantUnitIds, toppingIds: item.toppingIds, customizationItemIds: item.customizationItemIds };
    return { key: nextKey(), menuId: item.menuId, name: menu?.name ?? `Menu ${item.menuId}`, amount: item.amount, ...chosen, note: item.note ?? '', choices: choicesOf(menu, chosen) };
  });
}

/* ---------- the cart as a whole: what is rung up, and the moves that change it ---------- */

/** A registered customer the order is for. */
export interface CartCustomer {
  id: number;
  name: string;
  phoneNo: string | null;
}

export interface Cart {
  lines: Line[];
  type: ShopOrderType;
  paymentMethod: ShopPaymentMethod;
  customer: CartCustomer | null;
  /** The name to call out, when the cashier types one. */
  customerName: string;
  partnerId: number | null;
  /** The voucher code as typed, and as applied (the calculation takes the applied one). */
  voucherText: string;
  voucherCode: string;
  /** The draft being finished, or null for a new order. */
  draftId: number | null;
}

export const EMPTY_CART: Cart = { lines: [], type: 'DINE_IN', paymentMethod: 'CASH', customer: null, customerName: '', partnerId: null, voucherText: '', voucherCode: '', draftId: null };

/** What a draft holds, as the counter opens it again. */
export interface OpenedDraft {
  id: number;
  type: ShopOrderType;
  paymentMethod: ShopPaymentMethod;
  customerId: number | null;
  customerName: string | null;
  promoPartnerId: number | null;
  voucherCode: string | null;
  items: readonly DraftItem[];
}

export type CartMove =
  | { kind: 'add'; line: Line }
  | { kind: 'remove'; key: string }
  | { kind: 'set'; change: Partial<Pick<Cart, 'type' | 'paymentMethod' | 'customer' | 'customerName' | 'partnerId' | 'voucherText'>> }
  | { kind: 'applyVoucher' }
  | { kind: 'open'; draft: OpenedDraft; lines: Line[] }
  | { kind: 'clear' };

/** The cart after a move. Opening a draft replaces the cart with what the draft holds. */
export function cartAfter(cart: Cart, move: CartMove): Cart {
  switch (move.kind) {
    case 'add':
      return { ...cart, lines: [...cart.lines, move.line] };
    case 'remove':
      return { ...cart, lines: cart.lines.filter((line) => line.key !== move.key) };
    case 'set':
      return { ...cart, ...move.change };
    case 'applyVoucher':
      return { ...cart, voucherCode: cart.voucherText.trim() };
    case 'open': {
      const { draft } = move;
      const customer = draft.customerId ? { id: draft.customerId, name: draft.customerName ?? `Customer ${draft.customerId}`, phoneNo: null } : null;
      const voucher = draft.voucherCode ?? '';
      return { lines: move.lines, type: draft.type, paymentMethod: draft.paymentMethod, customer, customerName: draft.customerName ?? '', partnerId: draft.promoPartnerId, voucherText: voucher, voucherCode: voucher, draftId: draft.id };
    }
    case 'clear':
      return EMPTY_CART;
  }
}

/** The order as the calculation, the submit and the drafts take it. */
export const orderInput = (hubId: number, cart: Cart) => ({
  hubId,
  type: cart.type,
  paymentMethod: cart.paymentMethod,
  customerId: cart.customer?.id ?? null,
  customerName: cart.customerName.trim() || cart.customer?.name || null,
  promoPartnerId: cart.partnerId,
  voucherCode: cart.voucherCode || null,
  items: cart.lines.map(lineInput),
});
