import { describe, expect, it } from 'vitest';
import { checkPlan, planRefills, type InstanceInput } from './index';
import { grid, handPlan, stop, vehicle } from './test-helpers';

const quick = { iterations: 300 };

function reasonOf(instance: InstanceInput, stopId: string) {
  const plan = planRefills(instance, quick);
  expect(checkPlan(instance, plan)).toEqual([]);
  return plan.unassigned.find((left) => left.stopId === stopId)?.reason ?? 'SERVED';
}

describe('each rule excludes the stops it must, with that reason', () => {
  it('no vehicle at all', () => {
    expect(reasonOf(grid([], [stop('a', 1, 1)]), 'a')).toBe('NO_VEHICLE');
  });

  it('odd-even rationing: an EVEN plate may not enter a rationed hub on an odd date, a motorbike may', () => {
    const rationed = stop('a', 3, 4, { oddEvenRationing: true });
    const evenCar = vehicle('car', { plateParity: 'EVEN' });
    expect(reasonOf(grid([evenCar], [rationed]), 'a')).toBe('ODD_EVEN_RATIONING');
    expect(reasonOf(grid([evenCar], [rationed], { date: '2026-11-26' }), 'a')).toBe('SERVED');
    expect(reasonOf(grid([evenCar, vehicle('bike', { plateParity: null })], [rationed]), 'a')).toBe('SERVED');
    expect(reasonOf(grid([evenCar], [stop('a', 3, 4, { oddEvenRationing: false })]), 'a')).toBe('SERVED');
  });

  it('capacity: more demand than any vehicle carries', () => {
    expect(reasonOf(grid([vehicle('v', { capacity: 40 })], [stop('a', 1, 1, { demand: 50 })]), 'a')).toBe('CAPACITY');
    expect(reasonOf(grid([vehicle('v', { capacity: 50 })], [stop('a', 1, 1, { demand: 50 })]), 'a')).toBe('SERVED');
  });

  it('max distance: there and back is further than allowed', () => {
    expect(reasonOf(grid([vehicle('v', { maxDistanceKm: 199 })], [stop('a', 100, 0)]), 'a')).toBe('MAX_DISTANCE');
    expect(reasonOf(grid([vehicle('v', { maxDistanceKm: 200 })], [stop('a', 100, 0)]), 'a')).toBe('SERVED');
  });

  it('time window: the hub closes before the refiller can finish, or the shift ends before it is back', () => {
    const v = vehicle('v', { shift: { start: '08:00', end: '17:00' }, serviceMinutes: 15 });
    expect(reasonOf(grid([v], [stop('a', 10, 0, { timeWindows: [{ start: '05:00', end: '08:20' }] })]), 'a')).toBe('TIME_WINDOW');
    expect(reasonOf(grid([v], [stop('a', 10, 0, { timeWindows: [{ start: '05:00', end: '08:25' }] })]), 'a')).toBe('SERVED');
    // Opens at 16:40: 15 minutes of refill end at 16:55, 10 more to get back is after 17:00.
    expect(reasonOf(grid([v], [stop('a', 10, 0, { timeWindows: [{ start: '16:40', end: '22:00' }] })]), 'a')).toBe('TIME_WINDOW');
    // A second window in the morning saves it.
    const twoWindows = [{ start: '16:40', end: '22:00' }, { start: '09:00', end: '11:00' }];
    expect(reasonOf(grid([v], [stop('a', 10, 0, { timeWindows: twoWindows })]), 'a')).toBe('SERVED');
  });

  it('reports the rule that stopped the vehicle that came closest', () => {
    const instance = grid(
      [vehicle('car', { plateParity: 'EVEN' }), vehicle('bike', { capacity: 10 })],
      [stop('a', 1, 1, { demand: 20, oddEvenRationing: true })],
    );
    expect(reasonOf(instance, 'a')).toBe('CAPACITY');
  });

  it('stops that fit alone but not together: the prioritised one is served, the other has no capacity left', () => {
    const instance = grid([vehicle('v', { capacity: 40 })], [stop('near', 1, 0, { demand: 30 }), stop('far', 9, 0, { demand: 30, priority: 1 })]);
    const plan = planRefills(instance, quick);
    expect(plan.routes[0]!.stops.map((s) => s.stopId)).toEqual(['far']);
    expect(plan.unassigned).toEqual([expect.objectContaining({ stopId: 'near', reason: 'NO_CAPACITY_LEFT' })]);
  });

  it('waits for the hub to open, leaves no earlier than needed and reports the times', () => {
    const instance = grid(
      [vehicle('v', { shift: { start: '08:00', end: '17:00' }, serviceMinutes: 15 })],
      [stop('a', 30, 0, { timeWindows: [{ start: '10:00', end: '12:00' }] }), stop('b', 30, 0, { serviceMinutes: 5, timeWindows: [{ start: '10:00', end: '12:00' }] })],
    );
    const plan = planRefills(instance, quick);
    expect(checkPlan(instance, plan)).toEqual([]);
    const route = plan.routes[0]!;
    expect(route.departureTime).toBe('09:30');
    expect(route.stops[0]!.arrivalTime).toBe('10:00');
    expect(route.stops[0]!.startTime).toBe('10:00');
    expect(route.stops[1]!.endTime).toBe('10:20');
    expect(route.stops[1]!.distanceKm).toBe(0);
    expect(route.returnTime).toBe('10:50');
    expect(route.distanceKm).toBe(60);
  });

  it('uses minimum travel time between different places, none at the same place', () => {
    const instance = grid([vehicle('v')], [stop('a', 1, 0), stop('b', 1, 0), stop('c', 2, 0)], { minTravelMinutes: 5 });
    const plan = planRefills(instance, quick);
    expect(checkPlan(instance, plan)).toEqual([]);
    // a, b, c and back, or a, c, b and back: the same 4 km, in 5 + 0 + 5 + 5 or 5 + 5 + 5 + 5 minutes.
    expect([15, 20]).toContain(plan.routes[0]!.durationMinutes);
  });
});

