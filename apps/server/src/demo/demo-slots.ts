import { asc, eq, isNotNull, and, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { machineStockIns, machineStockOuts, productInMachines } from '../features/machine-stock/machine-stock.table';
import { machines } from '../features/machines/machines.table';
import { slotMasters, slotSettingLines, slotSettings } from '../features/slots/slots.table';

const range = (count: number) => Array.from({ length: count }, (_, index) => ({ slot: index + 1 }));

/**
 * Two slot layouts, and a slot setting on the first two machines that sell something: each slot
 * sells a product of the machine's menu at its menu price, drawing on the machine's first canister
 * and its cups; the machine's first product also has a second slot, at the same price.
 */
export async function seedDemoSlots(db: Database): Promise<void> {
  const [six, nine] = await db
    .insert(slotMasters)
    .values([
      { name: 'Six-button panel', description: 'Two rows of three buttons', slots: range(6) },
      { name: 'Nine-button panel', description: 'Three rows of three buttons', slots: range(9) },
    ])
    .returning();
  const selling = await db
    .selectDistinct({ id: machines.id })
    .from(machines)
    .innerJoin(productInMachines, eq(productInMachines.machineId, machines.id))
    .where(isNotNull(productInMachines.slot))
    .orderBy(asc(machines.id))
    .limit(2);
  for (const [index, { id: machineId }] of selling.entries()) {
    const master = index === 0 ? six! : nine!;
    const menu = await db
      .select()
      .from(productInMachines)
      .where(and(eq(productInMachines.machineId, machineId), inArray(productInMachines.slot, master.slots.map((slot) => slot.slot))))
      .orderBy(asc(productInMachines.slot));
    if (menu.length === 0) continue;
    const [stockIn] = await db.select({ id: machineStockIns.id }).from(machineStockIns).where(eq(machineStockIns.machineId, machineId)).orderBy(asc(machineStockIns.id)).limit(1);
    const [stockOut] = await db.select({ id: machineStockOuts.id }).from(machineStockOuts).where(eq(machineStockOuts.machineId, machineId)).orderBy(asc(machineStockOuts.id)).limit(1);
    const [setting] = await db.insert(slotSettings).values({ machineId, slotMasterId: master.id }).returning();
    const lines = menu.map((item) => ({ slot: item.slot!, productId: item.productId, price: item.price, discountedPrice: item.discountedPrice }));
    const free = master.slots.map((slot) => slot.slot).find((slot) => !lines.some((line) => line.slot === slot));
    if (free !== undefined) lines.push({ ...lines[0]!, slot: free });
    await db.insert(slotSettingLines).values(
      lines.map((line) => ({ ...line, slotSettingId: setting!.id, machineStockInId: stockIn?.id ?? null, machineStockOutId: stockOut?.id ?? null })),
    );
  }
}
