import { eq } from 'drizzle-orm';
import { refillShopTaskSchema } from '@back-office/domain';
import { z } from 'zod';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import { forbidden } from '../../platform/errors';
import { applyShopHubStockFills } from '../shop-hubs/shop-hub-stock-fills.schema';
import { shopHubs } from '../shop-hubs/shop-hubs.table';
import { expectStoredImage } from '../tasks/task-actions.schema';
import { ShopTaskRef, describe, movedOrConflict, checkShopTaskMove, stamp, unchangedSince } from './shop-tasks.schema';
import { shopTasks } from './shop-tasks.table';

/*
 * The assignee finishes a started outlet task with a photo, refilling the outlet's stock in the
 * task's own transaction through the outlet's one fill path: a refused line leaves the task started
 * and the stock as it was.
 */

const ShopTaskFillInput = builder.inputType('ShopTaskFillInput', {
  description: 'One row of the outlet’s stock filled by the task: whole units in, whole units out, or both.',
  fields: (t) => ({
    stockId: t.int({ description: 'The id of the outlet stock row.', required: true }),
    stockIn: t.int({ description: 'Whole units put in; the level may not go above the maximum.' }),
    stockOut: t.int({ description: 'Whole units taken out (expired, damaged); not more than held before the fill.' }),
  }),
});

const RefillShopTaskInput = builder.inputType('RefillShopTaskInput', {
  description: 'What the assignee reports when finishing an outlet task.',
  fields: (t) => ({
    fills: t.field({ type: [ShopTaskFillInput], description: 'The rows of the outlet’s stock filled; none for a task that filled nothing.' }),
    note: t.string({ description: 'A note on the work done.' }),
    image: t.string({ required: true, description: 'The address singleUpload answered for the photo of the finished work.' }),
    optionalImage: t.string({ description: 'Another photo, if wanted.' }),
  }),
});

defineCommand('refillShopTask', {
  description:
    'Its assignee finishes a started outlet task with a photo, filling the outlet’s stock in the same transaction as its Fill Stock In/Out page does: a refused line ("Insufficient stock.", "Maximum value is …") leaves the task started and the stock as it was.',
  authority: 'UPDATE_SHOP_TASK',
  args: (arg) => ({ id: arg.int({ description: 'The outlet task’s id.', required: true }), input: arg({ description: 'What was done.', type: RefillShopTaskInput, required: true }) }),
  input: { id: z.number().int(), input: refillShopTaskSchema },
  type: ShopTaskRef,
  what: 'Outlet task',
  prepare: async ({ id, input: data }, context) => {
    // Filling the outlet's stock is a right of its own.
    if (data.fills.length > 0 && !context.authorities.has('UPDATE_SHOP_HUB_STOCK')) throw forbidden('UPDATE_SHOP_HUB_STOCK');
    const before = await checkShopTaskMove(context, id, 'finish', 'assignee');
    await expectStoredImage(context, data.image, 'image');
    if (data.optionalImage) await expectStoredImage(context, data.optionalImage, 'optionalImage');
    const [hub] = await context.db.select({ name: shopHubs.name }).from(shopHubs).where(eq(shopHubs.id, before.shopHubId));
    return { before, hubName: hub?.name ?? '' };
  },
  run: async (transaction, { id, input: data }, _context, { before, hubName }) => {
    const applied = await applyShopHubStockFills(transaction, { id: before.shopHubId, name: hubName }, data.fills, 'fills');
    const fillsRecorded = applied.map((done, index) => ({
      stockId: done.row.id,
      stockIn: data.fills[index]!.stockIn ?? 0,
      stockOut: data.fills[index]!.stockOut ?? 0,
      before: done.before,
      after: done.row.currentStock,
    }));
    const [written] = await transaction
      .update(shopTasks)
      .set({ state: 'DONE', finishedTime: new Date(), note: data.note ?? before.note, image: data.image, optionalImage: data.optionalImage, fillsRecorded, ...stamp() })
      .where(unchangedSince(before))
      .returning();
    const after = await movedOrConflict(transaction, id, 'finish', written);
    const filled = after.fillsRecorded?.length ? `, filling ${after.fillsRecorded.map((line) => `stock ${line.stockId} to ${line.after} (was ${line.before})`).join(', ')}` : '';
    return {
      result: after,
      activity: {
        activity: 'REFILL_SHOP_TASK',
        entity: 'SHOP_TASK',
        recordId: id,
        message: `Finished ${describe(after, hubName)}${filled}.`,
        changes: { state: { before: 'STARTED', after: 'DONE' }, image: { before: null, after: data.image } },
      },
    };
  },
});
