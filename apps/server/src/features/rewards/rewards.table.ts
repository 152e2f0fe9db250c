import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RewardRefusal } from '@back-office/domain';
import { namedColumns } from '../../db/columns';
import { companies } from '../companies/companies.table';
import { machines } from '../machines/machines.table';

/** Who of a company may have reward cups, and how many per cut-off period. */
export const rewardRules = pgTable(
  'reward_rules',
  {
    ...namedColumns(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Rupiah a person may have per period; null for no limit. */
    amountLimit: integer('amount_limit'),
    /** Cups a person may have per period; null for no limit. */
    frequencyLimit: integer('frequency_limit'),
    /** Cups the rule may give in all; null for no limit. */
    usageLimit: integer('usage_limit'),
    /** Cups the rule has given: counted as claims are granted, under the rule's row lock. */
    usedCount: integer('used_count').notNull().default(0),
    customerIds: integer('customer_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** In capitals, as normalizeCardNumber gives them. */
    cardNumbers: text('card_numbers').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    uniqueIndex('reward_rules_name_unique').on(sql`lower(${table.name})`),
    index('reward_rules_company_idx').on(table.companyId),
    index('reward_rules_cards_idx').using('gin', table.cardNumbers),
  ],
);

/** Every claim a machine made for a reward cup, granted or refused, as it was answered. */
export const rewardOrders = pgTable(
  'reward_orders',
  {
    id: serial('id').primaryKey(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    /** The machine's own id of the claim: a claim sent again is answered from its row. */
    claimId: text('claim_id').notNull(),
    cardNumber: text('card_number').notNull(),
    ruleId: integer('rule_id').references(() => rewardRules.id),
    companyId: integer('company_id').references(() => companies.id),
    productId: integer('product_id'),
    /** As the product was named when claimed. */
    productName: text('product_name'),
    machineNo: text('machine_no').notNull(),
    amount: integer('amount').notNull(),
    granted: boolean('granted').notNull(),
    reason: text('reason').$type<RewardRefusal>(),
    /** The start of the company's cut-off period the claim fell in. */
    periodStart: timestamp('period_start', { withTimezone: true }),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reward_orders_machine_claim_unique').on(table.machineId, table.claimId),
    index('reward_orders_card_time_idx').on(table.companyId, table.cardNumber, table.time),
    index('reward_orders_time_idx').on(table.time),
  ],
);
