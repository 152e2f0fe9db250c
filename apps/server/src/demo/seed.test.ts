import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { AUTHORITIES, HUB_RENT_TYPES, addDays, ORDER_EVENT_PAYLOADS, foldOrderEvents, type OrderEvent, hubCreateSchema, machineHubSchema, machineSchema, machineTypeSchema, machineTypeStockSchema, machineStockInSchema, machineStockOutSchema, productInMachineSchema, productSchema, promoRulesAcrossFields, shopMenuSchema } from '@back-office/domain';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase, TEST_SETTINGS } from '../testing/test-app';
import { createGraphqlApp } from '../yoga';
import { authorities, roleAuthorities, roles } from '../platform/identity/roles.table';
import { users } from '../platform/identity/users.table';
import { userShopHubs, userShopPartners } from '../features/user-mappings/user-mappings.table';
import { shopHubMenus, shopHubOperationals, shopHubStocks, shopHubs } from '../features/shop-hubs/shop-hubs.table';
import { DEMO_OUTLET_BARISTA } from './demo-shop-hubs';
import { hubs } from '../features/hubs/hubs.table';
import { shopOrders } from '../features/shop-orders/shop-orders.table';
import { clusters, hubTypes, ingredients, packagings, units } from '../features/master-data/master-data.table';
import { companies } from '../features/companies/companies.table';
import { ingredientInProducts, productHistories, products } from '../features/products/products.table';
import { machineTypeStocks, machineTypes } from '../features/machine-types/machine-types.table';
import { productSetCombinations } from '../features/product-sets/product-sets.table';
import { machineHubs, machines } from '../features/machines/machines.table';
import { machineStockIns, machineStockOuts, productInMachines } from '../features/machine-stock/machine-stock.table';
import { machineHistories, machineStatusErrors, serverInstructionLogs } from '../features/machine-status/machine-status.table';
import { orderLogs, vendingOrders } from '../features/orders/orders.table';
import { orderPriceDifferences } from '../features/price-audit/price-audit.table';
import { slotSettingLines, slotSettings } from '../features/slots/slots.table';
import { tasks } from '../features/tasks/tasks.table';
import { companyDayOf } from '../features/tasks/task-days';
import { refillPlans } from '../features/refill-plans/refill-plans.table';
import { tomorrow } from '../features/refill-plans/refill-plans.schema';
import { planRefillDay } from '../features/refill-plans/refill-plans.service';
import { refillerSchedules } from '../features/refiller-schedules/refiller-schedules.table';
import { leaves } from '../features/leaves/leaves.table';
import { STALE_PRICES } from './demo-orders';
import { shopMenuHistories, shopMenuIngredients, shopMenus, shopMenuToppings, shopMenuVariantUnits } from '../features/shop-menus/shop-menus.table';
import { shopPartners, shopProducts } from '../features/shop-catalogue/shop-catalogue.table';
import { DEMO_SHOP_CUSTOMERS } from './demo-shop-customers';
import { shopCustomers } from '../features/shop-customers/shop-customers.table';
import { shopPromos, shopPromotionItemGroups, shopPromotionRules } from '../features/shop-promotions/shop-promotions.table';
import { shopMemberships } from '../features/shop-memberships/shop-memberships.table';
import { seed, type SeedResult } from '../seed';
import { ADMINISTRATOR_ROLE } from '../platform/identity/administrator';

let database: { handle: DatabaseHandle; drop: () => Promise<void> };
let first: SeedResult;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.handle.migrate(async (db) => {
    first = await seed(db, { demo: true });
  });
});
afterAll(async () => {
  await database.handle.close();
  await database.drop();
});

const rolesWithCounts = () =>
  database.handle.db
    .select({ name: roles.name, authorities: count(roleAuthorities.authorityId) })
    .from(roles)
    .leftJoin(roleAuthorities, eq(roleAuthorities.roleId, roles.id))
    .groupBy(roles.name);

