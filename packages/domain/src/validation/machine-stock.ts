import { z } from 'zod';
import { activeFlag, decimal, id, integer } from './common';
import { MESSAGES } from './messages';

/*
 * What is inside each machine: stock in (ingredients in the canisters, measured in the ingredient's
 * unit) and stock out (packaging the machine holds: cups, lids, packs; whole pieces, or infinite),
 * the fills a refiller reports, and the machine's menu (the products it sells and their prices).
 */

const when = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/**
 * Minimum above maximum makes a row that is low on stock even when full; a level above the maximum
 * is more than the machine can hold (the level's field says "Maximum value is …").
 */
export function stockBoundIssues(values: { minStock?: number | null; maxStock?: number | null; currentStock?: number | null }) {
  const { minStock, maxStock, currentStock } = values;
  const issues: { path: string[]; message: string }[] = [];
  if (typeof minStock === 'number' && typeof maxStock === 'number' && minStock > maxStock) {
    issues.push({ path: ['minStock'], message: MACHINE_STOCK_MESSAGES.minimumAboveMaximum });
  }
  const level = stockLevelIssue(currentStock, maxStock);
  if (level) issues.push({ path: ['currentStock'], message: level });
  return issues;
}

/** What is wrong with a stock level against the most the machine holds, or null: never below zero, never above the maximum. */
export function stockLevelIssue(level: number | null | undefined, maximum: number | null | undefined): string | null {
  if (typeof level !== 'number' || !Number.isFinite(level)) return null;
  if (level < 0) return MESSAGES.nonNegative;
  if (typeof maximum === 'number' && level > maximum) return MESSAGES.maximumValue(maximum);
  return null;
}

const withBounds = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.superRefine((values, context) => {
    for (const issue of stockBoundIssues(values as { minStock?: number; maxStock?: number; currentStock?: number })) context.addIssue({ code: 'custom', ...issue });
  }, when);

export const MACHINE_STOCK_MESSAGES = {
  minimumAboveMaximum: 'Minimum stock must not be above maximum stock.',
  infiniteNeedsNoFill: 'This stock is infinite; it needs no filling.',
  discountAbovePrice: 'The discounted price must be below the price.',
} as const;

const stockInFields = {
  orderNr: integer(0).nullish(),
  currentStock: decimal,
  minStock: integer(0),
  /** Left out: the machine type's maximum for the machine's level. */
  maxStock: integer(0).nullish(),
  important: z.boolean().optional(),
};

export const machineStockInSchema = withBounds(z.object({ machineId: id, ingredientId: id, ...stockInFields }));
export type MachineStockInInput = z.infer<typeof machineStockInSchema>;
export const machineStockInUpdateSchema = withBounds(z.object(stockInFields).partial());
export type MachineStockInUpdateInput = z.infer<typeof machineStockInUpdateSchema>;

const stockOutFields = {
  orderNr: integer(0).nullish(),
  currentStock: integer(0),
  minStock: integer(0),
  maxStock: integer(0).nullish(),
  infinite: z.boolean().optional(),
};

export const machineStockOutSchema = withBounds(z.object({ machineId: id, packagingId: id, ingredientId: id.nullish(), ...stockOutFields }));
export type MachineStockOutInput = z.infer<typeof machineStockOutSchema>;
export const machineStockOutUpdateSchema = withBounds(z.object({ ...stockOutFields, ingredientId: id.nullish() }).partial());
export type MachineStockOutUpdateInput = z.infer<typeof machineStockOutUpdateSchema>;

/** A fill quantity: a whole number of pieces above zero. */
const quantity = integer(1);

export const stockOutConsumedSchema = z.object({ packagingId: id, quantity });

/** One canister filled: its level after the fill, and the packs or pieces of the machine's stock out used for it. */
export const stockInFillSchema = z.object({
  machineId: id,
  ingredientId: id,
  currentStock: decimal,
  stockOutsConsumed: z.array(stockOutConsumedSchema).nullish(),
});
export const fillMachineStockInSchema = z.object({ inputs: z.array(stockInFillSchema).min(1, MESSAGES.notEmpty) });
export type StockInFill = z.infer<typeof stockInFillSchema>;

