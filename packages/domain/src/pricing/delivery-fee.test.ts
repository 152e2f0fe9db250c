import { describe, expect, it } from 'vitest';
import { deliveryFeeFor, distanceInKm } from './delivery-fee';

const rules = { deliveryFeePerKm: 2_500, deliveryFlatFee: 10_000, maximumFlatFeeDeliveryDistanceInKm: 3 };

describe('delivery fee', () => {
  it('is flat up to the flat-fee distance, then per started kilometre', () => {
    expect(deliveryFeeFor(rules, 0)).toBe(10_000);
    expect(deliveryFeeFor(rules, 3)).toBe(10_000);
    expect(deliveryFeeFor(rules, 3.2)).toBe(12_500);
    expect(deliveryFeeFor(rules, 5)).toBe(15_000);
    expect(deliveryFeeFor(rules, 5.01)).toBe(17_500);
  });

  it('measures the straight line between two points', () => {
    // Monas to Blok M, Jakarta: about 7.9 km.
    const km = distanceInKm({ latitude: -6.1754, longitude: 106.8272 }, { latitude: -6.2444, longitude: 106.8007 });
    expect(km).toBeGreaterThan(7.5);
    expect(km).toBeLessThan(8.5);
    expect(distanceInKm({ latitude: 1, longitude: 2 }, { latitude: 1, longitude: 2 })).toBe(0);
  });
});
