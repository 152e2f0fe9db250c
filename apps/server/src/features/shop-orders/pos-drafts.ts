import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { DraftRow, StoredDraftLine } from './pos-draft.schema';
import { shopOrderLines, shopPosDraftOrders } from './shop-orders.table';

/*
 * The writes of the POS drafts' table, which shop-orders owns: the point of sale (shop-pos) keeps,
 * changes, accepts and drops its drafts through these. Each is one conditional statement in the
 * caller's transaction; undefined means no open draft matched.
 */

export type DraftColumns = Omit<typeof shopPosDraftOrders.$inferInsert, 'id' | 'orderNo' | 'orderNoAlias' | 'createdById' | 'state' | 'shopOrderId' | 'createdTime' | 'updatedTime' | 'version'>;

/** Keeps a new draft. */
export async function insertDraft(tx: Transaction, columns: DraftColumns & { orderNo: string; orderNoAlias: string; createdById: number }): Promise<DraftRow> {
  const [draft] = await tx.insert(shopPosDraftOrders).values(columns).returning();
  return draft!;
}

/** Changes an open draft at its own outlet (`where` adds the caller's scope); undefined when none matched. */
export async function updateOpenDraft(tx: Transaction, id: number, columns: Partial<DraftColumns> & { state?: 'ACCEPTED' | 'CANCELLED' }, where?: SQL): Promise<DraftRow | undefined> {
  const [draft] = await tx
    .update(shopPosDraftOrders)
    .set({ ...columns, version: sql`${shopPosDraftOrders.version} + 1`, updatedTime: sql`now()` })
    .where(and(eq(shopPosDraftOrders.id, id), eq(shopPosDraftOrders.state, 'DRAFT'), where))
    .returning();
  return draft;
}

/** Names the order an accepted draft became, and what it held then when it was changed on accepting. */
export async function linkDraftToOrder(tx: Transaction, id: number, shopOrderId: number, columns: Partial<DraftColumns> = {}): Promise<DraftRow> {
  const [draft] = await tx
    .update(shopPosDraftOrders)
    .set({ ...columns, shopOrderId })
    .where(eq(shopPosDraftOrders.id, id))
    .returning();
  return draft!;
}

/** A placed order's lines as a draft keeps them. */
export async function placedLinesForDraft(tx: Transaction, shopOrderId: number): Promise<StoredDraftLine[]> {
  const lines = await tx.select().from(shopOrderLines).where(eq(shopOrderLines.shopOrderId, shopOrderId)).orderBy(asc(shopOrderLines.id));
  return lines.map(({ id: _id, shopOrderId: _order, ...line }) => ({ ...line, menuId: line.menuId ?? undefined }));
}
