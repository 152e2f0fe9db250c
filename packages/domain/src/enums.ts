/** The fixed value sets of the specification, shared by the API's enums and the console's pickers. */

export const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Day = (typeof DAYS)[number];

export const HUB_OWNERSHIPS = ['JUMPSTART', 'FRANCHISE'] as const;
export type HubOwnership = (typeof HUB_OWNERSHIPS)[number];

export const HUB_RENT_TYPES = ['FREE', 'REVENUE_SHARING', 'FIXED_COST', 'CUP_FEE_SHARING'] as const;
export type HubRentType = (typeof HUB_RENT_TYPES)[number];

export const PAYMENT_TERMS = ['MONTHLY', 'QUARTERLY', 'SEMI_ANNUALLY', 'ANNUALLY'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

/** Indonesia's three time zones, by their IANA names. */
export const TIMEZONES = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const;
export type Timezone = (typeof TIMEZONES)[number];

export const dayLabels = {
  MONDAY: 'Monday',
  TUESDAY: 'Tuesday',
  WEDNESDAY: 'Wednesday',
  THURSDAY: 'Thursday',
  FRIDAY: 'Friday',
  SATURDAY: 'Saturday',
  SUNDAY: 'Sunday',
} satisfies Record<Day, string>;

export const hubOwnershipLabels = { JUMPSTART: 'Jumpstart', FRANCHISE: 'Franchise' } satisfies Record<HubOwnership, string>;

export const hubRentTypeLabels = {
  FREE: 'Free',
  REVENUE_SHARING: 'Revenue sharing',
  FIXED_COST: 'Fixed cost',
  CUP_FEE_SHARING: 'Cup fee sharing',
} satisfies Record<HubRentType, string>;

export const paymentTermsLabels = { MONTHLY: 'Monthly', QUARTERLY: 'Quarterly', SEMI_ANNUALLY: 'Semi-annually', ANNUALLY: 'Annually' } satisfies Record<PaymentTerms, string>;

export const timezoneLabels = {
  'Asia/Jakarta': 'WIB (Asia/Jakarta)',
  'Asia/Makassar': 'WITA (Asia/Makassar)',
  'Asia/Jayapura': 'WIT (Asia/Jayapura)',
} satisfies Record<Timezone, string>;

/** How a machine looks on its last inspection (spec point 4). */
export const PHYSICAL_CONDITIONS = ['CLEAR', 'PARTIAL', 'FAIL'] as const;
export type PhysicalCondition = (typeof PHYSICAL_CONDITIONS)[number];

/** When a machine's refrigerator runs: never, always, or during the machine's running schedule. */
export const REFRIGERATOR_MODES = ['OFF', 'ALWAYS_ON', 'SCHEDULED'] as const;
export type RefrigeratorMode = (typeof REFRIGERATOR_MODES)[number];

/** The state of the motor that locks a machine's door. */
export const LOCK_MOTOR_STATES = ['LOCKED', 'UNLOCKED'] as const;
export type LockMotorState = (typeof LOCK_MOTOR_STATES)[number];

/** A machine counts as connected when the gateway heard from it within this many minutes. */
export const HEARTBEAT_WINDOW_MINUTES = 5;

export const physicalConditionLabels = { CLEAR: 'Clear', PARTIAL: 'Partial', FAIL: 'Fail' } satisfies Record<PhysicalCondition, string>;
export const refrigeratorModeLabels = { OFF: 'Off', ALWAYS_ON: 'Always on', SCHEDULED: 'During running schedule' } satisfies Record<RefrigeratorMode, string>;
export const lockMotorStateLabels = { LOCKED: 'Locked', UNLOCKED: 'Unlocked' } satisfies Record<LockMotorState, string>;

/** How a vending order is paid (spec point 9); the payment mapping limits a user to some of them. */
export const VENDING_PAYMENT_METHODS = ['CASH', 'TEST', 'FREE', 'GOPAY', 'DANA', 'LINKAJA', 'JAKONE', 'SHOPEE_PAY', 'JUMPSTART'] as const;
export type VendingPaymentMethod = (typeof VENDING_PAYMENT_METHODS)[number];

export const vendingPaymentMethodLabels = {
  CASH: 'Cash',
  TEST: 'Test',
  FREE: 'Free',
  GOPAY: 'GoPay',
  DANA: 'DANA',
  LINKAJA: 'LinkAja',
  JAKONE: 'JakOne',
  SHOPEE_PAY: 'ShopeePay',
  JUMPSTART: 'Jumpstart',
} satisfies Record<VendingPaymentMethod, string>;

/* ---------- the online shop's orders and promotions (spec point 9) ---------- */

export const SHOP_ORDER_TYPES = ['PICK_UP', 'DELIVERY', 'DINE_IN', 'GO_FOOD'] as const;
export type ShopOrderType = (typeof SHOP_ORDER_TYPES)[number];

export const SHOP_PAYMENT_METHODS = ['GOPAY', 'JUMPSTART', 'LINKAJA', 'CASH', 'CREDIT_CARD', 'SHOPEE_PAY'] as const;
export type ShopPaymentMethod = (typeof SHOP_PAYMENT_METHODS)[number];

/** What a promo discounts: the items of the order, or its delivery fee. */
export const DISCOUNT_LEVELS = ['ORDER', 'DELIVERY'] as const;
export type DiscountLevel = (typeof DISCOUNT_LEVELS)[number];

export const DISCOUNT_UNITS = ['PERCENTAGE', 'NOMINAL'] as const;
export type DiscountUnit = (typeof DISCOUNT_UNITS)[number];

/** An item promo discounts one unit (SINGLE) or one unit of each of its groups together (BUNDLE). */
export const ITEM_RULES = ['SINGLE', 'BUNDLE'] as const;
export type ItemRule = (typeof ITEM_RULES)[number];

export const CUSTOMER_RULE_TYPES = ['ALL_CUSTOMERS', 'REGISTERED_CUSTOMERS'] as const;
export type CustomerRuleType = (typeof CUSTOMER_RULE_TYPES)[number];

export const LAST_ORDER_UNITS = ['DAYS', 'WEEKS', 'MONTHS'] as const;
export type LastOrderUnit = (typeof LAST_ORDER_UNITS)[number];

export const shopOrderTypeLabels = { PICK_UP: 'Pick up', DELIVERY: 'Delivery', DINE_IN: 'Dine in', GO_FOOD: 'GoFood' } satisfies Record<ShopOrderType, string>;
export const shopPaymentMethodLabels = {
  GOPAY: 'GoPay',
  JUMPSTART: 'Jumpstart',
  LINKAJA: 'LinkAja',
  CASH: 'Cash',
  CREDIT_CARD: 'Credit card',
  SHOPEE_PAY: 'ShopeePay',
} satisfies Record<ShopPaymentMethod, string>;
export const discountLevelLabels = { ORDER: 'Order', DELIVERY: 'Delivery' } satisfies Record<DiscountLevel, string>;
export const discountUnitLabels = { PERCENTAGE: 'Percentage', NOMINAL: 'Nominal' } satisfies Record<DiscountUnit, string>;
export const itemRuleLabels = { SINGLE: 'Single item', BUNDLE: 'Bundle' } satisfies Record<ItemRule, string>;
export const customerRuleTypeLabels = { ALL_CUSTOMERS: 'All customers', REGISTERED_CUSTOMERS: 'Registered customers' } satisfies Record<CustomerRuleType, string>;
export const lastOrderUnitLabels = { DAYS: 'Days', WEEKS: 'Weeks', MONTHS: 'Months' } satisfies Record<LastOrderUnit, string>;
