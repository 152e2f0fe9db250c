import type { AuditProblemKind } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { openIncident } from '../machine-alerts/incidents';
import { recordMachineHistory } from '../machine-status/machine-events';

/**
 * A problem an audit file raised: a refused file (AUDIT_FILE_FAILED) or counters that went down
 * (COUNTER_RESET). The file keeps its own status and reason; the machine's history says so, and the
 * machine's open incident of that kind opens or counts one more repeat.
 */
export async function onAuditProblem(transaction: Transaction, problem: { machineId: number; kind: AuditProblemKind; detail: string }): Promise<void> {
  const what = problem.kind === 'COUNTER_RESET' ? 'Audit file counters went down' : 'Audit file refused';
  await recordMachineHistory(transaction, problem.machineId, { type: 'AUDIT_FILE', message: `${what}: ${problem.detail}`.slice(0, 1000) }, { userId: null });
  await openIncident(transaction, problem);
}
