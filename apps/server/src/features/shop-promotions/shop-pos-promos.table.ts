import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from '../../db/columns';
import { shopPosPartners } from '../shop-deals/shop-deals.table';
import { shopPromotionRules } from './shop-promotions.table';

/**
 * A POS promo (spec point 3): the shared promo rules (always ORDER level; its payment methods and
 * outlets are the rules' allowedPaymentMethods and hubIds) for the customers of one POS partner.
 */
export const shopPosPromos = pgTable(
  'shop_pos_promos',
  {
    ...recordColumns(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => shopPromotionRules.id),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => shopPosPartners.id),
  },
  (table) => [uniqueIndex('shop_pos_promos_rule_unique').on(table.ruleId), index('shop_pos_promos_partner_idx').on(table.partnerId)],
);
