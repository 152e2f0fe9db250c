import type { Database } from '../../db/client';
import { takePendingInstruction } from '../machine-status/machine-events';

/** The instruction waiting for the machine, marked fetched as it is handed over (the same one again until acknowledged); null when none waits. */
export function pendingInstruction(db: Database, machineId: number) {
  return db.transaction((transaction) => takePendingInstruction(transaction, machineId));
}
