import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateShopOrderPrice } from './pricing';
import type { OrderLineInput, PromoOffer, ShopOrderPrice, ShopOrderPriceInput } from './types';

/*
 * A second reading of docs/pricing.md. `reference` below is written from that page alone, rule by
 * rule, without looking at pricing.ts; the real calculation must agree with it on every generated
 * order of several lines with sizes, toppings, customizations, the outlet's discounted price and
 * item, order and delivery promos. Where the two disagree, either the page is unclear or the code
 * departs from it. Schedules, outlets, customers and the other checks of "When a promo is refused"
 * have their own tests (eligibility.test.ts); here every promo passes them.
 */

const NOW = '2026-12-02T03:30:00Z';

/* ------------------------------ the reference, from the page ------------------------------ */

type RefAnswer = Pick<ShopOrderPrice, 'totalItemPrice' | 'totalDiscount' | 'deliveryDiscount' | 'paidAmount'> & {
  lines: Record<string, { total: number; item: number; order: number }>;
  applied: [number, number][];
  refused: [number, string][];
};

/** Rule 1: one unit is the menu (its discounted price inside [start, end)) plus its extras. */
function unitPrice(line: OrderLineInput): number {
  const now = Date.parse(NOW);
  const running =
    line.discountedPrice != null &&
    (line.discountedPriceStart == null || Date.parse(String(line.discountedPriceStart)) <= now) &&
    (line.discountedPriceEnd == null || now < Date.parse(String(line.discountedPriceEnd)));
  let unit = running ? line.discountedPrice! : line.price;
  for (const extra of line.customizations ?? []) unit += extra.price;
  for (const extra of line.variantUnits ?? []) unit += extra.price;
  for (const topping of line.toppings ?? []) unit += topping.price * topping.quantity;
  return unit;
}

/** "Which line comes first": by menu id, then its choices in words, then its amount, then its id. */
function choiceWords(line: OrderLineInput): string {
  const names = [...(line.variantUnits ?? []).map((v) => v.name), ...(line.customizations ?? []).map((c) => c.name), ...(line.toppings ?? []).map((t) => `${t.name} ×${t.quantity}`)];
  return names.sort().join(', ');
}
function lineOrder(a: OrderLineInput, b: OrderLineInput): number {
  const keys = (line: OrderLineInput) => [line.menuId, choiceWords(line), line.amount, String(line.id)] as const;
  const [x, y] = [keys(a), keys(b)];
  const at = x.findIndex((key, index) => key !== y[index]);
  return at < 0 ? 0 : x[at]! < y[at]! ? -1 : 1;
}

/** Largest remainder: whole rupiah of each exact share, the rest one each to the largest fractions (ties: the part that comes first). */
function share(total: number, weights: number[]): number[] {
  const all = weights.reduce((a, b) => a + b, 0);
  if (all === 0) return weights.map(() => 0);
  const parts = weights.map((w) => Math.floor((total * w) / all));
  const fractions = weights.map((w, index) => ({ index, fraction: (total * w) % all }));
  fractions.sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  let rest = total - parts.reduce((a, b) => a + b, 0);
  for (const { index } of fractions) {
    if (rest === 0) break;
    parts[index]! += 1;
    rest -= 1;
  }
  return parts;
}

const percentOrSum = (base: number, amount: number, unit: string) => (unit === 'PERCENTAGE' ? Math.floor((base * amount) / 100) : Math.min(amount, base));

