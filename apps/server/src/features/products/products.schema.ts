import { count, eq, inArray } from 'drizzle-orm';
import {
  productRuleIssues,
  productSchema,
  productUpdateSchema,
  type ProductInput,
  type ProductUpdateInput,
  type RecipeLineInput,
} from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { builder } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { defineCrud, updateRow } from '../../platform/crud';
import { badInput } from '../../platform/errors';
import { ingredients } from '../master-data/master-data.table';
import { ingredientInProducts, productHistories, products } from './products.table';

export type ProductRow = typeof products.$inferSelect;

const RecipeLineInputRef = builder.inputType('RecipeLineInput', {
  description: 'One line of a new product’s recipe.',
  fields: (t) => ({
    ingredientId: t.int({ description: 'The id of the ingredient.', required: true }),
    amount: t.float({ required: true, description: 'How much of the ingredient, in its unit, one cup takes.' }),
    fastCode: t.string({ description: 'The machine’s code for this dosing step.' }),
  }),
});

const productInput = (required: boolean) =>
  builder.inputType(required ? 'ProductInput' : 'ProductUpdateInput', {
    description: 'A product\'s details; in an update, the fields left out keep their value.',
    fields: (t) => ({
      name: t.string({ description: 'Its name, unique; required, not blank.', required }),
      cogs: t.int({ required, description: 'Rupiah one cup costs to make.' }),
      minDuration: t.int({ required, description: 'Whole seconds a cup takes to brew, at least.' }),
      maxDuration: t.int({ required, description: 'Whole seconds a cup takes to brew, at most; above minDuration.' }),
      containCoffee: t.boolean({ description: 'True when it contains coffee.', required }),
      weight: t.int({ required, description: 'Grams of one cup.' }),
      active: t.boolean({ description: 'False stops it being sold.', required }),
      ...(required
        ? { ingredients: t.field({ type: [RecipeLineInputRef], required: true, description: 'The recipe; an active product needs at least one line.' }) }
        : {}),
    }),
  });

/** Refuses the first issue of the product rules, under its field. */
function expectProductRules(values: Parameters<typeof productRuleIssues>[0]) {
  const [issue] = productRuleIssues(values);
  if (!issue) return;
  const field = issue.path.join('.');
  const message = field === 'ingredients' ? 'An active product’s recipe must not be empty; add its ingredients first.' : issue.message;
  throw badInput(message, { [field]: issue.message });
}

export async function recipeLineCount(transaction: Transaction, productId: number) {
  const [row] = await transaction.select({ n: count() }).from(ingredientInProducts).where(eq(ingredientInProducts.productId, productId));
  return row?.n ?? 0;
}

/** Each line of a new recipe names an ingredient that exists and is active. */
async function expectRecipeIngredients(transaction: Transaction, lines: RecipeLineInput[]) {
  if (lines.length === 0) return;
  const found = await transaction
    .select({ id: ingredients.id, active: ingredients.active })
    .from(ingredients)
    .where(inArray(ingredients.id, lines.map((line) => line.ingredientId)));
  const known = new Map(found.map((row) => [row.id, row.active]));
  lines.forEach((line, index) => {
    const active = known.get(line.ingredientId);
    if (active === true) return;
    const message = active === undefined ? `Ingredient ${line.ingredientId} does not exist.` : `Ingredient ${line.ingredientId} is inactive; choose an active one.`;
    throw badInput(message, { [`ingredients.${index}.ingredientId`]: message });
  });
}

/** Writes the product's pricing history row for its values now, in the transaction of the change. */
export async function recordProductHistory(transaction: Transaction, row: ProductRow, context: Context, at = new Date()) {
  const user = context.user!;
  await transaction.insert(productHistories).values({
    productId: row.id,
    name: row.name,
    cogs: row.cogs,
    active: row.active,
    userId: user.id,
    userName: user.name,
    updatedAt: at,
  });
}

export const Product = defineCrud<ProductRow, ProductInput, ProductUpdateInput>({
  name: 'Product',
  table: products,
  description: 'A drink the machines sell: the menu.',
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The product\'s id.' }),
    name: t.exposeString('name', { description: 'Its name, unique.' }),
    cogs: t.exposeInt('cogs', { description: 'Rupiah one cup costs to make.' }),
    minDuration: t.exposeInt('minDuration', { description: 'Whole seconds a cup takes to brew, at least.' }),
    maxDuration: t.exposeInt('maxDuration', { description: 'Whole seconds a cup takes to brew, at most.' }),
    containCoffee: t.exposeBoolean('containCoffee', { description: 'True when it contains coffee.' }),
    weight: t.exposeInt('weight', { description: 'Grams of one cup.' }),
    active: t.exposeBoolean('active', { description: 'False when no longer sold; kept for orders that refer to it.' }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: products.id, kind: 'int' },
    name: { column: products.name, kind: 'text' },
    cogs: { column: products.cogs, kind: 'int' },
    minDuration: { column: products.minDuration, kind: 'int' },
    maxDuration: { column: products.maxDuration, kind: 'int' },
    containCoffee: { column: products.containCoffee, kind: 'boolean' },
    weight: { column: products.weight, kind: 'int' },
    active: { column: products.active, kind: 'boolean' },
    createdTime: { column: products.createdAt, kind: 'datetime' },
    updatedTime: { column: products.updatedAt, kind: 'datetime' },
  },
  defaultSorts: [{ field: 'name', direction: 'ASC' }],
  label: (row) => row.name,
  uniques: { products_name_unique: { field: 'name', message: 'A product with this name already exists.' } },
  sample: async (make) => ({
    name: `Product ${Math.random().toString(36).slice(2, 8)}`,
    cogs: 6500,
    minDuration: 30,
    maxDuration: 45,
    containCoffee: true,
    weight: 250,
    active: true,
    ingredients: [{ ingredientId: await make('Ingredient'), amount: 18, fastCode: 'C1' }],
  }),
  async check(transaction, data, _context, id) {
    if (id === undefined) return; // a new product's rules are all in its schema
    const [row] = await transaction.select().from(products).where(eq(products.id, id));
    expectProductRules({ ...row, ...data, recipeLines: await recipeLineCount(transaction, id) });
  },
  create: {
    input: productInput(true),
    schema: productSchema,
    async write(transaction, { ingredients: lines, ...values }, context) {
      await expectRecipeIngredients(transaction, lines);
      const [row] = await transaction.insert(products).values(values).returning();
      if (lines.length > 0) await transaction.insert(ingredientInProducts).values(lines.map((line) => ({ ...line, productId: row!.id })));
      await recordProductHistory(transaction, row!, context);
      return row!;
    },
  },
  update: {
    input: productInput(false),
    schema: productUpdateSchema,
    async write(transaction, values, context, id) {
      const [before] = await transaction.select().from(products).where(eq(products.id, id));
      const row = (await updateRow(transaction, products, products.id, id, values)) as ProductRow | undefined;
      // The pricing history follows the name, the cogs and the active flag, not the brewing details.
      if (row && before && (row.name !== before.name || row.cogs !== before.cogs || row.active !== before.active)) {
        await recordProductHistory(transaction, row, context);
      }
      return row;
    },
  },
});
export const ProductRef = Product.ref;
