import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { roles } from '../../features/roles/roles.table';

export async function findOrCreateRole(db: Queryable, name: string, description: string): Promise<number> {
  const [existing] = await db.select({ id: roles.id }).from(roles).where(eq(sql`lower(${roles.name})`, name.toLowerCase()));
  if (existing) return existing.id;
  const [created] = await db.insert(roles).values({ name, description, active: true }).returning({ id: roles.id });
  return created!.id;
}
