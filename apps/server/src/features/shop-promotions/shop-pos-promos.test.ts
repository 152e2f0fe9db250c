import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { MESSAGES } from '@back-office/domain';
import { downloadCsv } from '../../testing/csv';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { shopMerchants } from '../shop-catalogue/shop-catalogue.table';
import { shopPosPartners } from '../shop-deals/shop-deals.table';
import { shopHubMenus, shopHubs } from '../shop-hubs/shop-hubs.table';
import { shopMenus } from '../shop-menus/shop-menus.table';
import { userShopHubs } from '../user-mappings/user-mappings.table';
import { shopPosPromos } from './shop-pos-promos.table';
import { shopPromotionRules } from './shop-promotions.table';

let app: TestApp;
let hub: number;
let otherHub: number;
let latte: number;
let gojek: number;
let office: number;

const CREATE = `mutation ($input: ShopPosPromoInput!) { createShopPosPromo(input: $input) { id name discountLevel partnerId partner { name }
  allowedPaymentMethods hubIds } }`;
const UPDATE = 'mutation ($id: Int!, $input: ShopPosPromoUpdateInput!) { updateShopPosPromo(id: $id, input: $input) { id name discountAmount allowedPaymentMethods hubIds } }';
const CALCULATE = `query ($input: ShopPosOrderInput!) { calculateShopPosOrder(input: $input) { totalItemPrice totalDiscount paidAmount
  appliedPromos { shopPromoId kind name discountUsed } refusedPromos { shopPromoId kind name reason message } } }`;
const MAXIMUM = 'mutation ($amount: Int) { updateShopDiscountMaximumAmountPerTransaction(input: { amount: $amount }) { amount } }';

type Errors = { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] | undefined;
const fieldsOf = (errors: Errors) => errors?.[0]?.extensions?.fields ?? {};
const stored = async () => Promise.all([shopPosPromos, shopPromotionRules].map(async (table) => (await app.db.select({ n: count() }).from(table))[0]!.n));

const base = () => ({ partnerId: gojek, startDate: '2026-01-01T00:00:00Z', endDate: '2099-01-01T00:00:00Z', active: true, discountAmount: 0, unit: 'NOMINAL' });
const create = (input: Record<string, unknown>) => app.admin.request<{ createShopPosPromo: { id: number } & Record<string, unknown> }>(CREATE, { input: { ...base(), ...input } });
const calculate = (input: Record<string, unknown>) =>
  app.admin.request<{ calculateShopPosOrder: { totalDiscount: number; paidAmount: number; appliedPromos: { shopPromoId: number; kind: string; name: string; discountUsed: number }[]; refusedPromos: { shopPromoId: number; kind: string; name: string; reason: string; message: string }[] } }>(CALCULATE, {
    input: { hubId: hub, type: 'DINE_IN', paymentMethod: 'CASH', items: [{ menuId: latte, amount: 2 }], ...input },
  });

beforeAll(async () => {
  app = await startTestApp();
  const [merchant] = await app.db.insert(shopMerchants).values({ name: 'Jumpstart Coffee', isJumpstartMerchant: true }).returning();
  const [menu] = await app.db.insert(shopMenus).values({ merchantId: merchant!.id, name: 'Latte', price: 30_000, cogs: 8_000 }).returning();
  latte = menu!.id;
  const outlets = await app.db
    .insert(shopHubs)
    .values([
      { name: 'Kemang', hubNo: 'KMG', timeZone: 'Asia/Jakarta' },
      { name: 'Senayan', hubNo: 'SNY', timeZone: 'Asia/Jakarta' },
    ])
    .returning();
  [hub, otherHub] = outlets.map((outlet) => outlet.id) as [number, number];
  await app.db.insert(shopHubMenus).values(outlets.map((outlet) => ({ shopHubId: outlet.id, menuId: latte, price: 40_000 })));
  const partners = await app.db.insert(shopPosPartners).values([{ name: 'GoFood' }, { name: 'Office Tower' }]).returning();
  [gojek, office] = partners.map((partner) => partner.id) as [number, number];
});
afterAll(() => app.close());

