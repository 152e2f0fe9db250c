import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MACHINE_MESSAGES, MESSAGES } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { userActivities } from '../../platform/audit/user-activities.table';
import { machines, midtranses } from './machines.table';

let app: TestApp;
let machineTypeId: number;

const CREATE_MIDTRANS = 'mutation ($input: MidtransInput!) { createMidtrans(input: $input) { id merchantId serverKeySet clientKey production active } }';
const UPDATE_MIDTRANS = 'mutation ($id: Int!, $input: MidtransUpdateInput!) { updateMidtrans(id: $id, input: $input) { id description serverKeySet } }';
const CREATE_MACHINE = 'mutation ($input: MachineInput!) { createMachine(input: $input) { id vmcNo active status waitingForAltitude connected needsAttention machineType { name } machineHub { id } } }';
const UPDATE_MACHINE = 'mutation ($id: Int!, $input: MachineUpdateInput!) { updateMachine(id: $id, input: $input) { id active waitingForAltitude } }';
const MACHINE_IDS = 'query ($pageInput: PageInput!) { machines(pageInput: $pageInput) { results { vmcNo } } }';

const machineCount = async () => (await app.db.select({ n: count() }).from(machines))[0]!.n;
let serial = 0;
const validMachine = (machineTypeId: number, overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    vmcNo: `JB-${String(serial).padStart(4, '0')}`,
    name: `Lobby machine ${serial}`,
    factoryNumber: `FN-2026-${serial}`,
    machineTypeId,
    physicalCondition: 'CLEAR',
    active: true,
    waitingForAltitude: false,
    refrigeratorMode: 'SCHEDULED',
    refrigeratorMinTemperature: 2,
    refrigeratorMaxTemperature: 8,
    lockMotorState: 'LOCKED',
    ...overrides,
  };
};
const createMachine = async (overrides: Record<string, unknown> = {}) => {
  const result = await app.admin.request<{ createMachine: { id: number; vmcNo: string } }>(CREATE_MACHINE, { input: validMachine(machineTypeId, overrides) });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.createMachine;
};

beforeAll(async () => {
  app = await startTestApp();
  const type = await app.admin.request<{ createMachineType: { id: number } }>('mutation { createMachineType(input: { name: "Barista One", initialName: "JB", active: true }) { id } }');
  machineTypeId = type.data!.createMachineType.id;
});
afterAll(() => app.close());

