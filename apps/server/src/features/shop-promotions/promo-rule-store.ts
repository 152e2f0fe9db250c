import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CustomerRuleType, Day, DiscountLevel, DiscountUnit, ItemRule, LastOrderUnit, PromoOffer, PromoRulesInput, ShopOrderType, ShopPaymentMethod } from '@back-office/domain';
import type { Queryable, Transaction } from '../../db/client';
import { shopPromotionItemGroups, shopPromotionRules, shopPromotionSchedules } from './shop-promotions.table';

/*
 * How a promo's rules are stored: written and read with their schedules and item groups, and the one
 * converter from stored rules to the price calculation's promo (packages/domain/src/pricing/types.ts).
 */

export type RuleRow = typeof shopPromotionRules.$inferSelect;
export type ScheduleRow = typeof shopPromotionSchedules.$inferSelect;
export type ItemGroupRow = typeof shopPromotionItemGroups.$inferSelect;

/** A promo's rules as stored: the row with its schedules and item groups. */
export interface StoredRules extends RuleRow {
  schedules: ScheduleRow[];
  itemGroups: ItemGroupRow[];
}

/* ---------- Reading ---------- */

/** Rules of many promos at once (the price calculation's promos, a page's promos), in the order of `ids`. */
export async function readRules(db: Queryable, ids: readonly number[]): Promise<StoredRules[]> {
  const list = [...ids];
  const [rows, schedules, groups] = await Promise.all([
    db.select().from(shopPromotionRules).where(inArray(shopPromotionRules.id, list)),
    db.select().from(shopPromotionSchedules).where(inArray(shopPromotionSchedules.ruleId, list)).orderBy(asc(shopPromotionSchedules.id)),
    db.select().from(shopPromotionItemGroups).where(inArray(shopPromotionItemGroups.ruleId, list)).orderBy(asc(shopPromotionItemGroups.position)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, { ...row, schedules: [] as ScheduleRow[], itemGroups: [] as ItemGroupRow[] }]));
  for (const schedule of schedules) byId.get(schedule.ruleId)?.schedules.push(schedule);
  for (const group of groups) byId.get(group.ruleId)?.itemGroups.push(group);
  return list.map((id) => byId.get(id)!);
}

/** A column of a promo's rules as a list column of its kind's table (`ruleId` is that table's column). */
export const rulesColumn = (ruleId: AnyPgColumn, column: keyof RuleRow): SQL =>
  sql`(select ${shopPromotionRules[column as 'name']} from ${shopPromotionRules} where ${shopPromotionRules.id} = ${ruleId})`;

/* ---------- Writing ---------- */

export const RULE_KEYS = [
  'name',
  'description',
  'startDate',
  'endDate',
  'active',
  'discountLevel',
  'discountAmount',
  'unit',
  'itemRule',
  'itemGroups',
  'minimumItem',
  'minimumAmount',
  'allowedOrderTypes',
  'allowedPaymentMethods',
  'hubIds',
  'schedules',
  'customerRule',
  'usageLimitPerCustomer',
  'maximumDiscountAmount',
  'totalQuantity',
] as const satisfies readonly (keyof PromoRulesInput)[];

/** Splits a promo's input into its rules and the fields of its own kind. */
export function splitRules<Data extends Partial<PromoRulesInput>>(data: Data) {
  const rules: Partial<PromoRulesInput> = {};
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if ((RULE_KEYS as readonly string[]).includes(key)) (rules as Record<string, unknown>)[key] = value;
    else own[key] = value;
  }
  return { rules, own: own as Omit<Data, (typeof RULE_KEYS)[number]> };
}

function ruleColumns(rules: Partial<PromoRulesInput>) {
  const { itemGroups: _groups, schedules: _schedules, customerRule, ...columns } = rules;
  const values: Partial<typeof shopPromotionRules.$inferInsert> = { ...columns };
  if (customerRule !== undefined) {
    Object.assign(values, {
      customerRuleType: customerRule?.type ?? null,
      registrationStartDate: customerRule?.registration?.startDate ?? null,
      registrationEndDate: customerRule?.registration?.endDate ?? null,
      membershipIds: customerRule?.membershipIds ?? [],
      customerIds: customerRule?.customerIds ?? [],
      numberOfOrders: customerRule?.numberOfOrders ?? null,
      totalOrderAmount: customerRule?.totalOrderAmount ?? null,
      lastOrderNumberOfUnit: customerRule?.lastOrder?.numberOfUnit ?? null,
      lastOrderUnit: customerRule?.lastOrder?.unit ?? null,
    });
  }
  return values;
}

