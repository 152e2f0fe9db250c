import { customerRuleTypeLabels, discountLevelLabels, discountUnitLabels, itemRuleLabels, lastOrderUnitLabels, shopOrderTypeLabels, shopPaymentMethodLabels } from '@back-office/domain';
import { builder, labelledValues } from '../../platform/builder';
import { DayEnum } from '../../platform/enums';

/*
 * The promo rules shared by voucher settings, shop promos and POS promos. Here: their enums and
 * GraphQL input fields (`ruleInputFields`). Their object fields are promo-rule-fields.ts
 * (`ruleObjectFields(t)`), how they are stored, read and handed to the price calculation is
 * promo-rule-store.ts (`writeRules`, `readRules`, `toPromoOffer`). A kind of promo keeps a `ruleId`.
 */

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
