import { and, asc, eq, notInArray } from 'drizzle-orm';
import { productSetCombinationSchema, type ProductSetCombinationInput } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { builder } from '../../platform/builder';
import { defineAction } from '../../platform/action';
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

const audit = (verb: 'Added' | 'Removed') => ({ set, product }: { set: NamedRow; product: ProductRow }, data: ProductSetCombinationInput) => ({
  activity: 'UPDATE_PRODUCT_SET',
  entity: 'PRODUCT_SET',
  recordId: set.id,
  message: `${verb} product "${product.name}" ${verb === 'Added' ? 'to' : 'from'} product set "${set.name}".`,
  changes: { productIds: verb === 'Added' ? { before: null, after: data.productId } : { before: data.productId, after: null } },
});

/** Puts an active product in a set; a product is in a set once. */
const addCombination = defineAction({
  schema: productSetCombinationSchema,
  what: 'Product set',
  async run(transaction, { productSetId, productId }) {
    const set = await lockedSet(transaction, productSetId);
    if (!set) return undefined;
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
    return { set: set as NamedRow, product };
  },
  audit: audit('Added'),
});

/** Takes a product out of a set. */
const removeCombination = defineAction({
  schema: productSetCombinationSchema,
  what: 'Product set',
  async run(transaction, { productSetId, productId }) {
    const set = await lockedSet(transaction, productSetId);
    if (!set) return undefined;
    const [removed] = await transaction
      .delete(productSetCombinations)
      .where(and(eq(productSetCombinations.productSetId, productSetId), eq(productSetCombinations.productId, productId)))
      .returning();
    if (!removed) throw notFound(`Product ${productId} in product set`, productSetId);
    const [product] = await transaction.select().from(products).where(eq(products.id, productId));
    return { set: set as NamedRow, product: product! };
  },
  audit: audit('Removed'),
});

for (const [field, action, description] of [
  ['createProductSetCombination', addCombination, 'Puts an active product in the set; answers the set.'],
  ['deleteProductSetCombination', removeCombination, 'Takes the product out of the set; answers the set.'],
] as const) {
  builder.mutationField(field, (t) =>
    t.field({
      nullable: true,
      type: setRef,
      description,
      args: { productSetId: t.arg.int({ description: 'The id of the product set.', required: true }), productId: t.arg.int({ description: 'The id of the product.', required: true }) },
      authScopes: { authority: 'UPDATE_PRODUCT_SET' },
      resolve: async (_root, args, context) => {
        await ProductSet.findById(context, args.productSetId);
        return (await action(context, args)).set;
      },
    }),
  );
}

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
