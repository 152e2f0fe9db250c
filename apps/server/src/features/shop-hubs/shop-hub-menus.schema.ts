import { and, asc, eq, notInArray } from 'drizzle-orm';
import {
  shopHubMenuAvailabilitySchema,
  shopHubMenuIssues,
  shopHubMenuSchema,
  shopHubMenuUpdateSchema,
  type ShopHubMenuInput,
  type ShopHubMenuUpdateInput,
} from '@back-office/domain';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import type { Context } from '../../platform/context';
import { defineCrud } from '../../platform/crud';
import { badInput } from '../../platform/errors';
import { reference } from '../../platform/reference';
import { ShopMenu, shopMenuScope } from '../shop-menus/shop-menus.schema';
import { shopMenus } from '../shop-menus/shop-menus.table';
import { ShopHub, shopHubRef, shopHubScope } from './shop-hubs.schema';
import { shopHubMenus } from './shop-hubs.table';

/*
 * The menu at each outlet: the shop menus it sells, at its own price and discount, and whether each
 * is sold out now. Only the outlets a user is mapped to, as for the outlets themselves.
 */

type Types = typeof builder.$inferSchemaTypes;
type ShopHubMenuRow = typeof shopHubMenus.$inferSelect;

const shopHubMenuInput = (create: boolean) =>
  builder.inputType(create ? 'ShopHubMenuInput' : 'ShopHubMenuUpdateInput', {
    description: 'A menu on an outlet’s menu; in an update, the fields left out keep their value.',
    fields: (t) => ({
      ...(create
        ? { shopHubId: t.int({ description: 'The id of the outlet.', required: true }), menuId: t.int({ description: 'The id of the shop menu.', required: true }) }
        : {}),
      price: t.int({ description: 'Rupiah it costs at this outlet.', required: create }),
      discountedPrice: t.int({ description: 'Rupiah during the discount period, below the price; null: no discount.' }),
      discountStartAt: t.field({ type: 'DateTime', description: 'When the discount starts; null: from now.' }),
      discountEndAt: t.field({ type: 'DateTime', description: 'When the discount ends, after it starts; null: until changed.' }),
      active: t.boolean({ description: 'False takes it off the outlet’s menu.', required: create }),
    }),
  });

export const ShopHubMenu = defineCrud<ShopHubMenuRow, ShopHubMenuInput, ShopHubMenuUpdateInput>({
  name: 'ShopHubMenu',
  noun: 'outlet menu',
  table: shopHubMenus,
  description: 'A shop menu on an outlet’s menu: its price there, a discount for a period, and whether it is sold out.',
  references: { shopHub: reference(ShopHub, { acceptsInactive: true, scopedByTarget: true }), menu: reference(ShopMenu) },
  scope: shopHubScope(shopHubMenus.shopHubId),
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The outlet menu’s id.' }),
    hubId: t.exposeInt('shopHubId', { description: 'The id of the outlet (the spec’s hubId).' }),
    menuName: t.string({
      description: 'The shop menu’s name.',
      resolve: async (row, _args, context) => (await context.db.select({ name: shopMenus.name }).from(shopMenus).where(eq(shopMenus.id, row.menuId)))[0]?.name ?? '',
    }),
    price: t.exposeInt('price', { description: 'Rupiah.' }),
    discountedPrice: t.exposeInt('discountedPrice', { description: 'Rupiah during the discount period; null: no discount.', nullable: true }),
    discountStartAt: t.field({ type: 'DateTime', nullable: true, description: 'When the discount starts, or null.', resolve: (row) => row.discountStartAt }),
    discountEndAt: t.field({ type: 'DateTime', nullable: true, description: 'When the discount ends, or null.', resolve: (row) => row.discountEndAt }),
    active: t.exposeBoolean('active', { description: 'False when the outlet no longer offers it.' }),
    available: t.exposeBoolean('available', { description: 'False while sold out.' }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: shopHubMenus.id, kind: 'int' },
    price: { column: shopHubMenus.price, kind: 'int' },
    discountedPrice: { column: shopHubMenus.discountedPrice, kind: 'int' },
    discountStartAt: { column: shopHubMenus.discountStartAt, kind: 'datetime' },
    discountEndAt: { column: shopHubMenus.discountEndAt, kind: 'datetime' },
    active: { column: shopHubMenus.active, kind: 'boolean' },
    available: { column: shopHubMenus.available, kind: 'boolean' },
  },
  label: (row) => `menu ${row.menuId} at outlet ${row.shopHubId}`,
  uniques: { shop_hub_menus_hub_menu_unique: { field: 'menuId', message: 'This menu is already on the outlet’s menu.' } },
  sample: async (make) => ({ shopHubId: await make('ShopHub'), menuId: await make('ShopMenu', { fresh: true }), price: 25000, discountedPrice: 20000, active: true }),
  change: { price: 26000, discountedPrice: null },
  async check(transaction, data, _context, id) {
    if (id === undefined) return;
    const [row] = await transaction.select().from(shopHubMenus).where(eq(shopHubMenus.id, id));
    const [issue] = shopHubMenuIssues({ ...row, ...data });
    if (issue) throw badInput(issue.message, { [issue.path.join('.')]: issue.message });
  },
  create: { input: shopHubMenuInput(true), schema: shopHubMenuSchema },
  update: { input: shopHubMenuInput(false), schema: shopHubMenuUpdateSchema },
});

