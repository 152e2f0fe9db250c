import { asc, eq, and, isNotNull } from 'drizzle-orm';
import {
  cupLevelIssues,
  machineTypeSchema,
  machineTypeStockSchema,
  machineTypeStockUpdateSchema,
  machineTypeUpdateSchema,
  stockLevelIssues,
  type MachineTypeStockInput,
  type MachineTypeStockUpdateInput,
} from '@back-office/domain';
import { builder } from '../../platform/builder';
import { defineCrud } from '../../platform/crud';
import { badInput } from '../../platform/errors';
import { defineNamedCrud, field, type NamedRow } from '../../platform/named-crud';
import { reference } from '../../platform/reference';
import { Ingredient, Packaging } from '../master-data/master-data.schema';
import { machineTypeStocks, machineTypes } from './machine-types.table';

const refuse = (issues: { path: string[]; message: string }[]) => {
  const [issue] = issues;
  if (issue) throw badInput(issue.message, { [issue.path.join('.')]: issue.message });
};

export const MachineType = defineNamedCrud({
  name: 'MachineType',
  table: machineTypes,
  description: 'A model of vending machine, and the weekly cups that make one a low, medium or high seller.',
  fields: {
    initialName: field.text('The short code that prefixes the numbers of machines of this type.', { required: true }),
    commandType: field.text('How the server talks to the machine’s controller.'),
    minCup: field.int('Below this many cups a week a machine of the type is a low seller.'),
    maxCup: field.int('Above this many cups a week it is a high seller; between the two, a medium one.'),
  },
  schemas: { create: machineTypeSchema, update: machineTypeUpdateSchema },
  uniques: {
    machine_types_name_unique: { field: 'name', message: 'A machine type with this name already exists.' },
    machine_types_initial_name_unique: { field: 'initialName', message: 'A machine type with this initial name already exists.' },
  },
  sample: () => ({ name: `Machine type ${Math.random().toString(36).slice(2, 8)}`, initialName: `T${Math.floor(Math.random() * 1e8)}`, active: true, minCup: 100, maxCup: 300 }),
  async check(transaction, data, _context, id) {
    if (id === undefined) return;
    const [row] = await transaction.select().from(machineTypes).where(eq(machineTypes.id, id));
    refuse(cupLevelIssues({ ...row, ...data }));
  },
});

type StockRow = typeof machineTypeStocks.$inferSelect;

const stockInput = (required: boolean) =>
  builder.inputType(required ? 'MachineTypeStockInput' : 'MachineTypeStockUpdateInput', {
    description: 'The stock levels of a packaging in a machine type.',
    fields: (t) => ({
      ...(required
        ? {
            machineTypeId: t.int({ description: 'The id of the machine type.', required: true }),
            ingredientId: t.int({ description: 'For a stock-in maximum.' }),
            packagingId: t.int({ description: 'For a stock-out maximum.' }),
          }
        : {}),
      low: t.int({ required, description: 'Filled up to this in a low seller.' }),
      medium: t.int({ required, description: 'In a medium seller; between low and high.' }),
      high: t.int({ required, description: 'In a high seller.' }),
    }),
  });

/** How much of one ingredient (stock in) or packaging (stock out) a machine of the type is filled up to: the refill's targets. */
export const MachineTypeStock = defineCrud<StockRow, MachineTypeStockInput, MachineTypeStockUpdateInput>({
  name: 'MachineTypeStock',
  table: machineTypeStocks,
  description: 'The stock maxima of a machine type for one ingredient (stock in) or one packaging (stock out).',
  references: {
    machineType: reference(MachineType, { acceptsInactive: true }),
    ingredient: reference(Ingredient, { required: false }),
    packaging: reference(Packaging, { required: false }),
  },
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The machine type stock\'s id.' }),
    kind: t.string({ description: 'IN for an ingredient, OUT for a packaging.', resolve: (row) => (row.ingredientId ? 'IN' : 'OUT') }),
    low: t.exposeInt('low', { description: 'The level counted as low.' }),
    medium: t.exposeInt('medium', { description: 'The level counted as medium.' }),
    high: t.exposeInt('high', { description: 'The level counted as high.' }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: machineTypeStocks.id, kind: 'int' },
    low: { column: machineTypeStocks.low, kind: 'int' },
    medium: { column: machineTypeStocks.medium, kind: 'int' },
    high: { column: machineTypeStocks.high, kind: 'int' },
  },
  label: (row) => `${row.ingredientId ? `ingredient ${row.ingredientId}` : `packaging ${row.packagingId}`} of machine type ${row.machineTypeId}`,
  uniques: {
    machine_type_stocks_ingredient_unique: { field: 'ingredientId', message: 'This machine type already has maxima for this ingredient.' },
    machine_type_stocks_packaging_unique: { field: 'packagingId', message: 'This machine type already has maxima for this packaging.' },
  },
  sample: async (make) => ({ machineTypeId: await make('MachineType', { fresh: true }), ingredientId: await make('Ingredient'), low: 500, medium: 1000, high: 1500 }),
  change: { medium: 1200 },
  async check(transaction, data, _context, id) {
    if (id === undefined) return;
    const [row] = await transaction.select().from(machineTypeStocks).where(eq(machineTypeStocks.id, id));
    refuse(stockLevelIssues({ ...row, ...data }));
  },
  create: { input: stockInput(true), schema: machineTypeStockSchema },
  update: { input: stockInput(false), schema: machineTypeStockUpdateSchema },
});

const stockRef = MachineTypeStock.ref as unknown as PothosSchemaTypes.ObjectRef<typeof builder.$inferSchemaTypes, StockRow>;
const machineTypeRef = MachineType.ref as unknown as PothosSchemaTypes.ObjectRef<typeof builder.$inferSchemaTypes, NamedRow>;

builder.objectFields(machineTypeRef, (t) => ({
  stockIns: t.field({
    type: [stockRef],
    description: 'The maxima per ingredient.',
    resolve: (row, _args, context) =>
      context.db.select().from(machineTypeStocks).where(and(eq(machineTypeStocks.machineTypeId, row.id), isNotNull(machineTypeStocks.ingredientId))).orderBy(asc(machineTypeStocks.id)),
  }),
  stockOuts: t.field({
    type: [stockRef],
    description: 'The maxima per packaging.',
    resolve: (row, _args, context) =>
      context.db.select().from(machineTypeStocks).where(and(eq(machineTypeStocks.machineTypeId, row.id), isNotNull(machineTypeStocks.packagingId))).orderBy(asc(machineTypeStocks.id)),
  }),
}));
