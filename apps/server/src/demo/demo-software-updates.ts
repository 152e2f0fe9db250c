import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { InstructionState } from '@back-office/domain';
import type { Database } from '../db/client';
import { machines } from '../features/machines/machines.table';
import { machineHistories, serverInstructionLogs } from '../features/machine-status/machine-status.table';
import { machineSoftwareRollouts, machineSoftwareUpdates } from '../features/software-updates/software-updates.table';
import { upgradePayload } from '../features/software-updates/software-updates.schema';
import { detectFile, storeUpload, uploadsFolderFromEnvironment } from '../platform/uploads';
import { tinyApk } from '../features/software-updates/tiny-apk';

const HOUR = 3_600_000;

/**
 * Two versions of the machines' app: 4.2.1, rolled out some days ago and taken by the machines it
 * was sent to (the whole placed fleet reports it), and 4.3.0, rolled out this morning to a few
 * machines: one has installed it, one fetched it, one has not asked yet, one acknowledged it but
 * still reports the old version.
 */
export async function seedDemoSoftwareUpdates(db: Database, uploadsFolder = uploadsFolderFromEnvironment(), now = new Date()): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const reporting = await db
    .select({ id: machines.id })
    .from(machines)
    .where(and(isNotNull(machines.lastHeartbeat), eq(machines.active, true)))
    .orderBy(asc(machines.id));
  if (reporting.length === 0) return;
  const apk = tinyApk('4.2.1', 421);
  const address = await storeUpload(uploadsFolder, apk, detectFile(apk)!);
  const [older, newer] = await db
    .insert(machineSoftwareUpdates)
    .values([
      {
        versionName: '4.2.1',
        versionCode: 421,
        apkUrl: address,
        sha256: createHash('sha256').update(apk).digest('hex'),
        releaseNotes: 'Faster QR payments; the cup counter survives a restart.',
        createdAt: at(24 * 8),
        updatedAt: at(24 * 8),
      },
      {
        versionName: '4.3.0',
        versionCode: 430,
        apkUrl: 'https://downloads.jumpstart.example/vending/app-4.3.0.apk',
        releaseNotes: 'Oat milk recipes, and the screensaver loads while idle.',
        createdAt: at(30),
        updatedAt: at(30),
      },
    ])
    .returning();
  if (!older || !newer) return;
  await db
    .update(machines)
    .set({ softwareVersionName: '4.2.1', softwareVersionCode: 421, softwareVersionAt: at(24 * 7) })
    .where(inArray(machines.id, reporting.map((row) => row.id)));

  // Machines with an instruction still waiting keep it: the newer update goes to others.
  const open = await db.select({ machineId: serverInstructionLogs.machineId }).from(serverInstructionLogs).where(inArray(serverInstructionLogs.state, ['PENDING', 'FETCHED']));
  const free = await db
    .select({ id: machines.id })
    .from(machines)
    .where(and(isNotNull(machines.lastHeartbeat), eq(machines.active, true), open.length > 0 ? notInArray(machines.id, open.map((row) => row.machineId)) : undefined))
    .orderBy(asc(machines.id));

  const send = async (update: typeof older, machineIds: number[], hoursAgo: number, outcome: (index: number) => { state: InstructionState; fetched: number | null; acknowledged: number | null }) => {
    if (machineIds.length === 0) return;
    const logs = await db
      .insert(serverInstructionLogs)
      .values(
        machineIds.map((machineId, index) => {
          const { state, fetched, acknowledged } = outcome(index);
          return { machineId, command: 'upgrade' as const, payload: upgradePayload(update), state, setAt: at(hoursAgo), setByName: 'Rina Wijaya', fetchedAt: fetched === null ? null : at(fetched), acknowledgedAt: acknowledged === null ? null : at(acknowledged) };
        }),
      )
      .returning({ id: serverInstructionLogs.id, machineId: serverInstructionLogs.machineId, fetchedAt: serverInstructionLogs.fetchedAt, acknowledgedAt: serverInstructionLogs.acknowledgedAt });
    await db.insert(machineSoftwareRollouts).values(logs.map((log) => ({ updateId: update.id, machineId: log.machineId, instructionLogId: log.id, sentAt: at(hoursAgo), sentByName: 'Rina Wijaya' })));
    await db.insert(machineHistories).values(
      logs.flatMap((log) => [
        { machineId: log.machineId, userName: 'Rina Wijaya', type: 'INSTRUCTION', message: 'Instruction upgrade set', updatedAt: at(hoursAgo) },
        ...(log.fetchedAt ? [{ machineId: log.machineId, type: 'INSTRUCTION', message: 'Instruction upgrade fetched by the machine', updatedAt: log.fetchedAt }] : []),
        ...(log.acknowledgedAt ? [{ machineId: log.machineId, type: 'INSTRUCTION', message: 'Instruction upgrade acknowledged by the machine', updatedAt: log.acknowledgedAt }] : []),
      ]),
    );
  };

  // The older update: taken by the first twelve machines (the rest of the fleet came with it).
  await send(older, reporting.slice(0, 12).map((row) => row.id), 24 * 7 + 2, () => ({ state: 'ACKNOWLEDGED', fetched: 24 * 7 + 1.9, acknowledged: 24 * 7 + 1.8 }));

  // The newer update, this morning, to four machines: installed, acknowledged without the new version yet, fetched, not asked yet.
  const chosen = free.slice(-4).map((row) => row.id);
  const outcomes: { state: InstructionState; fetched: number | null; acknowledged: number | null }[] = [
    { state: 'ACKNOWLEDGED', fetched: 3.9, acknowledged: 3.8 },
    { state: 'ACKNOWLEDGED', fetched: 3.9, acknowledged: 3.7 },
    { state: 'FETCHED', fetched: 3.5, acknowledged: null },
    { state: 'PENDING', fetched: null, acknowledged: null },
  ];
  await send(newer, chosen, 4, (index) => outcomes[index]!);
  if (chosen[0] !== undefined) {
    await db.update(machines).set({ softwareVersionName: '4.3.0', softwareVersionCode: 430, softwareVersionAt: at(3.7) }).where(eq(machines.id, chosen[0]));
    await db.insert(machineHistories).values({ machineId: chosen[0], type: 'SOFTWARE', message: 'Runs software 4.3.0 (430), was 4.2.1 (421)', updatedAt: at(3.7) });
  }
}
