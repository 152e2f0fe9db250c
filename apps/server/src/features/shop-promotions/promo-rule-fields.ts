import DataLoader from 'dataloader';
import type { CustomerRuleType, Day, DiscountLevel, DiscountUnit, ItemRule, LastOrderUnit, ShopOrderType } from '@back-office/domain';
import { builder } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { DayEnum } from '../../platform/enums';
import { readRules, type ItemGroupRow, type RuleRow, type ScheduleRow, type StoredRules } from './promo-rule-store';
import { CustomerRuleTypeEnum, DiscountLevelEnum, DiscountUnitEnum, ItemRuleEnum, LastOrderUnitEnum, ShopOrderTypeEnum } from './promo-rules';

/* The promo rules' GraphQL object fields, on each kind of promo whose row has a ruleId. */

const loaders = new WeakMap<object, DataLoader<number, StoredRules>>();

/** A promo's rules, loaded once per request for all the promos of a page. */
export function rulesOf(context: Context, ruleId: number): Promise<StoredRules> {
  let loader = loaders.get(context);
  if (!loader) loaders.set(context, (loader = new DataLoader((ids) => readRules(context.db, ids))));
  return loader.load(ruleId);
}

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
