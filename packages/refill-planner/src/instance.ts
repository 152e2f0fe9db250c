import { z } from 'zod';

/*
 * The planning instance: what the server (or a benchmark file) hands to planRefills.
 * docs/refill-planner.md describes every field; this schema is the reference.
 */

const HH_MM = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** A time of day: minutes since midnight, or an "HH:mm" string. Parsed to minutes. */
const timeOfDay = z.union([
  z.number().min(0),
  z.string().regex(HH_MM, 'expected a time of day as "HH:mm"').transform((text) => {
    const [hours, minutes] = text.split(':').map(Number);
    return hours! * 60 + minutes!;
  }),
]);

const window = z
  .object({ start: timeOfDay, end: timeOfDay })
  .refine((w) => w.start <= w.end, { message: 'a window must not end before it starts' });

/** A place: lat/lng for the haversine metric, x/y for the euclidean one. */
const point = z.union([
  z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  z.object({ x: z.number(), y: z.number() }),
]);

const parity = z.enum(['ODD', 'EVEN']);

export const vehicleSchema = z.object({
  id: z.string().min(1),
  start: point,
  /** Where the route ends: "start" (a round trip, the default), a given place, or "none" (at the last stop). */
  end: z.union([point, z.literal('start'), z.literal('none')]).default('start'),
  shift: window,
  capacity: z.number().min(0),
  maxDistanceKm: z.number().min(0).nullable().optional(),
  serviceMinutes: z.number().min(0),
  plateParity: parity.nullable().optional(),
});

export const stopSchema = z.object({
  id: z.string().min(1),
  location: point,
  demand: z.number().min(0),
  timeWindows: z.array(window).min(1),
  serviceMinutes: z.number().min(0).nullable().optional(),
  oddEvenRationing: z.boolean().optional(),
  priority: z.number().min(0).nullable().optional(),
});

export const instanceSchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as "YYYY-MM-DD"'),
    distance: z.union([
      z.object({ metric: z.literal('haversine'), roadFactor: z.number().min(1).default(1.3) }),
      z.object({ metric: z.literal('euclidean'), precision: z.number().int().min(0).max(6).nullable().optional() }),
    ]),
    travelSpeedKmh: z.number().positive(),
    minTravelMinutes: z.number().min(0).default(0),
    vehicles: z.array(vehicleSchema),
    stops: z.array(stopSchema),
    seed: z.number().int().optional(),
    timeLimitMs: z.number().min(0).optional(),
    iterations: z.number().int().min(0).optional(),
  })
  .superRefine((instance, ctx) => {
    const unique = (ids: string[], what: string) => {
      const seen = new Set<string>();
      for (const id of ids) {
        if (seen.has(id)) ctx.addIssue({ code: 'custom', message: `${what} id "${id}" appears twice` });
        seen.add(id);
      }
    };
    unique(instance.vehicles.map((v) => v.id), 'vehicle');
    unique(instance.stops.map((s) => s.id), 'stop');
    const wanted = instance.distance.metric === 'haversine' ? 'lat' : 'x';
    const places = [
      ...instance.vehicles.flatMap((v) => [v.start, ...(typeof v.end === 'object' ? [v.end] : [])]),
      ...instance.stops.map((s) => s.location),
    ];
    if (places.some((p) => !(wanted in p))) {
      ctx.addIssue({
        code: 'custom',
        message: `the ${instance.distance.metric} metric needs every place as ${wanted === 'lat' ? '{ lat, lng }' : '{ x, y }'}`,
      });
    }
  });

/** An instance as written (times may be "HH:mm"). */
export type InstanceInput = z.input<typeof instanceSchema>;
/** An instance after parsing (times in minutes, defaults filled). */
export type Instance = z.output<typeof instanceSchema>;
export type Vehicle = Instance['vehicles'][number];
export type Stop = Instance['stops'][number];
export type Point = z.output<typeof point>;
export type TimeWindow = z.output<typeof window>;

/** Parses and checks an instance; throws an Error with one readable message per problem. */
export function parseInstance(input: unknown): Instance {
  const result = instanceSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'instance'}: ${issue.message}`);
    throw new Error(`Invalid refill-planning instance: ${problems.join('; ')}`);
  }
  return result.data;
}

/** Where a vehicle's route ends: its start, a given place, or null for an open route (it ends at the last stop). */
export function vehicleEnd(vehicle: Vehicle): Point | null {
  if (vehicle.end === 'none') return null;
  return vehicle.end === 'start' ? vehicle.start : vehicle.end;
}

/** The plate parity allowed on the planned date: odd day of month lets ODD plates in. */
export function dayParity(date: string): 'ODD' | 'EVEN' {
  return Number(date.slice(8, 10)) % 2 === 1 ? 'ODD' : 'EVEN';
}

export type UnassignedReason =
  | 'NO_VEHICLE'
  | 'ODD_EVEN_RATIONING'
  | 'CAPACITY'
  | 'MAX_DISTANCE'
  | 'TIME_WINDOW'
  | 'NO_CAPACITY_LEFT';

export type PlannedStop = {
  stopId: string;
  /** Minutes of the day; arrival may be before start (the refiller waits for the hub to open). */
  arrival: number;
  start: number;
  end: number;
  arrivalTime: string;
  startTime: string;
  endTime: string;
  /** From the previous place (the vehicle's start for the first stop). */
  distanceKm: number;
};

export type Route = {
  vehicleId: string;
  departure: number;
  /** Back at the vehicle's end; for an open route, the end of the last refill. */
  returnAt: number;
  departureTime: string;
  returnTime: string;
  stops: PlannedStop[];
  /** Including the way back to the vehicle's end, if it has one (none for an open route). */
  distanceKm: number;
  durationMinutes: number;
  load: number;
};

export type Unassigned = { stopId: string; reason: UnassignedReason; message: string };

export type Plan = {
  routes: Route[];
  unassigned: Unassigned[];
  totalDistanceKm: number;
  elapsedMs: number;
  iterations: number;
};

export type PlanOptions = {
  timeLimitMs?: number;
  seed?: number;
  iterations?: number;
  /** Also breed plans from a population by crossover (off by default: no gain measured, see docs). */
  population?: boolean;
  /** Let the local search pass through plans that break capacity, time or distance rules, penalised (off by default). */
  penalties?: boolean;
};
