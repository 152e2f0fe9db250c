import { sql, type SQL } from 'drizzle-orm';

/* What the home page's parts share: the day they count, last week, and a count under a condition. */

export const TODAY_ZONE = 'The IANA time zone whose day is today, e.g. the browser\'s; default Asia/Jakarta, the company\'s.';

export const WEEK_MS = 7 * 24 * 60 * 60_000;

/** How many rows of the query meet `condition`. */
export const countIf = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})::int`;
