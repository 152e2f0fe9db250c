import { and, eq, isNull } from 'drizzle-orm';
import { haversineKm } from '@back-office/refill-planner';
import type { Database } from '../db/client';
import { hubs } from '../features/hubs/hubs.table';
import { leaves } from '../features/leaves/leaves.table';
import { machineHubs, machines } from '../features/machines/machines.table';
import { machineStatusErrors } from '../features/machine-status/machine-status.table';
import { stripedPng } from '@back-office/domain/png';
import { roadKm } from '../features/refill-plans/refill-instance';
import { planRefillDay } from '../features/refill-plans/refill-plans.service';
import { refillPlans } from '../features/refill-plans/refill-plans.table';
import { tomorrow } from '../features/refill-plans/refill-plans.schema';
import { refillerSchedules } from '../features/refiller-schedules/refiller-schedules.table';
import { companyDayOf } from '../features/tasks/task-days';
import { tasks, type TaskLoadItem } from '../features/tasks/tasks.table';
import { ingredients, packagings, units } from '../features/master-data/master-data.table';
import { machineStockIns, machineStockOuts } from '../features/machine-stock/machine-stock.table';
import { users } from '../platform/identity/users.table';
import { detectFile, storeUpload, uploadsFolderFromEnvironment } from '../platform/uploads';

/*
 * Two weeks of the demo refillers' work, today's round still to do, and the plan of tomorrow, so the
 * task pages, reports and logistic analytics have history and the supervisor has a plan to review.
 * Each working day a refiller visits the three to five machines nearest their start, a different
 * choice each day; one visit in fifteen was declined. Today every other refiller is at the first stop,
 * and each machine error marked assigned has its refiller check.
 */

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const HISTORY_DAYS = 14;

/** What a machine lacks to be full: each ingredient and finite packaging up to its maximum. */
async function shortfallOf(db: Database, machineId: number): Promise<TaskLoadItem[]> {
  const ins = await db
    .select({ id: ingredients.id, name: ingredients.name, unit: units.name, current: machineStockIns.currentStock, max: machineStockIns.maxStock })
    .from(machineStockIns)
    .innerJoin(ingredients, eq(ingredients.id, machineStockIns.ingredientId))
    .innerJoin(units, eq(units.id, ingredients.unitId))
    .where(eq(machineStockIns.machineId, machineId));
  const outs = await db
    .select({ id: packagings.id, name: packagings.name, current: machineStockOuts.currentStock, max: machineStockOuts.maxStock })
    .from(machineStockOuts)
    .innerJoin(packagings, eq(packagings.id, machineStockOuts.packagingId))
    .where(and(eq(machineStockOuts.machineId, machineId), eq(machineStockOuts.infinite, false)));
  return [
    ...ins.filter((row) => row.max > row.current).map((row) => ({ kind: 'ingredient' as const, id: row.id, name: row.name, quantity: Math.ceil(row.max - row.current), unit: row.unit })),
    ...outs.filter((row) => row.max > row.current).map((row) => ({ kind: 'packaging' as const, id: row.id, name: row.name, quantity: row.max - row.current, unit: 'pcs' })),
  ];
}

