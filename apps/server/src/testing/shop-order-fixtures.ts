import type { Database } from '../db/client';
import { shopMerchants, shopToppings, shopVariantUnits, shopVariants } from '../features/shop-catalogue/shop-catalogue.table';
import { shopCustomers } from '../features/shop-customers/shop-customers.table';
import { shopHubMenus, shopHubs } from '../features/shop-hubs/shop-hubs.table';
import { shopMenuToppings, shopMenuVariantUnits, shopMenus } from '../features/shop-menus/shop-menus.table';

/**
 * A small outlet for the order tests: Kemang (in Jakarta, with its location) selling a Latte
 * (Rp 30.000, cogs Rp 8.000) in Large (+Rp 4.000, cogs Rp 1.000) with Boba (+Rp 5.000, cogs
 * Rp 1.500), and a Croissant that is sold out; Senayan sells the Latte too; one customer.
 */
export async function seedOrderOutlet(db: Database, suffix = '') {
  const [merchant] = await db.insert(shopMerchants).values({ name: `Jumpstart Coffee${suffix}`, isJumpstartMerchant: true }).returning();
  const [latte, croissant] = await db
    .insert(shopMenus)
    .values([
      { merchantId: merchant!.id, name: `Latte${suffix}`, price: 30_000, cogs: 8_000 },
      { merchantId: merchant!.id, name: `Croissant${suffix}`, price: 22_000, cogs: 9_000 },
    ])
    .returning();
  const [size] = await db.insert(shopVariants).values({ name: `Size${suffix}` }).returning();
  const [large] = await db.insert(shopVariantUnits).values({ variantId: size!.id, name: 'Large' }).returning();
  const [latteLarge] = await db.insert(shopMenuVariantUnits).values({ menuId: latte!.id, variantUnitId: large!.id, price: 4_000, cogs: 1_000 }).returning();
  const [boba] = await db.insert(shopToppings).values({ name: `Boba${suffix}`, price: 5_000, cogs: 1_500 }).returning();
  await db.insert(shopMenuToppings).values({ menuId: latte!.id, toppingId: boba!.id });
  const [kemang, senayan] = await db
    .insert(shopHubs)
    .values([
      { name: `Kemang${suffix}`, hubNo: `KMG${suffix}`, timeZone: 'Asia/Jakarta', latitude: -6.2607, longitude: 106.8137 },
      { name: `Senayan${suffix}`, hubNo: `SNY${suffix}`, timeZone: 'Asia/Jakarta', latitude: -6.2275, longitude: 106.7995 },
    ])
    .returning();
  await db.insert(shopHubMenus).values([
    { shopHubId: kemang!.id, menuId: latte!.id, price: 30_000 },
    { shopHubId: kemang!.id, menuId: croissant!.id, price: 22_000, available: false },
    { shopHubId: senayan!.id, menuId: latte!.id, price: 32_000 },
  ]);
  const tag = Math.random().toString(36).slice(2, 8);
  const [customer] = await db.insert(shopCustomers).values({ name: `Dewi${suffix}`, phoneNo: `0812${Date.now() % 1e8}`, referralCode: `DEWI${tag}` }).returning();
  return { kemang: kemang!, senayan: senayan!, latte: latte!.id, croissant: croissant!.id, large: latteLarge!.id, boba: boba!.id, customer: customer!.id };
}
