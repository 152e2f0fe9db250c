import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Authority } from '@back-office/domain';
import { eq } from 'drizzle-orm';
import { machines } from '../machines/machines.table';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { acknowledgeInstruction, recordMachineError, recordMachineHistory, recordMachineStatusInfo, takePendingInstruction } from './machine-events';
import { serverInstructionLogs } from './machine-status.table';
import { createTestMachine } from '../../testing/machines';

let app: TestApp;
let machineTypeId: number;
/** The VMC number of the machine made last. */
let vmcNo = '';

const REPORT_ERROR = `mutation ($input: MachineStatusErrorInput!) {
  createMachineStatusError(input: $input) { id errorCodeMachine errorDescription machineSet fatalError persistenceError user open machine { id lastError } }
}`;
const REPORT_STATUS = 'mutation ($input: MachineStatusInfoInput!) { createMachineStatusInfo(input: $input) { status notes errorCleared history { type message user } machine { lastError isErrorAssigned } } }';
const SET = 'mutation ($id: Int!, $instruction: MachineInstruction!) { setInstruction(id: $id, instruction: $instruction) { id command state setBy datetime pending } }';
const GET = 'mutation ($id: Int!) { getInstruction(id: $id) }';
const LOG = `query ($id: Int!) { serverInstructionLogsByMachineId(machineId: $id, pageInput: { page: 1, size: 20 }) {
  totalRows results { id command state setBy datetime fetchedTime acknowledgedTime supersededTime pending }
} }`;
const HISTORY = `query ($id: Int!, $page: Int!, $size: Int!) { machineHistoriesByMachineId(machineId: $id, pageInput: { page: $page, size: $size }) {
  totalRows hasNextPage results { user type message updatedTime }
} }`;
const MACHINE = '{ machine(id: $id) { lastError lastErrorAt isErrorAssigned statusError { errorCodeMachine open } pendingInstruction { command state } } }';

async function newMachine() {
  const made = await createTestMachine(app, machineTypeId, 'ST');
  vmcNo = made.vmcNo;
  return made.id;
}

const machine = async (id: number) =>
  (await app.admin.request<{ machine: { lastError: string | null; lastErrorAt: string | null; isErrorAssigned: boolean; statusError: { errorCodeMachine: string } | null; pendingInstruction: { command: string; state: string } | null } }>(
    `query ($id: Int!) ${MACHINE}`,
    { id },
  )).data!.machine;

const error = (machineId: number, code = 'E17', extra: Record<string, unknown> = {}) => ({
  machineId,
  errorCodeMachine: code,
  errorDescription: 'Grinder jammed',
  machineSet: 'Grinder 1',
  fatalError: true,
  persistenceError: false,
  ...extra,
});

const log = async (id: number) =>
  (await app.admin.request<{ serverInstructionLogsByMachineId: { totalRows: number; results: Record<string, unknown>[] } }>(LOG, { id })).data!.serverInstructionLogsByMachineId;

beforeAll(async () => {
  app = await startTestApp();
  const type = await app.admin.request<{ createMachineType: { id: number } }>('mutation { createMachineType(input: { name: "Status One", initialName: "SO", active: true }) { id } }');
  machineTypeId = type.data!.createMachineType.id;
});
afterAll(() => app.close());

