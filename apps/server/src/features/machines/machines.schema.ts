import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  HEARTBEAT_WINDOW_MINUTES,
  PHYSICAL_CONDITIONS,
  machineRuleIssues,
  machineSchema,
  machineUpdateSchema,
  type MachineInput,
  type MachineUpdateInput,
} from '@back-office/domain';
import { builder } from '../../platform/builder';
import { defineCrud } from '../../platform/crud';
import { LockMotorStateEnum, PhysicalConditionEnum, RefrigeratorModeEnum } from '../../platform/enums';
import { badInput } from '../../platform/errors';
import { reference, referencePagingFields } from '../../platform/reference';
import type { PagingFields, QueryInput } from '../../platform/paging';
import { QueryInputRef } from '../../platform/paging/inputs';
import { checkTimeZone, defineReport } from '../reports/reports.service';
import { machineReportQuery } from './machine-report';
import { RunningScheduleInput, RunningScheduleRef } from '../hubs/hubs.schema';
import { MachineType } from '../machine-types/machine-types.schema';
import { isLowOnStock, lowStockSql } from './low-stock-signal';
import { keepNewMachineInScope, machineScope } from './machine-scope';
import { machineHubs, machines } from './machines.table';

export type MachineRow = typeof machines.$inferSelect;

const heartbeatWindow = sql.raw(`interval '${HEARTBEAT_WINDOW_MINUTES} minutes'`);
/** Heard from through the gateway within the last few minutes. */
const connectedSql = sql<boolean>`(${machines.lastHeartbeat} is not null and ${machines.lastHeartbeat} > now() - ${heartbeatWindow})`;
const inErrorSql = sql<boolean>`(${machines.lastError} is not null)`;

export const isConnected = (row: Pick<MachineRow, 'lastHeartbeat'>) =>
  row.lastHeartbeat !== null && Date.now() - row.lastHeartbeat.getTime() < HEARTBEAT_WINDOW_MINUTES * 60_000;

const machineInput = (create: boolean) =>
  builder.inputType(create ? 'MachineInput' : 'MachineUpdateInput', {
    description: 'A machine\'s details; in an update, the fields left out keep their value.',
    fields: (t) => ({
      vmcNo: t.string({ required: create, description: 'The vending controller number; letters, digits and hyphens.' }),
      name: t.string({ description: 'The machine\'s name; required, not blank.', required: create }),
      mid: t.string({ description: 'Merchant id at the payment partner.' }),
      tid: t.string({ description: 'Terminal id at the payment partner.' }),
      factoryNumber: t.string({ required: create, description: 'Letters, digits and hyphens only.' }),
      machineTypeId: t.int({ description: 'The id of the machine type.', required: create }),
      physicalCondition: t.field({ description: 'How it looked on its last inspection.', type: PhysicalConditionEnum, required: create }),
      active: t.boolean({ description: 'False retires the machine; its history stays.', required: create }),
      waitingForAltitude: t.boolean({ required: create, description: 'The payment partner has not finished registering the machine; it cannot be active meanwhile.' }),
      androidType: t.string({ description: 'The model of the machine\'s Android board.' }),
      simcardNo: t.string({ description: 'The number of the machine\'s SIM card.' }),
      runningSchedules: t.field({ type: [RunningScheduleInput], description: 'Null: the machine follows its hub’s opening hours.' }),
      refrigeratorMode: t.field({ description: 'When the refrigerator runs.', type: RefrigeratorModeEnum, required: create }),
      refrigeratorMinTemperature: t.float({ description: '°C.' }),
      refrigeratorMaxTemperature: t.float({ description: '°C, above the minimum.' }),
      lockMotorState: t.field({ description: 'Whether the door is locked.', type: LockMotorStateEnum, required: create }),
      owner: t.string({ description: 'Who owns the machine.' }),
    }),
  });

const machineReferences = { machineType: reference(MachineType) };

