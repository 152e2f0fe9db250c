import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MESSAGES, SHOP_MENU_MESSAGES } from '@back-office/domain';
import { userShopMerchants } from '../user-mappings/user-mappings.table';
import { sampleImage } from '../../platform/stored-images';
import { startTestApp, type TestApp } from '../../testing/test-app';
import {
  shopMenuCustomizationItems,
  shopMenuCustomizations,
  shopMenuDisplayCategories,
  shopToppings,
  shopVariantUnits,
  shopVariants,
} from '../shop-catalogue/shop-catalogue.table';
import { shopMenuHistories, shopMenuIngredients, shopMenus, shopMenuToppings, shopMenuVariantUnits } from './shop-menus.table';

let app: TestApp;
const ids: Record<string, number> = {};

const MENU_FIELDS = 'id name price cogs imageUrl active merchantId merchant { name } displayCategory { name } toppings { name price } customizationItems { name customizationName } variantUnits { variantName name price cogs }';
const CREATE = `mutation ($input: ShopMenuInput!) { createShopMenu(input: $input) { ${MENU_FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $input: ShopMenuUpdateInput!) { updateShopMenu(id: $id, input: $input) { ${MENU_FIELDS} } }`;
const HISTORY = 'query ($shopMenuId: Int!) { shopMenuHistories(shopMenuId: $shopMenuId) { name cogs active userName updatedTime } }';
const ADD_LINE = 'mutation ($input: ShopMenuIngredientInput!) { createShopMenuIngredient(input: $input) { id amount ingredient { name } } }';
const LINES = 'query ($shopMenuId: Int!) { shopMenuIngredientsByMenuId(shopMenuId: $shopMenuId) { amount ingredient { name } } }';
const CANDIDATES = 'query ($shopMenuId: Int!) { ingredientsNotInMenu(shopMenuId: $shopMenuId) { name } }';

const rows = async (table: typeof shopMenus | typeof shopMenuHistories | typeof shopMenuIngredients | typeof shopMenuToppings | typeof shopMenuVariantUnits) =>
  (await app.db.select({ n: count() }).from(table))[0]!.n;

let image: string;
const latte = (overrides: Record<string, unknown> = {}) => ({
  merchantId: ids.Kopi,
  name: 'Iced Caffe Latte',
  description: 'Espresso, milk and ice.',
  price: 28000,
  cogs: 9500,
  imageUrl: image,
  displayCategoryId: ids.Bestsellers,
  active: true,
  toppingIds: [ids.Boba],
  customizationItemIds: [ids.LessSugar],
  variantUnits: [
    { variantUnitId: ids.Regular, cogs: 9500, price: 28000 },
    { variantUnitId: ids.Large, cogs: 11500, price: 33000 },
  ],
  ...overrides,
});

async function createMenu(input: Record<string, unknown>, caller = app.admin) {
  const result = await caller.request<{ createShopMenu: { id: number } & Record<string, unknown> }>(CREATE, { input });
  expect(result.errors).toBeUndefined();
  return result.data!.createShopMenu;
}

const historyOf = async (shopMenuId: number) => (await app.admin.request<{ shopMenuHistories: unknown[] }>(HISTORY, { shopMenuId })).data!.shopMenuHistories;

