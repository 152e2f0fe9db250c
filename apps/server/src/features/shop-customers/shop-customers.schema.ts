import { and, asc, count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { GENDERS, SHOP_CUSTOMER_STATUS_WORDS, shopCustomerUpdateSchema, type ShopCustomerUpdateInput, genderLabels } from '@back-office/domain';
import { recordRead } from '../../platform/audit';
import { builder } from '../../platform/builder';
import type { Context, Viewer } from '../../platform/context';
import { defineCrud } from '../../platform/crud';
import { buildSearch, buildWhere, type PagingFields, type QueryInput } from '../../platform/paging';
import { QueryInputRef } from '../../platform/paging/inputs';
import { reference } from '../../platform/reference';
import { csvDateTime, csvDay, csvLabel, csvText } from '../reports/csv-sql';
import { checkTimeZone, defineReport } from '../reports/reports.service';
import { ShopMembership } from '../shop-memberships/shop-memberships.schema';
import { shopMemberships } from '../shop-memberships/shop-memberships.table';
import { itemsBoughtBy, totalItemColumn, totalItemCurrentPeriodColumn } from './items-bought';
import { shopCustomerAddresses, shopCustomers } from './shop-customers.table';

/*
 * The shop's customers, as the console sees them: customers sign up in the ordering app, so the
 * console only reads them, changes their membership and status, and downloads them.
 *
 * Personal data. The lists, the detail and the download need VIEW_SHOP_CUSTOMER, and only that
 * authority reads a customer's phone, email, addresses and birthdate. A customer reached any other
 * way (the answer of updateShopCustomer to a role holding UPDATE_SHOP_CUSTOMER alone, a referrer,
 * and later the customer of a shop order or an assigned voucher) shows their name, membership and
 * status, and null for each of those four fields.
 */

type CustomerRow = typeof shopCustomers.$inferSelect;
type AddressRow = typeof shopCustomerAddresses.$inferSelect;
type Types = typeof builder.$inferSchemaTypes;

export const PERSONAL_DATA_AUTHORITY = 'VIEW_SHOP_CUSTOMER';
const seesPersonalData = (viewer: Pick<Viewer, 'authorities'>) => viewer.authorities.has(PERSONAL_DATA_AUTHORITY);
/** The value for a caller holding VIEW_SHOP_CUSTOMER, null for anyone else. */
const personal = <Value>(context: Context, value: Value) => (seesPersonalData(context) ? value : null);
const PERSONAL = 'Personal data: null unless the caller holds VIEW_SHOP_CUSTOMER.';

const GenderEnum = builder.enumType('Gender', {
  description: 'A customer’s gender, as they gave it in the ordering app.',
  values: { MALE: { description: 'Male.' }, FEMALE: { description: 'Female.' } },
});

const AddressRef = builder.objectRef<AddressRow>('ShopCustomerAddress').implement({
  description: 'An address a customer has food delivered to.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The address’s id.' }),
    name: t.exposeString('name', { description: 'Its name (Home, Office).' }),
    address1: t.exposeString('address1', { description: 'The street address.' }),
    address2: t.exposeString('address2', { nullable: true, description: 'More of the address (building, floor), or null.' }),
    city: t.exposeString('city', { nullable: true, description: 'The city, or null.' }),
    note: t.exposeString('note', { nullable: true, description: 'A note for the courier, or null.' }),
    latitude: t.exposeFloat('latitude', { nullable: true, description: 'Where it is, or null.' }),
    longitude: t.exposeFloat('longitude', { nullable: true, description: 'Where it is, or null.' }),
    contactPersonName: t.exposeString('contactPersonName', { nullable: true, description: 'Who receives the food there, or null.' }),
    contactPersonPhoneNo: t.exposeString('contactPersonPhoneNo', { nullable: true, description: 'Their phone number, or null.' }),
  }),
});

type MembershipRow = CustomerRow & { totalItem: number; totalItemCurrentPeriod: number };

const CustomerMembershipRef = builder.objectRef<MembershipRow>('ShopCustomerMembership').implement({
  description: 'A customer’s membership: its level and the items they bought, counted from their paid orders.',
  fields: (t) => ({
    membershipId: t.exposeInt('membershipId', { nullable: true, description: 'The id of the membership level, or null for none.' }),
    membership: t.field({
      type: ShopMembership.ref as unknown as PothosSchemaTypes.ObjectRef<Types, number>,
      nullable: true,
      description: 'The membership level, or null for none.',
      resolve: (row) => row.membershipId,
    }),
    totalItem: t.exposeInt('totalItem', { description: 'Items the customer has bought in all: the units of their paid orders (being made or done).' }),
    totalItemCurrentPeriod: t.exposeInt('totalItemCurrentPeriod', {
      description: 'Items bought in the current qualification period: the periods follow each other from their sign-up, each as long as the qualification duration.',
    }),
  }),
});

