import type { Database } from '../db/client';
import { ingredients, packagings } from '../features/master-data/master-data.table';
import { machineTypeDisplayMachineTypes, machineTypeDisplays, machineTypeStocks, machineTypes } from '../features/machine-types/machine-types.table';
import { productSetCombinations, productSets } from '../features/product-sets/product-sets.table';

/*
 * The demo's product sets and machine types: which drinks are loaded together, and the models of
 * machine with the weekly cups and the stock a refill fills each up to.
 */

const PRODUCT_SETS: { name: string; description: string; products: string[] }[] = [
  { name: 'Office Classics', description: 'Hot coffee for office floors.', products: ['Americano', 'Espresso', 'Caffe Latte', 'Cappuccino', 'Teh Tarik'] },
  { name: 'Campus Favourites', description: 'Sweet and iced drinks for students.', products: ['Kopi Susu Gula Aren', 'Es Kopi Susu', 'Chocolate', 'Matcha Latte', 'Teh Tarik'] },
  { name: 'Mall Signature', description: 'The full flavoured range.', products: ['Caffe Latte', 'Caramel Latte', 'Vanilla Latte', 'Kopi Susu Gula Aren', 'Matcha Latte', 'Chocolate'] },
];

const MACHINE_TYPES = [
  { name: 'Jumpstart Barista One', initialName: 'JB', description: 'Bean-to-cup with fresh milk powder, 8 canisters.', commandType: 'MQTT', minCup: 150, maxCup: 400, scale: 1 },
  { name: 'Jumpstart Compact', initialName: 'JC', description: 'Small footprint for offices, 5 canisters.', commandType: 'MQTT', minCup: 80, maxCup: 250, scale: 0.6 },
  { name: 'Jumpstart Iced Kiosk', initialName: 'JK', description: 'With an ice maker, for malls and campuses.', commandType: 'HTTP', minCup: 200, maxCup: 550, scale: 1.4 },
];

/** Grams, millilitres or pieces a low seller of the largest type is filled with; medium and high fill more. */
const STOCK_IN: Record<string, number> = {
  'Arabica Coffee Beans': 1500,
  'Robusta Coffee Beans': 1200,
  'Milk Powder': 1500,
  Creamer: 800,
  'Chocolate Powder': 800,
  'Matcha Powder': 400,
  'Palm Sugar': 800,
  Sugar: 1000,
  Water: 19000,
};
const STOCK_OUT: Record<string, number> = { 'Paper Cup 8oz': 100, 'Paper Cup 12oz': 100, 'Cup Lid 8oz': 100, 'Cup Lid 12oz': 100, Stirrer: 150 };

const levels = (base: number, scale: number) => {
  const low = Math.round(base * scale);
  return { low, medium: Math.round(low * 1.6), high: Math.round(low * 2.4) };
};

export async function seedDemoMachineTypes(db: Database, productIds: Map<string, number>) {
  for (const set of PRODUCT_SETS) {
    const [row] = await db.insert(productSets).values({ name: set.name, description: set.description }).returning({ id: productSets.id });
    await db.insert(productSetCombinations).values(set.products.map((name) => ({ productSetId: row!.id, productId: productIds.get(name)! })));
  }
  const ingredientIds = new Map((await db.select({ id: ingredients.id, name: ingredients.name }).from(ingredients)).map((row) => [row.name, row.id]));
  const packagingIds = new Map((await db.select({ id: packagings.id, name: packagings.name }).from(packagings)).map((row) => [row.name, row.id]));
  const typeIds: number[] = [];
  for (const { scale, ...type } of MACHINE_TYPES) {
    const [row] = await db.insert(machineTypes).values(type).returning({ id: machineTypes.id });
    typeIds.push(row!.id);
    await db.insert(machineTypeStocks).values([
      ...Object.entries(STOCK_IN).map(([name, base]) => ({ machineTypeId: row!.id, ingredientId: ingredientIds.get(name)!, ...levels(base, scale) })),
      ...Object.entries(STOCK_OUT).map(([name, base]) => ({ machineTypeId: row!.id, packagingId: packagingIds.get(name)!, ...levels(base, scale) })),
    ]);
  }
  const [display] = await db
    .insert(machineTypeDisplays)
    // No pictures yet: they arrive with uploads, and an address to nowhere would show a broken image.
    .values({ name: 'Jumpstart Coffee Machine', description: 'Freshly ground coffee, ready in a minute.' })
    .returning({ id: machineTypeDisplays.id });
  await db.insert(machineTypeDisplayMachineTypes).values(typeIds.slice(0, 2).map((machineTypeId) => ({ machineTypeDisplayId: display!.id, machineTypeId })));
  const [kiosk] = await db
    .insert(machineTypeDisplays)
    .values({ name: 'Jumpstart Iced Kiosk', description: 'Iced coffee and chocolate, made to order.' })
    .returning({ id: machineTypeDisplays.id });
  await db.insert(machineTypeDisplayMachineTypes).values({ machineTypeDisplayId: kiosk!.id, machineTypeId: typeIds[2]! });
}
