import { and, eq, isNotNull } from 'drizzle-orm';
import { automaticVoucherTriggerLabels, automaticVoucherTriggerSchema, labelIn } from '@back-office/domain';
import { defineCommand } from '../../platform/command';
import { AutomaticVoucherTriggerEnum, ShopAssignedVoucher, ShopVoucherCode } from './shop-vouchers.schema';
import { shopAssignedVouchers, shopVoucherCodes } from './shop-vouchers.table';

/* Turning a customer's assigned voucher on and off, and changing what gives an automatic voucher. */

for (const [field, active, description] of [
  ['activateShopAssignedVoucher', true, 'Lets the customer use the assigned voucher again.'],
  ['deactivateShopAssignedVoucher', false, 'Stops the customer using the assigned voucher.'],
] as const) {
  defineCommand(field, {
    description,
    authority: 'UPDATE_SHOP_ASSIGNED_VOUCHER',
    args: (arg) => ({ id: arg.int({ required: true, description: 'The id of the assigned voucher.' }) }),
    input: automaticVoucherTriggerSchema.pick({ id: true }),
    type: ShopAssignedVoucher.ref,
    what: 'Assigned voucher',
    run: async (tx, { id }) => {
      const [row] = await tx.update(shopAssignedVouchers).set({ active, updatedAt: new Date() }).where(eq(shopAssignedVouchers.id, id)).returning();
      if (!row) return undefined;
      return {
        result: row,
        activity: {
          entity: 'SHOP_ASSIGNED_VOUCHER',
          recordId: row.id,
          message: `${active ? 'Activated' : 'Deactivated'} assigned voucher ${row.id}.`,
          changes: { active: { before: !active, after: active } },
        },
      };
    },
  });
}

defineCommand('updateShopAutomaticVoucherCodeTrigger', {
  description: 'Changes what gives customers an automatic voucher’s code.',
  authority: 'UPDATE_SHOP_VOUCHER_CODE',
  args: (arg) => ({
    id: arg.int({ required: true, description: 'The id of the automatic voucher’s code.' }),
    trigger: arg({ type: AutomaticVoucherTriggerEnum, required: true, description: 'The new trigger.' }),
  }),
  input: automaticVoucherTriggerSchema,
  type: ShopVoucherCode.ref,
  what: 'Automatic voucher code',
  run: async (tx, { id, trigger }) => {
    // Only an automatic voucher's code has a trigger; a typed-in or generated one is not found here.
    const [row] = await tx
      .update(shopVoucherCodes)
      .set({ trigger, updatedAt: new Date() })
      .where(and(eq(shopVoucherCodes.id, id), isNotNull(shopVoucherCodes.trigger)))
      .returning();
    if (!row) return undefined;
    return { result: row, activity: { entity: 'SHOP_VOUCHER_CODE', recordId: row.id, message: `Set the trigger of voucher code "${row.name}" to ${labelIn(automaticVoucherTriggerLabels, row.trigger)}.` } };
  },
});
