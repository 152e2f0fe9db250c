import { and, asc, eq, notInArray } from 'drizzle-orm';
import { builder } from '../../platform/builder';
import { Ingredient, Packaging } from '../master-data/master-data.schema';
import { ingredients, packagings } from '../master-data/master-data.table';
import { Machine, machineRef } from '../machines/machines.schema';
import { machineStockIns, machineStockOuts } from './machine-stock.table';
import { stockInRef, stockInsOf, stockOutRef, stockOutsOf } from './machine-stock.schema';

/*
 * What a machine holds, read by machine: its stock in and out in the machine's order, and the
 * ingredients and packagings it does not hold yet (the choices for a new row).
 */

builder.queryField('machineStockInsByMachine', (t) =>
  t.field({
    nullable: true,
    type: [stockInRef],
    description: 'The ingredients in a machine, in the machine’s order.',
    args: { machineId: t.arg.int({ description: 'The id of the machine.', required: true }) },
    authScopes: { authority: 'VIEW_MACHINE_STOCK_IN' },
    resolve: async (_root, { machineId }, context) => {
      await Machine.findById(context, machineId);
      return stockInsOf(context, machineId);
    },
  }),
);

builder.queryField('machineStockOutsByMachine', (t) =>
  t.field({
    nullable: true,
    type: [stockOutRef],
    description: 'The packaging in a machine, in the machine’s order.',
    args: { machineId: t.arg.int({ description: 'The id of the machine.', required: true }) },
    authScopes: { authority: 'VIEW_MACHINE_STOCK_OUT' },
    resolve: async (_root, { machineId }, context) => {
      await Machine.findById(context, machineId);
      return stockOutsOf(context, machineId);
    },
  }),
);

builder.queryField('ingredientsNotInMachine', (t) =>
  t.field({
    nullable: true,
    type: [Ingredient.ref as never],
    description: 'The active ingredients a machine’s stock in does not hold yet: the choices for a new row.',
    args: { machineId: t.arg.int({ description: 'The id of the machine.', required: true }) },
    authScopes: { authority: 'VIEW_INGREDIENT' },
    resolve: async (_root, { machineId }, context) => {
      await Machine.findById(context, machineId);
      const held = context.db.select({ id: machineStockIns.ingredientId }).from(machineStockIns).where(eq(machineStockIns.machineId, machineId));
      return context.db
        .select()
        .from(ingredients)
        .where(and(eq(ingredients.active, true), notInArray(ingredients.id, held)))
        .orderBy(asc(ingredients.orderNr), asc(ingredients.name)) as never;
    },
  }),
);

builder.queryField('packagingsNotInMachine', (t) =>
  t.field({
    nullable: true,
    type: [Packaging.ref as never],
    description: 'The active packagings a machine’s stock out does not hold yet: the choices for a new row.',
    args: { machineId: t.arg.int({ description: 'The id of the machine.', required: true }) },
    authScopes: { authority: 'VIEW_PACKAGING' },
    resolve: async (_root, { machineId }, context) => {
      await Machine.findById(context, machineId);
      const held = context.db.select({ id: machineStockOuts.packagingId }).from(machineStockOuts).where(eq(machineStockOuts.machineId, machineId));
      return context.db
        .select()
        .from(packagings)
        .where(and(eq(packagings.active, true), notInArray(packagings.id, held)))
        .orderBy(asc(packagings.name)) as never;
    },
  }),
);

builder.objectFields(machineRef, (t) => ({
  machineStockIns: t.field({
    type: [stockInRef],
    nullable: true,
    description: 'The ingredients in the machine; needs VIEW_MACHINE_STOCK_IN.',
    authScopes: { authority: 'VIEW_MACHINE_STOCK_IN' },
    resolve: (row, _args, context) => stockInsOf(context, row.id),
  }),
  machineStockOuts: t.field({
    type: [stockOutRef],
    nullable: true,
    description: 'The packaging in the machine; needs VIEW_MACHINE_STOCK_OUT.',
    authScopes: { authority: 'VIEW_MACHINE_STOCK_OUT' },
    resolve: (row, _args, context) => stockOutsOf(context, row.id),
  }),
}));
