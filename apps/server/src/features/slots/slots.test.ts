import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MESSAGES, SLOT_MESSAGES } from '@back-office/domain';
import { createGraphqlApp } from '../../yoga';
import { createTestMachine } from '../../testing/machines';
import { startTestApp, TEST_SETTINGS, type TestApp } from '../../testing/test-app';
import { DEFAULT_GATEWAY_OPTIONS } from '../machine-gateway/gateway.http';
import { serverInstructionLogs } from '../machine-status/machine-status.table';
import { userActivities } from '../../platform/audit/user-activities.table';
import { slotSettingLines, slotSettings } from './slots.table';

let app: TestApp;
let gateway: ReturnType<typeof createGraphqlApp>;
let machineTypeId: number;
const productIds: Record<string, number> = {};

type Caller = TestApp['admin'];
type Line = { slot: number; productId: number; machineStockInId?: number | null; machineStockOutId?: number | null; price: number; discountedPrice?: number | null };

async function ok<Data>(caller: Caller, query: string, variables?: Record<string, unknown>): Promise<Data> {
  const result = await caller.request<Data>(query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

const MASTER_FIELDS = 'id name description machineTypeId slots { slot } slotCount active updatedTime';
const CREATE_MASTER = `mutation ($input: SlotMasterInput!) { createSlotMaster(input: $input) { ${MASTER_FIELDS} } }`;
const UPDATE_MASTER = `mutation ($id: Int!, $input: SlotMasterUpdateInput!) { updateSlotMaster(id: $id, input: $input) { ${MASTER_FIELDS} } }`;
const SETTING_FIELDS =
  'id machineId machine { vmcNo } slotMasterId slotMaster { name } updatedTime lines { slot productId product { name } machineStockInId machineStockIn { ingredient { name } } machineStockOutId price discountedPrice } lastPriceSend { id command state datetime acknowledgedTime }';
const CREATE_SETTING = `mutation ($input: SlotSettingInput!) { createSlotSetting(input: $input) { ${SETTING_FIELDS} } }`;
const UPDATE_SETTING = `mutation ($id: Int!, $input: SlotSettingUpdateInput!, $expected: DateTime) { updateSlotSetting(id: $id, input: $input, expectedUpdatedTime: $expected) { ${SETTING_FIELDS} } }`;
const READ_SETTING = `query ($id: Int!) { slotSetting(id: $id) { ${SETTING_FIELDS} } }`;
const SEND = 'mutation ($id: Int!) { sendSlotPrices(slotSettingId: $id) { id lastPriceSend { id command state payload datetime fetchedTime acknowledgedTime } } }';

interface Setting {
  id: number;
  machineId: number;
  updatedTime: string;
  lines: (Line & { product: { name: string }; machineStockIn: { ingredient: { name: string } } | null })[];
  lastPriceSend: { id: number; state: string; acknowledgedTime: string | null } | null;
}

let masterSerial = 0;
async function newMaster(slots = [1, 2, 3, 4], caller = app.admin) {
  masterSerial += 1;
  const data = await ok<{ createSlotMaster: { id: number } }>(caller, CREATE_MASTER, {
    input: { name: `Panel ${masterSerial}`, slots: slots.map((slot) => ({ slot })), active: true },
  });
  return data.createSlotMaster.id;
}

/** A machine with one stock in and one stock out row. */
async function machineWithStock() {
  const { id, vmcNo } = await createTestMachine(app, machineTypeId, 'SL');
  const stockIn = await ok<{ createMachineStockIn: { id: number } }>(app.admin, 'mutation ($input: MachineStockInInput!) { createMachineStockIn(input: $input) { id } }', {
    input: { machineId: id, ingredientId: ingredientId, currentStock: 500, minStock: 100, maxStock: 1000 },
  });
  const stockOut = await ok<{ createMachineStockOut: { id: number } }>(app.admin, 'mutation ($input: MachineStockOutInput!) { createMachineStockOut(input: $input) { id } }', {
    input: { machineId: id, packagingId, currentStock: 50, minStock: 10, maxStock: 100 },
  });
  return { id, vmcNo, stockInId: stockIn.createMachineStockIn.id, stockOutId: stockOut.createMachineStockOut.id };
}

const createSetting = (machineId: number, slotMasterId: number, lines: Line[], caller = app.admin) =>
  caller.request<{ createSlotSetting: Setting }>(CREATE_SETTING, { input: { machineId, slotMasterId, lines } });

const linesStored = async (slotSettingId: number) =>
  app.db.select().from(slotSettingLines).where(eq(slotSettingLines.slotSettingId, slotSettingId)).orderBy(slotSettingLines.slot);
const settingCount = async () => (await app.db.select({ n: count() }).from(slotSettings))[0]!.n;

let ingredientId: number;
let packagingId: number;

beforeAll(async () => {
  app = await startTestApp();
  gateway = createGraphqlApp({ db: app.db, settings: TEST_SETTINGS, gateway: { ...DEFAULT_GATEWAY_OPTIONS, enrollmentSecret: 'slots-enrollment-secret' } });
  const type = await ok<{ createMachineType: { id: number } }>(app.admin, 'mutation { createMachineType(input: { name: "Slot Brewer", initialName: "SB", active: true }) { id } }');
  machineTypeId = type.createMachineType.id;
  const unit = await ok<{ createUnit: { id: number } }>(app.admin, 'mutation { createUnit(input: { name: "Gram", active: true }) { id } }');
  ingredientId = (
    await ok<{ createIngredient: { id: number } }>(app.admin, 'mutation ($input: IngredientInput!) { createIngredient(input: $input) { id } }', {
      input: { name: 'Arabica Beans', unitId: unit.createUnit.id, active: true },
    })
  ).createIngredient.id;
  packagingId = (await ok<{ createPackaging: { id: number } }>(app.admin, 'mutation { createPackaging(input: { name: "Paper Cup", quantity: 50, active: true }) { id } }')).createPackaging.id;
  for (const name of ['Caffe Latte', 'Americano', 'Chocolate']) {
    const made = await ok<{ createProduct: { id: number } }>(app.admin, 'mutation ($input: ProductInput!) { createProduct(input: $input) { id } }', {
      input: { name, cogs: 6000, minDuration: 30, maxDuration: 60, containCoffee: name !== 'Chocolate', weight: 250, active: true, ingredients: [{ ingredientId, amount: 18, fastCode: 'C1' }] },
    });
    productIds[name] = made.createProduct.id;
  }
});
afterAll(() => app.close());

describe('slot masters', () => {
  it('are named combinations of slots, each number once, and keep the slots a setting sells from', async () => {
    const made = await ok<{ createSlotMaster: { id: number; slots: { slot: number }[]; slotCount: number; machineTypeId: number } }>(app.admin, CREATE_MASTER, {
      input: { name: 'Six-button panel', description: 'Two rows of three', machineTypeId, slots: [1, 2, 3, 4, 5, 6].map((slot) => ({ slot })), active: true },
    });
    expect(made.createSlotMaster).toMatchObject({ slotCount: 6, machineTypeId, slots: [{ slot: 1 }, { slot: 2 }, { slot: 3 }, { slot: 4 }, { slot: 5 }, { slot: 6 }] });
    const id = made.createSlotMaster.id;

    const repeated = await app.admin.request(CREATE_MASTER, { input: { name: 'Repeats', slots: [{ slot: 1 }, { slot: 2 }, { slot: 1 }], active: true } });
    expect(repeated.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'slots.2.slot': SLOT_MESSAGES.slotRepeated } });
    const empty = await app.admin.request(CREATE_MASTER, { input: { name: 'Empty', slots: [], active: true } });
    expect(empty.errors?.[0]?.extensions?.fields).toEqual({ slots: MESSAGES.notEmpty });
    const again = await app.admin.request(CREATE_MASTER, { input: { name: 'six-button PANEL', slots: [{ slot: 1 }], active: true } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { name: SLOT_MESSAGES.duplicateMasterName } });

    const listed = await ok<{ slotMasters: { results: { name: string; slotCount: number }[] } }>(
      app.admin,
      'query { slotMasters(pageInput: { page: 1, size: 5, filters: { operator: AND, options: [{ field: "slotCount", type: EQUAL, values: ["6"] }] } }) { results { name slotCount } } }',
    );
    expect(listed.slotMasters.results).toEqual([{ name: 'Six-button panel', slotCount: 6 }]);

    // A setting sells from slots 5 and 6: they cannot leave the master, slot 4 can.
    const machine = await machineWithStock();
    expect((await createSetting(machine.id, id, [{ slot: 5, productId: productIds.Americano!, price: 15000 }, { slot: 6, productId: productIds.Chocolate!, price: 17000 }])).errors).toBeUndefined();
    const shrunk = await app.admin.request(UPDATE_MASTER, { id, input: { slots: [1, 2, 3].map((slot) => ({ slot })) } });
    expect(shrunk.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { slots: SLOT_MESSAGES.slotsInUse([5, 6]) } });
    const fewer = await ok<{ updateSlotMaster: { slotCount: number } }>(app.admin, UPDATE_MASTER, { id, input: { slots: [1, 2, 3, 5, 6].map((slot) => ({ slot })) } });
    expect(fewer.updateSlotMaster.slotCount).toBe(5);
  });
});