beforeAll(async () => {
  app = await startTestApp();
  image = await sampleImage();
  for (const name of ['Kopi', 'Roti']) {
    const result = await app.admin.request<{ createShopMerchant: { id: number } }>('mutation ($input: ShopMerchantInput!) { createShopMerchant(input: $input) { id } }', {
      input: { name, active: true, isJumpstartMerchant: false },
    });
    ids[name] = result.data!.createShopMerchant.id;
  }
  // The catalogue's own pages make these; here they are rows the menu can choose.
  ids.Bestsellers = (await app.db.insert(shopMenuDisplayCategories).values({ name: 'Bestsellers' }).returning())[0]!.id;
  ids.Boba = (await app.db.insert(shopToppings).values({ name: 'Boba', price: 5000, cogs: 1500 }).returning())[0]!.id;
  ids.OldTopping = (await app.db.insert(shopToppings).values({ name: 'Old jelly', active: false }).returning())[0]!.id;
  const size = (await app.db.insert(shopVariants).values({ name: 'Size' }).returning())[0]!.id;
  ids.Regular = (await app.db.insert(shopVariantUnits).values({ variantId: size, name: 'Regular' }).returning())[0]!.id;
  ids.Large = (await app.db.insert(shopVariantUnits).values({ variantId: size, name: 'Large' }).returning())[0]!.id;
  const sugar = (await app.db.insert(shopMenuCustomizations).values({ name: 'Sugar level' }).returning())[0]!.id;
  ids.LessSugar = (await app.db.insert(shopMenuCustomizationItems).values({ customizationId: sugar, name: 'Less sugar' }).returning())[0]!.id;
  const unit = await app.admin.request<{ createUnit: { id: number } }>('mutation { createUnit(input: { name: "Gram", active: true }) { id } }');
  for (const name of ['Espresso Beans', 'Fresh Milk']) {
    const result = await app.admin.request<{ createIngredient: { id: number } }>('mutation ($input: IngredientInput!) { createIngredient(input: $input) { id } }', {
      input: { name, unitId: unit.data!.createUnit.id, active: true },
    });
    ids[name] = result.data!.createIngredient.id;
  }
});
afterAll(() => app.close());