const shopHubMenuRef = ShopHubMenu.ref as unknown as PothosSchemaTypes.ObjectRef<Types, ShopHubMenuRow>;

/** An outlet's menu, by the menus' name. */
const menusOf = (context: Context, shopHubId: number) =>
  context.db
    .select({ line: shopHubMenus })
    .from(shopHubMenus)
    .innerJoin(shopMenus, eq(shopMenus.id, shopHubMenus.menuId))
    .where(eq(shopHubMenus.shopHubId, shopHubId))
    .orderBy(asc(shopMenus.name))
    .then((rows) => rows.map((row) => row.line));

builder.queryField('shopHubMenusByShopHubId', (t) =>
  t.field({
    nullable: true,
    type: [shopHubMenuRef],
    description: 'The menu of an outlet the caller may see, by the menus’ name; NOT_FOUND for an outlet outside their mapping.',
    args: { shopHubId: t.arg.int({ description: 'The id of the outlet.', required: true }) },
    authScopes: { authority: 'VIEW_SHOP_HUB_MENU' },
    resolve: async (_root, { shopHubId }, context) => {
      await ShopHub.findById(context, shopHubId);
      return menusOf(context, shopHubId);
    },
  }),
);

builder.objectField(shopHubRef, 'shopHubMenus', (t) =>
  t.field({
    type: [shopHubMenuRef],
    nullable: true,
    description: 'The outlet’s menu, by the menus’ name; needs VIEW_SHOP_HUB_MENU.',
    authScopes: { authority: 'VIEW_SHOP_HUB_MENU' },
    resolve: (row, _args, context) => menusOf(context, row.id),
  }),
);

builder.queryField('shopMenusNotInShopHub', (t) =>
  t.field({
    nullable: true,
    type: [ShopMenu.ref as never],
    description: 'The active shop menus the caller may see that an outlet’s menu does not hold yet: the choices to add; NOT_FOUND for an outlet outside the caller’s mapping.',
    args: { shopHubId: t.arg.int({ description: 'The id of the outlet.', required: true }) },
    authScopes: { authority: 'VIEW_SHOP_MENU' },
    resolve: async (_root, { shopHubId }, context) => {
      await ShopHub.findById(context, shopHubId);
      const held = context.db.select({ id: shopHubMenus.menuId }).from(shopHubMenus).where(eq(shopHubMenus.shopHubId, shopHubId));
      return context.db
        .select()
        .from(shopMenus)
        .where(and(eq(shopMenus.active, true), notInArray(shopMenus.id, held), shopMenuScope(context)))
        .orderBy(asc(shopMenus.name)) as never;
    },
  }),
);

defineCommand('setShopHubMenuAvailability', {
  description: 'Marks a menu at an outlet available again (true) or sold out (false), one tap for a barista; NOT_FOUND outside the caller’s outlets. Recorded in the activity log.',
  authority: 'CHANGE_MENU_AVAILABILITY',
  args: (arg) => ({
    id: arg.int({ description: 'The outlet menu’s id.', required: true }),
    available: arg.boolean({ description: 'True: available; false: sold out.', required: true }),
  }),
  input: shopHubMenuAvailabilitySchema,
  type: shopHubMenuRef,
  what: 'Outlet menu',
  // A menu at an outlet outside the caller's mapping does not exist for them.
  prepare: ({ id }, context) => ShopHubMenu.findById(context, id),
  run: async (tx, { id, available }, _context, line) => {
    const [row] = await tx.update(shopHubMenus).set({ available, updatedAt: new Date() }).where(eq(shopHubMenus.id, id)).returning();
    if (!row) return undefined;
    return {
      result: row,
      activity: {
        entity: 'SHOP_HUB_MENU',
        recordId: id,
        message: `Marked menu ${row.menuId} at outlet ${row.shopHubId} ${available ? 'available' : 'sold out'}.`,
        changes: { available: { before: line.available, after: available } },
      },
    };
  },
});
