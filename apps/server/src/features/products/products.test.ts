import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MESSAGES } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { ingredientInProducts, productHistories, products } from './products.table';

let app: TestApp;
const ingredientIds: Record<string, number> = {};

const PRODUCT_FIELDS = 'id name cogs minDuration maxDuration containCoffee weight active updatedTime';
const CREATE_PRODUCT = `mutation ($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
const UPDATE_PRODUCT = `mutation ($id: Int!, $input: ProductUpdateInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT_FIELDS} } }`;
const RECIPE = 'query ($productId: Int!) { ingredientInProductsByProductId(productId: $productId) { id amount fastCode ingredient { name } } }';
const HISTORY = 'query ($productId: Int!) { productHistoriesByProductId(productId: $productId) { name cogs active userName updatedTime } }';
const ADD_LINE = 'mutation ($input: IngredientInProductInput!) { createIngredientInProduct(input: $input) { id amount fastCode ingredient { name } } }';
const DELETE_LINE = 'mutation ($id: Int!) { deleteIngredientInProduct(id: $id) }';
const CANDIDATES = 'query ($productId: Int!) { ingredientsNotInProduct(productId: $productId) { name } }';

const rows = async (table: typeof products | typeof ingredientInProducts | typeof productHistories) => (await app.db.select({ n: count() }).from(table))[0]!.n;

const latte = (overrides: Record<string, unknown> = {}) => ({
  name: 'Caffe Latte',
  cogs: 7000,
  minDuration: 40,
  maxDuration: 60,
  containCoffee: true,
  weight: 300,
  active: true,
  ingredients: [
    { ingredientId: ingredientIds.Beans, amount: 18, fastCode: 'C1' },
    { ingredientId: ingredientIds.Milk, amount: 22.5 },
  ],
  ...overrides,
});

async function createProduct(input: Record<string, unknown>) {
  const result = await app.admin.request<{ createProduct: { id: number; updatedTime: string } }>(CREATE_PRODUCT, { input });
  expect(result.errors).toBeUndefined();
  return result.data!.createProduct;
}

beforeAll(async () => {
  app = await startTestApp();
  const unit = await app.admin.request<{ createUnit: { id: number } }>('mutation { createUnit(input: { name: "Gram", active: true }) { id } }');
  for (const [key, name, active] of [
    ['Beans', 'Arabica Beans', true],
    ['Milk', 'Milk Powder', true],
    ['Sugar', 'Palm Sugar', true],
    ['Old', 'Old Creamer', false],
  ] as const) {
    const result = await app.admin.request<{ createIngredient: { id: number } }>(
      'mutation ($input: IngredientInput!) { createIngredient(input: $input) { id } }',
      { input: { name, unitId: unit.data!.createUnit.id, active } },
    );
    ingredientIds[key] = result.data!.createIngredient.id;
  }
});
afterAll(() => app.close());

describe('products and their recipes', () => {
  it('creates a product with its recipe and its first pricing history row, by whom', async () => {
    const product = await createProduct(latte());
    expect(product).toMatchObject({ name: 'Caffe Latte', cogs: 7000, minDuration: 40, maxDuration: 60, containCoffee: true, weight: 300, active: true });
    const recipe = await app.admin.request<{ ingredientInProductsByProductId: unknown[] }>(RECIPE, { productId: product.id });
    expect(recipe.data?.ingredientInProductsByProductId).toEqual([
      { id: expect.any(Number), amount: 18, fastCode: 'C1', ingredient: { name: 'Arabica Beans' } },
      { id: expect.any(Number), amount: 22.5, fastCode: null, ingredient: { name: 'Milk Powder' } },
    ]);
    const history = await app.admin.request<{ productHistoriesByProductId: unknown[] }>(HISTORY, { productId: product.id });
    expect(history.data?.productHistoriesByProductId).toEqual([{ name: 'Caffe Latte', cogs: 7000, active: true, userName: 'Administrator', updatedTime: expect.any(String) }]);
  });

  it('refuses a maximum duration not above the minimum, on create and on update, and writes nothing', async () => {
    const before = await rows(products);
    for (const maxDuration of [40, 30]) {
      const result = await app.admin.request(CREATE_PRODUCT, { input: latte({ name: 'Americano', maxDuration }) });
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { maxDuration: MESSAGES.maximumDurationAboveMinimum } });
    }
    expect(await rows(products)).toBe(before);
    const product = await createProduct(latte({ name: 'Cappuccino' }));
    // Only the minimum is given: it is checked against the stored maximum.
    const update = await app.admin.request(UPDATE_PRODUCT, { id: product.id, input: { minDuration: 60 } });
    expect(update.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { maxDuration: MESSAGES.maximumDurationAboveMinimum } });
    const [stored] = await app.db.select().from(products).where(eq(products.id, product.id));
    expect(stored!.minDuration).toBe(40);
  });

  it('refuses a repeated ingredient, an amount not above 0 and an active product without a recipe', async () => {
    const before = { products: await rows(products), lines: await rows(ingredientInProducts), history: await rows(productHistories) };
    const repeated = await app.admin.request(CREATE_PRODUCT, {
      input: latte({ name: 'Double Shot', ingredients: [{ ingredientId: ingredientIds.Beans, amount: 9 }, { ingredientId: ingredientIds.Beans, amount: 9 }] }),
    });
    expect(repeated.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'ingredients.1.ingredientId': MESSAGES.noRepeatedIngredients } });
    const nothing = await app.admin.request(CREATE_PRODUCT, { input: latte({ name: 'Double Shot', ingredients: [{ ingredientId: ingredientIds.Beans, amount: 0 }] }) });
    expect(nothing.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'ingredients.0.amount': MESSAGES.greaterThan0 } });
    const empty = await app.admin.request(CREATE_PRODUCT, { input: latte({ name: 'Double Shot', ingredients: [] }) });
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { ingredients: MESSAGES.notEmpty } });
    const inactiveIngredient = await app.admin.request(CREATE_PRODUCT, { input: latte({ name: 'Double Shot', ingredients: [{ ingredientId: ingredientIds.Old, amount: 5 }] }) });
    expect(inactiveIngredient.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'ingredients.0.ingredientId': `Ingredient ${ingredientIds.Old} is inactive; choose an active one.` } });
    expect({ products: await rows(products), lines: await rows(ingredientInProducts), history: await rows(productHistories) }).toEqual(before);
  });

  it('creates an inactive product without a recipe, builds the recipe line by line, and activates it only then', async () => {
    const product = await createProduct(latte({ name: 'Matcha Latte', active: false, containCoffee: false, ingredients: [] }));
    const activate = await app.admin.request(UPDATE_PRODUCT, { id: product.id, input: { active: true } });
    expect(activate.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { ingredients: MESSAGES.notEmpty } });

    const candidates = await app.admin.request<{ ingredientsNotInProduct: { name: string }[] }>(CANDIDATES, { productId: product.id });
    expect(candidates.data?.ingredientsNotInProduct.map((row) => row.name)).toEqual(['Arabica Beans', 'Milk Powder', 'Palm Sugar']);
    const line = await app.admin.request<{ createIngredientInProduct: { id: number } }>(ADD_LINE, {
      input: { productId: product.id, ingredientId: ingredientIds.Milk, amount: 25, fastCode: 'M1' },
    });
    expect(line.errors).toBeUndefined();
    const after = await app.admin.request<{ ingredientsNotInProduct: { name: string }[] }>(CANDIDATES, { productId: product.id });
    expect(after.data?.ingredientsNotInProduct.map((row) => row.name)).toEqual(['Arabica Beans', 'Palm Sugar']);

    const linesBefore = await rows(ingredientInProducts);
    const again = await app.admin.request(ADD_LINE, { input: { productId: product.id, ingredientId: ingredientIds.Milk, amount: 5 } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { ingredientId: MESSAGES.noRepeatedIngredients } });
    const zero = await app.admin.request(ADD_LINE, { input: { productId: product.id, ingredientId: ingredientIds.Sugar, amount: -1 } });
    expect(zero.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { amount: MESSAGES.greaterThan0 } });
    expect(await rows(ingredientInProducts)).toBe(linesBefore);

    const activated = await app.admin.request<{ updateProduct: { active: boolean } }>(UPDATE_PRODUCT, { id: product.id, input: { active: true } });
    expect(activated.data?.updateProduct.active).toBe(true);

    // The last line of an active product stays; the product is deactivated first.
    const lineId = line.data!.createIngredientInProduct.id;
    const last = await app.admin.request(DELETE_LINE, { id: lineId });
    expect(last.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { ingredients: MESSAGES.notEmpty } });
    expect(await rows(ingredientInProducts)).toBe(linesBefore);
    await app.admin.request(UPDATE_PRODUCT, { id: product.id, input: { active: false } });
    const removed = await app.admin.request<{ deleteIngredientInProduct: number }>(DELETE_LINE, { id: lineId });
    expect(removed.data?.deleteIngredientInProduct).toBe(lineId);
    expect(await rows(ingredientInProducts)).toBe(linesBefore - 1);
  });

  it('writes a history row for each change of name, cogs or active flag, and none for brewing details', async () => {
    const product = await createProduct(latte({ name: 'Kopi Susu Gula Aren', cogs: 8000 }));
    const cook = await app.userWith(['VIEW_PRODUCT', 'UPDATE_PRODUCT', 'VIEW_PRODUCT_HISTORY']);
    await cook.request(UPDATE_PRODUCT, { id: product.id, input: { cogs: 8500 } });
    await cook.request(UPDATE_PRODUCT, { id: product.id, input: { minDuration: 35, weight: 320 } });
    await app.admin.request(UPDATE_PRODUCT, { id: product.id, input: { name: 'Es Kopi Susu Gula Aren', cogs: 9000 } });
    const history = await cook.request<{ productHistoriesByProductId: { name: string; cogs: number; userName: string }[] }>(HISTORY, { productId: product.id });
    expect(history.data?.productHistoriesByProductId.map(({ name, cogs, userName }) => ({ name, cogs, userName }))).toEqual([
      { name: 'Kopi Susu Gula Aren', cogs: 8000, userName: 'Administrator' },
      { name: 'Kopi Susu Gula Aren', cogs: 8500, userName: 'Tester 1' },
      { name: 'Es Kopi Susu Gula Aren', cogs: 9000, userName: 'Administrator' },
    ]);
  });

  it('writes no history when the change is refused', async () => {
    const product = await createProduct(latte({ name: 'Teh Tarik', containCoffee: false }));
    const before = await rows(productHistories);
    const refused = await app.admin.request(UPDATE_PRODUCT, { id: product.id, input: { cogs: 9999, maxDuration: 10 } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const stale = await app.admin.request(
      `mutation ($id: Int!, $input: ProductUpdateInput!, $at: DateTime) { updateProduct(id: $id, input: $input, expectedUpdatedTime: $at) { id } }`,
      { id: product.id, input: { cogs: 9999 }, at: '2020-01-01T00:00:00.000Z' },
    );
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await rows(productHistories)).toBe(before);
  });

  it('records a history point by hand, not in the future', async () => {
    const product = await createProduct(latte({ name: 'Chocolate', containCoffee: false }));
    const create = 'mutation ($input: ProductHistoryInput!) { createProductHistory(input: $input) { name cogs updatedTime userName } }';
    const past = await app.admin.request<{ createProductHistory: unknown }>(create, {
      input: { productId: product.id, name: 'Chocolate', cogs: 5000, active: true, updatedTime: '2026-01-05T03:00:00.000Z' },
    });
    expect(past.data?.createProductHistory).toEqual({ name: 'Chocolate', cogs: 5000, updatedTime: '2026-01-05T03:00:00.000Z', userName: 'Administrator' });
    const future = await app.admin.request(create, { input: { productId: product.id, name: 'Chocolate', cogs: 5000, active: true, updatedTime: '2999-01-01T00:00:00.000Z' } });
    expect(future.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { updatedTime: 'Must not be in the future.' } });
    const history = await app.admin.request<{ productHistoriesByProductId: { cogs: number }[] }>(HISTORY, { productId: product.id });
    expect(history.data?.productHistoriesByProductId.map((row) => row.cogs)).toEqual([5000, 7000]);
  });

  it('keeps the recipe and history behind their own authorities', async () => {
    const product = await createProduct(latte({ name: 'Americano' }));
    const viewer = await app.userWith(['VIEW_PRODUCT']);
    const recipe = await viewer.request(RECIPE, { productId: product.id });
    expect(recipe.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const history = await viewer.request(HISTORY, { productId: product.id });
    expect(history.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const missing = await app.admin.request(RECIPE, { productId: 987_654 });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
