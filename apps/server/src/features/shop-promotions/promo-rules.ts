import DataLoader from 'dataloader';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  customerRuleTypeLabels,
  discountLevelLabels,
  discountUnitLabels,
  itemRuleLabels,
  lastOrderUnitLabels,
  shopOrderTypeLabels,
  shopPaymentMethodLabels,
  type CustomerRuleType,
  type Day,
  type DiscountLevel,
  type DiscountUnit,
  type ItemRule,
  type LastOrderUnit,
  type PromoOffer,
  type PromoRulesInput,
  type ShopOrderType,
  type ShopPaymentMethod,
} from '@back-office/domain';
import type { Queryable, Transaction } from '../../db/client';
import { builder, labelledValues } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { DayEnum } from '../../platform/enums';
import { shopPromotionItemGroups, shopPromotionRules, shopPromotionSchedules } from './shop-promotions.table';

/*
 * The promo rules shared by voucher settings, shop promos and POS promos: their GraphQL input and
 * object fields, how they are written and read, and the one converter from stored rules to the
 * price calculation's promo (packages/domain/src/pricing/types.ts). A kind of promo keeps a
 * `ruleId`; `ruleFields(t)` gives its object the rules' fields, `writeRules` saves them.
 */

type RuleRow = typeof shopPromotionRules.$inferSelect;
type ScheduleRow = typeof shopPromotionSchedules.$inferSelect;
type ItemGroupRow = typeof shopPromotionItemGroups.$inferSelect;

/** A promo's rules as stored: the row with its schedules and item groups. */
export interface StoredRules extends RuleRow {
  schedules: ScheduleRow[];
  itemGroups: ItemGroupRow[];
}


export const DiscountLevelEnum = builder.enumType('DiscountLevel', { description: 'What a promo discounts: the order’s items or its delivery fee.', values: labelledValues(discountLevelLabels) });
export const DiscountUnitEnum = builder.enumType('DiscountUnit', { description: 'How a discount amount is read: percent or rupiah.', values: labelledValues(discountUnitLabels) });
export const ItemRuleEnum = builder.enumType('ItemRule', { description: 'An item promo’s rule: one group of menus (SINGLE) or every group together (BUNDLE).', values: labelledValues(itemRuleLabels) });
export const CustomerRuleTypeEnum = builder.enumType('CustomerRuleType', { description: 'Which customers a promo is for.', values: labelledValues(customerRuleTypeLabels) });
export const LastOrderUnitEnum = builder.enumType('LastOrderUnit', { description: 'The unit of a customer rule’s last-order window.', values: labelledValues(lastOrderUnitLabels) });
export const ShopOrderTypeEnum = builder.enumType('ShopOrderType', { description: 'How a shop order is taken and handed over.', values: labelledValues(shopOrderTypeLabels) });
export const ShopPaymentMethodEnum = builder.enumType('ShopPaymentMethod', { description: 'How a shop order is paid.', values: labelledValues(shopPaymentMethodLabels) });

/* ---------- GraphQL inputs ---------- */

const ScheduleInput = builder.inputType('PromoScheduleInput', {
  description: 'A weekly window of a promo in the outlet’s time zone: from startHour:00 (included) to endHour:00 (excluded).',
  fields: (t) => ({
    day: t.field({ type: DayEnum, required: true, description: 'The day of the week.' }),
    startHour: t.int({ required: true, description: 'The first hour, 0 to 23.' }),
    endHour: t.int({ required: true, description: 'The hour it stops, 1 to 24, after startHour.' }),
  }),
});

const ItemGroupInput = builder.inputType('PromoItemGroupInput', {
  description: 'A group of menus an item promo discounts.',
  fields: (t) => ({
    menuIds: t.intList({ required: true, description: 'The menus of the group; at least one.' }),
    discountAmount: t.int({ required: true, description: 'The discount on each unit: percent (0 to 100) or rupiah.' }),
    unit: t.field({ type: DiscountUnitEnum, required: true, description: 'Percent or rupiah.' }),
  }),
});

