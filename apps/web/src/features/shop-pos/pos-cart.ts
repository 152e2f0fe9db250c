import { formatLineChoices } from '@back-office/domain';
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
