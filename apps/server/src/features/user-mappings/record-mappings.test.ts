import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { userActivities } from '../../platform/audit/user-activities.table';
import { shopMerchants } from '../shop-catalogue/shop-catalogue.table';
import { shopHubMenus, shopHubs } from '../shop-hubs/shop-hubs.table';
import { shopMenus } from '../shop-menus/shop-menus.table';
import { userShopHubs, userShopMerchants } from './user-mappings.table';

/*
 * Who sees which shop records: a user mapped to merchants, partners or outlets sees only those, and
 * the mappings are set whole, audited, only to records the caller may see.
 */

let app: TestApp;
type Caller = TestApp['admin'];
const merchant: Record<'A' | 'B', number> = {} as never;
const partner: Record<'A' | 'B', number> = {} as never;
const outlet: Record<'A' | 'B' | 'C', number> = {} as never;

const create = async (caller: Caller, type: 'ShopMerchant' | 'ShopPartner', name: string) => {
  const input = { name, active: true, ...(type === 'ShopMerchant' ? { isJumpstartMerchant: false } : {}) };
  const result = await caller.request<Record<string, { id: number }>>(`mutation ($input: ${type}Input!) { create${type}(input: $input) { id } }`, { input });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data![`create${type}`]!.id;
};

const MAP_MERCHANTS = 'mutation ($userId: Int!, $ids: [Int!]!) { updateUserShopMerchant(userId: $userId, merchantIds: $ids) { id merchantIds shopMerchantMapping { id label } } }';
const MAP_PARTNERS = 'mutation ($userId: Int!, $ids: [Int!]!) { updateUserShopPartner(userId: $userId, shopPartnerIds: $ids) { id shopPartnerIds } }';
const MAP_HUBS = 'mutation ($userId: Int!, $ids: [Int!]!) { updateUserShopHub(userId: $userId, hubIds: $ids) { id hubIds shopHubMapping { id label active } } }';

/** What a caller sees of one named CRUD: its page, its whole list and one record by id. */
async function seen(caller: Caller, plural: 'shopMerchants' | 'shopPartners', prefix: string) {
  const page = await caller.request<Record<string, { results: { name: string }[] }>>(`{ ${plural}(pageInput: { page: 1, size: 100 }) { results { name } } }`);
  const all = await caller.request<Record<string, { name: string }[]>>(`{ ${plural}All { name } }`);
  expect(page.errors).toBeUndefined();
  expect(all.errors).toBeUndefined();
  const mine = (names: { name: string }[]) => names.map((row) => row.name).filter((name) => name.startsWith(prefix)).sort();
  return { page: mine(page.data![plural]!.results), all: mine(all.data![`${plural}All`]!) };
}

const one = (caller: Caller, singular: 'shopMerchant' | 'shopPartner', id: number) =>
  caller.request<Record<string, { name: string } | null>>(`query ($id: Int!) { ${singular}(id: $id) { name } }`, { id });

beforeAll(async () => {
  app = await startTestApp();
  merchant.A = await create(app.admin, 'ShopMerchant', 'Map Merchant A');
  merchant.B = await create(app.admin, 'ShopMerchant', 'Map Merchant B');
  partner.A = await create(app.admin, 'ShopPartner', 'Map Partner A');
  partner.B = await create(app.admin, 'ShopPartner', 'Map Partner B');
  const hubs = await app.db
    .insert(shopHubs)
    .values(['A', 'B', 'C'].map((letter, index) => ({ name: `Map Outlet ${letter}`, hubNo: `MAP-${index + 1}`, active: letter !== 'C' })))
    .returning({ id: shopHubs.id, name: shopHubs.name });
  for (const hub of hubs) outlet[hub.name.slice(-1) as 'A' | 'B' | 'C'] = hub.id;
});

afterAll(async () => {
  await app?.close();
});