const RegistrationInput = builder.inputType('CustomerRuleRegistrationInput', {
  description: 'The window in which customers registered.',
  fields: (t) => ({
    startDate: t.field({ type: 'DateTime', description: 'From (included), or null for no start.' }),
    endDate: t.field({ type: 'DateTime', description: 'Until (excluded), or null for no end.' }),
  }),
});

const LastOrderInput = builder.inputType('CustomerRuleLastOrderInput', {
  description: 'The customer’s last order was within this many days, weeks or months.',
  fields: (t) => ({
    numberOfUnit: t.int({ required: true, description: 'How many; at least 1.' }),
    unit: t.field({ type: LastOrderUnitEnum, required: true, description: 'Days, weeks or months.' }),
  }),
});

const CustomerRuleInput = builder.inputType('CustomerRuleInput', {
  description: 'Which customers a promo is for; the parts other than type apply only to registered customers.',
  fields: (t) => ({
    type: t.field({ type: CustomerRuleTypeEnum, required: true, description: 'All customers, or registered customers only.' }),
    registration: t.field({ type: RegistrationInput, description: 'The window in which they registered.' }),
    membershipIds: t.intList({ description: 'The membership levels it is for; empty for any.' }),
    customerIds: t.intList({ description: 'The customers it is for; empty for any.' }),
    numberOfOrders: t.int({ description: 'At least this many earlier orders.' }),
    totalOrderAmount: t.int({ description: 'At least this many rupiah spent before.' }),
    lastOrder: t.field({ type: LastOrderInput, description: 'The last order within this window.' }),
  }),
});

type InputFieldBuilder = PothosSchemaTypes.InputFieldBuilder<typeof builder.$inferSchemaTypes, 'InputObject'>;

/** The rules' input fields, for a create (required as the spec says) or an update (all optional). */
export const ruleInputFields = (t: InputFieldBuilder, create: boolean) => ({
  name: t.string({ required: create, description: 'Its name; at most 100 characters.' }),
  description: t.string({ description: 'What it gives, or null.' }),
  startDate: t.field({ type: 'DateTime', required: create, description: 'When it starts (included).' }),
  endDate: t.field({ type: 'DateTime', required: create, description: 'When it ends (excluded): "End period must be after start period." otherwise.' }),
  active: t.boolean({ required: create, description: 'False stops it being offered.' }),
  discountLevel: t.field({ type: DiscountLevelEnum, required: create, description: 'Whether it discounts the items or the delivery fee.' }),
  discountAmount: t.int({ required: create, description: 'Percent (0 to 100) or rupiah; item promos use their groups’ amounts.' }),
  unit: t.field({ type: DiscountUnitEnum, required: create, description: 'Percent or rupiah.' }),
  itemRule: t.field({ type: ItemRuleEnum, description: 'SINGLE or BUNDLE for an item promo (order level only); null for a promo on the whole order.' }),
  itemGroups: t.field({ type: [ItemGroupInput], description: 'The item groups: one for SINGLE, one or more for BUNDLE.' }),
  minimumItem: t.int({ description: 'The order needs at least this many items, or null.' }),
  minimumAmount: t.int({ description: 'The order needs at least this many rupiah of items, or null.' }),
  allowedOrderTypes: t.field({ type: [ShopOrderTypeEnum], description: 'The order types it is for; empty for all.' }),
  schedules: t.field({ type: [ScheduleInput], description: 'The weekly windows it runs in; empty for always.' }),
  customerRule: t.field({ type: CustomerRuleInput, description: 'Which customers it is for; null for everyone.' }),
  usageLimitPerCustomer: t.int({ description: 'How many times one customer may use it, or null for no limit.' }),
  maximumDiscountAmount: t.int({ description: 'The largest discount it gives one order, in rupiah, or null.' }),
  totalQuantity: t.int({ description: 'How many times it may be used in all, or null for no limit.' }),
});

/* ---------- Reading ---------- */

