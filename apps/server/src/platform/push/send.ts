import { setTimeout as sleep } from 'node:timers/promises';
import webPush from 'web-push';
import type { PushSettings } from './settings';

/*
 * One push message to one subscription (RFC 8030), encrypted for it (aes128gcm, RFC 8291) and signed
 * with the server's VAPID key (RFC 8292) by the `web-push` package, sent with fetch so that any
 * push service address (https in production, http for the test push service) is reached the same
 * way. A push service answering 404 or 410 has dropped the subscription: `onGone` is called (the
 * caller deletes it) and the result is GONE. 429 and 5xx (and a network failure) are tried again
 * after a growing pause, or the pause the service's Retry-After asks for, at most `attempts` times.
 */

export interface PushSubscriptionKeys {
  endpoint: string;
  /** The subscription's P-256 public key, URL-safe base64. */
  p256dh: string;
  /** Its 16-byte authentication secret, URL-safe base64. */
  auth: string;
}

/** The most a payload may hold once written as JSON: push services promise at least 4 kB of record, less the encryption's overhead. */
export const MAX_PUSH_PAYLOAD_BYTES = 3 * 1024;

export type PushOutcome =
  | { outcome: 'DELIVERED'; attempts: number }
  | { outcome: 'GONE'; attempts: number; reason: string }
  | { outcome: 'FAILED'; attempts: number; reason: string };

export interface PushOptions {
  /** Seconds the push service keeps the message for a phone that is away; the settings' TTL unless given. */
  ttlSeconds?: number;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  /** A later message with the same topic replaces this one while it waits at the push service. */
  topic?: string;
  /** Called once when the push service says the subscription is gone (404, 410). */
  onGone?: () => Promise<void>;
  /** How many tries in all for 429, 5xx and network failures (4 unless given). */
  attempts?: number;
  /** The first pause in milliseconds, doubled after each try (500 unless given). */
  backoffMs?: number;
  /** The longest pause, whatever Retry-After asks (30 s unless given). */
  maxBackoffMs?: number;
  /** How long one try may take (10 s unless given). */
  timeoutMs?: number;
}

export class PushPayloadTooLarge extends Error {
  constructor(readonly bytes: number) {
    super(`A push message holds at most ${MAX_PUSH_PAYLOAD_BYTES} bytes; this one has ${bytes}.`);
  }
}

/** The payload as sent: JSON text, refused above 3 kB. */
export function pushPayload(message: unknown): Buffer {
  const bytes = Buffer.from(typeof message === 'string' ? message : JSON.stringify(message), 'utf8');
  if (bytes.length > MAX_PUSH_PAYLOAD_BYTES) throw new PushPayloadTooLarge(bytes.length);
  return bytes;
}

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

const retried = (status: number) => status === 429 || status >= 500;

/** Sends one message; never throws for what the push service answers (only for a payload over 3 kB). */
export async function sendPush(settings: PushSettings, subscription: PushSubscriptionKeys, message: unknown, options: PushOptions = {}): Promise<PushOutcome> {
  const payload = pushPayload(message);
  const attempts = options.attempts ?? 4;
  const backoffMs = options.backoffMs ?? 500;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  let reason = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    // Made again on each try: a fresh salt and key for the encryption, a fresh VAPID token.
    const details = webPush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, {
      vapidDetails: { subject: settings.subject, publicKey: settings.publicKey, privateKey: settings.privateKey },
      TTL: options.ttlSeconds ?? settings.ttlSeconds,
      contentEncoding: 'aes128gcm',
      ...(options.urgency ? { urgency: options.urgency } : {}),
      ...(options.topic ? { topic: options.topic } : {}),
    });
    let wait: number | null = null;
    try {
      const response = await fetch(details.endpoint, {
        method: 'POST',
        headers: details.headers as Record<string, string>,
        body: new Uint8Array(details.body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.status >= 200 && response.status < 300) return { outcome: 'DELIVERED', attempts: attempt };
      if (response.status === 404 || response.status === 410) {
        await options.onGone?.();
        return { outcome: 'GONE', attempts: attempt, reason: `The push service no longer knows the subscription (${response.status}).` };
      }
      reason = `The push service answered ${response.status}.`;
      if (!retried(response.status)) return { outcome: 'FAILED', attempts: attempt, reason };
      wait = retryAfterMs(response.headers.get('retry-after'));
    } catch (error) {
      reason = `The push service could not be reached: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (attempt < attempts) await sleep(Math.min(maxBackoffMs, wait ?? backoffMs * 2 ** (attempt - 1)));
  }
  return { outcome: 'FAILED', attempts, reason };
}
