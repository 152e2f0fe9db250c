import { and, eq, gte, inArray, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import { haversineKm, type InstanceInput, type UnassignedReason } from '@back-office/refill-planner';
import { DEFAULT_SHIFT_START, defaultRouteEnd, gallonsOf, type Day, type Timezone } from '@back-office/domain';
import type { Queryable } from '../../db/client';
import { hubs } from '../hubs/hubs.table';
import { readLatteConfig } from '../latte-config/latte-config.schema';
import { onLeave } from '../leaves/on-leave';
import { ingredients, packagings, units } from '../master-data/master-data.table';
import { machineStockIns, machineStockOuts } from '../machine-stock/machine-stock.table';
import { machineHubs, machines } from '../machines/machines.table';
import { orderDailySales } from '../orders/orders.table';
import { ingredientInProducts } from '../products/products.table';
import { scheduledOn, weekdayOf } from '../refiller-schedules/scheduled-on';
import { refillerSchedules } from '../refiller-schedules/refiller-schedules.table';
import { tasks, type TaskLoadItem } from '../tasks/tasks.table';
import { users } from '../../platform/identity/users.table';

/*
 * What the refill planner is given for a day, read from the database (docs/refill-planner.md,
 * "From the console's data"):
 * - the refillers: those whose schedule has the day's weekday and who have no approved leave that
 *   day, each with their schedule's day: starting at home (their own coordinates) or at the
 *   warehouse, ending back at the start, at the warehouse or at the last machine, from the schedule's
 *   start time (REFILL_DAY_START without one) for the configuration's working hours, carrying the
 *   schedule's capacity (the configuration's without one);
 * - the machines that need a visit: set at an active hub, with a stock below the configuration's
 *   minimum percentage of its maximum now, or that will be by the end of the day at the rate it sold
 *   over the last two weeks, and no task for that day yet.
 */

/** Minutes since midnight of an "HH:mm" time. */
export const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** A refiller's day starts at 08:00 in Jakarta unless their schedule says otherwise. */
export const REFILL_DAY_START = minutesOf(DEFAULT_SHIFT_START);
/** Roads are longer than straight lines: distances are the straight line times this factor. */
export const ROAD_FACTOR = 1.3;

/**
 * The road distance between two places in km, estimated as the straight line times ROAD_FACTOR: the
 * one function a road-network engine would replace (the planner's instance names the same factor).
 */
export const roadKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => haversineKm(a, b) * ROAD_FACTOR;
/** Days of sales a machine's rate of use is taken from. */
const SALES_DAYS = 14;

const TIMEZONE_OFFSET_MINUTES: Record<Timezone, number> = { 'Asia/Jakarta': 420, 'Asia/Makassar': 480, 'Asia/Jayapura': 540 };

/** A machine that needs a visit, as the planner's stop refers to it. */
export interface PlannedMachine {
  machineId: number;
  vmcNo: string;
  hubId: number;
  hubName: string;
  load: TaskLoadItem[];
}

export interface Refiller {
  userId: number;
  car: boolean;
}

export interface RefillInstance {
  instance: InstanceInput;
  machines: Map<string, PlannedMachine>;
  refillers: Map<string, Refiller>;
  /** Machines that need a visit at a hub closed that day: nobody can reach them. */
  closed: (PlannedMachine & { reason: UnassignedReason | 'HUB_CLOSED'; message: string })[];
}

const notOnLeave = (date: string) => sql`not ${onLeave(date)}`;

/** The first instant of a Jakarta day. */
export const dayStart = (date: string) => new Date(`${date}T00:00:00+07:00`);

/** Reads the refillers and the machines that need a visit on `date` (YYYY-MM-DD, Jakarta). */
export async function readRefillInstance(db: Queryable, date: string, now = new Date()): Promise<RefillInstance> {
  const config = await readLatteConfig(db);
  const weekday = weekdayOf(date);
  const dayEnd = new Date(dayStart(date).getTime() + 86_400_000);

  const refillerRows = await db
    .select({ userId: users.id, latitude: users.latitude, longitude: users.longitude, schedule: refillerSchedules })
    .from(refillerSchedules)
    .innerJoin(users, eq(users.id, refillerSchedules.userId))
    .where(and(scheduledOn(date), notOnLeave(date)));
  const warehouse = config.warehouseLatitude !== null && config.warehouseLongitude !== null ? { lat: config.warehouseLatitude, lng: config.warehouseLongitude } : null;
  const refillers = new Map<string, Refiller>();
  const vehicles: InstanceInput['vehicles'] = [];
  for (const { userId, latitude, longitude, schedule } of refillerRows) {
    const home = latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : null;
    const start = schedule.startPlace === 'WAREHOUSE' ? warehouse : home;
    // No place to start from (a user without coordinates): no route; the plan's advice names them.
    if (!start) continue;
    const routeEnd = schedule.routeEnd ?? defaultRouteEnd(schedule.carRefiller, config.openRoutes);
    const shiftStart = schedule.shiftStart ? minutesOf(schedule.shiftStart) : REFILL_DAY_START;
    const id = `u${userId}`;
    refillers.set(id, { userId, car: schedule.carRefiller });
    vehicles.push({
      id,
      start,
      // Without a warehouse set, a car refiller's default end is back at the start.
      end: routeEnd === 'NONE' ? 'none' : routeEnd === 'WAREHOUSE' && warehouse ? warehouse : 'start',
      shift: { start: shiftStart, end: shiftStart + Math.round(config.refillerWorkingHour * 60) },
      capacity: schedule.capacity ?? config.refillerMaxGallon,
      maxDistanceKm: Math.min(schedule.maxDistance, config.refillerMaxDistance),
      serviceMinutes: schedule.carRefiller ? (config.carRefillTime ?? config.refillTime) : config.refillTime,
      plateParity: schedule.carRefiller ? schedule.oddEvenRationing : null,
    });
  }

  // Machines set at an active hub, with no task for the day yet.
  const placed = await db
    .select({ machineId: machines.id, vmcNo: machines.vmcNo, hub: hubs })
    .from(machineHubs)
    .innerJoin(machines, eq(machines.id, machineHubs.machineId))
    .innerJoin(hubs, eq(hubs.id, machineHubs.hubId))
    .where(
      and(
        isNull(machineHubs.unloadedAt),
        eq(machines.active, true),
        eq(hubs.active, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(tasks)
            .where(and(eq(tasks.machineId, machines.id), gte(tasks.executionTime, dayStart(date)), lt(tasks.executionTime, dayEnd), isNotNull(tasks.assigneeId))),
        ),
      ),
    );
  if (placed.length === 0) return { instance: instanceOf(date, config, vehicles, []), machines: new Map(), refillers, closed: [] };
  const machineIds = placed.map((row) => row.machineId);

  const since = new Date(now.getTime() - SALES_DAYS * 86_400_000).toISOString().slice(0, 10);
  const usePerDay = await db
    .select({ machineId: orderDailySales.machineId, ingredientId: ingredientInProducts.ingredientId, amount: sql<number>`sum(${orderDailySales.cups} * ${ingredientInProducts.amount}) / ${SALES_DAYS}`.mapWith(Number) })
    .from(orderDailySales)
    .innerJoin(ingredientInProducts, eq(ingredientInProducts.productId, orderDailySales.productId))
    .where(and(inArray(orderDailySales.machineId, machineIds), gte(orderDailySales.day, since)))
    .groupBy(orderDailySales.machineId, ingredientInProducts.ingredientId);
  const rate = new Map(usePerDay.map((row) => [`${row.machineId}:${row.ingredientId}`, row.amount]));

  const stockIns = await db
    .select({ machineId: machineStockIns.machineId, id: ingredients.id, name: ingredients.name, unit: units.name, current: machineStockIns.currentStock, max: machineStockIns.maxStock })
    .from(machineStockIns)
    .innerJoin(ingredients, eq(ingredients.id, machineStockIns.ingredientId))
    .innerJoin(units, eq(units.id, ingredients.unitId))
    .where(inArray(machineStockIns.machineId, machineIds));
  const stockOuts = await db
    .select({ machineId: machineStockOuts.machineId, id: packagings.id, name: packagings.name, current: machineStockOuts.currentStock, min: machineStockOuts.minStock, max: machineStockOuts.maxStock })
    .from(machineStockOuts)
    .innerJoin(packagings, eq(packagings.id, machineStockOuts.packagingId))
    .where(and(inArray(machineStockOuts.machineId, machineIds), eq(machineStockOuts.infinite, false)));

  // Days of selling from now to the end of the planned day: a stock that will be low by then needs the visit.
  const daysAhead = Math.max(0, (dayEnd.getTime() - now.getTime()) / 86_400_000);
  const threshold = config.minPercentageCapacity / 100;
  const needs = new Map<number, { urgent: boolean; load: TaskLoadItem[]; gallons: number }>();
  const need = (machineId: number) => {
    let entry = needs.get(machineId);
    if (!entry) needs.set(machineId, (entry = { urgent: false, load: [], gallons: 0 }));
    return entry;
  };
  /** An ingredient's level at the end of the planned day, at the rate the machine used it lately. */
  const predictedOf = (row: (typeof stockIns)[number]) => Math.max(0, row.current - (rate.get(`${row.machineId}:${row.id}`) ?? 0) * daysAhead);
  for (const row of stockIns) {
    const predicted = predictedOf(row);
    const low = threshold * row.max;
    if (row.current >= low && predicted >= low) continue;
    const entry = need(row.machineId);
    entry.urgent ||= row.current < low;
    entry.load.push({ kind: 'ingredient', id: row.id, name: row.name, quantity: Math.ceil(row.max - predicted), unit: row.unit });
  }
  for (const row of stockOuts) {
    if (row.current > Math.max(row.min, threshold * row.max)) continue;
    const entry = need(row.machineId);
    entry.urgent = true;
    entry.load.push({ kind: 'packaging', id: row.id, name: row.name, quantity: row.max - row.current, unit: 'pcs' });
  }
  // A visit fills every ingredient up, not only the low one; the water it brings is what weighs.
  for (const [machineId, entry] of needs) {
    const listed = new Set(entry.load.filter((item) => item.kind === 'ingredient').map((item) => item.id));
    for (const row of stockIns.filter((stock) => stock.machineId === machineId && !listed.has(stock.id))) {
      const quantity = Math.ceil(row.max - predictedOf(row));
      if (quantity > 0) entry.load.push({ kind: 'ingredient', id: row.id, name: row.name, quantity, unit: row.unit });
    }
    entry.gallons = gallonsOf(entry.load);
  }

  const planned = new Map<string, PlannedMachine>();
  const closed: RefillInstance['closed'] = [];
  const stops: InstanceInput['stops'] = [];
  for (const { machineId, vmcNo, hub } of placed) {
    const entry = needs.get(machineId);
    if (!entry) continue;
    const machine: PlannedMachine = { machineId, vmcNo, hubId: hub.id, hubName: hub.name ?? hub.buildingName ?? `Hub ${hub.id}`, load: entry.load };
    const dayName = weekday.toUpperCase() as Day;
    const opening = hub.runningSchedules.filter((schedule) => schedule.day === dayName);
    if (opening.length === 0) {
      closed.push({ ...machine, reason: 'HUB_CLOSED', message: `The hub is closed on ${weekday[0]!.toUpperCase()}${weekday.slice(1)}s.` });
      continue;
    }
    // Opening hours are the hub's local time; the plan's clock is Jakarta's.
    const shift = TIMEZONE_OFFSET_MINUTES['Asia/Jakarta'] - TIMEZONE_OFFSET_MINUTES[hub.timezone];
    const id = `m${machineId}`;
    planned.set(id, machine);
    stops.push({
      id,
      location: { lat: hub.latitude, lng: hub.longitude },
      demand: entry.gallons,
      timeWindows: opening.map((schedule) => ({ start: Math.max(0, minutesOf(schedule.open) + shift), end: Math.max(0, minutesOf(schedule.close) + shift) })),
      oddEvenRationing: hub.oddEvenRationing,
      priority: entry.urgent ? 2 : 1,
    });
  }
  return { instance: instanceOf(date, config, vehicles, stops), machines: planned, refillers, closed };
}

function instanceOf(date: string, config: Awaited<ReturnType<typeof readLatteConfig>>, vehicles: InstanceInput['vehicles'], stops: InstanceInput['stops']): InstanceInput {
  return {
    date,
    distance: { metric: 'haversine', roadFactor: ROAD_FACTOR },
    travelSpeedKmh: config.travelSpeed,
    minTravelMinutes: config.minTravelTime,
    vehicles,
    stops,
  };
}
