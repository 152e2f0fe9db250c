import type { IncomingMessage, Server } from 'node:http';
import { GraphQLError } from 'graphql';
import type { YogaServerInstance } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { Database } from '../db/client';
import { SESSION_COOKIE, loadSession, type LoadedSession } from './auth';
import { clientAddress } from './client-address';
import type { Context, ServerSettings } from './context';
import type { LiveServices } from './events/live-events';

/*
 * graphql-ws on the HTTP server's /graphql path (docs/live-updates.md). At connect: a browser's
 * Origin must be this server's own or a configured web origin (4403 otherwise: another site's page
 * may not open a socket with our cookie), and the session cookie must name a live session (4401).
 * Each subscription reads the session again and runs through Yoga's validation and limits; every
 * event is checked again before it is sent (features/shop-live/live-gate.ts). Hostile input is
 * graphql-ws's to refuse (bad JSON, unknown messages: 4400) within the caps set here.
 */

/** Close codes a client can tell apart. */
export const LIVE_CLOSE = { unauthenticated: 4401, forbiddenOrigin: 4403 } as const;

export const LIVE_LIMITS = {
  /** Bytes of one message: a subscription document is a few hundred. */
  maxPayload: 64 * 1024,
  /** Subscriptions one socket may hold at once; a screen needs six. */
  subscriptionsPerSocket: 20,
  /** Milliseconds a socket may stay open without saying who it is. */
  connectionInitWait: 5_000,
} as const;

export interface LiveSocketOptions {
  db: Database;
  settings: ServerSettings;
  live: LiveServices;
  yoga: YogaServerInstance<Record<string, unknown>, Record<string, unknown>>;
  /** Origins a browser may open the socket from besides the server's own (PUBLIC_WEB_ORIGINS). */
  allowedOrigins?: readonly string[];
}

/** What each socket keeps beside graphql-ws's own request and socket. */
type Extra = Record<PropertyKey, unknown> & { session?: LoadedSession; subscriptions?: number };

/** Serves graphql-ws on `server`'s `/graphql`; resolves `close()` to stop accepting and drop every socket. */
export function attachLiveSocket(server: Server, options: LiveSocketOptions) {
  const sockets = new WebSocketServer({ server, path: '/graphql', maxPayload: LIVE_LIMITS.maxPayload });
  // A socket error (a frame over maxPayload, a broken frame) closes that socket; it must never reach the process.
  sockets.on('connection', (socket) => socket.on('error', () => socket.terminate()));
  sockets.on('error', () => undefined);

  const cookieOf = (request: IncomingMessage) =>
    (request.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .find(([name]) => name === SESSION_COOKIE)?.[1];

  const sessionOf = async (request: IncomingMessage) => {
    const cookie = cookieOf(request);
    return cookie ? loadSession(options.db, decodeURIComponent(cookie), options.settings).catch(() => null) : null;
  };

  const disposable = useServer<Record<string, unknown> | undefined, Extra>(
    {
      connectionInitWaitTimeout: LIVE_LIMITS.connectionInitWait,
      execute: (args) => (args.rootValue as { execute: (value: unknown) => unknown }).execute(args) as never,
      subscribe: (args) => (args.rootValue as { subscribe: (value: unknown) => unknown }).subscribe(args) as never,
      onConnect: async (context) => {
        const { request, socket } = context.extra;
        if (!originAllowed(request, options.allowedOrigins ?? [])) {
          socket.close(LIVE_CLOSE.forbiddenOrigin, 'Forbidden origin');
          return false;
        }
        const session = await sessionOf(request);
        if (!session) {
          socket.close(LIVE_CLOSE.unauthenticated, 'Unauthenticated');
          return false;
        }
        context.extra.session = session;
        return true;
      },
      onSubscribe: async (context, _id, payload) => {
        const { request } = context.extra;
        if ((context.extra.subscriptions ?? 0) >= LIVE_LIMITS.subscriptionsPerSocket) {
          return [new GraphQLError(`At most ${LIVE_LIMITS.subscriptionsPerSocket} subscriptions per connection.`, { extensions: { code: 'TOO_MANY_REQUESTS' } })];
        }
        // Counted before the first await, so that subscriptions sent at once cannot all pass the check.
        context.extra.subscriptions = (context.extra.subscriptions ?? 0) + 1;
        const refuse = (errors: readonly GraphQLError[]) => {
          context.extra.subscriptions = Math.max(0, (context.extra.subscriptions ?? 1) - 1);
          return errors;
        };
        // Signed out since the socket opened: this subscription and the next are refused.
        const session = await sessionOf(request);
        if (!session) return refuse([new GraphQLError('You must be signed in.', { extensions: { code: 'UNAUTHENTICATED' } })]);
        const params = { query: payload.query, operationName: payload.operationName ?? undefined, variables: payload.variables ?? undefined };
        const fetchRequest = new Request('http://localhost/graphql', { headers: { cookie: request.headers.cookie ?? '' } });
        const enveloped = options.yoga.getEnveloped({ request: fetchRequest, req: request, params });
        let document;
        try {
          document = enveloped.parse(payload.query);
        } catch (error) {
          return refuse([error instanceof GraphQLError ? error : new GraphQLError('The query could not be read.', { extensions: { code: 'BAD_USER_INPUT' } })]);
        }
        const errors = enveloped.validate(enveloped.schema, document);
        if (errors.length > 0) return refuse(errors);
        const contextValue: Omit<Context, 'waitUntil'> = {
          request: fetchRequest,
          params,
          db: options.db,
          settings: options.settings,
          user: session.user,
          authorities: session.authorities,
          machineMapping: session.machineMapping,
          sessionIdHash: session.idHash,
          address: clientAddress(fetchRequest, request.socket.remoteAddress ?? 'local', options.settings.trustedProxyHops),
          live: options.live,
        };
        return {
          schema: enveloped.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue,
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
        };
      },
      onComplete: (context) => {
        context.extra.subscriptions = Math.max(0, (context.extra.subscriptions ?? 1) - 1);
      },
    },
    sockets,
  );

  return {
    /** How many sockets are open now. */
    get connections() {
      return sockets.clients.size;
    },
    /** Closes every socket as a restart would (clients reconnect); the server keeps accepting. */
    dropAll(code = 1012) {
      for (const socket of sockets.clients) socket.close(code, 'Service restart');
    },
    async close() {
      for (const socket of sockets.clients) socket.terminate();
      await disposable.dispose();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
    },
  };
}

export type LiveSocket = ReturnType<typeof attachLiveSocket>;

/**
 * A browser always names the page's origin; it must be this server (the Host it called) or one of
 * `allowed`. A client that is not a browser sends none and cannot carry a victim's cookie for them.
 */
function originAllowed(request: IncomingMessage, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host === request.headers.host || allowed.includes(origin);
}
