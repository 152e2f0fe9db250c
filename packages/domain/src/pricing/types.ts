import type { Day, DiscountLevel, DiscountUnit, ItemRule, CustomerRuleType, LastOrderUnit, ShopOrderType, ShopPaymentMethod } from '../enums';

/*
 * What the shop's price calculation reads and what it answers (docs/pricing.md). Money is whole
 * rupiah everywhere; an instant is a Date or an ISO 8601 string. The names are the spec's (point 3):
 * an order menu line, a shop or POS promo with its customer rule, a used promo.
 */

export type Instant = Date | string;

/** A chosen variant unit (e.g. "Large"), a topping or a customization item of one unit of a line. */
export interface VariantUnitInput {
  name: string;
  price: number;
  cogs: number;
}
export interface ToppingInput {
  name: string;
  price: number;
  cogs: number;
  /** How many of this topping go on each unit of the line. */
  quantity: number;
}
export interface CustomizationInput {
  name: string;
  price: number;
}

/** One line of the order: `amount` units of one menu, as the outlet sells it. */
export interface OrderLineInput {
  /** Unique within the order; lines are matched to the answer by it. */
  id: string | number;
  menuId: number;
  name: string;
  /** How many units (at least 1). */
  amount: number;
  /** The outlet's price of one unit of the menu. */
  price: number;
  /** The outlet's discounted price, used from its start (included) until its end (excluded); a missing bound is open. */
  discountedPrice?: number | null;
  discountedPriceStart?: Instant | null;
  discountedPriceEnd?: Instant | null;
  variantUnits?: readonly VariantUnitInput[];
  toppings?: readonly ToppingInput[];
  customizations?: readonly CustomizationInput[];
}

/** What is known of the customer; null for a walk-in. */
export interface CustomerFacts {
  id: number;
  /** A registered account (not a guest checkout). */
  registered: boolean;
  registeredAt: Instant | null;
  membershipId: number | null;
  numberOfOrders: number;
  totalOrderAmount: number;
  lastOrderAt: Instant | null;
  /** How many times the customer has already used each promo, by promo id. */
  promoUses: Readonly<Record<number, number>>;
}

/** A weekly window in the outlet's time zone: from startHour:00 (included) to endHour:00 (excluded), 0 ≤ start < end ≤ 24. */
export interface PromoSchedule {
  day: Day;
  startHour: number;
  endHour: number;
}

export interface ItemGroup {
  menuIds: readonly number[];
  discountAmount: number;
  unit: DiscountUnit;
}

export interface CustomerRule {
  type: CustomerRuleType;
  /** The customer registered from startDate (included) until endDate (excluded). */
  registration?: { startDate: Instant | null; endDate: Instant | null } | null;
  membershipIds?: readonly number[] | null;
  customerIds?: readonly number[] | null;
  /** At least this many orders before this one. */
  numberOfOrders?: number | null;
  /** At least this much spent before this order. */
  totalOrderAmount?: number | null;
  /** The last order no longer ago than this. */
  lastOrder?: { numberOfUnit: number; unit: LastOrderUnit } | null;
}

/**
 * A promo offered to the order: a shop promo, an assigned voucher or a POS promo (which has no level:
 * pass ORDER). An empty or missing list (order types, payment methods, outlets, schedules) means no
 * limit of that kind; a missing number means none.
 */
export interface PromoOffer {
  /** Unique among the promos of one calculation. */
  id: number;
  name: string;
  discountLevel: DiscountLevel;
  unit: DiscountUnit;
  /** Percent (0 to 100) or rupiah; item promos use their groups' amounts instead. */
  discountAmount: number;
  /** Only on ORDER-level promos. SINGLE has exactly one item group; BUNDLE one or more. */
  itemRule?: ItemRule | null;
  itemGroups?: readonly ItemGroup[];
  minimumItem?: number | null;
  minimumAmount?: number | null;
  allowedOrderTypes?: readonly ShopOrderType[] | null;
  allowedPaymentMethods?: readonly ShopPaymentMethod[] | null;
  /** The outlets it runs at. */
  hubIds?: readonly number[] | null;
  schedules?: readonly PromoSchedule[] | null;
  /** It runs from startDate (included) until endDate (excluded). */
  startDate?: Instant | null;
  endDate?: Instant | null;
  customerRule?: CustomerRule | null;
  usageLimitPerCustomer?: number | null;
  maximumDiscountAmount?: number | null;
  totalQuantity?: number | null;
  usedQuantity?: number;
}

