import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { MESSAGES } from '@back-office/domain';
import { ALREADY_FIRST, ALREADY_LAST } from '../../platform/priority';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { products } from '../products/products.table';
import { shopMenus, shopMenuCustomizationItemLinks } from '../shop-menus/shop-menus.table';
import { shopMenuCustomizationItems, shopMenuCustomizations, shopMerchants, shopToppings, shopVariants, shopVariantUnits } from './shop-catalogue.table';

let app: TestApp;
let productId: number;

const CREATE_TOPPING = 'mutation ($input: ShopToppingInput!) { createShopTopping(input: $input) { id name cogs price priority productId product { name } } }';
const RAISE_TOPPING = 'mutation ($id: Int!) { raiseShopTopping(id: $id) { id priority } }';
const LOWER_TOPPING = 'mutation ($id: Int!) { lowerShopTopping(id: $id) { id priority } }';
const TOPPINGS = 'query { shopToppingsAll { id name priority } }';
const CREATE_CUSTOMIZATION = 'mutation ($input: ShopMenuCustomizationInput!) { createShopMenuCustomization(input: $input) { id name items { id name price priority } } }';
const UPDATE_CUSTOMIZATION =
  'mutation ($id: Int!, $input: ShopMenuCustomizationUpdateInput!) { updateShopMenuCustomization(id: $id, input: $input) { id items { id name price priority } } }';
const CREATE_VARIANT =
  'mutation ($input: ShopVariantInput!) { createShopVariant(input: $input) { id name priority productIdCombinedInShopOrderMenu units { id name productId product { name } } } }';
const UPDATE_VARIANT = 'mutation ($id: Int!, $input: ShopVariantUpdateInput!) { updateShopVariant(id: $id, input: $input) { id units { id name productId } } }';

const rows = async (table: typeof shopToppings | typeof shopMenuCustomizations | typeof shopMenuCustomizationItems | typeof shopVariants | typeof shopVariantUnits) =>
  (await app.db.select({ n: count() }).from(table))[0]!.n;

const topping = async (name: string) => {
  const result = await app.admin.request<{ createShopTopping: { id: number; priority: number } }>(CREATE_TOPPING, { input: { name, cogs: 1000, price: 4000, active: true } });
  if (!result.data?.createShopTopping) throw new Error(JSON.stringify(result.errors));
  return result.data.createShopTopping;
};

/** The toppings as the list shows them: names in priority order, and whether any two share a priority. */
const toppingOrder = async () => {
  const list = await app.db.select({ name: shopToppings.name, priority: shopToppings.priority }).from(shopToppings).orderBy(asc(shopToppings.priority));
  return { names: list.map((row) => row.name), priorities: list.map((row) => row.priority) };
};

beforeAll(async () => {
  app = await startTestApp();
  const product = await app.admin.request<{ createProduct: { id: number } }>('mutation ($input: ProductInput!) { createProduct(input: $input) { id } }', {
    input: { name: 'Iced Latte Large', cogs: 9000, minDuration: 30, maxDuration: 60, containCoffee: true, weight: 400, active: false, ingredients: [] },
  });
  productId = product.data!.createProduct.id;
});
afterAll(() => app.close());

