import { toDate, within } from './eligibility';
import type { Instant } from './types';

/** An outlet's price of a menu, with its discounted price and the window that runs in. */
export interface OutletPrice {
  price: number;
  discountedPrice?: number | null;
  discountedPriceStart?: Instant | null;
  discountedPriceEnd?: Instant | null;
}

/**
 * What one unit of the menu costs at `now` (docs/pricing.md, rule 1): the outlet's discounted price
 * from its start (included) until its end (excluded), a missing bound being open; its price otherwise.
 * `outletDiscount` is what the discounted price takes off the price, 0 outside the window.
 */
export function outletPriceAt(menu: OutletPrice, now: Instant): { price: number; fullPrice: number; outletDiscount: number } {
  const running = menu.discountedPrice != null && within(toDate(now), menu.discountedPriceStart, menu.discountedPriceEnd);
  const price = running ? menu.discountedPrice! : menu.price;
  return { price, fullPrice: menu.price, outletDiscount: Math.max(0, menu.price - price) };
}
