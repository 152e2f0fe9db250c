import { and, asc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  DAYS,
  shopHubMenuAvailabilitySchema,
  shopHubMenuIssues,
  shopHubMenuSchema,
  shopHubMenuUpdateSchema,
  shopHubSchema,
  shopHubStockSchema,
  shopHubStockUpdateSchema,
  shopHubUpdateSchema,
  stockBoundIssues,
  type ShopHubInput,
  type ShopHubMenuInput,
  type ShopHubMenuUpdateInput,
  type ShopHubStockInput,
  type ShopHubStockUpdateInput,
  type ShopHubUpdateInput,
} from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { builder } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { auditedTransaction } from '../../platform/action';
import { defineCrud, updateRow } from '../../platform/crud';
import { badInput } from '../../platform/errors';
import { users } from '../../platform/identity/users.table';
import { userShopHubs } from '../user-mappings/user-mappings.table';
import { mappingScope } from '../../platform/mappings';
import { reference } from '../../platform/reference';
import { parseInput } from '../../platform/validate';
import { RunningScheduleInput, RunningScheduleRef } from '../hubs/hubs.schema';
import type { RunningScheduleValue } from '../hubs/hubs.table';
import { Ingredient, Packaging } from '../master-data/master-data.schema';
import { ingredients, packagings } from '../master-data/master-data.table';
import { ShopMenu, shopMenuScope } from '../shop-menus/shop-menus.schema';
import { shopMenus } from '../shop-menus/shop-menus.table';
import { UserRef } from '../users/users.schema';
import { stockItemOf } from './stock-items';
import { shopHubMenus, shopHubOperationals, shopHubStocks, shopHubs } from './shop-hubs.table';

/*
 * The shop's outlets, the menu each sells and the stock each holds. A user mapped to outlets
 * (updateUserShopHub) sees and touches only those and what belongs to them: in lists, by id, in
 * nested fields and in candidates. A user mapped to none is limited by their authorities alone.
 */

type Types = typeof builder.$inferSchemaTypes;
export type ShopHubRow = typeof shopHubs.$inferSelect;
type ShopHubMenuRow = typeof shopHubMenus.$inferSelect;
type ShopHubStockRow = typeof shopHubStocks.$inferSelect;

/** The outlets a caller may see and touch, as a condition on a column holding an outlet's id. */
export const shopHubScope = (column: AnyPgColumn = shopHubs.id) => (context: Context) => mappingScope(context, 'shopHubs', column);

/** An outlet's opening hours in the API's shape: the weekday by name, HH:mm. */
async function operationalsOf(db: Pick<Context, 'db'>['db'] | Transaction, shopHubId: number): Promise<RunningScheduleValue[]> {
  const rows = await db.select().from(shopHubOperationals).where(eq(shopHubOperationals.shopHubId, shopHubId)).orderBy(asc(shopHubOperationals.day));
  return rows.map((row) => ({ day: DAYS[row.day - 1]!, open: row.open.slice(0, 5), close: row.close.slice(0, 5) }));
}

/** Replaces an outlet's opening hours, inside the transaction that saves the outlet. */
async function replaceOperationals(transaction: Transaction, shopHubId: number, hours: ShopHubInput['hubOperationals']) {
  await transaction.delete(shopHubOperationals).where(eq(shopHubOperationals.shopHubId, shopHubId));
  if (hours.length === 0) return;
  await transaction.insert(shopHubOperationals).values(hours.map((hour) => ({ shopHubId, day: DAYS.indexOf(hour.day) + 1, open: hour.open, close: hour.close })));
}

const shopHubInput = (create: boolean) =>
  builder.inputType(create ? 'ShopHubInput' : 'ShopHubUpdateInput', {
    description: 'An outlet’s details; in an update, the fields left out keep their value.',
    fields: (t) => ({
      name: t.string({ description: 'The outlet’s name, unique.', required: create }),
      hubNo: t.string({ description: 'The outlet’s number, unique.', required: create }),
      phoneNo: t.string({ description: 'The outlet’s phone number.' }),
      address: t.string({ description: 'The street address.' }),
      postalCode: t.string({ description: 'The postal code, 5 digits.' }),
      city: t.string({ description: 'The city.' }),
      latitude: t.float({ description: 'Latitude in degrees, for the maps link.' }),
      longitude: t.float({ description: 'Longitude in degrees, for the maps link.' }),
      timeZone: t.string({ description: 'The IANA time zone its hours are read in, e.g. Asia/Jakarta.', required: create }),
      targetItem: t.int({ description: 'Items a month the outlet is expected to sell.' }),
      targetRevenue: t.int({ description: 'Rupiah a month the outlet is expected to take.' }),
      targetOrder: t.int({ description: 'Orders a month the outlet is expected to take.' }),
      active: t.boolean({ description: 'False closes the outlet to orders; its history stays.', required: create }),
      hubOperationals: t.field({ description: 'The opening hours, one row per day; they replace the outlet’s hours.', type: [RunningScheduleInput], required: create }),
    }),
  });

