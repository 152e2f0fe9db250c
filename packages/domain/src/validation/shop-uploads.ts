import { z } from 'zod';
import type { CsvImportColumn } from '../csv';
import { parseNumber } from '../format';
import { integer, optionalText, requiredText } from './common';
import { MESSAGES } from './messages';
import { shopHubMenuIssues } from './shop-hubs';

/*
 * The CSV uploads of the shop's catalogue (Upload Shop Menu, Upload Shop Hub Menu): their columns,
 * with the template's example, and the rule each row must pass. Every cell arrives as text; the row
 * schemas read numbers, yes/no and date-times from it. The server's CSV import kit
 * (apps/server/src/platform/csv-import.ts) reads the file with these, the web's (CsvImport.tsx) writes
 * the template from them.
 */

export const CSV_IMPORT_MESSAGES = {
  yesOrNo: 'Write yes or no.',
  dateTime: 'Write the date and time as DD-MM-YYYY HH:mm, or ISO 8601 with its offset.',
  discountNeedsPeriod: 'A discounted price needs its start and end period.',
  periodNeedsDiscount: 'A discount period needs a discounted price.',
} as const;

/** A cell that is empty counts as not given. */
const given = (cell: unknown) => (typeof cell === 'string' && cell.trim() === '' ? undefined : cell);

/** Rupiah as people write them: 25000 or 25.000 (Indonesian grouping). */
const rupiahCell = z.preprocess((cell) => (typeof cell === 'string' && cell.trim() !== '' ? parseNumber(cell) : undefined), integer(0));

/** Yes or no: yes, y, true, 1, ya, aktif, active; no, n, false, 0, tidak, inactive. Empty is yes. */
const yesNoCell = z.preprocess(
  (cell) => {
    const word = typeof cell === 'string' ? cell.trim().toLowerCase() : cell;
    if (word === undefined || word === '') return true;
    if (['yes', 'y', 'true', '1', 'ya', 'aktif', 'active'].includes(word as string)) return true;
    if (['no', 'n', 'false', '0', 'tidak', 'inactive'].includes(word as string)) return false;
    return word;
  },
  z.boolean({ error: CSV_IMPORT_MESSAGES.yesOrNo }),
);

/**
 * A moment: `DD-MM-YYYY HH:mm` is the outlet's own time (a wall-clock time, read in the outlet's time
 * zone when written), `2026-12-01T08:00:00+07:00` or `…Z` an instant. Read as `{ local }` or `{ instant }`.
 */
export type UploadMoment = { local: string } | { instant: string };

const LOCAL_DATE_TIME = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2})$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const momentCell = z.preprocess(given, z.string().optional()).transform((cell, context): UploadMoment | null => {
  if (cell === undefined) return null;
  const text = cell.trim();
  const local = LOCAL_DATE_TIME.exec(text);
  if (local) {
    const [, day, month, year, hours, minutes] = local;
    const value = `${year}-${month}-${day}T${hours}:${minutes}`;
    const check = new Date(`${value}:00Z`);
    if (!Number.isNaN(check.getTime()) && check.toISOString().startsWith(value) && Number(hours) < 24) return { local: value };
  } else if (ISO_INSTANT.test(text) && !Number.isNaN(new Date(text).getTime())) return { instant: new Date(text).toISOString() };
  context.addIssue({ code: 'custom', message: CSV_IMPORT_MESSAGES.dateTime });
  return z.NEVER;
});

const name = requiredText(255);

