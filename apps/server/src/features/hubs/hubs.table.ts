import { boolean, date, doublePrecision, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { trigramIndexes } from '../../db/columns';
import type { Day, HubOwnership, HubRentType, PaymentTerms, Timezone } from '@back-office/domain';
import { clusters, hubEntities, hubTypes } from '../master-data/master-data.table';
import { users } from '../../platform/identity/users.table';


export interface RunningScheduleValue {
  day: Day;
  open: string;
  close: string;
}

export interface RentTermsValue {
  valueInPercentage?: number | null;
  minimumAmount?: number | null;
  value?: number | null;
  paymentTerms?: PaymentTerms | null;
  feePerCup?: number | null;
}

export interface PriceSettingValue {
  subsidy?: number | null;
  corporateDiscount?: number | null;
}

/** Numbers the hubs' internal ids; a number is never given twice, even when a create rolls back. */
export const hubNumbers = pgSequence('hub_numbers');

export const hubs = pgTable(
  'hubs',
  {
    id: serial('id').primaryKey(),
    /** The number the internal id is made from; never reused. */
    incrementalIndex: integer('incremental_index').notNull(),
    internalId: text('internal_id').notNull(),
    name: text('name'),
    buildingName: text('building_name'),
    companyName: text('company_name'),
    floor: text('floor'),
    additionalInformation: text('additional_information'),
    hubTypeId: integer('hub_type_id')
      .notNull()
      .references(() => hubTypes.id),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    province: text('province'),
    city: text('city'),
    district: text('district'),
    subDistrict: text('sub_district'),
    postalCode: text('postal_code'),
    runningSchedules: jsonb('running_schedules').$type<RunningScheduleValue[]>().notNull(),
    salesId: integer('sales_id').references(() => users.id),
    timezone: text('timezone').$type<Timezone>().notNull(),
    ownership: text('ownership').$type<HubOwnership>().notNull(),
    priceSetting: jsonb('price_setting').$type<PriceSettingValue>(),
    rentType: text('rent_type').$type<HubRentType>().notNull(),
    rentAdditionalInformation: jsonb('rent_additional_information').$type<RentTermsValue>(),
    commissionFee: doublePrecision('commission_fee'),
    active: boolean('active').notNull().default(true),
    oddEvenRationing: boolean('odd_even_rationing').notNull().default(false),
    clusterId: integer('cluster_id').references(() => clusters.id),
    hubEntityId: integer('hub_entity_id').references(() => hubEntities.id),
    contractUntil: date('contract_until', { mode: 'string' }),
    monthlyRentalFee: integer('monthly_rental_fee'),
    targetCup: integer('target_cup'),
    targetRevenue: integer('target_revenue'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('hubs_internal_id_unique').on(table.internalId),
    index('hubs_hub_type_idx').on(table.hubTypeId),
    index('hubs_cluster_idx').on(table.clusterId),
    index('hubs_city_idx').on(table.city),
    // Sorts read these in order (the id breaks ties); LIKE searches use the trigram indexes.
    index('hubs_name_sort_idx').on(table.name, table.id),
    index('hubs_created_sort_idx').on(table.createdAt, table.id),
    ...trigramIndexes('hubs', { internal_id: table.internalId, name: table.name, building_name: table.buildingName, company_name: table.companyName, address: table.address, city: table.city }),
    index('hubs_display_name_trgm_idx').using('gin', sql`(coalesce(${table.name}, ${table.buildingName}, ${table.companyName}, ${table.internalId})) gin_trgm_ops`),
  ],
);
