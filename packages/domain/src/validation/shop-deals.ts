import { z } from 'zod';
import { activeFlag, id, integer, optionalText, requiredText, text } from './common';
import { UPLOADED_IMAGE_ADDRESS } from './machine-settings';
import { MESSAGES } from './messages';
import { SHOP_MENU_MESSAGES } from './shop-menus';

/*
 * Deals (a partner's landing page in the ordering app, reached by its path name or QR code), the
 * third-party promos shown on them, and the point-of-sale partners, sales types and the maximum
 * discount one POS transaction may get.
 */

export const SHOP_DEAL_MESSAGES = {
  httpsOnly: 'Enter an address starting with https://.',
  pathName: 'Use lower-case letters, digits and hyphens only.',
  duplicatePathName: 'Another deal already uses this path name.',
  duplicateLink: 'This third-party promo is already on the deal.',
} as const;

/** An instant: a Date (the server's scalar) or an ISO text (a form's value). */
const instant = z
  .union([z.date(), text().min(1)], { error: MESSAGES.required })
  .transform((value) => new Date(value))
  .refine((value) => !Number.isNaN(value.getTime()), MESSAGES.invalidDate);

/** "End period must be after start period." under endAt, when both are given. */
const endAfterStart = (value: { startAt?: Date; endAt?: Date }, context: z.RefinementCtx) => {
  if (value.startAt && value.endAt && value.endAt.getTime() <= value.startAt.getTime()) context.addIssue({ code: 'custom', path: ['endAt'], message: MESSAGES.endAfterStart });
};

/** The picture `singleUpload` stored. */
const storedImage = text().trim().regex(UPLOADED_IMAGE_ADDRESS, SHOP_MENU_MESSAGES.notStoredImage);

/** A web address the ordering app may open: https only. */
const httpsUrl = requiredText(2000).refine((value) => /^https:\/\/[^\s/]+\S*$/.test(value), SHOP_DEAL_MESSAGES.httpsOnly);

/** The end of a deal's link: lower-case letters, digits and single hyphens (`kopi-kenangan-2026`). */
export const shopDealPathName = requiredText(100).refine((value) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value), SHOP_DEAL_MESSAGES.pathName);

const thirdPartyPromoFields = {
  name: requiredText(100),
  imageUrl: storedImage,
  url: httpsUrl,
  startAt: instant,
  endAt: instant,
  active: activeFlag,
};
export const shopThirdPartyPromoSchema = z.object(thirdPartyPromoFields).superRefine(endAfterStart);
export const shopThirdPartyPromoUpdateSchema = z.object(thirdPartyPromoFields).partial().superRefine(endAfterStart);
export type ShopThirdPartyPromoInput = z.infer<typeof shopThirdPartyPromoSchema>;
export type ShopThirdPartyPromoUpdateInput = z.infer<typeof shopThirdPartyPromoUpdateSchema>;

const dealFields = {
  name: requiredText(100),
  partnerId: id,
  description: optionalText(2000),
  startAt: instant,
  endAt: instant,
  active: activeFlag,
};
export const shopDealSchema = z.object({ ...dealFields, pathName: shopDealPathName }).superRefine(endAfterStart);
export const shopDealUpdateSchema = z.object(dealFields).partial().superRefine(endAfterStart);
export const shopDealPathNameSchema = z.object({ pathName: shopDealPathName });
export type ShopDealInput = z.infer<typeof shopDealSchema>;
export type ShopDealUpdateInput = z.infer<typeof shopDealUpdateSchema>;

/** A third-party promo shown on a deal; its place there is its priority within the deal. */
export const shopDealThirdPartyPromoSchema = z.object({ dealId: id, thirdPartyPromoId: id });
export type ShopDealThirdPartyPromoInput = z.infer<typeof shopDealThirdPartyPromoSchema>;

/** The most rupiah of discount one POS transaction may get; null means no maximum. */
export const shopDiscountMaximumAmountSchema = z.object({ amount: integer(0).nullish().transform((value) => value ?? null) });
export type ShopDiscountMaximumAmountInput = z.infer<typeof shopDiscountMaximumAmountSchema>;

/** Where the ordering app opens a deal: its link and what its QR code holds, under the configured address (`SHOP_DEAL_LINK_BASE`). */
export const shopDealLink = (base: string, pathName: string) => `${base.endsWith('/') ? base : `${base}/`}${encodeURIComponent(pathName)}`;
