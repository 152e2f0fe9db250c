import { and, asc, eq, isNotNull, notInArray } from 'drizzle-orm';
import { shopHubStockSchema, shopHubStockUpdateSchema, stockBoundIssues, type ShopHubStockInput, type ShopHubStockUpdateInput } from '@back-office/domain';
import { builder } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { defineCrud } from '../../platform/crud';
import { badInput } from '../../platform/errors';
import { reference } from '../../platform/reference';
import { Ingredient, Packaging } from '../master-data/master-data.schema';
import { ingredients, packagings } from '../master-data/master-data.table';
import { ShopHub, shopHubRef, shopHubScope } from './shop-hubs.schema';
import { stockItemOf } from './stock-items';
import { shopHubStocks } from './shop-hubs.table';

/*
 * The stock each outlet holds: ingredients and packaging in whole units, with the bounds a refill
 * aims at. Only the outlets a user is mapped to, as for the outlets themselves.
 */

type Types = typeof builder.$inferSchemaTypes;
type ShopHubStockRow = typeof shopHubStocks.$inferSelect;

const shopHubStockInput = (create: boolean) =>
  builder.inputType(create ? 'ShopHubStockInput' : 'ShopHubStockUpdateInput', {
    description: 'An ingredient or a packaging an outlet holds, in whole units, with its bounds.',
    fields: (t) => ({
      ...(create
        ? {
            shopHubId: t.int({ description: 'The id of the outlet.', required: true }),
            ingredientId: t.int({ description: 'The id of the ingredient; give this or packagingId.' }),
            packagingId: t.int({ description: 'The id of the packaging; give this or ingredientId.' }),
          }
        : {}),
      currentStock: t.int({ description: 'Whole units held now; not above the maximum.', required: create }),
      minStock: t.int({ description: 'At or below this the outlet is low on it.', required: create }),
      maxStock: t.int({ description: 'A refill fills up to this.', required: create }),
    }),
  });

export const ShopHubStock = defineCrud<ShopHubStockRow, ShopHubStockInput, ShopHubStockUpdateInput>({
  name: 'ShopHubStock',
  noun: 'outlet stock',
  table: shopHubStocks,
  description: 'An ingredient or a packaging one outlet holds: whole units left and the bounds a refill aims at.',
  references: {
    shopHub: reference(ShopHub, { acceptsInactive: true, scopedByTarget: true }),
    ingredient: reference(Ingredient, { required: false }),
    packaging: reference(Packaging, { required: false }),
  },
  scope: shopHubScope(shopHubStocks.shopHubId),
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The outlet stock’s id.' }),
    itemName: t.string({ description: 'The ingredient’s or the packaging’s name.', resolve: async (row, _args, context) => (await stockItemOf(context, row.id))?.name ?? '' }),
    unit: t.string({ description: 'What its units are: the ingredient’s unit (gram, ml…), or pcs for packaging.', resolve: async (row, _args, context) => (await stockItemOf(context, row.id))?.unit ?? 'pcs' }),
    currentStock: t.exposeInt('currentStock', { description: 'Whole units held now.' }),
    minStock: t.exposeInt('minStock', { description: 'At or below this the outlet is low on it.' }),
    maxStock: t.exposeInt('maxStock', { description: 'Whole units the outlet holds when full.' }),
    low: t.boolean({ description: 'At or below its minimum.', resolve: (row) => row.currentStock <= row.minStock }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: shopHubStocks.id, kind: 'int' },
    currentStock: { column: shopHubStocks.currentStock, kind: 'int' },
    minStock: { column: shopHubStocks.minStock, kind: 'int' },
    maxStock: { column: shopHubStocks.maxStock, kind: 'int' },
  },
  label: (row) => `${row.ingredientId ? `ingredient ${row.ingredientId}` : `packaging ${row.packagingId}`} at outlet ${row.shopHubId}`,
  uniques: {
    shop_hub_stocks_ingredient_unique: { field: 'ingredientId', message: 'This ingredient is already in the outlet’s stock.' },
    shop_hub_stocks_packaging_unique: { field: 'packagingId', message: 'This packaging is already in the outlet’s stock.' },
  },
  sample: async (make) => ({ shopHubId: await make('ShopHub'), ingredientId: await make('Ingredient', { fresh: true }), currentStock: 20, minStock: 5, maxStock: 50 }),
  change: { minStock: 8 },
  async check(transaction, data, _context, id) {
    if (id === undefined) return;
    const [row] = await transaction.select().from(shopHubStocks).where(eq(shopHubStocks.id, id));
    const [issue] = stockBoundIssues({ ...row, ...data });
    if (issue) throw badInput(issue.message, { [issue.path.join('.')]: issue.message });
  },
  create: { input: shopHubStockInput(true), schema: shopHubStockSchema },
  update: { input: shopHubStockInput(false), schema: shopHubStockUpdateSchema },
});

