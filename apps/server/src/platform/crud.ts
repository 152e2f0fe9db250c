import type { InputObjectRef, ObjectRef } from '@pothos/core';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Transaction } from '../db/client';
import { describeChanges, recordActivity } from './audit';
import { builder } from './builder';
import type { Context } from './context';
import { badInput, conflict, notFound } from './errors';
import { findAll, findPage, type ListSource, type PagingFields, type SortInput } from './paging';
import { PageInputRef, QueryInputRef, pageType } from './paging/inputs';
import { parseInput } from './validate';

type Types = typeof builder.$inferSchemaTypes;

interface InputStep<Data> {
  /** The GraphQL input type of the mutation. */
  input: InputObjectRef<Types, unknown>;
  /** The shared zod schema the input must pass, with the spec's messages. */
  schema: z.ZodType<Data>;
}

export interface CreateStep<Data, Row> extends InputStep<Data> {
  /** Writes the row; by default the parsed data goes into the table as it is. */
  write?: (transaction: Transaction, data: Data, context: Context) => Promise<Row>;
}

export interface UpdateStep<Data, Row> extends InputStep<Data> {
  /** Changes the row; by default only the given columns change. Undefined means no such row. */
  write?: (transaction: Transaction, data: Data, context: Context, id: number) => Promise<Row | undefined>;
}

