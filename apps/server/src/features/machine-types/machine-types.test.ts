import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MESSAGES } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { machineTypeStocks, machineTypes } from './machine-types.table';

let app: TestApp;
let machineTypeId: number;
let beansId: number;
let cupId: number;

const CREATE_TYPE = 'mutation ($input: MachineTypeInput!) { createMachineType(input: $input) { id name initialName minCup maxCup } }';
const UPDATE_TYPE = 'mutation ($id: Int!, $input: MachineTypeUpdateInput!) { updateMachineType(id: $id, input: $input) { id minCup maxCup } }';
const CREATE_STOCK = 'mutation ($input: MachineTypeStockInput!) { createMachineTypeStock(input: $input) { id kind low medium high ingredient { name } packaging { name } } }';
const UPDATE_STOCK = 'mutation ($id: Int!, $input: MachineTypeStockUpdateInput!) { updateMachineTypeStock(id: $id, input: $input) { id low medium high } }';
const stocks = async () => (await app.db.select({ n: count() }).from(machineTypeStocks))[0]!.n;

beforeAll(async () => {
  app = await startTestApp();
  const unit = await app.admin.request<{ createUnit: { id: number } }>('mutation { createUnit(input: { name: "Gram", active: true }) { id } }');
  const beans = await app.admin.request<{ createIngredient: { id: number } }>('mutation ($input: IngredientInput!) { createIngredient(input: $input) { id } }', {
    input: { name: 'Arabica Beans', unitId: unit.data!.createUnit.id, active: true },
  });
  beansId = beans.data!.createIngredient.id;
  const cup = await app.admin.request<{ createPackaging: { id: number } }>('mutation { createPackaging(input: { name: "Paper Cup 8oz", active: true, quantity: 50 }) { id } }');
  cupId = cup.data!.createPackaging.id;
  const type = await app.admin.request<{ createMachineType: { id: number } }>(CREATE_TYPE, { input: { name: 'Jumpstart Barista One', initialName: 'JB', active: true, minCup: 150, maxCup: 400 } });
  machineTypeId = type.data!.createMachineType.id;
});
afterAll(() => app.close());

describe('machine types', () => {
  it('refuses a minimum cup level not below the maximum, on create and when one level changes, and writes nothing', async () => {
    const before = (await app.db.select({ n: count() }).from(machineTypes))[0]!.n;
    const equal = await app.admin.request(CREATE_TYPE, { input: { name: 'Kiosk', initialName: 'KS', active: true, minCup: 300, maxCup: 300 } });
    expect(equal.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { minCup: MESSAGES.minimumCupBelowMaximum } });
    expect((await app.db.select({ n: count() }).from(machineTypes))[0]!.n).toBe(before);

    const onlyMinimum = await app.admin.request(UPDATE_TYPE, { id: machineTypeId, input: { minCup: 500 } });
    expect(onlyMinimum.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { minCup: MESSAGES.minimumCupBelowMaximum } });
    const levels = await app.admin.request<{ updateMachineType: unknown }>(UPDATE_TYPE, { id: machineTypeId, input: { minCup: 200, maxCup: 500 } });
    expect(levels.data?.updateMachineType).toEqual({ id: machineTypeId, minCup: 200, maxCup: 500 });
  });

  it('asks for an initial name in capitals and numbers, unique', async () => {
    const lower = await app.admin.request(CREATE_TYPE, { input: { name: 'Kiosk', initialName: 'ks', active: true } });
    expect(lower.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { initialName: MESSAGES.capitalsAndNumbers } });
    const taken = await app.admin.request(CREATE_TYPE, { input: { name: 'Kiosk', initialName: 'JB', active: true } });
    expect(taken.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { initialName: 'A machine type with this initial name already exists.' } });
  });

  it('keeps stock maxima per ingredient and per packaging, with medium between low and high', async () => {
    const stockIn = await app.admin.request<{ createMachineTypeStock: { id: number } }>(CREATE_STOCK, { input: { machineTypeId, ingredientId: beansId, low: 1000, medium: 2000, high: 3000 } });
    expect(stockIn.data?.createMachineTypeStock).toEqual({ id: expect.any(Number), kind: 'IN', low: 1000, medium: 2000, high: 3000, ingredient: { name: 'Arabica Beans' }, packaging: null });
    const stockOut = await app.admin.request<{ createMachineTypeStock: unknown }>(CREATE_STOCK, { input: { machineTypeId, packagingId: cupId, low: 100, medium: 100, high: 250 } });
    expect(stockOut.data?.createMachineTypeStock).toMatchObject({ kind: 'OUT', packaging: { name: 'Paper Cup 8oz' } });

    const before = await stocks();
    for (const [low, medium, high] of [[1000, 500, 3000], [1000, 3500, 3000]]) {
      const refused = await app.admin.request(CREATE_STOCK, { input: { machineTypeId, packagingId: cupId + 0, low, medium, high } });
      expect(refused.errors?.[0]?.extensions, `${low} ${medium} ${high}`).toMatchObject({ code: 'BAD_USER_INPUT', fields: { medium: MESSAGES.mediumBetween } });
    }
    const neither = await app.admin.request(CREATE_STOCK, { input: { machineTypeId, low: 1, medium: 2, high: 3 } });
    expect(neither.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { ingredientId: MESSAGES.required } });
    const again = await app.admin.request(CREATE_STOCK, { input: { machineTypeId, ingredientId: beansId, low: 1, medium: 2, high: 3 } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { ingredientId: 'This machine type already has maxima for this ingredient.' } });
    expect(await stocks()).toBe(before);

    const id = stockIn.data!.createMachineTypeStock.id;
    const highOnly = await app.admin.request(UPDATE_STOCK, { id, input: { high: 1500 } });
    expect(highOnly.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { medium: MESSAGES.mediumBetween } });
    const [stored] = await app.db.select().from(machineTypeStocks).where(eq(machineTypeStocks.id, id));
    expect(stored!.high).toBe(3000);

    const type = await app.admin.request<{ machineType: { stockIns: { id: number }[]; stockOuts: { packaging: { name: string } }[] } }>(
      'query ($id: Int!) { machineType(id: $id) { stockIns { id } stockOuts { packaging { name } } } }',
      { id: machineTypeId },
    );
    expect(type.data?.machineType).toEqual({ stockIns: [{ id }], stockOuts: [{ packaging: { name: 'Paper Cup 8oz' } }] });
  });

  it('shows machine types to shop customers through a display that covers several of them', async () => {
    const second = await app.admin.request<{ createMachineType: { id: number } }>(CREATE_TYPE, { input: { name: 'Jumpstart Compact', initialName: 'JC', active: true } });
    const created = await app.admin.request<{ createMachineTypeDisplay: { id: number; machineTypes: { name: string }[] } }>(
      'mutation ($input: MachineTypeDisplayInput!) { createMachineTypeDisplay(input: $input) { id imageUrl machineTypes { name } } }',
      { input: { name: 'Smart Coffee Kiosk', imageUrl: 'https://cdn.example.com/kiosk.png', active: true, machineTypeIds: [machineTypeId, second.data!.createMachineType.id] } },
    );
    expect(created.data?.createMachineTypeDisplay.machineTypes.map((type) => type.name)).toEqual(['Jumpstart Barista One', 'Jumpstart Compact']);
    const badUrl = await app.admin.request('mutation ($id: Int!, $input: MachineTypeDisplayUpdateInput!) { updateMachineTypeDisplay(id: $id, input: $input) { id } }', {
      id: created.data!.createMachineTypeDisplay.id,
      input: { imageUrl: 'kiosk.png' },
    });
    expect(badUrl.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
