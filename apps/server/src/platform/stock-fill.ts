import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/client';

/*
 * The one way a count of whole pieces in stock changes (a machine's packaging, an outlet's
 * ingredients and packaging): a single guarded statement, `current_stock = current_stock + n`, so
 * fills and uses sent at once by many callers add up exactly and never go below zero or above the
 * maximum; a refused change writes nothing and says why.
 */

/** A table of counted stock: its whole-piece level, its maximum, and whether a row is never counted. */
export type StockTable = PgTable & { currentStock: AnyPgColumn; maxStock: AnyPgColumn; updatedAt: AnyPgColumn; infinite?: AnyPgColumn };

export interface StockMove {
  /** Pieces put in; a fill of a row that is never counted is refused. */
  add?: number;
  /** Pieces taken out, from what was there before the fill; never more than that. */
  take?: number;
  /** Refuse a level above the row's maximum (a fill), rather than leave it over (a use). */
  capped?: boolean;
}

export type StockMoveResult<Row> =
  | { row: Row; before: number }
  /** No such row; a fill of a row never counted; more taken than held; more added than fits. */
  | { refused: 'missing' | 'infinite' | 'insufficient' | 'full'; present?: Row };

/** Moves pieces in and out of the one row `where` picks, atomically; see StockMove. */
export async function moveStock<Row extends { currentStock: number; maxStock: number; infinite?: boolean }>(
  transaction: Transaction,
  table: StockTable,
  where: SQL,
  move: StockMove,
): Promise<StockMoveResult<Row>> {
  const add = move.add ?? 0;
  const take = move.take ?? 0;
  const delta = add - take;
  const { currentStock, maxStock, infinite } = table;
  // A row never counted gives what is taken without counting down, and needs no filling.
  const counted = infinite && add === 0 ? sql`case when ${infinite} then ${currentStock} else ${currentStock} + ${delta} end` : sql`${currentStock} + ${delta}`;
  const guards: (SQL | undefined)[] = [where];
  if (infinite && add > 0) guards.push(eq(infinite, false));
  if (take > 0) guards.push(infinite && add === 0 ? sql`(${infinite} or ${currentStock} >= ${take})` : sql`${currentStock} >= ${take}`);
  if (move.capped && add > 0) guards.push(sql`${currentStock} + ${delta} <= ${maxStock}`);
  const [row] = (await transaction
    .update(table)
    .set({ currentStock: counted, updatedAt: new Date() } as never)
    .where(and(...guards))
    .returning()) as unknown as Row[];
  if (row) return { row, before: row.infinite ? row.currentStock : row.currentStock - delta };
  const [present] = (await transaction.select().from(table).where(where)) as unknown as Row[];
  if (!present) return { refused: 'missing' };
  if (present.infinite && add > 0) return { refused: 'infinite', present };
  if (present.currentStock < take) return { refused: 'insufficient', present };
  return { refused: 'full', present };
}
