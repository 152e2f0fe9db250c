import { describe, expect, it } from 'vitest';
import { choicesOf, lineInput, linesOfDraft, type Menu } from './pos-cart';

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