const referralCount = sql<number>`(select count(*)::int from ${shopCustomers} referred where referred.referred_by_id = ${shopCustomers.id})`;
const membershipLevelName = sql`(select ${shopMemberships.levelName} from ${shopMemberships} where ${shopMemberships.id} = ${shopCustomers.membershipId})`;

export const SHOP_CUSTOMER_FIELDS: PagingFields = {
  id: { column: shopCustomers.id, kind: 'int' },
  name: { column: shopCustomers.name, kind: 'text' },
  phoneNo: { column: shopCustomers.phoneNo, kind: 'text' },
  email: { column: shopCustomers.email, kind: 'text' },
  status: { column: shopCustomers.status, kind: 'int' },
  dateCreated: { column: shopCustomers.dateCreated, kind: 'datetime' },
  referralCode: { column: shopCustomers.referralCode, kind: 'text' },
  referredById: { column: shopCustomers.referredById, kind: 'int' },
  gender: { column: shopCustomers.gender, kind: 'enum', values: GENDERS },
  membership: { column: membershipLevelName, kind: 'text' },
  membershipId: { column: shopCustomers.membershipId, kind: 'int' },
  totalItem: { column: totalItemColumn, kind: 'int' },
  totalItemCurrentPeriod: { column: totalItemCurrentPeriodColumn, kind: 'int' },
  referralCount: { column: referralCount, kind: 'int', filter: false },
};

const updateInput = builder.inputType('ShopCustomerUpdateInput', {
  description: 'What the console may change of a customer; the ordering app owns the rest. Fields left out keep their value.',
  fields: (t) => ({
    membershipId: t.int({ description: 'The id of their membership level; null takes them out of every level.' }),
    status: t.int({ description: 'Their status: 1 active, 0 inactive, 2 blocked.' }),
  }),
});

export const ShopCustomer = defineCrud<CustomerRow, never, ShopCustomerUpdateInput>({
  name: 'ShopCustomer',
  table: shopCustomers,
  allField: false,
  description: `A customer of the online shop, signed up in the ordering app. Their phone, email, addresses and birthdate are personal data: null unless the caller holds VIEW_SHOP_CUSTOMER.`,
  references: { membership: reference(ShopMembership, { required: false, acceptsInactive: true }) },
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The customer’s id (the user id of the ordering app).' }),
    name: t.exposeString('name', { description: 'Their name.' }),
    phoneNo: t.string({ nullable: true, description: `Their phone number. ${PERSONAL}`, resolve: (row, _args, context) => personal(context, row.phoneNo) }),
    email: t.string({ nullable: true, description: `Their email address. ${PERSONAL}`, resolve: (row, _args, context) => personal(context, row.email) }),
    birthdate: t.field({ type: 'Date', nullable: true, description: `Their birthday. ${PERSONAL}`, resolve: (row, _args, context) => personal(context, row.birthdate) }),
    customerAddresses: t.field({
      type: [AddressRef],
      nullable: true,
      description: `Where they have food delivered. ${PERSONAL}`,
      resolve: (row, _args, context) =>
        seesPersonalData(context) ? context.db.select().from(shopCustomerAddresses).where(eq(shopCustomerAddresses.customerId, row.id)).orderBy(asc(shopCustomerAddresses.id)) : null,
    }),
    status: t.exposeInt('status', { description: `Their status in the ordering app: ${Object.entries(SHOP_CUSTOMER_STATUS_WORDS).map(([value, word]) => `${value} ${word.toLowerCase()}`).join(', ')}.` }),
    dateCreated: t.field({ type: 'DateTime', description: 'When they signed up.', resolve: (row) => row.dateCreated }),
    referralCode: t.exposeString('referralCode', { description: 'The code they give friends; unique.' }),
    referredById: t.exposeInt('referredById', { nullable: true, description: 'The id of the customer whose code they signed up with, or null.' }),
    referralCount: t.int({
      description: 'How many customers signed up with their code.',
      resolve: async (row, _args, context) => (await context.db.select({ n: count() }).from(shopCustomers).where(eq(shopCustomers.referredById, row.id)))[0]?.n ?? 0,
    }),
    gender: t.field({ type: GenderEnum, nullable: true, description: 'Their gender, or null when not given.', resolve: (row) => row.gender as (typeof GENDERS)[number] | null }),
    customerMembership: t.field({
      type: CustomerMembershipRef,
      description: 'Their membership level and the items they bought.',
      resolve: async (row, _args, context) => ({ ...row, ...(await itemsBoughtBy(context.db, row.id)) }),
    }),
    updatedTime: t.field({ type: 'DateTime', description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', resolve: (row) => row.updatedAt }),
  }),
  fields: SHOP_CUSTOMER_FIELDS,
  defaultSorts: [{ field: 'dateCreated', direction: 'DESC' }],
  label: (row) => row.name,
  update: { input: updateInput, schema: shopCustomerUpdateSchema },
});

