import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatRupiah } from '../format';
import { calculateShopOrderPrice } from './pricing';
import type { OrderLineInput, PromoOffer, RefusalReason, ShopOrderPriceInput } from './types';

/*
 * The worked examples of docs/pricing.md, worked by hand there, with the same numbers here. Each
 * example's heading and its amount paid must also appear in the page, so the two cannot drift apart.
 */

/** Wednesday 02-12-2026 10:30 at an outlet in Jakarta (UTC+7). */
const NOW = '2026-12-02T03:30:00Z';

const order = (lines: OrderLineInput[], promos: PromoOffer[] = [], more: Partial<ShopOrderPriceInput> = {}): ShopOrderPriceInput => ({
  now: NOW,
  outlet: { id: 1, timeZone: 'Asia/Jakarta' },
  orderType: 'PICK_UP',
  paymentMethod: 'CASH',
  customer: null,
  lines,
  deliveryFee: 0,
  promos,
  maximumDiscountPerTransaction: null,
  ...more,
});
const line = (id: number, menuId: number, name: string, amount: number, price: number, more: Partial<OrderLineInput> = {}): OrderLineInput => ({ id, menuId, name, amount, price, ...more });
const LATTE = 10;
const CROISSANT = 11;
const MUFFIN = 12;
const AMERICANO = 13;
const MOCHA = 14;
const COOKIE = 15;

interface Golden {
  title: string;
  input: ShopOrderPriceInput;
  /** Each line's discount, by line id. */
  lineDiscounts: Record<number, number>;
  totalItemPrice: number;
  totalDiscount: number;
  deliveryDiscount: number;
  paidAmount: number;
  applied: [id: number, discountUsed: number][];
  refused: [id: number, reason: RefusalReason][];
}

