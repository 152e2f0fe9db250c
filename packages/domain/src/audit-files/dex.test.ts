import { describe, expect, it } from 'vitest';
import { crc16Arc, dexCrc } from './dex-crc';
import { writeDexFile } from './dex-file';
import { readDexFile } from './dex-parse';

const counters = { serial: 'FN-1', paidVends: 10, paidValue: 150_000, cashVends: 4, cashValue: 60_000, cashlessVends: 6, cashlessValue: 90_000, testVends: 2, freeVends: 1, products: [{ code: '11', price: 15_000, paidVends: 10, paidValue: 150_000, testVends: 2 }] };

describe('DEX audit files', () => {
  it('computes CRC-16/ARC', () => {
    expect(crc16Arc(new TextEncoder().encode('123456789'))).toBe(0xbb3d);
    expect(dexCrc('')).toBe('0000');
  });

  it('reads a file it wrote, test and free vends apart', () => {
    const reading = readDexFile(writeDexFile(counters));
    expect(reading).toMatchObject({ ok: true, audit: { serial: 'FN-1', paidVends: 10, paidValue: 150_000, cashValue: 60_000, cashlessValue: 90_000, testVends: 2, freeVends: 1 } });
    if (reading.ok) expect(reading.audit.products).toEqual([{ code: '11', price: 15_000, paidVends: 10, paidValue: 150_000, testVends: 2, freeVends: 0 }]);
  });

  it('scales money by the decimals of ID4', () => {
    const reading = readDexFile(writeDexFile({ ...counters, decimals: 2 }));
    expect(reading.ok && reading.audit.paidValue).toBe(150_000);
    expect(writeDexFile({ ...counters, decimals: 2 })).toContain('VA1*15000000*10');
  });

  it('refuses a bad check sum, a bad segment count, unbalanced sales and hostile values', () => {
    const good = writeDexFile(counters);
    expect(readDexFile(good.replace('VA1*150000', 'VA1*150001'))).toMatchObject({ ok: false, reason: expect.stringContaining('check sum does not match') });
    expect(readDexFile(good.replace(/SE\*\d+/, 'SE*3'))).toMatchObject({ ok: false, reason: expect.stringContaining('segment count') });
    expect(readDexFile(writeDexFile({ ...counters, cashValue: 50_000 }))).toMatchObject({ ok: false, reason: expect.stringContaining('do not add up') });
    expect(readDexFile(writeDexFile({ ...counters, paidVends: 1e17 }))).toMatchObject({ ok: false, reason: expect.stringContaining('VA102') });
    expect(readDexFile('')).toMatchObject({ ok: false });
    expect(readDexFile('DXS\u0000')).toMatchObject({ ok: false, reason: expect.stringContaining('not text') });
    expect(readDexFile('hello')).toMatchObject({ ok: false, reason: expect.stringContaining('DXS') });
  });
});
