import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { namedColumns, priorityColumn, recordColumns, uniqueName } from '../../db/columns';
import { machineTypeDisplays } from '../machine-types/machine-types.table';
import { products } from '../products/products.table';

/*
 * What the online shop sells is made of: who sells it (merchants), who the shop works with (partners),
 * how menus are grouped (categories, subcategories, display categories) and what a drink can be made
 * with (customizations, toppings, variants). Rows with a priority are ordered by it, lowest first.
 */

/** A brand that sells on the shop's menus; a Jumpstart merchant is the company's own. */
export const shopMerchants = pgTable(
  'shop_merchants',
  { ...namedColumns(), isJumpstartMerchant: boolean('is_jumpstart_merchant').notNull().default(false) },
  (table) => [uniqueName('shop_merchants_name_unique', table.name)],
);

/** A business the shop works with (for deals and point-of-sale promos). */
export const shopPartners = pgTable('shop_partners', namedColumns(), (table) => [uniqueName('shop_partners_name_unique', table.name)]);

/** A menu category (Coffee, Non-coffee, Food). */
export const shopMenuCategories = pgTable('shop_menu_categories', namedColumns(), (table) => [uniqueName('shop_menu_categories_name_unique', table.name)]);

/** A subcategory belongs to one category; its name is unique within that category. */
export const shopMenuSubcategories = pgTable(
  'shop_menu_subcategories',
  {
    ...namedColumns(),
    menuCategoryId: integer('menu_category_id')
      .notNull()
      .references(() => shopMenuCategories.id),
  },
  (table) => [uniqueIndex('shop_menu_subcategories_name_unique').on(table.menuCategoryId, sql`lower(${table.name})`)],
);

/** A heading the ordering app groups menus under, in priority order. */
export const shopMenuDisplayCategories = pgTable(
  'shop_menu_display_categories',
  { ...namedColumns(), priority: priorityColumn() },
  (table) => [uniqueName('shop_menu_display_categories_name_unique', table.name), index('shop_menu_display_categories_priority_idx').on(table.priority)],
);

/** A heading the ordering app groups machine products under, in priority order. */
export const shopProductDisplayCategories = pgTable(
  'shop_product_display_categories',
  { ...namedColumns(), priority: priorityColumn() },
  (table) => [uniqueName('shop_product_display_categories_name_unique', table.name), index('shop_product_display_categories_priority_idx').on(table.priority)],
);

/** A choice offered with a drink (sugar level, ice level), made of items. */
export const shopMenuCustomizations = pgTable('shop_menu_customizations', namedColumns(), (table) => [uniqueName('shop_menu_customizations_name_unique', table.name)]);

/** One option of a customization (Less sugar, Extra shot), with what it adds to the price in rupiah. */
export const shopMenuCustomizationItems = pgTable(
  'shop_menu_customization_items',
  {
    ...recordColumns(),
    customizationId: integer('customization_id')
      .notNull()
      .references(() => shopMenuCustomizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: integer('price').notNull().default(0),
    priority: priorityColumn(),
  },
  (table) => [uniqueIndex('shop_menu_customization_items_name_unique').on(table.customizationId, sql`lower(${table.name})`)],
);

/** Something added on top of a drink (boba, cheese foam), with its price and cogs in rupiah. */
export const shopToppings = pgTable(
  'shop_toppings',
  {
    ...namedColumns(),
    productId: integer('product_id').references(() => products.id),
    cogs: integer('cogs').notNull().default(0),
    price: integer('price').notNull().default(0),
    priority: priorityColumn(),
  },
  (table) => [uniqueName('shop_toppings_name_unique', table.name), index('shop_toppings_priority_idx').on(table.priority), index('shop_toppings_product_idx').on(table.productId)],
);

/** A way a drink comes (Size, Temperature), made of units (Regular, Large). */
export const shopVariants = pgTable(
  'shop_variants',
  {
    ...namedColumns(),
    priority: priorityColumn(),
    /** On an order line, the chosen unit's vending product replaces the menu's (a machine-made size). */
    productIdCombinedInShopOrderMenu: boolean('product_id_combined_in_shop_order_menu').notNull().default(false),
  },
  (table) => [uniqueName('shop_variants_name_unique', table.name), index('shop_variants_priority_idx').on(table.priority)],
);

/** One unit of a variant; the vending product it matches, when it is sold from a machine too. */
export const shopVariantUnits = pgTable(
  'shop_variant_units',
  {
    ...recordColumns(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => shopVariants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    productId: integer('product_id').references(() => products.id),
  },
  (table) => [uniqueIndex('shop_variant_units_name_unique').on(table.variantId, sql`lower(${table.name})`), index('shop_variant_units_product_idx').on(table.productId)],
);

/** A vending product the ordering app sells for pick-up at a machine, under its shop name and picture. */
export const shopProducts = pgTable(
  'shop_products',
  {
    ...recordColumns(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    /** Rupiah. */
    price: integer('price').notNull(),
    displayCategoryId: integer('display_category_id').references(() => shopProductDisplayCategories.id),
    active: boolean('active').notNull().default(true),
  },
  (table) => [uniqueIndex('shop_products_product_unique').on(table.productId), index('shop_products_display_category_idx').on(table.displayCategoryId)],
);

/** The machine-type displays a shop product is offered on. */
export const shopProductMachineTypeDisplays = pgTable(
  'shop_product_machine_type_displays',
  {
    shopProductId: integer('shop_product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    machineTypeDisplayId: integer('machine_type_display_id')
      .notNull()
      .references(() => machineTypeDisplays.id),
  },
  (table) => [primaryKey({ columns: [table.shopProductId, table.machineTypeDisplayId] }), index('shop_product_machine_type_displays_display_idx').on(table.machineTypeDisplayId)],
);
