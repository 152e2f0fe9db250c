import { GATEWAY_MAX_BODY_BYTES, auditFileStatusLabels, fieldErrors, gatewayAuditFileSchema } from '@back-office/domain';
import type { Database } from '../../db/client';
import { problem, readJsonBody, type JsonAnswer } from '../../platform/json-api';
import { defineOperation } from '../../platform/operation';
import { receiveAuditFile, type AuditFileOutcome } from './receive-audit-file';

/** The gateway's address for audit files, under /gateway/v1. */
export const AUDIT_FILES_GATEWAY_PATH = '/audit-files';

const receive = defineOperation<{ machineId: number; content: string }, AuditFileOutcome>({
  run: async (transaction, { machineId, content }) => ({ result: await receiveAuditFile(transaction, { machineId, content, source: 'GATEWAY' }) }),
});

/**
 * `POST /gateway/v1/audit-files` from a machine (its key already checked): `{ "content": "DXS*…" }`.
 * 201 a new file read, 200 the same file again (nothing changed), 422 AUDIT_FILE_REFUSED a file
 * refused (kept with its reason), 400 a body that is not an audit file's shape.
 */
export async function gatewayAuditFile(db: Database, request: Request, machineId: number): Promise<JsonAnswer> {
  const body = await readJsonBody(request, GATEWAY_MAX_BODY_BYTES);
  if (!body.ok) return body.answer;
  const parsed = gatewayAuditFileSchema.safeParse(body.value);
  if (!parsed.success) return problem(400, 'BAD_REQUEST', 'The audit file is not valid: nothing was saved.', { fields: fieldErrors(parsed.error) });
  const { file, fresh } = await receive(db, { machineId, content: parsed.data.content });
  const answer = { auditFileId: file.id, status: file.status, reason: file.reason, salesVends: file.salesVends, salesValue: file.salesValue, repeated: !fresh };
  if (file.status === 'FAILED') return problem(422, 'AUDIT_FILE_REFUSED', `The audit file was refused and kept with its reason: ${file.reason}`, { auditFile: answer });
  return { status: fresh ? 201 : 200, body: { machineId, ...answer, message: fresh ? auditFileStatusLabels[file.status] : 'The same audit file came before: nothing changed.' } };
}
