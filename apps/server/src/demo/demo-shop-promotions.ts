import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { shopProducts } from '../features/shop-catalogue/shop-catalogue.table';
import { shopMemberships } from '../features/shop-memberships/shop-memberships.table';
import { shopMenuSubcategories } from '../features/shop-catalogue/shop-catalogue.table';
import { shopMenus } from '../features/shop-menus/shop-menus.table';
import { shopPromos, shopPromotionItemGroups, shopPromotionRules, shopPromotionSchedules } from '../features/shop-promotions/shop-promotions.table';

const DAY = 86_400_000;

type Rules = typeof shopPromotionRules.$inferInsert;
interface DemoPromo {
  kind: 'MENU' | 'PRODUCT';
  qrPromo?: boolean;
  rules: Omit<Rules, 'startDate' | 'endDate'> & { startDays?: number; endDays?: number };
  groups?: { menuIds: number[]; discountAmount: number; unit: 'PERCENTAGE' | 'NOMINAL' }[];
  schedules?: { day: string; startHour: number; endHour: number }[];
}

/**
 * A dozen shop promos of every kind: on the whole order and on delivery, in percent and rupiah,
 * single-item and bundle item promos, morning and weekend schedules, promos for members and for
 * loyal customers, one used up, one over and one still to come; a few on the vending shop's
 * products. Four statements, so the seed stays fast.
 */
