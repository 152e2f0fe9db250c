import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { VirtualRefiller } from './refillers';
import { VirtualShop, shopOutlets } from './shop';
import { VirtualPaymentGateway } from './payment-gateway';
import { consoleSession, machineMenus, machineVersions, provisionMachines, type ProvisionedMachine } from './console';
import { keyWorks, runFleet, VirtualMachine, type MenuItem, type SoftwareVersion } from './fleet';
import { registerDraft } from './gateway-client';

/*
 * `npm run simulate`: a few dozen virtual machines against a running server, through the gateway.
 * See docs/machine-gateway.md ("The fleet simulator") for the flags.
 */

const { values: flags } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.SIMULATOR_URL ?? 'http://localhost:4000' },
    machines: { type: 'string', default: process.env.SIMULATOR_MACHINES ?? '30' },
    interval: { type: 'string', default: process.env.SIMULATOR_INTERVAL ?? '10' },
    duration: { type: 'string', default: process.env.SIMULATOR_DURATION },
    'error-rate': { type: 'string', default: '0.01' },
    'disconnect-rate': { type: 'string', default: '0.01' },
    'version-name': { type: 'string', default: '1.0.0' },
    'version-code': { type: 'string', default: '100' },
    'sales-rate': { type: 'string', default: '0.3' },
    'stale-every': { type: 'string', default: '15' },
    'reward-cards': { type: 'string', default: '04A1B2C3D4,04A1B2C3D5,0A77E51201,0A77E51202,0A77E51203,FFEE0099AA' },
    'reward-rate': { type: 'string', default: '0.1' },
    refillers: { type: 'string', default: 'all' },
    'shop-orders': { type: 'string', default: process.env.SIMULATOR_SHOP_ORDERS ?? '0.5' },
    'delivery-share': { type: 'string', default: '0.5' },
    'pos-rate': { type: 'string', default: '0.3' },
    cashier: { type: 'string', default: 'putri.ayu' },
    'app-key': { type: 'string', default: process.env.SHOP_APP_KEY ?? 'demo-shop-app-key' },
    'payment-server-key': { type: 'string', default: process.env.PAYMENT_SERVER_KEY ?? 'demo-payment-server-key' },
    'gateway-port': { type: 'string', default: process.env.SIMULATOR_GATEWAY_PORT ?? '4010' },
    'delivery-secret': { type: 'string', default: process.env.DELIVERY_CALLBACK_SECRET ?? 'demo-delivery-callback-secret' },
    user: { type: 'string', default: process.env.SIMULATOR_USER ?? 'admin' },
    password: { type: 'string', default: process.env.SIMULATOR_PASSWORD ?? process.env.ADMIN_PASSWORD },
    keys: { type: 'string', default: process.env.SIMULATOR_KEYS ?? `${process.env.DATA_DIR?.trim() || 'data'}/simulator-keys.json` },
    register: { type: 'string', default: '0' },
    'enrollment-secret': { type: 'string', default: process.env.MACHINE_ENROLLMENT_SECRET ?? 'demo-enrollment-secret' },
    quiet: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (flags.help) {
  console.log(`npm run simulate -- [flags]
  --url URL                 the server (default http://localhost:4000; SIMULATOR_URL)
  --machines N              how many machines to run (default 30)
  --interval SECONDS        seconds between a machine's heartbeats (default 10; 0.5 for a fast fleet)
  --duration SECONDS        stop after this long (default: until Ctrl+C)
  --error-rate P            chance per heartbeat of reporting an error (default 0.01)
  --disconnect-rate P       chance per heartbeat of going silent for a while (default 0.01)
  --version-name V --version-code N  the app version a machine starts with when the console knows none (default 1.0.0, 100); the others start from the version they last reported, and an upgrade instruction replaces it
  --sales-rate P            chance per heartbeat of a sale at the morning peak; quieter hours sell less (default 0.3; 0 sells nothing)
  --stale-every N           every Nth machine charges Rp 2.000 above its menu, as a machine running old prices does (default 15; 0 for none)
  --reward-cards A,B,...    RFID cards people tap for a reward cup instead of paying (default: the demo rules' cards and one no rule lists)
  --reward-rate P           the share of sales, while online, paid by a tapped card; refused claims sell nothing (default 0.1)
  --refillers N|all         how many refillers (users with a refiller schedule, signing in with --password) work their tasks of today (default all; 0 for none)
  --shop-orders P           chance per beat of an order in the ordering app at a demo outlet, then paid and (half of them) delivered, one step a beat (default 0.5; 0 for none)
  --delivery-share P        the share of app orders delivered by a courier rather than picked up (default 0.5)
  --pos-rate P --cashier U  chance per beat of a cash order at a counter, rung up by cashier U signing in with --password (default 0.3, putri.ayu; 0 for none)
  --app-key K               the ordering app's key (SHOP_APP_KEY; the demo server's by default)
  --payment-server-key K    the key payments are signed with (PAYMENT_SERVER_KEY; the demo server's by default)
  --gateway-port N          where the simulated payment gateway listens (127.0.0.1; default 4010, the address a development server without PAYMENT_GATEWAY_URL charges at; 0 for none): it opens the counter's wallet payments and pays most of them a beat later
  --delivery-secret S       the courier vendor's callback secret (DELIVERY_CALLBACK_SECRET; the demo server's by default)
  --user NAME --password P  a console user with UPDATE_MACHINE, to issue the machines' keys (default admin, ADMIN_PASSWORD)
  --keys FILE               where the issued keys are kept between runs (default DATA_DIR/simulator-keys.json, ./data without DATA_DIR)
  --register N              first boot of N new machines: they register as drafts, then exit
  --enrollment-secret S     the fleet's enrollment secret for --register (MACHINE_ENROLLMENT_SECRET; the demo server's by default)
  --quiet                   print only the summary each minute`);
  process.exit(0);
}

