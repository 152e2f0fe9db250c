import { z } from 'zod';
import { calendarDay, id, instant, optionalText, requiredText, text } from './common';
import { MESSAGES } from './messages';
import { storedImageAddress } from './machine-media';

/*
 * What the ordering app shows besides its menus: popup banners, scrolling banners, home backgrounds,
 * and its content pages (FAQ, about us, terms, the home announcement). See docs/shop-content.md.
 */

/** Who a popup banner is for. ALL is everyone; MEMBERSHIP the customers at the levels it names. */
export const SHOP_CUSTOMER_TYPES = ['ALL', 'GUEST', 'NEW', 'REGISTERED', 'MEMBERSHIP'] as const;
export type ShopCustomerType = (typeof SHOP_CUSTOMER_TYPES)[number];
export const SHOP_CUSTOMER_TYPE_LABELS: Record<ShopCustomerType, string> = {
  ALL: 'Everyone',
  GUEST: 'Guests (not signed in)',
  NEW: 'New customers (no order yet)',
  REGISTERED: 'Registered customers',
  MEMBERSHIP: 'Chosen membership levels',
};

/** A scrolling banner's status, an integer as the spec stores it: 1 shows it, 0 hides it. */
export const SHOP_SCROLLING_BANNER_STATUSES = [0, 1] as const;
export const SHOP_SCROLLING_BANNER_STATUS_LABELS: Record<string, string> = { '0': 'Hidden', '1': 'Shown' };

/** The content records, one kind each (FAQ has many); the spec's key-value types. */
export const SHOP_CONTENT_TYPES = ['FAQ', 'TNC', 'HOME_ANNOUNCEMENT', 'ABOUT_US'] as const;
export type ShopContentType = (typeof SHOP_CONTENT_TYPES)[number];
export const SHOP_CONTENT_TYPE_LABELS: Record<ShopContentType, string> = {
  FAQ: 'FAQ',
  TNC: 'Terms and conditions',
  HOME_ANNOUNCEMENT: 'Home announcement',
  ABOUT_US: 'About us',
};

export const SHOP_CONTENT_MESSAGES = {
  httpsLink: 'Enter an address starting with https://.',
  chooseCustomerTypes: 'Choose at least one customer type.',
  chooseMemberships: 'Choose at least one membership level.',
  endBeforeStart: 'The end date must not be before the start date.',
  richTextTooLong: 'Maximum 100000 characters.',
  answerRequired: 'Write the answer.',
  notStoredImage: 'Upload the image here: only an image stored by this console can show in the ordering app.',
  membershipNotFound: 'Membership level not found.',
} as const;

/** The most characters of rich text (HTML) a content record keeps. */
export const RICH_TEXT_MAX = 100_000;

/** An https address (banners open it; content links to it); empty for none. */
export const httpsLink = text()
  .trim()
  .max(2000, 'Maximum 2000 characters.')
  .refine((value) => value === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value), SHOP_CONTENT_MESSAGES.httpsLink)
  .nullish()
  .transform((value) => (value ? value : null));

export const richText = text().max(RICH_TEXT_MAX, SHOP_CONTENT_MESSAGES.richTextTooLong);

/** The about us, terms and announcement pages. */
export const shopContentSchema = z.object({ title: optionalText(200), description: richText, link: httpsLink });
export type ShopContentInput = z.infer<typeof shopContentSchema>;

const faqFields = { title: requiredText(200), description: richText.trim().min(1, SHOP_CONTENT_MESSAGES.answerRequired), link: httpsLink };
export const shopFaqSchema = z.object(faqFields);
export const shopFaqUpdateSchema = z.object(faqFields).partial();
export type ShopFaqInput = z.infer<typeof shopFaqSchema>;
export type ShopFaqUpdateInput = z.infer<typeof shopFaqUpdateSchema>;

const when = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** A popup banner's rules across fields, as issues, whatever the record kind. */
export function popupBannerIssues(value: { startDate?: string | null; endDate?: string | null; customerTypes?: readonly string[] | null; membershipIds?: readonly number[] | null }) {
  const issues: { path: string[]; message: string }[] = [];
  if (value.startDate && value.endDate && value.endDate < value.startDate) issues.push({ path: ['endDate'], message: SHOP_CONTENT_MESSAGES.endBeforeStart });
  if (value.customerTypes && value.customerTypes.length === 0) issues.push({ path: ['customerTypes'], message: SHOP_CONTENT_MESSAGES.chooseCustomerTypes });
  if (value.customerTypes?.includes('MEMBERSHIP') && (value.membershipIds ?? []).length === 0) issues.push({ path: ['membershipIds'], message: SHOP_CONTENT_MESSAGES.chooseMemberships });
  return issues;
}

const popupFields = {
  name: requiredText(100),
  imageUrl: storedImageAddress,
  url: httpsLink,
  startDate: calendarDay,
  endDate: calendarDay,
  customerTypes: z.array(z.enum(SHOP_CUSTOMER_TYPES, { error: MESSAGES.required })).max(SHOP_CUSTOMER_TYPES.length),
  membershipIds: z.array(id).max(100, 'Choose at most 100.'),
};
const popupRules = (value: Parameters<typeof popupBannerIssues>[0], context: z.RefinementCtx) => {
  for (const issue of popupBannerIssues(value)) context.addIssue({ code: 'custom', ...issue });
};
export const shopPopupBannerSchema = z.object(popupFields).superRefine(popupRules, when);
export const shopPopupBannerUpdateSchema = z.object(popupFields).partial().superRefine(popupRules, when);
export type ShopPopupBannerInput = z.infer<typeof shopPopupBannerSchema>;
export type ShopPopupBannerUpdateInput = z.infer<typeof shopPopupBannerUpdateSchema>;

/** The end before the start, as an issue under dateTimeEnd. */
export function scrollingPeriodIssues(value: { dateTimeStart?: Date | null; dateTimeEnd?: Date | null }) {
  return value.dateTimeStart && value.dateTimeEnd && value.dateTimeEnd.getTime() <= value.dateTimeStart.getTime() ? [{ path: ['dateTimeEnd'], message: MESSAGES.endAfterStart }] : [];
}
const scrollingFields = {
  name: requiredText(100),
  imageUrl: storedImageAddress,
  url: httpsLink,
  dateTimeStart: instant,
  dateTimeEnd: instant,
  status: z.union([z.literal(0), z.literal(1)], { error: 'Choose shown or hidden.' }),
};
const scrollingRules = (value: Parameters<typeof scrollingPeriodIssues>[0], context: z.RefinementCtx) => {
  for (const issue of scrollingPeriodIssues(value)) context.addIssue({ code: 'custom', ...issue });
};
export const shopScrollingBannerSchema = z.object(scrollingFields).superRefine(scrollingRules, when);
export const shopScrollingBannerUpdateSchema = z.object(scrollingFields).partial().superRefine(scrollingRules, when);
export type ShopScrollingBannerInput = z.infer<typeof shopScrollingBannerSchema>;
export type ShopScrollingBannerUpdateInput = z.infer<typeof shopScrollingBannerUpdateSchema>;

export const shopHomeBackgroundSchema = z.object({ imageUrl: storedImageAddress });
export const shopHomeBackgroundUpdateSchema = shopHomeBackgroundSchema.partial();
export type ShopHomeBackgroundInput = z.infer<typeof shopHomeBackgroundSchema>;
export type ShopHomeBackgroundUpdateInput = z.infer<typeof shopHomeBackgroundUpdateSchema>;
