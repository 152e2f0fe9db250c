import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { crudEntities } from './crud';
import type { CrudEntity } from './crud-types';

/**
 * Every entity declared with `defineCrud` keeps the same contract over GraphQL: create, read, list,
 * update and delete behind its authorities, a refused caller leaving nothing but the refusal in the
 * log and the record as it was, a duplicate of a unique field refused as CONFLICT naming it, and one
 * audit row per change. The entities only read, without a sample or without a unique field are named
 * here, each with the check it meets instead, so a new one cannot slip by. An entity's own rules are
 * tested beside it.
 */
let app: TestApp;
let nobody: Awaited<ReturnType<TestApp['userWith']>>;
const made = new Map<string, number>();

beforeAll(async () => {
  app = await startTestApp();
  nobody = await app.userWith([]);
});
afterAll(() => app?.close());

const entityNamed = (name: string) => {
  const entity = crudEntities.find((candidate) => candidate.name === name);
  if (!entity) throw new Error(`No CRUD entity ${name}.`);
  return entity;
};

const sampleOf = (entity: CrudEntity) => entity.sample!(make);

async function create(entity: CrudEntity, input: Record<string, unknown>) {
  return app.admin.request<Record<string, { id: number } | null>>(
    `mutation ($input: ${entity.name}Input!) { create${entity.name}(input: $input) { id } }`,
    { input },
  );
}

/** One sample record of an entity, made once for those that refer to it; `fresh` makes a new one each time. */
async function make(name: string, options: { fresh?: boolean } = {}): Promise<number> {
  const known = made.get(name);
  if (known !== undefined && !options.fresh) return known;
  const entity = entityNamed(name);
  const result = await create(entity, await sampleOf(entity));
  if (result.errors) throw new Error(`The sample ${name} was refused: ${JSON.stringify(result.errors)}`);
  const id = result.data![`create${name}`]!.id;
  if (!options.fresh) made.set(name, id);
  return id;
}

async function auditRows(entity: CrudEntity, id: number) {
  const result = await app.admin.request<{ userActivities: { totalRows: number; results: { activity: string }[] } }>(
    'query ($pageInput: PageInput!) { userActivities(pageInput: $pageInput) { totalRows results { activity } } }',
    {
      pageInput: {
        page: 1,
        size: 10,
        filters: {
          operator: 'AND',
          options: [
            { field: 'entity', type: 'EQUAL', values: [entity.entity] },
            { field: 'recordId', type: 'EQUAL', values: [String(id)] },
          ],
        },
      },
    },
  );
  return result.data!.userActivities.results.map((row) => row.activity).sort();
}

/** How many records of the entity the admin sees. */
async function recordCount(entity: CrudEntity) {
  const records = await app.admin.request<Record<string, { totalRows: number }>>(
    `query ($pageInput: PageInput!) { ${entity.listField}(pageInput: $pageInput) { totalRows } }`,
    { pageInput: { page: 1, size: 1 } },
  );
  return records.data![entity.listField]!.totalRows;
}

/** The record as the admin reads it: its id and the fields the contract's update changes. */
async function recordFields(entity: CrudEntity, id: number) {
  const fields = ['id', ...Object.keys(entity.change)].join(' ');
  const read = await app.admin.request<Record<string, Record<string, unknown>>>(`query ($id: Int!) { ${entity.single}(id: $id) { ${fields} } }`, { id });
  return read.data?.[entity.single];
}

/** The activity log's size, and its newest rows, newest first. */
async function activityLog(newest = 1) {
  const result = await app.admin.request<{ userActivities: { totalRows: number; results: { username: string; activity: string; entity: string | null }[] } }>(
    'query ($pageInput: PageInput!) { userActivities(pageInput: $pageInput) { totalRows results { username activity entity } } }',
    { pageInput: { page: 1, size: newest, sorts: [{ field: 'id', direction: 'DESC' }] } },
  );
  return result.data!.userActivities;
}

/** Entities that create records but have no sample here; each is tested in its own file. */
const WITHOUT_SAMPLE = ['Role', 'User', 'RefillerSchedule', 'ShopDealThirdPartyPromo', 'ShopCourier'];
/** Entities only read through the kit: their records are made by business actions tested in their own files. */
const NOT_CREATED = [
  'MachineHub', 'MachineDraft', 'MachineStatusError', 'MachineHistory', 'ServerInstructionLog', 'Order', 'ConcisedOrder', 'OrderLog',
  'MachineSoftwareRollout', 'RewardOrder', 'Leave', 'ShopCustomer', 'ShopVoucherCode', 'ShopAssignedVoucher', 'ShopOrder',
  'QrTypeMapping', 'MachineAuditFile', 'ShopNotification', 'ShopNotificationRecipient',
];
/**
 * Entities whose sample sets no unique field, and what a second record like the first meets: a record
 * of its own, or the entity's own rule refusing it as BAD_USER_INPUT on `refusedOn`.
 */
