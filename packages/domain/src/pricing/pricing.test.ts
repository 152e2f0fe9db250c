import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAYS, DISCOUNT_UNITS, SHOP_ORDER_TYPES, SHOP_PAYMENT_METHODS, TIMEZONES, type DiscountUnit } from '../enums';
import { calculateShopOrderPrice } from './pricing';
import { spreadByLargestRemainder } from './spread';
import type { CustomerFacts, OrderLineInput, PromoOffer, ShopOrderPrice, ShopOrderPriceInput } from './types';

/*
 * The calculation's promises on any order: amounts never negative, parts that add up, every maximum
 * kept, paid = price − discount + delivery − delivery discount, and the same answer whatever order
 * the lines and promos come in. The orders are random but always sensible (docs/pricing.md).
 */

const MENUS = [1, 2, 3, 4, 5];
const HOUR_MS = 3_600_000;
const BASE = Date.parse('2026-06-01T00:00:00Z');

/** An instant some hours from `now`. */
const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * HOUR_MS);

/** Null three times in four: most promos have few limits, so that many apply. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary, weight: 1 });
const money = (max: number) => fc.integer({ min: 0, max });
const anAmountIn = (unit: DiscountUnit) => (unit === 'PERCENTAGE' ? fc.integer({ min: 0, max: 100 }) : money(60_000));
const aDiscount = fc.constantFrom(...DISCOUNT_UNITS).chain((unit) => fc.record({ unit: fc.constant(unit), discountAmount: anAmountIn(unit) }));

/** Often one of a few prices, so that lines tie (and the order of the lines could matter). */
const aPrice = fc.oneof(fc.constantFrom(0, 9_999, 18_000), money(60_000));

/** Most units come plain, so that lines tie. */
const fewExtras = <T>(extra: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant([] as T[]), weight: 2 }, { arbitrary: fc.array(extra, { minLength: 1, maxLength: 2 }), weight: 1 });

const aLine = fc.record({
  menuId: fc.constantFrom(...MENUS),
  amount: fc.integer({ min: 1, max: 4 }),
  price: aPrice,
  twin: fc.boolean(),
  discounted: fc.option(fc.record({ price: money(60_000), startHours: fc.option(fc.integer({ min: -48, max: 48 })), endHours: fc.option(fc.integer({ min: -48, max: 48 })) })),
  customizations: fewExtras(money(8_000)),
  variantUnits: fewExtras(fc.constantFrom(3_000, 5_000)),
  toppings: fewExtras(fc.record({ price: fc.constantFrom(2_000, 4_500), quantity: fc.integer({ min: 0, max: 3 }) })),
});

const aSchedule = fc
  .tuple(fc.constantFrom(...DAYS), fc.integer({ min: 0, max: 23 }))
  .chain(([day, startHour]) => fc.record({ day: fc.constant(day), startHour: fc.constant(startHour), endHour: fc.integer({ min: startHour + 1, max: 24 }) }));

const aCustomerRule = fc.record({
  type: fc.constantFrom('ALL_CUSTOMERS' as const, 'REGISTERED_CUSTOMERS' as const),
  membershipIds: fc.option(fc.subarray([1, 2, 3])),
  numberOfOrders: fc.option(fc.integer({ min: 0, max: 10 })),
  totalOrderAmount: fc.option(money(500_000)),
  lastOrder: fc.option(fc.record({ numberOfUnit: fc.integer({ min: 1, max: 3 }), unit: fc.constantFrom('DAYS' as const, 'WEEKS' as const, 'MONTHS' as const) })),
});

const aPromo = fc.record({
  kind: fc.constantFrom('SINGLE', 'BUNDLE', 'ORDER', 'DELIVERY'),
  discount: aDiscount,
  groups: fc.array(fc.tuple(fc.subarray(MENUS, { minLength: 1 }), aDiscount), { minLength: 1, maxLength: 3 }),
  minimumItem: sometimes(fc.integer({ min: 0, max: 6 })),
  minimumAmount: sometimes(money(150_000)),
  allowedOrderTypes: sometimes(fc.subarray([...SHOP_ORDER_TYPES])),
  allowedPaymentMethods: sometimes(fc.subarray([...SHOP_PAYMENT_METHODS])),
  hubIds: sometimes(fc.subarray([1, 2, 3])),
  schedules: sometimes(fc.array(aSchedule, { maxLength: 3 })),
  startHours: sometimes(fc.integer({ min: -100, max: 24 })),
  endHours: sometimes(fc.integer({ min: -24, max: 100 })),
  customerRule: sometimes(aCustomerRule),
  usageLimitPerCustomer: sometimes(fc.integer({ min: 0, max: 3 })),
  maximumDiscountAmount: sometimes(money(50_000)),
  totalQuantity: sometimes(fc.integer({ min: 0, max: 5 })),
  usedQuantity: fc.integer({ min: 0, max: 5 }),
});

