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

/** Best-known total distances, distance-minimising, distances truncated to one decimal (optimal, from the literature). */
export const SOLOMON_BEST_KNOWN: Record<string, number> = {
  C101: 827.3,
  C201: 589.1,
  R101: 1637.7,
  R102: 1466.6,
  R201: 1143.2,
  RC101: 1619.8,
  RC201: 1261.8,
  RC208: 776.1,
};
