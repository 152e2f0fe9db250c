/*
 * The task pages count days in the company's zone, Asia/Jakarta (UTC+7 all year), as the server's
 * counts do: a refiller's "today" is the same wherever the browser thinks it is.
 */

const OFFSET_MS = 7 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The company day (YYYY-MM-DD) an instant falls on. */
export const companyDayOf = (instant: Date) => new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** A company day and its first and last instants, ISO, for a BETWEEN filter. */
export function companyDayBounds(day: string) {
  const start = new Date(`${day}T00:00:00+07:00`);
  return { day, start: start.toISOString(), end: new Date(start.getTime() + DAY_MS - 1).toISOString() };
}

export const companyToday = () => companyDayBounds(companyDayOf(new Date()));

/** The day `count` days after `day`. */
export const addDays = (day: string, count: number) => new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