function reference(input: ShopOrderPriceInput): RefAnswer {
  // The lines in "line order": every tie between lines goes to the one that comes first.
  const lines = [...input.lines].sort(lineOrder);
  const unit = lines.map(unitPrice);
  const total = lines.map((line, i) => unit[i]! * line.amount);
  const totalItemPrice = total.reduce((a, b) => a + b, 0);
  const units = lines.reduce((a, line) => a + line.amount, 0);
  const item = lines.map(() => 0);
  const order = lines.map(() => 0);
  const applied: [number, number][] = [];
  const refused: [number, string][] = [];
  let allowance = input.maximumDiscountPerTransaction ?? Infinity;

  // Rule 2 (the checks this test exercises: minimums).
  const passing = [...input.promos].sort((a, b) => a.id - b.id).filter((promo) => {
    if (promo.minimumItem != null && units < promo.minimumItem) return !refused.push([promo.id, 'BELOW_MINIMUM_ITEM']);
    if (promo.minimumAmount != null && totalItemPrice < promo.minimumAmount) return !refused.push([promo.id, 'BELOW_MINIMUM_AMOUNT']);
    return true;
  });

  /** Its own maximum, then what is left of the per-transaction maximum; a refusal when nothing is left. */
  const cap = (promo: PromoOffer, raw: number): number | string => {
    if (allowance === 0) return 'TRANSACTION_MAXIMUM_REACHED';
    const discount = Math.min(raw, promo.maximumDiscountAmount ?? Infinity, allowance);
    return discount > 0 ? discount : 'NO_DISCOUNT';
  };

  /** Rule 6: of one kind, the biggest discount applies (the lower id on a tie); the rest are refused. */
  const pick = <T extends { discount: number }>(promos: PromoOffer[], offer: (promo: PromoOffer) => T | string): (T & { promo: PromoOffer }) | null => {
    const offers: (T & { promo: PromoOffer })[] = [];
    for (const promo of promos) {
      const result = offer(promo);
      if (typeof result === 'string') refused.push([promo.id, result]);
      else offers.push({ ...result, promo });
    }
    const best = offers.reduce<(T & { promo: PromoOffer }) | null>((chosen, each) => (!chosen || each.discount > chosen.discount ? each : chosen), null);
    for (const each of offers) if (each !== best) refused.push([each.promo.id, 'BIGGER_PROMO_APPLIED']);
    if (best) {
      allowance -= best.discount;
      applied.push([best.promo.id, best.discount]);
    }
    return best;
  };

  // Rule 3: the item promo. Units cheapest first; equal units in line order.
  const cheapest = lines.map((_, i) => i).sort((a, b) => unit[a]! - unit[b]! || a - b);
  const itemPromos = passing.filter((promo) => promo.discountLevel === 'ORDER' && promo.itemRule);
  const itemWinner = pick(itemPromos, (promo) => {
    const groups = promo.itemGroups ?? [];
    const left = lines.map((line) => line.amount);
    // Each group in turn takes the cheapest unit it covers that still leaves a unit for every later group.
    const fits = (i: number, g: number) => left[i]! > 0 && groups[g]!.menuIds.includes(lines[i]!.menuId);
    const leavesEnough = (i: number, g: number): boolean => {
      left[i]! -= 1;
      const ok = g + 1 === groups.length || cheapest.some((next) => fits(next, g + 1) && leavesEnough(next, g + 1));
      left[i]! += 1;
      return ok;
    };
    const chosen: number[] = [];
    for (let g = 0; g < groups.length; g += 1) {
      const found = cheapest.find((i) => fits(i, g) && leavesEnough(i, g));
      if (found === undefined) return 'NO_ELIGIBLE_ITEMS';
      left[found]! -= 1;
      chosen.push(found);
    }
    const perUnit = chosen.map((i, g) => percentOrSum(unit[i]!, groups[g]!.discountAmount, groups[g]!.unit));
    const raw = perUnit.reduce((a, b) => a + b, 0);
    const discount = cap(promo, raw);
    return typeof discount === 'string' ? discount : { discount, chosen, perUnit };
  });
  if (itemWinner) share(itemWinner.discount, itemWinner.perUnit).forEach((part, g) => (item[itemWinner.chosen[g]!]! += part));

  // Rule 4: the order promo, on what the lines still cost.
  const still = () => total.map((t, i) => t - item[i]! - order[i]!);
  const orderPromos = passing.filter((promo) => promo.discountLevel === 'ORDER' && !promo.itemRule);
  const orderWinner = pick(orderPromos, (promo) => {
    const base = still().reduce((a, b) => a + b, 0);
    if (base === 0) return 'NOTHING_LEFT_TO_DISCOUNT';
    const discount = cap(promo, percentOrSum(base, promo.discountAmount, promo.unit));
    return typeof discount === 'string' ? discount : { discount };
  });
  // Rule 8: spread over the lines in proportion to what each still costs.
  if (orderWinner) share(orderWinner.discount, still()).forEach((part, i) => (order[i] = part));

  // Rule 5: the delivery promo.
  const deliveryPromos = passing.filter((promo) => promo.discountLevel === 'DELIVERY');
  const deliveryWinner = pick(deliveryPromos, (promo) => {
    if (input.deliveryFee === 0) return 'NO_DELIVERY_FEE';
    const discount = cap(promo, percentOrSum(input.deliveryFee, promo.discountAmount, promo.unit));
    return typeof discount === 'string' ? discount : { discount };
  });

  const totalDiscount = (itemWinner?.discount ?? 0) + (orderWinner?.discount ?? 0);
  const deliveryDiscount = deliveryWinner?.discount ?? 0;
  return {
    lines: Object.fromEntries(lines.map((line, i) => [String(line.id), { total: total[i]!, item: item[i]!, order: order[i]! }])),
    totalItemPrice,
    totalDiscount,
    deliveryDiscount,
    paidAmount: totalItemPrice - totalDiscount + input.deliveryFee - deliveryDiscount,
    applied,
    refused: refused.sort((a, b) => a[0] - b[0]),
  };
}

