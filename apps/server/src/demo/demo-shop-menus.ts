import { eq, inArray } from 'drizzle-orm';
import { stripedPng } from '@back-office/domain/png';
import type { Database } from '../db/client';
import { machineTypeDisplays } from '../features/machine-types/machine-types.table';
import { ingredients } from '../features/master-data/master-data.table';
import { products } from '../features/products/products.table';
import {
  shopMenuCategories,
  shopMenuCustomizationItems,
  shopMenuCustomizations,
  shopMenuDisplayCategories,
  shopMenuSubcategories,
  shopMerchants,
  shopProductDisplayCategories,
  shopProductMachineTypeDisplays,
  shopProducts,
  shopToppings,
  shopVariantUnits,
  shopVariants,
} from '../features/shop-catalogue/shop-catalogue.table';
import {
  shopMenuCustomizationItemLinks,
  shopMenuHistories,
  shopMenuIngredients,
  shopMenus,
  shopMenuToppings,
  shopMenuVariantUnits,
} from '../features/shop-menus/shop-menus.table';
import { users } from '../platform/identity/users.table';
import { userShopMerchants } from '../features/user-mappings/user-mappings.table';
import { detectFile, storeUpload, uploadsFolderFromEnvironment } from '../platform/uploads';

/*
 * The demo shop menu: about forty drinks and foods of three merchants, in sizes, with toppings,
 * customizations, ingredients and a few months of cogs history; and a few vending products sold
 * in the shop for pick-up at a machine. The catalogue rows it needs (merchants, categories,
 * toppings, sizes) are found by name, and made when the catalogue's demo has not made them.
 */

type Kind = 'coffee' | 'milk' | 'tea' | 'chocolate' | 'food';

interface DemoMenu {
  merchant: string;
  subcategory: string;
  display: string;
  name: string;
  price: number;
  /** Cogs over time, oldest first; the last is today's. */
  cogs: number[];
  kind: Kind;
  description?: string;
  active?: boolean;
}

const JUMPSTART = 'Jumpstart Coffee';
const NUSANTARA = 'Kopi Nusantara';
const ROTI = 'Roti Bakar 88';

/** Category, then its subcategories. */
const CATEGORIES: [string, string[]][] = [
  ['Coffee', ['Espresso Based', 'Kopi Susu', 'Manual Brew']],
  ['Non-coffee', ['Tea', 'Chocolate', 'Milk Based']],
  ['Food', ['Pastry', 'Toast', 'Rice Bowl']],
];

const drink = (merchant: string, subcategory: string, display: string, name: string, price: number, cogs: number[], kind: Kind, extra: Partial<DemoMenu> = {}): DemoMenu => ({
  merchant,
  subcategory,
  display,
  name,
  price,
  cogs,
  kind,
  ...extra,
});

