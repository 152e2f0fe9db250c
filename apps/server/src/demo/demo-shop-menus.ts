import { eq, inArray } from 'drizzle-orm';
import { stripedPng } from '@back-office/domain/png';
import type { Database } from '../db/client';
import { machineTypeDisplays } from '../features/machine-types/machine-types.table';
import { ingredients } from '../features/master-data/master-data.table';
import { shopProductMachineTypeDisplays, shopProducts } from '../features/shop-catalogue/shop-catalogue.table';
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
import type { DemoShopCatalogue } from './demo-shop-catalogue';

/*
 * The demo shop menu: about forty drinks and foods of three merchants, in sizes, with toppings,
 * customizations, ingredients and a few months of cogs history; and a few vending products sold
 * in the shop for pick-up at a machine. It builds on the catalogue's demo (merchants, categories,
 * toppings, sizes), by name.
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
  drink(JUMPSTART, 'Espresso Based', 'Coffee', 'Americano', 22000, [6500, 7000], 'coffee'),
  drink(JUMPSTART, 'Espresso Based', 'Coffee', 'Caffe Latte', 28000, [8500, 9000, 9500], 'milk'),
  drink(JUMPSTART, 'Espresso Based', 'Coffee', 'Cappuccino', 28000, [8500, 9200], 'milk'),
  drink(JUMPSTART, 'Espresso Based', 'Coffee', 'Flat White', 30000, [9500], 'milk'),
  drink(JUMPSTART, 'Espresso Based', 'Coffee', 'Caramel Macchiato', 33000, [10500, 11000], 'milk'),
  drink(JUMPSTART, 'Espresso Based', 'Coffee', 'Vanilla Latte', 32000, [10000], 'milk'),
  drink(JUMPSTART, 'Espresso Based', 'Coffee', 'Espresso', 18000, [5000, 5500], 'coffee'),
  drink(JUMPSTART, 'Espresso Based', 'Coffee', 'Mocha', 32000, [10500], 'chocolate'),
  drink(JUMPSTART, 'Kopi Susu', 'Best Seller', 'Kopi Susu Gula Aren', 25000, [7500, 8000, 8500], 'milk', { description: 'Robusta, fresh milk and Javanese palm sugar.' }),
  drink(JUMPSTART, 'Kopi Susu', 'Best Seller', 'Es Kopi Susu Pandan', 27000, [8500], 'milk'),
  drink(JUMPSTART, 'Kopi Susu', 'Best Seller', 'Es Kopi Susu Regal', 29000, [9500], 'milk'),
  drink(JUMPSTART, 'Manual Brew', 'Coffee', 'V60 Gayo', 30000, [9000], 'coffee'),
  drink(JUMPSTART, 'Manual Brew', 'Coffee', 'Cold Brew Toraja', 30000, [8000, 8800], 'coffee'),
  drink(JUMPSTART, 'Tea', 'Non-coffee', 'Matcha Latte', 30000, [9500, 10000], 'tea'),
  drink(JUMPSTART, 'Tea', 'Non-coffee', 'Lychee Tea', 24000, [6000], 'tea'),
  drink(JUMPSTART, 'Tea', 'Non-coffee', 'Lemon Tea', 20000, [5000], 'tea', { active: false, description: 'Off the menu until the new supplier starts.' }),
  drink(JUMPSTART, 'Chocolate', 'Non-coffee', 'Signature Chocolate', 28000, [8500], 'chocolate'),
  drink(JUMPSTART, 'Milk Based', 'Non-coffee', 'Strawberry Milk', 26000, [7500], 'milk'),
  drink(NUSANTARA, 'Kopi Susu', 'Best Seller', 'Kopi Tubruk', 15000, [4000, 4500], 'coffee', { description: 'Boiled with the grounds, the old way.' }),
  drink(NUSANTARA, 'Kopi Susu', 'Best Seller', 'Kopi Susu Nusantara', 22000, [6500, 7000], 'milk'),
  drink(NUSANTARA, 'Kopi Susu', 'Best Seller', 'Es Kopi Susu Kelapa', 25000, [7500], 'milk'),
  drink(NUSANTARA, 'Kopi Susu', 'Best Seller', 'Kopi Jahe', 20000, [5500], 'milk'),
  drink(NUSANTARA, 'Manual Brew', 'Coffee', 'Aceh Gayo Pour Over', 28000, [8500], 'coffee'),
  drink(NUSANTARA, 'Manual Brew', 'Coffee', 'Kintamani Cold Drip', 32000, [9500, 10000], 'coffee'),
  drink(NUSANTARA, 'Espresso Based', 'Coffee', 'Kopi Susu Rum', 28000, [8500], 'milk'),
  drink(NUSANTARA, 'Tea', 'Non-coffee', 'Teh Tarik', 18000, [5000], 'tea'),
  drink(NUSANTARA, 'Tea', 'Non-coffee', 'Es Teh Manis', 10000, [2500], 'tea'),
  drink(NUSANTARA, 'Chocolate', 'Non-coffee', 'Cokelat Aren', 24000, [7000], 'chocolate'),
  drink(NUSANTARA, 'Milk Based', 'Non-coffee', 'Susu Jahe Merah', 20000, [5500], 'milk'),
  drink(ROTI, 'Toast', 'Food', 'Roti Bakar Cokelat Keju', 22000, [8000, 8500], 'food'),
  drink(ROTI, 'Toast', 'Food', 'Roti Bakar Srikaya', 20000, [7000], 'food'),
  drink(ROTI, 'Toast', 'Food', 'Roti Bakar Pisang Keju', 24000, [9000], 'food'),
  drink(ROTI, 'Pastry', 'Food', 'Butter Croissant', 22000, [9500, 10000], 'food'),
  drink(ROTI, 'Pastry', 'Food', 'Pain au Chocolat', 25000, [11000], 'food'),
  drink(ROTI, 'Pastry', 'Food', 'Banana Bread', 20000, [7500], 'food'),
  drink(ROTI, 'Pastry', 'Food', 'Cinnamon Roll', 24000, [9000], 'food'),
  drink(ROTI, 'Rice Bowl', 'Food', 'Nasi Ayam Sambal Matah', 35000, [15000, 16000], 'food'),
  drink(ROTI, 'Rice Bowl', 'Food', 'Nasi Rendang', 38000, [18000], 'food'),
  drink(ROTI, 'Rice Bowl', 'Food', 'Nasi Cakalang', 35000, [15500], 'food'),
  drink(ROTI, 'Rice Bowl', 'Food', 'Nasi Telur Balado', 28000, [11000], 'food', { active: false }),
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

async function storePicture(kind: Kind): Promise<string> {
  const png = stripedPng(96, 96, COLOURS[kind]);
  return storeUpload(uploadsFolderFromEnvironment(), png, detectFile(png)!);
}

/** Sizes for every drink, hot or iced for coffee; sugar and ice for every drink, an extra shot for coffee. */
const TOPPINGS_OF: Record<Exclude<Kind, 'food'>, string[]> = {
  coffee: ['Espresso Float', 'Caramel Drizzle'],
  milk: ['Cheese Foam', 'Caramel Drizzle', 'Whipped Cream'],
  tea: ['Boba', 'Grass Jelly', 'Cheese Foam'],
  chocolate: ['Whipped Cream', 'Boba'],
};

