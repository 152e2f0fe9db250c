import fc from 'fast-check';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../schema';
import { ADMIN_PASSWORD, startTestApp, type GraphqlResult, type TestApp } from '../testing/test-app';

/*
 * Walks the whole contract rather than the cases we thought of: every root query and mutation is
 * called as the admin with its arguments built from the schema's types (required input fields
 * filled), one value at a time replaced by an edge value of its type. Whatever is refused must be
 * refused as the caller's mistake; an INTERNAL_SERVER_ERROR fails the walk.
 *
 * The values are drawn by fast-check from a fixed seed, so a run is repeatable; WALK_SEED=<n> walks
 * with another, and a failure prints the seed and path that replay it.
 */

const SEED = Number(process.env.WALK_SEED ?? 20_250_101);
/** Calls per root field: enough to reach every argument of most fields, few enough for seconds. */
const CALLS_PER_FIELD = Number(process.env.WALK_CALLS ?? 6);
/** Input objects nest; edge values go this deep into them. */
const MAX_DEPTH = 3;

/** Fields the walk leaves alone, each with its reason. */
const SKIPPED: Record<string, string> = {
  // Ends the admin's own session, which the rest of the walk signs in with.
  'Mutation.doLogout': 'ends the session the walk runs in',
};

const LONG_TEXT = 'x'.repeat(100_000);
const INT_EDGES = [0, -1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31)];
const FLOAT_EDGES = [0, -1, 2 ** 31, 1e308, -0.5, Number.MIN_VALUE];
const TEXT_EDGES = ['', LONG_TEXT, '\u0000', 'a\u0000b', ' ', '\u{1F600}'];
const DAY_EDGES = ['0001-01-01', '9999-12-31', '0001-01-02', '9999-12-30', '0000-01-01', '2024-02-30'];
const INSTANT_EDGES = ['0001-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z', '0000-12-31T23:59:59.999Z', '+275760-09-13T00:00:00.000Z'];

/** An ordinary value of a type, to fill what the variant does not vary. */
function baseValue(type: GraphQLInputType, depth = 0): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [baseValue(inner.ofType, depth)];
  if (isEnumType(inner)) return inner.getValues()[0]!.name;
  if (isInputObjectType(inner)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = baseValue(field.type, depth + 1);
    }
    return value;
  }
  switch (inner.name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'Date':
      return '2024-01-01';
    case 'DateTime':
      return '2024-01-01T00:00:00.000Z';
    case 'File':
      return null;
    default:
      return 'walk';
  }
}

/** The edge values of a leaf type (a scalar or an enum), and of an empty list. */
function edgeValues(type: GraphQLInputType): unknown[] {
  const inner = getNullableType(type);
  const nullable = !isNonNullType(type);
  const extra = nullable ? [null] : [];
  if (isListType(inner)) return [[], ...extra];
  if (isEnumType(inner)) return ['NOT_A_VALUE', inner.getValues().at(-1)!.name, ...extra];
  if (!isScalarType(inner)) return extra;
  const edges: Record<string, unknown[]> = { Int: INT_EDGES, Float: FLOAT_EDGES, Boolean: [false], Date: DAY_EDGES, DateTime: INSTANT_EDGES, File: [] };
  return [...(edges[inner.name] ?? TEXT_EDGES), ...extra];
}

type Path = (string | number)[];
interface Variant {
  path: Path;
  value: unknown;
}

/** Every place a value can be varied inside an argument, with the edge values of each. */
function variantsOf(type: GraphQLInputType, path: Path, depth: number): Variant[] {
  const own = edgeValues(type).map((value) => ({ path, value }));
  const inner = getNullableType(type);
  if (depth >= MAX_DEPTH) return own;
  if (isListType(inner)) return [...own, ...variantsOf(inner.ofType, [...path, 0], depth + 1)];
  if (isInputObjectType(inner)) {
    return [...own, ...Object.values(inner.getFields()).flatMap((field) => variantsOf(field.type, [...path, field.name], depth + 1))];
  }
  return own;
}

function setAt(target: Record<string, unknown>, path: Path, value: unknown): void {
  let node = target as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
}

/** The arguments of one call: the base values, with the variant's path (made to exist) set to its value. */
function argumentsFor(args: readonly GraphQLArgument[], variant: Variant): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const arg of args) if (isNonNullType(arg.type) || arg.name === variant.path[0]) values[arg.name] = baseValue(arg.type);
  // Fill the optional fields and lists the path goes through, so that the varied value is reached.
  let type = args.find((arg) => arg.name === variant.path[0])!.type;
  let node = values as Record<string | number, unknown>;
  for (let index = 0; index < variant.path.length - 1; index += 1) {
    const key = variant.path[index]!;
    if (node[key] === undefined || node[key] === null) node[key] = baseValue(type);
    node = node[key] as Record<string | number, unknown>;
    const inner = getNullableType(type);
    type = isListType(inner) ? inner.ofType : (inner as GraphQLInputObjectType).getFields()[variant.path[index + 1]!]!.type;
  }
  setAt(values, variant.path, variant.value);
  return values;
}

function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
  return `${kind} Walk${variables ? `(${variables})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
}

const requiresFile = (field: GraphQLField<unknown, unknown>) =>
  field.args.some((arg) => isNonNullType(arg.type) && getNamedType(arg.type).name === 'File');

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ production: true });
});
afterAll(() => app.close());

/** One call as the admin; signs in again when a walked mutation ended the admin's sessions. */
async function call(query: string, variables: Record<string, unknown>): Promise<GraphqlResult> {
  const result = await app.admin.request(query, variables);
  if (result.errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) {
    const login = await app.admin.login('admin', ADMIN_PASSWORD);
    if (login.errors) throw new Error(`the admin can no longer sign in after ${query} with ${JSON.stringify(variables).slice(0, 300)}`);
  }
  return result;
}

const roots = (['query', 'mutation'] as const).flatMap((kind) => {
  const type = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
  return Object.values(type.getFields()).map((field) => ({ kind, field, name: `${type.name}.${field.name}` }));
});

describe('every root field, as the admin, with edge values in every argument', () => {
  it.each(roots.map((root) => [root.name, root] as const))('%s answers no INTERNAL_SERVER_ERROR', async (name, { kind, field }) => {
    if (SKIPPED[name] || requiresFile(field)) return;
    const query = operationFor(kind, field);
    const variants = field.args.flatMap((arg) => variantsOf(arg.type, [arg.name], 0));
    // Drawn by index, so that a failure reports a short counterexample; a field without arguments is called once as it is.
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: Math.max(variants.length - 1, 0) }), async (index) => {
        const chosen = variants[index];
        const variables = chosen ? argumentsFor(field.args, chosen) : {};
        const result = await call(query, variables);
        const internal = result.errors?.filter((error) => !error.extensions?.code || error.extensions.code === 'INTERNAL_SERVER_ERROR') ?? [];
        const shown = chosen ? `${chosen.path.join('.')} = ${JSON.stringify(chosen.value)?.slice(0, 40)}` : 'no arguments';
        expect(internal.map((error) => error.message), `${query} with ${shown}`).toEqual([]);
      }),
      { seed: SEED, numRuns: variants.length > 0 ? CALLS_PER_FIELD : 1, endOnFailure: true },
    );
  });
});
