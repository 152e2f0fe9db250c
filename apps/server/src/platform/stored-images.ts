import { stat } from 'node:fs/promises';
import path from 'node:path';
import { stripedPng } from '@back-office/domain/png';
import type { Context } from './context';
import { badInput } from './errors';
import { detectFile, parseUploadAddress, storeUpload, uploadsFolderFromEnvironment } from './uploads';

/**
 * Pictures a record points at (a banner, a shop menu's photo) must be ones `singleUpload` stored and
 * checked by content, not an address anywhere: the console serves them, with its own headers.
 */

/** The picture `address` names is one `singleUpload` stored, and is still there; else `message` under `field`. */
export async function expectStoredImage(context: Context, address: string, message: string, field = 'imageUrl') {
  const stored = parseUploadAddress(address);
  const folder = context.settings.uploadsFolder ?? uploadsFolderFromEnvironment();
  const found = stored?.detected.kind === 'IMAGE' && (await stat(path.join(folder, stored.name)).then((info) => info.isFile(), () => false));
  if (!found) throw badInput(message, { [field]: message });
}

/** A real picture stored as an upload would be, for sample records (the contract test) and demo rows. */
export async function sampleImage(colours: [number, number, number][] = [
  [90, 60, 40],
  [230, 200, 150],
]) {
  const png = stripedPng(32, 18, colours);
  return storeUpload(uploadsFolderFromEnvironment(), png, detectFile(png)!);
}