describe('payment gateway accounts', () => {
  it('never returns nor logs the server key, says it is set, and replaces it', async () => {
    const created = await app.admin.request<{ createMidtrans: { id: number } }>(CREATE_MIDTRANS, {
      input: { merchantId: 'G123456', serverKey: 'SB-Mid-server-SECRET1', clientKey: 'SB-Mid-client-abc', production: false, active: true },
    });
    expect(created.data?.createMidtrans).toEqual({ id: expect.any(Number), merchantId: 'G123456', serverKeySet: true, clientKey: 'SB-Mid-client-abc', production: false, active: true });
    const id = created.data!.createMidtrans.id;
    expect(JSON.stringify(created)).not.toContain('SECRET1');
    const asked = await app.admin.request(`{ midtrans(id: ${id}) { serverKey } }`);
    expect(asked.errors?.[0]?.message).toMatch(/Cannot query field "serverKey"/);

    const replaced = await app.admin.request(UPDATE_MIDTRANS, { id, input: { serverKey: 'SB-Mid-server-SECRET2', description: 'Sandbox' } });
    expect(replaced.data?.updateMidtrans).toEqual({ id, description: 'Sandbox', serverKeySet: true });
    const [stored] = await app.db.select().from(midtranses).where(eq(midtranses.id, id));
    expect(stored!.serverKey).toBe('SB-Mid-server-SECRET2');

    const log = await app.db.select().from(userActivities).where(eq(userActivities.entity, 'MIDTRANS'));
    expect(log.map((row) => row.activity)).toEqual(['CREATE_MIDTRANS', 'UPDATE_MIDTRANS']);
    expect(JSON.stringify(log)).not.toContain('SECRET');
    expect(log[1]!.changes).toMatchObject({ serverKey: { secret: true }, description: { before: null, after: 'Sandbox' } });
  });

  it('refuses an empty server key and a repeated merchant id, and writes nothing', async () => {
    const before = (await app.db.select({ n: count() }).from(midtranses))[0]!.n;
    const empty = await app.admin.request(CREATE_MIDTRANS, { input: { merchantId: 'G999', serverKey: '  ', clientKey: 'c', production: true, active: true } });
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { serverKey: MESSAGES.required } });
    const twice = await app.admin.request(CREATE_MIDTRANS, { input: { merchantId: 'G123456', serverKey: 'k', clientKey: 'c', production: false, active: true } });
    expect(twice.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
    expect((await app.db.select({ n: count() }).from(midtranses))[0]!.n).toBe(before);
  });

  it('needs the account authorities', async () => {
    const viewer = await app.userWith(['VIEW_MIDTRANS']);
    expect((await viewer.request('query { midtranses(pageInput: { page: 1, size: 10 }) { results { id } } }')).errors).toBeUndefined();
    const refused = await viewer.request(CREATE_MIDTRANS, { input: { merchantId: 'G1', serverKey: 'k', clientKey: 'c', production: false, active: true } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('machines', () => {
  it('keeps every field of a machine', async () => {
    const input = validMachine(machineTypeId, {
      mid: 'M-1',
      tid: 'T-1',
      androidType: 'Android 11 kiosk',
      simcardNo: '081234567890',
      owner: 'Jumpstart',
      runningSchedules: [{ day: 'MONDAY', open: '07:00', close: '19:00' }],
      physicalCondition: 'PARTIAL',
      lockMotorState: 'UNLOCKED',
    });
    const created = await app.admin.request<{ createMachine: { id: number } }>(
      `mutation ($input: MachineInput!) { createMachine(input: $input) { id vmcNo name mid tid factoryNumber physicalCondition active androidType simcardNo
        runningSchedules { day open close } refrigeratorMode refrigeratorMinTemperature refrigeratorMaxTemperature lockMotorState owner
        lastHeartbeat connected lastError lastErrorAt isErrorAssigned machineType { id } } }`,
      { input },
    );
    const { machineTypeId: _type, waitingForAltitude: _waiting, ...fields } = input;
    expect(created.data?.createMachine).toEqual({
      id: expect.any(Number),
      ...fields,
      machineType: { id: machineTypeId },
      lastHeartbeat: null,
      connected: false,
      lastError: null,
      lastErrorAt: null,
      isErrorAssigned: false,
    });
  });

  it('refuses a factory number with other characters, crossed temperature bounds and a repeated number, and writes nothing', async () => {
    const before = await machineCount();
    const badNumber = await app.admin.request(CREATE_MACHINE, { input: validMachine(machineTypeId, { factoryNumber: 'FN 2026/1' }) });
    expect(badNumber.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { factoryNumber: MESSAGES.factoryNumber } });
    const crossed = await app.admin.request(CREATE_MACHINE, { input: validMachine(machineTypeId, { refrigeratorMinTemperature: 9, refrigeratorMaxTemperature: 4 }) });
    expect(crossed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { refrigeratorMinTemperature: MACHINE_MESSAGES.temperatureBounds } });
    const first = await createMachine();
    const repeated = await app.admin.request(CREATE_MACHINE, { input: validMachine(machineTypeId, { vmcNo: first.vmcNo.toLowerCase() }) });
    expect(repeated.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { vmcNo: 'A machine with this VMC number already exists.' } });
    expect(await machineCount()).toBe(before + 1);

    const onlyMinimum = await app.admin.request(UPDATE_MACHINE, { id: first.id, input: { refrigeratorMinTemperature: 10 } });
    expect(onlyMinimum.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { refrigeratorMinTemperature: MACHINE_MESSAGES.temperatureBounds } });
  });

  it('does not activate a machine waiting for Altitude, on create or on update, and activates it once registered', async () => {
    const before = await machineCount();
    const refused = await app.admin.request(CREATE_MACHINE, { input: validMachine(machineTypeId, { active: true, waitingForAltitude: true }) });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { active: MACHINE_MESSAGES.waitingForAltitude } });
    expect(await machineCount()).toBe(before);

    const waiting = await createMachine({ active: false, waitingForAltitude: true });
    const activate = await app.admin.request(UPDATE_MACHINE, { id: waiting.id, input: { active: true } });
    expect(activate.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { active: MACHINE_MESSAGES.waitingForAltitude } });
    const [stored] = await app.db.select().from(machines).where(eq(machines.id, waiting.id));
    expect(stored!.active).toBe(false);

    const registered = await app.admin.request(UPDATE_MACHINE, { id: waiting.id, input: { waitingForAltitude: false, active: true } });
    expect(registered.data?.updateMachine).toEqual({ id: waiting.id, active: true, waitingForAltitude: false });
    const deactivated = await app.admin.request(UPDATE_MACHINE, { id: waiting.id, input: { active: false } });
    expect(deactivated.data?.updateMachine).toMatchObject({ active: false });
  });

  it('lists machines by connection and error as the gateway reported them, and which need someone', async () => {
    const alive = await createMachine();
    const silent = await createMachine();
    const broken = await createMachine();
    await app.db.update(machines).set({ lastHeartbeat: new Date() }).where(eq(machines.id, alive.id));
    await app.db.update(machines).set({ lastHeartbeat: new Date(Date.now() - 3_600_000) }).where(eq(machines.id, silent.id));
    await app.db.update(machines).set({ lastHeartbeat: new Date(), lastError: 'Grinder jammed', lastErrorAt: new Date() }).where(eq(machines.id, broken.id));
    const vmcNos = async (field: string, value: string) => {
      const result = await app.admin.request<{ machines: { results: { vmcNo: string }[] } }>(MACHINE_IDS, {
        pageInput: { page: 1, size: 100, filters: { operator: 'AND', options: [{ field, values: [value], type: 'EQUAL' }] } },
      });
      if (result.errors) throw new Error(JSON.stringify(result.errors));
      return result.data!.machines.results.map((row) => row.vmcNo);
    };
    const connected = await vmcNos('connected', 'true');
    expect(connected).toEqual(expect.arrayContaining([alive.vmcNo, broken.vmcNo]));
    expect(connected).not.toContain(silent.vmcNo);
    expect(await vmcNos('inError', 'true')).toEqual([broken.vmcNo]);
    const attention = await vmcNos('needsAttention', 'true');
    expect(attention).toEqual(expect.arrayContaining([silent.vmcNo, broken.vmcNo]));
    expect(attention).not.toContain(alive.vmcNo);
    expect(await vmcNos('physicalCondition', 'CLEAR')).toContain(alive.vmcNo);
  });

  it('keeps what the gateway reports out of the console’s inputs', async () => {
    const machine = await createMachine();
    const result = await app.admin.request(UPDATE_MACHINE, { id: machine.id, input: { lastError: 'none' } });
    expect(result.errors?.[0]?.message).toMatch(/"lastError" is not defined by type "MachineUpdateInput"/);
    const [stored] = await app.db.select().from(machines).where(eq(machines.id, machine.id));
    expect(stored!.lastError).toBeNull();
  });

  it('needs the machine authorities', async () => {
    const viewer = await app.userWith(['VIEW_MACHINE']);
    expect((await viewer.request(MACHINE_IDS, { pageInput: { page: 1, size: 5 } })).errors).toBeUndefined();
    expect((await viewer.request(CREATE_MACHINE, { input: validMachine(machineTypeId) })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
