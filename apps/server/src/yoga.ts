import type { IncomingMessage } from 'node:http';
import { getOperationAST, type GraphQLError } from 'graphql';
import { createYoga, type Plugin, type YogaInitialContext } from 'graphql-yoga';
import { useCookies } from '@whatwg-node/server-plugin-cookies';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import type { Database } from './db/client';
import { schema, schemaWithTestCalls } from './schema';
import { recordActivity } from './platform/audit';
import { maskedErrors, useHardening } from './platform/hardening';
import { maskDatabaseErrors, outageAwareLogger, useDatabaseOutage } from './platform/database-outage';
import { useReportDownloads } from './features/reports/reports.service';
import { DEFAULT_GATEWAY_OPTIONS, useMachineGateway, type GatewayOptions } from './features/machine-gateway/gateway.http';
import { DEFAULT_CALLBACK_OPTIONS, useShopCallbacks, type CallbackOptions } from './features/shop-callbacks/callbacks.http';
import { DEFAULT_SHOP_APP_OPTIONS, useShopApp, type ShopAppOptions } from './features/shop-app/app-orders.http';
import { SESSION_COOKIE, loadSession, type LoadedSession } from './platform/auth';
import type { Context, ServerSettings } from './platform/context';
import { clientAddress } from './platform/client-address';
import { useCompiledQueries } from './platform/compiled-queries';
import { useUploadReceiver } from './platform/upload-receiver';
import { uploadsFolderFromEnvironment } from './platform/uploads';
import type { LiveServices } from './platform/events/live-events';

/** What the server adds to Yoga's own context. */
type RequestContext = Omit<Context, keyof YogaInitialContext>;

export const LIMITS = { depth: 12, aliases: 20, tokens: 5_000 } as const;

export interface AppOptions {
  db: Database;
  settings: ServerSettings;
  /** The machine gateway's enrollment secret and rates; by default registration is closed. */
  gateway?: Omit<GatewayOptions, 'trustedProxyHops' | 'production'>;
  /** The payment and delivery callbacks' keys; by default they refuse every call. */
  callbacks?: Omit<CallbackOptions, 'trustedProxyHops' | 'production'>;
  /** The ordering app's key; by default it places no order. */
  shopApp?: ShopAppOptions;
  /** Serve the test-only calls (notifOrder, updateOrderDeliveryStatus): SHOP_TEST_CALLS=1, never in production. */
  testCalls?: boolean;
  /** Live updates (live.ts); without them subscriptions are refused. */
  live?: LiveServices;
}

/** The GraphQL endpoint (and report downloads): sessions from the cookie, hardening, and the audit of refusals. */
export function createGraphqlApp({ db, settings, gateway = DEFAULT_GATEWAY_OPTIONS, callbacks = DEFAULT_CALLBACK_OPTIONS, shopApp = DEFAULT_SHOP_APP_OPTIONS, testCalls = false, live }: AppOptions) {
  if (testCalls && settings.production) throw new Error('SHOP_TEST_CALLS is for test servers: a production server (NODE_ENV=production) refuses to start with it.');
  return createYoga<{ req?: IncomingMessage }, RequestContext>({
    schema: testCalls ? schemaWithTestCalls : schema,
    graphqlEndpoint: '/graphql',
    graphiql: !settings.production,
    landingPage: false,
    maskedErrors: maskedErrors(settings.production, maskDatabaseErrors),
    logging: outageAwareLogger(),
    // useHardening reads every body up to its cap before anything else; Yoga's own cap would pass it
    // through a second, streaming copy.
    maxRequestBodySize: false,
    context: async (initial) => ({ ...(await buildContext(initial, db, settings)), live }),
    plugins: [
      // First: the gateway answers everything under its path itself, in its own JSON shape.
      useMachineGateway(db, { ...gateway, trustedProxyHops: settings.trustedProxyHops, production: settings.production }),
      useShopCallbacks(db, { ...callbacks, trustedProxyHops: settings.trustedProxyHops, production: settings.production }),
      useShopApp(db, { ...shopApp, trustedProxyHops: settings.trustedProxyHops, production: settings.production }),
      // Before useHardening, whose request parser wraps this one's.
      useUploadReceiver(settings.uploadsFolder ?? uploadsFolderFromEnvironment()),
      useHardening(),
      useDatabaseOutage(),
      useCookies(),
      // A browser may send a form or text/plain POST across sites without asking first; those need a header only scripts can set.
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf', 'apollo-require-preflight'] }),
      maxDepthPlugin({ n: LIMITS.depth }),
      maxAliasesPlugin({ n: LIMITS.aliases }),
      maxTokensPlugin({ n: LIMITS.tokens }),
      blockFieldSuggestionsPlugin(),
      useDisableIntrospection({
        // A failed lookup (the database away) disables it too; the call then fails with the context, where its operation is known.
        isDisabled: async (request) => settings.production && !(await sessionFromRequest(request, db, settings).catch(() => null)),
      }),
      useRefusalAudit(),
      useCompiledQueries(),
      useReportDownloads(db, settings),
    ],
  });
}

/** One session lookup per request, however many plugins ask. */
const sessionsOfRequests = new WeakMap<Request, Promise<LoadedSession | null>>();

function sessionFromRequest(request: Request, db: Database, settings: ServerSettings): Promise<LoadedSession | null> {
  let session = sessionsOfRequests.get(request);
  if (!session) {
    session = (async () => {
      const cookie = await request.cookieStore?.get(SESSION_COOKIE);
      return cookie?.value ? loadSession(db, cookie.value, settings) : null;
    })();
    sessionsOfRequests.set(request, session);
  }
  return session;
}

async function buildContext(
  initial: YogaInitialContext & { req?: IncomingMessage },
  db: Database,
  settings: ServerSettings,
): Promise<RequestContext> {
  const session = await sessionFromRequest(initial.request, db, settings);
  return {
    db,
    settings,
    user: session?.user ?? null,
    authorities: session?.authorities ?? new Set(),
    machineMapping: session ? session.machineMapping : null,
    sessionIdHash: session?.idHash ?? null,
    address: clientAddress(initial.request, initial.req?.socket.remoteAddress ?? 'local', settings.trustedProxyHops),
  };
}


/** A signed-in caller's refused mutation leaves one row in the audit log, and nothing else. */
function useRefusalAudit(): Plugin<Context> {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      const context = args.contextValue;
      if (operation?.operation !== 'mutation' || !context.user) return;
      return {
        async onExecuteDone({ result }) {
          if (!('errors' in result) || !result.errors) return;
          const refusals = (result.errors as readonly GraphQLError[]).filter((error) => error.extensions?.code === 'FORBIDDEN');
          for (const refusal of refusals) {
            await recordActivity(context.db, context.user!.username, {
              activity: 'REFUSED',
              entity: refusal.path?.join('.'),
              message: `Refused ${refusal.path?.join('.') ?? 'a mutation'}: ${refusal.message}`,
            });
          }
        },
      };
    },
  };
}
