import { fileURLToPath } from 'node:url';
import { connectFromEnvironment, embeddedDataFolder, ping } from './db/client';
import { seed, type SeedResult } from './seed';
import { purgeExpiredSessions } from './platform/auth';
import { startEveningRefillPlan } from './jobs/evening-refill-plan';
import { startShopOrderExpiry } from './jobs/shop-order-expiry';
import { startShopLoyaltyPoints } from './jobs/shop-loyalty-points';
import { startShopNotificationSends } from './jobs/shop-notification-sends';
import { settingsFromEnvironment } from './platform/context';
import { holdEmbeddedDataFolder } from './platform/data-lock';
import { createHttpServer } from './platform/http-server';
import { builtWebApp } from './platform/web-app';
import { createGraphqlApp } from './yoga';
import { serveLiveSocket, startLiveUpdates, webOriginsFromEnvironment } from './live';
import { compressAnswers } from './platform/compress';
import { refuseWhileWaiting } from './platform/database-outage';
import { migrateOnceReachable } from './db/wait-for-database';
import { REPORT_PATH } from './features/reports/reports.service';
import { CALLBACKS_OPENAPI_PATH, CALLBACKS_PATH, GATEWAY_OPENAPI_PATH, GATEWAY_PATH } from '@back-office/domain';
import { gatewayOptionsFromEnvironment } from './features/machine-gateway/gateway.http';
import { callbackOptionsFromEnvironment } from './features/shop-callbacks/callbacks.http';
import { SHOP_APP_PATH, shopAppOptionsFromEnvironment } from './features/shop-app/app-orders.http';
import { UPLOAD_PATH, serveUpload, uploadsFolderFromEnvironment } from './platform/uploads';

const settings = settingsFromEnvironment();
const port = Number(process.env.PORT || 4000);
await holdEmbeddedDataFolder(embeddedDataFolder());
const database = connectFromEnvironment();
const demo = process.env.SEED_DEMO ? process.env.SEED_DEMO === 'true' || process.env.SEED_DEMO === '1' : database.kind === 'pglite';
const gateway = gatewayOptionsFromEnvironment(process.env, demo);
const callbacks = callbackOptionsFromEnvironment(process.env);
const shopApp = shopAppOptionsFromEnvironment(process.env);
// The test-only calls play the payment gateway and the courier vendor: never on a production server.
const testCalls = process.env.SHOP_TEST_CALLS === '1' || process.env.SHOP_TEST_CALLS === 'true';
if (testCalls && settings.production) {
  console.error('SHOP_TEST_CALLS is for test servers: a production server (NODE_ENV=production) refuses to start with it.');
  process.exit(1);
}

const web = builtWebApp(fileURLToPath(new URL('../../web/dist', import.meta.url)), cacheAssets);

/** The web app reads these at start, so one build serves any address. */
const runtimeConfig = JSON.stringify({
  graphqlUrl: process.env.PUBLIC_GRAPHQL_URL || '/graphql',
  websocketUrl: process.env.PUBLIC_WEBSOCKET_URL || '/graphql',
  // Opens a location in a maps app; {latitude} and {longitude} are filled in.
  mapsDeeplink: {
    android: process.env.MAPS_DEEPLINK_ANDROID || 'geo:{latitude},{longitude}?q={latitude},{longitude}',
    ios: process.env.MAPS_DEEPLINK_IOS || 'maps://?q={latitude},{longitude}',
    web: process.env.MAPS_DEEPLINK_WEB || 'https://www.google.com/maps/search/?api=1&query={latitude},{longitude}',
  },
  // Where the ordering app opens a deal; a deal's link and QR code are this plus its path name.
  shopDealLinkBase: process.env.SHOP_DEAL_LINK_BASE || 'https://shop.jumpstart.co.id/deal/',
});

/** Set once the database has answered and is migrated; until then the API and /healthz answer 503. */
let graphql: ReturnType<typeof createGraphqlApp> | undefined = undefined;

const server = createHttpServer((request, response) => {
  const path = (request.url ?? '/').split('?')[0];
  const toGateway = path.startsWith(GATEWAY_PATH) || path === GATEWAY_OPENAPI_PATH || path.startsWith(CALLBACKS_PATH) || path === CALLBACKS_OPENAPI_PATH || path.startsWith(SHOP_APP_PATH);
  if (!graphql && (path === '/graphql' || path.startsWith(REPORT_PATH) || toGateway || path === '/healthz')) return refuseWhileWaiting(path, response);
  if (path === '/graphql') return compressAnswers(request, response, () => void graphql!(request, response));
  // Reports stream as fast as the database sends them; compressing would make the server the bottleneck.
  if (path.startsWith(REPORT_PATH)) return void graphql!(request, response);
  // The machine gateway, the callbacks and the ordering app's orders (docs/machine-gateway.md, docs/callbacks.md, docs/shop-app.md): small JSON answers, not compressed.
  if (toGateway) return void graphql!(request, response);
  if (path === '/healthz') {
    ping(database.db).then(
      () => response.writeHead(200, { 'content-type': 'text/plain' }).end('ok'),
      () => response.writeHead(503, { 'content-type': 'text/plain' }).end('database unavailable'),
    );
    return;
  }
  // Uploaded files, as checked when they came in; they need neither the database nor a session.
  if (path.startsWith(UPLOAD_PATH)) return void serveUpload(request, response, settings.uploadsFolder ?? uploadsFolderFromEnvironment()).catch(() => response.destroy());
  if (path === '/config.json') {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(runtimeConfig);
    return;
  }
  if (web(request, response)) return;
  response.writeHead(404, { 'content-type': 'text/plain' }).end('The web app is not built: run npm run build.');
});

function cacheAssets(response: import('node:http').ServerResponse, pathname: string) {
  // Vite names assets by content hash; everything else must be checked each time.
  response.setHeader('cache-control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
}

// Listening while it waits for the database: /healthz says 503 and the console says why.
await new Promise<void>((resolve) => server.listen(port, resolve));
let seeded: SeedResult = { adminCreated: false };
await migrateOnceReachable(database, async (db) => {
  seeded = await seed(db, { adminPassword: process.env.ADMIN_PASSWORD, demo });
});
if (seeded.generatedPassword) {
  const demoNote = demo ? '; the demo users share it' : '';
  console.log(`Created the user "admin" with the password: ${seeded.generatedPassword} (shown once${demoNote}; change it from the profile page)`);
}
const liveUpdates = await startLiveUpdates(database, settings, { redisUrl: process.env.REDIS_URL?.trim() || undefined, databaseUrl: process.env.DATABASE_URL?.trim() || undefined });
graphql = createGraphqlApp({ db: database.db, settings, gateway, callbacks, shopApp, testCalls, live: liveUpdates.services });
const liveSocket = serveLiveSocket(server, graphql, database, settings, liveUpdates.services, webOriginsFromEnvironment());

const purge = setInterval(() => void purgeExpiredSessions(database.db, settings).catch(() => undefined), 60 * 60_000);
purge.unref();
const stopEveningPlan = startEveningRefillPlan(database.db);
const stopShopOrderExpiry = startShopOrderExpiry(database.db);
const stopShopLoyaltyPoints = startShopLoyaltyPoints(database.db);
const stopShopNotificationSends = startShopNotificationSends(database.db);
console.log(`Back Office listening on http://localhost:${port} (${database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL'})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(purge);
    stopEveningPlan();
    void liveSocket.close();
    void liveUpdates.live.stop();
    stopShopOrderExpiry();
    stopShopLoyaltyPoints();
    stopShopNotificationSends();
    server.close(() => void database.close().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
