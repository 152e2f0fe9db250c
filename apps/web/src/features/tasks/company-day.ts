/*
 * The task pages count days in the company's zone, Asia/Jakarta (UTC+7 all year), as the server's
 * counts do: a refiller's "today" is the same wherever the browser thinks it is.
 */

import { addDays, jakartaDay } from '@back-office/domain';

const DAY_MS = 24 * 60 * 60_000;

/** The company day (YYYY-MM-DD) an instant falls on. */
export const companyDayOf = (instant: Date) => jakartaDay(instant);

/** A company day and its first and last instants, ISO, for a BETWEEN filter. */
export function companyDayBounds(day: string) {
  const start = new Date(`${day}T00:00:00+07:00`);
  return { day, start: start.toISOString(), end: new Date(start.getTime() + DAY_MS - 1).toISOString() };
}

export const companyToday = () => companyDayBounds(companyDayOf(new Date()));

export { addDays };
