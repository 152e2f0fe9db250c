import { describe, expect, it } from 'vitest';
import { calculateShopOrderPrice } from './pricing';
import type { CustomerFacts, CustomerRule, OrderLineInput, PromoOffer, ShopOrderPriceInput } from './types';

/*
 * The edges of every check of docs/pricing.md ("When a promo is refused"): each bound on the side
 * that counts and one step past it. Schedules are read on the outlet's clock, so their edges are
 * tried where the outlet's day differs from UTC's.
 */

/** Wednesday 02-12-2026 10:30 in Jakarta. */
const NOW = '2026-12-02T03:30:00Z';
const MS = 1;
const DAY_MS = 86_400_000;
const at = (instant: string, plusMs = 0) => new Date(Date.parse(instant) + plusMs);

const LATTE: OrderLineInput = { id: 1, menuId: 10, name: 'Latte', amount: 2, price: 25_000 };
const promo = (more: Partial<PromoOffer> = {}): PromoOffer => ({ id: 1, name: 'Rp 1.000 off', discountLevel: 'ORDER', unit: 'NOMINAL', discountAmount: 1_000, ...more });
const customer = (more: Partial<CustomerFacts> = {}): CustomerFacts => ({
  id: 7,
  registered: true,
  registeredAt: '2026-01-15T05:00:00Z',
  membershipId: 2,
  numberOfOrders: 5,
  totalOrderAmount: 400_000,
  lastOrderAt: '2026-11-30T03:30:00Z',
  promoUses: {},
  ...more,
});

function priced(promos: PromoOffer | PromoOffer[], more: Partial<ShopOrderPriceInput> = {}) {
  return calculateShopOrderPrice({
    now: NOW,
    outlet: { id: 1, timeZone: 'Asia/Jakarta' },
    orderType: 'PICK_UP',
    paymentMethod: 'CASH',
    customer: null,
    lines: [LATTE],
    deliveryFee: 0,
    promos: Array.isArray(promos) ? promos : [promos],
    maximumDiscountPerTransaction: null,
    ...more,
  });
}

/** What became of the promo with id 1: 'applied', or its reason. */
function outcome(promos: PromoOffer | PromoOffer[], more: Partial<ShopOrderPriceInput> = {}): string {
  const result = priced(promos, more);
  if (result.appliedPromos.some((used) => used.shopPromoId === 1)) return 'applied';
  return result.refusedPromos.find((refused) => refused.shopPromoId === 1)!.reason;
}
const refusal = (promos: PromoOffer | PromoOffer[], more: Partial<ShopOrderPriceInput> = {}) => priced(promos, more).refusedPromos.find((refused) => refused.shopPromoId === 1)!;

