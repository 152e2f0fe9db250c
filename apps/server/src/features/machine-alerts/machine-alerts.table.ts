import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { IncidentAudience, IncidentChannel, IncidentKind } from '@back-office/domain';
import { machines } from '../machines/machines.table';
import { machineTypes } from '../machine-types/machine-types.table';
import { users } from '../../platform/identity/users.table';
import { tasks } from '../tasks/tasks.table';

/*
 * Machine alerts (docs/machine-alerts.md). An incident is one machine's one kind of trouble: open
 * until the machine recovers, counting how often it was seen again meanwhile. At most one is open per
 * machine and kind (a partial unique index), so a machine reporting the same trouble a hundred times
 * makes one incident with 100 repeats, never a hundred alerts.
 */
export const machineIncidents = pgTable(
  'machine_incidents',
  {
    id: serial('id').primaryKey(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    kind: text('kind').$type<IncidentKind>().notNull(),
    /** What was seen, in words, as it was seen last. */
    detail: text('detail').notNull(),
    /** How many times it was seen while open (1 when it opens). */
    repeats: integer('repeats').notNull().default(1),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedById: integer('acknowledged_by_id').references(() => users.id),
    acknowledgedByName: text('acknowledged_by_name'),
    note: text('note'),
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    /** When it went to the supervisors, unacknowledged past the escalation threshold. */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** The error task it was turned into. */
    taskId: integer('task_id').references(() => tasks.id),
    /** When the machine recovered; null while open. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution'),
  },
  (table) => [
    uniqueIndex('machine_incidents_one_open_per_kind').on(table.machineId, table.kind).where(sql`${table.resolvedAt} is null`),
    index('machine_incidents_machine_idx').on(table.machineId, table.openedAt),
    index('machine_incidents_open_idx').on(table.openedAt, table.id).where(sql`${table.resolvedAt} is null`),
    check('machine_incidents_repeats_positive', sql`${table.repeats} >= 1`),
  ],
);

/**
 * Thresholds set for a machine type or for one machine; a null column takes the one above it (the
 * machine's type, then the defaults in packages/domain).
 */
export const machineAlertThresholds = pgTable(
  'machine_alert_thresholds',
  {
    id: serial('id').primaryKey(),
    machineTypeId: integer('machine_type_id').references(() => machineTypes.id),
    machineId: integer('machine_id').references(() => machines.id),
    offlineMinutes: integer('offline_minutes'),
    noSaleMinutes: integer('no_sale_minutes'),
    lowStockPercent: integer('low_stock_percent'),
    temperatureMinutes: integer('temperature_minutes'),
    escalationMinutes: integer('escalation_minutes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('machine_alert_thresholds_type_unique').on(table.machineTypeId).where(sql`${table.machineTypeId} is not null`),
    uniqueIndex('machine_alert_thresholds_machine_unique').on(table.machineId).where(sql`${table.machineId} is not null`),
    check('machine_alert_thresholds_one_target', sql`(${table.machineTypeId} is null) <> (${table.machineId} is null)`),
  ],
);

/**
 * Each time an incident was delivered to an audience on a channel. The console is the first
 * channel, web push the next: at most one delivery per incident, channel and audience (and user,
 * for push) in INCIDENT_REPEAT_DELIVERY_HOURS, which this table lets us check.
 */
export const machineIncidentDeliveries = pgTable(
  'machine_incident_deliveries',
  {
    id: serial('id').primaryKey(),
    incidentId: integer('incident_id')
      .notNull()
      .references(() => machineIncidents.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<IncidentChannel>().notNull(),
    audience: text('audience').$type<IncidentAudience>().notNull(),
    /** The person it went to, for a personal channel (push); null for the console, which all staff share. */
    userId: integer('user_id').references(() => users.id),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('machine_incident_deliveries_incident_idx').on(table.incidentId, table.channel, table.audience, table.deliveredAt)],
);

/** Machines the offline job has found silent past the connection window: each announced once, until its next heartbeat. */
export const machineSilences = pgTable('machine_silences', {
  machineId: integer('machine_id')
    .primaryKey()
    .references(() => machines.id),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});
