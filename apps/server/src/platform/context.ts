import type { YogaInitialContext } from 'graphql-yoga';
import type { Authority } from '@back-office/domain';
import type { Database } from '../db/client';
import { uploadsFolderFromEnvironment } from './uploads';
import type { LiveServices } from './events/live-events';

export interface CurrentUser {
  id: number;
  username: string;
  name: string;
  email: string;
  role: string;
  active: boolean;
}

/** What every resolver sees: the database, who is asking and what they may do. */
export interface Context extends YogaInitialContext {
  db: Database;
  user: CurrentUser | null;
  authorities: ReadonlySet<Authority>;
  /** Hash of the session id in the request's cookie, when it names a live session. */
  sessionIdHash: string | null;
  /** The caller's network address, for login throttling and the session record. */
  address: string;
  settings: ServerSettings;
  /**
   * The machines the caller is mapped to, read with the session: null when no machine is mapped
   * (the caller's authorities alone decide), absent when not loaded (the scope then reads the
   * mapping in SQL). See features/machines/machine-scope.ts.
   */
  machineMapping?: readonly number[] | null;
  /** The pubsub the subscriptions listen on, and the check each event passes; absent when live updates are off. */
  live?: LiveServices;
}

/** Who is asking, as much as limits what they see: a report download has this and no more. */
export type Viewer = Pick<Context, 'db' | 'user' | 'authorities' | 'machineMapping'>;

/** Per-process settings the server reads once at start. */
export interface ServerSettings {
  production: boolean;
  /** Mark the session cookie Secure (behind HTTPS). */
  secureCookies: boolean;
  /** A session ends after this long without a request. */
  sessionIdleMs: number;
  /** A session ends this long after login, however busy. */
  sessionAbsoluteMs: number;
  /** How many proxies in front of the server append to X-Forwarded-For; 0 trusts none. */
  trustedProxyHops: number;
  /** Where uploaded files are kept; by default `DATA_DIR/uploads`. */
  uploadsFolder?: string;
  /** The payment gateway the counter charges wallets through; absent or null: none, and wallets at the counter are refused. */
  paymentGateway?: PaymentGatewaySettings | null;
}

/** The payment gateway's charge API (docs/shop-orders.md, "Paying at the counter"). */
export interface PaymentGatewaySettings {
  /** Its base address, e.g. https://api.sandbox.midtrans.com; the charge is POST {url}/v2/charge. */
  url: string;
  /** The server key, sent as the user of HTTP basic auth (the same key signs its notifications). */
  serverKey: string;
  /** How long the counter waits for its answer. */
  timeoutMs: number;
}

/** Where `npm run simulate` serves its payment gateway; a development or demo server without PAYMENT_GATEWAY_URL uses it. */
export const DEMO_PAYMENT_GATEWAY_URL = 'http://127.0.0.1:4010';

/**
 * PAYMENT_GATEWAY_URL, PAYMENT_SERVER_KEY and PAYMENT_GATEWAY_TIMEOUT_SECONDS (default 10). Outside
 * production a missing address is the simulator's and a missing key the demo one; in production
 * either missing means no gateway.
 */
export function paymentGatewayFromEnvironment(environment = process.env): PaymentGatewaySettings | null {
  const production = environment.NODE_ENV === 'production';
  const url = environment.PAYMENT_GATEWAY_URL?.trim() || (production ? '' : DEMO_PAYMENT_GATEWAY_URL);
  const serverKey = environment.PAYMENT_SERVER_KEY?.trim() || (production ? '' : 'demo-payment-server-key');
  if (!url || !serverKey) return null;
  if (!/^https?:\/\/[^\s]+$/.test(url)) throw new Error(`PAYMENT_GATEWAY_URL must be an http(s) address, not "${url}".`);
  const seconds = Number(environment.PAYMENT_GATEWAY_TIMEOUT_SECONDS?.trim() || 10);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 60) throw new Error('PAYMENT_GATEWAY_TIMEOUT_SECONDS must be a number of seconds above 0, at most 60.');
  return { url: url.replace(/\/+$/, ''), serverKey, timeoutMs: seconds * 1000 };
}

export function settingsFromEnvironment(environment = process.env): ServerSettings {
  const minutes = (name: string, fallback: number) => {
    const value = Number(environment[name]);
    return (Number.isFinite(value) && value > 0 ? value : fallback) * 60_000;
  };
  return {
    production: environment.NODE_ENV === 'production',
    secureCookies: environment.COOKIE_SECURE === 'true',
    sessionIdleMs: minutes('SESSION_IDLE_MINUTES', 8 * 60),
    sessionAbsoluteMs: minutes('SESSION_ABSOLUTE_MINUTES', 7 * 24 * 60),
    trustedProxyHops: Math.max(0, Math.floor(Number(environment.TRUST_PROXY_HOPS) || 0)),
    uploadsFolder: uploadsFolderFromEnvironment(environment),
    paymentGateway: paymentGatewayFromEnvironment(environment),
  };
}