describe("a promo's schedule, on the outlet's clock", () => {
  const mondayMorning = promo({ schedules: [{ day: 'MONDAY', startHour: 0, endHour: 7 }] });

  it('starts at its start hour, while UTC still has Sunday', () => {
    // 17:00 UTC on Sunday 29-11-2026 is 00:00 on Monday in Jakarta.
    expect(outcome(mondayMorning, { now: at('2026-11-29T17:00:00Z') })).toBe('applied');
    expect(outcome(mondayMorning, { now: at('2026-11-29T17:00:00Z', -MS) })).toBe('OUTSIDE_SCHEDULE');
  });

  it('ends before its end hour: 06:59:59 counts, 07:00 does not', () => {
    expect(outcome(mondayMorning, { now: at('2026-11-30T00:00:00Z', -MS) })).toBe('applied');
    expect(outcome(mondayMorning, { now: at('2026-11-30T00:00:00Z') })).toBe('OUTSIDE_SCHEDULE');
  });

  it('runs to midnight with an end hour of 24', () => {
    const sundayNight = promo({ schedules: [{ day: 'SUNDAY', startHour: 22, endHour: 24 }] });
    expect(outcome(sundayNight, { now: at('2026-11-29T17:00:00Z', -MS) })).toBe('applied');
    expect(outcome(sundayNight, { now: at('2026-11-29T17:00:00Z') })).toBe('OUTSIDE_SCHEDULE');
  });

  it("follows the outlet's own time zone: one instant, Monday 07:00 in Jayapura and 05:00 in Jakarta", () => {
    const mondayBreakfast = promo({ schedules: [{ day: 'MONDAY', startHour: 7, endHour: 10 }] });
    const now = at('2026-11-29T22:00:00Z');
    expect(outcome(mondayBreakfast, { now, outlet: { id: 1, timeZone: 'Asia/Jayapura' } })).toBe('applied');
    expect(outcome(mondayBreakfast, { now, outlet: { id: 1, timeZone: 'Asia/Jakarta' } })).toBe('OUTSIDE_SCHEDULE');
    expect(refusal(mondayBreakfast, { now }).message).toBe('It runs only Monday 07:00 to 10:00; it is Monday 05:00 at the outlet.');
  });

  it('runs during any of its schedules', () => {
    const twice = promo({ schedules: [{ day: 'MONDAY', startHour: 7, endHour: 10 }, { day: 'WEDNESDAY', startHour: 10, endHour: 11 }] });
    expect(outcome(twice)).toBe('applied');
    expect(refusal(twice, { now: at(NOW, 3_600_000) }).message).toBe('It runs only Monday 07:00 to 10:00 or Wednesday 10:00 to 11:00; it is Wednesday 11:30 at the outlet.');
  });

  it('says a schedule of many days in a few words: the days with the same hours together', () => {
    const weekdays = (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const).map((day) => ({ day, startHour: 7, endHour: 10 }));
    const mornings = promo({ schedules: [...weekdays, { day: 'SATURDAY', startHour: 8, endHour: 12 }] });
    expect(refusal(mornings, { now: at(NOW, 3_600_000) }).message).toBe('It runs only Monday to Friday 07:00 to 10:00 or Saturday 08:00 to 12:00; it is Wednesday 11:30 at the outlet.');
  });
});

describe("a promo's period", () => {
  it('starts at its start date', () => {
    expect(outcome(promo({ startDate: NOW }))).toBe('applied');
    expect(outcome(promo({ startDate: at(NOW, MS) }))).toBe('BEFORE_PERIOD');
    expect(refusal(promo({ startDate: '2026-12-03T01:00:00Z' })).message).toBe('It starts on 03-12-2026 08:00.');
  });

  it('has ended at its end date', () => {
    expect(outcome(promo({ endDate: at(NOW, MS) }))).toBe('applied');
    expect(outcome(promo({ endDate: NOW }))).toBe('AFTER_PERIOD');
    expect(refusal(promo({ endDate: '2026-12-01T17:00:00Z' })).message).toBe('It ended on 02-12-2026 00:00.');
  });
});

describe("a line's discounted price", () => {
  const line = (start: string | Date | null, end: string | Date | null): OrderLineInput => ({ ...LATTE, discountedPrice: 20_000, discountedPriceStart: start, discountedPriceEnd: end });
  const price = (start: string | Date | null, end: string | Date | null) => priced([], { lines: [line(start, end)] }).lines[0]!.price;

  it('runs from its start, included, until its end, excluded', () => {
    expect(price(NOW, null)).toBe(20_000);
    expect(price(at(NOW, MS), null)).toBe(25_000);
    expect(price(null, at(NOW, MS))).toBe(20_000);
    expect(price(null, NOW)).toBe(25_000);
    expect(price(null, null)).toBe(20_000);
  });
});

