import { eq, exists, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  userCompanies,
  userMachines,
  userPayments,
  userShopHubs,
  userShopMerchants,
  userShopPartners,
} from './identity/users.table';
import type { Context } from './context';

/** The per-user mapping lists, by the kind of row they limit. */
const MAPPING_TABLES = {
  machines: { table: userMachines, value: userMachines.value, user: userMachines.userId },
  shopHubs: { table: userShopHubs, value: userShopHubs.value, user: userShopHubs.userId },
  shopMerchants: { table: userShopMerchants, value: userShopMerchants.value, user: userShopMerchants.userId },
  shopPartners: { table: userShopPartners, value: userShopPartners.value, user: userShopPartners.userId },
  companies: { table: userCompanies, value: userCompanies.value, user: userCompanies.userId },
  payments: { table: userPayments, value: userPayments.payment, user: userPayments.userId },
} as const;

export type MappingKind = keyof typeof MAPPING_TABLES;

/**
 * The paging engine's hook for per-user mappings: a condition on `column` that keeps the rows a
 * caller is mapped to. A user with an empty list is not limited by it; once any row is mapped,
 * only mapped rows are seen (decisions.md explains why).
 */
export function mappingScope(context: Pick<Context, 'db' | 'user'>, kind: MappingKind, column: AnyPgColumn): SQL {
  if (!context.user) return sql`false`;
  const mapping = MAPPING_TABLES[kind];
  const mine = eq(mapping.user, context.user.id);
  const anyMapped = exists(context.db.select({ one: sql`1` }).from(mapping.table).where(mine));
  const mapped = inArray(column, context.db.select({ value: mapping.value }).from(mapping.table).where(mine));
  return or(not(anyMapped), mapped)!;
}
