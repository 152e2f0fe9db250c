import { asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  SHOP_MENU_MESSAGES,
  shopMenuSchema,
  shopMenuUpdateSchema,
  type ShopMenuInput,
  type ShopMenuUpdateInput,
  type ShopMenuVariantUnitInput,
} from '@back-office/domain';
import type { Queryable, Transaction } from '../../db/client';
import { builder } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { defineCrud, updateRow } from '../../platform/crud';
import { mappingScope } from '../../platform/mappings';
import { expectChoices, reference } from '../../platform/reference';
import { expectStoredImage, sampleImage } from '../../platform/stored-images';
import { Product } from '../products/products.schema';
import { ShopMenuDisplayCategory, ShopMenuSubcategory, ShopMerchant } from '../shop-catalogue/shop-catalogue.schema';
import {
  shopMenuCustomizationItems,
  shopMenuSubcategories,
  shopToppings,
  shopVariantUnits,
  shopVariants,
} from '../shop-catalogue/shop-catalogue.table';
import { shopMenuCustomizationItemLinks, shopMenuHistories, shopMenus, shopMenuToppings, shopMenuVariantUnits } from './shop-menus.table';
import { changesHistory, recordMenuHistories } from './menu-history';
import { ShopMenuCustomizationChoice, ShopMenuToppingChoice, customizationsOfMenus, toppingsOfMenus } from './menu-choices';

/*
 * The shop menu: a drink or food a merchant sells at outlets, with the sizes (variant units, each at
 * its own price and cogs), toppings and customization items it offers, all saved with the menu in one
 * transaction. Each create and each change of its name, cogs or active flag writes a history row in
 * that transaction. A user mapped to merchants sees and touches only their merchants' menus.
 */

export type ShopMenuRow = typeof shopMenus.$inferSelect;
type VariantUnitRow = typeof shopMenuVariantUnits.$inferSelect & { name: string; variantName: string };
type HistoryRow = typeof shopMenuHistories.$inferSelect;

/** The menus of the merchants the caller is mapped to (all of them when mapped to none). */
export const shopMenuScope = (context: Context): SQL => mappingScope(context, 'shopMerchants', shopMenus.merchantId);

const VariantUnitInputRef = builder.inputType('ShopMenuVariantUnitInput', {
  description: 'A size (variant unit) a menu comes in, at its own price and cogs.',
  fields: (t) => ({
    variantUnitId: t.int({ required: true, description: 'The id of the variant unit (e.g. Large of Size).' }),
    cogs: t.int({ required: true, description: 'Rupiah this size costs to make; not negative.' }),
    price: t.int({ required: true, description: 'Rupiah this size sells for; not negative.' }),
  }),
});

const menuInput = (required: boolean) =>
  builder.inputType(required ? 'ShopMenuInput' : 'ShopMenuUpdateInput', {
    description: 'A shop menu’s details; in an update, the fields left out keep their value and a list given replaces the whole list.',
    fields: (t) => ({
      merchantId: t.int({ required, description: 'The id of the merchant that sells it; one the caller is mapped to.' }),
      name: t.string({ required, description: 'Its name, unique within its merchant; required, not blank.' }),
      description: t.string({ description: 'What customers read about it, or null.' }),
      price: t.int({ required, description: 'Rupiah it sells for; not negative. Outlets may set their own.' }),
      cogs: t.int({ required, description: 'Rupiah one costs to make; not negative.' }),
      imageUrl: t.string({ description: 'The address `singleUpload` answered for its picture, or null.' }),
      productId: t.int({ description: 'The id of the vending product it matches, or null.' }),
      menuSubcategoryId: t.int({ description: 'The id of its subcategory, or null.' }),
      displayCategoryId: t.int({ description: 'The id of the display category the ordering app shows it under, or null.' }),
      active: t.boolean({ required, description: 'False takes it off the shop.' }),
      customizationItemIds: t.intList({ description: 'The ids of the customization items it offers; the whole list.' }),
      variantUnits: t.field({ type: [VariantUnitInputRef], description: 'The sizes it comes in, each once, with their prices; the whole list.' }),
      toppingIds: t.intList({ description: 'The ids of the toppings it can have; the whole list.' }),
    }),
  });

