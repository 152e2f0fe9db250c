import { z } from 'zod';
import { DAYS, HUB_OWNERSHIPS, HUB_RENT_TYPES, PAYMENT_TERMS, TIMEZONES, type HubRentType } from '../enums';
import { activeFlag, calendarDay, id, integer, latitude, longitude, optionalText, percentage, requiredText, timeOfDay } from './common';
import { MESSAGES } from './messages';

export const runningScheduleSchema = z
  .object({
    day: z.enum(DAYS, { error: MESSAGES.required }),
    open: timeOfDay,
    close: timeOfDay,
  })
  // HH:mm strings compare in time order.
  .refine((schedule) => schedule.open < schedule.close, { path: ['close'], message: MESSAGES.openBeforeClose });

export const runningSchedulesSchema = z
  .array(runningScheduleSchema, { error: MESSAGES.required })
  .min(1, MESSAGES.notEmpty)
  .max(7)
  .superRefine((schedules, context) => {
    const seen = new Set<string>();
    schedules.forEach((schedule, index) => {
      if (seen.has(schedule.day)) context.addIssue({ code: 'custom', path: [index, 'day'], message: MESSAGES.dayRepeated });
      seen.add(schedule.day);
    });
  });

export const rentAdditionalInformationSchema = z.object({
  valueInPercentage: percentage.nullish(),
  minimumAmount: integer(0).nullish(),
  value: integer(0).nullish(),
  paymentTerms: z.enum(PAYMENT_TERMS, { error: MESSAGES.required }).nullish(),
  feePerCup: integer(0).nullish(),
});
export type RentAdditionalInformation = z.infer<typeof rentAdditionalInformationSchema>;

/** The terms each rent type needs; free rent needs none. */
export const RENT_TERMS: Record<HubRentType, readonly (keyof RentAdditionalInformation)[]> = {
  FREE: [],
  REVENUE_SHARING: ['valueInPercentage', 'minimumAmount'],
  FIXED_COST: ['value', 'paymentTerms'],
  CUP_FEE_SHARING: ['feePerCup'],
};

/** Only the terms of the rent type, so a hub switched from fixed cost to free keeps no stale value. */
export function rentTermsOf(rentType: HubRentType, information: RentAdditionalInformation | null | undefined): RentAdditionalInformation | null {
  const terms = RENT_TERMS[rentType];
  if (terms.length === 0) return null;
  return Object.fromEntries(terms.map((term) => [term, information?.[term] ?? null])) as RentAdditionalInformation;
}

export const priceSettingSchema = z.object({
  /** Rupiah per cup the company pays towards the price. */
  subsidy: integer(0).nullish(),
  /** Rupiah per cup off for the location's corporate customers. */
  corporateDiscount: integer(0).nullish(),
});

const hubFields = {
  name: optionalText(100),
  buildingName: optionalText(100),
  companyName: optionalText(100),
  floor: optionalText(20),
  additionalInformation: optionalText(500),
  hubTypeId: id,
  address: requiredText(500),
  latitude,
  longitude,
  province: optionalText(100),
  city: optionalText(100),
  district: optionalText(100),
  subDistrict: optionalText(100),
  postalCode: optionalText(10).pipe(z.string().regex(/^\d{5}$/, MESSAGES.postalCode).nullable()),
  runningSchedules: runningSchedulesSchema,
  salesId: id.nullish(),
  timezone: z.enum(TIMEZONES, { error: MESSAGES.required }),
  ownership: z.enum(HUB_OWNERSHIPS, { error: MESSAGES.required }),
  priceSetting: priceSettingSchema.nullish(),
  rentType: z.enum(HUB_RENT_TYPES, { error: MESSAGES.required }),
  rentAdditionalInformation: rentAdditionalInformationSchema.nullish(),
  /** Percent of revenue paid to the party that brought the location in. */
  commissionFee: percentage.nullish(),
  active: activeFlag,
  oddEvenRationing: z.boolean({ error: MESSAGES.required }),
  clusterId: id.nullish(),
  hubEntityId: id.nullish(),
  contractUntil: calendarDay.nullish(),
  monthlyRentalFee: integer(0).nullish(),
  targetCup: integer(0).nullish(),
  targetRevenue: integer(0).nullish(),
};

/** What the rules across fields look at: a hub as it is or will be after a change. */
export interface HubRuleValues {
  buildingName?: string | null;
  companyName?: string | null;
  rentType?: HubRentType | null;
  rentAdditionalInformation?: RentAdditionalInformation | null;
}

export interface RuleIssue {
  path: (string | number)[];
  message: string;
}

/** The rules that span fields: a building or company name, and the terms of the rent type. */
export function hubRuleIssues(hub: HubRuleValues): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (!hub.buildingName?.trim() && !hub.companyName?.trim()) {
    issues.push({ path: ['buildingName'], message: MESSAGES.buildingOrCompany }, { path: ['companyName'], message: MESSAGES.buildingOrCompany });
  }
  // A rent type that is not one of ours has its own message; it needs no terms here.
  for (const term of (hub.rentType && RENT_TERMS[hub.rentType]) || []) {
    const value = hub.rentAdditionalInformation?.[term];
    if (value === null || value === undefined) issues.push({ path: ['rentAdditionalInformation', term], message: MESSAGES.required });
  }
  return issues;
}

export const hubCreateSchema = z.object(hubFields).superRefine(
  (hub, context) => {
    for (const issue of hubRuleIssues(hub)) context.addIssue({ code: 'custom', ...issue });
  },
  // Also when other fields are wrong, so a first save shows every message at once.
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

/**
 * On update every field is optional except the location; only what is given changes. The rules
 * across fields are checked by the server on the hub as it will be after the change.
 */
export const hubUpdateSchema = z.object(hubFields).partial().extend({ latitude, longitude });

export type HubCreateInput = z.infer<typeof hubCreateSchema>;
export type HubUpdateInput = z.infer<typeof hubUpdateSchema>;
export type RunningSchedule = z.infer<typeof runningScheduleSchema>;
