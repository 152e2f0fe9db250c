import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderDailySales, orderLogs, vendingOrders } from '../features/orders/orders.table';
import { orderPriceDifferences } from '../features/price-audit/price-audit.table';

/*
 * A month of sales for the demo fleet: every active machine standing at a hub sold from its menu at
 * its menu price, more in the morning than in the afternoon, paid with a mix of methods; one cup in
 * fifty failed and one in a hundred was refunded. Each order comes with the events a machine would
 * have sent for it, and the daily sales the orders add up to. Four statements, so the seed stays quick.
 *
 * A cup is charged the menu's discounted price when it has one, and that is also the price it should
 * have been charged; except at a few machines that kept a stale price for some days (STALE_PRICES),
 * which the price audit finds. The daily price differences are filled to match.
 */

const DAYS = 30;
/** The most a machine sells a day; most sell fewer. */
const CUPS_PER_DAY = 12;
/**
 * Machines (the nth active machine at a hub, by id) that charged otherwise than their menu for some
 * days: a price rise the machine never received (charged too little), and a price cut it never got.
 */
export const STALE_PRICES = [
  { rank: 2, fromDaysAgo: 10, toDaysAgo: 4, off: -2_000 },
  { rank: 5, fromDaysAgo: 9, toDaysAgo: 7, off: -1_500 },
  { rank: 8, fromDaysAgo: 15, toDaysAgo: 12, off: 1_000 },
];
const METHODS = ['GOPAY', 'GOPAY', 'SHOPEE_PAY', 'DANA', 'CASH', 'LINKAJA', 'JUMPSTART', 'GOPAY', 'SHOPEE_PAY', 'JAKONE'];

