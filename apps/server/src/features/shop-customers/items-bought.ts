import { eq, sql, type SQL } from 'drizzle-orm';
import { COUNTED_ORDER_STATES, SHOP_MEMBERSHIP_DEFAULT_MONTHS } from '@back-office/domain';
import type { Queryable } from '../../db/client';
import { shopMembershipQualificationDuration as duration } from '../shop-memberships/shop-memberships.table';
import { shopCustomers } from './shop-customers.table';

/*
 * The items a customer has bought, read from their orders, so the number on their page always agrees
 * with the orders listed under it: the units of every line of their counted orders (paid, being made
 * or done; not unpaid, expired or missed ones). The current qualification period is the one now
 * running of the periods that follow each other from the day they signed up, each as long as the
 * qualification duration (12 months until it is saved).
 */

/** The customer's id, always named with its table: the count is a subquery of a select of the customers. */
const customerId = sql`${shopCustomers}.${sql.identifier('id')}`;
const counted = sql.raw(COUNTED_ORDER_STATES.map((state) => `'${state}'`).join(', '));
const months = sql`coalesce((select ${duration.months} from ${duration} where ${duration.id} = 1), ${sql.raw(String(SHOP_MEMBERSHIP_DEFAULT_MONTHS))})`;
const monthsSinceSignUp = sql`(extract(year from age(now(), ${shopCustomers.dateCreated})) * 12 + extract(month from age(now(), ${shopCustomers.dateCreated})))::int`;
const currentPeriodStart = sql`${shopCustomers.dateCreated} + make_interval(months => (${monthsSinceSignUp} / ${months}) * ${months})`;

// The order tables are read by name: the orders feature stands above the customers one (an order
// names its customer), so this read through a join imports nothing of it.
const itemsBought = (since?: SQL) =>
  sql<number>`(select coalesce(sum(l.amount), 0)::int from shop_order_lines l join shop_orders o on o.id = l.shop_order_id
    where o.customer_id = ${customerId} and o.state in (${counted})${since ? sql` and o.created_time >= ${since}` : sql``})`;

/** Items bought in all: a column of the customers list. */
export const totalItemColumn = itemsBought();
/** Items bought in the current qualification period: a column of the customers list. */
export const totalItemCurrentPeriodColumn = itemsBought(currentPeriodStart);

/** One customer's items bought, in all and in the current period. */
export async function itemsBoughtBy(db: Queryable, customerId: number): Promise<{ totalItem: number; totalItemCurrentPeriod: number }> {
  const [row] = await db.select({ totalItem: totalItemColumn, totalItemCurrentPeriod: totalItemCurrentPeriodColumn }).from(shopCustomers).where(eq(shopCustomers.id, customerId));
  return { totalItem: Number(row?.totalItem ?? 0), totalItemCurrentPeriod: Number(row?.totalItemCurrentPeriod ?? 0) };
}
