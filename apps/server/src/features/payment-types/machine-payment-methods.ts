import { and, asc, countDistinct, eq, inArray } from 'drizzle-orm';
import { labelIn, qrTypeLabels, type QrType } from '@back-office/domain';
import type { Database } from '../../db/client';
import type { Viewer } from '../../platform/context';
import { machineQrs } from '../machine-settings/machine-settings.table';
import { machineScope } from '../machines/machine-scope';
import { machines } from '../machines/machines.table';
import { qrTypeMappings } from './payment-types.table';

/*
 * What a machine offers its customers: each QR code it has (machine settings) whose QR type is
 * switched on here. The gateway answers it to the machine (GET /gateway/v1/payment-methods).
 */

export interface OfferedPaymentMethod {
  qrType: QrType;
  label: string;
  paymentProvider: string;
  content: string;
}

/** The QR payments the machine offers now, in the QR types' order. */
export async function offeredPaymentMethods(db: Database, machineId: number): Promise<OfferedPaymentMethod[]> {
  const rows = await db
    .select({ qrType: machineQrs.qrType, paymentProvider: qrTypeMappings.paymentProvider, content: machineQrs.content })
    .from(machineQrs)
    .innerJoin(qrTypeMappings, eq(qrTypeMappings.qrType, machineQrs.qrType))
    .where(and(eq(machineQrs.machineId, machineId), eq(machineQrs.active, true), eq(qrTypeMappings.active, true)))
    .orderBy(asc(qrTypeMappings.id));
  return rows.map((row) => ({ ...row, label: labelIn(qrTypeLabels, row.qrType) }));
}

/** The active machines with a QR code of any of the types: how many in the fleet, and the first 50 the caller may see. */
export async function machinesOfferingQrTypes(context: Viewer, qrTypes: QrType[]) {
  if (qrTypes.length === 0) return { totalMachines: 0, machines: [] };
  const offering = and(eq(machines.active, true), eq(machineQrs.active, true), inArray(machineQrs.qrType, qrTypes));
  const [total] = await context.db.select({ total: countDistinct(machineQrs.machineId) }).from(machineQrs).innerJoin(machines, eq(machines.id, machineQrs.machineId)).where(offering);
  const visible = await context.db
    .selectDistinct({ id: machines.id, vmcNo: machines.vmcNo, name: machines.name })
    .from(machines)
    .innerJoin(machineQrs, eq(machineQrs.machineId, machines.id))
    .where(and(offering, machineScope(context)))
    .orderBy(asc(machines.vmcNo))
    .limit(50);
  return { totalMachines: Number(total?.total ?? 0), machines: visible };
}
