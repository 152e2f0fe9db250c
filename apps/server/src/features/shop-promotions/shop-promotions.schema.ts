import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SHOP_PROMO_KINDS, promoRulesAcrossFields, shopPromoSchema, shopPromoUpdateSchema, type ShopPromoInput, type ShopPromoKind, type ShopPromoUpdateInput } from '@back-office/domain';
import { builder, describedValues } from '../../platform/builder';
import { buildSearch, buildWhere, type PagingFields, type QueryInput } from '../../platform/paging';
import { QueryInputRef } from '../../platform/paging/inputs';
import { csvDateTime, csvLabel, csvText } from '../reports/csv-sql';
import { checkTimeZone, defineReport } from '../reports/reports.service';
import { defineCrud, updateRow } from '../../platform/crud';
import { parseInput } from '../../platform/validate';
import { expectStoredImage } from '../../platform/stored-images';
import { mergedRules, ruleInputFields, ruleObjectFields, rulesColumn, splitRules, writeRules } from './promo-rules';
import { shopPromos, shopPromotionRules } from './shop-promotions.table';

/*
 * Shop promos (spec point 3): the shared promo rules plus an image and whether it is a QR promo.
 * MENU promos are those of /shop-promotion (the outlets' menus), PRODUCT promos those of
 * /shop-product-promotion (the vending shop's products): one shape, told apart by `kind`.
 */

type PromoRow = typeof shopPromos.$inferSelect;

export const ShopPromoKindEnum = builder.enumType('ShopPromoKind', {
  description: 'Which goods a shop promo discounts.',
  values: describedValues(SHOP_PROMO_KINDS, { MENU: 'The outlets’ menus (/shop-promotion).', PRODUCT: 'The vending shop’s products (/shop-product-promotion).' }),
});

const promoInput = (create: boolean) =>
  builder.inputType(create ? 'ShopPromoInput' : 'ShopPromoUpdateInput', {
    description: create ? 'A new shop promo.' : 'The fields of a shop promo to change; those left out keep their value.',
    fields: (t) => ({
      ...ruleInputFields(t, create),
      ...(create ? { kind: t.field({ type: ShopPromoKindEnum, required: true, description: 'Menus or vending products; it cannot change later.' }) } : {}),
      imageUrl: t.string({ description: 'Its picture, an address singleUpload answered, or null.' }),
      qrPromo: t.boolean({ required: create, description: 'True when it is given by scanning a QR code.' }),
    }),
  });

/** A list column read from the promo's rules. */
const fromRules = (column: keyof typeof shopPromotionRules.$inferSelect) => rulesColumn(shopPromos.ruleId, column);

/** What the promo lists and the download filter, sort and search on. */
export const SHOP_PROMO_FIELDS = {
  id: { column: shopPromos.id, kind: 'int' },
  kind: { column: shopPromos.kind, kind: 'text' },
  qrPromo: { column: shopPromos.qrPromo, kind: 'boolean' },
  name: { column: fromRules('name'), kind: 'text' },
  startDate: { column: fromRules('startDate'), kind: 'datetime' },
  endDate: { column: fromRules('endDate'), kind: 'datetime' },
  active: { column: fromRules('active'), kind: 'boolean' },
  discountLevel: { column: fromRules('discountLevel'), kind: 'text' },
  usedQuantity: { column: fromRules('usedQuantity'), kind: 'int' },
  createdTime: { column: shopPromos.createdAt, kind: 'datetime' },
} satisfies PagingFields;

export const PROMO_NOT_STORED_IMAGE = 'Upload the picture first; only pictures stored by the console can be used.';

