import { DAYS } from '../enums';
import { formatRupiah } from '../format';
import { choiceWords, inLineOrder } from './line-order';
import { outletPriceAt } from './outlet-price';
import { refusalOf, refuse, toDate, type OrderFacts, type Refusal } from './eligibility';
import { outletTime } from './outlet-time';
import { spreadByLargestRemainder } from './spread';
import type { DiscountUnit } from '../enums';
import type { ItemGroup, OrderLineInput, PricedLine, PromoOffer, RefusedPromo, ShopOrderPrice, ShopOrderPriceInput, UsedPromo } from './types';

/*
 * The price of a shop order: the one calculation the POS, draft orders and shop orders all call.
 * The rules, in the order applied, are written for people in docs/pricing.md; every worked example
 * there is a test in pricing.golden.test.ts.
 *
 * 1. Each line at the outlet's price (its discounted price while that runs) plus its customizations,
 *    variant units and toppings, times its amount.
 * 2. Every promo is checked (period, schedule, outlet, order type, payment method, quantity left,
 *    customer rule and limit, minimums); a promo that fails is refused with its reason.
 * 3. Three kinds of promo apply one after the other, at most one of each kind, the one giving the
 *    biggest discount (the lowest id on a tie): an item promo (ORDER level with an item rule) on the
 *    cheapest units it covers; an ORDER-level promo on what the lines still cost; a DELIVERY-level
 *    promo on the delivery fee. Each takes its own maximum, then at most what is left of the
 *    per-transaction maximum. Percentages are rounded down to the rupiah.
 * 4. The ORDER-level discount is spread over the lines by largest remainder, so they add up exactly.
 */

/** A line with its prices worked out, and the discounts it has had so far. */
interface Line {
  input: OrderLineInput;
  key: string;
  /** Its choices in words, for line order. */
  choices: string;
  price: number;
  fullPrice: number;
  outletDiscount: number;
  totalCustomizationPrice: number;
  unitPrice: number;
  totalPrice: number;
  itemDiscount: number;
  orderDiscount: number;
}

/**
 * What a promo would give the order: its discount and, asked only of the promo that applies, how
 * that discount falls on the lines.
 */