/** Pieces of one packaging put into the machine, and any taken back out (expired or damaged). */
export const stockOutFillSchema = z.object({
  machineId: id,
  packagingId: id,
  additionalStock: quantity,
  returnQuantity: quantity.nullish(),
});
export const fillMachineStockOutSchema = z.object({ inputs: z.array(stockOutFillSchema).min(1, MESSAGES.notEmpty) });
export type StockOutFill = z.infer<typeof stockOutFillSchema>;

/**
 * One ingredient's row of a fill form: its level after the fill, never above `maxStock`, the most the
 * machine holds (in `unit`); the form carries both so it says so before the server does.
 */
export const levelFormRow = z
  .object({ ingredientId: id, currentStock: decimal, maxStock: z.number().nullish(), unit: z.string().nullish() })
  .superRefine((row, context) => {
    // Below zero is the level's own rule (`decimal`).
    if (typeof row.currentStock === 'number' && row.maxStock != null && row.currentStock > row.maxStock) {
      context.addIssue({ code: 'custom', path: ['currentStock'], message: MESSAGES.maximumValue(row.maxStock, row.unit) });
    }
  }, when);

/** One packaging's row of a fill form: pieces added and taken back, together no more than the `room` left in the machine. */
export const piecesFormRow = z
  .object({ packagingId: id, additionalStock: quantity.nullish(), returnQuantity: quantity.nullish(), room: z.number().nullish() })
  .superRefine((row, context) => {
    const returned = row.returnQuantity ?? 0;
    if (row.room != null && row.additionalStock != null && row.additionalStock - returned > row.room) {
      context.addIssue({ code: 'custom', path: ['additionalStock'], message: MESSAGES.maximumValue(Math.max(0, row.room + returned)) });
    }
  }, when);

/** The form of the Fill Stock In page: one level per ingredient of the machine, and the pieces of its stock out used, blank for none. */
export const stockInFillFormSchema = z.object({
  levels: z.array(levelFormRow),
  used: z.array(z.object({ packagingId: id, quantity: quantity.nullish() })),
});
/** The form of the Fill Stock Out page: pieces added per packaging, blank for none. */
export const stockOutFillFormSchema = z.object({ fills: z.array(piecesFormRow) });

/** Whether a fill form records nothing: every level as it was, and no pieces added or taken back. */
export function isEmptyRefill(levels: { currentStock: number }[], before: { currentStock: number }[], pieces: { additionalStock?: number | null; returnQuantity?: number | null }[]): boolean {
  return levels.every((level, index) => level.currentStock === before[index]?.currentStock) && pieces.every((piece) => !piece.additionalStock && !piece.returnQuantity);
}

/** Rupiah, whole. */
const price = integer(0);

function discountIssues(values: { price?: number | null; discountedPrice?: number | null }) {
  const { price: full, discountedPrice } = values;
  if (typeof full === 'number' && typeof discountedPrice === 'number' && discountedPrice >= full) return [{ path: ['discountedPrice'], message: MACHINE_STOCK_MESSAGES.discountAbovePrice }];
  return [];
}
export { discountIssues as productInMachineIssues };

const withDiscount = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.superRefine((values, context) => {
    for (const issue of discountIssues(values as { price?: number; discountedPrice?: number })) context.addIssue({ code: 'custom', ...issue });
  }, when);

const productInMachineFields = {
  price,
  discountedPrice: price.nullish(),
  /** The position of the product's button on the machine; unique within the machine. */
  slot: integer(1).nullish(),
  active: activeFlag,
};

export const productInMachineSchema = withDiscount(z.object({ machineId: id, productId: id, ...productInMachineFields }));
export type ProductInMachineInput = z.infer<typeof productInMachineSchema>;
export const productInMachineUpdateSchema = withDiscount(z.object(productInMachineFields).partial());
export type ProductInMachineUpdateInput = z.infer<typeof productInMachineUpdateSchema>;
