import { eq, exists, inArray, not, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PgTable } from 'drizzle-orm/pg-core';
import { userMachines, userPayments, type MappingTable } from './identity/users.table';
import type { Queryable, Transaction } from '../db/client';
import type { Context } from './context';
import { identity, mapOf } from './paging/prepared';

export type MappingKind = 'machines' | 'payments' | 'shopHubs' | 'shopMerchants' | 'shopPartners' | 'companies';

interface MappingList {
  table: PgTable;
  value: AnyPgColumn;
  user: AnyPgColumn;
}

/**
 * The per-user mapping lists, by the kind of row they limit. The machine and payment lists are the
 * platform's own; the others live with the user-mappings feature, beside the foreign keys to their
 * features' tables, and are registered from there (registerMapping).
 */
const MAPPING_TABLES: Partial<Record<MappingKind, MappingList>> = {
  machines: { table: userMachines, value: userMachines.value, user: userMachines.userId },
  payments: { table: userPayments, value: userPayments.payment, user: userPayments.userId },
};

/** The lists features registered, by kind: the ones a record a caller makes may join. */
const FEATURE_MAPPINGS: Partial<Record<MappingKind, MappingTable>> = {};

/** Makes a feature's mapping list (made with `mappingTable`) the one that limits rows of `kind`. */
export function registerMapping(kind: MappingKind, table: MappingTable): void {
  MAPPING_TABLES[kind] = { table, value: table.value, user: table.userId };
  FEATURE_MAPPINGS[kind] = table;
}

function featureMapping(kind: MappingKind): MappingTable {
  const table = FEATURE_MAPPINGS[kind];
  if (!table) throw new Error(`No mapping list is registered for "${kind}" (features/user-mappings/user-mappings.table.ts registers it).`);
  return table;
}

/** A record of `kind` the caller just made joins their list when they have one, so someone limited still sees what they made. */
export async function keepNewInMapping(transaction: Transaction, context: Pick<Context, 'user'>, kind: MappingKind, id: number): Promise<void> {
  const table = featureMapping(kind);
  const [mapped] = await transaction.select({ userId: table.userId }).from(table).where(eq(table.userId, context.user!.id)).limit(1);
  if (mapped) await transaction.insert(table).values({ userId: context.user!.id, value: id });
}

/** The ids of the users whose list of `kind` holds the record `id`, as a subquery. */
export const usersMappedTo = (db: Queryable, kind: MappingKind, id: number) => {
  const table = featureMapping(kind);
  return db.select({ id: table.userId }).from(table).where(eq(table.value, id));
};

/** The list that limits rows of `kind`; a kind nobody registered fails loudly rather than seeing everything. */
function mappingList(kind: MappingKind): MappingList {
  const list = MAPPING_TABLES[kind];
  if (!list) throw new Error(`No mapping list is registered for "${kind}" (features/user-mappings/user-mappings.table.ts registers it).`);
  return list;
}

/**
 * The paging engine's hook for per-user mappings: a condition on `column` that keeps the rows a
 * caller is mapped to. A user with an empty list is not limited by it; once any row is mapped,
 * only mapped rows are seen (access-control.md explains why).
 */
export function mappingScope(context: Pick<Context, 'db' | 'user'>, kind: MappingKind, column: AnyPgColumn): SQL {
  if (!context.user) return sql`false`;
  // One scope object per database, kind, column and user, so the list engine binds and keys it once (boundScope).
  const built = mapOf(scopesBuilt, context.db);
  const key = `${kind} ${identity(column)} ${context.user.id}`;
  let scope = built.get(key);
  if (!scope) {
    if (built.size >= SCOPES_KEPT) built.clear();
    scope = limitedByMapping(context, kind, (mapped) => inArray(column, mapped));
    built.set(key, scope);
  }
  return scope;
}

const scopesBuilt = new WeakMap<object, Map<string, SQL>>();
const SCOPES_KEPT = 5_000;

/**
 * `mappingScope` for a row that names several of them at once (a promo's outlets, an array column
 * or expression): kept when any of them is mapped to the caller.
 */
export function mappingScopeAny(context: Pick<Context, 'db' | 'user'>, kind: MappingKind, ids: AnyPgColumn | SQL): SQL {
  return limitedByMapping(context, kind, (mapped) => sql`${ids} && array(${mapped})`);
}

/** Not limited while the caller's list of `kind` is empty; otherwise `isMapped` of the list's values. */
function limitedByMapping(context: Pick<Context, 'db' | 'user'>, kind: MappingKind, isMapped: (mapped: SQLWrapper) => SQL): SQL {
  if (!context.user) return sql`false`;
  const mapping = mappingList(kind);
  const mine = eq(mapping.user, context.user.id);
  const anyMapped = exists(context.db.select({ one: sql`1` }).from(mapping.table).where(mine));
  return or(not(anyMapped), isMapped(context.db.select({ value: mapping.value }).from(mapping.table).where(mine)))!;
}
