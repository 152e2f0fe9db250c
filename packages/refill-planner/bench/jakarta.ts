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
