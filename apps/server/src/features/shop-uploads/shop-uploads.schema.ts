import { and, inArray, sql } from 'drizzle-orm';
import {
  MESSAGES,
  SHOP_HUB_MENU_UPLOAD_COLUMNS,
  SHOP_MENU_UPLOAD_COLUMNS,
  shopHubMenuUploadRowSchema,
  shopMenuUploadRowSchema,
  type ShopHubMenuUploadRow,
  type ShopMenuUploadRow,
  type UploadMoment,
  type Authority,
} from '@back-office/domain';
import type { Queryable, Transaction } from '../../db/client';
import type { Context } from '../../platform/context';
import { defineCsvImport, type PlannedRow, type RowPlan } from '../../platform/csv-import';
import { mappingScope } from '../../platform/mappings';
import { shopMenuDisplayCategories, shopMenuSubcategories, shopMerchants } from '../shop-catalogue/shop-catalogue.table';
import { writeUploadedHubMenus, type UploadedHubMenuValues } from '../shop-hubs/hub-menu-upload-writes';
import { shopHubMenus, shopHubs } from '../shop-hubs/shop-hubs.table';
import { slices, writeUploadedMenus, type UploadedMenuValues } from '../shop-menus/menu-upload-writes';
import { shopMenus } from '../shop-menus/shop-menus.table';

/*
 * Upload Shop Menu and Upload Shop Hub Menu: the shop's two CSV imports, on the platform's kit
 * (platform/csv-import.ts). Each row's references are found by name in bulk; a caller limited to
 * some merchants or outlets finds only those, so a merchant's staff upload only their own menus and
 * a barista only their outlets' (anything else "does not exist").
 */

const distinct = <Value>(values: readonly Value[]) => [...new Set(values)];
const lower = (value: string) => value.toLowerCase();

/** Merchants the caller sees, by their name in lower case. */
async function merchantsByName(db: Queryable, context: Context, names: readonly string[]) {
  const rows = await db
    .select({ id: shopMerchants.id, name: shopMerchants.name })
    .from(shopMerchants)
    .where(and(inArray(sql`lower(${shopMerchants.name})`, distinct(names.map(lower))), mappingScope(context, 'shopMerchants', shopMerchants.id)));
  return new Map(rows.map((row) => [lower(row.name), row]));
}

/** Named records by their name in lower case; a name several records share (subcategories of two categories) maps to all of them. */
async function idsByName(db: Queryable, table: typeof shopMenuSubcategories | typeof shopMenuDisplayCategories, names: readonly (string | null)[]) {
  const wanted = distinct(names.filter((name): name is string => name !== null).map(lower));
  const found = new Map<string, number[]>();
  if (wanted.length === 0) return found;
  for (const row of await db.select({ id: table.id, name: table.name }).from(table).where(inArray(sql`lower(${table.name})`, wanted))) {
    found.set(lower(row.name), [...(found.get(lower(row.name)) ?? []), row.id]);
  }
  return found;
}

/** Menus by merchant and exact name (the unique index's own key). */
async function menusByKey(db: Queryable, merchantIds: readonly number[], names: readonly string[]) {
  const found = new Map<string, { id: number; name: string; cogs: number; active: boolean }>();
  if (merchantIds.length === 0) return found;
  for (const part of slices(distinct(names))) {
    const rows = await db
      .select({ id: shopMenus.id, merchantId: shopMenus.merchantId, name: shopMenus.name, cogs: shopMenus.cogs, active: shopMenus.active })
      .from(shopMenus)
      .where(and(inArray(shopMenus.merchantId, distinct(merchantIds)), inArray(shopMenus.name, part)));
    for (const row of rows) found.set(`${row.merchantId}\n${row.name}`, row);
  }
  return found;
}

const notExisting = (what: string, name: string) => `${what} "${name}" does not exist.`;
const mayChangeOnly = (authority: Authority) => `It exists already, and changing it needs ${authority}.`;

interface MenuWrite {
  id: number | null;
  before: { name: string; cogs: number; active: boolean } | null;
  values: UploadedMenuValues;
}

