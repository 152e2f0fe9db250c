import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import Busboy from '@fastify/busboy';
import { GraphQLError } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@back-office/domain';
import { INPUT_LIMITS, TOO_LARGE, tooLargeAnswer } from './hardening';
import { ReceivedFile } from './uploads';

/**
 * Multipart requests (the GraphQL multipart request convention: an `operations` field, a `map` field
 * and the files) read as they arrive: each file is written to a file of its own in the uploads
 * folder, never kept in memory, and the `File` variables it is mapped to get a `ReceivedFile`. Runs
 * as the request's parser, so after every check of the request itself (the CSRF header, its declared
 * length). Whatever is not stored by the time the request is answered is deleted, and so is
 * everything of a request that fails half-way (too large, malformed, or cut off).
 * See docs/vending.md.
 */
export function useUploadReceiver(folder: string): Plugin<Record<string, unknown>, { req?: IncomingMessage }> {
  const filesOfRequests = new WeakMap<Request, ReceivedFile[]>();
  /** Requests whose body was left unread: their connection is closed after the answer rather than the rest read. */
  const cutOff = new WeakSet<Request>();
  return {
    onRequestParse({ request, serverContext, setRequestParser, fetchAPI }) {
      if (request.method !== 'POST' || !(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return;
      setRequestParser(async () => {
        const files: ReceivedFile[] = [];
        filesOfRequests.set(request, files);
        try {
          return paramsOf(await receive(request, serverContext.req, folder, files));
        } catch (error) {
          cutOff.add(request);
          await Promise.all(files.map((file) => file.discard()));
          if (error instanceof TooLarge) return tooLargeAnswer(fetchAPI, error.message);
          if (error instanceof GraphQLError) throw error;
          throw unreadable();
        }
      });
    },
    async onResponse({ request, response }) {
      if (cutOff.has(request)) response.headers.set('connection', 'close');
      const files = filesOfRequests.get(request);
      if (files) await Promise.all(files.map((file) => file.discard()));
    },
  };
}

/** More files or fields than any form of ours sends. */
const MAX_FILES = 10;
const MAX_FIELDS = 20;

class TooLarge extends Error {}

const unreadable = (message = 'The request could not be read.') => new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });

/**
 * Reads the body as it arrives: fields into memory (up to 1 MB each), files each to its own file on
 * disk, at the pace the disk takes them. Resolves once the last file is written.
 */
async function receive(request: Request, incoming: IncomingMessage | undefined, folder: string, files: ReceivedFile[]) {
  // The server's own request when nothing has read it yet; else (a call in-process) the body as given.
  const source = incoming && !incoming.readableDidRead ? incoming : request.body ? Readable.from(request.body as unknown as AsyncIterable<Uint8Array>) : undefined;
  if (!source) throw unreadable();
  const parser = Busboy({
    headers: { 'content-type': request.headers.get('content-type')! },
    limits: { fileSize: UPLOAD_MAX_BYTES, fieldSize: INPUT_LIMITS.jsonBytes, files: MAX_FILES, fields: MAX_FIELDS },
  });
  await mkdir(folder, { recursive: true });
  const fields = new Map<string, string>();
  const named = new Map<string, ReceivedFile>();
  const writes: { input: Readable; output: NodeJS.WritableStream & { destroy(): void }; closed: Promise<unknown> }[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let settled = false;
      let total = 0;
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        source.off('data', count);
        source.unpipe(parser);
        // The server's own request stays open for the answer; the connection is closed after it.
        if (source === incoming) source.pause();
        else source.destroy();
        parser.destroy();
        for (const { input, output } of writes) {
          input.destroy();
          output.destroy();
        }
        reject(error instanceof Error ? error : new Error(String(error)));
      };
      const count = (chunk: Uint8Array) => {
        total += chunk.byteLength;
        if (total > INPUT_LIMITS.multipartBytes) fail(new TooLarge(TOO_LARGE(INPUT_LIMITS.multipartBytes)));
      };
      source.on('data', count);
      source.on('error', fail);
      source.on('close', () => {
        if (!source.readableEnded) fail(new Error('The request was cut off.'));
      });
      parser.on('field', (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
        if (valueTruncated) return fail(new TooLarge(TOO_LARGE(INPUT_LIMITS.jsonBytes)));
        if (!fields.has(name)) fields.set(name, value);
      });
      parser.on('file', (name: string, input: Readable, fileName: string | undefined, _encoding: string, type: string | undefined) => {
        const file = new ReceivedFile(folder, fileName ?? '', type ?? '');
        files.push(file);
        if (!named.has(name)) named.set(name, file);
        const output = createWriteStream(file.partial, { flags: 'wx' });
        writes.push({ input, output, closed: new Promise((done) => output.once('close', () => done(undefined))) });
        input.on('data', (chunk: Buffer) => (file.size += chunk.length));
        input.on('limit', () => fail(new TooLarge(UPLOAD_MESSAGES.tooLarge)));
        input.on('error', fail);
        output.on('error', fail);
        input.pipe(output);
      });
      for (const limit of ['filesLimit', 'fieldsLimit', 'partsLimit']) parser.on(limit, () => fail(unreadable(`A request carries at most ${MAX_FILES} files and ${MAX_FIELDS} fields.`)));
      parser.on('error', fail);
      parser.on('finish', () => {
        void Promise.all(writes.map(({ closed }) => closed)).then(() => {
          if (settled) return;
          settled = true;
          resolve();
        });
      });
      source.pipe(parser);
    });
  } finally {
    // Nothing is deleted while it may still be being written.
    await Promise.all(writes.map(({ closed }) => closed));
  }
  return { fields, files: named };
}

/** The operation(s) with each mapped variable set to its file, as Yoga's own multipart parser does. */
function paramsOf({ fields, files }: { fields: Map<string, string>; files: Map<string, ReceivedFile> }): GraphQLParams {
  const parse = (field: string) => {
    const text = fields.get(field);
    if (text === undefined) return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw unreadable(`Multipart form field "${field}" must be a valid JSON string`);
    }
  };
  const operations = parse('operations');
  if (operations === null || typeof operations !== 'object') throw unreadable('Missing multipart form field "operations"');
  const map = parse('map') ?? {};
  if (map === null || typeof map !== 'object') throw unreadable();
  for (const [index, paths] of Object.entries(map)) {
    if (!Array.isArray(paths)) throw unreadable();
    const value = files.get(index) ?? fields.get(index) ?? null;
    for (const keyPath of paths) setPath(operations as Record<string, unknown>, String(keyPath), value);
  }
  return operations as GraphQLParams;
}

function setPath(target: Record<string, unknown>, keyPath: string, value: unknown): void {
  const keys = keyPath.split('.');
  let current = target;
  for (const [index, key] of keys.entries()) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') return;
    if (index === keys.length - 1) {
      current[key] = value;
      return;
    }
    const inner = current[key];
    if (!Object.hasOwn(current, key) || inner === null || typeof inner !== 'object') current[key] = {};
    current = current[key] as Record<string, unknown>;
  }
}
