import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  shopDealPathNameSchema,
  shopDealSchema,
  shopDealThirdPartyPromoSchema,
  shopDealUpdateSchema,
  shopThirdPartyPromoSchema,
  shopThirdPartyPromoUpdateSchema,
  SHOP_DEAL_MESSAGES,
  SHOP_MENU_MESSAGES,
  MESSAGES,
  type ShopDealInput,
  type ShopDealThirdPartyPromoInput,
  type ShopDealUpdateInput,
  type ShopThirdPartyPromoInput,
  type ShopThirdPartyPromoUpdateInput,
} from '@back-office/domain';
import type { Context } from '../../platform/context';
import type { Queryable } from '../../db/client';
import { describeChanges } from '../../platform/audit';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import { defineCrud } from '../../platform/crud';
import { badInput } from '../../platform/errors';
import { mappingScope } from '../../platform/mappings';
import { defineNamedCrud } from '../../platform/named-crud';
import { reference } from '../../platform/reference';
import { expectStoredImage, sampleImage } from '../../platform/stored-images';
import { ShopPartner } from '../shop-catalogue/shop-catalogue.schema';
import { shopDealThirdPartyPromos, shopDeals, shopPosPartners, shopPosSalesTypes, shopThirdPartyPromos } from './shop-deals.table';

/*
 * Deals and the third-party promos on them, POS partners and sales types (the most discount one POS
 * transaction may get is in shop-discount-maximum.schema.ts). A user mapped to partners sees and
 * touches only those partners' deals.
 */

type Types = typeof builder.$inferSchemaTypes;
type PromoRow = typeof shopThirdPartyPromos.$inferSelect;
type DealRow = typeof shopDeals.$inferSelect;
type LinkRow = typeof shopDealThirdPartyPromos.$inferSelect;

const random = () => Math.random().toString(36).slice(2, 8);

const recordTimes = (t: PothosSchemaTypes.ObjectFieldBuilder<Types, { createdAt: Date; updatedAt: Date }>) => ({
  createdTime: t.field({ type: 'DateTime', description: 'When it was created.', resolve: (row) => row.createdAt }),
  updatedTime: t.field({ type: 'DateTime', description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', resolve: (row) => row.updatedAt }),
});

/** An update may change one end of the period: the other is the stored one. */
function expectPeriod(data: { startAt?: Date; endAt?: Date }, before?: { startAt: Date; endAt: Date }) {
  const startAt = data.startAt ?? before?.startAt;
  const endAt = data.endAt ?? before?.endAt;
  if (startAt && endAt && endAt.getTime() <= startAt.getTime()) throw badInput(MESSAGES.endAfterStart, { endAt: MESSAGES.endAfterStart });
}

const promoInput = (create: boolean) =>
  builder.inputType(create ? 'ShopThirdPartyPromoInput' : 'ShopThirdPartyPromoUpdateInput', {
    description: create ? 'A new third-party promo.' : 'The fields of a third-party promo to change; those left out keep their value.',
    fields: (t) => ({
      name: t.string({ required: create, description: 'Its name; at most 100 characters.' }),
      imageUrl: t.string({ required: create, description: 'The banner picture, as singleUpload stored it.' }),
      url: t.string({ required: create, description: 'The https address the banner opens.' }),
      startAt: t.field({ type: 'DateTime', required: create, description: 'When it starts being shown.' }),
      endAt: t.field({ type: 'DateTime', required: create, description: 'When it stops: "End period must be after start period." otherwise.' }),
      active: t.boolean({ required: create, description: 'False stops it being shown.' }),
    }),
  });

export const ShopThirdPartyPromo = defineCrud<PromoRow, ShopThirdPartyPromoInput, ShopThirdPartyPromoUpdateInput>({
  name: 'ShopThirdPartyPromo',
  table: shopThirdPartyPromos,
  description: 'A banner for another business’s offer that deals show, opening its https address, in priority order.',
  priority: { column: shopThirdPartyPromos.priority },
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The promo’s id.' }),
    name: t.exposeString('name', { description: 'Its name.' }),
    imageUrl: t.exposeString('imageUrl', { description: 'The banner picture’s address.' }),
    url: t.exposeString('url', { description: 'The https address the banner opens.' }),
    startAt: t.field({ type: 'DateTime', description: 'When it starts being shown.', resolve: (row) => row.startAt }),
    endAt: t.field({ type: 'DateTime', description: 'When it stops being shown.', resolve: (row) => row.endAt }),
    impression: t.exposeInt('impression', { description: 'How often the ordering app showed it (counted by the app; read-only).' }),
    click: t.exposeInt('click', { description: 'How often it was clicked (counted by the app; read-only).' }),
    active: t.exposeBoolean('active', { description: 'False when it is not shown.' }),
    ...recordTimes(t as never),
  }),
  fields: {
    id: { column: shopThirdPartyPromos.id, kind: 'int' },
    name: { column: shopThirdPartyPromos.name, kind: 'text' },
    url: { column: shopThirdPartyPromos.url, kind: 'text' },
    startAt: { column: shopThirdPartyPromos.startAt, kind: 'datetime' },
    endAt: { column: shopThirdPartyPromos.endAt, kind: 'datetime' },
    impression: { column: shopThirdPartyPromos.impression, kind: 'int' },
    click: { column: shopThirdPartyPromos.click, kind: 'int' },
    active: { column: shopThirdPartyPromos.active, kind: 'boolean' },
  },
  label: (row) => row.name,
  async check(transaction, data, context, id) {
    const before = id === undefined ? undefined : (await transaction.select().from(shopThirdPartyPromos).where(eq(shopThirdPartyPromos.id, id)))[0];
    expectPeriod(data, before);
    if (data.imageUrl && data.imageUrl !== before?.imageUrl) await expectStoredImage(context, data.imageUrl, SHOP_MENU_MESSAGES.notStoredImage);
  },
  create: { input: promoInput(true), schema: shopThirdPartyPromoSchema },
  update: { input: promoInput(false), schema: shopThirdPartyPromoUpdateSchema },
  sample: async () => ({
    name: `Promo ${random()}`,
    imageUrl: await sampleImage(),
    url: 'https://partner.example.com/promo',
    startAt: '2026-12-01T00:00:00Z',
    endAt: '2026-12-31T00:00:00Z',
    active: true,
  }),
});

