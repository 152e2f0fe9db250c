import type { ObjectRef } from '@pothos/core';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { checkedAuthority, isViewStem, type Action, type ViewStem } from '@back-office/domain';
import type { Transaction } from '../db/client';
import { auditedTransaction } from './action';
import { describeChanges } from './audit';
import { builder } from './builder';
import type { Context } from './context';
import { conflict, notFound } from './errors';
import { findAll, findPage, type ListSource } from './paging';
import { PageInputRef, QueryInputRef, pageType } from './paging/inputs';
import { MAX_PAGE_SIZE } from './paging/types';
import { boundScope, identity, keptStatement, placeholderBinder, type Executable } from './paging/prepared';
import { definePriorityMoves } from './priority';
import { checkReferences, referenceObjectFields, referencePagingFields, registerReferences } from './reference';
import { parseInput } from './validate';
import type { Types, CrudOptions, CrudEntity } from './crud-types';

/** Every entity declared with `defineCrud`, in declaration order. */
export const crudEntities: CrudEntity[] = [];

const ALWAYS_SECRET = ['passwordHash', 'password']; // never audited by value, whatever the entity says

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
/** `hub` gives `hubs`, `shopMenuCategory` gives `shopMenuCategories`. */
const plural = (word: string) => (/[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`);
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Words of a type name for messages: `HubType` gives `hub type`. */
export const describeType = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** The authority stem of a type name: `HubType` gives `HUB_TYPE`; a stem without VIEW_ stops the server at start. */
export function authorityStem(name: string): ViewStem {
  const stem = name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
  if (!isViewStem(stem)) throw new Error(`${name} has no authority VIEW_${stem}: declare its entity`);
  return stem;
}

/** Rows of `table` with the given ids that the caller may see; what a nested load by id uses. */
export function scopedLoader<Row>(table: PgTable, idColumn: AnyPgColumn, scope?: (context: Context) => SQL | undefined) {
  return (ids: number[], context: Context) => {
    // Kept per number of ids and scope, as the list engine keeps its statements.
    const { bind, values } = placeholderBinder();
    const bound = ids.map((id) => bind(id, idColumn));
    const scoped = scope?.(context);
    const condition = scoped && boundScope(scoped, 's');
    const key = JSON.stringify(['load', identity(table), ids.length, condition?.key ?? '']);
    const statement = keptStatement<Row[]>(context.db, key, condition?.named ?? true, (name) =>
      context.db.select().from(table).where(and(inArray(idColumn, bound), condition?.condition)).prepare(name as string) as unknown as Executable<Row[]>,
    );
    return statement.execute({ ...values, ...condition?.values });
  };
}

/**
 * Declares plain CRUD for one entity: its object type, `x(id)`, `xs(pageInput)`, `xsAll(queryInput)`,
 * `createX(input)` and `updateX(id, input)`, each behind its authority, each change audited.
 */
export function defineCrud<Row extends { id: number }, CreateData = never, UpdateData = never>(options: CrudOptions<Row, CreateData, UpdateData>) {
  const single = lowerFirst(options.name);
  const list = options.listField ?? plural(single);
  const what = options.noun ?? describeType(options.name);
  const entity = options.entity ?? authorityStem(options.name);
  const idColumn = options.idColumn ?? (options.table as unknown as { id: AnyPgColumn }).id;
  const secrets = [...ALWAYS_SECRET, ...(options.secrets ?? [])];
  const references = options.references ?? {};
  registerReferences(options.name, options.table, references);
  const priority = options.priority;
  const fields = { ...referencePagingFields(options.table, references), ...(priority ? { priority: { column: priority.column, kind: 'int' as const } } : {}), ...options.fields };
  const defaultSorts = options.defaultSorts ?? (priority ? [{ field: 'priority', direction: 'ASC' as const }] : undefined);
  const source = (context: Context, extra?: SQL): ListSource<Row> => ({
    db: context.db,
    table: options.table,
    fields,
    idColumn,
    // The scope as it is when there is nothing to add: a scope kept per caller (mappingScope) stays the same object.
    scope: extra ? and(options.scope?.(context), extra) : options.scope?.(context),
    defaultSorts,
    joins: Object.fromEntries(
      Object.entries(options.joins ?? {}).map(([key, { target, column }]) => [key, { table: target.table, idColumn: target.idColumn, column, scope: () => target.scope?.(context) }]),
    ),
  });

  const findById = async (context: Context, id: number): Promise<Row> => {
    const [row] = await findAll(source(context, eq(idColumn, id)), null);
    if (!row) throw notFound(capitalize(what), id);
    return row;
  };

  const ref =
    options.ref ??
    (builder.loadableObject(options.name, {
      description: options.description,
      load: scopedLoader<Row>(options.table, idColumn, options.scope),
      sort: (row: Row) => row.id,
      fields: ((t: PothosSchemaTypes.ObjectFieldBuilder<Types, Row>) => ({
        ...referenceObjectFields(t as never, references),
        ...(priority
          ? { priority: t.int({ description: 'Its place in lists, lowest first; raise and lower move it one place.', resolve: (row) => (row as unknown as { priority: number }).priority }) }
          : {}),
        ...options.object!(t),
      })) as never,
    }) as unknown as ObjectRef<Types, Row | number, unknown>);
  // Pothos cannot follow a generic row type through its resolver types; any object will do here.
  const objectRef = ref as unknown as ObjectRef<Types, object>;
  const PageRef = pageType(options.name, objectRef);
  const authority = (action: Action) => ({ authority: checkedAuthority(action, entity) });

  builder.queryField(single, (t) =>
    t.field({
      nullable: true,
      type: objectRef,
      description: `The ${what} with this id; NOT_FOUND when there is none or the caller may not see it.`,
      args: { id: t.arg.int({ required: true, description: `The ${what}'s id.` }) },
      authScopes: authority('VIEW'),
      resolve: (_root, args, context) => findById(context, args.id),
    }),
  );

  builder.queryField(list, (t) =>
    t.field({
      nullable: true,
      type: PageRef,
      description: `One page of the ${what} records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to ${MAX_PAGE_SIZE}.`,
      args: { pageInput: t.arg({ type: PageInputRef, required: true, description: 'Which page, how large, and the sorts, filters and search that choose its rows.' }) },
      authScopes: authority('VIEW'),
      resolve: (_root, args, context, info) => findPage(source(context), args.pageInput, info),
    }),
  );

  if (options.allField !== false)
    builder.queryField(options.allField ?? `${plural(single)}All`, (t) =>
    t.field({
      nullable: true,
      type: [objectRef],
      description: `Every ${what} record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.`,
      args: { queryInput: t.arg({ type: QueryInputRef, description: 'The sorts, filters and search; without it every record in the default order.' }) },
      authScopes: authority('VIEW'),
      resolve: (_root, args, context) => findAll(source(context), args.queryInput),
    }),
  );

  const auditView = async (transaction: Transaction, row: Row) => (options.auditView ? options.auditView(transaction, row) : (row as Record<string, unknown>));
  /** Runs a change in a transaction with its audit row, which tells the fields changed (`before` is read before the write). */
  const audited = (context: Context, action: 'CREATE' | 'UPDATE' | 'DELETE', work: (transaction: Transaction) => Promise<{ row: Row; before?: Record<string, unknown> } | undefined>) =>
    auditedTransaction(context, { what: capitalize(what), uniques: options.uniques }, async (transaction) => {
      const done = await work(transaction);
      if (!done) return undefined;
      const { row, before } = done;
      // A deleted record's fields all go from their value to nothing.
      const after = action === 'DELETE' ? Object.fromEntries(Object.keys(before ?? {}).map((field) => [field, null])) : await auditView(transaction, row);
      const activity = {
        activity: `${action}_${entity}`,
        entity,
        recordId: row.id,
        message: `${{ CREATE: 'Created', UPDATE: 'Updated', DELETE: 'Deleted' }[action]} ${what} "${options.label(row)}".`,
        changes: describeChanges(before, after, secrets),
      };
      return { result: row, activity };
    });

  const create = options.create;
  if (create) {
    builder.mutationField(`create${options.name}`, (t) =>
      t.field({
        nullable: true,
        type: objectRef,
        description: `Creates a ${what} and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.`,
        args: { input: t.arg({ type: create.input, required: true, description: `The new ${what}.` }) },
        authScopes: authority('CREATE'),
        resolve: (_root, args, context) => {
          const data = parseInput(create.schema, args.input);
          return audited(context, 'CREATE', async (transaction) => {
            await checkReferences(transaction, context, references, data as Record<string, unknown>);
            await options.check?.(transaction, data, context);
            return {
              row: create.write
                ? await create.write(transaction, data, context)
                : ((await transaction.insert(options.table).values(data as Record<string, unknown>).returning()) as unknown as Row[])[0]!,
            };
          });
        },
      }),
    );
  }

  const update = options.update;
  if (update) {
    builder.mutationField(`update${options.name}`, (t) =>
      t.field({
        nullable: true,
        type: objectRef,
        description: `Changes the given fields of the ${what} and answers it; fields left out keep their value. NOT_FOUND when there is no such ${what} the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.`,
        args: {
          id: t.arg.int({ required: true, description: `The ${what}'s id.` }),
          input: t.arg({ type: update.input, required: true, description: 'The fields to change.' }),
          expectedUpdatedTime: t.arg({
            type: 'DateTime',
            description: 'The updatedTime the editor read; when the record changed since, the update is refused with CONFLICT.',
          }),
        },
        authScopes: authority('UPDATE'),
        resolve: async (_root, args, context) => {
          const data = parseInput(update.schema, args.input);
          // The caller must be able to see the row to change it.
          await findById(context, args.id);
          return audited(context, 'UPDATE', async (transaction) => {
            // Locked until the transaction ends, so the check, the write and the audit see one version.
            const [before] = (await transaction.select().from(options.table).where(eq(idColumn, args.id)).for('update')) as Row[];
            if (!before) return undefined;
            expectUnchanged(before, args.expectedUpdatedTime);
            await checkReferences(transaction, context, references, data as Record<string, unknown>, before as Record<string, unknown>);
            await options.check?.(transaction, data, context, args.id);
            const beforeView = await auditView(transaction, before);
            const row = update.write
              ? await update.write(transaction, data, context, args.id)
              : ((await updateRow(transaction, options.table, idColumn, args.id, data as Record<string, unknown>)) as Row | undefined);
            return row && { row, before: beforeView };
          });
        },
      }),
    );
  }

  const remove = options.remove;
  if (remove) {
    builder.mutationField(`delete${options.name}`, (t) =>
      t.field({
        nullable: true,
        type: 'Int',
        description: `Deletes the ${what} and answers its id; NOT_FOUND when there is no such ${what} the caller may see, BAD_USER_INPUT when its rules forbid deleting it. Recorded in the activity log.`,
        args: { id: t.arg.int({ required: true, description: `The ${what}'s id.` }) },
        authScopes: authority('DELETE'),
        resolve: async (_root, args, context) => {
          await findById(context, args.id);
          const row = await audited(context, 'DELETE', async (transaction) => {
            const [before] = (await transaction.select().from(options.table).where(eq(idColumn, args.id)).for('update')) as Row[];
            if (!before) return undefined;
            await remove.check?.(transaction, before, context);
            await transaction.delete(options.table).where(eq(idColumn, args.id));
            await remove.after?.(transaction, before);
            return { row: before, before: await auditView(transaction, before) };
          });
          return row.id;
        },
      }),
    );
  }

  if (priority) definePriorityMoves({ name: options.name, entity, table: options.table, idColumn, objectRef, scope: options.scope, findById, label: options.label as (row: never) => string }, priority);

  crudEntities.push({
    name: options.name,
    entity,
    single,
    listField: list,
    creates: Boolean(create),
    updates: Boolean(update),
    deletes: Boolean(remove),
    uniqueFields: Object.values(options.uniques ?? {}).map((unique) => unique.field),
    sample: options.sample as CrudEntity['sample'],
    change: options.change ?? { active: false },
  });

  return { name: options.name, noun: capitalize(what), ref, pageRef: PageRef, findById, entity, idColumn, scope: options.scope, table: options.table };
}

/** Updates only the given columns, stamps `updatedAt` where the table has it, and returns the row. */
export async function updateRow(transaction: Transaction, table: PgTable, idColumn: AnyPgColumn, id: number, values: Record<string, unknown>) {
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

/** Two people editing one record: the second save would silently undo the first. */
function expectUnchanged(row: object, expected: Date | null | undefined): void {
  const updatedAt = (row as { updatedAt?: Date }).updatedAt;
  if (expected && updatedAt && updatedAt.getTime() !== expected.getTime()) {
    throw conflict('Someone else changed this record since you opened it. Reload to see their changes, then edit again.');
  }
}
