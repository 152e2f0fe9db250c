import { getTableName, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { namedRecordSchema, namedRecordUpdateSchema, type NamedRecordInput } from '@back-office/domain';
import { builder } from './builder';
import { defineCrud, describeType, type CrudOptions } from './crud';

export interface NamedRow {
  id: number;
  name: string;
  description: string | null;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** A table made with `namedColumns()`. */
export type NamedTable = PgTable & { id: AnyPgColumn; name: AnyPgColumn; description: AnyPgColumn; active: AnyPgColumn; createdAt: AnyPgColumn; updatedAt: AnyPgColumn };

/**
 * A named record (name, description, active) with its type, `XInput`, `XUpdateInput` and the CRUD
 * of `defineCrud`: units, clusters, hub types and hub entities are nothing more.
 */
export function defineNamedCrud(options: Pick<CrudOptions<NamedRow, never, never>, 'name' | 'entity' | 'listField' | 'allField'> & { table: NamedTable }) {
  const { table } = options;
  const ref = builder.loadableObject(options.name, {
    load: async (ids: number[], context) => (await context.db.select().from(table).where(inArray(table.id, ids))) as unknown as NamedRow[],
    sort: (row: NamedRow) => row.id,
    fields: (t) => namedRecordFields(t),
  });
  const input = (required: boolean) =>
    builder.inputType(`${options.name}${required ? '' : 'Update'}Input`, {
      fields: (t) => ({
        name: t.string({ required }),
        description: t.string(),
        active: t.boolean({ required }),
      }),
    });
  const uniqueIndex = `${getTableName(table)}_name_unique`;
  return defineCrud<NamedRow, NamedRecordInput, Partial<NamedRecordInput>>({
    ...options,
    idColumn: table.id,
    ref,
    fields: namedFields(table),
    defaultSorts: [{ field: 'name', direction: 'ASC' }],
    label: (row) => row.name,
    uniques: { [uniqueIndex]: { field: 'name', message: `A ${describeType(options.name)} with this name already exists.` } },
    create: { input: input(true), schema: namedRecordSchema },
    update: { input: input(false), schema: namedRecordUpdateSchema },
  });
}

type Types = typeof builder.$inferSchemaTypes;

/** The object fields every named record has; types with more add theirs beside these. */
export function namedRecordFields<Row extends NamedRow>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, Row>) {
  return {
    id: t.int({ resolve: (row) => row.id }),
    name: t.string({ resolve: (row) => row.name }),
    description: t.string({ nullable: true, resolve: (row) => row.description }),
    active: t.boolean({ resolve: (row) => row.active }),
    createdTime: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ type: 'DateTime', resolve: (row) => row.updatedAt }),
  };
}

/** The list fields every named record has; tables with more add theirs to these. */
export function namedFields(table: NamedTable) {
  return {
    id: { column: table.id, kind: 'int' },
    name: { column: table.name, kind: 'text' },
    description: { column: table.description, kind: 'text' },
    active: { column: table.active, kind: 'boolean' },
    createdTime: { column: table.createdAt, kind: 'datetime' },
    updatedTime: { column: table.updatedAt, kind: 'datetime' },
  } as const;
}
