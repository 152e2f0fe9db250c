import { boolean, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { priorityColumn, recordColumns, trigramIndexes } from '../../db/columns';
import { users } from '../../platform/identity/users.table';
import { ingredients } from '../master-data/master-data.table';
import { products } from '../products/products.table';
import {
  shopMenuCustomizationItems,
  shopMenuDisplayCategories,
  shopMenuSubcategories,
  shopMerchants,
  shopToppings,
  shopVariantUnits,
} from '../shop-catalogue/shop-catalogue.table';

/** A drink or food a merchant sells through the shop, at its base price; outlets set their own price. */
export const shopMenus = pgTable(
  'shop_menus',
  {
    ...recordColumns(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => shopMerchants.id),
    name: text('name').notNull(),
    description: text('description'),
    /** Rupiah. */
    price: integer('price').notNull(),
    /** Rupiah: what one costs to make. */
    cogs: integer('cogs').notNull(),
    imageUrl: text('image_url'),
    /** The vending product it matches, when machines sell it too. */
    productId: integer('product_id').references(() => products.id),
    menuSubcategoryId: integer('menu_subcategory_id').references(() => shopMenuSubcategories.id),
    displayCategoryId: integer('display_category_id').references(() => shopMenuDisplayCategories.id),
    priority: priorityColumn(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('shop_menus_merchant_name_unique').on(table.merchantId, table.name),
    index('shop_menus_priority_idx').on(table.priority),
    index('shop_menus_subcategory_idx').on(table.menuSubcategoryId),
    index('shop_menus_display_category_idx').on(table.displayCategoryId),
    index('shop_menus_product_idx').on(table.productId),
    ...trigramIndexes('shop_menus', { name: table.name }),
  ],
);

/** The customization items a menu offers. */
export const shopMenuCustomizationItemLinks = pgTable(
  'shop_menu_customization_item_links',
  {
    menuId: integer('menu_id')
      .notNull()
      .references(() => shopMenus.id, { onDelete: 'cascade' }),
    customizationItemId: integer('customization_item_id')
      .notNull()
      .references(() => shopMenuCustomizationItems.id),
  },
  (table) => [primaryKey({ columns: [table.menuId, table.customizationItemId] }), index('shop_menu_customization_item_links_item_idx').on(table.customizationItemId)],
);

/** A variant unit a menu comes in (its Large size), with that unit's own price and cogs in rupiah. */
export const shopMenuVariantUnits = pgTable(
  'shop_menu_variant_units',
  {
    ...recordColumns(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => shopMenus.id, { onDelete: 'cascade' }),
    variantUnitId: integer('variant_unit_id')
      .notNull()
      .references(() => shopVariantUnits.id),
    cogs: integer('cogs').notNull().default(0),
    price: integer('price').notNull().default(0),
  },
  (table) => [uniqueIndex('shop_menu_variant_units_unique').on(table.menuId, table.variantUnitId), index('shop_menu_variant_units_unit_idx').on(table.variantUnitId)],
);

/** The toppings a menu can have. */
export const shopMenuToppings = pgTable(
  'shop_menu_toppings',
  {
    menuId: integer('menu_id')
      .notNull()
      .references(() => shopMenus.id, { onDelete: 'cascade' }),
    toppingId: integer('topping_id')
      .notNull()
      .references(() => shopToppings.id),
  },
  (table) => [primaryKey({ columns: [table.menuId, table.toppingId] }), index('shop_menu_toppings_topping_idx').on(table.toppingId)],
);

/** A menu's name, cogs and active flag from a moment on, and who set them. */
export const shopMenuHistories = pgTable(
  'shop_menu_histories',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => shopMenus.id),
    name: text('name').notNull(),
    cogs: integer('cogs').notNull(),
    active: boolean('active').notNull(),
    userId: integer('user_id').references(() => users.id),
    /** The user's name when the change was made, so the history reads the same after a rename. */
    userName: text('user_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shop_menu_histories_menu_idx').on(table.menuId, table.createdAt)],
);

/** How much of an ingredient one menu uses, in the ingredient's unit. */
export const shopMenuIngredients = pgTable(
  'shop_menu_ingredients',
  {
    ...recordColumns(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => shopMenus.id, { onDelete: 'cascade' }),
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.id),
    amount: doublePrecision('amount').notNull(),
  },
  (table) => [uniqueIndex('shop_menu_ingredients_unique').on(table.menuId, table.ingredientId), index('shop_menu_ingredients_ingredient_idx').on(table.ingredientId)],
);
