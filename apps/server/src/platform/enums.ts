import { DAYS, HUB_OWNERSHIPS, HUB_RENT_TYPES, LOCK_MOTOR_STATES, PAYMENT_TERMS, PHYSICAL_CONDITIONS, REFRIGERATOR_MODES, TIMEZONES } from '@back-office/domain';
import { builder } from './builder';

/** The API's enums, from the value sets in packages/domain. */
export const DayEnum = builder.enumType('Day', { description: 'A day of the week.', values: DAYS });
export const HubOwnershipEnum = builder.enumType('HubOwnership', { description: 'Who runs a hub.', values: HUB_OWNERSHIPS });
export const HubRentTypeEnum = builder.enumType('HubRentType', { description: 'How a hub\'s rent is paid.', values: HUB_RENT_TYPES });
export const PaymentTermsEnum = builder.enumType('PaymentTerms', { description: 'How often rent is paid.', values: PAYMENT_TERMS });

/** GraphQL names cannot hold a slash: ASIA_JAKARTA stands for Asia/Jakarta. */
export const TimezoneEnum = builder.enumType('Timezone', {
  description: "Indonesia's time zones: WIB (Asia/Jakarta), WITA (Asia/Makassar) and WIT (Asia/Jayapura).",
  values: Object.fromEntries(TIMEZONES.map((zone) => [zone.replace('/', '_').toUpperCase(), { value: zone }])) as Record<string, { value: (typeof TIMEZONES)[number] }>,
});

export const PhysicalConditionEnum = builder.enumType('PhysicalCondition', { description: 'How a machine looked on its last inspection.', values: PHYSICAL_CONDITIONS });
export const RefrigeratorModeEnum = builder.enumType('RefrigeratorMode', { description: 'When the refrigerator runs: never, always, or during the running schedule.', values: REFRIGERATOR_MODES });
export const LockMotorStateEnum = builder.enumType('LockMotorState', { description: 'The state of the motor that locks the door.', values: LOCK_MOTOR_STATES });
