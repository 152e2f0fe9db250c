import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { productSetCombinations } from './product-sets.table';

let app: TestApp;
const productIds: Record<string, number> = {};
let setId: number;

const ADD = 'mutation ($productSetId: Int!, $productId: Int!) { createProductSetCombination(productSetId: $productSetId, productId: $productId) { id menus { name } } }';
const REMOVE = 'mutation ($productSetId: Int!, $productId: Int!) { deleteProductSetCombination(productSetId: $productSetId, productId: $productId) { id menus { name } } }';
const CANDIDATES = 'query ($productSetId: Int!) { productsNotInProductSet(productSetId: $productSetId) { name } }';
const combinations = async () => (await app.db.select({ n: count() }).from(productSetCombinations))[0]!.n;

beforeAll(async () => {
  app = await startTestApp();
  const unit = await app.admin.request<{ createUnit: { id: number } }>('mutation { createUnit(input: { name: "Gram", active: true }) { id } }');
  const ingredient = await app.admin.request<{ createIngredient: { id: number } }>(
    'mutation ($input: IngredientInput!) { createIngredient(input: $input) { id } }',
    { input: { name: 'Arabica Beans', unitId: unit.data!.createUnit.id, active: true } },
  );
  for (const [name, active] of [['Americano', true], ['Caffe Latte', true], ['Teh Tarik', true], ['Mocha', false]] as const) {
    const result = await app.admin.request<{ createProduct: { id: number } }>('mutation ($input: ProductInput!) { createProduct(input: $input) { id } }', {
      input: {
        name,
        cogs: 5000,
        minDuration: 30,
        maxDuration: 60,
        containCoffee: true,
        weight: 250,
        active,
        ingredients: [{ ingredientId: ingredient.data!.createIngredient.id, amount: 16 }],
      },
    });
    productIds[name] = result.data!.createProduct.id;
  }
  const set = await app.admin.request<{ createProductSet: { id: number } }>('mutation { createProductSet(input: { name: "Office Classics", active: true }) { id } }');
  setId = set.data!.createProductSet.id;
});
afterAll(() => app.close());

describe('product sets', () => {
  it('adds products to a set and removes one, offering as candidates only the active products not in it', async () => {
    const before = await app.admin.request<{ productsNotInProductSet: { name: string }[] }>(CANDIDATES, { productSetId: setId });
    expect(before.data?.productsNotInProductSet.map((product) => product.name)).toEqual(['Americano', 'Caffe Latte', 'Teh Tarik']);
    await app.admin.request(ADD, { productSetId: setId, productId: productIds['Teh Tarik'] });
    const added = await app.admin.request<{ createProductSetCombination: { menus: { name: string }[] } }>(ADD, { productSetId: setId, productId: productIds.Americano });
    expect(added.data?.createProductSetCombination.menus.map((product) => product.name)).toEqual(['Americano', 'Teh Tarik']);
    const after = await app.admin.request<{ productsNotInProductSet: { name: string }[] }>(CANDIDATES, { productSetId: setId });
    expect(after.data?.productsNotInProductSet.map((product) => product.name)).toEqual(['Caffe Latte']);

    const removed = await app.admin.request<{ deleteProductSetCombination: { menus: { name: string }[] } }>(REMOVE, { productSetId: setId, productId: productIds.Americano });
    expect(removed.data?.deleteProductSetCombination.menus.map((product) => product.name)).toEqual(['Teh Tarik']);
    const activities = await app.admin.request<{ userActivities: { results: { message: string }[] } }>(
      '{ userActivities(pageInput: { page: 1, size: 2, sorts: [{ field: "id", direction: DESC }] }) { results { message } } }',
    );
    expect(activities.data?.userActivities.results.map((row) => row.message)).toEqual([
      'Removed product "Americano" from product set "Office Classics".',
      'Added product "Americano" to product set "Office Classics".',
    ]);
  });

  it('refuses a product already in the set, an inactive or missing one, and a removal of a product not in it, writing nothing', async () => {
    await app.admin.request(ADD, { productSetId: setId, productId: productIds['Caffe Latte'] });
    const before = await combinations();
    const twice = await app.admin.request(ADD, { productSetId: setId, productId: productIds['Caffe Latte'] });
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { productId: 'Already in this set.' } });
    const inactive = await app.admin.request(ADD, { productSetId: setId, productId: productIds.Mocha });
    expect(inactive.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { productId: `Product ${productIds.Mocha} is inactive; choose an active one.` } });
    const missing = await app.admin.request(ADD, { productSetId: setId, productId: 987_654 });
    expect(missing.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const absent = await app.admin.request(REMOVE, { productSetId: setId, productId: productIds.Americano });
    expect(absent.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const noSet = await app.admin.request(ADD, { productSetId: 987_654, productId: productIds.Americano });
    expect(noSet.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await combinations()).toBe(before);
  });

  it('needs UPDATE_PRODUCT_SET to change a set', async () => {
    const viewer = await app.userWith(['VIEW_PRODUCT_SET', 'VIEW_PRODUCT']);
    const before = await combinations();
    const refused = await viewer.request(ADD, { productSetId: setId, productId: productIds.Americano });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const removal = await viewer.request(REMOVE, { productSetId: setId, productId: productIds['Teh Tarik'] });
    expect(removal.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await combinations()).toBe(before);
  });
});
