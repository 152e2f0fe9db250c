import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common';
import { MESSAGES } from './messages';
import {
  REFILL_LOGISTICS_MESSAGES,
  defaultRouteEnd,
  latteConfigSchema,
  leaveEditSchema,
  leaveInputsOf,
  leaveRequestSchema,
  leavesSchema,
  normalizePlate,
  plateParity,
  refillerScheduleSchema,
} from './refill-logistics';
import { daysBetween, jakartaDay } from './jakarta-days';

const errorsOf = (result: { success: boolean; error?: unknown }) => (result.success ? {} : fieldErrors(result.error as never));

const schedule = {
  userId: 7,
  refiller: false,
  carRefiller: true,
  carNumber: 'b1234xyz',
  maxDistance: 40,
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: false,
  sunday: false,
  oddEvenRationing: 'EVEN',
  supervisorId: 3,
};

describe('refiller schedules', () => {
  it('store the plate in capitals and keep a walking refiller without a car', () => {
    expect(refillerScheduleSchema.parse(schedule)).toMatchObject({ carNumber: 'B 1234 XYZ', oddEvenRationing: 'EVEN' });
    expect(refillerScheduleSchema.parse({ ...schedule, refiller: true, carRefiller: false })).toMatchObject({ carNumber: null, oddEvenRationing: null });
  });

  it('read the parity of a plate from its number', () => {
    expect(plateParity('B 1234 XYZ')).toBe('EVEN');
    expect(plateParity('d 7 ab')).toBe('ODD');
    expect(plateParity('not a plate')).toBeNull();
    expect(normalizePlate(' l  9981   kz ')).toBe('L 9981 KZ');
  });

  it('tell each mistake under its field', () => {
    expect(errorsOf(refillerScheduleSchema.safeParse({ ...schedule, refiller: false, carRefiller: false }))).toEqual({ refiller: REFILL_LOGISTICS_MESSAGES.refillerOrCar });
    expect(errorsOf(refillerScheduleSchema.safeParse({ ...schedule, carNumber: '', oddEvenRationing: null }))).toEqual({
      carNumber: REFILL_LOGISTICS_MESSAGES.carNumberRequired,
      oddEvenRationing: REFILL_LOGISTICS_MESSAGES.parityRequired,
    });
    expect(errorsOf(refillerScheduleSchema.safeParse({ ...schedule, oddEvenRationing: 'ODD' }))).toEqual({ oddEvenRationing: REFILL_LOGISTICS_MESSAGES.parityMismatch('EVEN') });
    expect(errorsOf(refillerScheduleSchema.safeParse({ ...schedule, carNumber: '1234' }))).toEqual({ carNumber: REFILL_LOGISTICS_MESSAGES.carNumber });
    expect(errorsOf(refillerScheduleSchema.safeParse({ ...schedule, maxDistance: 0 }))).toEqual({ maxDistance: MESSAGES.greaterThan0 });
    expect(errorsOf(refillerScheduleSchema.safeParse({ ...schedule, maxDistance: null }))).toEqual({ maxDistance: MESSAGES.required });
    expect(errorsOf(refillerScheduleSchema.safeParse({ ...schedule, monday: false, tuesday: false, wednesday: false, thursday: false, friday: false }))).toEqual({
      monday: REFILL_LOGISTICS_MESSAGES.noWorkingDay,
    });
    expect(errorsOf(refillerScheduleSchema.safeParse({ ...schedule, supervisorId: 7 }))).toEqual({ supervisorId: REFILL_LOGISTICS_MESSAGES.supervisorIsUser });
  });
});