const aCustomer = fc.record({
  registered: fc.boolean(),
  registeredDaysAgo: fc.integer({ min: 0, max: 400 }),
  membershipId: fc.option(fc.constantFrom(1, 2, 3)),
  numberOfOrders: fc.integer({ min: 0, max: 12 }),
  totalOrderAmount: money(600_000),
  lastOrderHoursAgo: fc.option(fc.integer({ min: 0, max: 24 * 120 })),
  uses: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 12, maxLength: 12 }),
});

/** Any sensible order with up to 8 lines and 12 promos of every kind. */
const anOrder: fc.Arbitrary<ShopOrderPriceInput> = fc
  .record({
    now: fc.integer({ min: 0, max: 60 * 24 * HOUR_MS }).map((offset) => new Date(BASE + offset)),
    timeZone: fc.constantFrom(...TIMEZONES),
    outletId: fc.constantFrom(1, 2, 3),
    orderType: fc.constantFrom(...SHOP_ORDER_TYPES),
    paymentMethod: fc.constantFrom(...SHOP_PAYMENT_METHODS),
    customer: fc.option(aCustomer),
    lines: fc.array(aLine, { maxLength: 8 }),
    deliveryFee: money(40_000),
    promos: fc.array(aPromo, { maxLength: 12 }),
    maximumDiscountPerTransaction: fc.option(money(100_000)),
  })
  .map((order): ShopOrderPriceInput => {
    const { now } = order;
    // A line marked as a twin is the line before it again under its own id: the same menu, price and
    // extras, so that ties between lines are common and their order could show.
    const contents = order.lines.map((line, index) => (line.twin && index > 0 ? order.lines[index - 1]! : line));
    const lines = contents.map(
      (line, index): OrderLineInput => ({
        id: `line-${index + 1}`,
        menuId: line.menuId,
        name: `Menu ${line.menuId}`,
        amount: line.amount,
        price: line.price,
        discountedPrice: line.discounted?.price ?? null,
        discountedPriceStart: line.discounted?.startHours == null ? null : hoursFrom(now, line.discounted.startHours),
        discountedPriceEnd: line.discounted?.endHours == null ? null : hoursFrom(now, line.discounted.endHours),
        customizations: line.customizations.map((price, at) => ({ name: `Customization ${at}`, price })),
        variantUnits: line.variantUnits.map((price) => ({ name: 'Large', price, cogs: 0 })),
        toppings: line.toppings.map((topping, at) => ({ name: `Topping ${at}`, price: topping.price, cogs: 0, quantity: topping.quantity })),
      }),
    );
    const promos = order.promos.map(
      (promo, index): PromoOffer => ({
        id: index + 1,
        name: `Promo ${index + 1}`,
        discountLevel: promo.kind === 'DELIVERY' ? 'DELIVERY' : 'ORDER',
        ...promo.discount,
        itemRule: promo.kind === 'SINGLE' || promo.kind === 'BUNDLE' ? promo.kind : null,
        itemGroups: (promo.kind === 'SINGLE' ? promo.groups.slice(0, 1) : promo.groups).map(([menuIds, discount]) => ({ menuIds, ...discount })),
        minimumItem: promo.minimumItem,
        minimumAmount: promo.minimumAmount,
        allowedOrderTypes: promo.allowedOrderTypes,
        allowedPaymentMethods: promo.allowedPaymentMethods,
        hubIds: promo.hubIds,
        schedules: promo.schedules,
        startDate: promo.startHours == null ? null : hoursFrom(now, promo.startHours),
        endDate: promo.endHours == null ? null : hoursFrom(now, promo.endHours),
        customerRule: promo.customerRule,
        usageLimitPerCustomer: promo.usageLimitPerCustomer,
        maximumDiscountAmount: promo.maximumDiscountAmount,
        totalQuantity: promo.totalQuantity,
        usedQuantity: promo.usedQuantity,
      }),
    );
    const customer: CustomerFacts | null = order.customer && {
      id: 7,
      registered: order.customer.registered,
      registeredAt: hoursFrom(now, -24 * order.customer.registeredDaysAgo),
      membershipId: order.customer.membershipId,
      numberOfOrders: order.customer.numberOfOrders,
      totalOrderAmount: order.customer.totalOrderAmount,
      lastOrderAt: order.customer.lastOrderHoursAgo == null ? null : hoursFrom(now, -order.customer.lastOrderHoursAgo),
      promoUses: Object.fromEntries(order.customer.uses.map((uses, index) => [index + 1, uses])),
    };
    return {
      now,
      outlet: { id: order.outletId, timeZone: order.timeZone },
      orderType: order.orderType,
      paymentMethod: order.paymentMethod,
      customer,
      lines,
      deliveryFee: order.orderType === 'DELIVERY' ? order.deliveryFee : 0,
      promos,
      maximumDiscountPerTransaction: order.maximumDiscountPerTransaction,
    };
  });

