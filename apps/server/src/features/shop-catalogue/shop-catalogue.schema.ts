import { asc, eq } from 'drizzle-orm';
import {
  MESSAGES,
  shopMenuCustomizationSchema,
  shopMenuSubcategorySchema,
  shopMenuSubcategoryUpdateSchema,
  shopMerchantSchema,
  shopMerchantUpdateSchema,
  shopMenuCustomizationUpdateSchema,
  shopToppingSchema,
  shopToppingUpdateSchema,
  shopVariantSchema,
  shopVariantUpdateSchema,
  type ShopMenuCustomizationInput,
  type ShopMenuCustomizationUpdateInput,
  type ShopVariantInput,
  type ShopVariantUpdateInput,
} from '@back-office/domain';
import type { Queryable, Transaction } from '../../db/client';
import { builder } from '../../platform/builder';
import { defineCrud, updateRow } from '../../platform/crud';
import { badInput } from '../../platform/errors';
import { replaceLines } from '../../platform/lines';
import { mappingScope } from '../../platform/mappings';
import { defineNamedCrud, field, namedFields, namedRecordFields } from '../../platform/named-crud';
import { reference } from '../../platform/reference';
import { Product } from '../products/products.schema';
import { products } from '../products/products.table';
import {
  shopMenuCategories,
  shopMenuCustomizationItems,
  shopMenuCustomizations,
  shopMenuDisplayCategories,
  shopMenuSubcategories,
  shopMerchants,
  shopPartners,
  shopProductDisplayCategories,
  shopToppings,
  shopVariants,
  shopVariantUnits,
} from './shop-catalogue.table';

/*
 * Who sells on the shop and how its menus are grouped. A user mapped to merchants (or partners)
 * sees and touches only those, and what belongs to them.
 */

const named = (name: string) => ({ name: `${name} ${Math.random().toString(36).slice(2, 8)}`, active: true });

export const ShopMerchant = defineNamedCrud({
  description: 'A brand that sells on the shop’s menus.',
  name: 'ShopMerchant',
  table: shopMerchants,
  fields: { isJumpstartMerchant: field.boolean('True for the company’s own brand.', { required: true }) },
  schemas: { create: shopMerchantSchema, update: shopMerchantUpdateSchema },
  scope: (context) => mappingScope(context, 'shopMerchants', shopMerchants.id),
  sample: () => ({ ...named('Merchant'), isJumpstartMerchant: false }),
});

export const ShopPartner = defineNamedCrud({
  description: 'A business the shop works with, for deals and point-of-sale promos.',
  name: 'ShopPartner',
  table: shopPartners,
  scope: (context) => mappingScope(context, 'shopPartners', shopPartners.id),
  sample: () => named('Partner'),
});

export const ShopMenuCategory = defineNamedCrud({
  description: 'A menu category (Coffee, Non-coffee, Food).',
  name: 'ShopMenuCategory',
  table: shopMenuCategories,
  sample: () => named('Category'),
});

export const ShopMenuSubcategory = defineNamedCrud({
  description: 'A group of menus within one category.',
  name: 'ShopMenuSubcategory',
  table: shopMenuSubcategories,
  references: { menuCategory: reference(ShopMenuCategory) },
  schemas: { create: shopMenuSubcategorySchema, update: shopMenuSubcategoryUpdateSchema },
  uniques: { shop_menu_subcategories_name_unique: { field: 'name', message: 'This category already has a subcategory with this name.' } },
  sample: async (make) => ({ ...named('Subcategory'), menuCategoryId: await make('ShopMenuCategory') }),
});

export const ShopMenuDisplayCategory = defineNamedCrud({
  description: 'A heading the ordering app groups menus under, in priority order.',
  name: 'ShopMenuDisplayCategory',
  table: shopMenuDisplayCategories,
  priority: { column: shopMenuDisplayCategories.priority },
  sample: () => named('Display category'),
});

export const ShopProductDisplayCategory = defineNamedCrud({
  description: 'A heading the ordering app groups machine products under, in priority order.',
  name: 'ShopProductDisplayCategory',
  table: shopProductDisplayCategories,
  priority: { column: shopProductDisplayCategories.priority },
  sample: () => named('Display category'),
});

export const ShopTopping = defineNamedCrud({
  description: 'Something added on top of a drink (boba, cheese foam), in priority order.',
  name: 'ShopTopping',
  table: shopToppings,
  fields: {
    cogs: field.int('Rupiah it costs to make; not negative.', { required: true }),
    price: field.int('Rupiah it adds to the price; not negative.', { required: true }),
  },
  references: { product: reference(Product, { required: false }) },
  schemas: { create: shopToppingSchema, update: shopToppingUpdateSchema },
  priority: { column: shopToppings.priority },
  sample: () => ({ ...named('Topping'), cogs: 2000, price: 5000 }),
  change: { price: 6000 },
});

