import { asc, eq } from 'drizzle-orm';
import {
  SHOP_MENU_MESSAGES,
  shopProductMachineTypeDisplaySchema,
  shopProductSchema,
  shopProductUpdateSchema,
  type ShopProductInput,
  type ShopProductUpdateInput,
} from '@back-office/domain';
import type { Queryable, Transaction } from '../../db/client';
import { describeChanges } from '../../platform/audit';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import { defineCrud, updateRow } from '../../platform/crud';
import { expectChoices, expectReference, reference } from '../../platform/reference';
import { expectStoredImage, sampleImage } from '../../platform/stored-images';
import { MachineTypeDisplay } from '../machine-types/machine-type-displays.schema';
import { machineTypeDisplays } from '../machine-types/machine-types.table';
import { Product } from '../products/products.schema';
import { ShopProductDisplayCategory } from './shop-catalogue.schema';
import { shopProductMachineTypeDisplays, shopProducts } from './shop-catalogue.table';

/*
 * Shop products: vending products the ordering app sells for pick-up at a machine, under a shop
 * name, picture and price, offered on chosen machine-type displays. One shop product per vending
 * product.
 */

type ShopProductRow = typeof shopProducts.$inferSelect;
type Types = typeof builder.$inferSchemaTypes;

const productInput = (required: boolean) =>
  builder.inputType(required ? 'ShopProductInput' : 'ShopProductUpdateInput', {
    description: 'A shop product’s details; in an update, the fields left out keep their value and a list given replaces the whole list.',
    fields: (t) => ({
      productId: t.int({ required, description: 'The id of the vending product it sells; one shop product per vending product.' }),
      name: t.string({ required, description: 'Its name in the shop; required, not blank.' }),
      description: t.string({ description: 'What customers read about it, or null.' }),
      imageUrl: t.string({ description: 'The address `singleUpload` answered for its picture, or null.' }),
      price: t.int({ required, description: 'Rupiah it sells for in the shop; not negative.' }),
      displayCategoryId: t.int({ description: 'The id of the product display category the ordering app shows it under, or null.' }),
      active: t.boolean({ required, description: 'False takes it off the shop.' }),
      machineTypeDisplayIds: t.intList({ description: 'The ids of the machine-type displays where it is offered; the whole list.' }),
    }),
  });

const displayIdsOf = async (db: Queryable, shopProductId: number) =>
  (
    await db
      .select({ id: shopProductMachineTypeDisplays.machineTypeDisplayId })
      .from(shopProductMachineTypeDisplays)
      .where(eq(shopProductMachineTypeDisplays.shopProductId, shopProductId))
      .orderBy(asc(shopProductMachineTypeDisplays.machineTypeDisplayId))
  ).map((row) => row.id);

async function replaceDisplays(transaction: Transaction, shopProductId: number, ids: number[]) {
  await transaction.delete(shopProductMachineTypeDisplays).where(eq(shopProductMachineTypeDisplays.shopProductId, shopProductId));
  const unique = [...new Set(ids)];
  if (unique.length > 0) await transaction.insert(shopProductMachineTypeDisplays).values(unique.map((machineTypeDisplayId) => ({ shopProductId, machineTypeDisplayId })));
}

const displayRef = MachineTypeDisplay.ref as unknown as PothosSchemaTypes.ObjectRef<Types, number>;

export const ShopProduct = defineCrud<ShopProductRow, ShopProductInput, ShopProductUpdateInput>({
  name: 'ShopProduct',
  table: shopProducts,
  description: 'A vending product the ordering app sells for pick-up at a machine, under its shop name and picture.',
  references: { product: reference(Product), displayCategory: reference(ShopProductDisplayCategory, { required: false }) },
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The shop product’s id.' }),
    name: t.exposeString('name', { description: 'Its name in the shop.' }),
    description: t.exposeString('description', { nullable: true, description: 'What customers read about it, or null.' }),
    imageUrl: t.exposeString('imageUrl', { nullable: true, description: 'The address of its picture, or null.' }),
    price: t.exposeInt('price', { description: 'Rupiah it sells for in the shop.' }),
    active: t.exposeBoolean('active', { description: 'False when taken off the shop.' }),
    machineTypeDisplayIds: t.intList({ description: 'The ids of the machine-type displays where it is offered.', resolve: (row, _args, context) => displayIdsOf(context.db, row.id) }),
    machineTypeDisplays: t.field({
      type: [displayRef],
      description: 'The machine-type displays where it is offered.',
      resolve: (row, _args, context) => displayIdsOf(context.db, row.id),
    }),
    createdTime: t.field({ type: 'DateTime', description: 'When it was created.', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ type: 'DateTime', description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: shopProducts.id, kind: 'int' },
    name: { column: shopProducts.name, kind: 'text' },
    price: { column: shopProducts.price, kind: 'int' },
    active: { column: shopProducts.active, kind: 'boolean' },
    createdTime: { column: shopProducts.createdAt, kind: 'datetime' },
    updatedTime: { column: shopProducts.updatedAt, kind: 'datetime' },
  },
  defaultSorts: [{ field: 'name', direction: 'ASC' }],
  label: (row) => row.name,
  uniques: { shop_products_product_unique: { field: 'productId', message: 'This product is already sold in the shop.' } },
  sample: async (make) => ({
    productId: await make('Product', { fresh: true }),
    name: `Shop product ${Math.random().toString(36).slice(2, 8)}`,
    price: 18000,
    imageUrl: await sampleImage(),
    active: true,
    machineTypeDisplayIds: [await make('MachineTypeDisplay')],
  }),
  auditView: async (transaction, row) => ({ ...row, machineTypeDisplayIds: await displayIdsOf(transaction, row.id) }),
  async check(transaction, data, context, id) {
    const before = id === undefined ? undefined : (await transaction.select().from(shopProducts).where(eq(shopProducts.id, id)))[0];
    if (data.imageUrl && data.imageUrl !== before?.imageUrl) await expectStoredImage(context, data.imageUrl, SHOP_MENU_MESSAGES.notStoredImage);
    await expectChoices(transaction, machineTypeDisplays, data.machineTypeDisplayIds ?? [], 'machineTypeDisplayIds', 'Machine type display', before ? await displayIdsOf(transaction, before.id) : []);
  },
  create: {
    input: productInput(true),
    schema: shopProductSchema,
    async write(transaction, { machineTypeDisplayIds, ...values }) {
      const [row] = await transaction.insert(shopProducts).values(values).returning();
      await replaceDisplays(transaction, row!.id, machineTypeDisplayIds);
      return row!;
    },
  },
  update: {
    input: productInput(false),
    schema: shopProductUpdateSchema,
    async write(transaction, { machineTypeDisplayIds, ...values }, _context, id) {
      const row = (await updateRow(transaction, shopProducts, shopProducts.id, id, values)) as ShopProductRow | undefined;
      if (row && machineTypeDisplayIds) await replaceDisplays(transaction, id, machineTypeDisplayIds);
      return row;
    },
  },
});

