import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { hubs } from '../hubs/hubs.table';
import { reportDownloads } from './reports.table';
import { parseCsv } from '../../testing/csv';

let app: TestApp;
let officeTypeId: number;
let bulkTypeId: number;
let clusterId: number;

type Caller = { request: TestApp['admin']['request']; cookies: Map<string, string> };

const REPORT = 'query ($queryInput: QueryInput, $timeZone: String) { hubReport(queryInput: $queryInput, timeZone: $timeZone) }';
const CREATE_HUB = 'mutation ($input: HubInput!) { createHub(input: $input) { id internalId } }';

const cookieOf = (caller: Caller) => [...caller.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/** Asks for the report and returns its address. */
const ask = async (caller: Caller, queryInput: Record<string, unknown> | null, timeZone?: string) => {
  const result = await caller.request<{ hubReport: string }>(REPORT, { queryInput, timeZone });
  expect(result.errors).toBeUndefined();
  expect(result.data!.hubReport).toMatch(/^\/reports\/[A-Za-z0-9_-]{43}$/);
  return result.data!.hubReport;
};

const fetchReport = (path: string, cookie?: string) => app.app.fetch(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });


/** The report as records keyed by header; the text must start with a BOM. */
const download = async (path: string, caller: Caller) => {
  const response = await fetchReport(path, cookieOf(caller));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="hubs-\d{4}-\d{2}-\d{2}\.csv"$/);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(text.charAt(0)).toBe('\uFEFF');
  const [header, ...lines] = parseCsv(text.slice(1));
  for (const line of lines) expect(line).toHaveLength(header!.length);
  return { header: header!, records: lines.map((line) => Object.fromEntries(header!.map((name, index) => [name, line[index]!]))) };
};

const hubInput = (overrides: Record<string, unknown>) => ({
  buildingName: 'Gedung',
  hubTypeId: officeTypeId,
  address: 'Jl. Thamrin 1',
  latitude: -6.19,
  longitude: 106.82,
  runningSchedules: [
    { day: 'MONDAY', open: '07:00', close: '17:00' },
    { day: 'SATURDAY', open: '08:30', close: '12:00' },
  ],
  timezone: 'ASIA_JAKARTA',
  ownership: 'JUMPSTART',
  rentType: 'FREE',
  active: true,
  oddEvenRationing: false,
  ...overrides,
});

const createHub = async (overrides: Record<string, unknown>) => {
  const result = await app.admin.request<{ createHub: { id: number; internalId: string } }>(CREATE_HUB, { input: hubInput(overrides) });
  expect(result.errors).toBeUndefined();
  return result.data!.createHub;
};

/** DD-MM-YYYY HH:mm of a moment in Jakarta (UTC+7, no daylight saving). */
const jakartaTime = (moment: Date) => {
  const local = new Date(moment.getTime() + 7 * 60 * 60_000).toISOString();
  return `${local.slice(8, 10)}-${local.slice(5, 7)}-${local.slice(0, 4)} ${local.slice(11, 16)}`;
};

const createdAt = async (internalId: string) => (await app.db.select({ at: hubs.createdAt }).from(hubs).where(eq(hubs.internalId, internalId)))[0]!.at;

const downloadRows = async () => (await app.db.select({ n: count() }).from(reportDownloads))[0]!.n;

beforeAll(async () => {
  app = await startTestApp();
  const named = async (mutation: string, name: string) =>
    Object.values((await app.admin.request<Record<string, { id: number }>>(`mutation { ${mutation}(input: { name: "${name}", active: true }) { id } }`)).data!)[0]!.id;
  officeTypeId = await named('createHubType', 'Office');
  bulkTypeId = await named('createHubType', 'Bulk');
  clusterId = await named('createCluster', 'Jakarta Pusat');

  await createHub({
    name: 'Kopi "Enak", Lt. 2',
    buildingName: 'Plaza Indonesia',
    city: 'Jakarta Pusat',
    clusterId,
    rentType: 'REVENUE_SHARING',
    rentAdditionalInformation: { valueInPercentage: 12.5, minimumAmount: 1_500_000, value: 42 },
    priceSetting: { subsidy: 2000 },
    contractUntil: '2027-01-31',
  });
  await createHub({ name: '=HYPERLINK("http://evil")', city: 'jakarta barat', ownership: 'FRANCHISE', rentType: 'FIXED_COST', rentAdditionalInformation: { value: 3_000_000, paymentTerms: 'SEMI_ANNUALLY' } });
  await createHub({ name: 'Closed Jakarta', city: 'Jakarta Timur', active: false });
  await createHub({ name: 'Bandung Hub', city: 'Bandung', oddEvenRationing: true });
});
afterAll(() => app.close());

