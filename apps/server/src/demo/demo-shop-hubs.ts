import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ingredients, packagings } from '../features/master-data/master-data.table';
import { shopHubMenus, shopHubOperationals, shopHubStocks, shopHubs } from '../features/shop-hubs/shop-hubs.table';
import { shopMenus } from '../features/shop-menus/shop-menus.table';
import { userShopHubs, users } from '../platform/identity/users.table';

/*
 * The shop's demo outlets: a dozen coffee bars in Jakarta, Bandung and Surabaya with their hours,
 * each selling the shop's menus (a few at a discount, a few sold out), keeping stock, and a barista
 * who works at two of them. Run after the shop's menus are seeded; without them the outlets have no menu.
 */

const OUTLETS: { name: string; city: string; address: string; postalCode: string; latitude: number; longitude: number; weekendLate?: boolean }[] = [
  { name: 'Jumpstart Sudirman', city: 'Jakarta', address: 'Jl. Jend. Sudirman Kav. 52-53, Senayan', postalCode: '12190', latitude: -6.2253, longitude: 106.8025 },
  { name: 'Jumpstart Kuningan', city: 'Jakarta', address: 'Jl. H.R. Rasuna Said Kav. C-22, Karet Kuningan', postalCode: '12940', latitude: -6.2216, longitude: 106.8317 },
  { name: 'Jumpstart Kemang', city: 'Jakarta', address: 'Jl. Kemang Raya No. 8, Bangka', postalCode: '12730', latitude: -6.2607, longitude: 106.8132, weekendLate: true },
  { name: 'Jumpstart Kelapa Gading', city: 'Jakarta', address: 'Jl. Boulevard Raya Blok M, Kelapa Gading', postalCode: '14240', latitude: -6.1575, longitude: 106.9085, weekendLate: true },
  { name: 'Jumpstart Menteng', city: 'Jakarta', address: 'Jl. H.O.S. Cokroaminoto No. 79, Menteng', postalCode: '10310', latitude: -6.1966, longitude: 106.8314 },
  { name: 'Jumpstart Dago', city: 'Bandung', address: 'Jl. Ir. H. Juanda No. 61, Dago', postalCode: '40116', latitude: -6.8915, longitude: 107.6107, weekendLate: true },
  { name: 'Jumpstart Braga', city: 'Bandung', address: 'Jl. Braga No. 37, Sumur Bandung', postalCode: '40111', latitude: -6.9175, longitude: 107.6098 },
  { name: 'Jumpstart Pasteur', city: 'Bandung', address: 'Jl. Dr. Djunjunan No. 143, Pasteur', postalCode: '40173', latitude: -6.8946, longitude: 107.5886 },
  { name: 'Jumpstart Buah Batu', city: 'Bandung', address: 'Jl. Buah Batu No. 212, Lengkong', postalCode: '40264', latitude: -6.9393, longitude: 107.6261 },
  { name: 'Jumpstart Tunjungan', city: 'Surabaya', address: 'Jl. Tunjungan No. 65, Genteng', postalCode: '60275', latitude: -7.2612, longitude: 112.7392, weekendLate: true },
  { name: 'Jumpstart Darmo', city: 'Surabaya', address: 'Jl. Raya Darmo No. 95, Wonokromo', postalCode: '60241', latitude: -7.2869, longitude: 112.7387 },
  { name: 'Jumpstart Pakuwon', city: 'Surabaya', address: 'Jl. Puncak Indah Lontar No. 2, Sambikerep', postalCode: '60216', latitude: -7.2893, longitude: 112.6757 },
];

const CITY_CODES: Record<string, string> = { Jakarta: 'JKT', Bandung: 'BDG', Surabaya: 'SBY' };

/** The username of the demo barista who works at the first two outlets. */
export const DEMO_OUTLET_BARISTA = 'putri.ayu';

const DAY = 24 * 60 * 60 * 1000;

export async function seedDemoShopHubs(db: Database): Promise<void> {
  const numbers = new Map<string, number>();
  const outletIds: number[] = [];
  for (const [index, outlet] of OUTLETS.entries()) {
    const code = CITY_CODES[outlet.city]!;
    const number = (numbers.get(code) ?? 0) + 1;
    numbers.set(code, number);
    const { weekendLate, ...details } = outlet;
    const [row] = await db
      .insert(shopHubs)
      .values({
        ...details,
        hubNo: `JS-${code}-${String(number).padStart(2, '0')}`,
        phoneNo: `021${String(5_550_100 + index * 37).padStart(7, '0')}`,
        timeZone: 'Asia/Jakarta',
        targetItem: 6000 + index * 250,
        targetRevenue: 150_000_000 + index * 5_000_000,
        targetOrder: 3500 + index * 150,
        // The last outlet is being refitted.
        active: index !== OUTLETS.length - 1,
      })
      .returning({ id: shopHubs.id });
    outletIds.push(row!.id);
    await db.insert(shopHubOperationals).values(
      [1, 2, 3, 4, 5, 6, 7].map((day) => ({
        shopHubId: row!.id,
        day,
        open: day >= 6 ? '08:00' : '07:00',
        close: day >= 6 && weekendLate ? '23:00' : '21:00',
      })),
    );
  }

  // Each outlet sells most active menus (a few are left for it to add); every seventh line is discounted for two weeks, every eleventh is sold out.
  const menus = await db.select({ id: shopMenus.id, price: shopMenus.price }).from(shopMenus).where(eq(shopMenus.active, true)).orderBy(asc(shopMenus.id));
  const now = Date.now();
  const lines = outletIds.flatMap((shopHubId, outlet) =>
    menus.filter((_, position) => (outlet + position) % 6 !== 0).map((menu, position) => {
      const turn = outlet * 3 + position;
      const discounted = turn % 7 === 2;
      return {
        shopHubId,
        menuId: menu.id,
        price: menu.price,
        discountedPrice: discounted ? Math.round((menu.price * 0.8) / 500) * 500 : null,
        discountStartAt: discounted ? new Date(now - DAY) : null,
        discountEndAt: discounted ? new Date(now + 14 * DAY) : null,
        active: turn % 13 !== 5,
        available: turn % 11 !== 4,
      };
    }),
  );
  if (lines.length > 0) await db.insert(shopHubMenus).values(lines);

  // Each outlet keeps the coffee bar's ingredients and packaging, a few of them low.
  const items = [
    ...(await db.select({ id: ingredients.id }).from(ingredients).orderBy(asc(ingredients.id))).map((row) => ({ ingredientId: row.id, packagingId: null })),
    ...(await db.select({ id: packagings.id }).from(packagings).orderBy(asc(packagings.id))).map((row) => ({ ingredientId: null, packagingId: row.id })),
  ];
  const stocks = outletIds.flatMap((shopHubId, outlet) =>
    items.map((item, position) => {
      const maxStock = item.ingredientId ? 40 : 500;
      const low = (outlet + position) % 9 === 3;
      return { shopHubId, ...item, maxStock, minStock: Math.round(maxStock * 0.2), currentStock: low ? Math.round(maxStock * 0.1) : Math.round(maxStock * (0.4 + ((outlet * 7 + position * 13) % 60) / 100)) };
    }),
  );
  if (stocks.length > 0) await db.insert(shopHubStocks).values(stocks);

  // The barista works at the first two outlets, and sees only those.
  const [barista] = await db.select({ id: users.id }).from(users).where(inArray(users.username, [DEMO_OUTLET_BARISTA]));
  if (barista) await db.insert(userShopHubs).values(outletIds.slice(0, 2).map((value) => ({ userId: barista.id, value })));
}