/* ------------------------------ generated orders ------------------------------ */

const SIZES = [[], [{ name: 'Regular', price: 0, cogs: 0 }], [{ name: 'Large', price: 4_000, cogs: 1_000 }]];
const TOPPINGS = [{ name: 'Cheese', price: 3_000, cogs: 1_000 }, { name: 'Boba', price: 5_000, cogs: 1_500 }];
const CUSTOMIZATIONS = [{ name: 'Oat milk', price: 5_000 }, { name: 'Less sugar', price: 0 }];
/** The outlet's menus: ids 1 to 5, each with one price and maybe a discounted price (running or not). */
const menusArb = fc.array(
  fc.record({
    price: fc.constantFrom(18_000, 20_000, 24_000, 25_000, 30_000, 18_999),
    discounted: fc.option(fc.record({ price: fc.constantFrom(15_000, 18_000, 24_000), running: fc.boolean() }), { nil: undefined }),
  }),
  { minLength: 5, maxLength: 5 },
);
const lineArb = fc.record({
  menu: fc.integer({ min: 1, max: 5 }),
  amount: fc.integer({ min: 1, max: 3 }),
  size: fc.integer({ min: 0, max: 2 }),
  toppings: fc.subarray([0, 1]).chain((chosen) => fc.tuple(...chosen.map((index) => fc.tuple(fc.constant(index), fc.integer({ min: 1, max: 2 }))))),
  customizations: fc.subarray([0, 1]),
});
const groupArb = fc.record({
  menuIds: fc.subarray([1, 2, 3, 4, 5], { minLength: 1 }),
  discountAmount: fc.constantFrom(5_000, 10, 33, 50, 100),
});
const promoArb = fc.oneof(
  fc.record({ kind: fc.constant('SINGLE' as const), groups: fc.tuple(groupArb) }),
  fc.record({ kind: fc.constant('BUNDLE' as const), groups: fc.array(groupArb, { minLength: 1, maxLength: 3 }) }),
  fc.record({ kind: fc.constant('ORDER' as const), groups: fc.constant([]) }),
  fc.record({ kind: fc.constant('DELIVERY' as const), groups: fc.constant([]) }),
).chain((shape) =>
  fc.record({
    shape: fc.constant(shape),
    amount: fc.constantFrom(5_000, 10_000, 0, 10, 15, 33, 100),
    maximum: fc.option(fc.constantFrom(5_000, 12_000, 20_000), { nil: undefined }),
    minimumItem: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
    minimumAmount: fc.option(fc.constantFrom(50_000, 100_000), { nil: undefined }),
  }),
);
const orderArb = fc.record({
  menus: menusArb,
  lines: fc.array(lineArb, { minLength: 2, maxLength: 6 }),
  promos: fc.array(promoArb, { maxLength: 5 }),
  deliveryFee: fc.constantFrom(0, 0, 13_750),
  maximum: fc.option(fc.constantFrom(10_000, 25_000), { nil: null }),
});

type Generated = typeof orderArb extends fc.Arbitrary<infer T> ? T : never;

