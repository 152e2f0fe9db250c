import type { OrderLineInput } from './types';

/** What line order reads of a line: the line as sent, its id as text and its choices in words. */
interface OrderedLine {
  input: OrderLineInput;
  key: string;
  choices: string;
}

/** A line's choices in words, alphabetically: "Boba ×1, Large, Oat milk". */
export function choiceWords(input: OrderLineInput): string {
  const words = [
    ...(input.variantUnits ?? []).map((unit) => unit.name),
    ...(input.customizations ?? []).map((item) => item.name),
    ...(input.toppings ?? []).map((topping) => `${topping.name} ×${topping.quantity}`),
  ];
  return words.sort().join(', ');
}

const compare = <Value extends string | number>(a: Value, b: Value) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Line order (docs/pricing.md, "Line order"): by menu id, then the choices in words, then the
 * amount, then the line id. Ties between lines go to the line that comes first.
 */
export function inLineOrder(a: OrderedLine, b: OrderedLine): number {
  return compare(a.input.menuId, b.input.menuId) || compare(a.choices, b.choices) || compare(a.input.amount, b.input.amount) || compare(a.key, b.key);
}
