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
 * A count with its noun, the noun singular for one: `countOf(1, 'menu')` is "1 menu", `countOf(1200, 'menu')`
 * "1.200 menus"; a noun whose plural is not made with an s names it: `countOf(2, 'is', 'are')`.
 */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${formatNumber(count, 0)} ${count === 1 ? one : many}`;
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

/**
 * A road distance given in kilometres: `1,6 km`, `706,5 km`; under a kilometre in metres, to the
 * ten (`850 m`). The same on every page, detail or report.
 */
export function formatDistance(km: number | null | undefined): string {
  if (km === null || km === undefined || !Number.isFinite(km)) return '';
  if (Math.abs(km) < 1 && km !== 0) return `${formatNumber(Math.round(km * 100) * 10, 0)} m`;
  return `${formatNumber(km, 1)} km`;
}

/** Units a quantity is scaled in for reading: a thousand of the small one is one of the large one. */
const SCALED_UNITS: { names: string[]; small: string; large: string }[] = [
  { names: ['gram', 'grams', 'g', 'gr'], small: 'g', large: 'kg' },
  { names: ['millilitre', 'milliliter', 'millilitres', 'milliliters', 'ml'], small: 'ml', large: 'L' },
];

/**
 * An amount in an ingredient's unit, scaled for reading: `68.880` millilitre is `68,9 L`, `2.500`
 * gram `2,5 kg`, `750` gram `750 g`; a unit the console does not scale keeps its name (`12 pcs`).
 * No unit: pieces (`pcs`).
 */
export function formatQuantity(amount: number | null | undefined, unit?: string | null): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const name = (unit ?? '').trim();
  const scaled = SCALED_UNITS.find((entry) => entry.names.includes(name.toLowerCase()));
  if (!scaled) return `${formatNumber(amount)} ${name === '' ? 'pcs' : name.toLowerCase()}`;
  return Math.abs(amount) >= 1000 ? `${formatNumber(amount / 1000, 1)} ${scaled.large}` : `${formatNumber(amount, 1)} ${scaled.small}`;
}

/** Whole units of a stock with its unit as named, unscaled: `1.500 Gram`, `12 pcs`. */
export function formatWholeUnits(amount: number | null | undefined, unit: string): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  return `${formatNumber(amount, 0)} ${unit}`;
}

/** The console's languages: English (`en`) and Bahasa Indonesia (`id`). */
export type ConsoleLanguage = 'en' | 'id' | (string & {});

/**
 * Rupiah in short, for a chart's axis, in the console's language: `Rp 1,5 jt` and `Rp 250 rb` in
 * Indonesian, `Rp 1,5M` and `Rp 250K` in English (the digits written as everywhere in the console);
 * below a thousand, whole (`Rp 500`).
 */
export function formatShortRupiah(amount: number | null | undefined, language: ConsoleLanguage = 'en'): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const english = language !== 'id';
  const size = Math.abs(amount);
  const steps = english
    ? [
        { at: 1e12, suffix: 'T' },
        { at: 1e9, suffix: 'B' },
        { at: 1e6, suffix: 'M' },
        { at: 1e3, suffix: 'K' },
      ]
    : [
        { at: 1e12, suffix: ' T' },
        { at: 1e9, suffix: ' M' },
        { at: 1e6, suffix: ' jt' },
        { at: 1e3, suffix: ' rb' },
      ];
  const step = steps.find((entry) => size >= entry.at);
  if (!step) return formatRupiah(amount);
  const value = amount / step.at;
  const digits = Math.abs(value) >= 10 ? 0 : 1;
  const text = formatNumber(Math.abs(value), digits);
  return `${amount < 0 ? '-' : ''}Rp ${text}${step.suffix}`;
}

/** A size, topping or customization item as a line names it; `quantity` counts a topping taken more than once. */
export interface ChoiceWords {
  name: string;
  quantity?: number | null;
}

/** The choices a line was made with. */
export interface LineChoices {
  variantUnits?: readonly ChoiceWords[];
  customizations?: readonly ChoiceWords[];
  toppings?: readonly ChoiceWords[];
}

/**
 * A line's choices in words, the one way the console writes them (counter, order page, live screen):
 * sizes, then customizations, then toppings, "Large, Less sugar, Boba ×2"; empty when there are none.
 */
export function formatLineChoices(line: LineChoices): string {
  const words = (choice: ChoiceWords) => (choice.quantity && choice.quantity > 1 ? `${choice.name} ×${choice.quantity}` : choice.name);
  return [...(line.variantUnits ?? []), ...(line.customizations ?? []), ...(line.toppings ?? [])].map(words).join(', ');
}