export const ShopHub = defineCrud<ShopHubRow, ShopHubInput, ShopHubUpdateInput>({
  name: 'ShopHub',
  noun: 'outlet',
  table: shopHubs,
  description: 'An outlet of the online shop, where baristas make drinks to order and a counter sells them.',
  scope: shopHubScope(),
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The outlet’s id.' }),
    name: t.exposeString('name', { description: 'The outlet’s name.' }),
    hubNo: t.exposeString('hubNo', { description: 'The outlet’s number.' }),
    phoneNo: t.exposeString('phoneNo', { description: 'The outlet’s phone number, or null.', nullable: true }),
    address: t.exposeString('address', { description: 'The street address, or null.', nullable: true }),
    postalCode: t.exposeString('postalCode', { description: 'The postal code, or null.', nullable: true }),
    city: t.exposeString('city', { description: 'The city, or null.', nullable: true }),
    latitude: t.exposeFloat('latitude', { description: 'Latitude in degrees, or null.', nullable: true }),
    longitude: t.exposeFloat('longitude', { description: 'Longitude in degrees, or null.', nullable: true }),
    timeZone: t.exposeString('timeZone', { description: 'The IANA time zone its hours are read in.' }),
    targetItem: t.exposeInt('targetItem', { description: 'Items a month, or null.', nullable: true }),
    targetRevenue: t.exposeInt('targetRevenue', { description: 'Rupiah a month, or null.', nullable: true }),
    targetOrder: t.exposeInt('targetOrder', { description: 'Orders a month, or null.', nullable: true }),
    active: t.exposeBoolean('active', { description: 'False when the outlet is closed to orders.' }),
    hubOperationals: t.field({ description: 'The opening hours, Monday first.', type: [RunningScheduleRef], resolve: (row, _args, context) => operationalsOf(context.db, row.id) }),
    dateCreated: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: shopHubs.id, kind: 'int' },
    name: { column: shopHubs.name, kind: 'text' },
    hubNo: { column: shopHubs.hubNo, kind: 'text' },
    phoneNo: { column: shopHubs.phoneNo, kind: 'text' },
    address: { column: shopHubs.address, kind: 'text' },
    postalCode: { column: shopHubs.postalCode, kind: 'text' },
    city: { column: shopHubs.city, kind: 'text' },
    latitude: { column: shopHubs.latitude, kind: 'float' },
    longitude: { column: shopHubs.longitude, kind: 'float' },
    timeZone: { column: shopHubs.timeZone, kind: 'text' },
    targetItem: { column: shopHubs.targetItem, kind: 'int' },
    targetRevenue: { column: shopHubs.targetRevenue, kind: 'int' },
    targetOrder: { column: shopHubs.targetOrder, kind: 'int' },
    active: { column: shopHubs.active, kind: 'boolean' },
    dateCreated: { column: shopHubs.createdAt, kind: 'datetime' },
  },
  defaultSorts: [{ field: 'name', direction: 'ASC' }],
  label: (row) => `${row.hubNo} ${row.name}`,
  uniques: {
    shop_hubs_name_unique: { field: 'name', message: 'An outlet with this name already exists.' },
    shop_hubs_hub_no_unique: { field: 'hubNo', message: 'An outlet with this number already exists.' },
  },
  sample: () => {
    const tag = Math.random().toString(36).slice(2, 8);
    return {
      name: `Outlet ${tag}`,
      hubNo: `OUT-${tag}`,
      city: 'Jakarta',
      latitude: -6.2,
      longitude: 106.8,
      timeZone: 'Asia/Jakarta',
      active: true,
      hubOperationals: [{ day: 'MONDAY', open: '07:00', close: '21:00' }],
    };
  },
  auditView: async (transaction, row) => ({ ...row, hubOperationals: await operationalsOf(transaction, row.id) }),
  create: {
    input: shopHubInput(true),
    schema: shopHubSchema,
    async write(transaction, { hubOperationals, ...values }, context) {
      const [row] = await transaction.insert(shopHubs).values(values).returning();
      await replaceOperationals(transaction, row!.id, hubOperationals);
      // A caller limited to some outlets keeps seeing the one they made.
      const [mapped] = await transaction.select({ id: userShopHubs.value }).from(userShopHubs).where(eq(userShopHubs.userId, context.user!.id)).limit(1);
      if (mapped) await transaction.insert(userShopHubs).values({ userId: context.user!.id, value: row!.id });
      return row!;
    },
  },
  update: {
    input: shopHubInput(false),
    schema: shopHubUpdateSchema,
    async write(transaction, { hubOperationals, ...values }, _context, id) {
      const row = (await updateRow(transaction, shopHubs, shopHubs.id, id, values)) as ShopHubRow | undefined;
      if (row && hubOperationals) await replaceOperationals(transaction, id, hubOperationals);
      return row;
    },
  },
});

