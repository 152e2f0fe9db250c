import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { stockPreparationSchema } from '@back-office/domain';
import { builder } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { parseInput } from '../../platform/validate';
import { UserRef } from '../users/users.schema';
import { users } from '../../platform/identity/users.table';
import { companyDayBounds } from './task-days';
import { tasks, type TaskLoadItem } from './tasks.table';

/* Stock preparation: what each refiller loads for a day's tasks. */

interface PreparationDetail {
  kind: TaskLoadItem['kind'];
  itemId: number;
  ingredientName: string | null;
  packagingName: string | null;
  unit: string | null;
  sum: number;
}

interface Preparation {
  userId: number;
  tasks: number;
  details: PreparationDetail[];
}

const PreparationDetailRef = builder.objectRef<PreparationDetail>('StockPreparationDetail').implement({
  description: 'How much of one ingredient or packaging a refiller takes.',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: '"ingredient" or "packaging".' }),
    itemId: t.exposeInt('itemId', { description: 'The id of the item.' }),
    ingredientName: t.exposeString('ingredientName', { description: 'The ingredient\'s name, or null for a packaging.', nullable: true }),
    packagingName: t.exposeString('packagingName', { description: 'The packaging\'s name, or null for an ingredient.', nullable: true }),
    unit: t.exposeString('unit', { description: 'The unit, or null.', nullable: true }),
    sum: t.exposeFloat('sum', { description: 'How much to take, in its unit.' }),
  }),
});

const PreparationRef = builder.objectRef<Preparation>('StockPreparation').implement({
  description: 'What one refiller loads for the day: the sums of each ingredient and packaging of their tasks.',
  fields: (t) => ({
    userId: t.exposeInt('userId', { description: 'The id of the user.' }),
    user: t.field({ description: 'The refiller it is for.', type: UserRef, resolve: (row) => row.userId }),
    tasks: t.exposeInt('tasks', { description: 'Tasks of the day still to do.' }),
    details: t.field({ description: 'What to take, ingredient by ingredient.', type: [PreparationDetailRef], resolve: (row) => row.details }),
  }),
});

/** Sums the loads of each refiller's open tasks of the day (and the proposals meant for them): ingredients first, then packaging, by name. */
export async function stockPreparation(context: Pick<Context, 'db'>, date: string): Promise<Preparation[]> {
  const { start, end } = companyDayBounds(date);
  // A proposal not assigned yet counts for the refiller it was proposed for: the stock is loaded the evening before.
  const refiller = sql<number>`coalesce(${tasks.assigneeId}, ${tasks.proposedAssigneeId})`.mapWith(Number);
  const rows = await context.db
    .select({ assigneeId: refiller, load: tasks.load, name: users.name })
    .from(tasks)
    .innerJoin(users, eq(users.id, refiller))
    .where(and(inArray(tasks.state, ['PENDING', 'STARTED']), gte(tasks.executionTime, start), lt(tasks.executionTime, end)))
    .orderBy(users.name, tasks.assigneeId);
  const byUser = new Map<number, { tasks: number; items: Map<string, PreparationDetail> }>();
  for (const row of rows) {
    const entry = byUser.get(row.assigneeId!) ?? { tasks: 0, items: new Map() };
    byUser.set(row.assigneeId!, entry);
    entry.tasks += 1;
    for (const item of row.load) {
      const key = `${item.kind}:${item.id}`;
      const detail = entry.items.get(key) ?? {
        kind: item.kind,
        itemId: item.id,
        ingredientName: item.kind === 'ingredient' ? item.name : null,
        packagingName: item.kind === 'packaging' ? item.name : null,
        unit: item.unit,
        sum: 0,
      };
      detail.sum += item.quantity;
      entry.items.set(key, detail);
    }
  }
  return [...byUser].map(([userId, entry]) => ({
    userId,
    tasks: entry.tasks,
    details: [...entry.items.values()].sort((a, b) => a.kind.localeCompare(b.kind) || (a.ingredientName ?? a.packagingName ?? '').localeCompare(b.ingredientName ?? b.packagingName ?? '')),
  }));
}

builder.queryField('stockPreparation', (t) =>
  t.field({
    nullable: true,
    type: [PreparationRef],
    description: 'Per refiller, the sums of each ingredient and packaging to load for their open tasks of `date` (a company day, Asia/Jakarta), counting proposals not assigned yet for the refiller they were proposed for.',
    args: { date: t.arg({ description: 'The day, in Jakarta time.', type: 'Date', required: true }) },
    authScopes: { authority: 'STOCK_PREPARATION' },
    resolve: (_root, args, context) => {
      const { date } = parseInput(stockPreparationSchema, { date: args.date });
      return stockPreparation(context, date);
    },
  }),
);
