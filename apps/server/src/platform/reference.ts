import type { FieldMap, ObjectRef } from '@pothos/core';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/client';
import { builder } from './builder';
import type { Context } from './context';
import { badInput } from './errors';
import type { PagingFields } from './paging';

type Types = typeof builder.$inferSchemaTypes;

/** What a reference needs of the entity it points at: what `defineCrud` returns. */
export interface ReferenceTarget {
  name: string;
  /** What a person calls one of its records, e.g. `Outlet`; by default the name in words. */
  noun?: string;
  /** Its object type, loadable by id (of any row type: a reference reads only the id). */
  ref: object;
  table: PgTable;
  idColumn: AnyPgColumn;
  scope?: (context: Context) => SQL | undefined;
}

export interface Reference {
  target: ReferenceTarget;
  /** A record must have one (the column is not null). */
  required: boolean;
  /** The target is the record's owner (a recipe line's product): an inactive one is still a valid choice. */
  acceptsInactive: boolean;
  /** The record's own scope is the target's (a placement is seen only with its machine), so the target is never hidden from whoever sees the record. */
  scopedByTarget: boolean;
}

/** A reference field to another entity, e.g. `unit: reference(Unit)` gives `unitId`, `unit` and `Unit.usages`. */
export const reference = (target: ReferenceTarget, options: { required?: boolean; acceptsInactive?: boolean; scopedByTarget?: boolean } = {}): Reference => ({
  target,
  required: options.required ?? true,
  acceptsInactive: options.acceptsInactive ?? false,
  scopedByTarget: options.scopedByTarget ?? false,
});

export type References = Record<string, Reference>;

/** A type name for messages: `HubType` gives `Hub type`. */
const words = (name: string) => name.charAt(0) + name.slice(1).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
const columnOf = (table: PgTable, key: string) => (table as unknown as Record<string, AnyPgColumn | undefined>)[key];

/** Every entity pointing at a target: the table and column that point. */
const referrers = new Map<ReferenceTarget, { name: string; table: PgTable; column: AnyPgColumn }[]>();

const UsageRef = builder.objectRef<{ entity: string; count: number }>('Usage').implement({
  description: 'How many records of one entity refer to this record.',
  fields: (t) => ({
    entity: t.exposeString('entity', { description: 'The type name of the referring records, e.g. Product.' }),
    count: t.exposeInt('count', { description: 'How many of them refer to this record.' }),
  }),
});

/** Registers the references of `name`'s `table`, and the `usages` field on each entity they point at. */
export function registerReferences(name: string, table: PgTable, references: References) {
  for (const [key, { target }] of Object.entries(references)) {
    const column = columnOf(table, `${key}Id`);
    if (!column) throw new Error(`${name} has no column ${key}Id for its reference.`);
    const known = referrers.get(target);
    if (known) {
      known.push({ name, table, column });
      continue;
    }
    const list = [{ name, table, column }];
    referrers.set(target, list);
    builder.objectField(target.ref as ObjectRef<Types, { id: number }>, 'usages', (t) =>
      t.field({
        type: [UsageRef],
        description: 'The records that refer to this one, by entity; what deactivating it would affect.',
        resolve: async (row, _args, context) => {
          const id = (row as { id: number }).id;
          const counted = await Promise.all(
            list.map(async (referrer) => {
              const [result] = await context.db.select({ n: count() }).from(referrer.table).where(eq(referrer.column, id));
              return { entity: referrer.name, count: result?.n ?? 0 };
            }),
          );
          return counted.filter((usage) => usage.count > 0);
        },
      }),
    );
  }
}

