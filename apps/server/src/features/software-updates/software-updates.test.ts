import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GATEWAY_PATH, MESSAGES, SOFTWARE_UPDATE_MESSAGES, softwareUpdateSchema } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createTestMachine } from '../../testing/machines';
import { UPLOAD_PATH, serveUpload } from '../../platform/uploads';
import { tinyApk } from './tiny-apk';
import { machineVersions, VirtualMachine, type PendingInstruction } from '@back-office/simulator/fleet';
import { machineHistories } from '../machine-status/machine-status.table';

let app: TestApp;
let server: Server;
let origin: string;
let folder: string;
let machineTypeId: number;

const CREATE = 'mutation ($input: MachineSoftwareUpdateInput!) { createMachineSoftwareUpdate(input: $input) { id versionName versionCode apkUrl sha256 releaseNotes } }';
const UPDATE = 'mutation ($id: Int!, $input: MachineSoftwareUpdateUpdateInput!) { updateMachineSoftwareUpdate(id: $id, input: $input) { id versionName versionCode apkUrl sha256 releaseNotes } }';
const ROLLOUT = 'mutation ($id: Int!, $machineIds: [Int!]!) { rolloutMachineSoftwareUpdate(id: $id, machineIds: $machineIds) { id rolloutCounts { total sent fetched acknowledged installed superseded } } }';
const ROLLOUTS = `query ($pageInput: PageInput!) { machineSoftwareRollouts(pageInput: $pageInput) { totalRows results { id state machineId machine { vmcNo softwareVersionName softwareVersionCode } fetchedTime acknowledgedTime sentByName } } }`;
const UPLOAD = 'mutation ($file: File!, $accept: UploadKind) { singleUpload(file: $file, accept: $accept) }';

type Rollout = { id: number; state: string; machineId: number; machine: { vmcNo: string; softwareVersionName: string | null; softwareVersionCode: number | null }; fetchedTime: string | null; acknowledgedTime: string | null; sentByName: string | null };

/** The rollout of one update, as the detail page reads it; `filters` narrow it further. */
async function rolloutsOf(caller: Pick<TestApp['admin'], 'request'>, updateId: number, options: { state?: string; size?: number; page?: number } = {}) {
  const filters = [{ field: 'updateId', type: 'EQUAL', values: [String(updateId)] }, ...(options.state ? [{ field: 'state', type: 'EQUAL', values: [options.state] }] : [])];
  const result = await caller.request<{ machineSoftwareRollouts: { totalRows: number; results: Rollout[] } }>(ROLLOUTS, {
    pageInput: { page: options.page ?? 1, size: options.size ?? 50, filters: { operator: 'AND', options: filters } },
  });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.machineSoftwareRollouts;
}

/** Uploads an APK as the console's form does, answering its address. */
async function uploadApk(bytes: Buffer) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: UPLOAD, variables: { file: null, accept: 'ANDROID_PACKAGE' } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([new Uint8Array(bytes)], { type: 'application/vnd.android.package-archive' }), 'app.apk');
  const cookie = [...app.admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${origin}/graphql`, { method: 'POST', headers: { 'apollo-require-preflight': 'true', cookie }, body: form });
  const body = (await response.json()) as { data?: { singleUpload: string } };
  return body.data!.singleUpload;
}

let versionSerial = 1000;
const input = (overrides: Record<string, unknown> = {}) => {
  versionSerial += 1;
  return { versionName: `2.${versionSerial}.0`, versionCode: versionSerial, apkUrl: `https://downloads.example.com/app-${versionSerial}.apk`, ...overrides };
};

/** A machine of the console with a gateway key, played by a virtual machine running `version`. */
async function virtualMachine(version = { versionName: '1.0.0', versionCode: 100 }) {
  const machine = await createTestMachine(app, machineTypeId, 'SWU');
  const issued = await app.admin.request<{ issueMachineGatewayKey: { gatewayKey: string } }>('mutation ($machineId: Int!) { issueMachineGatewayKey(machineId: $machineId) { gatewayKey } }', { machineId: machine.id });
  const key = issued.data!.issueMachineGatewayKey.gatewayKey;
  const simulated = new VirtualMachine({ baseUrl: origin, key, name: machine.vmcNo, version, disconnectRate: 0, errorRate: 0, statusRate: 0 });
  return { ...machine, key, simulated };
}

