/*
 * The check an EVA-DTS (DEX) audit file carries in its G85 segment: CRC-16/ARC (polynomial 0x8005
 * reflected, 0xA001; initial value 0; no final XOR), written as four hexadecimal digits.
 */

/** CRC-16/ARC of the bytes: "123456789" gives 0xBB3D. */
export function crc16Arc(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc & 0xffff;
}

/** CRC-16/ARC of a text's UTF-8 bytes, as the four upper-case hexadecimal digits G85 carries. */
export function dexCrc(text: string): string {
  return crc16Arc(new TextEncoder().encode(text)).toString(16).toUpperCase().padStart(4, '0');
}