async function loadRules(db: Queryable, ids: readonly number[]): Promise<StoredRules[]> {
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

const loaders = new WeakMap<object, DataLoader<number, StoredRules>>();

/** A promo's rules, loaded once per request for all the promos of a page. */
export function rulesOf(context: Context, ruleId: number): Promise<StoredRules> {
  let loader = loaders.get(context);
  if (!loader) loaders.set(context, (loader = new DataLoader((ids) => loadRules(context.db, ids))));
  return loader.load(ruleId);
}

/** Rules of many promos at once (the price calculation's promos). */
export const readRules = loadRules;

/** A column of a promo's rules as a list column of its kind's table (`ruleId` is that table's column). */
export const rulesColumn = (ruleId: AnyPgColumn, column: keyof RuleRow): SQL =>
  sql`(select ${shopPromotionRules[column as 'name']} from ${shopPromotionRules} where ${shopPromotionRules.id} = ${ruleId})`;

/* ---------- GraphQL objects ---------- */

const ScheduleRef = builder.objectRef<ScheduleRow>('PromoSchedule').implement({
  description: 'A weekly window of a promo in the outlet’s time zone.',
  fields: (t) => ({
    day: t.field({ type: DayEnum, description: 'The day of the week.', resolve: (row) => row.day as Day }),
    startHour: t.exposeInt('startHour', { description: 'The first hour (included).' }),
    endHour: t.exposeInt('endHour', { description: 'The hour it stops (excluded).' }),
  }),
});

const ItemGroupRef = builder.objectRef<ItemGroupRow>('PromoItemGroup').implement({
  description: 'A group of menus an item promo discounts.',
  fields: (t) => ({
    menuIds: t.exposeIntList('menuIds', { description: 'The menus of the group.' }),
    discountAmount: t.exposeInt('discountAmount', { description: 'The discount on each unit: percent or rupiah.' }),
    unit: t.field({ type: DiscountUnitEnum, description: 'Percent or rupiah.', resolve: (row) => row.unit as DiscountUnit }),
  }),
});

interface CustomerRuleView {
  type: CustomerRuleType;
  rules: RuleRow;
}

const RegistrationRef = builder.objectRef<{ startDate: Date | null; endDate: Date | null }>('CustomerRuleRegistration').implement({
  description: 'The window in which customers registered.',
  fields: (t) => ({
    startDate: t.field({ type: 'DateTime', nullable: true, description: 'From (included), or null.', resolve: (row) => row.startDate }),
    endDate: t.field({ type: 'DateTime', nullable: true, description: 'Until (excluded), or null.', resolve: (row) => row.endDate }),
  }),
});

const LastOrderRef = builder.objectRef<{ numberOfUnit: number; unit: LastOrderUnit }>('CustomerRuleLastOrder').implement({
  description: 'The customer’s last order was within this many days, weeks or months.',
  fields: (t) => ({
    numberOfUnit: t.exposeInt('numberOfUnit', { description: 'How many.' }),
    unit: t.field({ type: LastOrderUnitEnum, description: 'Days, weeks or months.', resolve: (row) => row.unit }),
  }),
});

const CustomerRuleRef = builder.objectRef<CustomerRuleView>('CustomerRule').implement({
  description: 'Which customers a promo is for.',
  fields: (t) => ({
    type: t.field({ type: CustomerRuleTypeEnum, description: 'All customers, or registered customers only.', resolve: (view) => view.type }),
    registration: t.field({
      type: RegistrationRef,
      nullable: true,
      description: 'The window in which they registered, or null.',
      resolve: ({ rules }) => (rules.registrationStartDate || rules.registrationEndDate ? { startDate: rules.registrationStartDate, endDate: rules.registrationEndDate } : null),
    }),
    membershipIds: t.intList({ description: 'The membership levels it is for; empty for any.', resolve: ({ rules }) => rules.membershipIds }),
    customerIds: t.intList({ description: 'The customers it is for; empty for any.', resolve: ({ rules }) => rules.customerIds }),
    numberOfOrders: t.int({ nullable: true, description: 'At least this many earlier orders, or null.', resolve: ({ rules }) => rules.numberOfOrders }),
    totalOrderAmount: t.int({ nullable: true, description: 'At least this many rupiah spent before, or null.', resolve: ({ rules }) => rules.totalOrderAmount }),
    lastOrder: t.field({
      type: LastOrderRef,
      nullable: true,
      description: 'The last order within this window, or null.',
      resolve: ({ rules }) => (rules.lastOrderNumberOfUnit != null && rules.lastOrderUnit ? { numberOfUnit: rules.lastOrderNumberOfUnit, unit: rules.lastOrderUnit as LastOrderUnit } : null),
    }),
  }),
});

type ObjectFieldBuilder<Row> = PothosSchemaTypes.ObjectFieldBuilder<typeof builder.$inferSchemaTypes, Row>;

/** The rules' fields on a promo object whose row has a ruleId. */
export function ruleObjectFields<Row extends { ruleId: number }>(t: ObjectFieldBuilder<Row>) {
  const rule = <Value>(read: (rules: StoredRules) => Value) => (row: Row, _args: unknown, context: Context) => rulesOf(context, row.ruleId).then(read);
  return {
    name: t.string({ description: 'Its name.', resolve: rule((r) => r.name) }),
    description: t.string({ nullable: true, description: 'What it gives, or null.', resolve: rule((r) => r.description) }),
    startDate: t.field({ type: 'DateTime', description: 'When it starts (included).', resolve: rule((r) => r.startDate) }),
    endDate: t.field({ type: 'DateTime', description: 'When it ends (excluded).', resolve: rule((r) => r.endDate) }),
    active: t.boolean({ description: 'False when it is not offered.', resolve: rule((r) => r.active) }),
    discountLevel: t.field({ type: DiscountLevelEnum, description: 'Whether it discounts the items or the delivery fee.', resolve: rule((r) => r.discountLevel as DiscountLevel) }),
    discountAmount: t.int({ description: 'Percent or rupiah.', resolve: rule((r) => r.discountAmount) }),
    unit: t.field({ type: DiscountUnitEnum, description: 'Percent or rupiah.', resolve: rule((r) => r.unit as DiscountUnit) }),
    itemRule: t.field({ type: ItemRuleEnum, nullable: true, description: 'SINGLE or BUNDLE for an item promo, or null.', resolve: rule((r) => r.itemRule as ItemRule | null) }),
    itemGroups: t.field({ type: [ItemGroupRef], description: 'Its item groups.', resolve: rule((r) => r.itemGroups) }),
    minimumItem: t.int({ nullable: true, description: 'The fewest items an order needs, or null.', resolve: rule((r) => r.minimumItem) }),
    minimumAmount: t.int({ nullable: true, description: 'The least rupiah of items an order needs, or null.', resolve: rule((r) => r.minimumAmount) }),
    allowedOrderTypes: t.field({ type: [ShopOrderTypeEnum], description: 'The order types it is for; empty for all.', resolve: rule((r) => r.allowedOrderTypes as ShopOrderType[]) }),
    schedules: t.field({ type: [ScheduleRef], description: 'The weekly windows it runs in; empty for always.', resolve: rule((r) => r.schedules) }),
    customerRule: t.field({
      type: CustomerRuleRef,
      nullable: true,
      description: 'Which customers it is for, or null for everyone.',
      resolve: rule((r) => (r.customerRuleType ? { type: r.customerRuleType as CustomerRuleType, rules: r } : null)),
    }),
    usageLimitPerCustomer: t.int({ nullable: true, description: 'How many times one customer may use it, or null.', resolve: rule((r) => r.usageLimitPerCustomer) }),
    maximumDiscountAmount: t.int({ nullable: true, description: 'The largest discount it gives one order, or null.', resolve: rule((r) => r.maximumDiscountAmount) }),
    totalQuantity: t.int({ nullable: true, description: 'How many times it may be used in all, or null.', resolve: rule((r) => r.totalQuantity) }),
    usedQuantity: t.int({ description: 'How many times it has been used.', resolve: rule((r) => r.usedQuantity) }),
  };
}

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
  const [stored] = await loadRules(db, [ruleId]);
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
