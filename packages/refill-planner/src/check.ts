import { dayParity, parseInstance, vehicleEnd, type Plan } from './instance';
import { distanceKm, travelMinutes } from './model';

/*
 * checkPlan: every broken rule in a plan, in plain English; an empty list means the plan is valid.
 * It reads the plan as the server will (the reported times), and recomputes only travel from the
 * instance, independently of the planner's own bookkeeping.
 */

const EPS = 0.01;

export function checkPlan(input: unknown, plan: Plan): string[] {
  const instance = parseInstance(input);
  const problems: string[] = [];
  const vehicles = new Map(instance.vehicles.map((v) => [v.id, v]));
  const stops = new Map(instance.stops.map((s) => [s.id, s]));
  const seen = new Map<string, string>();
  const parity = dayParity(instance.date);
  const usedVehicles = new Set<string>();
  let total = 0;

  const note = (stopId: string, where: string) => {
    if (!stops.has(stopId)) problems.push(`${where} names unknown stop ${stopId}`);
    else if (seen.has(stopId)) problems.push(`stop ${stopId} appears twice (${seen.get(stopId)} and ${where})`);
    else seen.set(stopId, where);
  };

  for (const route of plan.routes) {
    const vehicle = vehicles.get(route.vehicleId);
    if (!vehicle) {
      problems.push(`a route uses unknown vehicle ${route.vehicleId}`);
      continue;
    }
    if (usedVehicles.has(vehicle.id)) problems.push(`vehicle ${vehicle.id} has more than one route`);
    usedVehicles.add(vehicle.id);
    const where = `route of ${vehicle.id}`;
    if (route.departure < vehicle.shift.start - EPS) problems.push(`${vehicle.id} leaves at ${route.departure}, before its shift starts (${vehicle.shift.start})`);
    let place = vehicle.start;
    let free = route.departure;
    let load = 0;
    let distance = 0;
    for (const planned of route.stops) {
      note(planned.stopId, where);
      const stop = stops.get(planned.stopId);
      if (!stop) continue;
      const leg = distanceKm(instance, place, stop.location);
      distance += leg;
      load += stop.demand;
      const earliest = free + travelMinutes(instance, place, stop.location, leg);
      if (planned.arrival < earliest - EPS) problems.push(`${vehicle.id} cannot reach ${stop.id} by ${planned.arrival} (earliest ${earliest.toFixed(2)})`);
      if (planned.start < planned.arrival - EPS) problems.push(`${vehicle.id} starts ${stop.id} before arriving`);
      const service = stop.serviceMinutes ?? vehicle.serviceMinutes;
      if (Math.abs(planned.end - planned.start - service) > EPS) problems.push(`${vehicle.id} spends ${planned.end - planned.start} minutes at ${stop.id} instead of ${service}`);
      const window = stop.timeWindows.find((w) => planned.start >= w.start - EPS && planned.end <= w.end + EPS);
      if (!window) problems.push(`${vehicle.id} refills ${stop.id} from ${planned.start} to ${planned.end}, outside its opening hours (time window)`);
      if (stop.oddEvenRationing && vehicle.plateParity != null && vehicle.plateParity !== parity) {
        problems.push(`${vehicle.id} has an ${vehicle.plateParity} plate and may not enter ${stop.id} on an ${parity} date (odd-even rationing)`);
      }
      place = stop.location;
      free = Math.max(planned.end, planned.start);
    }
    // An open route ends at its last stop: no way back to count.
    const end = vehicleEnd(vehicle);
    const back = end ? distanceKm(instance, place, end) : 0;
    distance += back;
    const returnAt = end ? free + travelMinutes(instance, place, end, back) : free;
    if (returnAt > vehicle.shift.end + EPS) problems.push(`${vehicle.id} is back at ${returnAt.toFixed(2)}, after its shift ends (${vehicle.shift.end})`);
    if (load > vehicle.capacity + 1e-9) problems.push(`${vehicle.id} carries ${load}, more than its capacity ${vehicle.capacity}`);
    if (vehicle.maxDistanceKm != null && distance > vehicle.maxDistanceKm + 1e-6) {
      problems.push(`${vehicle.id} drives ${distance.toFixed(3)} km, more than its maximum distance ${vehicle.maxDistanceKm}`);
    }
    if (Math.abs(distance - route.distanceKm) > EPS) problems.push(`${vehicle.id} reports ${route.distanceKm} km but drives ${distance.toFixed(3)}`);
    total += distance;
  }
  for (const left of plan.unassigned) note(left.stopId, 'the unassigned list');
  for (const stop of instance.stops) if (!seen.has(stop.id)) problems.push(`stop ${stop.id} is neither planned nor unassigned`);
  if (Math.abs(total - plan.totalDistanceKm) > EPS * Math.max(1, plan.routes.length)) {
    problems.push(`the plan reports ${plan.totalDistanceKm} km in total but its routes drive ${total.toFixed(3)}`);
  }
  return problems;
}
