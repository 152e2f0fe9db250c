import { dayParity, vehicleEnd, type Instance, type Point } from './instance';

/*
 * The instance turned into flat arrays for the search: one node per stop, then a start and an end node
 * per vehicle; distance and travel-time matrices over all nodes. The end node of an open route (end
 * "none") is at zero distance and time from every node, so the search needs no special case for it.
 */

export type Model = {
  instance: Instance;
  stopCount: number;
  vehicleCount: number;
  nodeCount: number;
  /** Row-major nodeCount x nodeCount, km. */
  dist: Float64Array;
  /** Row-major nodeCount x nodeCount, minutes. */
  time: Float64Array;
  demand: Float64Array;
  /** Weight of a stop when counting what is served: 1 + priority. */
  weight: Float64Array;
  /** Per stop, its windows [start0, end0, start1, end1, ...] sorted by start. */
  windows: Float64Array[];
  /** Row-major vehicleCount x stopCount, minutes of service. */
  service: Float64Array;
  /** Row-major vehicleCount x stopCount: may this vehicle serve this stop (rationing only). */
  allowed: Uint8Array;
  startNode: Int32Array;
  endNode: Int32Array;
  shiftStart: Float64Array;
  shiftEnd: Float64Array;
  capacity: Float64Array;
  maxDistance: Float64Array;
  /** Vehicles with the same places, shift, limits and service share a profile (empty routes alike). */
  profile: Int32Array;
  /** Per stop, the other stops by increasing distance. */
  neighbours: Int32Array[];
};

const EARTH_RADIUS_KM = 6371.0088;

export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function samePlace(a: Point, b: Point): boolean {
  if ('lat' in a && 'lat' in b) return a.lat === b.lat && a.lng === b.lng;
  if ('x' in a && 'x' in b) return a.x === b.x && a.y === b.y;
  return false;
}

/** Distance in km between two places under the instance's metric. */
export function distanceKm(instance: Instance, a: Point, b: Point): number {
  if (samePlace(a, b)) return 0;
  const metric = instance.distance;
  if (metric.metric === 'haversine') {
    return haversineKm(a as { lat: number; lng: number }, b as { lat: number; lng: number }) * metric.roadFactor;
  }
  const p = a as { x: number; y: number };
  const q = b as { x: number; y: number };
  const d = Math.hypot(p.x - q.x, p.y - q.y);
  if (metric.precision == null) return d;
  const scale = 10 ** metric.precision;
  return Math.floor(d * scale) / scale;
}

/** Travel minutes between two places: none at the same place, else at least the minimum. */
export function travelMinutes(instance: Instance, a: Point, b: Point, km = distanceKm(instance, a, b)): number {
  if (samePlace(a, b)) return 0;
  return Math.max(instance.minTravelMinutes, km * (60 / instance.travelSpeedKmh));
}

export function buildModel(instance: Instance): Model {
  const S = instance.stops.length;
  const V = instance.vehicles.length;
  const N = S + 2 * V;
  const places: Point[] = instance.stops.map((s) => s.location);
  const open = new Set<number>();
  instance.vehicles.forEach((v, k) => {
    const end = vehicleEnd(v);
    if (!end) open.add(S + 2 * k + 1);
    places.push(v.start, end ?? v.start);
  });
  const dist = new Float64Array(N * N);
  const time = new Float64Array(N * N);
  for (let i = 0; i < N; i++) {
    for (let j = 0; j < N; j++) {
      if (i === j || open.has(j)) continue;
      const d = distanceKm(instance, places[i]!, places[j]!);
      dist[i * N + j] = d;
      time[i * N + j] = travelMinutes(instance, places[i]!, places[j]!, d);
    }
  }
  const parity = dayParity(instance.date);
  const service = new Float64Array(V * S);
  const allowed = new Uint8Array(V * S);
  instance.vehicles.forEach((v, k) => {
    instance.stops.forEach((s, i) => {
      service[k * S + i] = s.serviceMinutes ?? v.serviceMinutes;
      allowed[k * S + i] = s.oddEvenRationing && v.plateParity != null && v.plateParity !== parity ? 0 : 1;
    });
  });
  const profiles = new Map<string, number>();
  const profile = new Int32Array(V);
  instance.vehicles.forEach((v, k) => {
    const key = JSON.stringify({ ...v, id: undefined, end: vehicleEnd(v) ?? 'none' });
    if (!profiles.has(key)) profiles.set(key, profiles.size);
    profile[k] = profiles.get(key)!;
  });
  const neighbours = instance.stops.map((_, i) => {
    const others = Int32Array.from({ length: S }, (_, j) => j).filter((j) => j !== i);
    return others.sort((a, b) => dist[i * N + a]! - dist[i * N + b]!);
  });
  return {
    instance,
    stopCount: S,
    vehicleCount: V,
    nodeCount: N,
    dist,
    time,
    demand: Float64Array.from(instance.stops, (s) => s.demand),
    weight: Float64Array.from(instance.stops, (s) => 1 + (s.priority ?? 0)),
    windows: instance.stops.map((s) =>
      Float64Array.from([...s.timeWindows].sort((a, b) => a.start - b.start).flatMap((w) => [w.start, w.end])),
    ),
    service,
    allowed,
    startNode: Int32Array.from(instance.vehicles, (_, k) => S + 2 * k),
    endNode: Int32Array.from(instance.vehicles, (_, k) => S + 2 * k + 1),
    shiftStart: Float64Array.from(instance.vehicles, (v) => v.shift.start),
    shiftEnd: Float64Array.from(instance.vehicles, (v) => v.shift.end),
    capacity: Float64Array.from(instance.vehicles, (v) => v.capacity),
    maxDistance: Float64Array.from(instance.vehicles, (v) => v.maxDistanceKm ?? Infinity),
    profile,
    neighbours,
  };
}

/** Earliest start of service at or after `arrival` that also ends within the same window; -1 if none. */
export function earliestStart(windows: Float64Array, arrival: number, service: number): number {
  for (let w = 0; w < windows.length; w += 2) {
    const start = Math.max(arrival, windows[w]!);
    if (start + service <= windows[w + 1]! + 1e-9) return start;
  }
  return -1;
}

/** Latest start of service at or before `bound` that ends within its window; -Infinity if none. */
export function latestStart(windows: Float64Array, bound: number, service: number): number {
  for (let w = windows.length - 2; w >= 0; w -= 2) {
    if (windows[w]! > bound + 1e-9) continue;
    const start = Math.min(bound, windows[w + 1]! - service);
    if (start >= windows[w]! - 1e-9) return Math.max(start, windows[w]!);
  }
  return -Infinity;
}

export function minutesToClock(minutes: number): string {
  const rounded = Math.round(minutes);
  const h = Math.floor(rounded / 60);
  const m = rounded % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