/** An order with its lines and promos in another order. */
const anOrderAndItsShuffle = anOrder.chain((order) =>
  fc.tuple(
    fc.constant(order),
    fc.shuffledSubarray([...order.lines], { minLength: order.lines.length, maxLength: order.lines.length }),
    fc.shuffledSubarray([...order.promos], { minLength: order.promos.length, maxLength: order.promos.length }),
  ),
);

const RUNS = { numRuns: 400 };
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const kindOf = (promo: PromoOffer) => (promo.discountLevel === 'DELIVERY' ? 'DELIVERY' : promo.itemRule ? 'ITEM' : 'ORDER');

/** What an answer says, independent of the order the lines were given in. */
const byLineId = (result: ShopOrderPrice) => ({ ...result, lines: Object.fromEntries(result.lines.map((line) => [line.id, line])) });

describe('the price of any order', () => {
  it('has whole, non-negative amounts, and no discount bigger than what it discounts', () => {
    fc.assert(
      fc.property(anOrder, (order) => {
        const result = calculateShopOrderPrice(order);
        const { lines, appliedPromos, refusedPromos, ...totals } = result;
        const amounts = [...Object.values(totals), ...lines.flatMap((line) => Object.values(line).filter((value) => typeof value === 'number')), ...appliedPromos.map((promo) => promo.discountUsed)];
        for (const amount of amounts) expect(Number.isSafeInteger(amount) && (amount as number) >= 0, `${amount}`).toBe(true);
        for (const line of lines) expect(line.discount).toBeLessThanOrEqual(line.totalPrice);
        expect(result.totalDiscount).toBeLessThanOrEqual(result.totalItemPrice);
        expect(result.deliveryDiscount).toBeLessThanOrEqual(result.deliveryFee);
        expect(refusedPromos.every((promo) => promo.message.length > 0)).toBe(true);
      }),
      RUNS,
    );
  });

  it("has line discounts that add up to the order's, and paid = price − discount + delivery fee − delivery discount", () => {
    fc.assert(
      fc.property(anOrder, (order) => {
        const result = calculateShopOrderPrice(order);
        const promoById = new Map(order.promos.map((promo) => [promo.id, promo]));
        const usedBy = (kind: string) => sum(result.appliedPromos.filter((used) => kindOf(promoById.get(used.shopPromoId)!) === kind).map((used) => used.discountUsed));
        expect(sum(result.lines.map((line) => line.totalPrice))).toBe(result.totalItemPrice);
        expect(sum(result.lines.map((line) => line.itemDiscount))).toBe(usedBy('ITEM'));
        expect(sum(result.lines.map((line) => line.orderDiscount))).toBe(usedBy('ORDER'));
        expect(sum(result.lines.map((line) => line.discount))).toBe(result.totalDiscount);
        expect(result.deliveryDiscount).toBe(usedBy('DELIVERY'));
        expect(sum(result.lines.map((line) => line.totalPriceAfterDiscount))).toBe(result.totalItemPriceAfterDiscount);
        expect(result.paidAmount).toBe(result.totalItemPrice - result.totalDiscount + result.deliveryFee - result.deliveryDiscount);
        expect(result.deliveryFeeAfterDiscount).toBe(result.deliveryFee - result.deliveryDiscount);
      }),
      RUNS,
    );
  });

  it('keeps every maximum, and gives at most one promo of each kind', () => {
    fc.assert(
      fc.property(anOrder, (order) => {
        const result = calculateShopOrderPrice(order);
        const promoById = new Map(order.promos.map((promo) => [promo.id, promo]));
        for (const used of result.appliedPromos) {
          const promo = promoById.get(used.shopPromoId)!;
          expect(used.discountUsed).toBeGreaterThan(0);
          expect(used.discountUsed).toBeLessThanOrEqual(promo.maximumDiscountAmount ?? Infinity);
          if (promo.unit === 'NOMINAL' && !promo.itemRule) expect(used.discountUsed).toBeLessThanOrEqual(promo.discountAmount);
        }
        expect(result.totalDiscount + result.deliveryDiscount).toBeLessThanOrEqual(order.maximumDiscountPerTransaction ?? Infinity);
        const kinds = result.appliedPromos.map((used) => kindOf(promoById.get(used.shopPromoId)!));
        expect(new Set(kinds).size).toBe(kinds.length);
        // Every promo offered comes back once: applied or refused with its reason.
        expect([...result.appliedPromos, ...result.refusedPromos].map((promo) => promo.shopPromoId).sort((a, b) => a - b)).toEqual(order.promos.map((promo) => promo.id));
      }),
      RUNS,
    );
  });

  it('is the same whatever order the lines and promos come in', () => {
    fc.assert(
      fc.property(anOrderAndItsShuffle, ([order, lines, promos]) => {
        const shuffled = calculateShopOrderPrice({ ...order, lines, promos });
        expect(shuffled.lines.map((line) => line.id)).toEqual(lines.map((line) => line.id));
        expect(byLineId(shuffled)).toEqual(byLineId(calculateShopOrderPrice(order)));
      }),
      RUNS,
    );
  });

  it('gives the same answer every time and leaves its input as it was', () => {
    fc.assert(
      fc.property(anOrder, (order) => {
        const before = structuredClone(order);
        const first = calculateShopOrderPrice(order);
        expect(order).toEqual(before);
        expect(calculateShopOrderPrice(order)).toEqual(first);
        expect(calculateShopOrderPrice(before)).toEqual(first);
      }),
      { numRuns: 100 },
    );
  });
});

