import { describe, expect, it } from 'vitest';
import { shopDealLink } from './shop-deals';

describe('a deal’s link', () => {
  it('is the configured address plus the path name, with or without its closing slash', () => {
    expect(shopDealLink('https://shop.example.id/deal/', 'coffee-week')).toBe('https://shop.example.id/deal/coffee-week');
    expect(shopDealLink('https://shop.example.id/promo', 'coffee-week')).toBe('https://shop.example.id/promo/coffee-week');
  });
});
