import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { machineGatewayKeys } from './machine-gateway.table';
import { machines } from '../machines/machines.table';

/*
 * A machine's gateway key: "mk_" and 256 random bits. Only its SHA-256 is stored. A slow password
 * hash protects guessable secrets; a key of 256 random bits cannot be guessed, so SHA-256 is as
 * safe here, and lets every call be checked by one indexed lookup without spending CPU.
 */

const PREFIX = 'mk_';

export const hashGatewayKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Makes a new key for the machine, replacing the one it had (which stops working at once), and returns it: the only time it is seen. */
export async function issueGatewayKey(transaction: Transaction, machineId: number, userId: number | null) {
  const key = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  const values = { keyHash: hashGatewayKey(key), keyHint: key.slice(-4), issuedAt: new Date(), issuedByUserId: userId };
  await transaction
    .insert(machineGatewayKeys)
    .values({ machineId, ...values })
    .onConflictDoUpdate({ target: machineGatewayKeys.machineId, set: values });
  return { key, ...values };
}

/** The machine a key belongs to, or undefined for an unknown (or replaced) key. */
export async function machineOfKey(db: Queryable, key: string) {
  if (!key.startsWith(PREFIX) || key.length > 100) return undefined;
  const [found] = await db
    .select({ id: machines.id, vmcNo: machines.vmcNo, name: machines.name })
    .from(machineGatewayKeys)
    .innerJoin(machines, eq(machines.id, machineGatewayKeys.machineId))
    .where(eq(machineGatewayKeys.keyHash, hashGatewayKey(key)));
  return found;
}

export { sameSecret } from '../../platform/json-api';
