import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { startTestApp, type GraphqlResult, type TestApp } from '../../testing/test-app';
import { stripedPng } from '@back-office/domain/png';
import { createTestMachine, issueGatewayKey, sendGatewayEvents } from '../../testing/machines';
import { machineStockOutages } from './stock-outages.table';

/*
 * Outages are recorded where the levels change: cups sold through the gateway, fills, edits of a
 * stock-in row and levels the machine reports. Latte takes 18 g of beans and 20 g of milk; a machine
 * is empty of beans below 18 g (it cannot make one more latte).
 */

let app: TestApp;
const uploadsFolder = `${process.env.TMPDIR ?? '/tmp'}/stock-outages-test-uploads-${process.pid}`;
let machineTypeId: number;
let beansId: number;
let milkId: number;
let latteId: number;

type Caller = TestApp['admin'];
async function ok<Data>(caller: Caller, query: string, variables?: Record<string, unknown>): Promise<Data> {
  const result = await caller.request<Data>(query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

let serial = 0;
/** A latte sold and made at `at`. */
const cup = (at: Date) => {
  serial += 1;
  const orderNo = `OUT-${serial}`;
  return [
    { id: `${orderNo}-c`, type: 'order.created', at: new Date(at.getTime() - 60_000).toISOString(), payload: { orderNo, productId: latteId, price: 20_000 } },
    { id: `${orderNo}-p`, type: 'order.paid', at: new Date(at.getTime() - 30_000).toISOString(), payload: { orderNo, paymentMethod: 'CASH' } },
    { id: `${orderNo}-d`, type: 'order.product_done', at: at.toISOString(), payload: { orderNo } },
  ];
};

/** A machine selling lattes, with `beans` grams of beans and plenty of milk. */
async function latteMachine(beans: number) {
  const machine = await createTestMachine(app, machineTypeId, 'SO');
  const stockIds: Record<string, number> = {};
  for (const [name, ingredientId, currentStock] of [['beans', beansId, beans], ['milk', milkId, 2000]] as const) {
    const created = await ok<{ createMachineStockIn: { id: number } }>(app.admin, 'mutation ($input: MachineStockInInput!) { createMachineStockIn(input: $input) { id } }', {
      input: { machineId: machine.id, ingredientId, currentStock, minStock: 100, maxStock: 2000 },
    });
    stockIds[name] = created.createMachineStockIn.id;
  }
  await ok(app.admin, 'mutation ($input: ProductInMachineInput!) { createProductInMachine(input: $input) { id } }', { input: { machineId: machine.id, productId: latteId, price: 20_000, active: true } });
  return { ...machine, stockIds, key: await issueGatewayKey(app, machine.id) };
}

const outagesOf = (machineId: number) =>
  app.db.select().from(machineStockOutages).where(eq(machineStockOutages.machineId, machineId)).orderBy(asc(machineStockOutages.id));

async function upload() {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: 'mutation ($file: File!) { singleUpload(file: $file, accept: IMAGE) }', variables: { file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([new Uint8Array(stripedPng(16, 16, [[10, 20, 30], [200, 210, 220]]))], { type: 'image/png' }), 'photo.png');
  const cookie = [...app.admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await app.app.fetch('http://localhost/graphql', { method: 'POST', headers: { 'apollo-require-preflight': 'true', cookie }, body: form });
  const result = (await response.json()) as GraphqlResult<{ singleUpload: string }>;
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.singleUpload;
}

const send = async (key: string, events: unknown[]) => expect((await sendGatewayEvents(app, key, events)).status).toBe(200);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

beforeAll(async () => {
  app = await startTestApp({ uploadsFolder });
  machineTypeId = (await ok<{ createMachineType: { id: number } }>(app.admin, 'mutation { createMachineType(input: { name: "Outage One", initialName: "OU", active: true }) { id } }')).createMachineType.id;
  const unit = await ok<{ createUnit: { id: number } }>(app.admin, 'mutation { createUnit(input: { name: "Gram", active: true }) { id } }');
  const ingredient = async (name: string, orderNr: number) =>
    (await ok<{ createIngredient: { id: number } }>(app.admin, 'mutation ($input: IngredientInput!) { createIngredient(input: $input) { id } }', { input: { name, unitId: unit.createUnit.id, orderNr, active: true } }))
      .createIngredient.id;
  beansId = await ingredient('Beans', 1);
  milkId = await ingredient('Milk', 2);
  latteId = (
    await ok<{ createProduct: { id: number } }>(app.admin, 'mutation ($input: ProductInput!) { createProduct(input: $input) { id } }', {
      input: {
        name: 'Latte',
        cogs: 5_000,
        minDuration: 20,
        maxDuration: 60,
        containCoffee: true,
        weight: 240,
        active: true,
        ingredients: [
          { ingredientId: beansId, amount: 18 },
          { ingredientId: milkId, amount: 20 },
        ],
      },
    })
  ).createProduct.id;
});
afterAll(async () => {
  await app.close();
  rmSync(uploadsFolder, { recursive: true, force: true });
});

describe('machines running empty', () => {
  it('opens an outage at the time of the cup that leaves too little for another, and a fill closes it', async () => {
    const machine = await latteMachine(40);
    // 40 g: two cups leave 4 g, less than one latte needs; the second cup empties the machine.
    await send(machine.key, cup(hoursAgo(5)));
    expect(await outagesOf(machine.id)).toEqual([]);
    await send(machine.key, cup(hoursAgo(4)));
    const [open] = await outagesOf(machine.id);
    expect(open).toMatchObject({ ingredientId: beansId, refilledAt: null });
    expect(Math.abs(open!.emptySince.getTime() - hoursAgo(4).getTime())).toBeLessThan(60_000);

    // Another cup while empty (the machine still took the order) opens no second outage; sent twice, it counts once.
    const third = cup(hoursAgo(3));
    await send(machine.key, third);
    await send(machine.key, third);
    expect(await outagesOf(machine.id)).toHaveLength(1);

    const before = Date.now();
    await ok(app.admin, 'mutation ($inputs: [MachineStockInFillInput!]!) { fillMachineStockIn(inputs: $inputs) { id } }', {
      inputs: [{ machineId: machine.id, ingredientId: beansId, currentStock: 1500 }],
    });
    const [closed] = await outagesOf(machine.id);
    expect(closed!.refilledAt!.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(closed!.refilledAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
  });

  it('opens a new outage when the machine is sold dry again, and milk never ran out', async () => {
    const machine = await latteMachine(20);
    await send(machine.key, cup(hoursAgo(6)));
    await ok(app.admin, 'mutation ($inputs: [MachineStockInFillInput!]!) { fillMachineStockIn(inputs: $inputs) { id } }', {
      inputs: [{ machineId: machine.id, ingredientId: beansId, currentStock: 30 }],
    });
    const soldAgain = new Date(Date.now() - 1_000);
    await send(machine.key, cup(soldAgain));
    const outages = await outagesOf(machine.id);
    expect(outages.map((row) => [row.ingredientId, row.refilledAt === null])).toEqual([
      [beansId, false],
      [beansId, true],
    ]);
    expect(outages[1]!.emptySince.toISOString()).toBe(soldAgain.toISOString());
  });

  it('follows a level edited by hand or reported by the machine', async () => {
    const machine = await latteMachine(500);
    const update = (currentStock: number) =>
      ok(app.admin, 'mutation ($id: Int!, $input: MachineStockInUpdateInput!) { updateMachineStockIn(id: $id, input: $input) { id } }', { id: machine.stockIds.milk, input: { currentStock } });
    await update(0);
    expect((await outagesOf(machine.id)).map((row) => [row.ingredientId, row.refilledAt])).toEqual([[milkId, null]]);
    await update(19.5);
    expect(await outagesOf(machine.id)).toHaveLength(1);
    await update(20);
    expect((await outagesOf(machine.id))[0]!.refilledAt).not.toBeNull();

    const reported = hoursAgo(1);
    await send(machine.key, [{ id: `levels-${machine.id}`, type: 'stock', at: reported.toISOString(), payload: { levels: [{ ingredientId: beansId, currentStock: 3 }] } }]);
    const outages = await outagesOf(machine.id);
    expect(outages).toHaveLength(2);
    expect(outages[1]).toMatchObject({ ingredientId: beansId, refilledAt: null });
    expect(outages[1]!.emptySince.toISOString()).toBe(reported.toISOString());
  });

  it('closes the outage when a refill task is finished with the machine’s new levels', async () => {
    const machine = await latteMachine(10);
    await send(machine.key, [{ id: `levels-${machine.id}`, type: 'stock', at: hoursAgo(2).toISOString(), payload: { levels: [{ ingredientId: beansId, currentStock: 10 }] } }]);
    expect((await outagesOf(machine.id)).map((row) => row.refilledAt)).toEqual([null]);

    const me = await ok<{ me: { id: number } }>(app.admin, '{ me { id } }');
    const task = await ok<{ createManualTask: { id: number } }>(app.admin, 'mutation ($input: ManualTaskInput!) { createManualTask(input: $input) { id } }', {
      input: { title: 'Refill beans', assigneeId: me.me.id, machineId: machine.id, executionTime: new Date().toISOString() },
    });
    await ok(app.admin, 'mutation ($id: Int!) { startTask(id: $id) { id } }', { id: task.createManualTask.id });
    await ok(app.admin, 'mutation ($id: Int!, $input: FinishTaskInput!) { finishTask(id: $id, input: $input) { state } }', {
      id: task.createManualTask.id,
      input: { image: await upload(), machineStockIns: [{ ingredientId: beansId, currentStock: 1800 }] },
    });
    expect((await outagesOf(machine.id))[0]!.refilledAt).not.toBeNull();
  });

  it('ends the open outage of an ingredient taken out of the machine', async () => {
    const machine = await latteMachine(500);
    await ok(app.admin, 'mutation ($id: Int!, $input: MachineStockInUpdateInput!) { updateMachineStockIn(id: $id, input: $input) { id } }', { id: machine.stockIds.beans, input: { currentStock: 5 } });
    expect((await outagesOf(machine.id)).map((row) => [row.ingredientId, row.refilledAt])).toEqual([[beansId, null]]);
    await ok(app.admin, 'mutation ($id: Int!) { deleteMachineStockIn(id: $id) }', { id: machine.stockIds.beans });
    expect((await outagesOf(machine.id)).map((row) => [row.ingredientId, row.refilledAt === null])).toEqual([[beansId, false]]);
  });

  it('keeps one open outage per machine and ingredient', async () => {
    const machine = await latteMachine(0);
    await expect(app.db.insert(machineStockOutages).values({ machineId: machine.id, ingredientId: beansId, emptySince: new Date() })).rejects.toThrow();
  });
});
