import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { MESSAGES, SHOP_PROMOTION_MESSAGES } from '@back-office/domain';
import { downloadCsv } from '../../testing/csv';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { shopMerchants } from '../shop-catalogue/shop-catalogue.table';
import { shopHubMenus, shopHubs } from '../shop-hubs/shop-hubs.table';
import { shopMenus } from '../shop-menus/shop-menus.table';
import { POS_MESSAGES } from './pos-calculation.schema';
import { shopPromos, shopPromotionItemGroups, shopPromotionRules, shopPromotionSchedules } from './shop-promotions.table';

let app: TestApp;
let hub: number;
let latte: number;
let americano: number;
let croissant: number;
let soldOut: number;

const CREATE = `mutation ($input: ShopPromoInput!) { createShopPromo(input: $input) { id kind name discountLevel itemRule
  itemGroups { menuIds discountAmount unit } schedules { day startHour endHour } customerRule { type membershipIds lastOrder { numberOfUnit unit } } usedQuantity } }`;
const UPDATE = 'mutation ($id: Int!, $input: ShopPromoUpdateInput!) { updateShopPromo(id: $id, input: $input) { id name itemRule itemGroups { menuIds } } }';
const LIST = 'query ($pageInput: PageInput!) { shopPromos(pageInput: $pageInput) { totalRows results { id name } } }';
const CALCULATE = `query ($input: ShopPosOrderInput!) { calculateShopPosOrder(input: $input) { totalItemPrice totalDiscount paidAmount
  items { menuId amount price totalPrice itemDiscount orderDiscount totalPriceAfterDiscount }
  appliedPromos { shopPromoId name discountUsed } refusedPromos { shopPromoId name reason message } } }`;

const base = {
  kind: 'MENU',
  startDate: '2026-01-01T00:00:00Z',
  endDate: '2099-01-01T00:00:00Z',
  active: true,
  discountLevel: 'ORDER',
  discountAmount: 0,
  unit: 'NOMINAL',
  qrPromo: false,
};

type Errors = { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] | undefined;
const fieldsOf = (errors: Errors) => errors?.[0]?.extensions?.fields ?? {};
const stored = async () =>
  Promise.all([shopPromos, shopPromotionRules, shopPromotionSchedules, shopPromotionItemGroups].map(async (table) => (await app.db.select({ n: count() }).from(table))[0]!.n));

const create = async (input: Record<string, unknown>) => {
  const result = await app.admin.request<{ createShopPromo: { id: number } & Record<string, unknown> }>(CREATE, { input: { ...base, ...input } });
  return result;
};

beforeAll(async () => {
  app = await startTestApp();
  const [merchant] = await app.db.insert(shopMerchants).values({ name: 'Jumpstart Coffee', isJumpstartMerchant: true }).returning();
  const menus = await app.db
    .insert(shopMenus)
    .values(['Latte', 'Americano', 'Croissant', 'Sold-out cake'].map((name) => ({ merchantId: merchant!.id, name, price: 30_000, cogs: 8_000 })))
    .returning();
  [latte, americano, croissant, soldOut] = menus.map((menu) => menu.id) as [number, number, number, number];
  const [outlet] = await app.db.insert(shopHubs).values({ name: 'Kemang', hubNo: 'KMG', timeZone: 'Asia/Jakarta' }).returning();
  hub = outlet!.id;
  await app.db.insert(shopHubMenus).values([
    { shopHubId: hub, menuId: latte, price: 32_000 },
    { shopHubId: hub, menuId: americano, price: 25_000 },
    { shopHubId: hub, menuId: croissant, price: 22_000 },
    { shopHubId: hub, menuId: soldOut, price: 20_000, available: false },
  ]);
});
afterAll(() => app.close());