describe('machine errors and status', () => {
  it('reports an error: the machine is in error, with the report, in the list of machines in error and in its history', async () => {
    const id = await newMachine();
    const reported = await app.admin.request<{ createMachineStatusError: Record<string, unknown> }>(REPORT_ERROR, { input: error(id) });
    expect(reported.errors).toBeUndefined();
    expect(reported.data!.createMachineStatusError).toMatchObject({ errorCodeMachine: 'E17', machineSet: 'Grinder 1', fatalError: true, persistenceError: false, user: 'Administrator', open: true, machine: { id, lastError: 'E17: Grinder jammed' } });
    const now = await machine(id);
    expect(now).toMatchObject({ lastError: 'E17: Grinder jammed', isErrorAssigned: false, statusError: { errorCodeMachine: 'E17' } });
    expect(now.lastErrorAt).not.toBeNull();

    const inError = await app.admin.request<{ machinesInError: { results: { machine: { id: number }; errorCodeMachine: string }[] } }>(
      `{ machinesInError(pageInput: { page: 1, size: 100, filters: { operator: AND, options: [{ field: "machineId", type: EQUAL, values: ["${id}"] }] } }) { results { errorCodeMachine machine { id } } } }`,
    );
    expect(inError.errors).toBeUndefined();
    expect(inError.data!.machinesInError.results).toEqual([{ errorCodeMachine: 'E17', machine: { id } }]);

    const history = await app.admin.request<{ machineHistoriesByMachineId: { results: { type: string; message: string; user: string }[] } }>(HISTORY, { id, page: 1, size: 10 });
    expect(history.data!.machineHistoriesByMachineId.results).toEqual([expect.objectContaining({ type: 'ERROR', user: 'Administrator', message: 'Error E17: Grinder jammed (set Grinder 1) [fatal]' })]);
  });

  it('keeps one open error per machine: a later error closes the earlier and keeps its assignment', async () => {
    const id = await newMachine();
    await app.admin.request(REPORT_ERROR, { input: error(id, 'E1') });
    await app.db.update(machines).set({ isErrorAssigned: true }).where(eq(machines.id, id));
    await app.admin.request(REPORT_ERROR, { input: error(id, 'E2') });
    expect(await machine(id)).toMatchObject({ lastError: 'E2: Grinder jammed', isErrorAssigned: true, statusError: { errorCodeMachine: 'E2' } });
    const all = await app.admin.request<{ machineStatusErrors: { results: { errorCodeMachine: string; open: boolean }[] } }>(
      `{ machineStatusErrors(pageInput: { page: 1, size: 10, filters: { operator: AND, options: [{ field: "machineId", type: EQUAL, values: ["${id}"] }] }, sorts: [{ field: "id", direction: ASC }] }) { results { errorCodeMachine open } } }`,
    );
    expect(all.data!.machineStatusErrors.results).toEqual([
      { errorCodeMachine: 'E1', open: false },
      { errorCodeMachine: 'E2', open: true },
    ]);
  });

  it('refuses a report without its required fields, or of a machine that does not exist', async () => {
    const id = await newMachine();
    const missing = await app.admin.request(REPORT_ERROR, { input: error(id, '  ') });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { errorCodeMachine: 'This field is required.' } });
    const nowhere = await app.admin.request(REPORT_ERROR, { input: error(999_999) });
    expect(nowhere.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const noStatus = await app.admin.request(REPORT_STATUS, { input: { machineId: id, status: '' } });
    expect(noStatus.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { status: 'This field is required.' } });
    expect((await machine(id)).lastError).toBeNull();
  });

  it('a normal status clears the error; any other status is only recorded', async () => {
    const id = await newMachine();
    await app.admin.request(REPORT_ERROR, { input: error(id) });
    await app.db.update(machines).set({ isErrorAssigned: true }).where(eq(machines.id, id));
    const busy = await app.admin.request<{ createMachineStatusInfo: Record<string, unknown> }>(REPORT_STATUS, { input: { machineId: id, status: 'Rinsing', notes: 'Daily rinse' } });
    expect(busy.data!.createMachineStatusInfo).toMatchObject({ errorCleared: false, history: { type: 'STATUS', message: 'Status Rinsing: Daily rinse' }, machine: { lastError: 'E17: Grinder jammed' } });
    const normal = await app.admin.request<{ createMachineStatusInfo: Record<string, unknown> }>(REPORT_STATUS, { input: { machineId: id, status: 'NORMAL' } });
    expect(normal.data!.createMachineStatusInfo).toMatchObject({ errorCleared: true, history: { message: 'Status NORMAL (error cleared)' }, machine: { lastError: null, isErrorAssigned: false } });
    expect((await machine(id)).statusError).toBeNull();
    const listed = await app.admin.request<{ machinesInError: { results: unknown[] } }>(
      `{ machinesInError(pageInput: { page: 1, size: 10, filters: { operator: AND, options: [{ field: "machineId", type: EQUAL, values: ["${id}"] }] } }) { results { id } } }`,
    );
    expect(listed.data!.machinesInError.results).toEqual([]);
  });

  it('a normal status sent before the error was reported does not hide it', async () => {
    const id = await newMachine();
    const at = new Date();
    await app.db.transaction((tx) => recordMachineError(tx, id, { errorCodeMachine: 'E5', errorDescription: 'Boiler cold', fatalError: false, persistenceError: true }, { userId: null }, at));
    const late = await app.db.transaction((tx) => recordMachineStatusInfo(tx, id, { status: 'ok' }, { userId: null }, new Date(at.getTime() - 60_000)));
    expect(late.errorCleared).toBe(false);
    expect((await machine(id)).lastError).toBe('E5: Boiler cold');
  });

  it('the gateway writes as the machine: history entries by "Machine", paged newest first', async () => {
    const id = await newMachine();
    const start = Date.now() - 10 * 60_000;
    for (let index = 0; index < 5; index += 1) {
      await app.db.transaction((tx) => recordMachineHistory(tx, id, { type: index % 2 ? 'connection' : 'boot', message: `Event ${index}` }, { userId: null }, new Date(start + index * 60_000)));
    }
    const first = await app.admin.request<{ machineHistoriesByMachineId: { totalRows: number; hasNextPage: boolean; results: { user: string; type: string; message: string }[] } }>(HISTORY, { id, page: 1, size: 2 });
    expect(first.data!.machineHistoriesByMachineId).toMatchObject({ totalRows: 5, hasNextPage: true });
    expect(first.data!.machineHistoriesByMachineId.results).toEqual([
      expect.objectContaining({ user: 'Machine', type: 'BOOT', message: 'Event 4' }),
      expect.objectContaining({ user: 'Machine', type: 'CONNECTION', message: 'Event 3' }),
    ]);
    const last = await app.admin.request<{ machineHistoriesByMachineId: { hasNextPage: boolean; results: { message: string }[] } }>(HISTORY, { id, page: 3, size: 2 });
    expect(last.data!.machineHistoriesByMachineId).toMatchObject({ hasNextPage: false, results: [{ message: 'Event 0' }] });
    await expect(app.db.transaction((tx) => recordMachineHistory(tx, id, { type: 'boot', message: '' }, { userId: null }))).rejects.toThrow(/required/);
    await expect(app.db.transaction((tx) => recordMachineHistory(tx, 999_999, { type: 'boot', message: 'x' }, { userId: null }))).rejects.toThrow(/not found/);
  });
});