describe('hub report', () => {
  const JAKARTA_ACTIVE = {
    filters: {
      operator: 'AND',
      options: [
        { field: 'city', type: 'LIKE', values: ['JAKARTA'] },
        { field: 'active', type: 'EQUAL', values: ['true'] },
      ],
    },
  };

  it('streams exactly the matching hubs as CSV with a BOM, a header line and readable values', async () => {
    const { header, records } = await download(await ask(app.admin, JAKARTA_ACTIVE), app.admin);
    expect(header.slice(0, 6)).toEqual(['Internal ID', 'Name', 'Building Name', 'Company Name', 'Floor', 'Hub Type']);
    expect(header).toHaveLength(36);
    expect(records.map((record) => record['Internal ID'])).toEqual(['HUB-0001', 'HUB-0002']);
    expect(records[0]).toMatchObject({
      Name: 'Kopi "Enak", Lt. 2',
      'Building Name': 'Plaza Indonesia',
      'Company Name': '',
      'Hub Type': 'Office',
      Cluster: 'Jakarta Pusat',
      City: 'Jakarta Pusat',
      Latitude: '-6.19',
      Longitude: '106.82',
      Timezone: 'Asia/Jakarta',
      'Running Schedule': 'Mon 07:00-17:00, Sat 08:30-12:00',
      Ownership: 'Jumpstart',
      'Rent Type': 'Revenue sharing',
      'Revenue Share (%)': '12.5',
      'Minimum Amount (Rp)': '1500000',
      'Fixed Cost (Rp)': '',
      'Payment Terms': '',
      'Subsidy (Rp)': '2000',
      'Contract Until': '31-01-2027',
      'Odd Even Rationing': 'No',
      Active: 'Yes',
    });
    // DD-MM-YYYY HH:mm, in Asia/Jakarta when the caller names no zone.
    expect(records[0]!['Created Time']).toBe(jakartaTime(await createdAt('HUB-0001')));
    expect(records[1]).toMatchObject({
      // A cell a spreadsheet would run as a formula is defused.
      Name: `'=HYPERLINK("http://evil")`,
      Ownership: 'Franchise',
      'Rent Type': 'Fixed cost',
      'Revenue Share (%)': '',
      'Fixed Cost (Rp)': '3000000',
      'Payment Terms': 'Semi-annually',
    });
  });

  it('writes times in the zone the caller names, and refuses a zone that does not exist', async () => {
    const { records } = await download(await ask(app.admin, JAKARTA_ACTIVE, 'UTC'), app.admin);
    expect(records[0]!['Created Time']).toBe(jakartaTime(new Date((await createdAt('HUB-0001')).getTime() - 7 * 60 * 60_000)));
    const result = await app.admin.request(REPORT, { queryInput: null, timeZone: "Asia/Jakarta'; drop table hubs; --" });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('reports what the quick search finds', async () => {
    const { records } = await download(await ask(app.admin, { search: { fields: ['name', 'city'], value: 'bandung' } }), app.admin);
    expect(records.map((record) => record.Name)).toEqual(['Bandung Hub']);
  });

  it('reports every hub when no filter is given', async () => {
    const { records } = await download(await ask(app.admin, null), app.admin);
    expect(records.map((record) => record.Name)).toEqual(['Kopi "Enak", Lt. 2', `'=HYPERLINK("http://evil")`, 'Closed Jakarta', 'Bandung Hub']);
  });

  const badFilters: [string, Record<string, unknown>, RegExp][] = [
    ['a field that is not declared', { field: 'secret', type: 'EQUAL', values: ['x'] }, /Cannot filter on "secret"/],
    ['an ownership that does not exist', { field: 'ownership', type: 'EQUAL', values: ['LEASED'] }, /"LEASED" is not a valid value for "ownership"/],
    ['a word for a number', { field: 'hubTypeId', type: 'IN', values: ['office'] }, /is not a valid integer for "hubTypeId"/],
  ];
  for (const [label, option, message] of badFilters) {
    it(`refuses the report itself for ${label}`, async () => {
      const before = await downloadRows();
      const result = await app.admin.request<{ hubReport: string | null }>(REPORT, { queryInput: { filters: { operator: 'AND', options: [option] } } });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toMatch(message);
      expect(result.data?.hubReport).toBeNull();
      expect(await downloadRows()).toBe(before);
    });
  }

  it("answers 403 to another user's session and to no session, and still serves its owner", async () => {
    const path = await ask(app.admin, JAKARTA_ACTIVE);
    const other = await app.userWith(['VIEW_HUB']);
    const stolen = await fetchReport(path, cookieOf(other));
    expect(stolen.status).toBe(403);
    expect(await stolen.text()).not.toContain('HUB-0001');
    const anonymous = await fetchReport(path);
    expect(anonymous.status).toBe(403);
    const forged = await fetchReport(path, 'bo_session=not-a-real-session');
    expect(forged.status).toBe(403);
    const { records } = await download(path, app.admin);
    expect(records).toHaveLength(2);
  });

  it('answers 403 when the owner has lost VIEW_HUB since asking', async () => {
    const viewer = await app.userWith(['VIEW_HUB']);
    const path = await ask(viewer, null);
    expect((await download(path, viewer)).records).toHaveLength(4);
    await app.admin.request('mutation ($id: Int!) { updateRole(id: $id, input: { authorityIds: [] }) { id } }', { id: viewer.roleId });
    expect((await fetchReport(path, cookieOf(viewer))).status).toBe(403);
  });

  it('answers 404 for an unknown token and for an expired one', async () => {
    expect((await fetchReport('/reports/unknown-token', cookieOf(app.admin))).status).toBe(404);
    const path = await ask(app.admin, null);
    await app.db.update(reportDownloads).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await fetchReport(path, cookieOf(app.admin));
    expect(expired.status).toBe(404);
    expect(await expired.text()).toMatch(/expired/);
  });

  it('refuses hubReport to a caller without VIEW_HUB', async () => {
    const before = await downloadRows();
    const stranger = await app.userWith(['VIEW_HUB_TYPE', 'VIEW_UNIT']);
    const result = await stranger.request<{ hubReport: string | null }>(REPORT, { queryInput: null });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(result.data?.hubReport).toBeNull();
    expect(await downloadRows()).toBe(before);
  });

  it('streams a report of several batches completely and in id order', async () => {
    const total = 1234;
    // Internal ids run backwards, so id order and internal id order differ.
    const rows = Array.from({ length: total }, (_, index) => ({
      incrementalIndex: 10_000 + index,
      internalId: `BULK-${String(total - index).padStart(5, '0')}`,
      name: `Bulk ${index}`,
      buildingName: 'Warehouse',
      hubTypeId: bulkTypeId,
      address: 'Jl. Gudang',
      latitude: 0,
      longitude: 0,
      runningSchedules: [{ day: 'MONDAY' as const, open: '08:00', close: '16:00' }],
      timezone: 'Asia/Jakarta' as const,
      ownership: 'FRANCHISE' as const,
      rentType: 'FREE' as const,
    }));
    const inserted = await app.db.insert(hubs).values(rows).returning({ id: hubs.id, internalId: hubs.internalId });
    const inIdOrder = [...inserted].sort((left, right) => left.id - right.id).map((row) => row.internalId);

    const { records } = await download(await ask(app.admin, { filters: { operator: 'AND', options: [{ field: 'hubTypeId', type: 'EQUAL', values: [String(bulkTypeId)] }] } }), app.admin);
    expect(records).toHaveLength(total);
    expect(records.map((record) => record['Internal ID'])).toEqual(inIdOrder);
    expect(new Set(records.map((record) => record['Internal ID'])).size).toBe(total);
    expect(records.every((record) => record['Hub Type'] === 'Bulk' && record.Ownership === 'Franchise')).toBe(true);

    const everything = await download(await ask(app.admin, null), app.admin);
    expect(everything.records).toHaveLength(total + 4);
    const [stored] = await app.db.select({ n: count() }).from(hubs).where(eq(hubs.hubTypeId, bulkTypeId));
    expect(stored?.n).toBe(total);
  });
});