describe('checkPlan catches a hand-made plan that breaks each rule', () => {
  const instance = grid(
    [vehicle('even', { plateParity: 'EVEN', capacity: 40, maxDistanceKm: 100, shift: { start: 100, end: 500 }, serviceMinutes: 10 })],
    [
      stop('a', 10, 0, { demand: 30 }),
      stop('b', 20, 0, { demand: 30 }),
      stop('c', 20, 0),
      stop('rationed', 0, 10, { oddEvenRationing: true }),
      stop('far', 60, 0),
      stop('morning', 0, 20, { timeWindows: [{ start: 0, end: 90 }] }),
    ],
  );
  const allBut = (...planned: string[]) => instance.stops.map((s) => s.id).filter((id) => !planned.includes(id));
  const problemsOf = (routes: Parameters<typeof handPlan>[1]) =>
    checkPlan(instance, handPlan(instance, routes, allBut(...Object.values(routes).flatMap((r) => r.stops))));

  it('accepts a plan that keeps every rule', () => {
    expect(problemsOf({ even: { stops: ['a'] } })).toEqual([]);
  });

  it.each([
    ['capacity', { even: { stops: ['a', 'b'] } }, /capacity/],
    ['max distance', { even: { stops: ['far'] } }, /maximum distance/],
    ['odd-even rationing', { even: { stops: ['rationed'] } }, /odd-even/],
    ['time window', { even: { stops: ['morning'] } }, /opening hours/],
    ['shift start', { even: { stops: ['a'], departure: 50 } }, /before its shift starts/],
    ['shift end', { even: { stops: ['a'], departure: 485 } }, /after its shift ends/],
  ])('%s', (_rule, routes, message) => {
    const problems = problemsOf(routes);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('service time, travel time, missing and repeated stops', () => {
    const plan = handPlan(instance, { even: { stops: ['a', 'c'] } }, allBut('a', 'c'));
    const [a, c] = plan.routes[0]!.stops;
    a!.start += 5;
    c!.arrival -= 1;
    c!.start -= 1;
    c!.end -= 1;
    plan.unassigned.push({ stopId: 'a', reason: 'NO_CAPACITY_LEFT', message: '' });
    plan.unassigned = plan.unassigned.filter((left) => left.stopId !== 'far');
    const problems = checkPlan(instance, plan).join('\n');
    expect(problems).toMatch(/spends 5 minutes at a instead of 10/);
    expect(problems).toMatch(/cannot reach c/);
    expect(problems).toMatch(/stop a appears twice/);
    expect(problems).toMatch(/stop far is neither planned nor unassigned/);
  });
});

describe('where a route ends', () => {
  // One machine 10 km east of the start; one unit of distance is one km and one minute.
  const oneStop = (extra: Parameters<typeof vehicle>[1]) => grid([vehicle('v', { serviceMinutes: 15, ...extra })], [stop('a', 10, 0)]);
  const routeOf = (instance: InstanceInput) => {
    const plan = planRefills(instance, quick);
    expect(checkPlan(instance, plan)).toEqual([]);
    return plan;
  };

  it('by default a route is a round trip: the way back counts', () => {
    const plan = routeOf(oneStop({}));
    expect(plan.routes[0]!.distanceKm).toBe(20);
    expect(plan.routes[0]!.returnAt).toBe(35);
    expect(plan.totalDistanceKm).toBe(20);
    expect(routeOf(oneStop({ end: 'start' }))).toEqual({ ...plan, elapsedMs: expect.any(Number) });
  });

  it('an open route ends at its last stop: no way back in distance, time or limits', () => {
    const plan = routeOf(oneStop({ end: 'none' }));
    expect(plan.routes[0]!.distanceKm).toBe(10);
    expect(plan.routes[0]!.returnAt).toBe(25);
    expect(plan.routes[0]!.durationMinutes).toBe(25);
    expect(plan.totalDistanceKm).toBe(10);
    // 15 km is too short to go there and back, enough to go there.
    expect(reasonOf(oneStop({ maxDistanceKm: 15 }), 'a')).toBe('MAX_DISTANCE');
    expect(reasonOf(oneStop({ maxDistanceKm: 15, end: 'none' }), 'a')).toBe('SERVED');
    // A 30-minute shift: 10 there and 15 of refill fit, the 10 back do not.
    expect(reasonOf(oneStop({ shift: { start: 0, end: 30 } }), 'a')).toBe('TIME_WINDOW');
    expect(reasonOf(oneStop({ shift: { start: 0, end: 30 }, end: 'none' }), 'a')).toBe('SERVED');
  });

  it('an open route visits the stops in the order that ends furthest away', () => {
    const instance = grid([vehicle('v', { end: 'none' })], [stop('far', 20, 0), stop('near', 10, 0)]);
    const plan = routeOf(instance);
    expect(plan.routes[0]!.stops.map((s) => s.stopId)).toEqual(['near', 'far']);
    expect(plan.totalDistanceKm).toBe(20);
  });

  it('a route may end at a given place, such as the warehouse', () => {
    const warehouse = { x: 30, y: 0 };
    const plan = routeOf(oneStop({ end: warehouse }));
    expect(plan.routes[0]!.distanceKm).toBe(30);
    expect(plan.routes[0]!.returnAt).toBe(45);
    expect(reasonOf(oneStop({ end: warehouse, maxDistanceKm: 29 }), 'a')).toBe('MAX_DISTANCE');
    expect(reasonOf(oneStop({ end: warehouse, shift: { start: 0, end: 44 } }), 'a')).toBe('TIME_WINDOW');
    // A refiller who is not used stays home: no route and no distance, wherever the end is.
    const idle = routeOf(grid([vehicle('v', { end: warehouse }), vehicle('w', { start: { x: 10, y: 1 }, end: 'none' })], [stop('a', 10, 0)]));
    expect(idle.routes.map((route) => route.vehicleId)).toEqual(['w']);
    expect(idle.totalDistanceKm).toBe(1);
  });

  it('the checker counts the way back only where there is one', () => {
    const open = grid([vehicle('v', { end: 'none', maxDistanceKm: 15, shift: { start: 0, end: 30 }, serviceMinutes: 15 })], [stop('a', 10, 0)]);
    expect(checkPlan(open, handPlan(open, { v: { stops: ['a'] } }))).toEqual([]);
    // The same plan reported with the way back is wrong about its distance.
    const withWayBack = handPlan(open, { v: { stops: ['a'] } });
    withWayBack.routes[0]!.distanceKm = 20;
    withWayBack.totalDistanceKm = 20;
    expect(checkPlan(open, withWayBack).join('\n')).toMatch(/reports 20 km but drives 10.000/);
    // As a round trip the same day breaks the distance and the shift.
    const roundTrip = { ...open, vehicles: [{ ...open.vehicles[0]!, end: 'start' as const }] };
    const problems = checkPlan(roundTrip, handPlan(roundTrip, { v: { stops: ['a'] } })).join('\n');
    expect(problems).toMatch(/maximum distance/);
    expect(problems).toMatch(/after its shift ends/);
    // Ending at a given place: the way there counts.
    const warehouse = { ...open, vehicles: [{ ...open.vehicles[0]!, end: { x: 10, y: 3 }, maxDistanceKm: 13 }] };
    expect(checkPlan(warehouse, handPlan(warehouse, { v: { stops: ['a'] } }))).toEqual([]);
    expect(checkPlan({ ...warehouse, vehicles: [{ ...warehouse.vehicles[0]!, maxDistanceKm: 12.9 }] }, handPlan(warehouse, { v: { stops: ['a'] } })).join('\n')).toMatch(
      /drives 13.000 km, more than its maximum distance 12.9/,
    );
  });

  it('refuses an end that is neither a place, "start" nor "none"', () => {
    expect(() => planRefills(oneStop({ end: 'home' as 'none' }))).toThrow(/^Invalid refill-planning instance: vehicles.0.end/);
    expect(() => planRefills(grid([vehicle('v', { end: { lat: -6.2, lng: 106.8 } })], [stop('a', 1, 1)]))).toThrow(/euclidean metric needs every place/);
  });
});
