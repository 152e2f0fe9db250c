import type { Database } from '../db/client';
import {
  shopMenuCategories,
  shopMenuCustomizationItems,
  shopMenuCustomizations,
  shopMenuDisplayCategories,
  shopMenuSubcategories,
  shopMerchants,
  shopPartners,
  shopProductDisplayCategories,
  shopToppings,
  shopVariants,
  shopVariantUnits,
} from '../features/shop-catalogue/shop-catalogue.table';

/*
 * The demo shop's catalogue: who sells (the company's own Jumpstart brand and two tenants), who the
 * shop works with, how menus are grouped, and what a drink can be made with.
 */

const MERCHANTS = [
  { name: 'Jumpstart Coffee', description: 'The company’s own brand, made by our baristas.', isJumpstartMerchant: true },
  { name: 'Kopi Nusantara', description: 'Single-origin coffee from across the archipelago.', isJumpstartMerchant: false },
  { name: 'Roti Bakar 88', description: 'Toast and snacks, Bandung style.', isJumpstartMerchant: false },
];

const PARTNERS = [
  { name: 'Bank Mitra Sejahtera', description: 'Card promotions for its customers.' },
  { name: 'Universitas Harapan', description: 'Student deals on campus.' },
  { name: 'GoFood', description: 'Delivery orders.' },
];

const CATEGORIES: Record<string, string[]> = {
  Coffee: ['Espresso Based', 'Kopi Susu', 'Manual Brew'],
  'Non-coffee': ['Chocolate', 'Tea', 'Milk Based'],
  Food: ['Toast', 'Pastry', 'Rice Bowl'],
};

const MENU_DISPLAY_CATEGORIES = [
  ['Best Seller', 'What customers order most.'],
  ['New', 'Just on the menu.'],
  ['Coffee', 'Espresso drinks and kopi susu.'],
  ['Non-coffee', 'Chocolate, tea and milk.'],
  ['Food', 'Something to eat with it.'],
] as const;

const PRODUCT_DISPLAY_CATEGORIES = [
  ['Hot Coffee', 'Brewed by the machine, hot.'],
  ['Iced Coffee', 'Brewed by the machine, over ice.'],
  ['Non-coffee', 'Chocolate, matcha and tea from the machine.'],
] as const;

const CUSTOMIZATIONS: { name: string; description: string; items: [string, number][] }[] = [
  { name: 'Sugar Level', description: 'How sweet.', items: [['Normal Sugar', 0], ['Less Sugar', 0], ['No Sugar', 0], ['Extra Sugar', 0]] },
  { name: 'Ice Level', description: 'How much ice in an iced drink.', items: [['Normal Ice', 0], ['Less Ice', 0], ['No Ice', 0]] },
  { name: 'Extra Shot', description: 'More coffee.', items: [['Single Extra Shot', 6000], ['Double Extra Shot', 10000]] },
  { name: 'Milk', description: 'The milk it is made with.', items: [['Fresh Milk', 0], ['Oat Milk', 8000], ['Almond Milk', 8000]] },
];

const TOPPINGS: { name: string; cogs: number; price: number; product?: string }[] = [
  { name: 'Boba', cogs: 1500, price: 5000 },
  { name: 'Cheese Foam', cogs: 3000, price: 8000 },
  { name: 'Grass Jelly', cogs: 1000, price: 4000 },
  { name: 'Whipped Cream', cogs: 2000, price: 5000 },
  { name: 'Espresso Float', cogs: 3500, price: 9000, product: 'Espresso' },
  { name: 'Caramel Drizzle', cogs: 1200, price: 4000 },
];

const VARIANTS: { name: string; description: string; combined: boolean; units: [string, string?][] }[] = [
  { name: 'Size', description: 'How big the cup is.', combined: false, units: [['Regular'], ['Large']] },
  { name: 'Temperature', description: 'Hot or over ice; an iced latte is made by the machine as Es Kopi Susu.', combined: true, units: [['Hot', 'Caffe Latte'], ['Iced', 'Es Kopi Susu']] },
];