const GOLDEN: Golden[] = [
  {
    title: 'Example 1: an order with extras and no promo',
    input: order([
      line(1, LATTE, 'Latte', 2, 28_000, { customizations: [{ name: 'Oat milk', price: 5_000 }], variantUnits: [{ name: 'Large', price: 4_000, cogs: 1_500 }] }),
      line(2, CROISSANT, 'Croissant', 1, 22_000, { toppings: [{ name: 'Cheese', price: 3_000, cogs: 1_000, quantity: 2 }] }),
    ]),
    lineDiscounts: { 1: 0, 2: 0 },
    totalItemPrice: 102_000,
    totalDiscount: 0,
    deliveryDiscount: 0,
    paidAmount: 102_000,
    applied: [],
    refused: [],
  },
  {
    title: "Example 2: the outlet's discounted price",
    input: order([
      line(1, AMERICANO, 'Americano', 3, 25_000, { discountedPrice: 20_000, discountedPriceStart: '2026-11-30T17:00:00Z', discountedPriceEnd: '2026-12-02T17:00:00Z' }),
      line(2, MOCHA, 'Mocha', 1, 30_000, { discountedPrice: 24_000, discountedPriceStart: '2026-11-30T17:00:00Z', discountedPriceEnd: NOW }),
    ]),
    lineDiscounts: { 1: 0, 2: 0 },
    totalItemPrice: 90_000,
    totalDiscount: 0,
    deliveryDiscount: 0,
    paidAmount: 90_000,
    applied: [],
    refused: [],
  },
  {
    title: 'Example 3: ten percent off the order, spread by largest remainder',
    input: order(
      [line(1, LATTE, 'Kopi susu', 2, 18_999), line(2, CROISSANT, 'Croissant', 1, 21_999), line(3, COOKIE, 'Mineral water', 1, 5_999)],
      [{ id: 1, name: '10% off', discountLevel: 'ORDER', unit: 'PERCENTAGE', discountAmount: 10 }],
    ),
    lineDiscounts: { 1: 3_799, 2: 2_200, 3: 600 },
    totalItemPrice: 65_996,
    totalDiscount: 6_599,
    deliveryDiscount: 0,
    paidAmount: 59_397,
    applied: [[1, 6_599]],
    refused: [],
  },
  {
    title: 'Example 4: a single-item promo takes the cheapest unit it covers',
    input: order(
      [line(1, CROISSANT, 'Croissant', 1, 22_000), line(2, MUFFIN, 'Muffin', 2, 19_000), line(3, LATTE, 'Latte', 1, 28_000)],
      [{ id: 2, name: 'Half-price pastry', discountLevel: 'ORDER', unit: 'PERCENTAGE', discountAmount: 0, itemRule: 'SINGLE', itemGroups: [{ menuIds: [CROISSANT, MUFFIN], discountAmount: 50, unit: 'PERCENTAGE' }] }],
    ),
    lineDiscounts: { 1: 0, 2: 9_500, 3: 0 },
    totalItemPrice: 88_000,
    totalDiscount: 9_500,
    deliveryDiscount: 0,
    paidAmount: 78_500,
    applied: [[2, 9_500]],
    refused: [],
  },
  {
    title: 'Example 5: a bundle at its maximum, then a percentage of what is left',
    input: order(
      [line(1, LATTE, 'Latte', 1, 28_000), line(2, AMERICANO, 'Americano', 1, 25_000), line(3, CROISSANT, 'Croissant', 1, 22_000)],
      [
        {
          id: 3,
          name: 'Coffee and pastry',
          discountLevel: 'ORDER',
          unit: 'NOMINAL',
          discountAmount: 0,
          itemRule: 'BUNDLE',
          itemGroups: [
            { menuIds: [LATTE, AMERICANO], discountAmount: 5_000, unit: 'NOMINAL' },
            { menuIds: [CROISSANT, MUFFIN], discountAmount: 50, unit: 'PERCENTAGE' },
          ],
          maximumDiscountAmount: 12_000,
        },
        { id: 4, name: '10% off', discountLevel: 'ORDER', unit: 'PERCENTAGE', discountAmount: 10 },
      ],
    ),
    lineDiscounts: { 1: 2_800, 2: 3_750 + 2_125, 3: 8_250 + 1_375 },
    totalItemPrice: 75_000,
    totalDiscount: 18_300,
    deliveryDiscount: 0,
    paidAmount: 56_700,
    applied: [
      [3, 12_000],
      [4, 6_300],
    ],
    refused: [],
  },
  {
    title: 'Example 6: of two order promos, the bigger one applies',
    input: order(
      [line(1, LATTE, 'Latte', 2, 30_000)],
      [
        { id: 21, name: '15% off', discountLevel: 'ORDER', unit: 'PERCENTAGE', discountAmount: 15 },
        { id: 22, name: 'Rp 10.000 off', discountLevel: 'ORDER', unit: 'NOMINAL', discountAmount: 10_000 },
        { id: 23, name: '20% off up to Rp 8.000', discountLevel: 'ORDER', unit: 'PERCENTAGE', discountAmount: 20, maximumDiscountAmount: 8_000 },
      ],
    ),
    lineDiscounts: { 1: 10_000 },
    totalItemPrice: 60_000,
    totalDiscount: 10_000,
    deliveryDiscount: 0,
    paidAmount: 50_000,
    applied: [[22, 10_000]],
    refused: [
      [21, 'BIGGER_PROMO_APPLIED'],
      [23, 'BIGGER_PROMO_APPLIED'],
    ],
  },
  {
    title: 'Example 7: the maximum discount per transaction',
    input: order(
      [line(1, LATTE, 'Latte', 2, 28_000), line(2, CROISSANT, 'Croissant', 1, 24_000)],
      [
        { id: 31, name: '20% off', discountLevel: 'ORDER', unit: 'PERCENTAGE', discountAmount: 20 },
        { id: 32, name: 'Rp 10.000 off delivery', discountLevel: 'DELIVERY', unit: 'NOMINAL', discountAmount: 10_000 },
      ],
      { orderType: 'DELIVERY', deliveryFee: 15_000, maximumDiscountPerTransaction: 20_000 },
    ),
    lineDiscounts: { 1: 11_200, 2: 4_800 },
    totalItemPrice: 80_000,
    totalDiscount: 16_000,
    deliveryDiscount: 4_000,
    paidAmount: 75_000,
    applied: [
      [31, 16_000],
      [32, 4_000],
    ],
    refused: [],
  },
  {
    title: 'Example 8: a percentage of the delivery fee',
    input: order(
      [line(1, MOCHA, 'Mocha', 1, 32_000)],
      [
        { id: 41, name: '33% off delivery', discountLevel: 'DELIVERY', unit: 'PERCENTAGE', discountAmount: 33 },
        { id: 42, name: 'Monday delivery', discountLevel: 'DELIVERY', unit: 'PERCENTAGE', discountAmount: 100, schedules: [{ day: 'MONDAY', startHour: 0, endHour: 24 }] },
      ],
      { orderType: 'DELIVERY', paymentMethod: 'GOPAY', deliveryFee: 13_750 },
    ),
    lineDiscounts: { 1: 0 },
    totalItemPrice: 32_000,
    totalDiscount: 0,
    deliveryDiscount: 4_537,
    paidAmount: 41_213,
    applied: [[41, 4_537]],
    refused: [[42, 'OUTSIDE_SCHEDULE']],
  },
  {
    title: 'Example 9: promos refused, each with its reason',
    input: order(
      [line(1, LATTE, 'Latte', 3, 33_333)],
      [
        { id: 51, name: 'Members only', discountLevel: 'ORDER', unit: 'PERCENTAGE', discountAmount: 25, customerRule: { type: 'REGISTERED_CUSTOMERS' } },
        { id: 52, name: 'Big order', discountLevel: 'ORDER', unit: 'NOMINAL', discountAmount: 20_000, minimumAmount: 100_000 },
        { id: 53, name: 'GoPay day', discountLevel: 'ORDER', unit: 'PERCENTAGE', discountAmount: 30, allowedPaymentMethods: ['GOPAY'] },
        { id: 54, name: 'First hundred', discountLevel: 'ORDER', unit: 'NOMINAL', discountAmount: 15_000, totalQuantity: 100, usedQuantity: 100 },
        { id: 55, name: 'Delivery only', discountLevel: 'ORDER', unit: 'NOMINAL', discountAmount: 5_000, allowedOrderTypes: ['DELIVERY'] },
        { id: 56, name: 'Once each', discountLevel: 'ORDER', unit: 'NOMINAL', discountAmount: 5_000, usageLimitPerCustomer: 1 },
      ],
    ),
    lineDiscounts: { 1: 0 },
    totalItemPrice: 99_999,
    totalDiscount: 0,
    deliveryDiscount: 0,
    paidAmount: 99_999,
    applied: [],
    refused: [
      [51, 'NOT_FOR_THIS_CUSTOMER'],
      [52, 'BELOW_MINIMUM_AMOUNT'],
      [53, 'WRONG_PAYMENT_METHOD'],
      [54, 'USED_UP'],
      [55, 'WRONG_ORDER_TYPE'],
      [56, 'NOT_FOR_THIS_CUSTOMER'],
    ],
  },
  {
    title: 'Example 10: no discount outgrows the order',
    input: order(
      [line(1, LATTE, 'Latte', 1, 28_000), line(2, COOKIE, 'Cookie', 1, 12_000)],
      [
        { id: 61, name: 'Free latte', discountLevel: 'ORDER', unit: 'PERCENTAGE', discountAmount: 0, itemRule: 'SINGLE', itemGroups: [{ menuIds: [LATTE], discountAmount: 100, unit: 'PERCENTAGE' }] },
        { id: 62, name: 'Rp 50.000 voucher', discountLevel: 'ORDER', unit: 'NOMINAL', discountAmount: 50_000 },
      ],
    ),
    lineDiscounts: { 1: 28_000, 2: 12_000 },
    totalItemPrice: 40_000,
    totalDiscount: 40_000,
    deliveryDiscount: 0,
    paidAmount: 0,
    applied: [
      [61, 28_000],
      [62, 12_000],
    ],
    refused: [],
  },
];

