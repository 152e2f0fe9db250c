import { formatNumber, formatQuantity } from './format';

/*
 * Water goes to the machines in gallons (galon, 19 litres each): the AI configuration's and a
 * schedule's capacity count them, and the planner fills a refiller's day up to them. The water
 * ingredient itself is kept in millilitres, so every page that names an amount of water says it in
 * gallons first, with its litres.
 */

/** A gallon of water is 19 litres. */
export const GALLON_ML = 19_000;

/** The water ingredient, in English or Indonesian ("Air"). */
export const isWater = (item: { kind: string; name: string }) => item.kind === 'ingredient' && /^(water|air)\b/i.test(item.name);

/** The whole gallons a load's water takes: a refiller carries whole gallons. */
export const gallonsOf = (load: readonly { kind: string; name: string; quantity: number; unit?: string | null }[]) =>
  Math.ceil(load.filter(isWater).reduce((sum, item) => sum + item.quantity, 0) / GALLON_ML);

/** "1 gallon", "12 gallons". */
export const formatGallons = (gallons: number) => `${formatNumber(gallons, 0)} gallon${gallons === 1 ? '' : 's'}`;

/** One line of what to bring: water as "Water: 1 gallon (18 L)", anything else scaled ("Milk Powder: 2,5 kg", "Paper Cup: 50 pcs"). */
export function loadItemText(item: { kind: string; name: string; quantity: number; unit?: string | null }): string {
  if (isWater(item)) return `${item.name}: ${formatGallons(gallonsOf([item]))} (${formatQuantity(item.quantity, item.unit ?? 'ml')})`;
  return `${item.name}: ${formatQuantity(item.quantity, item.unit)}`;
}
