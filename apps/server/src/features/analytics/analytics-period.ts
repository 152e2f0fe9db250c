import { badInput } from '../../platform/errors';

/* The period of machine analytics: how long it may be, and the buckets (days, weeks or months) its figures fall into. */

/** The longest period one call may cover. */
export const MAX_ANALYTICS_DAYS = 731;
export type Granularity = 'DAY' | 'WEEK' | 'MONTH';

export interface AnalyticsPoint {
  /** The first day of the bucket (within the period). */
  start: string;
  /** The last day of the bucket (within the period). */
  end: string;
  cups: number;
  revenue: number;
  errors: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/**
 * Refuses a period that ends before it starts or is longer than its limit (two years unless told), in words a person can act
 * on (the Date type has refused days not on the calendar). A period still to come is taken: it is empty.
 */
export function checkPeriod(startDate: string, endDate: string, limit = { days: MAX_ANALYTICS_DAYS, words: ' (two years)' }): number {
  const days = dayNumber(endDate) - dayNumber(startDate) + 1;
  if (days < 1) throw badInput('The period ends before it starts: pick an end date on or after the start date.', { endDate: 'Must be on or after the start date.' });
  if (days > limit.days) throw badInput(`A period covers at most ${limit.days} days${limit.words}; pick a shorter one.`, { endDate: `At most ${limit.days} days after the start date.` });
  return days;
}

/** Days for up to two months, weeks (from Monday) up to half a year, months beyond. */
export function granularityOf(days: number): Granularity {
  if (days <= 62) return 'DAY';
  if (days <= 183) return 'WEEK';
  return 'MONTH';
}

/** The first day of the bucket holding `day`. */
export function bucketStart(day: string, granularity: Granularity): string {
  if (granularity === 'DAY') return day;
  if (granularity === 'MONTH') return `${day.slice(0, 7)}-01`;
  const number = dayNumber(day);
  // 1970-01-01 was a Thursday: Monday is three days later in the week's count.
  const weekday = (((number - 4) % 7) + 7) % 7;
  return dayOf(number - weekday);
}

/** Every bucket of the period in order, empty ones too, each clipped to the period. */
export function buckets(startDate: string, endDate: string, granularity: Granularity): AnalyticsPoint[] {
  const points: AnalyticsPoint[] = [];
  const last = dayNumber(endDate);
  let day = dayNumber(startDate);
  while (day <= last) {
    const start = dayOf(day);
    let next: number;
    if (granularity === 'DAY') next = day + 1;
    else if (granularity === 'WEEK') next = dayNumber(bucketStart(start, 'WEEK')) + 7;
    else {
      const date = new Date(day * DAY_MS);
      next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / DAY_MS;
    }
    points.push({ start, end: dayOf(Math.min(next - 1, last)), cups: 0, revenue: 0, errors: 0 });
    day = next;
  }
  return points;
}
