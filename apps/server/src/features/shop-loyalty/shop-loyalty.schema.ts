import { inArray, sql } from 'drizzle-orm';
import { SHOP_LOYALTY_KINDS, shopLoyaltyAdjustmentSchema } from '@back-office/domain';
import type { Queryable } from '../../db/client';
import { builder, describedValues } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import { findPage, type PagingFields } from '../../platform/paging';
import { PageInputRef, pageType } from '../../platform/paging/inputs';
import { shopCustomers } from '../shop-customers/shop-customers.table';
import { appendChange, balanceOf, lockAccount, readLoyaltySettings, creditExpiry } from './ledger';
import { pendingPointsOf } from './order-points';
import { shopLoyaltyEntries } from './shop-loyalty.table';

/*
 * The loyalty point history (/shop-loyalty-point-history): the ledger's rows, newest first, filtered
 * by customer, kind, date and order; a customer's balance; and an administrator's adjustment.
 */

type EntryRow = typeof shopLoyaltyEntries.$inferSelect & { customerName?: string | null; orderNo?: string | null };

export const ShopLoyaltyKindEnum = builder.enumType('ShopLoyaltyKind', {
  description: 'What a change of loyalty points was.',
  values: describedValues(SHOP_LOYALTY_KINDS, {
    EARN: 'Points a paid order earned, counted once its pending days passed.',
    REDEEM: 'Points an order used.',
    EXPIRE: 'Points left unspent past their expiry.',
    REVERSE: 'An order that ended unmade: the points it used given back, or those it earned taken back.',
    ADJUST: 'An administrator’s adjustment, with its reason.',
  }),
});

const EntryRef = builder.objectRef<EntryRow>('ShopLoyaltyPointEntry').implement({
  description: 'One change of a customer’s loyalty points; the ledger is append-only.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The change’s id.' }),
    customerId: t.exposeInt('customerId', { description: 'The customer whose points changed.' }),
    customerName: t.string({ nullable: true, description: 'The customer’s name.', resolve: (row) => row.customerName ?? null }),
    shopOrderId: t.exposeInt('shopOrderId', { nullable: true, description: 'The order it came from, or null (an adjustment, an expiry).' }),
    orderNo: t.string({ nullable: true, description: 'The order’s number, or null.', resolve: (row) => row.orderNo ?? null }),
    kind: t.field({ type: ShopLoyaltyKindEnum, description: 'What the change was.', resolve: (row) => row.kind as (typeof SHOP_LOYALTY_KINDS)[number] }),
    points: t.exposeInt('points', { description: 'Points added (positive) or taken (negative).' }),
    balanceAfter: t.exposeInt('balanceAfter', { description: 'The customer’s balance after the change; never below zero.' }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why: an adjustment’s reason, or what a reversal did.' }),
    expiresTime: t.field({ type: 'DateTime', nullable: true, description: 'For points added: when what is left of them expires.', resolve: (row) => row.expiresAt }),
    createdTime: t.field({ type: 'DateTime', description: 'When the change was made.', resolve: (row) => row.createdAt }),
  }),
});

const customerName = sql`(select ${shopCustomers.name} from ${shopCustomers} where ${shopCustomers.id} = ${shopLoyaltyEntries.customerId})`;
// The orders are read by name: the orders feature calls this one, so this one imports none of it.
const orderNo = sql`(select o.order_no from shop_orders o where o.id = ${shopLoyaltyEntries.shopOrderId})`;

const fields: PagingFields = {
  id: { column: shopLoyaltyEntries.id, kind: 'int' },
  customerId: { column: shopLoyaltyEntries.customerId, kind: 'int' },
  customerName: { column: customerName, kind: 'text' },
  shopOrderId: { column: shopLoyaltyEntries.shopOrderId, kind: 'int' },
  orderNo: { column: orderNo, kind: 'text' },
  kind: { column: shopLoyaltyEntries.kind, kind: 'enum', values: SHOP_LOYALTY_KINDS },
  points: { column: shopLoyaltyEntries.points, kind: 'int' },
  balanceAfter: { column: shopLoyaltyEntries.balanceAfter, kind: 'int' },
  createdTime: { column: shopLoyaltyEntries.createdAt, kind: 'datetime' },
};