const VariantUnitRef = builder.objectRef<VariantUnitRow>('ShopMenuVariantUnit').implement({
  description: 'A size (variant unit) a menu comes in, at its own price and cogs.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The line’s id.' }),
    variantUnitId: t.exposeInt('variantUnitId', { description: 'The id of the variant unit.' }),
    name: t.exposeString('name', { description: 'The variant unit’s name, e.g. Large.' }),
    variantName: t.exposeString('variantName', { description: 'The name of the variant it belongs to, e.g. Size.' }),
    cogs: t.exposeInt('cogs', { description: 'Rupiah this size costs to make.' }),
    price: t.exposeInt('price', { description: 'Rupiah this size sells for.' }),
  }),
});

const HistoryRef = builder.objectRef<HistoryRow>('ShopMenuHistory').implement({
  description: 'A shop menu’s name, cogs and active flag from a moment on, and who set them.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The history row’s id.' }),
    menuId: t.exposeInt('menuId', { description: 'The id of the shop menu.' }),
    name: t.exposeString('name', { description: 'The menu’s name from that time.' }),
    cogs: t.exposeInt('cogs', { description: 'Rupiah one cost to make from that time.' }),
    active: t.exposeBoolean('active', { description: 'Whether it was on the shop from that time.' }),
    userId: t.exposeInt('userId', { nullable: true, description: 'The id of the user who made the change, or null.' }),
    userName: t.exposeString('userName', { description: 'Who made the change, as they were named then.' }),
    updatedTime: t.field({ type: 'DateTime', description: 'When the values took effect.', resolve: (row) => row.createdAt }),
  }),
});

const variantUnitsOf = (db: Queryable, menuId: number) =>
  db
    .select({ line: shopMenuVariantUnits, name: shopVariantUnits.name, variantName: shopVariants.name })
    .from(shopMenuVariantUnits)
    .innerJoin(shopVariantUnits, eq(shopVariantUnits.id, shopMenuVariantUnits.variantUnitId))
    .innerJoin(shopVariants, eq(shopVariants.id, shopVariantUnits.variantId))
    .where(eq(shopMenuVariantUnits.menuId, menuId))
    .orderBy(asc(shopVariants.priority), asc(shopVariantUnits.id))
    .then((rows) => rows.map((row) => ({ ...row.line, name: row.name, variantName: row.variantName })));

const toppingIdsOf = async (db: Queryable, menuId: number) =>
  (await db.select({ id: shopMenuToppings.toppingId }).from(shopMenuToppings).where(eq(shopMenuToppings.menuId, menuId)).orderBy(asc(shopMenuToppings.toppingId))).map((row) => row.id);

const customizationItemIdsOf = async (db: Queryable, menuId: number) =>
  (
    await db
      .select({ id: shopMenuCustomizationItemLinks.customizationItemId })
      .from(shopMenuCustomizationItemLinks)
      .where(eq(shopMenuCustomizationItemLinks.menuId, menuId))
      .orderBy(asc(shopMenuCustomizationItemLinks.customizationItemId))
  ).map((row) => row.id);