export const ShopPromo = defineCrud<PromoRow, ShopPromoInput, ShopPromoUpdateInput>({
  name: 'ShopPromo',
  table: shopPromos,
  description: 'A shop promo: a discount on orders or their delivery, with its period, schedules, item groups, customer rule and limits.',
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The promo’s id.' }),
    kind: t.field({ type: ShopPromoKindEnum, description: 'Menus or vending products.', resolve: (row) => row.kind as ShopPromoKind }),
    imageUrl: t.exposeString('imageUrl', { nullable: true, description: 'Its picture, or null.' }),
    qrPromo: t.exposeBoolean('qrPromo', { description: 'True when it is given by scanning a QR code.' }),
    ...ruleObjectFields(t),
    createdTime: t.field({ type: 'DateTime', description: 'When it was created.', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ type: 'DateTime', description: 'When it was last changed; send it back as expectedUpdatedTime.', resolve: (row) => row.updatedAt }),
  }),
  fields: SHOP_PROMO_FIELDS,

  defaultSorts: [{ field: 'id', direction: 'DESC' }],
  label: (row) => `promo ${row.id}`,
  check: async (transaction, data, context, id) => {
    if (data.imageUrl) {
      const before = id === undefined ? undefined : (await transaction.select().from(shopPromos).where(eq(shopPromos.id, id)))[0];
      if (data.imageUrl !== before?.imageUrl) await expectStoredImage(context, data.imageUrl, PROMO_NOT_STORED_IMAGE);
    }
    // An update is checked across fields against what is stored (a new item rule needs the stored groups).
    if (id !== undefined) {
      const [row] = await transaction.select({ ruleId: shopPromos.ruleId }).from(shopPromos).where(eq(shopPromos.id, id));
      if (row) parseInput(promoRulesAcrossFields, await mergedRules(transaction, row.ruleId, splitRules(data).rules));
    }
  },
  create: {
    input: promoInput(true),
    schema: shopPromoSchema,
    async write(transaction, data) {
      const { rules, own } = splitRules(data);
      const ruleId = await writeRules(transaction, rules);
      const [row] = await transaction.insert(shopPromos).values({ ...own, ruleId }).returning();
      return row!;
    },
  },
  update: {
    input: promoInput(false),
    schema: shopPromoUpdateSchema,
    async write(transaction, data, _context, id) {
      const { rules, own } = splitRules(data);
      const row = (await updateRow(transaction, shopPromos, shopPromos.id, id, own)) as PromoRow | undefined;
      if (row) await writeRules(transaction, rules, row.ruleId);
      return row;
    },
  },
  sample: () => ({
    kind: 'MENU',
    name: `Promo ${Math.random().toString(36).slice(2, 8)}`,
    startDate: '2026-12-01T00:00:00Z',
    endDate: '2026-12-31T00:00:00Z',
    active: true,
    discountLevel: 'ORDER',
    discountAmount: 10,
    unit: 'PERCENTAGE',
    qrPromo: false,
    schedules: [{ day: 'MONDAY', startHour: 7, endHour: 10 }],
  }),
  change: { qrPromo: true },
});

const column = (value: SQLWrapper, header: string) => sql`${value} as ${sql.identifier(header)}`;

/** The promos download's SELECT: the list's filters and search, newest first, one row per promo with its rules in words. */
export function shopPromoReportQuery(queryInput: QueryInput | null, timeZone: string): SQL {
  const where = and(buildWhere(SHOP_PROMO_FIELDS, queryInput?.filters), buildSearch(SHOP_PROMO_FIELDS, queryInput?.search));
  const r = shopPromotionRules;
  const columns = [
    column(shopPromos.id, 'ID'),
    column(csvLabel(shopPromos.kind), 'Kind'),
    column(csvText(r.name), 'Name'),
    column(csvDateTime(r.startDate, timeZone), 'Start'),
    column(csvDateTime(r.endDate, timeZone), 'End'),
    column(sql`case when ${r.active} then 'Yes' else 'No' end`, 'Active'),
    column(sql`case when ${shopPromos.qrPromo} then 'Yes' else 'No' end`, 'QR Promo'),
    column(csvLabel(r.discountLevel), 'Discount Level'),
    column(r.discountAmount, 'Discount Amount'),
    column(csvLabel(r.unit), 'Unit'),
    column(csvLabel(r.itemRule), 'Item Rule'),
    column(r.minimumItem, 'Minimum Item'),
    column(r.minimumAmount, 'Minimum Amount'),
    column(csvLabel(r.customerRuleType), 'Customer Rule'),
    column(r.usageLimitPerCustomer, 'Usage Limit per Customer'),
    column(r.maximumDiscountAmount, 'Maximum Discount Amount'),
    column(r.totalQuantity, 'Total Quantity'),
    column(r.usedQuantity, 'Used Quantity'),
  ];
  return sql`select ${sql.join(columns, sql`, `)} from ${shopPromos} join ${r} on ${r.id} = ${shopPromos.ruleId} ${where ? sql`where ${where}` : sql``} order by ${shopPromos.id} desc`;
}

const requestPromoReport = defineReport<{ queryInput: QueryInput | null; timeZone: string }>('shop-promos', {
  authority: 'VIEW_SHOP_PROMO',
  fileName: 'shop-promos',
  query: ({ queryInput, timeZone }) => shopPromoReportQuery(queryInput, timeZone),
});

builder.queryField('shopPromoReport', (t) =>
  t.field({
    nullable: true,
    type: 'String',
    description: 'The address of a CSV of every shop promo matching the filters and search, newest first, streamed; it works for five minutes, for the caller only.',
    args: {
      queryInput: t.arg({ type: QueryInputRef, description: 'The sorts, filters and search that choose the promos.' }),
      timeZone: t.arg.string({ description: "The IANA zone the times are written in, e.g. the browser's; default Asia/Jakarta." }),
    },
    authScopes: { authority: 'VIEW_SHOP_PROMO' },
    resolve: async (_root, args, context) => {
      const parameters = { queryInput: args.queryInput ?? null, timeZone: checkTimeZone(args.timeZone) };
      // Bad filters are refused now, not halfway through the download.
      shopPromoReportQuery(parameters.queryInput, parameters.timeZone);
      return requestPromoReport(context, parameters);
    },
  }),
);
