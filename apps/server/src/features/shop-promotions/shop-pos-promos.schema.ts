import { eq, sql } from 'drizzle-orm';
import {
  promoRulesAcrossFields,
  shopPosPromoSchema,
  shopPosPromoUpdateSchema,
  type ShopPaymentMethod,
  type ShopPosPromoInput,
  type ShopPosPromoUpdateInput,
  shopPaymentMethodLabels,
} from '@back-office/domain';
import { builder } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { defineCrud, updateRow } from '../../platform/crud';
import { mappingScopeAny } from '../../platform/mappings';
import type { PagingFields } from '../../platform/paging';
import { expectReference, reference } from '../../platform/reference';
import { parseInput } from '../../platform/validate';
import { ShopPosPartner } from '../shop-deals/shop-deals.schema';
import { shopHubScope } from '../shop-hubs/shop-hubs.schema';
import { shopHubs } from '../shop-hubs/shop-hubs.table';
import { ruleObjectFields, rulesOf } from './promo-rule-fields';
import { mergedRules, rulesColumn, splitRules, writeRules } from './promo-rule-store';
import { ShopPaymentMethodEnum, ruleInputFields } from './promo-rules';
import { shopPosPromos } from './shop-pos-promos.table';
import { shopPromotionRules } from './shop-promotions.table';
import { column, definePromoReport, promoReportQuery } from './shop-promotions.schema';
import { csvLabel, csvText } from '../reports/csv-sql';
import { shopPosPartners } from '../shop-deals/shop-deals.table';

/*
 * POS promos (spec point 3, /shop-pos-promotion): the shared promo rules, always at ORDER level (the
 * point of sale has no delivery fee), for the customers of one POS partner, limited to some payment
 * methods and outlets. A user mapped to outlets sees only the promos of those outlets and may choose
 * only those outlets.
 */

type PosPromoRow = typeof shopPosPromos.$inferSelect;

const posPromoInput = (create: boolean) =>
  builder.inputType(create ? 'ShopPosPromoInput' : 'ShopPosPromoUpdateInput', {
    description: create ? 'A new POS promo.' : 'The fields of a POS promo to change; those left out keep their value.',
    fields: (t) => {
      const { discountLevel: _level, ...rules } = ruleInputFields(t, create);
      return {
        ...rules,
        partnerId: t.int({ required: create, description: 'The id of the POS partner whose customers get it; it must exist and be active.' }),
        allowedPaymentMethods: t.field({ type: [ShopPaymentMethodEnum], description: 'The payment methods it is for; empty for all.' }),
        hubIds: t.intList({ description: 'The outlets it runs at; empty for all.' }),
      };
    },
  });

const fromRules = (column: keyof typeof shopPromotionRules.$inferSelect) => rulesColumn(shopPosPromos.ruleId, column);

/** What the POS promo list filters, sorts and searches on. */
export const SHOP_POS_PROMO_FIELDS = {
  id: { column: shopPosPromos.id, kind: 'int' },
  name: { column: fromRules('name'), kind: 'text' },
  startDate: { column: fromRules('startDate'), kind: 'datetime' },
  endDate: { column: fromRules('endDate'), kind: 'datetime' },
  active: { column: fromRules('active'), kind: 'boolean' },
  discountAmount: { column: fromRules('discountAmount'), kind: 'int' },
  unit: { column: fromRules('unit'), kind: 'text' },
  usedQuantity: { column: fromRules('usedQuantity'), kind: 'int' },
  createdTime: { column: shopPosPromos.createdAt, kind: 'datetime' },
} satisfies PagingFields;

/** The promos of the outlets the caller is mapped to (a promo for every outlet only to those not mapped). */
const posPromoScope = (context: Pick<Context, 'db' | 'user'>) => mappingScopeAny(context, 'shopHubs', fromRules('hubIds'));

