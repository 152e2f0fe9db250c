import type { InstanceInput } from '../src/instance';
import { seededRandom } from '../src/random';

/*
 * A realistic day in the Jakarta area: machines in hubs (several machines per hub, same place), hubs
 * with their opening hours (offices, malls, stations, 24-hour sites), some inside the odd-even zone,
 * two warehouses, refillers on motorbikes and in cars with plates of both parities.
 */

const HOURS = [
  { start: '07:00', end: '19:00' }, // offices
  { start: '10:00', end: '22:00' }, // malls
  { start: '05:00', end: '23:00' }, // stations
  { start: '00:00', end: '23:59' }, // hospitals, 24 hours
  { start: '08:00', end: '16:00' }, // campuses
];
const WAREHOUSES = [
  { lat: -6.2, lng: 106.82 },
  { lat: -6.17, lng: 106.74 },
];

export function jakartaInstance({ stops = 300, vehicles = 20, hubs = 120, seed = 7, date = '2026-11-25' } = {}): InstanceInput {
  const random = seededRandom(seed);
  const between = (low: number, high: number) => low + random() * (high - low);
  const hubList = Array.from({ length: hubs }, () => ({
    location: { lat: between(-6.34, -6.1), lng: between(106.69, 106.97) },
    hours: HOURS[Math.floor(random() * HOURS.length)]!,
    rationing: random() < 0.3,
  }));
  return {
    date,
    distance: { metric: 'haversine', roadFactor: 1.3 },
    travelSpeedKmh: 25,
    minTravelMinutes: 5,
    vehicles: Array.from({ length: vehicles }, (_, k) => {
      const car = k % 5 < 2;
      return {
        id: `r${k + 1}`,
        start: WAREHOUSES[k % WAREHOUSES.length]!,
        shift: k % 4 === 3 ? { start: '10:00', end: '19:00' } : { start: '08:00', end: '17:00' },
        capacity: car ? 80 : 30,
        maxDistanceKm: car ? 150 : 100,
        serviceMinutes: car ? 20 : 15,
        plateParity: car ? (k % 2 === 0 ? 'EVEN' : 'ODD') : null,
      };
    }),
    stops: Array.from({ length: stops }, (_, i) => {
      const hub = hubList[Math.floor(random() * hubs)]!;
      return {
        id: `m${i + 1}`,
        location: hub.location,
        demand: 1 + Math.floor(random() * 6),
        timeWindows: [hub.hours],
        oddEvenRationing: hub.rationing,
        priority: random() < 0.1 ? 1 : 0,
      };
    }),
  };
}

/** Hubs of the neighbouring city (Bogor), about 45 km south of Jakarta's centre. */
const METRO = { lat: [-6.34, -6.1], lng: [106.69, 106.97] } as const;
const NEIGHBOUR = { lat: [-6.64, -6.54], lng: [106.75, 106.84] } as const;
/** Jakarta's odd-even zone, roughly the central business district's main roads. */
const ODD_EVEN_ZONE = { lat: [-6.25, -6.15], lng: [106.78, 106.86] } as const;

/**
 * A day like ours (issue 28): 300 machines in about 150 hubs, most in the metropolitan area and a fifth in
 * the neighbouring city, 1-6 gallons each, the hubs' opening hours; 22-24 refillers of whom two are on leave
 * (not in the instance), a third cars under odd-even rationing that start and end at a warehouse, the others
 * motorbikes from home on open routes; capacities 20-40 gallons, distance caps.
 */
export function metroDay(seed: number, { stops = 300, hubs = 150 } = {}): InstanceInput {
  const random = seededRandom(seed);
  const between = (low: number, high: number) => low + random() * (high - low);
  const place = (area: { lat: readonly number[]; lng: readonly number[] }) => ({
    lat: Math.round(between(area.lat[0]!, area.lat[1]!) * 1e5) / 1e5,
    lng: Math.round(between(area.lng[0]!, area.lng[1]!) * 1e5) / 1e5,
  });
  const inside = (p: { lat: number; lng: number }, area: typeof ODD_EVEN_ZONE) =>
    p.lat >= area.lat[0] && p.lat <= area.lat[1] && p.lng >= area.lng[0] && p.lng <= area.lng[1];
  const hubList = Array.from({ length: hubs }, () => {
    const location = place(random() < 0.8 ? METRO : NEIGHBOUR);
    return { location, hours: HOURS[Math.floor(random() * HOURS.length)]!, rationing: inside(location, ODD_EVEN_ZONE) };
  });
  const working = 20 + Math.floor(random() * 3);
  const onLeave = 2;
  const refillers = Array.from({ length: working + onLeave }, (_, k) => {
    const car = k % 3 === 0;
    const warehouse = WAREHOUSES[k % WAREHOUSES.length]!;
    return {
      id: `r${k + 1}`,
      start: car ? warehouse : place(random() < 0.85 ? METRO : NEIGHBOUR),
      end: car ? warehouse : ('none' as const),
      shift: k % 4 === 3 ? { start: '10:00', end: '19:00' } : { start: '08:00', end: '17:00' },
      capacity: 20 + Math.floor(random() * 21),
      maxDistanceKm: car ? 150 : 80 + 10 * Math.floor(random() * 5),
      serviceMinutes: car ? 20 : 15,
      plateParity: car ? (k % 2 === 0 ? ('EVEN' as const) : ('ODD' as const)) : null,
    };
  });
  // Two refillers are on leave: the server leaves them out of the instance.
  const leave = new Set([Math.floor(random() * refillers.length)]);
  while (leave.size < onLeave) leave.add(Math.floor(random() * refillers.length));
  return {
    date: '2026-11-25',
    distance: { metric: 'haversine', roadFactor: 1.3 },
    travelSpeedKmh: 25,
    minTravelMinutes: 5,
    vehicles: refillers.filter((_, k) => !leave.has(k)),
    stops: Array.from({ length: stops }, (_, i) => {
      const hub = hubList[Math.floor(random() * hubs)]!;
      return {
        id: `m${i + 1}`,
        location: hub.location,
        demand: 1 + Math.floor(random() * 6),
        timeWindows: [hub.hours],
        oddEvenRationing: hub.rationing,
        priority: random() < 0.1 ? 1 : 0,
      };
    }),
  };
}

/** The seeds of the days in the bench's table. */
export const METRO_DAY_SEEDS = [1, 2, 3];
