import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../platform/identity/users.table';
import { shopPartners } from '../features/shop-catalogue/shop-catalogue.table';
import { userShopPartners } from '../features/user-mappings/user-mappings.table';

/** Each demo partner's user sees only their partner (the barista's outlets and the merchants' staff are seeded with the outlets and the menus). */
const PARTNER_USERS: Record<string, string> = { 'bank.mitra': 'Bank Mitra Sejahtera', 'kampus.harapan': 'Universitas Harapan' };

export async function seedDemoUserMappings(db: Database): Promise<void> {
  const people = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, Object.keys(PARTNER_USERS)));
  const partners = await db.select({ id: shopPartners.id, name: shopPartners.name }).from(shopPartners).where(inArray(shopPartners.name, Object.values(PARTNER_USERS)));
  const rows = people.flatMap((person) => partners.filter((partner) => partner.name === PARTNER_USERS[person.username]).map((partner) => ({ userId: person.id, value: partner.id })));
  if (rows.length > 0) await db.insert(userShopPartners).values(rows).onConflictDoNothing();
}
