import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { shopDiscountMaximumAmountSchema } from '@back-office/domain';
import type { Queryable } from '../../db/client';
import { describeChanges } from '../../platform/audit';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import { conflict } from '../../platform/errors';
import { shopDiscountMaximumAmount } from './shop-deals.table';

/*
 * The most discount one point-of-sale transaction may get, after every promo: one record, edited
 * whole, with the updatedTime its editor read.
 */

type MaximumRow = typeof shopDiscountMaximumAmount.$inferSelect;

/** Until it is first saved there is no maximum, as of the epoch (no edit can be older). */
const NO_MAXIMUM: MaximumRow = { id: 1, amount: null, updatedAt: new Date(0) };

export async function readDiscountMaximumAmount(db: Queryable): Promise<MaximumRow> {
  const [row] = await db.select().from(shopDiscountMaximumAmount).where(eq(shopDiscountMaximumAmount.id, 1));
  return row ?? NO_MAXIMUM;
}

const MaximumRef = builder.objectRef<MaximumRow>('ShopDiscountMaximumAmountPerTransaction').implement({
  description: 'The most discount one point-of-sale transaction may get, after every promo.',
  fields: (t) => ({
    amount: t.exposeInt('amount', { nullable: true, description: 'Rupiah, or null for no maximum.' }),
    updatedTime: t.field({ type: 'DateTime', description: 'When it was last changed (the epoch while never set); send it back as expectedUpdatedTime.', resolve: (row) => row.updatedAt }),
  }),
});

const MaximumInput = builder.inputType('ShopDiscountMaximumAmountPerTransactionInput', {
  description: 'The most discount per transaction.',
  fields: (t) => ({ amount: t.int({ description: 'Rupiah, not negative; null for no maximum.' }) }),
});

builder.queryField('shopDiscountMaximumAmountPerTransaction', (t) =>
  t.field({
    type: MaximumRef,
    description: 'The most discount one point-of-sale transaction may get; no maximum until someone saves one.',
    authScopes: { authority: 'VIEW_SHOP_DISCOUNT' },
    resolve: (_root, _args, context) => readDiscountMaximumAmount(context.db),
  }),
);

defineCommand('updateShopDiscountMaximumAmountPerTransaction', {
  description: 'Saves the most discount per transaction; with expectedUpdatedTime, CONFLICT when someone saved it since. Recorded in the activity log.',
  authority: 'UPDATE_SHOP_DISCOUNT',
  args: (arg) => ({
    input: arg({ type: MaximumInput, required: true, description: 'The new maximum.' }),
    expectedUpdatedTime: arg({ type: 'DateTime', description: 'The updatedTime the editor read.' }),
  }),
  input: { input: shopDiscountMaximumAmountSchema, expectedUpdatedTime: z.date().nullish() },
  type: MaximumRef,
  what: 'Maximum discount per transaction',
  run: async (tx, { input: data, expectedUpdatedTime }) => {
    // The row is locked (or, the first time, made) so two saves follow one another.
    await tx.insert(shopDiscountMaximumAmount).values(NO_MAXIMUM).onConflictDoNothing();
    const [before] = await tx.select().from(shopDiscountMaximumAmount).where(eq(shopDiscountMaximumAmount.id, 1)).for('update');
    if (expectedUpdatedTime && before!.updatedAt.getTime() !== expectedUpdatedTime.getTime())
      throw conflict('Someone else changed the maximum discount since you opened it. Reload to see their change, then edit again.');
    const [row] = await tx.update(shopDiscountMaximumAmount).set({ amount: data.amount, updatedAt: new Date() }).where(eq(shopDiscountMaximumAmount.id, 1)).returning();
    return {
      result: row!,
      activity: {
        entity: 'SHOP_DISCOUNT',
        recordId: null,
        message: data.amount === null ? 'Removed the maximum discount per transaction.' : `Set the maximum discount per transaction to Rp ${data.amount}.`,
        changes: describeChanges(before, row!),
      },
    };
  },
});
