import { eq, sql } from 'drizzle-orm';
import {
  HUB_OWNERSHIPS,
  HUB_RENT_TYPES,
  TIMEZONES,
  hubCreateSchema,
  hubRuleIssues,
  hubUpdateSchema,
  rentTermsOf,
  type HubCreateInput,
  type HubUpdateInput,
} from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { builder } from '../../platform/builder';
import { defineCrud, updateRow } from '../../platform/crud';
import { expectReference, reference, referencePagingFields } from '../../platform/reference';
import { DayEnum, HubOwnershipEnum, HubRentTypeEnum, PaymentTermsEnum, TimezoneEnum } from '../../platform/enums';
import { badInput } from '../../platform/errors';
import type { PagingFields } from '../../platform/paging';
import { QueryInputRef } from '../../platform/paging/inputs';
import type { QueryInput } from '../../platform/paging';
import { UserRef } from '../users/users.schema';
import { users } from '../../platform/identity/users.table';
import { checkTimeZone, defineReport } from '../reports/reports.service';
import { hubReportQuery } from './hub-report';
import { Cluster, HubEntity, HubType } from '../master-data/master-data.schema';
import { hubNumbers, hubs, type PriceSettingValue, type RentTermsValue, type RunningScheduleValue } from './hubs.table';

export type HubRow = typeof hubs.$inferSelect;

export const RunningScheduleRef = builder.objectRef<RunningScheduleValue>('RunningSchedule').implement({
  description: 'Opening hours of one day, HH:mm in the hub time zone.',
  fields: (t) => ({ day: t.field({ description: 'The weekday.', type: DayEnum, resolve: (row) => row.day }), open: t.exposeString('open', { description: 'The opening time, HH:MM.' }), close: t.exposeString('close', { description: 'The closing time, HH:MM.' }) }),
});

const RentAdditionalInformationRef = builder.objectRef<RentTermsValue>('RentAdditionalInformation').implement({
  description: 'The terms of the rent type: revenue sharing has a percentage and minimum amount, fixed cost a value and payment terms, cup fee sharing a fee per cup.',
  fields: (t) => ({
    valueInPercentage: t.float({ description: 'The revenue share, in percent, or null.', nullable: true, resolve: (row) => row.valueInPercentage ?? null }),
    minimumAmount: t.int({ description: 'The least rent due a period, in rupiah, or null.', nullable: true, resolve: (row) => row.minimumAmount ?? null }),
    value: t.int({ description: 'The fixed rent, in rupiah, or null.', nullable: true, resolve: (row) => row.value ?? null }),
    paymentTerms: t.field({ description: 'How often rent is paid, or null.', type: PaymentTermsEnum, nullable: true, resolve: (row) => row.paymentTerms ?? null }),
    feePerCup: t.int({ description: 'The rent per cup sold, in rupiah, or null.', nullable: true, resolve: (row) => row.feePerCup ?? null }),
  }),
});

const PriceSettingRef = builder.objectRef<PriceSettingValue>('PriceSetting').implement({
  description: 'Rupiah per cup: what the company pays towards the price, and what corporate customers get off.',
  fields: (t) => ({
    subsidy: t.int({ description: 'The subsidy, in rupiah, or null.', nullable: true, resolve: (row) => row.subsidy ?? null }),
    corporateDiscount: t.int({ description: 'The company discount, in rupiah, or null.', nullable: true, resolve: (row) => row.corporateDiscount ?? null }),
  }),
});