export interface CrudOptions<Row extends { id: number }, CreateData, UpdateData> {
  /** GraphQL type name, e.g. `Role`: gives `role`, `roles`, `rolesAll`, `createRole`, `updateRole`. */
  name: string;
  /** The list field when not simply `name + s`, e.g. `hubTypePages`. */
  listField?: string;
  /** The unpaged list field when not simply `name + sAll`. */
  allField?: string;
  /** Authority stem: `ROLE` gives VIEW_ROLE, CREATE_ROLE and UPDATE_ROLE. */
  entity: string;
  table: PgTable;
  idColumn: AnyPgColumn;
  /** The object type; a loadable one (resolving ids) fits too. */
  ref: ObjectRef<Types, Row | number, unknown>;
  /** Fields that lists may filter and sort on; nothing else reaches SQL. */
  fields: PagingFields;
  defaultSorts?: readonly SortInput[];
  /** Limits the rows a caller sees and touches, e.g. by their per-user mapping. */
  scope?: (context: Context) => SQL | undefined;
  /** Names a record in the audit log. */
  label: (row: Row) => string;
  /** Fields the audit log records only as changed, never by value (a password hash, a key). */
  secrets?: readonly string[];
  /** A record as the audit log compares it before and after a change; by default its row. */
  auditView?: (transaction: Transaction, row: Row) => Promise<Record<string, unknown>>;
  create?: CreateStep<CreateData, Row>;
  update?: UpdateStep<UpdateData, Row>;
  /** Unique index name to the field and message a clash is reported with. */
  uniques?: Record<string, { field: string; message: string }>;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Words of a type name for messages: `HubType` gives `hub type`. */
export const describeType = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * Declares plain CRUD for one entity: `x(id)`, `xs(pageInput)`, `xsAll(queryInput)`,
 * `createX(input)` and `updateX(id, input)`, each behind its authority, each change audited.
 */
export function defineCrud<Row extends { id: number }, CreateData = never, UpdateData = never>(options: CrudOptions<Row, CreateData, UpdateData>) {
  const single = lowerFirst(options.name);
  const list = options.listField ?? `${single}s`;
  const what = describeType(options.name);
  const source = (context: Context, extra?: SQL): ListSource<Row> => ({
    db: context.db,
    table: options.table,
    fields: options.fields,
    idColumn: options.idColumn,
    scope: and(options.scope?.(context), extra),
    defaultSorts: options.defaultSorts,
  });

  const findById = async (context: Context, id: number): Promise<Row> => {
    const [row] = await findAll(source(context, eq(options.idColumn, id)), null);
    if (!row) throw notFound(capitalize(what), id);
    return row;
  };

  // Pothos cannot follow a generic row type through its resolver types; any object will do here.
  const ref = options.ref as unknown as ObjectRef<Types, object>;
  const PageRef = pageType(options.name, ref);

  builder.queryField(single, (t) =>
    t.field({
      nullable: true,
      type: ref,
      args: { id: t.arg.int({ required: true }) },
      authScopes: { authority: `VIEW_${options.entity}` },
      resolve: (_root, args, context) => findById(context, args.id),
    }),
  );

  builder.queryField(list, (t) =>
    t.field({
      nullable: true,
      type: PageRef,
      args: { pageInput: t.arg({ type: PageInputRef, required: true }) },
      authScopes: { authority: `VIEW_${options.entity}` },
      resolve: (_root, args, context, info) => findPage(source(context), args.pageInput, info),
    }),
  );

  builder.queryField(options.allField ?? `${single}sAll`, (t) =>
    t.field({
      nullable: true,
      type: [ref],
      args: { queryInput: t.arg({ type: QueryInputRef }) },
      authScopes: { authority: `VIEW_${options.entity}` },
      resolve: (_root, args, context) => findAll(source(context), args.queryInput),
    }),
  );

  const auditView = async (transaction: Transaction, row: Row) =>
    options.auditView ? options.auditView(transaction, row) : (row as unknown as Record<string, unknown>);

  /** Runs a change in a transaction with its audit row, which tells the fields changed; `id` names the record an update changes. */
  const audited = async (
    context: Context,
    action: 'CREATE' | 'UPDATE',
    work: (transaction: Transaction) => Promise<Row | undefined>,
    id?: number,
  ): Promise<Row> => {
    try {
      return await context.db.transaction(async (transaction) => {
        // Locked, so that what the log calls "before" is what the change replaced.
        const [old] = id === undefined ? [] : await transaction.select().from(options.table).where(eq(options.idColumn, id)).for('update');
        const before = old ? await auditView(transaction, old as Row) : undefined;
        const row = await work(transaction);
        if (!row) throw notFound(capitalize(what));
        await recordActivity(transaction, context.user!.username, {
          activity: `${action}_${options.entity}`,
          entity: options.entity,
          recordId: row.id,
          message: `${action === 'CREATE' ? 'Created' : 'Updated'} ${what} "${options.label(row)}".`,
          changes: describeChanges(before, await auditView(transaction, row), options.secrets),
        });
        return row;
      });
    } catch (error) {
      throw uniqueClash(error, options.uniques) ?? error;
    }
  };

  const create = options.create;
  if (create) {
    builder.mutationField(`create${options.name}`, (t) =>
      t.field({
        nullable: true,
        type: ref,
        args: { input: t.arg({ type: create.input, required: true }) },
        authScopes: { authority: `CREATE_${options.entity}` },
        resolve: (_root, args, context) => {
          const data = parseInput(create.schema, args.input);
          return audited(context, 'CREATE', (transaction) =>
            create.write
              ? create.write(transaction, data, context)
              : transaction
                  .insert(options.table)
                  .values(data as Record<string, unknown>)
                  .returning()
                  .then((rows) => (rows as unknown as Row[])[0]!),
          );
        },
      }),
    );
  }

  const update = options.update;
  if (update) {
    builder.mutationField(`update${options.name}`, (t) =>
      t.field({
        nullable: true,
        type: ref,
        args: {
          id: t.arg.int({ required: true }),
          input: t.arg({ type: update.input, required: true }),
          expectedUpdatedTime: t.arg({
            type: 'DateTime',
            description: 'The updatedTime the editor read; when the record changed since, the update is refused with CONFLICT.',
          }),
        },
        authScopes: { authority: `UPDATE_${options.entity}` },
        resolve: async (_root, args, context) => {
          const data = parseInput(update.schema, args.input);
          // The caller must be able to see the row to change it.
          await findById(context, args.id);
          return audited(
            context,
            'UPDATE',
            async (transaction) => {
              if (args.expectedUpdatedTime) await expectUnchanged(transaction, options, args.id, args.expectedUpdatedTime);
              return update.write
                ? update.write(transaction, data, context, args.id)
                : updateRow(transaction, options.table, options.idColumn, args.id, data as Record<string, unknown>).then(
                    (row) => row as Row | undefined,
                  );
            },
            args.id,
          );
        },
      }),
    );
  }

  return { ref: options.ref, pageRef: PageRef, findById };
}

/** Updates only the given columns, stamps `updatedAt` where the table has it, and returns the row. */
export async function updateRow(
  transaction: Transaction,
  table: PgTable,
  idColumn: AnyPgColumn,
  id: number,
  values: Record<string, unknown>,
): Promise<Record<string, unknown> | undefined> {
  const changes: Record<string, unknown> = { ...values };
  if ('updatedAt' in table) changes.updatedAt = new Date();
  if (Object.keys(changes).length === 0) {
    // Nothing to change: lock and return the row as it is.
    const [row] = await transaction.select().from(table).where(eq(idColumn, id)).for('update');
    return row as Record<string, unknown> | undefined;
  }
  const [row] = await transaction.update(table).set(changes).where(eq(idColumn, id)).returning();
  return row as Record<string, unknown> | undefined;
}

const CHANGED_SINCE_READ = 'Someone else changed this record since you opened it. Reload to see their changes, then edit again.';

/**
 * Two people editing one record: the second save would silently undo the first. The row is locked
 * until the transaction ends, so the check and the write see the same version.
 */
async function expectUnchanged(
  transaction: Transaction,
  options: Pick<CrudOptions<{ id: number }, unknown, unknown>, 'table' | 'idColumn'>,
  id: number,
  expected: Date,
): Promise<void> {
  if (!('updatedAt' in options.table)) return;
  const updatedAt = options.table.updatedAt as AnyPgColumn;
  const [row] = await transaction.select({ updatedAt }).from(options.table).where(eq(options.idColumn, id)).for('update');
  if (row && (row.updatedAt as Date).getTime() !== expected.getTime()) throw conflict(CHANGED_SINCE_READ);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Turns a unique-index violation into CONFLICT with the field's message. */
function uniqueClash(error: unknown, uniques: CrudOptions<{ id: number }, unknown, unknown>['uniques']) {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const details = cause as { code?: string; constraint?: string };
  if (details?.code !== '23505') return undefined;
  const known = details.constraint ? uniques?.[details.constraint] : undefined;
  return known ? conflict(known.message, { [known.field]: known.message }) : conflict('This record already exists.');
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
