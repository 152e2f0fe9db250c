import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countOf, formatDate, formatDateTime, formatLineChoices, formatDistance, formatNumber, formatQuantity, formatRupiah, formatShortRupiah, formatTime, parseNumber } from './format';
import { MESSAGES } from './validation/messages';
import { isEmptyRefill, levelFormRow, piecesFormRow } from './validation/machine-stock';

const JAKARTA = 7 * 60;

describe('Rp', () => {
  it('groups thousands with dots', () => {
    expect(formatRupiah(25_000)).toBe('Rp 25.000');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(1_234_567)).toBe('Rp 1.234.567');
    expect(formatRupiah(-1_500)).toBe('-Rp 1.500');
    expect(formatRupiah(null)).toBe('');
  });

  it('keeps every digit of any whole amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => {
        const text = formatRupiah(amount);
        expect(Number(text.replace(/[^\d]/g, ''))).toBe(Math.abs(amount));
        expect(text).toMatch(/^-?Rp \d{1,3}(\.\d{3})*$/);
      }),
    );
  });
});

describe('dates', () => {
  const instant = '2026-03-05T17:04:00Z';
  it('shows DD-MM-YYYY, DD-MM-YYYY HH:mm and HH:mm at a given offset', () => {
    expect(formatDate(instant, JAKARTA)).toBe('06-03-2026');
    expect(formatDateTime(instant, JAKARTA)).toBe('06-03-2026 00:04');
    expect(formatTime(instant, JAKARTA)).toBe('00:04');
    expect(formatDateTime(instant, 0)).toBe('05-03-2026 17:04');
  });

  it('shows a calendar day as that day in every zone', () => {
    for (const offset of [-600, 0, JAKARTA, 840]) expect(formatDate('2027-01-31', offset)).toBe('31-01-2027');
  });

  it('shows nothing for a missing or invalid value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('numbers', () => {
  it('are written with dots between thousands and a decimal comma', () => {
    expect(formatNumber(1000)).toBe('1.000');
    expect(formatNumber(1_234_567.5)).toBe('1.234.567,5');
    expect(formatNumber(-0.25)).toBe('-0,25');
    expect(formatNumber(750)).toBe('750');
    expect(formatNumber(2.005, 1)).toBe('2');
    expect(formatNumber(null)).toBe('');
  });

  it('are read in Indonesian grouping, and with either decimal mark', () => {
    expect(parseNumber('3.000')).toBe(3000);
    expect(parseNumber('1.234.567,5')).toBe(1_234_567.5);
    expect(parseNumber('1,5')).toBe(1.5);
    expect(parseNumber('1.5')).toBe(1.5);
    expect(parseNumber('0.500')).toBe(0.5);
    expect(parseNumber(' -25 ')).toBe(-25);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('12abc')).toBeNaN();
    expect(parseNumber('1.2.3')).toBeNaN();
  });

  it('read back what they write', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 99 }), (whole, hundredths) => {
        const value = whole + Math.sign(whole || 1) * hundredths / 100;
        expect(parseNumber(formatNumber(value))).toBeCloseTo(value, 2);
      }),
    );
  });
});

describe('distance', () => {
  it('writes kilometres with one decimal comma, and metres under a kilometre', () => {
    expect(formatDistance(1.6)).toBe('1,6 km');
    expect(formatDistance(1.64)).toBe('1,6 km');
    expect(formatDistance(706.5)).toBe('706,5 km');
    expect(formatDistance(1234.25)).toBe('1.234,3 km');
    expect(formatDistance(12)).toBe('12 km');
    expect(formatDistance(0)).toBe('0 km');
    expect(formatDistance(0.853)).toBe('850 m');
    expect(formatDistance(0.004)).toBe('0 m');
    expect(formatDistance(null)).toBe('');
    expect(formatDistance(Number.NaN)).toBe('');
  });
});

describe('quantities', () => {
  it('scales grams and millilitres by the thousand, one decimal', () => {
    expect(formatQuantity(68_880, 'Millilitre')).toBe('68,9 L');
    expect(formatQuantity(2_500, 'Gram')).toBe('2,5 kg');
    expect(formatQuantity(1_000, 'gram')).toBe('1 kg');
    expect(formatQuantity(750, 'Gram')).toBe('750 g');
    expect(formatQuantity(812.56, 'ml')).toBe('812,6 ml');
    expect(formatQuantity(1_250_000, 'Gram')).toBe('1.250 kg');
  });

  it('keeps other units by name, pieces without one', () => {
    expect(formatQuantity(12, 'Sachet')).toBe('12 sachet');
    expect(formatQuantity(1_200, null)).toBe('1.200 pcs');
    expect(formatQuantity(undefined, 'Gram')).toBe('');
  });
});