/** `productIds` are the vending products by name: a few are sold in the shop for pick-up at a machine. */
export async function seedDemoShopMenus(db: Database, catalogue: DemoShopCatalogue, productIds: Map<string, number>, managerId: number): Promise<void> {
  const [manager] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, managerId));
  const idOf = (map: Map<string, number>, name: string) => {
    const id = map.get(name);
    if (id === undefined) throw new Error(`The shop catalogue demo has no ${name}.`);
    return id;
  };
  const items = (customization: string) => [...catalogue.customizationItems].filter(([name]) => name.startsWith(`${customization}/`)).map(([, id]) => id);
  const ingredientIds = new Map((await db.select({ id: ingredients.id, name: ingredients.name }).from(ingredients)).map((row) => [row.name, row.id]));
  const pictures = new Map<Kind, string>();
  for (const kind of Object.keys(COLOURS) as Kind[]) pictures.set(kind, await storePicture(kind));
  const now = Date.now();

  for (const [index, menu] of MENUS.entries()) {
    const cogs = menu.cogs.at(-1)!;
    const [row] = await db
      .insert(shopMenus)
      .values({
        merchantId: idOf(catalogue.merchants, menu.merchant),
        name: menu.name,
        description: menu.description ?? null,
        price: menu.price,
        cogs,
        imageUrl: pictures.get(menu.kind)!,
        productId: productIds.get(menu.name) ?? null,
        menuSubcategoryId: idOf(catalogue.subcategories, menu.subcategory),
        displayCategoryId: idOf(catalogue.menuDisplayCategories, menu.display),
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
    if (menu.kind === 'food') continue;
    const isCoffee = menu.kind === 'coffee' || menu.kind === 'milk';
    await db.insert(shopMenuVariantUnits).values([
      // A size's price and cogs are what it adds to the menu's (docs/pricing.md, rule 1).
      { menuId, variantUnitId: idOf(catalogue.variantUnits, 'Size/Regular'), price: 0, cogs: 0 },
      { menuId, variantUnitId: idOf(catalogue.variantUnits, 'Size/Large'), price: 5000, cogs: Math.round(cogs * 0.3) },
      ...(isCoffee
        ? [
            { menuId, variantUnitId: idOf(catalogue.variantUnits, 'Temperature/Hot'), price: 0, cogs: 0 },
            { menuId, variantUnitId: idOf(catalogue.variantUnits, 'Temperature/Iced'), price: 2000, cogs: 500 },
          ]
        : []),
    ]);
    const offered = [...items('Sugar Level'), ...items('Ice Level'), ...(isCoffee ? [...items('Extra Shot'), ...items('Milk')] : [])];
    await db.insert(shopMenuCustomizationItemLinks).values(offered.map((customizationItemId) => ({ menuId, customizationItemId })));
    await db.insert(shopMenuToppings).values(TOPPINGS_OF[menu.kind].map((name) => ({ menuId, toppingId: idOf(catalogue.toppings, name) })));
    const recipe = RECIPES[menu.kind].filter(([name]) => ingredientIds.has(name));
    if (recipe.length > 0) await db.insert(shopMenuIngredients).values(recipe.map(([name, amount]) => ({ menuId, ingredientId: ingredientIds.get(name)!, amount })));
  }

  // The merchants' own staff see only their merchant's menus.
  const staff = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.name, [NUSANTARA, ROTI]));
  if (staff.length > 0) await db.insert(userShopMerchants).values(staff.map((person) => ({ userId: person.id, value: idOf(catalogue.merchants, person.name) }))).onConflictDoNothing();

  // A few vending products the shop sells for pick-up at a machine, on every active machine-type display.
  const displays = await db.select({ id: machineTypeDisplays.id }).from(machineTypeDisplays).where(eq(machineTypeDisplays.active, true));
  const forPickUp: [product: string, category: string, price: number][] = [
    ['Americano', 'Hot Coffee', 15000],
    ['Caffe Latte', 'Hot Coffee', 18000],
    ['Kopi Susu Gula Aren', 'Iced Coffee', 20000],
    ['Es Kopi Susu', 'Iced Coffee', 19000],
  ];
  for (const [product, category, price] of forPickUp) {
    const productId = productIds.get(product);
    if (productId === undefined) continue;
    const [made] = await db
      .insert(shopProducts)
      .values({ productId, name: `${product} (Machine)`, price, imageUrl: pictures.get('coffee')!, displayCategoryId: idOf(catalogue.productDisplayCategories, category), active: true })
      .returning({ id: shopProducts.id });
    if (displays.length > 0) await db.insert(shopProductMachineTypeDisplays).values(displays.map((display) => ({ shopProductId: made!.id, machineTypeDisplayId: display.id })));
  }
}
