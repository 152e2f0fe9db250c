import { inArray } from 'drizzle-orm';
import { labelOf, type CsvColumn } from '@back-office/domain';
import type { Database } from '../../db/client';
import { findBatches, type PagingFields, type QueryInput } from '../../platform/paging';
import { users } from '../users/users.table';
import { clusters, hubEntities, hubTypes } from '../master-data/master-data.table';
import { hubs } from './hubs.table';

type HubRow = typeof hubs.$inferSelect;

/** A hub with the names of what it points at, as the report shows it. */
export interface HubReportRow extends HubRow {
  hubTypeName: string;
  clusterName: string | null;
  hubEntityName: string | null;
  salesName: string | null;
}

/** Every hub matching the filters with its names, a batch at a time: one query per batch for each kind of name. */
export async function* hubReportRows(db: Database, fields: PagingFields, queryInput: QueryInput | null): AsyncGenerator<HubReportRow[]> {
  for await (const batch of findBatches<HubRow>({ db, table: hubs, fields, idColumn: hubs.id }, queryInput)) {
    const names = async (table: typeof hubTypes | typeof clusters | typeof hubEntities, ids: (number | null)[]) => {
      const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
      const rows = wanted.length ? await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, wanted)) : [];
      return new Map(rows.map((row) => [row.id, row.name]));
    };
    const salesIds = [...new Set(batch.map((hub) => hub.salesId).filter((id): id is number => id !== null))];
    const [types, clusterNames, entities, sales] = await Promise.all([
      names(hubTypes, batch.map((hub) => hub.hubTypeId)),
      names(clusters, batch.map((hub) => hub.clusterId)),
      names(hubEntities, batch.map((hub) => hub.hubEntityId)),
      salesIds.length ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, salesIds)) : Promise.resolve([]),
    ]);
    const salesNames = new Map(sales.map((user) => [user.id, user.name]));
    yield batch.map((hub) => ({
      ...hub,
      hubTypeName: types.get(hub.hubTypeId) ?? '',
      clusterName: hub.clusterId === null ? null : (clusterNames.get(hub.clusterId) ?? null),
      hubEntityName: hub.hubEntityId === null ? null : (entities.get(hub.hubEntityId) ?? null),
      salesName: hub.salesId === null ? null : (salesNames.get(hub.salesId) ?? null),
    }));
  }
}

const schedule = (hub: HubRow) => hub.runningSchedules.map((entry) => `${labelOf(entry.day).slice(0, 3)} ${entry.open}-${entry.close}`).join(', ');

/** The report's columns: everything a hub has, money in whole rupiah, days as YYYY-MM-DD. */
export const hubCsvColumns: readonly CsvColumn<HubReportRow>[] = [
  { header: 'Internal ID', value: (hub) => hub.internalId },
  { header: 'Name', value: (hub) => hub.name },
  { header: 'Building Name', value: (hub) => hub.buildingName },
  { header: 'Company Name', value: (hub) => hub.companyName },
  { header: 'Floor', value: (hub) => hub.floor },
  { header: 'Hub Type', value: (hub) => hub.hubTypeName },
  { header: 'Cluster', value: (hub) => hub.clusterName },
  { header: 'Entity', value: (hub) => hub.hubEntityName },
  { header: 'Address', value: (hub) => hub.address },
  { header: 'Sub District', value: (hub) => hub.subDistrict },
  { header: 'District', value: (hub) => hub.district },
  { header: 'City', value: (hub) => hub.city },
  { header: 'Province', value: (hub) => hub.province },
  { header: 'Postal Code', value: (hub) => hub.postalCode },
  { header: 'Latitude', value: (hub) => hub.latitude },
  { header: 'Longitude', value: (hub) => hub.longitude },
  { header: 'Timezone', value: (hub) => hub.timezone },
  { header: 'Running Schedule', value: schedule },
  { header: 'Ownership', value: (hub) => labelOf(hub.ownership) },
  { header: 'Rent Type', value: (hub) => labelOf(hub.rentType) },
  { header: 'Revenue Share (%)', value: (hub) => hub.rentAdditionalInformation?.valueInPercentage },
  { header: 'Minimum Amount (Rp)', value: (hub) => hub.rentAdditionalInformation?.minimumAmount },
  { header: 'Fixed Cost (Rp)', value: (hub) => hub.rentAdditionalInformation?.value },
  { header: 'Payment Terms', value: (hub) => labelOf(hub.rentAdditionalInformation?.paymentTerms) },
  { header: 'Fee Per Cup (Rp)', value: (hub) => hub.rentAdditionalInformation?.feePerCup },
  { header: 'Monthly Rental Fee (Rp)', value: (hub) => hub.monthlyRentalFee },
  { header: 'Commission Fee (%)', value: (hub) => hub.commissionFee },
  { header: 'Subsidy (Rp)', value: (hub) => hub.priceSetting?.subsidy },
  { header: 'Corporate Discount (Rp)', value: (hub) => hub.priceSetting?.corporateDiscount },
  { header: 'Contract Until', value: (hub) => hub.contractUntil },
  { header: 'Target Cup', value: (hub) => hub.targetCup },
  { header: 'Target Revenue (Rp)', value: (hub) => hub.targetRevenue },
  { header: 'Sales', value: (hub) => hub.salesName },
  { header: 'Odd Even Rationing', value: (hub) => (hub.oddEvenRationing ? 'Yes' : 'No') },
  { header: 'Active', value: (hub) => (hub.active ? 'Yes' : 'No') },
  { header: 'Created Time', value: (hub) => hub.createdAt },
];
