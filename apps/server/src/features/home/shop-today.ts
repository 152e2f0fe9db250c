import { and, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { zonedDay } from '@back-office/domain';
import { builder } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { mappingScope } from '../../platform/mappings';
import { shopOrders } from '../shop-orders/shop-orders.table';
import { checkTimeZone } from '../reports/reports.service';
import { countIf, TODAY_ZONE, WEEK_MS } from './today';

/*
 * The shop's part of the home page: today's paid orders and what they brought in beside the same
 * time last week, and the orders at the outlets right now (waiting for a barista, being made,
 * waiting for payment), on the outlets the caller sees. One aggregate query over two index ranges
 * of the orders' created time and the open orders' partial index.
 */

/** The states of an order that was paid: what the shop sold. */
const PAID_SHOP_ORDER_STATES = ['PAID', 'ACK', 'COMPLETED'] as const;

interface ShopFigures {
  orders: number;
  revenue: number;
}

interface ShopToday {
  day: string;
  today: ShopFigures;
  lastWeekSoFar: ShopFigures;
  waiting: number;
  making: number;
  unpaid: number;
}

const ShopFiguresRef = builder.objectRef<ShopFigures>('ShopFigures').implement({
  description: 'Paid shop orders and the rupiah paid for them.',
  fields: (t) => ({
    orders: t.exposeInt('orders', { description: 'Orders paid (waiting for a barista, being made or completed).' }),
    revenue: t.exposeInt('revenue', { description: 'Rupiah paid for them, after discounts.' }),
  }),
});

const ShopTodayRef = builder.objectRef<ShopToday>('ShopToday').implement({
  description: 'Today’s paid shop orders beside the same time a week before, and the orders open at the outlets now.',
  fields: (t) => ({
    day: t.field({ type: 'Date', description: 'Today in the time zone asked for.', resolve: (row) => row.day }),
    today: t.field({ type: ShopFiguresRef, description: 'Orders placed from midnight until now that were paid.', resolve: (row) => row.today }),
    lastWeekSoFar: t.field({ type: ShopFiguresRef, description: 'The same, seven days before, from midnight until the same time of day.', resolve: (row) => row.lastWeekSoFar }),
    waiting: t.exposeInt('waiting', { description: 'Orders paid and not yet accepted by a barista, whenever placed.' }),
    making: t.exposeInt('making', { description: 'Orders accepted and being made, whenever placed.' }),
    unpaid: t.exposeInt('unpaid', { description: 'Orders waiting for their payment, whenever placed.' }),
  }),
});

const paidSumIf = (condition: SQL | undefined) => sql<number>`coalesce(sum(${shopOrders.paidAmount}) filter (where ${condition}), 0)::int`;

async function shopToday(context: Context, timeZone: string, now = new Date()): Promise<ShopToday> {
  const { day, start } = zonedDay(now, timeZone);
  const within = (from: Date, to: Date) => and(gte(shopOrders.createdTime, from), lt(shopOrders.createdTime, to));
  const paid = inArray(shopOrders.state, [...PAID_SHOP_ORDER_STATES]);
  const today = and(within(start, now), paid);
  const lastWeek = and(within(new Date(start.getTime() - WEEK_MS), new Date(now.getTime() - WEEK_MS)), paid);
  const open = inArray(shopOrders.state, ['WAITING_FOR_PAYMENT', 'PAID', 'ACK']);
  const [row] = await context.db
    .select({
      todayOrders: countIf(today),
      todayRevenue: paidSumIf(today),
      lastWeekOrders: countIf(lastWeek),
      lastWeekRevenue: paidSumIf(lastWeek),
      waiting: countIf(sql`${shopOrders.state} = 'PAID'`),
      making: countIf(sql`${shopOrders.state} = 'ACK'`),
      unpaid: countIf(sql`${shopOrders.state} = 'WAITING_FOR_PAYMENT'`),
    })
    .from(shopOrders)
    .where(and(sql`(${today} or ${lastWeek} or ${open})`, mappingScope(context, 'shopHubs', shopOrders.shopHubId)));
  return {
    day,
    today: { orders: row!.todayOrders, revenue: row!.todayRevenue },
    lastWeekSoFar: { orders: row!.lastWeekOrders, revenue: row!.lastWeekRevenue },
    waiting: row!.waiting,
    making: row!.making,
    unpaid: row!.unpaid,
  };
}

builder.queryField('shopToday', (t) =>
  t.field({
    type: ShopTodayRef,
    nullable: true,
    description: 'Today’s paid shop orders and revenue on the outlets the caller sees, beside the same time last week, and the orders open there now.',
    authScopes: { authority: 'VIEW_SHOP_ORDER' },
    args: { timeZone: t.arg.string({ description: TODAY_ZONE }) },
    resolve: (_root, args, context) => shopToday(context, checkTimeZone(args.timeZone)),
  }),
);
