import { z } from 'zod';
import { MESSAGES } from './messages';
import { calendarDay, id, latitude, longitude, optionalText, percentage, timeOfDay } from './common';
import { daysBetween, daysOf, startsAfterNow } from './jakarta-days';

/*
 * Refill logistics: who refills (refiller schedules), who is away (leave) and the numbers the refill
 * planner works with (the AI configuration). The planner reads all three every evening.
 */

/** The parity of a car's plate number: on an odd date only ODD plates may enter a rationed hub. */
export const PLATE_PARITIES = ['ODD', 'EVEN'] as const;
export type PlateParity = (typeof PLATE_PARITIES)[number];

/**
 * ANNUAL: paid holiday; SICK: illness; PERMISSION: a personal or family matter (Indonesian "izin");
 * OTHER: anything else, said in the note.
 */
export const LEAVE_TYPES = ['ANNUAL', 'SICK', 'PERMISSION', 'OTHER'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

/** A leave day is REQUESTED when made, then APPROVED or REJECTED by the refiller's manager (or a leave officer). */
export const LEAVE_STATES = ['REQUESTED', 'APPROVED', 'REJECTED'] as const;
export type LeaveState = (typeof LEAVE_STATES)[number];

/** Where a refiller's day starts: HOME, the user's latitude and longitude; WAREHOUSE, the AI configuration's. */
export const START_PLACES = ['HOME', 'WAREHOUSE'] as const;
export type StartPlace = (typeof START_PLACES)[number];

/**
 * Where a refiller's route ends: START, back where it started (a round trip); WAREHOUSE, at the AI
 * configuration's warehouse; NONE, at the last machine (an open route: the refiller goes home on
 * their own time). A schedule without one takes the default of its kind (ROUTE_END_DEFAULT).
 */
export const ROUTE_ENDS = ['START', 'WAREHOUSE', 'NONE'] as const;
export type RouteEnd = (typeof ROUTE_ENDS)[number];

/** The route end of a schedule that names none: a car goes back to the warehouse; the others end open unless the configuration says round trips. */
export const defaultRouteEnd = (carRefiller: boolean, openRoutes: boolean): RouteEnd => (carRefiller ? 'WAREHOUSE' : openRoutes ? 'NONE' : 'START');

/** A refiller's day starts at 08:00 unless their schedule says otherwise. */
export const DEFAULT_SHIFT_START = '08:00';

export const REFILL_LOGISTICS_LABELS: Record<string, string> = {
  ODD: 'Odd',
  EVEN: 'Even',
  HOME: 'Home',
  WAREHOUSE: 'Warehouse',
  START: 'Back to the start',
  NONE: 'At the last machine',
  ANNUAL: 'Annual leave',
  SICK: 'Sick leave',
  PERMISSION: 'Permission',
  OTHER: 'Other',
  REQUESTED: 'Requested',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

export const WEEKDAY_FLAGS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeekdayFlag = (typeof WEEKDAY_FLAGS)[number];

export const REFILL_LOGISTICS_MESSAGES = {
  refillerOrCar: 'Choose refiller, car refiller or both.',
  carNumberRequired: 'A car refiller needs the car’s plate number.',
  carNumber: 'A plate number is like B 1234 XYZ: letters, 1 to 4 digits, letters.',
  parityRequired: 'Choose the parity of the car’s plate.',
  parityMismatch: (parity: PlateParity) => `The plate number is ${parity === 'ODD' ? 'odd' : 'even'}: choose ${REFILL_LOGISTICS_LABELS[parity]}.`,
  userHasSchedule: 'This user already has a refiller schedule.',
  userNotAvailable: 'Choose an active user.',
  supervisorNotAvailable: 'Choose an active user whose role can see every task.',
  supervisorIsUser: 'A refiller cannot supervise themself.',
  duplicateLeave: 'This user already has leave on this day.',
  duplicateLeaveOn: (day: string) => `The user already has leave on ${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}.`,
  ownLeave: 'You cannot approve or reject your own leave.',
  otherUsersLeave: 'You may request leave only for yourself.',
  noWorkingDay: 'Choose at least one working day.',
  noWarehouse: 'No warehouse is set: enter its latitude and longitude in the AI configuration first.',
  warehouseInUse: 'Refiller schedules start or end at the warehouse: keep its latitude and longitude, or change those schedules first.',
} as const;

/** Leave can be requested for this many days at once at most (spec point 9). */
export const MAXIMUM_LEAVE_DAYS = 31;

/* ---------- refiller schedules ---------- */

/** Indonesian plates: region letters, 1 to 4 digits, up to 3 letters ("B 1234 XYZ"); spaces optional. */
const PLATE = /^([A-Z]{1,2})\s*(\d{1,4})\s*([A-Z]{0,3})$/;

/** A plate as stored: capitals, one space between its parts ("b1234xyz" gives "B 1234 XYZ"). */
export function normalizePlate(plate: string): string {
  const text = plate.trim().toUpperCase().replace(/\s+/g, ' ');
  const match = PLATE.exec(text);
  return match ? [match[1], match[2], match[3]].filter(Boolean).join(' ') : text;
}

/** The parity of a plate's number, which odd-even rationing goes by; null when it is no plate. */
export function plateParity(plate: string | null | undefined): PlateParity | null {
  const match = plate ? PLATE.exec(normalizePlate(plate)) : null;
  if (!match) return null;
  return Number(match[2]!.slice(-1)) % 2 === 1 ? 'ODD' : 'EVEN';
}

const flag = z.boolean({ error: MESSAGES.required });

/** Kilometres; a positive number (a day's driving is not a thousand kilometres). */
const positive = (maximum: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? MESSAGES.required : MESSAGES.invalidNumber) })
    .refine(Number.isFinite, MESSAGES.invalidNumber)
    .refine((value) => value > 0, MESSAGES.greaterThan0)
    .refine((value) => value <= maximum, MESSAGES.maximumValue(maximum));