describe('instructions', () => {
  it('waits for the machine: set, fetched (the same one again until acknowledged), acknowledged, all in the log', async () => {
    const id = await newMachine();
    const set = await app.admin.request<{ setInstruction: { id: number; state: string; setBy: string; command: string; pending: boolean } }>(SET, { id, instruction: 'REBOOT' });
    expect(set.errors).toBeUndefined();
    expect(set.data!.setInstruction).toMatchObject({ command: 'REBOOT', state: 'PENDING', setBy: 'Administrator', pending: true });
    expect((await app.admin.request<{ getInstruction: string }>(GET, { id })).data!.getInstruction).toBe('REBOOT');
    // The console reading it changes nothing.
    expect((await log(id)).results[0]).toMatchObject({ state: 'PENDING', fetchedTime: null });

    const fetched = await app.db.transaction((tx) => takePendingInstruction(tx, id));
    expect(fetched).toMatchObject({ logId: set.data!.setInstruction.id, instruction: 'reboot' });
    expect(fetched!.setAt).toBeInstanceOf(Date);
    const again = await app.db.transaction((tx) => takePendingInstruction(tx, id));
    expect(again).toEqual(fetched);
    const afterFetch = (await log(id)).results[0]!;
    expect(afterFetch).toMatchObject({ state: 'FETCHED', pending: true, acknowledgedTime: null });
    expect(afterFetch.fetchedTime).not.toBeNull();

    const other = await newMachine();
    expect(await app.db.transaction((tx) => acknowledgeInstruction(tx, other, fetched!.logId))).toBe(false);
    expect(await app.db.transaction((tx) => acknowledgeInstruction(tx, id, fetched!.logId))).toBe(true);
    expect(await app.db.transaction((tx) => acknowledgeInstruction(tx, id, fetched!.logId))).toBe(true);
    expect(await app.db.transaction((tx) => acknowledgeInstruction(tx, id, 999_999))).toBe(false);
    const done = (await log(id)).results[0]!;
    expect(done).toMatchObject({ state: 'ACKNOWLEDGED', pending: false, fetchedTime: afterFetch.fetchedTime });
    expect(done.acknowledgedTime).not.toBeNull();
    expect(await app.db.transaction((tx) => takePendingInstruction(tx, id))).toBeNull();
    expect((await app.admin.request<{ getInstruction: string }>(GET, { id })).data!.getInstruction).toBe('NOINSTRUCTION');
    expect((await machine(id)).pendingInstruction).toBeNull();

    const history = await app.admin.request<{ machineHistoriesByMachineId: { results: { message: string; user: string }[] } }>(HISTORY, { id, page: 1, size: 10 });
    expect(history.data!.machineHistoriesByMachineId.results.map((row) => `${row.user}: ${row.message}`)).toEqual([
      'Machine: Instruction reboot acknowledged by the machine',
      'Machine: Instruction reboot fetched by the machine',
      'Administrator: Instruction reboot set',
    ]);
  });

  it('a new instruction supersedes the one still waiting; the machine can no longer acknowledge that one', async () => {
    const id = await newMachine();
    await app.admin.request(SET, { id, instruction: 'REBOOT' });
    const first = await app.db.transaction((tx) => takePendingInstruction(tx, id));
    await app.admin.request(SET, { id, instruction: 'OPENDOOR' });
    expect(await app.db.transaction((tx) => acknowledgeInstruction(tx, id, first!.logId))).toBe(false);
    const next = await app.db.transaction((tx) => takePendingInstruction(tx, id));
    expect(next).toMatchObject({ instruction: 'opendoor' });
    const rows = (await log(id)).results;
    expect(rows.map((row) => [row.command, row.state])).toEqual([
      ['OPENDOOR', 'FETCHED'],
      ['REBOOT', 'SUPERSEDED'],
    ]);
    expect(rows[1]!.supersededTime).not.toBeNull();
    const [old] = await app.db.select().from(serverInstructionLogs).where(eq(serverInstructionLogs.id, first!.logId));
    expect(old!.supersededById).toBe(next!.logId);
  });

  it('NOINSTRUCTION withdraws the waiting instruction and sends nothing', async () => {
    const id = await newMachine();
    await app.admin.request(SET, { id, instruction: 'RINSING' });
    const cleared = await app.admin.request<{ setInstruction: { state: string; pending: boolean } }>(SET, { id, instruction: 'NOINSTRUCTION' });
    expect(cleared.data!.setInstruction).toEqual(expect.objectContaining({ state: 'CLEARED', pending: false }));
    expect(await app.db.transaction((tx) => takePendingInstruction(tx, id))).toBeNull();
    expect((await log(id)).results.map((row) => row.state)).toEqual(['CLEARED', 'SUPERSEDED']);
  });

  it('instructions set at once for one machine leave exactly one waiting', async () => {
    const id = await newMachine();
    const all = ['REBOOT', 'OPENDOOR', 'UPGRADE', 'RINSING', 'PRICESET', 'DISCOUNT', 'REBOOT', 'UPGRADE'];
    const results = await Promise.all(all.map((instruction) => app.admin.request(SET, { id, instruction })));
    expect(results.flatMap((result) => result.errors ?? [])).toEqual([]);
    const rows = (await log(id)).results;
    expect(rows).toHaveLength(all.length);
    expect(rows.filter((row) => row.pending)).toHaveLength(1);
    expect(rows.filter((row) => row.state === 'SUPERSEDED')).toHaveLength(all.length - 1);
  });

  it('refuses an unknown instruction and a machine that does not exist', async () => {
    const unknown = await app.admin.request(SET, { id: await newMachine(), instruction: 'SELFDESTRUCT' });
    expect(unknown.errors?.[0]?.message).toMatch(/SELFDESTRUCT/);
    const nowhere = await app.admin.request(SET, { id: 999_999, instruction: 'REBOOT' });
    expect(nowhere.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await app.admin.request(GET, { id: 999_999 })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('authorities', () => {
  it('each operation needs its own authority', async () => {
    const id = await newMachine();
    const viewer = await app.userWith(['VIEW_MACHINE']);
    const cases: [string, Record<string, unknown>, Authority][] = [
      [REPORT_ERROR, { input: error(id) }, 'CREATE_MACHINE_STATUS_ERROR'],
      [REPORT_STATUS, { input: { machineId: id, status: 'normal' } }, 'CREATE_MACHINE_STATUS_INFO'],
      [SET, { id, instruction: 'REBOOT' }, 'CREATE_SERVER_INSTRUCTION_LOG'],
      [GET, { id }, 'VIEW_SERVER_INSTRUCTION_LOG'],
      [LOG, { id }, 'VIEW_SERVER_INSTRUCTION_LOG'],
      [HISTORY, { id, page: 1, size: 5 }, 'VIEW_MACHINE_HISTORY'],
      ['{ machinesInError(pageInput: { page: 1, size: 5 }) { totalRows } }', {}, 'VIEW_MACHINE_STATUS_ERROR'],
    ];
    for (const [query, variables, authority] of cases) {
      const refused = await viewer.request(query, variables);
      expect(refused.errors?.[0]?.extensions?.code, authority).toBe('FORBIDDEN');
      expect(refused.errors?.[0]?.extensions?.authorities).toEqual([authority]);
      const allowed = await app.userWith(['VIEW_MACHINE', authority]);
      const result = await allowed.request(query, variables);
      expect(result.errors, authority).toBeUndefined();
    }
    const anonymous = await app.client().request(SET, { id, instruction: 'REBOOT' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('records who did what in the activity log', async () => {
    const id = await newMachine();
    await app.admin.request(SET, { id, instruction: 'UPGRADE' });
    const activity = await app.admin.request<{ userActivities: { results: { activity: string; message: string }[] } }>(
      '{ userActivities(pageInput: { page: 1, size: 1, sorts: [{ field: "id", direction: DESC }] }) { results { activity message } } }',
    );
    expect(activity.data!.userActivities.results[0]).toMatchObject({ activity: 'CREATE_SERVER_INSTRUCTION_LOG', message: `Set instruction “Update the software” for machine ${vmcNo}.` });
  });
});

describe('on the machine', () => {
  it('its error and waiting instruction show only to those who may read them', async () => {
    const id = await newMachine();
    await app.admin.request(REPORT_ERROR, { input: error(id) });
    await app.admin.request(SET, { id, instruction: 'REBOOT' });
    const viewer = await app.userWith(['VIEW_MACHINE']);
    const seen = await viewer.request<{ machine: { lastError: string; statusError: unknown; pendingInstruction: unknown } }>(`query ($id: Int!) ${MACHINE}`, { id });
    expect(seen.data!.machine).toMatchObject({ lastError: 'E17: Grinder jammed', statusError: null, pendingInstruction: null });
    expect(seen.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN', 'FORBIDDEN']);
    expect(await machine(id)).toMatchObject({ statusError: { errorCodeMachine: 'E17', open: true }, pendingInstruction: { command: 'REBOOT', state: 'PENDING' } });
  });
});
