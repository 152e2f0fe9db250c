import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CSV_IMPORT_MESSAGES, MACHINE_STOCK_MESSAGES, MESSAGES } from '@back-office/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { userActivities } from '../../platform/audit/user-activities.table';
import { CSV_FILE_MESSAGES } from '../../platform/csv-import';
import { shopMenuDisplayCategories } from '../shop-catalogue/shop-catalogue.table';
import { shopHubMenus, shopHubs } from '../shop-hubs/shop-hubs.table';
import { shopMenuHistories, shopMenus } from '../shop-menus/shop-menus.table';
import { userShopHubs } from '../user-mappings/user-mappings.table';
import { zonedInstant } from './shop-uploads.schema';

/*
 * Upload Shop Menu and Upload Shop Hub Menu over GraphQL, as the page sends them: the file as a
 * multipart upload, checked (nothing written), then confirmed with its checksum (all or nothing).
 */

let app: TestApp;
let folder: string;
type Caller = TestApp['admin'];
const merchant: Record<'A' | 'B', number> = {} as never;
const hub: Record<'JKT' | 'BDG', number> = {} as never;

const CHECK_FIELDS = 'checksum rowCount createCount changeCount errorCount errors { line column message } lines { line action label }';
const CHECK_MENU = `mutation ($file: File!) { checkShopMenuUpload(file: $file) { ${CHECK_FIELDS} } }`;
const CONFIRM_MENU = 'mutation ($file: File!, $checksum: String!) { confirmShopMenuUpload(file: $file, checksum: $checksum) { createCount changeCount } }';
const CHECK_HUB_MENU = `mutation ($file: File!) { checkShopHubMenuUpload(file: $file) { ${CHECK_FIELDS} } }`;
const CONFIRM_HUB_MENU = 'mutation ($file: File!, $checksum: String!) { confirmShopHubMenuUpload(file: $file, checksum: $checksum) { createCount changeCount } }';

interface Check {
  checksum: string;
  rowCount: number;
  createCount: number;
  changeCount: number;
  errorCount: number;
  errors: { line: number; column: string | null; message: string }[];
  lines: { line: number; action: string; label: string }[];
}
type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

/** Sends a CSV file as a browser's FormData does, with the caller's session. */
async function send(caller: Caller, query: string, csv: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { file: null, ...variables } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([csv], { type: 'text/csv' }), 'menus.csv');
  const cookie = [...caller.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await app.app.fetch('http://localhost/graphql', { method: 'POST', headers: { 'apollo-require-preflight': 'true', cookie }, body: form });
  return (await response.json()) as Answer;
}

async function check(caller: Caller, query: string, csv: string): Promise<Check> {
  const answer = await send(caller, query, csv);
  expect(answer.errors).toBeUndefined();
  return Object.values(answer.data!)[0] as Check;
}

const menuFile = (...rows: string[]) => ['Merchant,Menu,Description,Price,COGS,Subcategory,Display Category,Active', ...rows].join('\r\n') + '\r\n';
const hubMenuFile = (...rows: string[]) => ['Outlet No,Merchant,Menu,Price,Discounted Price,Discount Start,Discount End,Active', ...rows].join('\n') + '\n';

const menusOf = (merchantId: number) =>
  app.db
    .select({ name: shopMenus.name, price: shopMenus.price, cogs: shopMenus.cogs, active: shopMenus.active, description: shopMenus.description })
    .from(shopMenus)
    .where(eq(shopMenus.merchantId, merchantId))
    .orderBy(asc(shopMenus.name));

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'csv-uploads-'));
  app = await startTestApp({ uploadsFolder: folder });
  const create = async (type: string, input: Record<string, unknown>) => {
    const result = await app.admin.request<Record<string, { id: number }>>(`mutation ($input: ${type}Input!) { create${type}(input: $input) { id } }`, { input });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data![`create${type}`]!.id;
  };
  merchant.A = await create('ShopMerchant', { name: 'Kopi Nusantara', active: true, isJumpstartMerchant: false });
  merchant.B = await create('ShopMerchant', { name: 'Roti Bakar 88', active: true, isJumpstartMerchant: false });
  const coffee = await create('ShopMenuCategory', { name: 'Upload Coffee', active: true });
  await create('ShopMenuSubcategory', { name: 'Milk Coffee', active: true, menuCategoryId: coffee });
  await app.db.insert(shopMenuDisplayCategories).values({ name: 'Best Seller' });
  const hubs = await app.db
    .insert(shopHubs)
    .values([
      { name: 'Kemang', hubNo: 'JKT-01' },
      { name: 'Dago', hubNo: 'BDG-01', timeZone: 'Asia/Makassar' },
    ])
    .returning({ id: shopHubs.id, hubNo: shopHubs.hubNo });
  hub.JKT = hubs.find((row) => row.hubNo === 'JKT-01')!.id;
  hub.BDG = hubs.find((row) => row.hubNo === 'BDG-01')!.id;
});

