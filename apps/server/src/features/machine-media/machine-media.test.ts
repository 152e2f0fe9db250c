import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MACHINE_MEDIA_MESSAGES } from '@back-office/domain';
import { createTestMachine } from '../../testing/machines';
import { startTestApp, type GraphqlResult, type TestApp } from '../../testing/test-app';
import { stripedPng } from '@back-office/domain/png';

let app: TestApp;
let folder: string;
let typeIds: number[];
let machines: { id: number; vmcNo: string }[];

type Caller = { cookies: Map<string, string> };

const PNG = stripedPng(64, 36, [
  [200, 80, 30],
  [250, 240, 220],
]);

/** Uploads `bytes` as the console does, answering the stored address. */
async function upload(caller: Caller, bytes: Buffer): Promise<GraphqlResult<{ singleUpload: string | null }>> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: 'mutation ($file: File!) { singleUpload(file: $file, accept: IMAGE) }', variables: { file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'banner.png');
  const cookie = [...caller.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await app.app.fetch('http://localhost/graphql', { method: 'POST', headers: { 'apollo-require-preflight': 'true', cookie }, body: form });
  return (await response.json()) as GraphqlResult<{ singleUpload: string | null }>;
}

async function storedImage(caller: Caller = app.admin) {
  const result = await upload(caller, PNG);
  expect(result.errors).toBeUndefined();
  return result.data!.singleUpload!;
}

const FIELDS = 'id name imageUrl target targets priority startDate endDate status active machineTypeIds machineTypes { name } machineIds machines { vmcNo }';

type Media = {
  id: number;
  name: string;
  imageUrl: string;
  target: string;
  targets: string;
  priority: number;
  startDate: string;
  endDate: string;
  status: string;
  active: boolean;
  machineTypeIds: number[];
  machineTypes: { name: string }[];
  machineIds: number[];
  machines: { vmcNo: string }[];
};

const createBanner = (input: Record<string, unknown>, caller = app.admin) =>
  caller.request<{ createMachineBanner: Media | null }>(`mutation ($input: MachineBannerInput!) { createMachineBanner(input: $input) { ${FIELDS} } }`, { input });
const updateBanner = (id: number, input: Record<string, unknown>) =>
  app.admin.request<{ updateMachineBanner: Media | null }>(`mutation ($id: Int!, $input: MachineBannerUpdateInput!) { updateMachineBanner(id: $id, input: $input) { ${FIELDS} } }`, { id, input });
const bannerPage = (pageInput: Record<string, unknown>, caller = app.admin) =>
  caller.request<{ machineBanners: { totalRows: number; results: Media[] } }>(`query ($pageInput: PageInput!) { machineBanners(pageInput: $pageInput) { totalRows results { ${FIELDS} } } }`, {
    pageInput,
  });

const banner = async (overrides: Record<string, unknown> = {}) => ({
  name: `Banner ${Math.random().toString(36).slice(2, 8)}`,
  description: 'Seasonal drinks',
  imageUrl: await storedImage(),
  target: 'MACHINE_TYPES',
  machineTypeIds: [typeIds[0]],
  machineIds: [],
  priority: 5,
  startDate: '2026-01-01',
  endDate: '2026-01-31',
  active: true,
  ...overrides,
});

const fieldsOf = (result: GraphqlResult) => result.errors?.[0]?.extensions?.fields;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'media-uploads-'));
  app = await startTestApp({ uploadsFolder: folder });
  typeIds = [];
  for (const [name, initialName] of [
    ['Media Tall', 'MDT'],
    ['Media Mini', 'MDM'],
  ]) {
    const type = await app.admin.request<{ createMachineType: { id: number } }>('mutation ($name: String!, $initialName: String!) { createMachineType(input: { name: $name, initialName: $initialName, active: true }) { id } }', {
      name,
      initialName,
    });
    if (type.errors) throw new Error(JSON.stringify(type.errors));
    typeIds.push(type.data!.createMachineType.id);
  }
  machines = [await createTestMachine(app, typeIds[0]!, 'MED'), await createTestMachine(app, typeIds[1]!, 'MED')];
});

afterAll(async () => {
  await app.close();
  await rm(folder, { recursive: true, force: true });
});

