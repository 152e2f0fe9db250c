import { z } from 'zod';
import { id, optionalText } from './common';
import { MESSAGES } from './messages';

/*
 * Machine alerts (docs/machine-alerts.md): an incident per machine and kind, open until the machine
 * recovers, counting its repeats; the thresholds that open them, with defaults that a machine type
 * and then a machine may override; what staff do with one (acknowledge, snooze, turn into a task).
 */

/** Why a machine needs attention. AUDIT_FILE_FAILED and COUNTER_RESET are raised by the audit files. */
export const INCIDENT_KINDS = ['OFFLINE', 'NO_SALE', 'LOW_STOCK', 'SOLD_OUT', 'FATAL_ERROR', 'TEMPERATURE', 'AUDIT_FILE_FAILED', 'COUNTER_RESET'] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

export const incidentKindLabels = {
  OFFLINE: 'Offline',
  NO_SALE: 'No sale',
  LOW_STOCK: 'Low stock',
  SOLD_OUT: 'Sold out',
  FATAL_ERROR: 'Fatal error',
  TEMPERATURE: 'Temperature out of bounds',
  AUDIT_FILE_FAILED: 'Audit file failed',
  COUNTER_RESET: 'Counter reset',
} satisfies Record<IncidentKind, string>;

/**
 * Where an incident stands. OPEN: nobody has taken it; ACKNOWLEDGED: someone has; SNOOZED: put off
 * until its time; TASKED: an error task was made for a refiller; RESOLVED: the machine recovered.
 */
export const INCIDENT_STATES = ['OPEN', 'ACKNOWLEDGED', 'SNOOZED', 'TASKED', 'RESOLVED'] as const;
export type IncidentState = (typeof INCIDENT_STATES)[number];

export const incidentStateLabels = {
  OPEN: 'Open',
  ACKNOWLEDGED: 'Acknowledged',
  SNOOZED: 'Snoozed',
  TASKED: 'Task made',
  RESOLVED: 'Resolved',
} satisfies Record<IncidentState, string>;

/** The snoozes staff may choose, in hours. */
export const SNOOZE_HOURS = [1, 4, 24] as const;
export type SnoozeHours = (typeof SNOOZE_HOURS)[number];

/** Who hears of an incident: the refiller on duty at its hub, or (after escalation) the supervisors. */
export const INCIDENT_AUDIENCES = ['ON_DUTY', 'SUPERVISOR'] as const;
export type IncidentAudience = (typeof INCIDENT_AUDIENCES)[number];

/** How an incident reaches people: the console (live count and list); web push joins later. */
export const INCIDENT_CHANNELS = ['CONSOLE', 'PUSH'] as const;
export type IncidentChannel = (typeof INCIDENT_CHANNELS)[number];

/** At most one delivery per incident, channel and audience in this many hours. */
export const INCIDENT_REPEAT_DELIVERY_HOURS = 4;

/** The thresholds and their defaults; a machine type's override, then a machine's, wins. */
export const ALERT_THRESHOLD_DEFAULTS = {
  /** No heartbeat for this long: offline. */
  offlineMinutes: 60,
  /** No sale for this long within the hub's open hours. */
  noSaleMinutes: 240,
  /** An ingredient at or under this share of its maximum. */
  lowStockPercent: 15,
  /** Temperature out of bounds for this long. */
  temperatureMinutes: 10,
  /** Unacknowledged for this long: the supervisors hear of it too. */
  escalationMinutes: 30,
} as const;
export type AlertThresholds = { -readonly [Name in keyof typeof ALERT_THRESHOLD_DEFAULTS]: number };
export const ALERT_THRESHOLD_NAMES = Object.keys(ALERT_THRESHOLD_DEFAULTS) as (keyof AlertThresholds)[];

export const alertThresholdLabels = {
  offlineMinutes: 'Offline after (minutes without a heartbeat)',
  noSaleMinutes: 'No sale after (minutes within open hours)',
  lowStockPercent: 'Low stock at or under (%)',
  temperatureMinutes: 'Temperature out of bounds for (minutes)',
  escalationMinutes: 'Escalate to supervisors after (minutes unacknowledged)',
} satisfies Record<keyof AlertThresholds, string>;

export const MACHINE_ALERT_MESSAGES = {
  snoozeHours: 'Choose a snooze of 1, 4 or 24 hours.',
  resolved: 'This incident is resolved already: the machine has recovered.',
  thresholdTarget: 'Choose a machine type or a machine, not both.',
  minutes: 'Enter whole minutes from 1 to 10080 (a week).',
  percent: 'Enter a whole percentage from 0 to 100.',
} as const;

const minutes = z.number({ error: MACHINE_ALERT_MESSAGES.minutes }).int(MACHINE_ALERT_MESSAGES.minutes).min(1, MACHINE_ALERT_MESSAGES.minutes).max(10_080, MACHINE_ALERT_MESSAGES.minutes);
const percent = z.number({ error: MACHINE_ALERT_MESSAGES.percent }).int(MACHINE_ALERT_MESSAGES.percent).min(0, MACHINE_ALERT_MESSAGES.percent).max(100, MACHINE_ALERT_MESSAGES.percent);

/** The snooze staff choose. */
export const snoozeHoursSchema = z
  .number({ error: MACHINE_ALERT_MESSAGES.snoozeHours })
  .refine((hours): hours is SnoozeHours => (SNOOZE_HOURS as readonly number[]).includes(hours), MACHINE_ALERT_MESSAGES.snoozeHours);

/** A note staff may add when they acknowledge. */
export const incidentNoteSchema = optionalText(500);

/** Thresholds of a machine type or a machine: each left empty takes the one above it. */
export const alertThresholdsSchema = z
  .object({
    machineTypeId: id.nullish(),
    machineId: id.nullish(),
    offlineMinutes: minutes.nullish(),
    noSaleMinutes: minutes.nullish(),
    lowStockPercent: percent.nullish(),
    temperatureMinutes: minutes.nullish(),
    escalationMinutes: minutes.nullish(),
  })
  .superRefine((value, context) => {
    if ((value.machineTypeId == null) === (value.machineId == null)) context.addIssue({ code: 'custom', path: ['machineTypeId'], message: value.machineTypeId == null ? MESSAGES.required : MACHINE_ALERT_MESSAGES.thresholdTarget });
  });
export type AlertThresholdsInput = z.output<typeof alertThresholdsSchema>;

/** The thresholds that count for a machine: its own, else its type's, else the defaults. */
export function effectiveThresholds(...layers: (Partial<Record<keyof AlertThresholds, number | null>> | null | undefined)[]): AlertThresholds {
  const result: AlertThresholds = { ...ALERT_THRESHOLD_DEFAULTS };
  for (const name of ALERT_THRESHOLD_NAMES) {
    for (const layer of layers) {
      const value = layer?.[name];
      if (value != null) {
        result[name] = value;
        break;
      }
    }
  }
  return result;
}

/** The state an incident is in, from its facts. */
export function incidentState(incident: { resolvedAt: Date | null; taskId: number | null; snoozedUntil: Date | null; acknowledgedAt: Date | null }, now = new Date()): IncidentState {
  if (incident.resolvedAt) return 'RESOLVED';
  if (incident.taskId !== null) return 'TASKED';
  if (incident.snoozedUntil && incident.snoozedUntil.getTime() > now.getTime()) return 'SNOOZED';
  if (incident.acknowledgedAt) return 'ACKNOWLEDGED';
  return 'OPEN';
}
