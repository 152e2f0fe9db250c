import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { machineTypeStocks, machineTypes } from '../machine-types/machine-types.table';
import { machines } from '../machines/machines.table';

export type SellerLevel = 'low' | 'medium' | 'high';

/**
 * Cups a machine sold in the past week. Vending orders are not recorded yet, so every machine has
 * sold none; the orders feature answers this from its rollups.
 */
export async function weeklyCupsSold(_transaction: Transaction, _machineId: number): Promise<number> {
  return 0;
}

/** A low seller sells fewer cups a week than its type's minimum, a high one more than its maximum; a type without levels counts its machines as medium. */
export function sellerLevel(cups: number, levels: { minCup: number | null; maxCup: number | null }): SellerLevel {
  if (levels.minCup === null && levels.maxCup === null) return 'medium';
  if (levels.minCup !== null && cups < levels.minCup) return 'low';
  if (levels.maxCup !== null && cups > levels.maxCup) return 'high';
  return 'medium';
}

/** The maximum the machine's type sets for an ingredient or a packaging, for the machine's level; undefined when the type sets none. */
export async function defaultMaximum(transaction: Transaction, machineId: number, item: { ingredientId: number } | { packagingId: number }): Promise<number | undefined> {
  const [row] = await transaction
    .select({ minCup: machineTypes.minCup, maxCup: machineTypes.maxCup, low: machineTypeStocks.low, medium: machineTypeStocks.medium, high: machineTypeStocks.high })
    .from(machines)
    .innerJoin(machineTypes, eq(machineTypes.id, machines.machineTypeId))
    .innerJoin(
      machineTypeStocks,
      and(
        eq(machineTypeStocks.machineTypeId, machines.machineTypeId),
        'ingredientId' in item ? eq(machineTypeStocks.ingredientId, item.ingredientId) : eq(machineTypeStocks.packagingId, item.packagingId),
      ),
    )
    .where(eq(machines.id, machineId));
  if (!row) return undefined;
  return row[sellerLevel(await weeklyCupsSold(transaction, machineId), row)];
}