export const shopHubRef = ShopHub.ref as unknown as PothosSchemaTypes.ObjectRef<Types, ShopHubRow>;

/* The menu at each outlet. */

const shopHubMenuInput = (create: boolean) =>
  builder.inputType(create ? 'ShopHubMenuInput' : 'ShopHubMenuUpdateInput', {
    description: 'A menu on an outlet’s menu; in an update, the fields left out keep their value.',
    fields: (t) => ({
      ...(create
        ? { shopHubId: t.int({ description: 'The id of the outlet.', required: true }), menuId: t.int({ description: 'The id of the shop menu.', required: true }) }
        : {}),
      price: t.int({ description: 'Rupiah it costs at this outlet.', required: create }),
      discountedPrice: t.int({ description: 'Rupiah during the discount period, below the price; null: no discount.' }),
      discountStartAt: t.field({ type: 'DateTime', description: 'When the discount starts; null: from now.' }),
      discountEndAt: t.field({ type: 'DateTime', description: 'When the discount ends, after it starts; null: until changed.' }),
      active: t.boolean({ description: 'False takes it off the outlet’s menu.', required: create }),
    }),
  });

export const ShopHubMenu = defineCrud<ShopHubMenuRow, ShopHubMenuInput, ShopHubMenuUpdateInput>({
  name: 'ShopHubMenu',
  noun: 'outlet menu',
  table: shopHubMenus,
  description: 'A shop menu on an outlet’s menu: its price there, a discount for a period, and whether it is sold out.',
  references: { shopHub: reference(ShopHub, { acceptsInactive: true, scopedByTarget: true }), menu: reference(ShopMenu) },
  scope: shopHubScope(shopHubMenus.shopHubId),
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The outlet menu’s id.' }),
    hubId: t.exposeInt('shopHubId', { description: 'The id of the outlet (the spec’s hubId).' }),
    menuName: t.string({
      description: 'The shop menu’s name.',
      resolve: async (row, _args, context) => (await context.db.select({ name: shopMenus.name }).from(shopMenus).where(eq(shopMenus.id, row.menuId)))[0]?.name ?? '',
    }),
    price: t.exposeInt('price', { description: 'Rupiah.' }),
    discountedPrice: t.exposeInt('discountedPrice', { description: 'Rupiah during the discount period; null: no discount.', nullable: true }),
    discountStartAt: t.field({ type: 'DateTime', nullable: true, description: 'When the discount starts, or null.', resolve: (row) => row.discountStartAt }),
    discountEndAt: t.field({ type: 'DateTime', nullable: true, description: 'When the discount ends, or null.', resolve: (row) => row.discountEndAt }),
    active: t.exposeBoolean('active', { description: 'False when the outlet no longer offers it.' }),
    available: t.exposeBoolean('available', { description: 'False while sold out.' }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: shopHubMenus.id, kind: 'int' },
    price: { column: shopHubMenus.price, kind: 'int' },
    discountedPrice: { column: shopHubMenus.discountedPrice, kind: 'int' },
    discountStartAt: { column: shopHubMenus.discountStartAt, kind: 'datetime' },
    discountEndAt: { column: shopHubMenus.discountEndAt, kind: 'datetime' },
    active: { column: shopHubMenus.active, kind: 'boolean' },
    available: { column: shopHubMenus.available, kind: 'boolean' },
  },
  label: (row) => `menu ${row.menuId} at outlet ${row.shopHubId}`,
  uniques: { shop_hub_menus_hub_menu_unique: { field: 'menuId', message: 'This menu is already on the outlet’s menu.' } },
  sample: async (make) => ({ shopHubId: await make('ShopHub'), menuId: await make('ShopMenu', { fresh: true }), price: 25000, discountedPrice: 20000, active: true }),
  change: { price: 26000, discountedPrice: null },
  async check(transaction, data, _context, id) {
    if (id === undefined) return;
    const [row] = await transaction.select().from(shopHubMenus).where(eq(shopHubMenus.id, id));
    const [issue] = shopHubMenuIssues({ ...row, ...data });
    if (issue) throw badInput(issue.message, { [issue.path.join('.')]: issue.message });
  },
  create: { input: shopHubMenuInput(true), schema: shopHubMenuSchema },
  update: { input: shopHubMenuInput(false), schema: shopHubMenuUpdateSchema },
});

