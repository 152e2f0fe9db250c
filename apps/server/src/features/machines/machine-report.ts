import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DAYS, HEARTBEAT_WINDOW_MINUTES, dayLabels, physicalConditionLabels, refrigeratorModeLabels, lockMotorStateLabels } from '@back-office/domain';
import type { Viewer } from '../../platform/context';
import { buildSearch, buildWhere, type PagingFields, type QueryInput } from '../../platform/paging';
import { csvDateTime, csvDay, csvLabel, csvText, csvYesNo } from '../reports/csv-sql';
import { hubs } from '../hubs/hubs.table';
import { machineTypes } from '../machine-types/machine-types.table';
import { machineScope } from './machine-scope';
import { machineHubs, machines } from './machines.table';

/*
 * The machines report: every machine matching the list's filters that the caller may see (their
 * machine mapping, as it is when the file is fetched), where it stands now and what it last
 * reported, in one statement formatted by PostgreSQL and streamed as it comes.
 */

const DAY_SHORT = Object.fromEntries(DAYS.map((day) => [day, dayLabels[day].slice(0, 3)]));
const schedule = sql`coalesce((select string_agg(${csvLabel(sql`entry ->> 'day'`, DAY_SHORT)} || ' ' || (entry ->> 'open') || '-' || (entry ->> 'close'), ', ' order by position)
  from jsonb_array_elements(${machines.runningSchedules}) with ordinality as days(entry, position)), 'Hub hours')`;
const connected = sql`(${machines.lastHeartbeat} is not null and ${machines.lastHeartbeat} > now() - ${sql.raw(`interval '${HEARTBEAT_WINDOW_MINUTES} minutes'`)})`;

function column(value: SQLWrapper, header: string): SQL {
  return sql`${value} as ${sql.identifier(header)}`;
}

/** The report's SELECT for the filters and zone, limited to what `viewer` may see; the caller checks `timeZone`. */
export function machineReportQuery(fields: PagingFields, queryInput: QueryInput | null, timeZone: string, viewer: Viewer): SQL {
  const where = and(machineScope(viewer, machines.id), buildWhere(fields, queryInput?.filters), buildSearch(fields, queryInput?.search));
  const columns = [
    column(csvText(machines.vmcNo), 'VMC No'),
    column(csvText(machines.name), 'Name'),
    column(csvText(machineTypes.name), 'Machine Type'),
    column(csvText(hubs.internalId), 'Hub Internal ID'),
    column(csvText(sql`coalesce(${hubs.name}, ${hubs.buildingName})`), 'Hub Name'),
    column(csvDay(machineHubs.loadedAt), 'Loaded At'),
    column(csvText(machines.mid), 'MID'),
    column(csvText(machines.tid), 'TID'),
    column(csvText(machines.factoryNumber), 'Factory Number'),
    column(csvLabel(machines.physicalCondition, physicalConditionLabels), 'Physical Condition'),
    column(csvYesNo(machines.active), 'Active'),
    column(csvYesNo(machines.waitingForAltitude), 'Waiting for Altitude'),
    column(csvText(machines.androidType), 'Android Type'),
    column(csvText(machines.simcardNo), 'SIM Card No'),
    column(schedule, 'Running Schedule'),
    column(csvLabel(machines.refrigeratorMode, refrigeratorModeLabels), 'Refrigerator Mode'),
    column(machines.refrigeratorMinTemperature, 'Refrigerator Min Temperature (°C)'),
    column(machines.refrigeratorMaxTemperature, 'Refrigerator Max Temperature (°C)'),
    column(csvLabel(machines.lockMotorState, lockMotorStateLabels), 'Lock Motor State'),
    column(csvText(machines.owner), 'Owner'),
    column(csvYesNo(connected), 'Connected'),
    column(csvDateTime(machines.lastHeartbeat, timeZone), 'Last Heartbeat'),
    column(csvText(machines.lastError), 'Last Error'),
    column(csvDateTime(machines.lastErrorAt, timeZone), 'Last Error At'),
    column(csvYesNo(machines.isErrorAssigned), 'Error Assigned'),
    column(csvDateTime(machines.createdAt, timeZone), 'Created Time'),
  ];
  return sql`select ${sql.join(columns, sql`, `)}
    from ${machines}
    join ${machineTypes} on ${machineTypes.id} = ${machines.machineTypeId}
    left join ${machineHubs} on ${machineHubs.machineId} = ${machines.id} and ${machineHubs.unloadedAt} is null
    left join ${hubs} on ${hubs.id} = ${machineHubs.hubId}
    ${where ? sql`where ${where}` : sql``}
    order by upper(${machines.vmcNo}), ${machines.id}`;
}