function toInput(generated: Generated): ShopOrderPriceInput {
  const lines = generated.lines.map((line, index): OrderLineInput => {
    const menu = generated.menus[line.menu - 1]!;
    return {
      id: String(index + 1),
      menuId: line.menu,
      name: `Menu ${line.menu}`,
      amount: line.amount,
      price: menu.price,
      discountedPrice: menu.discounted?.price ?? null,
      discountedPriceStart: menu.discounted ? '2026-11-30T17:00:00Z' : null,
      discountedPriceEnd: menu.discounted ? (menu.discounted.running ? '2026-12-02T17:00:00Z' : NOW) : null,
      variantUnits: SIZES[line.size]!,
      toppings: line.toppings.map(([index, quantity]) => ({ ...TOPPINGS[index]!, quantity })),
      customizations: line.customizations.map((index) => CUSTOMIZATIONS[index]!),
    };
  });
  const promos = generated.promos.map(({ shape, amount, maximum, minimumItem, minimumAmount }, index): PromoOffer => {
    const unit = amount <= 100 ? 'PERCENTAGE' : 'NOMINAL';
    const base = { id: index + 1, name: `Promo ${index + 1}`, unit, discountAmount: amount, maximumDiscountAmount: maximum, minimumItem, minimumAmount } as const;
    if (shape.kind === 'DELIVERY') return { ...base, discountLevel: 'DELIVERY' };
    if (shape.kind === 'ORDER') return { ...base, discountLevel: 'ORDER' };
    const itemGroups = shape.groups.map((group) => ({ menuIds: group.menuIds, discountAmount: group.discountAmount, unit: group.discountAmount <= 100 ? 'PERCENTAGE' : 'NOMINAL' }) as const);
    return { ...base, discountLevel: 'ORDER', itemRule: shape.kind, itemGroups };
  });
  return {
    now: NOW,
    outlet: { id: 1, timeZone: 'Asia/Jakarta' },
    orderType: 'PICK_UP',
    paymentMethod: 'CASH',
    customer: null,
    lines,
    deliveryFee: generated.deliveryFee,
    promos,
    maximumDiscountPerTransaction: generated.maximum,
  };
}

function actual(input: ShopOrderPriceInput): RefAnswer {
  const { totalItemPrice, totalDiscount, deliveryDiscount, paidAmount, ...result } = calculateShopOrderPrice(input);
  return {
    lines: Object.fromEntries(result.lines.map((line) => [String(line.id), { total: line.totalPrice, item: line.itemDiscount, order: line.orderDiscount }])),
    ...{ totalItemPrice, totalDiscount, deliveryDiscount, paidAmount },
    applied: result.appliedPromos.map((promo) => [promo.shopPromoId, promo.discountUsed]),
    refused: result.refusedPromos.map((promo) => [promo.shopPromoId, promo.reason]),
  };
}

/** Each line's result by what the line is, not by its id: the same cart in another order must read the same. */
function byContent(input: ShopOrderPriceInput) {
  const line = (sent: OrderLineInput) => `${sent.menuId} | ${choiceWords(sent)} | ×${sent.amount}`;
  return calculateShopOrderPrice(input).lines.map((priced, index) => `${line(input.lines[index]!)}: item −${priced.itemDiscount}, order −${priced.orderDiscount}`).sort();
}

describe('the calculation against a reading of docs/pricing.md', () => {
  it('agrees with the reference on generated orders', () => {
    fc.assert(
      fc.property(orderArb, (generated) => {
        const input = toInput(generated);
        expect(actual(input)).toEqual(reference(input));
      }),
      { numRuns: 2_000 },
    );
  });

  it('gives each line the same whatever order the cart is in, and whatever ids its lines get', () => {
    fc.assert(
      fc.property(
        orderArb.chain((generated) => fc.tuple(fc.constant(generated), fc.shuffledSubarray(generated.lines, { minLength: generated.lines.length, maxLength: generated.lines.length }))),
        ([generated, shuffled]) => {
          // The counter numbers its lines as they are added, so the same cart entered in another order has other ids.
          expect(byContent(toInput({ ...generated, lines: shuffled }))).toEqual(byContent(toInput(generated)));
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
