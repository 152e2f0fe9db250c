import { asc, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { machines } from '../features/machines/machines.table';
import { machineErrors, machinePayments, machineQrs } from '../features/machine-settings/machine-settings.table';

/** The codes the demo fleet's machines report, catalogued with what they mean and how urgent they are. */
export const DEMO_MACHINE_ERRORS = [
  { code: 'E03', description: 'Water tank empty', urgency: 'HIGH' },
  { code: 'E07', description: 'Coin and note acceptor offline', urgency: 'MEDIUM' },
  { code: 'E08', description: 'Boiler temperature too low', urgency: 'HIGH' },
  { code: 'E12', description: 'Milk frother blocked', urgency: 'MEDIUM' },
  { code: 'E17', description: 'Grinder jammed', urgency: 'CRITICAL' },
  { code: 'E21', description: 'Cup dispenser blocked', urgency: 'HIGH' },
  { code: 'E30', description: 'Door left open', urgency: 'LOW' },
  { code: 'W02', description: 'Milk powder running low', urgency: 'LOW' },
] as const;

/** The error catalogue, and payment settings and QR codes for the first machines at hubs. */
export async function seedDemoMachineSettings(db: Database): Promise<void> {
  await db.insert(machineErrors).values(DEMO_MACHINE_ERRORS.map((entry) => ({ ...entry })));
  const placed = await db
    .select({ id: machines.id, vmcNo: machines.vmcNo, mid: machines.mid, tid: machines.tid })
    .from(machines)
    .where(isNotNull(machines.mid))
    .orderBy(asc(machines.id))
    .limit(3);
  if (placed.length === 0) return;
  await db.insert(machinePayments).values(
    placed.map((machine, index) => ({
      machineId: machine.id,
      mid: machine.mid!,
      tid: machine.tid ?? `T${machine.id}`,
      storeId: `STORE-${String(index + 1).padStart(3, '0')}`,
      posId: `POS-${machine.vmcNo}`,
      partnerId: 'JUMPSTART-ALTITUDE',
      clientId: `client-${machine.vmcNo.toLowerCase()}`,
      channelId: '95221',
      // Demo values; a real secret never leaves the server.
      clientSecret: `demo-secret-${machine.id}`,
      privateKey: index === 0 ? 'demo-private-key' : null,
      active: true,
    })),
  );
  await db.insert(machineQrs).values(
    placed.flatMap((machine) => [
      { machineId: machine.id, qrType: 'gopay' as const, content: `00020101021126610014COM.GO-JEK.WWW0118936009140${machine.id}`, description: 'GoPay static QR' },
      { machineId: machine.id, qrType: 'danapay' as const, content: `00020101021126570011ID.DANA.WWW0118936009150${machine.id}`, description: null },
    ]),
  );
}