describe('POS promos', () => {
  it('refuses broken promos with clear messages and writes nothing', async () => {
    const before = await stored();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'Negative partner', partnerId: -1 }, 'partnerId', ''],
      [{ name: 'Unknown partner', partnerId: 999_999 }, 'partnerId', 'does not exist'],
      [{ name: 'Unknown outlet', hubIds: [999_999] }, 'hubIds.0', 'Outlet 999999 does not exist.'],
      [{ name: 'Backwards', endDate: '2025-01-01T00:00:00Z' }, 'endDate', MESSAGES.endAfterStart],
      [{ name: 'Too much', unit: 'PERCENTAGE', discountAmount: 120 }, 'discountAmount', MESSAGES.percentage],
      [{ name: 'Negative', discountAmount: -5 }, 'discountAmount', MESSAGES.nonNegative],
      [{ name: 'Nul\u0000name' }, 'name', 'NUL character'],
      [{ name: 'x'.repeat(100_000) }, 'name', ''],
    ];
    for (const [input, field, message] of cases) {
      const result = await create(input);
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(input).slice(0, 80)).toBe('BAD_USER_INPUT');
      expect(fieldsOf(result.errors)[field], JSON.stringify(input).slice(0, 80)).toContain(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('keeps its partner, payment methods and outlets, always at order level', async () => {
    const result = await create({ name: 'GoFood Friday', discountAmount: 10, unit: 'PERCENTAGE', allowedPaymentMethods: ['GOPAY'], hubIds: [hub] });
    expect(result.errors).toBeUndefined();
    const promo = result.data!.createShopPosPromo;
    expect(promo).toMatchObject({ name: 'GoFood Friday', discountLevel: 'ORDER', partnerId: gojek, partner: { name: 'GoFood' }, allowedPaymentMethods: ['GOPAY'], hubIds: [hub] });
    const changed = await app.admin.request<{ updateShopPosPromo: Record<string, unknown> }>(UPDATE, { id: promo.id, input: { discountAmount: 15 } });
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.updateShopPosPromo).toMatchObject({ discountAmount: 15, allowedPaymentMethods: ['GOPAY'], hubIds: [hub] });
    await app.admin.request(UPDATE, { id: promo.id, input: { active: false } });
  });
});

