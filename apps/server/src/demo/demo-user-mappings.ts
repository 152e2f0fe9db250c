import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../platform/identity/users.table';
import { shopMerchants, shopPartners } from '../features/shop-catalogue/shop-catalogue.table';
import { shopHubs } from '../features/shop-hubs/shop-hubs.table';
import { userShopHubs, userShopMerchants, userShopPartners } from '../features/user-mappings/user-mappings.table';

/**
 * Who sees which shop records in the demo: each barista works at two outlets (the first two by
 * number, the next two), each merchant's and partner's user sees only their own. Run after the
 * outlets, merchants and partners are seeded; a record that is not there maps nobody.
 */
export async function seedDemoUserMappings(db: Database): Promise<void> {
  const people = await db.select({ id: users.id, username: users.username }).from(users);
  const idOf = new Map(people.map((person) => [person.username, person.id]));
  const outlets = await db.select({ id: shopHubs.id }).from(shopHubs).orderBy(asc(shopHubs.hubNo)).limit(4);
  const hubRows = [
    ...outlets.slice(0, 2).map((outlet) => ({ username: 'putri.ayu', value: outlet.id })),
    ...outlets.slice(2, 4).map((outlet) => ({ username: 'nanda.permata', value: outlet.id })),
  ];
  const byName = async (table: typeof shopMerchants | typeof shopPartners, owners: Record<string, string>) => {
    const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.name, Object.values(owners)));
    return Object.entries(owners).flatMap(([username, name]) => rows.filter((row) => row.name === name).map((row) => ({ username, value: row.id })));
  };
  const merchantRows = await byName(shopMerchants, { 'kopi.nusantara': 'Kopi Nusantara', 'roti.bakar88': 'Roti Bakar 88' });
  const partnerRows = await byName(shopPartners, { 'bank.mitra': 'Bank Mitra Sejahtera', 'kampus.harapan': 'Universitas Harapan' });
  const rowsOf = (rows: { username: string; value: number }[]) =>
    rows.filter((row) => idOf.has(row.username)).map((row) => ({ userId: idOf.get(row.username)!, value: row.value }));
  for (const [table, rows] of [
    [userShopHubs, rowsOf(hubRows)],
    [userShopMerchants, rowsOf(merchantRows)],
    [userShopPartners, rowsOf(partnerRows)],
  ] as const) {
    if (rows.length > 0) await db.insert(table).values(rows).onConflictDoNothing();
  }
}
