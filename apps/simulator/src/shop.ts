import { createHash } from 'node:crypto';
import { consoleSession } from './console';
import type { VirtualPaymentGateway } from './payment-gateway';

/*
 * The shop's customers and couriers for `npm run simulate -- --shop-orders`: the ordering app places
 * orders at the demo outlets (POST /shop-app/v1/orders with the app key), the payment gateway pays
 * them through the payment callback (signed with the server key, as Midtrans signs), and the courier
 * vendor drives each delivery through its statuses with the delivery callback, one status a beat,
 * so a barista's live screen moves on a new console. A driver picks an order up only once the outlet
 * has made it: before "picked" the vendor waits, beat after beat, until the order reads completed
 * (read as a console user, `watcher`); without one it sends on, and the server keeps those updates
 * until the outlet finishes the order. A counter rings up orders too, as a signed-in
 * cashier calling submitShopPosOrder, when the server has that call. Nothing goes through the
 * database: only the server's public addresses.
 */

export interface ShopOutlet {
  id: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
  menuIds: number[];
}

export interface VirtualShopOptions {
  baseUrl: string;
  outlets: readonly ShopOutlet[];
  /** The ordering app's key (SHOP_APP_KEY). */
  appKey: string;
  /** The payment gateway's server key the notifications are signed with (PAYMENT_SERVER_KEY). */
  paymentServerKey: string;
  /** The courier vendor's callback secret (DELIVERY_CALLBACK_SECRET). */
  deliverySecret: string;
  /** Per beat: the chance of a new app order (default 0.5). */
  orderRate?: number;
  /** Of the app orders, the share delivered rather than picked up (default 0.5). */
  deliveryShare?: number;
  /** A cashier at the counter (a console user with CREATE_SHOP_POS_ORDER), or none. */
  cashier?: { username: string; password: string } | null;
  /** A console user who may read shop orders (VIEW_SHOP_ORDER): the vendor's driver waits until the order is made. */
  watcher?: { username: string; password: string } | null;
  /** Per beat: the chance of an order at the counter (default 0.3). */
  posRate?: number;
  /** The payment gateway the server charges wallets at (payment-gateway.ts): with it, some counter orders are paid by GoPay, and most are paid a beat later. */
  gateway?: VirtualPaymentGateway | null;
  random?: () => number;
  log?: (line: string) => void;
}

/** The statuses a courier goes through, in order, after the order is paid. */
export const DELIVERY_JOURNEY = ['confirmed', 'allocated', 'out_for_pickup', 'picked', 'out_for_delivery', 'delivered'] as const;
/** From this status on the driver has the order in hand: it must be made (completed) first. */
const FIRST_HANDED_OVER = DELIVERY_JOURNEY.indexOf('picked');

interface OpenOrder {
  orderNo: string;
  paidAmount: number;
  delivery: boolean;
  paid: boolean;
  /** How many statuses of DELIVERY_JOURNEY were sent. */
  step: number;
}

interface PlacedAnswer {
  orderNo?: string;
  paidAmount?: number;
  error?: { code: string; message: string };
}

const DRIVERS = [
  { name: 'Bambang Sutrisno', phone: '081298765432' },
  { name: 'Rizky Ramadhan', phone: '081377712345' },
  { name: 'Slamet Riyadi', phone: '085711223344' },
];

/** Now as the payment gateway writes it: "YYYY-MM-DD HH:mm:ss" in Jakarta. */
const jakartaTime = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** A Midtrans-style settlement of `order`, signed with `serverKey`: SHA-512 of order id, status code, gross amount and key. */
export function settlement(order: { orderNo: string; paidAmount: number }, serverKey: string, fields: { transaction_id?: string; payment_type?: string } = {}) {
  const body = {
    order_id: order.orderNo,
    status_code: '200',
    gross_amount: `${order.paidAmount}.00`,
    transaction_status: 'settlement',
    fraud_status: 'accept',
    transaction_id: `sim-${order.orderNo}`,
    payment_type: 'gopay',
    transaction_time: jakartaTime(),
    currency: 'IDR',
    ...fields,
  };
  return { ...body, signature_key: createHash('sha512').update(`${body.order_id}${body.status_code}${body.gross_amount}${serverKey}`).digest('hex') };
}

export class VirtualShop {
  readonly stats = { placed: 0, paid: 0, delivered: 0, counter: 0, walletPaid: 0, refused: 0 };
  private open: OpenOrder[] = [];
  private cashier: Awaited<ReturnType<typeof consoleSession>> | null = null;
  private watcher: Awaited<ReturnType<typeof consoleSession>> | null = null;
  /** The outlets the cashier may sell at (their outlet mapping), read once signed in. */
  private counterOutlets: ShopOutlet[] = [];
  private counterClosed = false;
  private sequence = 0;
  private readonly random: () => number;
  private readonly runId = Date.now().toString(36);

