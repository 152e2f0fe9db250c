import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import { GATEWAY_MESSAGES, type DraftRegistration } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { defineOperation } from '../../platform/operation';
import { machineTypes } from '../machine-types/machine-types.table';
import { machines } from '../machines/machines.table';
import { machineDrafts } from './machine-gateway.table';

export type Registration =
  | { outcome: 'created' | 'updated'; draftId: number }
  | { outcome: 'isMachine'; message: string }
  | { outcome: 'full'; message: string };

/**
 * A machine's first boot: it becomes a draft, or refreshes the draft it already is (it boots again
 * before anyone converted it), so registering twice leaves one draft. A factory number that is a
 * machine already is refused: that machine has a key.
 */
export const registerDraft = defineOperation<{ data: DraftRegistration; address: string; maxWaiting: number }, Registration>({
  run: async (transaction, { data, address, maxWaiting }) => ({ result: await register(transaction, data, address, maxWaiting) }),
});

async function register(transaction: Transaction, data: DraftRegistration, address: string, maxWaiting: number): Promise<Registration> {
  // One registration at a time, so the count of waiting drafts and the lookup by factory number hold.
  await transaction.execute(sql`select pg_advisory_xact_lock(hashtext('machine_drafts_register'))`);
  const factory = sql`upper(${data.factoryNumber})`;
  const [machine] = await transaction.select({ id: machines.id }).from(machines).where(eq(sql`upper(${machines.factoryNumber})`, factory));
  if (machine) return { outcome: 'isMachine', message: GATEWAY_MESSAGES.factoryNumberIsMachine };
  const reported = data.machineType.toLowerCase();
  const [type] = await transaction
    .select({ id: machineTypes.id })
    .from(machineTypes)
    .where(or(eq(sql`lower(${machineTypes.initialName})`, reported), eq(sql`lower(${machineTypes.name})`, reported)))
    .orderBy(machineTypes.id)
    .limit(1);
  const values = {
    vmcNo: data.vmcNo,
    factoryNumber: data.factoryNumber,
    reportedMachineType: data.machineType,
    machineTypeId: type?.id ?? null,
    androidType: data.androidType,
    owner: data.owner,
    physicalCondition: data.physicalCondition,
    slotSetting: data.slotSetting,
    registeredFrom: address.slice(0, 100),
  };
  const waiting = and(eq(sql`upper(${machineDrafts.factoryNumber})`, factory), isNull(machineDrafts.convertedMachineId));
  const [existing] = await transaction.select({ id: machineDrafts.id }).from(machineDrafts).where(waiting);
  if (existing) {
    await transaction.update(machineDrafts).set({ ...values, updatedAt: new Date() }).where(eq(machineDrafts.id, existing.id));
    return { outcome: 'updated', draftId: existing.id };
  }
  const [{ waitingCount }] = (await transaction.select({ waitingCount: count() }).from(machineDrafts).where(isNull(machineDrafts.convertedMachineId))) as [{ waitingCount: number }];
  if (waitingCount >= maxWaiting) return { outcome: 'full', message: `${waitingCount} machine drafts are waiting to be converted; no more are taken until some are.` };
  const [row] = await transaction.insert(machineDrafts).values(values).returning({ id: machineDrafts.id });
  return { outcome: 'created', draftId: row!.id };
}
