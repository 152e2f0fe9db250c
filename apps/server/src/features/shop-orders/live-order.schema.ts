import { builder } from '../../platform/builder';
import { shopHubRef } from '../shop-hubs/shop-hubs.schema';
import { ShopOrderTypeEnum, ShopPaymentMethodEnum } from '../shop-promotions/promo-rules';
import { LineRef } from './order-parts.schema';
import type { ShopOrderRow } from './order-loader';
import type { shopPosDraftOrders } from './shop-orders.table';

/*
 * What a live screen and a counter's second screen show of an order to make (spec: LiveOrder): an
 * interface, implemented by a placed order (ShopOrder) and by a counter's draft (ShopPosDraftOrder).
 * The two keep their own ids and type names, so ShopOrder 5 and draft 5 are never one object.
 */

type DraftRow = typeof shopPosDraftOrders.$inferSelect;

/** The columns a placed order and a draft share, by the same names. */
type Common = Pick<ShopOrderRow, 'id' | 'orderNo' | 'orderNoAlias' | 'shopHubId' | 'type' | 'paymentMethod' | 'paidAmount' | 'createdTime' | 'version'>;

/** A draft row is told from an order row by what only drafts keep: the input as rung up. */
export const isDraftRow = (row: object): row is DraftRow => 'menusJson' in row;

export const LiveOrderRef = builder.interfaceRef<Common>('LiveOrder').implement({
  description: 'An order as a live screen shows it: a placed order (ShopOrder) or a counter’s draft (ShopPosDraftOrder), each with its own ids.',
  resolveType: (row) => (isDraftRow(row) ? 'ShopPosDraftOrder' : 'ShopOrder'),
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The id of the order, or of the draft: of its own type.' }),
    orderNo: t.exposeString('orderNo', { description: 'Its number.' }),
    orderNoAlias: t.exposeString('orderNoAlias', { description: 'The short number the barista calls out.' }),
    hubId: t.exposeInt('shopHubId', { description: 'The outlet’s id.' }),
    hub: t.field({ type: shopHubRef, description: 'The outlet that makes it.', resolve: (row) => row.shopHubId as never }),
    type: t.field({ type: ShopOrderTypeEnum, description: 'How it is handed over.', resolve: (row) => row.type }),
    paymentMethod: t.field({ type: ShopPaymentMethodEnum, description: 'How it is paid.', resolve: (row) => row.paymentMethod }),
    paidAmount: t.exposeInt('paidAmount', { description: 'Rupiah the customer pays.' }),
    createdTime: t.field({ type: 'DateTime', description: 'When it was placed, or rung up as a draft.', resolve: (row) => row.createdTime }),
    version: t.exposeInt('version', { description: 'Bumped by every change: a screen keeps the highest it has seen.' }),
    nameToCallOut: t.string({ nullable: true, description: 'The name to call out: the one given with the order, else the registered customer’s; null for none.' }),
    promoPartnerName: t.string({ nullable: true, description: 'The counter promo partner’s name, or null.' }),
    menus: t.field({ type: [LineRef], description: 'The lines to make, as sold (or as last priced, for a draft).' }),
  }),
});
