import { readFileSync } from 'node:fs';
import type { InstanceInput } from '../src/instance';

/*
 * Solomon's VRPTW benchmark (100 customers) in our instance format: euclidean plain x/y, one time unit
 * per distance unit (speed 60 "km/h" so minutes = km), no minimum travel time. Distances are truncated
 * to one decimal, the DIMACS 2021 convention under which the best-known distances below were found.
 * Solomon lets service start up to the due date, so each window ends at due date + service time
 * (our rule: the refill ends within the window). The vehicles leave and return within the depot's window.
 */

export function solomonToInstance(text: string): InstanceInput {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  const name = lines.find((line) => line.length > 0) ?? 'solomon';
  const fleetAt = lines.findIndex((line) => /^NUMBER\s+CAPACITY/i.test(line));
  if (fleetAt < 0) throw new Error(`${name}: no VEHICLE section`);
  const [vehicleCount, capacity] = lines[fleetAt + 1]!.split(/\s+/).map(Number);
  const rows = lines
    .map((line) => line.split(/\s+/).map(Number))
    .filter((cells) => cells.length === 7 && cells.every((n) => Number.isFinite(n)));
  const [depot, ...customers] = rows;
  if (!depot || !vehicleCount || !capacity) throw new Error(`${name}: not a Solomon instance`);
  const [, depotX, depotY, , ready, due] = depot as [number, number, number, number, number, number, number];
  return {
    date: '2026-01-01',
    distance: { metric: 'euclidean', precision: 1 },
    travelSpeedKmh: 60,
    minTravelMinutes: 0,
    vehicles: Array.from({ length: vehicleCount }, (_, k) => ({
      id: `v${k + 1}`,
      start: { x: depotX, y: depotY },
      shift: { start: ready, end: due },
      capacity,
      serviceMinutes: 0,
    })),
    stops: customers.map(([id, x, y, demand, open, close, service]) => ({
      id: String(id),
      location: { x: x!, y: y! },
      demand: demand!,
      timeWindows: [{ start: open!, end: close! + service! }],
      serviceMinutes: service!,
    })),
  };
}

/**
 * Gehring and Homberger's instances (200 and 400 customers) in VRPLIB format (PyVRP's instance collection):
 * the same conversion as Solomon's, SERVICE_TIME for every customer, the depot's window as shift.
 */
export function vrplibToInstance(text: string): InstanceInput {
  const header = (key: string) => Number(new RegExp(`^${key}\\s*:\\s*(\\S+)`, 'm').exec(text)?.[1]);
  const section = (name: string) => {
    const body = new RegExp(`${name}\\s*\\n([\\s\\S]*?)\\n[A-Z_]+`).exec(text)?.[1] ?? '';
    return body
      .trim()
      .split(/\r?\n/)
      .map((line) => line.trim().split(/\s+/).map(Number));
  };
  const coords = section('NODE_COORD_SECTION');
  const demands = section('DEMAND_SECTION');
  const windows = section('TIME_WINDOW_SECTION');
  const service = header('SERVICE_TIME');
  const rows = coords.map(([id, x, y], i) => [id!, x!, y!, demands[i]![1]!, windows[i]![1]!, windows[i]![2]!, i === 0 ? 0 : service]);
  const solomon = [
    'VRPLIB',
    'VEHICLE',
    'NUMBER     CAPACITY',
    `${header('VEHICLES')} ${header('CAPACITY')}`,
    ...rows.map((row) => row.join(' ')),
  ].join('\n');
  return solomonToInstance(solomon);
}

/**
 * The published instances with their best-known results, distance-minimising, distances truncated to
 * one decimal (the DIMACS 2021 convention). Solomon's: the optima from the literature; Gehring and
 * Homberger's: the .sol files of PyVRP's instance collection (bench/instances/SOURCES.md), with their
 * number of routes. `routes` is absent where we have not checked it.
 */
export const BENCHMARKS: { name: string; file: string; bestKnown: number; routes?: number }[] = [
  { name: 'C101', file: 'solomon/C101.txt', bestKnown: 827.3, routes: 10 },
  { name: 'C201', file: 'solomon/C201.txt', bestKnown: 589.1, routes: 3 },
  { name: 'R101', file: 'solomon/R101.txt', bestKnown: 1637.7, routes: 20 },
  { name: 'R102', file: 'solomon/R102.txt', bestKnown: 1466.6 },
  { name: 'R201', file: 'solomon/R201.txt', bestKnown: 1143.2 },
  { name: 'RC101', file: 'solomon/RC101.txt', bestKnown: 1619.8 },
  { name: 'RC201', file: 'solomon/RC201.txt', bestKnown: 1261.8 },
  { name: 'RC208', file: 'solomon/RC208.txt', bestKnown: 776.1 },
  { name: 'C1_2_1', file: 'homberger/C1_2_1.vrp', bestKnown: 2698.6, routes: 20 },
  { name: 'R1_2_1', file: 'homberger/R1_2_1.vrp', bestKnown: 4667.2, routes: 23 },
  { name: 'RC2_2_1', file: 'homberger/RC2_2_1.vrp', bestKnown: 2797.4, routes: 10 },
  { name: 'C1_4_1', file: 'homberger/C1_4_1.vrp', bestKnown: 7138.8, routes: 40 },
  { name: 'R1_4_1', file: 'homberger/R1_4_1.vrp', bestKnown: 10305.8, routes: 41 },
];

/** A benchmark instance in our format, read from bench/instances. */
export function benchmarkInstance(file: string): InstanceInput {
  const text = readFileSync(new URL(`./instances/${file}`, import.meta.url), 'utf8');
  return file.endsWith('.vrp') ? vrplibToInstance(text) : solomonToInstance(text);
}
