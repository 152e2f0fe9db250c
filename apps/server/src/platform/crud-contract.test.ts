import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { crudEntities, type CrudEntity } from './crud';

/**
 * Every entity declared with `defineCrud` keeps the same contract over GraphQL: create, read, list
 * and update behind its authorities, a duplicate refused as CONFLICT, and one audit row per change.
 * An entity's own rules are tested beside it.
 */
let app: TestApp;
const made = new Map<string, number>();

beforeAll(async () => {
  app = await startTestApp();
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

const declared = crudEntities.filter((entity) => entity.creates && entity.sample);

describe('every declared CRUD entity', () => {
  it('has a sample to be tested with', () => {
    expect(declared.map((entity) => entity.name)).toEqual(expect.arrayContaining(['Unit', 'Ingredient', 'Department', 'Hub', 'Company']));
  });

  describe.each(declared.map((entity) => [entity.name, entity] as const))('%s', (_name, entity) => {
    it('is created, read, listed and updated, with one audit row per change', async () => {
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

      if (!entity.updates) return;
      const updated = await app.admin.request<Record<string, { id: number }>>(
        `mutation ($id: Int!, $input: ${entity.name}UpdateInput!) { update${entity.name}(id: $id, input: $input) { id } }`,
        { id, input: entity.change },
      );
      expect(updated.errors).toBeUndefined();
      expect(await auditRows(entity, id)).toEqual([`CREATE_${entity.entity}`, `UPDATE_${entity.entity}`]);
    });

    it.runIf(entity.deletes)('is deleted, answering its id, with one audit row', async () => {
      const created = await create(entity, await sampleOf(entity));
      const id = created.data![`create${entity.name}`]!.id;
      const deleted = await app.admin.request<Record<string, number>>(`mutation ($id: Int!) { delete${entity.name}(id: $id) }`, { id });
      expect(deleted.data?.[`delete${entity.name}`]).toBe(id);
      const read = await app.admin.request(`query ($id: Int!) { ${entity.single}(id: $id) { id } }`, { id });
      expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(await auditRows(entity, id)).toEqual([`CREATE_${entity.entity}`, `DELETE_${entity.entity}`]);
    });

    it('refuses a duplicate as CONFLICT where a field is unique', async () => {
      const sample = await sampleOf(entity);
      if (!entity.uniqueFields.some((field) => field in sample)) return;
      expect((await create(entity, sample)).errors).toBeUndefined();
      const again = await create(entity, sample);
      expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    });

    it('refuses a caller without its authorities as FORBIDDEN, and writes nothing', async () => {
      const nobody = await app.userWith([]);
      const sample = await sampleOf(entity);
      const refused = await nobody.request(`mutation ($input: ${entity.name}Input!) { create${entity.name}(input: $input) { id } }`, { input: sample });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const read = await nobody.request(`query { ${entity.single}(id: ${await make(entity.name)}) { id } }`);
      expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      if (!entity.updates) return;
      const changed = await nobody.request(
        `mutation ($input: ${entity.name}UpdateInput!) { update${entity.name}(id: ${await make(entity.name)}, input: $input) { id } }`,
        { input: entity.change },
      );
      expect(changed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      if (!entity.deletes) return;
      const deleted = await nobody.request(`mutation { delete${entity.name}(id: ${await make(entity.name)}) }`);
      expect(deleted.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });
  });
});