/* Which shop products each machine-type display offers: the same links, read and set per display. */

interface DisplayOffer {
  machineTypeDisplayId: number;
}

const shopProductsOn = (db: Queryable, machineTypeDisplayId: number) =>
  db
    .select({ product: shopProducts })
    .from(shopProductMachineTypeDisplays)
    .innerJoin(shopProducts, eq(shopProducts.id, shopProductMachineTypeDisplays.shopProductId))
    .where(eq(shopProductMachineTypeDisplays.machineTypeDisplayId, machineTypeDisplayId))
    .orderBy(asc(shopProducts.name))
    .then((rows) => rows.map((row) => row.product));

const OfferRef = builder.objectRef<DisplayOffer>('ShopProductMachineTypeDisplay').implement({
  description: 'The shop products offered on one machine-type display.',
  fields: (t) => ({
    machineTypeDisplayId: t.exposeInt('machineTypeDisplayId', { description: 'The id of the machine-type display.' }),
    machineTypeDisplay: t.field({ type: displayRef, description: 'The machine-type display.', resolve: (offer) => offer.machineTypeDisplayId }),
    shopProductIds: t.intList({ description: 'The ids of the shop products offered on it.', resolve: async (offer, _args, context) => (await shopProductsOn(context.db, offer.machineTypeDisplayId)).map((row) => row.id) }),
    shopProducts: t.field({ type: [ShopProduct.ref as never], description: 'The shop products offered on it, by name.', resolve: (offer, _args, context) => shopProductsOn(context.db, offer.machineTypeDisplayId) as never }),
  }),
});

builder.queryField('shopProductMachineTypeDisplays', (t) =>
  t.field({
    nullable: true,
    type: [OfferRef],
    description: 'Every machine-type display with the shop products offered on it, by display name.',
    authScopes: { authority: 'VIEW_SHOP_PRODUCT_MACHINE_TYPE_DISPLAY' },
    resolve: async (_root, _args, context) =>
      (await context.db.select({ machineTypeDisplayId: machineTypeDisplays.id }).from(machineTypeDisplays).orderBy(asc(machineTypeDisplays.name))) as DisplayOffer[],
  }),
);

defineCommand('updateShopProductMachineTypeDisplay', {
  description: 'Sets which shop products one machine-type display offers (the whole list) and answers it. BAD_USER_INPUT for a display or shop product that does not exist; a new choice must be active. Recorded in the activity log.',
  authority: 'UPDATE_SHOP_PRODUCT_MACHINE_TYPE_DISPLAY',
  args: (arg) => ({
    machineTypeDisplayId: arg.int({ required: true, description: 'The id of the machine-type display.' }),
    shopProductIds: arg.intList({ required: true, description: 'The ids of the shop products it offers; the whole list.' }),
  }),
  input: shopProductMachineTypeDisplaySchema,
  type: OfferRef,
  what: 'Machine type display',
  run: async (tx, { machineTypeDisplayId, shopProductIds }) => {
    await expectReference(tx, machineTypeDisplays, machineTypeDisplays.id, machineTypeDisplayId, 'machineTypeDisplayId', 'Machine type display');
    const before = (await shopProductsOn(tx, machineTypeDisplayId)).map((row) => row.id);
    await expectChoices(tx, shopProducts, shopProductIds, 'shopProductIds', 'Shop product', before);
    await tx.delete(shopProductMachineTypeDisplays).where(eq(shopProductMachineTypeDisplays.machineTypeDisplayId, machineTypeDisplayId));
    const unique = [...new Set(shopProductIds)];
    if (unique.length > 0) await tx.insert(shopProductMachineTypeDisplays).values(unique.map((shopProductId) => ({ shopProductId, machineTypeDisplayId })));
    return {
      result: { machineTypeDisplayId },
      activity: {
        entity: 'SHOP_PRODUCT_MACHINE_TYPE_DISPLAY',
        recordId: machineTypeDisplayId,
        message: `Set the shop products of machine type display ${machineTypeDisplayId}.`,
        changes: describeChanges({ shopProductIds: before }, { shopProductIds: unique.sort((a, b) => a - b) }),
      },
    };
  },
});
