import { builder } from '../../platform/builder';
import { AppliedPromoRef, RefusedPromoRef } from '../shop-promotions/pos-calculation.schema';
import type { PosOrderInput, PricedOrder } from '../shop-promotions/order-pricing';
import { LiveOrderRef } from './live-order.schema';
import { LineRef, type SoldLineView } from './order-parts.schema';
import type { ShopOrderLineChoice, shopPosDraftOrders } from './shop-orders.table';

/*
 * A POS draft order (spec: POS draft order): a counter's order kept to finish later, in its own table
 * with its own ids. Its lines, promos, outlet, customer and cashier are typed fields: its lines are a
 * shop order's line type, its promos the counter's, as last priced.
 */

export type DraftRow = typeof shopPosDraftOrders.$inferSelect;

/** A draft's line as stored when it was last priced: the priced line with its choices. */
export type StoredDraftLine = Partial<PricedOrder['price']['lines'][number]> & {
  note?: string | null;
  cogs?: number;
  variantUnits?: ShopOrderLineChoice[];
  toppings?: ShopOrderLineChoice[];
  customizations?: ShopOrderLineChoice[];
};

/** What a draft keeps of its promos as last priced. */
export interface StoredDraftPromos {
  applied?: PricedOrder['price']['appliedPromos'];
  refused?: PricedOrder['price']['refusedPromos'];
}

/** A draft's stored line as a sold line (a draft line has no order line id yet). */
export const draftLine = (line: StoredDraftLine): SoldLineView => ({
  id: null,
  menuId: line.menuId ?? null,
  name: String(line.name ?? ''),
  price: Number(line.price ?? 0),
  totalCustomizationPrice: Number(line.totalCustomizationPrice ?? 0),
  amount: Number(line.amount ?? 0),
  totalPrice: Number(line.totalPrice ?? 0),
  discount: Number(line.discount ?? 0),
  totalPriceAfterDiscount: Number(line.totalPriceAfterDiscount ?? 0),
  cogs: Number(line.cogs ?? 0),
  note: line.note ?? null,
  variantUnits: line.variantUnits ?? [],
  toppings: line.toppings ?? [],
  customizations: line.customizations ?? [],
});

const DraftItemRef = builder.objectRef<PosOrderInput['items'][number]>('ShopPosDraftOrderItem').implement({
  description: 'A line of a draft as rung up, to open it again at the counter.',
  fields: (t) => ({
    menuId: t.exposeInt('menuId', { description: 'The menu.' }),
    amount: t.exposeInt('amount', { description: 'How many units.' }),
    menuVariantUnitIds: t.intList({ description: 'The chosen variant units.', resolve: (item) => [...item.menuVariantUnitIds] }),
    toppingIds: t.intList({ description: 'The chosen toppings.', resolve: (item) => [...item.toppingIds] }),
    customizationItemIds: t.intList({ description: 'The chosen customization items.', resolve: (item) => [...item.customizationItemIds] }),
    note: t.string({ nullable: true, description: 'The note for the barista, or null.', resolve: (item) => item.note ?? null }),
  }),
});

const DraftCustomerRef = builder.objectRef<{ id: number; name: string | null; phoneNo: string | null }>('ShopPosDraftCustomer').implement({
  description: 'The registered customer a draft was rung up for, as they were then.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The shop customer’s id.' }),
    name: t.exposeString('name', { nullable: true, description: 'Their name, or null.' }),
    phoneNo: t.exposeString('phoneNo', { nullable: true, description: 'Their phone number, or null.' }),
  }),
});

const DraftCashierRef = builder.objectRef<{ id: number; username: string; name: string | null }>('ShopPosDraftCashier').implement({
  description: 'The cashier who rang a draft up.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The user’s id.' }),
    username: t.exposeString('username', { description: 'Their user name.' }),
    name: t.exposeString('name', { nullable: true, description: 'Their name, or null.' }),
  }),
});

const input = (row: DraftRow) => row.input as PosOrderInput;
const promos = (row: DraftRow) => (row.promosJson ?? {}) as StoredDraftPromos;

export const DraftRef = builder.objectRef<DraftRow>('ShopPosDraftOrder').implement({
  description: 'A POS order kept as a draft (spec: POS draft order) until it is accepted and placed.',
  interfaces: [LiveOrderRef],
  fields: (t) => ({
    createdById: t.exposeInt('createdById', { nullable: true, description: 'The cashier who rang it up.' }),
    createdBy: t.field({ type: DraftCashierRef, nullable: true, description: 'The cashier who rang it up, or null.', resolve: (row) => row.createdByJson as never }),
    customerId: t.exposeInt('customerId', { nullable: true, description: 'The customer, or null for a walk-in.' }),
    customer: t.field({ type: DraftCustomerRef, nullable: true, description: 'The registered customer, as they were when it was priced, or null for a walk-in.', resolve: (row) => row.customerJson as never }),
    customerName: t.string({ nullable: true, description: 'The name called out, or null.', resolve: (row) => input(row).customerName ?? null }),
    nameToCallOut: t.string({
      nullable: true,
      description: 'The name to call out: the one given, else the registered customer’s; null for none.',
      resolve: (row) => input(row).customerName?.trim() || (row.customerJson as { name?: string } | null)?.name || null,
    }),
    voucherCode: t.string({ nullable: true, description: 'The voucher code given, or null.', resolve: (row) => input(row).voucherCode ?? null }),
    scheduleType: t.exposeString('scheduleType', { description: 'NOW or SCHEDULED.' }),
    state: t.exposeString('state', { description: 'DRAFT, ACCEPTED or CANCELLED.' }),
    totalPrice: t.exposeInt('totalPrice', { description: 'Before any discount, when last priced.' }),
    discountAmount: t.exposeInt('discountAmount', { description: 'Its discounts, when last priced.' }),
    promoPartnerId: t.exposeInt('promoPartnerId', { nullable: true, description: 'The POS promo partner, or null.' }),
    promoPartnerName: t.exposeString('promoPartnerName', { nullable: true, description: 'The partner’s name, or null.' }),
    items: t.field({ type: [DraftItemRef], description: 'The lines as rung up.', resolve: (row) => input(row).items }),
    menus: t.field({ type: [LineRef], description: 'The lines as last priced, with their choices.', resolve: (row) => (Array.isArray(row.menusJson) ? (row.menusJson as StoredDraftLine[]) : []).map(draftLine) }),
    appliedPromos: t.field({ type: [AppliedPromoRef], description: 'The promos that gave a discount when it was last priced.', resolve: (row) => promos(row).applied ?? [] }),
    refusedPromos: t.field({ type: [RefusedPromoRef], description: 'The promos offered that gave nothing when it was last priced, with their reasons.', resolve: (row) => promos(row).refused ?? [] }),
    shopOrderId: t.exposeInt('shopOrderId', { nullable: true, description: 'The order it became, once accepted.' }),
    updatedTime: t.field({ type: 'DateTime', description: 'When it last changed.', resolve: (row) => row.updatedTime }),
  }),
});
