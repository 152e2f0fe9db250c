import { asc, eq, sql } from 'drizzle-orm';
import {
  MESSAGES,
  machineStockInSchema,
  machineStockInUpdateSchema,
  machineStockOutSchema,
  machineStockOutUpdateSchema,
  stockBoundIssues,
  type MachineStockInInput,
  type MachineStockInUpdateInput,
  type MachineStockOutInput,
  type MachineStockOutUpdateInput,
} from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { builder } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { defineCrud, updateRow } from '../../platform/crud';
import { badInput } from '../../platform/errors';
import { reference } from '../../platform/reference';
import { Ingredient, Packaging } from '../master-data/master-data.schema';
import { ingredients, packagings } from '../master-data/master-data.table';
import { Machine } from '../machines/machines.schema';
import { scopedByMachine } from '../machines/machine-scope';
import { defaultMaximum } from './default-maxima';
// The machines' fleet list asks it whether a machine is low on stock.
import './low-stock';
import { machineStockIns, machineStockOuts } from './machine-stock.table';
import { endStockOutage, recordStockOutages } from './stock-outages';

type Types = typeof builder.$inferSchemaTypes;
export type StockInRow = typeof machineStockIns.$inferSelect;
export type StockOutRow = typeof machineStockOuts.$inferSelect;

type Bounds = { minStock?: number | null; maxStock?: number | null; currentStock?: number | null };

/**
 * Refuses bounds that cannot be: a minimum above the maximum, a level below zero or above the
 * maximum. An edit that changes neither the level nor the maximum leaves an earlier level alone.
 */
const refuseBounds = (values: Bounds, changed: Bounds = values) => {
  const touchesLevel = changed.currentStock != null || changed.maxStock != null;
  const issues = stockBoundIssues(touchesLevel ? values : { ...values, currentStock: undefined });
  if (issues.length === 0) return;
  throw badInput(issues[0]!.message, Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message])));
};

/** The machine type's maximum for the machine's level, when the input leaves it out. */
async function withDefaultMaximum<Data extends { machineId: number; maxStock?: number | null; minStock: number }>(
  transaction: Transaction,
  data: Data,
  item: { ingredientId: number } | { packagingId: number },
) {
  if (data.maxStock !== null && data.maxStock !== undefined) return { ...data, maxStock: data.maxStock };
  const maxStock = await defaultMaximum(transaction, data.machineId, item);
  if (maxStock === undefined) {
    const what = 'ingredientId' in item ? 'ingredient' : 'packaging';
    throw badInput(`The machine’s type sets no maximum for this ${what}; enter the maximum stock.`, { maxStock: MESSAGES.required });
  }
  refuseBounds({ minStock: data.minStock, maxStock, currentStock: (data as { currentStock?: number }).currentStock });
  return { ...data, maxStock };
}

const stockInInput = (required: boolean) =>
  builder.inputType(required ? 'MachineStockInInput' : 'MachineStockInUpdateInput', {
    description: 'An ingredient a machine holds, with its limits.',
    fields: (t) => ({
      ...(required ? { machineId: t.int({ description: 'The id of the machine.', required: true }), ingredientId: t.int({ description: 'The id of the ingredient.', required: true }) } : {}),
      orderNr: t.int({ description: 'Position in the machine’s list; left out, the ingredient’s own order.' }),
      currentStock: t.float({ required, description: 'In the ingredient’s unit.' }),
      minStock: t.int({ required, description: 'At or below this the machine is low on the ingredient.' }),
      maxStock: t.int({ description: 'A refill fills up to this; left out on create, the machine type’s maximum for the machine’s level.' }),
      important: t.boolean({ description: 'The machine cannot sell without it.' }),
    }),
  });

