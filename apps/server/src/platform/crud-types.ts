import type { FieldMap, InputObjectRef, ObjectRef } from '@pothos/core';
import { type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type ViewStem } from '@back-office/domain';
import type { Transaction } from '../db/client';
import { type Uniques } from './action';
import { builder } from './builder';
import type { Context } from './context';
import { type PagingFields, type SortInput } from './paging';
import { type PriorityOptions } from './priority';
import { type ReferenceTarget, type References } from './reference';

/* The shapes a CRUD entity is declared with (`defineCrud`) and what the registry keeps of it. */

/** The schema's types, as the builder knows them. */
export type Types = typeof builder.$inferSchemaTypes;

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

/** The id of another entity's sample record, made once; `fresh` makes a new one on each call. */
export type SampleMaker = (name: string, options?: { fresh?: boolean }) => Promise<number>;

export interface DeleteStep<Row> {
  /** Refuses a deletion the entity's rules forbid (e.g. the last line of an active product's recipe). */
  check?: (transaction: Transaction, row: Row, context: Context) => Promise<void>;
  /** Runs in the deletion's transaction once the row is gone (e.g. to end what the row kept open). */
  after?: (transaction: Transaction, row: Row) => Promise<void>;
}

export interface CrudOptions<Row extends { id: number }, CreateData, UpdateData> {
  /** GraphQL type name, e.g. `Role`: gives `role`, `roles`, `rolesAll`, `createRole`, `updateRole`. */
  name: string;
  /** What a person calls one record in messages, when not the type name in words (`ShopHub` is an `outlet`). */
  noun?: string;
  /** The list field when not simply the plural of the name (`shopMenuCategories`), e.g. `hubTypePages`. */
  listField?: string;
  /** The unpaged list field when not simply the plural and `All`; false for none (a table too large to list whole). */
  allField?: string | false;
  /** Authority stem; by default from the name: `HubType` gives VIEW_HUB_TYPE, CREATE_HUB_TYPE, UPDATE_HUB_TYPE. */
  entity?: ViewStem;
  table: PgTable;
  /** The id column; by default the table's `id`. */
  idColumn?: AnyPgColumn;
  /** The object type's fields: the type is made here, loaded by id under `scope`. */
  object?: (t: PothosSchemaTypes.ObjectFieldBuilder<Types, Row>) => FieldMap;
  description?: string;
  /** An object type made elsewhere, instead of `object`. */
  ref?: ObjectRef<Types, Row | number, unknown>;
  /** Fields that lists may filter and sort on; nothing else reaches SQL. References add theirs. */
  fields: PagingFields;
  /** References to other entities, e.g. `{ unit: reference(Unit) }` for the column `unitId`. */
  references?: References;
  /**
   * Reference fields made in `object` rather than by `references` (an order's `hub` by `shopHubId`)
   * that a page may read in its own statement; the field resolves to `joinedRow(row, name)` when
   * there is one, else to the id to load.
   */
  joins?: Record<string, { target: ReferenceTarget; column: AnyPgColumn }>;
  /** By default lists sort by it. */
  defaultSorts?: readonly SortInput[];
  /** Ordered by a priority column: adds the `priority` field, sorts lists by it and gives `raiseX(id)` and `lowerX(id)`. */
  priority?: PriorityOptions;
  /** Limits the rows a caller sees and touches, e.g. by their per-user mapping: lists, ids and nested loads. */
  scope?: (context: Context) => SQL | undefined;
  /** Names a record in the audit log. */
  label: (row: Row) => string;
  /** Rules beyond the schema and references, before a create (no id) or an update is written. */
  check?: (transaction: Transaction, data: CreateData | UpdateData, context: Context, id?: number) => Promise<void>;
  create?: CreateStep<CreateData, Row>;
  update?: UpdateStep<UpdateData, Row>;
  /** Adds `deleteX(id)`, which answers the id, behind DELETE_; only where the spec has one. */
  remove?: DeleteStep<Row>;
  /** Unique index name to the field and message a clash is reported with. */
  uniques?: Uniques;
  /** A valid create input, for the contract test every entity passes. */
  sample?: (make: SampleMaker) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** A valid update input for the contract test; by default `{ active: false }`. */
  change?: Record<string, unknown>;
  /** Columns the audit log records only as changed, never by value (a password hash, a key). */
  secrets?: readonly string[];
  /** A record as the audit log compares it before and after a change; by default its row. */
  auditView?: (transaction: Transaction, row: Row) => Promise<Record<string, unknown>>;
}

/** What the registry knows of a declared CRUD entity. */
export interface CrudEntity {
  name: string;
  entity: ViewStem;
  single: string;
  listField: string;
  creates: boolean;
  updates: boolean;
  deletes: boolean;
  /** Input fields a duplicate of the sample clashes on. */
  uniqueFields: string[];
  sample?: CrudOptions<{ id: number }, unknown, unknown>['sample'];
  change: Record<string, unknown>;
}
