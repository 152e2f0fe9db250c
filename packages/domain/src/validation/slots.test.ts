import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MESSAGES } from './messages';
import { SLOT_MESSAGES, slotMasterSchema, slotSettingLineIssues, slotSettingSchema } from './slots';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const line = (slot: number, productId: number, price: number, discountedPrice: number | null = null) => ({ slot, productId, price, discountedPrice });

describe('the slot rules', () => {
  it('wants a slot master’s slot numbers once each, and at least one', () => {
    expect(messages(slotMasterSchema.safeParse({ name: 'Panel', slots: [{ slot: 1 }, { slot: 2 }, { slot: 1 }], active: true }))).toEqual({ 'slots.2.slot': SLOT_MESSAGES.slotRepeated });
    expect(messages(slotMasterSchema.safeParse({ name: 'Panel', slots: [], active: true }))).toEqual({ slots: MESSAGES.notEmpty });
    expect(messages(slotMasterSchema.safeParse({ name: 'Panel', slots: [{ slot: 0 }], active: true }))).toEqual({ 'slots.0.slot': MESSAGES.greaterThan0 });
  });

  it('wants one price and one discounted price per product across a setting’s slots, shown under each of its slots’ prices', () => {
    const result = slotSettingSchema.safeParse({ machineId: 1, slotMasterId: 1, lines: [line(1, 7, 20000, 18000), line(2, 8, 15000), line(3, 7, 20000)] });
    expect(messages(result)).toEqual({ 'lines.0.price': MESSAGES.samePriceAcrossSlots, 'lines.2.price': MESSAGES.samePriceAcrossSlots });
    expect(slotSettingSchema.safeParse({ machineId: 1, slotMasterId: 1, lines: [line(1, 7, 20000, 18000), line(3, 7, 20000, 18000)] }).success).toBe(true);
  });

  it('wants a discount below the price, a slot once, and whole rupiah', () => {
    const result = slotSettingSchema.safeParse({ machineId: 1, slotMasterId: 1, lines: [line(1, 7, 20000, 20000), line(1, 8, 1500.5)] });
    expect(messages(result)).toEqual({
      'lines.0.discountedPrice': SLOT_MESSAGES.discountAbovePrice,
      'lines.1.slot': SLOT_MESSAGES.slotRepeated,
      'lines.1.price': MESSAGES.wholeNumber,
    });
  });

  it('flags exactly the slots of products sold at more than one price', () => {
    const lines = fc.array(fc.record({ productId: fc.integer({ min: 1, max: 4 }), price: fc.constantFrom(10000, 15000), discountedPrice: fc.constantFrom(null, 9000) }), { maxLength: 12 });
    fc.assert(
      fc.property(lines, (generated) => {
        const withSlots = generated.map((values, index) => ({ ...values, slot: index + 1 }));
        const flagged = slotSettingLineIssues(withSlots)
          .filter((issue) => issue.message === MESSAGES.samePriceAcrossSlots)
          .map((issue) => issue.path[1] as number)
          .sort((a, b) => a - b);
        const expected = withSlots
          .map((values, index) => ({ values, index }))
          .filter(({ values }) => withSlots.some((other) => other.productId === values.productId && (other.price !== values.price || other.discountedPrice !== values.discountedPrice)))
          .map(({ index }) => index);
        expect(flagged).toEqual(expected);
      }),
    );
  });
});
