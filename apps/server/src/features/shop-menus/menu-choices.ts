import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { builder } from '../../platform/builder';
import { shopMenuCustomizationItems, shopMenuCustomizations, shopToppings } from '../shop-catalogue/shop-catalogue.table';
import { shopMenuCustomizationItemLinks, shopMenuToppings } from './shop-menus.table';

/*
 * What a menu can be made with, one GraphQL type per table: a topping's id is never a customization
 * item's, so a client that keeps one object per type and id (as Apollo's cache does) can never show
 * one under the other's name. The menu's page and the counter read the same two types.
 */

export interface ToppingChoice {
  id: number;
  menuId: number;
  name: string;
  price: number;
}

export interface CustomizationChoice extends ToppingChoice {
  customizationId: number;
  customizationName: string;
}

export const ShopMenuToppingChoice = builder.objectRef<ToppingChoice>('ShopMenuToppingChoice').implement({
  description: 'A topping a menu can have, with what it adds to the price.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The topping’s id (a ShopTopping’s).' }),
    name: t.exposeString('name', { description: 'Its name, e.g. Boba.' }),
    price: t.exposeInt('price', { description: 'Rupiah it adds to one unit.' }),
  }),
});

export const ShopMenuCustomizationChoice = builder.objectRef<CustomizationChoice>('ShopMenuCustomizationChoice').implement({
  description: 'A customization item a menu offers (Less sugar under Sugar level), with what it adds to the price.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The customization item’s id.' }),
    name: t.exposeString('name', { description: 'Its name, e.g. Less sugar.' }),
    customizationId: t.exposeInt('customizationId', { description: 'The id of the customization it belongs to; a line takes at most one item of each.' }),
    customizationName: t.exposeString('customizationName', { description: 'The customization it belongs to, e.g. Sugar level.' }),
    price: t.exposeInt('price', { description: 'Rupiah it adds to one unit.' }),
  }),
});

/** The toppings of the menus given, in their order; `activeOnly` leaves out toppings taken off the shop. */
export function toppingsOfMenus(db: Queryable, menuIds: number[], activeOnly = false): Promise<ToppingChoice[]> {
  return db
    .select({ id: shopToppings.id, menuId: shopMenuToppings.menuId, name: shopToppings.name, price: shopToppings.price })
    .from(shopMenuToppings)
    .innerJoin(shopToppings, eq(shopToppings.id, shopMenuToppings.toppingId))
    .where(and(inArray(shopMenuToppings.menuId, menuIds), activeOnly ? eq(shopToppings.active, true) : undefined))
    .orderBy(asc(shopToppings.priority), asc(shopToppings.name));
}

/** The customization items of the menus given, by customization and then the items' order. */
export function customizationsOfMenus(db: Queryable, menuIds: number[]): Promise<CustomizationChoice[]> {
  return db
    .select({
      id: shopMenuCustomizationItems.id,
      menuId: shopMenuCustomizationItemLinks.menuId,
      name: shopMenuCustomizationItems.name,
      customizationId: shopMenuCustomizations.id,
      customizationName: shopMenuCustomizations.name,
      price: shopMenuCustomizationItems.price,
    })
    .from(shopMenuCustomizationItemLinks)
    .innerJoin(shopMenuCustomizationItems, eq(shopMenuCustomizationItems.id, shopMenuCustomizationItemLinks.customizationItemId))
    .innerJoin(shopMenuCustomizations, eq(shopMenuCustomizations.id, shopMenuCustomizationItems.customizationId))
    .where(inArray(shopMenuCustomizationItemLinks.menuId, menuIds))
    .orderBy(asc(shopMenuCustomizations.name), asc(shopMenuCustomizationItems.priority), asc(shopMenuCustomizationItems.id));
}
