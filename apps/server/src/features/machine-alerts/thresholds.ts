import { eq, inArray, sql } from 'drizzle-orm';
import { effectiveThresholds, type AlertThresholds } from '@back-office/domain';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { machines } from '../machines/machines.table';
import { machineAlertThresholds } from './machine-alerts.table';

/*
 * The thresholds that count for a machine: its own where set, else its type's, else the defaults
 * (ALERT_THRESHOLD_DEFAULTS in packages/domain). Each threshold is chosen on its own, so a machine
 * may override only its offline time and keep its type's low-stock share.
 */

const own = alias(machineAlertThresholds, 'own_thresholds');
const ofType = alias(machineAlertThresholds, 'type_thresholds');

const COLUMNS = ['offlineMinutes', 'noSaleMinutes', 'lowStockPercent', 'temperatureMinutes', 'escalationMinutes'] as const;
const layer = (table: typeof own | typeof ofType) => Object.fromEntries(COLUMNS.map((name) => [name, table[name]])) as { [Name in (typeof COLUMNS)[number]]: (typeof own)[Name] };

/** The effective thresholds of each machine given (machines that do not exist are left out). */
export async function thresholdsOf(tx: Queryable, machineIds: readonly number[]): Promise<Map<number, AlertThresholds>> {
  if (machineIds.length === 0) return new Map();
  const rows = await tx
    .select({ machineId: machines.id, own: layer(own), type: layer(ofType) })
    .from(machines)
    .leftJoin(own, eq(own.machineId, machines.id))
    .leftJoin(ofType, eq(ofType.machineTypeId, machines.machineTypeId))
    .where(inArray(machines.id, [...machineIds]));
  return new Map(rows.map((row) => [row.machineId, effectiveThresholds(row.own, row.type)]));
}

/** One machine's effective thresholds. */
export async function thresholdsOfMachine(tx: Queryable, machineId: number): Promise<AlertThresholds> {
  return (await thresholdsOf(tx, [machineId])).get(machineId) ?? effectiveThresholds();
}

/** A threshold of each machine as SQL, for the job's queries: the machine's own, else its type's, else `fallback`. */
export const thresholdSql = (name: (typeof COLUMNS)[number], fallback: number) =>
  sql<number>`coalesce(
    (select t.${sql.raw(machineAlertThresholds[name].name)} from ${machineAlertThresholds} t where t.machine_id = ${machines.id}),
    (select t.${sql.raw(machineAlertThresholds[name].name)} from ${machineAlertThresholds} t where t.machine_type_id = ${machines.machineTypeId}),
    ${fallback})`;