describe("a promo's minimums", () => {
  it('are met exactly at the minimum item (units, not lines)', () => {
    expect(outcome(promo({ minimumItem: 2 }))).toBe('applied');
    expect(outcome(promo({ minimumItem: 3 }))).toBe('BELOW_MINIMUM_ITEM');
    expect(refusal(promo({ minimumItem: 3 })).message).toBe('It needs at least 3 items; the order has 2.');
  });

  it('are met exactly at the minimum amount, counted before discounts and without delivery', () => {
    expect(outcome(promo({ minimumAmount: 50_000 }))).toBe('applied');
    expect(outcome(promo({ minimumAmount: 50_001 }))).toBe('BELOW_MINIMUM_AMOUNT');
    expect(outcome(promo({ minimumAmount: 50_001 }), { orderType: 'DELIVERY', deliveryFee: 10_000 })).toBe('BELOW_MINIMUM_AMOUNT');
    const halfLatte = promo({ id: 2, name: 'Half a latte', itemRule: 'SINGLE', itemGroups: [{ menuIds: [10], discountAmount: 50, unit: 'PERCENTAGE' }] });
    expect(outcome([promo({ minimumAmount: 50_000 }), halfLatte])).toBe('applied');
  });
});

describe('where, how and how often a promo runs', () => {
  it('runs at the outlets it names', () => {
    expect(outcome(promo({ hubIds: [1, 3] }))).toBe('applied');
    expect(outcome(promo({ hubIds: [2, 3] }))).toBe('NOT_AT_THIS_OUTLET');
  });

  it('runs for the order types and payment methods it names', () => {
    expect(outcome(promo({ allowedOrderTypes: ['PICK_UP', 'DINE_IN'] }))).toBe('applied');
    expect(outcome(promo({ allowedOrderTypes: ['DELIVERY', 'GO_FOOD'] }))).toBe('WRONG_ORDER_TYPE');
    expect(refusal(promo({ allowedOrderTypes: ['DELIVERY', 'GO_FOOD'] })).message).toBe('It is only for Delivery or GoFood orders; this order is Pick up.');
    expect(outcome(promo({ allowedPaymentMethods: ['CASH'] }))).toBe('applied');
    expect(outcome(promo({ allowedPaymentMethods: ['GOPAY', 'SHOPEE_PAY', 'CREDIT_CARD'] }))).toBe('WRONG_PAYMENT_METHOD');
    expect(refusal(promo({ allowedPaymentMethods: ['GOPAY', 'SHOPEE_PAY', 'CREDIT_CARD'] })).message).toBe('It is only for payment by GoPay, ShopeePay or Credit card; this order is paid by Cash.');
  });

  it('is used up when its used quantity reaches its total', () => {
    expect(outcome(promo({ totalQuantity: 10, usedQuantity: 9 }))).toBe('applied');
    expect(outcome(promo({ totalQuantity: 10, usedQuantity: 10 }))).toBe('USED_UP');
    expect(outcome(promo({ totalQuantity: 0 }))).toBe('USED_UP');
  });

  it("stops for a customer at the customer's limit, and needs a known customer to count", () => {
    const once = promo({ usageLimitPerCustomer: 2 });
    expect(outcome(once, { customer: customer({ promoUses: { 1: 1 } }) })).toBe('applied');
    expect(outcome(once, { customer: customer({ promoUses: { 1: 2 } }) })).toBe('CUSTOMER_LIMIT_REACHED');
    expect(refusal(once, { customer: customer({ promoUses: { 1: 2 } }) }).message).toBe('This customer has used it 2 times; the limit per customer is 2 times.');
    expect(outcome(once, { customer: customer({ promoUses: { 2: 5 } }) })).toBe('applied');
    expect(refusal(once).customerRule).toBe('KNOWN_CUSTOMER');
  });
});

