import { eq } from 'drizzle-orm';
import {
  SHOP_CONTENT_MESSAGES,
  SHOP_CUSTOMER_TYPES,
  popupBannerIssues,
  scrollingPeriodIssues,
  shopHomeBackgroundSchema,
  shopHomeBackgroundUpdateSchema,
  shopPopupBannerSchema,
  shopPopupBannerUpdateSchema,
  shopScrollingBannerSchema,
  shopScrollingBannerUpdateSchema,
  type ShopHomeBackgroundInput,
  type ShopHomeBackgroundUpdateInput,
  type ShopPopupBannerInput,
  type ShopPopupBannerUpdateInput,
  type ShopScrollingBannerInput,
  type ShopScrollingBannerUpdateInput,
} from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { builder, describedValues } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { defineCrud } from '../../platform/crud';
import { badInput } from '../../platform/errors';
import { expectReference } from '../../platform/reference';
import { expectStoredImage, sampleImage } from '../../platform/stored-images';
import { shopMemberships } from '../shop-memberships/shop-memberships.table';
import { shopHomeBackgrounds, shopPopupBanners, shopScrollingBanners } from './shop-content.table';

/*
 * The ordering app's pictures (docs/shop-content.md): popup banners for customer types during their
 * days, scrolling banners in priority order during their period while shown, and home backgrounds in
 * priority order. Every image is one `singleUpload` stored.
 */

type PopupRow = typeof shopPopupBanners.$inferSelect;
type ScrollingRow = typeof shopScrollingBanners.$inferSelect;
type BackgroundRow = typeof shopHomeBackgrounds.$inferSelect;
type Fields = PothosSchemaTypes.ObjectFieldBuilder<typeof builder.$inferSchemaTypes, { createdAt: Date; updatedAt: Date }>;

export const ShopCustomerTypeEnum = builder.enumType('ShopCustomerType', {
  description: 'Who a popup banner is for.',
  values: describedValues(SHOP_CUSTOMER_TYPES, {
    ALL: 'Everyone who opens the ordering app.',
    GUEST: 'Visitors who have not signed in.',
    NEW: 'Signed-in customers with no order yet.',
    REGISTERED: 'Every signed-in customer.',
    MEMBERSHIP: 'Customers at one of the levels in membershipIds.',
  }),
});

