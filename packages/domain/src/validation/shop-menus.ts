import { z } from 'zod';
import { activeFlag, id, integer, optionalText, requiredText, text } from './common';
import { UPLOADED_IMAGE_ADDRESS } from './machine-settings';
import { recipeAmount } from './products';

/*
 * What the online shop sells: shop menus (drinks and foods a merchant makes at outlets, with their
 * sizes, toppings and customizations), the ingredients one menu uses, and shop products (vending
 * products the ordering app sells for pick-up at a machine).
 */

export const SHOP_MENU_MESSAGES = {
  notStoredImage: 'Upload the image here: only an image stored by this console can be shown in the shop.',
  variantUnitRepeated: 'Each variant unit may appear only once.',
} as const;

/** An optional picture `singleUpload` stored; empty means none. */
const shopImage = text()
  .trim()
  .regex(new RegExp(`^$|${UPLOADED_IMAGE_ADDRESS.source}`), SHOP_MENU_MESSAGES.notStoredImage)
  .nullish()
  .transform((value) => (value ? value : null));

const choiceIds = z.array(id).max(200, 'Choose at most 200.');

/** One size (variant unit) a menu comes in, with its own price and cogs in rupiah. */
export const shopMenuVariantUnitSchema = z.object({ variantUnitId: id, cogs: integer(0), price: integer(0) });

/** The variant units of a menu, each once. */
export const shopMenuVariantUnitsSchema = z
  .array(shopMenuVariantUnitSchema)
  .max(50, 'Choose at most 50.')
  .superRefine((units, context) => {
    const seen = new Set<number>();
    units.forEach((unit, index) => {
      if (seen.has(unit.variantUnitId)) context.addIssue({ code: 'custom', path: [index, 'variantUnitId'], message: SHOP_MENU_MESSAGES.variantUnitRepeated });
      seen.add(unit.variantUnitId);
    });
  });

const shopMenuFields = {
  merchantId: id,
  name: requiredText(100),
  description: optionalText(1000),
  /** Rupiah. */
  price: integer(0),
  /** Rupiah one costs to make. */
  cogs: integer(0),
  imageUrl: shopImage,
  productId: id.nullish(),
  menuSubcategoryId: id.nullish(),
  displayCategoryId: id.nullish(),
  active: activeFlag,
  customizationItemIds: choiceIds,
  variantUnits: shopMenuVariantUnitsSchema,
  toppingIds: choiceIds,
};

export const shopMenuSchema = z.object({
  ...shopMenuFields,
  customizationItemIds: choiceIds.default([]),
  variantUnits: shopMenuVariantUnitsSchema.default([]),
  toppingIds: choiceIds.default([]),
});
/** Only what is given changes; a list given replaces the whole list. */
export const shopMenuUpdateSchema = z.object(shopMenuFields).partial();

/** How much of an ingredient one menu uses; a menu names each ingredient once. */
export const shopMenuIngredientSchema = z.object({ menuId: id, ingredientId: id, amount: recipeAmount });
/** A line keeps its menu and ingredient; its amount changes. */
export const shopMenuIngredientUpdateSchema = z.object({ amount: recipeAmount });

const shopProductFields = {
  productId: id,
  name: requiredText(100),
  description: optionalText(1000),
  imageUrl: shopImage,
  /** Rupiah. */
  price: integer(0),
  displayCategoryId: id.nullish(),
  active: activeFlag,
  machineTypeDisplayIds: z.array(id).max(500, 'Choose at most 500.'),
};

export const shopProductSchema = z.object({ ...shopProductFields, machineTypeDisplayIds: shopProductFields.machineTypeDisplayIds.default([]) });
export const shopProductUpdateSchema = z.object(shopProductFields).partial();

/** The shop products offered on one machine-type display: the whole list. */
export const shopProductMachineTypeDisplaySchema = z.object({ machineTypeDisplayId: id, shopProductIds: z.array(id).max(500, 'Choose at most 500.') });

export type ShopMenuInput = z.infer<typeof shopMenuSchema>;
export type ShopMenuUpdateInput = z.infer<typeof shopMenuUpdateSchema>;
export type ShopMenuVariantUnitInput = z.infer<typeof shopMenuVariantUnitSchema>;
export type ShopMenuIngredientInput = z.infer<typeof shopMenuIngredientSchema>;
export type ShopMenuIngredientUpdateInput = z.infer<typeof shopMenuIngredientUpdateSchema>;
export type ShopProductInput = z.infer<typeof shopProductSchema>;
export type ShopProductUpdateInput = z.infer<typeof shopProductUpdateSchema>;
export type ShopProductMachineTypeDisplayInput = z.infer<typeof shopProductMachineTypeDisplaySchema>;