/** One ingredient in one machine: how much is left and the bounds a refill aims at. */
export const MachineStockIn = defineCrud<StockInRow, MachineStockInInput, MachineStockInUpdateInput>({
  name: 'MachineStockIn',
  table: machineStockIns,
  description: 'One ingredient in one machine’s canisters: how much is left, in the ingredient’s unit.',
  references: { machine: reference(Machine, { acceptsInactive: true, scopedByTarget: true }), ingredient: reference(Ingredient) },
  scope: scopedByMachine(machineStockIns.machineId),
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The machine stock in\'s id.' }),
    orderNr: t.exposeInt('orderNr', { description: 'Its place on the refill sheet, or null.', nullable: true }),
    currentStock: t.exposeFloat('currentStock', { description: 'In the ingredient’s unit.' }),
    minStock: t.exposeInt('minStock', { description: 'Below this the machine needs a refill.' }),
    maxStock: t.exposeInt('maxStock', { description: 'How much of the ingredient the machine holds when full, in its unit.' }),
    important: t.exposeBoolean('important', { description: 'True for an ingredient whose outage stops sales, so it is refilled first.' }),
    low: t.boolean({ description: 'At or below its minimum.', resolve: (row) => row.currentStock <= row.minStock }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: machineStockIns.id, kind: 'int' },
    orderNr: { column: machineStockIns.orderNr, kind: 'int' },
    currentStock: { column: machineStockIns.currentStock, kind: 'float' },
    minStock: { column: machineStockIns.minStock, kind: 'int' },
    maxStock: { column: machineStockIns.maxStock, kind: 'int' },
    important: { column: machineStockIns.important, kind: 'boolean' },
    low: { column: sql`(${machineStockIns.currentStock} <= ${machineStockIns.minStock})`, kind: 'boolean' },
  },
  label: (row) => `ingredient ${row.ingredientId} in machine ${row.machineId}`,
  uniques: { machine_stock_ins_machine_ingredient_unique: { field: 'ingredientId', message: 'This ingredient is already in the machine’s stock in.' } },
  sample: async (make) => ({ machineId: await make('Machine'), ingredientId: await make('Ingredient', { fresh: true }), currentStock: 750.5, minStock: 200, maxStock: 1500, important: true }),
  change: { minStock: 300 },
  async check(transaction, data, _context, id) {
    if (id === undefined) return;
    const [row] = await transaction.select().from(machineStockIns).where(eq(machineStockIns.id, id));
    refuseBounds({ ...row, ...data }, data);
  },
  create: {
    input: stockInInput(true),
    schema: machineStockInSchema,
    async write(transaction, data) {
      const values = await withDefaultMaximum(transaction, data, { ingredientId: data.ingredientId });
      const [row] = await transaction.insert(machineStockIns).values(values).returning();
      await recordStockOutages(transaction, row!.machineId, [row!.ingredientId], new Date());
      return row!;
    },
  },
  update: {
    input: stockInInput(false),
    schema: machineStockInUpdateSchema,
    // A level set by hand opens or closes the ingredient's outage like a fill.
    async write(transaction, data, _context, id) {
      const row = (await updateRow(transaction, machineStockIns, machineStockIns.id, id, data as Record<string, unknown>)) as StockInRow | undefined;
      if (row) await recordStockOutages(transaction, row.machineId, [row.ingredientId], new Date());
      return row;
    },
  },
  remove: { after: (transaction, row) => endStockOutage(transaction, row.machineId, row.ingredientId, new Date()) },
});

const stockOutInput = (required: boolean) =>
  builder.inputType(required ? 'MachineStockOutInput' : 'MachineStockOutUpdateInput', {
    description: 'A packaging (cups, lids…) a machine holds, with its limits.',
    fields: (t) => ({
      ...(required ? { machineId: t.int({ description: 'The id of the machine.', required: true }), packagingId: t.int({ description: 'The id of the packaging.', required: true }) } : {}),
      ingredientId: t.int({ description: 'The ingredient the packaging holds, for packs poured into a canister.' }),
      orderNr: t.int({ description: 'Position in the machine’s list.' }),
      currentStock: t.int({ required, description: 'Whole pieces.' }),
      minStock: t.int({ required, description: 'At or below this the machine is low on the packaging.' }),
      maxStock: t.int({ description: 'Left out on create, the machine type’s maximum for the machine’s level.' }),
      infinite: t.boolean({ description: 'Never runs out: fills and consumption leave it alone.' }),
    }),
  });

