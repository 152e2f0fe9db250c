import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { seedOrderOutlet } from '../../testing/shop-order-fixtures';
import { shopMenuCustomizationItems, shopMenuCustomizations, shopToppings, shopVariantUnits, shopVariants } from '../shop-catalogue/shop-catalogue.table';
import { shopMenuCustomizationItemLinks, shopMenuToppings, shopMenuVariantUnits } from '../shop-menus/shop-menus.table';

/*
 * What a person reads of an order's lines: the names of its size, topping and customization are the
 * menu's, on the order page, the live screen and a counter's draft, even where a size, a topping and
 * a customization item share one id (each is its own type, so no cache reads one as another).
 */

const SHARED_ID = 90_001;
const CHOICES = 'menus { variantUnits { __typename id name } toppings { __typename id name } customizations { __typename id name } }';
type Choice = { __typename: string; id: number; name: string };
type Lines = { menus: { variantUnits: Choice[]; toppings: Choice[]; customizations: Choice[] }[] };

let app: TestApp;
let outlet: Awaited<ReturnType<typeof seedOrderOutlet>>;

beforeAll(async () => {
  app = await startTestApp();
  outlet = await seedOrderOutlet(app.db, ' shared');
  const [size] = await app.db.insert(shopVariants).values({ name: 'Cup' }).returning();
  const [unit] = await app.db.insert(shopVariantUnits).values({ variantId: size!.id, name: 'Venti' }).returning();
  await app.db.insert(shopMenuVariantUnits).values({ id: SHARED_ID, menuId: outlet.latte, variantUnitId: unit!.id, price: 6_000, cogs: 1_000 });
  await app.db.insert(shopToppings).values({ id: SHARED_ID, name: 'Caramel Drizzle', price: 4_000, cogs: 500 });
  await app.db.insert(shopMenuToppings).values({ menuId: outlet.latte, toppingId: SHARED_ID });
  const [sugar] = await app.db.insert(shopMenuCustomizations).values({ name: 'Sugar Level' }).returning();
  await app.db.insert(shopMenuCustomizationItems).values({ id: SHARED_ID, customizationId: sugar!.id, name: 'Less Sugar', price: 0 });
  await app.db.insert(shopMenuCustomizationItemLinks).values({ menuId: outlet.latte, customizationItemId: SHARED_ID });
});
afterAll(() => app.close());

const input = () => ({ hubId: outlet.kemang.id, type: 'DINE_IN', paymentMethod: 'CASH', items: [{ menuId: outlet.latte, amount: 1, menuVariantUnitIds: [SHARED_ID], toppingIds: [SHARED_ID], customizationItemIds: [SHARED_ID] }] });

const expectMenuNames = (lines: Lines) =>
  expect(lines.menus.map((line) => [line.variantUnits, line.toppings, line.customizations].map((choices) => choices.map((choice) => [choice.__typename, choice.id, choice.name])))).toEqual([
    [[['ShopOrderLineSize', SHARED_ID, 'Venti']], [['ShopOrderLineTopping', SHARED_ID, 'Caramel Drizzle']], [['ShopOrderLineCustomization', SHARED_ID, 'Less Sugar']]],
  ]);

describe('the names of a line’s choices', () => {
  it('are the menu’s on the order page, the live screen and a draft, for ids that coincide across kinds', async () => {
    const staff = await app.userWith(['CREATE_SHOP_POS_ORDER', 'VIEW_SHOP_POS_ORDER', 'VIEW_SHOP_ORDER', 'VIEW_LIVE_ORDER']);
    const placed = await staff.request<{ submitShopPosOrder: { id: number; __typename: string } }>('mutation ($input: ShopPosOrderInput!) { submitShopPosOrder(input: $input) { __typename id } }', { input: input() });
    expect(placed.errors).toBeUndefined();
    expect(placed.data!.submitShopPosOrder.__typename).toBe('ShopOrder');
    const id = placed.data!.submitShopPosOrder.id;

    const page = await staff.request<{ shopOrder: Lines }>(`query ($id: Int!) { shopOrder(id: $id) { ${CHOICES} } }`, { id });
    expect(page.errors).toBeUndefined();
    expectMenuNames(page.data!.shopOrder);

    const live = await staff.request<{ liveOrders: (Lines & { __typename: string; id: number })[] }>(`query ($hub: Int!) { liveOrders(shopHubId: $hub) { __typename id ${CHOICES} } }`, { hub: outlet.kemang.id });
    expect(live.errors).toBeUndefined();
    const onScreen = live.data!.liveOrders.find((order) => order.id === id)!;
    expect(onScreen.__typename).toBe('ShopOrder');
    expectMenuNames(onScreen);

    const draft = await staff.request<{ createShopPosDraftOrder: Lines & { __typename: string } }>(`mutation ($input: ShopPosOrderInput!) { createShopPosDraftOrder(input: $input) { __typename ${CHOICES} } }`, { input: input() });
    expect(draft.errors).toBeUndefined();
    expect(draft.data!.createShopPosDraftOrder.__typename).toBe('ShopPosDraftOrder');
    expectMenuNames(draft.data!.createShopPosDraftOrder);
  });
});
