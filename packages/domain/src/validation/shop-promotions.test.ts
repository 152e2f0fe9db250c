import { describe, expect, it } from 'vitest';
import { customerRuleSchema, SHOP_PROMOTION_MESSAGES } from './shop-promotions';

describe('customer rule', () => {
  it('reads a form’s blank registration window and last order as none, even for all customers', () => {
    const parsed = customerRuleSchema.parse({ type: 'ALL_CUSTOMERS', registration: { startDate: null, endDate: '' }, membershipIds: [], lastOrder: { numberOfUnit: null, unit: null } });
    expect(parsed).toMatchObject({ type: 'ALL_CUSTOMERS', registration: null, lastOrder: null });
  });

  it('still refuses a half-filled last order and registered-only parts for all customers', () => {
    const half = customerRuleSchema.safeParse({ type: 'REGISTERED_CUSTOMERS', lastOrder: { numberOfUnit: 3, unit: null } });
    expect(half.success).toBe(false);
    expect(half.error?.issues[0]?.path).toEqual(['lastOrder', 'unit']);
    const window = customerRuleSchema.safeParse({ type: 'ALL_CUSTOMERS', registration: { startDate: '2026-01-01T00:00:00Z', endDate: null } });
    expect(window.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['registration', SHOP_PROMOTION_MESSAGES.registeredOnly]]);
    const kept = customerRuleSchema.parse({ type: 'REGISTERED_CUSTOMERS', lastOrder: { numberOfUnit: 2, unit: 'WEEKS' } });
    expect(kept.lastOrder).toEqual({ numberOfUnit: 2, unit: 'WEEKS' });
  });
});