/** Upload Shop Menu: a menu is created, or changed when its merchant already has a menu of that name. */
export const SHOP_MENU_UPLOAD_COLUMNS = [
  { key: 'merchant', header: 'Merchant', example: 'Kopi Nusantara', note: 'The name of an existing merchant.', required: true },
  { key: 'name', header: 'Menu', example: 'Es Kopi Susu Gula Aren', note: "The menu's name; with the merchant, what finds a menu to change.", required: true },
  { key: 'description', header: 'Description', example: 'Espresso, fresh milk and palm sugar over ice.', note: 'Free text; may be empty.', required: false },
  { key: 'price', header: 'Price', example: '25000', note: 'Rupiah, a whole number (25000 or 25.000).', required: true },
  { key: 'cogs', header: 'COGS', example: '9000', note: 'Rupiah it costs to make, a whole number.', required: true },
  { key: 'subcategory', header: 'Subcategory', example: 'Kopi Susu', note: 'The name of an existing subcategory; may be empty.', required: false },
  { key: 'displayCategory', header: 'Display Category', example: 'Best Seller', note: 'The name of an existing display category; may be empty.', required: false },
  { key: 'active', header: 'Active', example: 'yes', note: 'yes or no; empty is yes.', required: false },
] as const satisfies readonly CsvImportColumn[];

export const shopMenuUploadRowSchema = z.object({
  merchant: name,
  name,
  description: optionalText(2000),
  price: rupiahCell,
  cogs: rupiahCell,
  subcategory: optionalText(255),
  displayCategory: optionalText(255),
  active: yesNoCell,
});

export type ShopMenuUploadRow = z.output<typeof shopMenuUploadRowSchema>;

/** Upload Shop Hub Menu: a menu is put on an outlet's menu, or changed there when it is on it already. */
export const SHOP_HUB_MENU_UPLOAD_COLUMNS = [
  { key: 'hubNo', header: 'Outlet No', example: 'JS-JKT-01', note: "The outlet's number (hubNo).", required: true },
  { key: 'merchant', header: 'Merchant', example: 'Kopi Nusantara', note: "The menu's merchant.", required: true },
  { key: 'menu', header: 'Menu', example: 'Es Kopi Susu Kelapa', note: 'The name of an existing menu of that merchant.', required: true },
  { key: 'price', header: 'Price', example: '27000', note: "Rupiah at this outlet, a whole number.", required: true },
  { key: 'discountedPrice', header: 'Discounted Price', example: '22000', note: 'Rupiah during the discount; empty for none.', required: false },
  {
    key: 'discountStart',
    header: 'Discount Start',
    example: '01-12-2026 08:00',
    note: "DD-MM-YYYY HH:mm in the outlet's own time, or ISO 8601 with its offset (2026-12-01T08:00:00+07:00).",
    required: false,
  },
  { key: 'discountEnd', header: 'Discount End', example: '31-12-2026 22:00', note: 'As the start; after it.', required: false },
  { key: 'active', header: 'Active', example: 'yes', note: 'yes or no; empty is yes.', required: false },
] as const satisfies readonly CsvImportColumn[];

export const shopHubMenuUploadRowSchema = z
  .object({
    hubNo: requiredText(50),
    merchant: name,
    menu: name,
    price: rupiahCell,
    discountedPrice: z.preprocess(given, rupiahCell.optional()).transform((value) => value ?? null),
    discountStart: momentCell,
    discountEnd: momentCell,
    active: yesNoCell,
  })
  .superRefine((row, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (row.discountedPrice !== null) {
      // The outlet menu form's own rule and message.
      for (const found of shopHubMenuIssues({ price: row.price, discountedPrice: row.discountedPrice })) issue('discountedPrice', found.message);
      if (!row.discountStart) issue('discountStart', CSV_IMPORT_MESSAGES.discountNeedsPeriod);
      if (!row.discountEnd) issue('discountEnd', CSV_IMPORT_MESSAGES.discountNeedsPeriod);
    } else if (row.discountStart || row.discountEnd) issue('discountedPrice', CSV_IMPORT_MESSAGES.periodNeedsDiscount);
    // Both wall-clock times of one outlet, or both instants: comparable here; a mix is compared once the outlet's zone is known.
    const start = row.discountStart;
    const end = row.discountEnd;
    if (start && end && 'local' in start === 'local' in end) {
      const [from, to] = [start, end].map((moment) => ('local' in moment ? moment.local : moment.instant));
      if (to! <= from!) issue('discountEnd', MESSAGES.endAfterStart);
    }
  });

export type ShopHubMenuUploadRow = z.output<typeof shopHubMenuUploadRowSchema>;
