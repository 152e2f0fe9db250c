import type { Queryable } from '../../db/client';
import type { Context } from '../context';
import { userActivities } from './user-activities.table';

/** A field's value before and after a change; a secret field says only that it changed. */
export type FieldChange = { before: unknown; after: unknown } | { secret: true };
export type FieldChanges = Record<string, FieldChange>;

export interface Activity {
  /** What was done, e.g. `CREATE_ROLE`, `LOGIN`, `REFUSED`. */
  activity: string;
  entity?: string;
  recordId?: number | string | null;
  vmcNo?: string | null;
  message: string;
  /** The fields the change touched, before and after. */
  changes?: FieldChanges | null;
}

/** Writes one audit row; call it inside the transaction that made the change. */
export async function recordActivity(db: Queryable, username: string, entry: Activity): Promise<void> {
  await db.insert(userActivities).values({
    username,
    activity: entry.activity,
    entity: entry.entity ?? null,
    recordId: entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId),
    vmcNo: entry.vmcNo ?? null,
    message: entry.message.slice(0, 2000),
    changes: entry.changes && Object.keys(entry.changes).length > 0 ? entry.changes : null,
  });
}

/**
 * Logs a read the activity log must keep (a download of customers' personal data), under the
 * signed-in caller. Changes are logged by the commands that make them, never with this.
 */
export function recordRead(context: Context, entry: Activity): Promise<void> {
  return recordActivity(context.db, context.user!.username, entry);
}

/** Columns that are bookkeeping, not something a person changed. */
const IGNORED = new Set(['id', 'createdAt', 'updatedAt', 'createdTime', 'updatedTime']);

/**
 * The fields whose values differ between `before` (undefined for a new record) and `after`. A field
 * named in `secrets` (a password hash, a key) is recorded only as changed, never with its value.
 */
export function describeChanges(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
  secrets: readonly string[] = [],
): FieldChanges {
  const changes: FieldChanges = {};
  for (const [field, value] of Object.entries(after)) {
    if (IGNORED.has(field)) continue;
    const old = before?.[field];
    if (before && sameValue(old, value)) continue;
    if (!before && (value === null || value === undefined)) continue;
    changes[field] = secrets.includes(field) ? { secret: true } : { before: before ? plain(old) : null, after: plain(value) };
  }
  return changes;
}

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(plain(a)) === JSON.stringify(plain(b));
}
