import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import type { RuntimeConfig } from './config';
import { trackLoading } from './loading-state';
import { liveConnected, liveDisconnected } from './live-connection';
import { MeDocument } from './session.generated';
import { POSSIBLE_TYPES } from './possible-types';

/**
 * The spec's client semantics: cookies on every call, cache-first reads, cache-then-network for watched
 * queries, and errors returned beside partial data instead of thrown. Subscriptions go over a websocket
 * that connects only when the first one starts and reconnects with backoff.
 */
export function createApolloClient(config: RuntimeConfig): ApolloClient {
  const http = new HttpLink({ uri: config.graphqlUrl, credentials: 'include' });
  const websocket = new GraphQLWsLink(createClient({ url: config.websocketUrl, lazy: true, retryAttempts: Number.POSITIVE_INFINITY, shouldRetry: () => true, retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, backoff(retries))), ...watchSocket() }));
  const link = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    websocket,
    ApolloLink.from([trackLoading, http]),
  );
  return new ApolloClient({
    link: ApolloLink.from([followSession, link]),
    cache: new InMemoryCache({ possibleTypes: POSSIBLE_TYPES, typePolicies: SOLD_AS_VALUES }),
    defaultOptions: {
      query: { fetchPolicy: 'cache-first', errorPolicy: 'all' },
      watchQuery: { fetchPolicy: 'cache-and-network', errorPolicy: 'all' },
      mutate: { errorPolicy: 'all' },
    },
  });
}

/**
 * What an order line and its choices were when sold is part of its order, not an object of its own:
 * the same topping sold in two orders (or a draft's line, which has no id) is never merged into one.
 */
const SOLD_AS_VALUES = Object.fromEntries(['ShopOrderMenu', 'ShopOrderLineSize', 'ShopOrderLineTopping', 'ShopOrderLineCustomization'].map((type) => [type, { keyFields: false as const }]));

/**
 * A session that ends while the console is open (expired, or the user deactivated) makes the next call
 * UNAUTHENTICATED; forgetting the signed-in user lets the route guard send them to login and back.
 * A FORBIDDEN answer means the role changed since the user was read: reading it again updates the
 * sidebar and the guards.
 */
const followSession = new ErrorLink(({ error, operation }) => {
  if (operation.operationName === 'Me' || !CombinedGraphQLErrors.is(error)) return;
  const codes = new Set(error.errors.map((graphqlError) => graphqlError.extensions?.code));
  if (codes.has('UNAUTHENTICATED')) operation.client.writeQuery({ query: MeDocument, data: { me: null } });
  else if (codes.has('FORBIDDEN')) void operation.client.refetchQueries({ include: [MeDocument] });
});

/** Past this, a ping the server has not answered means the socket is cut. */
const PING_EVERY_MS = 10_000;
const PONG_WITHIN_MS = 5_000;
/** Closed by us because the network is gone or the server stopped answering: graphql-ws reconnects after it. */
const CUT = 4408;

/**
 * Knowing when the live socket is really cut. A socket whose network went away (a tablet's Wi-Fi
 * dropped, a cable pulled) is not closed by the browser for minutes: it only stops answering. So the
 * client pings every few seconds and closes a socket whose answer does not come, and closes it at
 * once when the browser says it went offline. Each close marks the connection lost (the live screen
 * says so) and graphql-ws reconnects; the connection is back when the server acknowledges it again.
 */
function watchSocket() {
  let socket: WebSocket | null = null;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  const cut = () => {
    clearTimeout(pongTimer);
    liveDisconnected();
    if (socket?.readyState === WebSocket.OPEN) socket.close(CUT, 'The connection was lost.');
  };
  globalThis.addEventListener?.('offline', cut);
  return {
    keepAlive: PING_EVERY_MS,
    on: {
      connected: (connected: unknown) => {
        socket = connected as WebSocket;
        liveConnected();
      },
      closed: () => {
        clearTimeout(pongTimer);
        socket = null;
        liveDisconnected();
      },
      ping: (received: boolean) => {
        if (!received) pongTimer = setTimeout(cut, PONG_WITHIN_MS);
      },
      pong: (received: boolean) => {
        if (received) clearTimeout(pongTimer);
      },
    },
  };
}

/** 1 s, 2 s, 4 s ... capped at 10 s (a live screen must come back soon after its network), with jitter so clients do not reconnect in step. */
export function backoff(retries: number): number {
  return Math.min(10_000, 1000 * 2 ** retries) * (0.75 + Math.random() * 0.5);
}

// Apollo types its default options through a namespace that must be augmented.
/* eslint-disable @typescript-eslint/no-namespace */
declare module '@apollo/client' {
  export namespace ApolloClient {
    export namespace DeclareDefaultOptions {
      interface WatchQuery {
        errorPolicy: 'all';
      }
      interface Query {
        errorPolicy: 'all';
      }
      interface Mutate {
        errorPolicy: 'all';
      }
    }
  }
}
