import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { machineTypeLevelSchema, machineTypeStockSchema, stockLevelIssues } from './machine-types';
import { productSchema, productUpdateSchema } from './products';

const latte = { name: 'Caffe Latte', cogs: 7000, minDuration: 40, maxDuration: 60, containCoffee: true, weight: 300, active: true, ingredients: [{ ingredientId: 1, amount: 18 }] };
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the menu rules', () => {
  it('wants the maximum cooking duration above the minimum, on create and when both change', () => {
    expect(messages(productSchema.safeParse({ ...latte, maxDuration: 40 }))).toEqual({ maxDuration: MESSAGES.maximumDurationAboveMinimum });
    expect(messages(productUpdateSchema.safeParse({ minDuration: 70, maxDuration: 60 }))).toEqual({ maxDuration: MESSAGES.maximumDurationAboveMinimum });
    expect(productUpdateSchema.safeParse({ minDuration: 70 }).success).toBe(true);
  });

  it('wants a recipe for an active product, each ingredient once, each amount above 0, and shows every message at once', () => {
    expect(productSchema.safeParse({ ...latte, active: false, ingredients: [] }).success).toBe(true);
    expect(
      messages(
        productSchema.safeParse({
          ...latte,
          cogs: 1.5,
          ingredients: [
            { ingredientId: 1, amount: 18 },
            { ingredientId: 1, amount: 0 },
          ],
        }),
      ),
    ).toEqual({ cogs: MESSAGES.wholeNumber, 'ingredients.1.ingredientId': MESSAGES.noRepeatedIngredients, 'ingredients.1.amount': MESSAGES.greaterThan0 });
    expect(messages(productSchema.safeParse({ ...latte, name: '', ingredients: [] }))).toEqual({ name: MESSAGES.required, ingredients: MESSAGES.notEmpty });
  });

  it('wants the minimum weekly cups below the maximum', () => {
    expect(messages(machineTypeLevelSchema.safeParse({ minCup: 300, maxCup: 300 }))).toEqual({ minCup: MESSAGES.minimumCupBelowMaximum });
    expect(machineTypeLevelSchema.safeParse({ minCup: 299, maxCup: 300 }).success).toBe(true);
  });

  it('wants the medium stock maximum between low and high, and an ingredient or a packaging', () => {
    expect(stockLevelIssues({ low: 5, medium: 5, high: 5 })).toEqual([]);
    for (const [low, medium, high] of [[5, 4, 9], [5, 10, 9]]) expect(stockLevelIssues({ low, medium, high })).toEqual([{ path: ['medium'], message: MESSAGES.mediumBetween }]);
    expect(messages(machineTypeStockSchema.safeParse({ machineTypeId: 1, low: 1, medium: 2, high: 3 }))).toEqual({ ingredientId: MESSAGES.required });
    expect(messages(machineTypeStockSchema.safeParse({ machineTypeId: 1, ingredientId: 2, packagingId: 3, low: 1, medium: 2, high: 3 }))).toEqual({
      packagingId: 'Choose an ingredient or a packaging, not both.',
    });
  });
});
