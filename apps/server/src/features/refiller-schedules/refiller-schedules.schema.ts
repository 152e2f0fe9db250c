import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import {
  PLATE_PARITIES,
  REFILL_LOGISTICS_MESSAGES,
  ROUTE_ENDS,
  DEFAULT_SHIFT_START,
  START_PLACES,
  refillerScheduleSchema,
  timeAfter,
  refillerScheduleUpdateSchema,
  type RefillerScheduleInput,
  type RefillerScheduleUpdateInput,
} from '@back-office/domain';
import type { Queryable, Transaction } from '../../db/client';
import type { Context } from '../../platform/context';
import { builder, describedValues } from '../../platform/builder';
import { readLatteConfig, tellWarehouseInUse } from '../latte-config/latte-config.schema';
import { defineCrud, updateRow } from '../../platform/crud';
import { badInput } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { authorities, roleAuthorities, roles } from '../../platform/identity/roles.table';
import { UserRef } from '../users/users.schema';
import { users } from '../../platform/identity/users.table';
import { refillerSchedules } from './refiller-schedules.table';

type ScheduleRow = typeof refillerSchedules.$inferSelect;

export const PlateParityEnum = builder.enumType('PlateParity', {
  description: 'The parity of a car plate’s number: on an odd date only ODD plates enter a hub under odd-even rationing.',
  values: describedValues(PLATE_PARITIES, { ODD: 'The plate ends in an odd digit.', EVEN: 'The plate ends in an even digit.' }),
});

export const StartPlaceEnum = builder.enumType('StartPlace', {
  description: 'Where a refiller’s day starts.',
  values: describedValues(START_PLACES, { HOME: 'At the refiller’s home: the user’s latitude and longitude.', WAREHOUSE: 'At the warehouse set in the AI configuration.' }),
});

export const RouteEndEnum = builder.enumType('RouteEnd', {
  description: 'Where a refiller’s route ends.',
  values: describedValues(ROUTE_ENDS, {
    START: 'Back where the day started: a round trip.',
    WAREHOUSE: 'At the warehouse set in the AI configuration.',
    NONE: 'At the last machine: an open route, the refiller goes home on their own time.',
  }),
});

const scheduleInput = (create: boolean) =>
  builder.inputType(create ? 'RefillerScheduleInput' : 'RefillerScheduleUpdateInput', {
    description: 'A refiller\'s working days, car and supervisor; in an update, the fields left out keep their value.',
    fields: (t) => ({
      userId: t.int({ description: 'The id of the user.', required: create }),
      refiller: t.boolean({ required: create, description: 'Refills on foot.' }),
      carRefiller: t.boolean({ required: create, description: 'Refills by car.' }),
      carNumber: t.string({ description: 'The car’s plate, e.g. B 1234 XYZ; required for a car refiller.' }),
      maxDistance: t.float({ required: create, description: 'Kilometres a day, above 0.' }),
      monday: t.boolean({ description: 'Works on Mondays.', required: create }),
      tuesday: t.boolean({ description: 'Works on Tuesdays.', required: create }),
      wednesday: t.boolean({ description: 'Works on Wednesdays.', required: create }),
      thursday: t.boolean({ description: 'Works on Thursdays.', required: create }),
      friday: t.boolean({ description: 'Works on Fridays.', required: create }),
      saturday: t.boolean({ description: 'Works on Saturdays.', required: create }),
      sunday: t.boolean({ description: 'Works on Sundays.', required: create }),
      oddEvenRationing: t.field({ type: PlateParityEnum, description: 'The parity of the plate’s number; required for a car refiller.' }),
      supervisorId: t.int({ description: 'The id of the supervisor.' }),
      shiftStart: t.string({ description: 'When the refiller’s day starts, HH:mm Jakarta time; empty: 08:00.' }),
      capacity: t.float({ description: 'Gallons of water the refiller carries, above 0; empty: the AI configuration’s refiller max gallon.' }),
      startPlace: t.field({ type: StartPlaceEnum, description: 'Where the day starts; empty: HOME.' }),
      routeEnd: t.field({ type: RouteEndEnum, description: 'Where the route ends; empty: a car refiller back to the warehouse, the others as the AI configuration says.' }),
    }),
  });

/** Active users whose active role can see every task: who may supervise refillers (as `availableSupervisors` offers). */
const supervisorCondition = sql`${users.active} and exists (
  select 1 from ${roles}
  join ${roleAuthorities} on ${roleAuthorities.roleId} = ${roles.id}
  join ${authorities} on ${authorities.id} = ${roleAuthorities.authorityId}
  where ${roles.id} = ${users.roleId} and ${roles.active} and ${authorities.name} = 'VIEW_ALL_TASKS')`;

