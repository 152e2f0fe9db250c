import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import {
  MESSAGES,
  shopMenuIngredientSchema,
  shopMenuIngredientUpdateSchema,
  type ShopMenuIngredientInput,
  type ShopMenuIngredientUpdateInput,
} from '@back-office/domain';
import { builder } from '../../platform/builder';
import { defineCrud } from '../../platform/crud';
import { badInput } from '../../platform/errors';
import { reference } from '../../platform/reference';
import { Ingredient } from '../master-data/master-data.schema';
import { ingredients } from '../master-data/master-data.table';
import { ShopMenu, shopMenuScope } from './shop-menus.schema';
import { shopMenuIngredients, shopMenus } from './shop-menus.table';

type LineRow = typeof shopMenuIngredients.$inferSelect;

const lineInput = (required: boolean) =>
  builder.inputType(required ? 'ShopMenuIngredientInput' : 'ShopMenuIngredientUpdateInput', {
    description: 'How much of an ingredient one shop menu uses; in an update, only the amount changes.',
    fields: (t) => ({
      ...(required
        ? {
            menuId: t.int({ required: true, description: 'The id of the shop menu.' }),
            ingredientId: t.int({ required: true, description: 'The id of the ingredient; one the menu does not use yet.' }),
          }
        : {}),
      amount: t.float({ required: true, description: 'How much of the ingredient, in its unit, one menu uses; above 0.' }),
    }),
  });

/** One ingredient of a shop menu. A menu names each ingredient once; a line is seen with its menu only. */
export const ShopMenuIngredient = defineCrud<LineRow, ShopMenuIngredientInput, ShopMenuIngredientUpdateInput>({
  name: 'ShopMenuIngredient',
  table: shopMenuIngredients,
  description: 'How much of an ingredient one shop menu uses, in the ingredient’s unit.',
  scope: (context) => inArray(shopMenuIngredients.menuId, context.db.select({ id: shopMenus.id }).from(shopMenus).where(shopMenuScope(context))),
  references: { menu: reference(ShopMenu, { acceptsInactive: true, scopedByTarget: true }), ingredient: reference(Ingredient) },
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The line’s id.' }),
    amount: t.exposeFloat('amount', { description: 'How much of the ingredient, in its unit, one menu uses.' }),
    createdTime: t.field({ type: 'DateTime', description: 'When it was created.', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ type: 'DateTime', description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', resolve: (row) => row.updatedAt }),
  }),
  fields: { id: { column: shopMenuIngredients.id, kind: 'int' }, amount: { column: shopMenuIngredients.amount, kind: 'float' } },
  label: (row) => `ingredient ${row.ingredientId} in shop menu ${row.menuId}`,
  // A repeated ingredient is the spec's validation rule (BAD_USER_INPUT); the unique index only guards against a race.
  sample: async (make) => ({ menuId: await make('ShopMenu', { fresh: true }), ingredientId: await make('Ingredient', { fresh: true }), amount: 18 }),
  change: { amount: 20 },
  async check(transaction, data, _context, id) {
    if (id !== undefined) return;
    const { menuId, ingredientId } = data as ShopMenuIngredientInput;
    const [repeated] = await transaction
      .select({ id: shopMenuIngredients.id })
      .from(shopMenuIngredients)
      .where(and(eq(shopMenuIngredients.menuId, menuId), eq(shopMenuIngredients.ingredientId, ingredientId)));
    if (repeated) throw badInput('This ingredient is already in the menu.', { ingredientId: MESSAGES.noRepeatedIngredients });
  },
  create: { input: lineInput(true), schema: shopMenuIngredientSchema },
  update: { input: lineInput(false), schema: shopMenuIngredientUpdateSchema },
  remove: {},
});

builder.queryField('shopMenuIngredientsByMenuId', (t) =>
  t.field({
    nullable: true,
    type: [ShopMenuIngredient.ref as never],
    description: 'The ingredients of a shop menu, in the ingredients’ stock order; NOT_FOUND when the caller may not see the menu.',
    args: { shopMenuId: t.arg.int({ required: true, description: 'The id of the shop menu.' }) },
    authScopes: { authority: 'VIEW_SHOP_MENU_INGREDIENT' },
    resolve: async (_root, { shopMenuId }, context) => {
      await ShopMenu.findById(context, shopMenuId);
      return context.db
        .select({ line: shopMenuIngredients })
        .from(shopMenuIngredients)
        .innerJoin(ingredients, eq(ingredients.id, shopMenuIngredients.ingredientId))
        .where(eq(shopMenuIngredients.menuId, shopMenuId))
        .orderBy(asc(ingredients.orderNr), asc(ingredients.name))
        .then((rows) => rows.map((row) => row.line)) as never;
    },
  }),
);

builder.queryField('ingredientsNotInMenu', (t) =>
  t.field({
    nullable: true,
    type: [Ingredient.ref as never],
    description: 'The active ingredients a shop menu does not use yet: the choices for a new line; NOT_FOUND when the caller may not see the menu.',
    args: { shopMenuId: t.arg.int({ required: true, description: 'The id of the shop menu.' }) },
    authScopes: { authority: 'VIEW_INGREDIENT' },
    resolve: async (_root, { shopMenuId }, context) => {
      await ShopMenu.findById(context, shopMenuId);
      const used = context.db.select({ id: shopMenuIngredients.ingredientId }).from(shopMenuIngredients).where(eq(shopMenuIngredients.menuId, shopMenuId));
      return context.db
        .select()
        .from(ingredients)
        .where(and(eq(ingredients.active, true), notInArray(ingredients.id, used)))
        .orderBy(asc(ingredients.orderNr), asc(ingredients.name)) as never;
    },
  }),
);
