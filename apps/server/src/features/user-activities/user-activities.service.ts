import type { Queryable } from '../../db/client';
import { userActivities } from './user-activities.table';

export interface Activity {
  /** What was done, e.g. `CREATE_ROLE`, `LOGIN`, `REFUSED`. */
  activity: string;
  entity?: string;
  recordId?: number | string | null;
  vmcNo?: string | null;
  message: string;
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
  });
}
