import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { UploadKind } from '@back-office/domain';

/**
 * Uploaded files: told apart by their content (never by name or declared type), stored under
 * `DATA_DIR/uploads` with a random name and an extension from their content, and served from
 * `/uploads/` with that content's type and headers that stop a browser running or rendering them as
 * a page. See docs/vending.md.
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

/** How many leading bytes tell a kind apart. */
const LEADING_BYTES = 16;

/** What the leading bytes say; `zip` when only the archive's table of contents can tell. */
function detectLeading(bytes: Uint8Array): DetectedFile | 'zip' | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return KINDS_BY_EXTENSION.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return KINDS_BY_EXTENSION.jpg;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return KINDS_BY_EXTENSION.gif;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return KINDS_BY_EXTENSION.webp;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return undefined;
}

const ANDROID_MANIFEST = 'AndroidManifest.xml';

/** What a file is, by its leading bytes (and, for a package, its table of contents); undefined when none of ours. */
export function detectFile(bytes: Uint8Array): DetectedFile | undefined {
  const leading = detectLeading(bytes);
  if (leading !== 'zip') return leading;
  return zipHasEntry(bytes, ANDROID_MANIFEST) ? KINDS_BY_EXTENSION.apk : undefined;
}

/** The same as detectFile for a file on disk, reading its first bytes and, for an archive, its table of contents. */
export async function detectStoredFile(file: string): Promise<DetectedFile | undefined> {
  const handle = await open(file, 'r');
  try {
    const read = async (position: number, length: number) => {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, position);
      return buffer.subarray(0, bytesRead);
    };
    const { size } = await handle.stat();
    const leading = detectLeading(await read(0, LEADING_BYTES));
    if (leading !== 'zip') return leading;
    const tailStart = Math.max(0, size - END_OF_DIRECTORY_REACH);
    const directory = centralDirectory(await read(tailStart, size - tailStart));
    if (!directory || directory.offset + directory.size > size) return undefined;
    return directoryNames(await read(directory.offset, directory.size), directory.entries, ANDROID_MANIFEST) ? KINDS_BY_EXTENSION.apk : undefined;
  } finally {
    await handle.close();
  }
}

/** The end-of-central-directory record is in the last 22 bytes plus a comment of up to 65,535. */
const END_OF_DIRECTORY_REACH = 22 + 0xffff;

/** Where a ZIP archive's central directory is, from the end-of-central-directory record in `tail`, the archive's last bytes. */
function centralDirectory(tail: Uint8Array): { entries: number; offset: number; size: number } | undefined {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  for (let offset = tail.length - 22; offset >= 0; offset -= 1) {
    if (view.getUint32(offset, true) === 0x06054b50) {
      return { entries: view.getUint16(offset + 10, true), size: view.getUint32(offset + 12, true), offset: view.getUint32(offset + 16, true) };
    }
  }
  return undefined;
}

/** Whether a central directory of `entries` entries names `name` (at the archive's top level). */
function directoryNames(directory: Uint8Array, entries: number, name: string): boolean {
  const view = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  const wanted = new TextEncoder().encode(name);
  let offset = 0;
  for (let index = 0; index < entries; index += 1) {
    if (offset + 46 > directory.length || view.getUint32(offset, true) !== 0x02014b50) return false;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const nameStart = offset + 46;
    if (nameStart + nameLength > directory.length) return false;
    if (nameLength === wanted.length && wanted.every((byte, at) => directory[nameStart + at] === byte)) return true;
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return false;
}

/** Whether a ZIP archive's central directory names `name` (at its top level). */
function zipHasEntry(bytes: Uint8Array, name: string): boolean {
  const directory = centralDirectory(bytes.subarray(Math.max(0, bytes.length - END_OF_DIRECTORY_REACH)));
  if (!directory || directory.offset + directory.size > bytes.length) return false;
  return directoryNames(bytes.subarray(directory.offset, directory.offset + directory.size), directory.entries, name);
}

/** `DATA_DIR/uploads`, absolute. */
export function uploadsFolderFromEnvironment(environment = process.env): string {
  return path.resolve(environment.DATA_DIR?.trim() || './data', 'uploads');
}

/** Writes the file under a random name and answers the address it is served from. */
export async function storeUpload(folder: string, bytes: Uint8Array, detected: DetectedFile): Promise<string> {
  await mkdir(folder, { recursive: true });
  const partial = partialPath(folder);
  await writeFile(partial, bytes, { flag: 'wx' });
  return placeUpload(folder, partial, detected);
}

/**
 * Where a file is written while it comes in: in the uploads folder, so that putting it in place is a
 * rename, and under a name `/uploads/` never serves.
 */
export const partialPath = (folder: string) => path.join(folder, `.${randomBytes(16).toString('hex')}.partial`);

/** Renames a written file into place under a random name, and answers the address it is served from. */
async function placeUpload(folder: string, partial: string, detected: DetectedFile): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.${detected.extension}`;
  // Whole or not at all: a reader never sees half a file under its final name.
  await rename(partial, path.join(folder, name));
  return `${UPLOAD_PATH}${name}`;
}

/**
 * A file of a multipart request, written to disk as it came in (see upload-receiver.ts): the value
 * of the `File` scalar. It is deleted once the request is answered, unless `store` put it in place.
 */
export class ReceivedFile {
  readonly partial: string;
  /** Its size in bytes, counted as it came in. */
  size = 0;
  private address: Promise<string> | undefined;

  constructor(
    readonly folder: string,
    /** The name the sender gave it; for people only. */
    readonly name: string,
    /** The type the sender declared; never trusted. */
    readonly type: string,
  ) {
    this.partial = partialPath(folder);
  }

  /** What its content is, read from disk: its first bytes and, for an archive, its table of contents. */
  detect(): Promise<DetectedFile | undefined> {
    return detectStoredFile(this.partial);
  }

  /** Puts it in place as `detected` and answers its address; the same address however often it is asked. */
  store(detected: DetectedFile): Promise<string> {
    this.address ??= placeUpload(this.folder, this.partial, detected);
    return this.address;
  }

  /** Deletes it, unless it was stored. */
  async discard(): Promise<void> {
    const stored = await this.address?.then(
      () => true,
      () => false,
    );
    if (!stored) await rm(this.partial, { force: true });
  }
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