/** One packaging in one machine: whole pieces left, or an infinite supply. */
export const MachineStockOut = defineCrud<StockOutRow, MachineStockOutInput, MachineStockOutUpdateInput>({
  name: 'MachineStockOut',
  table: machineStockOuts,
  description: 'One packaging a machine holds (cups, lids, packs of an ingredient): whole pieces left, or infinite.',
  references: {
    machine: reference(Machine, { acceptsInactive: true, scopedByTarget: true }),
    packaging: reference(Packaging),
    ingredient: reference(Ingredient, { required: false }),
  },
  scope: scopedByMachine(machineStockOuts.machineId),
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The machine stock out\'s id.' }),
    orderNr: t.exposeInt('orderNr', { description: 'Its place on the refill sheet, or null.', nullable: true }),
    currentStock: t.exposeInt('currentStock', { description: 'Pieces in the machine now.' }),
    minStock: t.exposeInt('minStock', { description: 'Below this the machine needs a refill.' }),
    maxStock: t.exposeInt('maxStock', { description: 'Pieces the machine holds when full.' }),
    infinite: t.exposeBoolean('infinite', { description: 'True for something never counted down (e.g. water from the mains).' }),
    low: t.boolean({ description: 'Finite and at or below its minimum.', resolve: (row) => !row.infinite && row.currentStock <= row.minStock }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: machineStockOuts.id, kind: 'int' },
    orderNr: { column: machineStockOuts.orderNr, kind: 'int' },
    currentStock: { column: machineStockOuts.currentStock, kind: 'int' },
    minStock: { column: machineStockOuts.minStock, kind: 'int' },
    maxStock: { column: machineStockOuts.maxStock, kind: 'int' },
    infinite: { column: machineStockOuts.infinite, kind: 'boolean' },
  },
  label: (row) => `packaging ${row.packagingId} in machine ${row.machineId}`,
  uniques: { machine_stock_outs_machine_packaging_unique: { field: 'packagingId', message: 'This packaging is already in the machine’s stock out.' } },
  sample: async (make) => ({ machineId: await make('Machine'), packagingId: await make('Packaging', { fresh: true }), currentStock: 40, minStock: 10, maxStock: 100 }),
  change: { minStock: 15 },
  async check(transaction, data, _context, id) {
    if (id === undefined) return;
    const [row] = await transaction.select().from(machineStockOuts).where(eq(machineStockOuts.id, id));
    refuseBounds(row?.infinite && data.infinite !== false ? { ...row, ...data, currentStock: undefined } : { ...row, ...data }, data);
  },
  create: {
    input: stockOutInput(true),
    schema: machineStockOutSchema,
    async write(transaction, data) {
      const values = await withDefaultMaximum(transaction, data, { packagingId: data.packagingId });
      const [row] = await transaction.insert(machineStockOuts).values(values).returning();
      return row!;
    },
  },
  update: { input: stockOutInput(false), schema: machineStockOutUpdateSchema },
  remove: {},
});

export const stockInRef = MachineStockIn.ref as unknown as PothosSchemaTypes.ObjectRef<Types, StockInRow>;
export const stockOutRef = MachineStockOut.ref as unknown as PothosSchemaTypes.ObjectRef<Types, StockOutRow>;

/** A machine's stock in, in its order: numbered rows first, then by the ingredients' own order. */
export const stockInsOf = (context: Pick<Context, 'db'>, machineId: number) =>
  context.db
    .select({ row: machineStockIns })
    .from(machineStockIns)
    .innerJoin(ingredients, eq(ingredients.id, machineStockIns.ingredientId))
    .where(eq(machineStockIns.machineId, machineId))
    .orderBy(sql`${machineStockIns.orderNr} asc nulls last`, asc(ingredients.orderNr), asc(ingredients.name))
    .then((rows) => rows.map((row) => row.row));

export const stockOutsOf = (context: Pick<Context, 'db'>, machineId: number) =>
  context.db
    .select({ row: machineStockOuts })
    .from(machineStockOuts)
    .innerJoin(packagings, eq(packagings.id, machineStockOuts.packagingId))
    .where(eq(machineStockOuts.machineId, machineId))
    .orderBy(sql`${machineStockOuts.orderNr} asc nulls last`, asc(packagings.name))
    .then((rows) => rows.map((row) => row.row));