export const shopHubStockRef = ShopHubStock.ref as unknown as PothosSchemaTypes.ObjectRef<Types, ShopHubStockRow>;

/** An outlet's stock: ingredients first, then packaging, each by name. */
export const stocksOf = async (context: Context, shopHubId: number) => {
  const withIngredients = await context.db
    .select({ row: shopHubStocks })
    .from(shopHubStocks)
    .innerJoin(ingredients, eq(ingredients.id, shopHubStocks.ingredientId))
    .where(eq(shopHubStocks.shopHubId, shopHubId))
    .orderBy(asc(ingredients.name));
  const withPackagings = await context.db
    .select({ row: shopHubStocks })
    .from(shopHubStocks)
    .innerJoin(packagings, eq(packagings.id, shopHubStocks.packagingId))
    .where(eq(shopHubStocks.shopHubId, shopHubId))
    .orderBy(asc(packagings.name));
  return [...withIngredients, ...withPackagings].map((line) => line.row);
};

builder.queryField('shopHubStocksByShopHubId', (t) =>
  t.field({
    nullable: true,
    type: [shopHubStockRef],
    description: 'The stock of an outlet the caller may see: ingredients, then packaging; NOT_FOUND for an outlet outside their mapping.',
    args: { shopHubId: t.arg.int({ description: 'The id of the outlet.', required: true }) },
    authScopes: { authority: 'VIEW_SHOP_HUB_STOCK' },
    resolve: async (_root, { shopHubId }, context) => {
      await ShopHub.findById(context, shopHubId);
      return stocksOf(context, shopHubId);
    },
  }),
);

builder.objectField(shopHubRef, 'shopHubStocks', (t) =>
  t.field({
    type: [shopHubStockRef],
    nullable: true,
    description: 'The outlet’s stock, ingredients then packaging; needs VIEW_SHOP_HUB_STOCK.',
    authScopes: { authority: 'VIEW_SHOP_HUB_STOCK' },
    resolve: (row, _args, context) => stocksOf(context, row.id),
  }),
);

const candidates = (what: 'ingredient' | 'packaging') =>
  builder.queryField(what === 'ingredient' ? 'ingredientsNotInShopHub' : 'packagingsNotInShopHub', (t) =>
    t.field({
      nullable: true,
      type: [(what === 'ingredient' ? Ingredient.ref : Packaging.ref) as never],
      description: `The active ${what === 'ingredient' ? 'ingredients' : 'packagings'} an outlet’s stock does not hold yet: the choices for a new row; NOT_FOUND for an outlet outside the caller’s mapping.`,
      args: { shopHubId: t.arg.int({ description: 'The id of the outlet.', required: true }) },
      authScopes: { authority: what === 'ingredient' ? 'VIEW_INGREDIENT' : 'VIEW_PACKAGING' },
      resolve: async (_root, { shopHubId }, context) => {
        await ShopHub.findById(context, shopHubId);
        const table = what === 'ingredient' ? ingredients : packagings;
        const column = what === 'ingredient' ? shopHubStocks.ingredientId : shopHubStocks.packagingId;
        const held = context.db.select({ id: column }).from(shopHubStocks).where(and(eq(shopHubStocks.shopHubId, shopHubId), isNotNull(column)));
        return context.db.select().from(table).where(and(eq(table.active, true), notInArray(table.id, held))).orderBy(asc(table.name)) as never;
      },
    }),
  );
candidates('ingredient');
candidates('packaging');
