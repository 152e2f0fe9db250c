import { dayLabels, lastOrderUnitLabels, shopOrderTypeLabels, shopPaymentMethodLabels } from '../enums';
import { labelIn } from '../labels';
import { formatDateTime, formatRupiah } from '../format';
import { formatWeekSchedule } from '../week-schedule';
import type { OutletTime } from './outlet-time';
import type { CustomerFacts, CustomerRulePart, Instant, PromoOffer, PromoSchedule, RefusalReason, ShopOrderPriceInput } from './types';

/*
 * Whether a promo may apply to an order at all, before any amount is worked out (docs/pricing.md,
 * "When a promo is refused"). The checks run in the order of that page and the first that fails is
 * the reason given.
 */

export interface Refusal {
  reason: RefusalReason;
  customerRule: CustomerRulePart | null;
  message: string;
}

/** What the checks need to know of the order, worked out once for all its promos. */
export interface OrderFacts {
  input: ShopOrderPriceInput;
  now: Date;
  time: OutletTime;
  /** Units in the order (the lines' amounts added up). */
  itemCount: number;
  /** The lines' total before discounts. */
  totalItemPrice: number;
  /** Last-order cutoffs worked out so far, by "3 DAYS": many promos share one rule. */
  cutoffs: Map<string, Date>;
}

const DAY_MS = 86_400_000;