describe('priority moves', () => {
  it('moves one place up or down, refuses at the ends and changes nothing there', async () => {
    const [boba, cheese, jelly, pudding] = [await topping('Boba'), await topping('Cheese Foam'), await topping('Grass Jelly'), await topping('Pudding')];
    const list = await app.admin.request<{ shopToppingsAll: { name: string }[] }>(TOPPINGS);
    expect(list.data?.shopToppingsAll.map((row) => row.name)).toEqual(['Boba', 'Cheese Foam', 'Grass Jelly', 'Pudding']);

    const first = await app.admin.request(RAISE_TOPPING, { id: boba!.id });
    expect(first.errors?.[0]).toMatchObject({ message: ALREADY_FIRST, extensions: { code: 'BAD_USER_INPUT' } });
    const last = await app.admin.request(LOWER_TOPPING, { id: pudding!.id });
    expect(last.errors?.[0]).toMatchObject({ message: ALREADY_LAST, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await toppingOrder()).names).toEqual(['Boba', 'Cheese Foam', 'Grass Jelly', 'Pudding']);

    const raised = await app.admin.request<{ raiseShopTopping: { id: number; priority: number } }>(RAISE_TOPPING, { id: jelly!.id });
    expect(raised.data?.raiseShopTopping).toEqual({ id: jelly!.id, priority: cheese!.priority });
    await app.admin.request(LOWER_TOPPING, { id: boba!.id });
    expect(await toppingOrder()).toEqual({ names: ['Grass Jelly', 'Boba', 'Cheese Foam', 'Pudding'], priorities: [boba, cheese, jelly, pudding].map((row) => row!.priority) });

    const paged = await app.admin.request<{ shopToppings: { results: { name: string }[] } }>('query { shopToppings(pageInput: { page: 1, size: 10 }) { results { name } } }');
    expect(paged.data?.shopToppings.results.map((row) => row.name)).toEqual(['Grass Jelly', 'Boba', 'Cheese Foam', 'Pudding']);
  });

  it('loses no move and never shares a priority when many people move at once', async () => {
    const before = await toppingOrder();
    const extra = [await topping('Aloe Vera'), await topping('Red Bean'), await topping('Oreo Crumble')];
    const last = extra.at(-1)!;
    const size = before.names.length + extra.length;
    // Every raise of the last row must land: it ends first, and the others keep their order.
    const raises = await Promise.all(Array.from({ length: size - 1 }, () => app.admin.request(RAISE_TOPPING, { id: last.id })));
    expect(raises.map((result) => result.errors)).toEqual(Array.from({ length: size - 1 }, () => undefined));
    const raised = await toppingOrder();
    expect(raised.names).toEqual(['Oreo Crumble', ...before.names, 'Aloe Vera', 'Red Bean']);

    const ids = (await app.db.select({ id: shopToppings.id }).from(shopToppings)).map((row) => row.id);
    const moves = await Promise.all(Array.from({ length: 40 }, (_, index) => app.admin.request(index % 2 ? RAISE_TOPPING : LOWER_TOPPING, { id: ids[(index * 7) % ids.length] })));
    for (const move of moves) if (move.errors) expect([ALREADY_FIRST, ALREADY_LAST]).toContain(move.errors[0]!.message);
    const after = await toppingOrder();
    expect(after.priorities).toEqual(raised.priorities);
    expect(new Set(after.names).size).toBe(size);
  });

  it('needs the authority to update the entity', async () => {
    const viewer = await app.userWith(['VIEW_SHOP_TOPPING']);
    const [row] = await app.db.select().from(shopToppings).orderBy(asc(shopToppings.priority)).limit(2).offset(1);
    const refused = await viewer.request(RAISE_TOPPING, { id: row!.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [still] = await app.db.select().from(shopToppings).where(eq(shopToppings.id, row!.id));
    expect(still!.priority).toBe(row!.priority);
  });

  it('moves display categories and variants too', async () => {
    for (const name of ['Signature', 'Seasonal']) await app.admin.request('mutation ($name: String!) { createShopMenuDisplayCategory(input: { name: $name, active: true }) { id } }', { name });
    const list = await app.admin.request<{ shopMenuDisplayCategoriesAll: { id: number; name: string }[] }>('query { shopMenuDisplayCategoriesAll { id name } }');
    const seasonal = list.data!.shopMenuDisplayCategoriesAll[1]!;
    await app.admin.request('mutation ($id: Int!) { raiseShopMenuDisplayCategory(id: $id) { id } }', { id: seasonal.id });
    const moved = await app.admin.request<{ shopMenuDisplayCategoriesAll: { name: string }[] }>('query { shopMenuDisplayCategoriesAll { name } }');
    expect(moved.data?.shopMenuDisplayCategoriesAll.map((row) => row.name)).toEqual(['Seasonal', 'Signature']);
    const product = await app.admin.request('mutation { lowerShopProductDisplayCategory(id: 999999) { id } }');
    expect(product.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('toppings', () => {
  it('refuses a negative amount or a missing name with the spec messages and writes nothing', async () => {
    const before = await rows(shopToppings);
    const negative = await app.admin.request(CREATE_TOPPING, { input: { name: 'Nata de Coco', cogs: -1, price: -500, active: true } });
    expect(negative.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { cogs: MESSAGES.nonNegative, price: MESSAGES.nonNegative } });
    const blank = await app.admin.request(CREATE_TOPPING, { input: { name: '  ', cogs: 0, price: 0, active: true } });
    expect(blank.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: MESSAGES.required } });
    expect(await rows(shopToppings)).toBe(before);
  });

  it('may be a vending product', async () => {
    const made = await app.admin.request<{ createShopTopping: unknown }>(CREATE_TOPPING, { input: { name: 'Espresso Shot', cogs: 3000, price: 8000, active: true, productId: 999999 } });
    expect(made.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { productId: 'Product 999999 does not exist.' } });
    await app.db.update(products).set({ active: true });
    const linked = await app.admin.request<{ createShopTopping: unknown }>(CREATE_TOPPING, { input: { name: 'Espresso Shot', cogs: 3000, price: 8000, active: true, productId } });
    expect(linked.data?.createShopTopping).toMatchObject({ name: 'Espresso Shot', productId, product: { name: 'Iced Latte Large' } });
  });
});

describe('customizations', () => {
  let customizationId: number;
  let items: { id: number; name: string; price: number; priority: number }[];

  it('is made with its items, in their order', async () => {
    const made = await app.admin.request<{ createShopMenuCustomization: { id: number; items: typeof items } }>(CREATE_CUSTOMIZATION, {
      input: { name: 'Sugar Level', active: true, items: [{ name: 'Normal', price: 0 }, { name: 'Less', price: 0 }, { name: 'Extra', price: 1000 }] },
    });
    customizationId = made.data!.createShopMenuCustomization.id;
    items = made.data!.createShopMenuCustomization.items;
    expect(items.map((item) => [item.name, item.price, item.priority])).toEqual([['Normal', 0, 1], ['Less', 0, 2], ['Extra', 1000, 3]]);
  });

  it('refuses repeated names and negative prices with the spec messages and writes nothing', async () => {
    const before = [await rows(shopMenuCustomizations), await rows(shopMenuCustomizationItems)];
    const repeated = await app.admin.request(CREATE_CUSTOMIZATION, { input: { name: 'Ice Level', active: true, items: [{ name: 'Less', price: 0 }, { name: 'less ', price: 0 }] } });
    expect(repeated.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'items.1.name': MESSAGES.noRepeatedNames } });
    const negative = await app.admin.request(CREATE_CUSTOMIZATION, { input: { name: 'Ice Level', active: true, items: [{ name: 'Less', price: -1 }] } });
    expect(negative.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'items.0.price': MESSAGES.nonNegative } });
    const blank = await app.admin.request(CREATE_CUSTOMIZATION, { input: { name: '', active: true, items: [{ name: '', price: 0 }] } });
    expect(blank.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: MESSAGES.required, 'items.0.name': MESSAGES.required } });
    const taken = await app.admin.request(CREATE_CUSTOMIZATION, { input: { name: 'sugar level', active: true, items: [] } });
    expect(taken.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect([await rows(shopMenuCustomizations), await rows(shopMenuCustomizationItems)]).toEqual(before);
  });

  it('replaces its items with the customization: kept ones keep their ids, new ones are added, left-out ones removed', async () => {
    const [normal, less] = items;
    const changed = await app.admin.request<{ updateShopMenuCustomization: { items: typeof items } }>(UPDATE_CUSTOMIZATION, {
      id: customizationId,
      input: { items: [{ id: less!.id, name: 'Less Sugar', price: 0 }, { name: 'No Sugar', price: 0 }, { id: normal!.id, name: 'Normal', price: 0 }] },
    });
    const now = changed.data!.updateShopMenuCustomization.items;
    expect(now.map((item) => [item.name, item.priority])).toEqual([['Less Sugar', 1], ['No Sugar', 2], ['Normal', 3]]);
    expect(now[0]!.id).toBe(less!.id);
    expect(now[2]!.id).toBe(normal!.id);
    items = now;

    const foreign = await app.admin.request(UPDATE_CUSTOMIZATION, { id: customizationId, input: { items: [{ id: 999999, name: 'Stolen', price: 0 }] } });
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'items.0.id': 'Item 999999 does not exist here.' } });
  });

  it('refuses to remove an item a menu offers, and changes nothing', async () => {
    const [merchant] = await app.db.insert(shopMerchants).values({ name: 'Jumpstart Coffee', isJumpstartMerchant: true }).returning();
    const [menu] = await app.db.insert(shopMenus).values({ merchantId: merchant!.id, name: 'Kopi Susu', price: 22000, cogs: 8000 }).returning();
    await app.db.insert(shopMenuCustomizationItemLinks).values({ menuId: menu!.id, customizationItemId: items[0]!.id });
    const removed = await app.admin.request(UPDATE_CUSTOMIZATION, { id: customizationId, input: { name: 'Sugar', items: items.slice(1).map(({ id, name, price }) => ({ id, name, price })) } });
    expect(removed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { items: 'Items in use on a menu cannot be removed; deactivate it instead.' } });
    const [stored] = await app.db.select().from(shopMenuCustomizations).where(eq(shopMenuCustomizations.id, customizationId));
    expect(stored!.name).toBe('Sugar Level');
    expect((await app.db.select().from(shopMenuCustomizationItems).where(eq(shopMenuCustomizationItems.customizationId, customizationId))).length).toBe(3);
  });
});

