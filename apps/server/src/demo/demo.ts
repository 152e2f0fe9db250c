import { ENTITIES, type Action, type Authority, type Entity } from '@back-office/domain';
import type { Database } from '../db/client';
import { authorities, roleAuthorities } from '../platform/identity/roles.table';
import { users } from '../platform/identity/users.table';
import { hashPassword } from '../platform/passwords';
import { findOrCreateRole } from '../platform/identity/administrator';
import { seedDemoHubs } from './demo-hubs';
import { seedDemoMenu } from './demo-menu';
import { seedDemoMachineTypes } from './demo-machine-types';
import { seedDemoFleet } from './demo-fleet';
import { seedDemoStock } from './demo-stock';
import { seedDemoDrafts } from '../features/machine-gateway/demo-drafts';
import { seedDemoMachineStatus } from './demo-machine-status';
import { seedDemoMachineSettings } from './demo-machine-settings';
import { seedDemoOrders } from './demo-orders';
import { seedDemoMachineMedia } from './demo-machine-media';
import { seedDemoSlots } from './demo-slots';
import { seedDemoSoftwareUpdates } from './demo-software-updates';
import { seedDemoRewards } from './demo-rewards';
import { seedDemoUserMappings } from './demo-user-mappings';
import { seedDemoRefillers } from './demo-refillers';
import { seedDemoTasks } from './demo-tasks';
import { seedDemoShopCatalogue } from './demo-shop-catalogue';
import { seedDemoShopMenus } from './demo-shop-menus';
import { seedDemoShopCustomers } from './demo-shop-customers';
import { seedDemoShopHubs } from './demo-shop-hubs';
import { seedDemoShopDeals } from './demo-shop-deals';
import { seedDemoShopPromotions } from './demo-shop-promotions';
import { seedDemoShopVouchers } from './demo-shop-vouchers';
import { seedDemoShopCouriers } from './demo-shop-couriers';
import { seedDemoShopOrders } from './demo-shop-orders';

const PROFILE: Authority[] = ['VIEW_MY_PROFILE', 'UPDATE_MY_PROFILE'];
const every = (action: Action, entities: readonly Entity[]): Authority[] => entities.map((entity) => `${action}_${entity}` as const);
const crud = (entities: readonly Entity[]) => (['VIEW', 'CREATE', 'UPDATE'] as const).flatMap((action) => every(action, entities));

const MACHINE_AREA: Entity[] = ['MACHINE', 'MACHINE_TYPE', 'MACHINE_HUB', 'MACHINE_STOCK_IN', 'MACHINE_STOCK_OUT', 'MACHINE_STATUS_ERROR', 'MACHINE_ERROR', 'PRODUCT_IN_MACHINE'];
const MACHINE_STOCK: Entity[] = ['MACHINE_STOCK_IN', 'MACHINE_STOCK_OUT'];
const TASK_AREA: Entity[] = ['TASK', 'TASK_REPORT', 'REFILLER_SCHEDULE', 'LEAVE'];
const SHOP_ORDERS: Entity[] = ['SHOP_ORDER', 'SHOP_HUB', 'SHOP_HUB_MENU', 'SHOP_MENU'];