const times = (t: Fields) => ({
  createdTime: t.field({ type: 'DateTime', description: 'When it was created.', resolve: (row) => row.createdAt }),
  updatedTime: t.field({ type: 'DateTime', description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', resolve: (row) => row.updatedAt }),
});

/** The image changed (or is new) is one the console stored. */
async function expectImage(context: Context, next: string | undefined, before: string | undefined) {
  if (next !== undefined && next !== before) await expectStoredImage(context, next, SHOP_CONTENT_MESSAGES.notStoredImage);
}

const firstIssue = (issues: { path: string[]; message: string }[]) => {
  const [issue] = issues;
  if (issue) throw badInput(issue.message, { [issue.path[0]!]: issue.message });
};

const popupInput = (create: boolean) =>
  builder.inputType(create ? 'ShopPopupBannerInput' : 'ShopPopupBannerUpdateInput', {
    description: create ? 'A new popup banner.' : 'The fields of a popup banner to change; those left out keep their value.',
    fields: (t) => ({
      name: t.string({ required: create, description: 'Its name, unique whatever its case; at most 100 characters.' }),
      imageUrl: t.string({ required: create, description: 'The address `singleUpload` answered for its image.' }),
      url: t.string({ description: 'The https address a tap opens; empty for none.' }),
      startDate: t.field({ type: 'Date', required: create, description: 'The first day it shows (Jakarta).' }),
      endDate: t.field({ type: 'Date', required: create, description: 'The last day it shows; not before the start date.' }),
      customerTypes: t.field({ type: [ShopCustomerTypeEnum], required: create, description: 'Who it is for; at least one.' }),
      membershipIds: t.intList({ description: 'With MEMBERSHIP: the membership levels it is for.' }),
    }),
  });

async function checkPopup(tx: Transaction, data: ShopPopupBannerInput | ShopPopupBannerUpdateInput, context: Context, id?: number) {
  const before = id === undefined ? undefined : (await tx.select().from(shopPopupBanners).where(eq(shopPopupBanners.id, id)))[0];
  await expectImage(context, data.imageUrl, before?.imageUrl);
  firstIssue(
    popupBannerIssues({
      startDate: data.startDate ?? before?.startDate,
      endDate: data.endDate ?? before?.endDate,
      customerTypes: data.customerTypes ?? before?.customerTypes,
      membershipIds: data.membershipIds ?? before?.membershipIds,
    }),
  );
  for (const membershipId of new Set(data.membershipIds ?? [])) await expectReference(tx, shopMemberships, shopMemberships.id, membershipId, 'membershipIds', 'Membership level');
}

export const ShopPopupBanner = defineCrud<PopupRow, ShopPopupBannerInput, ShopPopupBannerUpdateInput>({
  name: 'ShopPopupBanner',
  noun: 'popup banner',
  table: shopPopupBanners,
  description: 'A banner the ordering app pops up for its customer types during its days (Jakarta), with the taps it had.',
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The banner’s id.' }),
    name: t.exposeString('name', { description: 'Its name.' }),
    imageUrl: t.exposeString('imageUrl', { description: 'The stored image.' }),
    url: t.exposeString('url', { nullable: true, description: 'The https address a tap opens, or null.' }),
    startDate: t.field({ type: 'Date', description: 'The first day it shows.', resolve: (row) => row.startDate }),
    endDate: t.field({ type: 'Date', description: 'The last day it shows.', resolve: (row) => row.endDate }),
    customerTypes: t.field({ type: [ShopCustomerTypeEnum], description: 'Who it is for.', resolve: (row) => row.customerTypes }),
    membershipIds: t.intList({ description: 'With MEMBERSHIP: the levels it is for.', resolve: (row) => row.membershipIds }),
    clickCount: t.exposeInt('clickCount', { description: 'How often customers tapped it.' }),
    ...times(t as never),
  }),
  fields: {
    id: { column: shopPopupBanners.id, kind: 'int' },
    name: { column: shopPopupBanners.name, kind: 'text' },
    url: { column: shopPopupBanners.url, kind: 'text' },
    startDate: { column: shopPopupBanners.startDate, kind: 'datetime' },
    endDate: { column: shopPopupBanners.endDate, kind: 'datetime' },
    clickCount: { column: shopPopupBanners.clickCount, kind: 'int' },
  },
  defaultSorts: [{ field: 'startDate', direction: 'DESC' }],
  label: (row) => row.name,
  uniques: { shop_popup_banners_name_unique: { field: 'name', message: 'A popup banner with this name already exists.' } },
  check: checkPopup,
  create: { input: popupInput(true), schema: shopPopupBannerSchema },
  update: { input: popupInput(false), schema: shopPopupBannerUpdateSchema },
  remove: {},
  sample: async () => ({
    name: `Popup ${Math.random().toString(36).slice(2, 8)}`,
    imageUrl: await sampleImage(),
    url: 'https://example.com/promo',
    startDate: '2026-12-01',
    endDate: '2026-12-31',
    customerTypes: ['ALL'],
    membershipIds: [],
  }),
  change: { name: 'Changed popup' },
});

const scrollingInput = (create: boolean) =>
  builder.inputType(create ? 'ShopScrollingBannerInput' : 'ShopScrollingBannerUpdateInput', {
    description: create ? 'A new scrolling banner; it goes last.' : 'The fields of a scrolling banner to change; those left out keep their value.',
    fields: (t) => ({
      name: t.string({ required: create, description: 'Its name, unique whatever its case; at most 100 characters.' }),
      imageUrl: t.string({ required: create, description: 'The address `singleUpload` answered for its image.' }),
      url: t.string({ description: 'The https address a tap opens; empty for none.' }),
      dateTimeStart: t.field({ type: 'DateTime', required: create, description: 'When it starts showing.' }),
      dateTimeEnd: t.field({ type: 'DateTime', required: create, description: 'When it stops; after the start.' }),
      status: t.int({ required: create, description: '1 shows it, 0 hides it.' }),
    }),
  });

