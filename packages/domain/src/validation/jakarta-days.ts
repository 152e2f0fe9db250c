/* Days in Jakarta time, as the company counts them: "today", a day some days on, the days between two. */

/** The company runs on Jakarta time (UTC+7 all year): "today" for leave is Jakarta's today. */
const JAKARTA_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** The calendar day (YYYY-MM-DD) it is in Jakarta at `now`. */
export function jakartaDay(now: Date = new Date()): string {
  return new Date(now.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `start` to `end`, both counted: the 1st to the 3rd is 3 days. */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every day from `start` to `end`, both included. */
export function daysOf(start: string, end: string): string[] {
  const count = daysBetween(start, end);
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(start, index));
}

/**
 * "Start period must be after now": a leave day is the whole day from 00:00 Jakarta time, so the
 * first day that starts after now is tomorrow. Today has begun and cannot be requested any more.
 */
export const startsAfterNow = (day: string, now: Date = new Date()) => day > jakartaDay(now);