describe('a customer rule', () => {
  const ruled = (rule: Omit<CustomerRule, 'type'>) => promo({ customerRule: { type: 'REGISTERED_CUSTOMERS', ...rule } });
  const part = (rule: Omit<CustomerRule, 'type'>, facts: Partial<CustomerFacts> | null) => {
    const result = priced(ruled(rule), { customer: facts && customer(facts) });
    return result.appliedPromos.length ? 'applied' : result.refusedPromos[0]!.customerRule;
  };

  it('for all customers takes everyone, walk-ins too, whatever else it says', () => {
    expect(outcome(promo({ customerRule: { type: 'ALL_CUSTOMERS', membershipIds: [9], numberOfOrders: 100 } }))).toBe('applied');
  });

  it('for registered customers takes no walk-in and no unregistered customer', () => {
    expect(part({}, null)).toBe('REGISTERED');
    expect(part({}, { registered: false })).toBe('REGISTERED');
    expect(part({}, {})).toBe('applied');
  });

  it('takes customers registered from the window start, included, until its end, excluded', () => {
    const window = { registration: { startDate: '2026-01-01T00:00:00Z', endDate: '2026-02-01T00:00:00Z' } };
    expect(part(window, { registeredAt: '2026-01-01T00:00:00Z' })).toBe('applied');
    expect(part(window, { registeredAt: at('2026-01-01T00:00:00Z', -MS) })).toBe('REGISTRATION_WINDOW');
    expect(part(window, { registeredAt: at('2026-02-01T00:00:00Z', -MS) })).toBe('applied');
    expect(part(window, { registeredAt: '2026-02-01T00:00:00Z' })).toBe('REGISTRATION_WINDOW');
    expect(part(window, { registeredAt: null })).toBe('REGISTRATION_WINDOW');
    expect(refusal(ruled(window), { customer: customer({ registeredAt: '2026-03-01T03:00:00Z' }) }).message).toBe(
      'It is only for customers who registered from 01-01-2026 07:00 until 01-02-2026 07:00; this customer registered on 01-03-2026 10:00.',
    );
  });

  it('takes the membership levels and the customers it names', () => {
    expect(part({ membershipIds: [1, 2] }, { membershipId: 2 })).toBe('applied');
    expect(part({ membershipIds: [1, 3] }, { membershipId: 2 })).toBe('MEMBERSHIP');
    expect(part({ membershipIds: [1, 3] }, { membershipId: null })).toBe('MEMBERSHIP');
    expect(part({ membershipIds: [] }, { membershipId: null })).toBe('applied');
    expect(part({ customerIds: [7, 8] }, {})).toBe('applied');
    expect(part({ customerIds: [8] }, {})).toBe('CUSTOMER_LIST');
  });

  it('takes customers with at least the number of orders and the total amount it names', () => {
    expect(part({ numberOfOrders: 5 }, { numberOfOrders: 5 })).toBe('applied');
    expect(part({ numberOfOrders: 5 }, { numberOfOrders: 4 })).toBe('NUMBER_OF_ORDERS');
    expect(part({ totalOrderAmount: 400_000 }, { totalOrderAmount: 400_000 })).toBe('applied');
    expect(part({ totalOrderAmount: 400_000 }, { totalOrderAmount: 399_999 })).toBe('TOTAL_ORDER_AMOUNT');
    expect(refusal(ruled({ totalOrderAmount: 400_000 }), { customer: customer({ totalOrderAmount: 399_999 }) }).message).toBe(
      'It is only for customers who have ordered at least Rp 400.000 in all; this customer has ordered Rp 399.999.',
    );
  });

  it('takes customers whose last order is within the last days, weeks or months, the first moment included', () => {
    const days = { lastOrder: { numberOfUnit: 3, unit: 'DAYS' as const } };
    expect(part(days, { lastOrderAt: at(NOW, -3 * DAY_MS) })).toBe('applied');
    expect(part(days, { lastOrderAt: at(NOW, -3 * DAY_MS - MS) })).toBe('LAST_ORDER');
    expect(part(days, { lastOrderAt: null })).toBe('LAST_ORDER');
    const weeks = { lastOrder: { numberOfUnit: 2, unit: 'WEEKS' as const } };
    expect(part(weeks, { lastOrderAt: at(NOW, -14 * DAY_MS) })).toBe('applied');
    expect(part(weeks, { lastOrderAt: at(NOW, -14 * DAY_MS - MS) })).toBe('LAST_ORDER');
    // A month before 31-03-2027 10:00 in Jakarta is 28-02-2027 10:00 (February has no 31st).
    const month = { lastOrder: { numberOfUnit: 1, unit: 'MONTHS' as const } };
    const now = at('2027-03-31T03:00:00Z');
    const partAt = (lastOrderAt: Date) => priced(ruled(month), { now, customer: customer({ lastOrderAt }) }).refusedPromos[0]?.customerRule ?? 'applied';
    expect(partAt(at('2027-02-28T03:00:00Z'))).toBe('applied');
    expect(partAt(at('2027-02-28T03:00:00Z', -MS))).toBe('LAST_ORDER');
    expect(refusal(ruled(days), { customer: customer({ lastOrderAt: '2026-11-20T03:30:00Z' }) }).message).toBe(
      'It is only for customers who ordered within the last 3 days (since 29-11-2026 10:30); this customer last ordered on 20-11-2026 10:30.',
    );
  });
});