/** Deals of the partners the caller is mapped to. */
const dealScope = (context: Context) => mappingScope(context, 'shopPartners', shopDeals.partnerId);

const dealInput = (create: boolean) =>
  builder.inputType(create ? 'ShopDealInput' : 'ShopDealUpdateInput', {
    description: create ? 'A new deal.' : 'The fields of a deal to change; those left out keep their value (its path name changes with updateShopDealPathName).',
    fields: (t) => ({
      name: t.string({ required: create, description: 'Its name; at most 100 characters.' }),
      partnerId: t.int({ required: create, description: 'The id of the partner whose deal it is; it must exist and be active.' }),
      description: t.string({ description: 'What the deal offers, or null.' }),
      startAt: t.field({ type: 'DateTime', required: create, description: 'When it starts.' }),
      endAt: t.field({ type: 'DateTime', required: create, description: 'When it ends: "End period must be after start period." otherwise.' }),
      active: t.boolean({ required: create, description: 'False closes its page.' }),
      ...(create ? { pathName: t.string({ required: true, description: 'The end of its link: lower-case letters, digits and hyphens, unique.' }) } : {}),
    }),
  });

const linksOf = (db: Queryable, dealId: number) => db.select().from(shopDealThirdPartyPromos).where(eq(shopDealThirdPartyPromos.dealId, dealId)).orderBy(asc(shopDealThirdPartyPromos.priority));

const pathNameUnique = { shop_deals_path_name_unique: { field: 'pathName', message: SHOP_DEAL_MESSAGES.duplicatePathName } };

export const ShopDeal = defineCrud<DealRow, ShopDealInput, ShopDealUpdateInput>({
  name: 'ShopDeal',
  table: shopDeals,
  description: 'A partner’s deal: a page of the ordering app reached by its path name (a link or a QR code), showing third-party promos.',
  references: { partner: reference(ShopPartner, { scopedByTarget: true }) },
  scope: dealScope,
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The deal’s id.' }),
    name: t.exposeString('name', { description: 'Its name.' }),
    description: t.exposeString('description', { nullable: true, description: 'What it offers, or null.' }),
    startAt: t.field({ type: 'DateTime', description: 'When it starts.', resolve: (row) => row.startAt }),
    endAt: t.field({ type: 'DateTime', description: 'When it ends.', resolve: (row) => row.endAt }),
    pathName: t.exposeString('pathName', { description: 'The end of its link, unique.' }),
    active: t.exposeBoolean('active', { description: 'False when its page is closed.' }),
    impression: t.exposeInt('impression', { description: 'How often its page was opened (counted by the app; read-only).' }),
    scanned: t.exposeInt('scanned', { description: 'How often its QR code was scanned (counted by the app; read-only).' }),
    dealThirdPartyPromos: t.field({
      type: [ShopDealThirdPartyPromo.ref as unknown as PothosSchemaTypes.ObjectRef<Types, LinkRow>],
      description: 'The third-party promos on its page, in their order there.',
      resolve: (row, _args, context) => linksOf(context.db, row.id),
    }),
    ...recordTimes(t as never),
  }),
  fields: {
    id: { column: shopDeals.id, kind: 'int' },
    name: { column: shopDeals.name, kind: 'text' },
    description: { column: shopDeals.description, kind: 'text' },
    pathName: { column: shopDeals.pathName, kind: 'text' },
    startAt: { column: shopDeals.startAt, kind: 'datetime' },
    endAt: { column: shopDeals.endAt, kind: 'datetime' },
    active: { column: shopDeals.active, kind: 'boolean' },
    impression: { column: shopDeals.impression, kind: 'int' },
    scanned: { column: shopDeals.scanned, kind: 'int' },
  },
  defaultSorts: [{ field: 'startAt', direction: 'DESC' }],
  label: (row) => row.name,
  uniques: pathNameUnique,
  async check(transaction, data, _context, id) {
    const before = id === undefined ? undefined : (await transaction.select().from(shopDeals).where(eq(shopDeals.id, id)))[0];
    expectPeriod(data, before);
  },
  create: { input: dealInput(true), schema: shopDealSchema },
  update: { input: dealInput(false), schema: shopDealUpdateSchema },
  sample: async (make) => ({
    name: `Deal ${random()}`,
    partnerId: await make('ShopPartner'),
    description: 'Free upsize for partner staff',
    startAt: '2026-12-01T00:00:00Z',
    endAt: '2026-12-31T00:00:00Z',
    active: true,
    pathName: `deal-${random()}`,
  }),
});

