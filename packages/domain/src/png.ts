import { crc32, deflateSync } from 'node:zlib';

type Colour = readonly [number, number, number];

/**
 * A real PNG picture in stripes of the given colours, top to bottom: what the demo banners and
 * screensavers show, and what the tests upload.
 */
export function stripedPng(width: number, height: number, colours: readonly Colour[]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // red, green and blue
  const rows = Array.from({ length: height }, (_, y) => {
    const colour = colours[Math.min(colours.length - 1, Math.floor((y * colours.length) / height))]!;
    return Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => colour).flat())]);
  });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}