interface Offer {
  promo: PromoOffer;
  discount: number;
  byLine: () => number[];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const left = (line: Line) => line.totalPrice - line.itemDiscount - line.orderDiscount;

/** A percentage of `base` rounded down to the rupiah, or a nominal amount no bigger than the base. */
function discountOn(base: number, amount: number, unit: DiscountUnit): number {
  return unit === 'PERCENTAGE' ? Math.floor((base * amount) / 100) : Math.min(amount, base);
}

function priceLine(input: OrderLineInput, now: Date): Line {
  const { price, fullPrice, outletDiscount } = outletPriceAt(input, now);
  const totalCustomizationPrice =
    sum((input.customizations ?? []).map((item) => item.price)) +
    sum((input.variantUnits ?? []).map((unit) => unit.price)) +
    sum((input.toppings ?? []).map((topping) => topping.price * topping.quantity));
  const unitPrice = price + totalCustomizationPrice;
  return { input, key: String(input.id), choices: choiceWords(input), price, fullPrice, outletDiscount: outletDiscount * input.amount, totalCustomizationPrice, unitPrice, totalPrice: unitPrice * input.amount, itemDiscount: 0, orderDiscount: 0 };
}

/** The lines' indexes from the cheapest unit to the dearest; equal prices in line order. */
const cheapestFirst = (lines: readonly Line[]) => lines.map((_, index) => index).sort((a, b) => lines[a]!.unitPrice - lines[b]!.unitPrice || a - b);

/**
 * One unit for each group, cheapest first, no unit used twice: the lines' indexes chosen, or null
 * when the order lacks a unit for some group. `byPrice` is cheapestFirst(lines).
 */
function chooseUnits(groups: readonly ItemGroup[], lines: readonly Line[], byPrice: readonly number[]): number[] | null {
  const menuIds = lines.map((line) => line.input.menuId);
  if (groups.some((group) => !menuIds.some((menuId) => group.menuIds.includes(menuId)))) return null;
  const unitsLeft = lines.map((line) => line.input.amount);
  const chosen: number[] = [];
  const search = (groupIndex: number): boolean => {
    if (groupIndex === groups.length) return true;
    for (const index of byPrice) {
      if (unitsLeft[index]! === 0 || !groups[groupIndex]!.menuIds.includes(menuIds[index]!)) continue;
      unitsLeft[index]!--;
      chosen.push(index);
      if (search(groupIndex + 1)) return true;
      unitsLeft[index]!++;
      chosen.pop();
    }
    return false;
  };
  return search(0) ? chosen : null;
}

/** The promo's discount capped by its own maximum and by what is left of the per-transaction one. */
function capped(promo: PromoOffer, raw: number, allowance: number): number | Refusal {
  if (allowance === 0) return refuse('TRANSACTION_MAXIMUM_REACHED', 'The order has already reached the maximum discount per transaction.');
  const discount = Math.min(raw, promo.maximumDiscountAmount ?? raw, allowance);
  return discount > 0 ? discount : refuse('NO_DISCOUNT', 'It gives this order no discount.');
}

function itemOffer(promo: PromoOffer, lines: readonly Line[], byPrice: readonly number[], allowance: number): Offer | Refusal {
  const groups = promo.itemGroups ?? [];
  const chosen = chooseUnits(groups, lines, byPrice);
  if (!chosen) {
    return refuse('NO_ELIGIBLE_ITEMS', promo.itemRule === 'SINGLE' ? 'The order has none of the items it discounts.' : 'The order lacks an item for some group of its bundle.');
  }
  const perUnit = chosen.map((index, groupIndex) => discountOn(lines[index]!.unitPrice, groups[groupIndex]!.discountAmount, groups[groupIndex]!.unit));
  const discount = capped(promo, sum(perUnit), allowance);
  if (typeof discount !== 'number') return discount;
  const byLine = () => {
    const shares = spreadByLargestRemainder(discount, perUnit);
    const totals = lines.map(() => 0);
    chosen.forEach((index, groupIndex) => (totals[index]! += shares[groupIndex]!));
    return totals;
  };
  return { promo, discount, byLine };
}

function orderOffer(promo: PromoOffer, lines: readonly Line[], allowance: number): Offer | Refusal {
  const base = sum(lines.map(left));
  if (base === 0) return refuse('NOTHING_LEFT_TO_DISCOUNT', 'Earlier discounts already cover the whole order.');
  const discount = capped(promo, discountOn(base, promo.discountAmount, promo.unit), allowance);
  if (typeof discount !== 'number') return discount;
  return { promo, discount, byLine: () => spreadByLargestRemainder(discount, lines.map(left)) };
}

function deliveryOffer(promo: PromoOffer, deliveryFee: number, allowance: number): Offer | Refusal {
  if (deliveryFee === 0) return refuse('NO_DELIVERY_FEE', 'The order has no delivery fee to discount.');
  const discount = capped(promo, discountOn(deliveryFee, promo.discountAmount, promo.unit), allowance);
  return typeof discount === 'number' ? { promo, discount, byLine: () => [] } : discount;
}

const refused = (promo: PromoOffer, reason: Refusal): RefusedPromo => ({ shopPromoId: promo.id, name: promo.name, discountLevel: promo.discountLevel, ...reason });

/** Of the promos of one kind, the one with the biggest discount applies (the first, by id, on a tie); the others are refused. */
function best(promos: readonly PromoOffer[], offerOf: (promo: PromoOffer) => Offer | Refusal, refusals: RefusedPromo[]): Offer | null {
  const offers: Offer[] = [];
  for (const promo of promos) {
    const offer = offerOf(promo);
    if ('reason' in offer) refusals.push(refused(promo, offer));
    else offers.push(offer);
  }
  const winner = offers.reduce<Offer | null>((chosen, offer) => (chosen && chosen.discount >= offer.discount ? chosen : offer), null);
  for (const offer of offers) {
    if (offer === winner) continue;
    const than =
      winner!.discount > offer.discount
        ? `a bigger discount (${formatRupiah(winner!.discount)} against ${formatRupiah(offer.discount)})`
        : `the same discount (${formatRupiah(offer.discount)}) and comes first`;
    const message = `“${winner!.promo.name}” gives this order ${than}, and one promo of each kind applies.`;
    refusals.push(refused(offer.promo, refuse('BIGGER_PROMO_APPLIED', message)));
  }
  return winner;
}

/** The price of a shop or POS order with the promos offered to it (docs/pricing.md). */
export function calculateShopOrderPrice(input: ShopOrderPriceInput): ShopOrderPrice {
  checkInput(input);
  const now = toDate(input.now);
  // Lines in line order: every tie below goes by what the line is, so the order it was entered in changes nothing.
  const lines = input.lines.map((line) => priceLine(line, now)).sort(inLineOrder);
  const totalItemPrice = sum(lines.map((line) => line.totalPrice));
  const facts: OrderFacts = {
    input,
    now,
    time: outletTime(now, input.outlet.timeZone),
    itemCount: sum(lines.map((line) => line.input.amount)),
    totalItemPrice,
    cutoffs: new Map(),
  };

  const refusals: RefusedPromo[] = [];
  const itemPromos: PromoOffer[] = [];
  const orderPromos: PromoOffer[] = [];
  const deliveryPromos: PromoOffer[] = [];
  for (const promo of [...input.promos].sort((a, b) => a.id - b.id)) {
    const reason = refusalOf(promo, facts);
    if (reason) refusals.push(refused(promo, reason));
    else if (promo.discountLevel === 'DELIVERY') deliveryPromos.push(promo);
    else if (promo.itemRule) itemPromos.push(promo);
    else orderPromos.push(promo);
  }

  let allowance = input.maximumDiscountPerTransaction ?? Number.MAX_SAFE_INTEGER;
  const applied: UsedPromo[] = [];
  const apply = (offer: Offer | null) => {
    if (!offer) return;
    allowance -= offer.discount;
    applied.push({ shopPromoId: offer.promo.id, name: offer.promo.name, discountLevel: offer.promo.discountLevel, discountUsed: offer.discount });
  };

  const byPrice = cheapestFirst(lines);
  const item = best(itemPromos, (promo) => itemOffer(promo, lines, byPrice, allowance), refusals);
  item?.byLine().forEach((share, index) => (lines[index]!.itemDiscount = share));
  apply(item);
  const order = best(orderPromos, (promo) => orderOffer(promo, lines, allowance), refusals);
  order?.byLine().forEach((share, index) => (lines[index]!.orderDiscount = share));
  apply(order);
  const delivery = best(deliveryPromos, (promo) => deliveryOffer(promo, input.deliveryFee, allowance), refusals);
  apply(delivery);

  const byKey = new Map(lines.map((line) => [line.key, line]));
  const priced = input.lines.map((lineInput): PricedLine => {
    const line = byKey.get(String(lineInput.id))!;
    const discount = line.itemDiscount + line.orderDiscount;
    return {
      id: lineInput.id,
      menuId: lineInput.menuId,
      name: lineInput.name,
      amount: lineInput.amount,
      price: line.price,
      fullPrice: line.fullPrice,
      outletDiscount: line.outletDiscount,
      totalCustomizationPrice: line.totalCustomizationPrice,
      totalPrice: line.totalPrice,
      itemDiscount: line.itemDiscount,
      orderDiscount: line.orderDiscount,
      discount,
      totalPriceAfterDiscount: line.totalPrice - discount,
    };
  });
  const totalDiscount = (item?.discount ?? 0) + (order?.discount ?? 0);
  const deliveryDiscount = delivery?.discount ?? 0;
  return {
    lines: priced,
    totalItemPrice,
    totalDiscount,
    totalItemPriceAfterDiscount: totalItemPrice - totalDiscount,
    deliveryFee: input.deliveryFee,
    deliveryDiscount,
    deliveryFeeAfterDiscount: input.deliveryFee - deliveryDiscount,
    totalAmount: totalItemPrice + input.deliveryFee,
    paidAmount: totalItemPrice - totalDiscount + input.deliveryFee - deliveryDiscount,
    appliedPromos: applied,
    refusedPromos: refusals.sort((a, b) => a.shopPromoId - b.shopPromoId),
  };
}

/* ---------- the input's own sense: a wrong input is a programming error, not a refusal ---------- */

function money(value: number | null | undefined, what: string) {
  if (value != null && !(Number.isSafeInteger(value) && value >= 0)) throw new RangeError(`${what} must be a whole, non-negative number of rupiah: ${value}`);
}

function discount(amount: number, unit: DiscountUnit, what: string) {
  money(amount, what);
  if (unit === 'PERCENTAGE' && amount > 100) throw new RangeError(`${what} is a percentage above 100: ${amount}`);
}

function unique(keys: readonly (string | number)[], what: string) {
  if (new Set(keys.map(String)).size !== keys.length) throw new RangeError(`Two ${what} share an id.`);
}

/** Throws a RangeError for an input no order can have: the server validates before it calls. */
function checkInput(input: ShopOrderPriceInput) {
  money(input.deliveryFee, 'The delivery fee');
  money(input.maximumDiscountPerTransaction, 'The maximum discount per transaction');
  unique(input.lines.map((line) => line.id), 'lines');
  unique(input.promos.map((promo) => promo.id), 'promos');
  for (const line of input.lines) {
    if (!(Number.isSafeInteger(line.amount) && line.amount >= 1)) throw new RangeError(`Line ${line.id}: the amount must be a whole number from 1: ${line.amount}`);
    money(line.price, `Line ${line.id}: the price`);
    money(line.discountedPrice, `Line ${line.id}: the discounted price`);
    for (const extra of [...(line.customizations ?? []), ...(line.variantUnits ?? []), ...(line.toppings ?? [])]) money(extra.price, `Line ${line.id}: ${extra.name}`);
    for (const topping of line.toppings ?? []) money(topping.quantity, `Line ${line.id}: the quantity of ${topping.name}`);
  }
  for (const promo of input.promos) {
    const what = `Promo ${promo.id}`;
    discount(promo.discountAmount, promo.unit, `${what}: the discount`);
    for (const value of [promo.maximumDiscountAmount, promo.minimumAmount, promo.minimumItem, promo.totalQuantity, promo.usedQuantity, promo.usageLimitPerCustomer]) money(value, what);
    for (const group of promo.itemGroups ?? []) discount(group.discountAmount, group.unit, `${what}: an item group's discount`);
    if (promo.discountLevel === 'ORDER' && promo.itemRule === 'SINGLE' && promo.itemGroups?.length !== 1) throw new RangeError(`${what}: a SINGLE item promo has exactly one item group.`);
    if (promo.discountLevel === 'ORDER' && promo.itemRule === 'BUNDLE' && !promo.itemGroups?.length) throw new RangeError(`${what}: a BUNDLE item promo has at least one item group.`);
    for (const schedule of promo.schedules ?? []) {
      const hours = Number.isInteger(schedule.startHour) && Number.isInteger(schedule.endHour) && 0 <= schedule.startHour && schedule.startHour < schedule.endHour && schedule.endHour <= 24;
      if (!hours || !DAYS.includes(schedule.day)) throw new RangeError(`${what}: a schedule runs on a day of the week from a start hour to a later end hour, 0 to 24.`);
    }
  }
}
