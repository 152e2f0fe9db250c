import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ingredients } from '../features/master-data/master-data.table';
import { ingredientInProducts, productHistories, products } from '../features/products/products.table';
import { users } from '../platform/identity/users.table';

/*
 * The demo menu: what a coffee vending machine in Jakarta sells, how each cup is made from the demo
 * ingredients, and how its cost moved over the past months.
 */

interface DemoProduct {
  name: string;
  /** Cogs over time, oldest first; the last is today's. */
  cogs: number[];
  duration: [number, number];
  coffee: boolean;
  weight: number;
  active?: boolean;
  recipe: [ingredient: string, amount: number, fastCode: string][];
}

const WATER = (amount: number): [string, number, string] => ['Water', amount, 'W1'];

export const DEMO_PRODUCTS: DemoProduct[] = [
  { name: 'Americano', cogs: [4200, 4500, 4800], duration: [25, 40], coffee: true, weight: 240, recipe: [['Arabica Coffee Beans', 16, 'C1'], WATER(200)] },
  { name: 'Espresso', cogs: [3800, 4100], duration: [20, 30], coffee: true, weight: 60, recipe: [['Arabica Coffee Beans', 18, 'C1'], WATER(40)] },
  {
    name: 'Caffe Latte',
    cogs: [6200, 6800, 7100],
    duration: [40, 60],
    coffee: true,
    weight: 300,
    recipe: [['Arabica Coffee Beans', 16, 'C1'], ['Milk Powder', 22, 'M1'], WATER(220)],
  },
  {
    name: 'Cappuccino',
    cogs: [6000, 6500, 6900],
    duration: [40, 60],
    coffee: true,
    weight: 260,
    recipe: [['Arabica Coffee Beans', 16, 'C1'], ['Milk Powder', 18, 'M1'], WATER(180)],
  },
  {
    name: 'Kopi Susu Gula Aren',
    cogs: [7000, 7600, 8200, 8500],
    duration: [45, 70],
    coffee: true,
    weight: 320,
    recipe: [['Robusta Coffee Beans', 14, 'C2'], ['Milk Powder', 20, 'M1'], ['Palm Sugar', 18, 'S2'], WATER(220)],
  },
  {
    name: 'Es Kopi Susu',
    cogs: [6800, 7300],
    duration: [45, 70],
    coffee: true,
    weight: 350,
    recipe: [['Robusta Coffee Beans', 14, 'C2'], ['Milk Powder', 20, 'M1'], ['Sugar', 10, 'S1'], ['Creamer', 8, 'K1'], WATER(160)],
  },
  {
    name: 'Caramel Latte',
    cogs: [7800, 8400],
    duration: [45, 65],
    coffee: true,
    weight: 320,
    recipe: [['Arabica Coffee Beans', 16, 'C1'], ['Milk Powder', 20, 'M1'], ['Caramel Syrup', 15, 'Y1'], WATER(220)],
  },
  {
    name: 'Vanilla Latte',
    cogs: [7800, 8400],
    duration: [45, 65],
    coffee: true,
    weight: 320,
    recipe: [['Arabica Coffee Beans', 16, 'C1'], ['Milk Powder', 20, 'M1'], ['Vanilla Syrup', 15, 'Y2'], WATER(220)],
  },
  { name: 'Chocolate', cogs: [5200, 5600, 5900], duration: [30, 50], coffee: false, weight: 280, recipe: [['Chocolate Powder', 28, 'D1'], ['Milk Powder', 12, 'M1'], WATER(220)] },
  { name: 'Matcha Latte', cogs: [7500, 8100], duration: [35, 55], coffee: false, weight: 300, recipe: [['Matcha Powder', 8, 'G1'], ['Milk Powder', 22, 'M1'], ['Sugar', 8, 'S1'], WATER(220)] },
  { name: 'Teh Tarik', cogs: [4500, 4900], duration: [30, 45], coffee: false, weight: 280, recipe: [['Creamer', 20, 'K1'], ['Sugar', 12, 'S1'], WATER(230)] },
  {
    name: 'Mocha',
    cogs: [7200],
    duration: [45, 65],
    coffee: true,
    weight: 300,
    active: false,
    recipe: [['Arabica Coffee Beans', 14, 'C1'], ['Chocolate Powder', 15, 'D1'], ['Milk Powder', 15, 'M1'], WATER(200)],
  },
];

const DAY = 24 * 60 * 60_000;

/** The demo menu with its recipes, and a cost history whose steps are spread over the past months. */
export async function seedDemoMenu(db: Database, managerId: number): Promise<Map<string, number>> {
  const ingredientIds = new Map((await db.select({ id: ingredients.id, name: ingredients.name }).from(ingredients)).map((row) => [row.name, row.id]));
  const [manager] = await db.select({ name: users.name }).from(users).where(eq(users.id, managerId));
  const productIds = new Map<string, number>();
  const now = Date.now();
  for (const [index, product] of DEMO_PRODUCTS.entries()) {
    const [row] = await db
      .insert(products)
      .values({
        name: product.name,
        cogs: product.cogs.at(-1)!,
        minDuration: product.duration[0],
        maxDuration: product.duration[1],
        containCoffee: product.coffee,
        weight: product.weight,
        active: product.active ?? true,
      })
      .returning({ id: products.id });
    productIds.set(product.name, row!.id);
    await db.insert(ingredientInProducts).values(
      product.recipe.map(([ingredient, amount, fastCode]) => ({ productId: row!.id, ingredientId: ingredientIds.get(ingredient)!, amount, fastCode })),
    );
    // Steps about two months apart, the last a couple of weeks ago; each product a little differently.
    const steps = product.cogs.length;
    await db.insert(productHistories).values(
      product.cogs.map((cogs, step) => ({
        productId: row!.id,
        name: product.name,
        cogs,
        active: step === steps - 1 ? (product.active ?? true) : true,
        userId: managerId,
        userName: manager?.name ?? 'Administrator',
        updatedAt: new Date(now - ((steps - 1 - step) * 60 + 14 + index) * DAY),
      })),
    );
  }
  return productIds;
}
