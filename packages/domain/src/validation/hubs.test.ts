import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAYS, HUB_RENT_TYPES } from '../enums';
import { MESSAGES } from './messages';
import { fieldErrors } from './common';
import { RENT_TERMS, hubCreateSchema, hubUpdateSchema, rentTermsOf, runningScheduleSchema } from './hubs';

const validHub = {
  buildingName: 'Menara BCA',
  hubTypeId: 1,
  address: 'Jl. M.H. Thamrin No. 1',
  latitude: -6.1951,
  longitude: 106.8231,
  runningSchedules: [{ day: 'MONDAY', open: '07:00', close: '19:00' }],
  timezone: 'Asia/Jakarta',
  ownership: 'JUMPSTART',
  rentType: 'REVENUE_SHARING',
  rentAdditionalInformation: { valueInPercentage: 10, minimumAmount: 1_500_000 },
  active: true,
  oddEvenRationing: false,
};

const errorsOf = (value: unknown) => {
  const result = hubCreateSchema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);

describe('hub rules', () => {
  it('accepts a complete hub', () => {
    expect(errorsOf(validHub)).toEqual({});
  });

  it.each(['hubTypeId', 'address', 'latitude', 'longitude', 'runningSchedules', 'timezone', 'ownership', 'rentType', 'active', 'oddEvenRationing'])(
    'requires %s on create',
    (field) => {
      const { [field]: _left, ...rest } = validHub as Record<string, unknown>;
      expect(errorsOf(rest)[field]).toBe(MESSAGES.required);
    },
  );

  it('needs a building or a company name, and says so under both', () => {
    const errors = errorsOf({ ...validHub, buildingName: '  ', companyName: null });
    expect(errors).toEqual({ buildingName: MESSAGES.buildingOrCompany, companyName: MESSAGES.buildingOrCompany });
    expect(errorsOf({ ...validHub, buildingName: null, companyName: 'PT Bank Sentosa' })).toEqual({});
  });

  it('shows the rules across fields beside the other messages of a first save', () => {
    expect(errorsOf({ rentType: 'FIXED_COST' })).toMatchObject({
      address: MESSAGES.required,
      buildingName: MESSAGES.buildingOrCompany,
      'rentAdditionalInformation.value': MESSAGES.required,
      'rentAdditionalInformation.paymentTerms': MESSAGES.required,
    });
    expect(errorsOf({ rentType: 'RENTED' }).rentType).toBeDefined();
  });

  it('asks for a whole number where a fraction was typed, and still shows the rules across fields', () => {
    const errors = errorsOf({ ...validHub, buildingName: null, targetCup: 1.5, latitude: Number.NaN, rentAdditionalInformation: null });
    expect(errors).toEqual({
      targetCup: MESSAGES.wholeNumber,
      latitude: MESSAGES.invalidLatitude,
      buildingName: MESSAGES.buildingOrCompany,
      companyName: MESSAGES.buildingOrCompany,
      'rentAdditionalInformation.valueInPercentage': MESSAGES.required,
      'rentAdditionalInformation.minimumAmount': MESSAGES.required,
    });
    expect(MESSAGES.wholeNumber).toBe('Enter a whole number.');
  });

  it('keeps latitude and longitude on the globe', () => {
    expect(errorsOf({ ...validHub, latitude: 91 })).toEqual({ latitude: MESSAGES.invalidLatitude });
    expect(errorsOf({ ...validHub, longitude: -180.5 })).toEqual({ longitude: MESSAGES.invalidLongitude });
  });

  it('asks for the terms of each rent type, and only those', () => {
    for (const rentType of HUB_RENT_TYPES) {
      const errors = errorsOf({ ...validHub, rentType, rentAdditionalInformation: null });
      const expected = Object.fromEntries(RENT_TERMS[rentType].map((term) => [`rentAdditionalInformation.${term}`, MESSAGES.required]));
      expect(errors, rentType).toEqual(expected);
    }
  });

  it('drops the terms that do not belong to the rent type', () => {
    const terms = { valueInPercentage: 10, minimumAmount: 500_000, value: 4_000_000, paymentTerms: 'MONTHLY' as const, feePerCup: 1_000 };
    expect(rentTermsOf('FREE', terms)).toBeNull();
    expect(rentTermsOf('FIXED_COST', terms)).toEqual({ value: 4_000_000, paymentTerms: 'MONTHLY' });
    expect(rentTermsOf('CUP_FEE_SHARING', null)).toEqual({ feePerCup: null });
  });

  it('opens before it closes, for any pair of times', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DAYS), time, time, (day, open, close) => {
        const result = runningScheduleSchema.safeParse({ day, open, close });
        expect(result.success).toBe(open < close);
        if (!result.success) expect(fieldErrors(result.error)).toEqual({ close: MESSAGES.openBeforeClose });
      }),
    );
  });

  it('refuses a time that is not HH:mm, an empty week and a day twice', () => {
    expect(errorsOf({ ...validHub, runningSchedules: [{ day: 'MONDAY', open: '7:00', close: '24:00' }] })).toEqual({
      'runningSchedules.0.open': MESSAGES.invalidTime,
      'runningSchedules.0.close': MESSAGES.invalidTime,
    });
    expect(errorsOf({ ...validHub, runningSchedules: [] })).toEqual({ runningSchedules: MESSAGES.notEmpty });
    const twice = [
      { day: 'MONDAY', open: '07:00', close: '12:00' },
      { day: 'MONDAY', open: '13:00', close: '19:00' },
    ];
    expect(errorsOf({ ...validHub, runningSchedules: twice })).toEqual({ 'runningSchedules.1.day': MESSAGES.dayRepeated });
  });

  it('on update needs only the location, and checks what is given', () => {
    expect(hubUpdateSchema.safeParse({ latitude: -6.2, longitude: 106.8 }).success).toBe(true);
    const missing = hubUpdateSchema.safeParse({ name: 'Lobby' });
    expect(missing.success ? {} : fieldErrors(missing.error)).toEqual({ latitude: MESSAGES.required, longitude: MESSAGES.required });
    const badPostalCode = hubUpdateSchema.safeParse({ latitude: -6.2, longitude: 106.8, postalCode: '1234' });
    expect(badPostalCode.success ? {} : fieldErrors(badPostalCode.error)).toEqual({ postalCode: MESSAGES.postalCode });
  });
});
