import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DAYS, dayLabels, hubOwnershipLabels, hubRentTypeLabels, paymentTermsLabels } from '@back-office/domain';
import { buildSearch, buildWhere, type PagingFields, type QueryInput } from '../../platform/paging';
import { csvDateTime, csvDay, csvLabel, csvText, csvYesNo } from '../reports/csv-sql';
import { users } from '../../platform/identity/users.table';
import { clusters, hubEntities, hubTypes } from '../master-data/master-data.table';
import { hubs } from './hubs.table';

/*
 * The hub report: every hub matching the list's filters with the names of what it points at, in one
 * statement formatted by PostgreSQL, so the server only passes the bytes on. Money and counts are
 * plain numbers a spreadsheet can sum; times are DD-MM-YYYY HH:mm in the caller's time zone.
 */

const rent = (key: string) => sql`(${hubs.rentAdditionalInformation} ->> ${key})`;
const price = (key: string) => sql`(${hubs.priceSetting} ->> ${key})`;

const DAY_SHORT = Object.fromEntries(DAYS.map((day) => [day, dayLabels[day].slice(0, 3)]));
const schedule = sql`(select string_agg(${csvLabel(sql`entry ->> 'day'`, DAY_SHORT)} || ' ' || (entry ->> 'open') || '-' || (entry ->> 'close'), ', ' order by position)
  from jsonb_array_elements(${hubs.runningSchedules}) with ordinality as days(entry, position))`;

function column(value: SQLWrapper, header: string): SQL {
  return sql`${value} as ${sql.identifier(header)}`;
}

/** The report's SELECT for the filters and zone; the caller checks `timeZone`. */
export function hubReportQuery(fields: PagingFields, queryInput: QueryInput | null, timeZone: string): SQL {
  const where = and(buildWhere(fields, queryInput?.filters), buildSearch(fields, queryInput?.search));
  const columns = [
    column(csvText(hubs.internalId), 'Internal ID'),
    column(csvText(hubs.name), 'Name'),
    column(csvText(hubs.buildingName), 'Building Name'),
    column(csvText(hubs.companyName), 'Company Name'),
    column(csvText(hubs.floor), 'Floor'),
    column(csvText(hubTypes.name), 'Hub Type'),
    column(csvText(clusters.name), 'Cluster'),
    column(csvText(hubEntities.name), 'Entity'),
    column(csvText(hubs.address), 'Address'),
    column(csvText(hubs.subDistrict), 'Sub District'),
    column(csvText(hubs.district), 'District'),
    column(csvText(hubs.city), 'City'),
    column(csvText(hubs.province), 'Province'),
    column(csvText(hubs.postalCode), 'Postal Code'),
    column(hubs.latitude, 'Latitude'),
    column(hubs.longitude, 'Longitude'),
    column(hubs.timezone, 'Timezone'),
    column(schedule, 'Running Schedule'),
    column(csvLabel(hubs.ownership, hubOwnershipLabels), 'Ownership'),
    column(csvLabel(hubs.rentType, hubRentTypeLabels), 'Rent Type'),
    column(rent('valueInPercentage'), 'Revenue Share (%)'),
    column(rent('minimumAmount'), 'Minimum Amount (Rp)'),
    column(rent('value'), 'Fixed Cost (Rp)'),
    column(csvLabel(rent('paymentTerms'), paymentTermsLabels), 'Payment Terms'),
    column(rent('feePerCup'), 'Fee Per Cup (Rp)'),
    column(hubs.monthlyRentalFee, 'Monthly Rental Fee (Rp)'),
    column(hubs.commissionFee, 'Commission Fee (%)'),
    column(price('subsidy'), 'Subsidy (Rp)'),
    column(price('corporateDiscount'), 'Corporate Discount (Rp)'),
    column(csvDay(hubs.contractUntil), 'Contract Until'),
    column(hubs.targetCup, 'Target Cup'),
    column(hubs.targetRevenue, 'Target Revenue (Rp)'),
    column(csvText(users.name), 'Sales'),
    column(csvYesNo(hubs.oddEvenRationing), 'Odd Even Rationing'),
    column(csvYesNo(hubs.active), 'Active'),
    column(csvDateTime(hubs.createdAt, timeZone), 'Created Time'),
  ];
  return sql`select ${sql.join(columns, sql`, `)}
    from ${hubs}
    join ${hubTypes} on ${hubTypes.id} = ${hubs.hubTypeId}
    left join ${clusters} on ${clusters.id} = ${hubs.clusterId}
    left join ${hubEntities} on ${hubEntities.id} = ${hubs.hubEntityId}
    left join ${users} on ${users.id} = ${hubs.salesId}
    ${where ? sql`where ${where}` : sql``}
    order by ${hubs.id}`;
}
