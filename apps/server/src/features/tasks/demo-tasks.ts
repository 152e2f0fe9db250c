import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hubs } from '../hubs/hubs.table';
import { ingredients, packagings, units } from '../master-data/master-data.table';
import { machineStockIns, machineStockOuts } from '../machine-stock/machine-stock.table';
import { machineHubs, machines } from '../machines/machines.table';
import { roles } from '../roles/roles.table';
import { users } from '../users/users.table';
import { companyDayBounds, companyDayOf } from './task-days';
import { tasks, type TaskLoadItem } from './tasks.table';

/*
 * Demo tasks: each refiller has yesterday's route done, today's route of three stops to work through
 * (the first already started for some), and tomorrow the planner's proposals wait for a supervisor.
 * What to bring is each machine's shortfall to its maximum.
 */

const HOUR = 3_600_000;

export async function seedDemoTasks(db: Database, now = new Date()): Promise<void> {
  const refillers = await db
    .select({ id: users.id, managerId: users.managerId })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(inArray(roles.name, ['Refiller', 'Car Refiller']))
    .orderBy(asc(users.id));
  const stops = await db
    .select({ machineId: machines.id, vmcNo: machines.vmcNo, hubId: hubs.id, hubName: sql<string>`coalesce(${hubs.name}, ${hubs.buildingName}, ${hubs.companyName}, ${hubs.internalId})` })
    .from(machineHubs)
    .innerJoin(machines, eq(machines.id, machineHubs.machineId))
    .innerJoin(hubs, eq(hubs.id, machineHubs.hubId))
    .where(and(isNull(machineHubs.unloadedAt), eq(machines.active, true)))
    .orderBy(asc(machines.id))
    .limit(Math.max(1, refillers.length) * 8);
  if (refillers.length === 0 || stops.length === 0) return;

  const ins = await db
    .select({ machineId: machineStockIns.machineId, id: ingredients.id, name: ingredients.name, unit: units.name, missing: sql<number>`greatest(${machineStockIns.maxStock} - ${machineStockIns.currentStock}, 0)` })
    .from(machineStockIns)
    .innerJoin(ingredients, eq(ingredients.id, machineStockIns.ingredientId))
    .innerJoin(units, eq(units.id, ingredients.unitId))
    .where(inArray(machineStockIns.machineId, stops.map((stop) => stop.machineId)));
  const outs = await db
    .select({ machineId: machineStockOuts.machineId, id: packagings.id, name: packagings.name, missing: sql<number>`greatest(${machineStockOuts.maxStock} - ${machineStockOuts.currentStock}, 0)` })
    .from(machineStockOuts)
    .innerJoin(packagings, eq(packagings.id, machineStockOuts.packagingId))
    .where(and(inArray(machineStockOuts.machineId, stops.map((stop) => stop.machineId)), eq(machineStockOuts.infinite, false)));
  const loadOf = (machineId: number): TaskLoadItem[] => [
    ...ins.filter((row) => row.machineId === machineId && row.missing > 0).map((row) => ({ kind: 'ingredient' as const, id: row.id, name: row.name, quantity: Math.round(Number(row.missing)), unit: row.unit })),
    ...outs.filter((row) => row.machineId === machineId && row.missing > 0).map((row) => ({ kind: 'packaging' as const, id: row.id, name: row.name, quantity: Math.round(Number(row.missing)), unit: null })),
  ];

  const today = companyDayOf(now);
  const dayStart = (offset: number) => new Date(companyDayBounds(today).start.getTime() + offset * 24 * HOUR);
  const rows: (typeof tasks.$inferInsert)[] = [];
  refillers.forEach((refiller, index) => {
    const mine = [0, 1, 2].map((stop) => stops[(index * 3 + stop) % stops.length]!);
    mine.forEach((stop, order) => {
      const at = (offset: number) => new Date(dayStart(offset).getTime() + (9 + order * 1.5) * HOUR);
      const base = {
        type: 'REFILLER' as const,
        machineId: stop.machineId,
        hubId: stop.hubId,
        hubName: stop.hubName,
        routeOrder: order + 1,
        travelDistanceKm: 2.5 + ((index + order) % 4) * 1.7,
        assignerId: refiller.managerId,
        load: loadOf(stop.machineId),
      };
      // Yesterday: done, with a report to read.
      rows.push({
        ...base,
        title: `Refill ${stop.vmcNo}`,
        assigneeId: refiller.id,
        state: 'DONE',
        executionTime: at(-1),
        startedTime: new Date(at(-1).getTime() + 10 * 60_000),
        finishedTime: new Date(at(-1).getTime() + (35 + order * 7) * 60_000),
        note: order === 1 ? 'Cleaned the drip tray as well.' : null,
        createdTime: at(-2),
      });
      // Today: the route to work through; the first stop of every other refiller is under way.
      const started = order === 0 && index % 2 === 1 && at(0) < now;
      rows.push({ ...base, title: `Refill ${stop.vmcNo}`, assigneeId: refiller.id, state: started ? 'STARTED' : 'PENDING', startedTime: started ? at(0) : null, executionTime: at(0), createdTime: at(-1) });
      // Tomorrow: the planner's proposals, waiting for a supervisor.
      rows.push({ ...base, title: `Refill ${stop.vmcNo}`, assigneeId: null, assignerId: null, proposedAssigneeId: refiller.id, state: 'PENDING', executionTime: at(1), planId: 1, createdTime: now });
    });
  });
  await db.insert(tasks).values(rows);
}
