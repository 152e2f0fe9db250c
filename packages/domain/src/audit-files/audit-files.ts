import { z } from 'zod';
import { id, text } from '../validation/common';
import { DEX_MAX_CHARACTERS } from './dex-parse';
import type { Labels } from '../labels';

/** What became of an audit file. */
export const AUDIT_FILE_STATUSES = ['APPLIED', 'COUNTER_RESET', 'FAILED'] as const;
export type AuditFileStatus = (typeof AUDIT_FILE_STATUSES)[number];
export const auditFileStatusLabels: Labels<AuditFileStatus> = {
  APPLIED: 'Read: sales recorded',
  COUNTER_RESET: 'Counters went down: no sales recorded',
  FAILED: 'Refused',
};

/** How an audit file came. */
export const AUDIT_FILE_SOURCES = ['GATEWAY', 'UPLOAD'] as const;
export type AuditFileSource = (typeof AUDIT_FILE_SOURCES)[number];
export const auditFileSourceLabels: Labels<AuditFileSource> = {
  GATEWAY: 'Sent by the machine',
  UPLOAD: 'Uploaded in the console',
};

/** The problems an audit file raises as the machine's incidents (once the incidents are merged). */
export type AuditProblemKind = 'AUDIT_FILE_FAILED' | 'COUNTER_RESET';

/** An audit file uploaded on a machine's page: some text, within the file's limit. */
export const auditFileUploadSchema = z.object({
  machineId: id,
  content: text('Choose an audit file.')
    .refine((text) => text.trim().length > 0, 'The audit file is empty.')
    .refine((text) => text.length <= DEX_MAX_CHARACTERS, `An audit file has at most ${DEX_MAX_CHARACTERS.toLocaleString('en')} characters.`),
});

/** What a machine sends to the gateway's audit files address. */
export const gatewayAuditFileSchema = auditFileUploadSchema.pick({ content: true });

/** What the gateway answers for an audit file (and inside a refusal's `error.auditFile`). */
export const gatewayAuditFileAnswerSchema = z.object({
  auditFileId: id.meta({ description: 'The file as kept.' }),
  status: z.enum(AUDIT_FILE_STATUSES).meta({ description: 'APPLIED: read, its sales recorded (none for the machine’s first file); COUNTER_RESET: counters went down, no sales; FAILED: refused.' }),
  reason: z.string().nullable().meta({ description: 'Why it was refused or no sales were recorded, in English.' }),
  salesVends: z.number().int().nullable().meta({ description: 'Paid vends since the previous file.' }),
  salesValue: z.number().int().nullable().meta({ description: 'Paid sales in rupiah since the previous file.' }),
  repeated: z.boolean().meta({ description: 'True when the same file came before: nothing changed.' }),
});