const MENUS: DemoMenu[] = [
  drink(JUMPSTART, 'Espresso Based', 'Coffee Classics', 'Americano', 22000, [6500, 7000], 'coffee'),
  drink(JUMPSTART, 'Espresso Based', 'Coffee Classics', 'Caffe Latte', 28000, [8500, 9000, 9500], 'milk'),
  drink(JUMPSTART, 'Espresso Based', 'Coffee Classics', 'Cappuccino', 28000, [8500, 9200], 'milk'),
  drink(JUMPSTART, 'Espresso Based', 'Coffee Classics', 'Flat White', 30000, [9500], 'milk'),
  drink(JUMPSTART, 'Espresso Based', 'Coffee Classics', 'Caramel Macchiato', 33000, [10500, 11000], 'milk'),
  drink(JUMPSTART, 'Espresso Based', 'Coffee Classics', 'Vanilla Latte', 32000, [10000], 'milk'),
  drink(JUMPSTART, 'Espresso Based', 'Coffee Classics', 'Espresso', 18000, [5000, 5500], 'coffee'),
  drink(JUMPSTART, 'Espresso Based', 'Coffee Classics', 'Mocha', 32000, [10500], 'chocolate'),
  drink(JUMPSTART, 'Kopi Susu', 'Bestsellers', 'Kopi Susu Gula Aren', 25000, [7500, 8000, 8500], 'milk', { description: 'Robusta, fresh milk and Javanese palm sugar.' }),
  drink(JUMPSTART, 'Kopi Susu', 'Bestsellers', 'Es Kopi Susu Pandan', 27000, [8500], 'milk'),
  drink(JUMPSTART, 'Kopi Susu', 'Bestsellers', 'Es Kopi Susu Regal', 29000, [9500], 'milk'),
  drink(JUMPSTART, 'Manual Brew', 'Coffee Classics', 'V60 Gayo', 30000, [9000], 'coffee'),
  drink(JUMPSTART, 'Manual Brew', 'Coffee Classics', 'Cold Brew Toraja', 30000, [8000, 8800], 'coffee'),
  drink(JUMPSTART, 'Tea', 'Not Coffee', 'Matcha Latte', 30000, [9500, 10000], 'tea'),
  drink(JUMPSTART, 'Tea', 'Not Coffee', 'Lychee Tea', 24000, [6000], 'tea'),
  drink(JUMPSTART, 'Tea', 'Not Coffee', 'Lemon Tea', 20000, [5000], 'tea', { active: false, description: 'Off the menu until the new supplier starts.' }),
  drink(JUMPSTART, 'Chocolate', 'Not Coffee', 'Signature Chocolate', 28000, [8500], 'chocolate'),
  drink(JUMPSTART, 'Milk Based', 'Not Coffee', 'Strawberry Milk', 26000, [7500], 'milk'),
  drink(NUSANTARA, 'Kopi Susu', 'Bestsellers', 'Kopi Tubruk', 15000, [4000, 4500], 'coffee', { description: 'Boiled with the grounds, the old way.' }),
  drink(NUSANTARA, 'Kopi Susu', 'Bestsellers', 'Kopi Susu Nusantara', 22000, [6500, 7000], 'milk'),
  drink(NUSANTARA, 'Kopi Susu', 'Bestsellers', 'Es Kopi Susu Kelapa', 25000, [7500], 'milk'),
  drink(NUSANTARA, 'Kopi Susu', 'Bestsellers', 'Kopi Jahe', 20000, [5500], 'milk'),
  drink(NUSANTARA, 'Manual Brew', 'Coffee Classics', 'Aceh Gayo Pour Over', 28000, [8500], 'coffee'),
  drink(NUSANTARA, 'Manual Brew', 'Coffee Classics', 'Kintamani Cold Drip', 32000, [9500, 10000], 'coffee'),
  drink(NUSANTARA, 'Espresso Based', 'Coffee Classics', 'Kopi Susu Rum', 28000, [8500], 'milk'),
  drink(NUSANTARA, 'Tea', 'Not Coffee', 'Teh Tarik', 18000, [5000], 'tea'),
  drink(NUSANTARA, 'Tea', 'Not Coffee', 'Es Teh Manis', 10000, [2500], 'tea'),
  drink(NUSANTARA, 'Chocolate', 'Not Coffee', 'Cokelat Aren', 24000, [7000], 'chocolate'),
  drink(NUSANTARA, 'Milk Based', 'Not Coffee', 'Susu Jahe Merah', 20000, [5500], 'milk'),
  drink(ROTI, 'Toast', 'Something to Eat', 'Roti Bakar Cokelat Keju', 22000, [8000, 8500], 'food'),
  drink(ROTI, 'Toast', 'Something to Eat', 'Roti Bakar Srikaya', 20000, [7000], 'food'),
  drink(ROTI, 'Toast', 'Something to Eat', 'Roti Bakar Pisang Keju', 24000, [9000], 'food'),
  drink(ROTI, 'Pastry', 'Something to Eat', 'Butter Croissant', 22000, [9500, 10000], 'food'),
  drink(ROTI, 'Pastry', 'Something to Eat', 'Pain au Chocolat', 25000, [11000], 'food'),
  drink(ROTI, 'Pastry', 'Something to Eat', 'Banana Bread', 20000, [7500], 'food'),
  drink(ROTI, 'Pastry', 'Something to Eat', 'Cinnamon Roll', 24000, [9000], 'food'),
  drink(ROTI, 'Rice Bowl', 'Something to Eat', 'Nasi Ayam Sambal Matah', 35000, [15000, 16000], 'food'),
  drink(ROTI, 'Rice Bowl', 'Something to Eat', 'Nasi Rendang', 38000, [18000], 'food'),
  drink(ROTI, 'Rice Bowl', 'Something to Eat', 'Nasi Cakalang', 35000, [15500], 'food'),
  drink(ROTI, 'Rice Bowl', 'Something to Eat', 'Nasi Telur Balado', 28000, [11000], 'food', { active: false }),
];