describe('variants', () => {
  it('is made with its units and their products; a missing product is refused under its unit, writing nothing', async () => {
    const before = [await rows(shopVariants), await rows(shopVariantUnits)];
    const missing = await app.admin.request(CREATE_VARIANT, {
      input: { name: 'Size', active: true, productIdCombinedInShopOrderMenu: true, units: [{ name: 'Regular' }, { name: 'Large', productId: 999999 }] },
    });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'units.1.productId': 'Product 999999 does not exist.' } });
    const repeated = await app.admin.request(CREATE_VARIANT, { input: { name: 'Size', active: true, productIdCombinedInShopOrderMenu: true, units: [{ name: 'Large' }, { name: 'LARGE' }] } });
    expect(repeated.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'units.1.name': MESSAGES.noRepeatedNames } });
    const noFlag = await app.admin.request(CREATE_VARIANT, { input: { name: 'Size', active: true, units: [] } });
    expect(noFlag.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect([await rows(shopVariants), await rows(shopVariantUnits)]).toEqual(before);

    const made = await app.admin.request<{ createShopVariant: { id: number; units: { id: number; name: string }[] } }>(CREATE_VARIANT, {
      input: { name: 'Size', active: true, productIdCombinedInShopOrderMenu: true, units: [{ name: 'Regular' }, { name: 'Large', productId }] },
    });
    expect(made.data?.createShopVariant).toMatchObject({
      name: 'Size',
      productIdCombinedInShopOrderMenu: true,
      units: [{ name: 'Regular', productId: null, product: null }, { name: 'Large', productId, product: { name: 'Iced Latte Large' } }],
    });
    const { id, units } = made.data!.createShopVariant;
    const changed = await app.admin.request<{ updateShopVariant: { units: { id: number; name: string; productId: number | null }[] } }>(UPDATE_VARIANT, {
      id,
      input: { units: [{ id: units[1]!.id, name: 'Large', productId: null }] },
    });
    expect(changed.data?.updateShopVariant.units).toEqual([{ id: units[1]!.id, name: 'Large', productId: null }]);
  });
});