/** The object fields of the references: `xId` and the record `x`, loaded by id under the target's scope. */
export function referenceObjectFields(t: PothosSchemaTypes.ObjectFieldBuilder<Types, Record<string, unknown>>, references: References): FieldMap {
  const fields: FieldMap = {};
  for (const [key, { target, required, scopedByTarget }] of Object.entries(references)) {
    const what = target.name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
    fields[`${key}Id`] = t.int({ nullable: !required, description: `The id of its ${what}${required ? '' : ', or null'}.`, resolve: (row) => row[`${key}Id`] as number });
    // A record outside the caller's scope reads as null, so a scoped target is nullable, unless the
    // record itself is seen only with its target.
    fields[key] = t.field({
      type: target.ref as unknown as ObjectRef<Types, number>,
      nullable: !required || (Boolean(target.scope) && !scopedByTarget),
      description: `Its ${what}${required ? '' : ', or null'}${target.scope && !scopedByTarget ? '; null also when the caller may not see it' : ''}.`,
      resolve: (row) => row[`${key}Id`] as number,
    });
  }
  return fields;
}

/** List fields of the references: `xId` and `x`, the referenced record's name, to filter and sort by. */
export function referencePagingFields(table: PgTable, references: References): PagingFields {
  const fields: PagingFields = {};
  for (const [key, { target }] of Object.entries(references)) {
    const column = columnOf(table, `${key}Id`)!;
    fields[`${key}Id`] = { column, kind: 'int' };
    const name = columnOf(target.table, 'name');
    if (name) fields[key] = { column: sql`(select ${name} from ${target.table} where ${target.idColumn} = ${column})`, kind: 'text' };
  }
  return fields;
}

/**
 * Refuses a reference to a record that does not exist or that the caller may not see, and a new
 * reference to an inactive record; a record keeps the inactive one it already refers to.
 */
export async function checkReferences(
  transaction: Transaction,
  context: Context,
  references: References,
  data: Record<string, unknown>,
  before?: Record<string, unknown>,
) {
  for (const [key, { target, acceptsInactive }] of Object.entries(references)) {
    const field = `${key}Id`;
    const id = data[field] as number | null | undefined;
    if (id === null || id === undefined || id === before?.[field]) continue;
    const active = acceptsInactive ? undefined : columnOf(target.table, 'active');
    const [row] = (await transaction
      .select({ id: target.idColumn, ...(active ? { active } : {}) })
      .from(target.table)
      .where(and(eq(target.idColumn, id), target.scope?.(context)))) as { id: number; active?: boolean }[];
    const what = target.noun ?? words(target.name);
    const message = !row ? `${what} ${id} does not exist.` : row.active === false ? `${what} ${id} is inactive; choose an active one.` : undefined;
    if (message) throw badInput(message, { [field]: message });
  }
}

/**
 * Refuses a reference to a row that does not exist, under the field that names it; with `scope`
 * (e.g. the caller's per-user mapping), a row outside it counts as missing too.
 */
export async function expectReference(
  transaction: Transaction,
  table: PgTable,
  idColumn: AnyPgColumn,
  id: number | null | undefined,
  field: string,
  what: string,
  scope?: SQL,
) {
  if (id === null || id === undefined) return;
  const [row] = await transaction.select({ id: idColumn }).from(table).where(and(eq(idColumn, id), scope));
  if (!row) {
    const message = `${what} ${id} does not exist.`;
    throw badInput(message, { [field]: message });
  }
}

/**
 * Each chosen id names a row of `table` under `field`; a new choice (not in `kept`) must be active
 * where the table has an active flag.
 */
export async function expectChoices(transaction: Transaction, table: PgTable, ids: readonly number[], field: string, what: string, kept: readonly number[] = []) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const columns = table as unknown as { id: AnyPgColumn; active?: AnyPgColumn };
  const found = (await transaction
    .select({ id: columns.id, ...(columns.active ? { active: columns.active } : {}) })
    .from(table)
    .where(inArray(columns.id, unique))) as { id: number; active?: boolean }[];
  for (const id of unique) {
    const row = found.find((candidate) => candidate.id === id);
    const message = !row ? `${what} ${id} does not exist.` : row.active === false && !kept.includes(id) ? `${what} ${id} is inactive; choose an active one.` : undefined;
    if (message) throw badInput(message, { [field]: message });
  }
}