const doc = readFileSync(new URL('../../../../docs/pricing.md', import.meta.url), 'utf8');

describe('the worked examples of docs/pricing.md', () => {
  it.each(GOLDEN)('$title', (golden) => {
    const result = calculateShopOrderPrice(golden.input);
    expect(Object.fromEntries(result.lines.map((priced) => [priced.id, priced.discount]))).toEqual(golden.lineDiscounts);
    expect({
      totalItemPrice: result.totalItemPrice,
      totalDiscount: result.totalDiscount,
      deliveryDiscount: result.deliveryDiscount,
      paidAmount: result.paidAmount,
    }).toEqual({ totalItemPrice: golden.totalItemPrice, totalDiscount: golden.totalDiscount, deliveryDiscount: golden.deliveryDiscount, paidAmount: golden.paidAmount });
    expect(result.appliedPromos.map((promo) => [promo.shopPromoId, promo.discountUsed])).toEqual(golden.applied);
    expect(result.refusedPromos.map((promo) => [promo.shopPromoId, promo.reason])).toEqual(golden.refused);
    // The page shows the example under the same heading, with the same amount paid.
    const section = doc.split(/^### /m).find((part) => part.startsWith(golden.title));
    expect(section, `docs/pricing.md has a section "### ${golden.title}"`).toBeDefined();
    expect(section).toContain(`Paid: ${formatRupiah(golden.paidAmount)}`);
  });

  it('gives each refusal as a sentence', () => {
    const refused = calculateShopOrderPrice(GOLDEN[8]!.input).refusedPromos;
    expect(refused.map((promo) => promo.message)).toEqual([
      'It is only for registered customers.',
      'It needs an order of at least Rp 100.000; the order comes to Rp 99.999.',
      'It is only for payment by GoPay; this order is paid by Cash.',
      'It is used up: 100 of 100 have been used.',
      'It is only for Delivery orders; this order is Pick up.',
      'It has a limit per customer, so it needs a known customer, not a walk-in.',
    ]);
    expect(refused.map((promo) => promo.customerRule)).toEqual(['REGISTERED', null, null, null, null, 'KNOWN_CUSTOMER']);
  });
});
