import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { MACHINE_STOCK_MESSAGES, MESSAGES, SHOP_HUB_MESSAGES } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { userActivities } from '../../platform/audit/user-activities.table';
import { userShopHubs } from '../user-mappings/user-mappings.table';
import { shopMerchants } from '../shop-catalogue/shop-catalogue.table';
import { shopMenus } from '../shop-menus/shop-menus.table';
import { shopHubMenus, shopHubOperationals, shopHubStocks, shopHubs } from './shop-hubs.table';

let app: TestApp;
type Caller = TestApp['admin'];
const menuIds: Record<string, number> = {};
const ingredientIds: Record<string, number> = {};
let cupId = 0;

async function ok<Data>(caller: Caller, query: string, variables?: Record<string, unknown>): Promise<Data> {
  const result = await caller.request<Data>(query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

const CREATE_HUB = 'mutation ($input: ShopHubInput!) { createShopHub(input: $input) { id name hubNo timeZone hubOperationals { day open close } } }';
const UPDATE_HUB = 'mutation ($id: Int!, $input: ShopHubUpdateInput!) { updateShopHub(id: $id, input: $input) { id hubOperationals { day open close } } }';
const CREATE_MENU = 'mutation ($input: ShopHubMenuInput!) { createShopHubMenu(input: $input) { id price discountedPrice available menuName } }';
const UPDATE_MENU = 'mutation ($id: Int!, $input: ShopHubMenuUpdateInput!) { updateShopHubMenu(id: $id, input: $input) { id price discountedPrice } }';
const SOLD_OUT = 'mutation ($id: Int!, $available: Boolean!) { setShopHubMenuAvailability(id: $id, available: $available) { id available } }';
const CREATE_STOCK = 'mutation ($input: ShopHubStockInput!) { createShopHubStock(input: $input) { id currentStock itemName } }';
const FILL = 'mutation ($shopHubId: Int!, $inputs: [ShopHubStockFillInput!]!) { fillShopHubStock(shopHubId: $shopHubId, inputs: $inputs) { id currentStock } }';

let sequence = 0;
function outlet(values: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: `Outlet ${sequence}`,
    hubNo: `OUT-${String(sequence).padStart(3, '0')}`,
    city: 'Jakarta',
    latitude: -6.2,
    longitude: 106.8,
    timeZone: 'Asia/Jakarta',
    active: true,
    hubOperationals: [
      { day: 'TUESDAY', open: '08:00', close: '20:00' },
      { day: 'MONDAY', open: '07:00', close: '21:00' },
    ],
    ...values,
  };
}

const newOutlet = async (values: Record<string, unknown> = {}) => (await ok<{ createShopHub: { id: number } }>(app.admin, CREATE_HUB, { input: outlet(values) })).createShopHub.id;
const fieldsOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;
const messageOf = (result: { errors?: readonly { message: string }[] }) => result.errors?.[0]?.message;
const codeOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  app = await startTestApp();
  const [merchant] = await app.db.insert(shopMerchants).values({ name: 'Kopi Outlet Test', active: true, isJumpstartMerchant: true }).returning();
  for (const [name, price] of [['Kopi Susu Gula Aren', 25000], ['Es Teh Manis', 12000], ['Croissant', 22000]] as const) {
    const [menu] = await app.db.insert(shopMenus).values({ merchantId: merchant!.id, name, price, cogs: 8000, active: true }).returning();
    menuIds[name] = menu!.id;
  }
  const unit = await ok<{ createUnit: { id: number } }>(app.admin, 'mutation { createUnit(input: { name: "Gram", active: true }) { id } }');
  for (const name of ['Espresso Beans', 'Fresh Milk']) {
    const data = await ok<{ createIngredient: { id: number } }>(app.admin, 'mutation ($input: IngredientInput!) { createIngredient(input: $input) { id } }', {
      input: { name, unitId: unit.createUnit.id, active: true },
    });
    ingredientIds[name] = data.createIngredient.id;
  }
  cupId = (await ok<{ createPackaging: { id: number } }>(app.admin, 'mutation { createPackaging(input: { name: "Cup 12oz", quantity: 50, active: true }) { id } }')).createPackaging.id;
});
afterAll(() => app?.close());

