import { formatRupiah as rupiah } from '../format';
import { dexCrc } from './dex-crc';
import type { DexCounters, DexProductCounters } from './dex-file';

/*
 * Reading an EVA-DTS (DEX) audit file. The file is checked whole before anything is taken from it:
 * its G85 CRC-16/ARC (over every character before the G85 line), its SE segment count (from ST to SE
 * inclusive), its numbers, and that the paid vends' value (VA101) is the cash (CA201) plus the
 * cashless (DA201). Every value kept is a lifetime counter, so the sales between two reads are their
 * difference whatever the machine resets (the interim counters depend on the machine's settings).
 */

/** The most characters an audit file may have. */
export const DEX_MAX_CHARACTERS = 256 * 1024;
/** The most segments and products a file may hold. */
export const DEX_MAX_SEGMENTS = 10_000;
export const DEX_MAX_PRODUCTS = 500;
/** A counter above this is not believed (15 digits stay exact in a JavaScript number and a bigint column). */
const MAX_DIGITS = 15;

/** What a file says, in whole rupiah: the machine's lifetime counters. */
export type DexAudit = Required<Omit<DexCounters, 'model'>> & { model: string | null; products: Required<DexProductCounters>[] };

export type DexReading = { ok: true; audit: DexAudit } | { ok: false; reason: string; serial: string | null };

class DexProblem extends Error {}

/** Reads and checks an audit file; a file that fails says why, in words, and gives nothing else. */
export function readDexFile(text: string): DexReading {
  let serial: string | null = null;
  try {
    const audit = readChecked(text, (found) => (serial = found));
    return { ok: true, audit };
  } catch (error) {
    if (error instanceof DexProblem) return { ok: false, reason: error.message, serial };
    throw error;
  }
}