describe('a user mapped to an outlet', () => {
  it('sees only the POS promos of that outlet and may not choose another', async () => {
    const kemang = (await create({ name: 'Mapped Kemang', hubIds: [hub] })).data!.createShopPosPromo.id;
    await create({ name: 'Mapped Senayan', hubIds: [otherHub] });
    const user = await app.userWith(['VIEW_SHOP_POS_PROMO', 'CREATE_SHOP_POS_PROMO', 'VIEW_SHOP_HUB', 'VIEW_SHOP_POS_PARTNER']);
    await app.db.insert(userShopHubs).values({ userId: user.id, value: hub });
    const page = await user.request<{ shopPosPromos: { results: { id: number; name: string }[] } }>('query ($pageInput: PageInput!) { shopPosPromos(pageInput: $pageInput) { results { id name } } }', {
      pageInput: { page: 1, size: 100, filters: { operator: 'AND', options: [{ field: 'name', type: 'LIKE', values: ['mapped'] }] } },
    });
    expect(page.errors).toBeUndefined();
    expect(page.data?.shopPosPromos.results.map((row) => row.id)).toEqual([kemang]);
    const refused = await user.request(CREATE, { input: { ...base(), name: 'Elsewhere', hubIds: [otherHub] } });
    expect(fieldsOf(refused.errors as Errors)['hubIds.0']).toBe(`Outlet ${otherHub} does not exist.`);
  });

  it('downloads only the POS promos of that outlet, their partner, payment methods and outlets in words', async () => {
    const user = await app.userWith(['VIEW_SHOP_POS_PROMO']);
    await app.db.insert(userShopHubs).values({ userId: user.id, value: hub });
    await create({ name: 'Download Kemang', hubIds: [hub], allowedPaymentMethods: ['CASH', 'GOPAY'] });
    await create({ name: 'Download Senayan', hubIds: [otherHub] });
    const queryInput = { filters: { operator: 'AND', options: [{ field: 'name', type: 'LIKE', values: ['download'] }] } };
    const asked = await user.request<{ shopPosPromoReport: string }>('query ($queryInput: QueryInput) { shopPosPromoReport(queryInput: $queryInput) }', { queryInput });
    expect(asked.errors).toBeUndefined();
    const { records } = await downloadCsv(app.app, asked.data!.shopPosPromoReport, user, 'shop-pos-promos');
    expect(records).toEqual([expect.objectContaining({ Name: 'Download Kemang', Partner: 'GoFood', 'Payment Methods': 'Cash, GoPay', Outlets: 'Kemang', 'Discount Level': 'Order' })]);
    const all = await app.admin.request<{ shopPosPromoReport: string }>('query ($queryInput: QueryInput) { shopPosPromoReport(queryInput: $queryInput) }', { queryInput });
    expect((await downloadCsv(app.app, all.data!.shopPosPromoReport, app.admin, 'shop-pos-promos')).records.map((record) => record.Name).sort()).toEqual(['Download Kemang', 'Download Senayan']);
    const bad = await user.request('query { shopPosPromoReport(queryInput: { filters: { operator: AND, options: [{ field: "ruleId", type: EQUAL, values: ["1"] }] } }) }');
    expect((bad.errors as Errors)?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const stranger = await app.userWith(['VIEW_SHOP_PROMO']);
    expect(((await stranger.request('query { shopPosPromoReport }')).errors as Errors)?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('calculateShopPosOrder with POS promos', () => {
  it('offers the partner’s promos at the outlet and refuses one for another payment method with its reason', async () => {
    const cash = (await create({ name: 'Cash Rp 5.000 off', discountAmount: 5_000, allowedPaymentMethods: ['CASH'], hubIds: [hub] })).data!.createShopPosPromo.id;
    const gopay = (await create({ name: 'GoPay 20% off', discountAmount: 20, unit: 'PERCENTAGE', allowedPaymentMethods: ['GOPAY'] })).data!.createShopPosPromo.id;
    const elsewhere = (await create({ name: 'Senayan only', discountAmount: 1_000, hubIds: [otherHub] })).data!.createShopPosPromo.id;
    const officeOnly = (await create({ name: 'Office staff', partnerId: office, discountAmount: 2_000 })).data!.createShopPosPromo.id;

    const result = await calculate({ promoPartnerId: gojek });
    expect(result.errors).toBeUndefined();
    const answer = result.data!.calculateShopPosOrder;
    expect(answer).toMatchObject({ totalDiscount: 5_000, paidAmount: 75_000, appliedPromos: [{ shopPromoId: cash, discountUsed: 5_000 }] });
    const refused = answer.refusedPromos.find((promo) => promo.shopPromoId === gopay);
    expect(refused).toMatchObject({ reason: 'WRONG_PAYMENT_METHOD' });
    expect(refused!.message).toContain('GoPay');
    const offered = [...answer.appliedPromos, ...answer.refusedPromos].map((promo) => promo.shopPromoId);
    expect(offered).not.toContain(elsewhere);
    expect(offered).not.toContain(officeOnly);

    const walkIn = await calculate({});
    expect(walkIn.data!.calculateShopPosOrder.totalDiscount).toBe(0);
  });

  it('offers shop promos beside POS promos of the same id', async () => {
    const pos = (await create({ name: 'Rp 500 for GoFood', discountAmount: 500 })).data!.createShopPosPromo.id;
    const createShopPromo = (name: string, active: boolean) =>
      app.admin.request<{ createShopPromo: { id: number } }>('mutation ($input: ShopPromoInput!) { createShopPromo(input: $input) { id } }', {
        input: { kind: 'MENU', name, startDate: '2026-01-01T00:00:00Z', endDate: '2099-01-01T00:00:00Z', active, discountLevel: 'ORDER', discountAmount: 1_000, unit: 'NOMINAL', qrPromo: false },
      });
    // Shop promos until one has the POS promo's id; only that one runs.
    let shop = 0;
    while (shop < pos) shop = (await createShopPromo(`Shop ${shop}`, shop + 1 === pos)).data!.createShopPromo.id;
    expect(shop).toBe(pos);
    const result = await calculate({ promoPartnerId: gojek });
    expect(result.errors).toBeUndefined();
    const { appliedPromos, refusedPromos } = result.data!.calculateShopPosOrder;
    const sameId = [...appliedPromos, ...refusedPromos].filter((promo) => promo.shopPromoId === pos).map((promo) => [promo.kind, promo.name]);
    // The kind tells the two apart.
    expect(sameId.sort()).toEqual([
      ['POS_PROMO', 'Rp 500 for GoFood'],
      ['SHOP_PROMO', `Shop ${pos - 1}`],
    ]);
    await app.admin.request('mutation ($id: Int!) { updateShopPromo(id: $id, input: { active: false }) { id } }', { id: shop });
    await app.admin.request(UPDATE, { id: pos, input: { active: false } });
  });

  it('caps the total discount at the stored maximum per transaction', async () => {
    const paidByGopay = { promoPartnerId: gojek, paymentMethod: 'GOPAY' };
    const free = await calculate(paidByGopay);
    expect(free.data!.calculateShopPosOrder.totalDiscount).toBe(16_000);
    expect((await app.admin.request(MAXIMUM, { amount: 7_500 })).errors).toBeUndefined();
    const capped = await calculate(paidByGopay);
    expect(capped.data!.calculateShopPosOrder).toMatchObject({ totalDiscount: 7_500, paidAmount: 72_500 });
    await app.admin.request(MAXIMUM, { amount: null });
  });
});