const DISPLAY_CATEGORIES = ['Bestsellers', 'Coffee Classics', 'Not Coffee', 'Something to Eat'];

/** Customization, then its items with what each adds in rupiah. */
const CUSTOMIZATIONS: [string, [string, number][]][] = [
  ['Sugar Level', [['Normal Sugar', 0], ['Less Sugar', 0], ['No Sugar', 0]]],
  ['Ice Level', [['Normal Ice', 0], ['Less Ice', 0], ['No Ice', 0]]],
  ['Extra Shot', [['Single Extra Shot', 5000], ['Double Extra Shot', 9000]]],
];

/** Topping, price and cogs in rupiah. */
const TOPPINGS: [string, number, number][] = [
  ['Boba', 5000, 1500],
  ['Cheese Foam', 7000, 2500],
  ['Grass Jelly', 4000, 1000],
  ['Oat Milk', 8000, 3500],
  ['Whipped Cream', 5000, 1500],
];

/** Each kind of drink's recipe per regular cup, from the demo ingredients. */
const RECIPES: Record<Kind, [string, number][]> = {
  coffee: [['Arabica Coffee Beans', 18], ['Water', 200]],
  milk: [['Robusta Coffee Beans', 16], ['Milk Powder', 24], ['Palm Sugar', 15], ['Water', 180]],
  tea: [['Matcha Powder', 6], ['Sugar', 12], ['Water', 220]],
  chocolate: [['Chocolate Powder', 30], ['Milk Powder', 20], ['Water', 200]],
  food: [],
};

/** Colours of each kind's picture: coffee brown, milk cream, tea green, chocolate dark, food golden. */
const COLOURS: Record<Kind, [number, number, number][]> = {
  coffee: [[75, 45, 30], [120, 80, 50]],
  milk: [[200, 160, 120], [240, 220, 190]],
  tea: [[110, 150, 70], [190, 215, 150]],
  chocolate: [[60, 35, 25], [140, 90, 60]],
  food: [[220, 160, 60], [245, 215, 150]],
};

const DAY = 24 * 60 * 60_000;

/** The id of the row named `name` in a named table, made with `values` when missing. */
async function findOrCreate<Table extends typeof shopMerchants | typeof shopMenuCategories | typeof shopMenuDisplayCategories | typeof shopProductDisplayCategories | typeof shopVariants | typeof shopMenuCustomizations | typeof shopToppings>(
  db: Database,
  table: Table,
  name: string,
  values: Record<string, unknown> = {},
): Promise<number> {
  const named = table as typeof shopMerchants;
  const [found] = await db.select({ id: named.id }).from(named).where(eq(named.name, name));
  if (found) return found.id;
  const [made] = await db.insert(named).values({ name, ...values }).returning({ id: named.id });
  return made!.id;
}