describe('outlets', () => {
  it('creates an outlet with its hours, one row per day, and replaces them with the outlet', async () => {
    const created = await ok<{ createShopHub: { id: number; timeZone: string; hubOperationals: unknown[] } }>(app.admin, CREATE_HUB, { input: outlet({ timeZone: 'Asia/Makassar' }) });
    expect(created.createShopHub.timeZone).toBe('Asia/Makassar');
    expect(created.createShopHub.hubOperationals).toEqual([
      { day: 'MONDAY', open: '07:00', close: '21:00' },
      { day: 'TUESDAY', open: '08:00', close: '20:00' },
    ]);
    const id = created.createShopHub.id;
    const updated = await ok<{ updateShopHub: { hubOperationals: unknown[] } }>(app.admin, UPDATE_HUB, { id, input: { hubOperationals: [{ day: 'SUNDAY', open: '10:00', close: '16:00' }] } });
    expect(updated.updateShopHub.hubOperationals).toEqual([{ day: 'SUNDAY', open: '10:00', close: '16:00' }]);
    // Other fields leave the hours alone.
    const renamed = await ok<{ updateShopHub: { hubOperationals: unknown[] } }>(app.admin, UPDATE_HUB, { id, input: { phoneNo: '0215550123' } });
    expect(renamed.updateShopHub.hubOperationals).toHaveLength(1);
  });

  it('refuses hours that close before they open, a repeated day, a bad place or zone and negative targets, writing nothing', async () => {
    const before = (await app.db.select().from(shopHubs)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ hubOperationals: [{ day: 'MONDAY', open: '21:00', close: '07:00' }] }, 'hubOperationals.0.close', MESSAGES.openBeforeClose],
      [{ hubOperationals: [{ day: 'MONDAY', open: '07:00', close: '09:00' }, { day: 'MONDAY', open: '10:00', close: '12:00' }] }, 'hubOperationals.1.day', MESSAGES.dayRepeated],
      [{ latitude: 95 }, 'latitude', MESSAGES.invalidLatitude],
      [{ longitude: -200 }, 'longitude', MESSAGES.invalidLongitude],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', SHOP_HUB_MESSAGES.unknownTimeZone],
      [{ targetRevenue: -1 }, 'targetRevenue', MESSAGES.nonNegative],
      [{ name: 'Null\u0000byte' }, 'name', expect.any(String) as unknown as string],
      [{ hubNo: 'x'.repeat(100_000) }, 'hubNo', expect.any(String) as unknown as string],
    ];
    for (const [values, field, message] of cases) {
      const result = await app.admin.request(CREATE_HUB, { input: outlet(values) });
      expect(codeOf(result), field).toBe('BAD_USER_INPUT');
      expect(fieldsOf(result)?.[field]).toEqual(message);
    }
    expect(await app.db.select().from(shopHubs)).toHaveLength(before);
    // An update with a bad day keeps the old hours.
    const id = await newOutlet();
    const refused = await app.admin.request(UPDATE_HUB, { id, input: { hubOperationals: [{ day: 'MONDAY', open: '12:00', close: '12:00' }] } });
    expect(fieldsOf(refused)).toEqual({ 'hubOperationals.0.close': MESSAGES.openBeforeClose });
    expect(await app.db.select().from(shopHubOperationals).where(eq(shopHubOperationals.shopHubId, id))).toHaveLength(2);
  });

  it('refuses a second outlet with the same number as CONFLICT', async () => {
    await newOutlet({ hubNo: 'DUP-1' });
    const result = await app.admin.request(CREATE_HUB, { input: outlet({ hubNo: 'DUP-1' }) });
    expect(codeOf(result)).toBe('CONFLICT');
    expect(fieldsOf(result)).toEqual({ hubNo: 'An outlet with this number already exists.' });
  });
});