export const ShopPosPromo = defineCrud<PosPromoRow, ShopPosPromoInput, ShopPosPromoUpdateInput>({
  name: 'ShopPosPromo',
  table: shopPosPromos,
  description: 'A POS promo: an order discount the point of sale gives a POS partner’s customers, with its period, schedules, item groups, payment methods, outlets and limits.',
  references: { partner: reference(ShopPosPartner) },
  scope: posPromoScope,
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The promo’s id.' }),
    ...ruleObjectFields(t),
    allowedPaymentMethods: t.field({
      type: [ShopPaymentMethodEnum],
      description: 'The payment methods it is for; empty for all.',
      resolve: (row, _args, context) => rulesOf(context, row.ruleId).then((rules) => rules.allowedPaymentMethods as ShopPaymentMethod[]),
    }),
    hubIds: t.intList({ description: 'The outlets it runs at; empty for all.', resolve: (row, _args, context) => rulesOf(context, row.ruleId).then((rules) => rules.hubIds) }),
    createdTime: t.field({ type: 'DateTime', description: 'When it was created.', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ type: 'DateTime', description: 'When it was last changed; send it back as expectedUpdatedTime.', resolve: (row) => row.updatedAt }),
  }),
  fields: SHOP_POS_PROMO_FIELDS,
  defaultSorts: [{ field: 'id', direction: 'DESC' }],
  label: (row) => `POS promo ${row.id}`,
  check: async (transaction, data, context, id) => {
    for (const [index, hubId] of (data.hubIds ?? []).entries()) await expectReference(transaction, shopHubs, shopHubs.id, hubId, `hubIds.${index}`, 'Outlet', shopHubScope()(context));
    if (id !== undefined) {
      const [row] = await transaction.select({ ruleId: shopPosPromos.ruleId }).from(shopPosPromos).where(eq(shopPosPromos.id, id));
      if (row) parseInput(promoRulesAcrossFields, await mergedRules(transaction, row.ruleId, splitRules(data).rules));
    }
  },
  create: {
    input: posPromoInput(true),
    schema: shopPosPromoSchema,
    async write(transaction, data) {
      const { rules, own } = splitRules(data);
      const ruleId = await writeRules(transaction, { ...rules, discountLevel: 'ORDER' });
      const [row] = await transaction.insert(shopPosPromos).values({ ...own, ruleId }).returning();
      return row!;
    },
  },
  update: {
    input: posPromoInput(false),
    schema: shopPosPromoUpdateSchema,
    async write(transaction, data, _context, id) {
      const { rules, own } = splitRules(data);
      const row = (await updateRow(transaction, shopPosPromos, shopPosPromos.id, id, own)) as PosPromoRow | undefined;
      if (row) await writeRules(transaction, rules, row.ruleId);
      return row;
    },
  },
  sample: async (make) => ({
    partnerId: await make('ShopPosPartner'),
    name: `POS promo ${Math.random().toString(36).slice(2, 8)}`,
    startDate: '2026-12-01T00:00:00Z',
    endDate: '2026-12-31T00:00:00Z',
    active: true,
    discountAmount: 10,
    unit: 'PERCENTAGE',
    allowedPaymentMethods: ['CASH'],
  }),
  change: { discountAmount: 15 },
});

/* ---------- The POS promos download: the shop promos' download with the partner, payment methods and outlets ---------- */

const rules = shopPromotionRules;
const paymentMethods = sql`coalesce(nullif(array_to_string(array(select ${csvLabel(sql`method`, shopPaymentMethodLabels)} from unnest(${rules.allowedPaymentMethods}) as method), ', '), ''), 'All')`;
const outlets = sql`coalesce((select string_agg(${shopHubs.name}, ', ' order by ${shopHubs.name}) from ${shopHubs} where ${shopHubs.id} = any(${rules.hubIds})), 'All')`;

definePromoReport('shopPosPromoReport', {
  authority: 'VIEW_SHOP_POS_PROMO',
  fileName: 'shop-pos-promos',
  what: 'POS promo',
  query: (queryInput, timeZone, viewer) =>
    promoReportQuery(
      {
        table: shopPosPromos,
        id: shopPosPromos.id,
        ruleId: shopPosPromos.ruleId,
        fields: SHOP_POS_PROMO_FIELDS,
        ownColumns: {
          first: [column(csvText(sql`(select ${shopPosPartners.name} from ${shopPosPartners} where ${shopPosPartners.id} = ${shopPosPromos.partnerId})`), 'Partner')],
          afterActive: [column(paymentMethods, 'Payment Methods'), column(csvText(outlets), 'Outlets')],
        },
        scope: posPromoScope(viewer),
      },
      queryInput,
      timeZone,
    ),
});