/** What the machine list (and its report) may filter and sort on. */
export const MACHINE_FIELDS: PagingFields = {
  ...referencePagingFields(machines, machineReferences),
  id: { column: machines.id, kind: 'int' },
  vmcNo: { column: machines.vmcNo, kind: 'text' },
  name: { column: machines.name, kind: 'text' },
  mid: { column: machines.mid, kind: 'text' },
  tid: { column: machines.tid, kind: 'text' },
  factoryNumber: { column: machines.factoryNumber, kind: 'text' },
  physicalCondition: { column: machines.physicalCondition, kind: 'enum', values: PHYSICAL_CONDITIONS },
  active: { column: machines.active, kind: 'boolean' },
  waitingForAltitude: { column: machines.waitingForAltitude, kind: 'boolean' },
  androidType: { column: machines.androidType, kind: 'text' },
  simcardNo: { column: machines.simcardNo, kind: 'text' },
  owner: { column: machines.owner, kind: 'text' },
  lastHeartbeat: { column: machines.lastHeartbeat, kind: 'datetime' },
  connected: { column: connectedSql, kind: 'boolean' },
  inError: { column: inErrorSql, kind: 'boolean' },
  lowStock: { column: lowStockSql, kind: 'boolean' },
  needsAttention: { column: sql`(${machines.active} and (not ${connectedSql} or ${inErrorSql} or ${lowStockSql}))`, kind: 'boolean' },
  lastErrorAt: { column: machines.lastErrorAt, kind: 'datetime' },
  isErrorAssigned: { column: machines.isErrorAssigned, kind: 'boolean' },
  softwareVersionName: { column: machines.softwareVersionName, kind: 'text' },
  softwareVersionCode: { column: machines.softwareVersionCode, kind: 'int' },
  // The hub the machine stands at now.
  hubId: {
    column: sql`(select ${machineHubs.hubId} from ${machineHubs} where ${machineHubs.machineId} = ${machines.id} and ${machineHubs.unloadedAt} is null)`,
    kind: 'int',
  },
  createdTime: { column: machines.createdAt, kind: 'datetime' },
};

/** A vending machine of the fleet; its heartbeat and errors are what the machine reports through the gateway. */
export const Machine = defineCrud<MachineRow, MachineInput, MachineUpdateInput>({
  name: 'Machine',
  table: machines,
  description: 'A vending machine of the fleet.',
  references: machineReferences,
  // A user mapped to machines sees and changes only those: lists, lookups by id and nested loads.
  scope: (context) => machineScope(context, machines.id),
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The machine\'s id.' }),
    vmcNo: t.exposeString('vmcNo', { description: 'The machine\'s VMC number, unique: how staff and the gateway name it.' }),
    name: t.exposeString('name', { description: 'The machine\'s name.' }),
    mid: t.exposeString('mid', { description: 'The payment merchant id, or null.', nullable: true }),
    tid: t.exposeString('tid', { description: 'The payment terminal id, or null.', nullable: true }),
    factoryNumber: t.exposeString('factoryNumber', { description: 'The serial number from the factory.' }),
    physicalCondition: t.field({ description: 'How it looked on its last inspection.', type: PhysicalConditionEnum, resolve: (row) => row.physicalCondition }),
    active: t.exposeBoolean('active', { description: 'False when retired; its history stays.' }),
    status: t.boolean({ description: 'The spec’s name for active.', resolve: (row) => row.active }),
    waitingForAltitude: t.exposeBoolean('waitingForAltitude', { description: 'The payment partner (Altitude) has not finished registering the machine; it cannot be activated.' }),
    androidType: t.exposeString('androidType', { description: 'The model of the machine\'s Android board, or null.', nullable: true }),
    simcardNo: t.exposeString('simcardNo', { description: 'The number of the machine\'s SIM card, or null.', nullable: true }),
    runningSchedules: t.field({ description: 'The hours the machine runs, one per day, or null for its hub\'s hours.', type: [RunningScheduleRef], nullable: true, resolve: (row) => row.runningSchedules }),
    refrigeratorMode: t.field({ description: 'When the refrigerator runs.', type: RefrigeratorModeEnum, resolve: (row) => row.refrigeratorMode }),
    refrigeratorMinTemperature: t.exposeFloat('refrigeratorMinTemperature', { description: 'The lowest refrigerator temperature, in °C, or null.', nullable: true }),
    refrigeratorMaxTemperature: t.exposeFloat('refrigeratorMaxTemperature', { description: 'The highest refrigerator temperature, in °C, or null.', nullable: true }),
    lockMotorState: t.field({ description: 'Whether the door is locked.', type: LockMotorStateEnum, resolve: (row) => row.lockMotorState }),
    owner: t.exposeString('owner', { description: 'Who owns the machine, or null.', nullable: true }),
    lastHeartbeat: t.field({ type: 'DateTime', nullable: true, description: 'Reported by the machine.', resolve: (row) => row.lastHeartbeat }),
    connected: t.boolean({ description: `Heard from within the last ${HEARTBEAT_WINDOW_MINUTES} minutes.`, resolve: isConnected }),
    lastError: t.exposeString('lastError', { nullable: true, description: 'Reported by the machine; null when it is not in error.' }),
    lastErrorAt: t.field({ description: 'When the machine last reported an error, or null.', type: 'DateTime', nullable: true, resolve: (row) => row.lastErrorAt }),
    isErrorAssigned: t.exposeBoolean('isErrorAssigned', { description: 'Someone has a task to see to the error.' }),
    softwareVersionName: t.exposeString('softwareVersionName', { nullable: true, description: 'The version of its app the machine last reported; null until it reports one.' }),
    softwareVersionCode: t.exposeInt('softwareVersionCode', { nullable: true, description: 'The version code of its app the machine last reported.' }),
    softwareVersionTime: t.field({ type: 'DateTime', nullable: true, description: 'When the machine first reported the version it runs now.', resolve: (row) => row.softwareVersionAt }),
    lowStock: t.boolean({ description: 'An ingredient or a finite packaging is at or below its minimum.', resolve: (row, _args, context) => isLowOnStock(context, row.id) }),
    needsAttention: t.boolean({
      description: 'Active, and offline, in error or low on stock.',
      resolve: async (row, _args, context) => row.active && (!isConnected(row) || row.lastError !== null || (await isLowOnStock(context, row.id))),
    }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: MACHINE_FIELDS,
  defaultSorts: [{ field: 'vmcNo', direction: 'ASC' }],
  label: (row) => `${row.vmcNo} ${row.name}`,
  uniques: {
    machines_vmc_no_unique: { field: 'vmcNo', message: 'A machine with this VMC number already exists.' },
    machines_factory_number_unique: { field: 'factoryNumber', message: 'A machine with this factory number already exists.' },
  },
  sample: async (make) => {
    const serial = Math.floor(Math.random() * 1e9);
    return {
      vmcNo: `VMC-${serial}`,
      name: `Machine ${serial}`,
      factoryNumber: `FN-${serial}`,
      machineTypeId: await make('MachineType'),
      physicalCondition: 'CLEAR',
      active: true,
      waitingForAltitude: false,
      refrigeratorMode: 'ALWAYS_ON',
      lockMotorState: 'LOCKED',
    };
  },
  async check(transaction, data, _context, id) {
    if (id === undefined) return;
    // The rules across fields hold for the machine as it will be, whichever fields are given.
    const [row] = await transaction.select().from(machines).where(eq(machines.id, id));
    const issues = machineRuleIssues({ ...row, ...data });
    if (issues.length > 0) throw badInput(issues[0]!.message, Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message])));
  },
  create: {
    input: machineInput(true),
    schema: machineSchema,
    async write(transaction, data, context) {
      const [row] = await transaction.insert(machines).values(data).returning();
      // Someone limited to their own machines still sees the one they just made.
      await keepNewMachineInScope(transaction, context, row!.id);
      return row!;
    },
  },
  update: { input: machineInput(false), schema: machineUpdateSchema },
});