const shopHubMenuRef = ShopHubMenu.ref as unknown as PothosSchemaTypes.ObjectRef<Types, ShopHubMenuRow>;

/** An outlet's menu, by the menus' name. */
const menusOf = (context: Context, shopHubId: number) =>
  context.db
    .select({ line: shopHubMenus })
    .from(shopHubMenus)
    .innerJoin(shopMenus, eq(shopMenus.id, shopHubMenus.menuId))
    .where(eq(shopHubMenus.shopHubId, shopHubId))
    .orderBy(asc(shopMenus.name))
    .then((rows) => rows.map((row) => row.line));

builder.queryField('shopHubMenusByShopHubId', (t) =>
  t.field({
    nullable: true,
    type: [shopHubMenuRef],
    description: 'The menu of an outlet the caller may see, by the menus’ name; NOT_FOUND for an outlet outside their mapping.',
    args: { shopHubId: t.arg.int({ description: 'The id of the outlet.', required: true }) },
    authScopes: { authority: 'VIEW_SHOP_HUB_MENU' },
    resolve: async (_root, { shopHubId }, context) => {
      await ShopHub.findById(context, shopHubId);
      return menusOf(context, shopHubId);
    },
  }),
);

builder.objectField(shopHubRef, 'shopHubMenus', (t) =>
  t.field({
    type: [shopHubMenuRef],
    nullable: true,
    description: 'The outlet’s menu, by the menus’ name; needs VIEW_SHOP_HUB_MENU.',
    authScopes: { authority: 'VIEW_SHOP_HUB_MENU' },
    resolve: (row, _args, context) => menusOf(context, row.id),
  }),
);

builder.queryField('shopMenusNotInShopHub', (t) =>
  t.field({
    nullable: true,
    type: [ShopMenu.ref as never],
    description: 'The active shop menus the caller may see that an outlet’s menu does not hold yet: the choices to add; NOT_FOUND for an outlet outside the caller’s mapping.',
    args: { shopHubId: t.arg.int({ description: 'The id of the outlet.', required: true }) },
    authScopes: { authority: 'VIEW_SHOP_MENU' },
    resolve: async (_root, { shopHubId }, context) => {
      await ShopHub.findById(context, shopHubId);
      const held = context.db.select({ id: shopHubMenus.menuId }).from(shopHubMenus).where(eq(shopHubMenus.shopHubId, shopHubId));
      return context.db
        .select()
        .from(shopMenus)
        .where(and(eq(shopMenus.active, true), notInArray(shopMenus.id, held), shopMenuScope(context)))
        .orderBy(asc(shopMenus.name)) as never;
    },
  }),
);