/** The roles a company of this kind has, with what each needs for its day. */
const DEMO_ROLES: { name: string; description: string; authorities: Authority[] }[] = [
  {
    name: 'Manager',
    description: 'Runs operations: sees everything, changes hubs, machines, menus and people.',
    authorities: [
      ...every('VIEW', ENTITIES),
      ...crud(['HUB', 'HUB_TYPE', 'HUB_ENTITY', 'CLUSTER', 'UNIT', 'INGREDIENT', 'PACKAGING', 'SPARE_PART', 'COMPANY', 'DEPARTMENT']),
      ...crud(['MACHINE', 'MIDTRANS', 'PRODUCT', 'TASK', 'LEAVE', 'USER', 'SHOP_MENU', 'SHOP_HUB', 'SHOP_HUB_MENU', 'SHOP_HUB_STOCK', 'SHOP_COURIER', 'SHOP_TASK']),
      ...crud(['INGREDIENT_IN_PRODUCT', 'PRODUCT_HISTORY', 'PRODUCT_SET', 'MACHINE_TYPE', 'MACHINE_TYPE_DISPLAY', 'MACHINE_TYPE_STOCK']),
      ...crud([...MACHINE_STOCK, 'PRODUCT_IN_MACHINE']),
      ...every('DELETE', MACHINE_STOCK),
      'FILL_MACHINE_STOCK_IN',
      'FILL_MACHINE_STOCK_OUT',
      'DELETE_INGREDIENT_IN_PRODUCT',
      ...crud(['MACHINE_ERROR', 'MACHINE_PAYMENT', 'MACHINE_QR', 'MACHINE_BANNER', 'MACHINE_SCREENSAVER']),
      ...crud(['SLOT', 'SLOT_MASTER', 'SLOT_SETTING']),
      ...crud(['MACHINE_SOFTWARE_UPDATE']),
      'CREATE_MACHINE_STATUS_ERROR',
      'CREATE_MACHINE_STATUS_INFO',
      'CREATE_SERVER_INSTRUCTION_LOG',
      'VIEW_ALL_TASKS',
      'VIEW_USER_ACTIVITY',
      'VIEW_PROFITABILITY_REPORT',
      'VIEW_CONCISED_ORDER',
      'VIEW_ORDER_LOG',
      'VIEW_ANALYTICS_LOGISTIC',
      'VIEW_ANALYTICS_MACHINE',
      'VIEW_ANALYTICS_OUTLET',
      'VIEW_ANALYTICS_PWA',
      'STOCK_PREPARATION',
      ...PROFILE,
    ],
  },
  {
    name: 'Supervisor',
    description: 'Plans refills, assigns tasks and approves leave for a team of refillers.',
    authorities: [
      ...crud(TASK_AREA),
      'DELETE_TASK',
      ...crud(['SHOP_TASK']),
      'DELETE_SHOP_TASK',
      'VIEW_SHOP_HUB',
      ...every('VIEW', [...MACHINE_AREA, 'MACHINE_HISTORY', 'SERVER_INSTRUCTION_LOG', 'HUB', 'INGREDIENT', 'PACKAGING', 'USER']),
      'CREATE_SERVER_INSTRUCTION_LOG',
      'VIEW_ALL_TASKS',
      'STOCK_PREPARATION',
      'FINISH_INVESTIGATION',
      'VIEW_ANALYTICS_LOGISTIC',
      ...PROFILE,
    ],
  },
  {
    name: 'Sales',
    description: 'Finds and keeps locations: hubs, contracts and their results.',
    authorities: [
      ...crud(['HUB', 'CLUSTER', 'COMPANY']),
      ...every('VIEW', ['HUB_TYPE', 'HUB_ENTITY', 'MACHINE', 'ORDER', 'ORDER_SUMMARY']),
      'VIEW_PROFITABILITY_REPORT',
      'VIEW_ANALYTICS_MACHINE',
      ...PROFILE,
    ],
  },
  {
    name: 'Refiller',
    description: 'Refills machines on foot and reports each task.',
    authorities: [
      'VIEW_TASK',
      'UPDATE_TASK',
      'FILL_MACHINE_STOCK_IN',
      'FILL_MACHINE_STOCK_OUT',
      'VIEW_MACHINE',
      ...every('VIEW', MACHINE_STOCK),
      // Outlet tasks: refilling an outlet's stock is a refiller's work too.
      'VIEW_SHOP_TASK',
      'UPDATE_SHOP_TASK',
      'UPDATE_SHOP_HUB_STOCK',
      'VIEW_LEAVE',
      'CREATE_LEAVE',
      ...PROFILE,
    ],
  },
  {
    name: 'Car Refiller',
    description: 'Refills machines by car and prepares the stock to carry.',
    authorities: [
      'VIEW_TASK',
      'UPDATE_TASK',
      'FILL_MACHINE_STOCK_IN',
      'FILL_MACHINE_STOCK_OUT',
      'VIEW_MACHINE',
      ...every('VIEW', MACHINE_STOCK),
      'STOCK_PREPARATION',
      'VIEW_LEAVE',
      'CREATE_LEAVE',
      ...PROFILE,
    ],
  },
  {
    name: 'Courier',
    description: 'Delivers online shop orders.',
    authorities: ['IS_COURIER', 'VIEW_SHOP_ORDER', ...PROFILE],
  },
  {
    name: 'Barista',
    description: 'Prepares live orders at an outlet and runs its point of sale.',
    authorities: [
      'VIEW_LIVE_ORDER',
      'ACCEPT_ORDER',
      'FINISH_ORDER',
      'CHANGE_MENU_AVAILABILITY',
      'VIEW_SHOP_POS_ORDER',
      'CREATE_SHOP_POS_ORDER',
      // A barista finishes and cancels the drafts they keep at the counter.
      'UPDATE_SHOP_POS_ORDER',
      'DELETE_SHOP_POS_ORDER',
      ...every('VIEW', SHOP_ORDERS),
      ...PROFILE,
    ],
  },
  {
    name: 'Merchant',
    description: 'Keeps a merchant’s menus in the online shop.',
    authorities: [
      ...crud(['SHOP_MENU', 'SHOP_MENU_INGREDIENT']),
      'DELETE_SHOP_MENU_INGREDIENT',
      ...every('VIEW', ['SHOP_MERCHANT', 'SHOP_MENU_HISTORY', 'SHOP_MENU_CATEGORY', 'SHOP_MENU_SUBCATEGORY', 'SHOP_MENU_DISPLAY_CATEGORY', 'SHOP_MENU_CUSTOMIZATION', 'SHOP_TOPPING', 'SHOP_VARIANT', 'INGREDIENT', 'PRODUCT']),
      'VIEW_SHOP_ORDER',
      'VIEW_ANALYTICS_OUTLET',
      ...PROFILE,
    ],
  },
  {
    name: 'Partner',
    description: 'Follows a partner’s deals and promotions.',
    authorities: ['VIEW_SHOP_DEAL', 'VIEW_SHOP_PROMO', 'VIEW_SHOP_ORDER', 'VIEW_ANALYTICS_PWA', ...PROFILE],
  },
];