describe('shop promo rules', () => {
  it('refuses broken rules with the spec’s messages and writes nothing', async () => {
    const before = await stored();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'Backwards', endDate: '2025-01-01T00:00:00Z' }, 'endDate', MESSAGES.endAfterStart],
      [{ name: 'Too much', unit: 'PERCENTAGE', discountAmount: 120 }, 'discountAmount', MESSAGES.percentage],
      [{ name: 'Negative', discountAmount: -5 }, 'discountAmount', MESSAGES.nonNegative],
      [{ name: 'Bad hours', schedules: [{ day: 'MONDAY', startHour: 10, endHour: 7 }] }, 'schedules.0.endHour', SHOP_PROMOTION_MESSAGES.startHourBeforeEnd],
      [{ name: 'Late hours', schedules: [{ day: 'MONDAY', startHour: 7, endHour: 25 }] }, 'schedules.0.endHour', SHOP_PROMOTION_MESSAGES.hours],
      [{ name: 'No groups', itemRule: 'BUNDLE', itemGroups: [] }, 'itemGroups', SHOP_PROMOTION_MESSAGES.itemGroupsRequired],
      [{ name: 'Two singles', itemRule: 'SINGLE', itemGroups: [{ menuIds: [latte], discountAmount: 1000, unit: 'NOMINAL' }, { menuIds: [americano], discountAmount: 1000, unit: 'NOMINAL' }] }, 'itemGroups', SHOP_PROMOTION_MESSAGES.singleHasOneGroup],
      [{ name: 'Empty group', itemRule: 'SINGLE', itemGroups: [{ menuIds: [], discountAmount: 1000, unit: 'NOMINAL' }] }, 'itemGroups.0.menuIds', SHOP_PROMOTION_MESSAGES.menusRequired],
      [{ name: 'Members for all', customerRule: { type: 'ALL_CUSTOMERS', membershipIds: [1] } }, 'customerRule.membershipIds', SHOP_PROMOTION_MESSAGES.registeredOnly],
      [{ name: 'Nul\u0000name' }, 'name', 'NUL character'],
    ];
    for (const [input, field, message] of cases) {
      const result = await create(input);
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect(fieldsOf(result.errors)[field], JSON.stringify(input)).toContain(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('keeps a promo’s item groups, schedules and customer rule, and checks an update against what is stored', async () => {
    const result = await create({
      name: 'Morning bundle',
      itemRule: 'BUNDLE',
      itemGroups: [{ menuIds: [latte, americano], discountAmount: 5000, unit: 'NOMINAL' }, { menuIds: [croissant], discountAmount: 50, unit: 'PERCENTAGE' }],
      schedules: [{ day: 'MONDAY', startHour: 7, endHour: 10 }],
      customerRule: { type: 'REGISTERED_CUSTOMERS', membershipIds: [], lastOrder: { numberOfUnit: 3, unit: 'MONTHS' } },
    });
    expect(result.errors).toBeUndefined();
    const promo = result.data!.createShopPromo;
    expect(promo).toMatchObject({
      kind: 'MENU',
      itemRule: 'BUNDLE',
      itemGroups: [{ menuIds: [latte, americano], discountAmount: 5000, unit: 'NOMINAL' }, { menuIds: [croissant], discountAmount: 50, unit: 'PERCENTAGE' }],
      schedules: [{ day: 'MONDAY', startHour: 7, endHour: 10 }],
      customerRule: { type: 'REGISTERED_CUSTOMERS', lastOrder: { numberOfUnit: 3, unit: 'MONTHS' } },
      usedQuantity: 0,
    });
    const single = await app.admin.request(UPDATE, { id: promo.id, input: { itemRule: 'SINGLE' } });
    expect(fieldsOf(single.errors as Errors).itemGroups).toBe(SHOP_PROMOTION_MESSAGES.singleHasOneGroup);
    const renamed = await app.admin.request<{ updateShopPromo: { name: string } }>(UPDATE, { id: promo.id, input: { name: 'Morning pair' } });
    expect(renamed.data?.updateShopPromo).toMatchObject({ name: 'Morning pair', itemRule: 'BUNDLE', itemGroups: [{ menuIds: [latte, americano] }, { menuIds: [croissant] }] });
    const list = await app.admin.request<{ shopPromos: { results: { name: string }[] } }>(LIST, {
      pageInput: { page: 1, size: 10, filters: { operator: 'AND', options: [{ field: 'name', type: 'LIKE', values: ['morning'] }] } },
    });
    expect(list.data?.shopPromos.results.map((row) => row.name)).toEqual(['Morning pair']);
    await app.admin.request(UPDATE, { id: promo.id, input: { active: false } });
  });

  it('downloads the promos matching the filters, their rules in words', async () => {
    const filters = { operator: 'AND', options: [{ field: 'name', type: 'LIKE', values: ['morning pair'] }] };
    const asked = await app.admin.request<{ shopPromoReport: string }>('query ($queryInput: QueryInput) { shopPromoReport(queryInput: $queryInput) }', { queryInput: { filters } });
    const { records } = await downloadCsv(app.app, asked.data!.shopPromoReport, app.admin, 'shop-promos');
    expect(records).toEqual([expect.objectContaining({ Name: 'Morning pair', Kind: 'Menu', 'Discount Level': 'Order', 'Item Rule': 'Bundle', 'Customer Rule': 'Registered customers', Active: 'No', 'Used Quantity': '0' })]);
  });
});

describe('calculateShopPosOrder', () => {
  it('explains a bundle promo and a refused promo', async () => {
    const bundle = await create({
      name: 'Coffee and pastry',
      itemRule: 'BUNDLE',
      itemGroups: [{ menuIds: [latte, americano], discountAmount: 5000, unit: 'NOMINAL' }, { menuIds: [croissant], discountAmount: 50, unit: 'PERCENTAGE' }],
    });
    const big = await create({ name: 'Big spender', discountAmount: 10_000, minimumAmount: 500_000 });
    expect(bundle.errors ?? big.errors).toBeUndefined();
    const result = await app.admin.request<{ calculateShopPosOrder: Record<string, unknown> & { refusedPromos: { shopPromoId: number; reason: string; message: string }[] } }>(CALCULATE, {
      input: { hubId: hub, type: 'DINE_IN', paymentMethod: 'CASH', items: [{ menuId: latte, amount: 1 }, { menuId: americano, amount: 1 }, { menuId: croissant, amount: 1 }] },
    });
    expect(result.errors).toBeUndefined();
    const answer = result.data!.calculateShopPosOrder;
    // The bundle takes the cheapest coffee (Americano, Rp 25.000 − 5.000) and half the croissant (Rp 11.000).
    expect(answer).toMatchObject({
      totalItemPrice: 79_000,
      totalDiscount: 16_000,
      paidAmount: 63_000,
      items: [
        { menuId: latte, price: 32_000, itemDiscount: 0 },
        { menuId: americano, price: 25_000, itemDiscount: 5_000 },
        { menuId: croissant, price: 22_000, itemDiscount: 11_000 },
      ],
      appliedPromos: [{ shopPromoId: bundle.data!.createShopPromo.id, name: 'Coffee and pastry', discountUsed: 16_000 }],
    });
    const refused = answer.refusedPromos.find((promo) => promo.shopPromoId === big.data!.createShopPromo.id);
    expect(refused).toMatchObject({ reason: 'BELOW_MINIMUM_AMOUNT' });
    expect(refused!.message).toContain('Rp 500.000');
  });

  it('refuses a sold-out menu with a clear message', async () => {
    const result = await app.admin.request(CALCULATE, { input: { hubId: hub, type: 'DINE_IN', paymentMethod: 'CASH', items: [{ menuId: soldOut, amount: 1 }] } });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldsOf(result.errors as Errors)['items.0.menuId']).toBe(POS_MESSAGES.soldOut);
  });
});