describe('the menu at an outlet', () => {
  it('puts a menu on an outlet at a discount for a period and lists it under the outlet', async () => {
    const shopHubId = await newOutlet();
    const made = await ok<{ createShopHubMenu: { id: number; available: boolean; menuName: string } }>(app.admin, CREATE_MENU, {
      input: { shopHubId, menuId: menuIds['Kopi Susu Gula Aren'], price: 25000, discountedPrice: 20000, discountStartAt: '2026-12-01T00:00:00Z', discountEndAt: '2026-12-31T00:00:00Z', active: true },
    });
    expect(made.createShopHubMenu).toMatchObject({ available: true, menuName: 'Kopi Susu Gula Aren' });
    const listed = await ok<{ shopHubMenusByShopHubId: { menuName: string; discountedPrice: number }[]; shopHub: { shopHubMenus: { id: number }[] } }>(
      app.admin,
      'query ($id: Int!) { shopHubMenusByShopHubId(shopHubId: $id) { menuName discountedPrice } shopHub(id: $id) { shopHubMenus { id } } }',
      { id: shopHubId },
    );
    expect(listed.shopHubMenusByShopHubId).toEqual([{ menuName: 'Kopi Susu Gula Aren', discountedPrice: 20000 }]);
    expect(listed.shopHub.shopHubMenus).toEqual([{ id: made.createShopHubMenu.id }]);
    const choices = await ok<{ shopMenusNotInShopHub: { name: string }[] }>(app.admin, 'query ($id: Int!) { shopMenusNotInShopHub(shopHubId: $id) { name } }', { id: shopHubId });
    expect(choices.shopMenusNotInShopHub.map((menu) => menu.name)).toEqual(['Croissant', 'Es Teh Manis']);
  });

  it('refuses a discount not below the price, a period that ends before it starts, a negative price and an unknown menu, writing nothing', async () => {
    const shopHubId = await newOutlet();
    const base = { shopHubId, menuId: menuIds['Es Teh Manis'], price: 12000, active: true };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ discountedPrice: 12000 }, 'discountedPrice', MACHINE_STOCK_MESSAGES.discountAbovePrice],
      [{ discountedPrice: 10000, discountStartAt: '2026-12-10T00:00:00Z', discountEndAt: '2026-12-01T00:00:00Z' }, 'discountEndAt', MESSAGES.endAfterStart],
      [{ price: -5 }, 'price', MESSAGES.nonNegative],
      [{ discountedPrice: -1 }, 'discountedPrice', MESSAGES.nonNegative],
      [{ menuId: 999_999 }, 'menuId', 'Shop menu 999999 does not exist.'],
    ];
    for (const [values, field, message] of cases) {
      const result = await app.admin.request(CREATE_MENU, { input: { ...base, ...values } });
      expect(codeOf(result), field).toBe('BAD_USER_INPUT');
      expect(fieldsOf(result)?.[field]).toBe(message);
    }
    expect(await app.db.select().from(shopHubMenus).where(eq(shopHubMenus.shopHubId, shopHubId))).toEqual([]);
    // An update is checked against the row as it will be.
    const made = await ok<{ createShopHubMenu: { id: number } }>(app.admin, CREATE_MENU, { input: { ...base, discountedPrice: 10000 } });
    const refused = await app.admin.request(UPDATE_MENU, { id: made.createShopHubMenu.id, input: { price: 9000 } });
    expect(fieldsOf(refused)).toEqual({ discountedPrice: MACHINE_STOCK_MESSAGES.discountAbovePrice });
    const [row] = await app.db.select().from(shopHubMenus).where(eq(shopHubMenus.id, made.createShopHubMenu.id));
    expect(row!.price).toBe(12000);
  });

  it('lets a barista mark a menu sold out and available again with CHANGE_MENU_AVAILABILITY only, recorded in the log', async () => {
    const shopHubId = await newOutlet();
    const made = await ok<{ createShopHubMenu: { id: number } }>(app.admin, CREATE_MENU, { input: { shopHubId, menuId: menuIds.Croissant, price: 22000, active: true } });
    const id = made.createShopHubMenu.id;
    const barista = await app.userWith(['VIEW_SHOP_HUB', 'VIEW_SHOP_HUB_MENU', 'CHANGE_MENU_AVAILABILITY']);
    expect((await ok<{ setShopHubMenuAvailability: { available: boolean } }>(barista, SOLD_OUT, { id, available: false })).setShopHubMenuAvailability.available).toBe(false);
    expect((await app.db.select().from(shopHubMenus).where(eq(shopHubMenus.id, id)))[0]!.available).toBe(false);
    const logged = await app.db.select().from(userActivities).where(eq(userActivities.activity, 'CHANGE_MENU_AVAILABILITY'));
    expect(logged.at(-1)).toMatchObject({ username: barista.username, message: expect.stringContaining('sold out') });
    // The barista cannot change the price.
    expect(codeOf(await barista.request(UPDATE_MENU, { id, input: { price: 1 } }))).toBe('FORBIDDEN');
    const viewer = await app.userWith(['VIEW_SHOP_HUB', 'VIEW_SHOP_HUB_MENU']);
    expect(codeOf(await viewer.request(SOLD_OUT, { id, available: true }))).toBe('FORBIDDEN');
    expect((await ok<{ setShopHubMenuAvailability: { available: boolean } }>(barista, SOLD_OUT, { id, available: true })).setShopHubMenuAvailability.available).toBe(true);
  });
});