const number = (name: string, text: string | undefined) => {
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number, not "${text}".`);
  return value;
};

const baseUrl = flags.url!.replace(/\/$/, '');
const log = flags.quiet ? () => undefined : (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);

if (number('register', flags.register) > 0) {
  const stamp = Date.now().toString(36).toUpperCase();
  for (let index = 1; index <= number('register', flags.register); index += 1) {
    const answer = await registerDraft(baseUrl, flags['enrollment-secret']!, {
      factoryNumber: `SIM-${stamp}-${index}`,
      vmcNo: `SIM-${stamp}-${index}`,
      machineType: ['JB', 'JC', 'JK'][index % 3]!,
      androidType: 'Android 12 kiosk',
      owner: 'Jumpstart',
      physicalCondition: 'CLEAR',
      slotSetting: { slots: [{ slot: 1, capacity: 40 }] },
    });
    console.log(`SIM-${stamp}-${index}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  console.log('Convert the drafts at /machine/machine-draft in the console.');
  process.exit(0);
}

/** The refillers who work their tasks: users with a refiller schedule, signing in with the demo's shared password. */
async function virtualRefillers(): Promise<VirtualRefiller[]> {
  const wanted = flags.refillers === 'all' ? Infinity : number('refillers', flags.refillers);
  if (wanted === 0) return [];
  if (!flags.password) {
    console.log('No refillers work: give the demo password (--password or ADMIN_PASSWORD) they sign in with.');
    return [];
  }
  const admin = await consoleSession(baseUrl, flags.user!, flags.password);
  const schedules = await admin<{ refillerSchedules: { results: { user: { username: string } }[] } }>(
    'query { refillerSchedules(pageInput: { page: 1, size: 100 }) { results { user { username } } } }',
  );
  const usernames = schedules.refillerSchedules.results.map((schedule) => schedule.user.username).slice(0, wanted);
  console.log(`${usernames.length} refillers work their tasks: ${usernames.join(', ')}.`);
  return usernames.map((username) => new VirtualRefiller({ baseUrl, username, password: flags.password!, log }));
}

/** Keys from the last run that still work, and new ones for the rest. */
async function machineKeys(count: number): Promise<ProvisionedMachine[]> {
  const saved: Record<string, ProvisionedMachine[]> = existsSync(flags.keys!) ? JSON.parse(readFileSync(flags.keys!, 'utf8')) : {};
  const kept = saved[baseUrl] ?? [];
  const working = (await Promise.all(kept.map(async (machine) => ((await keyWorks(baseUrl, machine.key)) ? machine : null)))).filter((machine) => machine !== null);
  if (working.length >= count) return working.slice(0, count);
  if (!flags.password) throw new Error('To issue the machines’ keys, give a console user with UPDATE_MACHINE: --user and --password (or ADMIN_PASSWORD).');
  console.log(`Issuing gateway keys for ${count} machines as ${flags.user} (their previous keys stop working)…`);
  const issued = await provisionMachines(baseUrl, { username: flags.user!, password: flags.password }, count);
  mkdirSync(dirname(flags.keys!), { recursive: true });
  writeFileSync(flags.keys!, JSON.stringify({ ...saved, [baseUrl]: issued }, null, 2), { mode: 0o600 });
  return issued;
}

