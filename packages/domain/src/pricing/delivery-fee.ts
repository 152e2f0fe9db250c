/*
 * The delivery fee a customer pays (docs/shop-orders.md, "Placing an order"): the flat fee up to the
 * configured distance, then the fee per kilometre for every started kilometre beyond it. The
 * distance is the courier vendor's when known, otherwise the straight line from the outlet.
 */

export interface DeliveryFeeRules {
  deliveryFeePerKm: number;
  deliveryFlatFee: number;
  maximumFlatFeeDeliveryDistanceInKm: number;
}

export function deliveryFeeFor(rules: DeliveryFeeRules, distanceInKm: number): number {
  const beyond = Math.max(0, distanceInKm - rules.maximumFlatFeeDeliveryDistanceInKm);
  // A tiny float excess (3.0000001 km) is not a started kilometre.
  const startedKms = Math.ceil(Math.round(beyond * 1000) / 1000);
  return rules.deliveryFlatFee + startedKms * rules.deliveryFeePerKm;
}

const EARTH_RADIUS_KM = 6371.0088;

/** The great-circle distance between two points in kilometres (haversine). */
export function distanceInKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
