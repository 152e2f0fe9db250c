/*
 * "Today" and other days of the task pages are days of the company's time zone, Asia/Jakarta (WIB,
 * UTC+7 all year, no daylight saving). A refiller's day is planned and counted in one zone for the
 * whole company: hubs in WITA or WIT would otherwise start "today" at different instants for one
 * supervisor's count. See docs/vending.md.
 */

import { jakartaDay } from '@back-office/domain';

export const COMPANY_TIME_ZONE = 'Asia/Jakarta';

/** The company day (YYYY-MM-DD) an instant falls on. */
export const companyDayOf = (instant: Date) => jakartaDay(instant);

/** The first instant of a company day and of the day after it. */
export function companyDayBounds(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00+07:00`);
  return { start, end: new Date(start.getTime() + 24 * 60 * 60_000) };
}

export const today = () => companyDayOf(new Date());
