import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { MESSAGES } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { hubTypes, ingredients, packagings, spareParts, units } from './master-data.table';
import type { PgTable } from 'drizzle-orm/pg-core';

let app: TestApp;
const unitIds: Record<string, number> = {};

const rows = async (table: PgTable) => (await app.db.select({ n: count() }).from(table))[0]!.n;

const CREATE_UNIT = 'mutation ($input: UnitInput!) { createUnit(input: $input) { id name description active } }';
const UPDATE_UNIT = 'mutation ($id: Int!, $input: UnitUpdateInput!) { updateUnit(id: $id, input: $input) { id name description active } }';
const INGREDIENT_FIELDS = 'id orderNr name unitId unit { name } remark packagingQuantity active';
const CREATE_INGREDIENT = `mutation ($input: IngredientInput!) { createIngredient(input: $input) { ${INGREDIENT_FIELDS} } }`;
const UPDATE_INGREDIENT = `mutation ($id: Int!, $input: IngredientUpdateInput!) { updateIngredient(id: $id, input: $input) { ${INGREDIENT_FIELDS} } }`;
const LIST_INGREDIENTS = 'query ($pageInput: PageInput!) { ingredients(pageInput: $pageInput) { totalPages currentPage totalRows results { name unit { name } } } }';

interface Ingredient {
  id: number;
  orderNr: number;
  name: string;
  unitId: number;
  unit: { name: string };
  remark: string | null;
  packagingQuantity: number | null;
  active: boolean;
}
interface IngredientPage {
  ingredients: { totalPages: number; currentPage: number; totalRows: number; results: { name: string; unit: { name: string } }[] };
}

const createIngredient = async (input: Record<string, unknown>) => {
  const result = await app.admin.request<{ createIngredient: Ingredient }>(CREATE_INGREDIENT, { input: { active: true, ...input } });
  expect(result.errors).toBeUndefined();
  return result.data!.createIngredient;
};

beforeAll(async () => {
  app = await startTestApp();
  for (const name of ['Gram', 'Millilitre', 'Piece']) {
    const result = await app.admin.request<{ createUnit: { id: number } }>(CREATE_UNIT, { input: { name, active: true } });
    unitIds[name] = result.data!.createUnit.id;
  }
});
afterAll(() => app.close());

