import { GraphQLError } from 'graphql';
import { maskError, type Plugin, type YogaMaskedErrorOpts } from 'graphql-yoga';
import { UPLOAD_MAX_BYTES } from '@back-office/domain';

/**
 * Hostile input is refused before it is parsed or executed, with a clear error and never a 500:
 * oversized bodies, text with a NUL character (PostgreSQL cannot store one), deeply nested lists
 * (they would exhaust the parser's stack), and "Did you mean" hints that map the schema for strangers.
 */
export const INPUT_LIMITS = {
  /** A JSON call; far above any form, far below what would hurt. */
  jsonBytes: 1024 * 1024,
  /** A multipart call carries an upload of up to 50 MB, and its operation beside it. */
  multipartBytes: UPLOAD_MAX_BYTES + 64 * 1024,
  /** Brackets and braces nested deeper than this, in the query or its variables. */
  nesting: 100,
} as const;

/** A size limit as people read it: `64 KB`, `1 MB`, `50 MB`. */
export const sizeInWords = (bytes: number) => (bytes >= 1024 * 1024 ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB` : `${Math.round(bytes / 1024)} KB`);

export const TOO_LARGE = (limit: number) => `The request is too large: at most ${sizeInWords(limit)}.`;

/** The answer to a body over its limit; the connection is closed rather than the rest of the body read. */
export const tooLargeAnswer = (fetchAPI: { Response: typeof Response }, message: string) =>
  new fetchAPI.Response(JSON.stringify({ errors: [{ message, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] }), {
    status: 413,
    headers: { 'content-type': 'application/json; charset=utf-8', connection: 'close' },
  });

/** Reads a body up to `limit` bytes; undefined when it is longer. */
export async function readLimited(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** How deep brackets and braces nest in a query, outside its strings. */
export function nestingOfQuery(query: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < query.length; index += 1) {
    const char = query[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '#') {
      const end = query.indexOf('\n', index);
      index = end === -1 ? query.length : end;
    } else if (char === '[' || char === '{' || char === '(') deepest = Math.max(deepest, (depth += 1));
    else if (char === ']' || char === '}' || char === ')') depth -= 1;
  }
  return deepest;
}

/**
 * How deep a JSON value nests, and where the first string in it (keys too) holding a NUL is, as a
 * path such as `input.name`; stops early past `limit`, so it never recurses deeper than that however
 * deep the value. Only lists and plain objects are walked: anything else (an uploaded file) came
 * from no JSON.
 */
function inspectValue(value: unknown, limit: number, depth = 0, path = ''): { tooDeep: boolean; nul?: string } {
  if (depth > limit) return { tooDeep: true };
  if (typeof value === 'string') return { tooDeep: false, nul: value.includes('\0') ? path : undefined };
  if (value === null || typeof value !== 'object' || !isJsonContainer(value)) return { tooDeep: false };
  let nul: string | undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (key.includes('\0')) nul ??= at;
    const found = inspectValue(inner, limit, depth + 1, at);
    if (found.tooDeep) return found;
    nul ??= found.nul;
  }
  return { tooDeep: false, nul };
}

const isJsonContainer = (value: object) => Array.isArray(value) || [Object.prototype, null].includes(Object.getPrototypeOf(value));

const requestError = (message: string, code: string, fields?: Record<string, string>) =>
  new GraphQLError(message, { extensions: { code, http: { status: 400 }, ...(fields ? { fields } : {}) } });

const NUL_MESSAGE = 'Text may not contain a NUL character (\\u0000).';

/** The checks, as one plugin; put it first so that nothing reads a body before its size is known. */
export function useHardening(): Plugin {
  return {
    async onRequest({ request, setRequest, endResponse, fetchAPI }) {
      // Whatever the method: only GET and HEAD come without a body.
      if (!request.body) return;
      const multipart = (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/');
      const limit = multipart ? INPUT_LIMITS.multipartBytes : INPUT_LIMITS.jsonBytes;
      const tooLarge = () => endResponse(tooLargeAnswer(fetchAPI, TOO_LARGE(limit)));
      const declared = Number(request.headers.get('content-length'));
      if (Number.isFinite(declared) && declared > limit) return tooLarge();
      // An upload is written to disk as it comes in, counted there (upload-receiver.ts).
      if (multipart) return;
      // Chunked bodies declare no length: count as they arrive, and stop at the limit.
      const bytes = await readLimited(request.body, limit);
      if (!bytes) return tooLarge();
      setRequest(new fetchAPI.Request(request.url, { method: request.method, headers: request.headers, body: bytes }));
    },

    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      // A body the parser trips over (a multipart map that is not a list, say) is the caller's mistake, not a 500.
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          if (error instanceof GraphQLError) throw error;
          throw requestError('The request could not be read.', 'BAD_REQUEST');
        }
      });
    },

    onParams({ params, setResult }) {
      // Anything but a string is refused by Yoga's own checks, after this one.
      const query = typeof params.query === 'string' ? params.query : '';
      const variables = inspectValue(params.variables ?? null, INPUT_LIMITS.nesting);
      const extensions = inspectValue(params.extensions ?? null, INPUT_LIMITS.nesting);
      if (query.includes('\0') || /\\u0000/i.test(query) || variables.nul !== undefined) {
        // Named by its path in the variables, and under its own name for the form that sent it.
        const path = variables.nul;
        const field = path?.split(/[.[\]]/).filter((part) => part && !/^\d+$/.test(part)).at(-1);
        const message = path === undefined ? NUL_MESSAGE : `${NUL_MESSAGE.slice(0, -1)}: $${path}.`;
        return setResult({ errors: [requestError(message, 'BAD_USER_INPUT', field ? { [field]: NUL_MESSAGE } : undefined)] });
      }
      if (nestingOfQuery(query) > INPUT_LIMITS.nesting || variables.tooDeep || extensions.tooDeep) {
        return setResult({
          errors: [requestError(`The query, its variables or its extensions nest deeper than ${INPUT_LIMITS.nesting} levels.`, 'BAD_USER_INPUT')],
        });
      }
    },

    onExecutionResult({ result, setResult }) {
      if (!result || !('errors' in result) || !result.errors) return;
      for (const error of result.errors) stripSuggestion(error);
      // A variable that does not coerce to its type (2^31 as an Int, an unknown enum value) is
      // refused before any resolver runs, without a code of its own: it is the caller's mistake.
      if (result.errors.some(isCodelessRequestError)) {
        setResult({ ...result, errors: result.errors.map((error) => (isCodelessRequestError(error) ? withCode(error, 'BAD_USER_INPUT') : error)) });
      }
    },
  };
}

/**
 * Yoga's error masking (or `mask`), and in production no `originalError` either: Yoga puts one on the
 * errors of its own request parsing (an invalid JSON body, echoing the input), even with masking on.
 */
export function maskedErrors(production: boolean, mask: YogaMaskedErrorOpts['maskError'] = maskError): Partial<YogaMaskedErrorOpts> {
  return {
    isDev: !production,
    maskError(error, message, isDev) {
      const masked = mask(error, message, isDev);
      if (!isDev && masked instanceof GraphQLError && masked.extensions?.originalError) {
        const { originalError: _internal, ...extensions } = masked.extensions;
        // Yoga answers such an error 400 only while it carries its original; keep the 400 without it.
        if (extensions.http) extensions.http = { ...extensions.http, spec: false };
        return new GraphQLError(masked.message, { nodes: masked.nodes, source: masked.source, positions: masked.positions, path: masked.path, extensions });
      }
      return masked;
    },
  };
}

/** An error about the request as a whole (no path into the result) that carries no code. */
const isCodelessRequestError = (error: GraphQLError) => !error.path && !error.extensions?.code;

const withCode = (error: GraphQLError, code: string) =>
  new GraphQLError(error.message, { nodes: error.nodes, source: error.source, positions: error.positions, extensions: { ...error.extensions, code } });

/** "Did you mean …?" names parts of the schema; nobody needs it to use the console. */
export function stripSuggestion(error: { message: string }): void {
  const stripped = error.message.replace(/\s*Did you mean[^?]*\?/g, '');
  if (stripped !== error.message) error.message = stripped;
}