/** Replaces the menu's toppings, customization items and sizes with the lists given (a list left out stays). */
async function replaceChoices(transaction: Transaction, menuId: number, data: { toppingIds?: number[]; customizationItemIds?: number[]; variantUnits?: ShopMenuVariantUnitInput[] }) {
  if (data.toppingIds) {
    await transaction.delete(shopMenuToppings).where(eq(shopMenuToppings.menuId, menuId));
    const ids = [...new Set(data.toppingIds)];
    if (ids.length > 0) await transaction.insert(shopMenuToppings).values(ids.map((toppingId) => ({ menuId, toppingId })));
  }
  if (data.customizationItemIds) {
    await transaction.delete(shopMenuCustomizationItemLinks).where(eq(shopMenuCustomizationItemLinks.menuId, menuId));
    const ids = [...new Set(data.customizationItemIds)];
    if (ids.length > 0) await transaction.insert(shopMenuCustomizationItemLinks).values(ids.map((customizationItemId) => ({ menuId, customizationItemId })));
  }
  if (data.variantUnits) {
    await transaction.delete(shopMenuVariantUnits).where(eq(shopMenuVariantUnits.menuId, menuId));
    if (data.variantUnits.length > 0) await transaction.insert(shopMenuVariantUnits).values(data.variantUnits.map((unit) => ({ ...unit, menuId })));
  }
}

/** Writes the menu's history row for its values now, in the transaction of the change (menu-history.ts, shared with the upload). */
const recordHistory = (transaction: Transaction, row: ShopMenuRow, context: Context) =>
  recordMenuHistories(transaction, context.user!, [{ menuId: row.id, name: row.name, cogs: row.cogs, active: row.active }]);

