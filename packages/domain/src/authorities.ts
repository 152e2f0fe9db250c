/**
 * Every authority the console knows. An entity gets VIEW_, CREATE_, UPDATE_ and DELETE_;
 * the special and mapping authorities are listed as the specification names them.
 * The server seeds these as rows on every start, so a new entity's authorities appear at once.
 */

/** Entities of the console, as authority stems (`HUB` gives `VIEW_HUB`, `CREATE_HUB`, ...). */
export const ENTITIES = [
  // people and access
  'USER',
  'ROLE',
  // master data and hubs
  'UNIT',
  'INGREDIENT',
  'PACKAGING',
  'SPARE_PART',
  'CLUSTER',
  'DEPARTMENT',
  'COMPANY',
  'HUB',
  'HUB_TYPE',
  'HUB_ENTITY',
  // machines
  'MACHINE',
  'MACHINE_TYPE',
  'MACHINE_TYPE_DISPLAY',
  'MACHINE_TYPE_STOCK',
  'MACHINE_DRAFT',
  'MACHINE_HUB',
  'MACHINE_STOCK_IN',
  'MACHINE_STOCK_OUT',
  'MACHINE_STATUS_ERROR',
  'MACHINE_STATUS_INFO',
  'MACHINE_ERROR',
  'MACHINE_PAYMENT',
  'MACHINE_QR',
  'MACHINE_BANNER',
  'MACHINE_SCREENSAVER',
  'MACHINE_SOFTWARE_UPDATE',
  'MACHINE_HISTORY',
  'MACHINE_MENU',
  'SERVER_INSTRUCTION_LOG',
  'SLOT',
  'SLOT_MASTER',
  'SLOT_SETTING',
  // menus and recipes
  'PRODUCT',
  'PRODUCT_SET',
  'PRODUCT_IN_MACHINE',
  'PRODUCT_HISTORY',
  'INGREDIENT_IN_PRODUCT',
  // payments and finance
  'MIDTRANS',
  'QR_TYPE_MAPPING',
  'SETTLEMENT_DATA',
  'SETTLEMENT_FILE',
  'CARD_CODE',
  'DYNAMICS_FAIL_REQUEST',
  'CIMB_FAIL_REQUEST',
  // refilling and logistics
  'TASK',
  'TASK_REPORT',
  'REFILLER_SCHEDULE',
  'LATTE_CONFIG',
  'LEAVE',
  // vending orders and rewards
  'ORDER',
  'ORDER_SUMMARY',
  'REWARD_ORDER',
  'REWARD_RULE',
  // online shop
  'SHOP_HUB',
  'SHOP_HUB_MENU',
  'SHOP_HUB_STOCK',
  'SHOP_TASK',
  'SHOP_MENU',
  'SHOP_MENU_HISTORY',
  'SHOP_MENU_INGREDIENT',
  'SHOP_MENU_CATEGORY',
  'SHOP_MENU_SUBCATEGORY',
  'SHOP_MENU_DISPLAY_CATEGORY',
  'SHOP_MENU_CUSTOMIZATION',
  'SHOP_PRODUCT',
  'SHOP_PRODUCT_DISPLAY_CATEGORY',
  'SHOP_PRODUCT_MACHINE_TYPE_DISPLAY',
  'SHOP_TOPPING',
  'SHOP_VARIANT',
  'SHOP_MERCHANT',
  'SHOP_PARTNER',
  'SHOP_COURIER',
  'SHOP_CUSTOMER',
  'SHOP_MEMBERSHIP',
  'SHOP_MEMBERSHIP_PROMO',
  'SHOP_VOUCHER_SETTING',
  'SHOP_VOUCHER_CODE',
  'SHOP_ASSIGNED_VOUCHER',
  'SHOP_PROMO',
  'SHOP_THIRD_PARTY_PROMO',
  'SHOP_DISCOUNT',
  'SHOP_POS_PROMO',
  'SHOP_POS_PARTNER',
  'SHOP_POS_SALES_TYPE',
  'SHOP_POS_ORDER',
  'SHOP_DEAL',
  'SHOP_NOTIFICATION',
  'SHOP_POPUP_BANNER',
  'SHOP_SCROLLING_BANNER',
  'SHOP_HOME_BACKGROUND',
  'SHOP_HOME_ANNOUNCEMENT',
  'SHOP_FAQ',
  'SHOP_TNC',
  'SHOP_ABOUT_US',
  'SHOP_PWA_CONFIGURATION',
  'SHOP_DELIVERY_CONFIGURATION',
  'SHOP_PAYMENT_PROVIDER',
  'SHOP_ORDER',
  'SHOP_LOYALTY_POINT_HISTORY',
  // audit files (DEX) of machines of other makes
  'MACHINE_AUDIT_FILE',
  // machine alerts: incidents and their thresholds
  'MACHINE_ALERT',
  'MACHINE_ALERT_THRESHOLD',
] as const;

export type Entity = (typeof ENTITIES)[number];

export const ACTIONS = ['VIEW', 'CREATE', 'UPDATE', 'DELETE'] as const;
export type Action = (typeof ACTIONS)[number];