defineCsvImport({
  name: 'ShopMenu',
  what: 'shop menus',
  whatOne: 'shop menu',
  authority: 'CREATE_SHOP_MENU',
  columns: SHOP_MENU_UPLOAD_COLUMNS,
  row: shopMenuUploadRowSchema,
  identity: (row: ShopMenuUploadRow) => `${lower(row.merchant)}\n${row.name}`,
  activity: 'UPLOAD_SHOP_MENU',
  entity: 'SHOP_MENU',
  uniques: { shop_menus_merchant_name_unique: { field: 'file', message: 'A menu of one of these names was added meanwhile, so nothing was written: check the file again.' } },
  plan: async (db, rows, context): Promise<RowPlan<MenuWrite>[]> => {
    const merchants = await merchantsByName(db, context, rows.map(({ row }) => row.merchant));
    const subcategories = await idsByName(db, shopMenuSubcategories, rows.map(({ row }) => row.subcategory));
    const displayCategories = await idsByName(db, shopMenuDisplayCategories, rows.map(({ row }) => row.displayCategory));
    const existing = await menusByKey(db, [...merchants.values()].map((merchant) => merchant.id), rows.map(({ row }) => row.name));
    const mayChange = context.authorities.has('UPDATE_SHOP_MENU');
    return rows.map(({ line, row }) => {
      const errors: { column: string; message: string }[] = [];
      const merchant = merchants.get(lower(row.merchant));
      if (!merchant) errors.push({ column: 'Merchant', message: notExisting('Merchant', row.merchant) });
      const one = (ids: Map<string, number[]>, name: string | null, column: string, what: string) => {
        if (name === null) return null;
        const found = ids.get(lower(name)) ?? [];
        if (found.length === 0) errors.push({ column, message: notExisting(what, name) });
        if (found.length > 1) errors.push({ column, message: `${found.length} categories have a subcategory "${name}": rename one to tell them apart.` });
        return found[0] ?? null;
      };
      const menuSubcategoryId = one(subcategories, row.subcategory, 'Subcategory', 'Subcategory');
      const displayCategoryId = one(displayCategories, row.displayCategory, 'Display Category', 'Display category');
      const before = merchant ? (existing.get(`${merchant.id}\n${row.name}`) ?? null) : null;
      if (before && !mayChange) errors.push({ column: 'Menu', message: mayChangeOnly('UPDATE_SHOP_MENU') });
      if (errors.length > 0 || !merchant) return { line, errors };
      const { merchant: _merchant, subcategory: _subcategory, displayCategory: _displayCategory, ...values } = row;
      return {
        line,
        action: before ? 'CHANGE' : 'CREATE',
        label: `${merchant.name} / ${row.name}`,
        write: { id: before?.id ?? null, before, values: { ...values, merchantId: merchant.id, menuSubcategoryId, displayCategoryId } },
      };
    });
  },
  write: (transaction, rows: readonly PlannedRow<MenuWrite>[], context) =>
    writeUploadedMenus(
      transaction,
      context.user!,
      rows.filter((row) => row.action === 'CREATE').map((row) => row.write.values),
      rows.filter((row) => row.action === 'CHANGE').map((row) => ({ ...row.write.values, id: row.write.id!, before: row.write.before! })),
    ),
});

/** Caches one formatter per time zone: the parts of an instant as that zone's clock shows them. */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The instant a wall-clock time (`YYYY-MM-DDTHH:mm`) is in a time zone. */
export function zonedInstant(local: string, timeZone: string): Date {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    zoneFormats.set(timeZone, format);
  }
  const asUtc = new Date(`${local}:00Z`).getTime();
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
    return Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute) - instant;
  };
  // Twice: the offset at the guess may differ from the offset at the answer (around a change of offset).
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}

const instantOf = (moment: UploadMoment | null, timeZone: string) => (moment === null ? null : 'instant' in moment ? new Date(moment.instant) : zonedInstant(moment.local, timeZone));

interface HubMenuWrite {
  id: number | null;
  values: UploadedHubMenuValues;
}

