import { eq, sql } from 'drizzle-orm';
import { HEARTBEAT_WINDOW_MINUTES, type GatewayEvent } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { machines } from '../machines/machines.table';
import { acknowledgeInstruction, recordMachineError, recordMachineHistory, recordMachineStatusInfo } from '../machine-status/machine-events';
import { recordStockLevels } from '../machine-stock/stock-levels';
import { recordStockOutages } from '../machine-stock/stock-outages';
import { applyOrderEvent, OrderEventRefused } from '../orders/order-events';

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
      await transaction
        .update(machines)
        .set({ lastHeartbeat: sql`now()`, ...(changed ? { softwareVersionName: versionName, softwareVersionCode: versionCode, softwareVersionAt: at } : {}) })
        .where(eq(machines.id, machineId));
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
      // Ingredients the machine holds no stock-in row for are left out; the console adds rows.
      await recordStockLevels(transaction, machineId, event.payload.levels);
      await recordStockOutages(transaction, machineId, event.payload.levels.map((level) => level.ingredientId), at);
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