export const ShopMenu = defineCrud<ShopMenuRow, ShopMenuInput, ShopMenuUpdateInput>({
  name: 'ShopMenu',
  table: shopMenus,
  description: 'A drink or food a merchant sells through the shop, at its base price; outlets set their own price.',
  scope: shopMenuScope,
  references: {
    // A menu is seen only with its merchant, so its merchant is never hidden from whoever sees it.
    merchant: reference(ShopMerchant, { scopedByTarget: true }),
    product: reference(Product, { required: false }),
    menuSubcategory: reference(ShopMenuSubcategory, { required: false }),
    displayCategory: reference(ShopMenuDisplayCategory, { required: false }),
  },
  priority: { column: shopMenus.priority },
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The shop menu’s id.' }),
    name: t.exposeString('name', { description: 'Its name, unique within its merchant.' }),
    description: t.exposeString('description', { nullable: true, description: 'What customers read about it, or null.' }),
    price: t.exposeInt('price', { description: 'Rupiah it sells for, before an outlet’s own price.' }),
    cogs: t.exposeInt('cogs', { description: 'Rupiah one costs to make.' }),
    imageUrl: t.exposeString('imageUrl', { nullable: true, description: 'The address of its picture, or null.' }),
    active: t.exposeBoolean('active', { description: 'False when taken off the shop.' }),
    customizationItemIds: t.intList({ description: 'The ids of the customization items it offers.', resolve: (row, _args, context) => customizationItemIdsOf(context.db, row.id) }),
    customizationItems: t.field({
      type: [ShopMenuCustomizationChoice],
      description: 'The customization items it offers, by customization.',
      resolve: (row, _args, context) => customizationsOfMenus(context.db, [row.id]),
    }),
    toppingIds: t.intList({ description: 'The ids of the toppings it can have.', resolve: (row, _args, context) => toppingIdsOf(context.db, row.id) }),
    toppings: t.field({ type: [ShopMenuToppingChoice], description: 'The toppings it can have, in their order.', resolve: (row, _args, context) => toppingsOfMenus(context.db, [row.id]) }),
    variantUnits: t.field({ type: [VariantUnitRef], description: 'The sizes it comes in, with their prices.', resolve: (row, _args, context) => variantUnitsOf(context.db, row.id) }),
    createdTime: t.field({ type: 'DateTime', description: 'When it was created.', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ type: 'DateTime', description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: shopMenus.id, kind: 'int' },
    name: { column: shopMenus.name, kind: 'text' },
    price: { column: shopMenus.price, kind: 'int' },
    cogs: { column: shopMenus.cogs, kind: 'int' },
    active: { column: shopMenus.active, kind: 'boolean' },
    menuCategoryId: { column: sql`(select ${shopMenuSubcategories.menuCategoryId} from ${shopMenuSubcategories} where ${shopMenuSubcategories.id} = ${shopMenus.menuSubcategoryId})`, kind: 'int' },
    createdTime: { column: shopMenus.createdAt, kind: 'datetime' },
    updatedTime: { column: shopMenus.updatedAt, kind: 'datetime' },
  },
  label: (row) => row.name,
  uniques: { shop_menus_merchant_name_unique: { field: 'name', message: 'This merchant already has a menu with this name.' } },
  sample: async (make) => ({
    merchantId: await make('ShopMerchant'),
    name: `Menu ${Math.random().toString(36).slice(2, 8)}`,
    price: 25000,
    cogs: 9000,
    imageUrl: await sampleImage(),
    active: true,
  }),
  auditView: async (transaction, row) => ({
    ...row,
    toppingIds: await toppingIdsOf(transaction, row.id),
    customizationItemIds: await customizationItemIdsOf(transaction, row.id),
    variantUnits: (await variantUnitsOf(transaction, row.id)).map(({ variantUnitId, price, cogs }) => ({ variantUnitId, price, cogs })),
  }),
  async check(transaction, data, context, id) {
    const before = id === undefined ? undefined : (await transaction.select().from(shopMenus).where(eq(shopMenus.id, id)))[0];
    if (data.imageUrl && data.imageUrl !== before?.imageUrl) await expectStoredImage(context, data.imageUrl, SHOP_MENU_MESSAGES.notStoredImage);
    await expectChoices(transaction, shopToppings, data.toppingIds ?? [], 'toppingIds', 'Topping', before ? await toppingIdsOf(transaction, before.id) : []);
    await expectChoices(transaction, shopMenuCustomizationItems, data.customizationItemIds ?? [], 'customizationItemIds', 'Customization item');
    await expectChoices(
      transaction,
      shopVariantUnits,
      (data.variantUnits ?? []).map((unit) => unit.variantUnitId),
      'variantUnits',
      'Variant unit',
    );
  },
  create: {
    input: menuInput(true),
    schema: shopMenuSchema,
    async write(transaction, { toppingIds, customizationItemIds, variantUnits, ...values }, context) {
      const [row] = await transaction.insert(shopMenus).values(values).returning();
      await replaceChoices(transaction, row!.id, { toppingIds, customizationItemIds, variantUnits });
      await recordHistory(transaction, row!, context);
      return row!;
    },
  },
  update: {
    input: menuInput(false),
    schema: shopMenuUpdateSchema,
    async write(transaction, { toppingIds, customizationItemIds, variantUnits, ...values }, context, id) {
      const [before] = await transaction.select().from(shopMenus).where(eq(shopMenus.id, id));
      const row = (await updateRow(transaction, shopMenus, shopMenus.id, id, values)) as ShopMenuRow | undefined;
      if (!row || !before) return row;
      await replaceChoices(transaction, id, { toppingIds, customizationItemIds, variantUnits });
      // The history follows the name, the cogs and the active flag, not the price or the choices.
      if (changesHistory(before, row)) await recordHistory(transaction, row, context);
      return row;
    },
  },
});

builder.queryField('shopMenuHistories', (t) =>
  t.field({
    nullable: true,
    type: [HistoryRef],
    description: 'A shop menu’s history of name, cogs and active flag, oldest first; NOT_FOUND when the caller may not see the menu.',
    args: { shopMenuId: t.arg.int({ required: true, description: 'The id of the shop menu.' }) },
    authScopes: { authority: 'VIEW_SHOP_MENU_HISTORY' },
    resolve: async (_root, { shopMenuId }, context) => {
      await ShopMenu.findById(context, shopMenuId);
      return context.db
        .select()
        .from(shopMenuHistories)
        .where(eq(shopMenuHistories.menuId, shopMenuId))
        .orderBy(asc(shopMenuHistories.createdAt), asc(shopMenuHistories.id));
    },
  }),
);
