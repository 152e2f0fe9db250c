/*
 * Road distances between two places, estimated as the straight line (great circle) times a road
 * factor: roads in a city wind, so a trip is about 1.3 times the straight line. The planner package
 * (@back-office/refill-planner) is not on this branch; when it lands, its `haversineKm` replaces the
 * one here, and a road-network engine would replace `roadKm` alone.
 */

export const ROAD_FACTOR = 1.3;
const EARTH_RADIUS_KM = 6371.0088;

export interface Place {
  latitude: number;
  longitude: number;
}

/** The great-circle distance between two places, in kilometres. */
export function haversineKm(a: Place, b: Place): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLatitude = radians(b.latitude - a.latitude);
  const dLongitude = radians(b.longitude - a.longitude);
  const h = Math.sin(dLatitude / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The estimated road distance between two places, in kilometres. */
export const roadKm = (a: Place, b: Place) => haversineKm(a, b) * ROAD_FACTOR;
