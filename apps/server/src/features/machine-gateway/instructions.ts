import { defineOperation } from '../../platform/operation';
import { takePendingInstruction } from '../machine-status/machine-events';

/** The instruction waiting for the machine, marked fetched as it is handed over (the same one again until acknowledged); null when none waits. */
export const pendingInstruction = defineOperation({
  run: async (tx, machineId: number) => ({ result: await takePendingInstruction(tx, machineId) }),
});
