import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Authority } from '@back-office/domain';
import { asc, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { userActivities } from '../../platform/audit/user-activities.table';
import { machineHubs, machines } from '../machines/machines.table';
import { userMachines, userPayments } from '../../platform/identity/users.table';
import { downloadCsv } from '../../testing/csv';

let app: TestApp;
let machineTypeId: number;
let hubId: number;
/** Four machines: A and B will be mapped, C and D not; A and C stand at the hub. */
const fleet: Record<'A' | 'B' | 'C' | 'D', { id: number; vmcNo: string }> = {} as never;
const placements: Record<'A' | 'C', number> = {} as never;

type Caller = TestApp['admin'];

const MAP = 'mutation ($userId: Int!, $machineIds: [Int!]!) { updateUserMachine(userId: $userId, machineIds: $machineIds) { id machineIds machines { vmcNo } } }';
const MAP_PAYMENTS = 'mutation ($userId: Int!, $payments: [VendingPaymentMethod!]!) { updateUserPayment(userId: $userId, payments: $payments) { id payments } }';
const LIST = 'query ($pageInput: PageInput!) { machines(pageInput: $pageInput) { totalRows results { vmcNo } } }';
const REPORT = 'query ($queryInput: QueryInput) { machineReport(queryInput: $queryInput, timeZone: "Asia/Jakarta") }';

let serial = 0;
const createMachine = async (caller: Caller, prefix = 'MAP') => {
  serial += 1;
  const vmcNo = `${prefix}-${String(serial).padStart(3, '0')}`;
  const result = await caller.request<{ createMachine: { id: number; vmcNo: string } }>('mutation ($input: MachineInput!) { createMachine(input: $input) { id vmcNo } }', {
    input: {
      vmcNo,
      name: `Lobby machine ${serial}`,
      factoryNumber: `FN-MAP-${serial}`,
      machineTypeId,
      physicalCondition: 'CLEAR',
      active: true,
      waitingForAltitude: false,
      refrigeratorMode: 'ALWAYS_ON',
      lockMotorState: 'LOCKED',
    },
  });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.createMachine;
};

const place = async (caller: Caller, machineId: number) =>
  caller.request<{ createMachineHub: { id: number } }>('mutation ($input: MachineHubInput!) { createMachineHub(input: $input) { id } }', {
    input: { machineId, hubId, loadedAt: '2026-03-01' },
  });

const vmcNos = async (caller: Caller, filters?: unknown) => {
  const result = await caller.request<{ machines: { totalRows: number; results: { vmcNo: string }[] } }>(LIST, { pageInput: { page: 1, size: 100, filters } });
  expect(result.errors).toBeUndefined();
  return result.data!.machines.results.map((row) => row.vmcNo).filter((vmcNo) => vmcNo.startsWith('MAP-'));
};

const mapped = async (userId: number) =>
  (await app.db.select({ id: userMachines.value }).from(userMachines).where(eq(userMachines.userId, userId))).map((row) => row.id).sort((a, b) => a - b);

const report = async (caller: Caller, queryInput: unknown = null) => {
  const asked = await caller.request<{ machineReport: string }>(REPORT, { queryInput });
  expect(asked.errors).toBeUndefined();
  return downloadCsv(app.app, asked.data!.machineReport, caller, 'machines');
};


beforeAll(async () => {
  app = await startTestApp();
  const type = await app.admin.request<{ createMachineType: { id: number } }>('mutation { createMachineType(input: { name: "Mapping One", initialName: "MO", active: true }) { id } }');
  machineTypeId = type.data!.createMachineType.id;
  const hubType = await app.admin.request<{ createHubType: { id: number } }>('mutation { createHubType(input: { name: "Mapping office", active: true }) { id } }');
  const hub = await app.admin.request<{ createHub: { id: number } }>('mutation ($input: HubInput!) { createHub(input: $input) { id } }', {
    input: {
      hubTypeId: hubType.data!.createHubType.id,
      buildingName: 'Menara Peta',
      address: 'Jl. Sudirman 9, Jakarta',
      latitude: -6.2,
      longitude: 106.8,
      runningSchedules: [{ day: 'MONDAY', open: '08:00', close: '17:00' }],
      timezone: 'ASIA_JAKARTA',
      ownership: 'JUMPSTART',
      rentType: 'FREE',
      active: true,
      oddEvenRationing: false,
    },
  });
  hubId = hub.data!.createHub.id;
  for (const key of ['A', 'B', 'C', 'D'] as const) fleet[key] = await createMachine(app.admin);
  for (const key of ['A', 'C'] as const) placements[key] = (await place(app.admin, fleet[key].id)).data!.createMachineHub.id;
});
afterAll(() => app.close());

const FLEET_READER: Authority[] = ['VIEW_MACHINE', 'UPDATE_MACHINE', 'CREATE_MACHINE', 'VIEW_HUB', 'UPDATE_HUB'];

describe('a user mapped to machines', () => {
  it('sees only their machines in lists, by id, nested under hubs and in the download, at once', async () => {
    const user = await app.userWith(FLEET_READER);
    // Unmapped: limited by authorities alone.
    expect(await vmcNos(user)).toEqual(['MAP-001', 'MAP-002', 'MAP-003', 'MAP-004']);

    const saved = await app.admin.request(MAP, { userId: user.id, machineIds: [fleet.B.id, fleet.A.id, fleet.A.id] });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateUserMachine).toEqual({ id: user.id, machineIds: [fleet.A.id, fleet.B.id], machines: [{ vmcNo: 'MAP-001' }, { vmcNo: 'MAP-002' }] });

    // The same session sees the change on its next call.
    expect(await vmcNos(user)).toEqual(['MAP-001', 'MAP-002']);
    const filtered = await vmcNos(user, { operator: 'AND', options: [{ field: 'hubId', type: 'EQUAL', values: [String(hubId)] }] });
    expect(filtered).toEqual(['MAP-001']);
    const all = await user.request<{ machinesAll: { vmcNo: string }[] }>('{ machinesAll { vmcNo } }');
    expect(all.data!.machinesAll.map((row) => row.vmcNo).filter((vmcNo) => vmcNo.startsWith('MAP-'))).toEqual(['MAP-001', 'MAP-002']);

    // By id: a machine outside the mapping answers exactly as one that does not exist.
    const outside = await user.request(`{ machine(id: ${fleet.C.id}) { vmcNo } }`);
    const missing = await user.request('{ machine(id: 987654) { vmcNo } }');
    expect(outside.data?.machine).toBeNull();
    expect(outside.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(outside.errors?.[0]?.message).toBe(`Machine ${fleet.C.id} not found.`);
    expect(missing.errors?.[0]?.message).toBe('Machine 987654 not found.');
    const inside = await user.request<{ machine: { vmcNo: string; machineHub: { id: number } } }>(`{ machine(id: ${fleet.A.id}) { vmcNo machineHub { id } } }`);
    expect(inside.data?.machine).toEqual({ vmcNo: 'MAP-001', machineHub: { id: placements.A } });

    // Nested: the hub shows only the placements of their machines, now and in its history.
    const hub = await user.request<{ hub: unknown }>(`{ hub(id: ${hubId}) { machineHub { id machine { vmcNo } } machineHubs { id } } }`);
    expect(hub.data?.hub).toEqual({ machineHub: [{ id: placements.A, machine: { vmcNo: 'MAP-001' } }], machineHubs: [{ id: placements.A }] });
    const adminHub = await app.admin.request<{ hub: { machineHubs: unknown[] } }>(`{ hub(id: ${hubId}) { machineHubs { id } } }`);
    expect(adminHub.data!.hub.machineHubs).toHaveLength(2);
    const placement = await user.request(`{ machineHub(id: ${placements.C}) { id } }`);
    expect(placement.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const placementList = await user.request<{ machineHubsAll: { id: number }[] }>('{ machineHubsAll { id } }');
    expect(placementList.data!.machineHubsAll.map((row) => row.id)).toEqual([placements.A]);

    // The download: their machines only, matching the list's filters; the admin's has all four.
    const mine = await report(user);
    expect(mine.records.map((record) => record['VMC No']).filter((vmcNo) => vmcNo!.startsWith('MAP-'))).toEqual(['MAP-001', 'MAP-002']);
    const mineAtHub = await report(user, { filters: { operator: 'AND', options: [{ field: 'hubId', type: 'EQUAL', values: [String(hubId)] }] } });
    expect(mineAtHub.records.map((record) => record['VMC No'])).toEqual(['MAP-001']);
    const everything = await report(app.admin);
    expect(everything.records.map((record) => record['VMC No']).filter((vmcNo) => vmcNo!.startsWith('MAP-'))).toEqual(['MAP-001', 'MAP-002', 'MAP-003', 'MAP-004']);

    // A download asked for before the mapping narrowed follows the mapping as it is when fetched.
    const asked = await user.request<{ machineReport: string }>(REPORT, { queryInput: null });
    await app.admin.request(MAP, { userId: user.id, machineIds: [fleet.B.id] });
    const later = await downloadCsv(app.app, asked.data!.machineReport, user, 'machines');
    expect(later.records.map((record) => record['VMC No'])).toEqual(['MAP-002']);
    expect(await vmcNos(user)).toEqual(['MAP-002']);

    // Cleared: unlimited again.
    await app.admin.request(MAP, { userId: user.id, machineIds: [] });
    expect(await vmcNos(user)).toHaveLength(4);
  });

  it('changes nothing outside the mapping: updates, placements and unloading are refused', async () => {
    const user = await app.userWith(FLEET_READER);
    await app.admin.request(MAP, { userId: user.id, machineIds: [fleet.A.id, fleet.B.id] });

    const update = await user.request(`mutation { updateMachine(id: ${fleet.C.id}, input: { name: "Taken over" }) { id } }`);
    expect(update.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [machineC] = await app.db.select().from(machines).where(eq(machines.id, fleet.C.id));
    expect(machineC!.name).not.toBe('Taken over');
    const own = await user.request<{ updateMachine: { name: string } }>(`mutation { updateMachine(id: ${fleet.B.id}, input: { owner: "Mapped owner" }) { name } }`);
    expect(own.errors).toBeUndefined();

    const placeD = await place(user, fleet.D.id);
    expect(placeD.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { machineId: `Machine ${fleet.D.id} does not exist.` } });
    expect(await app.db.select().from(machineHubs).where(eq(machineHubs.machineId, fleet.D.id))).toEqual([]);

    const moveC = await user.request(`mutation { updateMachineHub(id: ${placements.C}, input: { terminalId: "T-X" }) { id } }`);
    expect(moveC.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const unloadC = await user.request(`mutation { deleteMachineHub(id: ${placements.C}, unloadDate: "2026-03-05") { id } }`);
    expect(unloadC.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [placementC] = await app.db.select().from(machineHubs).where(eq(machineHubs.id, placements.C));
    expect(placementC).toMatchObject({ terminalId: null, unloadedAt: null });

    const editA = await user.request<{ updateMachineHub: { terminalId: string } }>(`mutation { updateMachineHub(id: ${placements.A}, input: { terminalId: "T-A" }) { terminalId } }`);
    expect(editA.data?.updateMachineHub).toEqual({ terminalId: 'T-A' });
  });

  it('sees the errors, history and instructions of their machines only', async () => {
    const user = await app.userWith(['VIEW_MACHINE', 'VIEW_MACHINE_STATUS_ERROR', 'VIEW_MACHINE_HISTORY', 'VIEW_SERVER_INSTRUCTION_LOG', 'CREATE_SERVER_INSTRUCTION_LOG']);
    await app.admin.request(MAP, { userId: user.id, machineIds: [fleet.A.id, fleet.B.id] });
    for (const key of ['A', 'C'] as const) {
      const reported = await app.admin.request('mutation ($input: MachineStatusErrorInput!) { createMachineStatusError(input: $input) { id } }', {
        input: { machineId: fleet[key].id, errorCodeMachine: `E-${key}`, errorDescription: 'Grinder jammed', fatalError: false, persistenceError: false },
      });
      expect(reported.errors).toBeUndefined();
    }
    const inError = await user.request<{ machinesInError: { results: { errorCodeMachine: string; machine: { vmcNo: string } }[] } }>(
      '{ machinesInError(pageInput: { page: 1, size: 100 }) { results { errorCodeMachine machine { vmcNo } } } }',
    );
    expect(inError.data!.machinesInError.results).toEqual([{ errorCodeMachine: 'E-A', machine: { vmcNo: 'MAP-001' } }]);
    const history = await user.request(`{ machineHistoriesByMachineId(machineId: ${fleet.C.id}, pageInput: { page: 1, size: 10 }) { results { id } } }`);
    expect(history.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const instruction = await user.request(`mutation { setInstruction(id: ${fleet.C.id}, instruction: REBOOT) { id } }`);
    expect(instruction.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const pending = await app.admin.request<{ getInstruction: string }>(`mutation { getInstruction(id: ${fleet.C.id}) }`);
    expect(pending.data?.getInstruction).toBe('NOINSTRUCTION');
    const mine = await user.request<{ setInstruction: { command: string } }>(`mutation { setInstruction(id: ${fleet.A.id}, instruction: REBOOT) { command } }`);
    expect(mine.data?.setInstruction).toEqual({ command: 'REBOOT' });
  });

  it('reads and fills the stock of their machines only', async () => {
    const user = await app.userWith(['VIEW_MACHINE', 'VIEW_MACHINE_STOCK_OUT', 'FILL_MACHINE_STOCK_OUT']);
    await app.admin.request(MAP, { userId: user.id, machineIds: [fleet.A.id] });
    const packaging = await app.admin.request<{ createPackaging: { id: number } }>('mutation { createPackaging(input: { name: "Mapping Cup", quantity: 50, active: true }) { id } }');
    for (const key of ['A', 'C'] as const) {
      const added = await app.admin.request('mutation ($input: MachineStockOutInput!) { createMachineStockOut(input: $input) { id } }', {
        input: { machineId: fleet[key].id, packagingId: packaging.data!.createPackaging.id, currentStock: 10, minStock: 2, maxStock: 100 },
      });
      expect(added.errors).toBeUndefined();
    }
    const stockOf = (key: 'A' | 'C') => user.request<{ machineStockOutsByMachine: { currentStock: number }[] }>(`{ machineStockOutsByMachine(machineId: ${fleet[key].id}) { currentStock } }`);
    expect((await stockOf('A')).data?.machineStockOutsByMachine).toEqual([{ currentStock: 10 }]);
    expect((await stockOf('C')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const fill = (key: 'A' | 'C') =>
      user.request('mutation ($inputs: [MachineStockOutFillInput!]!) { fillMachineStockOut(inputs: $inputs) { currentStock } }', {
        inputs: [{ machineId: fleet[key].id, packagingId: packaging.data!.createPackaging.id, additionalStock: 5 }],
      });
    expect((await fill('C')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await fill('A')).errors).toBeUndefined();
    const all = await app.admin.request<{ a: { currentStock: number }[]; c: { currentStock: number }[] }>(
      `{ a: machineStockOutsByMachine(machineId: ${fleet.A.id}) { currentStock } c: machineStockOutsByMachine(machineId: ${fleet.C.id}) { currentStock } }`,
    );
    expect(all.data).toEqual({ a: [{ currentStock: 15 }], c: [{ currentStock: 10 }] });
  });

  it('keeps seeing a machine they make', async () => {
    const user = await app.userWith(FLEET_READER);
    await app.admin.request(MAP, { userId: user.id, machineIds: [fleet.A.id] });
    const made = await createMachine(user, 'NEW');
    expect(await mapped(user.id)).toEqual([fleet.A.id, made.id].sort((a, b) => a - b));
    const seen = await user.request<{ machine: { vmcNo: string } }>(`{ machine(id: ${made.id}) { vmcNo } }`);
    expect(seen.data?.machine.vmcNo).toBe(made.vmcNo);
  });
});

describe('updating a machine mapping', () => {
  it('refuses unknown machines with a clear error and changes nothing', async () => {
    const user = await app.userWith(['VIEW_MACHINE']);
    await app.admin.request(MAP, { userId: user.id, machineIds: [fleet.A.id] });
    const unknown = await app.admin.request(MAP, { userId: user.id, machineIds: [fleet.B.id, 987654, 987655] });
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { machineIds: 'Machines 987654, 987655 do not exist.' } });
    const one = await app.admin.request(MAP, { userId: user.id, machineIds: [987654] });
    expect(one.errors?.[0]?.extensions?.fields).toEqual({ machineIds: 'Machine 987654 does not exist.' });
    const zero = await app.admin.request(MAP, { userId: user.id, machineIds: [0] });
    expect(zero.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await mapped(user.id)).toEqual([fleet.A.id]);
    const noUser = await app.admin.request(MAP, { userId: 987654, machineIds: [fleet.A.id] });
    expect(noUser.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('writes one audit row naming the machines before and after', async () => {
    const user = await app.userWith(['VIEW_MACHINE']);
    await app.admin.request(MAP, { userId: user.id, machineIds: [fleet.A.id] });
    await app.admin.request(MAP, { userId: user.id, machineIds: [fleet.B.id, fleet.C.id] });
    const rows = await app.db.select().from(userActivities).where(eq(userActivities.recordId, String(user.id))).orderBy(asc(userActivities.id));
    const mappingRows = rows.filter((row) => row.activity === 'UPDATE_USER_MACHINE_MAPPING');
    expect(mappingRows).toHaveLength(2);
    expect(mappingRows[1]).toMatchObject({
      entity: 'USER',
      message: `Updated the machine mapping of "${user.username}".`,
      changes: { machines: { before: ['MAP-001'], after: ['MAP-002', 'MAP-003'] } },
    });
  });

  it('needs the mapping authorities, to read as to change', async () => {
    const target = await app.userWith(['VIEW_MACHINE']);
    await app.admin.request(MAP, { userId: target.id, machineIds: [fleet.A.id] });
    const viewerOnly = await app.userWith(['VIEW_USER', 'VIEW_USER_MACHINE_MAPPING', 'VIEW_USER_PAYMENT']);
    const read = await viewerOnly.request<{ user: unknown }>(`{ user(id: ${target.id}) { username machineIds payments } }`);
    expect(read.errors).toBeUndefined();
    expect(read.data?.user).toEqual({ username: target.username, machineIds: [fleet.A.id], payments: [] });
    const change = await viewerOnly.request(MAP, { userId: target.id, machineIds: [] });
    expect(change.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(change.errors?.[0]?.extensions?.authorities).toEqual(['UPDATE_USER_MACHINE_MAPPING']);
    const changePayments = await viewerOnly.request(MAP_PAYMENTS, { userId: target.id, payments: ['CASH'] });
    expect(changePayments.errors?.[0]?.extensions?.authorities).toEqual(['UPDATE_USER_PAYMENT']);

    const usersOnly = await app.userWith(['VIEW_USER']);
    const hidden = await usersOnly.request<{ user: { username: string; machineIds: null } }>(`{ user(id: ${target.id}) { username machineIds } }`);
    expect(hidden.data?.user).toEqual({ username: target.username, machineIds: null });
    expect(hidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(hidden.errors?.[0]?.extensions?.authorities).toEqual(['VIEW_USER_MACHINE_MAPPING']);
    expect(await mapped(target.id)).toEqual([fleet.A.id]);
  });

  it('lets someone limited to some machines hand out only those, and never leave a user unlimited', async () => {
    const mapper = await app.userWith(['VIEW_MACHINE', 'VIEW_USER', 'VIEW_USER_MACHINE_MAPPING', 'UPDATE_USER_MACHINE_MAPPING']);
    await app.admin.request(MAP, { userId: mapper.id, machineIds: [fleet.A.id, fleet.B.id] });
    const target = await app.userWith(['VIEW_MACHINE']);
    const unlimited = await mapper.request(MAP, { userId: target.id, machineIds: [fleet.A.id] });
    expect(unlimited.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: `You cannot change the machine mapping of "${target.username}": they see machines beyond yours.` });
    expect(await mapped(target.id)).toEqual([]);

    await app.admin.request(MAP, { userId: target.id, machineIds: [fleet.A.id] });
    const beyond = await mapper.request(MAP, { userId: target.id, machineIds: [fleet.A.id, fleet.C.id] });
    expect(beyond.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { machineIds: `Machine ${fleet.C.id} does not exist.` } });
    const cleared = await mapper.request(MAP, { userId: target.id, machineIds: [] });
    expect(cleared.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const selfCleared = await mapper.request(MAP, { userId: mapper.id, machineIds: [] });
    expect(selfCleared.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const within = await mapper.request<{ updateUserMachine: { machineIds: number[] } }>(MAP, { userId: target.id, machineIds: [fleet.B.id] });
    expect(within.data?.updateUserMachine.machineIds).toEqual([fleet.B.id]);
    expect(await mapped(target.id)).toEqual([fleet.B.id]);
    expect(await mapped(mapper.id)).toEqual([fleet.A.id, fleet.B.id]);
  });
});

describe('payment mapping', () => {
  it('sets, reads and clears the payment methods, audited', async () => {
    const user = await app.userWith(['VIEW_MACHINE']);
    const saved = await app.admin.request(MAP_PAYMENTS, { userId: user.id, payments: ['GOPAY', 'CASH', 'GOPAY'] });
    expect(saved.data?.updateUserPayment).toEqual({ id: user.id, payments: ['CASH', 'GOPAY'] });
    const unknown = await app.admin.request(MAP_PAYMENTS, { userId: user.id, payments: ['BITCOIN'] });
    expect(unknown.errors?.[0]?.message).toMatch(/BITCOIN/);
    const cleared = await app.admin.request(MAP_PAYMENTS, { userId: user.id, payments: [] });
    expect(cleared.data?.updateUserPayment).toEqual({ id: user.id, payments: [] });
    expect(await app.db.select().from(userPayments).where(eq(userPayments.userId, user.id))).toEqual([]);
    const rows = await app.db.select().from(userActivities).where(eq(userActivities.activity, 'UPDATE_USER_PAYMENT')).orderBy(asc(userActivities.id));
    expect(rows.filter((row) => row.recordId === String(user.id)).map((row) => row.changes)).toEqual([
      { payments: { before: [], after: ['CASH', 'GOPAY'] } },
      { payments: { before: ['CASH', 'GOPAY'], after: [] } },
    ]);
  });

  it('lets someone limited to some payment methods hand out only those', async () => {
    const mapper = await app.userWith(['VIEW_USER', 'VIEW_USER_PAYMENT', 'UPDATE_USER_PAYMENT']);
    await app.admin.request(MAP_PAYMENTS, { userId: mapper.id, payments: ['GOPAY', 'DANA'] });
    const target = await app.userWith(['VIEW_MACHINE']);
    await app.admin.request(MAP_PAYMENTS, { userId: target.id, payments: ['GOPAY'] });
    const beyond = await mapper.request(MAP_PAYMENTS, { userId: target.id, payments: ['GOPAY', 'CASH'] });
    expect(beyond.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' }, message: 'You can hand out only your own payment methods; CASH is not among them.' });
    expect(beyond.data?.updateUserPayment).toBeNull();
    const within = await mapper.request(MAP_PAYMENTS, { userId: target.id, payments: ['DANA'] });
    expect(within.errors).toBeUndefined();
    expect(within.data?.updateUserPayment).toEqual({ id: target.id, payments: ['DANA'] });
  });
});

describe('the machines report', () => {
  it('writes every column formatted, and refuses a bad filter when asked', async () => {
    const { header, records } = await report(app.admin, { filters: { operator: 'AND', options: [{ field: 'vmcNo', type: 'EQUAL', values: ['MAP-001'] }] } });
    expect(header).toEqual([
      'VMC No',
      'Name',
      'Machine Type',
      'Hub Internal ID',
      'Hub Name',
      'Loaded At',
      'MID',
      'TID',
      'Factory Number',
      'Physical Condition',
      'Active',
      'Waiting for Altitude',
      'Android Type',
      'SIM Card No',
      'Running Schedule',
      'Refrigerator Mode',
      'Refrigerator Min Temperature (°C)',
      'Refrigerator Max Temperature (°C)',
      'Lock Motor State',
      'Owner',
      'Connected',
      'Last Heartbeat',
      'Last Error',
      'Last Error At',
      'Error Assigned',
      'Created Time',
    ]);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      'VMC No': 'MAP-001',
      'Machine Type': 'Mapping One',
      'Hub Name': expect.stringContaining('Menara Peta'),
      'Loaded At': '01-03-2026',
      'Physical Condition': 'Clear',
      Active: 'Yes',
      'Waiting for Altitude': 'No',
      'Running Schedule': 'Hub hours',
      'Refrigerator Mode': 'Always on',
      'Lock Motor State': 'Locked',
      Connected: 'No',
      'Last Heartbeat': '',
      'Created Time': expect.stringMatching(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/),
    });
    const bad = await app.admin.request(REPORT, { queryInput: { filters: { operator: 'AND', options: [{ field: 'secret', type: 'EQUAL', values: ['x'] }] } } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const noAuthority = await app.userWith(['VIEW_HUB']);
    const refused = await noAuthority.request(REPORT, { queryInput: null });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