builder.mutationField('setShopHubMenuAvailability', (t) =>
  t.field({
    nullable: true,
    type: shopHubMenuRef,
    description: 'Marks a menu at an outlet available again (true) or sold out (false), one tap for a barista; NOT_FOUND outside the caller’s outlets. Recorded in the activity log.',
    args: {
      id: t.arg.int({ description: 'The outlet menu’s id.', required: true }),
      available: t.arg.boolean({ description: 'True: available; false: sold out.', required: true }),
    },
    authScopes: { authority: 'CHANGE_MENU_AVAILABILITY' },
    resolve: async (_root, args, context) => {
      const { id, available } = parseInput(shopHubMenuAvailabilitySchema, args);
      const line = await ShopHubMenu.findById(context, id);
      return auditedTransaction(context, { what: 'Outlet menu' }, async (transaction) => {
        const [row] = await transaction.update(shopHubMenus).set({ available, updatedAt: new Date() }).where(eq(shopHubMenus.id, id)).returning();
        if (!row) return undefined;
        return {
          result: row,
          activity: {
            activity: 'CHANGE_MENU_AVAILABILITY',
            entity: 'SHOP_HUB_MENU',
            recordId: id,
            message: `Marked menu ${row.menuId} at outlet ${row.shopHubId} ${available ? 'available' : 'sold out'}.`,
            changes: { available: { before: line.available, after: available } },
          },
        };
      });
    },
  }),
);

/* The stock each outlet holds. */

const shopHubStockInput = (create: boolean) =>
  builder.inputType(create ? 'ShopHubStockInput' : 'ShopHubStockUpdateInput', {
    description: 'An ingredient or a packaging an outlet holds, in whole units, with its bounds.',
    fields: (t) => ({
      ...(create
        ? {
            shopHubId: t.int({ description: 'The id of the outlet.', required: true }),
            ingredientId: t.int({ description: 'The id of the ingredient; give this or packagingId.' }),
            packagingId: t.int({ description: 'The id of the packaging; give this or ingredientId.' }),
          }
        : {}),
      currentStock: t.int({ description: 'Whole units held now; not above the maximum.', required: create }),
      minStock: t.int({ description: 'At or below this the outlet is low on it.', required: create }),
      maxStock: t.int({ description: 'A refill fills up to this.', required: create }),
    }),
  });

export const ShopHubStock = defineCrud<ShopHubStockRow, ShopHubStockInput, ShopHubStockUpdateInput>({
  name: 'ShopHubStock',
  noun: 'outlet stock',
  table: shopHubStocks,
  description: 'An ingredient or a packaging one outlet holds: whole units left and the bounds a refill aims at.',
  references: {
    shopHub: reference(ShopHub, { acceptsInactive: true, scopedByTarget: true }),
    ingredient: reference(Ingredient, { required: false }),
    packaging: reference(Packaging, { required: false }),
  },
  scope: shopHubScope(shopHubStocks.shopHubId),
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The outlet stock’s id.' }),
    itemName: t.string({ description: 'The ingredient’s or the packaging’s name.', resolve: async (row, _args, context) => (await stockItemOf(context, row.id))?.name ?? '' }),
    unit: t.string({ description: 'What its units are: the ingredient’s unit (gram, ml…), or pcs for packaging.', resolve: async (row, _args, context) => (await stockItemOf(context, row.id))?.unit ?? 'pcs' }),
    currentStock: t.exposeInt('currentStock', { description: 'Whole units held now.' }),
    minStock: t.exposeInt('minStock', { description: 'At or below this the outlet is low on it.' }),
    maxStock: t.exposeInt('maxStock', { description: 'Whole units the outlet holds when full.' }),
    low: t.boolean({ description: 'At or below its minimum.', resolve: (row) => row.currentStock <= row.minStock }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: shopHubStocks.id, kind: 'int' },
    currentStock: { column: shopHubStocks.currentStock, kind: 'int' },
    minStock: { column: shopHubStocks.minStock, kind: 'int' },
    maxStock: { column: shopHubStocks.maxStock, kind: 'int' },
  },
  label: (row) => `${row.ingredientId ? `ingredient ${row.ingredientId}` : `packaging ${row.packagingId}`} at outlet ${row.shopHubId}`,
  uniques: {
    shop_hub_stocks_ingredient_unique: { field: 'ingredientId', message: 'This ingredient is already in the outlet’s stock.' },
    shop_hub_stocks_packaging_unique: { field: 'packagingId', message: 'This packaging is already in the outlet’s stock.' },
  },
  sample: async (make) => ({ shopHubId: await make('ShopHub'), ingredientId: await make('Ingredient', { fresh: true }), currentStock: 20, minStock: 5, maxStock: 50 }),
  change: { minStock: 8 },
  async check(transaction, data, _context, id) {
    if (id === undefined) return;
    const [row] = await transaction.select().from(shopHubStocks).where(eq(shopHubStocks.id, id));
    const [issue] = stockBoundIssues({ ...row, ...data });
    if (issue) throw badInput(issue.message, { [issue.path.join('.')]: issue.message });
  },
  create: { input: shopHubStockInput(true), schema: shopHubStockSchema },
  update: { input: shopHubStockInput(false), schema: shopHubStockUpdateSchema },
});