type Types = typeof builder.$inferSchemaTypes;
type CustomizationRow = typeof shopMenuCustomizations.$inferSelect;
type ItemRow = typeof shopMenuCustomizationItems.$inferSelect;
type VariantRow = typeof shopVariants.$inferSelect;
type UnitRow = typeof shopVariantUnits.$inferSelect;

const items = { table: shopMenuCustomizationItems, idColumn: shopMenuCustomizationItems.id, parentColumn: shopMenuCustomizationItems.customizationId, field: 'items', what: 'Item' };
const units = { table: shopVariantUnits, idColumn: shopVariantUnits.id, parentColumn: shopVariantUnits.variantId, field: 'units', what: 'Unit' };

const itemsOf = (db: Queryable, customizationId: number) =>
  db.select().from(shopMenuCustomizationItems).where(eq(shopMenuCustomizationItems.customizationId, customizationId)).orderBy(asc(shopMenuCustomizationItems.priority));
const unitsOf = (db: Queryable, variantId: number) => db.select().from(shopVariantUnits).where(eq(shopVariantUnits.variantId, variantId)).orderBy(asc(shopVariantUnits.id));

const ItemRef = builder.objectRef<ItemRow>('ShopMenuCustomizationItem').implement({
  description: 'One option of a customization (Less sugar, Extra shot).',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The item’s id; menus refer to it.' }),
    name: t.exposeString('name', { description: 'Its name, unique within its customization.' }),
    price: t.exposeInt('price', { description: 'Rupiah it adds to the price.' }),
    priority: t.exposeInt('priority', { description: 'Its place among the customization’s items, lowest first.' }),
  }),
});

const UnitRef = builder.objectRef<UnitRow>('ShopVariantUnit').implement({
  description: 'One unit of a variant (Regular, Large).',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The unit’s id; menus refer to it.' }),
    name: t.exposeString('name', { description: 'Its name, unique within its variant.' }),
    productId: t.exposeInt('productId', { nullable: true, description: 'The id of the vending product it is, or null.' }),
    product: t.field({
      type: Product.ref as unknown as PothosSchemaTypes.ObjectRef<Types, number>,
      nullable: true,
      description: 'The vending product it is, or null.',
      resolve: (row) => row.productId,
    }),
  }),
});

const customizationInput = (required: boolean) =>
  builder.inputType(required ? 'ShopMenuCustomizationInput' : 'ShopMenuCustomizationUpdateInput', {
    description: required ? 'A new customization with its items.' : 'The fields of a customization to change; those left out keep their value.',
    fields: (t) => ({
      name: t.string({ required, description: 'Its name, unique; refused when blank or too long.' }),
      description: t.string({ description: 'Free text about it, or null.' }),
      active: t.boolean({ required, description: 'False stops it being offered.' }),
      items: t.field({
        type: [ItemInput],
        required,
        description: 'The whole list of items, in the order customers see them (their priority); an item left out is removed, refused while a menu offers it. Names must not repeat.',
      }),
    }),
  });

const ItemInput = builder.inputType('ShopMenuCustomizationItemInput', {
  description: 'One item of a customization.',
  fields: (t) => ({
    id: t.int({ description: 'The id of an item kept from before; none for a new item.' }),
    name: t.string({ required: true, description: 'Its name, unique within the customization.' }),
    price: t.int({ required: true, description: 'Rupiah it adds to the price; not negative.' }),
  }),
});

const UnitInput = builder.inputType('ShopVariantUnitInput', {
  description: 'One unit of a variant.',
  fields: (t) => ({
    id: t.int({ description: 'The id of a unit kept from before; none for a new unit.' }),
    name: t.string({ required: true, description: 'Its name, unique within the variant.' }),
    productId: t.int({ description: 'The id of the vending product it is, or null; it must exist.' }),
  }),
});

const variantInput = (required: boolean) =>
  builder.inputType(required ? 'ShopVariantInput' : 'ShopVariantUpdateInput', {
    description: required ? 'A new variant with its units.' : 'The fields of a variant to change; those left out keep their value.',
    fields: (t) => ({
      name: t.string({ required, description: 'Its name, unique; refused when blank or too long.' }),
      description: t.string({ description: 'Free text about it, or null.' }),
      active: t.boolean({ required, description: 'False stops it being offered.' }),
      productIdCombinedInShopOrderMenu: t.boolean({ required, description: 'True when the chosen unit’s vending product replaces the menu’s product on an order line.' }),
      units: t.field({ type: [UnitInput], required, description: 'The whole list of units, in order; a unit left out is removed, refused while a menu offers it. Names must not repeat.' }),
    }),
  });

