import type { ArgBuilder } from '@pothos/core';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { productSetCombinationSchema } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import type { Context } from '../../platform/context';
import { badInput, notFound } from '../../platform/errors';
import { defineNamedCrud, type NamedRow } from '../../platform/named-crud';
import { Product, type ProductRow } from '../products/products.schema';
import { products } from '../products/products.table';
import { productSetCombinations, productSets } from './product-sets.table';

export const ProductSet = defineNamedCrud({
  name: 'ProductSet',
  table: productSets,
  description: 'Products loaded on machines together.',
  sample: () => ({ name: `Product set ${Math.random().toString(36).slice(2, 8)}`, active: true }),
});

type Types = typeof builder.$inferSchemaTypes;
const setRef = ProductSet.ref as unknown as PothosSchemaTypes.ObjectRef<Types, NamedRow>;
const productRef = Product.ref as unknown as PothosSchemaTypes.ObjectRef<Types, ProductRow>;

const productsOfSet = (context: Context, productSetId: number) =>
  context.db
    .select({ product: products })
    .from(productSetCombinations)
    .innerJoin(products, eq(products.id, productSetCombinations.productId))
    .where(eq(productSetCombinations.productSetId, productSetId))
    .orderBy(asc(products.name))
    .then((rows) => rows.map((row) => row.product));

builder.objectField(setRef, 'menus', (t) =>
  t.field({ type: [productRef], description: 'The products in the set, by name.', resolve: (set, _args, context) => productsOfSet(context, set.id) }),
);

/** The set, locked for the change, or undefined when there is no such set. */
async function lockedSet(transaction: Transaction, productSetId: number) {
  const [set] = await transaction.select().from(productSets).where(eq(productSets.id, productSetId)).for('update');
  return set;
}

/** The activity row of a product put in or taken out of a set. */
const changed = (verb: 'Added' | 'Removed', set: NamedRow, product: ProductRow) => ({
  entity: 'PRODUCT_SET',
  recordId: set.id,
  message: `${verb} product "${product.name}" ${verb === 'Added' ? 'to' : 'from'} product set "${set.name}".`,
  changes: { productIds: verb === 'Added' ? { before: null, after: product.id } : { before: product.id, after: null } },
});

const combinationArgs = (arg: ArgBuilder<Types>) => ({
  productSetId: arg.int({ description: 'The id of the product set.', required: true }),
  productId: arg.int({ description: 'The id of the product.', required: true }),
});

defineCommand('createProductSetCombination', {
  description: 'Puts an active product in the set; answers the set.',
  authority: 'UPDATE_PRODUCT_SET',
  args: combinationArgs,
  input: productSetCombinationSchema,
  type: setRef,
  what: 'Product set',
  // The set as the caller sees it.
  prepare: ({ productSetId }, context) => ProductSet.findById(context, productSetId),
  run: async (transaction, { productSetId, productId }) => {
    const set = await lockedSet(transaction, productSetId);
    if (!set) return undefined;
    // A product is in a set once, and only an active one is put in.
    const [product] = await transaction.select().from(products).where(eq(products.id, productId));
    if (!product || !product.active) {
      const message = product ? `Product ${productId} is inactive; choose an active one.` : `Product ${productId} does not exist.`;
      throw badInput(message, { productId: message });
    }
    const [present] = await transaction
      .select({ productId: productSetCombinations.productId })
      .from(productSetCombinations)
      .where(and(eq(productSetCombinations.productSetId, productSetId), eq(productSetCombinations.productId, productId)));
    if (present) throw badInput(`"${product.name}" is already in this set.`, { productId: 'Already in this set.' });
    await transaction.insert(productSetCombinations).values({ productSetId, productId });
    return { result: set as NamedRow, activity: changed('Added', set as NamedRow, product) };
  },
});

defineCommand('deleteProductSetCombination', {
  description: 'Takes the product out of the set; answers the set.',
  authority: 'UPDATE_PRODUCT_SET',
  args: combinationArgs,
  input: productSetCombinationSchema,
  type: setRef,
  what: 'Product set',
  prepare: ({ productSetId }, context) => ProductSet.findById(context, productSetId),
  run: async (transaction, { productSetId, productId }) => {
    const set = await lockedSet(transaction, productSetId);
    if (!set) return undefined;
    const [removed] = await transaction
      .delete(productSetCombinations)
      .where(and(eq(productSetCombinations.productSetId, productSetId), eq(productSetCombinations.productId, productId)))
      .returning();
    if (!removed) throw notFound(`Product ${productId} in product set`, productSetId);
    const [product] = await transaction.select().from(products).where(eq(products.id, productId));
    return { result: set as NamedRow, activity: changed('Removed', set as NamedRow, product!) };
  },
});

builder.queryField('productsNotInProductSet', (t) =>
  t.field({
    nullable: true,
    type: [productRef],
    description: 'The active products a set does not hold yet: the choices to add.',
    args: { productSetId: t.arg.int({ description: 'The id of the product set.', required: true }) },
    authScopes: { authority: 'VIEW_PRODUCT' },
    resolve: async (_root, { productSetId }, context) => {
      await ProductSet.findById(context, productSetId);
      const held = context.db.select({ id: productSetCombinations.productId }).from(productSetCombinations).where(eq(productSetCombinations.productSetId, productSetId));
      return context.db
        .select()
        .from(products)
        .where(and(eq(products.active, true), notInArray(products.id, held)))
        .orderBy(asc(products.name));
    },
  }),
);
