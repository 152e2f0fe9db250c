/** Display formats of the console, Indonesian style: 1.000, 1.234,5, Rp 25.000, DD-MM-YYYY, HH:mm. */

const two = (value: number) => String(value).padStart(2, '0');

/** Digits with a dot between thousands: `1234567` → `1.234.567`. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Whole rupiah with dots between thousands: `Rp 25.000`, `-Rp 1.500`. */
export function formatRupiah(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const whole = Math.round(Math.abs(amount));
  return `${amount < 0 && whole !== 0 ? '-' : ''}Rp ${groupThousands(String(whole))}`;
}

/** A number with dots between thousands and a decimal comma: `1.000`, `-1.234,5`; at most `fractionDigits` decimals. */
export function formatNumber(value: number | null | undefined, fractionDigits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const [whole, fraction = ''] = Math.abs(value).toFixed(fractionDigits).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const negative = value < 0 && (Number(whole) !== 0 || decimals !== '');
  return `${negative ? '-' : ''}${groupThousands(whole!)}${decimals ? `,${decimals}` : ''}`;
}

/**
 * Reads a number as a person types it, in Indonesian or English style: `3.000` and `1.234.567,5`
 * are grouped thousands, `1,5` and `1.5` are one and a half. Empty is null; anything else is NaN.
 */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return null;
  // Dots between groups of three after a first group not starting with 0: thousands, Indonesian style.
  const grouped = /^-?[1-9]\d{0,2}(\.\d{3})+(,\d+)?$/.test(trimmed);
  const normalised = grouped ? trimmed.replaceAll('.', '').replace(',', '.') : trimmed.replace(',', '.');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(normalised) ? Number(normalised) : Number.NaN;
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