/** Every unit's product must exist; a newly chosen one must be active. */
async function expectUnitProducts(transaction: Transaction, lines: ShopVariantInput['units'], variantId?: number) {
  const before = variantId ? new Set((await unitsOf(transaction, variantId)).map((unit) => unit.productId)) : new Set<number | null>();
  for (const [index, line] of lines.entries()) {
    if (!line.productId || before.has(line.productId)) continue;
    const [product] = await transaction.select({ active: products.active }).from(products).where(eq(products.id, line.productId));
    const message = !product ? `Product ${line.productId} does not exist.` : !product.active ? `Product ${line.productId} is inactive; choose an active one.` : undefined;
    if (message) throw badInput(message, { [`units.${index}.productId`]: message });
  }
}

const customizationUniques = {
  shop_menu_customizations_name_unique: { field: 'name', message: 'A shop menu customization with this name already exists.' },
  shop_menu_customization_items_name_unique: { field: 'items', message: MESSAGES.noRepeatedNames },
};

export const ShopMenuCustomization = defineCrud<CustomizationRow, ShopMenuCustomizationInput, ShopMenuCustomizationUpdateInput>({
  name: 'ShopMenuCustomization',
  table: shopMenuCustomizations,
  description: 'A choice offered with a drink (sugar level, ice level), made of items.',
  object: (t) => ({
    ...namedRecordFields(t),
    items: t.field({ type: [ItemRef], description: 'Its items, in priority order.', resolve: (row, _args, context) => itemsOf(context.db, row.id) }),
  }),
  fields: namedFields(shopMenuCustomizations),
  defaultSorts: [{ field: 'name', direction: 'ASC' }],
  label: (row) => row.name,
  uniques: customizationUniques,
  sample: () => ({ ...named('Customization'), items: [{ name: 'Less', price: 0 }, { name: 'More', price: 2000 }] }),
  auditView: async (transaction, row) => ({ ...row, items: (await itemsOf(transaction, row.id)).map((item) => `${item.name} (${item.price})`) }),
  create: {
    input: customizationInput(true),
    schema: shopMenuCustomizationSchema,
    async write(transaction, { items: lines, ...values }) {
      const [row] = await transaction.insert(shopMenuCustomizations).values(values).returning();
      await replaceLines(transaction, items, row!.id, lines, (line, index) => ({ ...line, priority: index + 1 }));
      return row!;
    },
  },
  update: {
    input: customizationInput(false),
    schema: shopMenuCustomizationUpdateSchema,
    async write(transaction, { items: lines, ...values }, _context, id) {
      const row = (await updateRow(transaction, shopMenuCustomizations, shopMenuCustomizations.id, id, values)) as CustomizationRow | undefined;
      if (row && lines) await replaceLines(transaction, items, id, lines, (line, index) => ({ ...line, priority: index + 1 }));
      return row;
    },
  },
});

export const ShopVariant = defineCrud<VariantRow, ShopVariantInput, ShopVariantUpdateInput>({
  name: 'ShopVariant',
  table: shopVariants,
  description: 'A way a drink comes (Size, Temperature), made of units (Regular, Large), in priority order.',
  object: (t) => ({
    ...namedRecordFields(t),
    productIdCombinedInShopOrderMenu: t.exposeBoolean('productIdCombinedInShopOrderMenu', {
      description: 'True when the chosen unit’s vending product replaces the menu’s product on an order line.',
    }),
    units: t.field({ type: [UnitRef], description: 'Its units, in order.', resolve: (row, _args, context) => unitsOf(context.db, row.id) }),
  }),
  fields: { ...namedFields(shopVariants), productIdCombinedInShopOrderMenu: { column: shopVariants.productIdCombinedInShopOrderMenu, kind: 'boolean' } },
  priority: { column: shopVariants.priority },
  label: (row) => row.name,
  uniques: {
    shop_variants_name_unique: { field: 'name', message: 'A shop variant with this name already exists.' },
    shop_variant_units_name_unique: { field: 'units', message: MESSAGES.noRepeatedNames },
  },
  sample: () => ({ ...named('Variant'), productIdCombinedInShopOrderMenu: false, units: [{ name: 'Regular' }, { name: 'Large' }] }),
  auditView: async (transaction, row) => ({ ...row, units: (await unitsOf(transaction, row.id)).map((unit) => unit.name) }),
  create: {
    input: variantInput(true),
    schema: shopVariantSchema,
    async write(transaction, { units: lines, ...values }) {
      await expectUnitProducts(transaction, lines);
      const [row] = await transaction.insert(shopVariants).values(values).returning();
      await replaceLines(transaction, units, row!.id, lines, (line) => line);
      return row!;
    },
  },
  update: {
    input: variantInput(false),
    schema: shopVariantUpdateSchema,
    async write(transaction, { units: lines, ...values }, _context, id) {
      if (lines) await expectUnitProducts(transaction, lines, id);
      const row = (await updateRow(transaction, shopVariants, shopVariants.id, id, values)) as VariantRow | undefined;
      if (row && lines) await replaceLines(transaction, units, id, lines, (line) => line);
      return row;
    },
  },
});
