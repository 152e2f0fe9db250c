import { describe, expect, it } from 'vitest';
import { formatGallons, gallonsOf, loadItemText } from './water';

const water = (quantity: number, name = 'Water') => ({ kind: 'ingredient', name, quantity, unit: 'Millilitre' });

describe('water in gallons', () => {
  it('counts whole gallons of 19 litres, in English or Indonesian', () => {
    expect(gallonsOf([water(19_000)])).toBe(1);
    expect(gallonsOf([water(18_000), water(2_000, 'Air Mineral')])).toBe(2);
    expect(gallonsOf([{ kind: 'ingredient', name: 'Milk Powder', quantity: 50_000, unit: 'Gram' }])).toBe(0);
    expect(gallonsOf([{ kind: 'packaging', name: 'Water Cup', quantity: 50_000, unit: 'pcs' }])).toBe(0);
  });

  it('says a load line the way every page does: water in gallons with its litres, the rest scaled', () => {
    expect(loadItemText(water(18_000))).toBe('Water: 1 gallon (18 L)');
    expect(loadItemText(water(38_500))).toBe('Water: 3 gallons (38,5 L)');
    expect(loadItemText({ kind: 'ingredient', name: 'Milk Powder', quantity: 2_500, unit: 'Gram' })).toBe('Milk Powder: 2,5 kg');
    expect(loadItemText({ kind: 'packaging', name: 'Paper Cup', quantity: 1_250, unit: 'pcs' })).toBe('Paper Cup: 1.250 pcs');
    expect(formatGallons(1)).toBe('1 gallon');
    expect(formatGallons(1_200)).toBe('1.200 gallons');
  });
});
