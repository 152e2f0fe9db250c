import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  VENDING_PAYMENT_METHODS,
  id,
  userMachineMappingSchema,
  userPaymentMappingSchema,
  type VendingPaymentMethod,
} from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { builder, describedValues } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import type { Context } from '../../platform/context';
import { badInput, notFound, refused } from '../../platform/errors';
import { machineRef } from '../machines/machines.schema';
import { machines } from '../machines/machines.table';
import { UserRef, type UserRow } from '../users/users.schema';
import { userMachines, userPayments, users } from '../../platform/identity/users.table';
import { loadMachineMapping, machineScope } from '../machines/machine-scope';

/*
 * Per-user mappings of machines and payment methods (/user/{userId}/mapping). A user mapped to
 * machines sees and touches only those (machine-scope.ts); a user mapped to payment methods sees
 * only vending payments made with those (paymentScope, for the orders and settlement features).
 * An empty list means not limited. Each list is replaced whole by its update, audited.
 */

export const VendingPaymentMethodEnum = builder.enumType('VendingPaymentMethod', {
  description: 'How a vending order is paid.',
  values: describedValues(VENDING_PAYMENT_METHODS, { CASH: "Cash.", DANA: "DANA e-wallet.", FREE: "Free of charge.", GOPAY: "GoPay e-wallet.", JAKONE: "JakOne Mobile.", JUMPSTART: "The company's own card or app.", LINKAJA: "LinkAja e-wallet.", SHOPEE_PAY: "ShopeePay e-wallet.", TEST: "A test payment." }),
});

