import { and, asc, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import {
  DAYS,
  SHOP_COURIER_MESSAGES,
  id as idSchema,
  outletTime,
  shopCourierOperationalsUpdateSchema,
  shopCourierSchema,
  type Day,
  type ShopCourierInput,
  type ShopCourierOperationalInput,
} from '@back-office/domain';
import { z } from 'zod';
import type { Queryable, Transaction } from '../../db/client';
import { describeChanges } from '../../platform/audit';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import type { Context } from '../../platform/context';
import { defineCrud } from '../../platform/crud';
import { badInput } from '../../platform/errors';
import { authorities, roleAuthorities, roles } from '../../platform/identity/roles.table';
import { users } from '../../platform/identity/users.table';
import { mappingScope } from '../../platform/mappings';
import { expectReference } from '../../platform/reference';
import { ShopHub, shopHubRef } from '../shop-hubs/shop-hubs.schema';
import { shopHubs } from '../shop-hubs/shop-hubs.table';
import { UserRef } from '../users/users.schema';
import { shopCourierOperationals, shopCouriers } from './shop-couriers.table';

/*
 * Our own couriers: a user whose role may deliver (IS_COURIER) becomes a courier, with the hours
 * they work for each outlet. A courier is never deleted (their deliveries keep pointing at them);
 * they are deactivated. A user mapped to outlets sees the couriers working for those outlets, and
 * may give a courier hours only at their own outlets.
 */

type Types = typeof builder.$inferSchemaTypes;
export type ShopCourierRow = typeof shopCouriers.$inferSelect;
type OperationalRow = typeof shopCourierOperationals.$inferSelect;

/** Active users whose active role holds IS_COURIER. */
const courierUserCondition = sql`${users.active} and exists (
  select 1 from ${roles}
  join ${roleAuthorities} on ${roleAuthorities.roleId} = ${roles.id}
  join ${authorities} on ${authorities.id} = ${roleAuthorities.authorityId}
  where ${roles.id} = ${users.roleId} and ${roles.active} and ${authorities.name} = 'IS_COURIER')`;

/**
 * A mapped user sees the couriers with hours at one of their outlets, and the couriers with no hours
 * yet (a courier just added, before anyone gave them hours).
 */
function shopCourierScope(context: Context) {
  const hours = (condition?: ReturnType<typeof sql>) =>
    context.db
      .select({ one: sql`1` })
      .from(shopCourierOperationals)
      .where(and(eq(shopCourierOperationals.shopCourierId, shopCouriers.id), condition));
  return sql`(${notExists(hours())} or exists (${hours(mappingScope(context, 'shopHubs', shopCourierOperationals.shopHubId))}))`;
}

const operationalsOf = async (db: Queryable, shopCourierId: number) => {
  const rows = await db
    .select()
    .from(shopCourierOperationals)
    .where(eq(shopCourierOperationals.shopCourierId, shopCourierId))
    .orderBy(asc(shopCourierOperationals.day), asc(shopCourierOperationals.start), asc(shopCourierOperationals.id));
  return rows.map(operationalOf);
};

const operationalOf = (row: OperationalRow) => ({ shopHubId: row.shopHubId, day: DAYS[row.day - 1]!, start: row.start.slice(0, 5), end: row.end.slice(0, 5) });

/** Every outlet of the hours must exist and be one the caller may see. */
async function checkOutlets(transaction: Transaction, context: Context, rows: readonly ShopCourierOperationalInput[]) {
  for (const [index, row] of rows.entries()) {
    await expectReference(transaction, shopHubs, shopHubs.id, row.shopHubId, `courierOperationals.${index}.shopHubId`, 'Outlet', mappingScope(context, 'shopHubs', shopHubs.id));
  }
}

/** Replaces the courier's hours. A mapped user's edit leaves the hours at outlets outside their mapping as they were. */
async function replaceOperationals(transaction: Transaction, context: Context, shopCourierId: number, rows: readonly ShopCourierOperationalInput[]) {
  await transaction
    .delete(shopCourierOperationals)
    .where(and(eq(shopCourierOperationals.shopCourierId, shopCourierId), mappingScope(context, 'shopHubs', shopCourierOperationals.shopHubId)));
  if (rows.length === 0) return;
  await transaction
    .insert(shopCourierOperationals)
    .values(rows.map((row) => ({ shopCourierId, shopHubId: row.shopHubId, day: DAYS.indexOf(row.day) + 1, start: row.start, end: row.end })));
}

const CourierOperationalRef = builder.objectRef<{ shopHubId: number; day: Day; start: string; end: string }>('CourierOperational');
CourierOperationalRef.implement({
  description: 'When a courier works for an outlet: a day of the week, from start to end in the outlet’s time zone.',
  fields: (t) => ({
    shopHubId: t.exposeInt('shopHubId', { description: 'The id of the outlet.' }),
    shopHub: t.field({ type: shopHubRef as never, nullable: true, description: 'The outlet, or null when the caller may not see it.', resolve: (row) => row.shopHubId as never }),
    day: t.exposeString('day', { description: 'The day of the week, MONDAY to SUNDAY.' }),
    start: t.exposeString('start', { description: 'When the courier starts, HH:mm.' }),
    end: t.exposeString('end', { description: 'When the courier stops, HH:mm, after the start.' }),
  }),
});

const CourierOperationalInput = builder.inputType('CourierOperationalInput', {
  description: 'When a courier works for an outlet: one day, from start to end (HH:mm, start before end).',
  fields: (t) => ({
    shopHubId: t.int({ description: 'The id of the outlet.', required: true }),
    day: t.string({ description: 'The day of the week, MONDAY to SUNDAY.', required: true }),
    start: t.string({ description: 'When the courier starts, HH:mm.', required: true }),
    end: t.string({ description: 'When the courier stops, HH:mm, after the start.', required: true }),
  }),
});

const ShopCourierInputRef = builder.inputType('ShopCourierInput', {
  description: 'A new courier: the user who delivers, and their hours at outlets.',
  fields: (t) => ({
    userId: t.int({ description: 'The id of an active user whose role holds IS_COURIER; one courier per user.', required: true }),
    active: t.boolean({ description: 'False: not offered for deliveries.', required: true }),
    courierOperationals: t.field({ type: [CourierOperationalInput], description: 'The courier’s hours, one row per outlet and day; rows of one day must not overlap.', required: true }),
  }),
});

export const ShopCourier = defineCrud<ShopCourierRow, ShopCourierInput>({
  name: 'ShopCourier',
  table: shopCouriers,
  allField: false,
  description: 'One of our own couriers: a user who delivers shop orders, with the hours they work for each outlet.',
  scope: shopCourierScope,
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The courier’s id.' }),
    courierId: t.exposeInt('userId', { description: 'The id of the courier’s user.' }),
    courier: t.field({ type: UserRef, description: 'The courier’s user: name and phone number.', resolve: (row) => row.userId }),
    active: t.exposeBoolean('active', { description: 'False when the courier is not offered for deliveries.' }),
    courierOperationals: t.field({
      type: [CourierOperationalRef],
      description: 'The courier’s hours, by day and start.',
      resolve: (row, _args, context) => operationalsOf(context.db, row.id),
    }),
    createdTime: t.field({ description: 'When the courier was added.', type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ description: 'When it was last changed.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: shopCouriers.id, kind: 'int' },
    courierId: { column: shopCouriers.userId, kind: 'int' },
    courier: { column: sql`(select ${users.name} from ${users} where ${users.id} = ${shopCouriers.userId})`, kind: 'text' },
    active: { column: shopCouriers.active, kind: 'boolean' },
    createdTime: { column: shopCouriers.createdAt, kind: 'datetime' },
  },
  defaultSorts: [{ field: 'courier', direction: 'ASC' }],
  label: (row) => `courier ${row.id} (user ${row.userId})`,
  uniques: { shop_couriers_user_unique: { field: 'userId', message: SHOP_COURIER_MESSAGES.alreadyCourier } },
  auditView: async (transaction, row) => ({ ...row, courierOperationals: await operationalsOf(transaction, row.id) }),
  create: {
    input: ShopCourierInputRef,
    schema: shopCourierSchema,
    async write(transaction, { courierOperationals, ...values }, context) {
      const [user] = await transaction.select({ id: users.id }).from(users).where(and(eq(users.id, values.userId), courierUserCondition));
      if (!user) throw badInput(SHOP_COURIER_MESSAGES.notCourierUser, { userId: SHOP_COURIER_MESSAGES.notCourierUser });
      await checkOutlets(transaction, context, courierOperationals);
      const [row] = await transaction.insert(shopCouriers).values(values).returning();
      await replaceOperationals(transaction, context, row!.id, courierOperationals);
      return row!;
    },
  },
});

export const shopCourierRef = ShopCourier.ref as unknown as PothosSchemaTypes.ObjectRef<Types, ShopCourierRow>;

/** A courier the caller may not see does not exist for them: NOT_FOUND, before the transaction. */
const seeCourier = async ({ id }: { id: number }, context: Context) => void (await ShopCourier.findById(context, id));

/** Changes one courier inside the command's transaction; the activity row compares the courier and their hours before and after. */
async function changeCourier(transaction: Transaction, id: number, activity: string, message: (row: ShopCourierRow) => string, change: () => Promise<void>) {
  const [before] = await transaction.select().from(shopCouriers).where(eq(shopCouriers.id, id)).for('update');
  if (!before) return undefined;
  const beforeView = { ...before, courierOperationals: await operationalsOf(transaction, id) };
  await change();
  const [row] = await transaction.update(shopCouriers).set({ updatedAt: new Date() }).where(eq(shopCouriers.id, id)).returning();
  const afterView = { ...row!, courierOperationals: await operationalsOf(transaction, id) };
  return {
    result: row!,
    activity: { activity, entity: 'SHOP_COURIER', recordId: id, message: message(row!), changes: describeChanges(beforeView, afterView, []) },
  };
}

defineCommand('updateShopCourierOperationals', {
  description:
    'Replaces a courier’s hours at outlets and answers the courier. BAD_USER_INPUT under `courierOperationals.N.…` for an unknown outlet, an end not after the start ("Start must be before end.") or two rows of a day that overlap; NOT_FOUND for a courier the caller may not see. A user mapped to outlets changes only the hours at their outlets. Recorded in the activity log.',
  authority: 'UPDATE_SHOP_COURIER',
  args: (arg) => ({
    id: arg.int({ description: 'The courier’s id.', required: true }),
    courierOperationals: arg({ type: [CourierOperationalInput], description: 'The courier’s hours, one row per outlet and day.', required: true }),
  }),
  input: shopCourierOperationalsUpdateSchema,
  type: shopCourierRef,
  what: 'Shop courier',
  prepare: seeCourier,
  run: (transaction, { id, courierOperationals }, context) =>
    changeCourier(transaction, id, 'UPDATE_SHOP_COURIER', (row) => `Changed the hours of courier ${row.id}.`, async () => {
      await checkOutlets(transaction, context, courierOperationals);
      await replaceOperationals(transaction, context, id, courierOperationals);
    }),
});

for (const active of [true, false]) {
  defineCommand(active ? 'activateShopCourier' : 'deactivateShopCourier', {
    description: active
      ? 'Makes a courier available for deliveries again and answers them; NOT_FOUND for a courier the caller may not see. Recorded in the activity log.'
      : 'Takes a courier off deliveries (their past deliveries stay theirs) and answers them; they are no longer offered to baristas. NOT_FOUND for a courier the caller may not see. Recorded in the activity log.',
    authority: 'UPDATE_SHOP_COURIER',
    args: (arg) => ({ id: arg.int({ description: 'The courier’s id.', required: true }) }),
    input: z.object({ id: idSchema }),
    type: shopCourierRef,
    what: 'Shop courier',
    prepare: seeCourier,
    run: (transaction, { id }) =>
      changeCourier(transaction, id, active ? 'ACTIVATE_SHOP_COURIER' : 'DEACTIVATE_SHOP_COURIER', (row) => `${active ? 'Activated' : 'Deactivated'} courier ${row.id}.`, async () => {
        await transaction.update(shopCouriers).set({ active }).where(eq(shopCouriers.id, id));
      }),
  });
}

builder.queryField('availableCouriers', (t) =>
  t.field({
    nullable: true,
    type: [UserRef],
    description: 'Users who may become couriers: active, with a role that holds IS_COURIER, and not a courier yet; by name. The choices of the add courier page.',
    authScopes: { authority: 'CREATE_SHOP_COURIER' },
    resolve: (_root, _args, context) =>
      context.db
        .select({ id: users.id })
        .from(users)
        .where(and(courierUserCondition, notExists(context.db.select({ one: sql`1` }).from(shopCouriers).where(eq(shopCouriers.userId, users.id)))))
        .orderBy(asc(users.name))
        .then((rows) => rows.map((row) => row.id)),
  }),
);

/** The active couriers working at the outlet now (its own time zone): the couriers a barista is offered. */
export async function couriersOnDuty(db: Queryable, shopHubId: number, now = new Date()): Promise<ShopCourierRow[]> {
  const [hub] = await db.select({ timeZone: shopHubs.timeZone }).from(shopHubs).where(eq(shopHubs.id, shopHubId));
  if (!hub) return [];
  const clock = outletTime(now, hub.timeZone);
  const time = `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;
  const working = db
    .select({ id: shopCourierOperationals.shopCourierId })
    .from(shopCourierOperationals)
    .where(
      and(
        eq(shopCourierOperationals.shopHubId, shopHubId),
        eq(shopCourierOperationals.day, DAYS.indexOf(clock.day) + 1),
        lte(shopCourierOperationals.start, time),
        gt(shopCourierOperationals.end, time),
      ),
    );
  return db
    .select({ courier: shopCouriers })
    .from(shopCouriers)
    .innerJoin(users, eq(users.id, shopCouriers.userId))
    .where(and(eq(shopCouriers.active, true), eq(users.active, true), inArray(shopCouriers.id, working)))
    .orderBy(asc(users.name))
    .then((rows) => rows.map((row) => row.courier));
}

builder.queryField('shopCouriersOnDuty', (t) =>
  t.field({
    nullable: true,
    type: [shopCourierRef],
    description: 'The active couriers working at an outlet now (by its hours in its time zone), by name: the couriers a barista may give an order to. NOT_FOUND for an outlet outside the caller’s mapping.',
    args: { shopHubId: t.arg.int({ description: 'The id of the outlet.', required: true }) },
    authScopes: { authority: 'ACCEPT_ORDER' },
    resolve: async (_root, { shopHubId }, context) => {
      await ShopHub.findById(context, shopHubId);
      return couriersOnDuty(context.db, shopHubId);
    },
  }),
);
