import { eq, sql } from 'drizzle-orm';
import { SHOP_PROMO_KINDS, promoRulesAcrossFields, shopPromoSchema, shopPromoUpdateSchema, type ShopPromoInput, type ShopPromoKind, type ShopPromoUpdateInput } from '@back-office/domain';
import { builder, describedValues } from '../../platform/builder';
import { defineCrud, updateRow } from '../../platform/crud';
import { parseInput } from '../../platform/validate';
import { expectStoredImage } from '../../platform/stored-images';
import { mergedRules, ruleInputFields, ruleObjectFields, splitRules, writeRules } from './promo-rules';
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
const fromRules = (column: keyof typeof shopPromotionRules.$inferSelect) =>
  sql`(select ${shopPromotionRules[column as 'name']} from ${shopPromotionRules} where ${shopPromotionRules.id} = ${shopPromos.ruleId})`;

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
  fields: {
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
  },
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
