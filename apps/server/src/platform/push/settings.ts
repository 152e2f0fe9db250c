import webPush from 'web-push';

/*
 * The server's VAPID identity (RFC 8292): the key pair push services know it by, and the contact
 * they may write to. Set WEB_PUSH_VAPID_PUBLIC_KEY and WEB_PUSH_VAPID_PRIVATE_KEY (URL-safe base64,
 * as `npx web-push generate-vapid-keys` prints them) and WEB_PUSH_SUBJECT (mailto: or https:). A
 * development or demo server without keys makes a pair at start and says so: subscriptions made
 * against it stop working when it restarts. A production server without keys sends no push (the
 * inbox still works) and says so once.
 */

export interface PushSettings {
  /** The application server key the ordering app subscribes with (URL-safe base64, 65 bytes). */
  publicKey: string;
  privateKey: string;
  /** Who the push services may contact: mailto: or https:. */
  subject: string;
  /** How long a push service keeps an undelivered message, in seconds. */
  ttlSeconds: number;
}

export const DEFAULT_PUSH_SUBJECT = 'mailto:shop@jumpstart.co.id';
/** A day: a notification about an order or a promotion means little after that. */
export const DEFAULT_PUSH_TTL_SECONDS = 24 * 60 * 60;
const MAX_TTL_SECONDS = 28 * 24 * 60 * 60;

/** A fresh key pair, for development, the demo and tests. */
export function generatedPushSettings(subject = DEFAULT_PUSH_SUBJECT): PushSettings {
  const { publicKey, privateKey } = webPush.generateVAPIDKeys();
  return { publicKey, privateKey, subject, ttlSeconds: DEFAULT_PUSH_TTL_SECONDS };
}

/** The push settings from the environment; null when push is off (production without keys). */
export function pushSettingsFromEnvironment(environment = process.env, log: (line: string) => void = console.log): PushSettings | null {
  const publicKey = environment.WEB_PUSH_VAPID_PUBLIC_KEY?.trim();
  const privateKey = environment.WEB_PUSH_VAPID_PRIVATE_KEY?.trim();
  const subject = environment.WEB_PUSH_SUBJECT?.trim() || DEFAULT_PUSH_SUBJECT;
  if (!/^(mailto:|https:)/.test(subject)) throw new Error('WEB_PUSH_SUBJECT must start with mailto: or https:.');
  const ttl = environment.WEB_PUSH_TTL_SECONDS?.trim();
  const ttlSeconds = ttl ? Number(ttl) : DEFAULT_PUSH_TTL_SECONDS;
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 0 || ttlSeconds > MAX_TTL_SECONDS) throw new Error(`WEB_PUSH_TTL_SECONDS must be a whole number of seconds from 0 to ${MAX_TTL_SECONDS}.`);
  if (publicKey && privateKey) {
    // web-push checks the keys' length and encoding; a bad pair stops the server at start, not at the first send.
    webPush.setVapidDetails(subject, publicKey, privateKey);
    return { publicKey, privateKey, subject, ttlSeconds };
  }
  if (publicKey || privateKey) throw new Error('Set both WEB_PUSH_VAPID_PUBLIC_KEY and WEB_PUSH_VAPID_PRIVATE_KEY, or neither.');
  if (environment.NODE_ENV === 'production') {
    log('Web push is off: set WEB_PUSH_VAPID_PUBLIC_KEY and WEB_PUSH_VAPID_PRIVATE_KEY to send it (notifications still reach the inbox).');
    return null;
  }
  log('Web push uses a key pair made at start (no WEB_PUSH_VAPID_PUBLIC_KEY set): phones subscribed now stop receiving after a restart.');
  return { ...generatedPushSettings(subject), ttlSeconds };
}
