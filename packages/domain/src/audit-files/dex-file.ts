import { dexCrc } from './dex-crc';

/*
 * Writing an EVA-DTS (DEX) audit file: the simulator's DEX machines and the tests use it. The layout
 * follows the standard: DXS, ST, ID1, ID4, CB1, VA1-VA3, CA2, DA2, PA1-PA4 per product, G85 (the CRC
 * of everything before it), SE (the segments from ST to SE) and DXE, each line ended by CR LF.
 */

/** One product's lifetime counters in a file, in whole rupiah. */
export interface DexProductCounters {
  /** The product's code in the machine (PA101), e.g. its selection number. */
  code: string;
  /** Its price (PA102). */
  price: number;
  paidVends: number;
  paidValue: number;
  testVends?: number;
  freeVends?: number;
}

/** What a written audit file says: the machine's lifetime counters, in whole rupiah. */
export interface DexCounters {
  serial: string;
  paidVends: number;
  paidValue: number;
  cashVends: number;
  cashValue: number;
  cashlessVends: number;
  cashlessValue: number;
  testVends?: number;
  testValue?: number;
  freeVends?: number;
  freeValue?: number;
  products?: DexProductCounters[];
  /** Decimal places of every money value (ID401); 0 by default, as rupiah have none. */
  decimals?: number;
  /** The model (ID102). */
  model?: string;
}

/** An audit file of the counters, with a correct CRC and segment count. */
export function writeDexFile(counters: DexCounters): string {
  const scale = 10 ** (counters.decimals ?? 0);
  const money = (value: number) => String(Math.round(value * scale));
  const segments = [
    `ST*001*0001`,
    `ID1*${counters.serial}*${counters.model ?? 'VM'}*0001**1`,
    `ID4*${counters.decimals ?? 0}*360*IDR`,
    `CB1*${counters.serial}*${counters.model ?? 'VM'}*0001`,
    `VA1*${money(counters.paidValue)}*${counters.paidVends}*${money(counters.paidValue)}*${counters.paidVends}`,
    `VA2*${money(counters.testValue ?? 0)}*${counters.testVends ?? 0}*0*0`,
    `VA3*${money(counters.freeValue ?? 0)}*${counters.freeVends ?? 0}*0*0`,
    `CA2*${money(counters.cashValue)}*${counters.cashVends}*0*0`,
    `DA2*${money(counters.cashlessValue)}*${counters.cashlessVends}*0*0`,
    ...(counters.products ?? []).flatMap((product) => [
      `PA1*${product.code}*${money(product.price)}`,
      `PA2*${product.paidVends}*${money(product.paidValue)}*0*0`,
      `PA3*${product.testVends ?? 0}*0*0*0`,
      `PA4*${product.freeVends ?? 0}*0*0*0`,
    ]),
  ];
  const body = ['DXS*BACKOFFICE*VA*V1/1*1', ...segments].map((line) => `${line}\r\n`).join('');
  const crc = `G85*${dexCrc(body)}\r\n`;
  // SE counts the segments from ST to SE: those above, G85 and SE itself.
  return `${body}${crc}SE*${segments.length + 2}*0001\r\nDXE*1*1\r\n`;
}
