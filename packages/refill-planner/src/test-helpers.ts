import type { InstanceInput, Plan, PlannedStop } from './instance';

/*
 * Small euclidean instances for the tests: one unit of distance is one km and one minute
 * (speed 60 km/h, no minimum travel), so expected times can be worked out by hand.
 */

type VehicleInput = InstanceInput['vehicles'][number];
type StopInput = InstanceInput['stops'][number];

export function vehicle(id: string, extra: Partial<VehicleInput> = {}): VehicleInput {
  return { id, start: { x: 0, y: 0 }, shift: { start: 0, end: 1000 }, capacity: 100, serviceMinutes: 0, ...extra };
}

export function stop(id: string, x: number, y: number, extra: Partial<StopInput> = {}): StopInput {
  return { id, location: { x, y }, demand: 1, timeWindows: [{ start: 0, end: 1000 }], ...extra };
}

export function grid(vehicles: VehicleInput[], stops: StopInput[], extra: Partial<InstanceInput> = {}): InstanceInput {
  return { date: '2026-11-25', distance: { metric: 'euclidean' }, travelSpeedKmh: 60, minTravelMinutes: 0, vehicles, stops, ...extra };
}

/**
 * A hand-made plan: each vehicle leaves at `departure` (default its shift start) and visits the stops in
 * order as early as it can get there, whatever the rules say; the times are honest, the rules may not be.
 */
export function handPlan(instance: InstanceInput, routes: Record<string, { stops: string[]; departure?: number }>, unassigned: string[] = []): Plan {
  let total = 0;
  const plan: Plan = {
    routes: Object.entries(routes).map(([vehicleId, { stops, departure }]) => {
      const v = instance.vehicles.find((candidate) => candidate.id === vehicleId)!;
      let place = v.start as { x: number; y: number };
      let t = departure ?? (v.shift.start as number);
      let distance = 0;
      let load = 0;
      const planned: PlannedStop[] = stops.map((stopId) => {
        const s = instance.stops.find((candidate) => candidate.id === stopId)!;
        const to = s.location as { x: number; y: number };
        const leg = Math.hypot(to.x - place.x, to.y - place.y);
        distance += leg;
        load += s.demand;
        const arrival = t + leg;
        const start = Math.max(arrival, s.timeWindows[0]!.start as number);
        const end = start + (s.serviceMinutes ?? v.serviceMinutes);
        t = end;
        place = to;
        return { stopId, arrival, start, end, arrivalTime: '', startTime: '', endTime: '', distanceKm: leg };
      });
      // The way back to the vehicle's end: its start by default, a given place, or none (an open route).
      const home = (v.end === undefined || v.end === 'start' ? v.start : v.end) as { x: number; y: number } | 'none';
      const back = home === 'none' ? 0 : Math.hypot(home.x - place.x, home.y - place.y);
      distance += back;
      total += distance;
      const start = departure ?? (v.shift.start as number);
      return {
        vehicleId,
        departure: start,
        returnAt: t + back,
        departureTime: '',
        returnTime: '',
        stops: planned,
        distanceKm: distance,
        durationMinutes: t + back - start,
        load,
      };
    }),
    unassigned: unassigned.map((stopId) => ({ stopId, reason: 'NO_CAPACITY_LEFT', message: '' })),
    totalDistanceKm: 0,
    elapsedMs: 0,
    iterations: 0,
  };
  plan.totalDistanceKm = total;
  return plan;
}
