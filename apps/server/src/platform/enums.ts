import { DAYS, HUB_OWNERSHIPS, HUB_RENT_TYPES, LOCK_MOTOR_STATES, PAYMENT_TERMS, PHYSICAL_CONDITIONS, REFRIGERATOR_MODES, TIMEZONES } from '@back-office/domain';
import { builder, describedValues } from './builder';

/** The API's enums, from the value sets in packages/domain. */
export const DayEnum = builder.enumType('Day', { description: 'A day of the week.', values: describedValues(DAYS, { MONDAY: 'Monday.', TUESDAY: 'Tuesday.', WEDNESDAY: 'Wednesday.', THURSDAY: 'Thursday.', FRIDAY: 'Friday.', SATURDAY: 'Saturday.', SUNDAY: 'Sunday.' }) });
export const HubOwnershipEnum = builder.enumType('HubOwnership', { description: 'Who runs a hub.', values: describedValues(HUB_OWNERSHIPS, { JUMPSTART: 'Run by the company itself.', FRANCHISE: 'Run by a franchisee.' }) });
export const HubRentTypeEnum = builder.enumType('HubRentType', { description: 'How a hub\'s rent is paid.', values: describedValues(HUB_RENT_TYPES, { FREE: 'No rent.', REVENUE_SHARING: 'A share of the revenue (valueInPercentage), with an optional minimum.', FIXED_COST: 'A fixed amount (value) each payment term.', CUP_FEE_SHARING: 'A fee per cup sold (feePerCup), with an optional minimum.' }) });
export const PaymentTermsEnum = builder.enumType('PaymentTerms', { description: 'How often rent is paid.', values: describedValues(PAYMENT_TERMS, { MONTHLY: 'Every month.', QUARTERLY: 'Every three months.', SEMI_ANNUALLY: 'Every six months.', ANNUALLY: 'Every year.' }) });

const TIMEZONE_NAMES: Record<(typeof TIMEZONES)[number], string> = {
  'Asia/Jakarta': 'WIB, UTC+7: Java, Sumatra, West and Central Kalimantan.',
  'Asia/Makassar': 'WITA, UTC+8: Bali, Nusa Tenggara, Sulawesi, East and South Kalimantan.',
  'Asia/Jayapura': 'WIT, UTC+9: Maluku and Papua.',
};

/** GraphQL names cannot hold a slash: ASIA_JAKARTA stands for Asia/Jakarta. */
export const TimezoneEnum = builder.enumType('Timezone', {
  description: "Indonesia's time zones: WIB (Asia/Jakarta), WITA (Asia/Makassar) and WIT (Asia/Jayapura).",
  values: Object.fromEntries(TIMEZONES.map((zone) => [zone.replace('/', '_').toUpperCase(), { value: zone, description: TIMEZONE_NAMES[zone] }])) as Record<string, { value: (typeof TIMEZONES)[number] }>,
});

export const PhysicalConditionEnum = builder.enumType('PhysicalCondition', { description: 'How a machine looked on its last inspection.', values: describedValues(PHYSICAL_CONDITIONS, { CLEAR: 'In good order.', PARTIAL: 'Damaged in part; still sells.', FAIL: 'Damaged; needs repair.' }) });
export const RefrigeratorModeEnum = builder.enumType('RefrigeratorMode', { description: 'When the refrigerator runs: never, always, or during the running schedule.', values: describedValues(REFRIGERATOR_MODES, { OFF: "Never runs.", ALWAYS_ON: "Runs day and night.", SCHEDULED: "Runs during the machine's running schedule." }) });
export const LockMotorStateEnum = builder.enumType('LockMotorState', { description: 'The state of the motor that locks the door.', values: describedValues(LOCK_MOTOR_STATES, { LOCKED: 'The door is locked.', UNLOCKED: 'The door is unlocked.' }) });