describe('units', () => {
  it('creates a unit, reads it back and lists it', async () => {
    const created = await app.admin.request<{ createUnit: { id: number } }>(CREATE_UNIT, {
      input: { name: '  Kilogram ', description: 'A thousand grams', active: false },
    });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createUnit.id;
    const read = await app.admin.request<{ unit: unknown }>('query ($id: Int!) { unit(id: $id) { id name description active } }', { id });
    expect(read.data?.unit).toEqual({ id, name: 'Kilogram', description: 'A thousand grams', active: false });
    const all = await app.admin.request<{ unitsAll: { name: string }[] }>('{ unitsAll { name } }');
    expect(all.data?.unitsAll.map((unit) => unit.name)).toEqual(['Gram', 'Kilogram', 'Millilitre', 'Piece']);
  });

  it('changes only the fields given', async () => {
    const created = await app.admin.request<{ createUnit: { id: number } }>(CREATE_UNIT, { input: { name: 'Sachet', description: 'Single serve', active: true } });
    const id = created.data!.createUnit.id;
    const renamed = await app.admin.request<{ updateUnit: unknown }>(UPDATE_UNIT, { id, input: { name: 'Stick' } });
    expect(renamed.data?.updateUnit).toEqual({ id, name: 'Stick', description: 'Single serve', active: true });
    const deactivated = await app.admin.request<{ updateUnit: unknown }>(UPDATE_UNIT, { id, input: { active: false, description: null } });
    expect(deactivated.data?.updateUnit).toEqual({ id, name: 'Stick', description: null, active: false });
  });

  it('refuses a missing name with the spec message and writes nothing', async () => {
    const before = await rows(units);
    for (const name of ['', '   ']) {
      const result = await app.admin.request(CREATE_UNIT, { input: { name, active: true } });
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: MESSAGES.required } });
    }
    const update = await app.admin.request(UPDATE_UNIT, { id: unitIds.Gram, input: { name: null } });
    expect(update.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: MESSAGES.required } });
    expect(await rows(units)).toBe(before);
    const gram = await app.admin.request<{ unit: { name: string } }>('query ($id: Int!) { unit(id: $id) { name } }', { id: unitIds.Gram });
    expect(gram.data?.unit.name).toBe('Gram');
  });

  it('refuses a duplicate name whatever its case, on create and on rename', async () => {
    const before = await rows(units);
    const again = await app.admin.request(CREATE_UNIT, { input: { name: 'GRAM', active: true } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { name: 'A unit with this name already exists.' } });
    expect(await rows(units)).toBe(before);
    const rename = await app.admin.request(UPDATE_UNIT, { id: unitIds.Piece, input: { name: 'millilitre' } });
    expect(rename.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { name: 'A unit with this name already exists.' } });
    const piece = await app.admin.request<{ unit: { name: string } }>('query ($id: Int!) { unit(id: $id) { name } }', { id: unitIds.Piece });
    expect(piece.data?.unit.name).toBe('Piece');
  });

  it('answers NOT_FOUND for a unit that does not exist', async () => {
    const read = await app.admin.request('{ unit(id: 987654) { id } }');
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const update = await app.admin.request(UPDATE_UNIT, { id: 987_654, input: { name: 'Ghost' } });
    expect(update.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('ingredients', () => {
  let arabica: Ingredient;
  let milk: Ingredient;
  let water: Ingredient;

  beforeAll(async () => {
    arabica = await createIngredient({ name: 'Arabica Beans', unitId: unitIds.Gram, remark: 'Gayo, medium roast', packagingQuantity: 1000 });
    milk = await createIngredient({ name: 'Milk Powder', unitId: unitIds.Gram, packagingQuantity: 500.5 });
    water = await createIngredient({ name: 'Water', unitId: unitIds.Millilitre, orderNr: 50, active: false });
  });

  it('creates an ingredient with its unit, and numbers it after the last one when no order is given', () => {
    expect(arabica).toEqual({
      id: arabica.id,
      orderNr: 1,
      name: 'Arabica Beans',
      unitId: unitIds.Gram,
      unit: { name: 'Gram' },
      remark: 'Gayo, medium roast',
      packagingQuantity: 1000,
      active: true,
    });
    expect(milk).toMatchObject({ orderNr: 2, remark: null, packagingQuantity: 500.5 });
    expect(water).toMatchObject({ orderNr: 50, unit: { name: 'Millilitre' }, packagingQuantity: null, active: false });
  });

  it('numbers the next one after the highest order, and reads it back by id', async () => {
    const sugar = await createIngredient({ name: 'Sugar', unitId: unitIds.Gram });
    expect(sugar.orderNr).toBe(51);
    const read = await app.admin.request<{ ingredient: Ingredient }>(`query ($id: Int!) { ingredient(id: $id) { ${INGREDIENT_FIELDS} } }`, { id: sugar.id });
    expect(read.data?.ingredient).toEqual(sugar);
  });

  it('changes only the fields given, and keeps the order when it is sent empty', async () => {
    const syrup = await createIngredient({ name: 'Caramel Syrup', unitId: unitIds.Gram, remark: 'Sweet', packagingQuantity: 750 });
    const updated = await app.admin.request<{ updateIngredient: Ingredient }>(UPDATE_INGREDIENT, {
      id: syrup.id,
      input: { unitId: unitIds.Millilitre, orderNr: null },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateIngredient).toEqual({ ...syrup, unitId: unitIds.Millilitre, unit: { name: 'Millilitre' } });
    const reordered = await app.admin.request<{ updateIngredient: Ingredient }>(UPDATE_INGREDIENT, {
      id: syrup.id,
      input: { orderNr: 7, remark: '', packagingQuantity: 1000 },
    });
    expect(reordered.data?.updateIngredient).toEqual({ ...syrup, unitId: unitIds.Millilitre, unit: { name: 'Millilitre' }, orderNr: 7, remark: null, packagingQuantity: 1000 });
  });

  it('refuses a missing name with the spec message and writes nothing', async () => {
    const before = await rows(ingredients);
    const result = await app.admin.request(CREATE_INGREDIENT, { input: { name: ' ', unitId: unitIds.Gram, active: true } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: MESSAGES.required } });
    expect(await rows(ingredients)).toBe(before);
  });

  it('refuses a unit that does not exist, on create and update, and writes nothing', async () => {
    const before = await rows(ingredients);
    const result = await app.admin.request(CREATE_INGREDIENT, { input: { name: 'Ghost Beans', unitId: 99_999, active: true } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { unitId: 'Unit 99999 does not exist.' } });
    expect(await rows(ingredients)).toBe(before);
    const update = await app.admin.request(UPDATE_INGREDIENT, { id: milk.id, input: { unitId: 99_999 } });
    expect(update.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { unitId: 'Unit 99999 does not exist.' } });
    const read = await app.admin.request<{ ingredient: { unitId: number } }>('query ($id: Int!) { ingredient(id: $id) { unitId } }', { id: milk.id });
    expect(read.data?.ingredient.unitId).toBe(unitIds.Gram);
  });

  it('refuses a duplicate name whatever its case', async () => {
    const before = await rows(ingredients);
    const result = await app.admin.request(CREATE_INGREDIENT, { input: { name: 'arabica BEANS', unitId: unitIds.Gram, active: true } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { name: 'An ingredient with this name already exists.' } });
    expect(await rows(ingredients)).toBe(before);
  });

  it('refuses a packaging quantity that is not above 0', async () => {
    const before = await rows(ingredients);
    for (const packagingQuantity of [0, -5]) {
      const result = await app.admin.request(CREATE_INGREDIENT, { input: { name: 'Cocoa', unitId: unitIds.Gram, packagingQuantity, active: true } });
      expect(result.errors?.[0]?.extensions, String(packagingQuantity)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { packagingQuantity: MESSAGES.greaterThan0 } });
    }
    expect(await rows(ingredients)).toBe(before);
    const update = await app.admin.request(UPDATE_INGREDIENT, { id: arabica.id, input: { packagingQuantity: 0 } });
    expect(update.errors?.[0]?.extensions?.fields?.packagingQuantity).toBe(MESSAGES.greaterThan0);
  });

  it('matches LIKE case-insensitively', async () => {
    const result = await app.admin.request<IngredientPage>(LIST_INGREDIENTS, {
      pageInput: { page: 1, size: 20, filters: { operator: 'AND', options: [{ field: 'name', type: 'LIKE', values: ['arabica'] }] } },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.ingredients).toEqual({ totalPages: 1, currentPage: 1, totalRows: 1, results: [{ name: 'Arabica Beans', unit: { name: 'Gram' } }] });
    const upper = await app.admin.request<IngredientPage>(LIST_INGREDIENTS, {
      pageInput: { page: 1, size: 20, filters: { operator: 'AND', options: [{ field: 'name', type: 'LIKE', values: ['BEAN'] }] } },
    });
    expect(upper.data?.ingredients.results.map((row) => row.name)).toEqual(['Arabica Beans']);
  });

  it('combines IN on the unit with LIKE on the name through OR', async () => {
    const result = await app.admin.request<IngredientPage>(LIST_INGREDIENTS, {
      pageInput: {
        page: 1,
        size: 20,
        sorts: [{ field: 'name', direction: 'ASC' }],
        filters: {
          operator: 'OR',
          options: [
            { field: 'unitId', type: 'IN', values: [String(unitIds.Millilitre), String(unitIds.Piece)] },
            { field: 'name', type: 'LIKE', values: ['milk'] },
          ],
        },
      },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.ingredients.results.map((row) => row.name)).toEqual(['Caramel Syrup', 'Milk Powder', 'Water']);
    const both = await app.admin.request<IngredientPage>(LIST_INGREDIENTS, {
      pageInput: {
        page: 1,
        size: 20,
        filters: {
          operator: 'AND',
          options: [
            { field: 'unitId', type: 'IN', values: [String(unitIds.Gram)] },
            { field: 'active', type: 'EQUAL', values: ['true'] },
            { field: 'name', type: 'LIKE', values: ['milk'] },
          ],
        },
      },
    });
    expect(both.data?.ingredients.results.map((row) => row.name)).toEqual(['Milk Powder']);
  });

  it('sorts by the name of the unit', async () => {
    const sorted = async (direction: 'ASC' | 'DESC') => {
      const result = await app.admin.request<IngredientPage>(LIST_INGREDIENTS, {
        pageInput: { page: 1, size: 20, sorts: [{ field: 'unit', direction }, { field: 'name', direction: 'ASC' }] },
      });
      expect(result.errors).toBeUndefined();
      return result.data!.ingredients.results.map((row) => `${row.unit.name}:${row.name}`);
    };
    expect(await sorted('ASC')).toEqual(['Gram:Arabica Beans', 'Gram:Milk Powder', 'Gram:Sugar', 'Millilitre:Caramel Syrup', 'Millilitre:Water']);
    expect(await sorted('DESC')).toEqual(['Millilitre:Caramel Syrup', 'Millilitre:Water', 'Gram:Arabica Beans', 'Gram:Milk Powder', 'Gram:Sugar']);
  });

  it('lists in stock order by default', async () => {
    const result = await app.admin.request<{ ingredientsAll: { name: string; orderNr: number }[] }>('{ ingredientsAll { name orderNr } }');
    expect(result.data?.ingredientsAll).toEqual([
      { name: 'Arabica Beans', orderNr: 1 },
      { name: 'Milk Powder', orderNr: 2 },
      { name: 'Caramel Syrup', orderNr: 7 },
      { name: 'Water', orderNr: 50 },
      { name: 'Sugar', orderNr: 51 },
    ]);
  });

  const refusals: [string, Record<string, unknown>, RegExp][] = [
    ['a filter on a field that is not declared', { filters: { operator: 'AND', options: [{ field: 'updatedAt', type: 'NOT_NULL', values: [] }] } }, /Cannot filter on "updatedAt"/],
    ['a sort on a field that is not declared', { sorts: [{ field: 'unit_id', direction: 'ASC' }] }, /Cannot sort on "unit_id"/],
    ['LIKE on a number', { filters: { operator: 'AND', options: [{ field: 'orderNr', type: 'LIKE', values: ['1'] }] } }, /LIKE does not apply to "orderNr"/],
    ['a word for a unit id', { filters: { operator: 'AND', options: [{ field: 'unitId', type: 'IN', values: ['gram'] }] } }, /is not a valid integer for "unitId"/],
  ];
  for (const [label, input, message] of refusals) {
    it(`refuses ${label}`, async () => {
      const result = await app.admin.request(LIST_INGREDIENTS, { pageInput: { page: 1, size: 20, ...input } });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toMatch(message);
      expect(result.data?.ingredients).toBeNull();
    });
  }
});

describe('packagings and spare parts', () => {
  it('creates, lists and updates a packaging', async () => {
    const created = await app.admin.request<{ createPackaging: { id: number } }>(
      'mutation ($input: PackagingInput!) { createPackaging(input: $input) { id name description quantity active } }',
      { input: { name: 'Cup Sleeve', description: 'Paper cups', quantity: 50, active: true } },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createPackaging).toEqual({ id: created.data!.createPackaging.id, name: 'Cup Sleeve', description: 'Paper cups', quantity: 50, active: true });
    const id = created.data!.createPackaging.id;
    const updated = await app.admin.request<{ updatePackaging: unknown }>(
      'mutation ($id: Int!, $input: PackagingUpdateInput!) { updatePackaging(id: $id, input: $input) { name description quantity active } }',
      { id, input: { quantity: 100 } },
    );
    expect(updated.data?.updatePackaging).toEqual({ name: 'Cup Sleeve', description: 'Paper cups', quantity: 100, active: true });
    const page = await app.admin.request<{ packagings: { totalRows: number; results: { name: string; quantity: number }[] } }>(
      '{ packagings(pageInput: { page: 1, size: 10, filters: { operator: AND, options: [{ field: "quantity", type: GREATER_THAN_EQUAL, values: ["100"] }] } }) { totalRows results { name quantity } } }',
    );
    expect(page.data?.packagings).toEqual({ totalRows: 1, results: [{ name: 'Cup Sleeve', quantity: 100 }] });
  });

  it('refuses a packaging quantity that is not above 0 and writes nothing', async () => {
    const before = await rows(packagings);
    const result = await app.admin.request('mutation { createPackaging(input: { name: "Empty Box", quantity: 0, active: true }) { id } }');
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { quantity: MESSAGES.greaterThan0 } });
    expect(await rows(packagings)).toBe(before);
  });

  it('creates, reads and updates a spare part with its part number', async () => {
    const created = await app.admin.request<{ createSparePart: { id: number } }>(
      'mutation ($input: SparePartInput!) { createSparePart(input: $input) { id name description partNumber active } }',
      { input: { name: 'Grinder Burr', partNumber: ' GB-220 ', active: true } },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createSparePart.id;
    expect(created.data?.createSparePart).toEqual({ id, name: 'Grinder Burr', description: null, partNumber: 'GB-220', active: true });
    await app.admin.request('mutation ($id: Int!) { updateSparePart(id: $id, input: { active: false }) { id } }', { id });
    const read = await app.admin.request<{ sparePart: unknown }>('query ($id: Int!) { sparePart(id: $id) { name partNumber active } }', { id });
    expect(read.data?.sparePart).toEqual({ name: 'Grinder Burr', partNumber: 'GB-220', active: false });
    const duplicate = await app.admin.request('mutation { createSparePart(input: { name: "grinder burr", active: true }) { id } }');
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { name: 'A spare part with this name already exists.' } });
    expect(await rows(spareParts)).toBe(1);
  });
});