describe('seeding an empty database', () => {
  it('creates every authority and an Administrator role holding all of them', async () => {
    const names = (await database.handle.db.select({ name: authorities.name }).from(authorities)).map((row) => row.name);
    expect(names.sort()).toEqual(AUTHORITIES.map((authority) => authority.name).sort());
    const administrator = (await rolesWithCounts()).find((role) => role.name === ADMINISTRATOR_ROLE);
    expect(administrator?.authorities).toBe(AUTHORITIES.length);
  });

  it('creates admin with a random password, printed once, that signs in', async () => {
    expect(first.adminCreated).toBe(true);
    expect(first.generatedPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{12,}$/);
    const app = createGraphqlApp({ db: database.handle.db, settings: TEST_SETTINGS });
    const response = await app.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `mutation { doLogin(username: "admin", password: "${first.generatedPassword}") { role } }` }),
    });
    expect(await response.json()).toEqual({ data: { doLogin: { role: ADMINISTRATOR_ROLE } } });
  });

  it('with demo data, adds the roles of such a company, each with authorities, and people in each', async () => {
    const all = await rolesWithCounts();
    for (const name of ['Manager', 'Supervisor', 'Sales', 'Refiller', 'Car Refiller', 'Courier', 'Barista', 'Merchant', 'Partner']) {
      const role = all.find((candidate) => candidate.name === name);
      expect(role?.authorities, name).toBeGreaterThan(2);
      const people = await database.handle.db
        .select({ n: count() })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(eq(roles.name, name));
      expect(people[0]!.n, name).toBeGreaterThanOrEqual(2);
    }
  });

  it('with demo data, adds master data and a few dozen hubs in three cities, each keeping the hub rules', async () => {
    const all = await database.handle.db.select().from(hubs);
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(new Set(all.map((hub) => hub.city))).toEqual(new Set(['Jakarta', 'Bandung', 'Surabaya']));
    expect(new Set(all.map((hub) => hub.rentType))).toEqual(new Set(HUB_RENT_TYPES));
    for (const hub of all) {
      const parsed = hubCreateSchema.safeParse({ ...hub, rentAdditionalInformation: hub.rentAdditionalInformation ?? undefined });
      expect(parsed.error?.issues ?? [], hub.internalId).toEqual([]);
    }
    for (const table of [units, ingredients, packagings, hubTypes, clusters, companies]) {
      expect((await database.handle.db.select({ n: count() }).from(table))[0]!.n).toBeGreaterThan(1);
    }
  });

  it('with demo data, adds a menu whose products keep the product rules, each with its recipe and a cogs history ending at its cogs', async () => {
    const db = database.handle.db;
    const menu = await db.select().from(products);
    expect(menu.map((product) => product.name)).toEqual(expect.arrayContaining(['Americano', 'Caffe Latte', 'Kopi Susu Gula Aren', 'Matcha Latte', 'Teh Tarik']));
    for (const product of menu) {
      const recipe = await db.select().from(ingredientInProducts).where(eq(ingredientInProducts.productId, product.id));
      const parsed = productSchema.safeParse({ ...product, ingredients: recipe.map(({ ingredientId, amount, fastCode }) => ({ ingredientId, amount, fastCode })) });
      expect(parsed.error?.issues ?? [], product.name).toEqual([]);
      const history = await db.select().from(productHistories).where(eq(productHistories.productId, product.id)).orderBy(productHistories.updatedAt);
      expect(history.at(-1)?.cogs, product.name).toBe(product.cogs);
    }
  });

  it('with demo data, adds product sets and machine types whose levels and stock maxima keep their rules', async () => {
    const db = database.handle.db;
    expect((await db.select({ n: count() }).from(productSetCombinations))[0]!.n).toBeGreaterThan(10);
    const types = await db.select().from(machineTypes);
    expect(types.length).toBeGreaterThanOrEqual(2);
    for (const type of types) expect(machineTypeSchema.safeParse(type).error?.issues ?? [], type.name).toEqual([]);
    const stocks = await db.select().from(machineTypeStocks);
    expect(stocks.length).toBeGreaterThan(types.length * 5);
    for (const stock of stocks) expect(machineTypeStockSchema.safeParse(stock).error?.issues ?? []).toEqual([]);
  });

  it('with demo data, adds a fleet keeping the machine rules, each at one hub at most, some moved, some offline or in error', async () => {
    const db = database.handle.db;
    const fleet = await db.select().from(machines);
    expect(fleet.length).toBeGreaterThanOrEqual(30);
    for (const machine of fleet) expect(machineSchema.safeParse(machine).error?.issues ?? [], machine.vmcNo).toEqual([]);
    const placements = await db.select().from(machineHubs);
    const current = placements.filter((placement) => placement.unloadedAt === null);
    expect(new Set(current.map((placement) => placement.machineId)).size).toBe(current.length);
    expect(placements.length).toBeGreaterThan(current.length);
    for (const placement of placements) expect(machineHubSchema.safeParse(placement).error?.issues ?? []).toEqual([]);
    expect(fleet.filter((machine) => machine.lastError !== null).length).toBeGreaterThanOrEqual(2);
    expect(fleet.filter((machine) => machine.lastHeartbeat && Date.now() - machine.lastHeartbeat.getTime() > 3_600_000).length).toBeGreaterThanOrEqual(2);
    expect(fleet.some((machine) => machine.waitingForAltitude && !machine.active)).toBe(true);
  });

  it('with demo data, fills the machines at hubs with stock and a menu, a few of them low on stock', async () => {
    const db = database.handle.db;
    const standing = new Set((await db.select().from(machineHubs)).filter((placement) => placement.unloadedAt === null).map((placement) => placement.machineId));
    const ins = await db.select().from(machineStockIns);
    const outs = await db.select().from(machineStockOuts);
    const menu = await db.select().from(productInMachines);
    for (const rows of [ins, outs, menu]) expect(new Set(rows.map((row) => row.machineId))).toEqual(standing);
    for (const row of ins) expect(machineStockInSchema.safeParse(row).error?.issues ?? []).toEqual([]);
    for (const row of outs) expect(machineStockOutSchema.safeParse({ ...row, ingredientId: row.ingredientId ?? undefined }).error?.issues ?? []).toEqual([]);
    for (const row of menu) expect(productInMachineSchema.safeParse(row).error?.issues ?? []).toEqual([]);
    const low = new Set([...ins.filter((row) => row.currentStock <= row.minStock), ...outs.filter((row) => row.currentStock <= row.minStock)].map((row) => row.machineId));
    expect(low.size).toBeGreaterThanOrEqual(3);
    expect(low.size).toBeLessThan(standing.size / 2);
  });

  it('with demo data, the machines in error have their open error report and a history, and some have instructions waiting', async () => {
    const db = database.handle.db;
    const fleet = await db.select().from(machines);
    expect(fleet.length).toBeGreaterThanOrEqual(55);
    const open = (await db.select().from(machineStatusErrors)).filter((error) => error.clearedAt === null);
    const inError = fleet.filter((machine) => machine.lastError !== null);
    expect(open.map((error) => error.machineId).sort()).toEqual(inError.map((machine) => machine.id).sort());
    for (const error of open) expect(fleet.find((machine) => machine.id === error.machineId)!.lastError).toBe(`${error.errorCodeMachine}: ${error.errorDescription}`);
    const history = await db.select().from(machineHistories);
    for (const machine of inError) expect(history.some((entry) => entry.machineId === machine.id && entry.type === 'ERROR')).toBe(true);
    const logs = await db.select().from(serverInstructionLogs);
    expect(logs.filter((log) => log.state === 'PENDING' || log.state === 'FETCHED').length).toBeGreaterThanOrEqual(2);
    expect(logs.some((log) => log.state === 'SUPERSEDED' && log.supersededById !== null)).toBe(true);
  });

  it('with demo data, adds a month of orders for the active machines at hubs, each the sum of the events logged for it', async () => {
    const db = database.handle.db;
    const standing = new Set((await db.select().from(machineHubs)).filter((placement) => placement.unloadedAt === null).map((placement) => placement.machineId));
    const active = new Set((await db.select().from(machines)).filter((machine) => machine.active && standing.has(machine.id)).map((machine) => machine.id));
    const orders = await db.select().from(vendingOrders);
    expect(new Set(orders.map((order) => order.machineId))).toEqual(active);
    expect(new Set(orders.map((order) => order.state))).toEqual(new Set(['COMPLETED', 'FAILED', 'REFUNDED']));
    const logs = await db.select().from(orderLogs);
    const byOrder = new Map<string, typeof logs>();
    for (const log of logs) byOrder.set(`${log.machineId}/${log.orderNo}`, [...(byOrder.get(`${log.machineId}/${log.orderNo}`) ?? []), log]);
    for (const order of orders.filter((_, index) => index % 97 === 0)) {
      const events = byOrder.get(`${order.machineId}/${order.orderNo}`)!.map((log) => ({ type: log.event, at: log.time, payload: ORDER_EVENT_PAYLOADS[log.event].parse(log.payload) }) as OrderEvent);
      const facts = foldOrderEvents(events);
      expect({ state: order.state, paidTime: order.paidTime, productDoneTime: order.productDoneTime, price: order.price, paymentMethod: order.paymentMethod, duration: order.duration }).toEqual({
        state: facts.state,
        paidTime: facts.paidTime,
        productDoneTime: facts.productDoneTime,
        price: facts.price,
        paymentMethod: facts.paymentMethod,
        duration: facts.duration,
      });
    }
  });

  it('with demo data, knows what every demo order should have cost: a few machines kept a stale price for some days, and the price differences add up to the orders', async () => {
    const db = database.handle.db;
    const orders = await db.select().from(vendingOrders);
    expect(orders.every((order) => order.expectedPrice !== null)).toBe(true);
    // Expected is the slot setting's price for the product, else the menu's; the discounted one when set.
    const menu = await db.select().from(productInMachines);
    const slots = await db.select({ machineId: slotSettings.machineId, productId: slotSettingLines.productId, price: slotSettingLines.price, discountedPrice: slotSettingLines.discountedPrice })
      .from(slotSettingLines)
      .innerJoin(slotSettings, eq(slotSettings.id, slotSettingLines.slotSettingId));
    expect(slots.length).toBeGreaterThan(0);
    for (const order of orders.filter((_, index) => index % 13 === 0)) {
      const line = slots.find((slot) => slot.machineId === order.machineId && slot.productId === order.productId) ?? menu.find((item) => item.machineId === order.machineId && item.productId === order.productId)!;
      expect(order.expectedPrice).toBe(line.discountedPrice ?? line.price);
    }
    const differing = orders.filter((order) => order.price !== order.expectedPrice);
    expect(new Set(differing.map((order) => order.machineId)).size).toBe(STALE_PRICES.length);
    expect(new Set(differing.map((order) => order.price! - order.expectedPrice!))).toEqual(new Set(STALE_PRICES.map((entry) => entry.off)));

    const completed = orders.filter((order) => order.state === 'COMPLETED');
    const [rollup] = await db
      .select({
        orders: sql<number>`sum(${orderPriceDifferences.orders})::int`,
        differingOrders: sql<number>`sum(${orderPriceDifferences.differingOrders})::int`,
        moneyAtStake: sql<number>`sum(${orderPriceDifferences.moneyAtStake})::float8`,
        undercharged: sql<number>`sum(${orderPriceDifferences.undercharged})::float8`,
        overcharged: sql<number>`sum(${orderPriceDifferences.overcharged})::float8`,
      })
      .from(orderPriceDifferences);
    const gaps = completed.map((order) => order.expectedPrice! - order.price!);
    expect(rollup).toEqual({
      orders: completed.length,
      differingOrders: gaps.filter((gap) => gap !== 0).length,
      moneyAtStake: gaps.reduce((sum, gap) => sum + gap, 0),
      undercharged: gaps.reduce((sum, gap) => sum + Math.max(0, gap), 0),
      overcharged: gaps.reduce((sum, gap) => sum + Math.max(0, -gap), 0),
    });
    expect(rollup!.undercharged).toBeGreaterThan(0);
    expect(rollup!.overcharged).toBeGreaterThan(0);
  });

  it('with demo data, gives the refillers two weeks of finished tasks, today\'s round and tomorrow\'s plan for those who work tomorrow', async () => {
    const db = database.handle.db;
    const all = await db.select().from(tasks);
    const done = all.filter((task) => task.state === 'DONE');
    expect(done.length).toBeGreaterThan(50);
    for (const task of done) {
      expect(task.image).toMatch(/^\/uploads\//);
      expect(task.finishedTime!.getTime()).toBeGreaterThan(task.startedTime!.getTime());
    }
    expect(all.some((task) => task.state === 'DECLINED' && task.declineReason)).toBe(true);
    const today = companyDayOf(new Date());
    expect(all.some((task) => task.state === 'PENDING' && task.assigneeId !== null && companyDayOf(task.executionTime) === today)).toBe(true);

    // Each day's round was planned: its tasks carry the plan of their day and the planner's distance.
    const plans = new Map((await db.select().from(refillPlans)).map((row) => [row.id, row]));
    for (const task of done) {
      expect(plans.get(task.planId!)?.date).toBe(companyDayOf(task.executionTime));
      expect(task.travelDistanceKm).toBeGreaterThanOrEqual(0);
    }
    expect(done.reduce((sum, task) => sum + task.travelDistanceKm!, 0)).toBeGreaterThan(100);

    const [plan] = await db.select().from(refillPlans).where(eq(refillPlans.date, tomorrow()));
    expect(plan).toMatchObject({ state: 'DONE', requestedBy: expect.any(Number) });
    const proposals = all.filter((task) => task.planId === plan!.id && task.assigneeId === null);
    expect(proposals.length).toBe(plan!.machinesPlanned);
    const weekday = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][new Date(`${plan!.date}T12:00:00Z`).getUTCDay()] as 'monday';
    const working = new Set((await db.select().from(refillerSchedules)).filter((schedule) => schedule[weekday]).map((schedule) => schedule.userId));
    const away = new Set((await db.select().from(leaves).where(and(eq(leaves.date, plan!.date), eq(leaves.state, 'APPROVED')))).map((leave) => leave.userId));
    for (const proposal of proposals) {
      expect(working.has(proposal.proposedAssigneeId!)).toBe(true);
      expect(away.has(proposal.proposedAssigneeId!)).toBe(false);
      expect(companyDayOf(proposal.executionTime)).toBe(plan!.date);
    }
  });

  it('with demo data, plans routes for every day of the week, so that whatever day it is made on, tomorrow has work to assign', async () => {
    const db = database.handle.db;
    const planned: Record<string, number> = {};
    for (let after = 1; after <= 6; after++) {
      const day = addDays(tomorrow(), after);
      planned[day] = (await planRefillDay(db, day, null)).machinesPlanned;
    }
    const [tomorrowsPlan] = await db.select().from(refillPlans).where(eq(refillPlans.date, tomorrow()));
    planned[tomorrow()] = tomorrowsPlan!.machinesPlanned;
    expect(Object.keys(planned).map((day) => new Date(`${day}T12:00:00Z`).getUTCDay()).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    for (const [day, machines] of Object.entries(planned)) expect([day, machines > 5]).toEqual([day, true]);
  }, 60_000);

  it('with demo data, opens a dozen outlets in Jakarta, Bandung and Surabaya with their hours and stock, and maps the demo barista to two of them', async () => {
    const db = database.handle.db;
    const outlets = await db.select().from(shopHubs);
    expect(outlets).toHaveLength(12);
    expect(new Set(outlets.map((outlet) => outlet.city))).toEqual(new Set(['Jakarta', 'Bandung', 'Surabaya']));
    expect((await db.select({ n: count() }).from(shopHubOperationals))[0]!.n).toBe(12 * 7);
    const stocks = await db.select().from(shopHubStocks);
    expect(stocks.length).toBeGreaterThan(12);
    expect(stocks.every((row) => row.currentStock >= 0 && row.currentStock <= row.maxStock)).toBe(true);
    const [barista] = await db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_OUTLET_BARISTA));
    expect(await db.select().from(userShopHubs).where(eq(userShopHubs.userId, barista!.id))).toHaveLength(2);
    // Each partner's user sees only their partner.
    const partnerMappings = await db
      .select({ username: users.username, partner: shopPartners.name })
      .from(userShopPartners)
      .innerJoin(users, eq(users.id, userShopPartners.userId))
      .innerJoin(shopPartners, eq(shopPartners.id, userShopPartners.value));
    expect(partnerMappings.sort((a, b) => a.username.localeCompare(b.username))).toEqual([
      { username: 'bank.mitra', partner: 'Bank Mitra Sejahtera' },
      { username: 'kampus.harapan', partner: 'Universitas Harapan' },
    ]);
    // Each outlet's menu keeps a discount below the price and within its period.
    for (const line of await db.select().from(shopHubMenus)) {
      if (line.discountedPrice !== null) expect(line.discountedPrice).toBeLessThan(line.price);
      if (line.discountStartAt && line.discountEndAt) expect(line.discountEndAt.getTime()).toBeGreaterThan(line.discountStartAt.getTime());
    }
    // Every open outlet sells the shop's menus, a few of them sold out.
    const lines = await db.select().from(shopHubMenus);
    expect(new Set(lines.map((line) => line.shopHubId)).size).toBe(12);
    expect(lines.some((line) => !line.available)).toBe(true);
    expect(lines.some((line) => line.discountedPrice !== null)).toBe(true);
  });

  it('with demo data, adds about forty shop menus of three merchants, each with a history ending at its cogs, the drinks in sizes with toppings and ingredients', async () => {
    const db = database.handle.db;
    const menus = await db.select().from(shopMenus);
    expect(menus.length).toBeGreaterThanOrEqual(35);
    expect(new Set(menus.map((menu) => menu.merchantId)).size).toBe(3);
    for (const menu of menus) {
      expect(shopMenuSchema.safeParse({ ...menu, customizationItemIds: [], variantUnits: [], toppingIds: [] }).success, menu.name).toBe(true);
      const history = await db.select().from(shopMenuHistories).where(eq(shopMenuHistories.menuId, menu.id)).orderBy(shopMenuHistories.createdAt);
      expect(history.at(-1)).toMatchObject({ cogs: menu.cogs, name: menu.name, active: menu.active });
    }
    expect((await db.select({ n: count() }).from(shopMenuVariantUnits))[0]!.n).toBeGreaterThan(40);
    expect((await db.select({ n: count() }).from(shopMenuToppings))[0]!.n).toBeGreaterThan(40);
    expect((await db.select({ n: count() }).from(shopMenuIngredients))[0]!.n).toBeGreaterThan(40);
    expect((await db.select({ n: count() }).from(shopProducts))[0]!.n).toBeGreaterThan(0);
  });

  it('with demo data, adds a few thousand shop customers across the membership levels, with addresses and referral chains', async () => {
    const db = database.handle.db;
    const perLevel = await db
      .select({ level: shopMemberships.levelName, customers: count(shopCustomers.id) })
      .from(shopMemberships)
      .leftJoin(shopCustomers, eq(shopCustomers.membershipId, shopMemberships.id))
      .groupBy(shopMemberships.levelName, shopMemberships.priority)
      .orderBy(shopMemberships.priority);
    expect(perLevel.map((row) => row.level)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum']);
    // Each level has customers, fewer the higher it is.
    expect(perLevel.every((row, index) => row.customers > 0 && (index === 0 || row.customers < perLevel[index - 1]!.customers))).toBe(true);
    const [{ customers } = { customers: 0 }] = await db.select({ customers: count() }).from(shopCustomers);
    expect(customers).toBe(DEMO_SHOP_CUSTOMERS);
    const [{ homeless } = { homeless: -1 }] = await db
      .select({ homeless: count() })
      .from(shopCustomers)
      .where(sql`not exists (select 1 from shop_customer_addresses a where a.customer_id = ${shopCustomers.id})`);
    expect(homeless).toBe(0);
    // Chains: someone referred by someone who was referred in turn.
    const [{ chains } = { chains: 0 }] = await db
      .select({ chains: count() })
      .from(shopCustomers)
      .where(sql`${shopCustomers.referredById} in (select id from shop_customers where referred_by_id is not null)`);
    expect(chains).toBeGreaterThan(10);
  });

  it('with demo data, adds a dozen shop promos of every kind, each keeping the promo rules', async () => {
    const db = database.handle.db;
    const promos = await db.select({ kind: shopPromos.kind, rules: shopPromotionRules }).from(shopPromos).innerJoin(shopPromotionRules, eq(shopPromotionRules.id, shopPromos.ruleId));
    expect(promos.length).toBeGreaterThanOrEqual(12);
    expect(new Set(promos.map((promo) => promo.kind))).toEqual(new Set(['MENU', 'PRODUCT']));
    expect(new Set(promos.map((promo) => promo.rules.itemRule))).toEqual(new Set([null, 'SINGLE', 'BUNDLE']));
    expect(new Set(promos.map((promo) => promo.rules.discountLevel))).toEqual(new Set(['ORDER', 'DELIVERY']));
    const groups = await db.select().from(shopPromotionItemGroups);
    for (const { rules } of promos) {
      expect(promoRulesAcrossFields.safeParse({ ...rules, itemGroups: groups.filter((group) => group.ruleId === rules.id) }).success, rules.name).toBe(true);
    }
  });

  it('numbers a hub made after the demo ones next', async () => {
    const app = createGraphqlApp({ db: database.handle.db, settings: TEST_SETTINGS });
    const [hubType] = await database.handle.db.select().from(hubTypes);
    const headers = { 'content-type': 'application/json' };
    const login = await app.fetch('http://localhost/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: `mutation { doLogin(username: "admin", password: "${first.generatedPassword}") { id } }` }),
    });
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
    const input = {
      buildingName: 'Menara Baru',
      hubTypeId: hubType!.id,
      address: 'Jl. Baru No. 1',
      latitude: -6.2,
      longitude: 106.8,
      runningSchedules: [{ day: 'MONDAY', open: '08:00', close: '17:00' }],
      timezone: 'ASIA_JAKARTA',
      ownership: 'JUMPSTART',
      rentType: 'FREE',
      active: true,
      oddEvenRationing: false,
    };
    const created = await app.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ query: 'mutation ($input: HubInput!) { createHub(input: $input) { internalId } }', variables: { input } }),
    });
    const demoHubs = (await database.handle.db.select({ n: count() }).from(hubs))[0]!.n - 1;
    expect(await created.json()).toEqual({ data: { createHub: { internalId: `HUB-${String(demoHubs + 1).padStart(4, '0')}` } } });
  });

  it('with demo data, adds past shop orders at the active outlets, each with its lines and a timeline that ends in its state', async () => {
    const db = database.handle.db;
    const states = await db.select({ state: shopOrders.state, n: count() }).from(shopOrders).groupBy(shopOrders.state);
    expect(Object.fromEntries(states.map((row) => [row.state, row.n]))).toMatchObject({ COMPLETED: expect.any(Number), EXPIRED: expect.any(Number), PAID: expect.any(Number), ACK: expect.any(Number) });
    const [lonely] = await db.execute(sql`select count(*)::int as n from shop_orders o where not exists (select 1 from shop_order_lines l where l.shop_order_id = o.id) or not exists (select 1 from shop_order_events e where e.shop_order_id = o.id)`).then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    expect(lonely!.n).toBe(0);
    // The last line of each order's timeline is the move that put it in its state.
    const LAST: Record<string, string[]> = { COMPLETED: ['finish'], EXPIRED: ['expire'], MISSED: ['miss'], PAID: ['pay'], ACK: ['acknowledge', 'courier-assigned', 'deliveryStatus'] };
    const lasts = await db.execute(sql`select o.state, (select e.type from shop_order_events e where e.shop_order_id = o.id order by e.at desc, e.id desc limit 1) as last from shop_orders o`).then((result) => (result as unknown as { rows: { state: string; last: string }[] }).rows);
    for (const row of lasts) expect(LAST[row.state]).toContain(row.last);
    // Money adds up: what was paid is the price less the discount.
    const [wrong] = await db.execute(sql`select count(*)::int as n from shop_orders where paid_amount <> total_price - discount_amount`).then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    expect(wrong!.n).toBe(0);
  });

  it('runs again on every start without making anything twice', async () => {
    const usersBefore = (await database.handle.db.select({ n: count() }).from(users))[0]!.n;
    const again = await seed(database.handle.db, { demo: true, adminPassword: 'Other12345' });
    expect(again).toEqual({ adminCreated: false });
    expect((await database.handle.db.select({ n: count() }).from(users))[0]!.n).toBe(usersBefore);
    expect((await database.handle.db.select({ n: count() }).from(authorities))[0]!.n).toBe(AUTHORITIES.length);
  });
});
