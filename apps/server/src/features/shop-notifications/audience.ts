import { sql, type SQL } from 'drizzle-orm';
import type { ShopManualRule } from '@back-office/domain';
import type { Queryable } from '../../db/client';

/*
 * Who a manual notification's rule reaches, as one SQL statement: the active customers for whom
 * every condition given holds, and the customers named by id whatever the others say. Orders count
 * once paid (paid, accepted or completed); dates are days in Jakarta. Orders are read by table name:
 * shop-orders calls this feature, so it cannot import shop-orders back.
 */

const ZONE = 'Asia/Jakarta';

function between(value: SQL, range: { min?: number | string | null; max?: number | string | null } | null | undefined, cast: string): SQL[] {
  if (!range) return [];
  const parts: SQL[] = [];
  if (range.min != null) parts.push(sql`${value} >= ${range.min}::${sql.raw(cast)}`);
  if (range.max != null) parts.push(sql`${value} <= ${range.max}::${sql.raw(cast)}`);
  return parts;
}

/** `select customer_id from …`: the customers the rule reaches, once each. */
export function audienceQuery(rule: ShopManualRule): SQL {
  const conditions: SQL[] = [];
  if (rule.membershipIds?.length) conditions.push(sql`c.membership_id in (${sql.join(rule.membershipIds.map((id) => sql`${id}`), sql`, `)})`);
  if (rule.gender) conditions.push(sql`c.gender = ${rule.gender}`);
  conditions.push(...between(sql`(c.date_created at time zone ${ZONE})::date`, rule.registration, 'date'));
  conditions.push(...between(sql`coalesce(o.orders, 0)`, rule.numberOfOrders, 'int'));
  conditions.push(...between(sql`coalesce(o.amount, 0)`, rule.totalOrderAmount, 'bigint'));
  if (rule.lastOrder) conditions.push(sql`o.last_order is not null`, ...between(sql`(o.last_order at time zone ${ZONE})::date`, rule.lastOrder, 'date'));
  const named = rule.customerIds?.length ? sql`c.id in (${sql.join(rule.customerIds.map((id) => sql`${id}`), sql`, `)})` : null;
  const matched = conditions.length ? sql.join(conditions, sql` and `) : null;
  const reach = named && matched ? sql`(${named} or (${matched}))` : (named ?? matched ?? sql`false`);
  const needsOrders = rule.numberOfOrders || rule.totalOrderAmount || rule.lastOrder;
  const orders = needsOrders
    ? sql`left join (select customer_id, count(*)::int as orders, sum(paid_amount)::bigint as amount, max(created_time) as last_order
            from shop_orders where customer_id is not null and paid_time is not null and state in ('PAID', 'ACK', 'COMPLETED')
            group by customer_id) o on o.customer_id = c.id`
    : sql`left join (select null::int as customer_id, 0 as orders, 0::bigint as amount, null::timestamptz as last_order) o on false`;
  return sql`select c.id as customer_id from shop_customers c ${orders} where c.status = 1 and ${reach}`;
}

/** How many customers the rule reaches now. */
export async function countAudience(db: Queryable, rule: ShopManualRule): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as count from (${audienceQuery(rule)}) audience`);
  return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
}