export const sorted = <Value extends string | number>(values: readonly Value[]) => [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

builder.objectFields(UserRef, (t) => ({
  machineIds: t.intList({
    nullable: true,
    description: 'The machines the user is mapped to (those the caller may see); empty: not limited by machine.',
    authScopes: { authority: 'VIEW_USER_MACHINE_MAPPING' },
    resolve: async (user, _args, context) => (await mappedMachines(context, user.id)).map((machine) => machine.id),
  }),
  machines: t.field({
    type: [machineRef],
    nullable: true,
    description: 'The machines the user is mapped to (those the caller may see), by VMC number.',
    authScopes: { authority: 'VIEW_USER_MACHINE_MAPPING' },
    resolve: (user, _args, context) => mappedMachines(context, user.id),
  }),
  payments: t.field({
    type: [VendingPaymentMethodEnum],
    nullable: true,
    description: 'The payment methods the user is mapped to; empty: not limited by payment.',
    authScopes: { authority: 'VIEW_USER_PAYMENT' },
    resolve: (user, _args, context) => paymentsOf(context.db, user.id),
  }),
}));

function mappedMachines(context: Context, userId: number) {
  return context.db
    .select({ machine: machines })
    .from(userMachines)
    .innerJoin(machines, eq(machines.id, userMachines.value))
    .where(and(eq(userMachines.userId, userId), machineScope(context, machines.id)))
    .orderBy(asc(machines.vmcNo), asc(machines.id))
    .then((rows) => rows.map((row) => row.machine));
}

async function paymentsOf(db: Context['db'] | Transaction, userId: number): Promise<VendingPaymentMethod[]> {
  const rows = await db.select({ payment: userPayments.payment }).from(userPayments).where(eq(userPayments.userId, userId)).orderBy(asc(userPayments.payment));
  return rows.map((row) => row.payment as VendingPaymentMethod);
}

/** The user whose mapping changes, locked so that two saves of one user's mapping follow each other. */
export async function lockUser(transaction: Transaction, userId: number): Promise<UserRow> {
  const [user] = await transaction.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw notFound('User', userId);
  return user;
}

/**
 * Someone limited by a mapping hands out only what they hold: the new list within theirs and not
 * empty (empty means everything), and only to a user who holds nothing beyond theirs already.
 */
export function expectWithin<Value>(mine: readonly Value[] | null, before: readonly Value[], after: readonly Value[], kind: string, things: string, username: string) {
  if (!mine) return;
  const outside = (values: readonly Value[]) => values.length === 0 || values.some((value) => !mine.includes(value));
  if (outside(before)) throw refused(`You cannot change the ${kind} mapping of "${username}": they see ${things} beyond yours.`);
  const beyond = after.filter((value) => !mine.includes(value));
  if (beyond.length > 0) throw refused(`You can hand out only your own ${things}; ${beyond.join(', ')} ${beyond.length === 1 ? 'is' : 'are'} not among them.`);
  if (after.length === 0) throw refused(`You are limited to your own ${things}, so you cannot leave a user unlimited: keep at least one.`);
}

const auditFor = (kind: 'MACHINE' | 'PAYMENT', user: UserRow, before: readonly unknown[], after: readonly unknown[]) => ({
  activity: kind === 'MACHINE' ? 'UPDATE_USER_MACHINE_MAPPING' : 'UPDATE_USER_PAYMENT',
  entity: 'USER',
  recordId: user.id,
  message: `Updated the ${kind === 'MACHINE' ? 'machine' : 'payment'} mapping of "${user.username}".`,
  changes: { [kind === 'MACHINE' ? 'machines' : 'payments']: { before, after } },
});

defineCommand('updateUserMachine', {
  description: 'Sets the machines the user sees and touches, the whole list; an empty list leaves the user unlimited by machine.',
  authority: 'UPDATE_USER_MACHINE_MAPPING',
  args: (arg) => ({ userId: arg.int({ description: 'The id of the user.', required: true }), machineIds: arg.intList({ description: 'The ids of the machines.', required: true }) }),
  input: { userId: id, machineIds: userMachineMappingSchema.shape.machineIds },
  type: UserRef,
  what: 'User',
  // The machines the caller is limited to, if any.
  prepare: (_input, context) => loadMachineMapping(context),
  run: async (transaction, input, context, mine) => {
    const machineIds = sorted(input.machineIds);
    const user = await lockUser(transaction, input.userId);
    // Every machine must exist and be one the caller may see: one they may not is reported as missing.
    const found =
      machineIds.length > 0
        ? await transaction
            .select({ id: machines.id, vmcNo: machines.vmcNo })
            .from(machines)
            .where(and(inArray(machines.id, machineIds), machineScope(context, machines.id)))
        : [];
    const missing = machineIds.filter((machineId) => !found.some((machine) => machine.id === machineId));
    if (missing.length > 0) {
      const message = missing.length === 1 ? `Machine ${missing[0]} does not exist.` : `Machines ${missing.slice(0, 10).join(', ')} do not exist.`;
      throw badInput(message, { machineIds: message });
    }
    const beforeRows = await transaction
      .select({ id: userMachines.value, vmcNo: machines.vmcNo })
      .from(userMachines)
      .leftJoin(machines, eq(machines.id, userMachines.value))
      .where(eq(userMachines.userId, user.id));
    expectWithin(mine, beforeRows.map((row) => row.id), machineIds, 'machine', 'machines', user.username);
    await transaction.delete(userMachines).where(eq(userMachines.userId, user.id));
    if (machineIds.length > 0) await transaction.insert(userMachines).values(machineIds.map((value) => ({ userId: user.id, value })));
    const vmcNos = (rows: { vmcNo: string | null; id: number }[]) => sorted(rows.map((row) => row.vmcNo ?? String(row.id)));
    return { result: user, activity: auditFor('MACHINE', user, vmcNos(beforeRows), vmcNos(found)) };
  },
});

defineCommand('updateUserPayment', {
  description: 'Sets the payment methods whose vending payments the user sees, the whole list; an empty list leaves the user unlimited by payment.',
  authority: 'UPDATE_USER_PAYMENT',
  args: (arg) => ({
    userId: arg.int({ description: 'The id of the user.', required: true }),
    payments: arg({ description: 'The payment methods whose orders the user may see; empty for all.', type: [VendingPaymentMethodEnum], required: true }),
  }),
  input: { userId: id, payments: userPaymentMappingSchema.shape.payments },
  type: UserRef,
  what: 'User',
  run: async (transaction, input, context) => {
    const payments = sorted(input.payments);
    const user = await lockUser(transaction, input.userId);
    const mine = await paymentsOf(transaction, context.user!.id);
    const before = await paymentsOf(transaction, user.id);
    expectWithin(mine.length > 0 ? mine : null, before, payments, 'payment', 'payment methods', user.username);
    await transaction.delete(userPayments).where(eq(userPayments.userId, user.id));
    if (payments.length > 0) await transaction.insert(userPayments).values(payments.map((payment) => ({ userId: user.id, payment })));
    return { result: user, activity: auditFor('PAYMENT', user, before, payments) };
  },
});
