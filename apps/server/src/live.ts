import type { Server } from 'node:http';
import type { DatabaseHandle } from './db/client';
import type { ServerSettings } from './platform/context';
import { outboxListener, startLive, type LiveServices } from './platform/events/live-events';
import { attachLiveSocket } from './platform/live-socket';
import { createLiveGate } from './features/shop-live/live-gate';
import type { createGraphqlApp } from './yoga';

/** Live updates for one server process: the outbox publisher, the pubsub (Redis when `redisUrl`), and the check of each event. */
export async function startLiveUpdates(handle: DatabaseHandle, settings: ServerSettings, options: { redisUrl?: string; databaseUrl?: string; pollMs?: number } = {}) {
  const live = await startLive(handle.db, { redisUrl: options.redisUrl, listen: outboxListener(handle, options.databaseUrl), pollMs: options.pollMs });
  const gate = createLiveGate(handle.db, settings);
  const services: LiveServices = { pubsub: live.pubsub, allows: gate.allows };
  return { live, services };
}

/** graphql-ws on `server`'s /graphql, for the app `graphql` serves. */
export function serveLiveSocket(server: Server, graphql: ReturnType<typeof createGraphqlApp>, handle: DatabaseHandle, settings: ServerSettings, services: LiveServices, allowedOrigins: readonly string[] = []) {
  return attachLiveSocket(server, { db: handle.db, settings, live: services, yoga: graphql as never, allowedOrigins });
}

/** PUBLIC_WEB_ORIGINS: comma-separated origins of a web app served from elsewhere, e.g. https://console.example.com. */
export const webOriginsFromEnvironment = (environment = process.env) =>
  (environment.PUBLIC_WEB_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