describe('shop menus', () => {
  it('creates a drink with its sizes, toppings and customizations, and its first history row', async () => {
    const menu = await createMenu(latte());
    expect(menu).toMatchObject({
      name: 'Iced Caffe Latte',
      price: 28000,
      cogs: 9500,
      imageUrl: image,
      merchant: { name: 'Kopi' },
      displayCategory: { name: 'Bestsellers' },
      toppings: [{ name: 'Boba', price: 5000 }],
      customizationItems: [{ name: 'Less sugar', customizationName: 'Sugar level' }],
      variantUnits: [
        { variantName: 'Size', name: 'Regular', price: 28000, cogs: 9500 },
        { variantName: 'Size', name: 'Large', price: 33000, cogs: 11500 },
      ],
    });
    expect(await historyOf(menu.id)).toEqual([{ name: 'Iced Caffe Latte', cogs: 9500, active: true, userName: 'Administrator', updatedTime: expect.any(String) }]);
  });

  it('writes a history row on each change of name, cogs or active, and none on a price-only change', async () => {
    const menu = await createMenu(latte({ name: 'Hot Americano' }));
    const change = async (input: Record<string, unknown>) => expect((await app.admin.request(UPDATE, { id: menu.id, input })).errors).toBeUndefined();
    await change({ price: 22000, variantUnits: [{ variantUnitId: ids.Large, cogs: 8000, price: 26000 }] });
    expect(await historyOf(menu.id)).toHaveLength(1);
    await change({ cogs: 7000 });
    await change({ name: 'Americano' });
    await change({ active: false });
    expect((await historyOf(menu.id)).map((row) => (row as { name: string }).name + ':' + (row as { cogs: number }).cogs)).toEqual(['Hot Americano:9500', 'Hot Americano:7000', 'Americano:7000', 'Americano:7000']);
    const after = await app.admin.request<{ shopMenu: { variantUnits: unknown[]; toppings: unknown[] } }>(`query ($id: Int!) { shopMenu(id: $id) { ${MENU_FIELDS} } }`, { id: menu.id });
    expect(after.data!.shopMenu.variantUnits).toEqual([{ variantName: 'Size', name: 'Large', price: 26000, cogs: 8000 }]);
    expect(after.data!.shopMenu.toppings).toHaveLength(1); // a list left out stays
  });

  it('refuses bad input with the spec’s messages and writes nothing, history included', async () => {
    const before = await Promise.all([rows(shopMenus), rows(shopMenuHistories), rows(shopMenuToppings), rows(shopMenuVariantUnits)]);
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: '  ' }, { name: MESSAGES.required }],
      [{ price: -1 }, { price: MESSAGES.nonNegative }],
      [{ name: 'Bad\u0000name' }, { name: expect.any(String) as unknown as string }],
      [{ imageUrl: 'https://example.com/latte.png' }, { imageUrl: SHOP_MENU_MESSAGES.notStoredImage }],
      [{ imageUrl: '/uploads/0123456789abcdef0123456789abcdef.png' }, { imageUrl: SHOP_MENU_MESSAGES.notStoredImage }],
      [{ merchantId: 999999 }, { merchantId: 'Shop merchant 999999 does not exist.' }],
      [{ toppingIds: [ids.OldTopping] }, { toppingIds: `Topping ${ids.OldTopping} is inactive; choose an active one.` }],
      [{ displayCategoryId: 999999 }, { displayCategoryId: 'Shop menu display category 999999 does not exist.' }],
      [
        { variantUnits: [{ variantUnitId: ids.Large, cogs: 1, price: 1 }, { variantUnitId: ids.Large, cogs: 2, price: 2 }] },
        { 'variantUnits.1.variantUnitId': SHOP_MENU_MESSAGES.variantUnitRepeated },
      ],
      [{ variantUnits: [{ variantUnitId: ids.Large, cogs: 1, price: -5 }] }, { 'variantUnits.0.price': MESSAGES.nonNegative }],
    ];
    for (const [overrides, fields] of refusals) {
      const result = await app.admin.request(CREATE, { input: latte({ name: 'Refused', ...overrides }) });
      expect(result.errors?.[0]?.extensions, JSON.stringify(overrides)).toMatchObject({ code: 'BAD_USER_INPUT', fields });
    }
    const menu = await createMenu(latte({ name: 'Flat White' }));
    const withMenu = await Promise.all([rows(shopMenus), rows(shopMenuHistories), rows(shopMenuToppings), rows(shopMenuVariantUnits)]);
    expect(withMenu).toEqual([before[0] + 1, before[1] + 1, before[2] + 1, before[3] + 2]);
    // A refused update changes nothing and writes no history, even with a name change beside the fault.
    const refused = await app.admin.request(UPDATE, { id: menu.id, input: { name: 'Flat White Large', cogs: -3 } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { cogs: MESSAGES.nonNegative } });
    const clash = await app.admin.request(UPDATE, { id: menu.id, input: { name: 'Iced Caffe Latte', cogs: 1 } });
    expect(clash.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { name: 'This merchant already has a menu with this name.' } });
    expect(await Promise.all([rows(shopMenus), rows(shopMenuHistories), rows(shopMenuToppings), rows(shopMenuVariantUnits)])).toEqual(withMenu);
    expect((await app.db.select().from(shopMenus).where(eq(shopMenus.id, menu.id)))[0]).toMatchObject({ name: 'Flat White', cogs: 9500 });
  });

  it('shows a merchant’s staff only their merchant’s menus, in lists, by id, All and history, and refuses another merchant', async () => {
    const roti = await createMenu(latte({ merchantId: ids.Roti, name: 'Cheese Bun', toppingIds: [], variantUnits: [] }));
    const staff = await app.userWith(['VIEW_SHOP_MENU', 'CREATE_SHOP_MENU', 'UPDATE_SHOP_MENU', 'VIEW_SHOP_MENU_HISTORY', 'VIEW_SHOP_MERCHANT', 'VIEW_SHOP_MENU_INGREDIENT', 'VIEW_INGREDIENT']);
    await app.db.insert(userShopMerchants).values({ userId: staff.id, value: ids.Roti });
    const list = await staff.request<{ shopMenus: { results: { name: string }[] } }>('{ shopMenus(pageInput: { page: 1, size: 50 }) { results { name } } }');
    expect(list.data!.shopMenus.results).toEqual([{ name: 'Cheese Bun' }]);
    const all = await staff.request<{ shopMenusAll: { name: string }[] }>('{ shopMenusAll { name merchant { name } } }');
    expect(all.data!.shopMenusAll).toEqual([{ name: 'Cheese Bun', merchant: { name: 'Roti' } }]);
    const kopiMenu = (await app.db.select().from(shopMenus).where(eq(shopMenus.merchantId, ids.Kopi)))[0]!;
    for (const query of [
      ['query ($id: Int!) { shopMenu(id: $id) { name } }', { id: kopiMenu.id }],
      [HISTORY, { shopMenuId: kopiMenu.id }],
      [LINES, { shopMenuId: kopiMenu.id }],
      [CANDIDATES, { shopMenuId: kopiMenu.id }],
    ] as const) {
      const result = await staff.request(query[0], query[1]);
      expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await staff.request('query ($id: Int!) { shopMenu(id: $id) { name } }', { id: roti.id })).data).toEqual({ shopMenu: { name: 'Cheese Bun' } });
    const before = await rows(shopMenus);
    const created = await staff.request(CREATE, { input: latte({ name: 'Stolen Latte' }) });
    expect(created.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { merchantId: `Shop merchant ${ids.Kopi} does not exist.` } });
    const moved = await staff.request(UPDATE, { id: roti.id, input: { merchantId: ids.Kopi } });
    expect(moved.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const touched = await staff.request(UPDATE, { id: kopiMenu.id, input: { price: 1 } });
    expect(touched.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await rows(shopMenus)).toBe(before);
  });
});