/** The ids of the customization's items by name, made when missing. */
async function itemsOf(db: Database, customizationId: number, items: [string, number][]): Promise<Map<string, number>> {
  const existing = await db.select().from(shopMenuCustomizationItems).where(eq(shopMenuCustomizationItems.customizationId, customizationId));
  const ids = new Map<string, number>();
  for (const [index, [name, price]] of items.entries()) {
    const found = existing.find((item) => item.name === name);
    ids.set(name, found ? found.id : (await db.insert(shopMenuCustomizationItems).values({ customizationId, name, price, priority: index + 1 }).returning({ id: shopMenuCustomizationItems.id }))[0]!.id);
  }
  return ids;
}

/** The ids of the variant's units by name, made when missing. */
async function unitsOf(db: Database, variantId: number, names: string[]): Promise<Map<string, number>> {
  const existing = await db.select().from(shopVariantUnits).where(eq(shopVariantUnits.variantId, variantId));
  const ids = new Map<string, number>();
  for (const name of names) {
    const found = existing.find((unit) => unit.name === name);
    ids.set(name, found ? found.id : (await db.insert(shopVariantUnits).values({ variantId, name }).returning({ id: shopVariantUnits.id }))[0]!.id);
  }
  return ids;
}

async function storePicture(kind: Kind): Promise<string> {
  const png = stripedPng(96, 96, COLOURS[kind]);
  return storeUpload(uploadsFolderFromEnvironment(), png, detectFile(png)!);
}

