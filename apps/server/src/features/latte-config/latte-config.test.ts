import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATTE_CONFIG_DEFAULTS, MESSAGES } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
type Caller = TestApp['admin'];

const CONFIG = 'refillerWorkingHour minTravelTime travelSpeed refillTime refillerMaxGallon refillerMaxDistance carRefillTime minPercentageCapacity warehouseLatitude warehouseLongitude openRoutes updatedTime';
const values = {
  refillerWorkingHour: 7.5,
  minTravelTime: 5,
  travelSpeed: 25,
  refillTime: 12,
  refillerMaxGallon: 4,
  refillerMaxDistance: 50,
  carRefillTime: null,
  minPercentageCapacity: 25,
  warehouseLatitude: -6.17,
  warehouseLongitude: 106.74,
  openRoutes: false,
};

const read = (caller: Caller) => caller.request<{ latteConfig: Record<string, unknown> & { updatedTime: string } }>(`{ latteConfig { ${CONFIG} } }`);
const save = (caller: Caller, input: Record<string, unknown>, expectedUpdatedTime?: string) =>
  caller.request<{ updateLatteConfig: Record<string, unknown> & { updatedTime: string } }>(
    `mutation ($input: LatteConfigInput!, $expected: DateTime) { updateLatteConfig(input: $input, expectedUpdatedTime: $expected) { ${CONFIG} } }`,
    { input, expected: expectedUpdatedTime },
  );

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('the AI configuration', () => {
  it('answers the defaults before anyone saves it, then what was saved, audited', async () => {
    const first = await read(app.admin);
    expect(first.data!.latteConfig).toMatchObject(LATTE_CONFIG_DEFAULTS);
    const saved = await save(app.admin, values, first.data!.latteConfig.updatedTime);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateLatteConfig).toMatchObject(values);
    expect((await read(app.admin)).data!.latteConfig).toMatchObject(values);
    const audit = await app.admin.request<{ userActivities: { results: { activity: string; changes: { field: string; before: string | null; after: string | null }[] }[] } }>(
      'query ($pageInput: PageInput!) { userActivities(pageInput: $pageInput) { results { activity changes { field before after } } } }',
      { pageInput: { page: 1, size: 5, filters: { operator: 'AND', options: [{ field: 'entity', type: 'EQUAL', values: ['LATTE_CONFIG'] }] } } },
    );
    const [row] = audit.data!.userActivities.results;
    expect(row!.activity).toBe('UPDATE_LATTE_CONFIG');
    expect(row!.changes).toEqual(
      expect.arrayContaining([
        { field: 'travelSpeed', before: '30', after: '25' },
        { field: 'carRefillTime', before: '10', after: null },
        { field: 'warehouseLatitude', before: null, after: '-6.17' },
        { field: 'openRoutes', before: 'true', after: 'false' },
      ]),
    );
  });

  it('takes routes as open and no warehouse when those are left out', async () => {
    const { warehouseLatitude: _latitude, warehouseLongitude: _longitude, openRoutes: _open, ...rest } = values;
    const saved = await save(app.admin, rest);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateLatteConfig).toMatchObject({ warehouseLatitude: null, warehouseLongitude: null, openRoutes: true });
    expect((await save(app.admin, values)).errors).toBeUndefined();
  });

  it('refuses a save over someone else’s as CONFLICT, and keeps theirs', async () => {
    const opened = (await read(app.admin)).data!.latteConfig.updatedTime;
    expect((await save(app.admin, { ...values, travelSpeed: 28 }, opened)).errors).toBeUndefined();
    const late = await save(app.admin, { ...values, travelSpeed: 40 }, opened);
    expect(late.errors![0]!.extensions!.code).toBe('CONFLICT');
    expect((await read(app.admin)).data!.latteConfig.travelSpeed).toBe(28);
  });

  it('tells each wrong or missing number under its field', async () => {
    const wrong = await save(app.admin, { ...values, refillTime: 0, refillerMaxGallon: -2, carRefillTime: 0, minPercentageCapacity: 101, warehouseLatitude: 95, warehouseLongitude: null });
    expect(wrong.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        refillTime: MESSAGES.greaterThan0,
        refillerMaxGallon: MESSAGES.greaterThan0,
        carRefillTime: MESSAGES.greaterThan0,
        minPercentageCapacity: MESSAGES.percentage,
        warehouseLatitude: MESSAGES.invalidLatitude,
      },
    });
    const half = await save(app.admin, { ...values, warehouseLatitude: null });
    expect(half.errors![0]!.extensions!.fields).toEqual({ warehouseLatitude: MESSAGES.required });
    const { travelSpeed: _missing, ...withoutSpeed } = values;
    expect((await save(app.admin, withoutSpeed)).errors).toHaveLength(1);
    expect((await read(app.admin)).data!.latteConfig.refillTime).toBe(values.refillTime);
  });

  it('is seen with VIEW_LATTE_CONFIG and changed with UPDATE_LATTE_CONFIG only', async () => {
    const viewer = await app.userWith(['VIEW_LATTE_CONFIG']);
    expect((await read(viewer)).data!.latteConfig).toMatchObject({ refillTime: values.refillTime });
    expect((await save(viewer, values)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const nobody = await app.userWith([]);
    expect((await read(nobody)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});