describe('shop menu priority', () => {
  it('moves a menu one place up or down among the menus the caller sees, and says so at the top', async () => {
    const order = async () => (await app.admin.request<{ shopMenusAll: { id: number }[] }>('{ shopMenusAll { id } }')).data!.shopMenusAll.map((menu) => menu.id);
    const before = await order();
    const lowered = await app.admin.request('mutation ($id: Int!) { lowerShopMenu(id: $id) { id } }', { id: before[0] });
    expect(lowered.errors).toBeUndefined();
    expect(await order()).toEqual([before[1], before[0], ...before.slice(2)]);
    const top = await app.admin.request('mutation ($id: Int!) { raiseShopMenu(id: $id) { id } }', { id: before[1] });
    expect(top.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('shop menu ingredients', () => {
  it('adds ingredients once each with amounts above 0, offers only unused ones, and removes a line', async () => {
    const menu = await createMenu(latte({ name: 'Cappuccino' }));
    const add = (ingredientId: number, amount: number) => app.admin.request<{ createShopMenuIngredient: { id: number } }>(ADD_LINE, { input: { menuId: menu.id, ingredientId, amount } });
    const beans = await add(ids['Espresso Beans']!, 18);
    expect(beans.errors).toBeUndefined();
    const candidates = await app.admin.request<{ ingredientsNotInMenu: { name: string }[] }>(CANDIDATES, { shopMenuId: menu.id });
    expect(candidates.data!.ingredientsNotInMenu.map((row) => row.name)).toContain('Fresh Milk');
    expect(candidates.data!.ingredientsNotInMenu.map((row) => row.name)).not.toContain('Espresso Beans');
    const before = await rows(shopMenuIngredients);
    const repeated = await add(ids['Espresso Beans']!, 20);
    expect(repeated.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { ingredientId: MESSAGES.noRepeatedIngredients } });
    for (const amount of [0, -2]) {
      const refused = await add(ids['Fresh Milk']!, amount);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { amount: MESSAGES.greaterThan0 } });
    }
    const zeroUpdate = await app.admin.request('mutation ($id: Int!) { updateShopMenuIngredient(id: $id, input: { amount: 0 }) { id } }', { id: beans.data!.createShopMenuIngredient.id });
    expect(zeroUpdate.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { amount: MESSAGES.greaterThan0 } });
    expect(await rows(shopMenuIngredients)).toBe(before);
    expect((await add(ids['Fresh Milk']!, 150.5)).errors).toBeUndefined();
    const lines = await app.admin.request<{ shopMenuIngredientsByMenuId: unknown[] }>(LINES, { shopMenuId: menu.id });
    expect(lines.data!.shopMenuIngredientsByMenuId).toEqual([
      { amount: 18, ingredient: { name: 'Espresso Beans' } },
      { amount: 150.5, ingredient: { name: 'Fresh Milk' } },
    ]);
    const removed = await app.admin.request('mutation ($id: Int!) { deleteShopMenuIngredient(id: $id) }', { id: beans.data!.createShopMenuIngredient.id });
    expect(removed.errors).toBeUndefined();
    expect((await app.admin.request<{ shopMenuIngredientsByMenuId: unknown[] }>(LINES, { shopMenuId: menu.id })).data!.shopMenuIngredientsByMenuId).toHaveLength(1);
  });
});

describe('shop products', () => {
  it('sells a vending product once, on chosen machine-type displays, and sets a display’s products as a whole list', async () => {
    const product = await app.admin.request<{ createProduct: { id: number } }>('mutation ($input: ProductInput!) { createProduct(input: $input) { id } }', {
      input: { name: 'Kopi Susu', cogs: 6000, minDuration: 30, maxDuration: 50, containCoffee: true, weight: 250, active: true, ingredients: [{ ingredientId: ids['Fresh Milk'], amount: 100 }] },
    });
    const type = await app.admin.request<{ createMachineType: { id: number } }>('mutation { createMachineType(input: { name: "Latte Box", initialName: "LB", active: true }) { id } }');
    const display = await app.admin.request<{ createMachineTypeDisplay: { id: number } }>('mutation ($input: MachineTypeDisplayInput!) { createMachineTypeDisplay(input: $input) { id } }', {
      input: { name: 'Latte Box display', active: true, machineTypeIds: [type.data!.createMachineType.id] },
    });
    const displayId = display.data!.createMachineTypeDisplay.id;
    const input = { productId: product.data!.createProduct.id, name: 'Kopi Susu Gula Aren', price: 18000, imageUrl: image, active: true, machineTypeDisplayIds: [displayId] };
    const CREATE_PRODUCT = 'mutation ($input: ShopProductInput!) { createShopProduct(input: $input) { id name price product { name } machineTypeDisplays { name } } }';
    const created = await app.admin.request<{ createShopProduct: { id: number } }>(CREATE_PRODUCT, { input });
    expect(created.data?.createShopProduct).toMatchObject({ name: 'Kopi Susu Gula Aren', price: 18000, product: { name: 'Kopi Susu' }, machineTypeDisplays: [{ name: 'Latte Box display' }] });
    const again = await app.admin.request(CREATE_PRODUCT, { input: { ...input, name: 'Again' } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { productId: 'This product is already sold in the shop.' } });
    const badPrice = await app.admin.request(CREATE_PRODUCT, { input: { ...input, price: -1 } });
    expect(badPrice.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { price: MESSAGES.nonNegative } });

    const OFFERS = '{ shopProductMachineTypeDisplays { machineTypeDisplay { name } shopProducts { name } } }';
    const SET = 'mutation ($id: Int!, $ids: [Int!]!) { updateShopProductMachineTypeDisplay(machineTypeDisplayId: $id, shopProductIds: $ids) { shopProductIds } }';
    expect((await app.admin.request<{ shopProductMachineTypeDisplays: unknown[] }>(OFFERS)).data!.shopProductMachineTypeDisplays).toContainEqual({
      machineTypeDisplay: { name: 'Latte Box display' },
      shopProducts: [{ name: 'Kopi Susu Gula Aren' }],
    });
    expect((await app.admin.request(SET, { id: displayId, ids: [999999] })).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { shopProductIds: 'Shop product 999999 does not exist.' } });
    expect((await app.admin.request(SET, { id: displayId, ids: [] })).data).toEqual({ updateShopProductMachineTypeDisplay: { shopProductIds: [] } });
    const viewer = await app.userWith(['VIEW_SHOP_PRODUCT_MACHINE_TYPE_DISPLAY']);
    expect((await viewer.request(SET, { id: displayId, ids: [] })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
