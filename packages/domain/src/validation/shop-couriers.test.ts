import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common';
import { SHOP_COURIER_MESSAGES, shopCourierSchema } from './shop-couriers';

const errorsOf = (courierOperationals: unknown[]) => {
  const result = shopCourierSchema.safeParse({ userId: 1, active: true, courierOperationals });
  return result.success ? {} : fieldErrors(result.error);
};

describe('a courier’s hours', () => {
  it('takes rows of one day that follow each other, at one outlet or several', () => {
    expect(
      errorsOf([
        { shopHubId: 1, day: 'MONDAY', start: '07:00', end: '12:00' },
        { shopHubId: 2, day: 'MONDAY', start: '12:00', end: '18:00' },
        { shopHubId: 1, day: 'TUESDAY', start: '07:00', end: '12:00' },
      ]),
    ).toEqual({});
  });

  it('refuses an end not after the start, under the end', () => {
    expect(errorsOf([{ shopHubId: 1, day: 'MONDAY', start: '12:00', end: '12:00' }])).toEqual({ 'courierOperationals.0.end': SHOP_COURIER_MESSAGES.startBeforeEnd });
  });

  it('refuses two rows of one day that overlap, even at different outlets, under the later row', () => {
    expect(
      errorsOf([
        { shopHubId: 1, day: 'FRIDAY', start: '08:00', end: '12:00' },
        { shopHubId: 1, day: 'SATURDAY', start: '08:00', end: '12:00' },
        { shopHubId: 2, day: 'FRIDAY', start: '11:59', end: '14:00' },
      ]),
    ).toEqual({ 'courierOperationals.2.start': SHOP_COURIER_MESSAGES.overlapping });
  });

  it('refuses an unknown day, a time that is not HH:mm and a missing outlet', () => {
    expect(errorsOf([{ day: 'FUNDAY', start: '7:00', end: '24:00' }])).toEqual({
      'courierOperationals.0.shopHubId': 'This field is required.',
      'courierOperationals.0.day': 'This field is required.',
      'courierOperationals.0.start': 'Invalid time; use HH:mm.',
      'courierOperationals.0.end': 'Invalid time; use HH:mm.',
    });
  });
});
