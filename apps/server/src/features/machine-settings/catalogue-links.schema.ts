import { inArray, sql } from 'drizzle-orm';
import { builder } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { machineRef } from '../machines/machines.schema';
import { MachineStatusError } from '../machine-status/machine-status.schema';
import type { StatusErrorRow } from '../machine-status/machine-events';
import { machineErrorRef } from './machine-settings.schema';
import { machineErrors } from './machine-settings.table';

/*
 * Wherever a machine error appears, the catalogue says what its code means and how urgent it is:
 * on a reported error (`MachineStatusError.catalogueEntry`) and on a machine's last error
 * (`Machine.lastErrorCatalogueEntry`). The catalogue is reference data: whoever may see the error
 * may read its entry. Codes match whatever their case.
 */

type Types = typeof builder.$inferSchemaTypes;
type MachineErrorRow = typeof machineErrors.$inferSelect;

/** The catalogue's entries for `codes` (upper case), in their order; null where a code is not catalogued. */
async function entriesByCode(codes: readonly string[], context: Context): Promise<(MachineErrorRow | null)[]> {
  const rows = await context.db.select().from(machineErrors).where(inArray(sql`upper(${machineErrors.code})`, [...new Set(codes)]));
  const byCode = new Map(rows.map((row) => [row.code.toUpperCase(), row]));
  return codes.map((code) => byCode.get(code) ?? null);
}

const normalized = (code: string) => code.trim().toUpperCase();

/** The code at the start of a machine's `lastError` ("E12: Grinder jammed" gives E12). */
export const codeOfLastError = (lastError: string | null) => (lastError ? normalized(lastError.split(':')[0] ?? '') : null);

const statusErrorRef = MachineStatusError.ref as unknown as PothosSchemaTypes.ObjectRef<Types, StatusErrorRow>;

builder.objectField(statusErrorRef, 'catalogueEntry', (t) =>
  t.loadable({
    type: machineErrorRef,
    nullable: true,
    description: 'The error catalogue’s entry for this code: its meaning and urgency; null when the code is not catalogued.',
    load: (codes: string[], context: Context) => entriesByCode(codes, context),
    resolve: (row) => normalized(row.errorCodeMachine),
  }),
);

builder.objectField(machineRef, 'lastErrorCatalogueEntry', (t) =>
  t.loadable({
    type: machineErrorRef,
    nullable: true,
    description: 'The error catalogue’s entry for the code of the machine’s last error; null when it is not in error or the code is not catalogued.',
    load: (codes: string[], context: Context) => entriesByCode(codes, context),
    // An empty code matches no entry; the loader then answers null.
    resolve: (row) => codeOfLastError(row.lastError) ?? '',
  }),
);
