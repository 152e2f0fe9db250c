import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { roles } from './roles.table';

export const ADMINISTRATOR_ROLE = 'Administrator';

export async function findOrCreateRole(db: Queryable, name: string, description: string): Promise<number> {
  const [existing] = await db.select({ id: roles.id }).from(roles).where(eq(sql`lower(${roles.name})`, name.toLowerCase()));
  if (existing) return existing.id;
  const [created] = await db.insert(roles).values({ name, description, active: true }).returning({ id: roles.id });
  return created!.id;
}

/** Letters and digits only, as the password rule asks, with both present. */
export function generatePassword(): string {
  return `${randomBytes(12).toString('base64url').replace(/[^A-Za-z0-9]/g, '')}a1`;
}