export async function seedDemoShopPromotions(db: Database): Promise<void> {
  const active = await db.select({ id: shopMenus.id, name: shopMenus.name, subcategoryId: shopMenus.menuSubcategoryId }).from(shopMenus).where(eq(shopMenus.active, true)).orderBy(asc(shopMenus.id));
  const menus = active.map((row) => row.id);
  // The menus a promo's name speaks of: the lattes, the espresso drinks and kopi susu, the pastries.
  const named = (...names: string[]) => active.filter((row) => names.includes(row.name)).map((row) => row.id);
  const pastrySubcategory = (await db.select({ id: shopMenuSubcategories.id }).from(shopMenuSubcategories).where(eq(shopMenuSubcategories.name, 'Pastry')))[0]?.id;
  const pastries = active.filter((row) => row.subcategoryId != null && row.subcategoryId === pastrySubcategory).map((row) => row.id);
  const lattes = named('Caffe Latte', 'Vanilla Latte');
  const coffees = named('Americano', 'Caffe Latte', 'Cappuccino', 'Kopi Susu Gula Aren');
  const products = (await db.select({ id: shopProducts.id }).from(shopProducts).orderBy(asc(shopProducts.id))).map((row) => row.id);
  const levels = (await db.select({ id: shopMemberships.id }).from(shopMemberships).orderBy(asc(shopMemberships.priority))).map((row) => row.id);
  if (menus.length < 6 || lattes.length === 0 || pastries.length === 0 || coffees.length === 0) return;
  const order = { discountLevel: 'ORDER', allowedOrderTypes: [] as string[] };
  const weekdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
  const promos: DemoPromo[] = [
    { kind: 'MENU', rules: { ...order, name: 'Weekday Morning 20%', discountAmount: 20, unit: 'PERCENTAGE', maximumDiscountAmount: 15_000 }, schedules: weekdays.map((day) => ({ day, startHour: 7, endHour: 10 })) },
    { kind: 'MENU', rules: { ...order, name: 'Rp 10.000 off above Rp 75.000', discountAmount: 10_000, unit: 'NOMINAL', minimumAmount: 75_000 } },
    { kind: 'MENU', rules: { discountLevel: 'DELIVERY', name: 'Free delivery for Gold and Platinum', discountAmount: 100, unit: 'PERCENTAGE', maximumDiscountAmount: 20_000, allowedOrderTypes: ['DELIVERY'], customerRuleType: 'REGISTERED_CUSTOMERS', membershipIds: levels.slice(2) } },
    {
      kind: 'MENU',
      rules: { ...order, name: 'Coffee and Pastry', discountAmount: 0, unit: 'NOMINAL', itemRule: 'BUNDLE', maximumDiscountAmount: 12_000 },
      groups: [
        { menuIds: coffees, discountAmount: 5000, unit: 'NOMINAL' },
        { menuIds: pastries, discountAmount: 50, unit: 'PERCENTAGE' },
      ],
    },
    { kind: 'MENU', rules: { ...order, name: 'Half-price Second Latte', discountAmount: 0, unit: 'NOMINAL', itemRule: 'SINGLE', minimumItem: 2 }, groups: [{ menuIds: lattes, discountAmount: 50, unit: 'PERCENTAGE' }] },
    { kind: 'MENU', qrPromo: true, rules: { ...order, name: 'Scan for Rp 5.000', discountAmount: 5000, unit: 'NOMINAL', usageLimitPerCustomer: 1, totalQuantity: 500, usedQuantity: 188 } },
    { kind: 'MENU', rules: { ...order, name: 'Weekend Treat 15%', discountAmount: 15, unit: 'PERCENTAGE', allowedOrderTypes: ['PICK_UP', 'DINE_IN'] }, schedules: ['SATURDAY', 'SUNDAY'].map((day) => ({ day, startHour: 10, endHour: 22 })) },
    {
      kind: 'MENU',
      rules: { ...order, name: 'Loyal Customers 10%', discountAmount: 10, unit: 'PERCENTAGE', customerRuleType: 'REGISTERED_CUSTOMERS', numberOfOrders: 10, totalOrderAmount: 500_000, lastOrderNumberOfUnit: 1, lastOrderUnit: 'MONTHS' },
    },
    { kind: 'MENU', rules: { ...order, name: 'Launch Week (used up)', discountAmount: 25, unit: 'PERCENTAGE', totalQuantity: 300, usedQuantity: 300 } },
    { kind: 'MENU', rules: { ...order, name: 'Ramadan 2026 (over)', discountAmount: 20, unit: 'PERCENTAGE', startDays: -300, endDays: -270, active: false } },
    { kind: 'MENU', rules: { ...order, name: 'Year-end 12.12 (coming)', discountAmount: 12, unit: 'PERCENTAGE', startDays: 10, endDays: 12 } },
    { kind: 'PRODUCT', rules: { ...order, name: 'Vending Bottles 10%', discountAmount: 10, unit: 'PERCENTAGE' } },
    ...(products.length > 0
      ? [{ kind: 'PRODUCT' as const, rules: { ...order, name: 'Vending Pick Rp 3.000', discountAmount: 0, unit: 'NOMINAL', itemRule: 'SINGLE' }, groups: [{ menuIds: products.slice(0, 3), discountAmount: 3000, unit: 'NOMINAL' as const }] }]
      : []),
  ];
  const now = Date.now();
  const rules = await db
    .insert(shopPromotionRules)
    .values(promos.map(({ rules: { startDays = -30, endDays = 60, ...rule } }) => ({ ...rule, startDate: new Date(now + startDays * DAY), endDate: new Date(now + endDays * DAY) })))
    .returning({ id: shopPromotionRules.id });
  const ruleIds = rules.map((row) => row.id);
  await db.insert(shopPromos).values(promos.map((promo, index) => ({ ruleId: ruleIds[index]!, kind: promo.kind, qrPromo: promo.qrPromo ?? false })));
  const schedules = promos.flatMap((promo, index) => (promo.schedules ?? []).map((schedule) => ({ ...schedule, ruleId: ruleIds[index]! })));
  if (schedules.length) await db.insert(shopPromotionSchedules).values(schedules);
  const groups = promos.flatMap((promo, index) => (promo.groups ?? []).map((group, position) => ({ ...group, position, ruleId: ruleIds[index]! })));
  if (groups.length) await db.insert(shopPromotionItemGroups).values(groups);
}
