import { Agent, get, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createHttpServer, DEFAULT_HTTP_TIMEOUTS, httpTimeoutsFromEnvironment, type HttpTimeouts } from './http-server';

/** Short limits, so that the tests wait a moment rather than the real 10 and 30 seconds. */
const TIMEOUTS: HttpTimeouts = { headersMs: 500, requestMs: 1_000, uploadMs: 2_500, keepAliveMs: 5_000 };

let app: TestApp;
let server: Server;
let port: number;

beforeAll(async () => {
  app = await startTestApp({ production: true });
  server = createHttpServer(app.app, TIMEOUTS);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await app.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw connection: what the server sent, and a promise of the server closing it. */
async function open(): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, received: () => received, closed };
}

const CALL = JSON.stringify({ query: '{ __typename }' });
const jsonHeaders = (length: number) =>
  `POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

function multipart(boundary: string) {
  const body = [
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${CALL}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{}\r\n--${boundary}--\r\n`,
  ].join('');
  const head =
    `POST /graphql HTTP/1.1\r\nHost: localhost\r\nApollo-Require-Preflight: true\r\nConnection: close\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  return { head, body };
}

describe('slow clients', () => {
  it('cuts a client that sends its headers a byte at a time', async () => {
    const client = await open();
    client.socket.write('POST /graphql HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const trickle = setInterval(() => client.socket.write('a'), 100);
    await client.closed;
    clearInterval(trickle);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection that sends nothing', async () => {
    const client = await open();
    await client.closed;
    expect(client.received()).not.toMatch(/200 OK/);
  });

  it('cuts a call whose body stalls after its first byte, and goes on serving', async () => {
    const client = await open();
    client.socket.write(`${jsonHeaders(CALL.length)}${CALL.slice(0, 1)}`);
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
    const after = await app.client().request('{ __typename }');
    expect(after.data).toEqual({ __typename: 'Query' });
  });

  it('gives an upload longer than a call, and cuts one that stalls past its own limit', async () => {
    const slow = multipart('slow');
    const uploading = await open();
    uploading.socket.write(`${slow.head}${slow.body.slice(0, 10)}`);
    const stalled = await open();
    stalled.socket.write(`${slow.head}${slow.body.slice(0, 10)}`);
    // Past the limit of a call, within that of an upload.
    await sleep(TIMEOUTS.requestMs + 500);
    uploading.socket.write(slow.body.slice(10));
    await uploading.closed;
    expect(uploading.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(uploading.received()).toContain('"__typename":"Query"');
    await stalled.closed;
    expect(stalled.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('keeps an idle connection open past the headers limit, and tells the client how long', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const ask = () =>
      new Promise<{ keepAlive: string; reused: boolean }>((resolve, reject) => {
        const request = get({ port, host: '127.0.0.1', path: '/graphql?query=%7B__typename%7D', agent, headers: { 'apollo-require-preflight': 'true' } }, (response) => {
          response.resume();
          response.on('end', () => resolve({ keepAlive: String(response.headers['keep-alive']), reused: request.reusedSocket }));
        });
        request.on('error', reject);
      });
    const first = await ask();
    expect(first.keepAlive).toBe(`timeout=${TIMEOUTS.keepAliveMs / 1000}`);
    await sleep(TIMEOUTS.headersMs * 3);
    expect((await ask()).reused).toBe(true);
    agent.destroy();
  });
});

describe('timeouts from the environment', () => {
  it('reads seconds, with defaults of 10 s for headers, 30 s for a call, 5 minutes for an upload and 65 s idle', () => {
    expect(httpTimeoutsFromEnvironment({})).toEqual({ headersMs: 10_000, requestMs: 30_000, uploadMs: 300_000, keepAliveMs: 65_000 });
    expect(DEFAULT_HTTP_TIMEOUTS.keepAliveMs).toBeGreaterThan(60_000);
    expect(httpTimeoutsFromEnvironment({ HEADERS_TIMEOUT_SECONDS: '0.5', UPLOAD_TIMEOUT_SECONDS: '600' })).toMatchObject({ headersMs: 500, uploadMs: 600_000 });
  });

  it('refuses nonsense with the name of the variable', () => {
    expect(() => httpTimeoutsFromEnvironment({ REQUEST_TIMEOUT_SECONDS: 'soon' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
    expect(() => httpTimeoutsFromEnvironment({ KEEP_ALIVE_TIMEOUT_SECONDS: '0' })).toThrow(/KEEP_ALIVE_TIMEOUT_SECONDS/);
    expect(() => httpTimeoutsFromEnvironment({ HEADERS_TIMEOUT_SECONDS: '40' })).toThrow(/may not exceed/);
  });
});
