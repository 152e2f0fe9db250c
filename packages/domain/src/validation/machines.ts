import { z } from 'zod';
import { LOCK_MOTOR_STATES, PHYSICAL_CONDITIONS, REFRIGERATOR_MODES } from '../enums';
import { activeFlag, calendarDay, id, optionalText, requiredText } from './common';
import { runningSchedulesSchema } from './hubs';
import { MESSAGES } from './messages';

/*
 * The fleet: payment gateway accounts, machines, and where each machine stands (its placement at a
 * hub). What the machines report themselves (heartbeat, errors) comes through the gateway, not here.
 */

const when = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

export const MACHINE_MESSAGES = {
  waitingForAltitude: 'This machine is waiting for Altitude: its payment partner registration is not complete, so it cannot be activated.',
  temperatureBounds: 'The minimum temperature must be lower than the maximum.',
  alreadyPlaced: 'This machine already stands at a hub; unload it there first.',
  alreadyUnloaded: 'This machine was already unloaded from this hub.',
  unloadBeforeLoad: 'The unload date must not be before the day the machine was loaded.',
} as const;

/** A payment gateway account. The server key is a secret: required to create, given on update only to replace it. */
const midtransFields = {
  merchantId: requiredText(50),
  serverKey: requiredText(200),
  clientKey: requiredText(200),
  production: z.boolean({ error: MESSAGES.required }),
  description: optionalText(500),
  active: activeFlag,
};
export const midtransSchema = z.object(midtransFields);
export const midtransUpdateSchema = z.object(midtransFields).partial();

const temperature = z.number({ error: MESSAGES.invalidNumber }).min(-30, MESSAGES.invalidNumber).max(60, MESSAGES.invalidNumber);

/** The refrigerator's bounds, when both are known: the minimum below the maximum. */
export function temperatureIssues(bounds: { refrigeratorMinTemperature?: number | null; refrigeratorMaxTemperature?: number | null }) {
  const { refrigeratorMinTemperature: minimum, refrigeratorMaxTemperature: maximum } = bounds;
  return typeof minimum === 'number' && typeof maximum === 'number' && minimum >= maximum ? [{ path: ['refrigeratorMinTemperature'], message: MACHINE_MESSAGES.temperatureBounds }] : [];
}

/** A machine may be active only once its payment partner's registration is complete. */
export function activationIssues(machine: { active?: boolean | null; waitingForAltitude?: boolean | null }) {
  return machine.active && machine.waitingForAltitude ? [{ path: ['active'], message: MACHINE_MESSAGES.waitingForAltitude }] : [];
}

/** All the rules across a machine's fields, for the machine as it will be. */
export function machineRuleIssues(machine: Parameters<typeof temperatureIssues>[0] & Parameters<typeof activationIssues>[0]) {
  return [...temperatureIssues(machine), ...activationIssues(machine)];
}

const machineFields = {
  vmcNo: requiredText(32).pipe(z.string().regex(/^[A-Za-z0-9-]+$/, MESSAGES.factoryNumber)),
  name: requiredText(100),
  mid: optionalText(50),
  tid: optionalText(50),
  factoryNumber: requiredText(50).pipe(z.string().regex(/^[A-Za-z0-9-]+$/, MESSAGES.factoryNumber)),
  machineTypeId: id,
  physicalCondition: z.enum(PHYSICAL_CONDITIONS, { error: MESSAGES.required }),
  active: activeFlag,
  /** The payment partner (Altitude) has not finished registering the machine. */
  waitingForAltitude: z.boolean({ error: MESSAGES.required }),
  androidType: optionalText(50),
  simcardNo: optionalText(20).pipe(z.string().regex(/^\+?[0-9]{8,19}$/, MESSAGES.numericOnly).nullable()),
  /** Null: the machine follows its hub's opening hours. */
  runningSchedules: z.preprocess((value) => (Array.isArray(value) && value.length === 0 ? null : value), runningSchedulesSchema.nullish()),
  refrigeratorMode: z.enum(REFRIGERATOR_MODES, { error: MESSAGES.required }),
  refrigeratorMinTemperature: temperature.nullish(),
  refrigeratorMaxTemperature: temperature.nullish(),
  lockMotorState: z.enum(LOCK_MOTOR_STATES, { error: MESSAGES.required }),
  owner: optionalText(100),
};

const withMachineRules = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.superRefine((values, context) => {
    for (const issue of machineRuleIssues(values as Parameters<typeof machineRuleIssues>[0])) context.addIssue({ code: 'custom', ...issue });
  }, when);

export const machineSchema = withMachineRules(z.object(machineFields));
/** Only what is given changes; the server checks the rules against the stored machine. */
export const machineUpdateSchema = withMachineRules(z.object(machineFields).partial());

/** A machine set at a hub: the payment account and the payment terminal it uses there. */
const machineHubFields = {
  machineId: id,
  hubId: id,
  midtransId: id.nullish(),
  terminalId: optionalText(50),
  merchantId: optionalText(50),
  simcardNo: optionalText(20).pipe(z.string().regex(/^\+?[0-9]{8,19}$/, MESSAGES.numericOnly).nullable()),
  /** The day it was set there, YYYY-MM-DD. */
  loadedAt: calendarDay,
};
export const machineHubSchema = z.object(machineHubFields);
/** The machine and hub of a placement do not change; unloading is its own call. */
export const machineHubUpdateSchema = z.object(machineHubFields).omit({ machineId: true, hubId: true }).partial();
export const unloadDateSchema = z.object({ unloadDate: calendarDay });

export type MidtransInput = z.infer<typeof midtransSchema>;
export type MidtransUpdateInput = z.infer<typeof midtransUpdateSchema>;
export type MachineInput = z.infer<typeof machineSchema>;
export type MachineUpdateInput = z.infer<typeof machineUpdateSchema>;
export type MachineHubInput = z.infer<typeof machineHubSchema>;
export type MachineHubUpdateInput = z.infer<typeof machineHubUpdateSchema>;
