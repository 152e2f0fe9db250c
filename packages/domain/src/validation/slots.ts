import { z } from 'zod';
import { activeFlag, id, integer, optionalText, requiredText } from './common';
import { MACHINE_STOCK_MESSAGES, productInMachineIssues } from './machine-stock';
import { MESSAGES } from './messages';

/*
 * Slots: the buttons of a machine, each selling one product. A slot master is a named combination of
 * slot numbers (a machine type's layout); a slot setting gives one machine's slots, by a master, the
 * product each sells, its price and discounted price, and the stock in and stock out rows it draws on.
 */

export const SLOT_MESSAGES = {
  slotRepeated: 'Each slot number may appear only once.',
  slotNotInMaster: 'This slot is not one of the slot master’s slots.',
  duplicateMasterName: 'A slot master with this name already exists.',
  oneSettingPerMachine: 'This machine already has a slot setting.',
  stockInOfAnotherMachine: 'This stock in row is not one of the machine’s.',
  stockOutOfAnotherMachine: 'This stock out row is not one of the machine’s.',
  /** The spec's rule (point 5), in the console's words. */
  samePriceAcrossSlots: MESSAGES.samePriceAcrossSlots,
  discountAbovePrice: MACHINE_STOCK_MESSAGES.discountAbovePrice,
  slotsInUse: (slots: readonly number[]) =>
    `Slot ${slots.join(', ')} ${slots.length === 1 ? 'is' : 'are'} used by a slot setting; change the setting first.`,
} as const;

const when = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

type Issue = { path: (string | number)[]; message: string };

/** A slot number repeated in a list: an issue at each repetition after the first. */
function repeatedSlotIssues(list: string, rows: readonly { slot?: number | null }[]): Issue[] {
  const seen = new Set<number>();
  const issues: Issue[] = [];
  rows.forEach((row, index) => {
    if (typeof row.slot !== 'number') return;
    if (seen.has(row.slot)) issues.push({ path: [list, index, 'slot'], message: SLOT_MESSAGES.slotRepeated });
    seen.add(row.slot);
  });
  return issues;
}

/** A slot master's slot: its number on the machine. */
export const slotMasterSlotSchema = z.object({ slot: integer(1) });

const slotMasterFields = {
  name: requiredText(100),
  description: optionalText(500),
  /** The machine type whose layout it is; null for any. */
  machineTypeId: id.nullish(),
  slots: z.array(slotMasterSlotSchema).min(1, MESSAGES.notEmpty),
  active: activeFlag,
};

const withUniqueSlots = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.superRefine((values, context) => {
    const slots = (values as { slots?: { slot?: number }[] | null }).slots;
    if (slots) for (const issue of repeatedSlotIssues('slots', slots)) context.addIssue({ code: 'custom', ...issue });
  }, when);

export const slotMasterSchema = withUniqueSlots(z.object(slotMasterFields));
export type SlotMasterInput = z.infer<typeof slotMasterSchema>;
export const slotMasterUpdateSchema = withUniqueSlots(z.object(slotMasterFields).partial());
export type SlotMasterUpdateInput = z.infer<typeof slotMasterUpdateSchema>;

/** Rupiah, whole. */
const price = integer(0);

/** One slot of a machine's setting: what it sells, at what price, and the stock it draws on. */
export const slotSettingLineSchema = z.object({
  slot: integer(1),
  productId: id,
  machineStockInId: id.nullish(),
  machineStockOutId: id.nullish(),
  price,
  discountedPrice: price.nullish(),
});
export type SlotSettingLineInput = z.infer<typeof slotSettingLineSchema>;

type PricedLine = { slot?: number | null; productId?: number | null; price?: number | null; discountedPrice?: number | null };

/**
 * The rules across a setting's slots: a slot once, a discount below its price, and one product sold
 * at one price (and one discounted price) in every slot that sells it; the message goes under the
 * price of each slot of a product whose prices differ.
 */
export function slotSettingLineIssues(lines: readonly PricedLine[]): Issue[] {
  const issues = repeatedSlotIssues('lines', lines);
  lines.forEach((line, index) => {
    for (const issue of productInMachineIssues(line)) issues.push({ path: ['lines', index, ...issue.path], message: issue.message });
  });
  const byProduct = new Map<number, number[]>();
  lines.forEach((line, index) => {
    if (typeof line.productId === 'number') byProduct.set(line.productId, [...(byProduct.get(line.productId) ?? []), index]);
  });
  const priceOf = (line: PricedLine) => `${line.price ?? ''}/${line.discountedPrice ?? ''}`;
  for (const indexes of byProduct.values()) {
    if (new Set(indexes.map((index) => priceOf(lines[index]!))).size <= 1) continue;
    for (const index of indexes) issues.push({ path: ['lines', index, 'price'], message: SLOT_MESSAGES.samePriceAcrossSlots });
  }
  return issues;
}

const withLineRules = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  schema.superRefine((values, context) => {
    const lines = (values as { lines?: PricedLine[] | null }).lines;
    if (lines) for (const issue of slotSettingLineIssues(lines)) context.addIssue({ code: 'custom', ...issue });
  }, when);

const lines = z.array(slotSettingLineSchema).min(1, MESSAGES.notEmpty);

export const slotSettingSchema = withLineRules(z.object({ machineId: id, slotMasterId: id, lines }));
export type SlotSettingInput = z.infer<typeof slotSettingSchema>;
/** A setting stays with its machine; its master and its slots may change, the slots as a whole list. */
export const slotSettingUpdateSchema = withLineRules(z.object({ slotMasterId: id, lines }).partial());
export type SlotSettingUpdateInput = z.infer<typeof slotSettingUpdateSchema>;

/** What the machine receives with a `priceset` instruction. */
export interface SlotPricesPayload {
  slotSettingId: number;
  slots: { slot: number; productId: number; price: number; discountedPrice: number | null }[];
}
