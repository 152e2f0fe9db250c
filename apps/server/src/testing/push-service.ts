import { createECDH, createDecipheriv, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A push service of our own for tests: an HTTP server taking RFC 8030 pushes (POST to a
 * subscription's endpoint), as a browser vendor's would. It makes subscriptions as a browser does
 * (a P-256 key pair and a 16-byte auth secret, RFC 8291), decrypts each aes128gcm body with the
 * subscription's private key, checks the VAPID token (RFC 8292: an ES256 JWT for this origin, signed
 * by the key in `k=`), and keeps what it received. Each subscription can be told what to answer
 * next (a 410 for one gone, 429s before a 201, ...).
 */

export interface TestSubscription {
  id: string;
  endpoint: string;
  /** URL-safe base64, as a browser's PushSubscription.toJSON() gives them. */
  keys: { p256dh: string; auth: string };
  /** The same keys at the top, as the server keeps them. */
  p256dh: string;
  auth: string;
}

export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted payload as text. */
  payload: string;
  ttl: number | null;
  urgency: string | null;
  topic: string | null;
  /** The VAPID token's claims, once its signature checked out against `k`. */
  vapid: { audience: string; subject: string; expires: number; publicKey: string };
  /** What the service answered. */
  status: number;
}

interface Held {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
  answers: number[];
  attempts: number;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 section 3.4 and RFC 8188: the plaintext of an aes128gcm body sent to this subscription. */
export function decryptAes128gcm(body: Buffer, held: { ecdh: ReturnType<typeof createECDH>; publicKey: Buffer; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (records.length > recordSize) throw new Error('A push message must fit in one record.');
  const secret = held.ecdh.computeSecret(senderKey);
  const prkKey = hmac(held.auth, secret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), held.publicKey, senderKey, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2 and any zero padding after it.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('The last record has no padding delimiter.');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` as a push service does; answers the claims or throws. */
export function checkVapid(header: string | undefined, origin: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error('No VAPID authorization.');
  const [, token = '', publicKey = ''] = match;
  const [head = '', claims = '', signature = ''] = token.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) throw new Error('The VAPID signature does not match its key.');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; sub: string; exp: number };
  if (body.aud !== origin) throw new Error(`The VAPID audience is ${body.aud}, not ${origin}.`);
  if (body.exp * 1000 < Date.now()) throw new Error('The VAPID token has expired.');
  return { audience: body.aud, subject: body.sub, expires: body.exp, publicKey };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const numberHeader = (value: string | string[] | undefined) => (typeof value === 'string' && value !== '' ? Number(value) : null);
const textHeader = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

/** Starts the push service on a free local port; `close()` it in afterAll. */
export async function startPushService() {
  const held = new Map<string, Held>();
  const received: ReceivedPush[] = [];
  const refused: { subscriptionId: string; status: number; reason: string }[] = [];
  let waiters: (() => void)[] = [];
  let sequence = 0;
  let origin = '';

  const answer = (response: ServerResponse, status: number, text = '') => response.writeHead(status, { 'content-type': 'text/plain' }).end(text);

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
    const subscription = held.get(id);
    const body = await readBody(request);
    if (request.method !== 'POST') return answer(response, 405);
    if (!subscription) return answer(response, 404, 'No such subscription.');
    subscription.attempts += 1;
    const status = subscription.answers.shift() ?? 201;
    try {
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('Content-Encoding must be aes128gcm.');
      if (numberHeader(request.headers.ttl) === null) throw new Error('A push needs a TTL header.');
      const vapid = checkVapid(textHeader(request.headers.authorization) ?? undefined, origin);
      const payload = decryptAes128gcm(body, subscription);
      if (status >= 200 && status < 300) {
        received.push({ subscriptionId: id, payload, ttl: numberHeader(request.headers.ttl), urgency: textHeader(request.headers.urgency), topic: textHeader(request.headers.topic), vapid, status });
      }
    } catch (error) {
      refused.push({ subscriptionId: id, status: 400, reason: error instanceof Error ? error.message : String(error) });
      answer(response, 400, 'Not a valid push.');
      return;
    }
    const headers: Record<string, string> = status === 429 ? { 'retry-after': '0' } : status === 201 ? { location: `${origin}/message/${received.length}` } : {};
    response.writeHead(status, headers).end();
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };

  const server = createServer((request, response) => void handle(request, response).catch(() => answer(response, 500)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** A new subscription, as a browser's pushManager.subscribe() makes one. */
    subscribe(): TestSubscription {
      sequence += 1;
      const id = `s${sequence}-${randomBytes(4).toString('hex')}`;
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      held.set(id, { ecdh, publicKey, auth, answers: [], attempts: 0 });
      const keys = { p256dh: b64url(publicKey), auth: b64url(auth) };
      return { id, endpoint: `${origin}/push/${id}`, keys, ...keys };
    },
    /** The next answers this subscription's pushes get, in order (201 after them). */
    answerNext(subscription: TestSubscription, ...statuses: number[]) {
      held.get(subscription.id)!.answers.push(...statuses);
    },
    /** How many pushes reached this subscription, whatever they were answered. */
    attempts: (subscription: TestSubscription) => held.get(subscription.id)?.attempts ?? 0,
    /** The pushes taken (answered 2xx) and decrypted, for one subscription or all. */
    received: (subscription?: TestSubscription) => received.filter((push) => !subscription || push.subscriptionId === subscription.id),
    /** Pushes refused as invalid (bad encryption, no TTL, bad VAPID): a test expects none. */
    refused: () => [...refused],
    /** Waits until `count` pushes have been taken in all. */
    async waitFor(count: number, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`The push service took ${received.length} pushes, not ${count}.`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100).unref();
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
