import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { eventOutbox } from '../../platform/events/outbox.table';
import { userActivities } from '../../platform/audit/user-activities.table';
import { moveOrder } from '../shop-orders/order-moves';
import { seedOrderOutlet } from '../../testing/shop-order-fixtures';
import { shopOrderPromos, shopOrders, shopPosDraftOrders } from '../shop-orders/shop-orders.table';
import { shopMenuCustomizationItems, shopMenuCustomizations } from '../shop-catalogue/shop-catalogue.table';
import { shopHubMenus } from '../shop-hubs/shop-hubs.table';
import { shopMenuCustomizationItemLinks } from '../shop-menus/shop-menus.table';
import { shopPromos, shopPromotionRules } from '../shop-promotions/shop-promotions.table';
import { shopVoucherCodes, shopVoucherSettings } from '../shop-vouchers/shop-vouchers.table';
import { userShopHubs } from '../user-mappings/user-mappings.table';

let app: TestApp;
let outlet: Awaited<ReturnType<typeof seedOrderOutlet>>;
let cashier: Awaited<ReturnType<TestApp['userWith']>>;

type Errors = { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] | undefined;
interface Placed {
  id: number;
  orderNo: string;
  orderNoAlias: string;
  state: string;
  paidAmount: number;
  discountAmount: number;
  promos: { name: string; kind: string; discountUsed: number }[];
}

const PLACED = 'id orderNo orderNoAlias state paidAmount discountAmount promos { name kind discountUsed }';
const SUBMIT = `mutation ($input: ShopPosOrderInput!) { submitShopPosOrder(input: $input) { ${PLACED} } }`;
const DRAFT = 'id orderNo state paidAmount customerName items { menuId amount menuVariantUnitIds toppingIds note } hub { id name } shopOrderId';

const order = (extra: Record<string, unknown> = {}) => ({ hubId: outlet.kemang.id, type: 'DINE_IN', paymentMethod: 'CASH', items: [{ menuId: outlet.latte, amount: 1 }], ...extra });
const submit = (caller: { request: TestApp['admin']['request'] }, extra: Record<string, unknown> = {}) => caller.request<{ submitShopPosOrder: Placed }>(SUBMIT, { input: order(extra) });
const counts = async () => Promise.all([shopOrders, shopPosDraftOrders].map(async (table) => (await app.db.select({ n: count() }).from(table))[0]!.n));

async function voucher(code: string, rules: Partial<typeof shopPromotionRules.$inferInsert>, codeQuantity: number | null) {
  const [rule] = await app.db
    .insert(shopPromotionRules)
    .values({ name: `Voucher ${code}`, startDate: new Date('2026-01-01'), endDate: new Date('2099-01-01'), discountLevel: 'ORDER', discountAmount: 10_000, unit: 'NOMINAL', ...rules })
    .returning();
  const [setting] = await app.db.insert(shopVoucherSettings).values({ ruleId: rule!.id, type: 'MANUAL' }).returning();
  await app.db.insert(shopVoucherCodes).values({ shopVoucherSettingId: setting!.id, name: code, totalQuantity: codeQuantity });
}

beforeAll(async () => {
  app = await startTestApp();
  outlet = await seedOrderOutlet(app.db);
  cashier = await app.userWith(['CREATE_SHOP_POS_ORDER', 'UPDATE_SHOP_POS_ORDER', 'VIEW_SHOP_POS_ORDER']);
});
afterAll(() => app.close());

