/** The fixed value sets of the specification, shared by the API's enums and the console's pickers. */

export const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Day = (typeof DAYS)[number];

export const HUB_OWNERSHIPS = ['JUMPSTART', 'FRANCHISE'] as const;
export type HubOwnership = (typeof HUB_OWNERSHIPS)[number];

export const HUB_RENT_TYPES = ['FREE', 'REVENUE_SHARING', 'FIXED_COST', 'CUP_FEE_SHARING'] as const;
export type HubRentType = (typeof HUB_RENT_TYPES)[number];

export const PAYMENT_TERMS = ['MONTHLY', 'QUARTERLY', 'SEMI_ANNUALLY', 'ANNUALLY'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

/** Indonesia's three time zones, by their IANA names. */
export const TIMEZONES = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const;
export type Timezone = (typeof TIMEZONES)[number];

/** Words people read for each value. */
export const LABELS: Record<string, string> = {
  MONDAY: 'Monday',
  TUESDAY: 'Tuesday',
  WEDNESDAY: 'Wednesday',
  THURSDAY: 'Thursday',
  FRIDAY: 'Friday',
  SATURDAY: 'Saturday',
  SUNDAY: 'Sunday',
  JUMPSTART: 'Jumpstart',
  FRANCHISE: 'Franchise',
  FREE: 'Free',
  REVENUE_SHARING: 'Revenue sharing',
  FIXED_COST: 'Fixed cost',
  CUP_FEE_SHARING: 'Cup fee sharing',
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
  SEMI_ANNUALLY: 'Semi-annually',
  ANNUALLY: 'Annually',
  'Asia/Jakarta': 'WIB (Asia/Jakarta)',
  'Asia/Makassar': 'WITA (Asia/Makassar)',
  'Asia/Jayapura': 'WIT (Asia/Jayapura)',
};

/** The label of a value, or the value itself when it has none. */
export const labelOf = (value: string | null | undefined): string => (value ? (LABELS[value] ?? value) : '');
