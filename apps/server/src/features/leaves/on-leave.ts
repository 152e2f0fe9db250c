import { sql } from 'drizzle-orm';
import { users } from '../../platform/identity/users.table';
import { leaves } from './leaves.table';

/** Approved leave of the joined user on the day (YYYY-MM-DD). */
export const onLeave = (date: string) => sql`exists (select 1 from ${leaves} where ${leaves.userId} = ${users.id} and ${leaves.date} = ${date} and ${leaves.state} = 'APPROVED')`;