describe('slot settings', () => {
  it('give a machine’s slots their product, prices and stock, and replace them as a whole list', async () => {
    const masterId = await newMaster();
    const machine = await machineWithStock();
    const created = await createSetting(machine.id, masterId, [
      { slot: 2, productId: productIds['Caffe Latte']!, machineStockInId: machine.stockInId, machineStockOutId: machine.stockOutId, price: 22000, discountedPrice: 20000 },
      { slot: 1, productId: productIds.Americano!, machineStockOutId: machine.stockOutId, price: 15000 },
      { slot: 3, productId: productIds['Caffe Latte']!, machineStockInId: machine.stockInId, price: 22000, discountedPrice: 20000 },
    ]);
    expect(created.errors).toBeUndefined();
    const setting = created.data!.createSlotSetting;
    expect(setting).toMatchObject({ machineId: machine.id, machine: { vmcNo: machine.vmcNo }, slotMasterId: masterId, lastPriceSend: null });
    expect(setting.lines.map((line) => [line.slot, line.product.name, line.price, line.discountedPrice, line.machineStockIn?.ingredient.name ?? null])).toEqual([
      [1, 'Americano', 15000, null, null],
      [2, 'Caffe Latte', 22000, 20000, 'Arabica Beans'],
      [3, 'Caffe Latte', 22000, 20000, 'Arabica Beans'],
    ]);

    // A machine has one setting.
    const second = await createSetting(machine.id, masterId, [{ slot: 1, productId: productIds.Americano!, price: 15000 }]);
    expect(second.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { machineId: SLOT_MESSAGES.oneSettingPerMachine } });

    // Saving replaces the slots whole: slot 3 goes, slot 4 comes, slot 1 changes price.
    const saved = await ok<{ updateSlotSetting: Setting }>(app.admin, UPDATE_SETTING, {
      id: setting.id,
      expected: setting.updatedTime,
      input: {
        lines: [
          { slot: 1, productId: productIds.Americano!, price: 16000 },
          { slot: 2, productId: productIds['Caffe Latte']!, price: 22000, discountedPrice: 20000 },
          { slot: 4, productId: productIds.Chocolate!, price: 17000, discountedPrice: 16000 },
        ],
      },
    });
    expect(saved.updateSlotSetting.lines.map((line) => [line.slot, line.productId, line.price])).toEqual([
      [1, productIds.Americano, 16000],
      [2, productIds['Caffe Latte'], 22000],
      [4, productIds.Chocolate, 17000],
    ]);
    // Saved from a stale copy: refused, nothing changed.
    const stale = await app.admin.request(UPDATE_SETTING, { id: setting.id, expected: setting.updatedTime, input: { lines: [{ slot: 1, productId: productIds.Americano!, price: 1000 }] } });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await linesStored(setting.id)).map((line) => line.slot)).toEqual([1, 2, 4]);

    // The audit log tells the slots before and after.
    const [activity] = await app.db.select().from(userActivities).where(eq(userActivities.activity, 'UPDATE_SLOT_SETTING')).orderBy(userActivities.id);
    expect(activity?.changes).toHaveProperty('lines');
  });

  it('refuses one product at different prices across slots, with the message under each of its slots’ prices, and changes nothing', async () => {
    const masterId = await newMaster();
    const machine = await machineWithStock();
    const before = await settingCount();
    const lines: Line[] = [
      { slot: 1, productId: productIds['Caffe Latte']!, price: 22000 },
      { slot: 2, productId: productIds.Americano!, price: 15000 },
      { slot: 3, productId: productIds['Caffe Latte']!, price: 23000 },
    ];
    const refused = await createSetting(machine.id, masterId, lines);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(refused.errors?.[0]?.extensions?.fields).toEqual({ 'lines.0.price': MESSAGES.samePriceAcrossSlots, 'lines.2.price': MESSAGES.samePriceAcrossSlots });
    expect(await settingCount()).toBe(before);

    // The same price but another discounted price breaks the rule too.
    const discounted = await createSetting(machine.id, masterId, [
      { slot: 1, productId: productIds['Caffe Latte']!, price: 22000, discountedPrice: 20000 },
      { slot: 3, productId: productIds['Caffe Latte']!, price: 22000 },
    ]);
    expect(discounted.errors?.[0]?.extensions?.fields).toEqual({ 'lines.0.price': MESSAGES.samePriceAcrossSlots, 'lines.1.price': MESSAGES.samePriceAcrossSlots });

    // On an update the stored slots stay as they were.
    const created = await createSetting(machine.id, masterId, [
      { slot: 1, productId: productIds['Caffe Latte']!, price: 22000 },
      { slot: 3, productId: productIds['Caffe Latte']!, price: 22000 },
    ]);
    const id = created.data!.createSlotSetting.id;
    const changed = await app.admin.request(UPDATE_SETTING, { id, input: { lines: [...lines.slice(0, 2), { ...lines[2]!, price: 21000 }] } });
    expect(changed.errors?.[0]?.extensions?.fields).toEqual({ 'lines.0.price': MESSAGES.samePriceAcrossSlots, 'lines.2.price': MESSAGES.samePriceAcrossSlots });
    expect((await linesStored(id)).map((line) => [line.slot, line.price])).toEqual([
      [1, 22000],
      [3, 22000],
    ]);
  });

  it('refuses a discount not below the price, fractions of rupiah, a slot outside the master and stock rows of another machine', async () => {
    const masterId = await newMaster([1, 2]);
    const machine = await machineWithStock();
    const other = await machineWithStock();
    const before = await settingCount();
    const latte = productIds['Caffe Latte']!;

    const discount = await createSetting(machine.id, masterId, [{ slot: 1, productId: latte, price: 20000, discountedPrice: 20000 }]);
    expect(discount.errors?.[0]?.extensions?.fields).toEqual({ 'lines.0.discountedPrice': SLOT_MESSAGES.discountAbovePrice });
    const fraction = await createSetting(machine.id, masterId, [{ slot: 1, productId: latte, price: 20000.5 }]);
    expect(fraction.errors?.[0]?.message).toMatch(/Int cannot represent non-integer value/);
    const negative = await createSetting(machine.id, masterId, [{ slot: 1, productId: latte, price: -1 }]);
    expect(negative.errors?.[0]?.extensions?.fields).toEqual({ 'lines.0.price': MESSAGES.nonNegative });
    const repeated = await createSetting(machine.id, masterId, [
      { slot: 1, productId: latte, price: 20000 },
      { slot: 1, productId: productIds.Americano!, price: 15000 },
    ]);
    expect(repeated.errors?.[0]?.extensions?.fields).toEqual({ 'lines.1.slot': SLOT_MESSAGES.slotRepeated });
    const outside = await createSetting(machine.id, masterId, [{ slot: 7, productId: latte, price: 20000 }]);
    expect(outside.errors?.[0]?.extensions?.fields).toEqual({ 'lines.0.slot': SLOT_MESSAGES.slotNotInMaster });
    const foreign = await createSetting(machine.id, masterId, [
      { slot: 1, productId: latte, price: 20000, machineStockInId: other.stockInId },
      { slot: 2, productId: productIds.Americano!, price: 15000, machineStockInId: machine.stockInId, machineStockOutId: other.stockOutId },
    ]);
    expect(foreign.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'lines.0.machineStockInId': SLOT_MESSAGES.stockInOfAnotherMachine, 'lines.1.machineStockOutId': SLOT_MESSAGES.stockOutOfAnotherMachine },
    });
    const noProduct = await createSetting(machine.id, masterId, [{ slot: 1, productId: 999_999, price: 20000 }]);
    expect(noProduct.errors?.[0]?.extensions?.fields).toEqual({ 'lines.0.productId': 'Product 999999 does not exist.' });
    expect(await settingCount()).toBe(before);
  });

  it('applies two saves of one setting one after the other: each save’s slots land whole, never mixed', async () => {
    const masterId = await newMaster();
    const machine = await machineWithStock();
    const created = await createSetting(machine.id, masterId, [{ slot: 1, productId: productIds.Americano!, price: 15000 }]);
    const id = created.data!.createSlotSetting.id;
    const first = [1, 2, 3].map((slot) => ({ slot, productId: productIds.Americano!, price: 16000 }));
    const second = [2, 4].map((slot) => ({ slot, productId: productIds.Chocolate!, price: 18000 }));
    const results = await Promise.all([first, second].map((lines) => app.admin.request(UPDATE_SETTING, { id, input: { lines } })));
    expect(results.map((result) => result.errors)).toEqual([undefined, undefined]);
    const stored = (await linesStored(id)).map(({ slot, productId, price }) => ({ slot, productId, price }));
    expect([first, second]).toContainEqual(stored);
  });

  it('is refused without its authorities, and outside the caller’s machines as if it did not exist', async () => {
    const masterId = await newMaster();
    const mine = await machineWithStock();
    const theirs = await machineWithStock();
    const theirSetting = (await createSetting(theirs.id, masterId, [{ slot: 1, productId: productIds.Americano!, price: 15000 }])).data!.createSlotSetting;
    const line = [{ slot: 1, productId: productIds.Americano!, price: 15000 }];

    const viewer = await app.userWith(['VIEW_SLOT_SETTING', 'VIEW_SLOT_MASTER']);
    expect((await createSetting(mine.id, masterId, line, viewer)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await viewer.request(UPDATE_SETTING, { id: theirSetting.id, input: { lines: line } })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await viewer.request(SEND, { id: theirSetting.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await viewer.request(CREATE_MASTER, { input: { name: 'Not mine', slots: [{ slot: 1 }], active: true } })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const scoped = await app.userWith(['VIEW_SLOT_SETTING', 'CREATE_SLOT_SETTING', 'UPDATE_SLOT_SETTING', 'VIEW_SLOT_MASTER']);
    await ok(app.admin, 'mutation ($userId: Int!, $machineIds: [Int!]!) { updateUserMachine(userId: $userId, machineIds: $machineIds) { id } }', { userId: scoped.id, machineIds: [mine.id] });
    const read = await scoped.request(READ_SETTING, { id: theirSetting.id });
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const listed = await ok<{ slotSettings: { results: { id: number }[] } }>(scoped, 'query { slotSettings(pageInput: { page: 1, size: 100 }) { results { id } } }');
    expect(listed.slotSettings.results.map((row) => row.id)).not.toContain(theirSetting.id);
    const before = await linesStored(theirSetting.id);
    expect((await scoped.request(UPDATE_SETTING, { id: theirSetting.id, input: { lines: [{ ...line[0]!, price: 1000 }] } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await scoped.request(SEND, { id: theirSetting.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await linesStored(theirSetting.id)).toEqual(before);
    const elsewhere = await createSetting((await machineWithStock()).id, masterId, line, scoped);
    expect(elsewhere.errors?.[0]?.extensions?.fields).toMatchObject({ machineId: expect.stringMatching(/^Machine \d+ does not exist\.$/) });
    // Within their machines they work as anyone does.
    expect((await createSetting(mine.id, masterId, line, scoped)).errors).toBeUndefined();
  });
});

describe('sending the prices to the machine', () => {
  it('sets the machine’s priceset instruction with the prices, which the machine fetches through the gateway and acknowledges', async () => {
    const masterId = await newMaster();
    const machine = await machineWithStock();
    const created = await createSetting(machine.id, masterId, [
      { slot: 2, productId: productIds['Caffe Latte']!, price: 22000, discountedPrice: 20000 },
      { slot: 1, productId: productIds.Americano!, price: 15000 },
    ]);
    const id = created.data!.createSlotSetting.id;
    const key = (await ok<{ issueMachineGatewayKey: { gatewayKey: string } }>(app.admin, 'mutation ($id: Int!) { issueMachineGatewayKey(machineId: $id) { gatewayKey } }', { id: machine.id }))
      .issueMachineGatewayKey.gatewayKey;
    const ask = async () => {
      const response = await gateway.fetch('http://localhost/gateway/v1/instruction', { method: 'GET', headers: { authorization: `Bearer ${key}` } });
      expect(response.status).toBe(200);
      return (await response.json()) as { instruction: { logId: number; instruction: string; payload: unknown } | null };
    };
    expect((await ask()).instruction).toBeNull();

    const sent = await ok<{ sendSlotPrices: { lastPriceSend: { id: number; command: string; state: string; payload: string } } }>(app.admin, SEND, { id });
    const expected = {
      slotSettingId: id,
      slots: [
        { slot: 1, productId: productIds.Americano, price: 15000, discountedPrice: null },
        { slot: 2, productId: productIds['Caffe Latte'], price: 22000, discountedPrice: 20000 },
      ],
    };
    expect(sent.sendSlotPrices.lastPriceSend).toMatchObject({ command: 'PRICESET', state: 'PENDING' });
    expect(JSON.parse(sent.sendSlotPrices.lastPriceSend.payload)).toEqual(expected);
    const logId = sent.sendSlotPrices.lastPriceSend.id;

    const fetched = await ask();
    expect(fetched.instruction).toMatchObject({ logId, instruction: 'priceset', payload: expected });

    const acknowledged = await gateway.fetch('http://localhost/gateway/v1/events', {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ events: [{ id: `ack-${logId}`, type: 'instruction.ack', payload: { logId } }] }),
    });
    expect(acknowledged.status).toBe(200);
    const read = await ok<{ slotSetting: Setting }>(app.admin, READ_SETTING, { id });
    expect(read.slotSetting.lastPriceSend).toMatchObject({ id: logId, state: 'ACKNOWLEDGED', acknowledgedTime: expect.any(String) });

    // Sending again supersedes a send the machine has not fetched yet; the setting tells the latest.
    const again = await ok<{ sendSlotPrices: { lastPriceSend: { id: number } } }>(app.admin, SEND, { id });
    const third = await ok<{ sendSlotPrices: { lastPriceSend: { id: number; state: string } } }>(app.admin, SEND, { id });
    const [superseded] = await app.db.select().from(serverInstructionLogs).where(eq(serverInstructionLogs.id, again.sendSlotPrices.lastPriceSend.id));
    expect(superseded?.state).toBe('SUPERSEDED');
    expect(third.sendSlotPrices.lastPriceSend.state).toBe('PENDING');
  });
});
