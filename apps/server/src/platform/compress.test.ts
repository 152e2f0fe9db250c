import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../testing/test-app';
import { chooseEncoding, compressAnswers } from './compress';

let app: TestApp;
let server: Server;
let origin: string;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp({ production: true });
  server = createServer((incoming, outgoing) => {
    if (incoming.url === '/stream') {
      // Not a JSON answer: it goes out as it is written, before it ends.
      return compressAnswers(incoming, outgoing, () => {
        outgoing.writeHead(200, { 'content-type': 'text/event-stream' });
        outgoing.write('data: first\n\n');
        setTimeout(() => outgoing.end('data: last\n\n'), 200);
      });
    }
    compressAnswers(incoming, outgoing, () => void app.app(incoming, outgoing));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = await call(JSON.stringify({ query: 'mutation ($p: String!) { doLogin(username: "admin", password: $p) { id } }', variables: { p: ADMIN_PASSWORD } }));
  cookie = login.headers['set-cookie']![0]!.split(';')[0]!;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await app.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function call(body: string, headers: Record<string, string> = {}, method = 'POST', path = '/graphql'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${origin}${path}`,
      { method, headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

// `me` of the administrator names every authority: several KB of JSON.
const ME = JSON.stringify({ query: '{ me { username authorities } }' });

const decode: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };

describe('compressed answers', () => {
  it('sends a large answer compressed in the accepted encoding, with its length, and the same JSON', async () => {
    const plain = await call(ME, { cookie });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = JSON.parse(plain.body.toString());
    expect(expected.data.me.authorities.length).toBeGreaterThan(50);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);

    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['deflate', 'deflate'],
      ['br;q=0.5, gzip;q=0.8', 'gzip'],
      ['*', 'br'],
    ] as const) {
      const answer = await call(ME, { cookie, 'accept-encoding': accept });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.body.length).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decode[encoding]!(answer.body).toString())).toEqual(expected);
    }
  });

  it('sends a small answer as it is', async () => {
    const answer = await call(JSON.stringify({ query: '{ __typename }' }), { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toEqual({ data: { __typename: 'Query' } });
  });

  it('keeps the status and the cookies of an answer it compresses', async () => {
    const login = await call(
      JSON.stringify({ query: 'mutation ($p: String!) { doLogin(username: "admin", password: $p) { username authorities } }', variables: { p: ADMIN_PASSWORD } }),
      { 'accept-encoding': 'gzip' },
    );
    expect(login.status).toBe(200);
    expect(login.headers['content-encoding']).toBe('gzip');
    expect(login.headers['set-cookie']?.[0]).toMatch(/^bo_session=/);
    const refused = await call(ME, { 'accept-encoding': 'gzip' });
    expect(JSON.parse(refused.body.toString()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('sends nothing compressed when the caller refuses every encoding', async () => {
    const answer = await call(ME, { cookie, 'accept-encoding': 'gzip;q=0, br;q=0' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString()).data.me.username).toBe('admin');
  });

  it('passes anything but a JSON answer through as it is written', async () => {
    const first = await new Promise<{ chunk: string; encoding: unknown }>((resolve, reject) => {
      const outgoing = request(`${origin}/stream`, { headers: { 'accept-encoding': 'br' } }, (response) =>
        response.once('data', (chunk: Buffer) => {
          resolve({ chunk: chunk.toString(), encoding: response.headers['content-encoding'] });
          response.destroy();
        }),
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
    expect(first).toEqual({ chunk: 'data: first\n\n', encoding: undefined });
  });
});

describe('chooseEncoding', () => {
  it('takes the highest weight, brotli then gzip on a tie, and none at weight 0', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1, br;q=0.9')).toBe('gzip');
    expect(chooseEncoding('*;q=0')).toBeUndefined();
    expect(chooseEncoding('GZIP')).toBe('gzip');
    expect(chooseEncoding('br;q=0, *')).toBe('gzip');
  });
});
