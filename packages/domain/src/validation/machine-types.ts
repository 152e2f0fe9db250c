import { z } from 'zod';
import { imageAddress } from './machine-settings';
import { activeFlag, id, integer, optionalText, requiredText } from './common';
import { MESSAGES } from './messages';

/*
 * Machine types: the models of vending machine, how many cups a week make one of them a low, medium
 * or high seller, and how much of each ingredient (stock in) and packaging (stock out) a machine of
 * the type is filled up to for each kind of seller.
 */

const when = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** Weekly cups: below the minimum a machine sells little, above the maximum a lot. */
export function cupLevelIssues(levels: { minCup?: number | null; maxCup?: number | null }) {
  const { minCup, maxCup } = levels;
  return typeof minCup === 'number' && typeof maxCup === 'number' && minCup >= maxCup ? [{ path: ['minCup'], message: MESSAGES.minimumCupBelowMaximum }] : [];
}

const machineTypeFields = {
  name: requiredText(100),
  /** The short code that prefixes the numbers of machines of this type, e.g. JS in JS-0042. */
  initialName: requiredText(10).pipe(z.string().regex(/^[A-Z0-9]+$/, MESSAGES.capitalsAndNumbers)),
  description: optionalText(500),
  /** How the server talks to the machine's controller. */
  commandType: optionalText(50),
  active: activeFlag,
  minCup: integer(0).nullish(),
  maxCup: integer(0).nullish(),
};

const withCupLevels = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.superRefine((values, context) => {
    for (const issue of cupLevelIssues(values as { minCup?: number | null; maxCup?: number | null })) context.addIssue({ code: 'custom', ...issue });
  }, when);

export const machineTypeSchema = withCupLevels(z.object(machineTypeFields));
/** Only what is given changes; the server checks the levels against the stored ones. */
export const machineTypeUpdateSchema = withCupLevels(z.object(machineTypeFields).partial());
/** The level page sets both levels at once. */
export const machineTypeLevelSchema = withCupLevels(z.object({ minCup: integer(0), maxCup: integer(0) }));

/** How full a low, medium and high seller is filled; medium lies between the others. */
export function stockLevelIssues(levels: { low?: number | null; medium?: number | null; high?: number | null }) {
  const { low, medium, high } = levels;
  if (typeof low !== 'number' || typeof medium !== 'number' || typeof high !== 'number') return [];
  return low <= medium && medium <= high ? [] : [{ path: ['medium'], message: MESSAGES.mediumBetween }];
}

const stockLevelFields = { low: integer(0), medium: integer(0), high: integer(0) };

const withStockLevels = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.superRefine((values, context) => {
    for (const issue of stockLevelIssues(values as { low?: number; medium?: number; high?: number })) context.addIssue({ code: 'custom', ...issue });
  }, when);

/** A maximum for one ingredient (stock in) or one packaging (stock out), never both. */
export const machineTypeStockSchema = withStockLevels(
  z.object({ machineTypeId: id, ingredientId: id.nullish(), packagingId: id.nullish(), ...stockLevelFields }),
).superRefine((stock, context) => {
  const given = [stock.ingredientId, stock.packagingId].filter((value) => value != null).length;
  if (given === 0) context.addIssue({ code: 'custom', path: [stock.packagingId === undefined ? 'ingredientId' : 'packagingId'], message: MESSAGES.required });
  if (given === 2) context.addIssue({ code: 'custom', path: ['packagingId'], message: 'Choose an ingredient or a packaging, not both.' });
}, when);
export const machineTypeStockUpdateSchema = withStockLevels(z.object(stockLevelFields).partial());

export const machineTypeDisplaySchema = z.object({
  name: requiredText(100),
  description: optionalText(500),
  /** The picture shop customers see: an uploaded image, or an http(s) address. */
  imageUrl: imageAddress(500),
  active: activeFlag,
  machineTypeIds: z.array(id).max(50),
});
export const machineTypeDisplayUpdateSchema = machineTypeDisplaySchema.partial();

export type MachineTypeInput = z.infer<typeof machineTypeSchema>;
export type MachineTypeUpdateInput = z.infer<typeof machineTypeUpdateSchema>;
export type MachineTypeStockInput = z.infer<typeof machineTypeStockSchema>;
export type MachineTypeStockUpdateInput = z.infer<typeof machineTypeStockUpdateSchema>;
export type MachineTypeDisplayInput = z.infer<typeof machineTypeDisplaySchema>;
export type MachineTypeDisplayUpdateInput = z.infer<typeof machineTypeDisplayUpdateSchema>;
