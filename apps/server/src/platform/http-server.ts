import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';

/**
 * How long a client may take, so that slow or stalled clients cannot hold sockets: the headers within
 * `headersMs` of connecting (or of starting the next request on a kept-alive connection), a body
 * within `requestMs` after its headers, and an upload (multipart) within `uploadMs` in all. An idle
 * kept-alive connection stays open `keepAliveMs`, longer than a load balancer in front keeps its own
 * (60 seconds on the common ones), so that it is always the balancer that closes first.
 * See docs/server.md.
 */
export interface HttpTimeouts {
  headersMs: number;
  requestMs: number;
  uploadMs: number;
  keepAliveMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = { headersMs: 10_000, requestMs: 30_000, uploadMs: 300_000, keepAliveMs: 65_000 };

const VARIABLES: Record<keyof HttpTimeouts, string> = {
  headersMs: 'HEADERS_TIMEOUT_SECONDS',
  requestMs: 'REQUEST_TIMEOUT_SECONDS',
  uploadMs: 'UPLOAD_TIMEOUT_SECONDS',
  keepAliveMs: 'KEEP_ALIVE_TIMEOUT_SECONDS',
};

/** The timeouts from `HEADERS_TIMEOUT_SECONDS` and its siblings, defaults for those unset. */
export function httpTimeoutsFromEnvironment(environment = process.env): HttpTimeouts {
  const timeouts = { ...DEFAULT_HTTP_TIMEOUTS };
  for (const [key, name] of Object.entries(VARIABLES) as [keyof HttpTimeouts, string][]) {
    const text = environment[name]?.trim();
    if (!text) continue;
    const seconds = Number(text);
    if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`${name} must be a number of seconds above 0, not "${text}".`);
    timeouts[key] = Math.round(seconds * 1000);
  }
  if (timeouts.headersMs > timeouts.requestMs || timeouts.requestMs > timeouts.uploadMs) {
    throw new Error(`${VARIABLES.headersMs} may not exceed ${VARIABLES.requestMs}, which may not exceed ${VARIABLES.uploadMs}.`);
  }
  return timeouts;
}

/** The HTTP server, with the timeouts above; `handler` answers every request. */
export function createHttpServer(handler: RequestListener, timeouts: HttpTimeouts = httpTimeoutsFromEnvironment()): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      // Node checks both limits every `connectionsCheckingInterval`; its default 30 s would let a slow client stay that much longer.
      requestTimeout: timeouts.uploadMs,
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs / 2),
      keepAliveTimeout: timeouts.keepAliveMs,
    },
    (request, response) => {
      if (!isUpload(request)) cutIfBodyLate(request, response, timeouts.requestMs);
      handler(request, response);
    },
  );
  // Set again in case an older Node ignores the option.
  server.keepAliveTimeout = timeouts.keepAliveMs;
  return server;
}

const isUpload = (request: IncomingMessage) => (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

/**
 * Node's own request timeout is one for all requests, so it is the uploads' one; any other request
 * must have its body in within `ms`. Cut as Node cuts its own: a 408 when nothing was answered yet.
 */
function cutIfBodyLate(request: IncomingMessage, response: ServerResponse, ms: number): void {
  const timer = setTimeout(() => {
    if (request.complete) return;
    const socket = request.socket;
    if (!response.headersSent && socket.writable) socket.write('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    socket.destroy();
  }, ms);
  response.once('close', () => clearTimeout(timer));
}