describe('rupiah on a chart axis', () => {
  it('says jt and rb in Indonesian, M and K in English, whole below a thousand', () => {
    expect(formatShortRupiah(10_000_000, 'id')).toBe('Rp 10 jt');
    expect(formatShortRupiah(100_000, 'id')).toBe('Rp 100 rb');
    expect(formatShortRupiah(1_500_000, 'id')).toBe('Rp 1,5 jt');
    expect(formatShortRupiah(2_000_000_000, 'id')).toBe('Rp 2 M');
    expect(formatShortRupiah(10_000_000, 'en')).toBe('Rp 10M');
    expect(formatShortRupiah(100_000, 'en')).toBe('Rp 100K');
    expect(formatShortRupiah(1_500_000, 'en')).toBe('Rp 1,5M');
    expect(formatShortRupiah(2_000_000_000)).toBe('Rp 2B');
    expect(formatShortRupiah(-250_000, 'en')).toBe('-Rp 250K');
    expect(formatShortRupiah(500, 'en')).toBe('Rp 500');
    expect(formatShortRupiah(0, 'id')).toBe('Rp 0');
  });
});

describe('the maximum value message', () => {
  it('writes the number as the console does, with a unit when given', () => {
    expect(MESSAGES.maximumValue(2_147_483_647)).toBe('Maximum value is 2.147.483.647.');
    expect(MESSAGES.maximumValue(2_100, 'gram')).toBe('Maximum value is 2.100 gram.');
    expect(MESSAGES.maximumValue(28)).toBe('Maximum value is 28.');
  });
});

describe('fill form rows', () => {
  it('refuse a level above the maximum, in its unit, and below zero', () => {
    const issues = (row: unknown) => (levelFormRow.safeParse(row).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ ingredientId: 1, currentStock: 5000, maxStock: 2100, unit: 'gram' })).toEqual([['currentStock', 'Maximum value is 2.100 gram.']]);
    expect(issues({ ingredientId: 1, currentStock: 2100, maxStock: 2100, unit: 'gram' })).toEqual([]);
    expect(issues({ ingredientId: 1, currentStock: -1, maxStock: 2100 })).toEqual([['currentStock', MESSAGES.nonNegative]]);
  });

  it('refuse more pieces than fit, counting those taken back', () => {
    const issues = (row: unknown) => (piecesFormRow.safeParse(row).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ packagingId: 1, additionalStock: 61, room: 60 })).toEqual([['additionalStock', 'Maximum value is 60.']]);
    expect(issues({ packagingId: 1, additionalStock: 62, returnQuantity: 2, room: 60 })).toEqual([]);
    expect(issues({ packagingId: 1, additionalStock: null, returnQuantity: null, room: 0 })).toEqual([]);
  });

  it('know an empty refill: every level as it was, no pieces', () => {
    const before = [{ currentStock: 300 }, { currentStock: 12.5 }];
    expect(isEmptyRefill([{ currentStock: 300 }, { currentStock: 12.5 }], before, [{ additionalStock: null, returnQuantity: null }])).toBe(true);
    expect(isEmptyRefill([{ currentStock: 2100 }, { currentStock: 12.5 }], before, [{ additionalStock: null }])).toBe(false);
    expect(isEmptyRefill([{ currentStock: 300 }, { currentStock: 12.5 }], before, [{ additionalStock: 5 }])).toBe(false);
  });
});

describe('a line’s choices', () => {
  it('names sizes, then customizations, then toppings, counting a topping taken twice', () => {
    const line = { toppings: [{ name: 'Boba', quantity: 2 }, { name: 'Cheese Foam', quantity: 1 }], customizations: [{ name: 'Less sugar' }], variantUnits: [{ name: 'Large' }] };
    expect(formatLineChoices(line)).toBe('Large, Less sugar, Boba ×2, Cheese Foam');
  });

  it('is empty for a plain line', () => {
    expect(formatLineChoices({})).toBe('');
    expect(formatLineChoices({ variantUnits: [], toppings: [] })).toBe('');
  });
});

describe('counts', () => {
  it('say the noun in the singular for one and in the plural otherwise, grouped', () => {
    expect(countOf(1, 'menu')).toBe('1 menu');
    expect(countOf(0, 'menu')).toBe('0 menus');
    expect(countOf(1200, 'row')).toBe('1.200 rows');
    expect(countOf(2, 'outlet menu', 'outlet menus')).toBe('2 outlet menus');
    expect(countOf(1, 'more refiller')).toBe('1 more refiller');
  });
});
