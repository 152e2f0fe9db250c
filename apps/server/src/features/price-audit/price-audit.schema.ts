import { and, eq, sql, type SQL } from 'drizzle-orm';
import { builder } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { badInput } from '../../platform/errors';
import { buildWhere } from '../../platform/paging/conditions';
import { groupedPage, groupedWindow } from '../../platform/paging/grouped';
import { PageInputRef, pageType } from '../../platform/paging/inputs';
import type { Page, PageInput, PagingFields } from '../../platform/paging/types';
import { hubs } from '../hubs/hubs.table';
import { machines } from '../machines/machines.table';
import { machineScope } from '../machines/machine-scope';
import { paymentScope } from '../user-mappings/payment-scope';
import { orderPriceDifferences } from './price-audit.table';

/*
 * The price audit: per hub and machine, over a period, the completed cups charged otherwise than the
 * machine's prices say, and the money at stake. Only machines with such cups are listed. It reads the
 * daily price differences (order_price_differences), never the orders themselves.
 */

interface AuditRow {
  /** Its place in the whole list, from 1: what tells rows apart. */
  id: number;
  machineId: number;
  hubId: number | null;
  hubInternalId: string | null;
  hubName: string | null;
  machineNo: string;
  orders: number;
  differingOrders: number;
  moneyAtStake: number;
  undercharged: number;
  overcharged: number;
  firstDay: string;
  lastDay: string;
  daysDiffering: number;
}

const AuditRef = builder.objectRef<AuditRow>('PriceAudit').implement({
  description: 'One machine at one hub in a period: its completed cups charged otherwise than its prices say, from when to when, and the money at stake.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The row’s place in the whole list, from 1.' }),
    machineId: t.exposeInt('machineId', { description: 'The id of the machine.' }),
    hubId: t.exposeInt('hubId', { description: 'The id of the hub.', nullable: true }),
    hubInternalId: t.exposeString('hubInternalId', { description: 'The id of the hub internal.', nullable: true }),
    hubName: t.exposeString('hubName', { description: 'The hub\'s name, or null.', nullable: true }),
    machineNo: t.exposeString('machineNo', { description: 'The machine\'s VMC number.' }),
    orders: t.exposeInt('orders', { description: 'Completed cups with an expected price.' }),
    differingOrders: t.exposeInt('differingOrders', { description: 'Of those, the cups charged otherwise than expected.' }),
    moneyAtStake: t.float({ description: 'Rupiah: expected minus charged, summed. Above zero money was lost (charged too little); below zero customers were overcharged.', resolve: (row) => row.moneyAtStake }),
    undercharged: t.float({ description: 'Rupiah the cups charged too little fell short by.', resolve: (row) => row.undercharged }),
    overcharged: t.float({ description: 'Rupiah the cups charged too much went over by.', resolve: (row) => row.overcharged }),
    firstDay: t.exposeString('firstDay', { description: 'The first day (in Jakarta, YYYY-MM-DD) of the period with a cup charged otherwise.' }),
    lastDay: t.exposeString('lastDay', { description: 'The last such day.' }),
    daysDiffering: t.exposeInt('daysDiffering', { description: 'Days with a cup charged otherwise.' }),
  }),
});

const AuditPageRef = pageType('PriceAudit', AuditRef);

const diffs = orderPriceDifferences;
const hubName = sql<string>`coalesce(${hubs.name}, ${hubs.buildingName}, ${hubs.companyName}, ${hubs.internalId})`;

/** What the audit filters by: the period (by day), hub, machine and product. */
const filterFields: PagingFields = {
  // A day is in a period when its noon in Jakarta is, whichever zone the period was picked in.
  createdTime: { column: sql`((${diffs.day} + time '12:00') at time zone 'Asia/Jakarta')`, kind: 'datetime' },
  hubId: { column: diffs.hubId, kind: 'int' },
  machineId: { column: diffs.machineId, kind: 'int' },
  productId: { column: diffs.productId, kind: 'int' },
};