describe('leave', () => {
  // 25 November 2026, 23:30 in Jakarta: today is the 25th, the first day that starts after now the 26th.
  const now = new Date('2026-11-25T16:30:00Z');
  const request = { userId: 4, type: 'ANNUAL', startDate: '2026-11-26', endDate: '2026-11-28', note: '' };

  it('counts days in Jakarta time', () => {
    expect(jakartaDay(now)).toBe('2026-11-25');
    expect(jakartaDay(new Date('2026-11-25T17:00:00Z'))).toBe('2026-11-26');
    expect(daysBetween('2026-11-26', '2026-12-26')).toBe(31);
  });

  it('turns a period into one leave a day', () => {
    const parsed = leaveRequestSchema(now).parse(request);
    expect(leaveInputsOf(parsed).map((input) => input.date)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28']);
    expect(leaveInputsOf(parsed)[0]).toEqual({ userId: 4, type: 'ANNUAL', date: '2026-11-26', note: null });
  });

  it('refuses a period that starts today or before, ends before it starts or lasts over 31 days, in the spec’s words', () => {
    expect(errorsOf(leaveRequestSchema(now).safeParse({ ...request, startDate: '2026-11-25' }))).toEqual({ startDate: MESSAGES.startAfterNow });
    expect(errorsOf(leaveRequestSchema(now).safeParse({ ...request, endDate: '2026-11-20' }))).toEqual({ endDate: MESSAGES.endAfterStart });
    expect(errorsOf(leaveRequestSchema(now).safeParse({ ...request, endDate: '2026-12-26' }))).toEqual({});
    expect(errorsOf(leaveRequestSchema(now).safeParse({ ...request, startDate: '', endDate: '2026-02-30' }))).toEqual({ startDate: MESSAGES.required, endDate: MESSAGES.invalidDate });
    expect(errorsOf(leaveRequestSchema(now).safeParse({ ...request, endDate: '2026-12-27' }))).toEqual({ endDate: MESSAGES.maximum31Days });
  });

  it('checks every day and the span of a batch', () => {
    const day = (date: string) => ({ userId: 4, type: 'SICK', date, note: null });
    expect(errorsOf(leavesSchema(now).safeParse({ inputs: [day('2026-11-26'), day('2026-11-25')] }))).toEqual({ 'inputs.1.date': MESSAGES.startAfterNow });
    expect(errorsOf(leavesSchema(now).safeParse({ inputs: [day('2026-11-26'), day('2026-12-27')] }))).toEqual({ inputs: MESSAGES.maximum31Days });
    expect(errorsOf(leavesSchema(now).safeParse({ inputs: [] }))).toEqual({ inputs: MESSAGES.notEmpty });
  });
});

describe('the AI configuration', () => {
  const config = { refillerWorkingHour: 8, minTravelTime: 10, travelSpeed: 30, refillTime: 15, refillerMaxGallon: 6, refillerMaxDistance: 60, carRefillTime: null, minPercentageCapacity: 30 };

  it('takes positive numbers, an empty car refill time and a percentage', () => {
    expect(latteConfigSchema.parse(config)).toEqual({ ...config, warehouseLatitude: null, warehouseLongitude: null, openRoutes: true });
    expect(errorsOf(latteConfigSchema.safeParse({ ...config, travelSpeed: null, refillTime: 0, minPercentageCapacity: 120, carRefillTime: -1 }))).toEqual({
      travelSpeed: MESSAGES.required,
      refillTime: MESSAGES.greaterThan0,
      carRefillTime: MESSAGES.greaterThan0,
      minPercentageCapacity: MESSAGES.percentage,
    });
  });

  it('takes a warehouse as both coordinates or neither', () => {
    const warehouse = { warehouseLatitude: -6.2, warehouseLongitude: 106.8, openRoutes: false };
    expect(latteConfigSchema.parse({ ...config, ...warehouse })).toMatchObject(warehouse);
    expect(errorsOf(latteConfigSchema.safeParse({ ...config, warehouseLatitude: -6.2 }))).toEqual({ warehouseLongitude: MESSAGES.required });
    expect(errorsOf(latteConfigSchema.safeParse({ ...config, warehouseLongitude: 106.8 }))).toEqual({ warehouseLatitude: MESSAGES.required });
    expect(errorsOf(latteConfigSchema.safeParse({ ...config, warehouseLatitude: 90.5, warehouseLongitude: -181 }))).toEqual({
      warehouseLatitude: MESSAGES.invalidLatitude,
      warehouseLongitude: MESSAGES.invalidLongitude,
    });
  });
});

describe('a refiller’s own day', () => {
  it('is 08:00, the configuration’s capacity, from home and the kind’s route end when left empty', () => {
    expect(refillerScheduleSchema.parse(schedule)).toMatchObject({ shiftStart: null, capacity: null, startPlace: 'HOME', routeEnd: null });
    expect(refillerScheduleSchema.parse({ ...schedule, shiftStart: '', capacity: undefined })).toMatchObject({ shiftStart: null, capacity: null });
    const own = { shiftStart: '06:30', capacity: 25, startPlace: 'WAREHOUSE', routeEnd: 'NONE' };
    expect(refillerScheduleSchema.parse({ ...schedule, ...own })).toMatchObject(own);
    expect(defaultRouteEnd(true, true)).toBe('WAREHOUSE');
    expect(defaultRouteEnd(false, true)).toBe('NONE');
    expect(defaultRouteEnd(false, false)).toBe('START');
  });

  it('tells a wrong start time or capacity in the spec’s words', () => {
    expect(errorsOf(refillerScheduleSchema.safeParse({ ...schedule, shiftStart: '24:00', capacity: 0 }))).toEqual({ shiftStart: MESSAGES.invalidTime, capacity: MESSAGES.greaterThan0 });
    expect(errorsOf(refillerScheduleSchema.safeParse({ ...schedule, capacity: -1 }))).toEqual({ capacity: MESSAGES.greaterThan0 });
    expect(errorsOf(refillerScheduleSchema.safeParse({ ...schedule, startPlace: 'OFFICE' }))).toHaveProperty('startPlace');
  });
});

describe('editing leave', () => {
  const now = new Date('2026-11-25T05:00:00Z');
  it('keeps a leave that has begun on its day, and moves it only after now', () => {
    expect(errorsOf(leaveEditSchema('2026-11-20', now).safeParse({ date: '2026-11-20', state: 'APPROVED', note: null }))).toEqual({});
    expect(errorsOf(leaveEditSchema('2026-11-20', now).safeParse({ date: '2026-11-25' }))).toEqual({ date: MESSAGES.startAfterNow });
    expect(errorsOf(leaveEditSchema('2026-11-20', now).safeParse({ date: '2026-11-26' }))).toEqual({});
  });
});