export async function seedDemoOrders(db: Database): Promise<void> {
  const methods = sql.raw(`array[${METHODS.map((method) => `'${method}'`).join(', ')}]`);
  const stale = sql.raw(`(values ${STALE_PRICES.map((entry) => `(${entry.rank}, ${entry.fromDaysAgo}, ${entry.toDaysAgo}, ${entry.off})`).join(', ')}) as stale(rank, from_days_ago, to_days_ago, off_by)`);
  await db.execute(sql`
    with live as (
      select m.id as machine_id, m.vmc_no, t.initial_name, h.id as hub_id, h.internal_id, coalesce(h.name, h.building_name, h.company_name, h.internal_id) as hub_name,
        row_number() over (order by m.id) as rank
      from machines m
      join machine_types t on t.id = m.machine_type_id
      join machine_hubs mh on mh.machine_id = m.id and mh.unloaded_at is null
      join hubs h on h.id = mh.hub_id
      where m.active
    ),
    menu as (
      select pim.machine_id, pim.product_id, pim.price, coalesce(pim.discounted_price, pim.price) as intended, p.name, p.cogs,
        row_number() over (partition by pim.machine_id order by pim.id) - 1 as position, count(*) over (partition by pim.machine_id) as size
      from product_in_machines pim join products p on p.id = pim.product_id
      where pim.active
    ),
    cups as (
      select live.*, day, cup, coalesce(stale.off_by, 0) as off_by,
        -- Hours from 07:00 weighted towards the morning.
        ((current_date - day) + make_interval(hours => 7 + (power(((cup * 37 + day * 11 + live.machine_id * 7) % 100) / 100.0, 2) * 13)::int, mins => (cup * 17 + day) % 60))
          at time zone 'Asia/Jakarta' as created,
        (cup * 13 + day * 5 + live.machine_id) % 100 as fate,
        (cup * 31 + day * 7 + live.machine_id) % ${METHODS.length} + 1 as method
      from live cross join generate_series(1, ${DAYS}) as day cross join generate_series(1, ${CUPS_PER_DAY}) as cup
      left join ${stale} on stale.rank = live.rank and day between stale.to_days_ago and stale.from_days_ago
      -- Busy machines and quiet ones, busy days and quiet ones.
      where cup <= ${CUPS_PER_DAY / 3} + (live.machine_id * 5 + day * 3) % ${(CUPS_PER_DAY * 2) / 3 + 1}
    )
    insert into ${vendingOrders} (machine_id, order_no, state, created_time, paid_time, pay_done_time, product_done_time, failed_time, refunded_time, duration,
      payment_method, payment_provider, payment_reference_id, price, original_price, gmv, cogs, corporate_discount, subsidy, expected_price, sales_type, remark,
      product_id, product_name, hub_id, hub_internal_id, hub_name, machine_no, machine_initial, stock_consumed)
    select cups.machine_id, cups.vmc_no || '-' || to_char(cups.created at time zone 'Asia/Jakarta', 'YYMMDD') || '-' || lpad(cups.cup::text, 4, '0'),
      case when fate = 0 then 'FAILED' when fate = 1 then 'REFUNDED' else 'COMPLETED' end,
      created,
      case when fate = 0 then null else created + interval '20 seconds' end,
      case when fate = 0 then null else created + interval '20 seconds' end,
      case when fate = 0 then null else created + interval '65 seconds' end,
      case when fate = 0 then created + interval '90 seconds' end,
      case when fate = 1 then created + interval '30 minutes' end,
      case when fate = 0 then null else 65 end,
      (${methods})[method],
      case when fate = 0 then null else lower((${methods})[method]) end,
      case when fate = 0 then null else upper(substr(md5(cups.machine_id || '-' || day || '-' || cup), 1, 12)) end,
      menu.intended + cups.off_by, menu.price, menu.price, menu.cogs, 0, 0, menu.intended, 'REGULAR',
      case when fate = 0 then 'Payment timed out' when fate = 1 then 'Cup not dispensed fully' end,
      menu.product_id, menu.name, cups.hub_id, cups.internal_id, cups.hub_name, cups.vmc_no, cups.initial_name, fate <> 0
    from cups join menu on menu.machine_id = cups.machine_id and menu.position = (cups.cup + cups.day * 7 + cups.machine_id) % menu.size`);

  await db.execute(sql`
    insert into ${orderLogs} (order_no, machine_id, event_id, payment_provider, event, payload, time, received_at)
    select o.order_no, o.machine_id, 'demo-' || o.id || '-' || e.event, case when e.event = 'order.paid' then o.payment_provider end, e.event, e.payload, e.time, e.time
    from ${vendingOrders} o
    cross join lateral (values
      ('order.created', jsonb_build_object('orderNo', o.order_no, 'productId', o.product_id, 'paymentMethod', o.payment_method, 'price', o.price, 'originalPrice', o.original_price, 'corporateDiscount', 0, 'subsidy', 0, 'salesType', 'REGULAR'), o.created_time),
      ('order.paid', jsonb_build_object('orderNo', o.order_no, 'paymentMethod', o.payment_method, 'paymentReferenceId', o.payment_reference_id, 'paymentProvider', o.payment_provider), o.paid_time),
      ('order.product_done', jsonb_build_object('orderNo', o.order_no), o.product_done_time),
      ('order.failed', jsonb_build_object('orderNo', o.order_no, 'reason', o.remark), o.failed_time),
      ('order.refunded', jsonb_build_object('orderNo', o.order_no, 'reason', o.remark), o.refunded_time)
    ) as e(event, payload, time)
    where e.time is not null`);

  await db.execute(sql`
    insert into ${orderDailySales} (day, machine_id, hub_id, product_id, payment_method, cups, revenue, gmv, cogs, corporate_discount, subsidy)
    select (created_time at time zone 'Asia/Jakarta')::date, machine_id, hub_id, product_id, payment_method, count(*), sum(price), sum(gmv), sum(cogs), sum(corporate_discount), sum(subsidy)
    from ${vendingOrders}
    where state = 'COMPLETED'
    group by 1, 2, 3, 4, 5`);

  await db.execute(sql`
    insert into ${orderPriceDifferences} (day, machine_id, hub_id, product_id, payment_method, orders, differing_orders, money_at_stake, undercharged, overcharged)
    select (created_time at time zone 'Asia/Jakarta')::date, machine_id, hub_id, product_id, payment_method, count(*), count(*) filter (where expected_price <> price),
      sum(expected_price - price), sum(greatest(expected_price - price, 0)), sum(greatest(price - expected_price, 0))
    from ${vendingOrders}
    where state = 'COMPLETED' and expected_price is not null
    group by 1, 2, 3, 4, 5`);
}