builder.objectField(ShopCustomer.ref as unknown as PothosSchemaTypes.ObjectRef<Types, CustomerRow>, 'referredBy', (t) =>
  t.field({
    type: ShopCustomer.ref as unknown as PothosSchemaTypes.ObjectRef<Types, number>,
    nullable: true,
    description: 'The customer whose code they signed up with, or null.',
    resolve: (row) => row.referredById,
  }),
);

const column = (value: SQLWrapper, header: string) => sql`${value} as ${sql.identifier(header)}`;
const statusWords = Object.fromEntries(Object.entries(SHOP_CUSTOMER_STATUS_WORDS));

/** The download's SELECT: the list's filters and search, oldest sign-up first; personal columns only for VIEW_SHOP_CUSTOMER. */
export function shopCustomerReportQuery(queryInput: QueryInput | null, timeZone: string, viewer: Pick<Viewer, 'authorities'>): SQL {
  const where = and(buildWhere(SHOP_CUSTOMER_FIELDS, queryInput?.filters), buildSearch(SHOP_CUSTOMER_FIELDS, queryInput?.search));
  const shown = (value: SQL) => (seesPersonalData(viewer) ? value : sql`null`);
  const addresses = sql`(select string_agg(concat_ws(', ', a.name, a.address1, a.address2, a.city), ' | ' order by a.id) from ${shopCustomerAddresses} a where a.customer_id = ${shopCustomers.id})`;
  const referrer = sql`(select r.referral_code from ${shopCustomers} r where r.id = ${shopCustomers.referredById})`;
  const columns = [
    column(shopCustomers.id, 'ID'),
    column(csvText(shopCustomers.name), 'Name'),
    column(shown(csvText(shopCustomers.phoneNo)), 'Phone No'),
    column(shown(csvText(shopCustomers.email)), 'Email'),
    column(csvLabel(sql`${shopCustomers.status}::text`, statusWords), 'Status'),
    column(csvDateTime(shopCustomers.dateCreated, timeZone), 'Date Created'),
    column(csvText(shopCustomers.referralCode), 'Referral Code'),
    column(csvText(referrer), 'Referred By'),
    column(referralCount, 'Referral Count'),
    column(csvLabel(shopCustomers.gender, genderLabels), 'Gender'),
    column(shown(csvDay(shopCustomers.birthdate)), 'Birthdate'),
    column(csvText(membershipLevelName), 'Membership'),
    column(totalItemColumn, 'Total Item'),
    column(totalItemCurrentPeriodColumn, 'Total Item Current Period'),
    column(shown(csvText(addresses)), 'Addresses'),
  ];
  return sql`select ${sql.join(columns, sql`, `)} from ${shopCustomers} ${where ? sql`where ${where}` : sql``} order by ${shopCustomers.dateCreated}, ${shopCustomers.id}`;
}

type ReportParameters = { queryInput: QueryInput | null; timeZone: string };

const requestCustomerReport = defineReport<ReportParameters>('shop-customers', {
  authority: PERSONAL_DATA_AUTHORITY,
  fileName: 'shop-customers',
  query: ({ queryInput, timeZone }, viewer) => shopCustomerReportQuery(queryInput, timeZone, viewer),
});

builder.queryField('shopCustomerReport', (t) =>
  t.field({
    nullable: true,
    type: 'String',
    description:
      'The address of a CSV of every customer matching the filters and search, oldest sign-up first, with their personal data (phone, email, birthdate, addresses); it works for five minutes, for the caller only. Each download is recorded in the activity log with its filters.',
    args: {
      queryInput: t.arg({ type: QueryInputRef, description: 'The sorts, filters and search that choose the customers.' }),
      timeZone: t.arg.string({ description: "The IANA zone the times are written in, e.g. the browser's; default Asia/Jakarta." }),
    },
    authScopes: { authority: PERSONAL_DATA_AUTHORITY },
    resolve: async (_root, args, context) => {
      const parameters = { queryInput: args.queryInput ?? null, timeZone: checkTimeZone(args.timeZone) };
      // Bad filters are refused now, not halfway through the download.
      shopCustomerReportQuery(parameters.queryInput, parameters.timeZone, context);
      const address = await requestCustomerReport(context, parameters);
      await recordRead(context, {
        activity: 'DOWNLOAD_SHOP_CUSTOMER',
        entity: 'SHOP_CUSTOMER',
        message: `Downloaded the shop customers${parameters.queryInput?.filters?.options.length || parameters.queryInput?.search ? ' matching the filters' : ''}.`,
        changes: { filters: { before: null, after: { filters: parameters.queryInput?.filters ?? null, search: parameters.queryInput?.search ?? null } } },
      });
      return address;
    },
  }),
);

