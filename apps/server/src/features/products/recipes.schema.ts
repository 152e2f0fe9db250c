import { and, asc, eq, notInArray } from 'drizzle-orm';
import {
  MESSAGES,
  ingredientInProductSchema,
  ingredientInProductUpdateSchema,
  type IngredientInProductInput,
  type IngredientInProductUpdateInput,
} from '@back-office/domain';
import { builder } from '../../platform/builder';
import { defineCrud } from '../../platform/crud';
import { badInput } from '../../platform/errors';
import { reference } from '../../platform/reference';
import { Ingredient } from '../master-data/master-data.schema';
import { ingredients } from '../master-data/master-data.table';
import { Product, recipeLineCount } from './products.schema';
import { ingredientInProducts, products } from './products.table';

type LineRow = typeof ingredientInProducts.$inferSelect;

const lineInput = (required: boolean) =>
  builder.inputType(required ? 'IngredientInProductInput' : 'IngredientInProductUpdateInput', {
    description: 'One line of a product\'s recipe: an ingredient and how much of it one cup takes.',
    fields: (t) => ({
      ...(required ? { productId: t.int({ description: 'The id of the product.', required: true }), ingredientId: t.int({ description: 'The id of the ingredient.', required: true }) } : {}),
      amount: t.float({ required, description: 'How much of the ingredient, in its unit, one cup takes.' }),
      fastCode: t.string({ description: 'The machine’s code for this dosing step.' }),
    }),
  });

const EMPTY_RECIPE = 'An active product’s recipe must not be empty; deactivate the product first.';

/** One line of a product's recipe. A product names each ingredient once; an active product keeps at least one line. */
export const IngredientInProduct = defineCrud<LineRow, IngredientInProductInput, IngredientInProductUpdateInput>({
  name: 'IngredientInProduct',
  table: ingredientInProducts,
  description: 'One line of a product’s recipe: how much of an ingredient a cup takes.',
  // A line belongs to its product whatever the product's state: recipes are built before a product is activated.
  references: { product: reference(Product, { acceptsInactive: true }), ingredient: reference(Ingredient) },
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The ingredient in product\'s id.' }),
    amount: t.exposeFloat('amount', { description: 'In the ingredient’s unit.' }),
    fastCode: t.exposeString('fastCode', { description: 'The code the machine uses for this ingredient in the recipe, or null.', nullable: true }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: ingredientInProducts.id, kind: 'int' },
    amount: { column: ingredientInProducts.amount, kind: 'float' },
    fastCode: { column: ingredientInProducts.fastCode, kind: 'text' },
  },
  label: (row) => `ingredient ${row.ingredientId} in product ${row.productId}`,
  // A repeated ingredient is a validation rule of the spec (BAD_USER_INPUT), checked in `check`; the unique index only guards against a race.
  sample: async (make) => ({ productId: await make('Product', { fresh: true }), ingredientId: await make('Ingredient', { fresh: true }), amount: 12.5, fastCode: 'M2' }),
  change: { amount: 20 },
  async check(transaction, data, _context, id) {
    if (id !== undefined) return;
    const { productId, ingredientId } = data as IngredientInProductInput;
    const [repeated] = await transaction
      .select({ id: ingredientInProducts.id })
      .from(ingredientInProducts)
      .where(and(eq(ingredientInProducts.productId, productId), eq(ingredientInProducts.ingredientId, ingredientId)));
    if (repeated) throw badInput('This ingredient is already in the recipe.', { ingredientId: MESSAGES.noRepeatedIngredients });
  },
  create: { input: lineInput(true), schema: ingredientInProductSchema },
  update: { input: lineInput(false), schema: ingredientInProductUpdateSchema },
  remove: {
    async check(transaction, line) {
      // Locks the product, so two removals at once cannot both see a second line.
      const [product] = await transaction.select({ active: products.active }).from(products).where(eq(products.id, line.productId)).for('update');
      if (product?.active && (await recipeLineCount(transaction, line.productId)) <= 1) throw badInput(EMPTY_RECIPE, { ingredients: MESSAGES.notEmpty });
    },
  },
});

const lineRef = IngredientInProduct.ref as never;

builder.queryField('ingredientInProductsByProductId', (t) =>
  t.field({
    nullable: true,
    type: [lineRef],
    description: 'The recipe of a product, in the ingredients’ stock order.',
    args: { productId: t.arg.int({ description: 'The id of the product.', required: true }) },
    authScopes: { authority: 'VIEW_INGREDIENT_IN_PRODUCT' },
    resolve: async (_root, { productId }, context) => {
      await Product.findById(context, productId);
      return context.db
        .select({ line: ingredientInProducts })
        .from(ingredientInProducts)
        .innerJoin(ingredients, eq(ingredients.id, ingredientInProducts.ingredientId))
        .where(eq(ingredientInProducts.productId, productId))
        .orderBy(asc(ingredients.orderNr), asc(ingredients.name))
        .then((rows) => rows.map((row) => row.line)) as never;
    },
  }),
);

builder.queryField('ingredientsNotInProduct', (t) =>
  t.field({
    nullable: true,
    type: [Ingredient.ref as never],
    description: 'The active ingredients a product’s recipe does not use yet: the choices for a new line.',
    args: { productId: t.arg.int({ description: 'The id of the product.', required: true }) },
    authScopes: { authority: 'VIEW_INGREDIENT' },
    resolve: async (_root, { productId }, context) => {
      await Product.findById(context, productId);
      const used = context.db.select({ id: ingredientInProducts.ingredientId }).from(ingredientInProducts).where(eq(ingredientInProducts.productId, productId));
      return context.db
        .select()
        .from(ingredients)
        .where(and(eq(ingredients.active, true), notInArray(ingredients.id, used)))
        .orderBy(asc(ingredients.orderNr), asc(ingredients.name)) as never;
    },
  }),
);