/** The schedule's user must be active, and its supervisor one who may supervise. A second schedule for a user is a CONFLICT (unique index). */
async function checkPeople(transaction: Transaction, data: RefillerScheduleInput, before?: ScheduleRow) {
  const fields: Record<string, string> = {};
  if (data.userId !== before?.userId) {
    const [user] = await transaction.select({ id: users.id }).from(users).where(and(eq(users.id, data.userId), eq(users.active, true)));
    if (!user) fields.userId = REFILL_LOGISTICS_MESSAGES.userNotAvailable;
  }
  if (data.supervisorId !== null && data.supervisorId !== before?.supervisorId) {
    const [supervisor] = await transaction.select({ id: users.id }).from(users).where(and(eq(users.id, data.supervisorId), supervisorCondition));
    if (!supervisor) fields.supervisorId = REFILL_LOGISTICS_MESSAGES.supervisorNotAvailable;
  }
  if (Object.keys(fields).length > 0) throw badInput(Object.values(fields).join(' '), fields);
}

/** A day that starts or ends at the warehouse needs the warehouse set in the AI configuration. */
async function checkWarehouse(transaction: Transaction, data: RefillerScheduleInput) {
  if (data.startPlace !== 'WAREHOUSE' && data.routeEnd !== 'WAREHOUSE') return;
  const config = await readLatteConfig(transaction);
  if (config.warehouseLatitude !== null && config.warehouseLongitude !== null) return;
  const fields: Record<string, string> = {};
  if (data.startPlace === 'WAREHOUSE') fields.startPlace = REFILL_LOGISTICS_MESSAGES.noWarehouse;
  if (data.routeEnd === 'WAREHOUSE') fields.routeEnd = REFILL_LOGISTICS_MESSAGES.noWarehouse;
  throw badInput(REFILL_LOGISTICS_MESSAGES.noWarehouse, fields);
}

/** The values of a schedule row as the input schema takes them, to check a partial update as a whole. */
const inputOf = (row: ScheduleRow) => {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...values } = row;
  return values;
};

// The warehouse stays set while a schedule starts or ends a day there.
tellWarehouseInUse(async (db) => {
  const [used] = await db
    .select({ id: refillerSchedules.id })
    .from(refillerSchedules)
    .where(or(eq(refillerSchedules.startPlace, 'WAREHOUSE'), eq(refillerSchedules.routeEnd, 'WAREHOUSE')))
    .limit(1);
  return used !== undefined;
});

/** The working hours a day of the AI configuration gives, read once for a request however many schedules it answers. */
const workingHoursOf = new WeakMap<Context, Promise<number>>();
function workingHours(context: Context): Promise<number> {
  const known = workingHoursOf.get(context) ?? readLatteConfig(context.db).then((config) => config.refillerWorkingHour);
  workingHoursOf.set(context, known);
  return known;
}

