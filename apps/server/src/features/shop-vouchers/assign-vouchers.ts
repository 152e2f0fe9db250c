import { eq, inArray } from 'drizzle-orm';
import { assignVouchersSchema, assignmentWords, formatDate, formatNumber } from '@back-office/domain';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import { badInput } from '../../platform/errors';
import { shopCustomers } from '../shop-customers/shop-customers.table';
import { shopPromotionRules } from '../shop-promotions/shop-promotions.table';
import { shopAssignedVouchers, shopVoucherCodes, shopVoucherSettings } from './shop-vouchers.table';

/*
 * Giving a voucher code to chosen customers: one call, one transaction. Every id must be a customer
 * (otherwise nothing is given and the message names the missing ids); a customer who already holds
 * the code keeps theirs. The code's row is locked while it is given, and each code is given to a
 * customer once (a unique index), so two assignments at the same moment give it once.
 */

/** Jakarta, where the shop's vouchers start and end. */
const JAKARTA_OFFSET = 420;
const plural = (count: number, one: string, many: string) => `${formatNumber(count, 0)} ${count === 1 ? one : many}`;

export interface Assignment {
  code: { id: number; name: string };
  assigned: number;
  alreadyAssigned: number;
}

const words = (row: Assignment) => assignmentWords({ code: row.code.name, assigned: row.assigned, alreadyAssigned: row.alreadyAssigned });

const AssignmentRef = builder.objectRef<Assignment>('ShopVoucherAssignment').implement({
  description: 'What giving a code to customers did.',
  fields: (t) => ({
    assigned: t.exposeInt('assigned', { description: 'Customers newly given the code.' }),
    alreadyAssigned: t.exposeInt('alreadyAssigned', { description: 'Customers who already had it and keep theirs.' }),
    message: t.string({ description: 'The same in words, e.g. "Assigned HEMAT10 to 12 customers; 2 customers already had it."', resolve: (row) => words(row) }),
  }),
});

defineCommand('createShopAssignedVouchers', {
  description:
    'Gives the code to the customers in one transaction; a customer who already holds it keeps theirs. BAD_USER_INPUT, giving nothing, when an id is no customer, the list is empty or longer than 10.000, or the voucher is turned off or has ended; NOT_FOUND when there is no such code. Recorded in the activity log.',
  authority: 'CREATE_SHOP_ASSIGNED_VOUCHER',
  args: (arg) => ({
    shopVoucherCodeId: arg.int({ required: true, description: 'The id of the voucher code.' }),
    shopCustomerIds: arg.intList({ required: true, description: 'The ids of the customers, 1 to 10.000; repeats count once.' }),
  }),
  input: assignVouchersSchema,
  type: AssignmentRef,
  what: 'Voucher code',
  run: async (tx, { shopVoucherCodeId, shopCustomerIds }) => {
    const [code] = await tx
      .select({ id: shopVoucherCodes.id, name: shopVoucherCodes.name, endDate: shopPromotionRules.endDate, active: shopPromotionRules.active })
      .from(shopVoucherCodes)
      .innerJoin(shopVoucherSettings, eq(shopVoucherSettings.id, shopVoucherCodes.shopVoucherSettingId))
      .innerJoin(shopPromotionRules, eq(shopPromotionRules.id, shopVoucherSettings.ruleId))
      .where(eq(shopVoucherCodes.id, shopVoucherCodeId))
      .for('update', { of: shopVoucherCodes });
    if (!code) return undefined;
    if (!code.active) throw badInput(`Code ${code.name} belongs to a voucher that is turned off; turn the voucher on before giving it.`, { shopVoucherCodeId: 'The voucher is turned off.' });
    if (code.endDate.getTime() <= Date.now())
      throw badInput(`Code ${code.name} belongs to a voucher that ended on ${formatDate(code.endDate, JAKARTA_OFFSET)}; it can no longer be given.`, { shopVoucherCodeId: 'The voucher has ended.' });
    const ids = [...new Set(shopCustomerIds)];
    const known = new Set((await tx.select({ id: shopCustomers.id }).from(shopCustomers).where(inArray(shopCustomers.id, ids))).map((row) => row.id));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length > 0) {
      const named = missing.slice(0, 5).join(', ') + (missing.length > 5 ? ` and ${formatNumber(missing.length - 5, 0)} more` : '');
      throw badInput(`There is no customer with id ${named}; nothing was assigned.`, { shopCustomerIds: `${plural(missing.length, 'customer does', 'customers do')} not exist.` });
    }
    const added = await tx
      .insert(shopAssignedVouchers)
      .values(ids.map((shopCustomerId) => ({ shopVoucherCodeId, shopCustomerId })))
      .onConflictDoNothing()
      .returning({ id: shopAssignedVouchers.id });
    const result = { code: { id: code.id, name: code.name }, assigned: added.length, alreadyAssigned: ids.length - added.length };
    return {
      result,
      activity: {
        entity: 'SHOP_VOUCHER_CODE',
        recordId: code.id,
        message: words(result),
        changes: { customers: { before: null, after: { assigned: result.assigned, alreadyAssigned: result.alreadyAssigned } } },
      },
    };
  },
});
