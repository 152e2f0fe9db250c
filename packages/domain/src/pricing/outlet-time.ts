import { DAYS, type Day } from '../enums';

/** An instant as the outlet's clock shows it. */
export interface OutletTime {
  day: Day;
  hour: number;
  minute: number;
  /** The outlet's offset from UTC at that instant, in minutes (Jakarta +420). */
  offsetMinutes: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** Intl's formatter for a zone, made once: making one costs far more than using it. */
function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The year, month, day, hour and minute a clock in `timeZone` shows at `instant`. */
function wallClock(instant: Date, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of formatFor(timeZone).formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts;
}

/** The outlet's weekday, hour and minute at `instant` in its IANA time zone (e.g. Asia/Jakarta). */
export function outletTime(instant: Date, timeZone: string): OutletTime {
  const parts = wallClock(instant, timeZone);
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  const sundayFirst = new Date(wall).getUTCDay();
  return {
    day: DAYS[(sundayFirst + 6) % 7]!,
    hour: parts.hour!,
    minute: parts.minute!,
    offsetMinutes: Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000),
  };
}

/** The calendar day (YYYY-MM-DD) `instant` falls on in `timeZone`, and the first instants of that day and of the next. */
export function zonedDay(instant: Date, timeZone: string): { day: string; start: Date; end: Date } {
  const parts = wallClock(instant, timeZone);
  const midnight = Date.UTC(parts.year!, parts.month! - 1, parts.day!);
  const offsetAt = (at: number) => outletTime(new Date(at), timeZone).offsetMinutes * 60_000;
  // A wall-clock midnight less the zone's offset; read again at the result, since a day of daylight
  // saving has another offset at midnight than now.
  const instantOf = (wall: number) => new Date(wall - offsetAt(wall - offsetAt(instant.getTime())));
  return { day: new Date(midnight).toISOString().slice(0, 10), start: instantOf(midnight), end: instantOf(midnight + 86_400_000) };
}