function readChecked(text: string, sawSerial: (serial: string) => void): DexAudit {
  const fail = (reason: string): never => {
    throw new DexProblem(reason);
  };
  if (text.length === 0) fail('The file is empty.');
  if (text.length > DEX_MAX_CHARACTERS) fail(`The file is longer than ${DEX_MAX_CHARACTERS.toLocaleString('en')} characters.`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/.test(text)) fail('The file holds characters that are not text: it is not an audit file, or it was damaged on the way.');

  const lines = text.split(/\r?\n/);
  while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
  if (lines.length > DEX_MAX_SEGMENTS) fail(`The file has more than ${DEX_MAX_SEGMENTS.toLocaleString('en')} lines.`);
  const segments = lines.map((line, index) => ({ line: index + 1, elements: line.trim().split('*') }));
  const find = (id: string) => segments.findIndex((segment) => segment.elements[0] === id);
  if (segments[0]?.elements[0] !== 'DXS') fail('The file does not begin with a DXS line: it is not an audit file.');
  if (find('DXE') < 0) fail('The file has no DXE line: it was cut off.');

  // The CRC covers every character before the G85 line, line ends as sent.
  const g85 = find('G85');
  if (g85 < 0) fail('The file has no G85 line, so its check sum cannot be verified.');
  const at = text.search(/(?:^|\n)[ \t]*G85\*/);
  const before = text.slice(0, at <= 0 ? 0 : at + 1);
  const sent = (segments[g85]!.elements[1] ?? '').toUpperCase();
  const computed = dexCrc(before);
  if (!/^[0-9A-F]{4}$/.test(sent)) fail(`The check sum on line ${g85 + 1} (G85) is not four hexadecimal digits.`);
  if (sent !== computed) fail(`The check sum does not match (G85 says ${sent}, the file gives ${computed}): the file was damaged or changed on the way.`);

  const st = find('ST');
  const se = find('SE');
  if (st < 0 || se < 0 || se < st) fail('The file has no ST … SE transaction.');
  const declared = segments[se]!.elements[1] ?? '';
  const counted = se - st + 1;
  if (!/^\d{1,6}$/.test(declared) || Number(declared) !== counted) fail(`The segment count does not match (SE says ${declared.slice(0, 10) || 'nothing'}, the file has ${counted}): segments were lost or added.`);

  const body = segments.slice(st + 1, se);
  const first = (id: string) => body.find((segment) => segment.elements[0] === id);
  const id1 = first('ID1');
  const found = id1?.elements[1]?.trim() ?? '';
  if (!found) fail('The file names no machine: its ID1 line has no serial number.');
  if (found.length > 50) fail('The serial number in ID1 is longer than 50 characters.');
  sawSerial(found);

  const id4 = first('ID4');
  const decimalsText = id4?.elements[1]?.trim() || '0';
  if (!/^\d$/.test(decimalsText) || Number(decimalsText) > 4) fail(`The decimal places in ID4 must be 0 to 4, not “${decimalsText.slice(0, 10)}”.`);
  const scale = 10 ** Number(decimalsText);

  const count = (segment: { line: number; elements: string[] } | undefined, position: number, name: string): number => {
    const value = segment?.elements[position]?.trim() ?? '';
    if (value === '') return 0;
    if (!new RegExp(`^\\d{1,${MAX_DIGITS}}$`).test(value)) fail(`${name} on line ${segment!.line} must be a whole number of at most ${MAX_DIGITS} digits, not “${value.slice(0, 20)}”.`);
    return Number(value);
  };
  const money = (segment: { line: number; elements: string[] } | undefined, position: number, name: string) => Math.round(count(segment, position, name) / scale);

  const va1 = first('VA1');
  if (!va1) fail('The file has no VA1 line: it gives no paid vends.');
  const audit: DexAudit = {
    serial: found,
    model: id1!.elements[2]?.trim().slice(0, 50) || null,
    decimals: Number(decimalsText),
    paidValue: money(va1, 1, 'VA101'),
    paidVends: count(va1, 2, 'VA102'),
    testValue: money(first('VA2'), 1, 'VA201'),
    testVends: count(first('VA2'), 2, 'VA202'),
    freeValue: money(first('VA3'), 1, 'VA301'),
    freeVends: count(first('VA3'), 2, 'VA302'),
    cashValue: money(first('CA2'), 1, 'CA201'),
    cashVends: count(first('CA2'), 2, 'CA202'),
    cashlessValue: money(first('DA2'), 1, 'DA201'),
    cashlessVends: count(first('DA2'), 2, 'DA202'),
    products: [],
  };

  let product: Required<DexProductCounters> | null = null;
  for (const segment of body) {
    const id = segment.elements[0];
    if (id === 'PA1') {
      const code = segment.elements[1]?.trim() ?? '';
      if (!code || code.length > 20) fail(`The product code on line ${segment.line} (PA1) must have 1 to 20 characters.`);
      if (audit.products.some((known) => known.code === code)) fail(`Product ${code} appears twice (PA1).`);
      if (audit.products.length >= DEX_MAX_PRODUCTS) fail(`The file has more than ${DEX_MAX_PRODUCTS} products.`);
      product = { code, price: money(segment, 2, 'PA102'), paidVends: 0, paidValue: 0, testVends: 0, freeVends: 0 };
      audit.products.push(product);
    } else if (id === 'PA2' || id === 'PA3' || id === 'PA4') {
      if (!product) fail(`Line ${segment.line} (${id}) comes before any product (PA1).`);
      if (id === 'PA2') {
        product!.paidVends = count(segment, 1, 'PA201');
        product!.paidValue = money(segment, 2, 'PA202');
      } else if (id === 'PA3') product!.testVends = count(segment, 1, 'PA301');
      else product!.freeVends = count(segment, 1, 'PA401');
    }
  }

  if (audit.paidValue !== audit.cashValue + audit.cashlessValue) {
    fail(`The paid sales do not add up: VA1 says ${rupiah(audit.paidValue)}, but cash (CA2) ${rupiah(audit.cashValue)} and cashless (DA2) ${rupiah(audit.cashlessValue)} make ${rupiah(audit.cashValue + audit.cashlessValue)}.`);
  }
  return audit;
}