const WITHOUT_UNIQUE: Record<string, { refusedOn?: string }> = {
  Hub: {}, // its unique internal id is numbered by the server
  IngredientInProduct: { refusedOn: 'ingredientId' },
  ProductHistory: {},
  ShopMenuIngredient: { refusedOn: 'ingredientId' },
  ShopThirdPartyPromo: {},
  ShopPromo: {},
  ShopPosPromo: {},
  ShopFaq: {}, // two questions may read alike
  ShopHomeBackground: {}, // the same picture may come twice in the rotation
};

const declared = crudEntities.filter((entity) => entity.creates && entity.sample);

describe('every declared CRUD entity', () => {
  it('has a sample to be tested with, but for those tested in their own files', () => {
    expect(declared.map((entity) => entity.name)).toEqual(expect.arrayContaining(['Unit', 'Ingredient', 'Department', 'Hub', 'Company']));
    expect(crudEntities.filter((entity) => entity.creates && !entity.sample).map((entity) => entity.name).sort()).toEqual([...WITHOUT_SAMPLE].sort());
    expect(crudEntities.filter((entity) => !entity.creates).map((entity) => entity.name).sort()).toEqual([...NOT_CREATED].sort());
  });

  it('has a unique field in its sample, but for those named as having none', async () => {
    const withoutUnique: string[] = [];
    for (const entity of declared) {
      const sample = await sampleOf(entity);
      if (!entity.uniqueFields.some((field) => field in sample)) withoutUnique.push(entity.name);
    }
    expect(withoutUnique).toEqual(Object.keys(WITHOUT_UNIQUE));
  });

  // The kit still reads these, so their reads keep its contract: the list answers the admin and refuses a caller without VIEW.
  it.each(NOT_CREATED)('%s is only read, listed for the admin and refused to a caller without its authority', async (name) => {
    const entity = entityNamed(name);
    const query = `query { ${entity.listField}(pageInput: { page: 1, size: 1 }) { totalRows results { id } } }`;
    expect((await app.admin.request(query)).errors).toBeUndefined();
    expect((await nobody.request(query)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const read = await nobody.request(`query { ${entity.single}(id: 1) { id } }`);
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  describe.each(declared.map((entity) => [entity.name, entity] as const))('%s', (_name, entity) => {
    it(`is created, read, listed and ${entity.updates ? 'updated' : 'not updatable'}, with one audit row per change`, async () => {
      const created = await create(entity, await sampleOf(entity));
      expect(created.errors).toBeUndefined();
      const id = created.data![`create${entity.name}`]!.id;
      expect(await auditRows(entity, id)).toEqual([`CREATE_${entity.entity}`]);

      const read = await app.admin.request<Record<string, { id: number }>>(`query ($id: Int!) { ${entity.single}(id: $id) { id } }`, { id });
      expect(read.data?.[entity.single]).toEqual({ id });

      const listed = await app.admin.request<Record<string, { results: { id: number }[] }>>(
        `query ($pageInput: PageInput!) { ${entity.listField}(pageInput: $pageInput) { results { id } } }`,
        { pageInput: { page: 1, size: 1, sorts: [{ field: 'id', direction: 'DESC' }] } },
      );
      expect(listed.data?.[entity.listField]?.results).toEqual([{ id }]);

      if (!entity.updates) {
        const missing = await app.admin.request(`mutation ($id: Int!) { update${entity.name}(id: $id) { id } }`, { id });
        expect(missing.errors?.[0]?.message).toContain(`Cannot query field "update${entity.name}"`);
        expect(await auditRows(entity, id)).toEqual([`CREATE_${entity.entity}`]);
        return;
      }
      const changedFields = Object.keys(entity.change);
      const updated = await app.admin.request<Record<string, Record<string, unknown>>>(
        `mutation ($id: Int!, $input: ${entity.name}UpdateInput!) { update${entity.name}(id: $id, input: $input) { id ${changedFields.join(' ')} } }`,
        { id, input: entity.change },
      );
      expect(updated.errors).toBeUndefined();
      expect(updated.data?.[`update${entity.name}`]).toEqual({ id, ...entity.change });
      const readAgain = await app.admin.request<Record<string, Record<string, unknown>>>(
        `query ($id: Int!) { ${entity.single}(id: $id) { id ${changedFields.join(' ')} } }`,
        { id },
      );
      expect(readAgain.data?.[entity.single]).toEqual({ id, ...entity.change });
      expect(await auditRows(entity, id)).toEqual([`CREATE_${entity.entity}`, `UPDATE_${entity.entity}`]);
    });

    it.runIf(entity.deletes)('is deleted, answering its id, with one audit row', async () => {
      const created = await create(entity, await sampleOf(entity));
      expect(created.errors).toBeUndefined();
      const id = created.data![`create${entity.name}`]!.id;
      const deleted = await app.admin.request<Record<string, number>>(`mutation ($id: Int!) { delete${entity.name}(id: $id) }`, { id });
      expect(deleted.data?.[`delete${entity.name}`]).toBe(id);
      const read = await app.admin.request(`query ($id: Int!) { ${entity.single}(id: $id) { id } }`, { id });
      expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(await auditRows(entity, id)).toEqual([`CREATE_${entity.entity}`, `DELETE_${entity.entity}`]);
    });

    const withoutUnique = WITHOUT_UNIQUE[entity.name];
    if (withoutUnique?.refusedOn) {
      const field = withoutUnique.refusedOn;
      it(`refuses a second record like the first as BAD_USER_INPUT on ${field}, having no unique field`, async () => {
        const sample = await sampleOf(entity);
        expect((await create(entity, sample)).errors).toBeUndefined();
        const before = await recordCount(entity);
        const again = await create(entity, sample);
        expect(again.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { [field]: expect.any(String) } });
        expect(await recordCount(entity)).toBe(before);
      });
    } else if (withoutUnique) {
      it('accepts a second record like the first as a record of its own, having no unique field', async () => {
        const sample = await sampleOf(entity);
        const first = await create(entity, sample);
        const second = await create(entity, sample);
        expect([first.errors, second.errors]).toEqual([undefined, undefined]);
        expect(second.data![`create${entity.name}`]!.id).not.toBe(first.data![`create${entity.name}`]!.id);
      });
    } else {
      it('refuses a duplicate as CONFLICT, naming its unique field', async () => {
        const sample = await sampleOf(entity);
        expect((await create(entity, sample)).errors).toBeUndefined();
        const again = await create(entity, sample);
        expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
        const named = Object.keys(again.errors?.[0]?.extensions?.fields ?? {});
        expect(named).toHaveLength(1);
        expect(entity.uniqueFields).toContain(named[0]);
      });
    }

    it('refuses a caller without its authorities as FORBIDDEN, and writes nothing', async () => {
      const sample = await sampleOf(entity);
      const id = await make(entity.name);
      const records = await recordCount(entity);
      const record = await recordFields(entity, id);
      const log = await activityLog();
      const mutations = [`create${entity.name}`];

      const refused = await nobody.request(`mutation ($input: ${entity.name}Input!) { create${entity.name}(input: $input) { id } }`, { input: sample });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const read = await nobody.request(`query { ${entity.single}(id: ${id}) { id } }`);
      expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const listed = await nobody.request(`query { ${entity.listField}(pageInput: { page: 1, size: 1 }) { totalRows } }`);
      expect(listed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      if (entity.updates) {
        const changed = await nobody.request(
          `mutation ($input: ${entity.name}UpdateInput!) { update${entity.name}(id: ${id}, input: $input) { id } }`,
          { input: entity.change },
        );
        expect(changed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        mutations.push(`update${entity.name}`);
      }
      if (entity.deletes) {
        const deleted = await nobody.request(`mutation { delete${entity.name}(id: ${id}) }`);
        expect(deleted.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        mutations.push(`delete${entity.name}`);
      }

      // The record, unchanged, and the entity's count stand; the log gained only one refusal per mutation tried.
      expect(await recordCount(entity)).toBe(records);
      expect(await recordFields(entity, id)).toEqual(record);
      expect(await auditRows(entity, id)).toEqual([`CREATE_${entity.entity}`]);
      const after = await activityLog(mutations.length);
      expect(after.totalRows).toBe(log.totalRows + mutations.length);
      expect(after.results.reverse()).toEqual(mutations.map((mutation) => ({ username: nobody.username, activity: 'REFUSED', entity: mutation })));
    });
  });
});