afterAll(async () => {
  await app?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('Upload Shop Menu', () => {
  it('checks every row, names each error with its line and column, and writes nothing', async () => {
    const file = menuFile(
      'Kopi Nusantara,Es Kopi Susu,"Espresso, milk and palm sugar",25.000,9000,Milk Coffee,Best Seller,yes',
      'kopi nusantara,Americano,,18000,5000,,,',
      'Kopi Nusantara,Latte,,-1,abc,Tea,Nowhere,maybe',
      'Toko Lain,Kopi Hitam,,15000,4000,,,yes',
      ',,,,,,,',
      'Kopi Nusantara,Es Kopi Susu,,26000,9000,,,no',
    );
    const result = await check(app.admin, CHECK_MENU, file);
    expect(result).toMatchObject({ rowCount: 5, createCount: 2, changeCount: 0 });
    expect(result.lines).toEqual([
      { line: 2, action: 'CREATE', label: 'Kopi Nusantara / Es Kopi Susu' },
      { line: 3, action: 'CREATE', label: 'Kopi Nusantara / Americano' },
    ]);
    expect(result.errors).toEqual([
      { line: 4, column: 'Price', message: MESSAGES.nonNegative },
      { line: 4, column: 'COGS', message: MESSAGES.invalidNumber },
      { line: 4, column: 'Active', message: CSV_IMPORT_MESSAGES.yesOrNo },
      { line: 5, column: 'Merchant', message: 'Merchant "Toko Lain" does not exist.' },
      { line: 7, column: null, message: CSV_FILE_MESSAGES.repeatedRow(2) },
    ]);
    expect(await menusOf(merchant.A)).toEqual([]);
  });

  it('reports unknown references only for rows that are valid otherwise, and a missing column once', async () => {
    const references = await check(app.admin, CHECK_MENU, menuFile('Kopi Nusantara,Latte,,20000,7000,Tea,Nowhere,yes'));
    expect(references.errors).toEqual([
      { line: 2, column: 'Subcategory', message: 'Subcategory "Tea" does not exist.' },
      { line: 2, column: 'Display Category', message: 'Display category "Nowhere" does not exist.' },
    ]);
    const missing = await check(app.admin, CHECK_MENU, 'Merchant,Menu,Price,Colour\nKopi Nusantara,Latte,20000,red\n');
    expect(missing.errors).toEqual([
      { line: 1, column: null, message: CSV_FILE_MESSAGES.unknownColumn('Colour') },
      { line: 1, column: 'COGS', message: CSV_FILE_MESSAGES.missingColumn('COGS') },
    ]);
    const broken = await check(app.admin, CHECK_MENU, menuFile('Kopi Nusantara,"Latte,,20000,7000,,,yes'));
    expect(broken.errors).toEqual([{ line: 2, column: null, message: 'Line 2: a quoted cell is never closed.' }]);
    const binary = await check(app.admin, CHECK_MENU, 'Merchant\u0000,Menu\n');
    expect(binary.errors[0]!.message).toBe(CSV_FILE_MESSAGES.notText);
  });

  it('writes a confirmed file whole with its history rows, then changes the same menus', async () => {
    const file = menuFile(
      'Kopi Nusantara,Es Kopi Susu,"Espresso, milk and palm sugar",25.000,9000,Milk Coffee,Best Seller,yes',
      'Kopi Nusantara,Americano,,18000,5000,,,',
    );
    const checked = await check(app.admin, CHECK_MENU, file);
    expect(checked.errorCount).toBe(0);
    const confirmed = await send(app.admin, CONFIRM_MENU, file, { checksum: checked.checksum });
    expect(confirmed).toEqual({ data: { confirmShopMenuUpload: { createCount: 2, changeCount: 0 } } });
    expect(await menusOf(merchant.A)).toEqual([
      { name: 'Americano', price: 18000, cogs: 5000, active: true, description: null },
      { name: 'Es Kopi Susu', price: 25000, cogs: 9000, active: true, description: 'Espresso, milk and palm sugar' },
    ]);
    const [audit] = await app.db.select().from(userActivities).where(eq(userActivities.activity, 'UPLOAD_SHOP_MENU'));
    expect(audit!.message).toBe('Uploaded "menus.csv": 2 shop menus created, 0 changed.');

    // A change of price alone writes no history; a change of cogs does.
    const change = menuFile('Kopi Nusantara,Es Kopi Susu,,27000,9000,,,yes', 'Kopi Nusantara,Americano,,18000,5500,,,yes');
    const again = await check(app.admin, CHECK_MENU, change);
    expect(again).toMatchObject({ createCount: 0, changeCount: 2, errorCount: 0 });
    expect((await send(app.admin, CONFIRM_MENU, change, { checksum: again.checksum })).data).toEqual({ confirmShopMenuUpload: { createCount: 0, changeCount: 2 } });
    expect((await menusOf(merchant.A)).map((menu) => [menu.name, menu.price, menu.cogs])).toEqual([
      ['Americano', 18000, 5500],
      ['Es Kopi Susu', 27000, 9000],
    ]);
    const histories = await app.db
      .select({ name: shopMenuHistories.name, cogs: shopMenuHistories.cogs, userName: shopMenuHistories.userName })
      .from(shopMenuHistories)
      .innerJoin(shopMenus, eq(shopMenus.id, shopMenuHistories.menuId))
      .where(eq(shopMenus.merchantId, merchant.A))
      .orderBy(asc(shopMenuHistories.id));
    expect(histories.map((row) => [row.name, row.cogs])).toEqual([
      ['Es Kopi Susu', 9000],
      ['Americano', 5000],
      ['Americano', 5500],
    ]);
  });

  it('refuses a file changed since its check, and one whose rows went wrong since', async () => {
    const file = menuFile('Kopi Nusantara,Cappuccino,,24000,8000,,,yes');
    const checked = await check(app.admin, CHECK_MENU, file);
    const changed = await send(app.admin, CONFIRM_MENU, menuFile('Kopi Nusantara,Cappuccino,,1000,8000,,,yes'), { checksum: checked.checksum });
    expect(changed.errors![0]).toMatchObject({ message: CSV_FILE_MESSAGES.changed, extensions: { code: 'BAD_USER_INPUT' } });
    const bad = menuFile('Nobody,Cappuccino,,24000,8000,,,yes');
    const badCheck = await check(app.admin, CHECK_MENU, bad);
    const refused = await send(app.admin, CONFIRM_MENU, bad, { checksum: badCheck.checksum });
    expect(refused.errors![0]!.message).toBe(`${CSV_FILE_MESSAGES.hasErrors} Line 2: Merchant "Nobody" does not exist.`);
    expect((await menusOf(merchant.A)).map((menu) => menu.name)).not.toContain('Cappuccino');
  });

  it('leaves nothing when a row fails half-way through the write', async () => {
    // The database refuses the third row as another person's menu of that name would be refused.
    await app.db.execute(sql`
      create function refuse_clash() returns trigger language plpgsql as $$
      begin
        if new.name = 'Clash' then
          raise exception 'duplicate' using errcode = 'unique_violation', constraint = 'shop_menus_merchant_name_unique';
        end if;
        return new;
      end $$`);
    await app.db.execute(sql`create trigger refuse_clash before insert on shop_menus for each row execute function refuse_clash()`);
    try {
      const file = menuFile('Roti Bakar 88,Roti Keju,,15000,5000,,,yes', 'Roti Bakar 88,Roti Coklat,,15000,5000,,,yes', 'Roti Bakar 88,Clash,,15000,5000,,,yes');
      const checked = await check(app.admin, CHECK_MENU, file);
      expect(checked.createCount).toBe(3);
      const failed = await send(app.admin, CONFIRM_MENU, file, { checksum: checked.checksum });
      expect(failed.errors![0]).toMatchObject({ message: 'A menu of one of these names was added meanwhile, so nothing was written: check the file again.', extensions: { code: 'CONFLICT' } });
    } finally {
      await app.db.execute(sql`drop trigger refuse_clash on shop_menus`);
      await app.db.execute(sql`drop function refuse_clash()`);
    }
    expect(await menusOf(merchant.B)).toEqual([]);
    const [histories] = await app.db.select({ count: sql<number>`count(*)::int` }).from(shopMenuHistories).innerJoin(shopMenus, eq(shopMenus.id, shopMenuHistories.menuId)).where(eq(shopMenus.merchantId, merchant.B));
    expect(histories!.count).toBe(0);
  });

  it("lets a merchant's staff upload only their merchant's menus, and only add without UPDATE_SHOP_MENU", async () => {
    const staff = await app.userWith(['CREATE_SHOP_MENU']);
    await app.db.execute(sql`insert into user_shop_merchants (user_id, shop_merchant_id) values (${staff.id}, ${merchant.B})`);
    const result = await check(staff, CHECK_MENU, menuFile('Kopi Nusantara,Mocha,,26000,9000,,,yes', 'Roti Bakar 88,Roti Pisang,,14000,4000,,,yes', 'Kopi Nusantara,Americano,,18000,5500,,,yes'));
    expect(result.errors).toEqual([
      { line: 2, column: 'Merchant', message: 'Merchant "Kopi Nusantara" does not exist.' },
      { line: 4, column: 'Merchant', message: 'Merchant "Kopi Nusantara" does not exist.' },
    ]);
    const adder = await app.userWith(['CREATE_SHOP_MENU']);
    const change = await check(adder, CHECK_MENU, menuFile('Kopi Nusantara,Americano,,18000,5500,,,yes'));
    expect(change.errors).toEqual([{ line: 2, column: 'Menu', message: 'It exists already, and changing it needs UPDATE_SHOP_MENU.' }]);
    const stranger = await app.userWith(['VIEW_SHOP_MENU']);
    expect((await send(stranger, CHECK_MENU, menuFile('Roti Bakar 88,Roti Pisang,,14000,4000,,,yes'))).errors![0]!.extensions!.code).toBe('FORBIDDEN');
  });
});

describe('Upload Shop Hub Menu', () => {
  it("reads DD-MM-YYYY HH:mm in the outlet's own time and ISO with its offset, and checks the discount", async () => {
    const file = hubMenuFile(
      'JKT-01,Kopi Nusantara,Es Kopi Susu,27000,22000,01-12-2026 08:00,31-12-2026 22:00,yes',
      'BDG-01,Kopi Nusantara,Es Kopi Susu,27000,20000,2026-12-01T08:00:00+07:00,01-12-2026 08:30,yes',
      'BDG-01,Kopi Nusantara,Americano,20000,,,,no',
      'JKT-01,Kopi Nusantara,Americano,20000,25000,,,yes',
      'JKT-01,Kopi Nusantara,Mocha,20000,,01-12-2026 08:00,,yes',
      'JKT-01,Kopi Nusantara,Cappuccino,20000,,,,yes',
      'SBY-01,Kopi Nusantara,Americano,20000,,,,yes',
      'BDG-01,Kopi Nusantara,Latte,20000,15000,01-12-2026 10:00,01-12-2026 09:00,yes',
      'BDG-01,Kopi Nusantara,Es Kopi Susu,20000,15000,2026-12-01T10:00:00+07:00,01-12-2026 10:30,yes',
    );
    const result = await check(app.admin, CHECK_HUB_MENU, file);
    expect(result.errors).toEqual([
      { line: 3, column: 'Discount End', message: MESSAGES.endAfterStart },
      { line: 5, column: 'Discounted Price', message: MACHINE_STOCK_MESSAGES.discountAbovePrice },
      { line: 5, column: 'Discount Start', message: CSV_IMPORT_MESSAGES.discountNeedsPeriod },
      { line: 5, column: 'Discount End', message: CSV_IMPORT_MESSAGES.discountNeedsPeriod },
      { line: 6, column: 'Discounted Price', message: CSV_IMPORT_MESSAGES.periodNeedsDiscount },
      { line: 7, column: 'Menu', message: 'Kopi Nusantara has no menu "Cappuccino".' },
      { line: 8, column: 'Outlet No', message: 'Outlet "SBY-01" does not exist.' },
      { line: 9, column: 'Discount End', message: MESSAGES.endAfterStart },
      { line: 10, column: null, message: CSV_FILE_MESSAGES.repeatedRow(3) },
    ]);
    // Line 3 ended at 08:30 in Makassar (UTC+8), 07:30 in Jakarta: before its start. Ending at 09:30 it is good.
    const fixed = hubMenuFile(
      'JKT-01,Kopi Nusantara,Es Kopi Susu,27000,22000,01-12-2026 08:00,31-12-2026 22:00,yes',
      'BDG-01,Kopi Nusantara,Es Kopi Susu,27000,20000,2026-12-01T08:00:00+07:00,01-12-2026 09:30,yes',
      'BDG-01,Kopi Nusantara,Americano,20000,,,,no',
    );
    const good = await check(app.admin, CHECK_HUB_MENU, fixed);
    expect(good).toMatchObject({ errorCount: 0, createCount: 3 });
    expect((await send(app.admin, CONFIRM_HUB_MENU, fixed, { checksum: good.checksum })).data).toEqual({ confirmShopHubMenuUpload: { createCount: 3, changeCount: 0 } });
    const placed = await app.db
      .select({ hubId: shopHubMenus.shopHubId, price: shopHubMenus.price, discountedPrice: shopHubMenus.discountedPrice, start: shopHubMenus.discountStartAt, end: shopHubMenus.discountEndAt, active: shopHubMenus.active })
      .from(shopHubMenus)
      .where(inArray(shopHubMenus.shopHubId, [hub.JKT, hub.BDG]))
      .orderBy(asc(shopHubMenus.id));
    expect(placed).toEqual([
      { hubId: hub.JKT, price: 27000, discountedPrice: 22000, start: new Date('2026-12-01T01:00:00Z'), end: new Date('2026-12-31T15:00:00Z'), active: true },
      { hubId: hub.BDG, price: 27000, discountedPrice: 20000, start: new Date('2026-12-01T01:00:00Z'), end: new Date('2026-12-01T01:30:00Z'), active: true },
      { hubId: hub.BDG, price: 20000, discountedPrice: null, start: null, end: null, active: false },
    ]);
    const changed = hubMenuFile('BDG-01,Kopi Nusantara,Americano,21000,,,,yes');
    const again = await check(app.admin, CHECK_HUB_MENU, changed);
    expect(again).toMatchObject({ createCount: 0, changeCount: 1 });
    await send(app.admin, CONFIRM_HUB_MENU, changed, { checksum: again.checksum });
    const [americano] = await app.db.select({ price: shopHubMenus.price, active: shopHubMenus.active }).from(shopHubMenus).where(and(eq(shopHubMenus.shopHubId, hub.BDG), eq(shopHubMenus.price, 21000)));
    expect(americano).toEqual({ price: 21000, active: true });
  });

  it("lets a barista's manager upload only to their outlets", async () => {
    const manager = await app.userWith(['CREATE_SHOP_HUB_MENU', 'UPDATE_SHOP_HUB_MENU']);
    await app.db.insert(userShopHubs).values({ userId: manager.id, value: hub.JKT });
    const result = await check(manager, CHECK_HUB_MENU, hubMenuFile('JKT-01,Kopi Nusantara,Americano,20000,,,,yes', 'BDG-01,Kopi Nusantara,Americano,20000,,,,yes'));
    expect(result.lines).toEqual([{ line: 2, action: 'CREATE', label: 'JKT-01 Kemang / Kopi Nusantara / Americano' }]);
    expect(result.errors).toEqual([{ line: 3, column: 'Outlet No', message: 'Outlet "BDG-01" does not exist.' }]);
  });

  it('turns a wall-clock time into the instant it is in a time zone', () => {
    expect(zonedInstant('2026-12-01T08:00', 'Asia/Jakarta').toISOString()).toBe('2026-12-01T01:00:00.000Z');
    expect(zonedInstant('2026-12-01T08:00', 'Asia/Jayapura').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    // Either side of a change of offset.
    expect(zonedInstant('2026-03-28T12:00', 'Europe/Amsterdam').toISOString()).toBe('2026-03-28T11:00:00.000Z');
    expect(zonedInstant('2026-03-29T12:00', 'Europe/Amsterdam').toISOString()).toBe('2026-03-29T10:00:00.000Z');
  });
});