/** The ids the menus demo builds on, by name (items and units as "Customization/Item", "Variant/Unit"). */
export interface DemoShopCatalogue {
  merchants: Map<string, number>;
  partners: Map<string, number>;
  subcategories: Map<string, number>;
  menuDisplayCategories: Map<string, number>;
  productDisplayCategories: Map<string, number>;
  customizationItems: Map<string, number>;
  toppings: Map<string, number>;
  variantUnits: Map<string, number>;
}

const byName = (rows: { id: number; name: string }[]) => new Map(rows.map((row) => [row.name, row.id]));
const returned = { id: shopMerchants.id, name: shopMerchants.name };

/** `productIds` are the vending products by name, which toppings and variant units may be. */
export async function seedDemoShopCatalogue(db: Database, productIds: Map<string, number>): Promise<DemoShopCatalogue> {
  const merchants = byName(await db.insert(shopMerchants).values(MERCHANTS).returning(returned));
  const partners = byName(await db.insert(shopPartners).values(PARTNERS).returning({ id: shopPartners.id, name: shopPartners.name }));
  const categories = byName(await db.insert(shopMenuCategories).values(Object.keys(CATEGORIES).map((name) => ({ name }))).returning({ id: shopMenuCategories.id, name: shopMenuCategories.name }));
  const subcategories = byName(
    await db
      .insert(shopMenuSubcategories)
      .values(Object.entries(CATEGORIES).flatMap(([category, names]) => names.map((name) => ({ name, menuCategoryId: categories.get(category)! }))))
      .returning({ id: shopMenuSubcategories.id, name: shopMenuSubcategories.name }),
  );
  // One insert per row, so that the priorities follow the order written here.
  const inOrder = async <Row>(rows: Row[], insert: (row: Row) => Promise<{ id: number; name: string }[]>) => {
    const made: { id: number; name: string }[] = [];
    for (const row of rows) made.push(...(await insert(row)));
    return byName(made);
  };
  const menuDisplayCategories = await inOrder([...MENU_DISPLAY_CATEGORIES], ([name, description]) =>
    db.insert(shopMenuDisplayCategories).values({ name, description }).returning({ id: shopMenuDisplayCategories.id, name: shopMenuDisplayCategories.name }),
  );
  const productDisplayCategories = await inOrder([...PRODUCT_DISPLAY_CATEGORIES], ([name, description]) =>
    db.insert(shopProductDisplayCategories).values({ name, description }).returning({ id: shopProductDisplayCategories.id, name: shopProductDisplayCategories.name }),
  );
  const toppings = await inOrder(TOPPINGS, (topping) =>
    db
      .insert(shopToppings)
      .values({ name: topping.name, cogs: topping.cogs, price: topping.price, productId: topping.product ? (productIds.get(topping.product) ?? null) : null })
      .returning({ id: shopToppings.id, name: shopToppings.name }),
  );

  const customizationItems = new Map<string, number>();
  for (const customization of CUSTOMIZATIONS) {
    const [row] = await db.insert(shopMenuCustomizations).values({ name: customization.name, description: customization.description }).returning({ id: shopMenuCustomizations.id });
    const items = await db
      .insert(shopMenuCustomizationItems)
      .values(customization.items.map(([name, price], index) => ({ customizationId: row!.id, name, price, priority: index + 1 })))
      .returning({ id: shopMenuCustomizationItems.id, name: shopMenuCustomizationItems.name });
    for (const item of items) customizationItems.set(`${customization.name}/${item.name}`, item.id);
  }

  const variantUnits = new Map<string, number>();
  for (const variant of VARIANTS) {
    const [row] = await db
      .insert(shopVariants)
      .values({ name: variant.name, description: variant.description, productIdCombinedInShopOrderMenu: variant.combined })
      .returning({ id: shopVariants.id });
    const units = await db
      .insert(shopVariantUnits)
      .values(variant.units.map(([name, product]) => ({ variantId: row!.id, name, productId: product ? (productIds.get(product) ?? null) : null })))
      .returning({ id: shopVariantUnits.id, name: shopVariantUnits.name });
    for (const unit of units) variantUnits.set(`${variant.name}/${unit.name}`, unit.id);
  }

  return { merchants, partners, subcategories, menuDisplayCategories, productDisplayCategories, customizationItems, toppings, variantUnits };
}