describe('the counter', () => {
  it('rings up a cash order: paid at once, numbered, in the activity log', async () => {
    const result = await submit(cashier, { customerName: 'Budi', items: [{ menuId: outlet.latte, amount: 2, menuVariantUnitIds: [outlet.large], toppingIds: [outlet.boba], note: 'Less ice' }] });
    expect(result.errors).toBeUndefined();
    const placed = result.data!.submitShopPosOrder;
    expect(placed).toMatchObject({ state: 'PAID', paidAmount: 78_000 });
    expect(placed.orderNo).toMatch(/^KMG-\d{8}-\d{4}$/);
    const [activity] = await app.db.select().from(userActivities).where(and(eq(userActivities.activity, 'CREATE_SHOP_POS_ORDER'), eq(userActivities.recordId, String(placed.id))));
    expect(activity?.username).toBe(cashier.username);
  });

  it('refuses without the authority, at an outlet outside the mapping, and a sold-out menu, writing nothing', async () => {
    const before = await counts();
    const viewer = await app.userWith(['VIEW_SHOP_POS_ORDER']);
    expect((await submit(viewer)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const senayanOnly = await app.userWith(['CREATE_SHOP_POS_ORDER', 'VIEW_SHOP_POS_ORDER']);
    await app.db.insert(userShopHubs).values({ userId: senayanOnly.id, value: outlet.senayan.id });
    const outside = await submit(senayanOnly);
    expect(outside.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { hubId: `Outlet ${outlet.kemang.id} does not exist.` } });
    expect((await submit(senayanOnly, { hubId: outlet.senayan.id })).errors).toBeUndefined();
    const pricedOutside = await senayanOnly.request('query ($input: ShopPosOrderInput!) { calculateShopPosOrder(input: $input) { paidAmount } }', { input: order() });
    expect(pricedOutside.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { hubId: 'This outlet does not exist or is inactive.' } });
    const menusOutside = await senayanOnly.request('query ($hubId: Int!) { shopPosMenus(hubId: $hubId) { menuId } }', { hubId: outlet.kemang.id });
    expect(menusOutside.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const hostile: [Record<string, unknown>, string, string][] = [
      [{ type: 'DELIVERY' }, 'type', 'The counter takes no delivery orders; they are placed in the ordering app.'],
      [{ promoPartnerId: 999_999 }, 'promoPartnerId', 'POS promo partner 999999 does not exist.'],
      [{ customerId: 999_999 }, 'customerId', 'This customer does not exist.'],
      [{ items: [] }, 'items', 'Add at least one item.'],
      [{ items: [{ id: 'a', menuId: outlet.latte, amount: 1 }, { id: 'a', menuId: outlet.latte, amount: 2 }] }, 'items.1.id', 'Another line has this id.'],
      [{ items: [{ menuId: outlet.latte, amount: 0 }] }, 'items.0.amount', ''],
      [{ items: [{ menuId: outlet.latte, amount: 1, toppingIds: [999_999] }] }, 'items.0.toppingIds.0', 'This topping is not offered with this menu.'],
    ];
    for (const [extra, field, message] of hostile) {
      const refused = await submit(cashier, extra);
      expect(refused.errors?.[0]?.extensions?.code, field).toBe('BAD_USER_INPUT');
      expect((refused.errors as Errors)?.[0]?.extensions?.fields?.[field], field).toContain(message);
    }
    const soldOut = await submit(cashier, { items: [{ menuId: outlet.croissant, amount: 1 }] });
    expect((soldOut.errors as Errors)?.[0]?.extensions?.fields?.['items.0.menuId']).toBe('This menu is sold out at this outlet.');
    const [orders, drafts] = await counts();
    expect([orders, drafts]).toEqual([before[0]! + 1, before[1]]);
  });

  it('keeps a draft, changes it, and places it once however often it is accepted', async () => {
    const created = await cashier.request<{ createShopPosDraftOrder: { id: number; orderNo: string; paidAmount: number } }>(
      `mutation ($input: ShopPosOrderInput!) { createShopPosDraftOrder(input: $input) { ${DRAFT} } }`,
      { input: order({ customerName: 'Sari' }) },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createShopPosDraftOrder.id;
    expect(created.data!.createShopPosDraftOrder.paidAmount).toBe(30_000);
    const edited = await cashier.request<{ editShopPosDraftOrder: { paidAmount: number; items: { amount: number; toppingIds: number[] }[] } }>(
      `mutation ($id: Int!, $input: ShopPosOrderInput!) { editShopPosDraftOrder(id: $id, input: $input) { ${DRAFT} } }`,
      { id, input: order({ customerName: 'Sari', items: [{ menuId: outlet.latte, amount: 2, toppingIds: [outlet.boba] }] }) },
    );
    expect(edited.data?.editShopPosDraftOrder).toMatchObject({ paidAmount: 70_000, items: [{ amount: 2, toppingIds: [outlet.boba] }] });
    const listed = await cashier.request<{ shopPosDraftOrders: { id: number }[] }>('query ($hubId: Int!) { shopPosDraftOrders(hubId: $hubId) { id } }', { hubId: outlet.kemang.id });
    expect(listed.data!.shopPosDraftOrders.map((draft) => draft.id)).toContain(id);

    const accept = () => cashier.request<{ acceptDraftOrder: Placed }>(`mutation ($id: Int!) { acceptDraftOrder(shopDraftOrderId: $id) { ${PLACED} } }`, { id });
    const answers = await Promise.all([accept(), accept(), accept()]);
    const won = answers.filter((answer) => !answer.errors);
    expect(won).toHaveLength(1);
    expect(won[0]!.data!.acceptDraftOrder).toMatchObject({ state: 'PAID', paidAmount: 70_000 });
    for (const lost of answers.filter((answer) => answer.errors)) expect(lost.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await app.db.select({ n: count() }).from(shopOrders).where(eq(shopOrders.customerName, 'Sari'))).toEqual([{ n: 1 }]);
    const again = await cashier.request(`mutation ($id: Int!, $input: ShopPosOrderInput!) { editShopPosDraftOrder(id: $id, input: $input) { id } }`, { id, input: order() });
    expect(again.errors?.[0]).toMatchObject({ message: 'This draft is already accepted; it can no longer change.', extensions: { code: 'CONFLICT' } });
    const events = await app.db.select().from(eventOutbox).where(eq(eventOutbox.topic, 'orderPosDraftUpdated'));
    expect(events.filter((event) => event.payload.shopDraftOrderId === id)).toHaveLength(3);
  });
});

describe('accepting a changed draft', () => {
  it('saves and places it in one call, priced once: the draft keeps what it became', async () => {
    const kept = await cashier.request<{ createShopPosDraftOrder: { id: number } }>(`mutation ($input: ShopPosOrderInput!) { createShopPosDraftOrder(input: $input) { id } }`, { input: order({ customerName: 'Rina' }) });
    const id = kept.data!.createShopPosDraftOrder.id;
    const changed = order({ customerName: 'Rina', items: [{ menuId: outlet.latte, amount: 2, toppingIds: [outlet.boba] }] });
    const accepted = await cashier.request<{ acceptDraftOrder: Placed }>(`mutation ($id: Int!, $input: ShopPosOrderInput) { acceptDraftOrder(shopDraftOrderId: $id, input: $input) { ${PLACED} } }`, { id, input: changed });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.acceptDraftOrder).toMatchObject({ state: 'PAID', paidAmount: 70_000 });
    const [draft] = await app.db.select().from(shopPosDraftOrders).where(eq(shopPosDraftOrders.id, id));
    expect(draft).toMatchObject({ state: 'ACCEPTED', shopOrderId: accepted.data!.acceptDraftOrder.id, paidAmount: 70_000 });
    const read = await cashier.request<{ shopPosDraftOrder: { menus: { amount: number; toppings: { name: string }[] }[] } }>('query ($id: Int!) { shopPosDraftOrder(id: $id) { menus { amount toppings { name } } } }', { id });
    expect(read.data!.shopPosDraftOrder.menus).toEqual([{ amount: 2, toppings: [{ name: expect.stringMatching(/^Boba/) }] }]);
    const elsewhere = await cashier.request<{ createShopPosDraftOrder: { id: number } }>(`mutation ($input: ShopPosOrderInput!) { createShopPosDraftOrder(input: $input) { id } }`, { input: order() });
    const moved = await cashier.request(`mutation ($id: Int!, $input: ShopPosOrderInput) { acceptDraftOrder(shopDraftOrderId: $id, input: $input) { id } }`, { id: elsewhere.data!.createShopPosDraftOrder.id, input: order({ hubId: outlet.senayan.id }) });
    expect(moved.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});

describe('what the counter sells', () => {
  it('lists each kind of choice under its own type and names, and prices a customization as chosen', async () => {
    const [sugar] = await app.db.insert(shopMenuCustomizations).values({ name: 'Sugar Level' }).returning();
    const [less, extra] = await app.db
      .insert(shopMenuCustomizationItems)
      .values([
        { customizationId: sugar!.id, name: 'Less Sugar', price: 0 },
        { customizationId: sugar!.id, name: 'Extra Sugar', price: 2_000 },
      ])
      .returning();
    await app.db.insert(shopMenuCustomizationItemLinks).values([less!, extra!].map((item) => ({ menuId: outlet.latte, customizationItemId: item.id })));
    const CHOICE = '__typename id name price';
    const listed = await cashier.request<{ shopPosMenus: { menuId: number; variantUnits: { __typename: string; id: number; name: string }[]; toppings: { __typename: string; id: number; name: string }[]; customizations: { __typename: string; id: number; name: string; customizationName: string }[] }[] }>(
      `query ($hubId: Int!) { shopPosMenus(hubId: $hubId) { menuId variantUnits { ${CHOICE} } toppings { ${CHOICE} } customizations { ${CHOICE} customizationName } } }`,
      { hubId: outlet.kemang.id },
    );
    expect(listed.errors).toBeUndefined();
    const latte = listed.data!.shopPosMenus.find((menu) => menu.menuId === outlet.latte)!;
    expect(latte.variantUnits.map((choice) => [choice.__typename, choice.id, choice.name])).toEqual([['ShopPosMenuSize', outlet.large, 'Large']]);
    expect(latte.toppings.map((choice) => [choice.__typename, choice.id, choice.name])).toEqual([['ShopMenuToppingChoice', outlet.boba, expect.stringMatching(/^Boba/)]]);
    expect(latte.customizations.map((choice) => [choice.__typename, choice.name, choice.customizationName])).toEqual([
      ['ShopMenuCustomizationChoice', 'Less Sugar', 'Sugar Level'],
      ['ShopMenuCustomizationChoice', 'Extra Sugar', 'Sugar Level'],
    ]);
    // Three kinds, three types: ids of different tables never share a type, whatever their values.
    const types = new Set([...latte.variantUnits, ...latte.toppings, ...latte.customizations].map((choice) => choice.__typename));
    expect(types.size).toBe(3);

    const priced = await cashier.request<{ calculateShopPosOrder: { totalItemPrice: number; items: { totalCustomizationPrice: number }[] } }>(
      'query ($input: ShopPosOrderInput!) { calculateShopPosOrder(input: $input) { totalItemPrice items { totalCustomizationPrice } } }',
      { input: order({ items: [{ menuId: outlet.latte, amount: 1, customizationItemIds: [extra!.id] }] }) },
    );
    expect(priced.errors).toBeUndefined();
    expect(priced.data!.calculateShopPosOrder.items[0]!.totalCustomizationPrice).toBe(2_000);
    expect(priced.data!.calculateShopPosOrder.totalItemPrice).toBe(32_000);
  });
});

describe('the outlet’s discounted price at the counter', () => {
  it('lists the price charged now beside the full price, and prices the line with the outlet’s discount named apart', async () => {
    const DAY = 86_400_000;
    const window = (start: number, end: number) =>
      app.db
        .update(shopHubMenus)
        .set({ discountedPrice: 24_000, discountStartAt: new Date(Date.now() + start * DAY), discountEndAt: new Date(Date.now() + end * DAY) })
        .where(and(eq(shopHubMenus.shopHubId, outlet.senayan.id), eq(shopHubMenus.menuId, outlet.latte)));
    const read = async () => {
      const listed = await cashier.request<{ shopPosMenus: { menuId: number; price: number; priceNow: number }[] }>('query ($hubId: Int!) { shopPosMenus(hubId: $hubId) { menuId price priceNow } }', { hubId: outlet.senayan.id });
      const priced = await cashier.request<{ calculateShopPosOrder: { totalItemPrice: number; totalOutletDiscount: number; paidAmount: number; items: { price: number; fullPrice: number; outletDiscount: number; totalPrice: number; discount: number }[] } }>(
        'query ($input: ShopPosOrderInput!) { calculateShopPosOrder(input: $input) { totalItemPrice totalOutletDiscount paidAmount items { price fullPrice outletDiscount totalPrice discount } } }',
        { input: order({ hubId: outlet.senayan.id, items: [{ menuId: outlet.latte, amount: 2 }] }) },
      );
      expect(listed.errors).toBeUndefined();
      expect(priced.errors).toBeUndefined();
      return { menu: listed.data!.shopPosMenus.find((menu) => menu.menuId === outlet.latte), priced: priced.data!.calculateShopPosOrder };
    };

    await window(-1, 14);
    const running = await read();
    expect(running.menu).toEqual({ menuId: outlet.latte, price: 32_000, priceNow: 24_000 });
    expect(running.priced.items).toEqual([{ price: 24_000, fullPrice: 32_000, outletDiscount: 16_000, totalPrice: 48_000, discount: 0 }]);
    expect(running.priced).toMatchObject({ totalItemPrice: 48_000, totalOutletDiscount: 16_000, paidAmount: 48_000 });

    await window(-14, -1);
    const closed = await read();
    expect(closed.menu).toEqual({ menuId: outlet.latte, price: 32_000, priceNow: 32_000 });
    expect(closed.priced.items).toEqual([{ price: 32_000, fullPrice: 32_000, outletDiscount: 0, totalPrice: 64_000, discount: 0 }]);
    expect(closed.priced).toMatchObject({ totalItemPrice: 64_000, totalOutletDiscount: 0, paidAmount: 64_000 });
  });
});

describe('promos and vouchers at the counter', () => {
  it('turns on a promo for customers with an earlier order once they have one', async () => {
    const [rule] = await app.db
      .insert(shopPromotionRules)
      .values({ name: 'Second cup', startDate: new Date('2026-01-01'), endDate: new Date('2099-01-01'), discountLevel: 'ORDER', discountAmount: 5_000, unit: 'NOMINAL', customerRuleType: 'REGISTERED_CUSTOMERS', numberOfOrders: 1 })
      .returning();
    const [promo] = await app.db.insert(shopPromos).values({ ruleId: rule!.id, kind: 'MENU' }).returning();
    const priced = await cashier.request<{ calculateShopPosOrder: { refusedPromos: { name: string; reason: string }[] } }>('query ($input: ShopPosOrderInput!) { calculateShopPosOrder(input: $input) { refusedPromos { name reason } } }', { input: order({ customerId: outlet.customer }) });
    expect(priced.data!.calculateShopPosOrder.refusedPromos).toContainEqual(expect.objectContaining({ name: 'Second cup', reason: 'NOT_FOR_THIS_CUSTOMER' }));
    const first = await submit(cashier, { customerId: outlet.customer });
    expect(first.data!.submitShopPosOrder.discountAmount).toBe(0);
    const second = await submit(cashier, { customerId: outlet.customer });
    expect(second.data!.submitShopPosOrder).toMatchObject({ discountAmount: 5_000, paidAmount: 25_000 });
    expect(second.data!.submitShopPosOrder.promos).toEqual([{ name: 'Second cup', kind: 'SHOP', discountUsed: 5_000 }]);
    const [rules] = await app.db.select({ used: shopPromotionRules.usedQuantity }).from(shopPromotionRules).where(eq(shopPromotionRules.id, rule!.id));
    expect(rules!.used).toBe(1);
    await app.db.update(shopPromotionRules).set({ active: false }).where(eq(shopPromotionRules.id, rule!.id));
    expect(promo).toBeDefined();
  });

  it('spends a limit-one voucher once, tells the next counter why, and gives it back when the order expires', async () => {
    await voucher('HEMAT10', {}, 1);
    const first = await submit(cashier, { paymentMethod: 'CREDIT_CARD', voucherCode: 'hemat10' });
    expect(first.errors).toBeUndefined();
    expect(first.data!.submitShopPosOrder).toMatchObject({ state: 'WAITING_FOR_PAYMENT', discountAmount: 10_000, paidAmount: 20_000 });
    const second = await submit(cashier, { voucherCode: 'HEMAT10' });
    expect(second.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((second.errors as Errors)?.[0]?.extensions?.fields?.voucherCode).toMatch(/^This voucher gives nothing to this order: .*used up/i);
    expect((await submit(cashier, { voucherCode: 'NOPE' })).errors?.[0]?.extensions?.fields).toEqual({ voucherCode: 'This voucher code does not exist.' });

    await app.db.transaction((tx) => moveOrder(tx, first.data!.submitShopPosOrder.id, 'expire', { source: 'expiry-job' }));
    const [code] = await app.db.select().from(shopVoucherCodes).where(eq(shopVoucherCodes.name, 'HEMAT10'));
    expect(code!.usedQuantity).toBe(0);
    const third = await submit(cashier, { voucherCode: 'HEMAT10', customerId: outlet.customer });
    expect(third.data?.submitShopPosOrder).toMatchObject({ discountAmount: 10_000 });
    expect(third.data!.submitShopPosOrder.promos).toEqual([{ name: 'Voucher HEMAT10', kind: 'VOUCHER', discountUsed: 10_000 }]);
    const promos = await app.db.select().from(shopOrderPromos).where(eq(shopOrderPromos.shopOrderId, third.data!.submitShopPosOrder.id));
    expect(promos).toEqual([expect.objectContaining({ kind: 'VOUCHER', shopPromoId: code!.id, discountUsed: 10_000 })]);
  });

  it('keeps a customer to the voucher’s limit per customer, and gives the use back when the order is missed', async () => {
    await voucher('ONCE', { usageLimitPerCustomer: 1 }, null);
    const first = await submit(cashier, { voucherCode: 'ONCE', customerId: outlet.customer });
    expect(first.data?.submitShopPosOrder.discountAmount).toBe(10_000);
    const again = await submit(cashier, { voucherCode: 'ONCE', customerId: outlet.customer });
    expect((again.errors as Errors)?.[0]?.extensions?.fields?.voucherCode).toMatch(/limit per customer is 1 time/);
    await app.db.transaction((tx) => moveOrder(tx, first.data!.submitShopPosOrder.id, 'miss', { source: 'user' }));
    expect((await submit(cashier, { voucherCode: 'ONCE', customerId: outlet.customer })).data?.submitShopPosOrder.discountAmount).toBe(10_000);
  });
});

describe('twenty counters at once', () => {
  it('give one order the last use of a voucher and tell the nineteen others why', async () => {
    await voucher('LASTONE', {}, 1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(cashier, { voucherCode: 'LASTONE' })));
    const placed = answers.filter((answer) => !answer.errors);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.data!.submitShopPosOrder.discountAmount).toBe(10_000);
    for (const refused of answers.filter((answer) => answer.errors)) {
      // Whether priced after the winner committed or beaten to the use by it, each is told the voucher is used up.
      const extensions = (refused.errors as Errors)![0]!.extensions!;
      expect(extensions.code).toBe('CONFLICT');
      expect(extensions.fields?.voucherCode).toMatch(/used up/i);
    }
    const [code] = await app.db.select().from(shopVoucherCodes).where(eq(shopVoucherCodes.name, 'LASTONE'));
    expect(code!.usedQuantity).toBe(1);
    const discounted = await app.db.select({ n: count() }).from(shopOrderPromos).where(and(eq(shopOrderPromos.kind, 'VOUCHER'), eq(shopOrderPromos.shopPromoId, code!.id)));
    expect(discounted).toEqual([{ n: 1 }]);
  });
});

describe('a registered customer at the counter', () => {
  it('calls the order out by the customer’s name unless the cashier typed another', async () => {
    const read = async (id: number) => (await app.admin.request<{ shopOrder: { customerName: string | null; customer: { name: string } } }>('query ($id: Int!) { shopOrder(id: $id) { customerName customer { name } } }', { id })).data!.shopOrder;
    const named = await submit(cashier, { customerId: outlet.customer });
    const order = await read(named.data!.submitShopPosOrder.id);
    expect(order.customerName).toBe(order.customer.name);
    expect(order.customerName).toMatch(/^Dewi/);
    const typed = await submit(cashier, { customerId: outlet.customer, customerName: 'Budi' });
    expect((await read(typed.data!.submitShopPosOrder.id)).customerName).toBe('Budi');
  });
});