describe('outlet stock', () => {
  const addStock = async (shopHubId: number, values: Record<string, unknown>) =>
    (await ok<{ createShopHubStock: { id: number } }>(app.admin, CREATE_STOCK, { input: { shopHubId, currentStock: 10, minStock: 2, maxStock: 100, ...values } })).createShopHubStock.id;

  it('holds ingredients and packaging, exactly one of the two, within their bounds', async () => {
    const shopHubId = await newOutlet();
    await addStock(shopHubId, { ingredientId: ingredientIds['Espresso Beans'] });
    await addStock(shopHubId, { packagingId: cupId });
    const both = await app.admin.request(CREATE_STOCK, { input: { shopHubId, ingredientId: ingredientIds['Fresh Milk'], packagingId: cupId, currentStock: 1, minStock: 0, maxStock: 5 } });
    expect(fieldsOf(both)).toEqual({ ingredientId: SHOP_HUB_MESSAGES.oneItem });
    const over = await app.admin.request(CREATE_STOCK, { input: { shopHubId, ingredientId: ingredientIds['Fresh Milk'], currentStock: 6, minStock: 0, maxStock: 5 } });
    expect(fieldsOf(over)).toEqual({ currentStock: MESSAGES.maximumValue(5) });
    const again = await app.admin.request(CREATE_STOCK, { input: { shopHubId, packagingId: cupId, currentStock: 1, minStock: 0, maxStock: 5 } });
    expect(codeOf(again)).toBe('CONFLICT');
    const listed = await ok<{ shopHubStocksByShopHubId: { itemName: string }[] }>(app.admin, 'query ($id: Int!) { shopHubStocksByShopHubId(shopHubId: $id) { itemName } }', { id: shopHubId });
    expect(listed.shopHubStocksByShopHubId.map((row) => row.itemName)).toEqual(['Espresso Beans', 'Cup 12oz']);
    const candidates = await ok<{ ingredientsNotInShopHub: { name: string }[]; packagingsNotInShopHub: { name: string }[] }>(
      app.admin,
      'query ($id: Int!) { ingredientsNotInShopHub(shopHubId: $id) { name } packagingsNotInShopHub(shopHubId: $id) { name } }',
      { id: shopHubId },
    );
    expect(candidates.ingredientsNotInShopHub.map((row) => row.name)).toEqual(['Fresh Milk']);
    expect(candidates.packagingsNotInShopHub).toEqual([]);
  });

  it('loses nothing when fills in and out of one outlet arrive at once', async () => {
    const shopHubId = await newOutlet();
    const beans = await addStock(shopHubId, { ingredientId: ingredientIds['Espresso Beans'], currentStock: 500, maxStock: 10_000 });
    const cups = await addStock(shopHubId, { packagingId: cupId, currentStock: 0, maxStock: 10_000 });
    const calls = Array.from({ length: 60 }, (_, index) =>
      app.admin.request(FILL, {
        shopHubId,
        inputs: [
          { stockId: cups, stockIn: (index % 5) + 1 },
          { stockId: beans, stockIn: index % 2 === 0 ? 3 : null, stockOut: index % 2 === 0 ? null : 2 },
        ],
      }),
    );
    const results = await Promise.all(calls);
    expect(results.flatMap((result) => result.errors ?? [])).toEqual([]);
    let expectedCups = 0;
    for (let index = 0; index < 60; index += 1) expectedCups += (index % 5) + 1;
    const rows = new Map((await app.db.select().from(shopHubStocks).where(eq(shopHubStocks.shopHubId, shopHubId))).map((row) => [row.id, row.currentStock]));
    expect(rows.get(cups)).toBe(expectedCups);
    expect(rows.get(beans)).toBe(500 + 30 * 3 - 30 * 2);
    expect(await app.db.select().from(userActivities).where(like(userActivities.message, `Filled stock % of outlet Outlet ${sequence}:%`))).toHaveLength(120);
  }, 60_000);

  it('refuses insufficient stock, a level above the maximum and non-positive quantities, writing nothing of the batch', async () => {
    const shopHubId = await newOutlet();
    const beans = await addStock(shopHubId, { ingredientId: ingredientIds['Espresso Beans'], currentStock: 5, maxStock: 20 });
    const cups = await addStock(shopHubId, { packagingId: cupId, currentStock: 10, maxStock: 20 });
    const short = await app.admin.request(FILL, { shopHubId, inputs: [{ stockId: cups, stockIn: 5 }, { stockId: beans, stockOut: 6 }] });
    expect(fieldsOf(short)).toEqual({ 'inputs.1.stockOut': 'Insufficient stock of Espresso Beans: the outlet holds 5 Gram, not 6 Gram.' });
    const full = await app.admin.request(FILL, { shopHubId, inputs: [{ stockId: beans, stockOut: 1 }, { stockId: cups, stockIn: 11 }] });
    expect(fieldsOf(full)).toEqual({ 'inputs.1.stockIn': `Cup 12oz: ${MESSAGES.maximumValue(10, 'pcs')} The outlet holds 10 pcs of at most 20 pcs.` });
    // Every refused line at once, each under its field and named by its item; the good line between them is not applied.
    const both = await app.admin.request(FILL, { shopHubId, inputs: [{ stockId: beans, stockOut: 400 }, { stockId: cups, stockIn: 1 }, { stockId: cups, stockIn: 50 }] });
    expect(fieldsOf(both)).toEqual({
      'inputs.0.stockOut': 'Insufficient stock of Espresso Beans: the outlet holds 5 Gram, not 400 Gram.',
      'inputs.2.stockIn': `Cup 12oz: ${MESSAGES.maximumValue(9, 'pcs')} The outlet holds 11 pcs of at most 20 pcs.`,
    });
    expect(both.errors?.[0]?.message).toBe(`Insufficient stock of Espresso Beans: the outlet holds 5 Gram, not 400 Gram. Cup 12oz: ${MESSAGES.maximumValue(9, 'pcs')} The outlet holds 11 pcs of at most 20 pcs.`);
    const units = await ok<{ shopHubStocksByShopHubId: { itemName: string; unit: string }[] }>(app.admin, 'query ($id: Int!) { shopHubStocksByShopHubId(shopHubId: $id) { itemName unit } }', { id: shopHubId });
    expect(units.shopHubStocksByShopHubId).toEqual([{ itemName: 'Espresso Beans', unit: 'Gram' }, { itemName: 'Cup 12oz', unit: 'pcs' }]);
    for (const line of [{ stockId: cups, stockIn: -3 }, { stockId: cups, stockIn: 0 }, { stockId: cups, stockIn: 1.5 }]) {
      expect(codeOf(await app.admin.request(FILL, { shopHubId, inputs: [line] }))).toBe('BAD_USER_INPUT');
    }
    // A row of another outlet is not this outlet's.
    const other = await newOutlet();
    const elsewhere = await app.admin.request(FILL, { shopHubId: other, inputs: [{ stockId: cups, stockIn: 1 }] });
    expect(fieldsOf(elsewhere)?.['inputs.0.stockId']).toBeDefined();
    const rows = new Map((await app.db.select().from(shopHubStocks).where(eq(shopHubStocks.shopHubId, shopHubId))).map((row) => [row.id, row.currentStock]));
    expect(rows).toEqual(new Map([[beans, 5], [cups, 10]]));
  });
});

