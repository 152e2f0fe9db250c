import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MESSAGES } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { userActivities } from '../../platform/audit/user-activities.table';
import { hubs } from './hubs.table';

let app: TestApp;
let officeTypeId: number;
let campusTypeId: number;
let southClusterId: number;
let northClusterId: number;
let entityId: number;

const HUB_FIELDS = `id internalId incrementalIndex name displayName buildingName companyName floor additionalInformation hubTypeId hubType { name }
  address latitude longitude province city district subDistrict postalCode runningSchedules { day open close } salesId timezone ownership
  priceSetting { subsidy corporateDiscount } rentType rentAdditionalInformation { valueInPercentage minimumAmount value paymentTerms feePerCup }
  commissionFee active oddEvenRationing clusterId cluster { name } hubEntityId hubEntity { name } contractUntil monthlyRentalFee targetCup targetRevenue updatedTime`;
const CREATE = `mutation ($input: HubInput!) { createHub(input: $input) { ${HUB_FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $input: HubUpdateInput!, $expected: DateTime) { updateHub(id: $id, input: $input, expectedUpdatedTime: $expected) { ${HUB_FIELDS} } }`;
const READ = `query ($id: Int!) { hub(id: $id) { ${HUB_FIELDS} } }`;

type Hub = Record<string, unknown> & { id: number; internalId: string; updatedTime: string; latitude: number; longitude: number };

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((day) => ({ day, open: '07:00', close: '17:00' }));

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Menara Sudirman Lobby',
  buildingName: 'Menara Sudirman',
  floor: 'G',
  hubTypeId: officeTypeId,
  address: 'Jl. Jend. Sudirman Kav. 60',
  latitude: -6.2253,
  longitude: 106.8011,
  province: 'DKI Jakarta',
  city: 'Jakarta Selatan',
  postalCode: '12190',
  runningSchedules: WEEKDAYS,
  timezone: 'ASIA_JAKARTA',
  ownership: 'JUMPSTART',
  rentType: 'REVENUE_SHARING',
  rentAdditionalInformation: { valueInPercentage: 12.5, minimumAmount: 1_500_000 },
  active: true,
  oddEvenRationing: false,
  ...overrides,
});

const hubCount = async () => {
  const result = await app.admin.request<{ hubsAll: unknown[] }>('{ hubsAll { id } }');
  expect(result.errors).toBeUndefined();
  return result.data!.hubsAll.length;
};

const create = async (overrides: Record<string, unknown> = {}) => {
  const result = await app.admin.request<{ createHub: Hub }>(CREATE, { input: valid(overrides) });
  expect(result.errors).toBeUndefined();
  return result.data!.createHub;
};

const read = async (id: number) => (await app.admin.request<{ hub: Hub }>(READ, { id })).data!.hub;

const named = async (mutation: string, name: string) => {
  const result = await app.admin.request<Record<string, { id: number }>>(`mutation { ${mutation}(input: { name: "${name}", active: true }) { id } }`);
  expect(result.errors).toBeUndefined();
  return Object.values(result.data!)[0]!.id;
};

beforeAll(async () => {
  app = await startTestApp();
  officeTypeId = await named('createHubType', 'Office');
  campusTypeId = await named('createHubType', 'Campus');
  southClusterId = await named('createCluster', 'Jakarta South');
  northClusterId = await named('createCluster', 'Bandung North');
  entityId = await named('createHubEntity', 'PT Kopi Nusantara');
});
afterAll(() => app.close());