export const ShopScrollingBanner = defineCrud<ScrollingRow, ShopScrollingBannerInput, ShopScrollingBannerUpdateInput>({
  name: 'ShopScrollingBanner',
  noun: 'scrolling banner',
  table: shopScrollingBanners,
  description: 'A banner of the ordering app’s home carousel, in priority order, shown (status 1) during its period, with the taps it had.',
  priority: { column: shopScrollingBanners.priority },
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The banner’s id.' }),
    name: t.exposeString('name', { description: 'Its name.' }),
    imageUrl: t.exposeString('imageUrl', { description: 'The stored image.' }),
    url: t.exposeString('url', { nullable: true, description: 'The https address a tap opens, or null.' }),
    dateTimeStart: t.field({ type: 'DateTime', description: 'When it starts showing.', resolve: (row) => row.dateTimeStart }),
    dateTimeEnd: t.field({ type: 'DateTime', description: 'When it stops.', resolve: (row) => row.dateTimeEnd }),
    status: t.exposeInt('status', { description: '1 shown, 0 hidden.' }),
    clickCount: t.exposeInt('clickCount', { description: 'How often customers tapped it.' }),
    ...times(t as never),
  }),
  fields: {
    id: { column: shopScrollingBanners.id, kind: 'int' },
    name: { column: shopScrollingBanners.name, kind: 'text' },
    url: { column: shopScrollingBanners.url, kind: 'text' },
    dateTimeStart: { column: shopScrollingBanners.dateTimeStart, kind: 'datetime' },
    dateTimeEnd: { column: shopScrollingBanners.dateTimeEnd, kind: 'datetime' },
    status: { column: shopScrollingBanners.status, kind: 'int' },
    clickCount: { column: shopScrollingBanners.clickCount, kind: 'int' },
  },
  label: (row) => row.name,
  uniques: { shop_scrolling_banners_name_unique: { field: 'name', message: 'A scrolling banner with this name already exists.' } },
  async check(tx, data, context, id) {
    const before = id === undefined ? undefined : (await tx.select().from(shopScrollingBanners).where(eq(shopScrollingBanners.id, id)))[0];
    await expectImage(context, data.imageUrl, before?.imageUrl);
    firstIssue(scrollingPeriodIssues({ dateTimeStart: data.dateTimeStart ?? before?.dateTimeStart, dateTimeEnd: data.dateTimeEnd ?? before?.dateTimeEnd }));
  },
  create: { input: scrollingInput(true), schema: shopScrollingBannerSchema },
  update: { input: scrollingInput(false), schema: shopScrollingBannerUpdateSchema },
  remove: {},
  sample: async () => ({
    name: `Scrolling ${Math.random().toString(36).slice(2, 8)}`,
    imageUrl: await sampleImage(),
    url: null,
    dateTimeStart: '2026-12-01T00:00:00Z',
    dateTimeEnd: '2026-12-31T00:00:00Z',
    status: 1,
  }),
  change: { status: 0 },
});

const backgroundInput = (create: boolean) =>
  builder.inputType(create ? 'ShopHomeBackgroundInput' : 'ShopHomeBackgroundUpdateInput', {
    description: create ? 'A new home background; it goes last.' : 'The home background’s new image.',
    fields: (t) => ({ imageUrl: t.string({ required: create, description: 'The address `singleUpload` answered for its image.' }) }),
  });

export const ShopHomeBackground = defineCrud<BackgroundRow, ShopHomeBackgroundInput, ShopHomeBackgroundUpdateInput>({
  name: 'ShopHomeBackground',
  noun: 'home background',
  table: shopHomeBackgrounds,
  description: 'A picture behind the ordering app’s home page, in priority order: the first is the one shown.',
  priority: { column: shopHomeBackgrounds.priority },
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The background’s id.' }),
    imageUrl: t.exposeString('imageUrl', { description: 'The stored image.' }),
    ...times(t as never),
  }),
  fields: { id: { column: shopHomeBackgrounds.id, kind: 'int' }, createdTime: { column: shopHomeBackgrounds.createdAt, kind: 'datetime' } },
  label: (row) => `#${row.id}`,
  async check(tx, data, context, id) {
    const before = id === undefined ? undefined : (await tx.select().from(shopHomeBackgrounds).where(eq(shopHomeBackgrounds.id, id)))[0];
    await expectImage(context, data.imageUrl, before?.imageUrl);
  },
  create: { input: backgroundInput(true), schema: shopHomeBackgroundSchema },
  update: { input: backgroundInput(false), schema: shopHomeBackgroundUpdateSchema },
  remove: {},
  sample: async () => ({ imageUrl: await sampleImage() }),
  change: {},
});