describe('a user mapped to two outlets', () => {
  it('sees and touches only those outlets, their menus and their stock', async () => {
    const [a, b, c] = [await newOutlet({ name: 'Mapped A' }), await newOutlet({ name: 'Mapped B' }), await newOutlet({ name: 'Unmapped C' })];
    const menuAtC = (await ok<{ createShopHubMenu: { id: number } }>(app.admin, CREATE_MENU, { input: { shopHubId: c, menuId: menuIds.Croissant, price: 22000, active: true } })).createShopHubMenu.id;
    const menuAtA = (await ok<{ createShopHubMenu: { id: number } }>(app.admin, CREATE_MENU, { input: { shopHubId: a, menuId: menuIds.Croissant, price: 22000, active: true } })).createShopHubMenu.id;
    const stockAtC = (await ok<{ createShopHubStock: { id: number } }>(app.admin, CREATE_STOCK, { input: { shopHubId: c, packagingId: cupId, currentStock: 5, minStock: 1, maxStock: 50 } })).createShopHubStock.id;
    const user = await app.userWith(['VIEW_SHOP_HUB', 'UPDATE_SHOP_HUB', 'VIEW_SHOP_HUB_MENU', 'CREATE_SHOP_HUB_MENU', 'CHANGE_MENU_AVAILABILITY', 'VIEW_SHOP_HUB_STOCK', 'UPDATE_SHOP_HUB_STOCK', 'VIEW_PACKAGING', 'VIEW_SHOP_POS_ORDER']);
    await app.db.insert(userShopHubs).values([{ userId: user.id, value: a }, { userId: user.id, value: b }]);

    const page = await ok<{ shopHubs: { results: { name: string }[] } }>(user, '{ shopHubs(pageInput: { page: 1, size: 100 }) { results { name } } }');
    expect(page.shopHubs.results.map((row) => row.name)).toEqual(['Mapped A', 'Mapped B']);
    const all = await ok<{ shopHubsAll: { id: number }[] }>(user, '{ shopHubsAll { id } }');
    expect(all.shopHubsAll.map((row) => row.id).sort()).toEqual([a, b].sort());

    // Outside the mapping: as if it did not exist.
    expect(codeOf(await user.request('query ($id: Int!) { shopHub(id: $id) { id } }', { id: c }))).toBe('NOT_FOUND');
    expect(codeOf(await user.request('query ($id: Int!) { shopHubMenusByShopHubId(shopHubId: $id) { id } }', { id: c }))).toBe('NOT_FOUND');
    expect(codeOf(await user.request('query ($id: Int!) { shopHubStocksByShopHubId(shopHubId: $id) { id } }', { id: c }))).toBe('NOT_FOUND');
    expect(codeOf(await user.request('query ($id: Int!) { packagingsNotInShopHub(shopHubId: $id) { id } }', { id: c }))).toBe('NOT_FOUND');
    expect(codeOf(await user.request('query ($id: Int!) { shopHubMenu(id: $id) { id } }', { id: menuAtC }))).toBe('NOT_FOUND');
    expect(codeOf(await user.request(SOLD_OUT, { id: menuAtC, available: false }))).toBe('NOT_FOUND');
    expect(codeOf(await user.request(UPDATE_HUB, { id: c, input: { phoneNo: '0215550000' } }))).toBe('NOT_FOUND');
    expect(codeOf(await user.request(FILL, { shopHubId: c, inputs: [{ stockId: stockAtC, stockIn: 1 }] }))).toBe('NOT_FOUND');
    const refused = await user.request(CREATE_MENU, { input: { shopHubId: c, menuId: menuIds['Es Teh Manis'], price: 1000, active: true } });
    expect(fieldsOf(refused)).toEqual({ shopHubId: `Outlet ${c} does not exist.` });
    // An outlet outside the mapping reads, word for word, as one that does not exist.
    const missing = c + 1000;
    for (const query of ['query ($id: Int!) { shopHub(id: $id) { id } }', 'query ($id: Int!) { shopHubStocksByShopHubId(shopHubId: $id) { id } }', 'query ($id: Int!) { shopPosMenus(hubId: $id) { menuId } }']) {
      expect(messageOf(await user.request(query, { id: c }))).toBe(`Outlet ${c} not found.`);
      expect(messageOf(await app.admin.request(query, { id: missing }))).toBe(`Outlet ${missing} not found.`);
    }
    expect(messageOf(await user.request(FILL, { shopHubId: c, inputs: [{ stockId: stockAtC, stockIn: 1 }] }))).toBe(`Outlet ${c} not found.`);
    expect(fieldsOf(await app.admin.request(CREATE_MENU, { input: { shopHubId: missing, menuId: menuIds['Es Teh Manis'], price: 1000, active: true } }))).toEqual({ shopHubId: `Outlet ${missing} does not exist.` });
    const menus = await ok<{ shopHubMenus: { results: { id: number }[] } }>(user, '{ shopHubMenus(pageInput: { page: 1, size: 100 }) { results { id } } }');
    expect(menus.shopHubMenus.results.map((row) => row.id)).toEqual([menuAtA]);
    const stocks = await ok<{ shopHubStocks: { results: { id: number }[] } }>(user, '{ shopHubStocks(pageInput: { page: 1, size: 100 }) { results { id } } }');
    expect(stocks.shopHubStocks.results).toEqual([]);
    expect((await app.db.select().from(shopHubMenus).where(eq(shopHubMenus.id, menuAtC)))[0]!.available).toBe(true);
    expect((await app.db.select().from(shopHubStocks).where(eq(shopHubStocks.id, stockAtC)))[0]!.currentStock).toBe(5);

    // Their own outlets they may change.
    expect((await ok<{ setShopHubMenuAvailability: { available: boolean } }>(user, SOLD_OUT, { id: menuAtA, available: false })).setShopHubMenuAvailability.available).toBe(false);
  });
});
