import { getTableName } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { namedRecordSchema, namedRecordUpdateSchema } from '@back-office/domain';
import { builder } from './builder';
import { defineCrud, describeType } from './crud';
import type { CrudOptions } from './crud-types';
import type { FieldKind } from './paging/types';
import type { References } from './reference';

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

/** A typed field beyond name, description and active: its kind, and whether a record must have it. */
export interface ExtraField {
  kind: 'text' | 'int' | 'float' | 'boolean';
  required: boolean;
  description?: string;
}

const extra =
  (kind: ExtraField['kind']) =>
  (description?: string, options: { required?: boolean } = {}): ExtraField => ({ kind, description, required: options.required ?? false });

/** One line per extra field of a named record: `quantity: field.int('Pieces in one pack.')`. */
export const field = { text: extra('text'), int: extra('int'), float: extra('float'), boolean: extra('boolean') };

type Types = typeof builder.$inferSchemaTypes;

export interface NamedCrudOptions extends Pick<CrudOptions<NamedRow, Record<string, unknown>, Record<string, unknown>>, 'name' | 'entity' | 'listField' | 'allField' | 'scope' | 'description' | 'sample' | 'change' | 'check' | 'priority'> {
  table: NamedTable;
  /** Typed fields beyond the named record's own, each a column of the same name. */
  fields?: Record<string, ExtraField>;
  references?: References;
  /** The validation of create and update, when the extra fields need more than their types. */
  schemas?: { create: z.ZodType<Record<string, unknown>>; update: z.ZodType<Record<string, unknown>> };
  /** A clash on another unique index than the name's. */
  uniques?: CrudOptions<NamedRow, never, never>['uniques'];
}

const zodOf = (spec: ExtraField) => {
  const base = { text: z.string().trim(), int: z.number().int(), float: z.number(), boolean: z.boolean() }[spec.kind];
  return spec.required ? base : base.nullish();
};

/**
 * A named record (name, description, active) with its type, `XInput`, `XUpdateInput` and the CRUD
 * of `defineCrud`; extra typed fields and references add their columns to all of them.
 */
export function defineNamedCrud(options: NamedCrudOptions) {
  const { table } = options;
  const extras = Object.entries(options.fields ?? {});
  const references = Object.entries(options.references ?? {});
  const what = describeType(options.name);
  const input = (required: boolean) =>
    builder.inputType(`${options.name}${required ? '' : 'Update'}Input`, {
      description: required ? `A new ${what}.` : `The fields of a ${what} to change; those left out keep their value.`,
      fields: (t) => ({
        name: t.string({ required, description: `The ${what}'s name, unique among ${what} records; refused when blank or too long.` }),
        description: t.string({ description: 'Free text about it, or null.' }),
        active: t.boolean({ required, description: 'False hides it from choosers; records that refer to it keep it.' }),
        ...Object.fromEntries(extras.map(([key, spec]) => [key, t[spec.kind === 'text' ? 'string' : spec.kind]({ required: required && spec.required, description: spec.description })])),
        ...Object.fromEntries(references.map(([key, spec]) => [`${key}Id`, t.int({ required: required && spec.required, description: `The id of the ${describeType(spec.target.name)} it belongs to; it must exist and be active.` })])),
      }),
    });
  const additions = {
    ...Object.fromEntries(extras.map(([key, spec]) => [key, zodOf(spec)])),
    ...Object.fromEntries(references.map(([key, spec]) => [`${key}Id`, spec.required ? z.number().int() : z.number().int().nullish()])),
  };
  const schemas = options.schemas ?? { create: namedRecordSchema.extend(additions), update: namedRecordUpdateSchema.extend(additions).partial() };
  const uniqueIndex = `${getTableName(table)}_name_unique`;
  return defineCrud<NamedRow, Record<string, unknown>, Record<string, unknown>>({
    ...options,
    object: (t) => ({
      ...namedRecordFields(t),
      ...Object.fromEntries(
        extras.map(([key, spec]) => [
          key,
          t.field({
            type: ({ text: 'String', int: 'Int', float: 'Float', boolean: 'Boolean' } as const)[spec.kind],
            nullable: !spec.required,
            description: spec.description,
            resolve: (row) => (row as unknown as Record<string, never>)[key],
          }),
        ]),
      ),
    }),
    fields: {
      ...namedFields(table),
      ...Object.fromEntries(extras.map(([key, spec]) => [key, { column: (table as unknown as Record<string, AnyPgColumn>)[key]!, kind: spec.kind as FieldKind }])),
    },
    defaultSorts: options.priority ? undefined : [{ field: 'name', direction: 'ASC' }],
    label: (row) => row.name,
    uniques: options.uniques ?? { [uniqueIndex]: { field: 'name', message: `A ${describeType(options.name)} with this name already exists.` } },
    create: { input: input(true), schema: schemas.create },
    update: { input: input(false), schema: schemas.update },
  });
}

/** The object fields every named record has; types with more add theirs beside these. */
export function namedRecordFields<Row extends NamedRow>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, Row>) {
  return {
    id: t.int({ description: 'The record\'s id.', resolve: (row) => row.id }),
    name: t.string({ description: 'Its name, unique among records of its kind.', resolve: (row) => row.name }),
    description: t.string({ nullable: true, description: 'Free text about it, or null.', resolve: (row) => row.description }),
    active: t.boolean({ description: 'False when deactivated: kept for the records that refer to it, offered in no chooser.', resolve: (row) => row.active }),
    createdTime: t.field({ type: 'DateTime', description: 'When it was created.', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ type: 'DateTime', description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', resolve: (row) => row.updatedAt }),
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