describe('merchants and subcategories', () => {
  it('asks whether a merchant is the company’s own, and which category a subcategory belongs to, writing nothing without', async () => {
    const merchants = (await app.db.select({ n: count() }).from(shopMerchants))[0]!.n;
    const noFlag = await app.admin.request('mutation ($input: ShopMerchantInput!) { createShopMerchant(input: $input) { id } }', { input: { name: 'Kopi Kenangan', active: true } });
    expect(noFlag.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const made = await app.admin.request<{ createShopMerchant: { isJumpstartMerchant: boolean } }>(
      'mutation { createShopMerchant(input: { name: "Kopi Kenangan", active: true, isJumpstartMerchant: false }) { isJumpstartMerchant } }',
    );
    expect(made.data?.createShopMerchant).toEqual({ isJumpstartMerchant: false });
    expect((await app.db.select({ n: count() }).from(shopMerchants))[0]!.n).toBe(merchants + 1);

    const category = await app.admin.request<{ createShopMenuCategory: { id: number } }>('mutation { createShopMenuCategory(input: { name: "Coffee", active: true }) { id } }');
    const subcategory = 'mutation ($input: ShopMenuSubcategoryInput!) { createShopMenuSubcategory(input: $input) { name menuCategory { name } } }';
    const missing = await app.admin.request(subcategory, { input: { name: 'Kopi Susu', active: true, menuCategoryId: 0 } });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { menuCategoryId: MESSAGES.greaterThan0 } });
    const placed = await app.admin.request<{ createShopMenuSubcategory: unknown }>(subcategory, { input: { name: 'Kopi Susu', active: true, menuCategoryId: category.data!.createShopMenuCategory.id } });
    expect(placed.data?.createShopMenuSubcategory).toEqual({ name: 'Kopi Susu', menuCategory: { name: 'Coffee' } });
    const listed = await app.admin.request<{ shopMenuSubcategoriesAll: { name: string }[] }>('query { shopMenuSubcategoriesAll { name } }');
    expect(listed.data?.shopMenuSubcategoriesAll).toEqual([{ name: 'Kopi Susu' }]);
  });
});

