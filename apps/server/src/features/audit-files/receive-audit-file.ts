import { createHash } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { jakartaDay, readDexFile, type AuditFileSource, type AuditFileStatus, type DexAudit } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { machines } from '../machines/machines.table';
import { onAuditProblem } from './audit-problems';
import { machineAuditFiles, type AuditFileRow, type ProductSales } from './audit-files.table';

/** Who gives a machine's audit file: the machine through the gateway, or a person in the console. */
export interface AuditFileArrival {
  machineId: number;
  content: string;
  source: AuditFileSource;
  user?: { id: number; name: string };
  now?: Date;
}

/** The file as kept, and whether it is new (false: the same file came before and nothing changed). */
export interface AuditFileOutcome {
  file: AuditFileRow;
  fresh: boolean;
}

const COUNTERS: [keyof DexAudit, string][] = [
  ['paidVends', 'paid vends (VA102)'],
  ['paidValue', 'paid sales (VA101)'],
  ['cashValue', 'cash (CA201)'],
  ['cashlessValue', 'cashless (DA201)'],
];

/**
 * Keeps an audit file of a machine, whole, and what became of it, in the caller's transaction: read
 * well, its sales since the machine's previous file; refused, its reason and nothing else; counters
 * gone down, no sale and a problem raised. The same file again changes nothing.
 */
export async function receiveAuditFile(tx: Transaction, arrival: AuditFileArrival): Promise<AuditFileOutcome> {
  const now = arrival.now ?? new Date();
  // One file of a machine at a time: the previous file and the same file again are then certain.
  const [machine] = await tx.select({ id: machines.id, factoryNumber: machines.factoryNumber, vmcNo: machines.vmcNo }).from(machines).where(eq(machines.id, arrival.machineId)).for('update');
  if (!machine) throw new Error(`Machine ${arrival.machineId} does not exist.`);
  const contentHash = createHash('sha256').update(arrival.content).digest('hex');
  const [same] = await tx.select().from(machineAuditFiles).where(and(eq(machineAuditFiles.machineId, machine.id), eq(machineAuditFiles.contentHash, contentHash)));
  if (same) return { file: same, fresh: false };

  const base = {
    machineId: machine.id,
    source: arrival.source,
    contentHash,
    content: arrival.content,
    receivedAt: now,
    salesDay: jakartaDay(now),
    userId: arrival.user?.id ?? null,
    userName: arrival.user?.name ?? null,
  };
  const keep = async (values: Partial<AuditFileRow> & { status: AuditFileStatus }) => {
    const [file] = await tx.insert(machineAuditFiles).values({ ...base, ...values }).returning();
    return { file: file!, fresh: true };
  };
  const refuse = async (reason: string, serial: string | null) => {
    await onAuditProblem(tx, { machineId: machine.id, kind: 'AUDIT_FILE_FAILED', detail: reason });
    return keep({ status: 'FAILED', reason, serial });
  };

  const reading = readDexFile(arrival.content);
  if (!reading.ok) return refuse(reading.reason, reading.serial);
  const audit = reading.audit;
  if (audit.serial !== machine.factoryNumber) return refuse(await otherMachine(tx, audit.serial, machine), audit.serial);

  const [previous] = await tx
    .select({ id: machineAuditFiles.id, counters: machineAuditFiles.counters })
    .from(machineAuditFiles)
    .where(and(eq(machineAuditFiles.machineId, machine.id), inArray(machineAuditFiles.status, ['APPLIED', 'COUNTER_RESET'])))
    .orderBy(desc(machineAuditFiles.id))
    .limit(1);
  const read = { serial: audit.serial, counters: audit };
  if (!previous?.counters) return keep({ ...read, status: 'APPLIED', reason: 'The machine’s first audit file: its counters are where its sales are measured from.' });

  const before = previous.counters;
  const down = COUNTERS.filter(([key]) => (audit[key] as number) < (before[key] as number)).map(([key, name]) => `${name} from ${before[key] as number} to ${audit[key] as number}`);
  const priorProducts = new Map(before.products.map((product) => [product.code, product]));
  for (const product of audit.products) {
    const prior = priorProducts.get(product.code);
    if (prior && (product.paidVends < prior.paidVends || product.paidValue < prior.paidValue)) down.push(`product ${product.code} from ${prior.paidVends} to ${product.paidVends} vends`);
  }
  if (down.length > 0) {
    const reason = `Counters went down since the previous file, so no sales are recorded and this file is where sales are measured from next: ${down.join('; ')}.`;
    await onAuditProblem(tx, { machineId: machine.id, kind: 'COUNTER_RESET', detail: reason });
    return keep({ ...read, status: 'COUNTER_RESET', reason, previousFileId: previous.id });
  }
  const productSales: ProductSales[] = audit.products
    .map((product) => ({ code: product.code, vends: product.paidVends - (priorProducts.get(product.code)?.paidVends ?? 0), value: product.paidValue - (priorProducts.get(product.code)?.paidValue ?? 0) }))
    .filter((sales) => sales.vends > 0 || sales.value > 0);
  return keep({
    ...read,
    status: 'APPLIED',
    previousFileId: previous.id,
    salesVends: audit.paidVends - before.paidVends,
    salesValue: audit.paidValue - before.paidValue,
    cashValue: audit.cashValue - before.cashValue,
    cashlessValue: audit.cashlessValue - before.cashlessValue,
    productSales,
  });
}

/** Why a file naming another serial is refused: whose serial it is, or that no machine has it. */
async function otherMachine(tx: Transaction, serial: string, machine: { vmcNo: string; factoryNumber: string }): Promise<string> {
  const [owner] = await tx.select({ vmcNo: machines.vmcNo }).from(machines).where(eq(machines.factoryNumber, serial)).limit(1);
  return owner
    ? `The file is of machine ${owner.vmcNo} (serial ${serial}), not of machine ${machine.vmcNo} (serial ${machine.factoryNumber}).`
    : `No machine has serial number ${serial} (the file’s ID1); machine ${machine.vmcNo} has serial ${machine.factoryNumber}.`;
}
