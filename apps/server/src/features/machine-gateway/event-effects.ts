import { and, eq, inArray, sql } from 'drizzle-orm';
import { HEARTBEAT_WINDOW_MINUTES, formatNumber, type GatewayEvent } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { machines } from '../machines/machines.table';
import { acknowledgeInstruction, recordMachineError, recordMachineHistory, recordMachineStatusInfo } from '../machine-status/machine-events';
import { recordStockLevels } from '../machine-stock/stock-levels';
import { machineStockIns } from '../machine-stock/machine-stock.table';
import { ingredients, units } from '../master-data/master-data.table';
import { recordStockOutages } from '../machine-stock/stock-outages';
import { applyOrderEvent, OrderEventRefused } from '../orders/order-events';
import { setReportedState } from '../machines/machine-writes';

/** An event that passed its checks but cannot be applied (an instruction that is not the machine's, say): the batch is refused. */
export class EventRefused extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(Object.values(errors)[0]);
  }
}

/** The machine itself reported it, not a console user. */
const MACHINE = { userId: null };

/** What each event type does to the machine's records, inside the batch's transaction. */
export async function applyEvent(transaction: Transaction, machineId: number, event: GatewayEvent): Promise<void> {
  const at = event.at ?? new Date();
  switch (event.type) {
    case 'heartbeat': {
      const [before] = await transaction
        .select({ lastHeartbeat: machines.lastHeartbeat, versionName: machines.softwareVersionName, versionCode: machines.softwareVersionCode })
        .from(machines)
        .where(eq(machines.id, machineId))
        .for('update');
      // The version of its app, when the machine tells it (older machines do not); its time is when it first ran it.
      const { versionName, versionCode } = event.payload;
      const reports = versionName !== undefined && versionCode !== undefined;
      const changed = reports && (before?.versionName !== versionName || before?.versionCode !== versionCode);
      // Not updatedAt: that is the console's edit stamp, and a heartbeat must not make an open edit form stale.
      await setReportedState(transaction, machineId, { lastHeartbeat: sql`now()`, ...(changed ? { softwareVersionName: versionName, softwareVersionCode: versionCode, softwareVersionAt: at } : {}) });
      const silentMinutes = before?.lastHeartbeat ? Math.floor((Date.now() - before.lastHeartbeat.getTime()) / 60_000) : null;
      if (silentMinutes === null) await recordMachineHistory(transaction, machineId, { type: 'BOOT', message: 'First heartbeat through the gateway' }, MACHINE);
      else if (silentMinutes >= HEARTBEAT_WINDOW_MINUTES) await recordMachineHistory(transaction, machineId, { type: 'CONNECTION', message: `Back online after ${silentMinutes} minutes without a heartbeat` }, MACHINE);
      if (changed) {
        const was = before?.versionCode != null ? `, was ${before.versionName} (${before.versionCode})` : '';
        await recordMachineHistory(transaction, machineId, { type: 'SOFTWARE', message: `Runs software ${versionName} (${versionCode})${was}` }, MACHINE, at);
      }
      return;
    }
    case 'error':
      await recordMachineError(transaction, machineId, event.payload, MACHINE, at);
      return;
    case 'status':
      await recordMachineStatusInfo(transaction, machineId, event.payload, MACHINE, at);
      return;
    case 'stock':
      await recordLevelsAboveMaximum(transaction, machineId, (await recordStockLevels(transaction, machineId, event.payload.levels)).clamped, at);
      await recordStockOutages(transaction, machineId, event.payload.levels.map((level) => level.ingredientId), at);
      await recordLevelsNotSetUp(transaction, machineId, event.payload.levels, at);
      return;
    case 'instruction.ack':
      if (!(await acknowledgeInstruction(transaction, machineId, event.payload.logId, at))) {
        throw new EventRefused({ 'payload.logId': `Instruction ${event.payload.logId} is not waiting for this machine: it is another machine’s, or was superseded or withdrawn.` });
      }
      return;
    case 'order.created':
    case 'order.paid':
    case 'order.product_done':
    case 'order.failed':
    case 'order.refunded':
      try {
        await applyOrderEvent(transaction, machineId, { ...event, at } as Parameters<typeof applyOrderEvent>[2]);
      } catch (error) {
        if (error instanceof OrderEventRefused) throw new EventRefused({ [error.field]: error.message });
        throw error;
      }
      return;
  }
}

/**
 * Levels of ingredients the machine holds no stock-in row for change no stock (the console adds
 * rows), but the report does not vanish: the machine's history says what it reported and that the
 * machine is not set up for it, so staff can add the ingredient or correct the machine.
 */
async function recordLevelsNotSetUp(transaction: Transaction, machineId: number, levels: { ingredientId: number; currentStock: number }[], at: Date) {
  const ids = [...new Set(levels.map((level) => level.ingredientId))];
  const held = await transaction
    .select({ ingredientId: machineStockIns.ingredientId })
    .from(machineStockIns)
    .where(and(eq(machineStockIns.machineId, machineId), inArray(machineStockIns.ingredientId, ids)));
  const heldIds = new Set(held.map((row) => row.ingredientId));
  const missing = ids.filter((id) => !heldIds.has(id));
  if (missing.length === 0) return;
  const names = new Map((await transaction.select({ id: ingredients.id, name: ingredients.name }).from(ingredients).where(inArray(ingredients.id, missing))).map((row) => [row.id, row.name]));
  const level = new Map(levels.map((entry) => [entry.ingredientId, entry.currentStock]));
  const SHOWN = 10;
  const listed = missing.slice(0, SHOWN).map((id) => `${names.has(id) ? `${names.get(id)!.slice(0, 40)} (ingredient ${id})` : `ingredient ${id}, which does not exist`}: ${level.get(id)}`);
  const more = missing.length > SHOWN ? ` and ${missing.length - SHOWN} more` : '';
  await recordMachineHistory(
    transaction,
    machineId,
    { type: 'STOCK', message: `Reported stock of ingredients it is not set up for, not recorded: ${listed.join('; ')}${more}. Add them to the machine's stock to track them.` },
    MACHINE,
    at,
  );
}

/**
 * A level above the most the machine holds is recorded as that maximum (a canister cannot hold more),
 * and the machine's history says what was reported, so staff can check the machine's sensor or the
 * maximum set in the console.
 */
async function recordLevelsAboveMaximum(transaction: Transaction, machineId: number, clamped: { ingredientId: number; reported: number; maximum: number }[], at: Date) {
  if (clamped.length === 0) return;
  const named = await transaction
    .select({ id: ingredients.id, name: ingredients.name, unit: units.name })
    .from(ingredients)
    .innerJoin(units, eq(units.id, ingredients.unitId))
    .where(inArray(ingredients.id, clamped.map((level) => level.ingredientId)));
  const byId = new Map(named.map((row) => [row.id, row]));
  const listed = clamped.map((level) => {
    const ingredient = byId.get(level.ingredientId);
    const unit = ingredient ? ` ${ingredient.unit}` : '';
    return `${ingredient?.name.slice(0, 40) ?? `ingredient ${level.ingredientId}`} ${formatNumber(level.reported)}${unit}, recorded as its maximum ${formatNumber(level.maximum)}${unit}`;
  });
  await recordMachineHistory(
    transaction,
    machineId,
    { type: 'STOCK', message: `Reported more stock than the machine holds: ${listed.join('; ')}. Check the machine's level sensor or the maximum set for it.` },
    MACHINE,
    at,
  );
}