const hubObject = (t: PothosSchemaTypes.ObjectFieldBuilder<typeof builder.$inferSchemaTypes, HubRow>) => ({
    id: t.exposeInt('id', { description: 'The hub\'s id.' }),
    internalId: t.exposeString('internalId', { description: 'The company\'s own code for the hub, unique.' }),
    incrementalIndex: t.exposeInt('incrementalIndex', { description: 'The running number the internal id was made from.' }),
    name: t.exposeString('name', { description: 'The hub\'s name.', nullable: true }),
    displayName: t.string({ description: 'The name, else the building or company name.', resolve: hubLabel }),
    buildingName: t.exposeString('buildingName', { description: 'The name of the building.', nullable: true }),
    companyName: t.exposeString('companyName', { description: 'The company that owns or runs the place.', nullable: true }),
    floor: t.exposeString('floor', { description: 'The floor the machines stand on.', nullable: true }),
    additionalInformation: t.exposeString('additionalInformation', { description: 'Free text about the hub.', nullable: true }),
    address: t.exposeString('address', { description: 'The street address.' }),
    latitude: t.exposeFloat('latitude', { description: 'Latitude in degrees; refill routes are planned from it.' }),
    longitude: t.exposeFloat('longitude', { description: 'Longitude in degrees.' }),
    province: t.exposeString('province', { description: 'The province.', nullable: true }),
    city: t.exposeString('city', { description: 'The city.', nullable: true }),
    district: t.exposeString('district', { description: 'The district (kecamatan).', nullable: true }),
    subDistrict: t.exposeString('subDistrict', { description: 'The sub-district (kelurahan).', nullable: true }),
    postalCode: t.exposeString('postalCode', { description: 'The postal code.', nullable: true }),
    runningSchedules: t.field({ description: 'The opening hours, day by day.', type: [RunningScheduleRef], resolve: (row) => row.runningSchedules }),
    salesId: t.exposeInt('salesId', { description: 'The id of the salesperson who looks after the hub, or null.', nullable: true }),
    sales: t.field({ description: 'The salesperson who looks after the hub, or null.', type: UserRef, nullable: true, resolve: (row) => row.salesId }),
    timezone: t.field({ description: 'The hub\'s time zone; its days and opening hours are read in it.', type: TimezoneEnum, resolve: (row) => row.timezone }),
    ownership: t.field({ description: 'Whether the company runs the hub itself or a franchisee does.', type: HubOwnershipEnum, resolve: (row) => row.ownership }),
    priceSetting: t.field({ description: 'Discount and subsidy applied to prices at this hub, or null.', type: PriceSettingRef, nullable: true, resolve: (row) => row.priceSetting }),
    rentType: t.field({ description: 'How the hub\'s rent is paid.', type: HubRentTypeEnum, resolve: (row) => row.rentType }),
    rentAdditionalInformation: t.field({ description: 'The figures of the rent type, or null.', type: RentAdditionalInformationRef, nullable: true, resolve: (row) => row.rentAdditionalInformation }),
    commissionFee: t.exposeFloat('commissionFee', { nullable: true, description: 'Percent of revenue.' }),
    active: t.exposeBoolean('active', { description: 'False when the hub is closed; its machines\' history stays.' }),
    oddEvenRationing: t.exposeBoolean('oddEvenRationing', { description: 'Whether Jakarta\'s odd-even plate rule applies on the way there, so refill cars are matched to it.' }),
    contractUntil: t.field({ description: 'The last day of the rent contract, or null.', type: 'Date', nullable: true, resolve: (row) => row.contractUntil }),
    monthlyRentalFee: t.exposeInt('monthlyRentalFee', { description: 'The monthly rent, in rupiah.', nullable: true }),
    targetCup: t.exposeInt('targetCup', { nullable: true, description: 'Cups a month.' }),
    targetRevenue: t.exposeInt('targetRevenue', { nullable: true, description: 'Rupiah a month.' }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
});

function hubLabel(row: Pick<HubRow, 'name' | 'buildingName' | 'companyName' | 'internalId'>): string {
  return row.name ?? row.buildingName ?? row.companyName ?? row.internalId;
}

export const RunningScheduleInput = builder.inputType('RunningScheduleInput', {
  description: 'The hours of one weekday, HH:MM to HH:MM.',
  fields: (t) => ({
    day: t.field({ description: 'The weekday.', type: DayEnum, required: true }),
    open: t.string({ required: true, description: 'HH:mm.' }),
    close: t.string({ required: true, description: 'HH:mm, after open.' }),
  }),
});

const RentAdditionalInformationInput = builder.inputType('RentAdditionalInformationInput', {
  description: 'The figures of a hub\'s rent type.',
  fields: (t) => ({
    valueInPercentage: t.float({ description: 'The revenue share, in percent.' }),
    minimumAmount: t.int({ description: 'The least rent due a period, in rupiah.' }),
    value: t.int({ description: 'The fixed rent, in rupiah.' }),
    paymentTerms: t.field({ description: 'How often rent is paid.', type: PaymentTermsEnum }),
    feePerCup: t.int({ description: 'The rent per cup sold, in rupiah.' }),
  }),
});

const PriceSettingInput = builder.inputType('PriceSettingInput', {
  description: 'Discount and subsidy applied to prices at a hub.',
  fields: (t) => ({ subsidy: t.int({ description: 'The subsidy, in rupiah.' }), corporateDiscount: t.int({ description: 'The company discount, in rupiah.' }) }),
});

/** The create input requires what spec point 3 lists; the update input only the location. */
const hubInput = (create: boolean) =>
  builder.inputType(create ? 'HubInput' : 'HubUpdateInput', {
    description: 'A hub\'s details; in an update, the fields left out keep their value.',
    fields: (t) => ({
      name: t.string({ description: 'The hub\'s name.' }),
      buildingName: t.string({ description: 'The name of the building.' }),
      companyName: t.string({ description: 'The company that owns or runs the place.' }),
      floor: t.string({ description: 'The floor the machines stand on.' }),
      additionalInformation: t.string({ description: 'Free text about the hub.' }),
      hubTypeId: t.int({ description: 'The id of the hub type.', required: create }),
      address: t.string({ description: 'The street address.', required: create }),
      latitude: t.float({ description: 'Latitude in degrees; refill routes are planned from it.', required: true }),
      longitude: t.float({ description: 'Longitude in degrees.', required: true }),
      province: t.string({ description: 'The province.' }),
      city: t.string({ description: 'The city.' }),
      district: t.string({ description: 'The district (kecamatan).' }),
      subDistrict: t.string({ description: 'The sub-district (kelurahan).' }),
      postalCode: t.string({ description: 'The postal code.' }),
      runningSchedules: t.field({ description: 'The opening hours, day by day.', type: [RunningScheduleInput], required: create }),
      salesId: t.int({ description: 'The id of the sales.' }),
      timezone: t.field({ description: 'The hub\'s time zone; its days and opening hours are read in it.', type: TimezoneEnum, required: create }),
      ownership: t.field({ description: 'Whether the company runs the hub itself or a franchisee does.', type: HubOwnershipEnum, required: create }),
      priceSetting: t.field({ description: 'Discount and subsidy applied to prices at this hub.', type: PriceSettingInput }),
      rentType: t.field({ description: 'How the hub\'s rent is paid.', type: HubRentTypeEnum, required: create }),
      rentAdditionalInformation: t.field({ description: 'The figures of the rent type: fixed value, percentage, fee per cup, minimum and payment terms.', type: RentAdditionalInformationInput }),
      commissionFee: t.float({ description: 'The hub owner\'s commission.' }),
      active: t.boolean({ description: 'False hides the hub from choosers; its machines\' history stays.', required: create }),
      oddEvenRationing: t.boolean({ description: 'Whether Jakarta\'s odd-even plate rule applies on the way there, so refill cars are matched to it.', required: create }),
      clusterId: t.int({ description: 'The id of the cluster.' }),
      hubEntityId: t.int({ description: 'The id of the hub entity.' }),
      contractUntil: t.field({ description: 'The last day of the rent contract.', type: 'Date' }),
      monthlyRentalFee: t.int({ description: 'The monthly rent, in rupiah.' }),
      targetCup: t.int({ description: 'The cups a month the hub is expected to sell.' }),
      targetRevenue: t.int({ description: 'The revenue a month, in rupiah, the hub is expected to make.' }),
    }),
  });

async function expectHubReferences(transaction: Transaction, values: Partial<HubCreateInput>) {
  await expectReference(transaction, users, users.id, values.salesId, 'salesId', 'User');
}

const hubReferences = {
  hubType: reference(HubType),
  cluster: reference(Cluster, { required: false }),
  hubEntity: reference(HubEntity, { required: false }),
};

export const HUB_FIELDS: PagingFields = {
  ...referencePagingFields(hubs, hubReferences),
  id: { column: hubs.id, kind: 'int' },
  internalId: { column: hubs.internalId, kind: 'text' },
  name: { column: hubs.name, kind: 'text' },
  displayName: { column: sql`coalesce(${hubs.name}, ${hubs.buildingName}, ${hubs.companyName}, ${hubs.internalId})`, kind: 'text' },
  buildingName: { column: hubs.buildingName, kind: 'text' },
  companyName: { column: hubs.companyName, kind: 'text' },
  // The references' fields (hubTypeId, hubType, clusterId, cluster, hubEntityId, hubEntity) come from `reference()`.
  address: { column: hubs.address, kind: 'text' },
  province: { column: hubs.province, kind: 'text' },
  city: { column: hubs.city, kind: 'text' },
  district: { column: hubs.district, kind: 'text' },
  subDistrict: { column: hubs.subDistrict, kind: 'text' },
  postalCode: { column: hubs.postalCode, kind: 'text' },
  latitude: { column: hubs.latitude, kind: 'float' },
  longitude: { column: hubs.longitude, kind: 'float' },
  salesId: { column: hubs.salesId, kind: 'int' },
  // Filters name the API's enum values (ASIA_JAKARTA, as clients know them); the column holds the IANA name (Asia/Jakarta).
  timezone: {
    column: sql`upper(replace(${hubs.timezone}, '/', '_'))`,
    kind: 'enum',
    values: TIMEZONES.map((zone) => zone.replace('/', '_').toUpperCase()),
  },
  ownership: { column: hubs.ownership, kind: 'enum', values: HUB_OWNERSHIPS },
  rentType: { column: hubs.rentType, kind: 'enum', values: HUB_RENT_TYPES },
  commissionFee: { column: hubs.commissionFee, kind: 'float' },
  active: { column: hubs.active, kind: 'boolean' },
  oddEvenRationing: { column: hubs.oddEvenRationing, kind: 'boolean' },
  contractUntil: { column: hubs.contractUntil, kind: 'datetime' },
  monthlyRentalFee: { column: hubs.monthlyRentalFee, kind: 'int' },
  targetCup: { column: hubs.targetCup, kind: 'int' },
  targetRevenue: { column: hubs.targetRevenue, kind: 'int' },
  createdTime: { column: hubs.createdAt, kind: 'datetime' },
};

export const Hub = defineCrud<HubRow, HubCreateInput, HubUpdateInput>({
  description: 'A place where machines stand (an office, a campus, a station), with its rent contract and opening hours.',
  name: 'Hub',
  table: hubs,
  object: hubObject,
  references: hubReferences,
  fields: HUB_FIELDS,
  sample: async (make) => ({
    hubTypeId: await make('HubType'),
    buildingName: 'Menara Satu',
    address: 'Jl. Sudirman 1, Jakarta',
    latitude: -6.2,
    longitude: 106.8,
    runningSchedules: [{ day: 'MONDAY', open: '08:00', close: '17:00' }],
    timezone: 'ASIA_JAKARTA',
    ownership: 'JUMPSTART',
    rentType: 'FREE',
    active: true,
    oddEvenRationing: false,
  }),
  change: { latitude: -6.21, longitude: 106.81, active: false },
  defaultSorts: [{ field: 'internalId', direction: 'ASC' }],
  label: (row) => `${row.internalId} ${hubLabel(row)}`,
  uniques: { hubs_internal_id_unique: { field: 'internalId', message: 'A hub with this internal id already exists.' } },
  create: {
    input: hubInput(true),
    schema: hubCreateSchema,
    async write(transaction, values) {
      await expectHubReferences(transaction, values);
      const result = await transaction.execute(sql`select nextval(${hubNumbers.seqName}) as number`);
      const incrementalIndex = Number((result as unknown as { rows: { number: string | number }[] }).rows[0]!.number);
      const [row] = await transaction
        .insert(hubs)
        .values({
          ...values,
          incrementalIndex,
          internalId: `HUB-${String(incrementalIndex).padStart(4, '0')}`,
          rentAdditionalInformation: rentTermsOf(values.rentType, values.rentAdditionalInformation),
        })
        .returning();
      return row!;
    },
  },
  update: {
    input: hubInput(false),
    schema: hubUpdateSchema,
    async write(transaction, values, _context, id) {
      await expectHubReferences(transaction, values);
      const [current] = await transaction.select().from(hubs).where(eq(hubs.id, id)).for('update');
      if (!current) return undefined;
      // The rules across fields hold for the hub as it will be, whichever of its fields are given.
      const after = { ...current, ...values };
      const issues = hubRuleIssues(after);
      if (issues.length > 0) {
        throw badInput(issues[0]!.message, Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message])));
      }
      const changes: Partial<HubRow> = { ...values } as Partial<HubRow>;
      if (values.rentType !== undefined || values.rentAdditionalInformation !== undefined) {
        changes.rentAdditionalInformation = rentTermsOf(after.rentType, after.rentAdditionalInformation);
      }
      return (await updateRow(transaction, hubs, hubs.id, id, changes)) as HubRow | undefined;
    },
  },
});

const requestHubReport = defineReport<{ queryInput: QueryInput | null; timeZone: string }>('hubs', {
  authority: 'VIEW_HUB',
  fileName: 'hubs',
  query: ({ queryInput, timeZone }) => hubReportQuery(HUB_FIELDS, queryInput, timeZone),
});

builder.queryField('hubReport', (t) =>
  t.field({
    nullable: true,
    type: 'String',
    description: 'The address of a CSV of every hub matching the filters, in the order they were made; it works for five minutes, for the caller only. Sorts are not used.',
    args: {
      queryInput: t.arg({ description: 'The sorts, filters and search; without it every row in the default order.', type: QueryInputRef }),
      timeZone: t.arg.string({ description: 'The IANA zone the times are written in, e.g. the browser\'s; default Asia/Jakarta.' }),
    },
    authScopes: { authority: 'VIEW_HUB' },
    resolve: (_root, args, context) => {
      // Bad filters and zones are refused now, not halfway through the download.
      const queryInput = args.queryInput ?? null;
      hubReportQuery(HUB_FIELDS, queryInput, checkTimeZone(args.timeZone));
      return requestHubReport(context, { queryInput, timeZone: checkTimeZone(args.timeZone) });
    },
  }),
);
export const HubRef = Hub.ref;
