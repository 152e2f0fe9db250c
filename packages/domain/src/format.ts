/** Display formats of the console: Rp, DD-MM-YYYY, DD-MM-YYYY HH:mm and HH:mm. */

const two = (value: number) => String(value).padStart(2, '0');

/** Whole rupiah with dots between thousands: `Rp 25.000`, `-Rp 1.500`. */
export function formatRupiah(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '';
  const whole = Math.round(Math.abs(amount));
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 ? '-' : ''}Rp ${grouped}`;
}

function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The parts of an instant as seen at a UTC offset in minutes (Jakarta is +420). */
function partsAt(date: Date, offsetMinutes: number) {
  const shifted = new Date(date.getTime() + offsetMinutes * 60_000);
  return {
    day: two(shifted.getUTCDate()),
    month: two(shifted.getUTCMonth() + 1),
    year: String(shifted.getUTCFullYear()),
    hours: two(shifted.getUTCHours()),
    minutes: two(shifted.getUTCMinutes()),
  };
}

const localOffset = (date: Date) => -date.getTimezoneOffset();

export function formatDate(value: Date | string | null | undefined, offsetMinutes?: number): string {
  // A calendar day (YYYY-MM-DD) is the same day everywhere; only instants move with the zone.
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (day) return `${day[3]}-${day[2]}-${day[1]}`;
  const date = toDate(value);
  if (!date) return '';
  const parts = partsAt(date, offsetMinutes ?? localOffset(date));
  return `${parts.day}-${parts.month}-${parts.year}`;
}

export function formatDateTime(value: Date | string | null | undefined, offsetMinutes?: number): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = partsAt(date, offsetMinutes ?? localOffset(date));
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hours}:${parts.minutes}`;
}

export function formatTime(value: Date | string | null | undefined, offsetMinutes?: number): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = partsAt(date, offsetMinutes ?? localOffset(date));
  return `${parts.hours}:${parts.minutes}`;
}
