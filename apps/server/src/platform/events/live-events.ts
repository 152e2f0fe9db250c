import { inArray, sql } from 'drizzle-orm';
import type { Authority } from '@back-office/domain';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Database, DatabaseHandle } from '../../db/client';
import { eventOutbox } from './outbox.table';
import { FLEET_KEY, LIVE_TOPICS, MACHINE_TOPICS, OUTBOX_CHANNEL, type LiveEvent, type LiveTopic } from './outbox';

/*
 * Live updates (docs/live-updates.md): a change queues its event in the outbox in its own
 * transaction, which also sends a NOTIFY that PostgreSQL (and PGlite) delivers only if it commits.
 * Every instance listens; on a notification (or, as a safety net, every few seconds) it claims waiting
 * rows with FOR UPDATE SKIP LOCKED, so each row is claimed by one instance once, and publishes them
 * on the pubsub: on Redis when REDIS_URL is set, so every instance's subscribers receive every event.
 */

/** An event as subscribers receive it: the outbox row's id (one publication, one id) and its ids. */
export interface PublishedEvent extends LiveEvent {
  eventId: number;
}

/** Topics are published per outlet (or per courier for the courier's topic): `orderPaid:12`. */
type Channels = { [Topic in LiveTopic]: [key: number, event: PublishedEvent] };
export type LivePubSub = PubSub<Channels>;

/** The key a topic is published under: the courier for the courier's own topic, else the outlet. */
export const keyOf = (topic: LiveTopic, event: LiveEvent): number | null | undefined =>
  (MACHINE_TOPICS as readonly string[]).includes(topic) ? FLEET_KEY : topic === 'shopCourierOrderStatusUpdated' ? event.courierId : event.shopHubId;

/** What subscriptions need: the pubsub, and the check every event passes before it is sent (features/shop-live/live-gate.ts). */
export interface LiveServices {
  pubsub: LivePubSub;
  /** Whether the session `idHash` may still receive an event of outlet `shopHubId` (null: not tied to one) that needs `authority`; of machine `machineId` when given (its machine mapping). */
  allows(idHash: string, authority: Authority, shopHubId: number | null, machineId?: number | null): Promise<boolean>;
}

export interface Live {
  pubsub: LivePubSub;
  /** Publishes what is waiting in the outbox now; resolves with how many events were sent. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export interface LiveOptions {
  /** Redis for the pubsub; unset keeps events in this process. */
  redisUrl?: string;
  /** Wakes the publisher when a change commits (a LISTEN on the outbox channel); without it only the poll does. */
  listen?: (wake: () => void) => Promise<() => Promise<void>>;
  /** The safety-net poll, for rows an instance that stopped between commit and publication left. */
  pollMs?: number;
  /** Rows claimed per statement. */
  batch?: number;
}

/** The pubsub and this instance's outbox publisher. */
export async function startLive(db: Database, options: LiveOptions = {}): Promise<Live> {
  const redis = options.redisUrl ? redisPair(options.redisUrl) : null;
  const pubsub = createPubSub<Channels>(redis ? { eventTarget: createRedisEventTarget({ publishClient: redis.publish, subscribeClient: redis.subscribe }) } : {});
  const batch = options.batch ?? 200;

  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  /** One claim-and-publish at a time; a wake-up during one runs another right after it. */
  const drain = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        again = false;
        for (;;) {
          const rows = await claim(db, batch);
          for (const row of rows) {
            const event: PublishedEvent = { ...(row.payload as unknown as LiveEvent), eventId: row.id };
            const key = keyOf(row.topic as LiveTopic, event);
            if (key != null && (LIVE_TOPICS as readonly string[]).includes(row.topic)) pubsub.publish(row.topic as LiveTopic, key, event);
          }
          sent += rows.length;
          if (rows.length < batch) break;
        }
      } while (again && !stopped);
      return sent;
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const wake = () => void drain().catch(() => undefined);

  const unlisten = options.listen ? await options.listen(wake) : null;
  const poll = setInterval(wake, options.pollMs ?? 3_000);
  poll.unref();
  wake();

  return {
    pubsub,
    drain,
    async stop() {
      stopped = true;
      clearInterval(poll);
      await unlisten?.().catch(() => undefined);
      await running?.catch(() => undefined);
      if (redis) {
        redis.publish.disconnect();
        redis.subscribe.disconnect();
      }
    },
  };
}

/** Claims and removes up to `limit` waiting rows, oldest first; rows another instance holds are skipped. */
async function claim(db: Database, limit: number) {
  return db
    .delete(eventOutbox)
    .where(inArray(eventOutbox.id, sql`(select ${eventOutbox.id} from ${eventOutbox} order by ${eventOutbox.id} limit ${limit} for update skip locked)`))
    .returning({ id: eventOutbox.id, topic: eventOutbox.topic, payload: eventOutbox.payload });
}

/** Redis needs one connection to publish and one that only subscribes. */
function redisPair(url: string) {
  const options = { maxRetriesPerRequest: null, enableAutoPipelining: true } as const;
  return { publish: new Redis(url, options), subscribe: new Redis(url, options) };
}

/**
 * A LISTEN on the outbox channel for the database `handle` is: a connection of its own on PostgreSQL
 * (opened again when lost), PGlite's listener on the embedded database.
 */
export function outboxListener(handle: DatabaseHandle, databaseUrl?: string): LiveOptions['listen'] {
  if ('pglite' in handle) {
    const pglite = (handle as DatabaseHandle & { pglite: { listen(channel: string, callback: () => void): Promise<() => Promise<void>> } }).pglite;
    return (wake) => pglite.listen(OUTBOX_CHANNEL, wake);
  }
  if (!databaseUrl) return undefined;
  return async (wake) => {
    let client: pg.Client | null = null;
    let closed = false;
    const connect = async () => {
      if (closed) return;
      const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
      next.on('notification', wake);
      next.on('error', () => {
        void next.end().catch(() => undefined);
        if (client === next) client = null;
        // Rows committed while the listener was away are published by the poll; listen again soon.
        setTimeout(() => void connect().catch(() => undefined), 1_000).unref();
      });
      try {
        await next.connect();
        await next.query(`listen ${OUTBOX_CHANNEL}`);
        client = next;
        wake();
      } catch {
        void next.end().catch(() => undefined);
        setTimeout(() => void connect().catch(() => undefined), 1_000).unref();
      }
    };
    await connect();
    return async () => {
      closed = true;
      await client?.end();
    };
  };
}