/** A few people per role; `reportsTo` names the role of their manager. */
const DEMO_USERS: { username: string; name: string; role: string; reportsTo?: string; latitude?: number; longitude?: number }[] = [
  { username: 'rina.wijaya', name: 'Rina Wijaya', role: 'Manager' },
  { username: 'agus.pratama', name: 'Agus Pratama', role: 'Manager' },
  { username: 'dewi.lestari', name: 'Dewi Lestari', role: 'Supervisor', reportsTo: 'Manager' },
  { username: 'hendra.gunawan', name: 'Hendra Gunawan', role: 'Supervisor', reportsTo: 'Manager' },
  { username: 'siti.rahma', name: 'Siti Rahmawati', role: 'Sales', reportsTo: 'Manager' },
  { username: 'yoga.saputra', name: 'Yoga Saputra', role: 'Sales', reportsTo: 'Manager' },
  { username: 'andi.kurniawan', name: 'Andi Kurniawan', role: 'Refiller', reportsTo: 'Supervisor', latitude: -6.2088, longitude: 106.8456 },
  { username: 'fajar.nugroho', name: 'Fajar Nugroho', role: 'Refiller', reportsTo: 'Supervisor', latitude: -6.9175, longitude: 107.6191 },
  { username: 'bayu.setiawan', name: 'Bayu Setiawan', role: 'Refiller', reportsTo: 'Supervisor', latitude: -7.2575, longitude: 112.7521 },
  { username: 'rudi.hartono', name: 'Rudi Hartono', role: 'Car Refiller', reportsTo: 'Supervisor', latitude: -6.1754, longitude: 106.8272 },
  { username: 'eko.prasetyo', name: 'Eko Prasetyo', role: 'Car Refiller', reportsTo: 'Supervisor', latitude: -6.9039, longitude: 107.6186 },
  { username: 'joko.susilo', name: 'Joko Susilo', role: 'Courier', reportsTo: 'Manager' },
  { username: 'wahyu.hidayat', name: 'Wahyu Hidayat', role: 'Courier', reportsTo: 'Manager' },
  { username: 'putri.ayu', name: 'Putri Ayu', role: 'Barista', reportsTo: 'Manager' },
  { username: 'nanda.permata', name: 'Nanda Permata', role: 'Barista', reportsTo: 'Manager' },
  { username: 'kopi.nusantara', name: 'Kopi Nusantara', role: 'Merchant' },
  { username: 'roti.bakar88', name: 'Roti Bakar 88', role: 'Merchant' },
  { username: 'bank.mitra', name: 'Bank Mitra Sejahtera', role: 'Partner' },
  { username: 'kampus.harapan', name: 'Universitas Harapan', role: 'Partner' },
];