const refillerScheduleFields = {
  userId: id,
  refiller: flag,
  carRefiller: flag,
  carNumber: optionalText(20),
  /** Kilometres the refiller may travel in a day. */
  maxDistance: positive(1000),
  monday: flag,
  tuesday: flag,
  wednesday: flag,
  thursday: flag,
  friday: flag,
  saturday: flag,
  sunday: flag,
  oddEvenRationing: z.enum(PLATE_PARITIES, { error: MESSAGES.required }).nullish().transform((value) => value ?? null),
  supervisorId: id.nullish().transform((value) => value ?? null),
  /** When the refiller's day starts, HH:mm Jakarta time; empty: DEFAULT_SHIFT_START. */
  shiftStart: z
    .union([z.literal(''), timeOfDay])
    .nullish()
    .transform((value) => value || null),
  /** Gallons of water the refiller carries; empty: the AI configuration's refillerMaxGallon. */
  capacity: positive(1000).nullish().transform((value) => value ?? null),
  startPlace: z.enum(START_PLACES, { error: MESSAGES.required }).nullish().transform((value) => value ?? 'HOME'),
  /** Empty: the default of the refiller's kind (defaultRouteEnd). */
  routeEnd: z.enum(ROUTE_ENDS, { error: MESSAGES.required }).nullish().transform((value) => value ?? null),
};

/**
 * A refiller's schedule: on foot, by car or both; a car needs its plate and the plate's parity, which
 * must agree with the plate's number; a refiller works on at least one weekday.
 */
export const refillerScheduleSchema = z
  .object(refillerScheduleFields)
  .superRefine((value, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (!value.refiller && !value.carRefiller) issue('refiller', REFILL_LOGISTICS_MESSAGES.refillerOrCar);
    if (!WEEKDAY_FLAGS.some((day) => value[day])) issue('monday', REFILL_LOGISTICS_MESSAGES.noWorkingDay);
    if (value.supervisorId !== null && value.supervisorId === value.userId) issue('supervisorId', REFILL_LOGISTICS_MESSAGES.supervisorIsUser);
    if (!value.carRefiller) return;
    if (!value.carNumber) issue('carNumber', REFILL_LOGISTICS_MESSAGES.carNumberRequired);
    else if (!PLATE.test(normalizePlate(value.carNumber))) issue('carNumber', REFILL_LOGISTICS_MESSAGES.carNumber);
    const parity = plateParity(value.carNumber);
    if (!value.oddEvenRationing) issue('oddEvenRationing', REFILL_LOGISTICS_MESSAGES.parityRequired);
    else if (parity && parity !== value.oddEvenRationing) issue('oddEvenRationing', REFILL_LOGISTICS_MESSAGES.parityMismatch(parity));
  })
  // A refiller on foot has no car: its plate and parity are not kept.
  .transform((value) =>
    value.carRefiller ? { ...value, carNumber: normalizePlate(value.carNumber!) } : { ...value, carNumber: null, oddEvenRationing: null },
  );
export type RefillerScheduleInput = z.output<typeof refillerScheduleSchema>;

/** An update names only what changes; the server checks the record it would make with the full schema. */
export const refillerScheduleUpdateSchema = z.object(refillerScheduleFields).partial();
export type RefillerScheduleUpdateInput = z.output<typeof refillerScheduleUpdateSchema>;

/* ---------- leave ---------- */

/** A day that must be given: an empty box is "required", a wrong one "invalid date". */
const requiredDay = z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).pipe(calendarDay);

const leaveType = z.enum(LEAVE_TYPES, { error: MESSAGES.required });
const leaveState = z.enum(LEAVE_STATES, { error: MESSAGES.required });

/* `now` is for tests; without it each check reads the clock when it runs. */

/** The leave form: one user, a type and a note over a period of days; the client sends one leave per day. */
export const leaveRequestSchema = (now?: Date) =>
  z
    .object({
      userId: id,
      type: leaveType,
      startDate: requiredDay,
      endDate: requiredDay,
      note: optionalText(500),
    })
    .superRefine((value, context) => {
      const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if (!startsAfterNow(value.startDate, now ?? new Date())) issue('startDate', MESSAGES.startAfterNow);
      if (value.endDate < value.startDate) issue('endDate', MESSAGES.endAfterStart);
      else if (daysBetween(value.startDate, value.endDate) > MAXIMUM_LEAVE_DAYS) issue('endDate', MESSAGES.maximum31Days);
    });
