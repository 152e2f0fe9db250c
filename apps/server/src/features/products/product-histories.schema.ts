import { asc, eq } from 'drizzle-orm';
import { productHistorySchema, type ProductHistoryInput } from '@back-office/domain';
import { builder } from '../../platform/builder';
import { defineCrud } from '../../platform/crud';
import { badInput } from '../../platform/errors';
import { reference } from '../../platform/reference';
import { Product } from './products.schema';
import { productHistories } from './products.table';

type HistoryRow = typeof productHistories.$inferSelect;

const HistoryInput = builder.inputType('ProductHistoryInput', {
  description: 'A product\'s cost from a given time.',
  fields: (t) => ({
    productId: t.int({ description: 'The id of the product.', required: true }),
    name: t.string({ description: 'The product\'s name.', required: true }),
    cogs: t.int({ description: 'The cost of goods sold of one cup, in rupiah; not negative.', required: true }),
    active: t.boolean({ description: 'Whether the product is on sale.', required: true }),
    updatedTime: t.field({ type: 'DateTime', description: 'When the values took effect; now when left out. Not in the future.' }),
  }),
});

/**
 * A product's pricing history: one row per change of its name, cogs or active flag, written with
 * the change. `createProductHistory` records a point by hand, e.g. a cost agreed before the console
 * was used; it does not change the product. History is never edited.
 */
export const ProductHistory = defineCrud<HistoryRow, ProductHistoryInput>({
  name: 'ProductHistory',
  listField: 'productHistories',
  allField: 'productHistoriesAll',
  table: productHistories,
  description: 'A product’s name, cogs and active flag from a moment on, and who set them.',
  references: { product: reference(Product, { acceptsInactive: true }) },
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The product history\'s id.' }),
    name: t.exposeString('name', { description: 'The product\'s name at that time.' }),
    cogs: t.exposeInt('cogs', { description: 'The cost of goods sold of one cup, in rupiah, from that time.' }),
    active: t.exposeBoolean('active', { description: 'Whether the product was on sale at that time.' }),
    userId: t.exposeInt('userId', { description: 'The id of the user.', nullable: true }),
    userName: t.exposeString('userName', { description: 'Who made the change, as they were named then.' }),
    updatedTime: t.field({ type: 'DateTime', description: 'When the values took effect.', resolve: (row) => row.updatedAt }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (row) => row.createdAt }),
  }),
  fields: {
    id: { column: productHistories.id, kind: 'int' },
    name: { column: productHistories.name, kind: 'text' },
    cogs: { column: productHistories.cogs, kind: 'int' },
    active: { column: productHistories.active, kind: 'boolean' },
    userName: { column: productHistories.userName, kind: 'text' },
    updatedTime: { column: productHistories.updatedAt, kind: 'datetime' },
  },
  defaultSorts: [{ field: 'updatedTime', direction: 'DESC' }],
  label: (row) => `${row.name} at Rp ${row.cogs}`,
  sample: async (make) => ({ productId: await make('Product'), name: 'Sample price', cogs: 5000, active: true }),
  create: {
    input: HistoryInput,
    schema: productHistorySchema,
    async write(transaction, { updatedTime, ...values }, context) {
      const at = updatedTime ?? new Date();
      if (at.getTime() > Date.now()) throw badInput('A history point cannot be in the future.', { updatedTime: 'Must not be in the future.' });
      const user = context.user!;
      const [row] = await transaction
        .insert(productHistories)
        .values({ ...values, userId: user.id, userName: user.name, updatedAt: at })
        .returning();
      return row!;
    },
  },
});

builder.queryField('productHistoriesByProductId', (t) =>
  t.field({
    nullable: true,
    type: [ProductHistory.ref as never],
    description: 'A product’s pricing history, oldest first.',
    args: { productId: t.arg.int({ description: 'The id of the product.', required: true }) },
    authScopes: { authority: 'VIEW_PRODUCT_HISTORY' },
    resolve: async (_root, { productId }, context) => {
      await Product.findById(context, productId);
      return context.db
        .select()
        .from(productHistories)
        .where(eq(productHistories.productId, productId))
        .orderBy(asc(productHistories.updatedAt), asc(productHistories.id)) as never;
    },
  }),
);