describe('merchant and partner mapping', () => {
  it("limits a merchant's user to their merchant in lists, whole lists and lookups by id", async () => {
    const staff = await app.userWith(['VIEW_SHOP_MERCHANT', 'VIEW_SHOP_PARTNER']);
    expect(await seen(staff, 'shopMerchants', 'Map Merchant')).toEqual({ page: ['Map Merchant A', 'Map Merchant B'], all: ['Map Merchant A', 'Map Merchant B'] });

    const mapped = await app.admin.request<{ updateUserShopMerchant: { merchantIds: number[]; shopMerchantMapping: { label: string }[] } }>(MAP_MERCHANTS, { userId: staff.id, ids: [merchant.A] });
    expect(mapped.errors).toBeUndefined();
    expect(mapped.data!.updateUserShopMerchant).toMatchObject({ merchantIds: [merchant.A], shopMerchantMapping: [{ label: 'Map Merchant A' }] });

    expect(await seen(staff, 'shopMerchants', 'Map Merchant')).toEqual({ page: ['Map Merchant A'], all: ['Map Merchant A'] });
    expect((await one(staff, 'shopMerchant', merchant.A)).data!.shopMerchant!.name).toBe('Map Merchant A');
    const other = await one(staff, 'shopMerchant', merchant.B);
    expect(other.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    // Partners are not limited by the merchant mapping.
    expect((await seen(staff, 'shopPartners', 'Map Partner')).all).toEqual(['Map Partner A', 'Map Partner B']);
  });

  it('limits a partner user to their partner', async () => {
    const staff = await app.userWith(['VIEW_SHOP_PARTNER']);
    const mapped = await app.admin.request(MAP_PARTNERS, { userId: staff.id, ids: [partner.B] });
    expect(mapped.errors).toBeUndefined();
    expect(await seen(staff, 'shopPartners', 'Map Partner')).toEqual({ page: ['Map Partner B'], all: ['Map Partner B'] });
    expect((await one(staff, 'shopPartner', partner.A)).errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it('replaces the whole list, audits it, and an empty list lifts the limit', async () => {
    const staff = await app.userWith(['VIEW_SHOP_MERCHANT']);
    await app.admin.request(MAP_MERCHANTS, { userId: staff.id, ids: [merchant.A, merchant.B] });
    await app.admin.request(MAP_MERCHANTS, { userId: staff.id, ids: [merchant.B] });
    const rows = await app.db.select({ value: userShopMerchants.value }).from(userShopMerchants).where(eq(userShopMerchants.userId, staff.id));
    expect(rows.map((row) => row.value)).toEqual([merchant.B]);
    const [activity] = await app.db
      .select()
      .from(userActivities)
      .where(and(eq(userActivities.activity, 'UPDATE_USER_SHOP_MERCHANT'), eq(userActivities.recordId, String(staff.id))))
      .orderBy(desc(userActivities.id))
      .limit(1);
    expect(activity!.message).toBe(`Updated the merchant mapping of "${staff.username}".`);
    expect(activity!.changes).toEqual({ merchantIds: { before: [merchant.A, merchant.B].sort((a, b) => a - b), after: [merchant.B] } });

    await app.admin.request(MAP_MERCHANTS, { userId: staff.id, ids: [] });
    expect((await seen(staff, 'shopMerchants', 'Map Merchant')).all).toEqual(['Map Merchant A', 'Map Merchant B']);
  });

  it('refuses ids that do not exist, negative ids and strangers, writing nothing', async () => {
    const staff = await app.userWith(['VIEW_SHOP_MERCHANT']);
    const missing = await app.admin.request(MAP_MERCHANTS, { userId: staff.id, ids: [merchant.A, 999_999] });
    expect(missing.errors![0]).toMatchObject({ message: 'Merchant 999999 does not exist.', extensions: { code: 'BAD_USER_INPUT' } });
    const negative = await app.admin.request(MAP_MERCHANTS, { userId: staff.id, ids: [-1] });
    expect(negative.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    const viewer = await app.userWith(['VIEW_USER_SHOP_MERCHANT']);
    const refused = await viewer.request(MAP_MERCHANTS, { userId: staff.id, ids: [merchant.A] });
    expect(refused.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect(await app.db.select().from(userShopMerchants).where(eq(userShopMerchants.userId, staff.id))).toEqual([]);
  });

  it('lets a mapped manager hand out only their own merchants, from choices that are only theirs', async () => {
    const manager = await app.userWith(['UPDATE_USER_SHOP_MERCHANT', 'VIEW_USER_SHOP_MERCHANT', 'VIEW_SHOP_MERCHANT']);
    await app.admin.request(MAP_MERCHANTS, { userId: manager.id, ids: [merchant.A] });
    const staff = await app.userWith(['VIEW_SHOP_MERCHANT']);
    const choices = await manager.request<{ shopMerchantMappingChoices: { id: number }[] }>('{ shopMerchantMappingChoices { id label active } }');
    expect(choices.data!.shopMerchantMappingChoices.map((row) => row.id)).toEqual([merchant.A]);
    // Merchant B is not one the manager sees: reported as missing.
    const beyond = await manager.request(MAP_MERCHANTS, { userId: staff.id, ids: [merchant.B] });
    expect(beyond.errors![0]!.message).toBe(`Merchant ${merchant.B} does not exist.`);
    // Leaving the staff unlimited would hand out every merchant.
    const unlimited = await manager.request(MAP_MERCHANTS, { userId: staff.id, ids: [] });
    expect(unlimited.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    // Nor may they change a user who sees more than they do: the staff is unlimited so far.
    const own = await manager.request(MAP_MERCHANTS, { userId: staff.id, ids: [merchant.A] });
    expect(own.errors![0]!.message).toBe(`You cannot change the merchant mapping of "${staff.username}": they see merchants beyond yours.`);
    await app.admin.request(MAP_MERCHANTS, { userId: staff.id, ids: [merchant.A] });
    const again = await manager.request(MAP_MERCHANTS, { userId: staff.id, ids: [merchant.A] });
    expect(again.errors).toBeUndefined();
  });

  it('keeps a mapped merchant from being deleted, which would leave its user unlimited', async () => {
    const staff = await app.userWith(['VIEW_SHOP_MERCHANT']);
    await app.admin.request(MAP_MERCHANTS, { userId: staff.id, ids: [merchant.B] });
    await expect(app.db.delete(shopMerchants).where(eq(shopMerchants.id, merchant.B))).rejects.toThrow();
  });
});

describe('outlet mapping', () => {
  it('maps a barista to two outlets and shows them, inactive ones marked', async () => {
    const barista = await app.userWith([]);
    const mapped = await app.admin.request<{ updateUserShopHub: { hubIds: number[]; shopHubMapping: { label: string; active: boolean }[] } }>(MAP_HUBS, {
      userId: barista.id,
      ids: [outlet.C, outlet.A],
    });
    expect(mapped.errors).toBeUndefined();
    expect(mapped.data!.updateUserShopHub).toEqual({
      id: barista.id,
      hubIds: [outlet.A, outlet.C],
      shopHubMapping: [
        { id: outlet.A, label: 'MAP-1 Map Outlet A', active: true },
        { id: outlet.C, label: 'MAP-3 Map Outlet C', active: false },
      ],
    });
    const stored = await app.db.select({ value: userShopHubs.value }).from(userShopHubs).where(eq(userShopHubs.userId, barista.id));
    expect(stored.map((row) => row.value).sort((a, b) => a - b)).toEqual([outlet.A, outlet.C].sort((a, b) => a - b));
  });

  it("offers a mapped supervisor only their outlets and hides a user's other outlets from them", async () => {
    const supervisor = await app.userWith(['UPDATE_USER_SHOP_HUB', 'VIEW_USER_SHOP_HUB']);
    await app.admin.request(MAP_HUBS, { userId: supervisor.id, ids: [outlet.B] });
    const choices = await supervisor.request<{ shopHubMappingChoices: { label: string }[] }>('{ shopHubMappingChoices { label } }');
    expect(choices.data!.shopHubMappingChoices.map((row) => row.label)).toEqual(['MAP-2 Map Outlet B']);
    const barista = await app.userWith([]);
    await app.admin.request(MAP_HUBS, { userId: barista.id, ids: [outlet.A, outlet.B] });
    const shown = await supervisor.request<{ user: { hubIds: number[] } }>('query ($id: Int!) { user(id: $id) { hubIds } }', { id: barista.id });
    // The supervisor has no VIEW_USER: the user is not theirs to read.
    expect(shown.errors?.[0]?.extensions?.code ?? 'none').toBe('FORBIDDEN');
    const reader = await app.userWith(['VIEW_USER', 'VIEW_USER_SHOP_HUB']);
    await app.admin.request(MAP_HUBS, { userId: reader.id, ids: [outlet.B] });
    const limited = await reader.request<{ user: { hubIds: number[] } }>('query ($id: Int!) { user(id: $id) { hubIds } }', { id: barista.id });
    expect(limited.data!.user.hubIds).toEqual([outlet.B]);
  });
});

describe('what the mapped users then see', () => {
  it("a barista mapped to two outlets sees only those outlets and their menus; a merchant's user only their merchant's menus", async () => {
    const menus = await app.db
      .insert(shopMenus)
      .values([
        { merchantId: merchant.A, name: 'Scope Kopi', price: 20000, cogs: 8000 },
        { merchantId: merchant.B, name: 'Scope Roti', price: 15000, cogs: 5000 },
      ])
      .returning({ id: shopMenus.id, name: shopMenus.name });
    await app.db.insert(shopHubMenus).values(
      [outlet.A, outlet.B, outlet.C].flatMap((shopHubId) => menus.map((menu) => ({ shopHubId, menuId: menu.id, price: 21000 }))),
    );

    const barista = await app.userWith(['VIEW_SHOP_HUB', 'VIEW_SHOP_HUB_MENU']);
    expect((await app.admin.request(MAP_HUBS, { userId: barista.id, ids: [outlet.A, outlet.B] })).errors).toBeUndefined();
    const hubs = await barista.request<{ shopHubs: { results: { hubNo: string }[] } }>('{ shopHubs(pageInput: { page: 1, size: 100 }) { results { hubNo } } }');
    expect(hubs.data!.shopHubs.results.map((row) => row.hubNo).sort()).toEqual(['MAP-1', 'MAP-2']);
    const hubMenus = await barista.request<{ shopHubMenus: { results: { shopHubId: number }[] } }>('{ shopHubMenus(pageInput: { page: 1, size: 100 }) { results { shopHubId } } }');
    expect(new Set(hubMenus.data!.shopHubMenus.results.map((row) => row.shopHubId))).toEqual(new Set([outlet.A, outlet.B]));
    const elsewhere = await barista.request('query ($id: Int!) { shopHub(id: $id) { id } }', { id: outlet.C });
    expect(elsewhere.errors![0]!.extensions!.code).toBe('NOT_FOUND');

    const staff = await app.userWith(['VIEW_SHOP_MENU']);
    expect((await app.admin.request(MAP_MERCHANTS, { userId: staff.id, ids: [merchant.B] })).errors).toBeUndefined();
    const seenMenus = await staff.request<{ shopMenusAll: { name: string }[] }>('{ shopMenusAll { name } }');
    expect(seenMenus.data!.shopMenusAll.map((row) => row.name).filter((name) => name.startsWith('Scope'))).toEqual(['Scope Roti']);
    const other = await staff.request('query ($id: Int!) { shopMenu(id: $id) { id } }', { id: menus.find((menu) => menu.name === 'Scope Kopi')!.id });
    expect(other.errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });
});