export type LeaveRequest = z.output<ReturnType<typeof leaveRequestSchema>>;

/** One leave day as createLeaves takes it. */
export const leaveSchema = (now?: Date) =>
  z.object({
    userId: id,
    type: leaveType,
    date: requiredDay.refine((day) => startsAfterNow(day, now ?? new Date()), MESSAGES.startAfterNow),
    note: optionalText(500),
  });
export type LeaveInput = z.output<ReturnType<typeof leaveSchema>>;

/** createLeaves: at least one day, every day after now, and all of them within 31 days. */
export const leavesSchema = (now?: Date) =>
  z.object({
    inputs: z
      .array(leaveSchema(now))
      .min(1, MESSAGES.notEmpty)
      .max(MAXIMUM_LEAVE_DAYS * 50, `At most ${MAXIMUM_LEAVE_DAYS * 50} days at once.`)
      .superRefine((inputs, context) => {
        const days = inputs.map((input) => input.date).sort();
        if (days.length > 0 && daysBetween(days[0]!, days.at(-1)!) > MAXIMUM_LEAVE_DAYS) context.addIssue({ code: 'custom', message: MESSAGES.maximum31Days });
      }),
  });

/** The days of a leave request, one leave input each. */
export const leaveInputsOf = (request: LeaveRequest): LeaveInput[] =>
  daysOf(request.startDate, request.endDate).map((date) => ({ userId: request.userId, type: request.type, date, note: request.note }));

/**
 * updateLeave: what changes. A new date must be after now; the server checks that against the
 * leave's current date (a leave that has begun may still be approved or noted).
 */
export const leaveUpdateSchema = z.object({
  type: leaveType.optional(),
  date: calendarDay.optional(),
  state: leaveState.optional(),
  note: optionalText(500),
});
export type LeaveUpdateInput = z.output<typeof leaveUpdateSchema>;

/** The edit form: as updateLeave, and a date other than the leave's current one must be after now. */
export const leaveEditSchema = (currentDate: string, now?: Date) =>
  leaveUpdateSchema.superRefine((value, context) => {
    if (value.date && value.date !== currentDate && !startsAfterNow(value.date, now ?? new Date()))
      context.addIssue({ code: 'custom', path: ['date'], message: MESSAGES.startAfterNow });
  });

/* ---------- AI configuration ---------- */

/** What the planner works with, and what the configuration holds until someone changes it. */
export const LATTE_CONFIG_DEFAULTS = {
  refillerWorkingHour: 8,
  minTravelTime: 10,
  travelSpeed: 30,
  refillTime: 15,
  refillerMaxGallon: 6,
  refillerMaxDistance: 60,
  carRefillTime: 10,
  minPercentageCapacity: 30,
  warehouseLatitude: null,
  warehouseLongitude: null,
  openRoutes: true,
} as const;

/**
 * The AI configuration: required numbers above 0 (the car refill time may be empty), a percentage, and
 * the warehouse's place (both coordinates or neither).
 */
export const latteConfigSchema = z.object({
  /** Hours a refiller works in a day. */
  refillerWorkingHour: positive(24),
  /** Minutes counted for any move between two stops, however close. */
  minTravelTime: positive(1440),
  /** Kilometres an hour. */
  travelSpeed: positive(200),
  /** Minutes to refill one machine on foot. */
  refillTime: positive(1440),
  /** Gallons of water a refiller carries in a day. */
  refillerMaxGallon: positive(1000),
  /** Kilometres a refiller travels in a day at most. */
  refillerMaxDistance: positive(10_000),
  /** Minutes to refill one machine for a car refiller; empty uses the refill time. */
  carRefillTime: positive(1440).nullish().transform((value) => value ?? null),
  /** A stock below this percentage of its maximum needs a refill. */
  minPercentageCapacity: percentage,
  /** The warehouse, where car refillers end their day and where a schedule may start or end it; empty: none. */
  warehouseLatitude: latitude.nullish().transform((value) => value ?? null),
  warehouseLongitude: longitude.nullish().transform((value) => value ?? null),
  /** Refillers other than car refillers end at their last machine unless their schedule says otherwise; false: they go back to their start. */
  openRoutes: z.boolean({ error: MESSAGES.required }).nullish().transform((value) => value ?? true),
}).superRefine((value, context) => {
  // A place needs both coordinates: the missing one is required.
  if (value.warehouseLatitude === null && value.warehouseLongitude !== null) context.addIssue({ code: 'custom', path: ['warehouseLatitude'], message: MESSAGES.required });
  if (value.warehouseLongitude === null && value.warehouseLatitude !== null) context.addIssue({ code: 'custom', path: ['warehouseLongitude'], message: MESSAGES.required });
});
export type LatteConfigInput = z.output<typeof latteConfigSchema>;