/** Authorities that are not an action on one entity. */
export const SPECIAL_AUTHORITIES = {
  FINISH_INVESTIGATION: 'Finish a machine error investigation',
  FILL_MACHINE_STOCK_IN: 'Fill a machine’s ingredient stock',
  FILL_MACHINE_STOCK_OUT: 'Fill a machine’s packaging stock',
  STOCK_PREPARATION: 'See the stock to prepare for refills',
  IS_COURIER: 'Deliver shop orders as a courier',
  ACCEPT_ORDER: 'Accept shop orders',
  FINISH_ORDER: 'Finish shop orders',
  CHANGE_MENU_AVAILABILITY: 'Mark an outlet’s menu available or sold out',
  VIEW_ALL_TASKS: 'See every refiller’s tasks',
  VIEW_MY_PROFILE: 'See one’s own profile',
  UPDATE_MY_PROFILE: 'Change one’s own profile and password',
  VIEW_CONCISED_ORDER: 'See concised vending orders',
  VIEW_LIVE_ORDER: 'See an outlet’s live orders',
  VIEW_ORDER_LOG: 'See vending order logs',
  VIEW_PROFITABILITY_REPORT: 'See the profitability report',
  VIEW_ANALYTICS_LOGISTIC: 'See logistic analytics',
  VIEW_ANALYTICS_MACHINE: 'See machine analytics',
  VIEW_ANALYTICS_OUTLET: 'See outlet analytics',
  VIEW_ANALYTICS_PWA: 'See PWA analytics',
  VIEW_USER_ACTIVITY: 'See the user activity log',
} as const;

/** Per-user mapping lists; each has a VIEW_ and an UPDATE_ authority. */
export const MAPPINGS = {
  USER_SHOP_HUB: 'outlet mapping',
  USER_PAYMENT: 'payment mapping',
  USER_SHOP_MERCHANT: 'merchant mapping',
  USER_MACHINE_MAPPING: 'machine mapping',
  USER_SHOP_PARTNER: 'partner mapping',
  USER_COMPANY_MAPPING: 'company mapping',
} as const;

export type Mapping = keyof typeof MAPPINGS;

export type SpecialAuthority = keyof typeof SPECIAL_AUTHORITIES;

/** Every authority name: exactly the names `AUTHORITIES` lists, so a misspelt one does not compile. */
export type Authority = `${Action}_${Entity}` | SpecialAuthority | `${'VIEW' | 'UPDATE'}_${Mapping}`;

type ViewStemOf<Name> = Name extends `VIEW_${infer Stem}` ? Stem : never;
/** What follows VIEW_ in an authority: an entity, or a page of its own such as ORDER_LOG (VIEW_ORDER_LOG). */
export type ViewStem = ViewStemOf<Authority>;

export interface AuthorityDefinition {
  name: Authority;
  description: string;
  /** The entity or area the authority belongs to, for grouping in the role form. */
  group: string;
}

const ACTION_VERBS: Record<Action, string> = {
  VIEW: 'View',
  CREATE: 'Create',
  UPDATE: 'Update',
  DELETE: 'Delete',
};

function humanize(stem: string): string {
  const words = stem.toLowerCase().split('_');
  return words.join(' ');
}

function buildAuthorities(): AuthorityDefinition[] {
  const list: AuthorityDefinition[] = [];
  const seen = new Set<string>();
  const add = (definition: AuthorityDefinition) => {
    if (seen.has(definition.name)) return;
    seen.add(definition.name);
    list.push(definition);
  };
  for (const entity of ENTITIES) {
    for (const action of ACTIONS) {
      add({ name: `${action}_${entity}`, description: `${ACTION_VERBS[action]} ${humanize(entity)}`, group: entity });
    }
  }
  for (const [name, description] of Object.entries(SPECIAL_AUTHORITIES) as [SpecialAuthority, string][]) {
    add({ name, description, group: 'SPECIAL' });
  }
  for (const [stem, label] of Object.entries(MAPPINGS) as [Mapping, string][]) {
    add({ name: `VIEW_${stem}`, description: `View ${label}`, group: stem });
    add({ name: `UPDATE_${stem}`, description: `Update ${label}`, group: stem });
  }
  return list;
}

export const AUTHORITIES: readonly AuthorityDefinition[] = buildAuthorities();

export const AUTHORITY_NAMES: ReadonlySet<string> = new Set(AUTHORITIES.map((authority) => authority.name));

/** Whether a name read at run time (from the database, a request) is one of the console's authorities. */
export function isAuthority(name: string): name is Authority {
  return AUTHORITY_NAMES.has(name);
}

/** Whether a stem read at run time (e.g. derived from a type name) has a VIEW_ authority. */
export function isViewStem(stem: string): stem is ViewStem {
  return isAuthority(`VIEW_${stem}`);
}

/** `action` on a stem only the run time knows (a CRUD type's): a name that is no authority stops the server at start. */
export function checkedAuthority(action: Action, stem: ViewStem): Authority {
  const name = `${action}_${stem}`;
  if (!isAuthority(name)) throw new Error(`${name} is no authority of the console`);
  return name;
}

export function authority(action: Action, entity: Entity): Authority {
  return `${action}_${entity}`;
}
