import { randomBytes } from 'node:crypto';
import { callGateway, type PendingInstruction } from './gateway-client';
export { registerDraft, type GatewayAnswer, type PendingInstruction } from './gateway-client';
export { consoleSession, machineMenus, machineVersions, provisionMachines, type ProvisionedMachine } from './console';

/*
 * The fleet simulator as a library: virtual machines that call the gateway as real ones do. The
 * command line (simulate.ts, `npm run simulate`) and the browser journeys use it. No server code is
 * imported: it talks HTTP only.
 */

export interface SimulatedEvent {
  id: string;
  type: string;
  version: number;
  at: string;
  payload?: Record<string, unknown>;
}

const MACHINE_ERRORS = [
  { errorCodeMachine: 'E101', errorDescription: 'Grinder jammed', fatalError: false, persistenceError: true },
  { errorCodeMachine: 'E204', errorDescription: 'Water tank empty', fatalError: false, persistenceError: false },
  { errorCodeMachine: 'E305', errorDescription: 'Cup dispenser blocked', fatalError: true, persistenceError: true },
  { errorCodeMachine: 'E412', errorDescription: 'Boiler temperature too low', fatalError: false, persistenceError: false },
];
const STATUSES = ['IDLE', 'BREWING', 'RINSING', 'CLEANING'];

export interface VirtualMachineOptions {
  baseUrl: string;
  key: string;
  /** A name for the log, e.g. the VMC number. */
  name: string;
  /** Per tick: the chance of reporting an error, of going silent for a while, of reporting a status. */
  errorRate?: number;
  disconnectRate?: number;
  statusRate?: number;
  random?: () => number;
  log?: (line: string) => void;
  /** The version of the machine's app it reports in each heartbeat; 1.0.0 (code 100) unless given. */
  version?: SoftwareVersion;
  /** What it sells and at what price; without a menu it sells nothing. */
  menu?: readonly MenuItem[];
  /** The chance of a sale per beat at the morning peak; quieter hours sell less. */
  salesRate?: number;
  /** Rupiah added to every price: a machine still running old prices. */
  stalePrice?: number;
  /** RFID cards of reward rules that people tap instead of paying, now and then. */
  rewardCards?: readonly string[];
  /** The share of sales, while online, where someone taps a reward card (default 0.1). */
  rewardRate?: number;
}

/** A product on the machine's menu, with its price in rupiah. */
export interface MenuItem {
  productId: number;
  price: number;
  discountedPrice: number | null;
}

/** How busy a machine is at an hour of the day in Jakarta, from 0 to 1: the morning peak, lunch, the afternoon. */
export function hourWeight(hour: number): number {
  if (hour >= 7 && hour < 10) return 1;
  if (hour >= 12 && hour < 14) return 0.6;
  if (hour >= 10 && hour < 18) return 0.35;
  if (hour >= 18 && hour < 21) return 0.15;
  return 0.02;
}

/** How customers pay, most often first. */
const PAYMENT_MIX = ['GOPAY', 'GOPAY', 'GOPAY', 'SHOPEE_PAY', 'SHOPEE_PAY', 'DANA', 'LINKAJA', 'CASH', 'JUMPSTART', 'JAKONE'];

/** A version of the machine's app: the name people read and the code versions are ordered by. */
export interface SoftwareVersion {
  versionName: string;
  versionCode: number;
}

export const DEFAULT_SOFTWARE_VERSION: SoftwareVersion = { versionName: '1.0.0', versionCode: 100 };

/**
 * One machine: each tick it sends its heartbeat with its version (and now and then an error, a status, or "ok" once it
 * recovers from its error) as one batch,
 * then asks for its instruction and acknowledges it. Silent for a while now and then; what it could
 * not send while silent, or was refused for a moment (429, 503, no network), it sends again with the
 * same event ids, which the gateway applies once.
 */
export class VirtualMachine {
  readonly name: string;
  private readonly boot = randomBytes(4).toString('hex');
  private sequence = 0;
  private outbox: SimulatedEvent[] = [];
  private silentTicks = 0;
  private inError = false;
  private waitUntil = 0;
  readonly stats = { batches: 0, events: 0, instructions: 0, refused: 0, errors: 0, sales: 0, rewards: 0, rewardsRefused: 0 };
  /** The version it runs, reported in each heartbeat; an `upgrade` instruction replaces it. */
  version: SoftwareVersion;

