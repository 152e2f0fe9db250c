import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MACHINE_MESSAGES } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { machineHubs } from './machines.table';
import { createTestMachine } from '../../testing/machines';

let app: TestApp;
let machineTypeId: number;
let hubIds: number[];
let midtransId: number;

const PLACE = 'mutation ($input: MachineHubInput!) { createMachineHub(input: $input) { id loadedAt unloadedAt active terminalId midtrans { merchantId } machine { vmcNo } hub { id } } }';
const UPDATE = 'mutation ($id: Int!, $input: MachineHubUpdateInput!) { updateMachineHub(id: $id, input: $input) { id terminalId } }';
const UNLOAD = 'mutation ($id: Int!, $date: Date!) { deleteMachineHub(id: $id, unloadDate: $date) { id unloadedAt active } }';
const placements = async () => (await app.db.select({ n: count() }).from(machineHubs))[0]!.n;

const newMachine = async () => (await createTestMachine(app, machineTypeId, 'PL')).id;

async function place(machineId: number, hubId: number, loadedAt = '2026-01-05', caller = app.admin) {
  return caller.request<{ createMachineHub: { id: number } }>(PLACE, { input: { machineId, hubId, midtransId, terminalId: 'TERM-1', loadedAt } });
}

beforeAll(async () => {
  app = await startTestApp();
  const type = await app.admin.request<{ createMachineType: { id: number } }>('mutation { createMachineType(input: { name: "Barista One", initialName: "JB", active: true }) { id } }');
  machineTypeId = type.data!.createMachineType.id;
  const hubType = await app.admin.request<{ createHubType: { id: number } }>('mutation { createHubType(input: { name: "Office", active: true }) { id } }');
  hubIds = [];
  for (const building of ['Menara Satu', 'Menara Dua']) {
    const hub = await app.admin.request<{ createHub: { id: number } }>('mutation ($input: HubInput!) { createHub(input: $input) { id } }', {
      input: {
        hubTypeId: hubType.data!.createHubType.id,
        buildingName: building,
        address: 'Jl. Sudirman 1, Jakarta',
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
    hubIds.push(hub.data!.createHub.id);
  }
  const account = await app.admin.request<{ createMidtrans: { id: number } }>('mutation ($input: MidtransInput!) { createMidtrans(input: $input) { id } }', {
    input: { merchantId: 'G777', serverKey: 'server-key', clientKey: 'client-key', production: false, active: true },
  });
  midtransId = account.data!.createMidtrans.id;
});
afterAll(() => app.close());

describe('machines at hubs', () => {
  it('sets a machine at a hub, shows it on both, unloads it and keeps the history', async () => {
    const machineId = await newMachine();
    const placed = await place(machineId, hubIds[0]!);
    expect(placed.data?.createMachineHub).toMatchObject({ loadedAt: '2026-01-05', unloadedAt: null, active: true, terminalId: 'TERM-1', midtrans: { merchantId: 'G777' }, hub: { id: hubIds[0] } });
    const id = placed.data!.createMachineHub.id;

    const seen = await app.admin.request<{ machine: unknown; hub: unknown }>(
      `{ machine(id: ${machineId}) { machineHub { id hub { id } } } hub(id: ${hubIds[0]}) { machineHub { id machine { id } } machineHubs { id } } }`,
    );
    expect(seen.data).toEqual({ machine: { machineHub: { id, hub: { id: hubIds[0] } } }, hub: { machineHub: [{ id, machine: { id: machineId } }], machineHubs: [{ id }] } });

    const edited = await app.admin.request(UPDATE, { id, input: { terminalId: 'TERM-2' } });
    expect(edited.data?.updateMachineHub).toEqual({ id, terminalId: 'TERM-2' });

    const unloaded = await app.admin.request(UNLOAD, { id, date: '2026-02-01' });
    expect(unloaded.data?.deleteMachineHub).toEqual({ id, unloadedAt: '2026-02-01', active: false });
    const after = await app.admin.request<{ machine: unknown; hub: unknown }>(
      `{ machine(id: ${machineId}) { machineHub { id } machineHubs { id unloadedAt } } hub(id: ${hubIds[0]}) { machineHub { id } machineHubs { id } } }`,
    );
    expect(after.data).toEqual({ machine: { machineHub: null, machineHubs: [{ id, unloadedAt: '2026-02-01' }] }, hub: { machineHub: [], machineHubs: [{ id }] } });

    // Later it stands elsewhere; both hubs keep their part of its history.
    const moved = await place(machineId, hubIds[1]!, '2026-02-01');
    expect(moved.errors).toBeUndefined();
    const history = await app.admin.request<{ machine: { machineHubs: { hub: { id: number } }[] } }>(`{ machine(id: ${machineId}) { machineHubs { hub { id } } } }`);
    expect(history.data!.machine.machineHubs.map((row) => row.hub.id)).toEqual([hubIds[1], hubIds[0]]);
  });

  it('refuses a second hub for a standing machine with CONFLICT and writes nothing', async () => {
    const machineId = await newMachine();
    await place(machineId, hubIds[0]!);
    const before = await placements();
    const second = await place(machineId, hubIds[1]!);
    expect(second.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { machineId: MACHINE_MESSAGES.alreadyPlaced } });
    expect(second.errors?.[0]?.message).toBe(MACHINE_MESSAGES.alreadyPlaced);
    expect(await placements()).toBe(before);
  });

  it('lets exactly one of two placements of one machine sent at once through', async () => {
    const machineId = await newMachine();
    const results = await Promise.all([place(machineId, hubIds[0]!), place(machineId, hubIds[1]!)]);
    const codes = results.map((result) => (result.errors ? result.errors[0]?.extensions?.code : 'OK')).sort();
    expect(codes).toEqual(['CONFLICT', 'OK']);
    const rows = await app.db.select().from(machineHubs).where(eq(machineHubs.machineId, machineId));
    expect(rows).toHaveLength(1);
  });

  it('refuses an unload before the load, a second unload, changes to history and a load before the last unload', async () => {
    const machineId = await newMachine();
    const id = (await place(machineId, hubIds[0]!, '2026-03-10')).data!.createMachineHub.id;
    const early = await app.admin.request(UNLOAD, { id, date: '2026-03-01' });
    expect(early.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { unloadDate: MACHINE_MESSAGES.unloadBeforeLoad } });
    const badDate = await app.admin.request(UNLOAD, { id, date: '2026-02-30' });
    expect(badDate.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const [stillThere] = await app.db.select().from(machineHubs).where(eq(machineHubs.id, id));
    expect(stillThere!.unloadedAt).toBeNull();

    await app.admin.request(UNLOAD, { id, date: '2026-03-20' });
    const again = await app.admin.request(UNLOAD, { id, date: '2026-03-21' });
    expect(again.errors?.[0]).toMatchObject({ message: MACHINE_MESSAGES.alreadyUnloaded, extensions: { code: 'BAD_USER_INPUT' } });
    const edit = await app.admin.request(UPDATE, { id, input: { terminalId: 'X' } });
    expect(edit.errors?.[0]?.message).toBe(MACHINE_MESSAGES.alreadyUnloaded);
    const before = await placements();
    const backdated = await place(machineId, hubIds[1]!, '2026-03-15');
    expect(backdated.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { loadedAt: 'This machine was unloaded on 20-03-2026; it cannot be set at a hub before that day.' } });
    expect(await placements()).toBe(before);
  });

  it('refuses missing and inactive references and a missing load day, and writes nothing', async () => {
    const machineId = await newMachine();
    const before = await placements();
    const noHub = await place(machineId, 99_999);
    expect(noHub.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { hubId: 'Hub 99999 does not exist.' } });
    await app.admin.request(`mutation { updateMidtrans(id: ${midtransId}, input: { active: false }) { id } }`);
    const inactive = await place(machineId, hubIds[0]!);
    expect(inactive.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { midtransId: `Midtrans ${midtransId} is inactive; choose an active one.` } });
    await app.admin.request(`mutation { updateMidtrans(id: ${midtransId}, input: { active: true }) { id } }`);
    const noDay = await app.admin.request(PLACE, { input: { machineId, hubId: hubIds[0], loadedAt: '' } });
    expect(noDay.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await placements()).toBe(before);
  });

  it('needs UPDATE_HUB to set, change and unload', async () => {
    const machineId = await newMachine();
    const machineEditor = await app.userWith(['VIEW_HUB', 'VIEW_MACHINE', 'UPDATE_MACHINE', 'CREATE_MACHINE']);
    const refused = await place(machineId, hubIds[0]!, '2026-01-05', machineEditor);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const hubEditor = await app.userWith(['VIEW_HUB', 'UPDATE_HUB']);
    const placed = await place(machineId, hubIds[0]!, '2026-01-05', hubEditor);
    expect(placed.errors).toBeUndefined();
    expect((await machineEditor.request(UNLOAD, { id: placed.data!.createMachineHub.id, date: '2026-01-06' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await hubEditor.request(UNLOAD, { id: placed.data!.createMachineHub.id, date: '2026-01-06' })).errors).toBeUndefined();
  });
});