describe('hub types', () => {
  it('round-trips hub types through hubTypePages and hubTypesAll', async () => {
    const CREATE = 'mutation ($input: HubTypeInput!) { createHubType(input: $input) { id name description active } }';
    const office = await app.admin.request<{ createHubType: { id: number } }>(CREATE, { input: { name: 'Office', description: 'Office lobby', active: true } });
    expect(office.errors).toBeUndefined();
    const campus = await app.admin.request<{ createHubType: { id: number } }>(CREATE, { input: { name: 'Campus', active: false } });
    const officeId = office.data!.createHubType.id;
    const updated = await app.admin.request<{ updateHubType: unknown }>(
      'mutation ($id: Int!, $input: HubTypeUpdateInput!) { updateHubType(id: $id, input: $input) { id name description active } }',
      { id: officeId, input: { name: 'Office Building' } },
    );
    expect(updated.data?.updateHubType).toEqual({ id: officeId, name: 'Office Building', description: 'Office lobby', active: true });

    const page = await app.admin.request<{ hubTypePages: { totalPages: number; totalRows: number; results: { name: string }[] } }>(
      '{ hubTypePages(pageInput: { page: 1, size: 1, sorts: [{ field: "name", direction: DESC }] }) { totalPages totalRows results { name } } }',
    );
    expect(page.data?.hubTypePages).toEqual({ totalPages: 2, totalRows: 2, results: [{ name: 'Office Building' }] });
    const active = await app.admin.request<{ hubTypesAll: { id: number; name: string }[] }>(
      '{ hubTypesAll(queryInput: { filters: { operator: AND, options: [{ field: "active", type: EQUAL, values: ["true"] }] } }) { id name } }',
    );
    expect(active.data?.hubTypesAll).toEqual([{ id: officeId, name: 'Office Building' }]);
    const all = await app.admin.request<{ hubTypesAll: { id: number }[] }>('{ hubTypesAll { id } }');
    expect(all.data?.hubTypesAll.map((type) => type.id)).toEqual([campus.data!.createHubType.id, officeId]);

    const duplicate = await app.admin.request(CREATE, { input: { name: 'CAMPUS', active: true } });
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { name: 'A hub type with this name already exists.' } });
    expect(await rows(hubTypes)).toBe(2);
  });
});
