import { z } from 'zod';
import { TASK_MESSAGES } from '../lifecycle/tasks';
import { id, instant, optionalText, requiredText, text } from './common';
import { shopHubStockFillFormSchema, shopHubStockFillSchema } from './shop-hubs';

/*
 * What the outlet task pages send: a task at an outlet (given to someone now or later), its edit,
 * and its refill: the outlet's stock filled as its Fill Stock In/Out page fills it, a note and the
 * photo of the finished work. Assign and decline use the refill tasks' rules (assignTaskSchema,
 * declineTaskSchema): an outlet task lives by the same state machine.
 */

const shopTaskFields = {
  title: requiredText(100),
  description: optionalText(1000),
  shopHubId: id,
  executionTime: instant,
  note: optionalText(1000),
};

/** A new outlet task; without an assignee it waits on Assign Outlet Task. */
export const shopTaskSchema = z.object({ ...shopTaskFields, assigneeId: id.nullish() });
export type ShopTaskInput = z.infer<typeof shopTaskSchema>;
/** An edit of a pending outlet task; the assignee changes through assign only. */
export const shopTaskUpdateSchema = z.object(shopTaskFields).partial();
export type ShopTaskUpdateInput = z.infer<typeof shopTaskUpdateSchema>;

const image = text(TASK_MESSAGES.finishNeedsImage).trim().min(1, TASK_MESSAGES.finishNeedsImage).max(300);

/** Finishing an outlet task: the rows of the outlet's stock filled (none is allowed), a note and the photo. */
export const refillShopTaskSchema = z.object({
  fills: z.array(shopHubStockFillSchema).max(500).nullish().transform((value) => value ?? []),
  note: optionalText(1000),
  image,
  optionalImage: optionalText(300),
});
export type RefillShopTaskInput = z.infer<typeof refillShopTaskSchema>;

/** The Refill Outlet Task form: units in and out per row (blank for none), a note and the photo. */
export const refillShopTaskFormSchema = z.object({
  fills: shopHubStockFillFormSchema.shape.fills,
  note: optionalText(1000),
  image,
  optionalImage: optionalText(300),
});