  constructor(private readonly options: VirtualShopOptions) {
    this.random = options.random ?? Math.random;
  }

  private log(line: string) {
    this.options.log?.(`shop: ${line}`);
  }

  private pick<Item>(items: readonly Item[]): Item {
    return items[Math.floor(this.random() * items.length)]!;
  }

  private async post(path: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; body: PlacedAnswer & Record<string, unknown> }> {
    const response = await fetch(`${this.options.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as PlacedAnswer & Record<string, unknown> };
  }

  /** One beat: every open order moves one step (paid, then one courier status), and new orders may come in. */
  async tick(): Promise<void> {
    for (const order of [...this.open]) await this.advance(order);
    // The counter's wallet orders: most customers scan and pay; the others walk away and the order expires.
    if (this.options.gateway) this.stats.walletPaid += await this.options.gateway.payOpenCharges(this.random, 0.7);
    const outlets = this.options.outlets.filter((outlet) => outlet.menuIds.length > 0);
    if (outlets.length === 0) return;
    if (this.random() < (this.options.orderRate ?? 0.5)) await this.placeAppOrder(this.pick(outlets));
    if (this.options.cashier && !this.counterClosed && this.random() < (this.options.posRate ?? 0.3)) await this.ringUp();
  }

  private async placeAppOrder(outlet: ShopOutlet) {
    this.sequence += 1;
    const delivery = outlet.latitude !== null && outlet.longitude !== null && this.random() < (this.options.deliveryShare ?? 0.5);
    const order = {
      requestId: `sim-${this.runId}-${this.sequence}`,
      hubId: outlet.id,
      type: delivery ? 'DELIVERY' : 'PICK_UP',
      paymentMethod: 'GOPAY',
      customerName: this.pick(['Sari', 'Budi', 'Ayu', 'Dimas', 'Intan', 'Yusuf']),
      items: [{ menuId: this.pick(outlet.menuIds), amount: 1 + Math.floor(this.random() * 2) }],
      delivery: delivery
        ? {
            address: `Jl. Simulasi No. ${this.sequence}`,
            receiverName: 'Simulated customer',
            contactPersonPhoneNumber: '081234567890',
            // A kilometre or two from the outlet.
            latitude: outlet.latitude! + (this.random() - 0.5) * 0.03,
            longitude: outlet.longitude! + (this.random() - 0.5) * 0.03,
          }
        : null,
    };
    const answer = await this.post('/shop-app/v1/orders', order, { authorization: `Bearer ${this.options.appKey}` });
    if ((answer.status !== 201 && answer.status !== 200) || !answer.body.orderNo) {
      this.stats.refused += 1;
      return this.log(`the app's order at ${outlet.name} was refused: ${answer.body.error?.message ?? answer.status}`);
    }
    this.stats.placed += 1;
    this.open.push({ orderNo: answer.body.orderNo!, paidAmount: answer.body.paidAmount!, delivery, paid: false, step: 0 });
    this.log(`order ${answer.body.orderNo} placed in the app at ${outlet.name} (${delivery ? 'delivery' : 'pick-up'})`);
  }

  private async advance(order: OpenOrder) {
    if (!order.paid) {
      const answer = await this.post('/callbacks/v1/payments/midtrans', settlement(order, this.options.paymentServerKey), {});
      if (answer.status !== 200) {
        this.stats.refused += 1;
        this.close(order);
        return this.log(`the payment of ${order.orderNo} was refused: ${answer.body.error?.message ?? answer.status}`);
      }
      order.paid = true;
      this.stats.paid += 1;
      this.log(`order ${order.orderNo} paid`);
      if (!order.delivery) this.close(order);
      return;
    }
    if (order.step === FIRST_HANDED_OVER && !(await this.isMade(order))) return;
    const status = DELIVERY_JOURNEY[order.step]!;
    const driver = DRIVERS[order.orderNo.length % DRIVERS.length]!;
    const update = {
      entity_id: order.orderNo,
      status,
      event_date: new Date().toISOString(),
      event_id: `sim-${order.orderNo}-${status}`,
      ...(order.step >= 1 ? { driver_name: driver.name, driver_phone: driver.phone } : {}),
      ...(status === 'delivered' ? { receiver_name: 'Simulated customer' } : {}),
    };
    const answer = await this.post('/callbacks/v1/deliveries/gosend', update, { 'x-callback-token': this.options.deliverySecret });
    if (answer.status !== 200) {
      this.stats.refused += 1;
      this.close(order);
      return this.log(`the courier's "${status}" for ${order.orderNo} was refused: ${answer.body.error?.message ?? answer.status}`);
    }
    order.step += 1;
    if (status === 'delivered') {
      this.stats.delivered += 1;
      this.close(order);
      this.log(`order ${order.orderNo} delivered`);
    }
  }

