import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { recordColumns, trigramIndexes } from '../../db/columns';
import { shopMemberships } from '../shop-memberships/shop-memberships.table';

/*
 * The online shop's customers: people outside the company, who sign up in the ordering app (never
 * in the console). Their phone, email, addresses and birthdate are personal data: only roles holding
 * VIEW_SHOP_CUSTOMER read them. `status` is the ordering app's integer (1 active, 0 inactive, 2
 * blocked, words in SHOP_CUSTOMER_STATUS_WORDS); `date_created` is when they signed up.
 */
export const shopCustomers = pgTable(
  'shop_customers',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    phoneNo: text('phone_no'),
    email: text('email'),
    status: integer('status').notNull().default(1),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    referralCode: text('referral_code').notNull(),
    referredById: integer('referred_by_id').references((): AnyPgColumn => shopCustomers.id),
    gender: text('gender'),
    birthdate: date('birthdate'),
    /** The customer's membership level (spec: customerMembership); the items they bought are counted from their orders (items-bought.ts). */
    membershipId: integer('membership_id').references(() => shopMemberships.id),
  },
  (table) => [
    uniqueIndex('shop_customers_referral_code_unique').on(table.referralCode),
    index('shop_customers_referred_by_idx').on(table.referredById),
    index('shop_customers_date_created_idx').on(table.dateCreated),
    index('shop_customers_membership_idx').on(table.membershipId),
    check('shop_customers_status_known', sql`${table.status} in (0, 1, 2)`),
    ...trigramIndexes('shop_customers', { name: table.name, phone_no: table.phoneNo }),
  ],
);

/** Where a customer has food delivered. */
export const shopCustomerAddresses = pgTable(
  'shop_customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => shopCustomers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city'),
    note: text('note'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    contactPersonName: text('contact_person_name'),
    contactPersonPhoneNo: text('contact_person_phone_no'),
  },
  (table) => [index('shop_customer_addresses_customer_idx').on(table.customerId)],
);
