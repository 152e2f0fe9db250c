import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate, formatDateTime, formatNumber, formatRupiah, formatTime, parseNumber } from './format';

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