describe('a discount spread by largest remainder', () => {
  const aSpread = fc.array(money(1_000_000), { minLength: 1, maxLength: 12 }).chain((weights) => fc.tuple(fc.constant(weights), fc.integer({ min: 0, max: sum(weights) })));

  it('adds up exactly, no part above its weight, each part within a rupiah of its exact share', () => {
    fc.assert(
      fc.property(aSpread, ([weights, total]) => {
        const parts = spreadByLargestRemainder(total, weights);
        expect(sum(parts)).toBe(total);
        const whole = sum(weights);
        parts.forEach((part, index) => {
          expect(Number.isInteger(part) && part >= 0 && part <= weights[index]!).toBe(true);
          if (whole > 0) expect(Math.abs(part - (total * weights[index]!) / whole)).toBeLessThan(1);
        });
      }),
      RUNS,
    );
  });

  it('is exact on amounts whose products pass 2^53', () => {
    expect(spreadByLargestRemainder(3_000_000_001, [3_000_000_000, 3_000_000_000, 1])).toEqual([1_500_000_000, 1_500_000_000, 1]);
  });

  it('gives the rupiah left over to the largest fractions, the earlier part on a tie', () => {
    expect(spreadByLargestRemainder(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(spreadByLargestRemainder(6_599, [37_998, 21_999, 5_999])).toEqual([3_799, 2_200, 600]);
  });
});

describe('an input no order can have', () => {
  const order = (more: Partial<ShopOrderPriceInput>): ShopOrderPriceInput => ({
    now: '2026-12-02T03:30:00Z',
    outlet: { id: 1, timeZone: 'Asia/Jakarta' },
    orderType: 'PICK_UP',
    paymentMethod: 'CASH',
    customer: null,
    lines: [{ id: 1, menuId: 1, name: 'Latte', amount: 1, price: 28_000 }],
    deliveryFee: 0,
    promos: [],
    maximumDiscountPerTransaction: null,
    ...more,
  });
  const percent = (discountAmount: number): PromoOffer => ({ id: 1, name: 'Off', discountLevel: 'ORDER', unit: 'PERCENTAGE', discountAmount });

  it.each([
    ['a negative price', order({ lines: [{ id: 1, menuId: 1, name: 'Latte', amount: 1, price: -1 }] })],
    ['a fraction of a rupiah', order({ lines: [{ id: 1, menuId: 1, name: 'Latte', amount: 1, price: 0.5 }] })],
    ['no units', order({ lines: [{ id: 1, menuId: 1, name: 'Latte', amount: 0, price: 28_000 }] })],
    ['two lines with one id', order({ lines: [{ id: 1, menuId: 1, name: 'Latte', amount: 1, price: 1 }, { id: '1', menuId: 2, name: 'Tea', amount: 1, price: 1 }] })],
    ['a percentage above 100', order({ promos: [percent(101)] })],
    ['a negative delivery fee', order({ deliveryFee: -5_000 })],
    ['a schedule ending before it starts', order({ promos: [{ ...percent(10), schedules: [{ day: 'MONDAY', startHour: 10, endHour: 7 }] }] })],
    ['a SINGLE promo with two groups', order({ promos: [{ ...percent(10), itemRule: 'SINGLE', itemGroups: [{ menuIds: [1], discountAmount: 1, unit: 'NOMINAL' }, { menuIds: [2], discountAmount: 1, unit: 'NOMINAL' }] }] })],
    ['an unknown time zone', order({ outlet: { id: 1, timeZone: 'Mars/Olympus' } })],
    ['a date that is not one', order({ now: 'yesterday' })],
  ])('is refused loudly: %s', (_, input) => {
    expect(() => calculateShopOrderPrice(input)).toThrow(RangeError);
  });
});