export function toDate(value: Instant): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${String(value)}`);
  return date;
}

/** Half-open [start, end): a missing bound is open. */
export function within(now: Date, start: Instant | null | undefined, end: Instant | null | undefined): boolean {
  return (start == null || toDate(start) <= now) && (end == null || now < toDate(end));
}

export const refuse = (reason: RefusalReason, message: string): Refusal => ({ reason, customerRule: null, message });
const notFor = (customerRule: CustomerRulePart, message: string): Refusal => ({ reason: 'NOT_FOR_THIS_CUSTOMER', customerRule, message });

/** "A, B or C". */
function orList(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
/** A promo's schedules in a few words, the days with the same hours together: "Monday to Friday 07:00 to 10:00 or Saturday 08:00 to 12:00". */
function scheduleText(schedules: readonly PromoSchedule[]): string {
  const byHours = new Map<string, PromoSchedule[]>();
  for (const schedule of schedules) byHours.set(`${schedule.startHour}-${schedule.endHour}`, [...(byHours.get(`${schedule.startHour}-${schedule.endHour}`) ?? []), schedule]);
  const groups = [...byHours.values()].map((group) => formatWeekSchedule(group.map((schedule) => ({ day: schedule.day, start: hourText(schedule.startHour), end: hourText(schedule.endHour) }))));
  return orList(groups);
}
const timeText = (time: OutletTime) => `${labelIn(dayLabels, time.day)} ${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
const times = (count: number) => (count === 1 ? '1 time' : `${count} times`);

/** The schedule's start hour counts, its end hour does not: 07 to 10 covers 07:00 up to 09:59. */
export function inSchedule(schedules: readonly PromoSchedule[], time: OutletTime): boolean {
  return schedules.some((schedule) => schedule.day === time.day && schedule.startHour <= time.hour && time.hour < schedule.endHour);
}

/** The instant `count` calendar months before `now` on the outlet's clock (the 31st becomes the month's last day). */
function monthsBefore(now: Date, count: number, offsetMinutes: number): Date {
  const wall = new Date(now.getTime() + offsetMinutes * 60_000);
  const month = wall.getUTCMonth() - count;
  const lastDay = new Date(Date.UTC(wall.getUTCFullYear(), month + 1, 0)).getUTCDate();
  const moved = Date.UTC(wall.getUTCFullYear(), month, Math.min(wall.getUTCDate(), lastDay), wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds(), wall.getUTCMilliseconds());
  return new Date(moved - offsetMinutes * 60_000);
}

/** The earliest last order that still counts as "within the last N days, weeks or months". */
export function lastOrderCutoff(now: Date, lastOrder: NonNullable<NonNullable<PromoOffer['customerRule']>['lastOrder']>, offsetMinutes: number): Date {
  if (lastOrder.unit === 'MONTHS') return monthsBefore(now, lastOrder.numberOfUnit, offsetMinutes);
  return new Date(now.getTime() - lastOrder.numberOfUnit * (lastOrder.unit === 'WEEKS' ? 7 : 1) * DAY_MS);
}

function customerRefusal(promo: PromoOffer, customer: CustomerFacts | null, facts: OrderFacts): Refusal | null {
  const rule = promo.customerRule;
  if (rule && rule.type === 'REGISTERED_CUSTOMERS') {
    if (!customer || !customer.registered) return notFor('REGISTERED', 'It is only for registered customers.');
    const offset = facts.time.offsetMinutes;
    const window = rule.registration;
    if (window && (window.startDate != null || window.endDate != null)) {
      if (customer.registeredAt == null || !within(toDate(customer.registeredAt), window.startDate, window.endDate)) {
        const from = window.startDate != null ? ` from ${formatDateTime(window.startDate, offset)}` : '';
        const until = window.endDate != null ? ` until ${formatDateTime(window.endDate, offset)}` : '';
        const registered = customer.registeredAt == null ? 'no registration date is known' : `this customer registered on ${formatDateTime(customer.registeredAt, offset)}`;
        return notFor('REGISTRATION_WINDOW', `It is only for customers who registered${from}${until}; ${registered}.`);
      }
    }
    if (rule.membershipIds?.length && (customer.membershipId == null || !rule.membershipIds.includes(customer.membershipId))) {
      return notFor('MEMBERSHIP', 'It is only for the membership levels it names, and this customer holds none of them.');
    }
    if (rule.customerIds?.length && !rule.customerIds.includes(customer.id)) {
      return notFor('CUSTOMER_LIST', 'It is only for the customers it names, and this customer is not one of them.');
    }
    if (rule.numberOfOrders != null && customer.numberOfOrders < rule.numberOfOrders) {
      return notFor('NUMBER_OF_ORDERS', `It is only for customers with at least ${rule.numberOfOrders} orders; this customer has ${customer.numberOfOrders}.`);
    }
    if (rule.totalOrderAmount != null && customer.totalOrderAmount < rule.totalOrderAmount) {
      return notFor(
        'TOTAL_ORDER_AMOUNT',
        `It is only for customers who have ordered at least ${formatRupiah(rule.totalOrderAmount)} in all; this customer has ordered ${formatRupiah(customer.totalOrderAmount)}.`,
      );
    }
    if (rule.lastOrder) {
      const key = `${rule.lastOrder.numberOfUnit} ${rule.lastOrder.unit}`;
      let cutoff = facts.cutoffs.get(key);
      if (!cutoff) facts.cutoffs.set(key, (cutoff = lastOrderCutoff(facts.now, rule.lastOrder, offset)));
      const last = customer.lastOrderAt == null ? null : toDate(customer.lastOrderAt);
      if (last == null || last < cutoff || last > facts.now) {
        const span = `${rule.lastOrder.numberOfUnit} ${labelIn(lastOrderUnitLabels, rule.lastOrder.unit).toLowerCase()}`;
        const known = last == null ? 'this customer has not ordered yet' : `this customer last ordered on ${formatDateTime(last, offset)}`;
        return notFor('LAST_ORDER', `It is only for customers who ordered within the last ${span} (since ${formatDateTime(cutoff, offset)}); ${known}.`);
      }
    }
  }
  if (promo.usageLimitPerCustomer != null) {
    if (!customer) return notFor('KNOWN_CUSTOMER', 'It has a limit per customer, so it needs a known customer, not a walk-in.');
    const uses = customer.promoUses[promo.id] ?? 0;
    if (uses >= promo.usageLimitPerCustomer) {
      return refuse('CUSTOMER_LIMIT_REACHED', `This customer has used it ${times(uses)}; the limit per customer is ${times(promo.usageLimitPerCustomer)}.`);
    }
  }
  return null;
}

/** Why `promo` cannot apply to this order, or null when nothing stops it. */
export function refusalOf(promo: PromoOffer, facts: OrderFacts): Refusal | null {
  const { input, now, time } = facts;
  const offset = time.offsetMinutes;
  if (promo.startDate != null && now < toDate(promo.startDate)) return refuse('BEFORE_PERIOD', `It starts on ${formatDateTime(promo.startDate, offset)}.`);
  if (promo.endDate != null && now >= toDate(promo.endDate)) return refuse('AFTER_PERIOD', `It ended on ${formatDateTime(promo.endDate, offset)}.`);
  if (promo.schedules?.length && !inSchedule(promo.schedules, time)) {
    return refuse('OUTSIDE_SCHEDULE', `It runs only ${scheduleText(promo.schedules)}; it is ${timeText(time)} at the outlet.`);
  }
  if (promo.hubIds?.length && !promo.hubIds.includes(input.outlet.id)) return refuse('NOT_AT_THIS_OUTLET', 'It does not run at this outlet.');
  if (promo.allowedOrderTypes?.length && !promo.allowedOrderTypes.includes(input.orderType)) {
    return refuse('WRONG_ORDER_TYPE', `It is only for ${orList(promo.allowedOrderTypes.map((type) => shopOrderTypeLabels[type]))} orders; this order is ${labelIn(shopOrderTypeLabels, input.orderType)}.`);
  }
  if (promo.allowedPaymentMethods?.length && !promo.allowedPaymentMethods.includes(input.paymentMethod)) {
    return refuse('WRONG_PAYMENT_METHOD', `It is only for payment by ${orList(promo.allowedPaymentMethods.map((method) => shopPaymentMethodLabels[method]))}; this order is paid by ${labelIn(shopPaymentMethodLabels, input.paymentMethod)}.`);
  }
  if (promo.totalQuantity != null && (promo.usedQuantity ?? 0) >= promo.totalQuantity) {
    return refuse('USED_UP', `It is used up: ${promo.usedQuantity ?? 0} of ${promo.totalQuantity} have been used.`);
  }
  const customer = customerRefusal(promo, input.customer, facts);
  if (customer) return customer;
  if (promo.minimumItem != null && facts.itemCount < promo.minimumItem) {
    return refuse('BELOW_MINIMUM_ITEM', `It needs at least ${promo.minimumItem} items; the order has ${facts.itemCount}.`);
  }
  if (promo.minimumAmount != null && facts.totalItemPrice < promo.minimumAmount) {
    return refuse('BELOW_MINIMUM_AMOUNT', `It needs an order of at least ${formatRupiah(promo.minimumAmount)}; the order comes to ${formatRupiah(facts.totalItemPrice)}.`);
  }
  return null;
}
