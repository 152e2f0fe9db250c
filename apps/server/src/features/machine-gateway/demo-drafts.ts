import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { machineTypes } from '../machine-types/machine-types.table';
import { machineDrafts } from './machine-gateway.table';

/** A few machines that booted in the warehouse and wait to be converted; one names a type nobody has entered yet. */
export async function seedDemoDrafts(db: Database, now = new Date()): Promise<void> {
  const types = await db.select({ id: machineTypes.id, initialName: machineTypes.initialName }).from(machineTypes).orderBy(asc(machineTypes.id));
  const typeId = (initialName: string) => types.find((type) => type.initialName === initialName)?.id ?? null;
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const slots = (count: number) => ({ slots: Array.from({ length: count }, (_, index) => ({ slot: index + 1, capacity: 40 })) });
  await db.insert(machineDrafts).values([
    { vmcNo: 'JB-0101', factoryNumber: 'FN-2026-0101', reportedMachineType: 'JB', machineTypeId: typeId('JB'), androidType: 'Android 11 kiosk', owner: 'Jumpstart', physicalCondition: 'CLEAR', slotSetting: slots(8), registeredFrom: '10.20.0.31', createdAt: hoursAgo(30), updatedAt: hoursAgo(30) },
    { vmcNo: 'JC-0102', factoryNumber: 'FN-2026-0102', reportedMachineType: 'JC', machineTypeId: typeId('JC'), androidType: 'Android 11 kiosk', owner: 'Jumpstart', physicalCondition: 'CLEAR', slotSetting: slots(5), registeredFrom: '10.20.0.32', createdAt: hoursAgo(6), updatedAt: hoursAgo(6) },
    { vmcNo: 'JK-0103', factoryNumber: 'FN-2026-0103', reportedMachineType: 'JK', machineTypeId: typeId('JK'), androidType: 'Android 12 kiosk', owner: 'Franchise partner', physicalCondition: 'PARTIAL', slotSetting: slots(10), registeredFrom: '10.20.0.33', createdAt: hoursAgo(2), updatedAt: hoursAgo(2) },
    { vmcNo: 'JX-0104', factoryNumber: 'FN-2026-0104', reportedMachineType: 'JX-PROTO', machineTypeId: null, androidType: 'Android 12 kiosk', owner: 'Jumpstart', physicalCondition: 'CLEAR', slotSetting: null, registeredFrom: '10.20.0.34', createdAt: hoursAgo(1), updatedAt: hoursAgo(1) },
  ]);
}
