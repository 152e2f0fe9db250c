import { describe, expect, it } from 'vitest';
import { cartAfter, choicesOf, EMPTY_CART, lineInput, linesOfDraft, orderInput, type Line, type Menu } from './pos-cart';

/* The counter's cart as pure functions: a line's choices named by their own kind's ids, a draft's lines back in the cart. */

const ID = 2;
const latte = {
  menuId: 7,
  name: 'Caffe Latte',
  price: 30_000,
  priceNow: 30_000,
  available: true,
  // A size, a topping and a customization item that share one id, each named from its own list.
  variantUnits: [{ id: ID, name: 'Large', variantName: 'Size', price: 5_000 }],
  toppings: [{ id: ID, name: 'Caramel Drizzle', price: 4_000 }],
  customizations: [{ id: ID, name: 'Less Sugar', customizationId: 1, customizationName: 'Sugar Level', price: 0 }],
} as unknown as Menu;

describe('the cart', () => {
  it('names each choice from the list of its own kind, even where ids coincide', () => {
    expect(choicesOf(latte, { variantUnitIds: [ID], toppingIds: [ID], customizationItemIds: [ID] })).toBe('Large, Less Sugar, Caramel Drizzle');
    expect(choicesOf(latte, { variantUnitIds: [], toppingIds: [ID], customizationItemIds: [] })).toBe('Caramel Drizzle');
  });

  it('opens a draft’s lines again, named from the menu, and sends them as they were rung up', () => {
    let key = 0;
    const lines = linesOfDraft([{ menuId: 7, amount: 2, menuVariantUnitIds: [ID], toppingIds: [ID], customizationItemIds: [], note: 'Hot' }, { menuId: 99, amount: 1, menuVariantUnitIds: [], toppingIds: [], customizationItemIds: [], note: null }], new Map([[7, latte]]), () => `k${(key += 1)}`);
    expect(lines.map((line) => [line.key, line.name, line.choices, line.note])).toEqual([
      ['k1', 'Caffe Latte', 'Large, Caramel Drizzle', 'Hot'],
      ['k2', 'Menu 99', '', ''],
    ]);
    expect(lineInput(lines[0]!)).toEqual({ id: 'k1', menuId: 7, amount: 2, menuVariantUnitIds: [ID], toppingIds: [ID], customizationItemIds: [], note: 'Hot' });
  });
});

const line = (key: string, amount = 1): Line => ({ key, menuId: 7, name: 'Caffe Latte', amount, note: '', choices: '', variantUnitIds: [], toppingIds: [], customizationItemIds: [] });

describe('the cart’s moves', () => {
  it('adds and removes lines by their key, leaving the rest as they were', () => {
    const two = [line('a'), line('b', 2)].reduce((cart, each) => cartAfter(cart, { kind: 'add', line: each }), EMPTY_CART);
    expect(two.lines.map((each) => each.key)).toEqual(['a', 'b']);
    const one = cartAfter(two, { kind: 'remove', key: 'a' });
    expect(one.lines).toEqual([line('b', 2)]);
    expect(EMPTY_CART.lines).toEqual([]);
  });

  it('applies the voucher as typed, trimmed, only when asked', () => {
    const typed = cartAfter(EMPTY_CART, { kind: 'set', change: { voucherText: '  HEMAT10 ' } });
    expect(typed.voucherCode).toBe('');
    expect(cartAfter(typed, { kind: 'applyVoucher' }).voucherCode).toBe('HEMAT10');
  });

  it('opens a draft in place of what was rung up, and clears back to a new order', () => {
    const busy = cartAfter(cartAfter(EMPTY_CART, { kind: 'add', line: line('x') }), { kind: 'set', change: { customerName: 'Budi', paymentMethod: 'GOPAY' } });
    const draft = { id: 12, type: 'PICK_UP' as const, paymentMethod: 'CASH' as const, customerId: 5, customerName: null, promoPartnerId: 3, voucherCode: 'V1', items: [] };
    const opened = cartAfter(busy, { kind: 'open', draft, lines: [line('d1', 3)] });
    expect(opened).toEqual({
      lines: [line('d1', 3)],
      type: 'PICK_UP',
      paymentMethod: 'CASH',
      customer: { id: 5, name: 'Customer 5', phoneNo: null },
      customerName: '',
      partnerId: 3,
      voucherText: 'V1',
      voucherCode: 'V1',
      draftId: 12,
    });
    expect(cartAfter(opened, { kind: 'clear' })).toEqual(EMPTY_CART);
  });

  it('sends the name typed to call out, else the registered customer’s', () => {
    const withCustomer = cartAfter(cartAfter(EMPTY_CART, { kind: 'add', line: line('k') }), { kind: 'set', change: { customer: { id: 9, name: 'Dewi', phoneNo: null }, partnerId: 4 } });
    expect(orderInput(1, withCustomer)).toEqual({ hubId: 1, type: 'DINE_IN', paymentMethod: 'CASH', customerId: 9, customerName: 'Dewi', promoPartnerId: 4, voucherCode: null, items: [lineInput(line('k'))] });
    expect(orderInput(1, cartAfter(withCustomer, { kind: 'set', change: { customerName: '  Mbak Dewi ' } })).customerName).toBe('Mbak Dewi');
    expect(orderInput(1, EMPTY_CART)).toMatchObject({ customerId: null, customerName: null, promoPartnerId: null, items: [] });
  });
});
