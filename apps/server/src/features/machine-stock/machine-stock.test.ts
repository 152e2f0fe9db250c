import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MACHINE_STOCK_MESSAGES, MESSAGES } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { userActivities } from '../../platform/audit/user-activities.table';
import { machineStockIns, machineStockOuts } from './machine-stock.table';
import { recordStockLevels } from './stock-levels';
import { createTestMachine } from '../../testing/machines';

let app: TestApp;
let machineTypeId: number;
let plainTypeId: number;
const ingredientIds: Record<string, number> = {};
const packagingIds: Record<string, number> = {};

type Caller = TestApp['admin'];

async function ok<Data>(caller: Caller, query: string, variables?: Record<string, unknown>): Promise<Data> {
  const result = await caller.request<Data>(query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

/** The VMC number of the machine made last. */
let vmcNo = '';
async function newMachine(typeId = machineTypeId) {
  const made = await createTestMachine(app, typeId, 'ST');
  vmcNo = made.vmcNo;
  return made.id;
}

const ADD_IN = 'mutation ($input: MachineStockInInput!) { createMachineStockIn(input: $input) { id currentStock minStock maxStock important low ingredient { name } machine { id } } }';
const ADD_OUT = 'mutation ($input: MachineStockOutInput!) { createMachineStockOut(input: $input) { id currentStock minStock maxStock infinite low packaging { name } } }';
const FILL_IN = 'mutation ($inputs: [MachineStockInFillInput!]!) { fillMachineStockIn(inputs: $inputs) { id currentStock } }';
const FILL_OUT = 'mutation ($inputs: [MachineStockOutFillInput!]!) { fillMachineStockOut(inputs: $inputs) { id currentStock } }';

async function addIn(machineId: number, ingredient: string, values: Record<string, unknown> = {}, caller = app.admin) {
  return caller.request<{ createMachineStockIn: { id: number; currentStock: number; maxStock: number; low: boolean } }>(ADD_IN, {
    input: { machineId, ingredientId: ingredientIds[ingredient], currentStock: 500, minStock: 200, ...values },
  });
}

async function addOut(machineId: number, packaging: string, values: Record<string, unknown> = {}) {
  return app.admin.request<{ createMachineStockOut: { id: number; currentStock: number; maxStock: number; low: boolean } }>(ADD_OUT, {
    input: { machineId, packagingId: packagingIds[packaging], currentStock: 50, minStock: 10, ...values },
  });
}

const stockOut = async (machineId: number, packaging: string) =>
  (await app.db.select().from(machineStockOuts).where(and(eq(machineStockOuts.machineId, machineId), eq(machineStockOuts.packagingId, packagingIds[packaging]!))))[0]!;
const stockIn = async (machineId: number, ingredient: string) =>
  (await app.db.select().from(machineStockIns).where(and(eq(machineStockIns.machineId, machineId), eq(machineStockIns.ingredientId, ingredientIds[ingredient]!))))[0]!;

beforeAll(async () => {
  app = await startTestApp();
  const unit = await ok<{ createUnit: { id: number } }>(app.admin, 'mutation { createUnit(input: { name: "Gram", active: true }) { id } }');
  for (const [index, name] of ['Milk Powder', 'Arabica Beans', 'Sugar', 'Cocoa'].entries()) {
    const data = await ok<{ createIngredient: { id: number } }>(app.admin, 'mutation ($input: IngredientInput!) { createIngredient(input: $input) { id } }', {
      input: { name, unitId: unit.createUnit.id, orderNr: 10 - index, active: true },
    });
    ingredientIds[name] = data.createIngredient.id;
  }
  for (const name of ['Paper Cup', 'Cup Lid', 'Milk Pack', 'Straw']) {
    const data = await ok<{ createPackaging: { id: number } }>(app.admin, 'mutation ($input: PackagingInput!) { createPackaging(input: $input) { id } }', {
      input: { name, quantity: 50, active: true },
    });
    packagingIds[name] = data.createPackaging.id;
  }
  const type = await ok<{ createMachineType: { id: number } }>(app.admin, 'mutation { createMachineType(input: { name: "Barista One", initialName: "JB", active: true, minCup: 100, maxCup: 300 }) { id } }');
  machineTypeId = type.createMachineType.id;
  const plain = await ok<{ createMachineType: { id: number } }>(app.admin, 'mutation { createMachineType(input: { name: "No Levels", initialName: "NL", active: true }) { id } }');
  plainTypeId = plain.createMachineType.id;
  for (const typeId of [machineTypeId, plainTypeId]) {
    await ok(app.admin, 'mutation ($input: MachineTypeStockInput!) { createMachineTypeStock(input: $input) { id } }', {
      input: { machineTypeId: typeId, ingredientId: ingredientIds['Milk Powder'], low: 1000, medium: 1600, high: 2400 },
    });
    await ok(app.admin, 'mutation ($input: MachineTypeStockInput!) { createMachineTypeStock(input: $input) { id } }', {
      input: { machineTypeId: typeId, packagingId: packagingIds['Paper Cup'], low: 100, medium: 160, high: 240 },
    });
  }
});
afterAll(() => app.close());

describe('stock in and stock out of a machine', () => {
  it('defaults a new row’s maximum from the machine type for the machine’s level, and lists the rows in order', async () => {
    const machineId = await newMachine();
    // No sales recorded yet: below the type's minimum cups, a low seller.
    const milk = await addIn(machineId, 'Milk Powder');
    expect(milk.data?.createMachineStockIn).toMatchObject({ currentStock: 500, maxStock: 1000, low: false });
    const cups = await addOut(machineId, 'Paper Cup');
    expect(cups.data?.createMachineStockOut).toMatchObject({ maxStock: 100 });
    // A type without cup levels counts its machines as medium sellers.
    const plainMachine = await newMachine(plainTypeId);
    expect((await addIn(plainMachine, 'Milk Powder')).data?.createMachineStockIn.maxStock).toBe(1600);
    // Given, the maximum is kept; with no type maximum, it must be given.
    expect((await addIn(machineId, 'Sugar', { maxStock: 900, orderNr: 1 })).data?.createMachineStockIn.maxStock).toBe(900);
    const missing = await addIn(machineId, 'Cocoa');
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { maxStock: MESSAGES.required } });

    const listed = await ok<{ machineStockInsByMachine: { ingredient: { name: string } }[]; machineStockOutsByMachine: { packaging: { name: string } }[] }>(
      app.admin,
      'query ($id: Int!) { machineStockInsByMachine(machineId: $id) { ingredient { name } } machineStockOutsByMachine(machineId: $id) { packaging { name } } }',
      { id: machineId },
    );
    // Numbered rows first, then by the ingredients' own order.
    expect(listed.machineStockInsByMachine.map((row) => row.ingredient.name)).toEqual(['Sugar', 'Milk Powder']);
    expect(listed.machineStockOutsByMachine.map((row) => row.packaging.name)).toEqual(['Paper Cup']);

    const candidates = await ok<{ ingredientsNotInMachine: { name: string }[]; packagingsNotInMachine: { name: string }[] }>(
      app.admin,
      'query ($id: Int!) { ingredientsNotInMachine(machineId: $id) { name } packagingsNotInMachine(machineId: $id) { name } }',
      { id: machineId },
    );
    expect(candidates.ingredientsNotInMachine.map((row) => row.name).sort()).toEqual(['Arabica Beans', 'Cocoa']);
    expect(candidates.packagingsNotInMachine.map((row) => row.name).sort()).toEqual(['Cup Lid', 'Milk Pack', 'Straw']);
  });

  it('refuses a minimum above the maximum, a repeated item, fractions of pieces, and an unknown machine', async () => {
    const machineId = await newMachine();
    const inverted = await addIn(machineId, 'Milk Powder', { minStock: 2000, maxStock: 1000 });
    expect(inverted.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { minStock: MACHINE_STOCK_MESSAGES.minimumAboveMaximum } });
    // Against the type's default maximum too.
    const aboveDefault = await addIn(machineId, 'Milk Powder', { minStock: 1200 });
    expect(aboveDefault.errors?.[0]?.extensions?.fields).toEqual({ minStock: MACHINE_STOCK_MESSAGES.minimumAboveMaximum });
    expect((await addIn(machineId, 'Milk Powder')).errors).toBeUndefined();
    const again = await addIn(machineId, 'Milk Powder');
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { ingredientId: 'This ingredient is already in the machine’s stock in.' } });
    // Pieces are whole: the API's Int refuses a fraction before anything runs.
    const fraction = await addOut(machineId, 'Cup Lid', { currentStock: 2.5, maxStock: 100 });
    expect(fraction.errors?.[0]?.message).toMatch(/Int cannot represent non-integer value: 2.5/);
    const below = await addOut(machineId, 'Cup Lid', { currentStock: -2, maxStock: 100 });
    expect(below.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { currentStock: MESSAGES.nonNegative } });
    const negative = await addIn(machineId, 'Sugar', { currentStock: -1, maxStock: 100, minStock: 0 });
    expect(negative.errors?.[0]?.extensions?.fields).toEqual({ currentStock: MESSAGES.nonNegative });
    const nowhere = await addIn(999_999, 'Sugar', { currentStock: 50, maxStock: 100, minStock: 10 });
    expect(nowhere.errors?.[0]?.extensions?.fields).toEqual({ machineId: 'Machine 999999 does not exist.' });

    // An update is checked against the stored values.
    const row = await stockIn(machineId, 'Milk Powder');
    const raised = await app.admin.request('mutation ($id: Int!) { updateMachineStockIn(id: $id, input: { minStock: 5000 }) { id } }', { id: row.id });
    expect(raised.errors?.[0]?.extensions?.fields).toEqual({ minStock: MACHINE_STOCK_MESSAGES.minimumAboveMaximum });
    const edited = await ok<{ updateMachineStockIn: { minStock: number; important: boolean } }>(
      app.admin,
      'mutation ($id: Int!) { updateMachineStockIn(id: $id, input: { minStock: 300, important: true }) { minStock important } }',
      { id: row.id },
    );
    expect(edited.updateMachineStockIn).toEqual({ minStock: 300, important: true });
    expect(await ok(app.admin, 'mutation ($id: Int!) { deleteMachineStockIn(id: $id) }', { id: row.id })).toEqual({ deleteMachineStockIn: row.id });
    expect(await stockIn(machineId, 'Milk Powder')).toBeUndefined();
  });

  it('needs the stock authorities to read and change rows, and the fill authorities to fill', async () => {
    const machineId = await newMachine();
    await addIn(machineId, 'Milk Powder');
    await addOut(machineId, 'Paper Cup');
    const viewer = await app.userWith(['VIEW_MACHINE', 'VIEW_MACHINE_STOCK_IN']);
    expect((await viewer.request('query ($id: Int!) { machineStockInsByMachine(machineId: $id) { id } }', { id: machineId })).errors).toBeUndefined();
    for (const [query, variables] of [
      ['query ($id: Int!) { machineStockOutsByMachine(machineId: $id) { id } }', { id: machineId }],
      [ADD_IN, { input: { machineId, ingredientId: ingredientIds.Sugar, currentStock: 1, minStock: 0, maxStock: 10 } }],
      [FILL_IN, { inputs: [{ machineId, ingredientId: ingredientIds['Milk Powder'], currentStock: 900 }] }],
      [FILL_OUT, { inputs: [{ machineId, packagingId: packagingIds['Paper Cup'], additionalStock: 5 }] }],
    ] as const) {
      const refused = await viewer.request(query, variables);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    // A refiller fills without being able to change the rows.
    const refiller = await app.userWith(['VIEW_MACHINE', 'FILL_MACHINE_STOCK_IN', 'FILL_MACHINE_STOCK_OUT']);
    expect((await refiller.request(FILL_IN, { inputs: [{ machineId, ingredientId: ingredientIds['Milk Powder'], currentStock: 900 }] })).errors).toBeUndefined();
    expect((await refiller.request(FILL_OUT, { inputs: [{ machineId, packagingId: packagingIds['Paper Cup'], additionalStock: 5 }] })).errors).toBeUndefined();
    expect((await refiller.request('mutation ($id: Int!) { deleteMachineStockOut(id: $id) }', { id: (await stockOut(machineId, 'Paper Cup')).id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await stockIn(machineId, 'Milk Powder')).currentStock).toBe(900);
    expect((await stockOut(machineId, 'Paper Cup')).currentStock).toBe(55);
    expect((await app.client().request(FILL_IN, { inputs: [] })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('filling a machine', () => {
  it('fills an ingredient to the level given, takes the pieces used from the stock out, and audits each change', async () => {
    const machineId = await newMachine();
    await addIn(machineId, 'Milk Powder', { currentStock: 150, maxStock: 2000 });
    await addOut(machineId, 'Milk Pack', { currentStock: 4, maxStock: 10, minStock: 1 });
    await addOut(machineId, 'Straw', { infinite: true, currentStock: 0, minStock: 0, maxStock: 0 });
    const filled = await ok<{ fillMachineStockIn: { currentStock: number }[] }>(app.admin, FILL_IN, {
      inputs: [
        {
          machineId,
          ingredientId: ingredientIds['Milk Powder'],
          currentStock: 1150.5,
          stockOutsConsumed: [
            { packagingId: packagingIds['Milk Pack'], quantity: 1 },
            { packagingId: packagingIds.Straw, quantity: 3 },
          ],
        },
      ],
    });
    expect(filled.fillMachineStockIn).toEqual([expect.objectContaining({ currentStock: 1150.5 })]);
    expect((await stockOut(machineId, 'Milk Pack')).currentStock).toBe(3);
    // An infinite supply is not counted down.
    expect((await stockOut(machineId, 'Straw')).currentStock).toBe(0);
    const audit = await app.db.select().from(userActivities).where(eq(userActivities.vmcNo, vmcNo));
    expect(audit.map((row) => row.activity).sort()).toEqual(['FILL_MACHINE_STOCK_IN', 'FILL_MACHINE_STOCK_IN', 'FILL_MACHINE_STOCK_IN']);
    const canister = audit.find((row) => row.entity === 'MACHINE_STOCK_IN')!;
    expect(canister.username).toBe('admin');
    expect(canister.changes).toEqual({ currentStock: { before: 150, after: 1150.5 } });
    expect(audit.find((row) => row.entity === 'MACHINE_STOCK_OUT' && row.message.includes('Milk Pack'))!.changes).toEqual({ currentStock: { before: 4, after: 3 } });
  });

  it('refuses insufficient stock and writes nothing of the batch', async () => {
    const machineId = await newMachine();
    await addIn(machineId, 'Milk Powder', { currentStock: 150 });
    await addIn(machineId, 'Sugar', { currentStock: 10, minStock: 0, maxStock: 800 });
    await addOut(machineId, 'Milk Pack', { currentStock: 2, maxStock: 10, minStock: 1 });
    const refused = await app.admin.request(FILL_IN, {
      inputs: [
        { machineId, ingredientId: ingredientIds.Sugar, currentStock: 800 },
        { machineId, ingredientId: ingredientIds['Milk Powder'], currentStock: 1000, stockOutsConsumed: [{ packagingId: packagingIds['Milk Pack'], quantity: 3 }] },
      ],
    });
    expect(refused.errors?.[0]?.message).toContain(MESSAGES.insufficientStock);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'inputs.1.stockOutsConsumed.0.quantity': MESSAGES.insufficientStock } });
    expect((await stockIn(machineId, 'Sugar')).currentStock).toBe(10);
    expect((await stockIn(machineId, 'Milk Powder')).currentStock).toBe(150);
    expect((await stockOut(machineId, 'Milk Pack')).currentStock).toBe(2);
    expect(await app.db.select().from(userActivities).where(eq(userActivities.vmcNo, vmcNo))).toEqual([]);

    const notThere = await app.admin.request(FILL_IN, { inputs: [{ machineId, ingredientId: ingredientIds.Cocoa, currentStock: 10 }] });
    expect(notThere.errors?.[0]?.extensions?.fields).toEqual({ 'inputs.0.ingredientId': `Cocoa is not in the stock in of machine ${vmcNo}.` });
    const packNotThere = await app.admin.request(FILL_IN, {
      inputs: [{ machineId, ingredientId: ingredientIds.Sugar, currentStock: 10, stockOutsConsumed: [{ packagingId: packagingIds['Cup Lid'], quantity: 1 }] }],
    });
    expect(packNotThere.errors?.[0]?.extensions?.fields).toEqual({ 'inputs.0.stockOutsConsumed.0.packagingId': `Cup Lid is not in the stock out of machine ${vmcNo}.` });
    const fraction = await app.admin.request(FILL_IN, {
      inputs: [{ machineId, ingredientId: ingredientIds.Sugar, currentStock: 10, stockOutsConsumed: [{ packagingId: packagingIds['Milk Pack'], quantity: 0 }] }],
    });
    expect(fraction.errors?.[0]?.extensions?.fields).toEqual({ 'inputs.0.stockOutsConsumed.0.quantity': MESSAGES.greaterThan0 });
    const empty = await app.admin.request(FILL_IN, { inputs: [] });
    expect(empty.errors?.[0]?.extensions?.fields).toEqual({ inputs: MESSAGES.notEmpty });
  });

  it('adds pieces to the stock out, takes returns back no further than the stock, and leaves infinite stock alone', async () => {
    const machineId = await newMachine();
    await addOut(machineId, 'Paper Cup', { currentStock: 8 });
    await addOut(machineId, 'Straw', { infinite: true, currentStock: 0, minStock: 0, maxStock: 0 });
    const filled = await ok<{ fillMachineStockOut: { currentStock: number }[] }>(app.admin, FILL_OUT, {
      inputs: [{ machineId, packagingId: packagingIds['Paper Cup'], additionalStock: 50, returnQuantity: 3 }],
    });
    expect(filled.fillMachineStockOut[0]!.currentStock).toBe(55);
    const audit = await app.db.select().from(userActivities).where(and(eq(userActivities.vmcNo, vmcNo), eq(userActivities.activity, 'FILL_MACHINE_STOCK_OUT')));
    expect(audit.map((row) => row.changes)).toEqual([{ currentStock: { before: 8, after: 55 } }]);

    const tooMany = await app.admin.request(FILL_OUT, { inputs: [{ machineId, packagingId: packagingIds['Paper Cup'], additionalStock: 1, returnQuantity: 56 }] });
    expect(tooMany.errors?.[0]?.message).toContain(MESSAGES.returnAboveStock);
    expect(tooMany.errors?.[0]?.extensions?.fields).toEqual({ 'inputs.0.returnQuantity': MESSAGES.returnAboveStock });
    // The whole stock may go back.
    expect((await ok<{ fillMachineStockOut: { currentStock: number }[] }>(app.admin, FILL_OUT, { inputs: [{ machineId, packagingId: packagingIds['Paper Cup'], additionalStock: 1, returnQuantity: 55 }] })).fillMachineStockOut[0]!.currentStock).toBe(1);

    for (const [additionalStock, message] of [
      [0, MESSAGES.greaterThan0],
      [-4, MESSAGES.greaterThan0],
    ] as const) {
      const refused = await app.admin.request(FILL_OUT, { inputs: [{ machineId, packagingId: packagingIds['Paper Cup'], additionalStock }] });
      expect(refused.errors?.[0]?.extensions?.fields).toEqual({ 'inputs.0.additionalStock': message });
    }
    const fraction = await app.admin.request(FILL_OUT, { inputs: [{ machineId, packagingId: packagingIds['Paper Cup'], additionalStock: 2.5 }] });
    expect(fraction.errors?.[0]?.message).toMatch(/Int cannot represent non-integer value: 2.5/);
    const infinite = await app.admin.request(FILL_OUT, { inputs: [{ machineId, packagingId: packagingIds.Straw, additionalStock: 5 }] });
    expect(infinite.errors?.[0]?.extensions?.fields).toEqual({ 'inputs.0.additionalStock': MACHINE_STOCK_MESSAGES.infiniteNeedsNoFill });
    expect((await stockOut(machineId, 'Paper Cup')).currentStock).toBe(1);
  });

  it('loses nothing when a hundred fills of one machine arrive at once', async () => {
    const machineId = await newMachine();
    await addIn(machineId, 'Milk Powder', { currentStock: 100 });
    await addOut(machineId, 'Paper Cup', { currentStock: 1000, maxStock: 5000 });
    await addOut(machineId, 'Cup Lid', { currentStock: 0, maxStock: 5000 });
    // Sixty add cups and lids; forty pour milk and use cups for it.
    const calls = Array.from({ length: 100 }, (_, index) =>
      index % 5 < 3
        ? app.admin.request(FILL_OUT, {
            inputs: [
              { machineId, packagingId: packagingIds['Cup Lid'], additionalStock: (index % 7) + 1 },
              { machineId, packagingId: packagingIds['Paper Cup'], additionalStock: (index % 4) + 1 },
            ],
          })
        : app.admin.request(FILL_IN, {
            inputs: [{ machineId, ingredientId: ingredientIds['Milk Powder'], currentStock: 500 + index, stockOutsConsumed: [{ packagingId: packagingIds['Paper Cup'], quantity: (index % 3) + 1 }] }],
          }),
    );
    const results = await Promise.all(calls);
    expect(results.flatMap((result) => result.errors ?? [])).toEqual([]);
    let cups = 1000;
    let lids = 0;
    for (let index = 0; index < 100; index += 1) {
      if (index % 5 < 3) {
        lids += (index % 7) + 1;
        cups += (index % 4) + 1;
      } else cups -= (index % 3) + 1;
    }
    expect((await stockOut(machineId, 'Paper Cup')).currentStock).toBe(cups);
    expect((await stockOut(machineId, 'Cup Lid')).currentStock).toBe(lids);
    expect(await app.db.select().from(userActivities).where(eq(userActivities.vmcNo, vmcNo))).toHaveLength(60 * 2 + 40 * 2);
  }, 60_000);

  it('lets only as many consume as there is stock when they race for the last pieces', async () => {
    const machineId = await newMachine();
    await addIn(machineId, 'Milk Powder', { currentStock: 100 });
    await addOut(machineId, 'Milk Pack', { currentStock: 10, maxStock: 100, minStock: 0 });
    const results = await Promise.all(
      Array.from({ length: 25 }, () =>
        app.admin.request(FILL_IN, { inputs: [{ machineId, ingredientId: ingredientIds['Milk Powder'], currentStock: 900, stockOutsConsumed: [{ packagingId: packagingIds['Milk Pack'], quantity: 1 }] }] }),
      ),
    );
    expect(results.filter((result) => !result.errors)).toHaveLength(10);
    expect(results.filter((result) => result.errors?.[0]?.extensions?.fields?.['inputs.0.stockOutsConsumed.0.quantity'] === MESSAGES.insufficientStock)).toHaveLength(15);
    expect((await stockOut(machineId, 'Milk Pack')).currentStock).toBe(0);
  }, 60_000);
});

describe('levels that cannot be', () => {
  it('refuses a level above the maximum or below zero when a row is added or edited, and an edit that would leave the level above a lowered maximum', async () => {
    const machineId = await newMachine();
    // The type's maximum for a low seller is 1000 gram of milk powder.
    const above = await addIn(machineId, 'Milk Powder', { currentStock: 5000 });
    expect(above.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { currentStock: MESSAGES.maximumValue(1000) } });
    const aboveGiven = await addIn(machineId, 'Sugar', { currentStock: 2100.5, minStock: 0, maxStock: 2100 });
    expect(aboveGiven.errors?.[0]?.extensions?.fields).toEqual({ currentStock: 'Maximum value is 2.100.' });
    const cupsAbove = await addOut(machineId, 'Cup Lid', { currentStock: 101, maxStock: 100 });
    expect(cupsAbove.errors?.[0]?.extensions?.fields).toEqual({ currentStock: MESSAGES.maximumValue(100) });
    expect(await stockIn(machineId, 'Milk Powder')).toBeUndefined();
    expect(await stockIn(machineId, 'Sugar')).toBeUndefined();

    const row = (await addIn(machineId, 'Milk Powder', { currentStock: 1000 })).data!.createMachineStockIn;
    expect(row).toMatchObject({ currentStock: 1000, maxStock: 1000 });
    const UPDATE = 'mutation ($id: Int!, $input: MachineStockInUpdateInput!) { updateMachineStockIn(id: $id, input: $input) { currentStock maxStock } }';
    const raised = await app.admin.request(UPDATE, { id: row.id, input: { currentStock: 1000.5 } });
    expect(raised.errors?.[0]?.extensions?.fields).toEqual({ currentStock: MESSAGES.maximumValue(1000) });
    const lowered = await app.admin.request(UPDATE, { id: row.id, input: { maxStock: 900 } });
    expect(lowered.errors?.[0]?.extensions?.fields).toEqual({ currentStock: MESSAGES.maximumValue(900) });
    const negative = await app.admin.request(UPDATE, { id: row.id, input: { currentStock: -0.5 } });
    expect(negative.errors?.[0]?.extensions?.fields).toEqual({ currentStock: MESSAGES.nonNegative });
    expect(await stockIn(machineId, 'Milk Powder')).toMatchObject({ currentStock: 1000, maxStock: 1000 });
    // Both together are fine when the level fits the new maximum.
    expect(await ok(app.admin, UPDATE, { id: row.id, input: { currentStock: 850, maxStock: 900 } })).toEqual({ updateMachineStockIn: { currentStock: 850, maxStock: 900 } });
  });

  it('refuses a fill above the maximum, naming the line, its unit and what fits, and writes nothing of the batch', async () => {
    const machineId = await newMachine();
    await addIn(machineId, 'Arabica Beans', { currentStock: 300, minStock: 100, maxStock: 2100 });
    await addIn(machineId, 'Sugar', { currentStock: 10, minStock: 0, maxStock: 800 });
    await addOut(machineId, 'Paper Cup', { currentStock: 40, maxStock: 100 });
    const refused = await app.admin.request(FILL_IN, {
      inputs: [
        { machineId, ingredientId: ingredientIds.Sugar, currentStock: 800 },
        { machineId, ingredientId: ingredientIds['Arabica Beans'], currentStock: 5000 },
      ],
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'inputs.1.currentStock': 'Maximum value is 2.100 Gram.' } });
    expect(refused.errors?.[0]?.message).toBe(`Arabica Beans in machine ${vmcNo}: Maximum value is 2.100 Gram. The machine holds at most 2.100 Gram, not 5.000.`);
    expect((await stockIn(machineId, 'Sugar')).currentStock).toBe(10);
    expect((await stockIn(machineId, 'Arabica Beans')).currentStock).toBe(300);
    // Exactly full is fine.
    await ok(app.admin, FILL_IN, { inputs: [{ machineId, ingredientId: ingredientIds['Arabica Beans'], currentStock: 2100 }] });
    expect((await stockIn(machineId, 'Arabica Beans')).currentStock).toBe(2100);

    // Pieces: 40 of 100, so 60 more fit; pieces taken back make room.
    const tooMany = await app.admin.request(FILL_OUT, { inputs: [{ machineId, packagingId: packagingIds['Paper Cup'], additionalStock: 61 }] });
    expect(tooMany.errors?.[0]?.extensions?.fields).toEqual({ 'inputs.0.additionalStock': MESSAGES.maximumValue(60) });
    expect(tooMany.errors?.[0]?.message).toBe(`Paper Cup in machine ${vmcNo}: Maximum value is 60. It holds 40 of at most 100, so 61 more do not fit.`);
    expect((await stockOut(machineId, 'Paper Cup')).currentStock).toBe(40);
    await ok(app.admin, FILL_OUT, { inputs: [{ machineId, packagingId: packagingIds['Paper Cup'], additionalStock: 62, returnQuantity: 2 }] });
    expect((await stockOut(machineId, 'Paper Cup')).currentStock).toBe(100);
    expect(await app.db.select().from(userActivities).where(and(eq(userActivities.vmcNo, vmcNo)))).toHaveLength(2);
  });

  it('records a level a machine reports above its maximum as the maximum, and says which', async () => {
    const machineId = await newMachine();
    await addIn(machineId, 'Sugar', { currentStock: 300, minStock: 0, maxStock: 800 });
    const recorded = await recordStockLevels(app.db, machineId, [{ ingredientId: ingredientIds.Sugar!, currentStock: 950 }]);
    expect(recorded).toEqual({ changed: 1, clamped: [{ ingredientId: ingredientIds.Sugar, reported: 950, maximum: 800 }] });
    expect((await stockIn(machineId, 'Sugar')).currentStock).toBe(800);
    // Reported again, nothing changes, but it is still said.
    expect(await recordStockLevels(app.db, machineId, [{ ingredientId: ingredientIds.Sugar!, currentStock: 950 }])).toEqual({ changed: 0, clamped: [{ ingredientId: ingredientIds.Sugar, reported: 950, maximum: 800 }] });
  });
});

describe('low stock in the fleet', () => {
  it('flags a machine with a row at or below its minimum, and counts it among those that need attention', async () => {
    const low = await newMachine();
    const fine = await newMachine();
    const infiniteOnly = await newMachine();
    await addIn(low, 'Milk Powder', { currentStock: 200, minStock: 200 });
    await addIn(fine, 'Milk Powder', { currentStock: 201, minStock: 200 });
    await addOut(fine, 'Paper Cup', { currentStock: 11, minStock: 10 });
    await addOut(infiniteOnly, 'Straw', { infinite: true, currentStock: 0, minStock: 5, maxStock: 10 });
    // Keep the three online and out of error, so only stock decides.
    await app.db.execute(`update machines set last_heartbeat = now() where id in (${low}, ${fine}, ${infiniteOnly})` as never);

    const query = `query ($filters: FilterInput) { machines(pageInput: { page: 1, size: 100, filters: $filters }) { results { id lowStock needsAttention } } }`;
    const only = (type: string, field: string, value: string) => ({ operator: 'AND', options: [{ field, type, values: [value] }, { field: 'id', type: 'IN', values: [String(low), String(fine), String(infiniteOnly)] }] });
    const flagged = await ok<{ machines: { results: { id: number; lowStock: boolean; needsAttention: boolean }[] } }>(app.admin, query, { filters: only('EQUAL', 'lowStock', 'true') });
    expect(flagged.machines.results).toEqual([{ id: low, lowStock: true, needsAttention: true }]);
    const attention = await ok<{ machines: { results: { id: number }[] } }>(app.admin, query, { filters: only('EQUAL', 'needsAttention', 'true') });
    expect(attention.machines.results.map((row) => row.id)).toEqual([low]);

    // A fill above the minimum clears it; a cup count at its minimum raises it on the other.
    await ok(app.admin, FILL_IN, { inputs: [{ machineId: low, ingredientId: ingredientIds['Milk Powder'], currentStock: 900 }] });
    await ok(app.admin, FILL_IN, { inputs: [{ machineId: fine, ingredientId: ingredientIds['Milk Powder'], currentStock: 900, stockOutsConsumed: [{ packagingId: packagingIds['Paper Cup'], quantity: 1 }] }] });
    const after = await ok<{ machines: { results: { id: number }[] } }>(app.admin, query, { filters: only('EQUAL', 'lowStock', 'true') });
    expect(after.machines.results.map((row) => row.id)).toEqual([fine]);
    const one = await ok<{ machine: { lowStock: boolean; machineStockOuts: { low: boolean }[] } }>(app.admin, `{ machine(id: ${fine}) { lowStock machineStockOuts { low } } }`);
    expect(one.machine).toEqual({ lowStock: true, machineStockOuts: [{ low: true }] });
  });
});

describe('stock levels the machine reports', () => {
  it('sets the levels of the ingredients the machine holds, ignores the rest, and says how many changed', async () => {
    const machineId = await newMachine();
    await addIn(machineId, 'Milk Powder', { currentStock: 500 });
    await addIn(machineId, 'Sugar', { currentStock: 300, minStock: 0, maxStock: 800 });
    const changed = await app.db.transaction((transaction) =>
      recordStockLevels(transaction, machineId, [
        { ingredientId: ingredientIds['Milk Powder']!, currentStock: 420.25 },
        { ingredientId: ingredientIds.Sugar!, currentStock: 300 },
        { ingredientId: ingredientIds.Cocoa!, currentStock: 5 },
      ]),
    );
    expect(changed).toEqual({ changed: 1, clamped: [] });
    expect((await stockIn(machineId, 'Milk Powder')).currentStock).toBe(420.25);
    expect((await stockIn(machineId, 'Sugar')).currentStock).toBe(300);
    expect(await stockIn(machineId, 'Cocoa')).toBeUndefined();
    expect(await recordStockLevels(app.db, machineId, [])).toEqual({ changed: 0, clamped: [] });
    await expect(recordStockLevels(app.db, machineId, [{ ingredientId: ingredientIds.Sugar!, currentStock: -1 }])).rejects.toThrow(RangeError);
  });
});

describe('the machine menu', () => {
  const ADD = 'mutation ($input: ProductInMachineInput!) { createProductInMachine(input: $input) { id price discountedPrice slot active product { name } } }';

  it('puts products on a machine’s menu with a price and a slot, and offers only the others', async () => {
    const machineId = await newMachine();
    const productIds: number[] = [];
    for (const [index, name] of ['Latte', 'Americano', 'Retired'].entries()) {
      const data = await ok<{ createProduct: { id: number } }>(app.admin, 'mutation ($input: ProductInput!) { createProduct(input: $input) { id } }', {
        input: { name, cogs: 5000, minDuration: 20, maxDuration: 40, containCoffee: true, weight: 250, active: index < 2, ingredients: [{ ingredientId: ingredientIds['Arabica Beans'], amount: 16 }] },
      });
      productIds.push(data.createProduct.id);
    }
    const added = await ok<{ createProductInMachine: { id: number } }>(app.admin, ADD, { input: { machineId, productId: productIds[0], price: 25000, discountedPrice: 20000, slot: 1, active: true } });
    expect(added.createProductInMachine).toMatchObject({ price: 25000, discountedPrice: 20000, slot: 1, product: { name: 'Latte' } });

    const again = await app.admin.request(ADD, { input: { machineId, productId: productIds[0], price: 1, active: true } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { productId: 'This product is already on the machine’s menu.' } });
    const sameSlot = await app.admin.request(ADD, { input: { machineId, productId: productIds[1], price: 18000, slot: 1, active: true } });
    expect(sameSlot.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { slot: 'Another product of this machine has this slot.' } });
    const discount = await app.admin.request(ADD, { input: { machineId, productId: productIds[1], price: 18000, discountedPrice: 18000, active: true } });
    expect(discount.errors?.[0]?.extensions?.fields).toEqual({ discountedPrice: MACHINE_STOCK_MESSAGES.discountAbovePrice });
    const inactive = await app.admin.request(ADD, { input: { machineId, productId: productIds[2], price: 18000, active: true } });
    expect(inactive.errors?.[0]?.extensions?.fields).toEqual({ productId: `Product ${productIds[2]} is inactive; choose an active one.` });

    const candidates = await ok<{ productsNotInMachine: { name: string }[] }>(app.admin, 'query ($id: Int!) { productsNotInMachine(machineId: $id) { name } }', { id: machineId });
    expect(candidates.productsNotInMachine.map((row) => row.name)).toEqual(['Americano']);

    const raised = await app.admin.request('mutation ($id: Int!) { updateProductInMachine(id: $id, input: { discountedPrice: 30000 }) { id } }', { id: added.createProductInMachine.id });
    expect(raised.errors?.[0]?.extensions?.fields).toEqual({ discountedPrice: MACHINE_STOCK_MESSAGES.discountAbovePrice });
    const edited = await ok<{ updateProductInMachine: { price: number; active: boolean } }>(
      app.admin,
      'mutation ($id: Int!) { updateProductInMachine(id: $id, input: { price: 27000, active: false }) { price active } }',
      { id: added.createProductInMachine.id },
    );
    expect(edited.updateProductInMachine).toEqual({ price: 27000, active: false });
    const menu = await ok<{ machine: { productInMachines: { price: number; product: { name: string } }[] } }>(app.admin, `{ machine(id: ${machineId}) { productInMachines { price product { name } } } }`);
    expect(menu.machine.productInMachines).toEqual([{ price: 27000, product: { name: 'Latte' } }]);

    const viewer = await app.userWith(['VIEW_MACHINE', 'VIEW_PRODUCT_IN_MACHINE']);
    const refused = await viewer.request(ADD, { input: { machineId, productId: productIds[1], price: 18000, active: true } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const seen = await viewer.request<{ machine: { productInMachines: unknown[] } }>(`{ machine(id: ${machineId}) { productInMachines { id } } }`);
    expect(seen.data?.machine.productInMachines).toHaveLength(1);
  });
});