export const shopHubStockRef = ShopHubStock.ref as unknown as PothosSchemaTypes.ObjectRef<Types, ShopHubStockRow>;

/** An outlet's stock: ingredients first, then packaging, each by name. */
export const stocksOf = async (context: Context, shopHubId: number) => {
  const withIngredients = await context.db
    .select({ row: shopHubStocks })
    .from(shopHubStocks)
    .innerJoin(ingredients, eq(ingredients.id, shopHubStocks.ingredientId))
    .where(eq(shopHubStocks.shopHubId, shopHubId))
    .orderBy(asc(ingredients.name));
  const withPackagings = await context.db
    .select({ row: shopHubStocks })
    .from(shopHubStocks)
    .innerJoin(packagings, eq(packagings.id, shopHubStocks.packagingId))
    .where(eq(shopHubStocks.shopHubId, shopHubId))
    .orderBy(asc(packagings.name));
  return [...withIngredients, ...withPackagings].map((line) => line.row);
};

builder.queryField('shopHubStocksByShopHubId', (t) =>
  t.field({
    nullable: true,
    type: [shopHubStockRef],
    description: 'The stock of an outlet the caller may see: ingredients, then packaging; NOT_FOUND for an outlet outside their mapping.',
    args: { shopHubId: t.arg.int({ description: 'The id of the outlet.', required: true }) },
    authScopes: { authority: 'VIEW_SHOP_HUB_STOCK' },
    resolve: async (_root, { shopHubId }, context) => {
      await ShopHub.findById(context, shopHubId);
      return stocksOf(context, shopHubId);
    },
  }),
);

builder.objectFields(shopHubRef, (t) => ({
  shopHubStocks: t.field({
    type: [shopHubStockRef],
    nullable: true,
    description: 'The outlet’s stock, ingredients then packaging; needs VIEW_SHOP_HUB_STOCK.',
    authScopes: { authority: 'VIEW_SHOP_HUB_STOCK' },
    resolve: (row, _args, context) => stocksOf(context, row.id),
  }),
  people: t.field({
    type: [UserRef],
    nullable: true,
    description: 'The users mapped to the outlet (its baristas and staff), by name; needs VIEW_USER_SHOP_HUB.',
    authScopes: { authority: 'VIEW_USER_SHOP_HUB' },
    resolve: async (row, _args, context) => {
      const mapped = context.db.select({ id: userShopHubs.userId }).from(userShopHubs).where(eq(userShopHubs.value, row.id));
      const rows = await context.db.select({ id: users.id }).from(users).where(inArray(users.id, mapped)).orderBy(asc(users.name));
      return rows.map((user) => user.id) as never;
    },
  }),
}));

const candidates = (what: 'ingredient' | 'packaging') =>
  builder.queryField(what === 'ingredient' ? 'ingredientsNotInShopHub' : 'packagingsNotInShopHub', (t) =>
    t.field({
      nullable: true,
      type: [(what === 'ingredient' ? Ingredient.ref : Packaging.ref) as never],
      description: `The active ${what === 'ingredient' ? 'ingredients' : 'packagings'} an outlet’s stock does not hold yet: the choices for a new row; NOT_FOUND for an outlet outside the caller’s mapping.`,
      args: { shopHubId: t.arg.int({ description: 'The id of the outlet.', required: true }) },
      authScopes: { authority: what === 'ingredient' ? 'VIEW_INGREDIENT' : 'VIEW_PACKAGING' },
      resolve: async (_root, { shopHubId }, context) => {
        await ShopHub.findById(context, shopHubId);
        const table = what === 'ingredient' ? ingredients : packagings;
        const column = what === 'ingredient' ? shopHubStocks.ingredientId : shopHubStocks.packagingId;
        const held = context.db.select({ id: column }).from(shopHubStocks).where(and(eq(shopHubStocks.shopHubId, shopHubId), isNotNull(column)));
        return context.db.select().from(table).where(and(eq(table.active, true), notInArray(table.id, held))).orderBy(asc(table.name)) as never;
      },
    }),
  );
candidates('ingredient');
candidates('packaging');
