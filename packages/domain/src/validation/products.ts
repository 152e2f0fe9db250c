import { z } from 'zod';
import { activeFlag, id, integer, optionalText, requiredText } from './common';
import { MESSAGES } from './messages';

/*
 * The menu of the vending machines: products (the drinks), their recipes (ingredient in product),
 * their pricing history, and the sets of products loaded on machines together.
 */

/** How much of an ingredient, in its unit, one cup takes; a line of nothing is no line. */
export const recipeAmount = z.number({ error: (issue) => (issue.input == null ? MESSAGES.required : MESSAGES.invalidNumber) }).gt(0, MESSAGES.greaterThan0);

export const recipeLineSchema = z.object({
  ingredientId: id,
  amount: recipeAmount,
  /** The code the machine's firmware knows the ingredient's dosing step by. */
  fastCode: optionalText(20),
});

/** A recipe names each ingredient once. */
export const recipeSchema = z
  .array(recipeLineSchema)
  .max(50)
  .superRefine((lines, context) => {
    const seen = new Set<number>();
    lines.forEach((line, index) => {
      if (seen.has(line.ingredientId)) context.addIssue({ code: 'custom', path: [index, 'ingredientId'], message: MESSAGES.noRepeatedIngredients });
      seen.add(line.ingredientId);
    });
  });

const productFields = {
  name: requiredText(100),
  /** Rupiah one cup costs to make. */
  cogs: integer(0),
  /** Whole seconds a cup takes to brew, at least and at most. */
  minDuration: integer(0),
  maxDuration: integer(0),
  containCoffee: z.boolean({ error: MESSAGES.required }),
  /** Grams of one cup. */
  weight: integer(0),
  active: activeFlag,
};

/** What the rules across a product's fields look at: the product as it is or will be after a change. */
export interface ProductRuleValues {
  minDuration?: number | null;
  maxDuration?: number | null;
  active?: boolean | null;
  /** How many recipe lines the product has or will have. */
  recipeLines: number;
}

export interface ProductRuleIssue {
  path: (string | number)[];
  message: string;
}

/** The brewing time must span something, and an active product must say how it is made. */
export function productRuleIssues(product: ProductRuleValues): ProductRuleIssue[] {
  const issues: ProductRuleIssue[] = [];
  const { minDuration, maxDuration } = product;
  if (typeof minDuration === 'number' && typeof maxDuration === 'number' && maxDuration <= minDuration) {
    issues.push({ path: ['maxDuration'], message: MESSAGES.maximumDurationAboveMinimum });
  }
  if (product.active && product.recipeLines === 0) issues.push({ path: ['ingredients'], message: MESSAGES.notEmpty });
  return issues;
}

/** A new product comes with its recipe: an active one needs at least one line. */
export const productSchema = z.object({ ...productFields, ingredients: recipeSchema }).superRefine(
  (product, context) => {
    const recipeLines = Array.isArray(product.ingredients) ? product.ingredients.length : 0;
    for (const issue of productRuleIssues({ ...product, recipeLines })) context.addIssue({ code: 'custom', ...issue });
  },
  // Also when other fields are wrong, so a first save shows every message at once.
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

/** Only what is given changes; the server checks the rules on the product as it will be. The recipe changes line by line. */
export const productUpdateSchema = z.object(productFields).partial().superRefine(
  (product, context) => {
    // The recipe is not part of this form; its emptiness is checked by the server.
    for (const issue of productRuleIssues({ ...product, recipeLines: 1 })) context.addIssue({ code: 'custom', ...issue });
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);

export const ingredientInProductSchema = recipeLineSchema.extend({ productId: id });
/** A line keeps its product and ingredient; its amount and fast code change. */
export const ingredientInProductUpdateSchema = recipeLineSchema.pick({ amount: true, fastCode: true }).partial();

/** A point of the pricing history recorded by hand, e.g. a cost agreed before the console was used. */
export const productHistorySchema = z.object({
  productId: id,
  name: requiredText(100),
  cogs: integer(0),
  active: activeFlag,
  /** When the values took effect; now when left out. */
  updatedTime: z.date().nullish(),
});

export type ProductInput = z.infer<typeof productSchema>;
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;
export type RecipeLineInput = z.infer<typeof recipeLineSchema>;
export type IngredientInProductInput = z.infer<typeof ingredientInProductSchema>;
export type IngredientInProductUpdateInput = z.infer<typeof ingredientInProductUpdateSchema>;
export type ProductHistoryInput = z.infer<typeof productHistorySchema>;