export async function seedDemoShopMenus(db: Database, managerId: number): Promise<void> {
  const [manager] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, managerId));
  const merchantIds = new Map<string, number>();
  for (const name of [JUMPSTART, NUSANTARA, ROTI]) merchantIds.set(name, await findOrCreate(db, shopMerchants, name, { isJumpstartMerchant: name === JUMPSTART }));

  const subcategoryIds = new Map<string, number>();
  for (const [category, subcategories] of CATEGORIES) {
    const categoryId = await findOrCreate(db, shopMenuCategories, category);
    const existing = await db.select().from(shopMenuSubcategories).where(eq(shopMenuSubcategories.menuCategoryId, categoryId));
    for (const name of subcategories) {
      const found = existing.find((row) => row.name === name);
      subcategoryIds.set(name, found ? found.id : (await db.insert(shopMenuSubcategories).values({ name, menuCategoryId: categoryId }).returning({ id: shopMenuSubcategories.id }))[0]!.id);
    }
  }
  const displayIds = new Map<string, number>();
  for (const name of DISPLAY_CATEGORIES) displayIds.set(name, await findOrCreate(db, shopMenuDisplayCategories, name));

  const customizationItems = new Map<string, Map<string, number>>();
  for (const [name, items] of CUSTOMIZATIONS) customizationItems.set(name, await itemsOf(db, await findOrCreate(db, shopMenuCustomizations, name), items));
  const toppingIds = new Map<string, number>();
  for (const [name, price, cogs] of TOPPINGS) toppingIds.set(name, await findOrCreate(db, shopToppings, name, { price, cogs }));
  const sizes = await unitsOf(db, await findOrCreate(db, shopVariants, 'Size'), ['Regular', 'Large']);
  const temperatures = await unitsOf(db, await findOrCreate(db, shopVariants, 'Temperature'), ['Hot', 'Iced']);

  const ingredientIds = new Map((await db.select({ id: ingredients.id, name: ingredients.name }).from(ingredients)).map((row) => [row.name, row.id]));
  const pictures = new Map<Kind, string>();
  for (const kind of Object.keys(COLOURS) as Kind[]) pictures.set(kind, await storePicture(kind));
  const now = Date.now();

  for (const [index, menu] of MENUS.entries()) {
    const isDrink = menu.kind !== 'food';
    const cogs = menu.cogs.at(-1)!;
    const [row] = await db
      .insert(shopMenus)
      .values({
        merchantId: merchantIds.get(menu.merchant)!,
        name: menu.name,
        description: menu.description ?? null,
        price: menu.price,
        cogs,
        imageUrl: pictures.get(menu.kind)!,
        menuSubcategoryId: subcategoryIds.get(menu.subcategory)!,
        displayCategoryId: displayIds.get(menu.display)!,
        active: menu.active ?? true,
      })
      .returning({ id: shopMenus.id });
    const menuId = row!.id;
    // The history: one row per cogs the menu had, a month apart, the last today.
    await db.insert(shopMenuHistories).values(
      menu.cogs.map((value, step) => ({
        menuId,
        name: menu.name,
        cogs: value,
        active: step === menu.cogs.length - 1 ? (menu.active ?? true) : true,
        userId: manager?.id ?? null,
        userName: manager?.name ?? 'Administrator',
        createdAt: new Date(now - (menu.cogs.length - 1 - step) * 30 * DAY - index * 60_000),
      })),
    );
    if (!isDrink) continue;
    await db.insert(shopMenuVariantUnits).values([
      { menuId, variantUnitId: sizes.get('Regular')!, price: menu.price, cogs },
      { menuId, variantUnitId: sizes.get('Large')!, price: menu.price + 5000, cogs: Math.round(cogs * 1.3) },
      ...(menu.kind === 'coffee' || menu.kind === 'milk' ? [{ menuId, variantUnitId: temperatures.get('Iced')!, price: menu.price + 2000, cogs: cogs + 500 }] : []),
    ]);
    const items = [...customizationItems.get('Sugar Level')!.values(), ...customizationItems.get('Ice Level')!.values(), ...(menu.kind === 'tea' ? [] : [...customizationItems.get('Extra Shot')!.values()])];
    await db.insert(shopMenuCustomizationItemLinks).values(items.map((customizationItemId) => ({ menuId, customizationItemId })));
    const toppings = menu.kind === 'tea' ? ['Boba', 'Grass Jelly', 'Cheese Foam'] : ['Oat Milk', 'Whipped Cream', ...(index % 3 === 0 ? ['Boba'] : [])];
    await db.insert(shopMenuToppings).values(toppings.map((name) => ({ menuId, toppingId: toppingIds.get(name)! })));
    const recipe = RECIPES[menu.kind].filter(([name]) => ingredientIds.has(name));
    if (recipe.length > 0) await db.insert(shopMenuIngredients).values(recipe.map(([name, amount]) => ({ menuId, ingredientId: ingredientIds.get(name)!, amount })));
  }

  // The merchants' own staff see only their merchant's menus.
  const staff = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.name, [NUSANTARA, ROTI]));
  if (staff.length > 0) await db.insert(userShopMerchants).values(staff.map((person) => ({ userId: person.id, value: merchantIds.get(person.name)! }))).onConflictDoNothing();

  // A few vending products the shop sells for pick-up at a machine, on every active machine-type display.
  const shopProductCategory = await findOrCreate(db, shopProductDisplayCategories, 'Pick Up at a Machine');
  const vending = await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.name, ['Americano', 'Caffe Latte', 'Kopi Susu Gula Aren', 'Es Kopi Susu']));
  const displays = await db.select({ id: machineTypeDisplays.id }).from(machineTypeDisplays).where(eq(machineTypeDisplays.active, true));
  for (const [index, product] of vending.entries()) {
    const [made] = await db
      .insert(shopProducts)
      .values({ productId: product.id, name: `${product.name} (Machine)`, price: 15000 + index * 2000, imageUrl: pictures.get('coffee')!, displayCategoryId: shopProductCategory, active: true })
      .returning({ id: shopProducts.id });
    if (displays.length > 0) await db.insert(shopProductMachineTypeDisplays).values(displays.map((display) => ({ shopProductId: made!.id, machineTypeDisplayId: display.id })));
  }
}