/** Saves a promo's rules in the caller's transaction: a new row without ruleId, else the given parts. Answers the rules' id. */
export async function writeRules(transaction: Transaction, rules: Partial<PromoRulesInput>, ruleId?: number): Promise<number> {
  const values = ruleColumns(rules);
  let id = ruleId;
  if (id === undefined) {
    const [row] = await transaction.insert(shopPromotionRules).values(values as typeof shopPromotionRules.$inferInsert).returning({ id: shopPromotionRules.id });
    id = row!.id;
  } else {
    await transaction.update(shopPromotionRules).set({ ...values, updatedAt: new Date() }).where(eq(shopPromotionRules.id, id));
  }
  if (rules.schedules !== undefined) {
    await transaction.delete(shopPromotionSchedules).where(eq(shopPromotionSchedules.ruleId, id));
    if (rules.schedules.length) await transaction.insert(shopPromotionSchedules).values(rules.schedules.map((schedule) => ({ ...schedule, ruleId: id })));
  }
  if (rules.itemGroups !== undefined) {
    await transaction.delete(shopPromotionItemGroups).where(eq(shopPromotionItemGroups.ruleId, id));
    if (rules.itemGroups.length) await transaction.insert(shopPromotionItemGroups).values(rules.itemGroups.map((group, position) => ({ ...group, position, ruleId: id })));
  }
  return id;
}

/** The stored rules merged with an update's, so the rules across fields are checked on the result. */
export async function mergedRules(db: Queryable, ruleId: number, update: Partial<PromoRulesInput>) {
  const [stored] = await readRules(db, [ruleId]);
  if (!stored) return update;
  return {
    startDate: stored.startDate,
    endDate: stored.endDate,
    discountLevel: stored.discountLevel,
    discountAmount: stored.discountAmount,
    unit: stored.unit,
    itemRule: stored.itemRule,
    itemGroups: stored.itemGroups,
    ...update,
  };
}

/* ---------- The one converter to the price calculation ---------- */

/** A stored promo's rules as the price calculation takes them; `id` is the promo's id (unique among one calculation's promos). */
export function toPromoOffer(id: number, rules: StoredRules): PromoOffer {
  return {
    id,
    name: rules.name,
    discountLevel: rules.discountLevel as DiscountLevel,
    unit: rules.unit as DiscountUnit,
    discountAmount: rules.discountAmount,
    itemRule: rules.itemRule as ItemRule | null,
    itemGroups: rules.itemGroups.map((group) => ({ menuIds: group.menuIds, discountAmount: group.discountAmount, unit: group.unit as DiscountUnit })),
    minimumItem: rules.minimumItem,
    minimumAmount: rules.minimumAmount,
    allowedOrderTypes: rules.allowedOrderTypes as ShopOrderType[],
    allowedPaymentMethods: rules.allowedPaymentMethods as ShopPaymentMethod[],
    hubIds: rules.hubIds,
    schedules: rules.schedules.map((schedule) => ({ day: schedule.day as Day, startHour: schedule.startHour, endHour: schedule.endHour })),
    startDate: rules.startDate,
    endDate: rules.endDate,
    customerRule: rules.customerRuleType
      ? {
          type: rules.customerRuleType as CustomerRuleType,
          registration: rules.registrationStartDate || rules.registrationEndDate ? { startDate: rules.registrationStartDate, endDate: rules.registrationEndDate } : null,
          membershipIds: rules.membershipIds,
          customerIds: rules.customerIds,
          numberOfOrders: rules.numberOfOrders,
          totalOrderAmount: rules.totalOrderAmount,
          lastOrder: rules.lastOrderNumberOfUnit != null && rules.lastOrderUnit ? { numberOfUnit: rules.lastOrderNumberOfUnit, unit: rules.lastOrderUnit as LastOrderUnit } : null,
        }
      : null,
    usageLimitPerCustomer: rules.usageLimitPerCustomer,
    maximumDiscountAmount: rules.maximumDiscountAmount,
    totalQuantity: rules.totalQuantity,
    usedQuantity: rules.usedQuantity,
  };
}
