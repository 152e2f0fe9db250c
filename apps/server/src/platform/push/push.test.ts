import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushService, type PushService } from '../../testing/push-service';
import { MAX_PUSH_PAYLOAD_BYTES, PushPayloadTooLarge, generatedPushSettings, pushSettingsFromEnvironment, sendPush } from '.';

const settings = generatedPushSettings('mailto:test@example.com');
const quick = { backoffMs: 5, maxBackoffMs: 20 };
let service: PushService;

beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());

describe('web push', () => {
  it('sends an encrypted, signed message the push service decrypts with the subscription’s keys', async () => {
    const subscription = service.subscribe();
    const message = { title: 'Your coffee is ready', body: 'Pick it up at Senopati', url: '/orders/12' };
    const result = await sendPush(settings, subscription, message, { urgency: 'high', topic: 'order-12', ...quick });
    expect(result).toEqual({ outcome: 'DELIVERED', attempts: 1 });
    const [push] = service.received(subscription);
    expect(JSON.parse(push!.payload)).toEqual(message);
    expect(push).toMatchObject({ ttl: settings.ttlSeconds, urgency: 'high', topic: 'order-12' });
    expect(push!.vapid).toMatchObject({ audience: service.origin, subject: 'mailto:test@example.com', publicKey: settings.publicKey });
    expect(service.refused()).toEqual([]);
  });

  it('decrypts nothing with another subscription’s keys', async () => {
    const mine = service.subscribe();
    const theirs = service.subscribe();
    const result = await sendPush(settings, { endpoint: mine.endpoint, ...theirs.keys }, 'hello', quick);
    expect(result.outcome).toBe('FAILED');
    expect(service.refused().at(-1)).toMatchObject({ subscriptionId: mine.id, status: 400 });
  });

  it('calls back and answers GONE when the push service says 410 or 404', async () => {
    for (const status of [410, 404]) {
      const subscription = service.subscribe();
      service.answerNext(subscription, status);
      let gone = 0;
      const result = await sendPush(settings, subscription, 'bye', { onGone: async () => void (gone += 1), ...quick });
      expect(result.outcome).toBe('GONE');
      expect(gone).toBe(1);
      expect(service.attempts(subscription)).toBe(1);
    }
  });

  it('tries again after 429 and 5xx, then delivers', async () => {
    const subscription = service.subscribe();
    service.answerNext(subscription, 429, 503, 500);
    const result = await sendPush(settings, subscription, 'again', quick);
    expect(result).toEqual({ outcome: 'DELIVERED', attempts: 4 });
    expect(service.received(subscription)).toHaveLength(1);
  });

  it('gives up after its tries and says why; a 400 is not tried again', async () => {
    const busy = service.subscribe();
    service.answerNext(busy, 429, 429, 429, 429, 429);
    expect(await sendPush(settings, busy, 'x', { attempts: 3, ...quick })).toEqual({ outcome: 'FAILED', attempts: 3, reason: 'The push service answered 429.' });
    expect(service.attempts(busy)).toBe(3);
    const refused = service.subscribe();
    service.answerNext(refused, 413);
    expect(await sendPush(settings, refused, 'x', quick)).toMatchObject({ outcome: 'FAILED', attempts: 1 });
  });

  it('refuses a payload over 3 kB before sending anything', async () => {
    const subscription = service.subscribe();
    await expect(sendPush(settings, subscription, 'é'.repeat(MAX_PUSH_PAYLOAD_BYTES / 2 + 1), quick)).rejects.toBeInstanceOf(PushPayloadTooLarge);
    expect(service.attempts(subscription)).toBe(0);
    expect((await sendPush(settings, subscription, 'a'.repeat(MAX_PUSH_PAYLOAD_BYTES), quick)).outcome).toBe('DELIVERED');
  });

  it('reads its keys from the environment, makes a pair outside production and is off in production without keys', () => {
    const lines: string[] = [];
    const made = pushSettingsFromEnvironment({}, (line) => lines.push(line));
    expect(made?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(lines[0]).toMatch(/made at start/);
    expect(pushSettingsFromEnvironment({ NODE_ENV: 'production' }, () => undefined)).toBeNull();
    const given = pushSettingsFromEnvironment({ WEB_PUSH_VAPID_PUBLIC_KEY: settings.publicKey, WEB_PUSH_VAPID_PRIVATE_KEY: settings.privateKey, WEB_PUSH_TTL_SECONDS: '600' });
    expect(given).toMatchObject({ publicKey: settings.publicKey, ttlSeconds: 600 });
    expect(() => pushSettingsFromEnvironment({ WEB_PUSH_VAPID_PUBLIC_KEY: settings.publicKey })).toThrow(/both/);
  });
});