const differing = sql`${diffs.differingOrders} > 0`;
const orders = sql<number>`sum(${diffs.orders})::int`;
const differingOrders = sql<number>`sum(${diffs.differingOrders})::int`;
const moneyAtStake = sql<number>`sum(${diffs.moneyAtStake})::float8`;
const undercharged = sql<number>`sum(${diffs.undercharged})::float8`;
const overcharged = sql<number>`sum(${diffs.overcharged})::float8`;
const firstDay = sql<string>`to_char(min(${diffs.day}) filter (where ${differing}), 'YYYY-MM-DD')`;
const lastDay = sql<string>`to_char(max(${diffs.day}) filter (where ${differing}), 'YYYY-MM-DD')`;
const daysDiffering = sql<number>`(count(distinct ${diffs.day}) filter (where ${differing}))::int`;

const SORTS: Record<string, SQL> = {
  moneyAtStake,
  differingOrders,
  orders,
  undercharged,
  overcharged,
  firstDay: sql`min(${diffs.day}) filter (where ${differing})`,
  lastDay: sql`max(${diffs.day}) filter (where ${differing})`,
  machineNo: sql`min(${machines.vmcNo})`,
  hubInternalId: sql`min(${hubs.internalId})`,
};

function orderBy(input: PageInput): SQL {
  const [first] = input.sorts ?? [];
  // By default the most money at stake either way comes first.
  if (!first) return sql`abs(sum(${diffs.moneyAtStake})) desc, min(${machines.vmcNo}) asc`;
  const column = SORTS[first.field];
  if (!column) throw badInput(`The price audit sorts by ${Object.keys(SORTS).join(', ')}, not "${first.field}".`);
  return sql`${column} ${sql.raw(first.direction === 'DESC' ? 'desc' : 'asc')} nulls last, min(${machines.vmcNo}) asc`;
}

async function auditPage(context: Context, input: PageInput): Promise<Page<AuditRow>> {
  const window = groupedWindow(input);
  const where = and(machineScope(context, diffs.machineId), paymentScope(context, diffs.paymentMethod), buildWhere(filterFields, input.filters));
  const someDiffer = sql`sum(${diffs.differingOrders}) > 0`;
  const groups = await context.db
    .select({
      machineId: diffs.machineId,
      hubId: diffs.hubId,
      hubInternalId: sql<string | null>`min(${hubs.internalId})`,
      hubName: sql<string | null>`min(${hubName})`,
      machineNo: sql<string>`min(${machines.vmcNo})`,
      orders,
      differingOrders,
      moneyAtStake,
      undercharged,
      overcharged,
      firstDay,
      lastDay,
      daysDiffering,
    })
    .from(diffs)
    .innerJoin(machines, eq(machines.id, diffs.machineId))
    .leftJoin(hubs, eq(hubs.id, diffs.hubId))
    .where(where)
    .groupBy(diffs.machineId, diffs.hubId)
    .having(someDiffer)
    .orderBy(orderBy(input))
    .limit(window.limit)
    .offset(window.offset);
  return groupedPage(input, groups, async () => {
    const [row] = await context.db
      .select({ n: sql<number>`count(*)::int` })
      .from(context.db.select({ machineId: diffs.machineId }).from(diffs).where(where).groupBy(diffs.machineId, diffs.hubId).having(someDiffer).as('groups'));
    return row!.n;
  });
}

builder.queryField('priceAudit', (t) =>
  t.field({
    type: AuditPageRef,
    nullable: true,
    description:
      'Per hub and machine, the completed cups charged otherwise than the machine’s prices say in a period, and the money at stake; only machines with such cups. Filter by createdTime (the period, by day), hubId, machineId and productId. Sorts by moneyAtStake, differingOrders, orders, undercharged, overcharged, firstDay, lastDay, machineNo or hubInternalId; by default the largest money at stake either way first.',
    args: { pageInput: t.arg({ description: 'Which page, how large, and the sorts, filters and search that choose its rows.', type: PageInputRef, required: true }) },
    // Money of every order: as the orders with their money.
    authScopes: { authority: 'VIEW_ORDER' },
    resolve: (_root, args, context) => auditPage(context, args.pageInput),
  }),
);
