import { describe, expect, it } from 'vitest';
import { hubCreateSchema } from '@back-office/domain';
import { completeTime, hoursToSuggest } from './RunningScheduleTable';
import { EMPTY_HUB, timezoneName, timezoneOf, toHubInput } from './hub-values';

const filled = {
  ...EMPTY_HUB,
  buildingName: 'Menara Dago',
  address: 'Jl. Ir. H. Juanda 100',
  city: 'Bandung',
  latitude: -6.8915,
  longitude: 107.6107,
  timezone: 'Asia/Jakarta',
  hubTypeId: 1,
  ownership: 'JUMPSTART',
  runningSchedules: [{ day: 'MONDAY', open: '07:00', close: '18:00' }],
  rentType: 'REVENUE_SHARING',
  rentAdditionalInformation: { valueInPercentage: 10, minimumAmount: 1_500_000, value: 900_000, paymentTerms: 'MONTHLY', feePerCup: null },
};

describe('the hub form values', () => {
  it('name time zones the API’s way and back', () => {
    expect(timezoneName('Asia/Makassar')).toBe('ASIA_MAKASSAR');
    expect(timezoneOf('ASIA_JAYAPURA')).toBe('Asia/Jayapura');
  });

  it('send only the terms of the rent type, the time zone as the API names it, and no empty price setting', () => {
    const input = toHubInput(hubCreateSchema.parse(filled));
    expect(input.timezone).toBe('ASIA_JAKARTA');
    expect(input.rentAdditionalInformation).toEqual({ valueInPercentage: 10, minimumAmount: 1_500_000 });
    expect(input.priceSetting).toBeNull();
    const free = toHubInput(hubCreateSchema.parse({ ...filled, rentType: 'FREE', priceSetting: { subsidy: 2000, corporateDiscount: null } }));
    expect(free.rentAdditionalInformation).toBeNull();
    expect(free.priceSetting).toEqual({ subsidy: 2000, corporateDiscount: null });
  });
});

describe('the opening hours inputs', () => {
  it('complete shorthand times and leave what they cannot read', () => {
    expect(completeTime('7')).toBe('07:00');
    expect(completeTime('730')).toBe('07:30');
    expect(completeTime('7.30')).toBe('07:30');
    expect(completeTime('18:00')).toBe('18:00');
    expect(completeTime('25')).toBe('25');
    expect(completeTime('9am')).toBe('9am');
  });

  it('suggest the hours of the nearest open day before, else after', () => {
    const schedules = [
      { day: 'TUESDAY' as const, open: '08:00', close: '17:00' },
      { day: 'FRIDAY' as const, open: '09:00', close: '15:00' },
    ];
    expect(hoursToSuggest(schedules, 'THURSDAY')).toEqual({ open: '08:00', close: '17:00' });
    expect(hoursToSuggest(schedules, 'MONDAY')).toEqual({ open: '08:00', close: '17:00' });
    expect(hoursToSuggest(schedules, 'SUNDAY')).toEqual({ open: '09:00', close: '15:00' });
    expect(hoursToSuggest([], 'SUNDAY')).toEqual({ open: '', close: '' });
  });
});