/** The page's rows with their customer's name and order's number, read in one statement each. */
async function withNames(db: Queryable, rows: EntryRow[]): Promise<EntryRow[]> {
  if (rows.length === 0) return rows;
  const named = await db
    .select({ id: shopLoyaltyEntries.id, customerName: sql<string | null>`${customerName}`, orderNo: sql<string | null>`${orderNo}` })
    .from(shopLoyaltyEntries)
    .where(inArray(shopLoyaltyEntries.id, rows.map((row) => row.id)));
  const byId = new Map(named.map((row) => [row.id, row]));
  return rows.map((row) => ({ ...row, customerName: byId.get(row.id)?.customerName ?? null, orderNo: byId.get(row.id)?.orderNo ?? null }));
}

const EntryPage = pageType('ShopLoyaltyPointEntry', EntryRef);

builder.queryField('shopLoyaltyPointHistory', (t) =>
  t.field({
    nullable: true,
    type: EntryPage,
    description: 'The loyalty points ledger, newest first unless sorted otherwise; filter by customerId, kind, createdTime, shopOrderId or orderNo.',
    args: { pageInput: t.arg({ description: 'Which page, how large, and the sorts, filters and search that choose its rows.', type: PageInputRef, required: true }) },
    authScopes: { authority: 'VIEW_SHOP_LOYALTY_POINT_HISTORY' },
    resolve: async (_root, args, context, info) => {
      const page = await findPage<EntryRow>({ db: context.db, table: shopLoyaltyEntries, fields, idColumn: shopLoyaltyEntries.id, defaultSorts: [{ field: 'createdTime', direction: 'DESC' }] }, args.pageInput, info);
      return { ...page, results: await withNames(context.db, page.results) };
    },
  }),
);

interface BalanceRow {
  customerId: number;
  balance: number;
  pending: number;
}

const BalanceRef = builder.objectRef<BalanceRow>('ShopLoyaltyBalance').implement({
  description: 'A customer’s loyalty points.',
  fields: (t) => ({
    customerId: t.exposeInt('customerId', { description: 'The customer.' }),
    balance: t.exposeInt('balance', { description: 'Points they may spend now; never below zero.' }),
    pending: t.exposeInt('pending', { description: 'Points paid orders earned that do not count yet.' }),
  }),
});

const balanceRow = async (db: Queryable, customerId: number): Promise<BalanceRow> => ({ customerId, balance: await balanceOf(db, customerId), pending: await pendingPointsOf(db, customerId) });

builder.queryField('shopLoyaltyBalance', (t) =>
  t.field({
    nullable: true,
    type: BalanceRef,
    description: 'A customer’s loyalty points: their balance and what is pending.',
    args: { customerId: t.arg.int({ required: true, description: 'The customer.' }) },
    authScopes: { authority: 'VIEW_SHOP_LOYALTY_POINT_HISTORY' },
    resolve: (_root, args, context) => balanceRow(context.db, args.customerId),
  }),
);

const AdjustmentInput = builder.inputType('ShopLoyaltyAdjustmentInput', {
  description: 'Points an administrator adds to or takes from a customer, and why.',
  fields: (t) => ({
    customerId: t.int({ required: true, description: 'The customer.' }),
    points: t.int({ required: true, description: 'Points to add (positive) or take (negative), a whole number other than 0, at most 1,000,000 either way; taking more than the balance is refused.' }),
    reason: t.string({ required: true, description: 'Why, at most 500 characters; kept on the change and in the activity log.' }),
  }),
});

defineCommand('adjustShopLoyaltyPoints', {
  description: 'Adds points to or takes points from a customer, with a reason. BAD_USER_INPUT for a bad amount, no such customer, or a balance that would go below zero. Recorded in the activity log.',
  authority: 'UPDATE_SHOP_LOYALTY_POINT_HISTORY',
  args: (arg) => ({ input: arg({ type: AdjustmentInput, required: true, description: 'The adjustment.' }) }),
  input: { input: shopLoyaltyAdjustmentSchema },
  type: BalanceRef,
  what: 'Shop customer',
  run: async (tx, { input: data }, context) => {
    const balance = await lockAccount(tx, data.customerId);
    const settings = await readLoyaltySettings(tx);
    await appendChange(tx, balance, { customerId: data.customerId, kind: 'ADJUST', points: data.points, reason: data.reason, createdById: context.user?.id ?? null, expiresAt: creditExpiry(settings, new Date()) });
    return {
      result: await balanceRow(tx, data.customerId),
      activity: {
        entity: 'SHOP_LOYALTY_POINT_HISTORY',
        recordId: data.customerId,
        message: `${data.points > 0 ? 'Added' : 'Took'} ${Math.abs(data.points).toLocaleString('en-US')} loyalty points ${data.points > 0 ? 'to' : 'from'} customer ${data.customerId}: ${data.reason}`,
        changes: { balance: { before: balance, after: balance + data.points } },
      },
    };
  },
});