const machineVersion = async (id: number) =>
  (await app.admin.request<{ machine: { softwareVersionName: string | null; softwareVersionCode: number | null; softwareVersionTime: string | null } }>('query ($id: Int!) { machine(id: $id) { softwareVersionName softwareVersionCode softwareVersionTime } }', { id })).data!.machine;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'software-updates-'));
  app = await startTestApp({ uploadsFolder: folder });
  // A real server on a port, as machines reach it: the console's GraphQL, the gateway and the uploads.
  server = createServer((request, response) => {
    if ((request.url ?? '').startsWith(UPLOAD_PATH)) return void serveUpload(request, response, folder);
    return app.app(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const type = await app.admin.request<{ createMachineType: { id: number } }>('mutation { createMachineType(input: { name: "Updater", initialName: "UP", active: true }) { id } }');
  machineTypeId = type.data!.createMachineType.id;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.close();
  await rm(folder, { recursive: true, force: true });
});

describe('software updates', () => {
  it('keeps an uploaded APK with its checksum, or an https address, with release notes', async () => {
    const apk = tinyApk('2.0.0', 200);
    const address = await uploadApk(apk);
    expect(address).toMatch(/^\/uploads\/[0-9a-f]{32}\.apk$/);
    const uploaded = await app.admin.request<{ createMachineSoftwareUpdate: Record<string, unknown> }>(CREATE, { input: { versionName: '2.0.0', versionCode: 200, apkUrl: address, releaseNotes: '  Oat milk.  ' } });
    expect(uploaded.errors).toBeUndefined();
    expect(uploaded.data!.createMachineSoftwareUpdate).toMatchObject({ versionName: '2.0.0', versionCode: 200, apkUrl: address, sha256: createHash('sha256').update(apk).digest('hex'), releaseNotes: 'Oat milk.' });

    const linked = await app.admin.request<{ createMachineSoftwareUpdate: { id: number; sha256: string | null; releaseNotes: string | null } }>(CREATE, { input: input({ releaseNotes: '' }) });
    expect(linked.data!.createMachineSoftwareUpdate).toMatchObject({ sha256: null, releaseNotes: null });

    // Edited: a new package gets its own checksum; an address elsewhere has none.
    const id = (uploaded.data!.createMachineSoftwareUpdate as { id: number }).id;
    const moved = await app.admin.request<{ updateMachineSoftwareUpdate: Record<string, unknown> }>(UPDATE, { id, input: { apkUrl: 'https://downloads.example.com/app-2.0.0.apk', releaseNotes: 'Oat milk and soy.' } });
    expect(moved.data!.updateMachineSoftwareUpdate).toMatchObject({ versionCode: 200, apkUrl: 'https://downloads.example.com/app-2.0.0.apk', sha256: null, releaseNotes: 'Oat milk and soy.' });

    const activities = await app.admin.request<{ userActivities: { results: { activity: string }[] } }>(
      'query ($pageInput: PageInput!) { userActivities(pageInput: $pageInput) { results { activity } } }',
      { pageInput: { page: 1, size: 10, filters: { operator: 'AND', options: [{ field: 'entity', type: 'EQUAL', values: ['MACHINE_SOFTWARE_UPDATE'] }, { field: 'recordId', type: 'EQUAL', values: [String(id)] }] } } },
    );
    expect(activities.data!.userActivities.results.map((row) => row.activity).sort()).toEqual(['CREATE_MACHINE_SOFTWARE_UPDATE', 'UPDATE_MACHINE_SOFTWARE_UPDATE']);
  });

  it('refuses a missing package, an address that is not https, bad versions and a version code taken', async () => {
    const fieldsOf = async (given: Record<string, unknown>) => {
      const result = await app.admin.request(CREATE, { input: given });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      return result.errors![0]!.extensions!.fields;
    };
    expect(await fieldsOf(input({ apkUrl: '   ' }))).toEqual({ apkUrl: SOFTWARE_UPDATE_MESSAGES.apkRequired });
    expect(await fieldsOf(input({ apkUrl: 'http://downloads.example.com/app.apk' }))).toEqual({ apkUrl: SOFTWARE_UPDATE_MESSAGES.apkAddress });
    expect(await fieldsOf(input({ apkUrl: '/uploads/picture.png' }))).toEqual({ apkUrl: SOFTWARE_UPDATE_MESSAGES.apkAddress });
    // An upload address whose file the server does not hold.
    expect(await fieldsOf(input({ apkUrl: `/uploads/${'a'.repeat(32)}.apk` }))).toEqual({ apkUrl: expect.stringContaining('upload it again') });
    expect(await fieldsOf(input({ versionName: '1.0 beta' }))).toEqual({ versionName: SOFTWARE_UPDATE_MESSAGES.versionName });
    expect(await fieldsOf(input({ versionName: '', versionCode: 0 }))).toEqual({ versionName: MESSAGES.required, versionCode: MESSAGES.greaterThan0 });
    // GraphQL's Int refuses a fraction before it reaches the rules; the form meets the rule itself.
    expect((await app.admin.request(CREATE, { input: input({ versionCode: 1.5 }) })).errors).toHaveLength(1);
    expect(softwareUpdateSchema.safeParse(input({ versionCode: 1.5 })).error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.wholeNumber]);

    const taken = input();
    expect((await app.admin.request(CREATE, { input: taken })).errors).toBeUndefined();
    const again = await app.admin.request(CREATE, { input: input({ versionCode: taken.versionCode }) });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { versionCode: SOFTWARE_UPDATE_MESSAGES.duplicateVersionCode } });
  });

  it('is seen with VIEW_ and changed or rolled out only with CREATE_ and UPDATE_MACHINE_SOFTWARE_UPDATE', async () => {
    const created = await app.admin.request<{ createMachineSoftwareUpdate: { id: number } }>(CREATE, { input: input() });
    const id = created.data!.createMachineSoftwareUpdate.id;
    const machine = await createTestMachine(app, machineTypeId, 'SWA');
    const viewer = await app.userWith(['VIEW_MACHINE_SOFTWARE_UPDATE', 'VIEW_MACHINE']);
    expect((await viewer.request<{ machineSoftwareUpdate: { id: number } }>('query ($id: Int!) { machineSoftwareUpdate(id: $id) { id } }', { id })).data?.machineSoftwareUpdate).toEqual({ id });
    for (const [query, variables] of [
      [CREATE, { input: input() }],
      [UPDATE, { id, input: { releaseNotes: 'Nope' } }],
      [ROLLOUT, { id, machineIds: [machine.id] }],
    ] as const) {
      const refused = await viewer.request(query, variables);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await rolloutsOf(app.admin, id)).totalRows).toBe(0);
    const nobody = await app.userWith([]);
    expect((await nobody.request('query ($id: Int!) { machineSoftwareUpdate(id: $id) { id } }', { id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('machines reporting their version', () => {
  const heartbeat = async (key: string, events: unknown[]) => {
    const response = await fetch(`${origin}${GATEWAY_PATH}/events`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ events }) });
    return { status: response.status, body: (await response.json()) as { error?: { events?: unknown[] } } };
  };

  it('keeps the version a heartbeat carries, still hears a heartbeat without one, and refuses half a version', async () => {
    const machine = await virtualMachine();
    expect((await heartbeat(machine.key, [{ id: 'h-1', type: 'heartbeat' }])).status).toBe(200);
    expect(await machineVersion(machine.id)).toEqual({ softwareVersionName: null, softwareVersionCode: null, softwareVersionTime: null });

    const half = await heartbeat(machine.key, [{ id: 'h-2', type: 'heartbeat', payload: { versionName: '1.2.0' } }]);
    expect(half.status).toBe(400);
    expect(half.body.error?.events).toEqual([{ index: 0, id: 'h-2', errors: { 'payload.versionCode': 'Send versionName and versionCode together.' } }]);
    const negative = await heartbeat(machine.key, [{ id: 'h-3', type: 'heartbeat', payload: { versionName: '1.2.0', versionCode: -4 } }]);
    expect(negative.status).toBe(400);

    await machine.simulated.tick();
    const reported = await machineVersion(machine.id);
    expect(reported).toMatchObject({ softwareVersionName: '1.0.0', softwareVersionCode: 100, softwareVersionTime: expect.any(String) });
    // The same version again changes nothing: its time is when the machine first ran it.
    await machine.simulated.tick();
    expect(await machineVersion(machine.id)).toEqual(reported);
    const history = await app.db.select({ type: machineHistories.type, message: machineHistories.message }).from(machineHistories).where(eq(machineHistories.machineId, machine.id)).orderBy(machineHistories.id);
    expect(history.filter((entry) => entry.type === 'SOFTWARE').map((entry) => entry.message)).toEqual(['Runs software 1.0.0 (100)']);
  });

  it('starts a simulated machine from the version the console knows it runs, not from 1.0.0 again', async () => {
    const updated = await virtualMachine({ versionName: '2.5.0', versionCode: 250 });
    await updated.simulated.tick();
    const silent = await virtualMachine();
    const viewer = await app.userWith(['VIEW_MACHINE']);

    const versions = await machineVersions(origin, viewer, [updated.id, silent.id]);
    expect(versions).toEqual(new Map([[updated.id, { versionName: '2.5.0', versionCode: 250 }]]));
    // The next run's machine reports what it ran before: the console's version stays.
    const rerun = new VirtualMachine({ baseUrl: origin, key: updated.key, name: updated.vmcNo, version: versions.get(updated.id), disconnectRate: 0, errorRate: 0, statusRate: 0 });
    await rerun.tick();
    expect(await machineVersion(updated.id)).toMatchObject({ softwareVersionName: '2.5.0', softwareVersionCode: 250 });
  });
});

describe('a rollout', () => {
  it('reaches the machines through the gateway: those online install it, the one offline has not taken it', async () => {
    const apk = tinyApk('3.0.0', 300);
    const address = await uploadApk(apk);
    const created = await app.admin.request<{ createMachineSoftwareUpdate: { id: number; sha256: string } }>(CREATE, { input: { versionName: '3.0.0', versionCode: 300, apkUrl: address } });
    const update = created.data!.createMachineSoftwareUpdate;
    const fleet = [await virtualMachine(), await virtualMachine(), await virtualMachine()];
    const [first, second, offline] = fleet as [(typeof fleet)[0], (typeof fleet)[0], (typeof fleet)[0]];
    for (const machine of fleet) await machine.simulated.tick();

    const rolled = await app.admin.request<{ rolloutMachineSoftwareUpdate: { rolloutCounts: Record<string, number> } }>(ROLLOUT, { id: update.id, machineIds: fleet.map((machine) => machine.id) });
    expect(rolled.errors).toBeUndefined();
    expect(rolled.data!.rolloutMachineSoftwareUpdate.rolloutCounts).toEqual({ total: 3, sent: 3, fetched: 0, acknowledged: 0, installed: 0, superseded: 0 });
    expect((await rolloutsOf(app.admin, update.id)).results.map((row) => row.state)).toEqual(['SENT', 'SENT', 'SENT']);

    // The first machine fetches the upgrade, with the package to install.
    const carried: (PendingInstruction | null)[] = [];
    carried.push(await first.simulated.obeyInstruction());
    expect(carried[0]).toMatchObject({ instruction: 'upgrade', payload: { updateId: update.id, versionName: '3.0.0', versionCode: 300, apkUrl: address, sha256: update.sha256 } });
    // The package is where the payload says.
    const download = await fetch(`${origin}${address}`);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(apk);
    // Acknowledged, but the machine has not reported the new version yet.
    const acknowledged = (await rolloutsOf(app.admin, update.id)).results.find((row) => row.machineId === first.id)!;
    expect(acknowledged).toMatchObject({ state: 'ACKNOWLEDGED', fetchedTime: expect.any(String), acknowledgedTime: expect.any(String), machine: { softwareVersionCode: 100 } });

    // Their next beats: the second fetches and installs it too; both report the new version.
    await second.simulated.tick();
    await first.simulated.tick();
    await second.simulated.tick();
    expect(first.simulated.version).toEqual({ versionName: '3.0.0', versionCode: 300 });

    const rollouts = await rolloutsOf(app.admin, update.id);
    const byMachine = new Map(rollouts.results.map((row) => [row.machineId, row]));
    for (const machine of [first, second]) {
      expect(byMachine.get(machine.id)).toMatchObject({ state: 'INSTALLED', machine: { softwareVersionName: '3.0.0', softwareVersionCode: 300 }, sentByName: expect.any(String) });
      expect(await machineVersion(machine.id)).toMatchObject({ softwareVersionName: '3.0.0', softwareVersionCode: 300 });
    }
    expect(byMachine.get(offline.id)).toMatchObject({ state: 'SENT', fetchedTime: null, machine: { softwareVersionCode: 100 } });
    const counts = await app.admin.request<{ machineSoftwareUpdate: { rolloutCounts: Record<string, number> } }>('query ($id: Int!) { machineSoftwareUpdate(id: $id) { rolloutCounts { total sent installed } } }', { id: update.id });
    expect(counts.data!.machineSoftwareUpdate.rolloutCounts).toEqual({ total: 3, sent: 1, installed: 2 });
    // The list filters on the state, and pages.
    expect((await rolloutsOf(app.admin, update.id, { state: 'INSTALLED' })).results.map((row) => row.machineId).sort()).toEqual([first.id, second.id].sort());
    const paged = await rolloutsOf(app.admin, update.id, { size: 2, page: 2 });
    expect(paged).toMatchObject({ totalRows: 3, results: [expect.anything()] });

    // A newer update sent before the offline machine fetched this one supersedes it there.
    const newer = await app.admin.request<{ createMachineSoftwareUpdate: { id: number } }>(CREATE, { input: input({ versionName: '3.1.0', versionCode: 310 }) });
    await app.admin.request(ROLLOUT, { id: newer.data!.createMachineSoftwareUpdate.id, machineIds: [offline.id] });
    expect((await rolloutsOf(app.admin, update.id)).results.find((row) => row.machineId === offline.id)?.state).toBe('SUPERSEDED');
    await offline.simulated.tick();
    await offline.simulated.tick();
    expect((await rolloutsOf(app.admin, newer.data!.createMachineSoftwareUpdate.id)).results).toMatchObject([{ machineId: offline.id, state: 'INSTALLED', machine: { softwareVersionCode: 310 } }]);
  });

  it('reaches only the machines of the caller’s mapping, and refuses an unknown or repeated machine', async () => {
    const created = await app.admin.request<{ createMachineSoftwareUpdate: { id: number } }>(CREATE, { input: input() });
    const id = created.data!.createMachineSoftwareUpdate.id;
    const mine = await createTestMachine(app, machineTypeId, 'SWM');
    const theirs = await createTestMachine(app, machineTypeId, 'SWM');
    const updater = await app.userWith(['VIEW_MACHINE_SOFTWARE_UPDATE', 'UPDATE_MACHINE_SOFTWARE_UPDATE', 'VIEW_MACHINE']);
    const mapped = await app.admin.request('mutation ($userId: Int!, $machineIds: [Int!]!) { updateUserMachine(userId: $userId, machineIds: $machineIds) { id } }', { userId: updater.id, machineIds: [mine.id] });
    expect(mapped.errors).toBeUndefined();

    const outside = await updater.request(ROLLOUT, { id, machineIds: [mine.id, theirs.id] });
    expect(outside.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await rolloutsOf(app.admin, id)).totalRows).toBe(0);
    const repeated = await app.admin.request(ROLLOUT, { id, machineIds: [mine.id, mine.id] });
    expect(repeated.errors?.[0]?.extensions?.fields).toEqual({ machineIds: SOFTWARE_UPDATE_MESSAGES.repeatedMachines });
    expect((await app.admin.request(ROLLOUT, { id, machineIds: [] })).errors?.[0]?.extensions?.fields).toEqual({ machineIds: SOFTWARE_UPDATE_MESSAGES.noMachines });
    expect((await app.admin.request(ROLLOUT, { id, machineIds: [999_999] })).errors?.[0]?.extensions?.code).toMatch(/NOT_FOUND|BAD_USER_INPUT/);

    expect((await updater.request(ROLLOUT, { id, machineIds: [mine.id] })).errors).toBeUndefined();
    await app.admin.request(ROLLOUT, { id, machineIds: [theirs.id] });
    // Each sees the machines of their mapping only.
    expect((await rolloutsOf(updater, id)).results.map((row) => row.machineId)).toEqual([mine.id]);
    expect((await rolloutsOf(app.admin, id)).totalRows).toBe(2);
    const counted = await updater.request<{ machineSoftwareUpdate: { rolloutCounts: { total: number } } }>('query ($id: Int!) { machineSoftwareUpdate(id: $id) { rolloutCounts { total } } }', { id });
    expect(counted.data!.machineSoftwareUpdate.rolloutCounts.total).toBe(1);
  });
});
