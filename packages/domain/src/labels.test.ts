import { describe, expect, it } from 'vitest';
import { DAYS, dayLabels, vendingPaymentMethodLabels } from './enums';
import { labelIn, labelledOptions } from './labels';
import { orderStateLabels } from './lifecycle/vending-orders';
import { shopOrderStateLabels } from './lifecycle/shop-orders';

describe('labels', () => {
  it('gives the word of a value in its own set, the value when unknown and nothing for no value', () => {
    expect(labelIn(vendingPaymentMethodLabels, 'SHOPEE_PAY')).toBe('ShopeePay');
    expect(labelIn(vendingPaymentMethodLabels, 'BITCOIN')).toBe('BITCOIN');
    expect(labelIn(vendingPaymentMethodLabels, null)).toBe('');
    expect(labelIn(vendingPaymentMethodLabels, undefined)).toBe('');
  });

  it('keeps the words of two sets apart', () => {
    expect(labelIn(shopOrderStateLabels, 'ACK')).toBe('Accepted');
    expect(labelIn(orderStateLabels, 'ACK')).toBe('ACK');
  });

  it('lists every value with its word in the set order', () => {
    expect(labelledOptions(dayLabels).map((option) => option.value)).toEqual([...DAYS]);
    expect(labelledOptions(dayLabels)[0]).toEqual({ value: 'MONDAY', label: 'Monday' });
  });
});