defineCsvImport({
  name: 'ShopHubMenu',
  what: 'outlet menus',
  whatOne: 'outlet menu',
  authority: 'CREATE_SHOP_HUB_MENU',
  columns: SHOP_HUB_MENU_UPLOAD_COLUMNS,
  row: shopHubMenuUploadRowSchema,
  identity: (row: ShopHubMenuUploadRow) => `${row.hubNo}\n${lower(row.merchant)}\n${row.menu}`,
  activity: 'UPLOAD_SHOP_HUB_MENU',
  entity: 'SHOP_HUB_MENU',
  uniques: { shop_hub_menus_hub_menu_unique: { field: 'file', message: 'One of these menus was put on its outlet meanwhile, so nothing was written: check the file again.' } },
  plan: async (db, rows, context): Promise<RowPlan<HubMenuWrite>[]> => {
    const hubRows = await db
      .select({ id: shopHubs.id, hubNo: shopHubs.hubNo, name: shopHubs.name, timeZone: shopHubs.timeZone })
      .from(shopHubs)
      .where(and(inArray(shopHubs.hubNo, distinct(rows.map(({ row }) => row.hubNo))), mappingScope(context, 'shopHubs', shopHubs.id)));
    const hubs = new Map(hubRows.map((hub) => [hub.hubNo, hub]));
    const merchants = await merchantsByName(db, context, rows.map(({ row }) => row.merchant));
    const menus = await menusByKey(db, [...merchants.values()].map((merchant) => merchant.id), rows.map(({ row }) => row.menu));
    const onHubs = new Map<string, number>();
    const menuIds = distinct([...menus.values()].map((menu) => menu.id));
    if (hubRows.length > 0 && menuIds.length > 0) {
      for (const part of slices(menuIds)) {
        const placed = await db
          .select({ id: shopHubMenus.id, shopHubId: shopHubMenus.shopHubId, menuId: shopHubMenus.menuId })
          .from(shopHubMenus)
          .where(and(inArray(shopHubMenus.shopHubId, hubRows.map((hub) => hub.id)), inArray(shopHubMenus.menuId, part)));
        for (const row of placed) onHubs.set(`${row.shopHubId}\n${row.menuId}`, row.id);
      }
    }
    const mayChange = context.authorities.has('UPDATE_SHOP_HUB_MENU');
    return rows.map(({ line, row }) => {
      const errors: { column: string; message: string }[] = [];
      const hub = hubs.get(row.hubNo);
      if (!hub) errors.push({ column: 'Outlet No', message: notExisting('Outlet', row.hubNo) });
      const merchant = merchants.get(lower(row.merchant));
      if (!merchant) errors.push({ column: 'Merchant', message: notExisting('Merchant', row.merchant) });
      const menu = merchant ? menus.get(`${merchant.id}\n${row.menu}`) : undefined;
      if (merchant && !menu) errors.push({ column: 'Menu', message: `${merchant.name} has no menu "${row.menu}".` });
      if (!hub || !merchant || !menu) return { line, errors };
      const discountStartAt = instantOf(row.discountStart, hub.timeZone);
      const discountEndAt = instantOf(row.discountEnd, hub.timeZone);
      if (discountStartAt && discountEndAt && discountEndAt <= discountStartAt) errors.push({ column: 'Discount End', message: MESSAGES.endAfterStart });
      const id = onHubs.get(`${hub.id}\n${menu.id}`) ?? null;
      if (id !== null && !mayChange) errors.push({ column: 'Menu', message: mayChangeOnly('UPDATE_SHOP_HUB_MENU') });
      if (errors.length > 0) return { line, errors };
      return {
        line,
        action: id === null ? 'CREATE' : 'CHANGE',
        label: `${hub.hubNo} ${hub.name} / ${merchant.name} / ${menu.name}`,
        write: { id, values: { shopHubId: hub.id, menuId: menu.id, price: row.price, discountedPrice: row.discountedPrice, discountStartAt, discountEndAt, active: row.active } },
      };
    });
  },
  write: (transaction: Transaction, rows: readonly PlannedRow<HubMenuWrite>[]) =>
    writeUploadedHubMenus(
      transaction,
      rows.filter((row) => row.action === 'CREATE').map((row) => row.write.values),
      rows.filter((row) => row.action === 'CHANGE').map((row) => ({ id: row.write.id!, values: row.write.values })),
    ),
});