export async function seedDemoTasks(db: Database): Promise<void> {
  const team = await db
    .select({ userId: users.id, managerId: users.managerId, lat: users.latitude, lng: users.longitude, schedule: refillerSchedules })
    .from(refillerSchedules)
    .innerJoin(users, eq(users.id, refillerSchedules.userId));
  const placed = await db
    .select({ machineId: machines.id, vmcNo: machines.vmcNo, hubId: hubs.id, hubName: hubs.buildingName, lat: hubs.latitude, lng: hubs.longitude })
    .from(machineHubs)
    .innerJoin(machines, eq(machines.id, machineHubs.machineId))
    .innerJoin(hubs, eq(hubs.id, machineHubs.hubId))
    .where(and(isNull(machineHubs.unloadedAt), eq(machines.active, true)));
  if (team.length === 0 || placed.length === 0) return;
  const onLeave = new Set((await db.select({ userId: leaves.userId, date: leaves.date }).from(leaves).where(eq(leaves.state, 'APPROVED'))).map((row) => `${row.userId}:${row.date}`));
  const png = stripedPng(48, 64, [
    [60, 40, 30],
    [200, 170, 120],
  ]);
  const photo = await storeUpload(uploadsFolderFromEnvironment(), png, detectFile(png)!);

  const today = companyDayOf(new Date());
  const rows: (typeof tasks.$inferInsert)[] = [];
  /** Each day's planned tasks: the planner made every round, the evening before. */
  const planned = new Map<string, (typeof tasks.$inferInsert)[]>();
  let serial = 0;
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 0; daysAgo -= 1) {
    const day = companyDayOf(new Date(Date.parse(`${today}T12:00:00+07:00`) - daysAgo * 86_400_000));
    const weekday = WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]!;
    const dayRows: (typeof tasks.$inferInsert)[] = [];
    for (const [index, member] of team.entries()) {
      if (!member.schedule[weekday] || onLeave.has(`${member.userId}:${day}`) || member.lat === null || member.lng === null) continue;
      const start = { lat: member.lat, lng: member.lng };
      const nearest = [...placed].sort((a, b) => haversineKm(start, a) - haversineKm(start, b)).slice(0, 8);
      const visits = 3 + ((daysAgo + index) % 3);
      let previous = start;
      let clock = Date.parse(`${day}T08:30:00+07:00`);
      for (let stop = 0; stop < Math.min(visits, nearest.length); stop += 1) {
        serial += 1;
        const machine = nearest[(stop + daysAgo) % nearest.length]!;
        const distanceKm = Math.round(roadKm(previous, machine) * 100) / 100;
        clock += Math.max(10, (distanceKm / 30) * 60) * 60_000;
        const executionTime = new Date(clock);
        const base = {
          title: `Refill ${machine.vmcNo} at ${machine.hubName ?? 'the hub'}`,
          type: member.schedule.carRefiller ? ('CAR_REFILLER' as const) : ('REFILLER' as const),
          assignerId: member.managerId,
          assigneeId: member.userId,
          proposedAssigneeId: member.userId,
          machineId: machine.machineId,
          hubId: machine.hubId,
          hubName: machine.hubName,
          executionTime,
          createdTime: new Date(Date.parse(`${day}T00:00:00+07:00`) - 4 * 3_600_000),
          routeOrder: stop + 1,
          travelDistanceKm: distanceKm,
        };
        if (daysAgo === 0) {
          // Today's round: what to bring is the machine's shortfall; every other refiller is at the first stop already.
          const started = stop === 0 && index % 2 === 1;
          dayRows.push({
            ...base,
            load: await shortfallOf(db, machine.machineId),
            ...(started ? { state: 'STARTED' as const, executionTime: new Date(Date.now() - 30 * 60_000), startedTime: new Date(Date.now() - 20 * 60_000) } : {}),
          });
        } else if (serial % 15 === 0) {
          dayRows.push({ ...base, state: 'DECLINED', declineReason: 'The hub was closed for an event.', note: 'The hub was closed for an event.', updatedTime: executionTime });
        } else {
          const startedTime = new Date(clock + ((serial * 7) % 20) * 60_000);
          const finishedTime = new Date(startedTime.getTime() + (15 + ((serial * 11) % 20)) * 60_000);
          dayRows.push({ ...base, state: 'DONE', startedTime, finishedTime, updatedTime: finishedTime, image: photo, note: 'Filled up and cleaned.' });
          clock = finishedTime.getTime();
        }
        previous = machine;
      }
    }
    if (dayRows.length > 0) planned.set(day, dayRows);
  }
  for (const [day, dayRows] of planned) {
    const [plan] = await db
      .insert(refillPlans)
      .values({
        date: day,
        state: 'DONE',
        startedTime: new Date(Date.parse(`${day}T00:00:00+07:00`) - 4 * 3_600_000),
        finishedTime: new Date(Date.parse(`${day}T00:00:00+07:00`) - 4 * 3_600_000 + 2_000),
        machinesNeeding: dayRows.length,
        machinesPlanned: dayRows.length,
        refillers: new Set(dayRows.map((row) => row.assigneeId)).size,
        totalDistanceKm: Math.round(dayRows.reduce((sum, row) => sum + (row.travelDistanceKm ?? 0), 0) * 10) / 10,
      })
      .returning({ id: refillPlans.id });
    rows.push(...dayRows.map((row) => ({ ...row, planId: plan!.id })));
  }
  // The machines whose error someone is on the way to: a refiller check for the refiller nearest each, today.
  const assignedErrors = await db
    .select({ machineId: machines.id, vmcNo: machines.vmcNo, lastError: machines.lastError, errorId: machineStatusErrors.id, hubId: hubs.id, hubName: hubs.buildingName, lat: hubs.latitude, lng: hubs.longitude })
    .from(machines)
    .innerJoin(machineHubs, and(eq(machineHubs.machineId, machines.id), isNull(machineHubs.unloadedAt)))
    .innerJoin(hubs, eq(hubs.id, machineHubs.hubId))
    .leftJoin(machineStatusErrors, and(eq(machineStatusErrors.machineId, machines.id), isNull(machineStatusErrors.clearedAt)))
    .where(eq(machines.isErrorAssigned, true));
  const located = team.filter((member) => member.lat !== null && member.lng !== null);
  for (const error of assignedErrors) {
    const nearest = [...located].sort((a, b) => haversineKm({ lat: a.lat!, lng: a.lng! }, error) - haversineKm({ lat: b.lat!, lng: b.lng! }, error))[0];
    if (!nearest) continue;
    rows.push({
      title: `Check ${error.vmcNo}: ${error.lastError ?? 'error'}`,
      description: error.lastError,
      type: 'REFILLER_CHECK',
      assignerId: nearest.managerId,
      assigneeId: nearest.userId,
      machineId: error.machineId,
      hubId: error.hubId,
      hubName: error.hubName,
      executionTime: new Date(Date.now() + 60 * 60_000),
      machineStatusErrorId: error.errorId,
    });
  }
  if (rows.length > 0) await db.insert(tasks).values(rows);
  // Tomorrow's plan as the refillers' supervisor asks for it from the console (the evening run makes the next ones).
  const supervisorId = team.find((member) => member.managerId !== null)?.managerId;
  const [supervisor] = supervisorId ? await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, supervisorId)) : [];
  await planRefillDay(db, tomorrow(), supervisor ?? null);
}
