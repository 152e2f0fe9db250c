import { and, eq } from 'drizzle-orm';
import { users } from '../../platform/identity/users.table';
import { refillerSchedules } from './refiller-schedules.table';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** The weekday column of a Jakarta day (YYYY-MM-DD). */
export const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;

/** Over `refiller_schedules` joined to `users`: an active user whose schedule has the day's weekday. */
export const scheduledOn = (date: string) => and(eq(users.active, true), eq(refillerSchedules[weekdayOf(date)], true));