  constructor(private readonly options: VirtualMachineOptions) {
    this.name = options.name;
    this.version = { ...(options.version ?? DEFAULT_SOFTWARE_VERSION) };
  }

  private get random() {
    return this.options.random ?? Math.random;
  }

  private log(line: string) {
    this.options.log?.(`${this.name}: ${line}`);
  }

  private event(type: string, payload?: Record<string, unknown>, at = new Date()): SimulatedEvent {
    this.sequence += 1;
    return { id: `${this.boot}-${this.sequence}`, type, version: 1, at: at.toISOString(), ...(payload ? { payload } : {}) };
  }

  /**
   * Now and then a customer buys a drink: the order is created, paid and made (or, once in thirty,
   * fails), reported as the events a real machine sends over the minute it takes. While online, some
   * tap a reward card instead: the machine asks the gateway, and makes the cup only when granted.
   */
  private async maybeSell(now = new Date(), online = true): Promise<void> {
    const menu = this.options.menu ?? [];
    if (menu.length === 0) return;
    const random = this.random;
    const jakartaHour = (now.getUTCHours() + 7) % 24;
    if (random() >= (this.options.salesRate ?? 0.3) * hourWeight(jakartaHour)) return;
    const item = menu[Math.floor(random() * menu.length)]!;
    const listed = item.discountedPrice ?? item.price;
    const price = listed + (this.options.stalePrice ?? 0);
    const cards = this.options.rewardCards ?? [];
    if (online && cards.length > 0 && random() < (this.options.rewardRate ?? 0.1)) {
      const cardNumber = cards[Math.floor(random() * cards.length)]!;
      const claimId = `${this.name}-${this.boot}-R${this.sequence + 1}`;
      const answer = await callGateway(this.options.baseUrl, 'POST', '/rewards/claims', `Bearer ${this.options.key}`, { cardNumber, productId: item.productId, price, claimId }).catch(() => null);
      const claim = answer?.status === 200 ? (answer.body as unknown as { granted: boolean; message: string; rewardOrderId: number }) : null;
      if (!claim?.granted) {
        this.stats.rewardsRefused += 1;
        this.log(`card ${cardNumber}: ${claim?.message ?? 'no answer from the gateway'}`);
        return;
      }
      this.stats.rewards += 1;
      this.recordSale(now, item, price, 'JUMPSTART', `REWARD-${claim.rewardOrderId}`);
      return;
    }
    const paymentMethod = PAYMENT_MIX[Math.floor(random() * PAYMENT_MIX.length)]!;
    this.recordSale(now, item, price, paymentMethod, paymentMethod === 'CASH' ? null : randomBytes(6).toString('hex').toUpperCase());
  }

  private recordSale(now: Date, item: MenuItem, price: number, paymentMethod: string, paymentReferenceId: string | null) {
    const orderNo = `${this.name}-${this.boot}-${this.sequence + 1}`;
    const seconds = (offset: number) => new Date(now.getTime() - (60 - offset) * 1000);
    this.outbox.push(this.event('order.created', { orderNo, productId: item.productId, price, originalPrice: Math.max(item.price, price), paymentMethod }, seconds(0)));
    this.outbox.push(this.event('order.paid', { orderNo, paymentMethod, paymentReferenceId, paymentProvider: paymentMethod.toLowerCase() }, seconds(12)));
    if (this.random() < 1 / 30) this.outbox.push(this.event('order.failed', { orderNo, reason: 'Cup not detected' }, seconds(40)));
    else this.outbox.push(this.event('order.product_done', { orderNo }, seconds(55)));
    this.stats.sales += 1;
    this.log(`sells product ${item.productId} for Rp ${price} (${paymentMethod})`);
  }

  get online(): boolean {
    return this.silentTicks === 0;
  }

  /** Sends what is waiting in one batch; true when the gateway took it. */
  async flush(): Promise<boolean> {
    if (this.outbox.length === 0) return true;
    const batch = this.outbox.slice(0, 100);
    const answer = await callGateway(this.options.baseUrl, 'POST', '/events', `Bearer ${this.options.key}`, { events: batch }).catch(() => null);
    if (!answer || answer.status === 429 || answer.status >= 500) {
      this.stats.refused += 1;
      this.waitUntil = Date.now() + (answer?.retryAfter ?? 5) * 1000;
      this.log(answer ? `gateway answered ${answer.status}; trying again in ${answer.retryAfter ?? 5} s` : 'no network; trying again later');
      return false;
    }
    if (answer.status !== 200) {
      // A refused batch would be refused again: it is dropped, as a real machine logs and drops it.
      this.log(`batch refused (${answer.status}): ${answer.body.error?.message ?? ''}`);
      this.outbox = this.outbox.slice(batch.length);
      this.stats.refused += 1;
      return false;
    }
    this.outbox = this.outbox.slice(batch.length);
    this.stats.batches += 1;
    this.stats.events += batch.length;
    return true;
  }

