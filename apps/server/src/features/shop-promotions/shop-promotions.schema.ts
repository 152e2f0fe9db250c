import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import {
  SHOP_PROMO_KINDS,
  promoRulesAcrossFields,
  shopPromoSchema,
  shopPromoUpdateSchema,
  type Authority,
  type ShopPromoInput,
  type ShopPromoKind,
  type ShopPromoUpdateInput,
  discountLevelLabels,
  discountUnitLabels,
  itemRuleLabels,
  customerRuleTypeLabels,
  shopPromoKindLabels,
} from '@back-office/domain';
import { builder, describedValues } from '../../platform/builder';
import type { Viewer } from '../../platform/context';
import { buildSearch, buildWhere, type PagingFields, type QueryInput } from '../../platform/paging';
import { QueryInputRef } from '../../platform/paging/inputs';
import { csvDateTime, csvLabel, csvText, csvYesNo } from '../reports/csv-sql';
import { checkTimeZone, defineReport } from '../reports/reports.service';
import { defineCrud, updateRow } from '../../platform/crud';
import { parseInput } from '../../platform/validate';
import { expectStoredImage } from '../../platform/stored-images';
import { ruleObjectFields } from './promo-rule-fields';
import { mergedRules, rulesColumn, splitRules, writeRules } from './promo-rule-store';
import { ruleInputFields } from './promo-rules';
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

export const column = (value: SQLWrapper, header: string) => sql`${value} as ${sql.identifier(header)}`;

/** One kind of promo as its download reads it: its table, its list's fields, and the columns of its own before the shared rules'. */
export interface PromoReportSource {
  table: AnyPgTable;
  id: AnyPgColumn;
  ruleId: AnyPgColumn;
  fields: PagingFields;
  /** The kind's own columns: those read first, after the id, and those after Active. */
  ownColumns: { first: SQL[]; afterActive: SQL[] };
  /** A join for the own columns (e.g. the POS partner), or nothing. */
  join?: SQL;
  /** The caller's per-user scope, or nothing. */
  scope?: SQL;
}

/**
 * A promo download's SELECT: the list's filters and search, newest first, one row per promo with its
 * rules in words. Shop promos and POS promos share it; each kind adds its own columns.
 */
export function promoReportQuery(source: PromoReportSource, queryInput: QueryInput | null, timeZone: string): SQL {
  const where = and(buildWhere(source.fields, queryInput?.filters), buildSearch(source.fields, queryInput?.search), source.scope);
  const r = shopPromotionRules;
  const columns = [
    column(source.id, 'ID'),
    ...source.ownColumns.first,
    column(csvText(r.name), 'Name'),
    column(csvDateTime(r.startDate, timeZone), 'Start'),
    column(csvDateTime(r.endDate, timeZone), 'End'),
    column(csvYesNo(r.active), 'Active'),
    ...source.ownColumns.afterActive,
    column(csvLabel(r.discountLevel, discountLevelLabels), 'Discount Level'),
    column(r.discountAmount, 'Discount Amount'),
    column(csvLabel(r.unit, discountUnitLabels), 'Unit'),
    column(csvLabel(r.itemRule, itemRuleLabels), 'Item Rule'),
    column(r.minimumItem, 'Minimum Item'),
    column(r.minimumAmount, 'Minimum Amount'),
    column(csvLabel(r.customerRuleType, customerRuleTypeLabels), 'Customer Rule'),
    column(r.usageLimitPerCustomer, 'Usage Limit per Customer'),
    column(r.maximumDiscountAmount, 'Maximum Discount Amount'),
    column(r.totalQuantity, 'Total Quantity'),
    column(r.usedQuantity, 'Used Quantity'),
  ];
  return sql`select ${sql.join(columns, sql`, `)} from ${source.table} join ${r} on ${r.id} = ${source.ruleId} ${source.join ?? sql``} ${where ? sql`where ${where}` : sql``} order by ${source.id} desc`;
}

const SHOP_PROMO_REPORT: PromoReportSource = {
  table: shopPromos,
  id: shopPromos.id,
  ruleId: shopPromos.ruleId,
  fields: SHOP_PROMO_FIELDS,
  ownColumns: { first: [column(csvLabel(shopPromos.kind, shopPromoKindLabels), 'Kind')], afterActive: [column(csvYesNo(shopPromos.qrPromo), 'QR Promo')] },
};

/** The shop promos download's SELECT. */
export const shopPromoReportQuery = (queryInput: QueryInput | null, timeZone: string) => promoReportQuery(SHOP_PROMO_REPORT, queryInput, timeZone);

/**
 * A promo download's query field: checks the zone and the filters at once (not halfway through the
 * download), then answers the short-lived address of the streamed CSV.
 */
export function definePromoReport(field: string, options: { authority: Authority; fileName: string; what: string; query: (queryInput: QueryInput | null, timeZone: string, viewer: Viewer) => SQL }) {
  const request = defineReport<{ queryInput: QueryInput | null; timeZone: string }>(options.fileName, {
    authority: options.authority,
    fileName: options.fileName,
    query: ({ queryInput, timeZone }, viewer) => options.query(queryInput, timeZone, viewer),
  });
  builder.queryField(field, (t) =>
    t.field({
      nullable: true,
      type: 'String',
      description: `The address of a CSV of every ${options.what} matching the filters and search, newest first, streamed; it works for five minutes, for the caller only.`,
      args: {
        queryInput: t.arg({ type: QueryInputRef, description: `The sorts, filters and search that choose the ${options.what}s.` }),
        timeZone: t.arg.string({ description: "The IANA zone the times are written in, e.g. the browser's; default Asia/Jakarta." }),
      },
      authScopes: { authority: options.authority },
      resolve: async (_root, args, context) => {
        const parameters = { queryInput: args.queryInput ?? null, timeZone: checkTimeZone(args.timeZone) };
        options.query(parameters.queryInput, parameters.timeZone, context);
        return request(context, parameters);
      },
    }),
  );
}

definePromoReport('shopPromoReport', { authority: 'VIEW_SHOP_PROMO', fileName: 'shop-promos', what: 'shop promo', query: shopPromoReportQuery });
