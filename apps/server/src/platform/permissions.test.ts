import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  getNamedType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { count } from 'drizzle-orm';
import { schema, schemaWithTestCalls } from '../schema';
import { startTestApp, type GraphqlResult, type TestApp } from '../testing/test-app';
import { roles } from './identity/roles.table';
import { users } from './identity/users.table';
import { userActivities } from './audit/user-activities.table';
import { operationFor } from '../testing/operations';
import { accessMap, assertAccessDeclared } from './permissions';

describe('access declarations', () => {
  it('every root field declares an access, and the map is the reviewed one', async () => {
    // The test-only calls too (served only with SHOP_TEST_CALLS): their access is reviewed like any other.
    const map = accessMap(schemaWithTestCalls);
    expect(Object.entries(map).filter(([, access]) => !access)).toEqual([]);
    // A change here is a permission change: review it, do not just refresh the file.
    await expect(`${JSON.stringify(map, null, 2)}\n`).toMatchFileSnapshot('./__snapshots__/access-map.json');
  });

  it('rejects a schema with an undeclared field or an unknown authority', () => {
    const schemaWith = (fields: Record<string, { type: typeof GraphQLString; extensions?: Record<string, unknown> }>) =>
      new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields }) });
    expect(() => assertAccessDeclared(schemaWith({ open: { type: GraphQLString } }))).toThrow(/Query.open declares no access/);
    const unknown = { type: GraphQLString, extensions: { pothosOptions: { authScopes: { authority: 'VIEW_NOTHING' } } } };
    expect(() => assertAccessDeclared(schemaWith({ odd: unknown }))).toThrow(/Query.odd needs unknown authority VIEW_NOTHING/);
    const oneOfUnknown = { type: GraphQLString, extensions: { pothosOptions: { authScopes: { authority: ['VIEW_HUB', 'VIEW_NOTHING'] } } } };
    expect(() => assertAccessDeclared(schemaWith({ odd: oneOfUnknown }))).toThrow(/Query.odd needs unknown authority VIEW_NOTHING/);
    const anyOne = { type: GraphQLString, extensions: { pothosOptions: { authScopes: { authority: ['VIEW_HUB', 'VIEW_MACHINE'] } } } };
    expect(accessMap(schemaWith({ anyOne }))['Query.anyOne']).toBe('VIEW_HUB | VIEW_MACHINE');
    expect(() => assertAccessDeclared(schemaWith({ anyOne }))).not.toThrow();
    const fine = { type: GraphQLString, extensions: { pothosOptions: { authScopes: { authority: 'VIEW_HUB' } } } };
    expect(() => assertAccessDeclared(schemaWith({ fine }))).not.toThrow();
  });
});

/** A value of `type` that passes GraphQL's own validation, so the call reaches the access check. */
function sample(type: GraphQLInputType): unknown {
  if (type instanceof GraphQLNonNull) return sample(type.ofType);
  if (type instanceof GraphQLList) return [];
  if (type instanceof GraphQLEnumType) return type.getValues()[0]!.name;
  if (type instanceof GraphQLInputObjectType) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => field.type instanceof GraphQLNonNull)
        .map((field) => [field.name, sample(field.type)]),
    );
  }
  const scalar = type as GraphQLScalarType;
  // A file is sent as a part of a multipart request (call below); its variable stays null.
  if (scalar.name === 'File') return null;
  return { Int: 1, Float: 1, Boolean: true, String: 'x', ID: '1', DateTime: new Date().toISOString(), Date: '2026-01-31' }[scalar.name] ?? 'x';
}

/** Sends an operation as JSON, or as a multipart request with a small file for each `File` argument. */
async function call(caller: TestApp['admin'], { query, variables, files }: ReturnType<typeof callOf>) {
  if (files.length === 0) return caller.request<Record<string, unknown>>(query, variables);
  const boundary = 'permissions-boundary';
  const part = (name: string, value: string, file = '') =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: text/plain` : ''}\r\n\r\n${value}\r\n`;
  const map = Object.fromEntries(files.map((name, index) => [String(index), [`variables.${name}`]]));
  const body =
    part('operations', JSON.stringify({ query, variables })) + part('map', JSON.stringify(map)) + files.map((_, index) => part(String(index), 'x', 'x.txt')).join('') + `--${boundary}--\r\n`;
  const response = await caller.send(body, { 'content-type': `multipart/form-data; boundary=${boundary}`, 'apollo-require-preflight': 'true' });
  return (await response.json()) as GraphqlResult;
}

function callOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const variables = Object.fromEntries(field.args.map((arg) => [arg.name, sample(arg.type)]));
  const query = operationFor(kind, field);
  const files = field.args.filter((arg) => getNamedType(arg.type).name === 'File').map((arg) => arg.name);
  return { query, variables, files };
}

function guardedFields(kind: 'query' | 'mutation') {
  const root = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
  const map = accessMap(schema);
  return Object.values(root.getFields()).filter((field) => {
    const access = map[`${root.name}.${field.name}`];
    return access !== 'public' && access !== 'session';
  });
}

describe('every guarded field', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const counts = async () => ({
    roles: (await app.db.select({ n: count() }).from(roles))[0]!.n,
    users: (await app.db.select({ n: count() }).from(users))[0]!.n,
    activities: (await app.db.select({ n: count() }).from(userActivities))[0]!.n,
  });

  for (const kind of ['query', 'mutation'] as const) {
    it(`refuses each ${kind} without a session: UNAUTHENTICATED`, async () => {
      const anonymous = app.client();
      for (const field of guardedFields(kind)) {
        const result = await call(anonymous, callOf(kind, field));
        expect(result.errors?.[0]?.extensions?.code, field.name).toBe('UNAUTHENTICATED');
      }
    });
  }

  it('refuses a role without authorities everything, and writes nothing but the refusals', async () => {
    const nobody = await app.userWith([]);
    const before = await counts();
    const mutations = guardedFields('mutation');
    for (const kind of ['query', 'mutation'] as const) {
      for (const field of guardedFields(kind)) {
        const result = await call(nobody, callOf(kind, field));
        expect(result.errors?.[0]?.extensions?.code, field.name).toBe('FORBIDDEN');
        expect(result.data?.[field.name] ?? null, field.name).toBeNull();
      }
    }
    const after = await counts();
    expect(after.roles).toBe(before.roles);
    expect(after.users).toBe(before.users);
    expect(after.activities - before.activities).toBe(mutations.length);
  });
});