describe('machine banners', () => {
  it('creates a banner with an uploaded image on chosen machine types, and reads it back', async () => {
    const input = await banner({ name: 'Iced Latte Week', machineTypeIds: [typeIds[1], typeIds[0]], priority: 2 });
    const created = await createBanner(input);
    expect(created.errors).toBeUndefined();
    const record = created.data!.createMachineBanner!;
    expect(record).toMatchObject({
      name: 'Iced Latte Week',
      imageUrl: input.imageUrl,
      target: 'MACHINE_TYPES',
      targets: 'Media Mini, Media Tall',
      priority: 2,
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      machineTypeIds: [...typeIds].sort((a, b) => a - b),
      machineTypes: [{ name: 'Media Mini' }, { name: 'Media Tall' }],
      machineIds: [],
    });
    const read = await app.admin.request<{ machineBanner: Media }>(`query ($id: Int!) { machineBanner(id: $id) { ${FIELDS} } }`, { id: record.id });
    expect(read.data!.machineBanner.imageUrl).toBe(input.imageUrl);
  });

  it('moves a banner to chosen machines, then to every machine, keeping only the links the target needs', async () => {
    const created = await createBanner(await banner());
    const id = created.data!.createMachineBanner!.id;
    const onMachines = await updateBanner(id, { target: 'MACHINES', machineIds: [machines[1]!.id, machines[0]!.id] });
    expect(onMachines.errors).toBeUndefined();
    expect(onMachines.data!.updateMachineBanner).toMatchObject({
      target: 'MACHINES',
      machineTypeIds: [],
      machineIds: machines.map((machine) => machine.id),
      targets: machines.map((machine) => machine.vmcNo).sort().join(', '),
    });
    const everywhere = await updateBanner(id, { target: 'ALL' });
    expect(everywhere.data!.updateMachineBanner).toMatchObject({ target: 'ALL', targets: 'All machines', machineTypeIds: [], machineIds: [] });
    // A target of chosen machines needs its machines.
    const bare = await updateBanner(id, { target: 'MACHINES' });
    expect(fieldsOf(bare)).toEqual({ machineIds: MACHINE_MEDIA_MESSAGES.chooseMachines });
  });

  it('lists banners through the list engine: filtered by targets and status, sorted by priority', async () => {
    const marker = `Filter ${Math.random().toString(36).slice(2, 8)}`;
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    await createBanner(await banner({ name: `${marker} later`, priority: 9, target: 'MACHINES', machineTypeIds: [], machineIds: [machines[0]!.id], startDate: '2099-01-01', endDate: '2099-02-01' }));
    await createBanner(await banner({ name: `${marker} now`, priority: 1, target: 'MACHINES', machineTypeIds: [], machineIds: [machines[0]!.id], startDate: today, endDate: today }));
    await createBanner(await banner({ name: `${marker} off`, priority: 4, active: false, target: 'MACHINES', machineTypeIds: [], machineIds: [machines[0]!.id] }));
    const named = { field: 'name', type: 'LIKE', values: [marker] };
    const all = await bannerPage({ page: 1, size: 10, filters: { operator: 'AND', options: [named, { field: 'targets', type: 'LIKE', values: [machines[0]!.vmcNo] }] }, sorts: [{ field: 'priority', direction: 'ASC' }] });
    expect(all.errors).toBeUndefined();
    expect(all.data!.machineBanners.results.map((row) => [row.name, row.status])).toEqual([
      [`${marker} now`, 'PLAYING'],
      [`${marker} off`, 'INACTIVE'],
      [`${marker} later`, 'SCHEDULED'],
    ]);
    const scheduled = await bannerPage({ page: 1, size: 10, filters: { operator: 'AND', options: [named, { field: 'status', type: 'EQUAL', values: ['SCHEDULED'] }] } });
    expect(scheduled.data!.machineBanners.results.map((row) => row.name)).toEqual([`${marker} later`]);
    const descending = await bannerPage({ page: 1, size: 10, filters: { operator: 'AND', options: [named] }, sorts: [{ field: 'priority', direction: 'DESC' }] });
    expect(descending.data!.machineBanners.results.map((row) => row.priority)).toEqual([9, 4, 1]);
  });

  it('is fleet-wide: a user mapped to machines sees every banner, and only their machines among its targets', async () => {
    const created = await createBanner(await banner({ name: 'Mapped View', target: 'MACHINES', machineTypeIds: [], machineIds: machines.map((machine) => machine.id) }));
    const id = created.data!.createMachineBanner!.id;
    const mapped = await app.userWith(['VIEW_MACHINE_BANNER', 'VIEW_MACHINE']);
    const map = await app.admin.request('mutation ($userId: Int!, $machineIds: [Int!]!) { updateUserMachine(userId: $userId, machineIds: $machineIds) { id } }', {
      userId: mapped.id,
      machineIds: [machines[0]!.id],
    });
    expect(map.errors).toBeUndefined();
    const read = await mapped.request<{ machineBanner: Media }>(`query ($id: Int!) { machineBanner(id: $id) { ${FIELDS} } }`, { id });
    expect(read.errors).toBeUndefined();
    expect(read.data!.machineBanner.machines).toEqual([{ vmcNo: machines[0]!.vmcNo }]);
  });

  it('refuses an end date before the start date, on create and on an update of one day', async () => {
    const refused = await createBanner(await banner({ startDate: '2026-03-10', endDate: '2026-03-09' }));
    expect(refused.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(fieldsOf(refused)).toEqual({ endDate: MACHINE_MEDIA_MESSAGES.endBeforeStart });
    // One day is enough.
    const oneDay = await createBanner(await banner({ startDate: '2026-03-10', endDate: '2026-03-10' }));
    expect(oneDay.errors).toBeUndefined();
    const id = oneDay.data!.createMachineBanner!.id;
    const earlier = await updateBanner(id, { endDate: '2026-03-01' });
    expect(fieldsOf(earlier)).toEqual({ endDate: MACHINE_MEDIA_MESSAGES.endBeforeStart });
    const later = await updateBanner(id, { startDate: '2026-04-01' });
    expect(fieldsOf(later)).toEqual({ endDate: MACHINE_MEDIA_MESSAGES.endBeforeStart });
  });

  it('refuses an image the server did not store, with a message under the image', async () => {
    for (const imageUrl of ['https://cdn.example.com/banner.png', '/uploads/../secret.png', `/uploads/${'a'.repeat(32)}.png`]) {
      const refused = await createBanner(await banner({ imageUrl }));
      expect(fieldsOf(refused), imageUrl).toEqual({ imageUrl: MACHINE_MEDIA_MESSAGES.notStoredImage });
    }
    const created = await createBanner(await banner());
    const moved = await updateBanner(created.data!.createMachineBanner!.id, { imageUrl: 'https://cdn.example.com/other.png' });
    expect(fieldsOf(moved)).toEqual({ imageUrl: MACHINE_MEDIA_MESSAGES.notStoredImage });
  });

  it('refuses machine types and machines that do not exist, and an empty choice', async () => {
    const noType = await createBanner(await banner({ machineTypeIds: [typeIds[0], 999_999] }));
    expect(fieldsOf(noType)).toEqual({ machineTypeIds: 'Machine type 999999 does not exist.' });
    const noMachine = await createBanner(await banner({ target: 'MACHINES', machineTypeIds: [], machineIds: [999_998] }));
    expect(fieldsOf(noMachine)).toEqual({ machineIds: 'Machine 999998 does not exist.' });
    const none = await createBanner(await banner({ machineTypeIds: [] }));
    expect(fieldsOf(none)).toEqual({ machineTypeIds: MACHINE_MEDIA_MESSAGES.chooseMachineTypes });
  });

  it('refuses a second banner of the same name', async () => {
    const input = await banner({ name: 'Only Once' });
    expect((await createBanner(input)).errors).toBeUndefined();
    const again = await createBanner({ ...input, name: 'only once' });
    expect(again.errors![0]).toMatchObject({ extensions: { code: 'CONFLICT', fields: { name: 'A banner with this name already exists.' } } });
  });

  it('is guarded by the banner authorities, apart from the screensaver ones', async () => {
    const viewer = await app.userWith(['VIEW_MACHINE_BANNER']);
    const seen = await bannerPage({ page: 1, size: 5 }, viewer);
    expect(seen.errors).toBeUndefined();
    expect(seen.data!.machineBanners.totalRows).toBeGreaterThan(0);
    const refused = await createBanner(await banner(), viewer);
    expect(refused.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const screensavers = await viewer.request('{ machineScreensaversAll { id } }');
    expect(screensavers.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    // Whoever may create banners may upload their images.
    const editor = await app.userWith(['VIEW_MACHINE_BANNER', 'CREATE_MACHINE_BANNER', 'VIEW_MACHINE_TYPE']);
    const created = await createBanner(await banner({ imageUrl: await storedImage(editor) }), editor);
    expect(created.errors).toBeUndefined();
  });
});

describe('machine screensavers', () => {
  it('share the banners’ shape and rules, in lists of their own', async () => {
    const imageUrl = await storedImage();
    const input = { name: 'Night Mode', imageUrl, target: 'ALL', machineTypeIds: [], machineIds: [], priority: 0, startDate: '2026-02-01', endDate: '2026-02-28', active: true };
    const created = await app.admin.request<{ createMachineScreensaver: Media }>(`mutation ($input: MachineScreensaverInput!) { createMachineScreensaver(input: $input) { ${FIELDS} } }`, { input });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createMachineScreensaver).toMatchObject({ name: 'Night Mode', targets: 'All machines', imageUrl });
    const refused = await app.admin.request(`mutation ($input: MachineScreensaverInput!) { createMachineScreensaver(input: $input) { id } }`, {
      input: { ...input, name: 'Backwards', startDate: '2026-02-28', endDate: '2026-02-01' },
    });
    expect(fieldsOf(refused)).toEqual({ endDate: MACHINE_MEDIA_MESSAGES.endBeforeStart });
    // A banner of the same name is no clash: the lists are apart.
    expect((await createBanner(await banner({ name: 'Night Mode' }))).errors).toBeUndefined();
    const listed = await app.admin.request<{ machineScreensavers: { results: { name: string }[] } }>(
      'query { machineScreensavers(pageInput: { page: 1, size: 10, filters: { operator: AND, options: [{ field: "name", type: EQUAL, values: ["Night Mode"] }] } }) { results { name } } }',
    );
    expect(listed.data!.machineScreensavers.results).toEqual([{ name: 'Night Mode' }]);
  });
});