export interface ShopOrderPriceInput {
  now: Instant;
  outlet: { id: number; timeZone: string };
  orderType: ShopOrderType;
  paymentMethod: ShopPaymentMethod;
  customer: CustomerFacts | null;
  lines: readonly OrderLineInput[];
  /** The delivery fee before any discount; 0 when the order is not delivered. */
  deliveryFee: number;
  promos: readonly PromoOffer[];
  maximumDiscountPerTransaction: number | null;
}

/** A line as priced: unit price = price + totalCustomizationPrice; totalPrice = unit price × amount. */
export interface PricedLine {
  id: string | number;
  menuId: number;
  name: string;
  amount: number;
  /** One unit of the menu: the outlet's price, or its discounted price while that runs. */
  price: number;
  /** One unit of the menu at the outlet's price, before its discounted price. */
  fullPrice: number;
  /** What the outlet's discounted price takes off the line: (fullPrice − price) × amount; 0 outside its window. */
  outletDiscount: number;
  /** One unit's customizations, variant units and toppings. */
  totalCustomizationPrice: number;
  totalPrice: number;
  /** From the item promo (on its units of this line). */
  itemDiscount: number;
  /** This line's share of the ORDER-level promo. */
  orderDiscount: number;
  /** itemDiscount + orderDiscount. */
  discount: number;
  totalPriceAfterDiscount: number;
}

/** A promo that gave a discount (spec: used promo). */
export interface UsedPromo {
  shopPromoId: number;
  name: string;
  discountLevel: DiscountLevel;
  discountUsed: number;
}

export const REFUSAL_REASONS = [
  'BEFORE_PERIOD',
  'AFTER_PERIOD',
  'OUTSIDE_SCHEDULE',
  'NOT_AT_THIS_OUTLET',
  'WRONG_ORDER_TYPE',
  'WRONG_PAYMENT_METHOD',
  'USED_UP',
  'NOT_FOR_THIS_CUSTOMER',
  'CUSTOMER_LIMIT_REACHED',
  'BELOW_MINIMUM_ITEM',
  'BELOW_MINIMUM_AMOUNT',
  'NO_ELIGIBLE_ITEMS',
  'NO_DELIVERY_FEE',
  'NOTHING_LEFT_TO_DISCOUNT',
  'TRANSACTION_MAXIMUM_REACHED',
  'NO_DISCOUNT',
  'BIGGER_PROMO_APPLIED',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** Which part of a customer rule a customer does not meet. */
export const CUSTOMER_RULE_PARTS = [
  'KNOWN_CUSTOMER',
  'REGISTERED',
  'REGISTRATION_WINDOW',
  'MEMBERSHIP',
  'CUSTOMER_LIST',
  'NUMBER_OF_ORDERS',
  'TOTAL_ORDER_AMOUNT',
  'LAST_ORDER',
] as const;
export type CustomerRulePart = (typeof CUSTOMER_RULE_PARTS)[number];

export interface RefusedPromo {
  shopPromoId: number;
  name: string;
  discountLevel: DiscountLevel;
  reason: RefusalReason;
  /** Set when reason is NOT_FOR_THIS_CUSTOMER. */
  customerRule: CustomerRulePart | null;
  /** The reason as a sentence a person reads. */
  message: string;
}

export interface ShopOrderPrice {
  lines: PricedLine[];
  /** The lines' total before any discount. */
  totalItemPrice: number;
  /** Item and ORDER-level discounts (the delivery discount is apart). */
  totalDiscount: number;
  totalItemPriceAfterDiscount: number;
  deliveryFee: number;
  deliveryDiscount: number;
  deliveryFeeAfterDiscount: number;
  /** Everything before discounts: totalItemPrice + deliveryFee. */
  totalAmount: number;
  /** totalItemPrice − totalDiscount + deliveryFee − deliveryDiscount. */
  paidAmount: number;
  appliedPromos: UsedPromo[];
  refusedPromos: RefusedPromo[];
}