defineCommand('updateShopDealPathName', {
  description: 'Changes the end of a deal’s link (its QR code changes with it): lower-case letters, digits and hyphens, unique. Recorded in the activity log.',
  authority: 'UPDATE_SHOP_DEAL',
  args: (arg) => ({
    id: arg.int({ required: true, description: 'The deal’s id.' }),
    pathName: arg.string({ required: true, description: 'The new path name.' }),
  }),
  input: { id: z.number(), pathName: shopDealPathNameSchema.shape.pathName },
  type: ShopDeal.ref as unknown as PothosSchemaTypes.ObjectRef<Types, DealRow>,
  what: 'Deal',
  uniques: pathNameUnique,
  // A deal of a partner the caller is not mapped to does not exist for them.
  prepare: ({ id }, context) => ShopDeal.findById(context, id),
  run: async (tx, { pathName }, _context, before) => {
    const [row] = await tx.update(shopDeals).set({ pathName, updatedAt: new Date() }).where(eq(shopDeals.id, before.id)).returning();
    if (!row) return undefined;
    return {
      result: row,
      activity: { entity: 'SHOP_DEAL', recordId: row.id, message: `Changed the path name of deal ${row.name} to ${pathName}.`, changes: describeChanges(before, row) },
    };
  },
});

/** Typed ahead: the deal lists its links and a link refers to its deal. */
type LinkCrud = ReturnType<typeof defineCrud<LinkRow, ShopDealThirdPartyPromoInput, never>>;

export const ShopDealThirdPartyPromo: LinkCrud = defineCrud<LinkRow, ShopDealThirdPartyPromoInput, never>({
  name: 'ShopDealThirdPartyPromo',
  entity: 'SHOP_DEAL',
  table: shopDealThirdPartyPromos,
  description: 'A third-party promo shown on a deal’s page; its priority is its place there (raise and lower move it within the deal).',
  references: {
    deal: reference(ShopDeal, { acceptsInactive: true, scopedByTarget: true }),
    thirdPartyPromo: reference(ShopThirdPartyPromo),
  },
  scope: (context) => inArray(shopDealThirdPartyPromos.dealId, context.db.select({ id: shopDeals.id }).from(shopDeals).where(dealScope(context))),
  priority: { column: shopDealThirdPartyPromos.priority, within: [shopDealThirdPartyPromos.dealId] },
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The link’s id: raise, lower and delete take it.' }),
    dealId: t.exposeInt('dealId', { description: 'The deal’s id.' }),
    thirdPartyPromoId: t.exposeInt('thirdPartyPromoId', { description: 'The third-party promo’s id.' }),
  }),
  fields: { id: { column: shopDealThirdPartyPromos.id, kind: 'int' } },
  label: (row) => `Third-party promo ${row.thirdPartyPromoId} on deal ${row.dealId}`,
  uniques: { shop_deal_third_party_promos_unique: { field: 'thirdPartyPromoId', message: SHOP_DEAL_MESSAGES.duplicateLink } },
  create: {
    input: builder.inputType('ShopDealThirdPartyPromoInput', {
      description: 'A third-party promo to show on a deal; it goes last.',
      fields: (t) => ({
        dealId: t.int({ required: true, description: 'The deal’s id.' }),
        thirdPartyPromoId: t.int({ required: true, description: 'The id of an active third-party promo, not yet on the deal.' }),
      }),
    }),
    schema: shopDealThirdPartyPromoSchema,
  },
  remove: {},
  // No contract sample: its activity rows are the deal's entity (SHOP_DEAL) under the link's own id; shop-deals.test.ts covers it.
});

const named = (name: string) => ({ name: `${name} ${random()}`, active: true });

export const ShopPosPartner = defineNamedCrud({
  description: 'A business whose customers the point of sale gives promos to (a delivery app, an office).',
  name: 'ShopPosPartner',
  table: shopPosPartners,
  sample: () => named('POS partner'),
});

export const ShopPosSalesType = defineNamedCrud({
  description: 'How a point-of-sale sale was made (Dine in, Take away, GoFood).',
  name: 'ShopPosSalesType',
  table: shopPosSalesTypes,
  sample: () => named('Sales type'),
});

// The order pricing reads the most discount per transaction through the deals.
export { readDiscountMaximumAmount } from './shop-discount-maximum.schema';
