import { outletPriceAt } from '@back-office/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { builder } from '../../platform/builder';
import { notFound } from '../../platform/errors';
import { shopVariantUnits, shopVariants } from '../shop-catalogue/shop-catalogue.table';
import { shopHubScope } from '../shop-hubs/shop-hubs.schema';
import { shopHubMenus, shopHubs } from '../shop-hubs/shop-hubs.table';
import { ShopMenuCustomizationChoice, ShopMenuToppingChoice, customizationsOfMenus, toppingsOfMenus, type CustomizationChoice, type ToppingChoice } from '../shop-menus/menu-choices';
import { shopMenuVariantUnits, shopMenus } from '../shop-menus/shop-menus.table';

/* What the counter sells: an outlet's menus with the sizes, toppings and customizations each can have. */

interface CounterSize {
  id: number;
  menuId: number;
  name: string;
  variantName: string;
  price: number;
}

interface CounterMenu {
  menuId: number;
  name: string;
  price: number;
  /** What one unit costs now: the outlet's discounted price while that runs. */
  priceNow: number;
  available: boolean;
  variantUnits: CounterSize[];
  toppings: ToppingChoice[];
  customizations: CustomizationChoice[];
}

const CounterSizeRef = builder.objectRef<CounterSize>('ShopPosMenuSize').implement({
  description: 'A size (a menu variant unit) a menu comes in at the counter.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The menu variant unit’s id: what menuVariantUnitIds takes.' }),
    name: t.exposeString('name', { description: 'Its name, e.g. Large.' }),
    variantName: t.exposeString('variantName', { description: 'The variant it belongs to, e.g. Size; a line takes one of each variant.' }),
    price: t.exposeInt('price', { description: 'What it adds to one unit, in rupiah.' }),
  }),
});

const CounterMenuRef = builder.objectRef<CounterMenu>('ShopPosMenu').implement({
  description: 'A menu an outlet sells, as the counter offers it.',
  fields: (t) => ({
    menuId: t.exposeInt('menuId', { description: 'The menu.' }),
    name: t.exposeString('name', { description: 'Its name.' }),
    price: t.exposeInt('price', { description: 'The outlet’s full price of one unit, before its discounted price.' }),
    priceNow: t.exposeInt('priceNow', { description: 'What one unit costs now: the outlet’s discounted price while that runs (docs/pricing.md, rule 1), its price otherwise.' }),
    available: t.exposeBoolean('available', { description: 'False when it is sold out at the outlet.' }),
    variantUnits: t.field({ type: [CounterSizeRef], description: 'Its sizes, by variant.', resolve: (menu) => menu.variantUnits }),
    toppings: t.field({ type: [ShopMenuToppingChoice], description: 'Its toppings on sale: what toppingIds takes.', resolve: (menu) => menu.toppings }),
    customizations: t.field({
      type: [ShopMenuCustomizationChoice],
      description: 'Its customization items (Sugar level, Ice level…), by customization: what customizationItemIds takes.',
      resolve: (menu) => menu.customizations,
    }),
  }),
});

builder.queryField('shopPosMenus', (t) =>
  t.field({
    type: [CounterMenuRef],
    description:
      'The active menus an outlet sells, by name, with their sizes, toppings and customizations and whether they are sold out; NOT_FOUND for an outlet outside the caller’s mapping.',
    args: { hubId: t.arg.int({ required: true, description: 'The outlet.' }) },
    authScopes: { authority: 'VIEW_SHOP_POS_ORDER' },
    resolve: async (_root, args, context) => {
      const [hub] = await context.db.select({ id: shopHubs.id }).from(shopHubs).where(and(eq(shopHubs.id, args.hubId), shopHubScope()(context)));
      if (!hub) throw notFound('Outlet', args.hubId);
      const menus = await context.db
        .select({
          menuId: shopHubMenus.menuId,
          name: shopMenus.name,
          price: shopHubMenus.price,
          discountedPrice: shopHubMenus.discountedPrice,
          discountedPriceStart: shopHubMenus.discountStartAt,
          discountedPriceEnd: shopHubMenus.discountEndAt,
          available: shopHubMenus.available,
        })
        .from(shopHubMenus)
        .innerJoin(shopMenus, eq(shopMenus.id, shopHubMenus.menuId))
        .where(and(eq(shopHubMenus.shopHubId, hub.id), eq(shopHubMenus.active, true), eq(shopMenus.active, true)))
        .orderBy(asc(shopMenus.name));
      const ids = menus.map((menu) => menu.menuId);
      if (ids.length === 0) return [];
      const [units, toppings, customizations] = await Promise.all([
        context.db
          .select({ id: shopMenuVariantUnits.id, menuId: shopMenuVariantUnits.menuId, name: shopVariantUnits.name, variantName: shopVariants.name, price: shopMenuVariantUnits.price })
          .from(shopMenuVariantUnits)
          .innerJoin(shopVariantUnits, eq(shopVariantUnits.id, shopMenuVariantUnits.variantUnitId))
          .innerJoin(shopVariants, eq(shopVariants.id, shopVariantUnits.variantId))
          .where(inArray(shopMenuVariantUnits.menuId, ids))
          .orderBy(asc(shopVariants.priority), asc(shopMenuVariantUnits.price), asc(shopMenuVariantUnits.id)),
        toppingsOfMenus(context.db, ids, true),
        customizationsOfMenus(context.db, ids),
      ]);
      const ofMenu = <Choice extends { menuId: number }>(choices: Choice[], menuId: number) => choices.filter((choice) => choice.menuId === menuId);
      const now = new Date();
      return menus.map(({ discountedPrice, discountedPriceStart, discountedPriceEnd, ...menu }) => ({
        ...menu,
        priceNow: outletPriceAt({ price: menu.price, discountedPrice, discountedPriceStart, discountedPriceEnd }, now).price,
        variantUnits: ofMenu(units, menu.menuId),
        toppings: ofMenu(toppings, menu.menuId),
        customizations: ofMenu(customizations, menu.menuId),
      }));
    },
  }),
);
