import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, dropDatabase } from '../../server/src/testing/postgres-databases';
import { openFromMenu } from './actions';
import { ADMIN_PASSWORD, checkPage, hasChromium, launchBrowser, login, startConsole, type RunningConsole } from './harness';

/*
 * A barista's live screen at tablet size. The console runs on PostgreSQL here, not on the embedded
 * database, so that the test can pay orders as the payment callback does, in a transaction of
 * another process that moves the order and queues its event in the outbox: the server hears of it
 * only through the outbox's notification.
 */

const postgres = process.env.TEST_DATABASE_URL;
if (hasChromium && !postgres) console.warn('\n!!! SKIPPING the live screen journey: it needs TEST_DATABASE_URL (PostgreSQL).\n');

const PAYMENT_KEY = 'demo-payment-server-key';
const DELIVERY_SECRET = 'e2e-delivery-callback-secret-2026';

describe.skipIf(!hasChromium || !postgres)('the live screen', () => {
  let url = '';
  let server: RunningConsole;
  let database: pg.Client;
  let browser: Browser;
  let page: Page;
  let hub: number;
  let sequence = 0;
  /** The page's live sockets; while `offline`, a new one is closed at once, as on a lost network. */
  const sockets: WebSocketRoute[] = [];
  let offline = false;

  /** A paid app order at the outlet, as the payment callback leaves it: PAID, its timeline line, its event queued. Returns its alias. */
  const payNewOrder = async () => {
    sequence += 1;
    const alias = `L${sequence}${randomBytes(2).toString('hex').toUpperCase()}`;
    await database.query('begin');
    const { rows } = await database.query<{ id: number }>(
      `insert into shop_orders (shop_hub_id, order_no, order_no_alias, type, channel, state, total_price, paid_amount, payment_method, paid_time)
       values ($1, $2, $3, 'PICK_UP', 'APP', 'PAID', 28000, 28000, 'GOPAY', now()) returning id`,
      [hub, `LIVE-${alias}`, alias],
    );
    await database.query(`insert into shop_order_events (shop_order_id, type, source) values ($1, 'pay', 'test')`, [rows[0]!.id]);
    await database.query(`insert into event_outbox (topic, payload) values ('orderPaid', $1)`, [{ shopHubId: hub, shopOrderId: rows[0]!.id }]);
    await database.query(`select pg_notify('event_outbox', '')`);
    await database.query('commit');
    return alias;
  };

  /**
   * An app order at the outlet, waiting for its payment, then paid as the gateway pays it: a signed
   * settlement notification to the server's payment callback. Returns its alias.
   */
  const payThroughCallback = async () => {
    sequence += 1;
    const alias = `P${sequence}${randomBytes(2).toString('hex').toUpperCase()}`;
    const orderNo = `LIVE-${alias}`;
    await database.query(
      `insert into shop_orders (shop_hub_id, order_no, order_no_alias, type, channel, state, total_price, paid_amount, payment_method)
       values ($1, $2, $3, 'PICK_UP', 'APP', 'WAITING_FOR_PAYMENT', 31000, 31000, 'GOPAY')`,
      [hub, orderNo, alias],
    );
    const body: Record<string, string> = {
      order_id: orderNo,
      status_code: '200',
      gross_amount: '31000.00',
      transaction_status: 'settlement',
      fraud_status: 'accept',
      transaction_id: `tx-${orderNo}`,
      payment_type: 'qris',
      // As the gateway writes it: Jakarta time.
      transaction_time: new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' '),
    };
    body.signature_key = createHash('sha512').update(`${body.order_id}${body.status_code}${body.gross_amount}${PAYMENT_KEY}`).digest('hex');
    const answer = await fetch(`${server.url}/callbacks/v1/payments/midtrans`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(answer.status, await answer.text()).toBe(200);
    return alias;
  };

  beforeAll(async () => {
    url = await createDatabase(postgres!, 'back_office_live_e2e');
    [server, browser] = await Promise.all([startConsole(undefined, { DATABASE_URL: url, SEED_DEMO: 'false', PAYMENT_SERVER_KEY: PAYMENT_KEY, DELIVERY_CALLBACK_SECRET: DELIVERY_SECRET }), launchBrowser()]);
    database = new pg.Client({ connectionString: url });
    await database.connect();
    const { rows } = await database.query<{ id: number }>(`insert into shop_hubs (name, hub_no, time_zone, active) values ('Kopi Kemang', 'KMG-01', 'Asia/Jakarta', true) returning id`);
    hub = rows[0]!.id;
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce', hasTouch: true });
    page = await context.newPage();
    await page.routeWebSocket(/\/graphql$/, (socket) => {
      if (offline) return void socket.close({ code: 1006, reason: 'offline' });
      socket.connectToServer();
      sockets.push(socket);
    });
    await page.goto('/login');
    await login(page, 'admin', ADMIN_PASSWORD);
    await page.waitForURL((address) => !address.pathname.startsWith('/login'));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.end();
    if (url) await dropDatabase(url);
  });

  const column = (title: string) => page.getByRole('region', { name: new RegExp(`^${title} \\(`) });

  it('shows the outlet’s paid orders, a new one as it is paid, and after a lost connection the one paid meanwhile', async () => {
    const before = await payNewOrder();

    // Found from the shop's menu: Live Order lists the outlets, one tap opens the outlet's screen.
    await openFromMenu(page, 'Shop', 'Live Order');
    await page.getByText('Choose the outlet whose orders you make.').waitFor();
    await checkPage(page, 'live-order-outlets');
    const { rows: outlets } = await database.query<{ hub_no: string; name: string }>('select hub_no, name from shop_hubs where id = $1', [hub]);
    await page.getByRole('link', { name: `${outlets[0]!.hub_no} · ${outlets[0]!.name}` }).click();
    await page.waitForURL((address) => address.pathname === `/shop-barista/${hub}/live-order`);
    await expect.poll(() => page.title()).toContain('Live Order');
    const newColumn = column('New');
    await newColumn.getByRole('heading', { name: before }).waitFor();
    await expect.poll(() => newColumn.getByText(/On time/).count()).toBe(1);
    await page.getByRole('button', { name: 'Start shift' }).click();
    await page.getByText(/Shift started/).waitFor();
    await checkPage(page, 'live-order');

    // Paid while the screen watches: it arrives by event.
    const live = await payNewOrder();
    await newColumn.getByRole('heading', { name: live }).waitFor();

    // The network drops (the socket is not closed for us: the screen must notice), an order is paid
    // meanwhile, the network comes back.
    offline = true;
    sockets.splice(0);
    await page.context().setOffline(true);
    const banner = page.getByRole('alert').filter({ hasText: 'Disconnected: reconnecting. New orders will show as soon as the connection is back.' });
    await banner.waitFor({ timeout: 20_000 });
    await checkPage(page, 'live-order-disconnected');
    const meanwhile = await payNewOrder();
    offline = false;
    await page.context().setOffline(false);
    await newColumn.getByRole('heading', { name: meanwhile }).waitFor({ timeout: 30_000 });
    await banner.waitFor({ state: 'detached' });
    expect(await newColumn.getByRole('article').count()).toBe(3);
  }, 120_000);

  it('lets a barista accept a new paid order, then finish it, and says so when someone else accepted one first', async () => {
    await page.goto(`/shop-barista/${hub}/live-order`);
    const alias = await payThroughCallback();
    const card = page.getByRole('article', { name: alias });
    await column('New').getByRole('heading', { name: alias }).waitFor();

    await card.getByRole('button', { name: 'Accept' }).click();
    await column('In the making').getByRole('heading', { name: alias }).waitFor();
    await page.getByText(`Order ${alias} accepted.`).waitFor();
    await checkPage(page, 'live-order-accepted');

    await card.getByRole('button', { name: 'Finish' }).click();
    const dialog = page.getByRole('dialog', { name: `Finish order ${alias}?` });
    await checkPage(page, 'live-order-finish-confirm');
    // An everyday step, not a destructive one: the usual colour, and a plain "Not yet" beside it.
    expect(await dialog.getByRole('button', { name: 'Finish' }).getAttribute('class')).toContain('MuiButton-colorPrimary');
    await dialog.getByRole('button', { name: 'Not yet' }).waitFor();
    await dialog.getByRole('button', { name: 'Finish' }).click();
    await page.getByText(`Order ${alias} finished.`).waitFor();
    await expect.poll(() => card.count()).toBe(0);
    await checkPage(page, 'live-order-finished');

    // Another tablet accepts an order first; this screen has not heard of it yet.
    const contested = await payThroughCallback();
    const contestedCard = page.getByRole('article', { name: contested });
    await column('New').getByRole('heading', { name: contested }).waitFor();
    const { rows } = await database.query<{ id: number }>('select id from shop_orders where order_no_alias = $1', [contested]);
    const elsewhere = await page.request.post('/graphql', {
      headers: { 'content-type': 'application/json' },
      data: { query: 'mutation ($id: Int!) { ackOrder(shopOrderId: $id) { state } }', variables: { id: rows[0]!.id } },
    });
    expect(((await elsewhere.json()) as { data: { ackOrder: { state: string } } }).data.ackOrder.state).toBe('ACK');
    await contestedCard.getByRole('button', { name: 'Accept' }).click();
    await page.getByText(/someone else moved it first/).waitFor();
    await column('In the making').getByRole('heading', { name: contested }).waitFor();
  }, 60_000);

  it('holds a courier service’s early pick-up until the order is made, then shows the order out for delivery until it is delivered', async () => {
    await page.goto(`/shop-barista/${hub}/live-order`);
    sequence += 1;
    const alias = `D${sequence}${randomBytes(2).toString('hex').toUpperCase()}`;
    const { rows } = await database.query<{ id: number }>(
      `insert into shop_orders (shop_hub_id, order_no, order_no_alias, type, channel, state, customer_name, total_price, paid_amount, payment_method, paid_time, accepted_time)
       values ($1, $2, $3, 'DELIVERY', 'APP', 'ACK', 'Dewi Trial', 40000, 40000, 'GOPAY', now(), now()) returning id`,
      [hub, `LIVE-${alias}`, alias],
    );
    await database.query(`insert into shop_order_deliveries (shop_order_id, courier_vendor, vendor_order_no, status, driver_name) values ($1, 'GO_SEND', $2, 'allocated', 'Budi')`, [rows[0]!.id, `GK-${alias}`]);
    const vendor = (status: string, extra: Record<string, string> = {}) =>
      fetch(`${server.url}/callbacks/v1/deliveries/gosend`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-callback-token': DELIVERY_SECRET },
        body: JSON.stringify({ entity_id: `GK-${alias}`, status, event_date: new Date().toISOString(), ...extra }),
      }).then((answer) => answer.json() as Promise<{ outcome: string }>);
    await page.reload();
    const card = page.getByRole('article', { name: alias });
    await column('In the making').getByRole('heading', { name: alias }).waitFor();
    expect(await card.textContent()).toContain('Dewi Trial');

    // The driver says they have it while it is still being made: kept, not shown.
    expect((await vendor('picked')).outcome).toBe('HELD');
    await page.reload();
    await column('In the making').getByRole('heading', { name: alias }).waitFor();
    expect(await card.textContent()).toContain('GoSend: Driver allocated');

    // Made: the pick-up counts now, and the order stands out for delivery.
    await card.getByRole('button', { name: 'Finish' }).click();
    await page.getByRole('dialog', { name: `Finish order ${alias}?` }).getByRole('button', { name: 'Finish' }).click();
    const out = column('Out for delivery');
    await out.getByRole('heading', { name: alias }).waitFor();
    expect(await out.getByRole('article', { name: alias }).textContent()).toContain('GoSend: Picked up · Budi');
    await checkPage(page, 'live-order-out-for-delivery');
    expect((await vendor('delivered')).outcome).toBe('APPLIED');
    await expect.poll(() => out.getByRole('article', { name: alias }).count()).toBe(0);
  }, 60_000);
});
