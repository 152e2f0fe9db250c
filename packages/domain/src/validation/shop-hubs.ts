import { z } from 'zod';
import { activeFlag, id, instant, integer, latitude, longitude, optionalText, requiredText, text } from './common';
import { runningSchedulesSchema } from './hubs';
import { productInMachineIssues, stockBoundIssues } from './machine-stock';
import { MESSAGES } from './messages';

/*
 * The online shop's outlets: their details and opening hours, the menu each sells (its price there,
 * a discount for a period, sold out or not) and the ingredients and packaging each holds.
 */

export const SHOP_HUB_MESSAGES = {
  unknownTimeZone: 'Unknown time zone.',
  oneItem: 'Choose an ingredient or a packaging, not both.',
} as const;

const TIME_ZONES = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);

/** An IANA time zone name (Asia/Jakarta, Asia/Makassar…). */
export const timeZoneName = text().trim().min(1, MESSAGES.required).refine((zone) => TIME_ZONES.has(zone), SHOP_HUB_MESSAGES.unknownTimeZone);

const optionalPhone = optionalText(20).pipe(z.string().regex(/^\+?[0-9]{8,15}$/, MESSAGES.invalidPhone).nullable());
const postalCode = optionalText(10).pipe(z.string().regex(/^\d{5}$/, MESSAGES.postalCode).nullable());

const shopHubFields = {
  name: requiredText(100),
  hubNo: requiredText(50),
  phoneNo: optionalPhone,
  address: optionalText(500),
  postalCode,
  city: optionalText(100),
  latitude: latitude.nullish(),
  longitude: longitude.nullish(),
  timeZone: timeZoneName,
  targetItem: integer(0).nullish(),
  /** Rupiah. */
  targetRevenue: integer(0).nullish(),
  targetOrder: integer(0).nullish(),
  active: activeFlag,
  /** The opening hours, one row per day; "Open must be before close." */
  hubOperationals: runningSchedulesSchema,
};

export const shopHubSchema = z.object(shopHubFields);
export type ShopHubInput = z.infer<typeof shopHubSchema>;
export const shopHubUpdateSchema = z.object(shopHubFields).partial();
export type ShopHubUpdateInput = z.infer<typeof shopHubUpdateSchema>;

type MenuValues = { price?: number | null; discountedPrice?: number | null; discountStartAt?: Date | null; discountEndAt?: Date | null };

/** The rules across an outlet menu's fields: a discount below the price, a period that ends after it starts. */
export function shopHubMenuIssues(values: MenuValues) {
  const issues: { path: string[]; message: string }[] = productInMachineIssues(values);
  const { discountStartAt: start, discountEndAt: end } = values;
  if (start instanceof Date && end instanceof Date && end.getTime() <= start.getTime()) issues.push({ path: ['discountEndAt'], message: MESSAGES.endAfterStart });
  return issues;
}

const withMenuRules = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.superRefine((values, context) => {
    for (const issue of shopHubMenuIssues(values as MenuValues)) context.addIssue({ code: 'custom', ...issue });
  });

const shopHubMenuFields = {
  /** Rupiah. */
  price: integer(0),
  discountedPrice: integer(0).nullish(),
  discountStartAt: instant.nullish(),
  discountEndAt: instant.nullish(),
  active: activeFlag,
};

export const shopHubMenuSchema = withMenuRules(z.object({ shopHubId: id, menuId: id, ...shopHubMenuFields }));
export type ShopHubMenuInput = z.infer<typeof shopHubMenuSchema>;
export const shopHubMenuUpdateSchema = withMenuRules(z.object(shopHubMenuFields).partial());
export type ShopHubMenuUpdateInput = z.infer<typeof shopHubMenuUpdateSchema>;

export const shopHubMenuAvailabilitySchema = z.object({ id, available: z.boolean({ error: MESSAGES.required }) });

const stockBounds = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.superRefine((values, context) => {
    for (const issue of stockBoundIssues(values as { minStock?: number; maxStock?: number; currentStock?: number })) context.addIssue({ code: 'custom', ...issue });
  });

const shopHubStockFields = { currentStock: integer(0), minStock: integer(0), maxStock: integer(0) };

/** An ingredient or a packaging an outlet holds: exactly one of the two. */
export const shopHubStockSchema = stockBounds(z.object({ shopHubId: id, ingredientId: id.nullish(), packagingId: id.nullish(), ...shopHubStockFields })).superRefine((values, context) => {
  if ((values.ingredientId == null) === (values.packagingId == null)) context.addIssue({ code: 'custom', path: ['ingredientId'], message: SHOP_HUB_MESSAGES.oneItem });
});
export type ShopHubStockInput = z.infer<typeof shopHubStockSchema>;
export const shopHubStockUpdateSchema = stockBounds(z.object(shopHubStockFields).partial());
export type ShopHubStockUpdateInput = z.infer<typeof shopHubStockUpdateSchema>;

/** One row of an outlet's stock filled: whole pieces in (up to its maximum), whole pieces out (not below zero). */
export const shopHubStockFillSchema = z
  .object({ stockId: id, stockIn: integer(0).nullish(), stockOut: integer(0).nullish() })
  .refine((line) => (line.stockIn ?? 0) > 0 || (line.stockOut ?? 0) > 0, { path: ['stockIn'], message: MESSAGES.greaterThan0 });

export const fillShopHubStockSchema = z.object({
  shopHubId: id,
  inputs: z.array(shopHubStockFillSchema, { error: MESSAGES.required }).min(1, MESSAGES.notEmpty).max(500),
});
export type FillShopHubStockInput = z.infer<typeof fillShopHubStockSchema>;

/** The form of an outlet's Fill Stock In/Out page: units in and out per row, blank for none. */
export const shopHubStockFillFormSchema = z.object({
  fills: z.array(z.object({ stockId: id, stockIn: integer(0).nullish(), stockOut: integer(0).nullish() })),
});