  /** Whether the outlet has made the order (it reads completed); true when there is nobody to ask, the server then keeps the updates. */
  private async isMade(order: OpenOrder): Promise<boolean> {
    if (!this.options.watcher) return true;
    try {
      this.watcher ??= await consoleSession(this.options.baseUrl, this.options.watcher.username, this.options.watcher.password);
      const { shopOrders } = await this.watcher<{ shopOrders: { results: { state: string }[] } }>(
        'query ($pageInput: PageInput!) { shopOrders(pageInput: $pageInput) { results { state } } }',
        { pageInput: { page: 1, size: 1, filters: { operator: 'AND', options: [{ field: 'orderNo', values: [order.orderNo], type: 'EQUAL' }] } } },
      );
      const state = shopOrders.results[0]?.state;
      // An order that will never be made (missed) has no driver to wait for.
      if (state === 'MISSED' || state === 'EXPIRED') this.close(order);
      return state === 'COMPLETED';
    } catch (error) {
      this.watcher = null;
      this.log(`the state of ${order.orderNo} could not be read: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  private close(order: OpenOrder) {
    this.open = this.open.filter((each) => each !== order);
  }

  /** Signs the cashier in and learns where they may sell. */
  private async openCounter() {
    const cashier = await consoleSession(this.options.baseUrl, this.options.cashier!.username, this.options.cashier!.password);
    const { shopPosOutlets } = await cashier<{ shopPosOutlets: { id: number }[] }>('{ shopPosOutlets { id } }');
    const allowed = new Set(shopPosOutlets.map((outlet) => outlet.id));
    this.counterOutlets = this.options.outlets.filter((outlet) => allowed.has(outlet.id) && outlet.menuIds.length > 0);
    if (this.counterOutlets.length === 0) {
      this.counterClosed = true;
      this.log(`${this.options.cashier!.username} may sell at no outlet with a menu: the counter rings up nothing`);
    }
    return cashier;
  }

  /** An order at the counter of one of the cashier's outlets: paid in cash as it is rung up, or by GoPay through the gateway. */
  private async ringUp() {
    let outlet: ShopOutlet | undefined;
    try {
      this.cashier ??= await this.openCounter();
      if (this.counterClosed) return;
      outlet = this.pick(this.counterOutlets);
      await this.cashier(
        'mutation ($input: ShopPosOrderInput!) { submitShopPosOrder(input: $input) { __typename } }',
        { input: { hubId: outlet.id, type: 'DINE_IN', paymentMethod: this.options.gateway && this.random() < 0.4 ? 'GOPAY' : 'CASH', customerName: 'Walk-in', items: [{ menuId: this.pick(outlet.menuIds), amount: 1 }] } },
      );
      this.stats.counter += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/submitShopPosOrder|shopPosOutlets/.test(message) && /Cannot query field|Unknown/.test(message)) {
        this.counterClosed = true;
        return this.log('this server has no point of sale yet: the counter rings up nothing');
      }
      this.cashier = null;
      this.stats.refused += 1;
      this.log(`the counter's order${outlet ? ` at ${outlet.name}` : ''} failed: ${message}`);
    }
  }
}

/** The active outlets with the menus each sells now, read as a console user who may see them. */
export async function shopOutlets(baseUrl: string, credentials: { username: string; password: string }): Promise<ShopOutlet[]> {
  const request = await consoleSession(baseUrl, credentials.username, credentials.password);
  const { shopHubsAll } = await request<{ shopHubsAll: { id: number; name: string; active: boolean; latitude: number | null; longitude: number | null }[] }>(
    '{ shopHubsAll(queryInput: {}) { id name active latitude longitude } }',
  );
  const outlets: ShopOutlet[] = [];
  for (const hub of shopHubsAll.filter((each) => each.active)) {
    const { shopHubMenusByShopHubId } = await request<{ shopHubMenusByShopHubId: { menuId: number; active: boolean; available: boolean }[] | null }>(
      'query ($id: Int!) { shopHubMenusByShopHubId(shopHubId: $id) { menuId active available } }',
      { id: hub.id },
    );
    const menuIds = (shopHubMenusByShopHubId ?? []).filter((line) => line.active && line.available).map((line) => line.menuId);
    outlets.push({ id: hub.id, name: hub.name, latitude: hub.latitude, longitude: hub.longitude, menuIds });
  }
  return outlets;
}
