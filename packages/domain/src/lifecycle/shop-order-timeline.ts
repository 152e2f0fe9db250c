import { LABELS } from '../enums';

/*
 * A line of an order's timeline in words: what happened, and who or what did it. The timeline rows
 * hold codes (a move's name, a source, a few facts); a person reads these words instead.
 */

const EVENT_WORDS: Record<string, string> = {
  place: 'Placed',
  placed: 'Placed',
  pay: 'Paid',
  expire: 'Expired: not paid in time',
  acknowledge: 'Accepted by the outlet',
  finish: 'Finished',
  miss: 'Missed',
  courierAssigned: 'Courier assigned',
  courierReassigned: 'Courier changed',
  deliveryStatus: 'Delivery update',
  deliveryRetried: 'Delivery tried again',
  cash: 'Paid in cash',
  draftAccepted: 'Draft accepted at the counter',
  paymentRequested: 'Payment asked of the payment gateway: its QR code and link shown at the counter',
};

const SOURCE_WORDS: Record<string, string> = {
  user: 'A user',
  'payment-gateway': 'The payment gateway',
  'courier-vendor': 'The courier service',
  'expiry-job': 'The expiry check',
  simulator: 'The simulator',
  test: 'A test',
  pos: 'The counter',
  app: 'The ordering app',
};

/** `courierAssigned` and `delivery_status` both read "Courier assigned", "Delivery status". */
export function humanize(code: string): string {
  const spaced = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** What happened, in words. */
export function shopOrderEventWords(type: string): string {
  return EVENT_WORDS[type] ?? humanize(type);
}

/** Who or what did it: the user's name when a person did, else the system's part in words. */
export function shopOrderEventSourceWords(source: string, userName?: string | null): string {
  if (userName) return userName;
  return SOURCE_WORDS[source] ?? humanize(source);
}

/** The facts of a line, e.g. "Status: Picked up · Driver name: Budi"; codes that have words are shown in words. */
export function shopOrderEventDetailWords(detail: Record<string, string | number | boolean | null>): string {
  return Object.entries(detail)
    .filter(([, value]) => value !== null && value !== '')
    .map(([key, value]) => `${humanize(key)}: ${typeof value === 'string' ? (LABELS[value] ?? value) : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value)}`)
    .join(' · ');
}
