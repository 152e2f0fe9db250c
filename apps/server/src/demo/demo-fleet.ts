import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { hubs } from '../features/hubs/hubs.table';
import { machineTypes } from '../features/machine-types/machine-types.table';
import { machineHubs, machines, midtranses } from '../features/machines/machines.table';

/*
 * The demo fleet: about sixty machines, most standing at the active demo hubs (some moved there from
 * another hub), a few in the warehouse waiting for their payment partner, and what the machines last
 * reported: most online, a few silent for hours, a few in error.
 */

const FLEET_SIZE = 60;
const IN_WAREHOUSE = 6;
const ERRORS = ['Grinder jammed', 'Water tank empty', 'Cup dispenser blocked', 'Boiler temperature too low'];
const MINUTE = 60_000;

const day = (base: Date, daysLater: number) => new Date(base.getTime() + daysLater * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoFleet(db: Database, now = new Date()): Promise<void> {
  const [live] = await db
    .insert(midtranses)
    .values([
      { merchantId: 'G812345678', serverKey: 'Mid-server-demo-live', clientKey: 'Mid-client-demo-live', production: true, description: 'Card and QR payments of the Jakarta fleet.' },
      { merchantId: 'G887766554', serverKey: 'Mid-server-demo-regional', clientKey: 'Mid-client-demo-regional', production: true, description: 'Bandung and Surabaya machines.' },
      { merchantId: 'G800000001', serverKey: 'SB-Mid-server-demo', clientKey: 'SB-Mid-client-demo', production: false, description: 'Sandbox, for trying new machines.' },
    ])
    .returning({ id: midtranses.id });
  const types = await db.select({ id: machineTypes.id, initialName: machineTypes.initialName }).from(machineTypes).orderBy(asc(machineTypes.id));
  const places = await db.select({ id: hubs.id, city: hubs.city }).from(hubs).where(eq(hubs.active, true)).orderBy(asc(hubs.id));
  if (types.length === 0 || places.length === 0) return;

  const rows = Array.from({ length: FLEET_SIZE }, (_, index) => {
    const type = types[index % types.length]!;
    const number = index + 1;
    const warehouse = index >= FLEET_SIZE - IN_WAREHOUSE;
    const waiting = warehouse && index % 2 === 0;
    const silent = !warehouse && index % 11 === 5;
    const broken = !warehouse && index % 12 === 7;
    return {
      vmcNo: `${type.initialName}-${String(number).padStart(4, '0')}`,
      name: `${type.initialName} ${String(number).padStart(3, '0')}`,
      mid: warehouse ? null : `M${String(700_000 + number)}`,
      tid: warehouse ? null : `T${String(900_000 + number)}`,
      factoryNumber: `FN-2025-${String(1_000 + number)}`,
      machineTypeId: type.id,
      physicalCondition: index % 17 === 3 ? ('PARTIAL' as const) : index % 23 === 9 ? ('FAIL' as const) : ('CLEAR' as const),
      active: !waiting && !(warehouse && index % 3 === 0),
      waitingForAltitude: waiting,
      androidType: index % 2 === 0 ? 'Android 11 kiosk' : 'Android 9 kiosk',
      simcardNo: `0813${String(20_000_000 + number * 37)}`,
      runningSchedules: null,
      refrigeratorMode: type.initialName === 'JK' ? ('ALWAYS_ON' as const) : ('SCHEDULED' as const),
      refrigeratorMinTemperature: 2,
      refrigeratorMaxTemperature: 8,
      lockMotorState: 'LOCKED' as const,
      owner: index % 5 === 4 ? 'Franchise partner' : 'Jumpstart',
      lastHeartbeat: warehouse ? null : new Date(now.getTime() - (silent ? (3 + (index % 20)) * 60 * MINUTE : (index % 3) * MINUTE)),
      lastError: broken ? ERRORS[Math.floor(index / 12) % ERRORS.length]! : null,
      lastErrorAt: broken ? new Date(now.getTime() - (20 + index) * MINUTE) : null,
      // Every other machine in error has someone on the way (an error task in the demo tasks).
      isErrorAssigned: broken && Math.floor(index / 12) % 2 === 1,
    };
  });
  const inserted = await db.insert(machines).values(rows).returning({ id: machines.id });

  const placements: (typeof machineHubs.$inferInsert)[] = [];
  const started = new Date(now.getTime() - 400 * 86_400_000);
  inserted.slice(0, FLEET_SIZE - IN_WAREHOUSE).forEach((machine, index) => {
    const hub = places[index % places.length]!;
    const account = hub.city === 'Jakarta' ? live!.id : live!.id + 1;
    const placement = { machineId: machine.id, midtransId: account, terminalId: `TRM-${String(5_000 + index)}`, merchantId: `MRC-${String(300 + (index % 9))}`, simcardNo: rows[index]!.simcardNo };
    // Every fourth machine stood somewhere else first.
    if (index % 4 === 1) {
      const earlier = places[(index + 7) % places.length]!;
      placements.push({ ...placement, hubId: earlier.id, loadedAt: day(started, index), unloadedAt: day(started, 120 + index) });
      placements.push({ ...placement, hubId: hub.id, loadedAt: day(started, 121 + index), unloadedAt: null });
    } else {
      placements.push({ ...placement, hubId: hub.id, loadedAt: day(started, index * 3), unloadedAt: null });
    }
  });
  await db.insert(machineHubs).values(placements);
}