export async function seedDemo(db: Database, password: string, adminId: number): Promise<void> {
  const allAuthorities = await db.select({ id: authorities.id, name: authorities.name }).from(authorities);
  const idOf = new Map(allAuthorities.map((row) => [row.name, row.id]));
  const roleIds = new Map<string, number>();
  for (const role of DEMO_ROLES) {
    const id = await findOrCreateRole(db, role.name, role.description);
    roleIds.set(role.name, id);
    const names = [...new Set(role.authorities)];
    await db
      .insert(roleAuthorities)
      .values(names.map((name) => ({ roleId: id, authorityId: idOf.get(name)! })))
      .onConflictDoNothing();
  }

  const firstOfRole = new Map<string, number>();
  const salesIds: number[] = [];
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(password)));
  for (const [index, person] of DEMO_USERS.entries()) {
    const [user] = await db
      .insert(users)
      .values({
        username: person.username,
        passwordHash: hashes[index]!,
        name: person.name,
        email: `${person.username}@backoffice.local`,
        phoneNo: `0812${String(10_000_000 + index * 7_919).padStart(8, '0')}`,
        roleId: roleIds.get(person.role)!,
        managerId: person.reportsTo ? (firstOfRole.get(person.reportsTo) ?? adminId) : null,
        active: true,
        latitude: person.latitude ?? null,
        longitude: person.longitude ?? null,
      })
      .returning({ id: users.id });
    if (!firstOfRole.has(person.role)) firstOfRole.set(person.role, user!.id);
    if (person.role === 'Sales') salesIds.push(user!.id);
  }
  await seedDemoHubs(db, salesIds);
  const productIds = await seedDemoMenu(db, firstOfRole.get('Manager') ?? adminId);
  await seedDemoMachineTypes(db, productIds);
  await seedDemoFleet(db);
  await seedDemoStock(db);
  await seedDemoDrafts(db);
  await seedDemoMachineStatus(db, [firstOfRole.get('Manager') ?? adminId, firstOfRole.get('Supervisor') ?? adminId]);
  await seedDemoMachineSettings(db);
  await seedDemoOrders(db);
  await seedDemoMachineMedia(db);
  await seedDemoSlots(db);
  await seedDemoSoftwareUpdates(db);
  await seedDemoRewards(db);
  await seedDemoRefillers(db, password);
  await seedDemoTasks(db);
  const shopCatalogue = await seedDemoShopCatalogue(db, productIds);
  await seedDemoShopMenus(db, shopCatalogue, productIds, firstOfRole.get('Manager') ?? adminId);
  await seedDemoShopHubs(db);
  await seedDemoShopCustomers(db);
  await seedDemoShopDeals(db, shopCatalogue.partners);
  await seedDemoShopPromotions(db);
  await seedDemoShopVouchers(db);
  await seedDemoShopCouriers(db);
  await seedDemoShopOrders(db);
  // Last: who sees which shop records, once the outlets, merchants and partners are there.
  await seedDemoUserMappings(db);
}