export const machineRef = Machine.ref as unknown as PothosSchemaTypes.ObjectRef<typeof builder.$inferSchemaTypes, MachineRow>;

/** The placement of a machine now, if it stands at a hub. */
export const currentPlacement = (machineId: number) => and(eq(machineHubs.machineId, machineId), isNull(machineHubs.unloadedAt));

const requestMachineReport = defineReport<{ queryInput: QueryInput | null; timeZone: string }>('machines', {
  authority: 'VIEW_MACHINE',
  fileName: 'machines',
  query: ({ queryInput, timeZone }, viewer) => machineReportQuery(MACHINE_FIELDS, queryInput, timeZone, viewer),
});

builder.queryField('machineReport', (t) =>
  t.field({
    nullable: true,
    type: 'String',
    description:
      'The address of a CSV of every machine matching the filters that the caller may see, by VMC number; it works for five minutes, for the caller only. Sorts are not used.',
    args: {
      queryInput: t.arg({ description: 'The sorts, filters and search; without it every row in the default order.', type: QueryInputRef }),
      timeZone: t.arg.string({ description: "The IANA zone the times are written in, e.g. the browser's; default Asia/Jakarta." }),
    },
    authScopes: { authority: 'VIEW_MACHINE' },
    resolve: (_root, args, context) => {
      // Bad filters and zones are refused now, not halfway through the download.
      const queryInput = args.queryInput ?? null;
      const timeZone = checkTimeZone(args.timeZone);
      machineReportQuery(MACHINE_FIELDS, queryInput, timeZone, context);
      return requestMachineReport(context, { queryInput, timeZone });
    },
  }),
);