  /** Asks for the pending instruction; acknowledges it once carried out. */
  async obeyInstruction(): Promise<PendingInstruction | null> {
    const answer = await callGateway(this.options.baseUrl, 'GET', '/instruction', `Bearer ${this.options.key}`).catch(() => null);
    const instruction = (answer?.status === 200 ? answer.body.instruction : null) as PendingInstruction | null;
    if (!instruction) return null;
    this.log(`carrying out "${instruction.instruction}" (log ${instruction.logId})`);
    this.stats.instructions += 1;
    // An upgrade installs the package's version, which the next heartbeat reports.
    const payload = instruction.payload;
    if (instruction.instruction === 'upgrade' && typeof payload?.versionName === 'string' && typeof payload.versionCode === 'number') {
      this.version = { versionName: payload.versionName, versionCode: payload.versionCode };
      this.log(`installed ${payload.versionName} (${payload.versionCode})`);
    }
    this.outbox.push(this.event('instruction.ack', { logId: instruction.logId }));
    await this.flush();
    return instruction;
  }

  /** One beat of the machine's life. */
  async tick(): Promise<void> {
    if (Date.now() < this.waitUntil) return;
    if (this.silentTicks > 0) {
      // It still sells while it cannot reach the server; the orders go once it is back.
      await this.maybeSell(new Date(), false);
      this.silentTicks -= 1;
      if (this.silentTicks === 0) this.log('back online');
      return;
    }
    const random = this.random;
    if (random() < (this.options.disconnectRate ?? 0.01)) {
      this.silentTicks = 3 + Math.floor(random() * 10);
      this.log(`goes silent for ${this.silentTicks} beats`);
      return;
    }
    this.outbox.push(this.event('heartbeat', { ...this.version }));
    if (random() < (this.options.errorRate ?? 0.01)) {
      const error = MACHINE_ERRORS[Math.floor(random() * MACHINE_ERRORS.length)]!;
      this.outbox.push(this.event('error', { ...error, machineSet: null }));
      this.stats.errors += 1;
      this.inError = true;
      this.log(`reports error ${error.errorCodeMachine} ${error.errorDescription}`);
    }
    if (this.inError && random() < 0.1) {
      // A normal status ("ok") clears the machine's error in the console.
      this.outbox.push(this.event('status', { status: 'ok', notes: 'Recovered' }));
      this.inError = false;
      this.log('recovered');
    } else if (random() < (this.options.statusRate ?? 0.05)) this.outbox.push(this.event('status', { status: STATUSES[Math.floor(random() * STATUSES.length)]!, notes: null }));
    await this.maybeSell();
    if (await this.flush()) await this.obeyInstruction();
  }
}

/** Whether a key still works (it was not replaced since). */
export async function keyWorks(baseUrl: string, key: string): Promise<boolean> {
  const answer = await callGateway(baseUrl, 'GET', '/me', `Bearer ${key}`).catch(() => null);
  return answer?.status === 200;
}

export interface FleetOptions {
  /** Milliseconds between a machine's beats. */
  intervalMs: number;
  /** Stop after this long; forever when absent. */
  durationMs?: number;
  signal?: AbortSignal;
}

/** Runs the machines, each on its own beat (spread over the interval so they do not all call at once), until the duration or the signal ends. */
export async function runFleet(fleet: readonly { tick(): Promise<void> }[], options: FleetOptions): Promise<void> {
  const end = options.durationMs === undefined ? Infinity : Date.now() + options.durationMs;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const stop = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        options.signal?.removeEventListener('abort', stop);
        resolve();
      }, ms);
      options.signal?.addEventListener('abort', stop, { once: true });
    });
  const running = fleet.map(async (machine, index) => {
    await sleep((options.intervalMs * index) / Math.max(1, fleet.length));
    while (Date.now() < end && !options.signal?.aborted) {
      await machine.tick().catch(() => undefined);
      await sleep(options.intervalMs);
    }
  });
  await Promise.all(running);
}