const keys = await machineKeys(number('machines', flags.machines));
const salesRate = number('sales-rate', flags['sales-rate']);
const staleEvery = number('stale-every', flags['stale-every']);
/** What each machine sells, read from the console; without a console user the machines sell nothing. */
let menus = new Map<number, MenuItem[]>();
if (salesRate > 0 && flags.password && keys.length > 0) menus = await machineMenus(baseUrl, { username: flags.user!, password: flags.password }, keys.map((machine) => machine.machineId));
else if (salesRate > 0) console.log('The machines sell nothing: give a console user (--user, --password or ADMIN_PASSWORD) to read their menus.');
/** Each machine starts from the version it last reported, so a run does not undo the updates it installed. */
const versions: Map<number, SoftwareVersion> = flags.password && keys.length > 0 ? await machineVersions(baseUrl, { username: flags.user!, password: flags.password }, keys.map((machine) => machine.machineId)) : new Map();
const unknownVersion: SoftwareVersion = { versionName: flags['version-name']!, versionCode: number('version-code', flags['version-code']) };
const fleet = keys.map(
  (machine, index) =>
    new VirtualMachine({
      menu: menus.get(machine.machineId) ?? [],
      salesRate,
      stalePrice: staleEvery > 0 && (index + 1) % staleEvery === 0 ? 2_000 : 0,
      rewardCards: flags['reward-cards']!.split(',').map((card) => card.trim()).filter(Boolean),
      rewardRate: number('reward-rate', flags['reward-rate']),
      baseUrl,
      key: machine.key,
      name: machine.vmcNo,
      errorRate: number('error-rate', flags['error-rate']),
      disconnectRate: number('disconnect-rate', flags['disconnect-rate']),
      version: versions.get(machine.machineId) ?? unknownVersion,
      log,
    }),
);
const intervalMs = number('interval', flags.interval) * 1000;
const refillers = await virtualRefillers();

/** The shop's customers, counter and couriers, when asked for and a console user can read the outlets. */
async function virtualShop(): Promise<VirtualShop[]> {
  const orderRate = number('shop-orders', flags['shop-orders']);
  const posRate = number('pos-rate', flags['pos-rate']);
  if (orderRate === 0 && posRate === 0) return [];
  if (!flags.password) {
    console.log('The shop takes no orders: give a console user (--user, --password or ADMIN_PASSWORD) to read the outlets.');
    return [];
  }
  const outlets = await shopOutlets(baseUrl, { username: flags.user!, password: flags.password });
  console.log(`The shop takes orders at ${outlets.filter((outlet) => outlet.menuIds.length > 0).length} outlets.`);
  const gatewayPort = number('gateway-port', flags['gateway-port']);
  let gateway: VirtualPaymentGateway | null = null;
  if (gatewayPort > 0) {
    gateway = new VirtualPaymentGateway({ serverUrl: baseUrl, serverKey: flags['payment-server-key']!, port: gatewayPort, log });
    const address = await gateway.start().catch((error: Error) => {
      console.log(`The payment gateway could not listen on port ${gatewayPort} (${error.message}): the counter takes cash only.`);
      return null;
    });
    if (address) console.log(`The payment gateway answers at ${address} (the server's PAYMENT_GATEWAY_URL).`);
    else gateway = null;
  }
  return [
    new VirtualShop({
      baseUrl,
      outlets,
      appKey: flags['app-key']!,
      paymentServerKey: flags['payment-server-key']!,
      deliverySecret: flags['delivery-secret']!,
      orderRate,
      deliveryShare: number('delivery-share', flags['delivery-share']),
      posRate,
      cashier: posRate > 0 ? { username: flags.cashier!, password: flags.password } : null,
      watcher: { username: flags.user!, password: flags.password },
      gateway,
      log,
    }),
  ];
}
const shop = await virtualShop();
console.log(`Running ${fleet.length} machines against ${baseUrl}, a heartbeat every ${intervalMs / 1000} s each. Ctrl+C stops.`);

const stop = new AbortController();
process.once('SIGINT', () => stop.abort());
process.once('SIGTERM', () => stop.abort());
const summary = setInterval(() => {
  const total = fleet.reduce(
    (sum, machine) => ({
      events: sum.events + machine.stats.events,
      sales: sum.sales + machine.stats.sales,
      rewards: sum.rewards + machine.stats.rewards,
      instructions: sum.instructions + machine.stats.instructions,
      refused: sum.refused + machine.stats.refused,
    }),
    { events: 0, sales: 0, rewards: 0, instructions: 0, refused: 0 },
  );
  const tasks = refillers.reduce((sum, refiller) => sum + refiller.stats.finished, 0);
  const orders = shop[0]?.stats;
  const shopLine = orders ? ` Shop: ${orders.placed} app orders placed, ${orders.paid} paid, ${orders.delivered} delivered, ${orders.counter} at the counter (${orders.walletPaid} paid by wallet), ${orders.refused} calls refused.` : '';
  console.log(`${fleet.filter((machine) => machine.online).length}/${fleet.length} online; ${total.sales} drinks sold (${total.rewards} as rewards), ${total.events} events sent, ${total.instructions} instructions carried out, ${total.refused} calls refused; ${tasks} refill tasks finished.${shopLine}`);
}, 60_000);
await runFleet([...fleet, ...refillers, ...shop], { intervalMs, durationMs: flags.duration ? number('duration', flags.duration) * 1000 : undefined, signal: stop.signal });
clearInterval(summary);
console.log('The fleet stopped.');