export const RefillerSchedule = defineCrud<ScheduleRow, RefillerScheduleInput, RefillerScheduleUpdateInput>({
  name: 'RefillerSchedule',
  table: refillerSchedules,
  allField: false,
  description: 'Who refills, on which weekdays, on foot or by car, how far, and under whose supervision. The refill planner plans from it.',
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The refiller schedule\'s id.' }),
    userId: t.exposeInt('userId', { description: 'The id of the user.' }),
    user: t.field({ type: UserRef, description: 'The refiller; their latitude and longitude are where their day starts.', resolve: (row) => row.userId }),
    refiller: t.exposeBoolean('refiller', { description: 'Refills on foot.' }),
    carRefiller: t.exposeBoolean('carRefiller', { description: 'Refills by car.' }),
    carNumber: t.exposeString('carNumber', { description: 'The plate of the refiller\'s car, or null for one on foot.', nullable: true }),
    maxDistance: t.exposeFloat('maxDistance', { description: 'Kilometres a day.' }),
    monday: t.exposeBoolean('monday', { description: 'Works on Mondays.' }),
    tuesday: t.exposeBoolean('tuesday', { description: 'Works on Tuesdays.' }),
    wednesday: t.exposeBoolean('wednesday', { description: 'Works on Wednesdays.' }),
    thursday: t.exposeBoolean('thursday', { description: 'Works on Thursdays.' }),
    friday: t.exposeBoolean('friday', { description: 'Works on Fridays.' }),
    saturday: t.exposeBoolean('saturday', { description: 'Works on Saturdays.' }),
    sunday: t.exposeBoolean('sunday', { description: 'Works on Sundays.' }),
    oddEvenRationing: t.field({ description: 'Whether the car\'s plate is odd or even, for Jakarta\'s plate rule; null without a car.', type: PlateParityEnum, nullable: true, resolve: (row) => row.oddEvenRationing }),
    supervisorId: t.exposeInt('supervisorId', { description: 'The id of the supervisor.', nullable: true }),
    supervisor: t.field({ description: 'The refiller\'s supervisor, or null.', type: UserRef, nullable: true, resolve: (row) => row.supervisorId }),
    shiftStart: t.exposeString('shiftStart', { description: 'When the refiller\'s day starts, HH:mm Jakarta time; null: 08:00.', nullable: true }),
    shiftEnd: t.string({
      description: 'When the refiller\'s day ends, HH:mm Jakarta time: its start plus the AI configuration\'s working hours.',
      resolve: async (row, _args, context) => timeAfter(row.shiftStart ?? DEFAULT_SHIFT_START, await workingHours(context)),
    }),
    capacity: t.exposeFloat('capacity', { description: 'Gallons of water the refiller carries; null: the AI configuration\'s refiller max gallon.', nullable: true }),
    startPlace: t.field({ description: 'Where the refiller\'s day starts.', type: StartPlaceEnum, resolve: (row) => row.startPlace }),
    routeEnd: t.field({ description: 'Where the route ends; null: a car refiller back to the warehouse, the others as the AI configuration says.', type: RouteEndEnum, nullable: true, resolve: (row) => row.routeEnd }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: refillerSchedules.id, kind: 'int' },
    userId: { column: refillerSchedules.userId, kind: 'int' },
    user: { column: sql`(select ${users.name} from ${users} where ${users.id} = ${refillerSchedules.userId})`, kind: 'text' },
    supervisorId: { column: refillerSchedules.supervisorId, kind: 'int' },
    supervisor: { column: sql`(select ${users.name} from ${users} where ${users.id} = ${refillerSchedules.supervisorId})`, kind: 'text' },
    refiller: { column: refillerSchedules.refiller, kind: 'boolean' },
    carRefiller: { column: refillerSchedules.carRefiller, kind: 'boolean' },
    carNumber: { column: refillerSchedules.carNumber, kind: 'text' },
    maxDistance: { column: refillerSchedules.maxDistance, kind: 'float' },
    monday: { column: refillerSchedules.monday, kind: 'boolean' },
    tuesday: { column: refillerSchedules.tuesday, kind: 'boolean' },
    wednesday: { column: refillerSchedules.wednesday, kind: 'boolean' },
    thursday: { column: refillerSchedules.thursday, kind: 'boolean' },
    friday: { column: refillerSchedules.friday, kind: 'boolean' },
    saturday: { column: refillerSchedules.saturday, kind: 'boolean' },
    sunday: { column: refillerSchedules.sunday, kind: 'boolean' },
    oddEvenRationing: { column: refillerSchedules.oddEvenRationing, kind: 'enum', values: PLATE_PARITIES },
    shiftStart: { column: refillerSchedules.shiftStart, kind: 'text' },
    capacity: { column: refillerSchedules.capacity, kind: 'float' },
    startPlace: { column: refillerSchedules.startPlace, kind: 'enum', values: START_PLACES },
    routeEnd: { column: refillerSchedules.routeEnd, kind: 'enum', values: ROUTE_ENDS },
    createdTime: { column: refillerSchedules.createdAt, kind: 'datetime' },
    updatedTime: { column: refillerSchedules.updatedAt, kind: 'datetime' },
  },
  defaultSorts: [{ field: 'user', direction: 'ASC' }],
  label: (row) => `of user ${row.userId}${row.carNumber ? ` (${row.carNumber})` : ''}`,
  uniques: { refiller_schedules_user_unique: { field: 'userId', message: REFILL_LOGISTICS_MESSAGES.userHasSchedule } },
  create: {
    input: scheduleInput(true),
    schema: refillerScheduleSchema,
    async write(transaction, data) {
      await checkPeople(transaction, data);
      await checkWarehouse(transaction, data);
      const [row] = await transaction.insert(refillerSchedules).values(data).returning();
      return row!;
    },
  },
  update: {
    input: scheduleInput(false),
    schema: refillerScheduleUpdateSchema,
    async write(transaction, changes, _context, id) {
      const [before] = await transaction.select().from(refillerSchedules).where(eq(refillerSchedules.id, id));
      if (!before) return undefined;
      // The rules tie fields together (a car needs its plate): the record as it would be is checked whole.
      const data = parseInput(refillerScheduleSchema, { ...inputOf(before), ...withoutUndefined(changes) });
      await checkPeople(transaction, data, before);
      await checkWarehouse(transaction, data);
      return (await updateRow(transaction, refillerSchedules, refillerSchedules.id, id, data)) as ScheduleRow | undefined;
    },
  },
  remove: {},
});

const withoutUndefined = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

/** Active users without a refiller schedule, by name; `refillerScheduleId` keeps that schedule's own user offered while it is edited. */
export function usersAvailableForRefiller(db: Queryable, refillerScheduleId?: number | null) {
  return db
    .select({ user: users })
    .from(users)
    .leftJoin(refillerSchedules, eq(refillerSchedules.userId, users.id))
    .where(and(eq(users.active, true), or(isNull(refillerSchedules.id), refillerScheduleId ? eq(refillerSchedules.id, refillerScheduleId) : undefined)))
    .orderBy(asc(users.name), asc(users.id))
    .then((rows) => rows.map((row) => row.user));
}

builder.queryField('availableUsersForRefiller', (t) =>
  t.field({
    nullable: true,
    type: [UserRef],
    description: 'Active users who have no refiller schedule yet; with `refillerScheduleId`, that schedule’s user too (for its edit form).',
    args: { refillerScheduleId: t.arg.int({ description: 'The id of the refiller schedule.' }) },
    authScopes: { authority: 'VIEW_REFILLER_SCHEDULE' },
    resolve: (_root, args, context) => usersAvailableForRefiller(context.db, args.refillerScheduleId),
  }),
);
