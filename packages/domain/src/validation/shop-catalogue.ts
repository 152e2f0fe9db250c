import { z } from 'zod';
import { activeFlag, id, integer, optionalText, requiredText } from './common';
import { namedRecordSchema } from './master-data';
import { MESSAGES } from './messages';

/*
 * What the online shop's drinks are made with: customizations (with their items), toppings and
 * variants (with their units). Amounts are whole rupiah, never negative; a list names each item once.
 */

/** A merchant; a Jumpstart merchant is the company's own brand. */
export const shopMerchantSchema = namedRecordSchema.extend({ isJumpstartMerchant: z.boolean({ error: MESSAGES.required }) });
export const shopMerchantUpdateSchema = shopMerchantSchema.partial();

/** A subcategory belongs to one category. */
export const shopMenuSubcategorySchema = namedRecordSchema.extend({ menuCategoryId: id });
export const shopMenuSubcategoryUpdateSchema = shopMenuSubcategorySchema.partial();

/** Adds "Names must not repeat." under the second of two lines with the same name, whatever their case. */
const uniqueNames = <Line extends { name: string }>(lines: Line[], context: z.RefinementCtx) => {
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    const key = typeof line.name === 'string' ? line.name.trim().toLowerCase() : '';
    if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, 'name'], message: MESSAGES.noRepeatedNames });
    seen.add(key);
  });
};

export const shopMenuCustomizationItemSchema = z.object({
  /** An item kept from before (menus refer to it); none for a new one. */
  id: id.nullish(),
  name: requiredText(100),
  /** Rupiah the choice adds to the price. */
  price: integer(0),
});

/** A customization with its items, in the order customers see them. */
export const shopMenuCustomizationSchema = z.object({
  name: requiredText(100),
  description: optionalText(500),
  active: activeFlag,
  items: z.array(shopMenuCustomizationItemSchema).max(50).superRefine(uniqueNames),
});
export const shopMenuCustomizationUpdateSchema = shopMenuCustomizationSchema.partial();

export const shopToppingSchema = z.object({
  name: requiredText(100),
  description: optionalText(500),
  /** The vending product it is, when it is one; optional. */
  productId: id.nullish(),
  /** Rupiah it costs to make and it is sold for. */
  cogs: integer(0),
  price: integer(0),
  active: activeFlag,
});
export const shopToppingUpdateSchema = shopToppingSchema.partial();

export const shopVariantUnitSchema = z.object({
  /** A unit kept from before (menus refer to it); none for a new one. */
  id: id.nullish(),
  name: requiredText(100),
  /** The vending product this unit is, when it is sold from a machine too. */
  productId: id.nullish(),
});

/** A variant with its units, in the order customers see them. */
export const shopVariantSchema = z.object({
  name: requiredText(100),
  description: optionalText(500),
  active: activeFlag,
  /** On an order line, the unit's vending product replaces the menu's. */
  productIdCombinedInShopOrderMenu: z.boolean({ error: MESSAGES.required }),
  units: z.array(shopVariantUnitSchema).max(50).superRefine(uniqueNames),
});
export const shopVariantUpdateSchema = shopVariantSchema.partial();

export type ShopMenuCustomizationInput = z.infer<typeof shopMenuCustomizationSchema>;
export type ShopMenuCustomizationUpdateInput = z.infer<typeof shopMenuCustomizationUpdateSchema>;
export type ShopToppingInput = z.infer<typeof shopToppingSchema>;
export type ShopToppingUpdateInput = z.infer<typeof shopToppingUpdateSchema>;
export type ShopVariantInput = z.infer<typeof shopVariantSchema>;
export type ShopVariantUpdateInput = z.infer<typeof shopVariantUpdateSchema>;