describe('promos of one kind, and what is left to discount', () => {
  const free = (id: number, menuIds: number[][]) =>
    promo({ id, name: `Bundle ${id}`, itemRule: 'BUNDLE', itemGroups: menuIds.map((ids) => ({ menuIds: ids, discountAmount: 100, unit: 'PERCENTAGE' as const })) });

  it('give the tie to the lower id', () => {
    expect(priced([promo({ id: 2 }), promo({ id: 1 })]).appliedPromos.map((used) => used.shopPromoId)).toEqual([1]);
    const other = priced([promo({ id: 2, name: 'Other' }), promo({ id: 1 })]).refusedPromos[0]!;
    expect(other).toMatchObject({ shopPromoId: 2, reason: 'BIGGER_PROMO_APPLIED', message: '“Rp 1.000 off” gives this order the same discount (Rp 1.000) and comes first, and one promo of each kind applies.' });
  });

  it('count no unit for two groups of a bundle, and find the units that fill every group', () => {
    const mocha: OrderLineInput = { id: 2, menuId: 11, name: 'Mocha', amount: 1, price: 30_000 };
    const oneLatte = { ...LATTE, amount: 1 };
    expect(outcome(free(1, [[10], [10]]), { lines: [oneLatte] })).toBe('NO_ELIGIBLE_ITEMS');
    expect(outcome(free(1, [[10], [10]]), { lines: [LATTE] })).toBe('applied');
    // The cheaper latte would suit the first group, but the second group needs it: the mocha fills the first.
    const result = priced(free(1, [[10, 11], [10]]), { lines: [oneLatte, mocha] });
    expect(result.lines.map((line) => line.discount)).toEqual([25_000, 30_000]);
  });

  it('refuse an order promo when the item promo left nothing, a delivery promo without a fee, and a promo past the transaction maximum', () => {
    expect(outcome([promo({ id: 1 }), free(2, [[10]])], { lines: [{ ...LATTE, amount: 1 }] })).toBe('NOTHING_LEFT_TO_DISCOUNT');
    expect(outcome(promo({ discountLevel: 'DELIVERY' }))).toBe('NO_DELIVERY_FEE');
    expect(outcome(promo({ discountLevel: 'DELIVERY' }), { orderType: 'DELIVERY', deliveryFee: 9_000 })).toBe('applied');
    expect(outcome([promo({ id: 1, discountLevel: 'DELIVERY' }), promo({ id: 2 })], { orderType: 'DELIVERY', deliveryFee: 9_000, maximumDiscountPerTransaction: 1_000 })).toBe(
      'TRANSACTION_MAXIMUM_REACHED',
    );
    expect(outcome(promo({ unit: 'PERCENTAGE', discountAmount: 0 }))).toBe('NO_DISCOUNT');
  });
});
