import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { badInput } from '../../platform/errors';
import { shopToppings, shopVariantUnits, shopVariants } from '../shop-catalogue/shop-catalogue.table';
import { shopHubMenus } from '../shop-hubs/shop-hubs.table';
import { customizationsOfMenus } from '../shop-menus/menu-choices';
import { shopMenuToppings, shopMenuVariantUnits, shopMenus } from '../shop-menus/shop-menus.table';
import { POS_MESSAGES, type PriceOrderInput } from './order-pricing';

/** The order's lines at the outlet's prices, with their variant units, toppings and customization items as sold. */
export async function soldLines(db: Queryable, input: PriceOrderInput) {
  const menuIds = [...new Set(input.items.map((item) => item.menuId))];
  const [menus, variantUnits, toppings, customizations] = await Promise.all([
    db
      .select({
        menuId: shopHubMenus.menuId,
        name: shopMenus.name,
        cogs: shopMenus.cogs,
        price: shopHubMenus.price,
        discountedPrice: shopHubMenus.discountedPrice,
        discountStartAt: shopHubMenus.discountStartAt,
        discountEndAt: shopHubMenus.discountEndAt,
        active: shopHubMenus.active,
        available: shopHubMenus.available,
        menuActive: shopMenus.active,
      })
      .from(shopHubMenus)
      .innerJoin(shopMenus, eq(shopMenus.id, shopHubMenus.menuId))
      .where(and(eq(shopHubMenus.shopHubId, input.hubId), inArray(shopHubMenus.menuId, menuIds))),
    db
      .select({ id: shopMenuVariantUnits.id, menuId: shopMenuVariantUnits.menuId, name: shopVariantUnits.name, price: shopMenuVariantUnits.price, cogs: shopMenuVariantUnits.cogs, productId: shopVariantUnits.productId, variantName: shopVariants.name })
      .from(shopMenuVariantUnits)
      .innerJoin(shopVariantUnits, eq(shopVariantUnits.id, shopMenuVariantUnits.variantUnitId))
      .innerJoin(shopVariants, eq(shopVariants.id, shopVariantUnits.variantId))
      .where(inArray(shopMenuVariantUnits.menuId, menuIds)),
    db
      .select({ id: shopToppings.id, menuId: shopMenuToppings.menuId, name: shopToppings.name, price: shopToppings.price, cogs: shopToppings.cogs, productId: shopToppings.productId })
      .from(shopMenuToppings)
      .innerJoin(shopToppings, eq(shopToppings.id, shopMenuToppings.toppingId))
      .where(inArray(shopMenuToppings.menuId, menuIds)),
    customizationsOfMenus(db, menuIds),
  ]);
  const menuById = new Map(menus.map((menu) => [menu.menuId, menu]));
  const pick = <Choice extends { id: number; menuId: number }>(choices: Choice[], menuId: number, ids: readonly number[] | null | undefined, field: string, message: string) =>
    (ids ?? []).map((choiceId, index) => {
      const found = choices.find((choice) => choice.id === choiceId && choice.menuId === menuId);
      if (!found) throw badInput(message, { [`${field}.${index}`]: message });
      return found;
    });
  return input.items.map((item, index) => {
    const menu = menuById.get(item.menuId);
    const refuse = (message: string) => badInput(message, { [`items.${index}.menuId`]: message });
    if (!menu) throw refuse(POS_MESSAGES.notOnMenu);
    if (!menu.active || !menu.menuActive) throw refuse(POS_MESSAGES.inactiveMenu);
    if (!menu.available) throw refuse(POS_MESSAGES.soldOut);
    const chosenUnits = pick(variantUnits, item.menuId, item.menuVariantUnitIds, `items.${index}.menuVariantUnitIds`, POS_MESSAGES.unknownVariantUnit);
    const chosenToppings = pick(toppings, item.menuId, item.toppingIds, `items.${index}.toppingIds`, POS_MESSAGES.unknownTopping).map((topping) => ({ ...topping, quantity: 1 }));
    const chosenCustomizations = pick(customizations, item.menuId, item.customizationItemIds, `items.${index}.customizationItemIds`, POS_MESSAGES.unknownCustomization);
    return {
      id: item.id ?? String(index + 1),
      menuId: item.menuId,
      name: menu.name,
      amount: item.amount,
      price: menu.price,
      discountedPrice: menu.discountedPrice,
      discountedPriceStart: menu.discountStartAt,
      discountedPriceEnd: menu.discountEndAt,
      variantUnits: chosenUnits,
      toppings: chosenToppings,
      customizations: chosenCustomizations,
      note: item.note ?? null,
      /** One unit's cost of goods: the menu, its variant units and its toppings. */
      unitCogs: menu.cogs + chosenUnits.reduce((sum, unit) => sum + unit.cogs, 0) + chosenToppings.reduce((sum, topping) => sum + topping.cogs * topping.quantity, 0),
    };
  });
}

export type SoldLine = Awaited<ReturnType<typeof soldLines>>[number];
