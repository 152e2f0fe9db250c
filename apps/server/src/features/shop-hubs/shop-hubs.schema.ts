import { asc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DAYS, shopHubSchema, shopHubUpdateSchema, type ShopHubInput, type ShopHubUpdateInput } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { builder } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { defineCrud, updateRow } from '../../platform/crud';
import { users } from '../../platform/identity/users.table';
import { keepNewInMapping, mappingScope, usersMappedTo } from '../../platform/mappings';
import { RunningScheduleInput, RunningScheduleRef } from '../hubs/hubs.schema';
import type { RunningScheduleValue } from '../hubs/hubs.table';
import { UserRef } from '../users/users.schema';
import { shopHubOperationals, shopHubs } from './shop-hubs.table';

/*
 * The shop's outlets (the menu each sells is in shop-hub-menus.schema.ts, the stock each holds in
 * shop-hub-stocks.schema.ts). A user mapped to outlets
 * (updateUserShopHub) sees and touches only those and what belongs to them: in lists, by id, in
 * nested fields and in candidates. A user mapped to none is limited by their authorities alone.
 */

type Types = typeof builder.$inferSchemaTypes;
export type ShopHubRow = typeof shopHubs.$inferSelect;

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
      await keepNewInMapping(transaction, context, 'shopHubs', row!.id);
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

builder.objectField(shopHubRef, 'people', (t) =>
  t.field({
    type: [UserRef],
    nullable: true,
    description: 'The users mapped to the outlet (its baristas and staff), by name; needs VIEW_USER_SHOP_HUB.',
    authScopes: { authority: 'VIEW_USER_SHOP_HUB' },
    resolve: async (row, _args, context) => {
      const mapped = usersMappedTo(context.db, 'shopHubs', row.id);
      const rows = await context.db.select({ id: users.id }).from(users).where(inArray(users.id, mapped)).orderBy(asc(users.name));
      return rows.map((user) => user.id) as never;
    },
  }),
);

