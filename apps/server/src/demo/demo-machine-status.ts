import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { MachineInstruction, InstructionState } from '@back-office/domain';
import type { Database } from '../db/client';
import { machineHubs, machines } from '../features/machines/machines.table';
import { users } from '../platform/identity/users.table';
import { machineHistories, machineStatusErrors, serverInstructionLogs } from '../features/machine-status/machine-status.table';

/*
 * What the demo fleet has been through: each placed machine's boots, the errors of the machines in
 * error now (and earlier ones that were fixed), lost connections of the silent ones, and
 * instructions sent from the console, some acknowledged, one superseded, a few still waiting.
 * Bulk inserts only, so the seed stays fast.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const CODES: Record<string, { code: string; set: string; fatal: boolean; persists: boolean }> = {
  'Grinder jammed': { code: 'E17', set: 'Grinder 1', fatal: true, persists: true },
  'Water tank empty': { code: 'E03', set: 'Water tank', fatal: true, persists: false },
  'Cup dispenser blocked': { code: 'E21', set: 'Cup dispenser', fatal: false, persists: true },
  'Boiler temperature too low': { code: 'E08', set: 'Boiler', fatal: false, persists: false },
};

export async function seedDemoMachineStatus(db: Database, staffIds: number[], now = new Date()): Promise<void> {
  const placed = await db
    .select({ id: machines.id, vmcNo: machines.vmcNo, lastError: machines.lastError, lastErrorAt: machines.lastErrorAt, lastHeartbeat: machines.lastHeartbeat })
    .from(machines)
    .innerJoin(machineHubs, and(eq(machineHubs.machineId, machines.id), isNull(machineHubs.unloadedAt)))
    .orderBy(asc(machines.id));
  if (placed.length === 0) return;
  const staff = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, staffIds));
  const person = (index: number) => staff[index % Math.max(staff.length, 1)] ?? null;

  const history: (typeof machineHistories.$inferInsert)[] = [];
  const errors: (typeof machineStatusErrors.$inferInsert)[] = [];
  const instructions: (typeof serverInstructionLogs.$inferInsert)[] = [];
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);

  placed.forEach((machine, index) => {
    history.push({ machineId: machine.id, type: 'BOOT', message: 'Machine started (software 4.2.1)', updatedAt: at(72 + (index % 24)) });
    // Every machine had a fixed error some days ago: reported, then back to normal.
    if (index % 3 === 0) {
      const reported = at(50 + (index % 10));
      const fixed = new Date(reported.getTime() + 40 * MINUTE);
      errors.push({ machineId: machine.id, errorCodeMachine: 'E03', errorDescription: 'Water tank empty', machineSet: 'Water tank', fatalError: true, persistenceError: false, reportedAt: reported, clearedAt: fixed });
      history.push({ machineId: machine.id, type: 'ERROR', message: 'Error E03: Water tank empty (set Water tank) [fatal]', updatedAt: reported });
      history.push({ machineId: machine.id, type: 'STATUS', message: 'Status normal: Tank refilled (error cleared)', updatedAt: fixed });
    }
    // The silent machines lost their connection when they last called.
    if (machine.lastHeartbeat && now.getTime() - machine.lastHeartbeat.getTime() > HOUR) {
      history.push({ machineId: machine.id, type: 'CONNECTION', message: 'Connection lost', updatedAt: new Date(machine.lastHeartbeat.getTime() + 5 * MINUTE) });
    }
    if (machine.lastError && machine.lastErrorAt) {
      const known = CODES[machine.lastError] ?? { code: 'E99', set: null, fatal: false, persists: false };
      const traits = [known.fatal && 'fatal', known.persists && 'persists'].filter(Boolean).join(', ');
      errors.push({ machineId: machine.id, errorCodeMachine: known.code, errorDescription: machine.lastError, machineSet: known.set, fatalError: known.fatal, persistenceError: known.persists, reportedAt: machine.lastErrorAt });
      history.push({ machineId: machine.id, type: 'STATUS', message: 'Status busy: Brewing', updatedAt: new Date(machine.lastErrorAt.getTime() - 30 * MINUTE) });
      history.push({ machineId: machine.id, type: 'ERROR', message: `Error ${known.code}: ${machine.lastError}${known.set ? ` (set ${known.set})` : ''}${traits ? ` [${traits}]` : ''}`, updatedAt: machine.lastErrorAt });
    }
    // Instructions from the console for every fifth machine.
    if (index % 5 === 0) {
      const by = person(index);
      const log = (command: MachineInstruction, state: InstructionState, setHoursAgo: number, fetched: number | null, acknowledged: number | null) => {
        instructions.push({
          machineId: machine.id,
          command,
          state,
          setAt: at(setHoursAgo),
          setByUserId: by?.id ?? null,
          setByName: by?.name ?? null,
          fetchedAt: fetched === null ? null : at(fetched),
          acknowledgedAt: acknowledged === null ? null : at(acknowledged),
        });
        history.push({ machineId: machine.id, userId: by?.id ?? null, userName: by?.name ?? null, type: 'INSTRUCTION', message: `Instruction ${command} set`, updatedAt: at(setHoursAgo) });
        if (fetched !== null) history.push({ machineId: machine.id, type: 'INSTRUCTION', message: `Instruction ${command} fetched by the machine`, updatedAt: at(fetched) });
        if (acknowledged !== null) history.push({ machineId: machine.id, type: 'INSTRUCTION', message: `Instruction ${command} acknowledged by the machine`, updatedAt: at(acknowledged) });
      };
      log('rinsing', 'ACKNOWLEDGED', 30, 29.99, 29.95);
      log('priceset', 'ACKNOWLEDGED', 20, 19.99, 19.98);
      if (index % 10 === 0) log('reboot', 'PENDING', 0.5, null, null);
      else if (index % 15 === 5) log('opendoor', 'FETCHED', 0.2, 0.19, null);
    }
  });

  if (errors.length > 0) await db.insert(machineStatusErrors).values(errors);
  const written = instructions.length === 0 ? [] : await db.insert(serverInstructionLogs).values(instructions).returning({ id: serverInstructionLogs.id, machineId: serverInstructionLogs.machineId, state: serverInstructionLogs.state });
  // One superseded instruction: an upgrade replaced by the reboot still waiting.
  const waiting = written.find((row) => row.state === 'PENDING');
  if (waiting) {
    const by = person(1);
    const [old] = await db
      .insert(serverInstructionLogs)
      .values({ machineId: waiting.machineId, command: 'upgrade', state: 'SUPERSEDED', setAt: at(2), setByUserId: by?.id ?? null, setByName: by?.name ?? null, supersededAt: at(0.5), supersededById: waiting.id })
      .returning({ id: serverInstructionLogs.id });
    if (old) history.push({ machineId: waiting.machineId, userId: by?.id ?? null, userName: by?.name ?? null, type: 'INSTRUCTION', message: 'Instruction upgrade set', updatedAt: at(2) });
  }
  if (history.length > 0) await db.insert(machineHistories).values(history);
  // The machines' lastError reads as the gateway writes it: "E17: Grinder jammed".
  for (const row of errors.filter((error) => !error.clearedAt)) {
    await db.update(machines).set({ lastError: `${row.errorCodeMachine}: ${row.errorDescription}` }).where(and(eq(machines.id, row.machineId), isNotNull(machines.lastError)));
  }
}
