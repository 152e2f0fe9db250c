import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { UploadKind } from '@back-office/domain';

/**
 * Uploaded files: told apart by their content (never by name or declared type), stored under
 * `DATA_DIR/uploads` with a random name and an extension from their content, and served from
 * `/uploads/` with that content's type and headers that stop a browser running or rendering them as
 * a page. See docs/decisions.md.
 */

export const UPLOAD_PATH = '/uploads/';

export interface DetectedFile {
  kind: UploadKind;
  extension: 'png' | 'jpg' | 'webp' | 'gif' | 'apk';
  contentType: string;
  /** For people: "PNG image", "Android package". */
  label: string;
}

const KINDS_BY_EXTENSION: Record<DetectedFile['extension'], DetectedFile> = {
  png: { kind: 'IMAGE', extension: 'png', contentType: 'image/png', label: 'PNG image' },
  jpg: { kind: 'IMAGE', extension: 'jpg', contentType: 'image/jpeg', label: 'JPEG image' },
  webp: { kind: 'IMAGE', extension: 'webp', contentType: 'image/webp', label: 'WebP image' },
  gif: { kind: 'IMAGE', extension: 'gif', contentType: 'image/gif', label: 'GIF image' },
  apk: { kind: 'ANDROID_PACKAGE', extension: 'apk', contentType: 'application/vnd.android.package-archive', label: 'Android package' },
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** What a file is, by its leading bytes (and, for a package, its table of contents); undefined when none of ours. */
export function detectFile(bytes: Uint8Array): DetectedFile | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return KINDS_BY_EXTENSION.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return KINDS_BY_EXTENSION.jpg;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return KINDS_BY_EXTENSION.gif;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return KINDS_BY_EXTENSION.webp;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && zipHasEntry(bytes, 'AndroidManifest.xml')) return KINDS_BY_EXTENSION.apk;
  return undefined;
}

/** Whether a ZIP archive's central directory names `name` (at its top level). */
export function zipHasEntry(bytes: Uint8Array, name: string): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record is in the last 22 bytes plus a comment of up to 65,535.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let offset = bytes.length - 22; offset >= earliest; offset -= 1) {
    if (view.getUint32(offset, true) === 0x06054b50) {
      end = offset;
      break;
    }
  }
  if (end < 0) return false;
  const entries = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  const wanted = new TextEncoder().encode(name);
  for (let index = 0; index < entries; index += 1) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return false;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const nameStart = offset + 46;
    if (nameStart + nameLength > bytes.length) return false;
    if (nameLength === wanted.length && wanted.every((byte, at) => bytes[nameStart + at] === byte)) return true;
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return false;
}

/** `DATA_DIR/uploads`, absolute. */
export function uploadsFolderFromEnvironment(environment = process.env): string {
  return path.resolve(environment.DATA_DIR?.trim() || './data', 'uploads');
}

/** Writes the file under a random name and answers the address it is served from. */
export async function storeUpload(folder: string, bytes: Uint8Array, detected: DetectedFile): Promise<string> {
  await mkdir(folder, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${detected.extension}`;
  const partial = path.join(folder, `.${name}.partial`);
  // Whole or not at all: a reader never sees half a file under its final name.
  await writeFile(partial, bytes, { flag: 'wx' });
  await rename(partial, path.join(folder, name));
  return `${UPLOAD_PATH}${name}`;
}

/** The stored file an address names, when it is one of ours. */
export function parseUploadAddress(address: string): { name: string; detected: DetectedFile } | undefined {
  const match = /^\/uploads\/([0-9a-f]{32})\.(png|jpg|webp|gif|apk)$/.exec(address);
  if (!match) return undefined;
  return { name: `${match[1]}.${match[2]}`, detected: KINDS_BY_EXTENSION[match[2] as DetectedFile['extension']] };
}

/**
 * Answers GET and HEAD under `/uploads/`: the content type of the kind the file was checked to be,
 * no sniffing, a policy that lets nothing in it run, images shown inline and packages downloaded.
 */
export async function serveUpload(request: IncomingMessage, response: ServerResponse, folder: string): Promise<void> {
  const pathname = (request.url ?? '/').split('?')[0]!;
  const found = parseUploadAddress(pathname);
  const notFound = () => void response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' }).end('Not found.');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed.');
    return;
  }
  if (!found) return notFound();
  const file = path.join(folder, found.name);
  const size = await stat(file).then(
    (info) => (info.isFile() ? info.size : undefined),
    () => undefined,
  );
  if (size === undefined) return notFound();
  const { detected } = found;
  response.writeHead(200, {
    'content-type': detected.contentType,
    'content-length': String(size),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'content-disposition': `${detected.kind === 'IMAGE' ? 'inline' : 'attachment'}; filename="${found.name}"`,
    // A name is never reused for other content.
    'cache-control': 'public, max-age=31536000, immutable',
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const stream = createReadStream(file);
  stream.on('error', () => response.destroy());
  stream.pipe(response);
}
