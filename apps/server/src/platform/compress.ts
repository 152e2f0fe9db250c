import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompress, brotliCompressSync, constants, deflate, deflateSync, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';

/*
 * API answers go out brotli-, gzip- or deflate-compressed when the caller accepts it; answers under
 * 1 KB are not worth it. An answer is a JSON text the server makes whole before sending it, so it is
 * compressed whole, in one call, at the fastest level.
 *
 * Profiles under load showed compression as the largest single cost of a request: first at the
 * `compression` middleware's default levels (brotli 4, gzip 6), then, at level 1, its streaming: an
 * encoder set up for each answer and two trips to the thread pool (the write and the flush), with the
 * stream machinery around them, for answers of a few KB that take tens of microseconds to compress in
 * one call. Answers up to SYNC_LIMIT are compressed on the spot; larger ones (an export-sized list) on
 * the thread pool, so that one big answer does not hold up the others.
 *
 * Anything that is not a JSON answer (an event stream, say) passes through as it is, unbuffered.
 */

const THRESHOLD = 1024;
const SYNC_LIMIT = 256 * 1024;

type Encoding = 'br' | 'gzip' | 'deflate';

const BROTLI = (size: number): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});
const ZLIB: ZlibOptions = { level: 1 };

function compressSync(encoding: Encoding, body: Buffer): Buffer {
  if (encoding === 'br') return brotliCompressSync(body, BROTLI(body.length));
  return encoding === 'gzip' ? gzipSync(body, ZLIB) : deflateSync(body, ZLIB);
}

function compressAsync(encoding: Encoding, body: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') brotliCompress(body, BROTLI(body.length), done);
    else if (encoding === 'gzip') gzip(body, ZLIB, done);
    else deflate(body, ZLIB, done);
  });
}

/** Preferred on a tie, as browsers send "gzip, deflate, br" with no weights. */
const PREFERENCE: readonly Encoding[] = ['br', 'gzip', 'deflate'];

/** The encoding an Accept-Encoding header allows with the highest weight (br, then gzip, on a tie); undefined for none. */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';');
    const token = name.trim().toLowerCase();
    if (!token) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(parameter);
      if (match) weight = Number(match[1]);
    }
    if (!Number.isFinite(weight)) continue;
    weights.set(token, Math.max(weights.get(token) ?? 0, weight));
  }
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

const isJson = (type: unknown) => typeof type === 'string' && /^application\/(graphql-response\+)?json\b/i.test(type.trim());
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

function addVary(response: ServerResponse): void {
  const vary = response.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (current.split(',').some((entry) => ['accept-encoding', '*'].includes(entry.trim().toLowerCase()))) return;
  response.setHeader('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

type WriteHead = ServerResponse['writeHead'];
type Callback = (error?: Error | null) => void;

/** Middleware: compresses `response`'s JSON answer whole when it ends, then calls nothing more (`next` runs the handler). */
export function compressAnswers(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  type Loose<Result> = (this: ServerResponse, ...args: unknown[]) => Result;
  const original = {
    writeHead: response.writeHead as Loose<ServerResponse>,
    write: response.write as Loose<boolean>,
    end: response.end as Loose<ServerResponse>,
  };
  let status: { code: number; message?: string } | undefined;
  let chunks: Buffer[] | undefined;
  let ended = false;

  const restore = () => {
    response.writeHead = original.writeHead as WriteHead;
    response.write = original.write as ServerResponse['write'];
    response.end = original.end as ServerResponse['end'];
  };

  // The status and headers are held back until the body is known, as long as it is a JSON answer.
  response.writeHead = function writeHead(this: ServerResponse, code: number, ...rest: unknown[]) {
    const message = typeof rest[0] === 'string' ? rest[0] : undefined;
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
    if (headers && !Array.isArray(headers) && typeof headers === 'object') {
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) if (value !== undefined) this.setHeader(name, value);
    } else if (headers) {
      // A raw header list: send as it comes.
      restore();
      return original.writeHead.call(this, code, ...rest);
    }
    if (!isJson(this.getHeader('content-type'))) {
      restore();
      return message === undefined ? original.writeHead.call(this, code) : original.writeHead.call(this, code, message);
    }
    status = { code, message };
    chunks = [];
    return this;
  } as WriteHead;

  const take = (chunk: unknown, encoding: unknown) => {
    if (chunk === null || chunk === undefined || typeof chunk === 'function') return;
    chunks!.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array));
  };

  response.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!chunks) this.writeHead(this.statusCode);
    if (!chunks) return (response.write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    if (ended) return false;
    take(chunk, rest[0]);
    const callback = rest.find((argument) => typeof argument === 'function') as Callback | undefined;
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse['write'];

  response.end = function end(this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (!chunks) this.writeHead(this.statusCode);
    if (!chunks) return (response.end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    if (ended) return this;
    ended = true;
    take(chunk, rest[0]);
    const callback = [chunk, ...rest].find((argument) => typeof argument === 'function') as Callback | undefined;
    restore();
    const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    const send = (payload: Buffer, encoding?: Encoding) => {
      if (encoding) this.setHeader('content-encoding', encoding);
      // Known in full, so sent with its length rather than in chunks.
      this.setHeader('content-length', payload.length);
      if (status!.message === undefined) original.writeHead.call(this, status!.code);
      else original.writeHead.call(this, status!.code, status!.message);
      original.end.call(this, payload, callback);
    };
    addVary(this);
    const cacheControl = this.getHeader('cache-control');
    const encoding =
      body.length >= THRESHOLD && request.method !== 'HEAD' && !this.hasHeader('content-encoding') && !NO_TRANSFORM.test(String(cacheControl ?? ''))
        ? chooseEncoding(request.headers['accept-encoding'])
        : undefined;
    if (!encoding) send(body);
    else if (body.length <= SYNC_LIMIT) send(compressSync(encoding, body), encoding);
    else {
      compressAsync(encoding, body).then(
        (compressed) => send(compressed, encoding),
        () => send(body),
      );
    }
    return this;
  } as ServerResponse['end'];

  next();
}