describe('creating hubs', () => {
  it('creates a revenue-sharing hub with a generated internal id, its type, schedules and only its rent terms', async () => {
    const hub = await create({
      clusterId: southClusterId,
      hubEntityId: entityId,
      rentAdditionalInformation: { valueInPercentage: 12.5, minimumAmount: 1_500_000, value: 999, paymentTerms: 'MONTHLY', feePerCup: 100 },
      priceSetting: { subsidy: 2000, corporateDiscount: 1000 },
      commissionFee: 2.5,
      contractUntil: '2027-12-31',
      targetCup: 3000,
    });
    expect(hub).toMatchObject({
      internalId: 'HUB-0001',
      incrementalIndex: 1,
      name: 'Menara Sudirman Lobby',
      displayName: 'Menara Sudirman Lobby',
      buildingName: 'Menara Sudirman',
      companyName: null,
      hubTypeId: officeTypeId,
      hubType: { name: 'Office' },
      cluster: { name: 'Jakarta South' },
      hubEntity: { name: 'PT Kopi Nusantara' },
      latitude: -6.2253,
      longitude: 106.8011,
      postalCode: '12190',
      runningSchedules: WEEKDAYS,
      timezone: 'ASIA_JAKARTA',
      ownership: 'JUMPSTART',
      rentType: 'REVENUE_SHARING',
      rentAdditionalInformation: { valueInPercentage: 12.5, minimumAmount: 1_500_000, value: null, paymentTerms: null, feePerCup: null },
      priceSetting: { subsidy: 2000, corporateDiscount: 1000 },
      commissionFee: 2.5,
      contractUntil: '2027-12-31',
      targetCup: 3000,
      targetRevenue: null,
      active: true,
      oddEvenRationing: false,
    });
    const [stored] = await app.db.select({ terms: hubs.rentAdditionalInformation }).from(hubs).where(eq(hubs.id, hub.id));
    expect(stored?.terms).toEqual({ valueInPercentage: 12.5, minimumAmount: 1_500_000 });
    expect(await read(hub.id)).toEqual(hub);

    const second = await create({ name: null, buildingName: null, companyName: 'PT Maju Jaya' });
    expect(second).toMatchObject({ internalId: 'HUB-0002', incrementalIndex: 2, displayName: 'PT Maju Jaya' });
  });

  it('keeps only the terms of each rent type', async () => {
    const all = { valueInPercentage: 10, minimumAmount: 1000, value: 5_000_000, paymentTerms: 'QUARTERLY', feePerCup: 500 };
    const none = { valueInPercentage: null, minimumAmount: null, value: null, paymentTerms: null, feePerCup: null };
    const fixed = await create({ rentType: 'FIXED_COST', rentAdditionalInformation: all });
    expect(fixed.rentAdditionalInformation).toEqual({ ...none, value: 5_000_000, paymentTerms: 'QUARTERLY' });
    const cups = await create({ rentType: 'CUP_FEE_SHARING', rentAdditionalInformation: all });
    expect(cups.rentAdditionalInformation).toEqual({ ...none, feePerCup: 500 });
    const free = await create({ rentType: 'FREE', rentAdditionalInformation: all });
    expect(free.rentAdditionalInformation).toBeNull();
  });

  it('accepts the edges of the globe', async () => {
    const hub = await create({ latitude: -90, longitude: 180 });
    expect(hub).toMatchObject({ latitude: -90, longitude: 180 });
  });

  const refusals: [string, Record<string, unknown>, Record<string, string>][] = [
    ['neither a building nor a company name', { buildingName: '  ', companyName: null }, { buildingName: MESSAGES.buildingOrCompany, companyName: MESSAGES.buildingOrCompany }],
    ['a day that closes before it opens', { runningSchedules: [WEEKDAYS[0], { day: 'SATURDAY', open: '18:00', close: '09:00' }] }, { 'runningSchedules.1.close': MESSAGES.openBeforeClose }],
    ['a day that closes as it opens', { runningSchedules: [{ day: 'SUNDAY', open: '09:00', close: '09:00' }] }, { 'runningSchedules.0.close': MESSAGES.openBeforeClose }],
    ['a repeated day', { runningSchedules: [...WEEKDAYS, { day: 'TUESDAY', open: '10:00', close: '12:00' }] }, { 'runningSchedules.5.day': MESSAGES.dayRepeated }],
    ['no running schedule', { runningSchedules: [] }, { runningSchedules: MESSAGES.notEmpty }],
    ['a time that is not HH:mm', { runningSchedules: [{ day: 'MONDAY', open: '7:00', close: '17:00' }] }, { 'runningSchedules.0.open': MESSAGES.invalidTime }],
    ['a latitude above 90', { latitude: 90.5 }, { latitude: MESSAGES.invalidLatitude }],
    ['a latitude below -90', { latitude: -91 }, { latitude: MESSAGES.invalidLatitude }],
    ['a longitude above 180', { longitude: 180.01 }, { longitude: MESSAGES.invalidLongitude }],
    ['a longitude below -180', { longitude: -200 }, { longitude: MESSAGES.invalidLongitude }],
    ['revenue sharing without a minimum amount', { rentAdditionalInformation: { valueInPercentage: 10 } }, { 'rentAdditionalInformation.minimumAmount': MESSAGES.required }],
    ['revenue sharing without terms', { rentAdditionalInformation: null }, { 'rentAdditionalInformation.valueInPercentage': MESSAGES.required, 'rentAdditionalInformation.minimumAmount': MESSAGES.required }],
    ['a revenue share above 100 percent', { rentAdditionalInformation: { valueInPercentage: 120, minimumAmount: 0 } }, { 'rentAdditionalInformation.valueInPercentage': MESSAGES.percentage }],
    ['fixed cost without a value', { rentType: 'FIXED_COST', rentAdditionalInformation: { paymentTerms: 'MONTHLY' } }, { 'rentAdditionalInformation.value': MESSAGES.required }],
    ['fixed cost without payment terms', { rentType: 'FIXED_COST', rentAdditionalInformation: { value: 1000 } }, { 'rentAdditionalInformation.paymentTerms': MESSAGES.required }],
    ['cup fee sharing without a fee per cup', { rentType: 'CUP_FEE_SHARING', rentAdditionalInformation: { value: 1000 } }, { 'rentAdditionalInformation.feePerCup': MESSAGES.required }],
    ['an empty address', { address: ' ' }, { address: MESSAGES.required }],
    ['a postal code of letters', { postalCode: 'ABCDE' }, { postalCode: MESSAGES.postalCode }],
    ['a hub type that does not exist', { hubTypeId: 99_999 }, { hubTypeId: 'Hub type 99999 does not exist.' }],
    ['a cluster that does not exist', { clusterId: 99_999 }, { clusterId: 'Cluster 99999 does not exist.' }],
    ['a sales user who does not exist', { salesId: 99_999 }, { salesId: 'User 99999 does not exist.' }],
  ];
  for (const [label, change, fields] of refusals) {
    it(`refuses ${label} with the spec message and writes nothing`, async () => {
      const before = await hubCount();
      const result = await app.admin.request(CREATE, { input: valid(change) });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.extensions?.fields).toMatchObject(fields);
      expect(result.data?.createHub).toBeNull();
      expect(await hubCount()).toBe(before);
    });
  }

  it('refuses a hub without a required field before it runs', async () => {
    const before = await hubCount();
    const { timezone: _timezone, ...input } = valid();
    const result = await app.admin.request(CREATE, { input });
    expect(result.errors?.[0]?.message).toMatch(/timezone/);
    expect(result.data ?? null).toBeNull();
    expect(await hubCount()).toBe(before);
  });

  it('refuses a caller without CREATE_HUB and writes nothing', async () => {
    const viewer = await app.userWith(['VIEW_HUB', 'UPDATE_HUB']);
    const before = await hubCount();
    const result = await viewer.request(CREATE, { input: valid() });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await hubCount()).toBe(before);
    const reader = await app.userWith(['VIEW_HUB_TYPE']);
    expect((await reader.request('{ hubsAll { id } }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('numbers the next hub right after the last, whatever was refused between', async () => {
    const before = await hubCount();
    const first = await create({ name: 'Numbered One' });
    await app.admin.request(CREATE, { input: valid({ latitude: 100 }) });
    const second = await create({ name: 'Numbered Two' });
    expect(Number(second.internalId.slice(4))).toBe(Number(first.internalId.slice(4)) + 1);
    expect(second.internalId).toMatch(/^HUB-\d{4}$/);
    expect(await hubCount()).toBe(before + 2);
  });
});

describe('updating hubs', () => {
  const unchanging = (hub: Hub) => {
    const { updatedTime: _updatedTime, ...rest } = hub;
    return rest;
  };

  it('changes only the location and name when only those are given', async () => {
    const hub = await create({
      name: 'Kampus UI',
      buildingName: 'Perpustakaan Pusat',
      companyName: 'Universitas Indonesia',
      hubTypeId: campusTypeId,
      clusterId: northClusterId,
      hubEntityId: entityId,
      district: 'Beji',
      subDistrict: 'Pondok Cina',
      additionalInformation: 'Near the east entrance',
      priceSetting: { subsidy: 1000 },
      commissionFee: 5,
      contractUntil: '2026-06-30',
      monthlyRentalFee: 2_000_000,
      targetCup: 100,
      targetRevenue: 1_000_000,
      oddEvenRationing: true,
      timezone: 'ASIA_MAKASSAR',
      ownership: 'FRANCHISE',
    });
    const result = await app.admin.request<{ updateHub: Hub }>(UPDATE, { id: hub.id, input: { latitude: -6.36, longitude: 106.83, name: 'Kampus UI Depok' } });
    expect(result.errors).toBeUndefined();
    const expected = { ...unchanging(hub), latitude: -6.36, longitude: 106.83, name: 'Kampus UI Depok', displayName: 'Kampus UI Depok' };
    expect(unchanging(result.data!.updateHub)).toEqual(expected);
    expect(unchanging(await read(hub.id))).toEqual(expected);
    const [stored] = await app.db.select({ terms: hubs.rentAdditionalInformation }).from(hubs).where(eq(hubs.id, hub.id));
    expect(stored?.terms).toEqual({ valueInPercentage: 12.5, minimumAmount: 1_500_000 });
  });

  it('refuses an update without the location before it runs', async () => {
    const hub = await create({ name: 'No Location' });
    const result = await app.admin.request(UPDATE, { id: hub.id, input: { longitude: 106.8, name: 'Renamed' } });
    expect(result.errors?.[0]?.message).toMatch(/latitude/);
    expect(result.data ?? null).toBeNull();
    expect((await read(hub.id)).name).toBe('No Location');
  });

  it('refuses a switch to fixed cost without a value, and keeps the hub as it was', async () => {
    const hub = await create({ name: 'Switching' });
    const at = { latitude: hub.latitude, longitude: hub.longitude };
    const result = await app.admin.request(UPDATE, { id: hub.id, input: { ...at, rentType: 'FIXED_COST', rentAdditionalInformation: { paymentTerms: 'ANNUALLY' } } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'rentAdditionalInformation.value': MESSAGES.required } });
    const bare = await app.admin.request(UPDATE, { id: hub.id, input: { ...at, rentType: 'FIXED_COST' } });
    expect(bare.errors?.[0]?.extensions?.fields).toMatchObject({
      'rentAdditionalInformation.value': MESSAGES.required,
      'rentAdditionalInformation.paymentTerms': MESSAGES.required,
    });
    expect(unchanging(await read(hub.id))).toEqual(unchanging(hub));

    const fixed = await app.admin.request<{ updateHub: Hub }>(UPDATE, {
      id: hub.id,
      input: { ...at, rentType: 'FIXED_COST', rentAdditionalInformation: { value: 3_000_000, paymentTerms: 'ANNUALLY', valueInPercentage: 50 } },
    });
    expect(fixed.errors).toBeUndefined();
    expect(fixed.data?.updateHub).toMatchObject({
      rentType: 'FIXED_COST',
      rentAdditionalInformation: { valueInPercentage: null, minimumAmount: null, value: 3_000_000, paymentTerms: 'ANNUALLY', feePerCup: null },
    });
  });

  it('changes the terms alone when the rent type stays', async () => {
    const hub = await create({ name: 'New Terms' });
    const at = { latitude: hub.latitude, longitude: hub.longitude };
    const refused = await app.admin.request(UPDATE, { id: hub.id, input: { ...at, rentAdditionalInformation: { valueInPercentage: 20 } } });
    expect(refused.errors?.[0]?.extensions?.fields).toMatchObject({ 'rentAdditionalInformation.minimumAmount': MESSAGES.required });
    const changed = await app.admin.request<{ updateHub: Hub }>(UPDATE, {
      id: hub.id,
      input: { ...at, rentAdditionalInformation: { valueInPercentage: 20, minimumAmount: 0, feePerCup: 7 } },
    });
    expect(changed.data?.updateHub.rentAdditionalInformation).toEqual({ valueInPercentage: 20, minimumAmount: 0, value: null, paymentTerms: null, feePerCup: null });
  });

  it('clears the terms on a switch to free rent', async () => {
    const hub = await create({ name: 'Going Free' });
    const result = await app.admin.request<{ updateHub: Hub }>(UPDATE, { id: hub.id, input: { latitude: hub.latitude, longitude: hub.longitude, rentType: 'FREE' } });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateHub).toMatchObject({ rentType: 'FREE', rentAdditionalInformation: null });
    const [stored] = await app.db.select({ terms: hubs.rentAdditionalInformation }).from(hubs).where(eq(hubs.id, hub.id));
    expect(stored?.terms).toBeNull();
  });

  it('refuses clearing the building name of a hub without a company name, and allows it with one', async () => {
    const hub = await create({ name: 'Building Only', buildingName: 'Graha Niaga', companyName: null });
    const at = { latitude: hub.latitude, longitude: hub.longitude };
    for (const buildingName of [null, '', '   ']) {
      const result = await app.admin.request(UPDATE, { id: hub.id, input: { ...at, buildingName } });
      expect(result.errors?.[0]?.extensions, JSON.stringify(buildingName)).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { buildingName: MESSAGES.buildingOrCompany, companyName: MESSAGES.buildingOrCompany },
      });
    }
    expect((await read(hub.id)).buildingName).toBe('Graha Niaga');
    const swapped = await app.admin.request<{ updateHub: Hub }>(UPDATE, { id: hub.id, input: { ...at, buildingName: null, companyName: 'PT Graha' } });
    expect(swapped.errors).toBeUndefined();
    expect(swapped.data?.updateHub).toMatchObject({ buildingName: null, companyName: 'PT Graha' });
  });

  const refusals: [string, Record<string, unknown>, Record<string, string>][] = [
    ['a latitude out of range', { latitude: 95 }, { latitude: MESSAGES.invalidLatitude }],
    ['a longitude out of range', { longitude: -181 }, { longitude: MESSAGES.invalidLongitude }],
    ['a day that closes before it opens', { runningSchedules: [{ day: 'MONDAY', open: '17:00', close: '08:00' }] }, { 'runningSchedules.0.close': MESSAGES.openBeforeClose }],
    ['a repeated day', { runningSchedules: [{ day: 'MONDAY', open: '07:00', close: '08:00' }, { day: 'MONDAY', open: '09:00', close: '10:00' }] }, { 'runningSchedules.1.day': MESSAGES.dayRepeated }],
    ['an empty address', { address: '' }, { address: MESSAGES.required }],
    ['a null rent type', { rentType: null }, { rentType: MESSAGES.required }],
    ['a hub type that does not exist', { hubTypeId: 99_999 }, { hubTypeId: 'Hub type 99999 does not exist.' }],
  ];
  for (const [label, change, fields] of refusals) {
    it(`refuses an update with ${label} and changes nothing`, async () => {
      const hub = await create({ name: `Update refusal ${label}` });
      const result = await app.admin.request(UPDATE, { id: hub.id, input: { latitude: hub.latitude, longitude: hub.longitude, ...change } });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.extensions?.fields).toMatchObject(fields);
      expect(await read(hub.id)).toEqual(hub);
    });
  }

  it('refuses a caller without UPDATE_HUB and answers NOT_FOUND for a hub that does not exist', async () => {
    const hub = await create({ name: 'Guarded' });
    const viewer = await app.userWith(['VIEW_HUB', 'CREATE_HUB']);
    const refused = await viewer.request(UPDATE, { id: hub.id, input: { latitude: 1, longitude: 1, name: 'Taken over' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await read(hub.id)).toEqual(hub);
    const missing = await app.admin.request(UPDATE, { id: 987_654, input: { latitude: 1, longitude: 1 } });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('lets one of two concurrent edits of the same version win; the stale one gets CONFLICT and changes nothing', async () => {
    const hub = await create({ name: 'Contested', city: 'Jakarta Selatan' });
    const editor = await app.userWith(['VIEW_HUB', 'UPDATE_HUB']);
    const at = { latitude: hub.latitude, longitude: hub.longitude };
    const [ani, budi] = await Promise.all([
      app.admin.request<{ updateHub: Hub }>(UPDATE, { id: hub.id, input: { ...at, name: 'Ani was here' }, expected: hub.updatedTime }),
      editor.request<{ updateHub: Hub }>(UPDATE, { id: hub.id, input: { ...at, name: 'Budi was here', city: 'Depok' }, expected: hub.updatedTime }),
    ]);
    const outcomes = [ani, budi].map((result) => result.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(outcomes).toEqual(['CONFLICT', 'OK']);
    const winner = ani.errors ? budi : ani;
    const after = await read(hub.id);
    expect(after).toEqual(winner.data!.updateHub);
    expect(after.city).toBe(ani.errors ? 'Depok' : 'Jakarta Selatan');
    const audited = await app.db.select({ n: count() }).from(userActivities).where(eq(userActivities.recordId, String(hub.id)));
    expect(audited[0]!.n).toBe(2); // the create and the one update that won

    const stale = await app.admin.request(UPDATE, { id: hub.id, input: { ...at, name: 'Too late' }, expected: hub.updatedTime });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await read(hub.id)).toEqual(after);
    const fresh = await app.admin.request<{ updateHub: Hub }>(UPDATE, { id: hub.id, input: { ...at, name: 'On time' }, expected: after.updatedTime });
    expect(fresh.data?.updateHub.name).toBe('On time');
  });
});

describe('listing hubs', () => {
  const LIST = 'query ($pageInput: PageInput!) { hubs(pageInput: $pageInput) { totalPages currentPage totalRows results { name } } }';
  let listTypeA: number;
  let listTypeB: number;
  let listCluster: number;

  /** Conditions on the hubs of this block only, so the hubs made above do not count. */
  const names = async (options: Record<string, unknown>[], operator: 'AND' | 'OR' = 'AND', sorts?: unknown[]) => {
    const scope = { field: 'hubTypeId', type: 'IN', values: [String(listTypeA), String(listTypeB)] };
    const result = await app.admin.request<{ hubs: { totalRows: number; results: { name: string }[] } }>(LIST, {
      pageInput: {
        page: 1,
        size: 50,
        sorts: sorts ?? [{ field: 'name', direction: 'ASC' }],
        filters: operator === 'AND' ? { operator, options: [scope, ...options] } : { operator, options },
      },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.hubs.totalRows).toBe(result.data!.hubs.results.length);
    return result.data!.hubs.results.map((hub) => hub.name);
  };

  beforeAll(async () => {
    listTypeA = await named('createHubType', 'Listing Mall');
    listTypeB = await named('createHubType', 'Listing Hospital');
    listCluster = await named('createCluster', 'Listing Cluster');
    await create({ name: 'L1 Plaza', hubTypeId: listTypeA, clusterId: listCluster, ownership: 'JUMPSTART', rentType: 'REVENUE_SHARING', city: 'Jakarta Selatan', active: true });
    await create({
      name: 'L2 Clinic',
      hubTypeId: listTypeB,
      clusterId: listCluster,
      ownership: 'FRANCHISE',
      rentType: 'FIXED_COST',
      rentAdditionalInformation: { value: 1, paymentTerms: 'MONTHLY' },
      timezone: 'ASIA_MAKASSAR',
      city: 'Bandung',
      active: true,
    });
    await create({
      name: 'L3 Mall Annex',
      hubTypeId: listTypeA,
      ownership: 'FRANCHISE',
      rentType: 'CUP_FEE_SHARING',
      rentAdditionalInformation: { feePerCup: 300 },
      city: 'JAKARTA PUSAT',
      active: false,
    });
    await create({ name: 'L4 Ward', hubTypeId: listTypeB, ownership: 'JUMPSTART', rentType: 'FREE', city: null, active: false });
  });

  it('filters by hub type and by cluster', async () => {
    expect(await names([{ field: 'hubTypeId', type: 'EQUAL', values: [String(listTypeA)] }])).toEqual(['L1 Plaza', 'L3 Mall Annex']);
    expect(await names([{ field: 'clusterId', type: 'EQUAL', values: [String(listCluster)] }])).toEqual(['L1 Plaza', 'L2 Clinic']);
    expect(await names([{ field: 'clusterId', type: 'NULL', values: [] }])).toEqual(['L3 Mall Annex', 'L4 Ward']);
  });

  it('filters by ownership, rent types and activity', async () => {
    expect(await names([{ field: 'ownership', type: 'EQUAL', values: ['FRANCHISE'] }])).toEqual(['L2 Clinic', 'L3 Mall Annex']);
    expect(await names([{ field: 'rentType', type: 'IN', values: ['FREE', 'FIXED_COST'] }])).toEqual(['L2 Clinic', 'L4 Ward']);
    expect(await names([{ field: 'active', type: 'EQUAL', values: ['false'] }])).toEqual(['L3 Mall Annex', 'L4 Ward']);
    expect(
      await names([
        { field: 'ownership', type: 'EQUAL', values: ['JUMPSTART'] },
        { field: 'active', type: 'EQUAL', values: ['true'] },
      ]),
    ).toEqual(['L1 Plaza']);
  });

  it('filters by time zone with the names the API gives them', async () => {
    expect(await names([{ field: 'timezone', type: 'EQUAL', values: ['ASIA_MAKASSAR'] }])).toEqual(['L2 Clinic']);
    expect(await names([{ field: 'timezone', type: 'NOT_IN', values: ['ASIA_MAKASSAR', 'ASIA_JAYAPURA'] }])).toEqual(['L1 Plaza', 'L3 Mall Annex', 'L4 Ward']);
  });

  it('matches the city case-insensitively', async () => {
    expect(await names([{ field: 'city', type: 'LIKE', values: ['jakarta'] }])).toEqual(['L1 Plaza', 'L3 Mall Annex']);
    expect(await names([{ field: 'city', type: 'LIKE', values: ['PUSAT'] }])).toEqual(['L3 Mall Annex']);
  });

  it('combines conditions with OR', async () => {
    const result = await names(
      [
        { field: 'clusterId', type: 'EQUAL', values: [String(listCluster)] },
        { field: 'city', type: 'LIKE', values: ['pusat'] },
      ],
      'OR',
    );
    expect(result).toEqual(['L1 Plaza', 'L2 Clinic', 'L3 Mall Annex']);
  });

  it('sorts by the hub type name', async () => {
    const sorted = await names([], 'AND', [{ field: 'hubType', direction: 'ASC' }, { field: 'name', direction: 'DESC' }]);
    expect(sorted).toEqual(['L4 Ward', 'L2 Clinic', 'L3 Mall Annex', 'L1 Plaza']);
  });

  const refusals: [string, Record<string, unknown>, RegExp][] = [
    ['an ownership that does not exist', { field: 'ownership', type: 'EQUAL', values: ['LEASED'] }, /"LEASED" is not a valid value for "ownership"/],
    ['a rent type that does not exist', { field: 'rentType', type: 'IN', values: ['FREE', 'barter'] }, /"barter" is not a valid value for "rentType"/],
    ['a field that is not declared', { field: 'rentAdditionalInformation', type: 'NOT_NULL', values: [] }, /Cannot filter on "rentAdditionalInformation"/],
    ['LIKE on a flag', { field: 'active', type: 'LIKE', values: ['t'] }, /LIKE does not apply to "active"/],
  ];
  for (const [label, option, message] of refusals) {
    it(`refuses ${label}`, async () => {
      const result = await app.admin.request(LIST, { pageInput: { page: 1, size: 10, filters: { operator: 'AND', options: [option] } } });
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toMatch(message);
      expect(result.data?.hubs).toBeNull();
    });
  }
});
