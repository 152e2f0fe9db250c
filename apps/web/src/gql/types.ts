export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar day as YYYY-MM-DD that exists, from 0001-01-02 to 9999-12-30; BAD_USER_INPUT for any other (2024-02-30, 0001-01-01). */
  Date: { input: string; output: string; }
  /** An instant in ISO 8601, sent in UTC, from 0001-01-01 to 9999-12-31; BAD_USER_INPUT for any other. */
  DateTime: { input: string; output: string; }
  /** A file sent in a multipart request, as the GraphQL multipart request convention has it. */
  File: { input: unknown; output: unknown; }
};

/** How long each point of a series is: a day, a week (from Monday) or a month. */
export type AnalyticsGranularity =
  /** One point per day. */
  | 'DAY'
  /** One point per calendar month. */
  | 'MONTH'
  /** One point per week, from Monday. */
  | 'WEEK';

/** Who fixes a machine error, and when. */
export type AssignErrorTaskInput = {
  /** The id of the assignee. */
  assigneeId: Scalars['Int']['input'];
  /** When the task is to be done. */
  executionTime: Scalars['DateTime']['input'];
  /** By default the hub the machine stands at. */
  hubName?: InputMaybe<Scalars['String']['input']>;
  /** By default the machine’s error now. */
  lastError?: InputMaybe<Scalars['String']['input']>;
};

/** One product’s paid sales between two audit files. */
export type AuditFileProductSales = {
  __typename?: 'AuditFileProductSales';
  /** The product’s code in the machine (PA101). */
  code: Scalars['String']['output'];
  /** Paid sales in rupiah. */
  value: Scalars['Int']['output'];
  /** Paid vends. */
  vends: Scalars['Int']['output'];
};

/** How an audit file came. */
export type AuditFileSource =
  /** Sent by the machine. */
  | 'GATEWAY'
  /** Uploaded in the console. */
  | 'UPLOAD';

/** What became of an audit file. */
export type AuditFileStatus =
  /** Read: sales recorded. */
  | 'APPLIED'
  /** Counters went down: no sales recorded. */
  | 'COUNTER_RESET'
  /** Refused. */
  | 'FAILED';

/** A permission a role grants, such as VIEW_HUB; each root field names the one it needs. */
export type Authority = {
  __typename?: 'Authority';
  /** What the authority allows. */
  description: Scalars['String']['output'];
  /** The entity or area it belongs to, for grouping in the role form. */
  group: Scalars['String']['output'];
  /** The authority's id. */
  id: Scalars['Int']['output'];
  /** Its name, as root fields and FORBIDDEN errors name it (e.g. VIEW_HUB). */
  name: Scalars['String']['output'];
};

/** What gives a customer an automatic voucher. */
export type AutomaticVoucherTrigger =
  /** Birthday. */
  | 'BIRTHDAY'
  /** New customer. */
  | 'NEW_CUSTOMER'
  /** Referral code. */
  | 'REFERRAL_CODE';

/** A group of hubs, to plan and report by area. */
export type Cluster = {
  __typename?: 'Cluster';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** A new cluster. */
export type ClusterInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active: Scalars['Boolean']['input'];
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The cluster's name, unique among cluster records; refused when blank or too long. */
  name: Scalars['String']['input'];
};

/** One page of a list of Cluster records. */
export type ClusterPage = {
  __typename?: 'ClusterPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<Cluster>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a cluster to change; those left out keep their value. */
export type ClusterUpdateInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The cluster's name, unique among cluster records; refused when blank or too long. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A corporate customer whose employees buy with a company card and earn rewards. */
export type Company = {
  __typename?: 'Company';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** The company's departments. */
  departments: Array<Department>;
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The company's employees. */
  employees: Array<CompanyEmployee>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** Rupiah left for rewards. */
  rewardBalance: Scalars['Int']['output'];
  /** HH:mm when the daily allowance starts again. */
  rewardCutOffDaily: Maybe<Scalars['String']['output']>;
  /** Day of the month, 1 to 28. */
  rewardCutOffMonthly: Maybe<Scalars['Int']['output']>;
  /** The weekday the weekly reward balance starts again, or null. */
  rewardCutOffWeekly: Maybe<Day>;
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** Someone whose card pays with the company reward balance. */
export type CompanyEmployee = {
  __typename?: 'CompanyEmployee';
  /** False when the employee's card may no longer be used. */
  active: Scalars['Boolean']['output'];
  /** The number of the employee's company card, or null. */
  cardNumber: Maybe<Scalars['String']['output']>;
  /** The department the employee works in, or null. */
  department: Maybe<Department>;
  /** The id of the department. */
  departmentId: Maybe<Scalars['Int']['output']>;
  /** The company's own number for the employee, or null. */
  employeeNo: Maybe<Scalars['String']['output']>;
  /** The company employee's id. */
  id: Scalars['Int']['output'];
  /** The employee's name. */
  name: Scalars['String']['output'];
};

/** An employee of a company; the card number must be unique. */
export type CompanyEmployeeInput = {
  /** False stops the employee's card from being used. */
  active: Scalars['Boolean']['input'];
  /** The number of the employee's company card. */
  cardNumber?: InputMaybe<Scalars['String']['input']>;
  /** The id of the department. */
  departmentId?: InputMaybe<Scalars['Int']['input']>;
  /** The company's own number for the employee. */
  employeeNo?: InputMaybe<Scalars['String']['input']>;
  /** Given for an employee the company already has. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** The employee's name; required, not blank. */
  name: Scalars['String']['input'];
};

/** A company's details; in an update, the fields left out keep their value. */
export type CompanyInput = {
  /** False stops its cards from being used and hides it from choosers. */
  active: Scalars['Boolean']['input'];
  /** Free text about the company. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The whole list: employees left out are removed. */
  employees: Array<CompanyEmployeeInput>;
  /** The company's name, unique. */
  name: Scalars['String']['input'];
  /** The reward budget, in rupiah, the company grants its employees per cut-off period; not negative. */
  rewardBalance: Scalars['Int']['input'];
  /** HH:mm. */
  rewardCutOffDaily?: InputMaybe<Scalars['String']['input']>;
  /** The day of the month the monthly reward balance starts again. */
  rewardCutOffMonthly?: InputMaybe<Scalars['Int']['input']>;
  /** The weekday the weekly reward balance starts again. */
  rewardCutOffWeekly?: InputMaybe<Day>;
};

/** One page of a list of Company records. */
export type CompanyPage = {
  __typename?: 'CompanyPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<Company>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A company's details; in an update, the fields left out keep their value. */
export type CompanyUpdateInput = {
  /** False stops its cards from being used and hides it from choosers. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text about the company. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The whole list: employees left out are removed. */
  employees?: InputMaybe<Array<CompanyEmployeeInput>>;
  /** The company's name, unique. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The reward budget, in rupiah, the company grants its employees per cut-off period; not negative. */
  rewardBalance?: InputMaybe<Scalars['Int']['input']>;
  /** HH:mm. */
  rewardCutOffDaily?: InputMaybe<Scalars['String']['input']>;
  /** The day of the month the monthly reward balance starts again. */
  rewardCutOffMonthly?: InputMaybe<Scalars['Int']['input']>;
  /** The weekday the weekly reward balance starts again. */
  rewardCutOffWeekly?: InputMaybe<Day>;
};

/** A vending order without its money breakdown. */
export type ConcisedOrder = {
  __typename?: 'ConcisedOrder';
  /** When the customer started the order, or null. */
  createdTime: Maybe<Scalars['DateTime']['output']>;
  /** Seconds from created to the drink done. */
  duration: Maybe<Scalars['Int']['output']>;
  /** When it failed, or null. */
  failedTime: Maybe<Scalars['DateTime']['output']>;
  /** The id of the hub the machine stood at, or null. */
  hubId: Maybe<Scalars['Int']['output']>;
  /** The hub the machine stood at when the order was made. */
  hubInternalId: Maybe<Scalars['String']['output']>;
  /** The name of the hub the machine stood at, or null. */
  hubName: Maybe<Scalars['String']['output']>;
  /** The order's id. */
  id: Scalars['Int']['output'];
  /** Its machine. */
  machine: Machine;
  /** The id of its machine. */
  machineId: Scalars['Int']['output'];
  /** The machine type’s initial name. */
  machineInitial: Maybe<Scalars['String']['output']>;
  /** The machine’s VMC number when the order was made. */
  machineNo: Scalars['String']['output'];
  /** The machine’s own number of the order. */
  orderNo: Scalars['String']['output'];
  /** When it was paid, or null. */
  paidTime: Maybe<Scalars['DateTime']['output']>;
  /** When the payment was confirmed. */
  payDoneRTime: Maybe<Scalars['DateTime']['output']>;
  /** How it was paid, or null. */
  paymentMethod: Maybe<VendingPaymentMethod>;
  /** The payment provider's reference, or null. */
  paymentReferenceId: Maybe<Scalars['String']['output']>;
  /** When the drink was done, or null. */
  productDoneTime: Maybe<Scalars['DateTime']['output']>;
  /** The id of the product sold, or null. */
  productId: Maybe<Scalars['Int']['output']>;
  /** As the product was named when it was sold. */
  productName: Maybe<Scalars['String']['output']>;
  /** When it was refunded, or null. */
  refundedTime: Maybe<Scalars['DateTime']['output']>;
  /** The machine's remark on the order, or null. */
  remark: Maybe<Scalars['String']['output']>;
  /** The kind of sale, or null. */
  salesType: Maybe<SalesType>;
  /** Where the order stands: created, paid, completed, failed or refunded. */
  state: VendingOrderState;
};

/** One page of a list of ConcisedOrder records. */
export type ConcisedOrderPage = {
  __typename?: 'ConcisedOrderPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ConcisedOrder>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** When a courier works for an outlet: a day of the week, from start to end in the outlet’s time zone. */
export type CourierOperational = {
  __typename?: 'CourierOperational';
  /** The day of the week, MONDAY to SUNDAY. */
  day: Scalars['String']['output'];
  /** When the courier stops, HH:mm, after the start. */
  end: Scalars['String']['output'];
  /** The outlet, or null when the caller may not see it. */
  shopHub: Maybe<ShopHub>;
  /** The id of the outlet. */
  shopHubId: Scalars['Int']['output'];
  /** When the courier starts, HH:mm. */
  start: Scalars['String']['output'];
};

/** When a courier works for an outlet: one day, from start to end (HH:mm, start before end). */
export type CourierOperationalInput = {
  /** The day of the week, MONDAY to SUNDAY. */
  day: Scalars['String']['input'];
  /** When the courier stops, HH:mm, after the start. */
  end: Scalars['String']['input'];
  /** The id of the outlet. */
  shopHubId: Scalars['Int']['input'];
  /** When the courier starts, HH:mm. */
  start: Scalars['String']['input'];
};

/** Who delivers: a courier service or our own couriers. */
export type CourierVendor =
  /** GoSend. */
  | 'GO_SEND'
  /** Jumpstart. */
  | 'JUMPSTART';

/** What a row of a CSV import does. */
export type CsvImportAction =
  /** Changes a record that exists. */
  | 'CHANGE'
  /** Creates a record. */
  | 'CREATE';

/** A CSV file checked and nothing written: what it would create and change, and every error with its line. */
export type CsvImportCheck = {
  __typename?: 'CsvImportCheck';
  /** The rows that would change a record. */
  changeCount: Scalars['Int']['output'];
  /** The file's SHA-256; confirming takes the same file with it, so a file changed since is refused. */
  checksum: Scalars['String']['output'];
  /** The rows that would create a record. */
  createCount: Scalars['Int']['output'];
  /** The errors found; none means the file can be confirmed. */
  errorCount: Scalars['Int']['output'];
  /** Every error, by line. */
  errors: Array<CsvImportError>;
  /** What the valid rows would do, the first 1000. */
  lines: Array<CsvImportLine>;
  /** The rows of the file, its header not counted. */
  rowCount: Scalars['Int']['output'];
};

/** Why a row of a CSV file cannot be imported. */
export type CsvImportError = {
  __typename?: 'CsvImportError';
  /** The column's header, or null for the row as a whole (or the file). */
  column: Maybe<Scalars['String']['output']>;
  /** The line of the file the row starts on; 1 is the header. */
  line: Scalars['Int']['output'];
  /** What is wrong, in the words of the form that edits the record. */
  message: Scalars['String']['output'];
};

/** What one row of a CSV file will do once confirmed. */
export type CsvImportLine = {
  __typename?: 'CsvImportLine';
  /** Create or change. */
  action: CsvImportAction;
  /** The record as people know it. */
  label: Scalars['String']['output'];
  /** The line of the file the row starts on. */
  line: Scalars['Int']['output'];
};

/** A CSV file written, all of it in one transaction. */
export type CsvImportResult = {
  __typename?: 'CsvImportResult';
  /** The records changed. */
  changeCount: Scalars['Int']['output'];
  /** The records created. */
  createCount: Scalars['Int']['output'];
};

/** Which customers a promo is for. */
export type CustomerRule = {
  __typename?: 'CustomerRule';
  /** The customers it is for; empty for any. */
  customerIds: Array<Scalars['Int']['output']>;
  /** The last order within this window, or null. */
  lastOrder: Maybe<CustomerRuleLastOrder>;
  /** The membership levels it is for; empty for any. */
  membershipIds: Array<Scalars['Int']['output']>;
  /** At least this many earlier orders, or null. */
  numberOfOrders: Maybe<Scalars['Int']['output']>;
  /** The window in which they registered, or null. */
  registration: Maybe<CustomerRuleRegistration>;
  /** At least this many rupiah spent before, or null. */
  totalOrderAmount: Maybe<Scalars['Int']['output']>;
  /** All customers, or registered customers only. */
  type: CustomerRuleType;
};

/** Which customers a promo is for; the parts other than type apply only to registered customers. */
export type CustomerRuleInput = {
  /** The customers it is for; empty for any. */
  customerIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The last order within this window. */
  lastOrder?: InputMaybe<CustomerRuleLastOrderInput>;
  /** The membership levels it is for; empty for any. */
  membershipIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** At least this many earlier orders. */
  numberOfOrders?: InputMaybe<Scalars['Int']['input']>;
  /** The window in which they registered. */
  registration?: InputMaybe<CustomerRuleRegistrationInput>;
  /** At least this many rupiah spent before. */
  totalOrderAmount?: InputMaybe<Scalars['Int']['input']>;
  /** All customers, or registered customers only. */
  type: CustomerRuleType;
};

/** The customer’s last order was within this many days, weeks or months. */
export type CustomerRuleLastOrder = {
  __typename?: 'CustomerRuleLastOrder';
  /** How many. */
  numberOfUnit: Scalars['Int']['output'];
  /** Days, weeks or months. */
  unit: LastOrderUnit;
};

/** The customer’s last order was within this many days, weeks or months. */
export type CustomerRuleLastOrderInput = {
  /** How many; at least 1. */
  numberOfUnit: Scalars['Int']['input'];
  /** Days, weeks or months. */
  unit: LastOrderUnit;
};

/** The window in which customers registered. */
export type CustomerRuleRegistration = {
  __typename?: 'CustomerRuleRegistration';
  /** Until (excluded), or null. */
  endDate: Maybe<Scalars['DateTime']['output']>;
  /** From (included), or null. */
  startDate: Maybe<Scalars['DateTime']['output']>;
};

/** The window in which customers registered. */
export type CustomerRuleRegistrationInput = {
  /** Until (excluded), or null for no end. */
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** From (included), or null for no start. */
  startDate?: InputMaybe<Scalars['DateTime']['input']>;
};

/** Which customers a promo is for. */
export type CustomerRuleType =
  /** All customers. */
  | 'ALL_CUSTOMERS'
  /** Registered customers. */
  | 'REGISTERED_CUSTOMERS';

/** A day of the week. */
export type Day =
  /** Friday. */
  | 'FRIDAY'
  /** Monday. */
  | 'MONDAY'
  /** Saturday. */
  | 'SATURDAY'
  /** Sunday. */
  | 'SUNDAY'
  /** Thursday. */
  | 'THURSDAY'
  /** Tuesday. */
  | 'TUESDAY'
  /** Wednesday. */
  | 'WEDNESDAY';

/** A department of a company, to group its employees. */
export type Department = {
  __typename?: 'Department';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** Its company; null also when the caller may not see it. */
  company: Maybe<Company>;
  /** The id of its company. */
  companyId: Scalars['Int']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** A new department. */
export type DepartmentInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active: Scalars['Boolean']['input'];
  /** The id of the company it belongs to; it must exist and be active. */
  companyId: Scalars['Int']['input'];
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The department's name, unique among department records; refused when blank or too long. */
  name: Scalars['String']['input'];
};

/** One page of a list of Department records. */
export type DepartmentPage = {
  __typename?: 'DepartmentPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<Department>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a department to change; those left out keep their value. */
export type DepartmentUpdateInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** The id of the company it belongs to; it must exist and be active. */
  companyId?: InputMaybe<Scalars['Int']['input']>;
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The department's name, unique among department records; refused when blank or too long. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** What a promo discounts: the order’s items or its delivery fee. */
export type DiscountLevel =
  /** Delivery. */
  | 'DELIVERY'
  /** Order. */
  | 'ORDER';

/** How a discount amount is read: percent or rupiah. */
export type DiscountUnit =
  /** Nominal. */
  | 'NOMINAL'
  /** Percentage. */
  | 'PERCENTAGE';

/** One field a change touched. A secret (a password) says only that it changed. */
export type FieldChange = {
  __typename?: 'FieldChange';
  /** The value after the change, as text; null when it had none or the field is secret. */
  after: Maybe<Scalars['String']['output']>;
  /** The value before the change, as text; null when it had none or the field is secret. */
  before: Maybe<Scalars['String']['output']>;
  /** The name of the field that changed. */
  field: Scalars['String']['output'];
  /** True for a field recorded only as changed, never by value (a password, a key). */
  secret: Scalars['Boolean']['output'];
};

/** Conditions a row of a list must meet. */
export type FilterInput = {
  /** Whether every option or any one must match. */
  operator: FilterOperator;
  /** The conditions, at most 50. */
  options: Array<FilterOption>;
};

/** How the options of a filter combine. */
export type FilterOperator =
  /** A row must match every option. */
  | 'AND'
  /** A row must match at least one option. */
  | 'OR';

/** One condition on one field of a list. */
export type FilterOption = {
  /** A field of the list that can be filtered on; BAD_USER_INPUT for any other. */
  field: Scalars['String']['input'];
  /** The comparison. */
  type: FilterType;
  /** The values to compare with, written as text (numbers, true/false, ISO dates), each at most 500 characters; how many depends on the type. */
  values: Array<Scalars['String']['input']>;
};

/** LIKE is a case-insensitive substring match; BETWEEN is inclusive and takes two values; NULL and NOT_NULL take none. */
export type FilterType =
  /** The field lies between the two values, both included. */
  | 'BETWEEN'
  /** The field equals the one value. */
  | 'EQUAL'
  /** The field is above the one value. */
  | 'GREATER_THAN'
  /** The field is the one value or above. */
  | 'GREATER_THAN_EQUAL'
  /** The field is one of the values (1 to 1000). */
  | 'IN'
  /** The field is below the one value. */
  | 'LESS_THAN'
  /** The field is the one value or below. */
  | 'LESS_THAN_EQUAL'
  /** A text field holds the one value anywhere, ignoring case. */
  | 'LIKE'
  /** The field differs from the one value (null counts as different). */
  | 'NOT_EQUAL'
  /** The field is none of the values (1 to 1000). */
  | 'NOT_IN'
  /** The field has a value; takes no values. */
  | 'NOT_NULL'
  /** The field has no value; takes no values. */
  | 'NULL';

/** What the refiller reports when finishing a task. */
export type FinishTaskInput = {
  /** The address singleUpload answered for the photo of the finished work. */
  image: Scalars['String']['input'];
  /** The machine’s ingredients after the fill. */
  machineStockIns?: InputMaybe<Array<TaskStockInInput>>;
  /** Packaging put into the machine. */
  machineStockOuts?: InputMaybe<Array<TaskStockOutInput>>;
  /** A note on the work done. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Another photo, if wanted. */
  optionalImage?: InputMaybe<Scalars['String']['input']>;
};

/** The active machines the caller sees that need someone: not heard from, in error or low on stock. */
export type FleetAttention = {
  __typename?: 'FleetAttention';
  /** Active machines the caller sees. */
  active: Scalars['Int']['output'];
  /** Active machines with an error not cleared. */
  inError: Scalars['Int']['output'];
  /** Active machines with an ingredient or a finite packaging at or below its minimum. */
  lowStock: Scalars['Int']['output'];
  /** The first of the machines needing attention: those in error first, then offline, then low on stock, by name. */
  machines: Array<Machine>;
  /** Active machines offline, in error or low on stock, each counted once however many of these it is. */
  needing: Scalars['Int']['output'];
  /** Active machines not heard from within the last 5 minutes. */
  offline: Scalars['Int']['output'];
};

/** A customer’s gender, as they gave it in the ordering app. */
export type Gender =
  /** Female. */
  | 'FEMALE'
  /** Male. */
  | 'MALE';

/** A place where machines stand (an office, a campus, a station), with its rent contract and opening hours. */
export type Hub = {
  __typename?: 'Hub';
  /** False when the hub is closed; its machines' history stays. */
  active: Scalars['Boolean']['output'];
  /** Free text about the hub. */
  additionalInformation: Maybe<Scalars['String']['output']>;
  /** The street address. */
  address: Scalars['String']['output'];
  /** The name of the building. */
  buildingName: Maybe<Scalars['String']['output']>;
  /** The city. */
  city: Maybe<Scalars['String']['output']>;
  /** Its cluster, or null. */
  cluster: Maybe<Cluster>;
  /** The id of its cluster, or null. */
  clusterId: Maybe<Scalars['Int']['output']>;
  /** Percent of revenue. */
  commissionFee: Maybe<Scalars['Float']['output']>;
  /** The company that owns or runs the place. */
  companyName: Maybe<Scalars['String']['output']>;
  /** The last day of the rent contract, or null. */
  contractUntil: Maybe<Scalars['Date']['output']>;
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** The name, else the building or company name. */
  displayName: Scalars['String']['output'];
  /** The district (kecamatan). */
  district: Maybe<Scalars['String']['output']>;
  /** The floor the machines stand on. */
  floor: Maybe<Scalars['String']['output']>;
  /** Its hub entity, or null. */
  hubEntity: Maybe<HubEntity>;
  /** The id of its hub entity, or null. */
  hubEntityId: Maybe<Scalars['Int']['output']>;
  /** Its hub type. */
  hubType: HubType;
  /** The id of its hub type. */
  hubTypeId: Scalars['Int']['output'];
  /** The hub's id. */
  id: Scalars['Int']['output'];
  /** The running number the internal id was made from. */
  incrementalIndex: Scalars['Int']['output'];
  /** The company's own code for the hub, unique. */
  internalId: Scalars['String']['output'];
  /** Latitude in degrees; refill routes are planned from it. */
  latitude: Scalars['Float']['output'];
  /** Longitude in degrees. */
  longitude: Scalars['Float']['output'];
  /** The machines standing at the hub now. */
  machineHub: Array<MachineHub>;
  /** Every machine that has stood at the hub, past and present, the latest first. */
  machineHubs: Array<MachineHub>;
  /** The monthly rent, in rupiah. */
  monthlyRentalFee: Maybe<Scalars['Int']['output']>;
  /** The hub's name. */
  name: Maybe<Scalars['String']['output']>;
  /** Whether Jakarta's odd-even plate rule applies on the way there, so refill cars are matched to it. */
  oddEvenRationing: Scalars['Boolean']['output'];
  /** Whether the company runs the hub itself or a franchisee does. */
  ownership: HubOwnership;
  /** The postal code. */
  postalCode: Maybe<Scalars['String']['output']>;
  /** Discount and subsidy applied to prices at this hub, or null. */
  priceSetting: Maybe<PriceSetting>;
  /** The province. */
  province: Maybe<Scalars['String']['output']>;
  /** The figures of the rent type, or null. */
  rentAdditionalInformation: Maybe<RentAdditionalInformation>;
  /** How the hub's rent is paid. */
  rentType: HubRentType;
  /** The opening hours, day by day. */
  runningSchedules: Array<RunningSchedule>;
  /** The salesperson who looks after the hub, or null. */
  sales: Maybe<User>;
  /** The id of the salesperson who looks after the hub, or null. */
  salesId: Maybe<Scalars['Int']['output']>;
  /** The sub-district (kelurahan). */
  subDistrict: Maybe<Scalars['String']['output']>;
  /** Cups a month. */
  targetCup: Maybe<Scalars['Int']['output']>;
  /** Rupiah a month. */
  targetRevenue: Maybe<Scalars['Int']['output']>;
  /** The hub's time zone; its days and opening hours are read in it. */
  timezone: Timezone;
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** The kind of organisation a hub belongs to. */
export type HubEntity = {
  __typename?: 'HubEntity';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** A new hub entity. */
export type HubEntityInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active: Scalars['Boolean']['input'];
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The hub entity's name, unique among hub entity records; refused when blank or too long. */
  name: Scalars['String']['input'];
};

/** One page of a list of HubEntity records. */
export type HubEntityPage = {
  __typename?: 'HubEntityPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<HubEntity>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a hub entity to change; those left out keep their value. */
export type HubEntityUpdateInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The hub entity's name, unique among hub entity records; refused when blank or too long. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A hub's details; in an update, the fields left out keep their value. */
export type HubInput = {
  /** False hides the hub from choosers; its machines' history stays. */
  active: Scalars['Boolean']['input'];
  /** Free text about the hub. */
  additionalInformation?: InputMaybe<Scalars['String']['input']>;
  /** The street address. */
  address: Scalars['String']['input'];
  /** The name of the building. */
  buildingName?: InputMaybe<Scalars['String']['input']>;
  /** The city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** The id of the cluster. */
  clusterId?: InputMaybe<Scalars['Int']['input']>;
  /** The hub owner's commission. */
  commissionFee?: InputMaybe<Scalars['Float']['input']>;
  /** The company that owns or runs the place. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** The last day of the rent contract. */
  contractUntil?: InputMaybe<Scalars['Date']['input']>;
  /** The district (kecamatan). */
  district?: InputMaybe<Scalars['String']['input']>;
  /** The floor the machines stand on. */
  floor?: InputMaybe<Scalars['String']['input']>;
  /** The id of the hub entity. */
  hubEntityId?: InputMaybe<Scalars['Int']['input']>;
  /** The id of the hub type. */
  hubTypeId: Scalars['Int']['input'];
  /** Latitude in degrees; refill routes are planned from it. */
  latitude: Scalars['Float']['input'];
  /** Longitude in degrees. */
  longitude: Scalars['Float']['input'];
  /** The monthly rent, in rupiah. */
  monthlyRentalFee?: InputMaybe<Scalars['Int']['input']>;
  /** The hub's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Whether Jakarta's odd-even plate rule applies on the way there, so refill cars are matched to it. */
  oddEvenRationing: Scalars['Boolean']['input'];
  /** Whether the company runs the hub itself or a franchisee does. */
  ownership: HubOwnership;
  /** The postal code. */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** Discount and subsidy applied to prices at this hub. */
  priceSetting?: InputMaybe<PriceSettingInput>;
  /** The province. */
  province?: InputMaybe<Scalars['String']['input']>;
  /** The figures of the rent type: fixed value, percentage, fee per cup, minimum and payment terms. */
  rentAdditionalInformation?: InputMaybe<RentAdditionalInformationInput>;
  /** How the hub's rent is paid. */
  rentType: HubRentType;
  /** The opening hours, day by day. */
  runningSchedules: Array<RunningScheduleInput>;
  /** The id of the sales. */
  salesId?: InputMaybe<Scalars['Int']['input']>;
  /** The sub-district (kelurahan). */
  subDistrict?: InputMaybe<Scalars['String']['input']>;
  /** The cups a month the hub is expected to sell. */
  targetCup?: InputMaybe<Scalars['Int']['input']>;
  /** The revenue a month, in rupiah, the hub is expected to make. */
  targetRevenue?: InputMaybe<Scalars['Int']['input']>;
  /** The hub's time zone; its days and opening hours are read in it. */
  timezone: Timezone;
};

/** Who runs a hub. */
export type HubOwnership =
  /** Run by a franchisee. */
  | 'FRANCHISE'
  /** Run by the company itself. */
  | 'JUMPSTART';

/** One page of a list of Hub records. */
export type HubPage = {
  __typename?: 'HubPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<Hub>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** How a hub's rent is paid. */
export type HubRentType =
  /** A fee per cup sold (feePerCup), with an optional minimum. */
  | 'CUP_FEE_SHARING'
  /** A fixed amount (value) each payment term. */
  | 'FIXED_COST'
  /** No rent. */
  | 'FREE'
  /** A share of the revenue (valueInPercentage), with an optional minimum. */
  | 'REVENUE_SHARING';

/** A kind of hub (office, campus, hospital…), for reports. */
export type HubType = {
  __typename?: 'HubType';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** A new hub type. */
export type HubTypeInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active: Scalars['Boolean']['input'];
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The hub type's name, unique among hub type records; refused when blank or too long. */
  name: Scalars['String']['input'];
};

/** One page of a list of HubType records. */
export type HubTypePage = {
  __typename?: 'HubTypePage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<HubType>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a hub type to change; those left out keep their value. */
export type HubTypeUpdateInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The hub type's name, unique among hub type records; refused when blank or too long. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A hub's details; in an update, the fields left out keep their value. */
export type HubUpdateInput = {
  /** False hides the hub from choosers; its machines' history stays. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text about the hub. */
  additionalInformation?: InputMaybe<Scalars['String']['input']>;
  /** The street address. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** The name of the building. */
  buildingName?: InputMaybe<Scalars['String']['input']>;
  /** The city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** The id of the cluster. */
  clusterId?: InputMaybe<Scalars['Int']['input']>;
  /** The hub owner's commission. */
  commissionFee?: InputMaybe<Scalars['Float']['input']>;
  /** The company that owns or runs the place. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** The last day of the rent contract. */
  contractUntil?: InputMaybe<Scalars['Date']['input']>;
  /** The district (kecamatan). */
  district?: InputMaybe<Scalars['String']['input']>;
  /** The floor the machines stand on. */
  floor?: InputMaybe<Scalars['String']['input']>;
  /** The id of the hub entity. */
  hubEntityId?: InputMaybe<Scalars['Int']['input']>;
  /** The id of the hub type. */
  hubTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** Latitude in degrees; refill routes are planned from it. */
  latitude: Scalars['Float']['input'];
  /** Longitude in degrees. */
  longitude: Scalars['Float']['input'];
  /** The monthly rent, in rupiah. */
  monthlyRentalFee?: InputMaybe<Scalars['Int']['input']>;
  /** The hub's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Whether Jakarta's odd-even plate rule applies on the way there, so refill cars are matched to it. */
  oddEvenRationing?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether the company runs the hub itself or a franchisee does. */
  ownership?: InputMaybe<HubOwnership>;
  /** The postal code. */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** Discount and subsidy applied to prices at this hub. */
  priceSetting?: InputMaybe<PriceSettingInput>;
  /** The province. */
  province?: InputMaybe<Scalars['String']['input']>;
  /** The figures of the rent type: fixed value, percentage, fee per cup, minimum and payment terms. */
  rentAdditionalInformation?: InputMaybe<RentAdditionalInformationInput>;
  /** How the hub's rent is paid. */
  rentType?: InputMaybe<HubRentType>;
  /** The opening hours, day by day. */
  runningSchedules?: InputMaybe<Array<RunningScheduleInput>>;
  /** The id of the sales. */
  salesId?: InputMaybe<Scalars['Int']['input']>;
  /** The sub-district (kelurahan). */
  subDistrict?: InputMaybe<Scalars['String']['input']>;
  /** The cups a month the hub is expected to sell. */
  targetCup?: InputMaybe<Scalars['Int']['input']>;
  /** The revenue a month, in rupiah, the hub is expected to make. */
  targetRevenue?: InputMaybe<Scalars['Int']['input']>;
  /** The hub's time zone; its days and opening hours are read in it. */
  timezone?: InputMaybe<Timezone>;
};

/** Something a machine holds and a recipe uses (coffee beans, milk powder, cups), counted in its unit. */
export type Ingredient = {
  __typename?: 'Ingredient';
  /** False when no longer used; kept for recipes and stock that refer to it. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** The ingredient's id. */
  id: Scalars['Int']['output'];
  /** Its name, unique. */
  name: Scalars['String']['output'];
  /** Its place in lists and on the refill sheet. */
  orderNr: Scalars['Int']['output'];
  /** How many units one package holds, or null. */
  packagingQuantity: Maybe<Scalars['Float']['output']>;
  /** Free text about it, or null. */
  remark: Maybe<Scalars['String']['output']>;
  /** Its unit. */
  unit: Unit;
  /** The id of its unit. */
  unitId: Scalars['Int']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** One line of a product’s recipe: how much of an ingredient a cup takes. */
export type IngredientInProduct = {
  __typename?: 'IngredientInProduct';
  /** In the ingredient’s unit. */
  amount: Scalars['Float']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** The code the machine uses for this ingredient in the recipe, or null. */
  fastCode: Maybe<Scalars['String']['output']>;
  /** The ingredient in product's id. */
  id: Scalars['Int']['output'];
  /** Its ingredient. */
  ingredient: Ingredient;
  /** The id of its ingredient. */
  ingredientId: Scalars['Int']['output'];
  /** Its product. */
  product: Product;
  /** The id of its product. */
  productId: Scalars['Int']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** One line of a product's recipe: an ingredient and how much of it one cup takes. */
export type IngredientInProductInput = {
  /** How much of the ingredient, in its unit, one cup takes. */
  amount: Scalars['Float']['input'];
  /** The machine’s code for this dosing step. */
  fastCode?: InputMaybe<Scalars['String']['input']>;
  /** The id of the ingredient. */
  ingredientId: Scalars['Int']['input'];
  /** The id of the product. */
  productId: Scalars['Int']['input'];
};

/** One page of a list of IngredientInProduct records. */
export type IngredientInProductPage = {
  __typename?: 'IngredientInProductPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<IngredientInProduct>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** One line of a product's recipe: an ingredient and how much of it one cup takes. */
export type IngredientInProductUpdateInput = {
  /** How much of the ingredient, in its unit, one cup takes. */
  amount?: InputMaybe<Scalars['Float']['input']>;
  /** The machine’s code for this dosing step. */
  fastCode?: InputMaybe<Scalars['String']['input']>;
};

/** An ingredient's details; in an update, the fields left out keep their value. */
export type IngredientInput = {
  /** False stops it being offered in recipes and stock. */
  active: Scalars['Boolean']['input'];
  /** Its name, unique; required, not blank. */
  name: Scalars['String']['input'];
  /** Position in stock lists; left out on create, the ingredient goes last. */
  orderNr?: InputMaybe<Scalars['Int']['input']>;
  /** How much of the unit one package holds. */
  packagingQuantity?: InputMaybe<Scalars['Float']['input']>;
  /** Free text about it. */
  remark?: InputMaybe<Scalars['String']['input']>;
  /** The id of the unit. */
  unitId: Scalars['Int']['input'];
};

/** One page of a list of Ingredient records. */
export type IngredientPage = {
  __typename?: 'IngredientPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<Ingredient>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** An ingredient's details; in an update, the fields left out keep their value. */
export type IngredientUpdateInput = {
  /** False stops it being offered in recipes and stock. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Its name, unique; required, not blank. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Position in stock lists; left out on create, the ingredient goes last. */
  orderNr?: InputMaybe<Scalars['Int']['input']>;
  /** How much of the unit one package holds. */
  packagingQuantity?: InputMaybe<Scalars['Float']['input']>;
  /** Free text about it. */
  remark?: InputMaybe<Scalars['String']['input']>;
  /** The id of the unit. */
  unitId?: InputMaybe<Scalars['Int']['input']>;
};

/** PENDING: waiting for the machine; FETCHED: the machine has it, not yet acknowledged; ACKNOWLEDGED; SUPERSEDED: replaced by a later instruction first; CLEARED: a noinstruction, which sends nothing. */
export type InstructionState =
  /** The machine confirmed it was carried out. */
  | 'ACKNOWLEDGED'
  /** A NOINSTRUCTION: it withdraws what was waiting and sends nothing. */
  | 'CLEARED'
  /** The machine fetched it and has not confirmed yet. */
  | 'FETCHED'
  /** Waiting for the machine to fetch it. */
  | 'PENDING'
  /** Replaced by a later instruction before the machine fetched it. */
  | 'SUPERSEDED';

/** An item promo’s rule: one group of menus (SINGLE) or every group together (BUNDLE). */
export type ItemRule =
  /** Bundle. */
  | 'BUNDLE'
  /** Single item. */
  | 'SINGLE';

/** The unit of a customer rule’s last-order window. */
export type LastOrderUnit =
  /** Days. */
  | 'DAYS'
  /** Months. */
  | 'MONTHS'
  /** Weeks. */
  | 'WEEKS';

/** The AI configuration: the numbers the refill planner plans each day with. */
export type LatteConfig = {
  __typename?: 'LatteConfig';
  /** Minutes to refill one machine for a car refiller; empty: the refill time. */
  carRefillTime: Maybe<Scalars['Float']['output']>;
  /** A stock below this percentage of its maximum needs a refill. */
  minPercentageCapacity: Scalars['Float']['output'];
  /** Minutes counted for any move between two stops. */
  minTravelTime: Scalars['Float']['output'];
  /** Refillers other than car refillers end their route at the last machine (true) or go back to their start (false), unless their schedule says otherwise. */
  openRoutes: Scalars['Boolean']['output'];
  /** Minutes to refill one machine. */
  refillTime: Scalars['Float']['output'];
  /** Kilometres a refiller travels in a day at most. */
  refillerMaxDistance: Scalars['Float']['output'];
  /** Gallons of water a refiller carries in a day. */
  refillerMaxGallon: Scalars['Float']['output'];
  /** Hours a refiller works in a day. */
  refillerWorkingHour: Scalars['Float']['output'];
  /** Kilometres an hour. */
  travelSpeed: Scalars['Float']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The warehouse’s latitude, where car refillers end their day; null: no warehouse set. */
  warehouseLatitude: Maybe<Scalars['Float']['output']>;
  /** The warehouse’s longitude; null: no warehouse set. */
  warehouseLongitude: Maybe<Scalars['Float']['output']>;
};

/** The settings of the refill planner; each must be positive. */
export type LatteConfigInput = {
  /** Minutes a car refiller spends at one machine. */
  carRefillTime?: InputMaybe<Scalars['Float']['input']>;
  /** A machine is planned for refill when an ingredient falls below this percentage of its capacity. */
  minPercentageCapacity: Scalars['Float']['input'];
  /** Minutes counted for any trip, however short. */
  minTravelTime: Scalars['Float']['input'];
  /** Whether refillers other than car refillers end at their last machine by default; empty: true. */
  openRoutes?: InputMaybe<Scalars['Boolean']['input']>;
  /** Minutes a refiller spends at one machine. */
  refillTime: Scalars['Float']['input'];
  /** Kilometres a refiller can travel in a day. */
  refillerMaxDistance: Scalars['Float']['input'];
  /** Gallons of water a refiller can carry. */
  refillerMaxGallon: Scalars['Float']['input'];
  /** Hours a refiller works in a day. */
  refillerWorkingHour: Scalars['Float']['input'];
  /** Average travel speed, in km/h, to estimate trips. */
  travelSpeed: Scalars['Float']['input'];
  /** The warehouse’s latitude, -90 to 90; empty with the longitude: no warehouse. */
  warehouseLatitude?: InputMaybe<Scalars['Float']['input']>;
  /** The warehouse’s longitude, -180 to 180; empty with the latitude: no warehouse. */
  warehouseLongitude?: InputMaybe<Scalars['Float']['input']>;
};

/** A day a person is away. Approved leave keeps a refiller out of that day’s plan. */
export type Leave = {
  __typename?: 'Leave';
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** The day of leave. */
  date: Scalars['Date']['output'];
  /** The leave's id. */
  id: Scalars['Int']['output'];
  /** The manager who decides on it, or null. */
  manager: Maybe<User>;
  /** The user’s manager when the leave was requested. */
  managerId: Maybe<Scalars['Int']['output']>;
  /** The reason given, or null. */
  note: Maybe<Scalars['String']['output']>;
  /** Whether it is requested, approved or rejected. */
  state: LeaveState;
  /** The kind of leave. */
  type: LeaveType;
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The employee on leave. */
  user: User;
  /** The id of the user. */
  userId: Scalars['Int']['output'];
};

/** One day of leave for one user. */
export type LeaveInput = {
  /** A day after today (Jakarta time). */
  date: Scalars['Date']['input'];
  /** The reason for the leave. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The kind of leave. */
  type: LeaveType;
  /** The id of the user. */
  userId: Scalars['Int']['input'];
};

/** One page of a list of Leave records. */
export type LeavePage = {
  __typename?: 'LeavePage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<Leave>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** REQUESTED when made; APPROVED (the person does not work that day) or REJECTED by their manager. */
export type LeaveState =
  /** Approved by the manager. */
  | 'APPROVED'
  /** Refused by the manager. */
  | 'REJECTED'
  /** Waiting for the manager. */
  | 'REQUESTED';

/** ANNUAL: paid holiday; SICK: illness; PERMISSION: a personal or family matter; OTHER: said in the note. */
export type LeaveType =
  /** Annual leave. */
  | 'ANNUAL'
  /** Any other leave. */
  | 'OTHER'
  /** Leave with permission for a personal matter. */
  | 'PERMISSION'
  /** Sick leave. */
  | 'SICK';

/** The fields of a leave to change; those left out keep their value. */
export type LeaveUpdateInput = {
  /** A new day must be after today (Jakarta time). */
  date?: InputMaybe<Scalars['Date']['input']>;
  /** The reason for the leave. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Approving or rejecting: never by the leave’s owner. */
  state?: InputMaybe<LeaveState>;
  /** The kind of leave. */
  type?: InputMaybe<LeaveType>;
};

/** An order as a live screen shows it: a placed order (ShopOrder) or a counter’s draft (ShopPosDraftOrder), each with its own ids. */
export type LiveOrder = {
  /** When it was placed, or rung up as a draft. */
  createdTime: Scalars['DateTime']['output'];
  /** The outlet that makes it. */
  hub: ShopHub;
  /** The outlet’s id. */
  hubId: Scalars['Int']['output'];
  /** The id of the order, or of the draft: of its own type. */
  id: Scalars['Int']['output'];
  /** The lines to make, as sold (or as last priced, for a draft). */
  menus: Array<ShopOrderMenu>;
  /** The name to call out: the one given with the order, else the registered customer’s; null for none. */
  nameToCallOut: Maybe<Scalars['String']['output']>;
  /** Its number. */
  orderNo: Scalars['String']['output'];
  /** The short number the barista calls out. */
  orderNoAlias: Scalars['String']['output'];
  /** Rupiah the customer pays. */
  paidAmount: Scalars['Int']['output'];
  /** How it is paid. */
  paymentMethod: ShopPaymentMethod;
  /** The counter promo partner’s name, or null. */
  promoPartnerName: Maybe<Scalars['String']['output']>;
  /** How it is handed over. */
  type: ShopOrderType;
  /** Bumped by every change: a screen keeps the highest it has seen. */
  version: Scalars['Int']['output'];
};

/** The state of the motor that locks the door. */
export type LockMotorState =
  /** The door is locked. */
  | 'LOCKED'
  /** The door is unlocked. */
  | 'UNLOCKED';

/** Logistic analytics for a period: tasks done on time, planned against driven distance, machines that ran empty, cups sold per refill visit; per refiller, per week and in total. */
export type LogisticAnalytics = {
  __typename?: 'LogisticAnalytics';
  /** Machines that ran empty in the period. */
  emptyMachineCount: Scalars['Int']['output'];
  /** The ten machines empty the longest. */
  emptyMachines: Array<LogisticEmptyMachine>;
  /** The last day of the period. */
  endDate: Scalars['Date']['output'];
  /** Refillers with tasks in the period, most tasks done first. */
  refillers: Array<LogisticRefiller>;
  /** The first day of the period. */
  startDate: Scalars['Date']['output'];
  /** The figures over the whole period. */
  totals: LogisticFigures;
  /** The figures week by week. */
  weeks: Array<LogisticWeek>;
};

/** A machine that ran empty of an ingredient in the period. */
export type LogisticEmptyMachine = {
  __typename?: 'LogisticEmptyMachine';
  /** Hours in the period with at least one ingredient out. */
  emptyHours: Scalars['Float']['output'];
  /** The hub it stands at now. */
  hubName: Maybe<Scalars['String']['output']>;
  /** The id of the machine. */
  machineId: Scalars['Int']['output'];
  /** The machine's VMC number. */
  machineNo: Scalars['String']['output'];
  /** Times one of its ingredients ran out (overlapping the period). */
  outages: Scalars['Int']['output'];
};

/** The period’s figures, all refillers together. */
export type LogisticFigures = {
  __typename?: 'LogisticFigures';
  /** Cups sold per refill visit; null without visits. */
  cupsPerVisit: Maybe<Scalars['Float']['output']>;
  /** Completed cups of the machines visited, in the weeks they were visited. */
  cupsSold: Scalars['Int']['output'];
  /** The road distance between consecutive done tasks of a day, in the order they were finished, in km. */
  drivenKm: Scalars['Float']['output'];
  /** Hours the machines were empty in the period (machine-hours). */
  emptyHours: Scalars['Float']['output'];
  /** Tasks on time of the tasks done, 0 to 1; null when none was done. */
  onTimeShare: Maybe<Scalars['Float']['output']>;
  /** The planner’s distance to the done planned tasks, in km. */
  plannedKm: Scalars['Float']['output'];
  /** Done tasks at a machine. */
  refillVisits: Scalars['Int']['output'];
  /** Tasks declined. */
  tasksDeclined: Scalars['Int']['output'];
  /** Tasks done. */
  tasksDone: Scalars['Int']['output'];
  /** Tasks done before the end of their planned day and started at most 2 hours after their execution time. */
  tasksOnTime: Scalars['Int']['output'];
  /** Tasks not done nor declined (pending or started). */
  tasksPending: Scalars['Int']['output'];
};

/** One refiller’s figures over the period. */
export type LogisticRefiller = {
  __typename?: 'LogisticRefiller';
  /** The id of the assignee. */
  assigneeId: Scalars['Int']['output'];
  /** Cups sold per refill visit; null without visits. */
  cupsPerVisit: Maybe<Scalars['Float']['output']>;
  /** Completed cups of the machines visited, in the weeks they were visited. */
  cupsSold: Scalars['Int']['output'];
  /** The road distance between consecutive done tasks of a day, in the order they were finished, in km. */
  drivenKm: Scalars['Float']['output'];
  /** The refiller's name. */
  name: Scalars['String']['output'];
  /** Tasks on time of the tasks done, 0 to 1; null when none was done. */
  onTimeShare: Maybe<Scalars['Float']['output']>;
  /** The planner’s distance to the done planned tasks, in km. */
  plannedKm: Scalars['Float']['output'];
  /** Done tasks at a machine. */
  refillVisits: Scalars['Int']['output'];
  /** Tasks declined. */
  tasksDeclined: Scalars['Int']['output'];
  /** Tasks done. */
  tasksDone: Scalars['Int']['output'];
  /** Tasks done before the end of their planned day and started at most 2 hours after their execution time. */
  tasksOnTime: Scalars['Int']['output'];
  /** Tasks not done nor declined (pending or started). */
  tasksPending: Scalars['Int']['output'];
  /** The refiller's username. */
  username: Scalars['String']['output'];
};

/** One week (from Monday) of the period, all refillers together. */
export type LogisticWeek = {
  __typename?: 'LogisticWeek';
  /** Cups sold per refill visit; null without visits. */
  cupsPerVisit: Maybe<Scalars['Float']['output']>;
  /** Completed cups of the machines visited, in the weeks they were visited. */
  cupsSold: Scalars['Int']['output'];
  /** The road distance between consecutive done tasks of a day, in the order they were finished, in km. */
  drivenKm: Scalars['Float']['output'];
  /** Hours the machines were empty that week (machine-hours). */
  emptyHours: Scalars['Float']['output'];
  /** Its Sunday, or the period’s last day. */
  end: Scalars['Date']['output'];
  /** Tasks on time of the tasks done, 0 to 1; null when none was done. */
  onTimeShare: Maybe<Scalars['Float']['output']>;
  /** The planner’s distance to the done planned tasks, in km. */
  plannedKm: Scalars['Float']['output'];
  /** Done tasks at a machine. */
  refillVisits: Scalars['Int']['output'];
  /** Its Monday, or the period’s first day. */
  start: Scalars['Date']['output'];
  /** Tasks declined. */
  tasksDeclined: Scalars['Int']['output'];
  /** Tasks done. */
  tasksDone: Scalars['Int']['output'];
  /** Tasks done before the end of their planned day and started at most 2 hours after their execution time. */
  tasksOnTime: Scalars['Int']['output'];
  /** Tasks not done nor declined (pending or started). */
  tasksPending: Scalars['Int']['output'];
};

/** A vending machine of the fleet. */
export type Machine = {
  __typename?: 'Machine';
  /** False when retired; its history stays. */
  active: Scalars['Boolean']['output'];
  /** The model of the machine's Android board, or null. */
  androidType: Maybe<Scalars['String']['output']>;
  /** Heard from within the last 5 minutes. */
  connected: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** The serial number from the factory. */
  factoryNumber: Scalars['String']['output'];
  /** The gateway key the machine calls with (never the key itself); null when it has none yet. */
  gatewayKey: Maybe<MachineGatewayKeyInfo>;
  /** The machine's id. */
  id: Scalars['Int']['output'];
  /** Someone has a task to see to the error. */
  isErrorAssigned: Scalars['Boolean']['output'];
  /** Reported by the machine; null when it is not in error. */
  lastError: Maybe<Scalars['String']['output']>;
  /** When the machine last reported an error, or null. */
  lastErrorAt: Maybe<Scalars['DateTime']['output']>;
  /** The error catalogue’s entry for the code of the machine’s last error; null when it is not in error or the code is not catalogued. */
  lastErrorCatalogueEntry: Maybe<MachineError>;
  /** Reported by the machine. */
  lastHeartbeat: Maybe<Scalars['DateTime']['output']>;
  /** Whether the door is locked. */
  lockMotorState: LockMotorState;
  /** An ingredient or a finite packaging is at or below its minimum. */
  lowStock: Scalars['Boolean']['output'];
  /** Where the machine stands now; null when it stands at no hub. */
  machineHub: Maybe<MachineHub>;
  /** Every hub the machine has stood at, the latest first. */
  machineHubs: Array<MachineHub>;
  /** The ingredients in the machine; needs VIEW_MACHINE_STOCK_IN. */
  machineStockIns: Maybe<Array<MachineStockIn>>;
  /** The packaging in the machine; needs VIEW_MACHINE_STOCK_OUT. */
  machineStockOuts: Maybe<Array<MachineStockOut>>;
  /** Its machine type. */
  machineType: MachineType;
  /** The id of its machine type. */
  machineTypeId: Scalars['Int']['output'];
  /** The payment merchant id, or null. */
  mid: Maybe<Scalars['String']['output']>;
  /** The machine's name. */
  name: Scalars['String']['output'];
  /** Active, and offline, in error or low on stock. */
  needsAttention: Scalars['Boolean']['output'];
  /** Not heard from within the heartbeat window. */
  offline: Scalars['Boolean']['output'];
  /** Who owns the machine, or null. */
  owner: Maybe<Scalars['String']['output']>;
  /** The instruction waiting for the machine to fetch or acknowledge it. */
  pendingInstruction: Maybe<ServerInstructionLog>;
  /** How it looked on its last inspection. */
  physicalCondition: PhysicalCondition;
  /** The machine’s menu, by slot then product name; needs VIEW_PRODUCT_IN_MACHINE. */
  productInMachines: Maybe<Array<ProductInMachine>>;
  /** The highest refrigerator temperature, in °C, or null. */
  refrigeratorMaxTemperature: Maybe<Scalars['Float']['output']>;
  /** The lowest refrigerator temperature, in °C, or null. */
  refrigeratorMinTemperature: Maybe<Scalars['Float']['output']>;
  /** When the refrigerator runs. */
  refrigeratorMode: RefrigeratorMode;
  /** The hours the machine runs, one per day, or null for its hub's hours. */
  runningSchedules: Maybe<Array<RunningSchedule>>;
  /** The number of the machine's SIM card, or null. */
  simcardNo: Maybe<Scalars['String']['output']>;
  /** The version code of its app the machine last reported. */
  softwareVersionCode: Maybe<Scalars['Int']['output']>;
  /** The version of its app the machine last reported; null until it reports one. */
  softwareVersionName: Maybe<Scalars['String']['output']>;
  /** When the machine first reported the version it runs now. */
  softwareVersionTime: Maybe<Scalars['DateTime']['output']>;
  /** The spec’s name for active. */
  status: Scalars['Boolean']['output'];
  /** The error the machine is in now, as reported; null when it is not in error (or it was set without a report). */
  statusError: Maybe<MachineStatusError>;
  /** The payment terminal id, or null. */
  tid: Maybe<Scalars['String']['output']>;
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
  /** The machine's VMC number, unique: how staff and the gateway name it. */
  vmcNo: Scalars['String']['output'];
  /** The payment partner (Altitude) has not finished registering the machine; it cannot be activated. */
  waitingForAltitude: Scalars['Boolean']['output'];
};

/** Machine analytics for a period: sales over time and by hub, product and payment method, the best and worst machines, uptime and errors. */
export type MachineAnalytics = {
  __typename?: 'MachineAnalytics';
  /** The machines that sold the most cups. */
  bestByCups: Array<MachineAnalyticsMachine>;
  /** The machines that made the most revenue. */
  bestByRevenue: Array<MachineAnalyticsMachine>;
  /** Cups and revenue by hub. */
  byHub: Array<MachineAnalyticsHub>;
  /** Cups and revenue by payment method. */
  byPaymentMethod: Array<MachineAnalyticsPaymentMethod>;
  /** Cups and revenue by product. */
  byProduct: Array<MachineAnalyticsProduct>;
  /** Seconds the machines were in error or unreachable over the period. */
  downtimeSeconds: Scalars['Float']['output'];
  /** The last day of the period. */
  endDate: Scalars['Date']['output'];
  /** The length of one point of the series, chosen from the period's length. */
  granularity: AnalyticsGranularity;
  /** Machines that sold or stood at a hub in the period. */
  machineCount: Scalars['Int']['output'];
  /** The machines with the most time in error, then the most errors. */
  mostDowntime: Array<MachineAnalyticsMachine>;
  /** Cups and revenue point by point across the period. */
  series: Array<MachineAnalyticsPoint>;
  /** Seconds the machines were expected to serve over the period. */
  serviceSeconds: Scalars['Float']['output'];
  /** The first day of the period. */
  startDate: Scalars['Date']['output'];
  /** Cups sold over the period. */
  totalCups: Scalars['Int']['output'];
  /** Errors the machines reported over the period. */
  totalErrors: Scalars['Int']['output'];
  /** Rupiah. */
  totalRevenue: Scalars['Float']['output'];
  /** The fleet’s share of time at hubs without an error, 0 to 1. */
  uptime: Maybe<Scalars['Float']['output']>;
  /** The machines that sold the fewest cups. */
  worstByCups: Array<MachineAnalyticsMachine>;
  /** The machines that made the least revenue. */
  worstByRevenue: Array<MachineAnalyticsMachine>;
};

/** What the machines at one hub sold in the period; no hub id: sold while at no hub. */
export type MachineAnalyticsHub = {
  __typename?: 'MachineAnalyticsHub';
  /** Cups sold at the hub. */
  cups: Scalars['Int']['output'];
  /** The id of the hub. */
  hubId: Maybe<Scalars['Int']['output']>;
  /** The id of the hub internal. */
  hubInternalId: Maybe<Scalars['String']['output']>;
  /** The hub's name, or null for sales at no hub. */
  hubName: Maybe<Scalars['String']['output']>;
  /** Rupiah. */
  revenue: Scalars['Float']['output'];
};

/** One machine in the period: its sales, its errors and its uptime while at a hub. */
export type MachineAnalyticsMachine = {
  __typename?: 'MachineAnalyticsMachine';
  /** Cups the machine sold. */
  cups: Scalars['Int']['output'];
  /** Seconds in error of those. */
  downtimeSeconds: Scalars['Float']['output'];
  /** Errors reported while at a hub in the period. */
  errors: Scalars['Int']['output'];
  /** The hub it stands at now. */
  hubName: Maybe<Scalars['String']['output']>;
  /** The id of the machine. */
  machineId: Scalars['Int']['output'];
  /** The machine's VMC number. */
  machineNo: Scalars['String']['output'];
  /** Rupiah. */
  revenue: Scalars['Float']['output'];
  /** Seconds at a hub in the period (until now). */
  serviceSeconds: Scalars['Float']['output'];
  /** The share of its time at a hub without an error, 0 to 1; null when it was at no hub. */
  uptime: Maybe<Scalars['Float']['output']>;
};

/** What was paid with one payment method in the period. */
export type MachineAnalyticsPaymentMethod = {
  __typename?: 'MachineAnalyticsPaymentMethod';
  /** Cups paid this way. */
  cups: Scalars['Int']['output'];
  /** The payment method, or null when unknown. */
  paymentMethod: Maybe<VendingPaymentMethod>;
  /** Rupiah. */
  revenue: Scalars['Float']['output'];
};

/** The completed cups, their revenue and the machine errors of one day, week or month of the period. */
export type MachineAnalyticsPoint = {
  __typename?: 'MachineAnalyticsPoint';
  /** Cups sold in this point's span. */
  cups: Scalars['Int']['output'];
  /** Its last day (within the period). */
  end: Scalars['Date']['output'];
  /** Errors the machines reported. */
  errors: Scalars['Int']['output'];
  /** Rupiah. */
  revenue: Scalars['Float']['output'];
  /** Its first day (within the period). */
  start: Scalars['Date']['output'];
};

/** What one product sold in the period. */
export type MachineAnalyticsProduct = {
  __typename?: 'MachineAnalyticsProduct';
  /** Cups of the product sold. */
  cups: Scalars['Int']['output'];
  /** The id of the product. */
  productId: Scalars['Int']['output'];
  /** The product's name. */
  productName: Scalars['String']['output'];
  /** Rupiah. */
  revenue: Scalars['Float']['output'];
};

/** An audit file (DEX / EVA-DTS) of a machine, kept whole with what became of it and the sales it gave. */
export type MachineAuditFile = {
  __typename?: 'MachineAuditFile';
  /** Of which cash, in rupiah. */
  cashValue: Maybe<Scalars['Float']['output']>;
  /** Of which cashless, in rupiah. */
  cashlessValue: Maybe<Scalars['Float']['output']>;
  /** The file as it came. */
  content: Scalars['String']['output'];
  /** Lifetime free vends (VA302): not revenue. */
  freeVends: Maybe<Scalars['Int']['output']>;
  /** The audit file’s id. */
  id: Scalars['Int']['output'];
  /** Its machine. */
  machine: Machine;
  /** The id of its machine. */
  machineId: Scalars['Int']['output'];
  /** The machine’s lifetime paid sales in rupiah (VA101), when read. */
  paidValue: Maybe<Scalars['Float']['output']>;
  /** The machine’s lifetime paid vends (VA102), when read. */
  paidVends: Maybe<Scalars['Int']['output']>;
  /** Sales per product since the previous file. */
  productSales: Array<AuditFileProductSales>;
  /** Why it was refused, why no sales were recorded, or that it is the first file, in words. */
  reason: Maybe<Scalars['String']['output']>;
  /** When it arrived. */
  receivedTime: Scalars['DateTime']['output'];
  /** The day (Asia/Jakarta) its sales count for. */
  salesDay: Scalars['Date']['output'];
  /** Paid sales in rupiah since the previous file. */
  salesValue: Maybe<Scalars['Float']['output']>;
  /** Paid vends since the previous file; null for the first file or counters gone down. */
  salesVends: Maybe<Scalars['Int']['output']>;
  /** The serial number the file gives (ID101). */
  serial: Maybe<Scalars['String']['output']>;
  /** How it came. */
  source: AuditFileSource;
  /** What became of the file. */
  status: AuditFileStatus;
  /** Lifetime test vends (VA202): not revenue. */
  testVends: Maybe<Scalars['Int']['output']>;
  /** Who uploaded it, or "The machine". */
  user: Scalars['String']['output'];
};

/** One page of a list of MachineAuditFile records. */
export type MachineAuditFilePage = {
  __typename?: 'MachineAuditFilePage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<MachineAuditFile>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A picture machines show beside their menu, on the machines it targets, during its period. */
export type MachineBanner = {
  __typename?: 'MachineBanner';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The last day it plays. */
  endDate: Scalars['Date']['output'];
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** The stored image, served from this address. */
  imageUrl: Scalars['String']['output'];
  /** With target MACHINES: the machines it plays on. */
  machineIds: Array<Scalars['Int']['output']>;
  /** With target MACHINE_TYPES: the machine types it plays on. */
  machineTypeIds: Array<Scalars['Int']['output']>;
  /** With target MACHINE_TYPES: the machine types it plays on. */
  machineTypes: Array<MachineType>;
  /** The chosen machines the caller may see. */
  machines: Array<Machine>;
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** The order among the pictures playing on a machine: lower plays first. */
  priority: Scalars['Int']['output'];
  /** The first day it plays. */
  startDate: Scalars['Date']['output'];
  /** Whether it plays today, is scheduled, has ended or is inactive. */
  status: MachineMediaStatus;
  /** Where it plays: on all machines, on machine types, or on chosen machines. */
  target: MachineMediaTarget;
  /** Where it plays, in words: all machines, or the names of the machine types or the numbers of the machines. */
  targets: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** A new picture, where and when it plays. */
export type MachineBannerInput = {
  /** False stops it playing. */
  active: Scalars['Boolean']['input'];
  /** Free text about it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The last day it plays; not before the start date. */
  endDate: Scalars['Date']['input'];
  /** The address `singleUpload` answered for the image; nothing else is accepted. */
  imageUrl: Scalars['String']['input'];
  /** With target MACHINES: the machines it plays on; the whole list. */
  machineIds: Array<Scalars['Int']['input']>;
  /** With target MACHINE_TYPES: the machine types it plays on; the whole list. */
  machineTypeIds: Array<Scalars['Int']['input']>;
  /** Its name; required, not blank. */
  name: Scalars['String']['input'];
  /** The order among the pictures playing on a machine: lower plays first. */
  priority: Scalars['Int']['input'];
  /** The first day it plays. */
  startDate: Scalars['Date']['input'];
  /** Where it plays: on all machines, on machine types, or on chosen machines. */
  target: MachineMediaTarget;
};

/** One page of a list of MachineBanner records. */
export type MachineBannerPage = {
  __typename?: 'MachineBannerPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<MachineBanner>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a picture to change; those left out keep their value. */
export type MachineBannerUpdateInput = {
  /** False stops it playing. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text about it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The last day it plays; not before the start date. */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** The address `singleUpload` answered for the image; nothing else is accepted. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** With target MACHINES: the machines it plays on; the whole list. */
  machineIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** With target MACHINE_TYPES: the machine types it plays on; the whole list. */
  machineTypeIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Its name; required, not blank. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The order among the pictures playing on a machine: lower plays first. */
  priority?: InputMaybe<Scalars['Int']['input']>;
  /** The first day it plays. */
  startDate?: InputMaybe<Scalars['Date']['input']>;
  /** Where it plays: on all machines, on machine types, or on chosen machines. */
  target?: InputMaybe<MachineMediaTarget>;
};

/** A machine that registered itself through the gateway on its first boot, waiting to be converted into a machine. */
export type MachineDraft = {
  __typename?: 'MachineDraft';
  /** The model of the Android board it reported, or null. */
  androidType: Maybe<Scalars['String']['output']>;
  /** The machine it was converted into. */
  convertedMachine: Maybe<Machine>;
  /** When staff turned it into a machine, or null while it waits. */
  convertedTime: Maybe<Scalars['DateTime']['output']>;
  /** When the machine registered. */
  createdTime: Scalars['DateTime']['output'];
  /** The factory serial number it reported. */
  factoryNumber: Scalars['String']['output'];
  /** The machine draft's id. */
  id: Scalars['Int']['output'];
  /** Its machine type, or null. */
  machineType: Maybe<MachineType>;
  /** The id of its machine type, or null. */
  machineTypeId: Maybe<Scalars['Int']['output']>;
  /** The owner it reported, or null. */
  owner: Maybe<Scalars['String']['output']>;
  /** The condition it reported. */
  physicalCondition: PhysicalCondition;
  /** The network address the registration came from. */
  registeredFrom: Maybe<Scalars['String']['output']>;
  /** The machine type as the machine named it. */
  reportedMachineType: Scalars['String']['output'];
  /** The slots as the machine reported them, as JSON. */
  slotSetting: Maybe<Scalars['String']['output']>;
  /** When the machine last registered. */
  updatedTime: Scalars['DateTime']['output'];
  /** The VMC number it registered with. */
  vmcNo: Scalars['String']['output'];
  /** Not converted yet. */
  waiting: Scalars['Boolean']['output'];
};

/** One page of a list of MachineDraft records. */
export type MachineDraftPage = {
  __typename?: 'MachineDraftPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<MachineDraft>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** An error code machines report, with its meaning and urgency. */
export type MachineError = {
  __typename?: 'MachineError';
  /** The code the machine reports the error with. */
  code: Scalars['String']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** What the error means. */
  description: Scalars['String']['output'];
  /** The machine error's id. */
  id: Scalars['Int']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** How soon it needs a refiller. */
  urgency: MachineErrorUrgency;
};

/** A kind of machine error; in an update, the fields left out keep their value. */
export type MachineErrorInput = {
  /** The code as the machine reports it, e.g. E12. */
  code: Scalars['String']['input'];
  /** What the error means; required, not blank. */
  description: Scalars['String']['input'];
  /** How soon it needs a refiller. */
  urgency: MachineErrorUrgency;
};

/** One page of a list of MachineError records. */
export type MachineErrorPage = {
  __typename?: 'MachineErrorPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<MachineError>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A kind of machine error; in an update, the fields left out keep their value. */
export type MachineErrorUpdateInput = {
  /** The code as the machine reports it, e.g. E12. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** What the error means; required, not blank. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** How soon it needs a refiller. */
  urgency?: InputMaybe<MachineErrorUrgency>;
};

/** How urgent a catalogued machine error is, from LOW to CRITICAL. */
export type MachineErrorUrgency =
  /** At once: the machine cannot sell. */
  | 'CRITICAL'
  /** The same day. */
  | 'HIGH'
  /** Can wait for the next visit. */
  | 'LOW'
  /** Within a few days. */
  | 'MEDIUM';

/** The machine's gateway key as staff see it: never the key itself. */
export type MachineGatewayKeyInfo = {
  __typename?: 'MachineGatewayKeyInfo';
  /** When the key was issued. */
  issuedAt: Scalars['DateTime']['output'];
  /** The key’s last four characters. */
  keyHint: Scalars['String']['output'];
};

/** A new gateway key for a machine. The key is shown this once: it is stored only as a hash. */
export type MachineGatewayKeyIssued = {
  __typename?: 'MachineGatewayKeyIssued';
  /** Enter it into the machine now; it cannot be shown again. */
  gatewayKey: Scalars['String']['output'];
  /** When the key was issued. */
  issuedAt: Scalars['DateTime']['output'];
  /** The key’s last four characters. */
  keyHint: Scalars['String']['output'];
  /** The machine the key is for. */
  machine: Machine;
};

/** Something that happened to a machine: an error, a status, an instruction, a boot, a lost connection. */
export type MachineHistory = {
  __typename?: 'MachineHistory';
  /** The machine history's id. */
  id: Scalars['Int']['output'];
  /** Its machine. */
  machine: Machine;
  /** The id of its machine. */
  machineId: Scalars['Int']['output'];
  /** What happened, in words. */
  message: Scalars['String']['output'];
  /** The kind of event (status, error, stock…). */
  type: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** A user’s name as it was then, or "Machine" when the machine reported it. */
  user: Scalars['String']['output'];
  /** The id of the user. */
  userId: Maybe<Scalars['Int']['output']>;
};

/** One page of a list of MachineHistory records. */
export type MachineHistoryPage = {
  __typename?: 'MachineHistoryPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<MachineHistory>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A machine set at a hub, from the day it was loaded to the day it was unloaded. */
export type MachineHub = {
  __typename?: 'MachineHub';
  /** The machine stands there now. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Its hub. */
  hub: Hub;
  /** The id of its hub. */
  hubId: Scalars['Int']['output'];
  /** The machine hub's id. */
  id: Scalars['Int']['output'];
  /** The day the machine was set there. */
  loadedAt: Scalars['Date']['output'];
  /** Its machine. */
  machine: Machine;
  /** The id of its machine. */
  machineId: Scalars['Int']['output'];
  /** The id of the merchant. */
  merchantId: Maybe<Scalars['String']['output']>;
  /** Its midtrans, or null. */
  midtrans: Maybe<Midtrans>;
  /** The id of its midtrans, or null. */
  midtransId: Maybe<Scalars['Int']['output']>;
  /** The SIM card the machine uses there, or null. */
  simcardNo: Maybe<Scalars['String']['output']>;
  /** The id of the terminal. */
  terminalId: Maybe<Scalars['String']['output']>;
  /** The day it was taken away, or null while it stands there. */
  unloadedAt: Maybe<Scalars['Date']['output']>;
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** Where and from when a machine stands, with its payment settings there. */
export type MachineHubInput = {
  /** The id of the hub. */
  hubId: Scalars['Int']['input'];
  /** The day the machine was set there. */
  loadedAt: Scalars['Date']['input'];
  /** The id of the machine. */
  machineId: Scalars['Int']['input'];
  /** The id of the merchant. */
  merchantId?: InputMaybe<Scalars['String']['input']>;
  /** The payment gateway account the machine takes payments through here. */
  midtransId?: InputMaybe<Scalars['Int']['input']>;
  /** The SIM card the machine uses there. */
  simcardNo?: InputMaybe<Scalars['String']['input']>;
  /** The id of the terminal. */
  terminalId?: InputMaybe<Scalars['String']['input']>;
};

/** One page of a list of MachineHub records. */
export type MachineHubPage = {
  __typename?: 'MachineHubPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<MachineHub>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** Where and from when a machine stands, with its payment settings there. */
export type MachineHubUpdateInput = {
  /** The day the machine was set there. */
  loadedAt?: InputMaybe<Scalars['Date']['input']>;
  /** The id of the merchant. */
  merchantId?: InputMaybe<Scalars['String']['input']>;
  /** The payment gateway account the machine takes payments through here. */
  midtransId?: InputMaybe<Scalars['Int']['input']>;
  /** The SIM card the machine uses there. */
  simcardNo?: InputMaybe<Scalars['String']['input']>;
  /** The id of the terminal. */
  terminalId?: InputMaybe<Scalars['String']['input']>;
};

/** A machine's details; in an update, the fields left out keep their value. */
export type MachineInput = {
  /** False retires the machine; its history stays. */
  active: Scalars['Boolean']['input'];
  /** The model of the machine's Android board. */
  androidType?: InputMaybe<Scalars['String']['input']>;
  /** Letters, digits and hyphens only. */
  factoryNumber: Scalars['String']['input'];
  /** Whether the door is locked. */
  lockMotorState: LockMotorState;
  /** The id of the machine type. */
  machineTypeId: Scalars['Int']['input'];
  /** Merchant id at the payment partner. */
  mid?: InputMaybe<Scalars['String']['input']>;
  /** The machine's name; required, not blank. */
  name: Scalars['String']['input'];
  /** Who owns the machine. */
  owner?: InputMaybe<Scalars['String']['input']>;
  /** How it looked on its last inspection. */
  physicalCondition: PhysicalCondition;
  /** °C, above the minimum. */
  refrigeratorMaxTemperature?: InputMaybe<Scalars['Float']['input']>;
  /** °C. */
  refrigeratorMinTemperature?: InputMaybe<Scalars['Float']['input']>;
  /** When the refrigerator runs. */
  refrigeratorMode: RefrigeratorMode;
  /** Null: the machine follows its hub’s opening hours. */
  runningSchedules?: InputMaybe<Array<RunningScheduleInput>>;
  /** The number of the machine's SIM card. */
  simcardNo?: InputMaybe<Scalars['String']['input']>;
  /** Terminal id at the payment partner. */
  tid?: InputMaybe<Scalars['String']['input']>;
  /** The vending controller number; letters, digits and hyphens. */
  vmcNo: Scalars['String']['input'];
  /** The payment partner has not finished registering the machine; it cannot be active meanwhile. */
  waitingForAltitude: Scalars['Boolean']['input'];
};

/** What a machine can be told to do; NOINSTRUCTION withdraws the instruction still waiting. */
export type MachineInstruction =
  /** Apply a discount to its prices. */
  | 'DISCOUNT'
  /** Withdraw the instruction still waiting. */
  | 'NOINSTRUCTION'
  /** Unlock the door. */
  | 'OPENDOOR'
  /** Load the prices its payload gives (sent by sendSlotPrices). */
  | 'PRICESET'
  /** Restart. */
  | 'REBOOT'
  /** Rinse its mixers. */
  | 'RINSING'
  /** Fetch and install the software update its payload names. */
  | 'UPGRADE';

/** Where a banner or screensaver stands today (Jakarta time): INACTIVE, SCHEDULED (before its start), PLAYING or ENDED (after its end). */
export type MachineMediaStatus =
  /** Active; its period is over. */
  | 'ENDED'
  /** Switched off. */
  | 'INACTIVE'
  /** Active, and today lies in its period. */
  | 'PLAYING'
  /** Active; its period starts later. */
  | 'SCHEDULED';

/** Where a banner or screensaver plays: on every machine, on the machines of chosen types, or on chosen machines. */
export type MachineMediaTarget =
  /** Every machine. */
  | 'ALL'
  /** The machines in machineIds. */
  | 'MACHINES'
  /** The machines of the types in machineTypeIds. */
  | 'MACHINE_TYPES';

/** One page of a list of Machine records. */
export type MachinePage = {
  __typename?: 'MachinePage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<Machine>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The payment partner settings of one machine. Its client secret and private key are written, never read back. */
export type MachinePayment = {
  __typename?: 'MachinePayment';
  /** False when the payment settings are no longer used. */
  active: Scalars['Boolean']['output'];
  /** The id of the channel. */
  channelId: Maybe<Scalars['String']['output']>;
  /** The id of the client. */
  clientId: Scalars['String']['output'];
  /** Whether a client secret is stored; the secret itself is never returned. */
  clientSecretSet: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** The machine payment's id. */
  id: Scalars['Int']['output'];
  /** Its machine. */
  machine: Machine;
  /** The id of its machine. */
  machineId: Scalars['Int']['output'];
  /** The payment merchant id. */
  mid: Scalars['String']['output'];
  /** The id of the partner. */
  partnerId: Maybe<Scalars['String']['output']>;
  /** The id of the pos. */
  posId: Maybe<Scalars['String']['output']>;
  /** Whether a private key is stored; the key itself is never returned. */
  privateKeySet: Scalars['Boolean']['output'];
  /** The id of the store. */
  storeId: Maybe<Scalars['String']['output']>;
  /** The payment terminal id. */
  tid: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** A machine's payment terminal settings; in an update, the fields left out keep their value. */
export type MachinePaymentInput = {
  /** False stops the settings being used. */
  active: Scalars['Boolean']['input'];
  /** The id of the channel. */
  channelId?: InputMaybe<Scalars['String']['input']>;
  /** The id of the client. */
  clientId: Scalars['String']['input'];
  /** A secret: stored, never returned. */
  clientSecret: Scalars['String']['input'];
  /** The id of the machine. */
  machineId: Scalars['Int']['input'];
  /** The merchant id at the payment partner. */
  mid: Scalars['String']['input'];
  /** The id of the partner. */
  partnerId?: InputMaybe<Scalars['String']['input']>;
  /** The id of the pos. */
  posId?: InputMaybe<Scalars['String']['input']>;
  /** A secret: stored, never returned. */
  privateKey?: InputMaybe<Scalars['String']['input']>;
  /** The id of the store. */
  storeId?: InputMaybe<Scalars['String']['input']>;
  /** The terminal id at the payment partner. */
  tid: Scalars['String']['input'];
};

/** One page of a list of MachinePayment records. */
export type MachinePaymentPage = {
  __typename?: 'MachinePaymentPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<MachinePayment>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A machine's payment terminal settings; in an update, the fields left out keep their value. */
export type MachinePaymentUpdateInput = {
  /** False stops the settings being used. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** The id of the channel. */
  channelId?: InputMaybe<Scalars['String']['input']>;
  /** The id of the client. */
  clientId?: InputMaybe<Scalars['String']['input']>;
  /** Given only to replace the stored secret. */
  clientSecret?: InputMaybe<Scalars['String']['input']>;
  /** The merchant id at the payment partner. */
  mid?: InputMaybe<Scalars['String']['input']>;
  /** The id of the partner. */
  partnerId?: InputMaybe<Scalars['String']['input']>;
  /** The id of the pos. */
  posId?: InputMaybe<Scalars['String']['input']>;
  /** Given only to replace the stored key. */
  privateKey?: InputMaybe<Scalars['String']['input']>;
  /** The id of the store. */
  storeId?: InputMaybe<Scalars['String']['input']>;
  /** The terminal id at the payment partner. */
  tid?: InputMaybe<Scalars['String']['input']>;
};

/** A QR code a machine shows for one payment provider. */
export type MachineQr = {
  __typename?: 'MachineQr';
  /** False when the code is no longer shown. */
  active: Scalars['Boolean']['output'];
  /** The text the QR code holds. */
  content: Scalars['String']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The machine qr's id. */
  id: Scalars['Int']['output'];
  /** Its machine. */
  machine: Machine;
  /** The id of its machine. */
  machineId: Scalars['Int']['output'];
  /** What the code is for. */
  qrType: QrType;
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** A QR code shown on a machine; in an update, the fields left out keep their value. */
export type MachineQrInput = {
  /** False stops it being shown. */
  active: Scalars['Boolean']['input'];
  /** The text the QR encodes: a QRIS string or an address. */
  content: Scalars['String']['input'];
  /** Free text about it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The id of the machine. */
  machineId: Scalars['Int']['input'];
  /** What the code is for. */
  qrType: QrType;
};

/** One page of a list of MachineQr records. */
export type MachineQrPage = {
  __typename?: 'MachineQrPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<MachineQr>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A QR code shown on a machine; in an update, the fields left out keep their value. */
export type MachineQrUpdateInput = {
  /** False stops it being shown. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** The text the QR encodes: a QRIS string or an address. */
  content?: InputMaybe<Scalars['String']['input']>;
  /** Free text about it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The id of the machine. */
  machineId?: InputMaybe<Scalars['Int']['input']>;
  /** What the code is for. */
  qrType?: InputMaybe<QrType>;
};

/** A picture machines show while nobody is ordering, on the machines it targets, during its period. */
export type MachineScreensaver = {
  __typename?: 'MachineScreensaver';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The last day it plays. */
  endDate: Scalars['Date']['output'];
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** The stored image, served from this address. */
  imageUrl: Scalars['String']['output'];
  /** With target MACHINES: the machines it plays on. */
  machineIds: Array<Scalars['Int']['output']>;
  /** With target MACHINE_TYPES: the machine types it plays on. */
  machineTypeIds: Array<Scalars['Int']['output']>;
  /** With target MACHINE_TYPES: the machine types it plays on. */
  machineTypes: Array<MachineType>;
  /** The chosen machines the caller may see. */
  machines: Array<Machine>;
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** The order among the pictures playing on a machine: lower plays first. */
  priority: Scalars['Int']['output'];
  /** The first day it plays. */
  startDate: Scalars['Date']['output'];
  /** Whether it plays today, is scheduled, has ended or is inactive. */
  status: MachineMediaStatus;
  /** Where it plays: on all machines, on machine types, or on chosen machines. */
  target: MachineMediaTarget;
  /** Where it plays, in words: all machines, or the names of the machine types or the numbers of the machines. */
  targets: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** A new picture, where and when it plays. */
export type MachineScreensaverInput = {
  /** False stops it playing. */
  active: Scalars['Boolean']['input'];
  /** Free text about it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The last day it plays; not before the start date. */
  endDate: Scalars['Date']['input'];
  /** The address `singleUpload` answered for the image; nothing else is accepted. */
  imageUrl: Scalars['String']['input'];
  /** With target MACHINES: the machines it plays on; the whole list. */
  machineIds: Array<Scalars['Int']['input']>;
  /** With target MACHINE_TYPES: the machine types it plays on; the whole list. */
  machineTypeIds: Array<Scalars['Int']['input']>;
  /** Its name; required, not blank. */
  name: Scalars['String']['input'];
  /** The order among the pictures playing on a machine: lower plays first. */
  priority: Scalars['Int']['input'];
  /** The first day it plays. */
  startDate: Scalars['Date']['input'];
  /** Where it plays: on all machines, on machine types, or on chosen machines. */
  target: MachineMediaTarget;
};

/** One page of a list of MachineScreensaver records. */
export type MachineScreensaverPage = {
  __typename?: 'MachineScreensaverPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<MachineScreensaver>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a picture to change; those left out keep their value. */
export type MachineScreensaverUpdateInput = {
  /** False stops it playing. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text about it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The last day it plays; not before the start date. */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** The address `singleUpload` answered for the image; nothing else is accepted. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** With target MACHINES: the machines it plays on; the whole list. */
  machineIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** With target MACHINE_TYPES: the machine types it plays on; the whole list. */
  machineTypeIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Its name; required, not blank. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The order among the pictures playing on a machine: lower plays first. */
  priority?: InputMaybe<Scalars['Int']['input']>;
  /** The first day it plays. */
  startDate?: InputMaybe<Scalars['Date']['input']>;
  /** Where it plays: on all machines, on machine types, or on chosen machines. */
  target?: InputMaybe<MachineMediaTarget>;
};

/** One machine a software update was rolled out to: the upgrade instruction it was sent, and whether it has taken the update. */
export type MachineSoftwareRollout = {
  __typename?: 'MachineSoftwareRollout';
  /** When the machine confirmed the update, or null. */
  acknowledgedTime: Maybe<Scalars['DateTime']['output']>;
  /** When the machine downloaded the package, or null. */
  fetchedTime: Maybe<Scalars['DateTime']['output']>;
  /** The machine software rollout's id. */
  id: Scalars['Int']['output'];
  /** The upgrade instruction the machine was sent last for this update. */
  instructionLogId: Scalars['Int']['output'];
  /** Its machine. */
  machine: Machine;
  /** The id of its machine. */
  machineId: Scalars['Int']['output'];
  /** The name of the user who sent it, or null. */
  sentByName: Maybe<Scalars['String']['output']>;
  /** When the update was sent to the machine. */
  sentTime: Scalars['DateTime']['output'];
  /** How far the machine got with the update. */
  state: MachineSoftwareRolloutState;
  /** Its machine software update. */
  update: MachineSoftwareUpdate;
  /** The id of its machine software update. */
  updateId: Scalars['Int']['output'];
};

/** How many machines of a rollout are in each state. */
export type MachineSoftwareRolloutCounts = {
  __typename?: 'MachineSoftwareRolloutCounts';
  /** Machines that confirmed the update. */
  acknowledged: Scalars['Int']['output'];
  /** Machines that downloaded it and have not confirmed yet. */
  fetched: Scalars['Int']['output'];
  /** Machines that report running this version. */
  installed: Scalars['Int']['output'];
  /** Machines it was sent to that have not fetched it yet. */
  sent: Scalars['Int']['output'];
  /** Machines sent a later update since. */
  superseded: Scalars['Int']['output'];
  /** Machines it was sent to. */
  total: Scalars['Int']['output'];
};

/** One page of a list of MachineSoftwareRollout records. */
export type MachineSoftwareRolloutPage = {
  __typename?: 'MachineSoftwareRolloutPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<MachineSoftwareRollout>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** Where one machine of a rollout is: SENT (the upgrade waits), FETCHED (the machine fetched it), ACKNOWLEDGED (carried out, but the machine still reports an older version), INSTALLED (acknowledged, and the machine reports this version or a later one), SUPERSEDED (a later instruction replaced it first). */
export type MachineSoftwareRolloutState =
  /** The machine confirmed it. */
  | 'ACKNOWLEDGED'
  /** The machine downloaded it. */
  | 'FETCHED'
  /** The machine reports running this version. */
  | 'INSTALLED'
  /** Sent; the machine has not fetched it yet. */
  | 'SENT'
  /** A later update was sent since. */
  | 'SUPERSEDED';

/** A version of the machines’ app: its name, its code and its package (an uploaded APK or an https address). */
export type MachineSoftwareUpdate = {
  __typename?: 'MachineSoftwareUpdate';
  /** An uploaded package (/uploads/….apk, on this server) or an https address. */
  apkUrl: Scalars['String']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** The machine software update's id. */
  id: Scalars['Int']['output'];
  /** What changed in this version, or null. */
  releaseNotes: Maybe<Scalars['String']['output']>;
  /** How many machines it was rolled out to, by state (the machines the caller may see). */
  rolloutCounts: MachineSoftwareRolloutCounts;
  /** The SHA-256 of an uploaded package; null for an address elsewhere. */
  sha256: Maybe<Scalars['String']['output']>;
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
  /** The Android version code; higher is newer. */
  versionCode: Scalars['Int']['output'];
  /** The version as people read it (e.g. 2.4.1). */
  versionName: Scalars['String']['output'];
};

/** A new version of the machines' app. */
export type MachineSoftwareUpdateInput = {
  /** The package: the address singleUpload answered for an APK, or an https address. */
  apkUrl: Scalars['String']['input'];
  /** What changed in this version. */
  releaseNotes?: InputMaybe<Scalars['String']['input']>;
  /** The version Android orders by: a positive whole number, unique. */
  versionCode: Scalars['Int']['input'];
  /** The version as people read it, e.g. 1.4.2. */
  versionName: Scalars['String']['input'];
};

/** One page of a list of MachineSoftwareUpdate records. */
export type MachineSoftwareUpdatePage = {
  __typename?: 'MachineSoftwareUpdatePage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<MachineSoftwareUpdate>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A new version of the machines' app. */
export type MachineSoftwareUpdateUpdateInput = {
  /** The package: the address singleUpload answered for an APK, or an https address. */
  apkUrl?: InputMaybe<Scalars['String']['input']>;
  /** What changed in this version. */
  releaseNotes?: InputMaybe<Scalars['String']['input']>;
  /** The version Android orders by: a positive whole number, unique. */
  versionCode?: InputMaybe<Scalars['Int']['input']>;
  /** The version as people read it, e.g. 1.4.2. */
  versionName?: InputMaybe<Scalars['String']['input']>;
};

/** An error a machine reported (or someone reported for it); open until a normal status or a later error. */
export type MachineStatusError = {
  __typename?: 'MachineStatusError';
  /** The error catalogue’s entry for this code: its meaning and urgency; null when the code is not catalogued. */
  catalogueEntry: Maybe<MachineError>;
  /** When a normal status or a later error ended it. */
  clearedTime: Maybe<Scalars['DateTime']['output']>;
  /** The code the machine reported. */
  errorCodeMachine: Scalars['String']['output'];
  /** What the machine said about it. */
  errorDescription: Scalars['String']['output'];
  /** True when the machine cannot sell until it is fixed. */
  fatalError: Scalars['Boolean']['output'];
  /** The machine status error's id. */
  id: Scalars['Int']['output'];
  /** Its machine. */
  machine: Machine;
  /** The id of its machine. */
  machineId: Scalars['Int']['output'];
  /** The part of the machine it concerns, or null. */
  machineSet: Maybe<Scalars['String']['output']>;
  /** It is the machine’s error now. */
  open: Scalars['Boolean']['output'];
  /** True when the error stays until someone clears it. */
  persistenceError: Scalars['Boolean']['output'];
  /** When the machine reported it. */
  reportedTime: Scalars['DateTime']['output'];
  /** Who reported it: a user’s name, or "Machine" when the machine did. */
  user: Scalars['String']['output'];
};

/** An error reported for a machine by staff. */
export type MachineStatusErrorInput = {
  /** The code the machine gives the error. */
  errorCodeMachine: Scalars['String']['input'];
  /** What went wrong; required, not blank. */
  errorDescription: Scalars['String']['input'];
  /** The machine cannot sell until it is seen to. */
  fatalError: Scalars['Boolean']['input'];
  /** The id of the machine. */
  machineId: Scalars['Int']['input'];
  /** The part or setting of the machine the error is in. */
  machineSet?: InputMaybe<Scalars['String']['input']>;
  /** The error stays after a reboot. */
  persistenceError: Scalars['Boolean']['input'];
};

/** One page of a list of MachineStatusError records. */
export type MachineStatusErrorPage = {
  __typename?: 'MachineStatusErrorPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<MachineStatusError>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A status a machine reported, as it went into the machine’s history. */
export type MachineStatusInfo = {
  __typename?: 'MachineStatusInfo';
  /** The status was normal and ended the machine’s error. */
  errorCleared: Scalars['Boolean']['output'];
  /** The history entry the status made. */
  history: MachineHistory;
  /** The machine the status is of. */
  machine: Machine;
  /** The id of the machine. */
  machineId: Scalars['Int']['output'];
  /** Notes with the status, or null. */
  notes: Maybe<Scalars['String']['output']>;
  /** The status reported. */
  status: Scalars['String']['output'];
};

/** A status of a machine reported by staff. */
export type MachineStatusInfoInput = {
  /** The id of the machine. */
  machineId: Scalars['Int']['input'];
  /** Notes with the status. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** normal, ok, ready or running (any case) clear the machine’s error; anything else is only recorded. */
  status: Scalars['String']['input'];
};

/** One ingredient in one machine’s canisters: how much is left, in the ingredient’s unit. */
export type MachineStockIn = {
  __typename?: 'MachineStockIn';
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** In the ingredient’s unit. */
  currentStock: Scalars['Float']['output'];
  /** The machine stock in's id. */
  id: Scalars['Int']['output'];
  /** True for an ingredient whose outage stops sales, so it is refilled first. */
  important: Scalars['Boolean']['output'];
  /** Its ingredient. */
  ingredient: Ingredient;
  /** The id of its ingredient. */
  ingredientId: Scalars['Int']['output'];
  /** At or below its minimum. */
  low: Scalars['Boolean']['output'];
  /** Its machine. */
  machine: Machine;
  /** The id of its machine. */
  machineId: Scalars['Int']['output'];
  /** How much of the ingredient the machine holds when full, in its unit. */
  maxStock: Scalars['Int']['output'];
  /** Below this the machine needs a refill. */
  minStock: Scalars['Int']['output'];
  /** Its place on the refill sheet, or null. */
  orderNr: Maybe<Scalars['Int']['output']>;
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** One ingredient of a machine filled: its level after the fill. */
export type MachineStockInFillInput = {
  /** The level after the fill, in the ingredient’s unit. */
  currentStock: Scalars['Float']['input'];
  /** The id of the ingredient. */
  ingredientId: Scalars['Int']['input'];
  /** The id of the machine. */
  machineId: Scalars['Int']['input'];
  /** Packs or pieces of the machine’s stock out used for it. */
  stockOutsConsumed?: InputMaybe<Array<StockOutConsumedInput>>;
};

/** An ingredient a machine holds, with its limits. */
export type MachineStockInInput = {
  /** In the ingredient’s unit. */
  currentStock: Scalars['Float']['input'];
  /** The machine cannot sell without it. */
  important?: InputMaybe<Scalars['Boolean']['input']>;
  /** The id of the ingredient. */
  ingredientId: Scalars['Int']['input'];
  /** The id of the machine. */
  machineId: Scalars['Int']['input'];
  /** A refill fills up to this; left out on create, the machine type’s maximum for the machine’s level. */
  maxStock?: InputMaybe<Scalars['Int']['input']>;
  /** At or below this the machine is low on the ingredient. */
  minStock: Scalars['Int']['input'];
  /** Position in the machine’s list; left out, the ingredient’s own order. */
  orderNr?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of a list of MachineStockIn records. */
export type MachineStockInPage = {
  __typename?: 'MachineStockInPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<MachineStockIn>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** An ingredient a machine holds, with its limits. */
export type MachineStockInUpdateInput = {
  /** In the ingredient’s unit. */
  currentStock?: InputMaybe<Scalars['Float']['input']>;
  /** The machine cannot sell without it. */
  important?: InputMaybe<Scalars['Boolean']['input']>;
  /** A refill fills up to this; left out on create, the machine type’s maximum for the machine’s level. */
  maxStock?: InputMaybe<Scalars['Int']['input']>;
  /** At or below this the machine is low on the ingredient. */
  minStock?: InputMaybe<Scalars['Int']['input']>;
  /** Position in the machine’s list; left out, the ingredient’s own order. */
  orderNr?: InputMaybe<Scalars['Int']['input']>;
};

/** One packaging a machine holds (cups, lids, packs of an ingredient): whole pieces left, or infinite. */
export type MachineStockOut = {
  __typename?: 'MachineStockOut';
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Pieces in the machine now. */
  currentStock: Scalars['Int']['output'];
  /** The machine stock out's id. */
  id: Scalars['Int']['output'];
  /** True for something never counted down (e.g. water from the mains). */
  infinite: Scalars['Boolean']['output'];
  /** Its ingredient, or null. */
  ingredient: Maybe<Ingredient>;
  /** The id of its ingredient, or null. */
  ingredientId: Maybe<Scalars['Int']['output']>;
  /** Finite and at or below its minimum. */
  low: Scalars['Boolean']['output'];
  /** Its machine. */
  machine: Machine;
  /** The id of its machine. */
  machineId: Scalars['Int']['output'];
  /** Pieces the machine holds when full. */
  maxStock: Scalars['Int']['output'];
  /** Below this the machine needs a refill. */
  minStock: Scalars['Int']['output'];
  /** Its place on the refill sheet, or null. */
  orderNr: Maybe<Scalars['Int']['output']>;
  /** Its packaging. */
  packaging: Packaging;
  /** The id of its packaging. */
  packagingId: Scalars['Int']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** Pieces of one packaging put into a machine, and any taken back out. */
export type MachineStockOutFillInput = {
  /** Whole pieces added, above 0. */
  additionalStock: Scalars['Int']['input'];
  /** The id of the machine. */
  machineId: Scalars['Int']['input'];
  /** The id of the packaging. */
  packagingId: Scalars['Int']['input'];
  /** Whole pieces taken back out (expired or damaged); not above the stock before the fill. */
  returnQuantity?: InputMaybe<Scalars['Int']['input']>;
};

/** A packaging (cups, lids…) a machine holds, with its limits. */
export type MachineStockOutInput = {
  /** Whole pieces. */
  currentStock: Scalars['Int']['input'];
  /** Never runs out: fills and consumption leave it alone. */
  infinite?: InputMaybe<Scalars['Boolean']['input']>;
  /** The ingredient the packaging holds, for packs poured into a canister. */
  ingredientId?: InputMaybe<Scalars['Int']['input']>;
  /** The id of the machine. */
  machineId: Scalars['Int']['input'];
  /** Left out on create, the machine type’s maximum for the machine’s level. */
  maxStock?: InputMaybe<Scalars['Int']['input']>;
  /** At or below this the machine is low on the packaging. */
  minStock: Scalars['Int']['input'];
  /** Position in the machine’s list. */
  orderNr?: InputMaybe<Scalars['Int']['input']>;
  /** The id of the packaging. */
  packagingId: Scalars['Int']['input'];
};

/** One page of a list of MachineStockOut records. */
export type MachineStockOutPage = {
  __typename?: 'MachineStockOutPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<MachineStockOut>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A packaging (cups, lids…) a machine holds, with its limits. */
export type MachineStockOutUpdateInput = {
  /** Whole pieces. */
  currentStock?: InputMaybe<Scalars['Int']['input']>;
  /** Never runs out: fills and consumption leave it alone. */
  infinite?: InputMaybe<Scalars['Boolean']['input']>;
  /** The ingredient the packaging holds, for packs poured into a canister. */
  ingredientId?: InputMaybe<Scalars['Int']['input']>;
  /** Left out on create, the machine type’s maximum for the machine’s level. */
  maxStock?: InputMaybe<Scalars['Int']['input']>;
  /** At or below this the machine is low on the packaging. */
  minStock?: InputMaybe<Scalars['Int']['input']>;
  /** Position in the machine’s list. */
  orderNr?: InputMaybe<Scalars['Int']['input']>;
};

/** A model of vending machine, and the weekly cups that make one a low, medium or high seller. */
export type MachineType = {
  __typename?: 'MachineType';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** How the server talks to the machine’s controller. */
  commandType: Maybe<Scalars['String']['output']>;
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** The short code that prefixes the numbers of machines of this type. */
  initialName: Scalars['String']['output'];
  /** Above this many cups a week it is a high seller; between the two, a medium one. */
  maxCup: Maybe<Scalars['Int']['output']>;
  /** Below this many cups a week a machine of the type is a low seller. */
  minCup: Maybe<Scalars['Int']['output']>;
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** The maxima per ingredient. */
  stockIns: Array<MachineTypeStock>;
  /** The maxima per packaging. */
  stockOuts: Array<MachineTypeStock>;
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** How machine types are named and pictured to shop customers. */
export type MachineTypeDisplay = {
  __typename?: 'MachineTypeDisplay';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** The address of its picture, or null. */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** The ids of the machine types. */
  machineTypeIds: Array<Scalars['Int']['output']>;
  /** The machine types that use this display. */
  machineTypes: Array<MachineType>;
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** A display a machine type can have; in an update, the fields left out keep their value. */
export type MachineTypeDisplayInput = {
  /** False stops it being offered. */
  active: Scalars['Boolean']['input'];
  /** Free text about it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The picture shop customers see. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** The machine types shown this way; the whole list. */
  machineTypeIds: Array<Scalars['Int']['input']>;
  /** Its name, unique; required, not blank. */
  name: Scalars['String']['input'];
};

/** One page of a list of MachineTypeDisplay records. */
export type MachineTypeDisplayPage = {
  __typename?: 'MachineTypeDisplayPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<MachineTypeDisplay>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A display a machine type can have; in an update, the fields left out keep their value. */
export type MachineTypeDisplayUpdateInput = {
  /** False stops it being offered. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text about it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The picture shop customers see. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** The machine types shown this way; the whole list. */
  machineTypeIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Its name, unique; required, not blank. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A new machine type. */
export type MachineTypeInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active: Scalars['Boolean']['input'];
  /** How the server talks to the machine’s controller. */
  commandType?: InputMaybe<Scalars['String']['input']>;
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The short code that prefixes the numbers of machines of this type. */
  initialName: Scalars['String']['input'];
  /** Above this many cups a week it is a high seller; between the two, a medium one. */
  maxCup?: InputMaybe<Scalars['Int']['input']>;
  /** Below this many cups a week a machine of the type is a low seller. */
  minCup?: InputMaybe<Scalars['Int']['input']>;
  /** The machine type's name, unique among machine type records; refused when blank or too long. */
  name: Scalars['String']['input'];
};

/** One page of a list of MachineType records. */
export type MachineTypePage = {
  __typename?: 'MachineTypePage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<MachineType>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The stock maxima of a machine type for one ingredient (stock in) or one packaging (stock out). */
export type MachineTypeStock = {
  __typename?: 'MachineTypeStock';
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** The level counted as high. */
  high: Scalars['Int']['output'];
  /** The machine type stock's id. */
  id: Scalars['Int']['output'];
  /** Its ingredient, or null. */
  ingredient: Maybe<Ingredient>;
  /** The id of its ingredient, or null. */
  ingredientId: Maybe<Scalars['Int']['output']>;
  /** IN for an ingredient, OUT for a packaging. */
  kind: Scalars['String']['output'];
  /** The level counted as low. */
  low: Scalars['Int']['output'];
  /** Its machine type. */
  machineType: MachineType;
  /** The id of its machine type. */
  machineTypeId: Scalars['Int']['output'];
  /** The level counted as medium. */
  medium: Scalars['Int']['output'];
  /** Its packaging, or null. */
  packaging: Maybe<Packaging>;
  /** The id of its packaging, or null. */
  packagingId: Maybe<Scalars['Int']['output']>;
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** The stock levels of a packaging in a machine type. */
export type MachineTypeStockInput = {
  /** In a high seller. */
  high: Scalars['Int']['input'];
  /** For a stock-in maximum. */
  ingredientId?: InputMaybe<Scalars['Int']['input']>;
  /** Filled up to this in a low seller. */
  low: Scalars['Int']['input'];
  /** The id of the machine type. */
  machineTypeId: Scalars['Int']['input'];
  /** In a medium seller; between low and high. */
  medium: Scalars['Int']['input'];
  /** For a stock-out maximum. */
  packagingId?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of a list of MachineTypeStock records. */
export type MachineTypeStockPage = {
  __typename?: 'MachineTypeStockPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<MachineTypeStock>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The stock levels of a packaging in a machine type. */
export type MachineTypeStockUpdateInput = {
  /** In a high seller. */
  high?: InputMaybe<Scalars['Int']['input']>;
  /** Filled up to this in a low seller. */
  low?: InputMaybe<Scalars['Int']['input']>;
  /** In a medium seller; between low and high. */
  medium?: InputMaybe<Scalars['Int']['input']>;
};

/** The fields of a machine type to change; those left out keep their value. */
export type MachineTypeUpdateInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** How the server talks to the machine’s controller. */
  commandType?: InputMaybe<Scalars['String']['input']>;
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The short code that prefixes the numbers of machines of this type. */
  initialName?: InputMaybe<Scalars['String']['input']>;
  /** Above this many cups a week it is a high seller; between the two, a medium one. */
  maxCup?: InputMaybe<Scalars['Int']['input']>;
  /** Below this many cups a week a machine of the type is a low seller. */
  minCup?: InputMaybe<Scalars['Int']['input']>;
  /** The machine type's name, unique among machine type records; refused when blank or too long. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A machine's details; in an update, the fields left out keep their value. */
export type MachineUpdateInput = {
  /** False retires the machine; its history stays. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** The model of the machine's Android board. */
  androidType?: InputMaybe<Scalars['String']['input']>;
  /** Letters, digits and hyphens only. */
  factoryNumber?: InputMaybe<Scalars['String']['input']>;
  /** Whether the door is locked. */
  lockMotorState?: InputMaybe<LockMotorState>;
  /** The id of the machine type. */
  machineTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** Merchant id at the payment partner. */
  mid?: InputMaybe<Scalars['String']['input']>;
  /** The machine's name; required, not blank. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Who owns the machine. */
  owner?: InputMaybe<Scalars['String']['input']>;
  /** How it looked on its last inspection. */
  physicalCondition?: InputMaybe<PhysicalCondition>;
  /** °C, above the minimum. */
  refrigeratorMaxTemperature?: InputMaybe<Scalars['Float']['input']>;
  /** °C. */
  refrigeratorMinTemperature?: InputMaybe<Scalars['Float']['input']>;
  /** When the refrigerator runs. */
  refrigeratorMode?: InputMaybe<RefrigeratorMode>;
  /** Null: the machine follows its hub’s opening hours. */
  runningSchedules?: InputMaybe<Array<RunningScheduleInput>>;
  /** The number of the machine's SIM card. */
  simcardNo?: InputMaybe<Scalars['String']['input']>;
  /** Terminal id at the payment partner. */
  tid?: InputMaybe<Scalars['String']['input']>;
  /** The vending controller number; letters, digits and hyphens. */
  vmcNo?: InputMaybe<Scalars['String']['input']>;
  /** The payment partner has not finished registering the machine; it cannot be active meanwhile. */
  waitingForAltitude?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A task staff set by hand; in an update, the fields left out keep their value. */
export type ManualTaskInput = {
  /** The id of the assignee. */
  assigneeId: Scalars['Int']['input'];
  /** What is to be done. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** When it should be done. */
  executionTime: Scalars['DateTime']['input'];
  /** Empty for a task at no machine. */
  machineId?: InputMaybe<Scalars['Int']['input']>;
  /** A note for the assignee. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** A short title; required, not blank. */
  title: Scalars['String']['input'];
};

/** A task staff set by hand; in an update, the fields left out keep their value. */
export type ManualTaskUpdateInput = {
  /** The id of the assignee. */
  assigneeId?: InputMaybe<Scalars['Int']['input']>;
  /** What is to be done. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** When it should be done. */
  executionTime?: InputMaybe<Scalars['DateTime']['input']>;
  /** Empty for a task at no machine. */
  machineId?: InputMaybe<Scalars['Int']['input']>;
  /** A note for the assignee. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** A short title; required, not blank. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A record a user can be mapped to (an outlet, a merchant, a partner or a company), as the mapping pages show it. */
export type MappedRecord = {
  __typename?: 'MappedRecord';
  /** False when the record is inactive. */
  active: Scalars['Boolean']['output'];
  /** The id of the record. */
  id: Scalars['Int']['output'];
  /** How people know it: its name (an outlet: its number and name). */
  label: Scalars['String']['output'];
};

/** The signed-in user and what they may do. */
export type Me = {
  __typename?: 'Me';
  /** False when the account is deactivated. */
  active: Scalars['Boolean']['output'];
  /** The authorities the user's role grants, by name: what the console shows them. */
  authorities: Array<Scalars['String']['output']>;
  /** The user's email address. */
  email: Scalars['String']['output'];
  /** The me's id. */
  id: Scalars['Int']['output'];
  /** The user's name. */
  name: Scalars['String']['output'];
  /** The role’s name. */
  role: Scalars['String']['output'];
  /** The name the user signs in with. */
  username: Scalars['String']['output'];
};

/** A payment gateway account that machines at a hub take card and QR payments through. */
export type Midtrans = {
  __typename?: 'Midtrans';
  /** False when the account is no longer used. */
  active: Scalars['Boolean']['output'];
  /** The public key the payment page uses. */
  clientKey: Scalars['String']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The midtrans's id. */
  id: Scalars['Int']['output'];
  /** The id of the merchant. */
  merchantId: Scalars['String']['output'];
  /** The merchant id, marked when it is a sandbox account: how pickers name the account. */
  name: Scalars['String']['output'];
  /** True for a live account, false for the sandbox. */
  production: Scalars['Boolean']['output'];
  /** Whether a server key is stored; the key itself is never returned. */
  serverKeySet: Scalars['Boolean']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** A Midtrans payment gateway account; in an update, the fields left out keep their value. */
export type MidtransInput = {
  /** False stops it being used. */
  active: Scalars['Boolean']['input'];
  /** The account's client key. */
  clientKey: Scalars['String']['input'];
  /** Free text about it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The id of the merchant. */
  merchantId: Scalars['String']['input'];
  /** The live gateway; otherwise its sandbox. */
  production: Scalars['Boolean']['input'];
  /** A secret: stored, never returned. */
  serverKey: Scalars['String']['input'];
};

/** One page of a list of Midtrans records. */
export type MidtransPage = {
  __typename?: 'MidtransPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<Midtrans>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A Midtrans payment gateway account; in an update, the fields left out keep their value. */
export type MidtransUpdateInput = {
  /** False stops it being used. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** The account's client key. */
  clientKey?: InputMaybe<Scalars['String']['input']>;
  /** Free text about it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The id of the merchant. */
  merchantId?: InputMaybe<Scalars['String']['input']>;
  /** The live gateway; otherwise its sandbox. */
  production?: InputMaybe<Scalars['Boolean']['input']>;
  /** Given only to replace the stored key. */
  serverKey?: InputMaybe<Scalars['String']['input']>;
};

/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Places the order a draft holds, priced once now; with input, the draft is first changed to it (saved and accepted in one call and one transaction). A draft is placed once: CONFLICT when it is already accepted or cancelled, or the input names another outlet. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_POS_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  acceptDraftOrder: Maybe<ShopOrder>;
  /**
   * Assigns each proposal to the refiller the planner meant it for, all in one go (at most 500): either all of them are assigned or none is.
   *
   * Needs the UPDATE_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  acceptProposals: Maybe<Array<Task>>;
  /**
   * Accepts a paid order (PAID to ACK), stamping who and when; with shopCourierId, gives a delivery order to that courier of ours (driver found). CONFLICT when the order is no longer paid (another barista accepted it first, it expired…); BAD_USER_INPUT under shopCourierId for an order that is not a delivery or a courier who does not exist or is inactive; NOT_FOUND outside the caller’s outlets. Recorded in the activity log.
   *
   * Needs the ACCEPT_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  ackOrder: Maybe<ShopOrder>;
  /**
   * Switches every QR type on: machines are offered each QR type they have a code for. Answers every mapping. Recorded in the activity log, a row per mapping changed.
   *
   * Needs the UPDATE_QR_TYPE_MAPPING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  activateAllQrTypeMapping: Array<QrTypeMapping>;
  /**
   * Lets the customer use the assigned voucher again.
   *
   * Needs the UPDATE_SHOP_ASSIGNED_VOUCHER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  activateShopAssignedVoucher: Maybe<ShopAssignedVoucher>;
  /**
   * Makes a courier available for deliveries again and answers them; NOT_FOUND for a courier the caller may not see. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_COURIER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  activateShopCourier: Maybe<ShopCourier>;
  /**
   * Adds points to or takes points from a customer, with a reason. BAD_USER_INPUT for a bad amount, no such customer, or a balance that would go below zero. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_LOYALTY_POINT_HISTORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  adjustShopLoyaltyPoints: Maybe<ShopLoyaltyBalance>;
  /**
   * Makes the open error of machine `id` a refiller-check task for someone, and marks the machine’s error as assigned.
   *
   * Needs the CREATE_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  assignErrorTask: Maybe<Task>;
  /**
   * Gives an outlet task to someone: an unassigned one, or a pending one to someone else.
   *
   * Needs the UPDATE_SHOP_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  assignShopTask: Maybe<ShopTask>;
  /**
   * Gives a proposal of the planner (a task with no assignee) to someone.
   *
   * Needs the UPDATE_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  assignTask: Maybe<Task>;
  /**
   * Cancels a manual notification that has not gone out yet; nobody receives it (CONFLICT once it has gone out).
   *
   * Needs the UPDATE_SHOP_NOTIFICATION authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  cancelShopManualNotification: Maybe<ShopNotification>;
  /**
   * Drops an open draft; CONFLICT once it is accepted or cancelled. Recorded in the activity log.
   *
   * Needs the DELETE_SHOP_POS_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  cancelShopPosDraftOrder: Maybe<ShopPosDraftOrder>;
  /**
   * Checks a CSV file of card reader settlement lines and answers what it would create and change and every error with its line; writes nothing.
   *
   * Needs the CREATE_SETTLEMENT_FILE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  checkSettlementCardBatchUpload: Maybe<CsvImportCheck>;
  /**
   * Checks a CSV file of QR wallet settlement lines and answers what it would create and change and every error with its line; writes nothing.
   *
   * Needs the CREATE_SETTLEMENT_FILE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  checkSettlementWalletFileUpload: Maybe<CsvImportCheck>;
  /**
   * Checks a CSV file of outlet menus and answers what it would create and change and every error with its line; writes nothing.
   *
   * Needs the CREATE_SHOP_HUB_MENU authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  checkShopHubMenuUpload: Maybe<CsvImportCheck>;
  /**
   * Checks a CSV file of shop menus and answers what it would create and change and every error with its line; writes nothing.
   *
   * Needs the CREATE_SHOP_MENU authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  checkShopMenuUpload: Maybe<CsvImportCheck>;
  /**
   * The courier has handed the order over (delivered). Only the courier it is given to, once it is on the way; NOT_FOUND for anyone else’s. CONFLICT when it is not picked up yet, already delivered, or the order is closed. Recorded in the activity log.
   *
   * Needs the IS_COURIER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  completeCourierOrder: Maybe<ShopOrder>;
  /**
   * Writes a checked CSV file of card reader settlement lines, all of it in one transaction or nothing; refused when the file changed since its check or has errors now.
   *
   * Needs the CREATE_SETTLEMENT_FILE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  confirmSettlementCardBatchUpload: Maybe<CsvImportResult>;
  /**
   * Writes a checked CSV file of QR wallet settlement lines, all of it in one transaction or nothing; refused when the file changed since its check or has errors now.
   *
   * Needs the CREATE_SETTLEMENT_FILE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  confirmSettlementWalletFileUpload: Maybe<CsvImportResult>;
  /**
   * Writes a checked CSV file of outlet menus, all of it in one transaction or nothing; refused when the file changed since its check or has errors now.
   *
   * Needs the CREATE_SHOP_HUB_MENU authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  confirmShopHubMenuUpload: Maybe<CsvImportResult>;
  /**
   * Writes a checked CSV file of shop menus, all of it in one transaction or nothing; refused when the file changed since its check or has errors now.
   *
   * Needs the CREATE_SHOP_MENU authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  confirmShopMenuUpload: Maybe<CsvImportResult>;
  /**
   * Marks a card order placed at the counter paid, with the approval code the card reader printed (letters and digits, usually 6), kept as its payment reference and in its timeline. BAD_USER_INPUT for a code of another shape or an order not paid by card, CONFLICT once it is paid with another code, expired or missed. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_POS_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  confirmShopPosCardPayment: Maybe<ShopOrder>;
  /**
   * Completes a machine draft into a machine and issues its gateway key, shown this once.
   *
   * Needs the CREATE_MACHINE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  convertMachineDraft: Maybe<MachineGatewayKeyIssued>;
  /**
   * Creates a cluster and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_CLUSTER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createCluster: Maybe<Cluster>;
  /**
   * Creates a company and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_COMPANY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createCompany: Maybe<Company>;
  /**
   * Creates a department and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_DEPARTMENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createDepartment: Maybe<Department>;
  /**
   * Creates a hub and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_HUB authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createHub: Maybe<Hub>;
  /**
   * Creates a hub entity and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_HUB_ENTITY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createHubEntity: Maybe<HubEntity>;
  /**
   * Creates a hub type and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_HUB_TYPE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createHubType: Maybe<HubType>;
  /**
   * Creates a ingredient and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_INGREDIENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createIngredient: Maybe<Ingredient>;
  /**
   * Creates a ingredient in product and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_INGREDIENT_IN_PRODUCT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createIngredientInProduct: Maybe<IngredientInProduct>;
  /**
   * Requests leave for several days at once (one input a day), all or none.
   *
   * Needs the CREATE_LEAVE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createLeaves: Maybe<Array<Leave>>;
  /**
   * Creates a machine and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_MACHINE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createMachine: Maybe<Machine>;
  /**
   * Creates a machine banner and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_MACHINE_BANNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createMachineBanner: Maybe<MachineBanner>;
  /**
   * Creates a machine error and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_MACHINE_ERROR authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createMachineError: Maybe<MachineError>;
  /**
   * Sets a machine at a hub. A machine stands at one hub at a time: unload it first.
   *
   * Needs the UPDATE_HUB authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createMachineHub: Maybe<MachineHub>;
  /**
   * Creates a machine payment and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_MACHINE_PAYMENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createMachinePayment: Maybe<MachinePayment>;
  /**
   * Creates a machine qr and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_MACHINE_QR authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createMachineQr: Maybe<MachineQr>;
  /**
   * Creates a machine screensaver and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_MACHINE_SCREENSAVER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createMachineScreensaver: Maybe<MachineScreensaver>;
  /**
   * Creates a machine software update and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_MACHINE_SOFTWARE_UPDATE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createMachineSoftwareUpdate: Maybe<MachineSoftwareUpdate>;
  /**
   * Reports an error of a machine: it becomes the machine’s error now (lastError, lastErrorAt) and goes into its history.
   *
   * Needs the CREATE_MACHINE_STATUS_ERROR authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createMachineStatusError: Maybe<MachineStatusError>;
  /**
   * Reports a machine’s status into its history; a normal status (normal, ok, ready, running) clears its error.
   *
   * Needs the CREATE_MACHINE_STATUS_INFO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createMachineStatusInfo: Maybe<MachineStatusInfo>;
  /**
   * Creates a machine stock in and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_MACHINE_STOCK_IN authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createMachineStockIn: Maybe<MachineStockIn>;
  /**
   * Creates a machine stock out and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_MACHINE_STOCK_OUT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createMachineStockOut: Maybe<MachineStockOut>;
  /**
   * Creates a machine type and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_MACHINE_TYPE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createMachineType: Maybe<MachineType>;
  /**
   * Creates a machine type display and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_MACHINE_TYPE_DISPLAY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createMachineTypeDisplay: Maybe<MachineTypeDisplay>;
  /**
   * Creates a machine type stock and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_MACHINE_TYPE_STOCK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createMachineTypeStock: Maybe<MachineTypeStock>;
  /**
   * Creates a manual task for someone, at a machine or at none.
   *
   * Needs the CREATE_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createManualTask: Maybe<Task>;
  /**
   * Creates a midtrans and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_MIDTRANS authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createMidtrans: Maybe<Midtrans>;
  /**
   * Creates a packaging and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_PACKAGING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createPackaging: Maybe<Packaging>;
  /**
   * Creates a product and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_PRODUCT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createProduct: Maybe<Product>;
  /**
   * Creates a product history and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_PRODUCT_HISTORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createProductHistory: Maybe<ProductHistory>;
  /**
   * Creates a product in machine and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_PRODUCT_IN_MACHINE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createProductInMachine: Maybe<ProductInMachine>;
  /**
   * Creates a product set and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_PRODUCT_SET authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createProductSet: Maybe<ProductSet>;
  /**
   * Puts an active product in the set; answers the set.
   *
   * Needs the UPDATE_PRODUCT_SET authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createProductSetCombination: Maybe<ProductSet>;
  /**
   * Creates a refiller schedule and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_REFILLER_SCHEDULE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createRefillerSchedule: Maybe<RefillerSchedule>;
  /**
   * Creates a reward rule and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_REWARD_RULE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createRewardRule: Maybe<RewardRule>;
  /**
   * Creates a role and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_ROLE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createRole: Maybe<Role>;
  /**
   * Gives the code to the customers in one transaction; a customer who already holds it keeps theirs. BAD_USER_INPUT, giving nothing, when an id is no customer, the list is empty or longer than 10.000, or the voucher is turned off or has ended; NOT_FOUND when there is no such code. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_ASSIGNED_VOUCHER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopAssignedVouchers: Maybe<ShopVoucherAssignment>;
  /**
   * Creates a shop courier and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_COURIER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopCourier: Maybe<ShopCourier>;
  /**
   * Creates a shop deal and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_DEAL authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopDeal: Maybe<ShopDeal>;
  /**
   * Creates a shop deal third party promo and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_DEAL authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopDealThirdPartyPromo: Maybe<ShopDealThirdPartyPromo>;
  /**
   * Creates a FAQ and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_FAQ authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopFaq: Maybe<ShopFaq>;
  /**
   * Creates a home background and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_HOME_BACKGROUND authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopHomeBackground: Maybe<ShopHomeBackground>;
  /**
   * Creates a outlet and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_HUB authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopHub: Maybe<ShopHub>;
  /**
   * Creates a outlet menu and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_HUB_MENU authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopHubMenu: Maybe<ShopHubMenu>;
  /**
   * Creates a outlet stock and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_HUB_STOCK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopHubStock: Maybe<ShopHubStock>;
  /**
   * Creates a manual notification; it goes out at sentDate (or at once) to the customers its rule reaches then.
   *
   * Needs the CREATE_SHOP_NOTIFICATION authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopManualNotification: Maybe<ShopNotification>;
  /**
   * Creates a shop membership and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_MEMBERSHIP authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopMembership: Maybe<ShopMembership>;
  /**
   * Creates a shop membership promo and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_MEMBERSHIP_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopMembershipPromo: Maybe<ShopMembershipPromo>;
  /**
   * Creates a shop menu and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_MENU authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopMenu: Maybe<ShopMenu>;
  /**
   * Creates a shop menu category and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_MENU_CATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopMenuCategory: Maybe<ShopMenuCategory>;
  /**
   * Creates a shop menu customization and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_MENU_CUSTOMIZATION authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopMenuCustomization: Maybe<ShopMenuCustomization>;
  /**
   * Creates a shop menu display category and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_MENU_DISPLAY_CATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopMenuDisplayCategory: Maybe<ShopMenuDisplayCategory>;
  /**
   * Creates a shop menu ingredient and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_MENU_INGREDIENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopMenuIngredient: Maybe<ShopMenuIngredient>;
  /**
   * Creates a shop menu subcategory and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_MENU_SUBCATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopMenuSubcategory: Maybe<ShopMenuSubcategory>;
  /**
   * Creates a shop merchant and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_MERCHANT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopMerchant: Maybe<ShopMerchant>;
  /**
   * Creates a shop partner and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_PARTNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopPartner: Maybe<ShopPartner>;
  /**
   * Creates a popup banner and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_POPUP_BANNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopPopupBanner: Maybe<ShopPopupBanner>;
  /**
   * Keeps a POS order as a draft at its outlet, priced now, to finish later. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_POS_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopPosDraftOrder: Maybe<ShopPosDraftOrder>;
  /**
   * Creates a shop pos partner and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_POS_PARTNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopPosPartner: Maybe<ShopPosPartner>;
  /**
   * Creates a shop pos promo and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_POS_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopPosPromo: Maybe<ShopPosPromo>;
  /**
   * Creates a shop pos sales type and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_POS_SALES_TYPE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopPosSalesType: Maybe<ShopPosSalesType>;
  /**
   * Creates a shop product and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_PRODUCT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopProduct: Maybe<ShopProduct>;
  /**
   * Creates a shop product display category and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_PRODUCT_DISPLAY_CATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopProductDisplayCategory: Maybe<ShopProductDisplayCategory>;
  /**
   * Creates a shop promo and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopPromo: Maybe<ShopPromo>;
  /**
   * Creates a scrolling banner and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_SCROLLING_BANNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopScrollingBanner: Maybe<ShopScrollingBanner>;
  /**
   * Sets a task at an outlet, for someone now or to be assigned later.
   *
   * Needs the CREATE_SHOP_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopTask: Maybe<ShopTask>;
  /**
   * Creates a shop third party promo and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_THIRD_PARTY_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopThirdPartyPromo: Maybe<ShopThirdPartyPromo>;
  /**
   * Creates a shop topping and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_TOPPING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopTopping: Maybe<ShopTopping>;
  /**
   * Creates a shop variant and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_VARIANT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopVariant: Maybe<ShopVariant>;
  /**
   * Creates a shop voucher setting and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_VOUCHER_SETTING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createShopVoucherSetting: Maybe<ShopVoucherSetting>;
  /**
   * Creates a slot master and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SLOT_MASTER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createSlotMaster: Maybe<SlotMaster>;
  /**
   * Creates a slot setting and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SLOT_SETTING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createSlotSetting: Maybe<SlotSetting>;
  /**
   * Creates a spare part and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_SPARE_PART authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createSparePart: Maybe<SparePart>;
  /**
   * Creates a unit and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_UNIT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createUnit: Maybe<Unit>;
  /**
   * Creates a user and answers it. BAD_USER_INPUT, naming the field, when the input breaks a rule or refers to a record that does not exist or is inactive; CONFLICT when it clashes with another record's unique field. Recorded in the activity log.
   *
   * Needs the CREATE_USER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  createUser: Maybe<User>;
  /**
   * Switches every QR type off: no machine is offered any QR payment. Answers every mapping. Recorded in the activity log, a row per mapping changed.
   *
   * Needs the UPDATE_QR_TYPE_MAPPING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  deactivateAllQrTypeMapping: Array<QrTypeMapping>;
  /**
   * Stops the customer using the assigned voucher.
   *
   * Needs the UPDATE_SHOP_ASSIGNED_VOUCHER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  deactivateShopAssignedVoucher: Maybe<ShopAssignedVoucher>;
  /**
   * Takes a courier off deliveries (their past deliveries stay theirs) and answers them; they are no longer offered to baristas. NOT_FOUND for a courier the caller may not see. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_COURIER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  deactivateShopCourier: Maybe<ShopCourier>;
  /**
   * Its assignee declines a pending or started outlet task, saying why (the note is required).
   *
   * Needs the UPDATE_SHOP_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  declineShopTask: Maybe<ShopTask>;
  /**
   * Its assignee declines a pending or started task, saying why (the note is required).
   *
   * Needs the UPDATE_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  declineTask: Maybe<Task>;
  /**
   * Deletes the ingredient in product and answers its id; NOT_FOUND when there is no such ingredient in product the caller may see, BAD_USER_INPUT when its rules forbid deleting it. Recorded in the activity log.
   *
   * Needs the DELETE_INGREDIENT_IN_PRODUCT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  deleteIngredientInProduct: Maybe<Scalars['Int']['output']>;
  /**
   * Deletes the leave and answers its id; NOT_FOUND when there is no such leave the caller may see, BAD_USER_INPUT when its rules forbid deleting it. Recorded in the activity log.
   *
   * Needs the DELETE_LEAVE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  deleteLeave: Maybe<Scalars['Int']['output']>;
  /**
   * Unloads the machine from the hub on the given day; the placement stays as history.
   *
   * Needs the UPDATE_HUB authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  deleteMachineHub: Maybe<MachineHub>;
  /**
   * Deletes the machine stock in and answers its id; NOT_FOUND when there is no such machine stock in the caller may see, BAD_USER_INPUT when its rules forbid deleting it. Recorded in the activity log.
   *
   * Needs the DELETE_MACHINE_STOCK_IN authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  deleteMachineStockIn: Maybe<Scalars['Int']['output']>;
  /**
   * Deletes the machine stock out and answers its id; NOT_FOUND when there is no such machine stock out the caller may see, BAD_USER_INPUT when its rules forbid deleting it. Recorded in the activity log.
   *
   * Needs the DELETE_MACHINE_STOCK_OUT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  deleteMachineStockOut: Maybe<Scalars['Int']['output']>;
  /**
   * Deletes a manual task while it is pending, and answers its id.
   *
   * Needs the DELETE_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  deleteManualTask: Maybe<Scalars['Int']['output']>;
  /**
   * Takes the product out of the set; answers the set.
   *
   * Needs the UPDATE_PRODUCT_SET authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  deleteProductSetCombination: Maybe<ProductSet>;
  /**
   * Deletes the refiller schedule and answers its id; NOT_FOUND when there is no such refiller schedule the caller may see, BAD_USER_INPUT when its rules forbid deleting it. Recorded in the activity log.
   *
   * Needs the DELETE_REFILLER_SCHEDULE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  deleteRefillerSchedule: Maybe<Scalars['Int']['output']>;
  /**
   * Deletes the shop deal third party promo and answers its id; NOT_FOUND when there is no such shop deal third party promo the caller may see, BAD_USER_INPUT when its rules forbid deleting it. Recorded in the activity log.
   *
   * Needs the DELETE_SHOP_DEAL authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  deleteShopDealThirdPartyPromo: Maybe<Scalars['Int']['output']>;
  /**
   * Deletes the FAQ and answers its id; NOT_FOUND when there is no such FAQ the caller may see, BAD_USER_INPUT when its rules forbid deleting it. Recorded in the activity log.
   *
   * Needs the DELETE_SHOP_FAQ authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  deleteShopFaq: Maybe<Scalars['Int']['output']>;
  /**
   * Deletes the home background and answers its id; NOT_FOUND when there is no such home background the caller may see, BAD_USER_INPUT when its rules forbid deleting it. Recorded in the activity log.
   *
   * Needs the DELETE_SHOP_HOME_BACKGROUND authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  deleteShopHomeBackground: Maybe<Scalars['Int']['output']>;
  /**
   * Deletes the shop menu ingredient and answers its id; NOT_FOUND when there is no such shop menu ingredient the caller may see, BAD_USER_INPUT when its rules forbid deleting it. Recorded in the activity log.
   *
   * Needs the DELETE_SHOP_MENU_INGREDIENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  deleteShopMenuIngredient: Maybe<Scalars['Int']['output']>;
  /**
   * Deletes the popup banner and answers its id; NOT_FOUND when there is no such popup banner the caller may see, BAD_USER_INPUT when its rules forbid deleting it. Recorded in the activity log.
   *
   * Needs the DELETE_SHOP_POPUP_BANNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  deleteShopPopupBanner: Maybe<Scalars['Int']['output']>;
  /**
   * Deletes the scrolling banner and answers its id; NOT_FOUND when there is no such scrolling banner the caller may see, BAD_USER_INPUT when its rules forbid deleting it. Recorded in the activity log.
   *
   * Needs the DELETE_SHOP_SCROLLING_BANNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  deleteShopScrollingBanner: Maybe<Scalars['Int']['output']>;
  /**
   * Deletes an outlet task while it is pending, and answers its id.
   *
   * Needs the DELETE_SHOP_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  deleteShopTask: Maybe<Scalars['Int']['output']>;
  /**
   * Deletes a proposal of the planner (a task with no assignee) and answers its id.
   *
   * Needs the DELETE_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  deleteUnassignedTask: Maybe<Scalars['Int']['output']>;
  /**
   * The courier has picked the order up and is on the way (picked, then out_for_delivery). Only the courier it is given to, once the outlet has made it (finished: COMPLETED); NOT_FOUND for anyone else’s. CONFLICT when it is still being made, already on the way or delivered, or the order is closed. Recorded in the activity log.
   *
   * Needs the IS_COURIER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  deliverCourierOrder: Maybe<ShopOrder>;
  /**
   * Signs in and sets the session cookie. A wrong username and a wrong password answer alike.
   *
   * Open to anyone, signed in or not.
   */
  doLogin: Maybe<Me>;
  /**
   * Ends the session on the server and clears the cookie.
   *
   * Needs a signed-in user: UNAUTHENTICATED otherwise.
   */
  doLogout: Scalars['Boolean']['output'];
  /**
   * Changes an open draft and prices it again; CONFLICT once it is accepted or cancelled. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_POS_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  editShopPosDraftOrder: Maybe<ShopPosDraftOrder>;
  /**
   * Fills ingredients of machines to the levels given, taking the pieces used from their stock out; all lines or none. Answers the rows in the order given.
   *
   * Needs the FILL_MACHINE_STOCK_IN authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  fillMachineStockIn: Maybe<Array<MachineStockIn>>;
  /**
   * Adds pieces of packaging to machines (less any taken back); all lines or none. Answers the rows in the order given.
   *
   * Needs the FILL_MACHINE_STOCK_OUT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  fillMachineStockOut: Maybe<Array<MachineStockOut>>;
  /**
   * Puts whole units into an outlet’s stock and takes them out, as machines are filled; all lines or none, and fills sent at once add up exactly. BAD_USER_INPUT names every refused line by its item under its field (extensions.fields): "Insufficient stock of …" when more would be taken than held, "…: Maximum value is …" above the maximum. Answers the rows in the order given.
   *
   * Needs the UPDATE_SHOP_HUB_STOCK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  fillShopHubStock: Maybe<Array<ShopHubStock>>;
  /**
   * Finishes an accepted order (ACK to COMPLETED): made and handed over, to the customer or the courier; only then may a courier pick a delivery up, and a courier vendor’s pick-up or delivery reported earlier takes effect. CONFLICT when the order is not accepted or another barista finished it first; NOT_FOUND outside the caller’s outlets. Recorded in the activity log.
   *
   * Needs the FINISH_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  finishOrder: Maybe<ShopOrder>;
  /**
   * Its assignee finishes a started task with a photo; the machine’s stock after the fill is recorded in the same transaction, as the fill pages record it, so a fill line that fails leaves the task started.
   *
   * Needs the UPDATE_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  finishTask: Maybe<Task>;
  /**
   * The instruction waiting for the machine, or NOINSTRUCTION. It changes nothing: only the machine itself fetches an instruction, through the gateway.
   *
   * Needs the VIEW_SERVER_INSTRUCTION_LOG authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  getInstruction: Maybe<MachineInstruction>;
  /**
   * Issues a new gateway key for the machine, shown this once; its old key stops working at once.
   *
   * Needs the UPDATE_MACHINE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  issueMachineGatewayKey: Maybe<MachineGatewayKeyIssued>;
  /**
   * Moves the shop deal third party promo one place down (towards last) by swapping its priority with its neighbour's among the shop deal third party promo records the caller may see, and answers it. At the bottom it changes nothing and refuses with BAD_USER_INPUT "It is already last."; NOT_FOUND when there is no such shop deal third party promo the caller may see; CONFLICT when others keep reordering the list. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_DEAL authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  lowerShopDealThirdPartyPromo: Maybe<ShopDealThirdPartyPromo>;
  /**
   * Moves the shop home background one place down (towards last) by swapping its priority with its neighbour's among the shop home background records the caller may see, and answers it. At the bottom it changes nothing and refuses with BAD_USER_INPUT "It is already last."; NOT_FOUND when there is no such shop home background the caller may see; CONFLICT when others keep reordering the list. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_HOME_BACKGROUND authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  lowerShopHomeBackground: Maybe<ShopHomeBackground>;
  /**
   * Moves the shop membership one place down (towards last) by swapping its priority with its neighbour's among the shop membership records the caller may see, and answers it. At the bottom it changes nothing and refuses with BAD_USER_INPUT "It is already last."; NOT_FOUND when there is no such shop membership the caller may see; CONFLICT when others keep reordering the list. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_MEMBERSHIP authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  lowerShopMembership: Maybe<ShopMembership>;
  /**
   * Moves the shop menu one place down (towards last) by swapping its priority with its neighbour's among the shop menu records the caller may see, and answers it. At the bottom it changes nothing and refuses with BAD_USER_INPUT "It is already last."; NOT_FOUND when there is no such shop menu the caller may see; CONFLICT when others keep reordering the list. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_MENU authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  lowerShopMenu: Maybe<ShopMenu>;
  /**
   * Moves the shop menu display category one place down (towards last) by swapping its priority with its neighbour's among the shop menu display category records the caller may see, and answers it. At the bottom it changes nothing and refuses with BAD_USER_INPUT "It is already last."; NOT_FOUND when there is no such shop menu display category the caller may see; CONFLICT when others keep reordering the list. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_MENU_DISPLAY_CATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  lowerShopMenuDisplayCategory: Maybe<ShopMenuDisplayCategory>;
  /**
   * Moves the shop product display category one place down (towards last) by swapping its priority with its neighbour's among the shop product display category records the caller may see, and answers it. At the bottom it changes nothing and refuses with BAD_USER_INPUT "It is already last."; NOT_FOUND when there is no such shop product display category the caller may see; CONFLICT when others keep reordering the list. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_PRODUCT_DISPLAY_CATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  lowerShopProductDisplayCategory: Maybe<ShopProductDisplayCategory>;
  /**
   * Moves the shop scrolling banner one place down (towards last) by swapping its priority with its neighbour's among the shop scrolling banner records the caller may see, and answers it. At the bottom it changes nothing and refuses with BAD_USER_INPUT "It is already last."; NOT_FOUND when there is no such shop scrolling banner the caller may see; CONFLICT when others keep reordering the list. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_SCROLLING_BANNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  lowerShopScrollingBanner: Maybe<ShopScrollingBanner>;
  /**
   * Moves the shop third party promo one place down (towards last) by swapping its priority with its neighbour's among the shop third party promo records the caller may see, and answers it. At the bottom it changes nothing and refuses with BAD_USER_INPUT "It is already last."; NOT_FOUND when there is no such shop third party promo the caller may see; CONFLICT when others keep reordering the list. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_THIRD_PARTY_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  lowerShopThirdPartyPromo: Maybe<ShopThirdPartyPromo>;
  /**
   * Moves the shop topping one place down (towards last) by swapping its priority with its neighbour's among the shop topping records the caller may see, and answers it. At the bottom it changes nothing and refuses with BAD_USER_INPUT "It is already last."; NOT_FOUND when there is no such shop topping the caller may see; CONFLICT when others keep reordering the list. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_TOPPING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  lowerShopTopping: Maybe<ShopTopping>;
  /**
   * Moves the shop variant one place down (towards last) by swapping its priority with its neighbour's among the shop variant records the caller may see, and answers it. At the bottom it changes nothing and refuses with BAD_USER_INPUT "It is already last."; NOT_FOUND when there is no such shop variant the caller may see; CONFLICT when others keep reordering the list. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_VARIANT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  lowerShopVariant: Maybe<ShopVariant>;
  /**
   * Plans the refills of a day now (tomorrow in Jakarta when no date is given), as the evening run does: its unassigned tasks are replaced by the new plan’s; assigned tasks stay. CONFLICT while the day is being planned.
   *
   * Needs the CREATE_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  planRefills: RefillPlan;
  /**
   * Moves the shop deal third party promo one place up (towards first) by swapping its priority with its neighbour's among the shop deal third party promo records the caller may see, and answers it. At the top it changes nothing and refuses with BAD_USER_INPUT "It is already first."; NOT_FOUND when there is no such shop deal third party promo the caller may see; CONFLICT when others keep reordering the list. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_DEAL authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  raiseShopDealThirdPartyPromo: Maybe<ShopDealThirdPartyPromo>;
  /**
   * Moves the shop home background one place up (towards first) by swapping its priority with its neighbour's among the shop home background records the caller may see, and answers it. At the top it changes nothing and refuses with BAD_USER_INPUT "It is already first."; NOT_FOUND when there is no such shop home background the caller may see; CONFLICT when others keep reordering the list. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_HOME_BACKGROUND authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  raiseShopHomeBackground: Maybe<ShopHomeBackground>;
  /**
   * Moves the shop membership one place up (towards first) by swapping its priority with its neighbour's among the shop membership records the caller may see, and answers it. At the top it changes nothing and refuses with BAD_USER_INPUT "It is already first."; NOT_FOUND when there is no such shop membership the caller may see; CONFLICT when others keep reordering the list. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_MEMBERSHIP authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  raiseShopMembership: Maybe<ShopMembership>;
  /**
   * Moves the shop menu one place up (towards first) by swapping its priority with its neighbour's among the shop menu records the caller may see, and answers it. At the top it changes nothing and refuses with BAD_USER_INPUT "It is already first."; NOT_FOUND when there is no such shop menu the caller may see; CONFLICT when others keep reordering the list. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_MENU authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  raiseShopMenu: Maybe<ShopMenu>;
  /**
   * Moves the shop menu display category one place up (towards first) by swapping its priority with its neighbour's among the shop menu display category records the caller may see, and answers it. At the top it changes nothing and refuses with BAD_USER_INPUT "It is already first."; NOT_FOUND when there is no such shop menu display category the caller may see; CONFLICT when others keep reordering the list. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_MENU_DISPLAY_CATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  raiseShopMenuDisplayCategory: Maybe<ShopMenuDisplayCategory>;
  /**
   * Moves the shop product display category one place up (towards first) by swapping its priority with its neighbour's among the shop product display category records the caller may see, and answers it. At the top it changes nothing and refuses with BAD_USER_INPUT "It is already first."; NOT_FOUND when there is no such shop product display category the caller may see; CONFLICT when others keep reordering the list. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_PRODUCT_DISPLAY_CATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  raiseShopProductDisplayCategory: Maybe<ShopProductDisplayCategory>;
  /**
   * Moves the shop scrolling banner one place up (towards first) by swapping its priority with its neighbour's among the shop scrolling banner records the caller may see, and answers it. At the top it changes nothing and refuses with BAD_USER_INPUT "It is already first."; NOT_FOUND when there is no such shop scrolling banner the caller may see; CONFLICT when others keep reordering the list. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_SCROLLING_BANNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  raiseShopScrollingBanner: Maybe<ShopScrollingBanner>;
  /**
   * Moves the shop third party promo one place up (towards first) by swapping its priority with its neighbour's among the shop third party promo records the caller may see, and answers it. At the top it changes nothing and refuses with BAD_USER_INPUT "It is already first."; NOT_FOUND when there is no such shop third party promo the caller may see; CONFLICT when others keep reordering the list. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_THIRD_PARTY_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  raiseShopThirdPartyPromo: Maybe<ShopThirdPartyPromo>;
  /**
   * Moves the shop topping one place up (towards first) by swapping its priority with its neighbour's among the shop topping records the caller may see, and answers it. At the top it changes nothing and refuses with BAD_USER_INPUT "It is already first."; NOT_FOUND when there is no such shop topping the caller may see; CONFLICT when others keep reordering the list. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_TOPPING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  raiseShopTopping: Maybe<ShopTopping>;
  /**
   * Moves the shop variant one place up (towards first) by swapping its priority with its neighbour's among the shop variant records the caller may see, and answers it. At the top it changes nothing and refuses with BAD_USER_INPUT "It is already first."; NOT_FOUND when there is no such shop variant the caller may see; CONFLICT when others keep reordering the list. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_VARIANT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  raiseShopVariant: Maybe<ShopVariant>;
  /**
   * Gives an order’s delivery to another courier of ours (or to one of ours instead of the vendor’s driver) before it is picked up; a delivery whose attempt ended starts a new one. CONFLICT once the order is picked up or delivered, closed, or changed meanwhile; BAD_USER_INPUT under shopCourierId for a courier who does not exist or is inactive, or an order without a delivery; NOT_FOUND outside the caller’s outlets. Recorded in the activity log.
   *
   * Needs the ACCEPT_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  reassignCourier: Maybe<ShopOrder>;
  /**
   * Gives a pending task to someone else.
   *
   * Needs the UPDATE_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  reassignTask: Maybe<Task>;
  /**
   * Its assignee finishes a started outlet task with a photo, filling the outlet’s stock in the same transaction as its Fill Stock In/Out page does: a refused line ("Insufficient stock.", "Maximum value is …") leaves the task started and the stock as it was.
   *
   * Needs the UPDATE_SHOP_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  refillShopTask: Maybe<ShopTask>;
  /**
   * Tries a delivery again whose attempt was cancelled or found no driver: a new attempt starts, booked (confirmed) and without a driver, for the vendor to find one or a barista to give to our courier. CONFLICT when the delivery is not cancelled or without driver (or changed meanwhile), or the order is closed; BAD_USER_INPUT for an order without a delivery; NOT_FOUND outside the caller’s outlets. Recorded in the activity log.
   *
   * Needs the ACCEPT_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  retryDelivery: Maybe<ShopOrder>;
  /**
   * Sends each machine the upgrade instruction with the update’s package and version (replacing an instruction still waiting), and follows whether it takes it. A machine sent the update before is sent it again. Answers the update.
   *
   * Needs the UPDATE_MACHINE_SOFTWARE_UPDATE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  rolloutMachineSoftwareUpdate: Maybe<MachineSoftwareUpdate>;
  /**
   * Sends the setting’s prices to its machine: sets the machine’s `priceset` instruction with the prices as its payload, superseding one still waiting. Answers the setting, whose lastPriceSend is the new instruction.
   *
   * Needs the UPDATE_SLOT_SETTING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  sendSlotPrices: Maybe<SlotSetting>;
  /**
   * Sets the machine’s instruction, to wait until the machine fetches it. One still waiting is superseded; NOINSTRUCTION withdraws it.
   *
   * Needs the CREATE_SERVER_INSTRUCTION_LOG authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  setInstruction: Maybe<ServerInstructionLog>;
  /**
   * Marks a menu at an outlet available again (true) or sold out (false), one tap for a barista; NOT_FOUND outside the caller’s outlets. Recorded in the activity log.
   *
   * Needs the CHANGE_MENU_AVAILABILITY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  setShopHubMenuAvailability: Maybe<ShopHubMenu>;
  /**
   * Stores a file of up to 50 MB and answers the address it is served from. Its content decides what it is, whatever its name or declared type; `accept` names the kind the form wants.
   *
   * Needs one of the CREATE_MACHINE_BANNER, UPDATE_MACHINE_BANNER, CREATE_MACHINE_SCREENSAVER, UPDATE_MACHINE_SCREENSAVER, CREATE_MACHINE_TYPE_DISPLAY, UPDATE_MACHINE_TYPE_DISPLAY, CREATE_SHOP_MENU, UPDATE_SHOP_MENU, CREATE_SHOP_POPUP_BANNER, UPDATE_SHOP_POPUP_BANNER, CREATE_SHOP_SCROLLING_BANNER, UPDATE_SHOP_SCROLLING_BANNER, CREATE_SHOP_HOME_BACKGROUND, UPDATE_SHOP_HOME_BACKGROUND, UPDATE_TASK, UPDATE_SHOP_TASK, CREATE_MACHINE_SOFTWARE_UPDATE or UPDATE_MACHINE_SOFTWARE_UPDATE authorities: FORBIDDEN with none of them, UNAUTHENTICATED when not signed in.
   */
  singleUpload: Maybe<Scalars['String']['output']>;
  /**
   * Its assignee starts a pending outlet task (the console asks "Are you sure you want to start this task?" first).
   *
   * Needs the UPDATE_SHOP_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  startShopTask: Maybe<ShopTask>;
  /**
   * Its assignee starts a pending task (the console asks "Are you sure you want to start this task?" first).
   *
   * Needs the UPDATE_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  startTask: Maybe<Task>;
  /**
   * Places an order at an outlet’s counter, priced as calculateShopPosOrder prices it; cash is paid at once, a wallet is charged at the payment gateway (its qr and deeplink to show; PAYMENT_GATEWAY_UNAVAILABLE or PAYMENT_REFUSED places nothing), a card waits for confirmShopPosCardPayment. A voucher code or promo used up by another order meanwhile answers CONFLICT with the reason, a voucher that gives nothing BAD_USER_INPUT. Recorded in the activity log.
   *
   * Needs the CREATE_SHOP_POS_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  submitShopPosOrder: Maybe<ShopOrder>;
  /**
   * Changes the given fields of the cluster and answers it; fields left out keep their value. NOT_FOUND when there is no such cluster the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_CLUSTER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateCluster: Maybe<Cluster>;
  /**
   * Changes the given fields of the company and answers it; fields left out keep their value. NOT_FOUND when there is no such company the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_COMPANY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateCompany: Maybe<Company>;
  /**
   * Changes the given fields of the department and answers it; fields left out keep their value. NOT_FOUND when there is no such department the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_DEPARTMENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateDepartment: Maybe<Department>;
  /**
   * Changes the given fields of the hub and answers it; fields left out keep their value. NOT_FOUND when there is no such hub the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_HUB authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateHub: Maybe<Hub>;
  /**
   * Changes the given fields of the hub entity and answers it; fields left out keep their value. NOT_FOUND when there is no such hub entity the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_HUB_ENTITY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateHubEntity: Maybe<HubEntity>;
  /**
   * Changes the given fields of the hub type and answers it; fields left out keep their value. NOT_FOUND when there is no such hub type the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_HUB_TYPE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateHubType: Maybe<HubType>;
  /**
   * Changes the given fields of the ingredient and answers it; fields left out keep their value. NOT_FOUND when there is no such ingredient the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_INGREDIENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateIngredient: Maybe<Ingredient>;
  /**
   * Changes the given fields of the ingredient in product and answers it; fields left out keep their value. NOT_FOUND when there is no such ingredient in product the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_INGREDIENT_IN_PRODUCT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateIngredientInProduct: Maybe<IngredientInProduct>;
  /**
   * Switches on or off every QR type handled by one payment provider (its name compared without regard to case). BAD_USER_INPUT on paymentProvider when no QR type has that provider. Answers the mappings of the provider. Recorded in the activity log.
   *
   * Needs the UPDATE_QR_TYPE_MAPPING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateIsActiveAllQrTypeMappingWithPaymentProvider: Array<QrTypeMapping>;
  /**
   * Saves the whole configuration; with `expectedUpdatedTime`, refused as CONFLICT when someone saved it since.
   *
   * Needs the UPDATE_LATTE_CONFIG authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateLatteConfig: Maybe<LatteConfig>;
  /**
   * Changes the given fields of the leave and answers it; fields left out keep their value. NOT_FOUND when there is no such leave the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_LEAVE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateLeave: Maybe<Leave>;
  /**
   * Changes the given fields of the machine and answers it; fields left out keep their value. NOT_FOUND when there is no such machine the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_MACHINE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateMachine: Maybe<Machine>;
  /**
   * Changes the given fields of the machine banner and answers it; fields left out keep their value. NOT_FOUND when there is no such machine banner the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_MACHINE_BANNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateMachineBanner: Maybe<MachineBanner>;
  /**
   * Changes the given fields of the machine error and answers it; fields left out keep their value. NOT_FOUND when there is no such machine error the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_MACHINE_ERROR authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateMachineError: Maybe<MachineError>;
  /**
   * Changes the payment account, terminal, merchant, SIM card or load day of a machine standing at a hub.
   *
   * Needs the UPDATE_HUB authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateMachineHub: Maybe<MachineHub>;
  /**
   * Changes the given fields of the machine payment and answers it; fields left out keep their value. NOT_FOUND when there is no such machine payment the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_MACHINE_PAYMENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateMachinePayment: Maybe<MachinePayment>;
  /**
   * Changes the given fields of the machine qr and answers it; fields left out keep their value. NOT_FOUND when there is no such machine qr the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_MACHINE_QR authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateMachineQr: Maybe<MachineQr>;
  /**
   * Changes the given fields of the machine screensaver and answers it; fields left out keep their value. NOT_FOUND when there is no such machine screensaver the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_MACHINE_SCREENSAVER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateMachineScreensaver: Maybe<MachineScreensaver>;
  /**
   * Changes the given fields of the machine software update and answers it; fields left out keep their value. NOT_FOUND when there is no such machine software update the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_MACHINE_SOFTWARE_UPDATE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateMachineSoftwareUpdate: Maybe<MachineSoftwareUpdate>;
  /**
   * Changes the given fields of the machine stock in and answers it; fields left out keep their value. NOT_FOUND when there is no such machine stock in the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_MACHINE_STOCK_IN authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateMachineStockIn: Maybe<MachineStockIn>;
  /**
   * Changes the given fields of the machine stock out and answers it; fields left out keep their value. NOT_FOUND when there is no such machine stock out the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_MACHINE_STOCK_OUT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateMachineStockOut: Maybe<MachineStockOut>;
  /**
   * Changes the given fields of the machine type and answers it; fields left out keep their value. NOT_FOUND when there is no such machine type the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_MACHINE_TYPE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateMachineType: Maybe<MachineType>;
  /**
   * Changes the given fields of the machine type display and answers it; fields left out keep their value. NOT_FOUND when there is no such machine type display the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_MACHINE_TYPE_DISPLAY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateMachineTypeDisplay: Maybe<MachineTypeDisplay>;
  /**
   * Changes the given fields of the machine type stock and answers it; fields left out keep their value. NOT_FOUND when there is no such machine type stock the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_MACHINE_TYPE_STOCK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateMachineTypeStock: Maybe<MachineTypeStock>;
  /**
   * Changes a manual task while it is pending.
   *
   * Needs the UPDATE_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateManualTask: Maybe<Task>;
  /**
   * Changes the given fields of the midtrans and answers it; fields left out keep their value. NOT_FOUND when there is no such midtrans the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_MIDTRANS authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateMidtrans: Maybe<Midtrans>;
  /**
   * Changes the given fields of the packaging and answers it; fields left out keep their value. NOT_FOUND when there is no such packaging the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_PACKAGING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updatePackaging: Maybe<Packaging>;
  /**
   * Changes the given fields of the product and answers it; fields left out keep their value. NOT_FOUND when there is no such product the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_PRODUCT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateProduct: Maybe<Product>;
  /**
   * Changes the given fields of the product in machine and answers it; fields left out keep their value. NOT_FOUND when there is no such product in machine the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_PRODUCT_IN_MACHINE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateProductInMachine: Maybe<ProductInMachine>;
  /**
   * Changes the given fields of the product set and answers it; fields left out keep their value. NOT_FOUND when there is no such product set the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_PRODUCT_SET authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateProductSet: Maybe<ProductSet>;
  /**
   * Changes the caller's own details, and their password when they give the current one; their other browsers must then sign in again.
   *
   * Needs the UPDATE_MY_PROFILE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateProfile: Maybe<User>;
  /**
   * Changes the payment provider or the active flag of one QR type’s mapping. BAD_USER_INPUT naming the field for a bad value (nothing changed). Switched off, no machine is offered the QR type. Recorded in the activity log.
   *
   * Needs the UPDATE_QR_TYPE_MAPPING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateQrTypeMapping: Maybe<QrTypeMapping>;
  /**
   * Changes the given fields of the refiller schedule and answers it; fields left out keep their value. NOT_FOUND when there is no such refiller schedule the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_REFILLER_SCHEDULE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateRefillerSchedule: Maybe<RefillerSchedule>;
  /**
   * Changes the given fields of the reward rule and answers it; fields left out keep their value. NOT_FOUND when there is no such reward rule the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_REWARD_RULE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateRewardRule: Maybe<RewardRule>;
  /**
   * Changes the given fields of the role and answers it; fields left out keep their value. NOT_FOUND when there is no such role the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_ROLE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateRole: Maybe<Role>;
  /**
   * Saves the about us page whole; its rich text is sanitised first. BAD_USER_INPUT naming the field for a bad value; CONFLICT when someone saved it after expectedUpdatedTime. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_ABOUT_US authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopAboutUs: Maybe<ShopKeyValue>;
  /**
   * Sets the automatic notification of a trigger: its content, channels, and (birthday, membership) its rule.
   *
   * Needs the UPDATE_SHOP_NOTIFICATION authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopAutomaticNotification: Maybe<ShopNotification>;
  /**
   * Changes what gives customers an automatic voucher’s code.
   *
   * Needs the UPDATE_SHOP_VOUCHER_CODE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopAutomaticVoucherCodeTrigger: Maybe<ShopVoucherCode>;
  /**
   * Replaces a courier’s hours at outlets and answers the courier. BAD_USER_INPUT under `courierOperationals.N.…` for an unknown outlet, an end not after the start ("Start must be before end.") or two rows of a day that overlap; NOT_FOUND for a courier the caller may not see. A user mapped to outlets changes only the hours at their outlets. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_COURIER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopCourierOperationals: Maybe<ShopCourier>;
  /**
   * Changes the given fields of the shop customer and answers it; fields left out keep their value. NOT_FOUND when there is no such shop customer the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_CUSTOMER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopCustomer: Maybe<ShopCustomer>;
  /**
   * Changes the given fields of the shop deal and answers it; fields left out keep their value. NOT_FOUND when there is no such shop deal the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_DEAL authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopDeal: Maybe<ShopDeal>;
  /**
   * Changes the end of a deal’s link (its QR code changes with it): lower-case letters, digits and hyphens, unique. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_DEAL authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopDealPathName: Maybe<ShopDeal>;
  /**
   * Saves the delivery fees. BAD_USER_INPUT naming the field for a bad value; CONFLICT when someone saved them after expectedUpdatedTime. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_DELIVERY_CONFIGURATION authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopDeliveryConfiguration: Maybe<ShopDeliveryConfiguration>;
  /**
   * Saves the most discount per transaction; with expectedUpdatedTime, CONFLICT when someone saved it since. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_DISCOUNT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopDiscountMaximumAmountPerTransaction: Maybe<ShopDiscountMaximumAmountPerTransaction>;
  /**
   * Changes the given fields of the FAQ and answers it; fields left out keep their value. NOT_FOUND when there is no such FAQ the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_FAQ authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopFaq: Maybe<ShopFaq>;
  /**
   * Saves the home announcement’s rich text (sanitised first); an empty text shows none. CONFLICT when someone saved it after expectedUpdatedTime. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_HOME_ANNOUNCEMENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopHomeAnnouncement: Maybe<ShopKeyValue>;
  /**
   * Changes the given fields of the home background and answers it; fields left out keep their value. NOT_FOUND when there is no such home background the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_HOME_BACKGROUND authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopHomeBackground: Maybe<ShopHomeBackground>;
  /**
   * Changes the given fields of the outlet and answers it; fields left out keep their value. NOT_FOUND when there is no such outlet the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_HUB authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopHub: Maybe<ShopHub>;
  /**
   * Changes the given fields of the outlet menu and answers it; fields left out keep their value. NOT_FOUND when there is no such outlet menu the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_HUB_MENU authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopHubMenu: Maybe<ShopHubMenu>;
  /**
   * Changes the given fields of the outlet stock and answers it; fields left out keep their value. NOT_FOUND when there is no such outlet stock the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_HUB_STOCK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopHubStock: Maybe<ShopHubStock>;
  /**
   * Changes a manual notification until it goes out (CONFLICT after).
   *
   * Needs the UPDATE_SHOP_NOTIFICATION authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopManualNotification: Maybe<ShopNotification>;
  /**
   * Changes the given fields of the shop membership and answers it; fields left out keep their value. NOT_FOUND when there is no such shop membership the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_MEMBERSHIP authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopMembership: Maybe<ShopMembership>;
  /**
   * Changes the given fields of the shop membership promo and answers it; fields left out keep their value. NOT_FOUND when there is no such shop membership promo the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_MEMBERSHIP_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopMembershipPromo: Maybe<ShopMembershipPromo>;
  /**
   * Saves the length of a qualification period; with expectedUpdatedTime, CONFLICT when someone saved it since. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_MEMBERSHIP authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopMembershipQualificationDuration: Maybe<ShopMembershipQualificationDuration>;
  /**
   * Changes the given fields of the shop menu and answers it; fields left out keep their value. NOT_FOUND when there is no such shop menu the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_MENU authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopMenu: Maybe<ShopMenu>;
  /**
   * Changes the given fields of the shop menu category and answers it; fields left out keep their value. NOT_FOUND when there is no such shop menu category the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_MENU_CATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopMenuCategory: Maybe<ShopMenuCategory>;
  /**
   * Changes the given fields of the shop menu customization and answers it; fields left out keep their value. NOT_FOUND when there is no such shop menu customization the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_MENU_CUSTOMIZATION authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopMenuCustomization: Maybe<ShopMenuCustomization>;
  /**
   * Changes the given fields of the shop menu display category and answers it; fields left out keep their value. NOT_FOUND when there is no such shop menu display category the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_MENU_DISPLAY_CATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopMenuDisplayCategory: Maybe<ShopMenuDisplayCategory>;
  /**
   * Changes the given fields of the shop menu ingredient and answers it; fields left out keep their value. NOT_FOUND when there is no such shop menu ingredient the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_MENU_INGREDIENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopMenuIngredient: Maybe<ShopMenuIngredient>;
  /**
   * Changes the given fields of the shop menu subcategory and answers it; fields left out keep their value. NOT_FOUND when there is no such shop menu subcategory the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_MENU_SUBCATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopMenuSubcategory: Maybe<ShopMenuSubcategory>;
  /**
   * Changes the given fields of the shop merchant and answers it; fields left out keep their value. NOT_FOUND when there is no such shop merchant the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_MERCHANT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopMerchant: Maybe<ShopMerchant>;
  /**
   * Changes the given fields of the shop partner and answers it; fields left out keep their value. NOT_FOUND when there is no such shop partner the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_PARTNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopPartner: Maybe<ShopPartner>;
  /**
   * Changes the given fields of the popup banner and answers it; fields left out keep their value. NOT_FOUND when there is no such popup banner the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_POPUP_BANNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopPopupBanner: Maybe<ShopPopupBanner>;
  /**
   * Changes the given fields of the shop pos partner and answers it; fields left out keep their value. NOT_FOUND when there is no such shop pos partner the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_POS_PARTNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopPosPartner: Maybe<ShopPosPartner>;
  /**
   * Changes the given fields of the shop pos promo and answers it; fields left out keep their value. NOT_FOUND when there is no such shop pos promo the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_POS_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopPosPromo: Maybe<ShopPosPromo>;
  /**
   * Changes the given fields of the shop pos sales type and answers it; fields left out keep their value. NOT_FOUND when there is no such shop pos sales type the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_POS_SALES_TYPE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopPosSalesType: Maybe<ShopPosSalesType>;
  /**
   * Changes the given fields of the shop product and answers it; fields left out keep their value. NOT_FOUND when there is no such shop product the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_PRODUCT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopProduct: Maybe<ShopProduct>;
  /**
   * Changes the given fields of the shop product display category and answers it; fields left out keep their value. NOT_FOUND when there is no such shop product display category the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_PRODUCT_DISPLAY_CATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopProductDisplayCategory: Maybe<ShopProductDisplayCategory>;
  /**
   * Sets which shop products one machine-type display offers (the whole list) and answers it. BAD_USER_INPUT for a display or shop product that does not exist; a new choice must be active. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_PRODUCT_MACHINE_TYPE_DISPLAY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopProductMachineTypeDisplay: Maybe<ShopProductMachineTypeDisplay>;
  /**
   * Changes the given fields of the shop promo and answers it; fields left out keep their value. NOT_FOUND when there is no such shop promo the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopPromo: Maybe<ShopPromo>;
  /**
   * Saves the whole ordering app configuration. BAD_USER_INPUT naming the field for a bad value; CONFLICT when someone saved it after expectedUpdatedTime. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_PWA_CONFIGURATION authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopPwaConfiguration: Maybe<ShopPwaConfiguration>;
  /**
   * Changes the given fields of the scrolling banner and answers it; fields left out keep their value. NOT_FOUND when there is no such scrolling banner the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_SCROLLING_BANNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopScrollingBanner: Maybe<ShopScrollingBanner>;
  /**
   * Changes an outlet task while it is pending.
   *
   * Needs the UPDATE_SHOP_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopTask: Maybe<ShopTask>;
  /**
   * Changes the given fields of the shop third party promo and answers it; fields left out keep their value. NOT_FOUND when there is no such shop third party promo the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_THIRD_PARTY_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopThirdPartyPromo: Maybe<ShopThirdPartyPromo>;
  /**
   * Saves the terms and conditions whole; its rich text is sanitised first. BAD_USER_INPUT naming the field for a bad value; CONFLICT when someone saved it after expectedUpdatedTime. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_TNC authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopTnc: Maybe<ShopKeyValue>;
  /**
   * Changes the given fields of the shop topping and answers it; fields left out keep their value. NOT_FOUND when there is no such shop topping the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_TOPPING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopTopping: Maybe<ShopTopping>;
  /**
   * Changes the given fields of the shop variant and answers it; fields left out keep their value. NOT_FOUND when there is no such shop variant the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_VARIANT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopVariant: Maybe<ShopVariant>;
  /**
   * Changes the given fields of the shop voucher setting and answers it; fields left out keep their value. NOT_FOUND when there is no such shop voucher setting the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SHOP_VOUCHER_SETTING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateShopVoucherSetting: Maybe<ShopVoucherSetting>;
  /**
   * Changes the given fields of the slot master and answers it; fields left out keep their value. NOT_FOUND when there is no such slot master the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SLOT_MASTER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateSlotMaster: Maybe<SlotMaster>;
  /**
   * Changes the given fields of the slot setting and answers it; fields left out keep their value. NOT_FOUND when there is no such slot setting the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SLOT_SETTING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateSlotSetting: Maybe<SlotSetting>;
  /**
   * Changes the given fields of the spare part and answers it; fields left out keep their value. NOT_FOUND when there is no such spare part the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_SPARE_PART authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateSparePart: Maybe<SparePart>;
  /**
   * Changes the given fields of the unit and answers it; fields left out keep their value. NOT_FOUND when there is no such unit the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_UNIT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateUnit: Maybe<Unit>;
  /**
   * Changes the given fields of the user and answers it; fields left out keep their value. NOT_FOUND when there is no such user the caller may see; BAD_USER_INPUT and CONFLICT as for creating one. Recorded in the activity log.
   *
   * Needs the UPDATE_USER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateUser: Maybe<User>;
  /**
   * Sets the companies the user sees and touches, the whole list; an empty list leaves the user unlimited by company.
   *
   * Needs the UPDATE_USER_COMPANY_MAPPING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateUserCompany: Maybe<User>;
  /**
   * Sets the machines the user sees and touches, the whole list; an empty list leaves the user unlimited by machine.
   *
   * Needs the UPDATE_USER_MACHINE_MAPPING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateUserMachine: Maybe<User>;
  /**
   * Sets the payment methods whose vending payments the user sees, the whole list; an empty list leaves the user unlimited by payment.
   *
   * Needs the UPDATE_USER_PAYMENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateUserPayment: Maybe<User>;
  /**
   * Sets the outlets the user sees and touches, the whole list; an empty list leaves the user unlimited by outlet.
   *
   * Needs the UPDATE_USER_SHOP_HUB authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateUserShopHub: Maybe<User>;
  /**
   * Sets the merchants the user sees and touches, the whole list; an empty list leaves the user unlimited by merchant.
   *
   * Needs the UPDATE_USER_SHOP_MERCHANT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateUserShopMerchant: Maybe<User>;
  /**
   * Sets the partners the user sees and touches, the whole list; an empty list leaves the user unlimited by partner.
   *
   * Needs the UPDATE_USER_SHOP_PARTNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  updateUserShopPartner: Maybe<User>;
  /**
   * Uploads an audit file (DEX / EVA-DTS) of a machine. The file is kept whole with what became of it: read (its sales since the previous file), counters gone down (no sales), or refused with its reason. The same file again changes nothing and answers the file kept. BAD_USER_INPUT for an empty or too long file.
   *
   * Needs the CREATE_MACHINE_AUDIT_FILE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  uploadMachineAuditFile: MachineAuditFile;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationAcceptDraftOrderArgs = {
  input?: InputMaybe<ShopPosOrderInput>;
  shopDraftOrderId: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationAcceptProposalsArgs = {
  ids: Array<Scalars['Int']['input']>;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationAckOrderArgs = {
  shopCourierId?: InputMaybe<Scalars['Int']['input']>;
  shopOrderId: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationActivateShopAssignedVoucherArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationActivateShopCourierArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationAdjustShopLoyaltyPointsArgs = {
  input: ShopLoyaltyAdjustmentInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationAssignErrorTaskArgs = {
  id: Scalars['Int']['input'];
  input: AssignErrorTaskInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationAssignShopTaskArgs = {
  assigneeId: Scalars['Int']['input'];
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationAssignTaskArgs = {
  assigneeId: Scalars['Int']['input'];
  temporaryTaskId: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCancelShopManualNotificationArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCancelShopPosDraftOrderArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCheckSettlementCardBatchUploadArgs = {
  file: Scalars['File']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCheckSettlementWalletFileUploadArgs = {
  file: Scalars['File']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCheckShopHubMenuUploadArgs = {
  file: Scalars['File']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCheckShopMenuUploadArgs = {
  file: Scalars['File']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCompleteCourierOrderArgs = {
  shopOrderId: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationConfirmSettlementCardBatchUploadArgs = {
  checksum: Scalars['String']['input'];
  file: Scalars['File']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationConfirmSettlementWalletFileUploadArgs = {
  checksum: Scalars['String']['input'];
  file: Scalars['File']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationConfirmShopHubMenuUploadArgs = {
  checksum: Scalars['String']['input'];
  file: Scalars['File']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationConfirmShopMenuUploadArgs = {
  checksum: Scalars['String']['input'];
  file: Scalars['File']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationConfirmShopPosCardPaymentArgs = {
  approvalCode: Scalars['String']['input'];
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationConvertMachineDraftArgs = {
  id: Scalars['Int']['input'];
  input: MachineInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateClusterArgs = {
  input: ClusterInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateCompanyArgs = {
  input: CompanyInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateDepartmentArgs = {
  input: DepartmentInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateHubArgs = {
  input: HubInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateHubEntityArgs = {
  input: HubEntityInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateHubTypeArgs = {
  input: HubTypeInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateIngredientArgs = {
  input: IngredientInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateIngredientInProductArgs = {
  input: IngredientInProductInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateLeavesArgs = {
  inputs: Array<LeaveInput>;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateMachineArgs = {
  input: MachineInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateMachineBannerArgs = {
  input: MachineBannerInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateMachineErrorArgs = {
  input: MachineErrorInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateMachineHubArgs = {
  input: MachineHubInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateMachinePaymentArgs = {
  input: MachinePaymentInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateMachineQrArgs = {
  input: MachineQrInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateMachineScreensaverArgs = {
  input: MachineScreensaverInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateMachineSoftwareUpdateArgs = {
  input: MachineSoftwareUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateMachineStatusErrorArgs = {
  input: MachineStatusErrorInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateMachineStatusInfoArgs = {
  input: MachineStatusInfoInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateMachineStockInArgs = {
  input: MachineStockInInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateMachineStockOutArgs = {
  input: MachineStockOutInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateMachineTypeArgs = {
  input: MachineTypeInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateMachineTypeDisplayArgs = {
  input: MachineTypeDisplayInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateMachineTypeStockArgs = {
  input: MachineTypeStockInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateManualTaskArgs = {
  input: ManualTaskInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateMidtransArgs = {
  input: MidtransInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreatePackagingArgs = {
  input: PackagingInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateProductArgs = {
  input: ProductInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateProductHistoryArgs = {
  input: ProductHistoryInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateProductInMachineArgs = {
  input: ProductInMachineInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateProductSetArgs = {
  input: ProductSetInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateProductSetCombinationArgs = {
  productId: Scalars['Int']['input'];
  productSetId: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateRefillerScheduleArgs = {
  input: RefillerScheduleInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateRewardRuleArgs = {
  input: RewardRuleInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateRoleArgs = {
  input: RoleInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopAssignedVouchersArgs = {
  shopCustomerIds: Array<Scalars['Int']['input']>;
  shopVoucherCodeId: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopCourierArgs = {
  input: ShopCourierInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopDealArgs = {
  input: ShopDealInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopDealThirdPartyPromoArgs = {
  input: ShopDealThirdPartyPromoInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopFaqArgs = {
  input: ShopFaqInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopHomeBackgroundArgs = {
  input: ShopHomeBackgroundInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopHubArgs = {
  input: ShopHubInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopHubMenuArgs = {
  input: ShopHubMenuInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopHubStockArgs = {
  input: ShopHubStockInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopManualNotificationArgs = {
  input: ShopManualNotificationInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopMembershipArgs = {
  input: ShopMembershipInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopMembershipPromoArgs = {
  input: ShopMembershipPromoInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopMenuArgs = {
  input: ShopMenuInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopMenuCategoryArgs = {
  input: ShopMenuCategoryInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopMenuCustomizationArgs = {
  input: ShopMenuCustomizationInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopMenuDisplayCategoryArgs = {
  input: ShopMenuDisplayCategoryInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopMenuIngredientArgs = {
  input: ShopMenuIngredientInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopMenuSubcategoryArgs = {
  input: ShopMenuSubcategoryInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopMerchantArgs = {
  input: ShopMerchantInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopPartnerArgs = {
  input: ShopPartnerInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopPopupBannerArgs = {
  input: ShopPopupBannerInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopPosDraftOrderArgs = {
  input: ShopPosOrderInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopPosPartnerArgs = {
  input: ShopPosPartnerInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopPosPromoArgs = {
  input: ShopPosPromoInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopPosSalesTypeArgs = {
  input: ShopPosSalesTypeInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopProductArgs = {
  input: ShopProductInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopProductDisplayCategoryArgs = {
  input: ShopProductDisplayCategoryInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopPromoArgs = {
  input: ShopPromoInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopScrollingBannerArgs = {
  input: ShopScrollingBannerInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopTaskArgs = {
  input: ShopTaskInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopThirdPartyPromoArgs = {
  input: ShopThirdPartyPromoInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopToppingArgs = {
  input: ShopToppingInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopVariantArgs = {
  input: ShopVariantInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateShopVoucherSettingArgs = {
  input: ShopVoucherSettingInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateSlotMasterArgs = {
  input: SlotMasterInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateSlotSettingArgs = {
  input: SlotSettingInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateSparePartArgs = {
  input: SparePartInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateUnitArgs = {
  input: UnitInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationCreateUserArgs = {
  input: UserInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationDeactivateShopAssignedVoucherArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationDeactivateShopCourierArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationDeclineShopTaskArgs = {
  id: Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationDeclineTaskArgs = {
  id: Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationDeleteIngredientInProductArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationDeleteLeaveArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationDeleteMachineHubArgs = {
  id: Scalars['Int']['input'];
  unloadDate: Scalars['Date']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationDeleteMachineStockInArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationDeleteMachineStockOutArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationDeleteManualTaskArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationDeleteProductSetCombinationArgs = {
  productId: Scalars['Int']['input'];
  productSetId: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationDeleteRefillerScheduleArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationDeleteShopDealThirdPartyPromoArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationDeleteShopFaqArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationDeleteShopHomeBackgroundArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationDeleteShopMenuIngredientArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationDeleteShopPopupBannerArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationDeleteShopScrollingBannerArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationDeleteShopTaskArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationDeleteUnassignedTaskArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationDeliverCourierOrderArgs = {
  shopOrderId: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationDoLoginArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationEditShopPosDraftOrderArgs = {
  id: Scalars['Int']['input'];
  input: ShopPosOrderInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationFillMachineStockInArgs = {
  inputs: Array<MachineStockInFillInput>;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationFillMachineStockOutArgs = {
  inputs: Array<MachineStockOutFillInput>;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationFillShopHubStockArgs = {
  inputs: Array<ShopHubStockFillInput>;
  shopHubId: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationFinishOrderArgs = {
  shopOrderId: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationFinishTaskArgs = {
  id: Scalars['Int']['input'];
  input: FinishTaskInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationGetInstructionArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationIssueMachineGatewayKeyArgs = {
  machineId: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationLowerShopDealThirdPartyPromoArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationLowerShopHomeBackgroundArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationLowerShopMembershipArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationLowerShopMenuArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationLowerShopMenuDisplayCategoryArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationLowerShopProductDisplayCategoryArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationLowerShopScrollingBannerArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationLowerShopThirdPartyPromoArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationLowerShopToppingArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationLowerShopVariantArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationPlanRefillsArgs = {
  date?: InputMaybe<Scalars['Date']['input']>;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationRaiseShopDealThirdPartyPromoArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationRaiseShopHomeBackgroundArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationRaiseShopMembershipArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationRaiseShopMenuArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationRaiseShopMenuDisplayCategoryArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationRaiseShopProductDisplayCategoryArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationRaiseShopScrollingBannerArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationRaiseShopThirdPartyPromoArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationRaiseShopToppingArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationRaiseShopVariantArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationReassignCourierArgs = {
  shopCourierId: Scalars['Int']['input'];
  shopOrderId: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationReassignTaskArgs = {
  assigneeId: Scalars['Int']['input'];
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationRefillShopTaskArgs = {
  id: Scalars['Int']['input'];
  input: RefillShopTaskInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationRetryDeliveryArgs = {
  shopOrderId: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationRolloutMachineSoftwareUpdateArgs = {
  id: Scalars['Int']['input'];
  machineIds: Array<Scalars['Int']['input']>;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationSendSlotPricesArgs = {
  slotSettingId: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationSetInstructionArgs = {
  id: Scalars['Int']['input'];
  instruction: MachineInstruction;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationSetShopHubMenuAvailabilityArgs = {
  available: Scalars['Boolean']['input'];
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationSingleUploadArgs = {
  accept?: InputMaybe<UploadKind>;
  file: Scalars['File']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationStartShopTaskArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationStartTaskArgs = {
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationSubmitShopPosOrderArgs = {
  input: ShopPosOrderInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateClusterArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ClusterUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateCompanyArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: CompanyUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateDepartmentArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: DepartmentUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateHubArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: HubUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateHubEntityArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: HubEntityUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateHubTypeArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: HubTypeUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateIngredientArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: IngredientUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateIngredientInProductArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: IngredientInProductUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateIsActiveAllQrTypeMappingWithPaymentProviderArgs = {
  active: Scalars['Boolean']['input'];
  paymentProvider: Scalars['String']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateLatteConfigArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  input: LatteConfigInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateLeaveArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: LeaveUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateMachineArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachineUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateMachineBannerArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachineBannerUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateMachineErrorArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachineErrorUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateMachineHubArgs = {
  id: Scalars['Int']['input'];
  input: MachineHubUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateMachinePaymentArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachinePaymentUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateMachineQrArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachineQrUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateMachineScreensaverArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachineScreensaverUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateMachineSoftwareUpdateArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachineSoftwareUpdateUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateMachineStockInArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachineStockInUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateMachineStockOutArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachineStockOutUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateMachineTypeArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachineTypeUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateMachineTypeDisplayArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachineTypeDisplayUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateMachineTypeStockArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachineTypeStockUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateManualTaskArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ManualTaskUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateMidtransArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MidtransUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdatePackagingArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: PackagingUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateProductArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ProductUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateProductInMachineArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ProductInMachineUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateProductSetArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ProductSetUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateQrTypeMappingArgs = {
  input: QrTypeMappingUpdateInput;
  qrType: QrType;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateRefillerScheduleArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: RefillerScheduleUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateRewardRuleArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: RewardRuleUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateRoleArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: RoleUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopAboutUsArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  input: ShopContentInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopAutomaticNotificationArgs = {
  input: ShopAutomaticNotificationInput;
  triggerType: ShopNotificationTriggerType;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopAutomaticVoucherCodeTriggerArgs = {
  id: Scalars['Int']['input'];
  trigger: AutomaticVoucherTrigger;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopCourierOperationalsArgs = {
  courierOperationals: Array<CourierOperationalInput>;
  id: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopCustomerArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopCustomerUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopDealArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopDealUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopDealPathNameArgs = {
  id: Scalars['Int']['input'];
  pathName: Scalars['String']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopDeliveryConfigurationArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  input: ShopDeliveryConfigurationInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopDiscountMaximumAmountPerTransactionArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  input: ShopDiscountMaximumAmountPerTransactionInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopFaqArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopFaqUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopHomeAnnouncementArgs = {
  description: Scalars['String']['input'];
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopHomeBackgroundArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopHomeBackgroundUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopHubArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopHubUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopHubMenuArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopHubMenuUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopHubStockArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopHubStockUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopManualNotificationArgs = {
  id: Scalars['Int']['input'];
  input: ShopManualNotificationInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopMembershipArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopMembershipUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopMembershipPromoArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopMembershipPromoUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopMembershipQualificationDurationArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  input: ShopMembershipQualificationDurationInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopMenuArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopMenuUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopMenuCategoryArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopMenuCategoryUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopMenuCustomizationArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopMenuCustomizationUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopMenuDisplayCategoryArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopMenuDisplayCategoryUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopMenuIngredientArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopMenuIngredientUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopMenuSubcategoryArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopMenuSubcategoryUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopMerchantArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopMerchantUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopPartnerArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopPartnerUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopPopupBannerArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopPopupBannerUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopPosPartnerArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopPosPartnerUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopPosPromoArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopPosPromoUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopPosSalesTypeArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopPosSalesTypeUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopProductArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopProductUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopProductDisplayCategoryArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopProductDisplayCategoryUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopProductMachineTypeDisplayArgs = {
  machineTypeDisplayId: Scalars['Int']['input'];
  shopProductIds: Array<Scalars['Int']['input']>;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopPromoArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopPromoUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopPwaConfigurationArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  input: ShopPwaConfigurationInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopScrollingBannerArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopScrollingBannerUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopTaskArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopTaskUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopThirdPartyPromoArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopThirdPartyPromoUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopTncArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  input: ShopContentInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopToppingArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopToppingUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopVariantArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopVariantUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateShopVoucherSettingArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ShopVoucherSettingUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateSlotMasterArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: SlotMasterUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateSlotSettingArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: SlotSettingUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateSparePartArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: SparePartUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateUnitArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: UnitUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateUserArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: UserUpdateInput;
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateUserCompanyArgs = {
  companyIds: Array<Scalars['Int']['input']>;
  userId: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateUserMachineArgs = {
  machineIds: Array<Scalars['Int']['input']>;
  userId: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateUserPaymentArgs = {
  payments: Array<VendingPaymentMethod>;
  userId: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateUserShopHubArgs = {
  hubIds: Array<Scalars['Int']['input']>;
  userId: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateUserShopMerchantArgs = {
  merchantIds: Array<Scalars['Int']['input']>;
  userId: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUpdateUserShopPartnerArgs = {
  shopPartnerIds: Array<Scalars['Int']['input']>;
  userId: Scalars['Int']['input'];
};


/** What can be changed. Each field says the authority it needs; every change is recorded in the activity log. */
export type MutationUploadMachineAuditFileArgs = {
  content: Scalars['String']['input'];
  machineId: Scalars['Int']['input'];
};

/** A cup a machine sold, as the machine’s events give it, with its money. */
export type Order = {
  __typename?: 'Order';
  /** The product’s cost of goods when it was sold. */
  cogs: Maybe<Scalars['Int']['output']>;
  /** The company discount on the order, in rupiah. */
  corporateDiscount: Scalars['Int']['output'];
  /** When the customer started the order, or null. */
  createdTime: Maybe<Scalars['DateTime']['output']>;
  /** Seconds from created to the drink done. */
  duration: Maybe<Scalars['Int']['output']>;
  /** Rupiah the machine should have charged: its slot setting’s price for the product (the discounted price when set), else its menu price, less the corporate discount and subsidy; worked out when the order arrived. Null when the machine had no price for the product. */
  expectedPrice: Maybe<Scalars['Int']['output']>;
  /** When it failed, or null. */
  failedTime: Maybe<Scalars['DateTime']['output']>;
  /** Gross merchandise value: the cup at its menu price. */
  gmv: Maybe<Scalars['Int']['output']>;
  /** The id of the hub the machine stood at, or null. */
  hubId: Maybe<Scalars['Int']['output']>;
  /** The hub the machine stood at when the order was made. */
  hubInternalId: Maybe<Scalars['String']['output']>;
  /** The name of the hub the machine stood at, or null. */
  hubName: Maybe<Scalars['String']['output']>;
  /** The order's id. */
  id: Scalars['Int']['output'];
  /** Its machine. */
  machine: Machine;
  /** The id of its machine. */
  machineId: Scalars['Int']['output'];
  /** The machine type’s initial name. */
  machineInitial: Maybe<Scalars['String']['output']>;
  /** The machine’s VMC number when the order was made. */
  machineNo: Scalars['String']['output'];
  /** The machine’s own number of the order. */
  orderNo: Scalars['String']['output'];
  /** The menu price before discounts. */
  originalPrice: Maybe<Scalars['Int']['output']>;
  /** When it was paid, or null. */
  paidTime: Maybe<Scalars['DateTime']['output']>;
  /** When the payment was confirmed. */
  payDoneRTime: Maybe<Scalars['DateTime']['output']>;
  /** How it was paid, or null. */
  paymentMethod: Maybe<VendingPaymentMethod>;
  /** The payment provider's reference, or null. */
  paymentReferenceId: Maybe<Scalars['String']['output']>;
  /** Rupiah the customer was charged. */
  price: Maybe<Scalars['Int']['output']>;
  /** Whether the machine charged otherwise than the expected price; null when either is unknown. */
  priceDiffers: Maybe<Scalars['Boolean']['output']>;
  /** When the drink was done, or null. */
  productDoneTime: Maybe<Scalars['DateTime']['output']>;
  /** The id of the product sold, or null. */
  productId: Maybe<Scalars['Int']['output']>;
  /** As the product was named when it was sold. */
  productName: Maybe<Scalars['String']['output']>;
  /** When it was refunded, or null. */
  refundedTime: Maybe<Scalars['DateTime']['output']>;
  /** The machine's remark on the order, or null. */
  remark: Maybe<Scalars['String']['output']>;
  /** The kind of sale, or null. */
  salesType: Maybe<SalesType>;
  /** Where the order stands: created, paid, completed, failed or refunded. */
  state: VendingOrderState;
  /** The subsidy on the order, in rupiah. */
  subsidy: Scalars['Int']['output'];
};

/** An order event as a machine sent it through the gateway. */
export type OrderLog = {
  __typename?: 'OrderLog';
  /** What happened: order.created, order.paid, order.product_done, order.failed or order.refunded. */
  event: Scalars['String']['output'];
  /** The order log's id. */
  id: Scalars['Int']['output'];
  /** Its machine. */
  machine: Machine;
  /** The id of its machine. */
  machineId: Scalars['Int']['output'];
  /** The machine's number for the order. */
  orderNo: Scalars['String']['output'];
  /** The event’s payload as JSON. */
  payload: Scalars['String']['output'];
  /** The payment provider, or null. */
  paymentProvider: Maybe<Scalars['String']['output']>;
  /** When the gateway took it. */
  receivedTime: Scalars['DateTime']['output'];
  /** When it happened on the machine. */
  time: Scalars['DateTime']['output'];
};

/** One page of a list of OrderLog records. */
export type OrderLogPage = {
  __typename?: 'OrderLogPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<OrderLog>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** One page of a list of Order records. */
export type OrderPage = {
  __typename?: 'OrderPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<Order>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** What one machine at one hub sold in a period: completed cups, their revenue, and the cups of each product. */
export type OrderSummary = {
  __typename?: 'OrderSummary';
  /** The id of the hub. */
  hubId: Maybe<Scalars['Int']['output']>;
  /** The id of the hub internal. */
  hubInternalId: Maybe<Scalars['String']['output']>;
  /** The hub's name, or null. */
  hubName: Maybe<Scalars['String']['output']>;
  /** The row’s place in the whole list, from 1. */
  id: Scalars['Int']['output'];
  /** The id of the machine. */
  machineId: Scalars['Int']['output'];
  /** The machine's VMC number. */
  machineNo: Scalars['String']['output'];
  /** Cups and revenue by product. */
  orderSummaryProducts: Array<OrderSummaryProduct>;
  /** Cups sold. */
  totalCup: Scalars['Int']['output'];
  /** Rupiah. */
  totalRevenue: Scalars['Float']['output'];
};

/** One page of a list of OrderSummary records. */
export type OrderSummaryPage = {
  __typename?: 'OrderSummaryPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<OrderSummary>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The cups of one product in a summary. */
export type OrderSummaryProduct = {
  __typename?: 'OrderSummaryProduct';
  /** The id of the product. */
  productId: Scalars['Int']['output'];
  /** The product's name. */
  productName: Scalars['String']['output'];
  /** Cups sold. */
  sum: Scalars['Int']['output'];
};

/** The sums of every order summary row matching the filters, not only one page, and the days they come from. */
export type OrderSummaryTotals = {
  __typename?: 'OrderSummaryTotals';
  /** The first day (YYYY-MM-DD, in Jakarta) with a sale among the rows; none when nothing was sold. */
  firstDay: Maybe<Scalars['String']['output']>;
  /** The last day (YYYY-MM-DD, in Jakarta) with a sale among the rows; none when nothing was sold. */
  lastDay: Maybe<Scalars['String']['output']>;
  /** How many hub and machine rows are summed. */
  machines: Scalars['Int']['output'];
  /** Cups sold. */
  totalCup: Scalars['Int']['output'];
  /** Rupiah. */
  totalRevenue: Scalars['Float']['output'];
};

/** A machine that needed a visit on the plan’s day that no refiller could make, and the rule that kept them away. */
export type OutOfReachMachine = {
  __typename?: 'OutOfReachMachine';
  /** The id of the hub. */
  hubId: Maybe<Scalars['Int']['output']>;
  /** The hub's name, or null. */
  hubName: Maybe<Scalars['String']['output']>;
  /** The out of reach machine's id. */
  id: Scalars['Int']['output'];
  /** The machine, or null when the caller may not see it. */
  machine: Maybe<Machine>;
  /** The id of the machine. */
  machineId: Scalars['Int']['output'];
  /** Why the plan could not reach it. */
  message: Scalars['String']['output'];
  /** HUB_CLOSED, NO_VEHICLE (no refiller works that day), ODD_EVEN_RATIONING, CAPACITY, MAX_DISTANCE, TIME_WINDOW or NO_CAPACITY_LEFT (reachable alone, but the day was full). */
  reason: Scalars['String']['output'];
};

/** How many machines one rule kept out of reach. */
export type OutOfReachReasonCount = {
  __typename?: 'OutOfReachReasonCount';
  /** Machines it kept out of reach. */
  machines: Scalars['Int']['output'];
  /** The rule, as OutOfReachMachine.reason. */
  reason: Scalars['String']['output'];
};

/** Outlet analytics for a period: sales by outlet, day, hour, payment method and product, against the outlets’ targets. */
export type OutletAnalytics = {
  __typename?: 'OutletAnalytics';
  /** Every day of the period, empty ones too. */
  byDay: Array<OutletSalesDay>;
  /** Every hour of the day, 0 to 23. */
  byHour: Array<OutletSalesHour>;
  /** By outlet, the best net sales first. */
  byOutlet: Array<OutletSales>;
  /** By payment method, the most net sales first. */
  byPaymentMethod: Array<OutletSalesPaymentMethod>;
  /** The 20 menus with the most net sales. */
  byProduct: Array<OutletSalesProduct>;
  /** The days the period covers. */
  days: Scalars['Int']['output'];
  /** The last day of the period. */
  endDate: Scalars['Date']['output'];
  /** The first day of the period. */
  startDate: Scalars['Date']['output'];
  /** Everything together. */
  totals: OutletSalesFigures;
};

/** One outlet’s sales in the period, beside its targets for the period. */
export type OutletSales = {
  __typename?: 'OutletSales';
  /** Average ticket in rupiah: net sales per order. */
  averageTicket: Scalars['Float']['output'];
  /** Discounts in rupiah. */
  discount: Scalars['Float']['output'];
  /** Gross sales in rupiah: the orders before discounts. */
  gross: Scalars['Float']['output'];
  /** Gross profit in rupiah: net sales less the cost of goods. */
  grossProfit: Scalars['Float']['output'];
  /** Items on those orders. */
  items: Scalars['Int']['output'];
  /** The outlet’s name. */
  name: Scalars['String']['output'];
  /** Net sales in rupiah: what the customers paid. */
  net: Scalars['Float']['output'];
  /** Registered customers whose first paid order this was. */
  newCustomers: Scalars['Int']['output'];
  /** Paid orders (less those missed afterwards). */
  orders: Scalars['Int']['output'];
  /** Registered customers back on a later day (counted once per customer and day). */
  returningCustomers: Scalars['Int']['output'];
  /** The id of the outlet. */
  shopHubId: Scalars['Int']['output'];
  /** Its item target (daily target times the period’s days); null without one. */
  targetItems: Maybe<Scalars['Int']['output']>;
  /** Its order target for the period; null without one. */
  targetOrders: Maybe<Scalars['Int']['output']>;
  /** Its revenue target in rupiah for the period, compared with net sales; null without one. */
  targetRevenue: Maybe<Scalars['Float']['output']>;
};

/** The sales of one Jakarta day of the period. */
export type OutletSalesDay = {
  __typename?: 'OutletSalesDay';
  /** Average ticket in rupiah: net sales per order. */
  averageTicket: Scalars['Float']['output'];
  /** The day. */
  day: Scalars['Date']['output'];
  /** Discounts in rupiah. */
  discount: Scalars['Float']['output'];
  /** Gross sales in rupiah: the orders before discounts. */
  gross: Scalars['Float']['output'];
  /** Gross profit in rupiah: net sales less the cost of goods. */
  grossProfit: Scalars['Float']['output'];
  /** Items on those orders. */
  items: Scalars['Int']['output'];
  /** Net sales in rupiah: what the customers paid. */
  net: Scalars['Float']['output'];
  /** Registered customers whose first paid order this was. */
  newCustomers: Scalars['Int']['output'];
  /** Paid orders (less those missed afterwards). */
  orders: Scalars['Int']['output'];
  /** Registered customers back on a later day (counted once per customer and day). */
  returningCustomers: Scalars['Int']['output'];
};

/** The sales of the outlets in the period, all together. */
export type OutletSalesFigures = {
  __typename?: 'OutletSalesFigures';
  /** Average ticket in rupiah: net sales per order. */
  averageTicket: Scalars['Float']['output'];
  /** Discounts in rupiah. */
  discount: Scalars['Float']['output'];
  /** Gross sales in rupiah: the orders before discounts. */
  gross: Scalars['Float']['output'];
  /** Gross profit in rupiah: net sales less the cost of goods. */
  grossProfit: Scalars['Float']['output'];
  /** Items on those orders. */
  items: Scalars['Int']['output'];
  /** Net sales in rupiah: what the customers paid. */
  net: Scalars['Float']['output'];
  /** Registered customers whose first paid order this was. */
  newCustomers: Scalars['Int']['output'];
  /** Paid orders (less those missed afterwards). */
  orders: Scalars['Int']['output'];
  /** Registered customers back on a later day (counted once per customer and day). */
  returningCustomers: Scalars['Int']['output'];
};

/** The sales of one hour of the day (Jakarta) over the whole period. */
export type OutletSalesHour = {
  __typename?: 'OutletSalesHour';
  /** Average ticket in rupiah: net sales per order. */
  averageTicket: Scalars['Float']['output'];
  /** Discounts in rupiah. */
  discount: Scalars['Float']['output'];
  /** Gross sales in rupiah: the orders before discounts. */
  gross: Scalars['Float']['output'];
  /** Gross profit in rupiah: net sales less the cost of goods. */
  grossProfit: Scalars['Float']['output'];
  /** The hour, 0 to 23. */
  hour: Scalars['Int']['output'];
  /** Items on those orders. */
  items: Scalars['Int']['output'];
  /** Net sales in rupiah: what the customers paid. */
  net: Scalars['Float']['output'];
  /** Registered customers whose first paid order this was. */
  newCustomers: Scalars['Int']['output'];
  /** Paid orders (less those missed afterwards). */
  orders: Scalars['Int']['output'];
  /** Registered customers back on a later day (counted once per customer and day). */
  returningCustomers: Scalars['Int']['output'];
};

/** The sales paid one way in the period. */
export type OutletSalesPaymentMethod = {
  __typename?: 'OutletSalesPaymentMethod';
  /** Average ticket in rupiah: net sales per order. */
  averageTicket: Scalars['Float']['output'];
  /** Discounts in rupiah. */
  discount: Scalars['Float']['output'];
  /** Gross sales in rupiah: the orders before discounts. */
  gross: Scalars['Float']['output'];
  /** Gross profit in rupiah: net sales less the cost of goods. */
  grossProfit: Scalars['Float']['output'];
  /** Items on those orders. */
  items: Scalars['Int']['output'];
  /** Net sales in rupiah: what the customers paid. */
  net: Scalars['Float']['output'];
  /** Registered customers whose first paid order this was. */
  newCustomers: Scalars['Int']['output'];
  /** Paid orders (less those missed afterwards). */
  orders: Scalars['Int']['output'];
  /** How they were paid. */
  paymentMethod: ShopPaymentMethod;
  /** Registered customers back on a later day (counted once per customer and day). */
  returningCustomers: Scalars['Int']['output'];
};

/** What one menu sold in the period. */
export type OutletSalesProduct = {
  __typename?: 'OutletSalesProduct';
  /** Rupiah: net less their cost of goods. */
  grossProfit: Scalars['Float']['output'];
  /** Items sold. */
  items: Scalars['Int']['output'];
  /** The id of the menu (0 for lines without one). */
  menuId: Scalars['Int']['output'];
  /** The name it was sold under. */
  name: Scalars['String']['output'];
  /** Rupiah paid for them, after discounts. */
  net: Scalars['Float']['output'];
};

/** Something a machine hands out by the piece (cups, lids, stirrers), and how many come in a pack. */
export type Packaging = {
  __typename?: 'Packaging';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** Pieces in one pack. */
  quantity: Maybe<Scalars['Int']['output']>;
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** A new packaging. */
export type PackagingInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active: Scalars['Boolean']['input'];
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The packaging's name, unique among packaging records; refused when blank or too long. */
  name: Scalars['String']['input'];
  /** Pieces in one pack. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of a list of Packaging records. */
export type PackagingPage = {
  __typename?: 'PackagingPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<Packaging>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a packaging to change; those left out keep their value. */
export type PackagingUpdateInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The packaging's name, unique among packaging records; refused when blank or too long. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Pieces in one pack. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of a list: which page, how large, and how its rows are chosen and ordered. */
export type PageInput = {
  /** An endCursor: the page after it, found by index as fast at page 10.000 as at page 1. */
  after?: InputMaybe<Scalars['String']['input']>;
  /** A startCursor: the page before it. */
  before?: InputMaybe<Scalars['String']['input']>;
  /** Conditions the rows must meet. */
  filters?: InputMaybe<FilterInput>;
  /** From 1. With a cursor, the number of the page it leads to (shown back as currentPage). */
  page: Scalars['Int']['input'];
  /** A quick search over text fields. */
  search?: InputMaybe<SearchInput>;
  /** From 1 to 100. */
  size: Scalars['Int']['input'];
  /** The order; without it the list's default order. */
  sorts?: InputMaybe<Array<SortInput>>;
};

/** How often rent is paid. */
export type PaymentTerms =
  /** Every year. */
  | 'ANNUALLY'
  /** Every month. */
  | 'MONTHLY'
  /** Every three months. */
  | 'QUARTERLY'
  /** Every six months. */
  | 'SEMI_ANNUALLY';

/** How a machine looked on its last inspection. */
export type PhysicalCondition =
  /** In good order. */
  | 'CLEAR'
  /** Damaged; needs repair. */
  | 'FAIL'
  /** Damaged in part; still sells. */
  | 'PARTIAL';

/** How much of one daily limit the plan’s routes use, on average per route. */
export type PlanLimit = {
  __typename?: 'PlanLimit';
  /** What a route may use, in the same unit. */
  allowed: Scalars['Float']['output'];
  /** GALLONS (water a refiller carries), DISTANCE (km a day; the way back to the start is not counted) or WORKING_HOURS. */
  limit: Scalars['String']['output'];
  /** used / allowed: the highest is the limit that binds. */
  share: Scalars['Float']['output'];
  /** What a route uses, in gallons, km or hours. */
  used: Scalars['Float']['output'];
};

/** The parity of a car plate’s number: on an odd date only ODD plates enter a hub under odd-even rationing. */
export type PlateParity =
  /** The plate ends in an even digit. */
  | 'EVEN'
  /** The plate ends in an odd digit. */
  | 'ODD';

/** One machine at one hub in a period: its completed cups charged otherwise than its prices say, from when to when, and the money at stake. */
export type PriceAudit = {
  __typename?: 'PriceAudit';
  /** Days with a cup charged otherwise. */
  daysDiffering: Scalars['Int']['output'];
  /** Of those, the cups charged otherwise than expected. */
  differingOrders: Scalars['Int']['output'];
  /** The first day (in Jakarta, YYYY-MM-DD) of the period with a cup charged otherwise. */
  firstDay: Scalars['String']['output'];
  /** The id of the hub. */
  hubId: Maybe<Scalars['Int']['output']>;
  /** The id of the hub internal. */
  hubInternalId: Maybe<Scalars['String']['output']>;
  /** The hub's name, or null. */
  hubName: Maybe<Scalars['String']['output']>;
  /** The row’s place in the whole list, from 1. */
  id: Scalars['Int']['output'];
  /** The last such day. */
  lastDay: Scalars['String']['output'];
  /** The id of the machine. */
  machineId: Scalars['Int']['output'];
  /** The machine's VMC number. */
  machineNo: Scalars['String']['output'];
  /** Rupiah: expected minus charged, summed. Above zero money was lost (charged too little); below zero customers were overcharged. */
  moneyAtStake: Scalars['Float']['output'];
  /** Completed cups with an expected price. */
  orders: Scalars['Int']['output'];
  /** Rupiah the cups charged too much went over by. */
  overcharged: Scalars['Float']['output'];
  /** Rupiah the cups charged too little fell short by. */
  undercharged: Scalars['Float']['output'];
};

/** One page of a list of PriceAudit records. */
export type PriceAuditPage = {
  __typename?: 'PriceAuditPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<PriceAudit>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** Rupiah per cup: what the company pays towards the price, and what corporate customers get off. */
export type PriceSetting = {
  __typename?: 'PriceSetting';
  /** The company discount, in rupiah, or null. */
  corporateDiscount: Maybe<Scalars['Int']['output']>;
  /** The subsidy, in rupiah, or null. */
  subsidy: Maybe<Scalars['Int']['output']>;
};

/** Discount and subsidy applied to prices at a hub. */
export type PriceSettingInput = {
  /** The company discount, in rupiah. */
  corporateDiscount?: InputMaybe<Scalars['Int']['input']>;
  /** The subsidy, in rupiah. */
  subsidy?: InputMaybe<Scalars['Int']['input']>;
};

/** A drink the machines sell: the menu. */
export type Product = {
  __typename?: 'Product';
  /** False when no longer sold; kept for orders that refer to it. */
  active: Scalars['Boolean']['output'];
  /** Rupiah one cup costs to make. */
  cogs: Scalars['Int']['output'];
  /** True when it contains coffee. */
  containCoffee: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** The product's id. */
  id: Scalars['Int']['output'];
  /** Whole seconds a cup takes to brew, at most. */
  maxDuration: Scalars['Int']['output'];
  /** Whole seconds a cup takes to brew, at least. */
  minDuration: Scalars['Int']['output'];
  /** Its name, unique. */
  name: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
  /** Grams of one cup. */
  weight: Scalars['Int']['output'];
};

/** A product’s name, cogs and active flag from a moment on, and who set them. */
export type ProductHistory = {
  __typename?: 'ProductHistory';
  /** Whether the product was on sale at that time. */
  active: Scalars['Boolean']['output'];
  /** The cost of goods sold of one cup, in rupiah, from that time. */
  cogs: Scalars['Int']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** The product history's id. */
  id: Scalars['Int']['output'];
  /** The product's name at that time. */
  name: Scalars['String']['output'];
  /** Its product. */
  product: Product;
  /** The id of its product. */
  productId: Scalars['Int']['output'];
  /** When the values took effect. */
  updatedTime: Scalars['DateTime']['output'];
  /** The id of the user. */
  userId: Maybe<Scalars['Int']['output']>;
  /** Who made the change, as they were named then. */
  userName: Scalars['String']['output'];
};

/** A product's cost from a given time. */
export type ProductHistoryInput = {
  /** Whether the product is on sale. */
  active: Scalars['Boolean']['input'];
  /** The cost of goods sold of one cup, in rupiah; not negative. */
  cogs: Scalars['Int']['input'];
  /** The product's name. */
  name: Scalars['String']['input'];
  /** The id of the product. */
  productId: Scalars['Int']['input'];
  /** When the values took effect; now when left out. Not in the future. */
  updatedTime?: InputMaybe<Scalars['DateTime']['input']>;
};

/** One page of a list of ProductHistory records. */
export type ProductHistoryPage = {
  __typename?: 'ProductHistoryPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ProductHistory>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A product on a machine’s menu: its price there, its slot, and whether it is sold now. */
export type ProductInMachine = {
  __typename?: 'ProductInMachine';
  /** False when the machine no longer offers it. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Rupiah; null: no discount. */
  discountedPrice: Maybe<Scalars['Int']['output']>;
  /** The product in machine's id. */
  id: Scalars['Int']['output'];
  /** Its machine. */
  machine: Machine;
  /** The id of its machine. */
  machineId: Scalars['Int']['output'];
  /** Rupiah. */
  price: Scalars['Int']['output'];
  /** Its product. */
  product: Product;
  /** The id of its product. */
  productId: Scalars['Int']['output'];
  /** The slot of the machine's menu it is in, or null. */
  slot: Maybe<Scalars['Int']['output']>;
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** A product a machine offers; in an update, the fields left out keep their value. */
export type ProductInMachineInput = {
  /** False stops the machine offering it. */
  active: Scalars['Boolean']['input'];
  /** Rupiah, below the price; null: no discount. */
  discountedPrice?: InputMaybe<Scalars['Int']['input']>;
  /** The id of the machine. */
  machineId: Scalars['Int']['input'];
  /** Rupiah a cup costs at this machine. */
  price: Scalars['Int']['input'];
  /** The id of the product. */
  productId: Scalars['Int']['input'];
  /** The position of the product’s button on the machine; one product per slot. */
  slot?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of a list of ProductInMachine records. */
export type ProductInMachinePage = {
  __typename?: 'ProductInMachinePage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ProductInMachine>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A product a machine offers; in an update, the fields left out keep their value. */
export type ProductInMachineUpdateInput = {
  /** False stops the machine offering it. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Rupiah, below the price; null: no discount. */
  discountedPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Rupiah a cup costs at this machine. */
  price?: InputMaybe<Scalars['Int']['input']>;
  /** The position of the product’s button on the machine; one product per slot. */
  slot?: InputMaybe<Scalars['Int']['input']>;
};

/** A product's details; in an update, the fields left out keep their value. */
export type ProductInput = {
  /** False stops it being sold. */
  active: Scalars['Boolean']['input'];
  /** Rupiah one cup costs to make. */
  cogs: Scalars['Int']['input'];
  /** True when it contains coffee. */
  containCoffee: Scalars['Boolean']['input'];
  /** The recipe; an active product needs at least one line. */
  ingredients: Array<RecipeLineInput>;
  /** Whole seconds a cup takes to brew, at most; above minDuration. */
  maxDuration: Scalars['Int']['input'];
  /** Whole seconds a cup takes to brew, at least. */
  minDuration: Scalars['Int']['input'];
  /** Its name, unique; required, not blank. */
  name: Scalars['String']['input'];
  /** Grams of one cup. */
  weight: Scalars['Int']['input'];
};

/** One page of a list of Product records. */
export type ProductPage = {
  __typename?: 'ProductPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<Product>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** Products loaded on machines together. */
export type ProductSet = {
  __typename?: 'ProductSet';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** The products in the set, by name. */
  menus: Array<Product>;
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** A new product set. */
export type ProductSetInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active: Scalars['Boolean']['input'];
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The product set's name, unique among product set records; refused when blank or too long. */
  name: Scalars['String']['input'];
};

/** One page of a list of ProductSet records. */
export type ProductSetPage = {
  __typename?: 'ProductSetPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ProductSet>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a product set to change; those left out keep their value. */
export type ProductSetUpdateInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The product set's name, unique among product set records; refused when blank or too long. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A product's details; in an update, the fields left out keep their value. */
export type ProductUpdateInput = {
  /** False stops it being sold. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Rupiah one cup costs to make. */
  cogs?: InputMaybe<Scalars['Int']['input']>;
  /** True when it contains coffee. */
  containCoffee?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whole seconds a cup takes to brew, at most; above minDuration. */
  maxDuration?: InputMaybe<Scalars['Int']['input']>;
  /** Whole seconds a cup takes to brew, at least. */
  minDuration?: InputMaybe<Scalars['Int']['input']>;
  /** Its name, unique; required, not blank. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Grams of one cup. */
  weight?: InputMaybe<Scalars['Int']['input']>;
};

/** The signed-in user's own details; the fields left out keep their value. */
export type ProfileInput = {
  /** The new password again; must match it. */
  confirmPassword?: InputMaybe<Scalars['String']['input']>;
  /** The present password; required to set a new one. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  /** The user's email address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The user's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Given only to change the password, with the current one and a confirmation. */
  newPassword?: InputMaybe<Scalars['String']['input']>;
  /** The user's phone number. */
  phoneNo?: InputMaybe<Scalars['String']['input']>;
};

/** What one machine at one hub earned in one month (in Jakarta), and what the hub’s rent terms took from it. The formulas are in docs/profitability.md. */
export type ProfitabilityReport = {
  __typename?: 'ProfitabilityReport';
  /** Rupiah. The products’ cost of goods when they were sold. */
  cogs: Scalars['Float']['output'];
  /** Rupiah. The hub’s commission fee (a percentage) of revenue. */
  commissionShare: Scalars['Float']['output'];
  /** Rupiah. The fee per cup times the cups. */
  cupsFeeSharing: Scalars['Float']['output'];
  /** Rupiah. The cups at their menu price (each order’s original price). */
  gmv: Scalars['Float']['output'];
  /** Rupiah. Revenue less cogs. */
  grossProfit: Scalars['Float']['output'];
  /** Gross profit as a percentage of revenue; none when there was no revenue. */
  grossProfitPercentage: Maybe<Scalars['Float']['output']>;
  /** None when the machine stood at no hub. */
  hubId: Maybe<Scalars['Int']['output']>;
  /** The id of the hub internal. */
  hubInternalId: Maybe<Scalars['String']['output']>;
  /** How many of the hub’s machines sold in the month: what a minimum amount or fixed cost is spread over. */
  hubMachinesSold: Maybe<Scalars['Int']['output']>;
  /** The hub's name, or null. */
  hubName: Maybe<Scalars['String']['output']>;
  /** Who runs the hub, or null. */
  hubOwnership: Maybe<HubOwnership>;
  /** The hub's type, or null. */
  hubType: Maybe<Scalars['String']['output']>;
  /** The row’s place in the whole list, from 1. */
  id: Scalars['Int']['output'];
  /** The id of the machine. */
  machineId: Scalars['Int']['output'];
  /** The short name of the machine's type. */
  machineTypeInitialName: Scalars['String']['output'];
  /** From 1 (January) to 12. */
  month: Scalars['Int']['output'];
  /** Rupiah. This machine’s part of one month of the hub’s fixed cost. */
  monthlyRentalFee: Scalars['Float']['output'];
  /** Rupiah. Gross profit less revenue sharing, cup fee sharing, monthly rental fee and commission share. */
  netProfit: Scalars['Float']['output'];
  /** Completed cups. */
  numberOfCupsSold: Scalars['Int']['output'];
  /** The hub’s rent type as it is now. */
  rentType: Maybe<HubRentType>;
  /** Rupiah. What customers paid: the sum of the orders’ prices. */
  revenue: Scalars['Float']['output'];
  /** Rupiah. The hub’s share of revenue, with this machine’s part of any top-up to the minimum amount. */
  revenueSharing: Scalars['Float']['output'];
  /** The machine's VMC number. */
  vmcNo: Scalars['String']['output'];
  /** The year of the figures. */
  year: Scalars['Int']['output'];
};

/** One page of a list of ProfitabilityReport records. */
export type ProfitabilityReportPage = {
  __typename?: 'ProfitabilityReportPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ProfitabilityReport>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The sums of every row of the profitability report that matches the filters, not only one page. */
export type ProfitabilityReportTotals = {
  __typename?: 'ProfitabilityReportTotals';
  /** Rupiah. The products’ cost of goods. */
  cogs: Scalars['Float']['output'];
  /** Rupiah. The hubs’ commission fees. */
  commissionShare: Scalars['Float']['output'];
  /** Rupiah. The fees per cup. */
  cupsFeeSharing: Scalars['Float']['output'];
  /** Rupiah. The cups at their menu price. */
  gmv: Scalars['Float']['output'];
  /** Rupiah. Revenue less cogs. */
  grossProfit: Scalars['Float']['output'];
  /** Gross profit as a percentage of revenue; none when there was no revenue. */
  grossProfitPercentage: Maybe<Scalars['Float']['output']>;
  /** Rupiah. The hubs’ fixed costs. */
  monthlyRentalFee: Scalars['Float']['output'];
  /** Rupiah. Gross profit less what the hubs’ rent terms took; negative is a loss. */
  netProfit: Scalars['Float']['output'];
  /** Completed cups. */
  numberOfCupsSold: Scalars['Int']['output'];
  /** Rupiah. What customers paid. */
  revenue: Scalars['Float']['output'];
  /** Rupiah. The hubs’ share of revenue. */
  revenueSharing: Scalars['Float']['output'];
  /** How many month, hub and machine rows are summed. */
  rows: Scalars['Int']['output'];
};

/** A group of menus an item promo discounts. */
export type PromoItemGroup = {
  __typename?: 'PromoItemGroup';
  /** The discount on each unit: percent or rupiah. */
  discountAmount: Scalars['Int']['output'];
  /** The menus of the group. */
  menuIds: Array<Scalars['Int']['output']>;
  /** Percent or rupiah. */
  unit: DiscountUnit;
};

/** A group of menus an item promo discounts. */
export type PromoItemGroupInput = {
  /** The discount on each unit: percent (0 to 100) or rupiah. */
  discountAmount: Scalars['Int']['input'];
  /** The menus of the group; at least one. */
  menuIds: Array<Scalars['Int']['input']>;
  /** Percent or rupiah. */
  unit: DiscountUnit;
};

/** A weekly window of a promo in the outlet’s time zone. */
export type PromoSchedule = {
  __typename?: 'PromoSchedule';
  /** The day of the week. */
  day: Day;
  /** The hour it stops (excluded). */
  endHour: Scalars['Int']['output'];
  /** The first hour (included). */
  startHour: Scalars['Int']['output'];
};

/** A weekly window of a promo in the outlet’s time zone: from startHour:00 (included) to endHour:00 (excluded). */
export type PromoScheduleInput = {
  /** The day of the week. */
  day: Day;
  /** The hour it stops, 1 to 24, after startHour. */
  endHour: Scalars['Int']['input'];
  /** The first hour, 0 to 23. */
  startHour: Scalars['Int']['input'];
};

/** The payment provider a QR is for. */
export type QrType =
  /** AJA Pay. */
  | 'ajapay'
  /** Alipay. */
  | 'alipay'
  /** DANA. */
  | 'danapay'
  /** GoPay. */
  | 'gopay'
  /** JakPay. */
  | 'jakpay'
  /** The company's own pay. */
  | 'jumppay'
  /** WeChat Pay. */
  | 'wx_pub';

/** A machine that would stop offering a QR type. */
export type QrTypeAffectedMachine = {
  __typename?: 'QrTypeAffectedMachine';
  /** The machine’s id. */
  id: Scalars['Int']['output'];
  /** The machine’s name. */
  name: Scalars['String']['output'];
  /** The machine’s number. */
  vmcNo: Scalars['String']['output'];
};

/** Which payment provider handles one QR type, and whether machines offer it. */
export type QrTypeMapping = {
  __typename?: 'QrTypeMapping';
  /** False when no machine offers this QR type. */
  active: Scalars['Boolean']['output'];
  /** The mapping’s id. */
  id: Scalars['Int']['output'];
  /** The payment provider that handles payments of this QR type. */
  paymentProvider: Scalars['String']['output'];
  /** The QR type. */
  qrType: QrType;
  /** The QR type in words. */
  qrTypeLabel: Scalars['String']['output'];
  /** When it was last changed. */
  updatedTime: Scalars['DateTime']['output'];
};

/** One page of a list of QrTypeMapping records. */
export type QrTypeMappingPage = {
  __typename?: 'QrTypeMappingPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<QrTypeMapping>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A change of one QR type’s mapping; a field left out keeps its value. */
export type QrTypeMappingUpdateInput = {
  /** False to stop every machine offering this QR type. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** The payment provider: 1 to 60 letters, digits, spaces, dots, dashes or underscores. */
  paymentProvider?: InputMaybe<Scalars['String']['input']>;
};

/** The machines that lose a way to pay when QR types are switched off. */
export type QrTypeSwitchImpact = {
  __typename?: 'QrTypeSwitchImpact';
  /** The first 50 of them the caller may see, by number. */
  machines: Array<QrTypeAffectedMachine>;
  /** How many active machines show a QR code of these types, in the whole fleet. */
  totalMachines: Scalars['Int']['output'];
};

/** What can be read. Each field says the authority it needs. */
export type Query = {
  __typename?: 'Query';
  /**
   * Every authority, for the role form.
   *
   * Needs the VIEW_ROLE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  authorities: Maybe<Array<Authority>>;
  /**
   * Users who may become couriers: active, with a role that holds IS_COURIER, and not a courier yet; by name. The choices of the add courier page.
   *
   * Needs the CREATE_SHOP_COURIER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  availableCouriers: Maybe<Array<User>>;
  /**
   * Active users who may be chosen as a manager: those whose active role can see every task.
   *
   * Needs the VIEW_USER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  availableSupervisors: Maybe<Array<User>>;
  /**
   * Active users who have no refiller schedule yet; with `refillerScheduleId`, that schedule’s user too (for its edit form).
   *
   * Needs the VIEW_REFILLER_SCHEDULE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  availableUsersForRefiller: Maybe<Array<User>>;
  /**
   * Prices a POS order at an outlet and explains it: lines, totals, promos applied and refused with their reasons. Writes nothing.
   *
   * Needs the VIEW_SHOP_POS_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  calculateShopPosOrder: ShopPosOrderCalculation;
  /**
   * The cluster with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_CLUSTER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  cluster: Maybe<Cluster>;
  /**
   * One page of the cluster records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_CLUSTER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  clusters: Maybe<ClusterPage>;
  /**
   * Every cluster record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_CLUSTER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  clustersAll: Maybe<Array<Cluster>>;
  /**
   * One page of the company records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_COMPANY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  companies: Maybe<CompanyPage>;
  /**
   * Every company record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_COMPANY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  companiesAll: Maybe<Array<Company>>;
  /**
   * The company with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_COMPANY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  company: Maybe<Company>;
  /**
   * The companies the caller may map a user to: those the caller sees.
   *
   * Needs the UPDATE_USER_COMPANY_MAPPING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  companyMappingChoices: Array<MappedRecord>;
  /**
   * The concised order with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_CONCISED_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  concisedOrder: Maybe<ConcisedOrder>;
  /**
   * One page of the concised order records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_CONCISED_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  concisedOrders: Maybe<ConcisedOrderPage>;
  /**
   * The signed-in courier’s own deliveries: those still to pick up or on the way, then those delivered in the last 12 hours. Empty for a user who is not a courier.
   *
   * Needs the IS_COURIER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  courierOrdersByCourier: Maybe<Array<ShopOrder>>;
  /**
   * An outlet’s deliveries by our couriers and the vendor’s still open, and those delivered in the last 12 hours. NOT_FOUND for an outlet outside the caller’s mapping.
   *
   * Needs the VIEW_SHOP_COURIER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  courierOrdersByShopHubId: Maybe<Array<ShopOrder>>;
  /**
   * The address of a CSV of the tasks of one day (in `timezone`) that are no longer pending: started, done or declined.
   *
   * Needs the VIEW_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  dailyNonPendingTasksReport: Maybe<Scalars['String']['output']>;
  /**
   * The department with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_DEPARTMENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  department: Maybe<Department>;
  /**
   * One page of the department records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_DEPARTMENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  departments: Maybe<DepartmentPage>;
  /**
   * Every department record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_DEPARTMENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  departmentsAll: Maybe<Array<Department>>;
  /**
   * How many active machines are offline, in error or low on stock, and the first of them, for the home page.
   *
   * Needs the VIEW_MACHINE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  fleetAttention: Maybe<FleetAttention>;
  /**
   * The hub with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_HUB authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  hub: Maybe<Hub>;
  /**
   * One page of the hub entity records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_HUB_ENTITY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  hubEntities: Maybe<HubEntityPage>;
  /**
   * Every hub entity record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_HUB_ENTITY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  hubEntitiesAll: Maybe<Array<HubEntity>>;
  /**
   * The hub entity with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_HUB_ENTITY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  hubEntity: Maybe<HubEntity>;
  /**
   * The address of a CSV of every hub matching the filters, in the order they were made; it works for five minutes, for the caller only. Sorts are not used.
   *
   * Needs the VIEW_HUB authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  hubReport: Maybe<Scalars['String']['output']>;
  /**
   * The hub type with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_HUB_TYPE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  hubType: Maybe<HubType>;
  /**
   * One page of the hub type records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_HUB_TYPE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  hubTypePages: Maybe<HubTypePage>;
  /**
   * Every hub type record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_HUB_TYPE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  hubTypesAll: Maybe<Array<HubType>>;
  /**
   * One page of the hub records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_HUB authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  hubs: Maybe<HubPage>;
  /**
   * Every hub record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_HUB authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  hubsAll: Maybe<Array<Hub>>;
  /**
   * The ingredient with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_INGREDIENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  ingredient: Maybe<Ingredient>;
  /**
   * The ingredient in product with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_INGREDIENT_IN_PRODUCT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  ingredientInProduct: Maybe<IngredientInProduct>;
  /**
   * One page of the ingredient in product records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_INGREDIENT_IN_PRODUCT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  ingredientInProducts: Maybe<IngredientInProductPage>;
  /**
   * Every ingredient in product record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_INGREDIENT_IN_PRODUCT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  ingredientInProductsAll: Maybe<Array<IngredientInProduct>>;
  /**
   * The recipe of a product, in the ingredients’ stock order.
   *
   * Needs the VIEW_INGREDIENT_IN_PRODUCT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  ingredientInProductsByProductId: Maybe<Array<IngredientInProduct>>;
  /**
   * One page of the ingredient records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_INGREDIENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  ingredients: Maybe<IngredientPage>;
  /**
   * Every ingredient record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_INGREDIENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  ingredientsAll: Maybe<Array<Ingredient>>;
  /**
   * The active ingredients a machine’s stock in does not hold yet: the choices for a new row.
   *
   * Needs the VIEW_INGREDIENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  ingredientsNotInMachine: Maybe<Array<Ingredient>>;
  /**
   * The active ingredients a shop menu does not use yet: the choices for a new line; NOT_FOUND when the caller may not see the menu.
   *
   * Needs the VIEW_INGREDIENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  ingredientsNotInMenu: Maybe<Array<Ingredient>>;
  /**
   * The active ingredients a product’s recipe does not use yet: the choices for a new line.
   *
   * Needs the VIEW_INGREDIENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  ingredientsNotInProduct: Maybe<Array<Ingredient>>;
  /**
   * The active ingredients an outlet’s stock does not hold yet: the choices for a new row; NOT_FOUND for an outlet outside the caller’s mapping.
   *
   * Needs the VIEW_INGREDIENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  ingredientsNotInShopHub: Maybe<Array<Ingredient>>;
  /**
   * Whether any QR type handled by the payment provider (compared without regard to case) is switched off; false when it handles none.
   *
   * Needs the VIEW_QR_TYPE_MAPPING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  isAnyQrTypeMappingInactiveWithPaymentProvider: Scalars['Boolean']['output'];
  /** Needs the VIEW_LATTE_CONFIG authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in. */
  latteConfig: Maybe<LatteConfig>;
  /**
   * The leave with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_LEAVE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  leave: Maybe<Leave>;
  /**
   * One page of the leave records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_LEAVE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  leaves: Maybe<LeavePage>;
  /**
   * An outlet’s open orders (paid, accepted, scheduled ones among them) and its made deliveries on their way (picked up, not yet delivered), oldest paid first: what its live screen shows. Each is a ShopOrder.
   *
   * Needs the VIEW_LIVE_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  liveOrders: Maybe<Array<LiveOrder>>;
  /**
   * Logistic analytics for the days from startDate to endDate (Jakarta, at most a year), optionally of one refiller; only tasks and machines in the caller’s machine mapping, and only their own tasks without VIEW_ALL_TASKS.
   *
   * Needs the VIEW_ANALYTICS_LOGISTIC authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  logisticAnalytics: LogisticAnalytics;
  /**
   * The machine with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_MACHINE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machine: Maybe<Machine>;
  /**
   * Machine analytics for the days from startDate to endDate (Jakarta, at most two years), optionally at one hub; only the machines and payment methods the caller is mapped to.
   *
   * Needs the VIEW_ANALYTICS_MACHINE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineAnalytics: MachineAnalytics;
  /**
   * The machine audit file with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_MACHINE_AUDIT_FILE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineAuditFile: Maybe<MachineAuditFile>;
  /**
   * One page of the machine audit file records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_MACHINE_AUDIT_FILE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineAuditFiles: Maybe<MachineAuditFilePage>;
  /**
   * A machine’s audit files, the latest first.
   *
   * Needs the VIEW_MACHINE_AUDIT_FILE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineAuditFilesByMachineId: Maybe<MachineAuditFilePage>;
  /**
   * The machine banner with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_MACHINE_BANNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineBanner: Maybe<MachineBanner>;
  /**
   * One page of the machine banner records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_MACHINE_BANNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineBanners: Maybe<MachineBannerPage>;
  /**
   * Every machine banner record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_MACHINE_BANNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineBannersAll: Maybe<Array<MachineBanner>>;
  /**
   * The machine draft with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_MACHINE_DRAFT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineDraft: Maybe<MachineDraft>;
  /**
   * One page of the machine draft records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_MACHINE_DRAFT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineDrafts: Maybe<MachineDraftPage>;
  /**
   * Every machine draft record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_MACHINE_DRAFT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineDraftsAll: Maybe<Array<MachineDraft>>;
  /**
   * The machine error with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_MACHINE_ERROR authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineError: Maybe<MachineError>;
  /**
   * One page of the machine error records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_MACHINE_ERROR authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineErrors: Maybe<MachineErrorPage>;
  /**
   * Every machine error record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_MACHINE_ERROR authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineErrorsAll: Maybe<Array<MachineError>>;
  /**
   * One page of the machine history records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_MACHINE_HISTORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineHistories: Maybe<MachineHistoryPage>;
  /**
   * Every machine history record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_MACHINE_HISTORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineHistoriesAll: Maybe<Array<MachineHistory>>;
  /**
   * A machine’s history, the latest first.
   *
   * Needs the VIEW_MACHINE_HISTORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineHistoriesByMachineId: Maybe<MachineHistoryPage>;
  /**
   * The machine history with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_MACHINE_HISTORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineHistory: Maybe<MachineHistory>;
  /**
   * The machine hub with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_HUB authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineHub: Maybe<MachineHub>;
  /**
   * One page of the machine hub records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_HUB authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineHubs: Maybe<MachineHubPage>;
  /**
   * Every machine hub record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_HUB authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineHubsAll: Maybe<Array<MachineHub>>;
  /**
   * The machine payment with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_MACHINE_PAYMENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machinePayment: Maybe<MachinePayment>;
  /**
   * One page of the machine payment records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_MACHINE_PAYMENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machinePayments: Maybe<MachinePaymentPage>;
  /**
   * Every machine payment record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_MACHINE_PAYMENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machinePaymentsAll: Maybe<Array<MachinePayment>>;
  /**
   * The machine qr with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_MACHINE_QR authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineQr: Maybe<MachineQr>;
  /**
   * One page of the machine qr records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_MACHINE_QR authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineQrs: Maybe<MachineQrPage>;
  /**
   * Every machine qr record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_MACHINE_QR authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineQrsAll: Maybe<Array<MachineQr>>;
  /**
   * The address of a CSV of every machine matching the filters that the caller may see, by VMC number; it works for five minutes, for the caller only. Sorts are not used.
   *
   * Needs the VIEW_MACHINE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineReport: Maybe<Scalars['String']['output']>;
  /**
   * The machine screensaver with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_MACHINE_SCREENSAVER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineScreensaver: Maybe<MachineScreensaver>;
  /**
   * One page of the machine screensaver records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_MACHINE_SCREENSAVER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineScreensavers: Maybe<MachineScreensaverPage>;
  /**
   * Every machine screensaver record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_MACHINE_SCREENSAVER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineScreensaversAll: Maybe<Array<MachineScreensaver>>;
  /**
   * The machine software rollout with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_MACHINE_SOFTWARE_UPDATE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineSoftwareRollout: Maybe<MachineSoftwareRollout>;
  /**
   * One page of the machine software rollout records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_MACHINE_SOFTWARE_UPDATE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineSoftwareRollouts: Maybe<MachineSoftwareRolloutPage>;
  /**
   * Every machine software rollout record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_MACHINE_SOFTWARE_UPDATE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineSoftwareRolloutsAll: Maybe<Array<MachineSoftwareRollout>>;
  /**
   * The machine software update with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_MACHINE_SOFTWARE_UPDATE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineSoftwareUpdate: Maybe<MachineSoftwareUpdate>;
  /**
   * One page of the machine software update records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_MACHINE_SOFTWARE_UPDATE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineSoftwareUpdates: Maybe<MachineSoftwareUpdatePage>;
  /**
   * Every machine software update record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_MACHINE_SOFTWARE_UPDATE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineSoftwareUpdatesAll: Maybe<Array<MachineSoftwareUpdate>>;
  /**
   * The machine status error with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_MACHINE_STATUS_ERROR authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineStatusError: Maybe<MachineStatusError>;
  /**
   * One page of the machine status error records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_MACHINE_STATUS_ERROR authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineStatusErrors: Maybe<MachineStatusErrorPage>;
  /**
   * Every machine status error record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_MACHINE_STATUS_ERROR authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineStatusErrorsAll: Maybe<Array<MachineStatusError>>;
  /**
   * The machine stock in with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_MACHINE_STOCK_IN authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineStockIn: Maybe<MachineStockIn>;
  /**
   * One page of the machine stock in records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_MACHINE_STOCK_IN authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineStockIns: Maybe<MachineStockInPage>;
  /**
   * Every machine stock in record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_MACHINE_STOCK_IN authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineStockInsAll: Maybe<Array<MachineStockIn>>;
  /**
   * The ingredients in a machine, in the machine’s order.
   *
   * Needs the VIEW_MACHINE_STOCK_IN authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineStockInsByMachine: Maybe<Array<MachineStockIn>>;
  /**
   * The machine stock out with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_MACHINE_STOCK_OUT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineStockOut: Maybe<MachineStockOut>;
  /**
   * One page of the machine stock out records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_MACHINE_STOCK_OUT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineStockOuts: Maybe<MachineStockOutPage>;
  /**
   * Every machine stock out record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_MACHINE_STOCK_OUT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineStockOutsAll: Maybe<Array<MachineStockOut>>;
  /**
   * The packaging in a machine, in the machine’s order.
   *
   * Needs the VIEW_MACHINE_STOCK_OUT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineStockOutsByMachine: Maybe<Array<MachineStockOut>>;
  /**
   * The machine type with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_MACHINE_TYPE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineType: Maybe<MachineType>;
  /**
   * The machine type display with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_MACHINE_TYPE_DISPLAY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineTypeDisplay: Maybe<MachineTypeDisplay>;
  /**
   * One page of the machine type display records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_MACHINE_TYPE_DISPLAY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineTypeDisplays: Maybe<MachineTypeDisplayPage>;
  /**
   * Every machine type display record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_MACHINE_TYPE_DISPLAY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineTypeDisplaysAll: Maybe<Array<MachineTypeDisplay>>;
  /**
   * The machine type stock with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_MACHINE_TYPE_STOCK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineTypeStock: Maybe<MachineTypeStock>;
  /**
   * One page of the machine type stock records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_MACHINE_TYPE_STOCK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineTypeStocks: Maybe<MachineTypeStockPage>;
  /**
   * Every machine type stock record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_MACHINE_TYPE_STOCK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineTypeStocksAll: Maybe<Array<MachineTypeStock>>;
  /**
   * One page of the machine type records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_MACHINE_TYPE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineTypes: Maybe<MachineTypePage>;
  /**
   * Every machine type record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_MACHINE_TYPE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machineTypesAll: Maybe<Array<MachineType>>;
  /**
   * One page of the machine records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_MACHINE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machines: Maybe<MachinePage>;
  /**
   * Every machine record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_MACHINE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machinesAll: Maybe<Array<Machine>>;
  /**
   * The machines in error now: the open error of each, the latest first (the machine-status-error page).
   *
   * Needs the VIEW_MACHINE_STATUS_ERROR authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  machinesInError: Maybe<MachineStatusErrorPage>;
  /** Needs a signed-in user: UNAUTHENTICATED otherwise. */
  me: Maybe<Me>;
  /**
   * The midtrans with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_MIDTRANS authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  midtrans: Maybe<Midtrans>;
  /**
   * One page of the midtrans records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_MIDTRANS authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  midtranses: Maybe<MidtransPage>;
  /**
   * Every midtrans record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_MIDTRANS authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  midtransesAll: Maybe<Array<Midtrans>>;
  /**
   * The order with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  order: Maybe<Order>;
  /**
   * The order log with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_ORDER_LOG authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  orderLog: Maybe<OrderLog>;
  /**
   * One page of the order log records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_ORDER_LOG authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  orderLogs: Maybe<OrderLogPage>;
  /**
   * The address of a CSV of every order matching the filters that the caller may see (the period is the createdTime filter), oldest first, with its money; it works for five minutes, for the caller only.
   *
   * Needs the VIEW_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  orderReport: Maybe<Scalars['String']['output']>;
  /**
   * Per hub and machine, the completed cups, their revenue and the cups of each product; filter by createdTime (the period, by day), hubId, machineId, productId and paymentMethod. Sorts by totalCup, totalRevenue, machineNo or hubInternalId.
   *
   * Needs the VIEW_ORDER_SUMMARY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  orderSummaries: Maybe<OrderSummaryPage>;
  /**
   * The address of a CSV of the order summary for the filters: per hub, machine and product, the cups and their revenue; it works for five minutes, for the caller only.
   *
   * Needs the VIEW_ORDER_SUMMARY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  orderSummaryReport: Maybe<Scalars['String']['output']>;
  /**
   * The cups and revenue of every order summary row matching the filters (the same filters as orderSummaries), and the first and last day sold.
   *
   * Needs the VIEW_ORDER_SUMMARY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  orderSummaryTotals: OrderSummaryTotals;
  /**
   * One page of the order records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  orders: Maybe<OrderPage>;
  /**
   * Outlet analytics for the Jakarta days from startDate to endDate (at most 31), optionally of one outlet; only the outlets the caller is mapped to.
   *
   * Needs the VIEW_ANALYTICS_OUTLET authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  outletAnalytics: OutletAnalytics;
  /**
   * The packaging with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_PACKAGING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  packaging: Maybe<Packaging>;
  /**
   * One page of the packaging records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_PACKAGING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  packagings: Maybe<PackagingPage>;
  /**
   * Every packaging record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_PACKAGING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  packagingsAll: Maybe<Array<Packaging>>;
  /**
   * The active packagings a machine’s stock out does not hold yet: the choices for a new row.
   *
   * Needs the VIEW_PACKAGING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  packagingsNotInMachine: Maybe<Array<Packaging>>;
  /**
   * The active packagings an outlet’s stock does not hold yet: the choices for a new row; NOT_FOUND for an outlet outside the caller’s mapping.
   *
   * Needs the VIEW_PACKAGING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  packagingsNotInShopHub: Maybe<Array<Packaging>>;
  /**
   * Per hub and machine, the completed cups charged otherwise than the machine’s prices say in a period, and the money at stake; only machines with such cups. Filter by createdTime (the period, by day), hubId, machineId and productId. Sorts by moneyAtStake, differingOrders, orders, undercharged, overcharged, firstDay, lastDay, machineNo or hubInternalId; by default the largest money at stake either way first.
   *
   * Needs the VIEW_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  priceAudit: Maybe<PriceAuditPage>;
  /**
   * The product with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_PRODUCT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  product: Maybe<Product>;
  /**
   * One page of the product history records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_PRODUCT_HISTORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  productHistories: Maybe<ProductHistoryPage>;
  /**
   * Every product history record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_PRODUCT_HISTORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  productHistoriesAll: Maybe<Array<ProductHistory>>;
  /**
   * A product’s pricing history, oldest first.
   *
   * Needs the VIEW_PRODUCT_HISTORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  productHistoriesByProductId: Maybe<Array<ProductHistory>>;
  /**
   * The product history with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_PRODUCT_HISTORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  productHistory: Maybe<ProductHistory>;
  /**
   * The product in machine with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_PRODUCT_IN_MACHINE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  productInMachine: Maybe<ProductInMachine>;
  /**
   * One page of the product in machine records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_PRODUCT_IN_MACHINE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  productInMachines: Maybe<ProductInMachinePage>;
  /**
   * Every product in machine record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_PRODUCT_IN_MACHINE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  productInMachinesAll: Maybe<Array<ProductInMachine>>;
  /**
   * The product set with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_PRODUCT_SET authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  productSet: Maybe<ProductSet>;
  /**
   * One page of the product set records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_PRODUCT_SET authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  productSets: Maybe<ProductSetPage>;
  /**
   * Every product set record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_PRODUCT_SET authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  productSetsAll: Maybe<Array<ProductSet>>;
  /**
   * One page of the product records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_PRODUCT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  products: Maybe<ProductPage>;
  /**
   * Every product record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_PRODUCT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  productsAll: Maybe<Array<Product>>;
  /**
   * The active products a machine’s menu does not hold yet: the choices to add.
   *
   * Needs the VIEW_PRODUCT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  productsNotInMachine: Maybe<Array<Product>>;
  /**
   * The active products a set does not hold yet: the choices to add.
   *
   * Needs the VIEW_PRODUCT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  productsNotInProductSet: Maybe<Array<Product>>;
  /**
   * The signed-in user's own details.
   *
   * Needs the VIEW_MY_PROFILE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  profile: Maybe<User>;
  /**
   * Per month (in Jakarta), hub and machine: cups, gmv, revenue, cogs, gross profit and its percentage, what the hub’s rent terms cost and the net profit. Filter by month (YYYYMM, e.g. 202611), hubId and machineId; sorts by month, hubInternalId, vmcNo, numberOfCupsSold, gmv, revenue, cogs, grossProfit, grossProfitPercentage, revenueSharing, cupsFeeSharing, monthlyRentalFee, commissionShare, netProfit.
   *
   * Needs the VIEW_PROFITABILITY_REPORT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  profitabilityReport: Maybe<ProfitabilityReportPage>;
  /**
   * The sums of every profitability report row matching the filters (the same filters as profitabilityReport).
   *
   * Needs the VIEW_PROFITABILITY_REPORT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  profitabilityReportTotals: ProfitabilityReportTotals;
  /**
   * The qr type mapping with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_QR_TYPE_MAPPING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  qrTypeMapping: Maybe<QrTypeMapping>;
  /**
   * One page of the qr type mapping records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_QR_TYPE_MAPPING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  qrTypeMappings: Maybe<QrTypeMappingPage>;
  /**
   * Every qr type mapping record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_QR_TYPE_MAPPING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  qrTypeMappingsAll: Maybe<Array<QrTypeMapping>>;
  /**
   * The active machines that show a QR code of any of these types and would stop offering it when the types are switched off; asked before switching them off.
   *
   * Needs the VIEW_QR_TYPE_MAPPING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  qrTypeSwitchImpact: QrTypeSwitchImpact;
  /**
   * The refill plan of a day (tomorrow in Jakarta when no date is given), with the machines nobody could reach; null before the day is planned.
   *
   * Needs the VIEW_REFILLER_SCHEDULE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  refillPlan: Maybe<RefillPlan>;
  /**
   * The refiller schedule with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_REFILLER_SCHEDULE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  refillerSchedule: Maybe<RefillerSchedule>;
  /**
   * One page of the refiller schedule records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_REFILLER_SCHEDULE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  refillerSchedules: Maybe<RefillerSchedulePage>;
  /**
   * Who a task can go to: the refillers whose schedule has its day and who have no approved leave then, each with what is already planned for them that day; the proposed refiller first, then the least loaded.
   *
   * Needs the VIEW_ALL_TASKS authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  refillersForTask: Array<RefillerLoad>;
  /**
   * The reward order with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_REWARD_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  rewardOrder: Maybe<RewardOrder>;
  /**
   * One page of the reward order records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_REWARD_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  rewardOrders: Maybe<RewardOrderPage>;
  /**
   * The reward rule with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_REWARD_RULE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  rewardRule: Maybe<RewardRule>;
  /**
   * One page of the reward rule records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_REWARD_RULE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  rewardRules: Maybe<RewardRulePage>;
  /**
   * Every reward rule record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_REWARD_RULE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  rewardRulesAll: Maybe<Array<RewardRule>>;
  /**
   * The role with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_ROLE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  role: Maybe<Role>;
  /**
   * One page of the role records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_ROLE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  roles: Maybe<RolePage>;
  /**
   * Every role record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_ROLE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  rolesAll: Maybe<Array<Role>>;
  /**
   * Today’s completed cups and revenue on the machines and payments the caller sees, beside the same day last week.
   *
   * Needs the VIEW_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  salesToday: Maybe<SalesToday>;
  /**
   * The server instruction log with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SERVER_INSTRUCTION_LOG authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  serverInstructionLog: Maybe<ServerInstructionLog>;
  /**
   * One page of the server instruction log records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SERVER_INSTRUCTION_LOG authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  serverInstructionLogs: Maybe<ServerInstructionLogPage>;
  /**
   * Every server instruction log record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SERVER_INSTRUCTION_LOG authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  serverInstructionLogsAll: Maybe<Array<ServerInstructionLog>>;
  /**
   * The instructions set for a machine, the latest first.
   *
   * Needs the VIEW_SERVER_INSTRUCTION_LOG authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  serverInstructionLogsByMachineId: Maybe<ServerInstructionLogPage>;
  /**
   * The reconciled settlement lines, newest first unless sorted otherwise; filter by fileId, day and status to drill into a batch.
   *
   * Needs the VIEW_SETTLEMENT_DATA authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  settlementDatas: Maybe<SettlementDataPage>;
  /**
   * The settlement files taken, newest settlement date first unless sorted otherwise.
   *
   * Needs the VIEW_SETTLEMENT_FILE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  settlementFiles: Maybe<SettlementFilePage>;
  /**
   * Per day and batch, the count and rupiah of each outcome, newest day first; at most 93 days.
   *
   * Needs the VIEW_SETTLEMENT_DATA authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  settlementReconciliation: Array<SettlementDayTotals>;
  /**
   * The about us page; empty until someone saves it.
   *
   * Needs the VIEW_SHOP_ABOUT_US authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopAboutUs: ShopKeyValue;
  /**
   * The shop assigned voucher with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_ASSIGNED_VOUCHER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopAssignedVoucher: Maybe<ShopAssignedVoucher>;
  /**
   * One page of the shop assigned voucher records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_ASSIGNED_VOUCHER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopAssignedVouchers: Maybe<ShopAssignedVoucherPage>;
  /**
   * The shop courier with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_COURIER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopCourier: Maybe<ShopCourier>;
  /**
   * One page of the shop courier records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_COURIER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopCouriers: Maybe<ShopCourierPage>;
  /**
   * The active couriers working at an outlet now (by its hours in its time zone), by name: the couriers a barista may give an order to. NOT_FOUND for an outlet outside the caller’s mapping.
   *
   * Needs the ACCEPT_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopCouriersOnDuty: Maybe<Array<ShopCourier>>;
  /**
   * The shop customer with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_CUSTOMER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopCustomer: Maybe<ShopCustomer>;
  /**
   * The address of a CSV of every customer matching the filters and search, oldest sign-up first, with their personal data (phone, email, birthdate, addresses); it works for five minutes, for the caller only. Each download is recorded in the activity log with its filters.
   *
   * Needs the VIEW_SHOP_CUSTOMER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopCustomerReport: Maybe<Scalars['String']['output']>;
  /**
   * One page of the shop customer records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_CUSTOMER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopCustomers: Maybe<ShopCustomerPage>;
  /**
   * The shop deal with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_DEAL authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopDeal: Maybe<ShopDeal>;
  /**
   * The shop deal third party promo with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_DEAL authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopDealThirdPartyPromo: Maybe<ShopDealThirdPartyPromo>;
  /**
   * One page of the shop deal third party promo records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_DEAL authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopDealThirdPartyPromos: Maybe<ShopDealThirdPartyPromoPage>;
  /**
   * Every shop deal third party promo record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_DEAL authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopDealThirdPartyPromosAll: Maybe<Array<ShopDealThirdPartyPromo>>;
  /**
   * One page of the shop deal records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_DEAL authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopDeals: Maybe<ShopDealPage>;
  /**
   * Every shop deal record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_DEAL authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopDealsAll: Maybe<Array<ShopDeal>>;
  /**
   * The delivery fees; the defaults until someone saves them.
   *
   * Needs the VIEW_SHOP_DELIVERY_CONFIGURATION authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopDeliveryConfiguration: ShopDeliveryConfiguration;
  /**
   * The most discount one point-of-sale transaction may get; no maximum until someone saves one.
   *
   * Needs the VIEW_SHOP_DISCOUNT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopDiscountMaximumAmountPerTransaction: ShopDiscountMaximumAmountPerTransaction;
  /**
   * The FAQ with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_FAQ authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopFaq: Maybe<ShopFaq>;
  /**
   * One page of the FAQ records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_FAQ authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopFaqs: Maybe<ShopFaqPage>;
  /**
   * Every FAQ record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_FAQ authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopFaqsAll: Maybe<Array<ShopFaq>>;
  /**
   * The announcement on the ordering app’s home page; empty until someone saves it.
   *
   * Needs the VIEW_SHOP_HOME_ANNOUNCEMENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopHomeAnnouncement: ShopKeyValue;
  /**
   * The home background with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_HOME_BACKGROUND authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopHomeBackground: Maybe<ShopHomeBackground>;
  /**
   * One page of the home background records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_HOME_BACKGROUND authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopHomeBackgrounds: Maybe<ShopHomeBackgroundPage>;
  /**
   * Every home background record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_HOME_BACKGROUND authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopHomeBackgroundsAll: Maybe<Array<ShopHomeBackground>>;
  /**
   * The outlet with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_HUB authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopHub: Maybe<ShopHub>;
  /**
   * The outlets the caller may map a user to: those the caller sees.
   *
   * Needs the UPDATE_USER_SHOP_HUB authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopHubMappingChoices: Array<MappedRecord>;
  /**
   * The outlet menu with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_HUB_MENU authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopHubMenu: Maybe<ShopHubMenu>;
  /**
   * One page of the outlet menu records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_HUB_MENU authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopHubMenus: Maybe<ShopHubMenuPage>;
  /**
   * Every outlet menu record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_HUB_MENU authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopHubMenusAll: Maybe<Array<ShopHubMenu>>;
  /**
   * The menu of an outlet the caller may see, by the menus’ name; NOT_FOUND for an outlet outside their mapping.
   *
   * Needs the VIEW_SHOP_HUB_MENU authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopHubMenusByShopHubId: Maybe<Array<ShopHubMenu>>;
  /**
   * The outlet stock with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_HUB_STOCK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopHubStock: Maybe<ShopHubStock>;
  /**
   * One page of the outlet stock records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_HUB_STOCK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopHubStocks: Maybe<ShopHubStockPage>;
  /**
   * Every outlet stock record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_HUB_STOCK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopHubStocksAll: Maybe<Array<ShopHubStock>>;
  /**
   * The stock of an outlet the caller may see: ingredients, then packaging; NOT_FOUND for an outlet outside their mapping.
   *
   * Needs the VIEW_SHOP_HUB_STOCK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopHubStocksByShopHubId: Maybe<Array<ShopHubStock>>;
  /**
   * One page of the outlet records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_HUB authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopHubs: Maybe<ShopHubPage>;
  /**
   * Every outlet record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_HUB authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopHubsAll: Maybe<Array<ShopHub>>;
  /**
   * The active outlets the caller may follow on the live screen (those of their outlet mapping, or all when they have none), by name.
   *
   * Needs the VIEW_LIVE_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopLiveOutlets: Array<ShopPosOutlet>;
  /**
   * A customer’s loyalty points: their balance and what is pending.
   *
   * Needs the VIEW_SHOP_LOYALTY_POINT_HISTORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopLoyaltyBalance: Maybe<ShopLoyaltyBalance>;
  /**
   * The loyalty points ledger, newest first unless sorted otherwise; filter by customerId, kind, createdTime, shopOrderId or orderNo.
   *
   * Needs the VIEW_SHOP_LOYALTY_POINT_HISTORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopLoyaltyPointHistory: Maybe<ShopLoyaltyPointEntryPage>;
  /**
   * The shop membership with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_MEMBERSHIP authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMembership: Maybe<ShopMembership>;
  /**
   * The shop membership promo with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_MEMBERSHIP_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMembershipPromo: Maybe<ShopMembershipPromo>;
  /**
   * One page of the shop membership promo records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_MEMBERSHIP_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMembershipPromos: Maybe<ShopMembershipPromoPage>;
  /**
   * Every shop membership promo record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_MEMBERSHIP_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMembershipPromosAll: Maybe<Array<ShopMembershipPromo>>;
  /**
   * How long a membership qualification period lasts; the default of 12 months until someone saves it.
   *
   * Needs the VIEW_SHOP_MEMBERSHIP authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMembershipQualificationDuration: Maybe<ShopMembershipQualificationDuration>;
  /**
   * One page of the shop membership records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_MEMBERSHIP authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMemberships: Maybe<ShopMembershipPage>;
  /**
   * Every shop membership record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_MEMBERSHIP authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMembershipsAll: Maybe<Array<ShopMembership>>;
  /**
   * The shop menu with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_MENU authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMenu: Maybe<ShopMenu>;
  /**
   * One page of the shop menu category records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_MENU_CATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMenuCategories: Maybe<ShopMenuCategoryPage>;
  /**
   * Every shop menu category record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_MENU_CATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMenuCategoriesAll: Maybe<Array<ShopMenuCategory>>;
  /**
   * The shop menu category with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_MENU_CATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMenuCategory: Maybe<ShopMenuCategory>;
  /**
   * The shop menu customization with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_MENU_CUSTOMIZATION authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMenuCustomization: Maybe<ShopMenuCustomization>;
  /**
   * One page of the shop menu customization records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_MENU_CUSTOMIZATION authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMenuCustomizations: Maybe<ShopMenuCustomizationPage>;
  /**
   * Every shop menu customization record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_MENU_CUSTOMIZATION authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMenuCustomizationsAll: Maybe<Array<ShopMenuCustomization>>;
  /**
   * One page of the shop menu display category records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_MENU_DISPLAY_CATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMenuDisplayCategories: Maybe<ShopMenuDisplayCategoryPage>;
  /**
   * Every shop menu display category record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_MENU_DISPLAY_CATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMenuDisplayCategoriesAll: Maybe<Array<ShopMenuDisplayCategory>>;
  /**
   * The shop menu display category with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_MENU_DISPLAY_CATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMenuDisplayCategory: Maybe<ShopMenuDisplayCategory>;
  /**
   * A shop menu’s history of name, cogs and active flag, oldest first; NOT_FOUND when the caller may not see the menu.
   *
   * Needs the VIEW_SHOP_MENU_HISTORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMenuHistories: Maybe<Array<ShopMenuHistory>>;
  /**
   * The shop menu ingredient with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_MENU_INGREDIENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMenuIngredient: Maybe<ShopMenuIngredient>;
  /**
   * One page of the shop menu ingredient records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_MENU_INGREDIENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMenuIngredients: Maybe<ShopMenuIngredientPage>;
  /**
   * Every shop menu ingredient record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_MENU_INGREDIENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMenuIngredientsAll: Maybe<Array<ShopMenuIngredient>>;
  /**
   * The ingredients of a shop menu, in the ingredients’ stock order; NOT_FOUND when the caller may not see the menu.
   *
   * Needs the VIEW_SHOP_MENU_INGREDIENT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMenuIngredientsByMenuId: Maybe<Array<ShopMenuIngredient>>;
  /**
   * One page of the shop menu subcategory records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_MENU_SUBCATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMenuSubcategories: Maybe<ShopMenuSubcategoryPage>;
  /**
   * Every shop menu subcategory record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_MENU_SUBCATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMenuSubcategoriesAll: Maybe<Array<ShopMenuSubcategory>>;
  /**
   * The shop menu subcategory with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_MENU_SUBCATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMenuSubcategory: Maybe<ShopMenuSubcategory>;
  /**
   * One page of the shop menu records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_MENU authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMenus: Maybe<ShopMenuPage>;
  /**
   * Every shop menu record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_MENU authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMenusAll: Maybe<Array<ShopMenu>>;
  /**
   * The active shop menus the caller may see that an outlet’s menu does not hold yet: the choices to add; NOT_FOUND for an outlet outside the caller’s mapping.
   *
   * Needs the VIEW_SHOP_MENU authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMenusNotInShopHub: Maybe<Array<ShopMenu>>;
  /**
   * The shop merchant with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_MERCHANT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMerchant: Maybe<ShopMerchant>;
  /**
   * The merchants the caller may map a user to: those the caller sees.
   *
   * Needs the UPDATE_USER_SHOP_MERCHANT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMerchantMappingChoices: Array<MappedRecord>;
  /**
   * One page of the shop merchant records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_MERCHANT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMerchants: Maybe<ShopMerchantPage>;
  /**
   * Every shop merchant record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_MERCHANT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopMerchantsAll: Maybe<Array<ShopMerchant>>;
  /**
   * The shop notification with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_NOTIFICATION authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopNotification: Maybe<ShopNotification>;
  /**
   * How many customers a manual notification’s rule reaches now.
   *
   * Needs one of the VIEW_SHOP_NOTIFICATION or CREATE_SHOP_NOTIFICATION authorities: FORBIDDEN with none of them, UNAUTHENTICATED when not signed in.
   */
  shopNotificationAudienceCount: Scalars['Int']['output'];
  /**
   * The shop notification recipient with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_NOTIFICATION authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopNotificationRecipient: Maybe<ShopNotificationRecipient>;
  /**
   * One page of the shop notification recipient records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_NOTIFICATION authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopNotificationRecipients: Maybe<ShopNotificationRecipientPage>;
  /**
   * One page of the shop notification records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_NOTIFICATION authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopNotifications: Maybe<ShopNotificationPage>;
  /**
   * The shop order with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopOrder: Maybe<ShopOrder>;
  /**
   * Each outlet the caller may see (active, or with sales in the month): its paid orders, items and revenue of the month against its targets. BAD_USER_INPUT for a month not written YYYY-MM.
   *
   * Needs the VIEW_SHOP_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopOrderOutletSummaries: Array<ShopOrderOutletSummary>;
  /**
   * The address of a CSV of every shop order matching the filters that the caller may see (the period is the createdTime filter), oldest first, with its money; it works for five minutes, for the caller only.
   *
   * Needs the VIEW_SHOP_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopOrderReport: Maybe<Scalars['String']['output']>;
  /**
   * One page of the shop order records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopOrders: Maybe<ShopOrderPage>;
  /**
   * The shop partner with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_PARTNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPartner: Maybe<ShopPartner>;
  /**
   * The partners the caller may map a user to: those the caller sees.
   *
   * Needs the UPDATE_USER_SHOP_PARTNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPartnerMappingChoices: Array<MappedRecord>;
  /**
   * One page of the shop partner records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_PARTNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPartners: Maybe<ShopPartnerPage>;
  /**
   * Every shop partner record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_PARTNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPartnersAll: Maybe<Array<ShopPartner>>;
  /**
   * The popup banner with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_POPUP_BANNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPopupBanner: Maybe<ShopPopupBanner>;
  /**
   * One page of the popup banner records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_POPUP_BANNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPopupBanners: Maybe<ShopPopupBannerPage>;
  /**
   * Every popup banner record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_POPUP_BANNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPopupBannersAll: Maybe<Array<ShopPopupBanner>>;
  /**
   * One draft of an outlet the caller may sell at; NOT_FOUND otherwise.
   *
   * Needs the VIEW_SHOP_POS_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPosDraftOrder: ShopPosDraftOrder;
  /**
   * The open drafts of an outlet the caller may sell at, newest first (at most 200).
   *
   * Needs the VIEW_SHOP_POS_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPosDraftOrders: Array<ShopPosDraftOrder>;
  /**
   * The active menus an outlet sells, by name, with their sizes, toppings and customizations and whether they are sold out; NOT_FOUND for an outlet outside the caller’s mapping.
   *
   * Needs the VIEW_SHOP_POS_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPosMenus: Array<ShopPosMenu>;
  /**
   * The payment of an order placed at a counter the caller may sell at, read while the customer pays; NOT_FOUND otherwise.
   *
   * Needs the VIEW_SHOP_POS_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPosOrderPayment: ShopOrder;
  /**
   * The active outlets the caller may sell at (those of their outlet mapping, or all when they have none), by name.
   *
   * Needs the VIEW_SHOP_POS_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPosOutlets: Array<ShopPosOutlet>;
  /**
   * The shop pos partner with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_POS_PARTNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPosPartner: Maybe<ShopPosPartner>;
  /**
   * One page of the shop pos partner records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_POS_PARTNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPosPartners: Maybe<ShopPosPartnerPage>;
  /**
   * Every shop pos partner record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_POS_PARTNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPosPartnersAll: Maybe<Array<ShopPosPartner>>;
  /**
   * The shop pos promo with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_POS_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPosPromo: Maybe<ShopPosPromo>;
  /**
   * The address of a CSV of every POS promo matching the filters and search, newest first, streamed; it works for five minutes, for the caller only.
   *
   * Needs the VIEW_SHOP_POS_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPosPromoReport: Maybe<Scalars['String']['output']>;
  /**
   * One page of the shop pos promo records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_POS_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPosPromos: Maybe<ShopPosPromoPage>;
  /**
   * Every shop pos promo record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_POS_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPosPromosAll: Maybe<Array<ShopPosPromo>>;
  /**
   * The shop pos sales type with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_POS_SALES_TYPE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPosSalesType: Maybe<ShopPosSalesType>;
  /**
   * One page of the shop pos sales type records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_POS_SALES_TYPE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPosSalesTypes: Maybe<ShopPosSalesTypePage>;
  /**
   * Every shop pos sales type record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_POS_SALES_TYPE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPosSalesTypesAll: Maybe<Array<ShopPosSalesType>>;
  /**
   * The shop product with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_PRODUCT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopProduct: Maybe<ShopProduct>;
  /**
   * One page of the shop product display category records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_PRODUCT_DISPLAY_CATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopProductDisplayCategories: Maybe<ShopProductDisplayCategoryPage>;
  /**
   * Every shop product display category record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_PRODUCT_DISPLAY_CATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopProductDisplayCategoriesAll: Maybe<Array<ShopProductDisplayCategory>>;
  /**
   * The shop product display category with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_PRODUCT_DISPLAY_CATEGORY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopProductDisplayCategory: Maybe<ShopProductDisplayCategory>;
  /**
   * Every machine-type display with the shop products offered on it, by display name.
   *
   * Needs the VIEW_SHOP_PRODUCT_MACHINE_TYPE_DISPLAY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopProductMachineTypeDisplays: Maybe<Array<ShopProductMachineTypeDisplay>>;
  /**
   * One page of the shop product records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_PRODUCT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopProducts: Maybe<ShopProductPage>;
  /**
   * Every shop product record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_PRODUCT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopProductsAll: Maybe<Array<ShopProduct>>;
  /**
   * The shop promo with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPromo: Maybe<ShopPromo>;
  /**
   * The address of a CSV of every shop promo matching the filters and search, newest first, streamed; it works for five minutes, for the caller only.
   *
   * Needs the VIEW_SHOP_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPromoReport: Maybe<Scalars['String']['output']>;
  /**
   * One page of the shop promo records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPromos: Maybe<ShopPromoPage>;
  /**
   * Every shop promo record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPromosAll: Maybe<Array<ShopPromo>>;
  /**
   * The ordering app’s configuration; the defaults until someone saves it.
   *
   * Needs the VIEW_SHOP_PWA_CONFIGURATION authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopPwaConfiguration: ShopPwaConfiguration;
  /**
   * The scrolling banner with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_SCROLLING_BANNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopScrollingBanner: Maybe<ShopScrollingBanner>;
  /**
   * One page of the scrolling banner records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_SCROLLING_BANNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopScrollingBanners: Maybe<ShopScrollingBannerPage>;
  /**
   * Every scrolling banner record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_SCROLLING_BANNER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopScrollingBannersAll: Maybe<Array<ShopScrollingBanner>>;
  /**
   * One outlet task the caller may see.
   *
   * Needs the VIEW_SHOP_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopTask: Maybe<ShopTask>;
  /**
   * Outlet tasks, by execution time unless sorted otherwise; filter by state, shopHubId, assigneeId (NULL for the unassigned), executionTime and more. Without VIEW_ALL_TASKS a caller sees only their own.
   *
   * Needs the VIEW_SHOP_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopTasks: Maybe<ShopTaskPage>;
  /**
   * The shop third party promo with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_THIRD_PARTY_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopThirdPartyPromo: Maybe<ShopThirdPartyPromo>;
  /**
   * One page of the shop third party promo records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_THIRD_PARTY_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopThirdPartyPromos: Maybe<ShopThirdPartyPromoPage>;
  /**
   * Every shop third party promo record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_THIRD_PARTY_PROMO authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopThirdPartyPromosAll: Maybe<Array<ShopThirdPartyPromo>>;
  /**
   * The terms and conditions; empty until someone saves it.
   *
   * Needs the VIEW_SHOP_TNC authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopTnc: ShopKeyValue;
  /**
   * Today’s paid shop orders and revenue on the outlets the caller sees, beside the same time last week, and the orders open there now.
   *
   * Needs the VIEW_SHOP_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopToday: Maybe<ShopToday>;
  /**
   * The shop topping with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_TOPPING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopTopping: Maybe<ShopTopping>;
  /**
   * One page of the shop topping records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_TOPPING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopToppings: Maybe<ShopToppingPage>;
  /**
   * Every shop topping record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_TOPPING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopToppingsAll: Maybe<Array<ShopTopping>>;
  /**
   * The shop variant with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_VARIANT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopVariant: Maybe<ShopVariant>;
  /**
   * One page of the shop variant records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_VARIANT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopVariants: Maybe<ShopVariantPage>;
  /**
   * Every shop variant record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_VARIANT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopVariantsAll: Maybe<Array<ShopVariant>>;
  /**
   * The shop voucher code with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_VOUCHER_CODE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopVoucherCode: Maybe<ShopVoucherCode>;
  /**
   * The address of a CSV of every voucher code matching the filters and search, newest first, streamed; it works for five minutes, for the caller only.
   *
   * Needs the VIEW_SHOP_VOUCHER_CODE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopVoucherCodeReport: Maybe<Scalars['String']['output']>;
  /**
   * One page of the shop voucher code records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_VOUCHER_CODE authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopVoucherCodes: Maybe<ShopVoucherCodePage>;
  /**
   * The shop voucher setting with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SHOP_VOUCHER_SETTING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopVoucherSetting: Maybe<ShopVoucherSetting>;
  /**
   * One page of the shop voucher setting records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SHOP_VOUCHER_SETTING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopVoucherSettings: Maybe<ShopVoucherSettingPage>;
  /**
   * Every shop voucher setting record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SHOP_VOUCHER_SETTING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopVoucherSettingsAll: Maybe<Array<ShopVoucherSetting>>;
  /**
   * The slot master with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SLOT_MASTER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  slotMaster: Maybe<SlotMaster>;
  /**
   * One page of the slot master records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SLOT_MASTER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  slotMasters: Maybe<SlotMasterPage>;
  /**
   * Every slot master record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SLOT_MASTER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  slotMastersAll: Maybe<Array<SlotMaster>>;
  /**
   * The slot setting with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SLOT_SETTING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  slotSetting: Maybe<SlotSetting>;
  /**
   * One page of the slot setting records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SLOT_SETTING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  slotSettings: Maybe<SlotSettingPage>;
  /**
   * Every slot setting record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SLOT_SETTING authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  slotSettingsAll: Maybe<Array<SlotSetting>>;
  /**
   * The spare part with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_SPARE_PART authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  sparePart: Maybe<SparePart>;
  /**
   * One page of the spare part records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_SPARE_PART authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  spareParts: Maybe<SparePartPage>;
  /**
   * Every spare part record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_SPARE_PART authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  sparePartsAll: Maybe<Array<SparePart>>;
  /**
   * Per refiller, the sums of each ingredient and packaging to load for their open tasks of `date` (a company day, Asia/Jakarta), counting proposals not assigned yet for the refiller they were proposed for.
   *
   * Needs the STOCK_PREPARATION authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  stockPreparation: Maybe<Array<StockPreparation>>;
  /** Needs the VIEW_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in. */
  task: Maybe<Task>;
  /**
   * Own finished today, own pending before today, own today, all pending today and all unassigned.
   *
   * Needs the VIEW_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  taskCounts: Maybe<TaskCounts>;
  /**
   * One refiller’s day: the id is the assignee id and the day, e.g. "12:2026-11-25".
   *
   * Needs the VIEW_TASK_REPORT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  taskReport: Maybe<TaskReport>;
  /**
   * Per refiller and day (newest first) the task report, for the days from startDate to endDate; without VIEW_ALL_TASKS only the caller’s own.
   *
   * Needs the VIEW_TASK_REPORT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  taskReports: Maybe<TaskReportPage>;
  /**
   * Every task of the company days from startDate to endDate (at most 31 days), assigned or proposed, by execution time: the week's schedule shows them all, however many.
   *
   * Needs the VIEW_ALL_TASKS authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  taskSchedule: Array<Task>;
  /**
   * Assigned tasks, by execution time unless sorted otherwise. Filter by state, type, assigneeId, machineId, hubId, executionTime (BETWEEN for a period) and more. `mine` keeps the caller’s own; without VIEW_ALL_TASKS a caller only ever sees their own.
   *
   * Needs the VIEW_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  tasks: Maybe<TaskPage>;
  /**
   * The address of a CSV of every task matching the filters that the caller may see, by execution time; it works for five minutes, for the caller only.
   *
   * Needs the VIEW_TASK authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  tasksReport: Maybe<Scalars['String']['output']>;
  /**
   * How everyone’s tasks of today stand: done, under way, not started, and not assigned.
   *
   * Needs the VIEW_ALL_TASKS authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  tasksToday: Maybe<TasksToday>;
  /**
   * The planner’s proposals waiting for a supervisor: tasks with no assignee.
   *
   * Needs the VIEW_ALL_TASKS authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  unassignedTasks: Maybe<TaskPage>;
  /**
   * The unit with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_UNIT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  unit: Maybe<Unit>;
  /**
   * One page of the unit records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_UNIT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  units: Maybe<UnitPage>;
  /**
   * Every unit record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_UNIT authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  unitsAll: Maybe<Array<Unit>>;
  /**
   * The user with this id; NOT_FOUND when there is none or the caller may not see it.
   *
   * Needs the VIEW_USER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  user: Maybe<User>;
  /**
   * The audit log, newest first unless sorted otherwise.
   *
   * Needs the VIEW_USER_ACTIVITY authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  userActivities: Maybe<UserActivityPage>;
  /**
   * One page of the user records the caller may see, filtered, searched and sorted on the fields named in PageInput; BAD_USER_INPUT for an unknown field, a value of the wrong kind or a page size outside 1 to 100.
   *
   * Needs the VIEW_USER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  users: Maybe<UserPage>;
  /**
   * Every user record the caller may see that matches, unpaged (for choosers); BAD_USER_INPUT as for the paged list.
   *
   * Needs the VIEW_USER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  usersAll: Maybe<Array<User>>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryAvailableSupervisorsArgs = {
  exceptUserId?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryAvailableUsersForRefillerArgs = {
  refillerScheduleId?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryCalculateShopPosOrderArgs = {
  input: ShopPosOrderInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryClusterArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryClustersArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryClustersAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryCompaniesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryCompaniesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryCompanyArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryConcisedOrderArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryConcisedOrdersArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryCourierOrdersByShopHubIdArgs = {
  shopHubId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryDailyNonPendingTasksReportArgs = {
  date: Scalars['Date']['input'];
  timezone?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryDepartmentArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryDepartmentsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryDepartmentsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryFleetAttentionArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryHubArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryHubEntitiesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryHubEntitiesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryHubEntityArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryHubReportArgs = {
  queryInput?: InputMaybe<QueryInput>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryHubTypeArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryHubTypePagesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryHubTypesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryHubsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryHubsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryIngredientArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryIngredientInProductArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryIngredientInProductsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryIngredientInProductsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryIngredientInProductsByProductIdArgs = {
  productId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryIngredientsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryIngredientsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryIngredientsNotInMachineArgs = {
  machineId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryIngredientsNotInMenuArgs = {
  shopMenuId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryIngredientsNotInProductArgs = {
  productId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryIngredientsNotInShopHubArgs = {
  shopHubId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryIsAnyQrTypeMappingInactiveWithPaymentProviderArgs = {
  paymentProvider: Scalars['String']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryLeaveArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryLeavesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryLiveOrdersArgs = {
  shopHubId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryLogisticAnalyticsArgs = {
  assigneeId?: InputMaybe<Scalars['Int']['input']>;
  endDate: Scalars['Date']['input'];
  startDate: Scalars['Date']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineAnalyticsArgs = {
  endDate: Scalars['Date']['input'];
  hubId?: InputMaybe<Scalars['Int']['input']>;
  startDate: Scalars['Date']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineAuditFileArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineAuditFilesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineAuditFilesByMachineIdArgs = {
  machineId: Scalars['Int']['input'];
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineBannerArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineBannersArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineBannersAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineDraftArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineDraftsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineDraftsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineErrorArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineErrorsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineErrorsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineHistoriesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineHistoriesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineHistoriesByMachineIdArgs = {
  machineId: Scalars['Int']['input'];
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineHistoryArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineHubArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineHubsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineHubsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachinePaymentArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachinePaymentsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachinePaymentsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineQrArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineQrsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineQrsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineReportArgs = {
  queryInput?: InputMaybe<QueryInput>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineScreensaverArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineScreensaversArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineScreensaversAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineSoftwareRolloutArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineSoftwareRolloutsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineSoftwareRolloutsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineSoftwareUpdateArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineSoftwareUpdatesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineSoftwareUpdatesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineStatusErrorArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineStatusErrorsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineStatusErrorsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineStockInArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineStockInsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineStockInsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineStockInsByMachineArgs = {
  machineId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineStockOutArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineStockOutsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineStockOutsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineStockOutsByMachineArgs = {
  machineId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineTypeArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineTypeDisplayArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineTypeDisplaysArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineTypeDisplaysAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineTypeStockArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineTypeStocksArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineTypeStocksAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineTypesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachineTypesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachinesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachinesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMachinesInErrorArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMidtransArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryMidtransesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryMidtransesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryOrderArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryOrderLogArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryOrderLogsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryOrderReportArgs = {
  queryInput?: InputMaybe<QueryInput>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryOrderSummariesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryOrderSummaryReportArgs = {
  queryInput?: InputMaybe<QueryInput>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryOrderSummaryTotalsArgs = {
  filters?: InputMaybe<FilterInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryOrdersArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryOutletAnalyticsArgs = {
  endDate: Scalars['Date']['input'];
  shopHubId?: InputMaybe<Scalars['Int']['input']>;
  startDate: Scalars['Date']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryPackagingArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryPackagingsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryPackagingsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryPackagingsNotInMachineArgs = {
  machineId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryPackagingsNotInShopHubArgs = {
  shopHubId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryPriceAuditArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryProductArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryProductHistoriesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryProductHistoriesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryProductHistoriesByProductIdArgs = {
  productId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryProductHistoryArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryProductInMachineArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryProductInMachinesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryProductInMachinesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryProductSetArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryProductSetsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryProductSetsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryProductsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryProductsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryProductsNotInMachineArgs = {
  machineId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryProductsNotInProductSetArgs = {
  productSetId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryProfitabilityReportArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryProfitabilityReportTotalsArgs = {
  filters?: InputMaybe<FilterInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryQrTypeMappingArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryQrTypeMappingsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryQrTypeMappingsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryQrTypeSwitchImpactArgs = {
  qrTypes: Array<QrType>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryRefillPlanArgs = {
  date?: InputMaybe<Scalars['Date']['input']>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryRefillerScheduleArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryRefillerSchedulesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryRefillersForTaskArgs = {
  taskId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryRewardOrderArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryRewardOrdersArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryRewardRuleArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryRewardRulesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryRewardRulesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryRoleArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryRolesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryRolesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QuerySalesTodayArgs = {
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryServerInstructionLogArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryServerInstructionLogsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryServerInstructionLogsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryServerInstructionLogsByMachineIdArgs = {
  machineId: Scalars['Int']['input'];
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QuerySettlementDatasArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QuerySettlementFilesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QuerySettlementReconciliationArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopAssignedVoucherArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopAssignedVouchersArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopCourierArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopCouriersArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopCouriersOnDutyArgs = {
  shopHubId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopCustomerArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopCustomerReportArgs = {
  queryInput?: InputMaybe<QueryInput>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopCustomersArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopDealArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopDealThirdPartyPromoArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopDealThirdPartyPromosArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopDealThirdPartyPromosAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopDealsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopDealsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopFaqArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopFaqsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopFaqsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopHomeBackgroundArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopHomeBackgroundsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopHomeBackgroundsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopHubArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopHubMenuArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopHubMenusArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopHubMenusAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopHubMenusByShopHubIdArgs = {
  shopHubId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopHubStockArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopHubStocksArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopHubStocksAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopHubStocksByShopHubIdArgs = {
  shopHubId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopHubsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopHubsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopLoyaltyBalanceArgs = {
  customerId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopLoyaltyPointHistoryArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMembershipArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMembershipPromoArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMembershipPromosArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMembershipPromosAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMembershipsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMembershipsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMenuArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMenuCategoriesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMenuCategoriesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMenuCategoryArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMenuCustomizationArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMenuCustomizationsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMenuCustomizationsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMenuDisplayCategoriesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMenuDisplayCategoriesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMenuDisplayCategoryArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMenuHistoriesArgs = {
  shopMenuId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMenuIngredientArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMenuIngredientsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMenuIngredientsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMenuIngredientsByMenuIdArgs = {
  shopMenuId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMenuSubcategoriesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMenuSubcategoriesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMenuSubcategoryArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMenusArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMenusAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMenusNotInShopHubArgs = {
  shopHubId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMerchantArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMerchantsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopMerchantsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopNotificationArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopNotificationAudienceCountArgs = {
  rule: ShopManualNotificationRuleInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopNotificationRecipientArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopNotificationRecipientsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopNotificationsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopOrderArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopOrderOutletSummariesArgs = {
  month: Scalars['String']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopOrderReportArgs = {
  queryInput?: InputMaybe<QueryInput>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopOrdersArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPartnerArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPartnersArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPartnersAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPopupBannerArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPopupBannersArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPopupBannersAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPosDraftOrderArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPosDraftOrdersArgs = {
  hubId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPosMenusArgs = {
  hubId: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPosOrderPaymentArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPosPartnerArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPosPartnersArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPosPartnersAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPosPromoArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPosPromoReportArgs = {
  queryInput?: InputMaybe<QueryInput>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPosPromosArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPosPromosAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPosSalesTypeArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPosSalesTypesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPosSalesTypesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopProductArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopProductDisplayCategoriesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopProductDisplayCategoriesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopProductDisplayCategoryArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopProductsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopProductsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPromoArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPromoReportArgs = {
  queryInput?: InputMaybe<QueryInput>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPromosArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopPromosAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopScrollingBannerArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopScrollingBannersArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopScrollingBannersAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopTaskArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopTasksArgs = {
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  pageInput: PageInput;
  states?: InputMaybe<Array<TaskState>>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopThirdPartyPromoArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopThirdPartyPromosArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopThirdPartyPromosAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopTodayArgs = {
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopToppingArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopToppingsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopToppingsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopVariantArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopVariantsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopVariantsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopVoucherCodeArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopVoucherCodeReportArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopVoucherCodesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopVoucherSettingArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopVoucherSettingsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryShopVoucherSettingsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QuerySlotMasterArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QuerySlotMastersArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QuerySlotMastersAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QuerySlotSettingArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QuerySlotSettingsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QuerySlotSettingsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QuerySparePartArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QuerySparePartsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QuerySparePartsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryStockPreparationArgs = {
  date: Scalars['Date']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryTaskArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryTaskReportArgs = {
  id: Scalars['String']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryTaskReportsArgs = {
  assigneeId?: InputMaybe<Scalars['Int']['input']>;
  endDate?: InputMaybe<Scalars['Date']['input']>;
  pageInput: PageInput;
  startDate?: InputMaybe<Scalars['Date']['input']>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryTaskScheduleArgs = {
  endDate: Scalars['Date']['input'];
  startDate: Scalars['Date']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryTasksArgs = {
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  pageInput: PageInput;
  states?: InputMaybe<Array<TaskState>>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryTasksReportArgs = {
  queryInput?: InputMaybe<QueryInput>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryTasksTodayArgs = {
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryUnassignedTasksArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryUnitArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryUnitsArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryUnitsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


/** What can be read. Each field says the authority it needs. */
export type QueryUserArgs = {
  id: Scalars['Int']['input'];
};


/** What can be read. Each field says the authority it needs. */
export type QueryUserActivitiesArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryUsersArgs = {
  pageInput: PageInput;
};


/** What can be read. Each field says the authority it needs. */
export type QueryUsersAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};

/** How an unpaged list chooses and orders its rows. */
export type QueryInput = {
  /** Conditions the rows must meet. */
  filters?: InputMaybe<FilterInput>;
  /** A quick search over text fields. */
  search?: InputMaybe<SearchInput>;
  /** The order; without it the list's default order. */
  sorts?: InputMaybe<Array<SortInput>>;
};

/** One line of a new product’s recipe. */
export type RecipeLineInput = {
  /** How much of the ingredient, in its unit, one cup takes. */
  amount: Scalars['Float']['input'];
  /** The machine’s code for this dosing step. */
  fastCode?: InputMaybe<Scalars['String']['input']>;
  /** The id of the ingredient. */
  ingredientId: Scalars['Int']['input'];
};

/** The refill plan of one day: its run, what it planned and what it could not. */
export type RefillPlan = {
  __typename?: 'RefillPlan';
  /** What would reach the machines out of reach: how many more refillers, who is away, which limit binds. */
  advice: RefillPlanAdvice;
  /** The day the plan is for. */
  date: Scalars['Date']['output'];
  /** How long the planner searched. */
  elapsedMs: Scalars['Int']['output'];
  /** Why planning failed, or null. */
  failure: Maybe<Scalars['String']['output']>;
  /** When planning finished, or null while it runs. */
  finishedTime: Maybe<Scalars['DateTime']['output']>;
  /** The refill plan's id. */
  id: Scalars['Int']['output'];
  /** Machines that need a refill that day. */
  machinesNeeding: Scalars['Int']['output'];
  /** Machines needing a refill the plan could not reach. */
  machinesOutOfReach: Scalars['Int']['output'];
  /** Machines the plan sends a refiller to. */
  machinesPlanned: Scalars['Int']['output'];
  /** The machines the plan could not reach, and why. */
  outOfReach: Array<OutOfReachMachine>;
  /** Refillers working that day. */
  refillers: Scalars['Int']['output'];
  /** Made by the evening run rather than by a person. */
  requestedByEvening: Scalars['Boolean']['output'];
  /** When planning started. */
  startedTime: Scalars['DateTime']['output'];
  /** RUNNING, DONE or FAILED. */
  state: Scalars['String']['output'];
  /** The kilometres all routes of the plan cover. */
  totalDistanceKm: Scalars['Float']['output'];
};

/** What would reach the machines the plan left out: more refillers, the refillers away that day, and the limit that binds. */
export type RefillPlanAdvice = {
  __typename?: 'RefillPlanAdvice';
  /** The daily limits the routes use, the most used (the one that binds) first; empty without routes. */
  limits: Array<PlanLimit>;
  /** About how many more refillers would reach those machines, at the plan’s stops per route; null when no route tells. */
  moreRefillers: Maybe<Scalars['Int']['output']>;
  /** Refillers whose schedule has the day but who have approved leave then. */
  onLeave: Array<User>;
  /** Machines out of reach that another refiller could reach (no refiller, the day full, or odd-even rationing). */
  reachableWithMore: Scalars['Int']['output'];
  /** Machines out of reach by rule, the most first. */
  reasons: Array<OutOfReachReasonCount>;
  /** Refillers the plan gives stops to. */
  routes: Scalars['Int']['output'];
  /** Stops a route of the plan makes on average; null without routes. */
  stopsPerRoute: Maybe<Scalars['Float']['output']>;
  /** Refillers working that day whose user has no latitude and longitude: the planner cannot start their day. */
  withoutStartPlace: Array<User>;
};

/** What the assignee reports when finishing an outlet task. */
export type RefillShopTaskInput = {
  /** The rows of the outlet’s stock filled; none for a task that filled nothing. */
  fills?: InputMaybe<Array<ShopTaskFillInput>>;
  /** The address singleUpload answered for the photo of the finished work. */
  image: Scalars['String']['input'];
  /** A note on the work done. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** Another photo, if wanted. */
  optionalImage?: InputMaybe<Scalars['String']['input']>;
};

/** A refiller who works a task’s day, and what is already planned for them that day: their assigned tasks not declined and the planner’s proposals meant for them, this task left out. */
export type RefillerLoad = {
  __typename?: 'RefillerLoad';
  /** The plate of their car, or null on foot. */
  carNumber: Maybe<Scalars['String']['output']>;
  /** Kilometres those tasks plan. */
  distanceKm: Scalars['Float']['output'];
  /** Gallons of water those tasks bring (a gallon is 19 litres). */
  gallons: Scalars['Int']['output'];
  /** Kilometres a day their schedule allows. */
  maxDistanceKm: Scalars['Float']['output'];
  /** Of those tasks, the proposals not yet assigned. */
  proposals: Scalars['Int']['output'];
  /** The planner meant the task for them. */
  proposed: Scalars['Boolean']['output'];
  /** Tasks planned for them that day: assigned to them, or proposed for them and not yet assigned. */
  tasks: Scalars['Int']['output'];
  /** The refiller. */
  user: User;
  /** The id of the refiller. */
  userId: Scalars['Int']['output'];
};

/** Who refills, on which weekdays, on foot or by car, how far, and under whose supervision. The refill planner plans from it. */
export type RefillerSchedule = {
  __typename?: 'RefillerSchedule';
  /** Gallons of water the refiller carries; null: the AI configuration's refiller max gallon. */
  capacity: Maybe<Scalars['Float']['output']>;
  /** The plate of the refiller's car, or null for one on foot. */
  carNumber: Maybe<Scalars['String']['output']>;
  /** Refills by car. */
  carRefiller: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Works on Fridays. */
  friday: Scalars['Boolean']['output'];
  /** The refiller schedule's id. */
  id: Scalars['Int']['output'];
  /** Kilometres a day. */
  maxDistance: Scalars['Float']['output'];
  /** Works on Mondays. */
  monday: Scalars['Boolean']['output'];
  /** Whether the car's plate is odd or even, for Jakarta's plate rule; null without a car. */
  oddEvenRationing: Maybe<PlateParity>;
  /** Refills on foot. */
  refiller: Scalars['Boolean']['output'];
  /** Where the route ends; null: a car refiller back to the warehouse, the others as the AI configuration says. */
  routeEnd: Maybe<RouteEnd>;
  /** Works on Saturdays. */
  saturday: Scalars['Boolean']['output'];
  /** When the refiller's day ends, HH:mm Jakarta time: its start plus the AI configuration's working hours. */
  shiftEnd: Scalars['String']['output'];
  /** When the refiller's day starts, HH:mm Jakarta time; null: 08:00. */
  shiftStart: Maybe<Scalars['String']['output']>;
  /** Where the refiller's day starts. */
  startPlace: StartPlace;
  /** Works on Sundays. */
  sunday: Scalars['Boolean']['output'];
  /** The refiller's supervisor, or null. */
  supervisor: Maybe<User>;
  /** The id of the supervisor. */
  supervisorId: Maybe<Scalars['Int']['output']>;
  /** Works on Thursdays. */
  thursday: Scalars['Boolean']['output'];
  /** Works on Tuesdays. */
  tuesday: Scalars['Boolean']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The refiller; their latitude and longitude are where their day starts. */
  user: User;
  /** The id of the user. */
  userId: Scalars['Int']['output'];
  /** Works on Wednesdays. */
  wednesday: Scalars['Boolean']['output'];
};

/** A refiller's working days, car and supervisor; in an update, the fields left out keep their value. */
export type RefillerScheduleInput = {
  /** Gallons of water the refiller carries, above 0; empty: the AI configuration’s refiller max gallon. */
  capacity?: InputMaybe<Scalars['Float']['input']>;
  /** The car’s plate, e.g. B 1234 XYZ; required for a car refiller. */
  carNumber?: InputMaybe<Scalars['String']['input']>;
  /** Refills by car. */
  carRefiller: Scalars['Boolean']['input'];
  /** Works on Fridays. */
  friday: Scalars['Boolean']['input'];
  /** Kilometres a day, above 0. */
  maxDistance: Scalars['Float']['input'];
  /** Works on Mondays. */
  monday: Scalars['Boolean']['input'];
  /** The parity of the plate’s number; required for a car refiller. */
  oddEvenRationing?: InputMaybe<PlateParity>;
  /** Refills on foot. */
  refiller: Scalars['Boolean']['input'];
  /** Where the route ends; empty: a car refiller back to the warehouse, the others as the AI configuration says. */
  routeEnd?: InputMaybe<RouteEnd>;
  /** Works on Saturdays. */
  saturday: Scalars['Boolean']['input'];
  /** When the refiller’s day starts, HH:mm Jakarta time; empty: 08:00. */
  shiftStart?: InputMaybe<Scalars['String']['input']>;
  /** Where the day starts; empty: HOME. */
  startPlace?: InputMaybe<StartPlace>;
  /** Works on Sundays. */
  sunday: Scalars['Boolean']['input'];
  /** The id of the supervisor. */
  supervisorId?: InputMaybe<Scalars['Int']['input']>;
  /** Works on Thursdays. */
  thursday: Scalars['Boolean']['input'];
  /** Works on Tuesdays. */
  tuesday: Scalars['Boolean']['input'];
  /** The id of the user. */
  userId: Scalars['Int']['input'];
  /** Works on Wednesdays. */
  wednesday: Scalars['Boolean']['input'];
};

/** One page of a list of RefillerSchedule records. */
export type RefillerSchedulePage = {
  __typename?: 'RefillerSchedulePage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<RefillerSchedule>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A refiller's working days, car and supervisor; in an update, the fields left out keep their value. */
export type RefillerScheduleUpdateInput = {
  /** Gallons of water the refiller carries, above 0; empty: the AI configuration’s refiller max gallon. */
  capacity?: InputMaybe<Scalars['Float']['input']>;
  /** The car’s plate, e.g. B 1234 XYZ; required for a car refiller. */
  carNumber?: InputMaybe<Scalars['String']['input']>;
  /** Refills by car. */
  carRefiller?: InputMaybe<Scalars['Boolean']['input']>;
  /** Works on Fridays. */
  friday?: InputMaybe<Scalars['Boolean']['input']>;
  /** Kilometres a day, above 0. */
  maxDistance?: InputMaybe<Scalars['Float']['input']>;
  /** Works on Mondays. */
  monday?: InputMaybe<Scalars['Boolean']['input']>;
  /** The parity of the plate’s number; required for a car refiller. */
  oddEvenRationing?: InputMaybe<PlateParity>;
  /** Refills on foot. */
  refiller?: InputMaybe<Scalars['Boolean']['input']>;
  /** Where the route ends; empty: a car refiller back to the warehouse, the others as the AI configuration says. */
  routeEnd?: InputMaybe<RouteEnd>;
  /** Works on Saturdays. */
  saturday?: InputMaybe<Scalars['Boolean']['input']>;
  /** When the refiller’s day starts, HH:mm Jakarta time; empty: 08:00. */
  shiftStart?: InputMaybe<Scalars['String']['input']>;
  /** Where the day starts; empty: HOME. */
  startPlace?: InputMaybe<StartPlace>;
  /** Works on Sundays. */
  sunday?: InputMaybe<Scalars['Boolean']['input']>;
  /** The id of the supervisor. */
  supervisorId?: InputMaybe<Scalars['Int']['input']>;
  /** Works on Thursdays. */
  thursday?: InputMaybe<Scalars['Boolean']['input']>;
  /** Works on Tuesdays. */
  tuesday?: InputMaybe<Scalars['Boolean']['input']>;
  /** The id of the user. */
  userId?: InputMaybe<Scalars['Int']['input']>;
  /** Works on Wednesdays. */
  wednesday?: InputMaybe<Scalars['Boolean']['input']>;
};

/** When the refrigerator runs: never, always, or during the running schedule. */
export type RefrigeratorMode =
  /** Runs day and night. */
  | 'ALWAYS_ON'
  /** Never runs. */
  | 'OFF'
  /** Runs during the machine's running schedule. */
  | 'SCHEDULED';

/** The terms of the rent type: revenue sharing has a percentage and minimum amount, fixed cost a value and payment terms, cup fee sharing a fee per cup. */
export type RentAdditionalInformation = {
  __typename?: 'RentAdditionalInformation';
  /** The rent per cup sold, in rupiah, or null. */
  feePerCup: Maybe<Scalars['Int']['output']>;
  /** The least rent due a period, in rupiah, or null. */
  minimumAmount: Maybe<Scalars['Int']['output']>;
  /** How often rent is paid, or null. */
  paymentTerms: Maybe<PaymentTerms>;
  /** The fixed rent, in rupiah, or null. */
  value: Maybe<Scalars['Int']['output']>;
  /** The revenue share, in percent, or null. */
  valueInPercentage: Maybe<Scalars['Float']['output']>;
};

/** The figures of a hub's rent type. */
export type RentAdditionalInformationInput = {
  /** The rent per cup sold, in rupiah. */
  feePerCup?: InputMaybe<Scalars['Int']['input']>;
  /** The least rent due a period, in rupiah. */
  minimumAmount?: InputMaybe<Scalars['Int']['input']>;
  /** How often rent is paid. */
  paymentTerms?: InputMaybe<PaymentTerms>;
  /** The fixed rent, in rupiah. */
  value?: InputMaybe<Scalars['Int']['input']>;
  /** The revenue share, in percent. */
  valueInPercentage?: InputMaybe<Scalars['Float']['input']>;
};

/** A reward cup a machine asked for on a card: granted, or refused with the reason. */
export type RewardOrder = {
  __typename?: 'RewardOrder';
  /** Rupiah the cup cost: taken from the company’s balance when granted. */
  amount: Scalars['Int']['output'];
  /** The card the order was paid with. */
  cardNumber: Scalars['String']['output'];
  /** The machine’s own id of the claim. */
  claimId: Scalars['String']['output'];
  /** Its company, or null; null also when the caller may not see it. */
  company: Maybe<Company>;
  /** The id of its company, or null. */
  companyId: Maybe<Scalars['Int']['output']>;
  /** True when the reward paid for it. */
  granted: Scalars['Boolean']['output'];
  /** The reward order's id. */
  id: Scalars['Int']['output'];
  /** Its machine. */
  machine: Machine;
  /** The id of its machine. */
  machineId: Scalars['Int']['output'];
  /** The machine’s VMC number when it claimed. */
  machineNo: Scalars['String']['output'];
  /** The start of the company’s cut-off period the claim fell in. */
  periodStart: Maybe<Scalars['DateTime']['output']>;
  /** The id of the product. */
  productId: Maybe<Scalars['Int']['output']>;
  /** As the product was named when claimed. */
  productName: Maybe<Scalars['String']['output']>;
  /** Why the reward was refused, or null when granted. */
  reason: Maybe<RewardRefusal>;
  /** Its reward rule, or null; null also when the caller may not see it. */
  rule: Maybe<RewardRule>;
  /** The id of its reward rule, or null. */
  ruleId: Maybe<Scalars['Int']['output']>;
  /** When the order was made. */
  time: Scalars['DateTime']['output'];
};

/** One page of a list of RewardOrder records. */
export type RewardOrderPage = {
  __typename?: 'RewardOrderPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<RewardOrder>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** Why a reward claim was refused: the card is on no rule, its rule is inactive, the product is unknown, or a limit or the balance would be passed. */
export type RewardRefusal =
  /** The order's amount is over the rule's limit. */
  | 'AMOUNT_LIMIT'
  /** The company's reward balance is used up. */
  | 'BALANCE'
  /** The card has had its rewards for the period. */
  | 'FREQUENCY_LIMIT'
  /** The rule is inactive. */
  | 'RULE_INACTIVE'
  /** No rule knows the card. */
  | 'UNKNOWN_CARD'
  /** The product is not rewarded. */
  | 'UNKNOWN_PRODUCT'
  /** The card has used up the rule's uses. */
  | 'USAGE_LIMIT';

/** Who of a company may have reward cups on their cards, and how many per cut-off period. */
export type RewardRule = {
  __typename?: 'RewardRule';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** Rupiah a person may have per cut-off period. */
  amountLimit: Maybe<Scalars['Int']['output']>;
  /** The cards the rule applies to. */
  cardNumbers: Array<Scalars['String']['output']>;
  /** Its company; null also when the caller may not see it. */
  company: Maybe<Company>;
  /** The id of its company. */
  companyId: Scalars['Int']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** The ids of the customers. */
  customerIds: Array<Scalars['Int']['output']>;
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** Cups a person may have per cut-off period. */
  frequencyLimit: Maybe<Scalars['Int']['output']>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** Cups the rule may give in all. */
  usageLimit: Maybe<Scalars['Int']['output']>;
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
  /** Cups the rule has given. */
  usedCount: Scalars['Int']['output'];
};

/** A rule that grants rewards to company cards; in an update, the fields left out keep their value. */
export type RewardRuleInput = {
  /** False stops the rule granting rewards. */
  active: Scalars['Boolean']['input'];
  /** Rupiah a person may have per cut-off period; empty for no limit. */
  amountLimit?: InputMaybe<Scalars['Int']['input']>;
  /** RFID card numbers; stored in capitals. */
  cardNumbers: Array<Scalars['String']['input']>;
  /** The id of the company. */
  companyId: Scalars['Int']['input'];
  /** The ids of the customers. */
  customerIds: Array<Scalars['Int']['input']>;
  /** Free text about it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Cups a person may have per cut-off period; empty for no limit. */
  frequencyLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Its name; required, not blank. */
  name: Scalars['String']['input'];
  /** Cups the rule may give in all; empty for no limit. */
  usageLimit?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of a list of RewardRule records. */
export type RewardRulePage = {
  __typename?: 'RewardRulePage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<RewardRule>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A rule that grants rewards to company cards; in an update, the fields left out keep their value. */
export type RewardRuleUpdateInput = {
  /** False stops the rule granting rewards. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Rupiah a person may have per cut-off period; empty for no limit. */
  amountLimit?: InputMaybe<Scalars['Int']['input']>;
  /** RFID card numbers; stored in capitals. */
  cardNumbers?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The id of the company. */
  companyId?: InputMaybe<Scalars['Int']['input']>;
  /** The ids of the customers. */
  customerIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Free text about it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Cups a person may have per cut-off period; empty for no limit. */
  frequencyLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Its name; required, not blank. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Cups the rule may give in all; empty for no limit. */
  usageLimit?: InputMaybe<Scalars['Int']['input']>;
};

/** A set of authorities given to users; a user has one role. */
export type Role = {
  __typename?: 'Role';
  /** False when users may no longer be given it. */
  active: Scalars['Boolean']['output'];
  /** The authorities the role grants. */
  authorities: Array<Authority>;
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The role's id. */
  id: Scalars['Int']['output'];
  /** Its name, unique. */
  name: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** How many users have this role. */
  userCount: Scalars['Int']['output'];
};

/** A role's details; in an update, the fields left out keep their value. */
export type RoleInput = {
  /** False stops it being given to users. */
  active: Scalars['Boolean']['input'];
  /** The ids of the authoritys. */
  authorityIds: Array<Scalars['Int']['input']>;
  /** Free text about it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Its name, unique; required, not blank. */
  name: Scalars['String']['input'];
};

/** One page of a list of Role records. */
export type RolePage = {
  __typename?: 'RolePage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<Role>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A role's details; in an update, the fields left out keep their value. */
export type RoleUpdateInput = {
  /** False stops it being given to users. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** The ids of the authoritys. */
  authorityIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Free text about it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Its name, unique; required, not blank. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Where a refiller’s route ends. */
export type RouteEnd =
  /** At the last machine: an open route, the refiller goes home on their own time. */
  | 'NONE'
  /** Back where the day started: a round trip. */
  | 'START'
  /** At the warehouse set in the AI configuration. */
  | 'WAREHOUSE';

/** Opening hours of one day, HH:mm in the hub time zone. */
export type RunningSchedule = {
  __typename?: 'RunningSchedule';
  /** The closing time, HH:MM. */
  close: Scalars['String']['output'];
  /** The weekday. */
  day: Day;
  /** The opening time, HH:MM. */
  open: Scalars['String']['output'];
};

/** The hours of one weekday, HH:MM to HH:MM. */
export type RunningScheduleInput = {
  /** HH:mm, after open. */
  close: Scalars['String']['input'];
  /** The weekday. */
  day: Day;
  /** HH:mm. */
  open: Scalars['String']['input'];
};

/** Completed cups and what they earned. */
export type SalesFigures = {
  __typename?: 'SalesFigures';
  /** Cups completed. */
  cups: Scalars['Int']['output'];
  /** Rupiah charged for them. */
  revenue: Scalars['Float']['output'];
};

/** Today’s completed cups and revenue beside the same weekday a week before, days in the time zone asked for. */
export type SalesToday = {
  __typename?: 'SalesToday';
  /** The instant the figures run to. */
  asOf: Scalars['DateTime']['output'];
  /** Today in the time zone asked for. */
  day: Scalars['Date']['output'];
  /** Seven days before, from midnight until the same time of day. */
  lastWeekSoFar: SalesFigures;
  /** The whole day seven days before. */
  lastWeekWholeDay: SalesFigures;
  /** From midnight until now. */
  today: SalesFigures;
};

/** How a cup was sold: REGULAR, CORPORATE, PROMO or TEST. */
export type SalesType =
  /** Paid with a company card. */
  | 'CORPORATE'
  /** Sold at a promotional price. */
  | 'PROMO'
  /** An ordinary sale. */
  | 'REGULAR'
  /** A test cup, not counted as revenue. */
  | 'TEST';

/** The quick search: the value anywhere in any of the fields, ignoring case. */
export type SearchInput = {
  /** The text fields to look in, 1 to 10. */
  fields: Array<Scalars['String']['input']>;
  /** The text to look for, at most 500 characters. */
  value: Scalars['String']['input'];
};

/** An instruction set for a machine: when and by whom, when the machine fetched it and acknowledged it. */
export type ServerInstructionLog = {
  __typename?: 'ServerInstructionLog';
  /** When the machine confirmed it, or null. */
  acknowledgedTime: Maybe<Scalars['DateTime']['output']>;
  /** The instruction sent. */
  command: MachineInstruction;
  /** When it was set. */
  datetime: Scalars['DateTime']['output'];
  /** When the machine first fetched it. */
  fetchedTime: Maybe<Scalars['DateTime']['output']>;
  /** The server instruction log's id. */
  id: Scalars['Int']['output'];
  /** Its machine. */
  machine: Machine;
  /** The id of its machine. */
  machineId: Scalars['Int']['output'];
  /** The instruction’s parameters as JSON, if any. */
  payload: Maybe<Scalars['String']['output']>;
  /** Waiting for the machine to fetch or acknowledge it. */
  pending: Scalars['Boolean']['output'];
  /** Who set it, as they were named then. */
  setBy: Scalars['String']['output'];
  /** Whether the machine has picked it up and confirmed it. */
  state: InstructionState;
  /** When a later instruction replaced it before it was acknowledged. */
  supersededTime: Maybe<Scalars['DateTime']['output']>;
};

/** One page of a list of ServerInstructionLog records. */
export type ServerInstructionLogPage = {
  __typename?: 'ServerInstructionLogPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ServerInstructionLog>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A batch's outcomes on one day. */
export type SettlementBatchTotals = {
  __typename?: 'SettlementBatchTotals';
  /** The file (batch). */
  file: SettlementFile;
  /** Every outcome, in a fixed order, with its count and rupiah (zero where none). */
  outcomes: Array<SettlementOutcomeTotal>;
};

/** One reconciled settlement line: a line of a file with its outcome, or an order the file lacks. */
export type SettlementData = {
  __typename?: 'SettlementData';
  /** The file's amount in rupiah (rounded from cents); null for an order the file lacks. */
  amount: Maybe<Scalars['Float']['output']>;
  /** The line's other facts: the wallet's reference, or the reader's trace number and approval code. */
  data: Scalars['String']['output'];
  /** The company day (YYYY-MM-DD, +07:00). */
  day: Scalars['String']['output'];
  /** The file it belongs to. */
  fileId: Scalars['Int']['output'];
  /** The line's id. */
  id: Scalars['Int']['output'];
  /** Its line in the file (1 is the header); null for an order the file lacks. */
  line: Maybe<Scalars['Int']['output']>;
  /** What our order charged, in rupiah; null when we have no such order. */
  orderAmount: Maybe<Scalars['Int']['output']>;
  /** The order number. */
  orderNo: Scalars['String']['output'];
  /** The shop order it is about, if any. */
  shopOrderId: Maybe<Scalars['Int']['output']>;
  /** What the reconciliation found. */
  status: SettlementOutcome;
  /** When it was paid. */
  time: Scalars['DateTime']['output'];
  /** Sale or refund. */
  type: SettlementLineType;
  /** The vending order it is about, if any. */
  vendingOrderId: Maybe<Scalars['Int']['output']>;
  /** The terminal: a machine's or an outlet's number. */
  vmcNo: Scalars['String']['output'];
};

/** One page of a list of SettlementData records. */
export type SettlementDataPage = {
  __typename?: 'SettlementDataPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<SettlementData>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A day's reconciliation: its outcomes over all batches, and per batch. */
export type SettlementDayTotals = {
  __typename?: 'SettlementDayTotals';
  /** The day's batches. */
  batches: Array<SettlementBatchTotals>;
  /** The company day (YYYY-MM-DD, +07:00). */
  day: Scalars['String']['output'];
  /** Every outcome over the day's batches, in a fixed order. */
  outcomes: Array<SettlementOutcomeTotal>;
};

/** A provider's settlement file, taken once and reconciled. */
export type SettlementFile = {
  __typename?: 'SettlementFile';
  /** The provider's batch id. */
  batchNo: Scalars['String']['output'];
  /** When it was taken. */
  createdAt: Scalars['DateTime']['output'];
  /** Where the provider takes the refused answer, if it does. */
  fileNOKResponseUrl: Maybe<Scalars['String']['output']>;
  /** Where the provider takes the accepted answer, if it does. */
  fileOKResponseUrl: Maybe<Scalars['String']['output']>;
  /** Where the provider's file was fetched from, if it was. */
  fileRequestUrl: Maybe<Scalars['String']['output']>;
  /** The file's name as uploaded, or the gateway's name for a batch. */
  filename: Scalars['String']['output'];
  /** The file's id. */
  id: Scalars['Int']['output'];
  /** Its format. */
  kind: SettlementFileKind;
  /** The day (YYYY-MM-DD, +07:00) of its latest transaction. */
  settlementDate: Scalars['String']['output'];
  /** Whether every line matched. */
  status: SettlementFileStatus;
  /** Rupiah, the sum of its lines, refunds negative. */
  trxAmount: Scalars['Float']['output'];
  /** Its lines. */
  trxCount: Scalars['Int']['output'];
  /** The terminals (machine or outlet numbers) it names. */
  vmcNo: Scalars['String']['output'];
};

/** The format of a settlement file. */
export type SettlementFileKind =
  /** A card reader's batch. */
  | 'CARD_READER'
  /** A QR wallet's CSV file. */
  | 'QR_WALLET';

/** One page of a list of SettlementFile records. */
export type SettlementFilePage = {
  __typename?: 'SettlementFilePage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<SettlementFile>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** How a settlement file reconciled. */
export type SettlementFileStatus =
  /** At least one line did not match. */
  | 'DIFFERENCES'
  /** Every line matched. */
  | 'RECONCILED';

/** Whether a settlement line pays or gives back. */
export type SettlementLineType =
  /** A refund (a negative amount). */
  | 'REFUND'
  /** A payment (a positive amount). */
  | 'SALE';

/** What the reconciliation found for a line of a settlement file, or an order the file lacks. */
export type SettlementOutcome =
  /** The file's amount (to the nearest rupiah) is not what our order charged. */
  | 'AMOUNT_DIFFERS'
  /** The same sale or refund of an order settled again (in this file or an earlier one). */
  | 'DUPLICATE'
  /** The file and our order agree. */
  | 'MATCHED'
  /** Our paid order of the file's terminal and day that the file lacks. */
  | 'MISSING_FROM_FILE'
  /** A line of the file with no order of ours. */
  | 'MISSING_FROM_ORDERS'
  /** The line is a sale or a refund our order's state does not agree with. */
  | 'STATUS_DIFFERS';

/** How many lines had one outcome, and their rupiah. */
export type SettlementOutcomeTotal = {
  __typename?: 'SettlementOutcomeTotal';
  /** The lines with it. */
  count: Scalars['Int']['output'];
  /** The outcome. */
  outcome: SettlementOutcome;
  /** Their rupiah: the file's amount, or our order's where the file lacks the order. */
  total: Scalars['Float']['output'];
};

/** A voucher code given to a customer. */
export type ShopAssignedVoucher = {
  __typename?: 'ShopAssignedVoucher';
  /** False when deactivated: the customer cannot use it. */
  active: Scalars['Boolean']['output'];
  /** When the customer claimed it, or null. */
  claimedDate: Maybe<Scalars['DateTime']['output']>;
  /** Its code and, through it, the setting’s fields. */
  code: ShopVoucherCode;
  /** When it was assigned. */
  createdTime: Scalars['DateTime']['output'];
  /** The discount it gave, in rupiah. */
  discountUsed: Scalars['Int']['output'];
  /** The assigned voucher’s id. */
  id: Scalars['Int']['output'];
  /** Its shop customer. */
  shopCustomer: ShopCustomer;
  /** The id of its shop customer. */
  shopCustomerId: Scalars['Int']['output'];
  /** The id of its code. */
  shopVoucherCodeId: Scalars['Int']['output'];
  /** When the customer used it, or null. */
  usedDate: Maybe<Scalars['DateTime']['output']>;
};

/** One page of a list of ShopAssignedVoucher records. */
export type ShopAssignedVoucherPage = {
  __typename?: 'ShopAssignedVoucherPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopAssignedVoucher>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** An automatic notification’s content and channels. */
export type ShopAutomaticNotificationInput = {
  /** False: it is not sent. */
  active: Scalars['Boolean']['input'];
  /** BIRTHDAY only: its window. */
  birthdayRule?: InputMaybe<ShopBirthdayNotificationRuleInput>;
  /** The short text of the push and the inbox list; at most 250 characters. */
  descriptionPreview: Scalars['String']['input'];
  /** The push’s icon: https:// or a path on the shop. */
  iconUrl?: InputMaybe<Scalars['String']['input']>;
  /** Send it to the ordering app’s inbox. */
  isInboxChannelEnabled: Scalars['Boolean']['input'];
  /** Send it by web push; one channel at least. */
  isPushNotificationChannelEnabled: Scalars['Boolean']['input'];
  /** MEMBERSHIP only: how many days before the level ends. */
  membershipRule?: InputMaybe<ShopMembershipNotificationRuleInput>;
  /** The title the customer sees; at most 100 characters. */
  title: Scalars['String']['input'];
  /** Where opening it leads: https:// or a path on the shop. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** When a birthday notification goes out, in days from the birthday. */
export type ShopBirthdayNotificationRuleInput = {
  /** Days from the birthday it closes; not before startPeriod. */
  endPeriod: Scalars['Int']['input'];
  /** Days from the birthday the window opens; negative is before, -31 to 31. */
  startPeriod: Scalars['Int']['input'];
};

/** Which kind of promo a calculated promo is; shop promos, POS promos and voucher codes number their ids apart. */
export type ShopCalculatedPromoKind =
  /** A POS promo (shopPosPromo). */
  | 'POS_PROMO'
  /** A shop promo (shopPromo). */
  | 'SHOP_PROMO'
  /** A voucher code (shopVoucherCode). */
  | 'VOUCHER';

/** A content page, saved whole. */
export type ShopContentInput = {
  /** Its rich text as HTML, sanitised when saved; at most 100,000 characters. */
  description: Scalars['String']['input'];
  /** An https address; empty for none. */
  link?: InputMaybe<Scalars['String']['input']>;
  /** Its title; empty for none; at most 200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** One of our own couriers: a user who delivers shop orders, with the hours they work for each outlet. */
export type ShopCourier = {
  __typename?: 'ShopCourier';
  /** False when the courier is not offered for deliveries. */
  active: Scalars['Boolean']['output'];
  /** The courier’s user: name and phone number. */
  courier: User;
  /** The id of the courier’s user. */
  courierId: Scalars['Int']['output'];
  /** The courier’s hours, by day and start. */
  courierOperationals: Array<CourierOperational>;
  /** When the courier was added. */
  createdTime: Scalars['DateTime']['output'];
  /** The courier’s id. */
  id: Scalars['Int']['output'];
  /** When it was last changed. */
  updatedTime: Scalars['DateTime']['output'];
};

/** A new courier: the user who delivers, and their hours at outlets. */
export type ShopCourierInput = {
  /** False: not offered for deliveries. */
  active: Scalars['Boolean']['input'];
  /** The courier’s hours, one row per outlet and day; rows of one day must not overlap. */
  courierOperationals: Array<CourierOperationalInput>;
  /** The id of an active user whose role holds IS_COURIER; one courier per user. */
  userId: Scalars['Int']['input'];
};

/** One page of a list of ShopCourier records. */
export type ShopCourierPage = {
  __typename?: 'ShopCourierPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopCourier>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A customer of the online shop, signed up in the ordering app. Their phone, email, addresses and birthdate are personal data: null unless the caller holds VIEW_SHOP_CUSTOMER. */
export type ShopCustomer = {
  __typename?: 'ShopCustomer';
  /** Their birthday. Personal data: null unless the caller holds VIEW_SHOP_CUSTOMER. */
  birthdate: Maybe<Scalars['Date']['output']>;
  /** Where they have food delivered. Personal data: null unless the caller holds VIEW_SHOP_CUSTOMER. */
  customerAddresses: Maybe<Array<ShopCustomerAddress>>;
  /** Their membership level and the items they bought. */
  customerMembership: ShopCustomerMembership;
  /** When they signed up. */
  dateCreated: Scalars['DateTime']['output'];
  /** Their email address. Personal data: null unless the caller holds VIEW_SHOP_CUSTOMER. */
  email: Maybe<Scalars['String']['output']>;
  /** Their gender, or null when not given. */
  gender: Maybe<Gender>;
  /** The customer’s id (the user id of the ordering app). */
  id: Scalars['Int']['output'];
  /** Its shop membership, or null. */
  membership: Maybe<ShopMembership>;
  /** The id of its shop membership, or null. */
  membershipId: Maybe<Scalars['Int']['output']>;
  /** Their name. */
  name: Scalars['String']['output'];
  /** Their phone number. Personal data: null unless the caller holds VIEW_SHOP_CUSTOMER. */
  phoneNo: Maybe<Scalars['String']['output']>;
  /** The code they give friends; unique. */
  referralCode: Scalars['String']['output'];
  /** How many customers signed up with their code. */
  referralCount: Scalars['Int']['output'];
  /** The customer whose code they signed up with, or null. */
  referredBy: Maybe<ShopCustomer>;
  /** The id of the customer whose code they signed up with, or null. */
  referredById: Maybe<Scalars['Int']['output']>;
  /** Their status in the ordering app: 0 inactive, 1 active, 2 blocked. */
  status: Scalars['Int']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** An address a customer has food delivered to. */
export type ShopCustomerAddress = {
  __typename?: 'ShopCustomerAddress';
  /** The street address. */
  address1: Scalars['String']['output'];
  /** More of the address (building, floor), or null. */
  address2: Maybe<Scalars['String']['output']>;
  /** The city, or null. */
  city: Maybe<Scalars['String']['output']>;
  /** Who receives the food there, or null. */
  contactPersonName: Maybe<Scalars['String']['output']>;
  /** Their phone number, or null. */
  contactPersonPhoneNo: Maybe<Scalars['String']['output']>;
  /** The address’s id. */
  id: Scalars['Int']['output'];
  /** Where it is, or null. */
  latitude: Maybe<Scalars['Float']['output']>;
  /** Where it is, or null. */
  longitude: Maybe<Scalars['Float']['output']>;
  /** Its name (Home, Office). */
  name: Scalars['String']['output'];
  /** A note for the courier, or null. */
  note: Maybe<Scalars['String']['output']>;
};

/** A customer’s membership: its level and the items they bought, counted from their paid orders. */
export type ShopCustomerMembership = {
  __typename?: 'ShopCustomerMembership';
  /** The membership level, or null for none. */
  membership: Maybe<ShopMembership>;
  /** The id of the membership level, or null for none. */
  membershipId: Maybe<Scalars['Int']['output']>;
  /** Items the customer has bought in all: the units of their paid orders (being made or done). */
  totalItem: Scalars['Int']['output'];
  /** Items bought in the current qualification period: the periods follow each other from their sign-up, each as long as the qualification duration. */
  totalItemCurrentPeriod: Scalars['Int']['output'];
};

/** One page of a list of ShopCustomer records. */
export type ShopCustomerPage = {
  __typename?: 'ShopCustomerPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopCustomer>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** Who a popup banner is for. */
export type ShopCustomerType =
  /** Everyone who opens the ordering app. */
  | 'ALL'
  /** Visitors who have not signed in. */
  | 'GUEST'
  /** Customers at one of the levels in membershipIds. */
  | 'MEMBERSHIP'
  /** Signed-in customers with no order yet. */
  | 'NEW'
  /** Every signed-in customer. */
  | 'REGISTERED';

/** What the console may change of a customer; the ordering app owns the rest. Fields left out keep their value. */
export type ShopCustomerUpdateInput = {
  /** The id of their membership level; null takes them out of every level. */
  membershipId?: InputMaybe<Scalars['Int']['input']>;
  /** Their status: 1 active, 0 inactive, 2 blocked. */
  status?: InputMaybe<Scalars['Int']['input']>;
};

/** A partner’s deal: a page of the ordering app reached by its path name (a link or a QR code), showing third-party promos. */
export type ShopDeal = {
  __typename?: 'ShopDeal';
  /** False when its page is closed. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** The third-party promos on its page, in their order there. */
  dealThirdPartyPromos: Array<ShopDealThirdPartyPromo>;
  /** What it offers, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** When it ends. */
  endAt: Scalars['DateTime']['output'];
  /** The deal’s id. */
  id: Scalars['Int']['output'];
  /** How often its page was opened (counted by the app; read-only). */
  impression: Scalars['Int']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** Its shop partner. */
  partner: ShopPartner;
  /** The id of its shop partner. */
  partnerId: Scalars['Int']['output'];
  /** The end of its link, unique. */
  pathName: Scalars['String']['output'];
  /** How often its QR code was scanned (counted by the app; read-only). */
  scanned: Scalars['Int']['output'];
  /** When it starts. */
  startAt: Scalars['DateTime']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** A new deal. */
export type ShopDealInput = {
  /** False closes its page. */
  active: Scalars['Boolean']['input'];
  /** What the deal offers, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** When it ends: "End period must be after start period." otherwise. */
  endAt: Scalars['DateTime']['input'];
  /** Its name; at most 100 characters. */
  name: Scalars['String']['input'];
  /** The id of the partner whose deal it is; it must exist and be active. */
  partnerId: Scalars['Int']['input'];
  /** The end of its link: lower-case letters, digits and hyphens, unique. */
  pathName: Scalars['String']['input'];
  /** When it starts. */
  startAt: Scalars['DateTime']['input'];
};

/** One page of a list of ShopDeal records. */
export type ShopDealPage = {
  __typename?: 'ShopDealPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopDeal>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A third-party promo shown on a deal’s page; its priority is its place there (raise and lower move it within the deal). */
export type ShopDealThirdPartyPromo = {
  __typename?: 'ShopDealThirdPartyPromo';
  /** Its shop deal. */
  deal: ShopDeal;
  /** The deal’s id. */
  dealId: Scalars['Int']['output'];
  /** The link’s id: raise, lower and delete take it. */
  id: Scalars['Int']['output'];
  /** Its place in lists, lowest first; raise and lower move it one place. */
  priority: Scalars['Int']['output'];
  /** Its shop third party promo. */
  thirdPartyPromo: ShopThirdPartyPromo;
  /** The third-party promo’s id. */
  thirdPartyPromoId: Scalars['Int']['output'];
};

/** A third-party promo to show on a deal; it goes last. */
export type ShopDealThirdPartyPromoInput = {
  /** The deal’s id. */
  dealId: Scalars['Int']['input'];
  /** The id of an active third-party promo, not yet on the deal. */
  thirdPartyPromoId: Scalars['Int']['input'];
};

/** One page of a list of ShopDealThirdPartyPromo records. */
export type ShopDealThirdPartyPromoPage = {
  __typename?: 'ShopDealThirdPartyPromoPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopDealThirdPartyPromo>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a deal to change; those left out keep their value (its path name changes with updateShopDealPathName). */
export type ShopDealUpdateInput = {
  /** False closes its page. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** What the deal offers, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** When it ends: "End period must be after start period." otherwise. */
  endAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Its name; at most 100 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The id of the partner whose deal it is; it must exist and be active. */
  partnerId?: InputMaybe<Scalars['Int']['input']>;
  /** When it starts. */
  startAt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** What a delivery costs the customer: a flat fee up to a distance, then a fee per kilometre. */
export type ShopDeliveryConfiguration = {
  __typename?: 'ShopDeliveryConfiguration';
  /** Rupiah a kilometre beyond the flat-fee distance. */
  deliveryFeePerKm: Scalars['Int']['output'];
  /** Rupiah for a delivery up to the flat-fee distance. */
  deliveryFlatFee: Scalars['Int']['output'];
  /** Kilometres the flat fee covers. */
  maximumFlatFeeDeliveryDistanceInKm: Scalars['Float']['output'];
  /** When it was last saved; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** The whole delivery configuration. */
export type ShopDeliveryConfigurationInput = {
  /** Rupiah a kilometre, a positive whole number. */
  deliveryFeePerKm: Scalars['Int']['input'];
  /** Rupiah, a positive whole number. */
  deliveryFlatFee: Scalars['Int']['input'];
  /** Kilometres, greater than 0. */
  maximumFlatFeeDeliveryDistanceInKm: Scalars['Float']['input'];
};

/** The most discount one point-of-sale transaction may get, after every promo. */
export type ShopDiscountMaximumAmountPerTransaction = {
  __typename?: 'ShopDiscountMaximumAmountPerTransaction';
  /** Rupiah, or null for no maximum. */
  amount: Maybe<Scalars['Int']['output']>;
  /** When it was last changed (the epoch while never set); send it back as expectedUpdatedTime. */
  updatedTime: Scalars['DateTime']['output'];
};

/** The most discount per transaction. */
export type ShopDiscountMaximumAmountPerTransactionInput = {
  /** Rupiah, not negative; null for no maximum. */
  amount?: InputMaybe<Scalars['Int']['input']>;
};

/** A question of the ordering app’s FAQ and its answer (sanitised rich text). */
export type ShopFaq = {
  __typename?: 'ShopFaq';
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** The answer as sanitised HTML. */
  description: Scalars['String']['output'];
  /** The question’s id. */
  id: Scalars['Int']['output'];
  /** An https address for more, or null. */
  link: Maybe<Scalars['String']['output']>;
  /** The question. */
  title: Scalars['String']['output'];
  /** When it was last saved; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** A new question of the FAQ. */
export type ShopFaqInput = {
  /** The answer as HTML, sanitised when saved; required. */
  description: Scalars['String']['input'];
  /** An https address for more; empty for none. */
  link?: InputMaybe<Scalars['String']['input']>;
  /** The question; required, at most 200 characters. */
  title: Scalars['String']['input'];
};

/** One page of a list of ShopFaq records. */
export type ShopFaqPage = {
  __typename?: 'ShopFaqPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopFaq>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a question to change; those left out keep their value. */
export type ShopFaqUpdateInput = {
  /** The answer as HTML, sanitised when saved; required. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** An https address for more; empty for none. */
  link?: InputMaybe<Scalars['String']['input']>;
  /** The question; required, at most 200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Paid shop orders and the rupiah paid for them. */
export type ShopFigures = {
  __typename?: 'ShopFigures';
  /** Orders paid (waiting for a barista, being made or completed). */
  orders: Scalars['Int']['output'];
  /** Rupiah paid for them, after discounts. */
  revenue: Scalars['Int']['output'];
};

/** A picture behind the ordering app’s home page, in priority order: the first is the one shown. */
export type ShopHomeBackground = {
  __typename?: 'ShopHomeBackground';
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** The background’s id. */
  id: Scalars['Int']['output'];
  /** The stored image. */
  imageUrl: Scalars['String']['output'];
  /** Its place in lists, lowest first; raise and lower move it one place. */
  priority: Scalars['Int']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** A new home background; it goes last. */
export type ShopHomeBackgroundInput = {
  /** The address `singleUpload` answered for its image. */
  imageUrl: Scalars['String']['input'];
};

/** One page of a list of ShopHomeBackground records. */
export type ShopHomeBackgroundPage = {
  __typename?: 'ShopHomeBackgroundPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopHomeBackground>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The home background’s new image. */
export type ShopHomeBackgroundUpdateInput = {
  /** The address `singleUpload` answered for its image. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
};

/** An outlet of the online shop, where baristas make drinks to order and a counter sells them. */
export type ShopHub = {
  __typename?: 'ShopHub';
  /** False when the outlet is closed to orders. */
  active: Scalars['Boolean']['output'];
  /** The street address, or null. */
  address: Maybe<Scalars['String']['output']>;
  /** The city, or null. */
  city: Maybe<Scalars['String']['output']>;
  /** When it was created. */
  dateCreated: Scalars['DateTime']['output'];
  /** The outlet’s number. */
  hubNo: Scalars['String']['output'];
  /** The opening hours, Monday first. */
  hubOperationals: Array<RunningSchedule>;
  /** The outlet’s id. */
  id: Scalars['Int']['output'];
  /** Latitude in degrees, or null. */
  latitude: Maybe<Scalars['Float']['output']>;
  /** Longitude in degrees, or null. */
  longitude: Maybe<Scalars['Float']['output']>;
  /** The outlet’s name. */
  name: Scalars['String']['output'];
  /** The users mapped to the outlet (its baristas and staff), by name; needs VIEW_USER_SHOP_HUB. */
  people: Maybe<Array<User>>;
  /** The outlet’s phone number, or null. */
  phoneNo: Maybe<Scalars['String']['output']>;
  /** The postal code, or null. */
  postalCode: Maybe<Scalars['String']['output']>;
  /** The outlet’s menu, by the menus’ name; needs VIEW_SHOP_HUB_MENU. */
  shopHubMenus: Maybe<Array<ShopHubMenu>>;
  /** The outlet’s stock, ingredients then packaging; needs VIEW_SHOP_HUB_STOCK. */
  shopHubStocks: Maybe<Array<ShopHubStock>>;
  /** Items a month, or null. */
  targetItem: Maybe<Scalars['Int']['output']>;
  /** Orders a month, or null. */
  targetOrder: Maybe<Scalars['Int']['output']>;
  /** Rupiah a month, or null. */
  targetRevenue: Maybe<Scalars['Int']['output']>;
  /** The IANA time zone its hours are read in. */
  timeZone: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** An outlet’s details; in an update, the fields left out keep their value. */
export type ShopHubInput = {
  /** False closes the outlet to orders; its history stays. */
  active: Scalars['Boolean']['input'];
  /** The street address. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** The city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** The outlet’s number, unique. */
  hubNo: Scalars['String']['input'];
  /** The opening hours, one row per day; they replace the outlet’s hours. */
  hubOperationals: Array<RunningScheduleInput>;
  /** Latitude in degrees, for the maps link. */
  latitude?: InputMaybe<Scalars['Float']['input']>;
  /** Longitude in degrees, for the maps link. */
  longitude?: InputMaybe<Scalars['Float']['input']>;
  /** The outlet’s name, unique. */
  name: Scalars['String']['input'];
  /** The outlet’s phone number. */
  phoneNo?: InputMaybe<Scalars['String']['input']>;
  /** The postal code, 5 digits. */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** Items a month the outlet is expected to sell. */
  targetItem?: InputMaybe<Scalars['Int']['input']>;
  /** Orders a month the outlet is expected to take. */
  targetOrder?: InputMaybe<Scalars['Int']['input']>;
  /** Rupiah a month the outlet is expected to take. */
  targetRevenue?: InputMaybe<Scalars['Int']['input']>;
  /** The IANA time zone its hours are read in, e.g. Asia/Jakarta. */
  timeZone: Scalars['String']['input'];
};

/** A shop menu on an outlet’s menu: its price there, a discount for a period, and whether it is sold out. */
export type ShopHubMenu = {
  __typename?: 'ShopHubMenu';
  /** False when the outlet no longer offers it. */
  active: Scalars['Boolean']['output'];
  /** False while sold out. */
  available: Scalars['Boolean']['output'];
  /** When the discount ends, or null. */
  discountEndAt: Maybe<Scalars['DateTime']['output']>;
  /** When the discount starts, or null. */
  discountStartAt: Maybe<Scalars['DateTime']['output']>;
  /** Rupiah during the discount period; null: no discount. */
  discountedPrice: Maybe<Scalars['Int']['output']>;
  /** The id of the outlet (the spec’s hubId). */
  hubId: Scalars['Int']['output'];
  /** The outlet menu’s id. */
  id: Scalars['Int']['output'];
  /** Its shop menu; null also when the caller may not see it. */
  menu: Maybe<ShopMenu>;
  /** The id of its shop menu. */
  menuId: Scalars['Int']['output'];
  /** The shop menu’s name. */
  menuName: Scalars['String']['output'];
  /** Rupiah. */
  price: Scalars['Int']['output'];
  /** Its shop hub. */
  shopHub: ShopHub;
  /** The id of its shop hub. */
  shopHubId: Scalars['Int']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** A menu on an outlet’s menu; in an update, the fields left out keep their value. */
export type ShopHubMenuInput = {
  /** False takes it off the outlet’s menu. */
  active: Scalars['Boolean']['input'];
  /** When the discount ends, after it starts; null: until changed. */
  discountEndAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** When the discount starts; null: from now. */
  discountStartAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Rupiah during the discount period, below the price; null: no discount. */
  discountedPrice?: InputMaybe<Scalars['Int']['input']>;
  /** The id of the shop menu. */
  menuId: Scalars['Int']['input'];
  /** Rupiah it costs at this outlet. */
  price: Scalars['Int']['input'];
  /** The id of the outlet. */
  shopHubId: Scalars['Int']['input'];
};

/** One page of a list of ShopHubMenu records. */
export type ShopHubMenuPage = {
  __typename?: 'ShopHubMenuPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopHubMenu>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A menu on an outlet’s menu; in an update, the fields left out keep their value. */
export type ShopHubMenuUpdateInput = {
  /** False takes it off the outlet’s menu. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** When the discount ends, after it starts; null: until changed. */
  discountEndAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** When the discount starts; null: from now. */
  discountStartAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Rupiah during the discount period, below the price; null: no discount. */
  discountedPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Rupiah it costs at this outlet. */
  price?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of a list of ShopHub records. */
export type ShopHubPage = {
  __typename?: 'ShopHubPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopHub>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** An ingredient or a packaging one outlet holds: whole units left and the bounds a refill aims at. */
export type ShopHubStock = {
  __typename?: 'ShopHubStock';
  /** Whole units held now. */
  currentStock: Scalars['Int']['output'];
  /** The outlet stock’s id. */
  id: Scalars['Int']['output'];
  /** Its ingredient, or null. */
  ingredient: Maybe<Ingredient>;
  /** The id of its ingredient, or null. */
  ingredientId: Maybe<Scalars['Int']['output']>;
  /** The ingredient’s or the packaging’s name. */
  itemName: Scalars['String']['output'];
  /** At or below its minimum. */
  low: Scalars['Boolean']['output'];
  /** Whole units the outlet holds when full. */
  maxStock: Scalars['Int']['output'];
  /** At or below this the outlet is low on it. */
  minStock: Scalars['Int']['output'];
  /** Its packaging, or null. */
  packaging: Maybe<Packaging>;
  /** The id of its packaging, or null. */
  packagingId: Maybe<Scalars['Int']['output']>;
  /** Its shop hub. */
  shopHub: ShopHub;
  /** The id of its shop hub. */
  shopHubId: Scalars['Int']['output'];
  /** What its units are: the ingredient’s unit (gram, ml…), or pcs for packaging. */
  unit: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** One row of an outlet’s stock filled: whole units in, whole units out, or both. */
export type ShopHubStockFillInput = {
  /** The id of the outlet stock row. */
  stockId: Scalars['Int']['input'];
  /** Whole units put in; the level may not go above the maximum. */
  stockIn?: InputMaybe<Scalars['Int']['input']>;
  /** Whole units taken out (used, expired, damaged); not more than held before the fill. */
  stockOut?: InputMaybe<Scalars['Int']['input']>;
};

/** An ingredient or a packaging an outlet holds, in whole units, with its bounds. */
export type ShopHubStockInput = {
  /** Whole units held now; not above the maximum. */
  currentStock: Scalars['Int']['input'];
  /** The id of the ingredient; give this or packagingId. */
  ingredientId?: InputMaybe<Scalars['Int']['input']>;
  /** A refill fills up to this. */
  maxStock: Scalars['Int']['input'];
  /** At or below this the outlet is low on it. */
  minStock: Scalars['Int']['input'];
  /** The id of the packaging; give this or ingredientId. */
  packagingId?: InputMaybe<Scalars['Int']['input']>;
  /** The id of the outlet. */
  shopHubId: Scalars['Int']['input'];
};

/** One page of a list of ShopHubStock records. */
export type ShopHubStockPage = {
  __typename?: 'ShopHubStockPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopHubStock>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** An ingredient or a packaging an outlet holds, in whole units, with its bounds. */
export type ShopHubStockUpdateInput = {
  /** Whole units held now; not above the maximum. */
  currentStock?: InputMaybe<Scalars['Int']['input']>;
  /** A refill fills up to this. */
  maxStock?: InputMaybe<Scalars['Int']['input']>;
  /** At or below this the outlet is low on it. */
  minStock?: InputMaybe<Scalars['Int']['input']>;
};

/** An outlet’s details; in an update, the fields left out keep their value. */
export type ShopHubUpdateInput = {
  /** False closes the outlet to orders; its history stays. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** The street address. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** The city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** The outlet’s number, unique. */
  hubNo?: InputMaybe<Scalars['String']['input']>;
  /** The opening hours, one row per day; they replace the outlet’s hours. */
  hubOperationals?: InputMaybe<Array<RunningScheduleInput>>;
  /** Latitude in degrees, for the maps link. */
  latitude?: InputMaybe<Scalars['Float']['input']>;
  /** Longitude in degrees, for the maps link. */
  longitude?: InputMaybe<Scalars['Float']['input']>;
  /** The outlet’s name, unique. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The outlet’s phone number. */
  phoneNo?: InputMaybe<Scalars['String']['input']>;
  /** The postal code, 5 digits. */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** Items a month the outlet is expected to sell. */
  targetItem?: InputMaybe<Scalars['Int']['input']>;
  /** Orders a month the outlet is expected to take. */
  targetOrder?: InputMaybe<Scalars['Int']['input']>;
  /** Rupiah a month the outlet is expected to take. */
  targetRevenue?: InputMaybe<Scalars['Int']['input']>;
  /** The IANA time zone its hours are read in, e.g. Asia/Jakarta. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

/** A content page of the ordering app (the terms, the home announcement, about us): a title, rich text and a link. */
export type ShopKeyValue = {
  __typename?: 'ShopKeyValue';
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Its text as sanitised HTML (paragraphs, headings, emphasis, lists, https and mailto links, stored images); empty when none. */
  description: Scalars['String']['output'];
  /** The record’s id. */
  id: Scalars['Int']['output'];
  /** An https address it links to, or null. */
  link: Maybe<Scalars['String']['output']>;
  /** Its title, or null. */
  title: Maybe<Scalars['String']['output']>;
  /** TNC, HOME_ANNOUNCEMENT or ABOUT_US. */
  type: Scalars['String']['output'];
  /** When it was last saved; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** Points an administrator adds to or takes from a customer, and why. */
export type ShopLoyaltyAdjustmentInput = {
  /** The customer. */
  customerId: Scalars['Int']['input'];
  /** Points to add (positive) or take (negative), a whole number other than 0, at most 1,000,000 either way; taking more than the balance is refused. */
  points: Scalars['Int']['input'];
  /** Why, at most 500 characters; kept on the change and in the activity log. */
  reason: Scalars['String']['input'];
};

/** A customer’s loyalty points. */
export type ShopLoyaltyBalance = {
  __typename?: 'ShopLoyaltyBalance';
  /** Points they may spend now; never below zero. */
  balance: Scalars['Int']['output'];
  /** The customer. */
  customerId: Scalars['Int']['output'];
  /** Points paid orders earned that do not count yet. */
  pending: Scalars['Int']['output'];
};

/** What a change of loyalty points was. */
export type ShopLoyaltyKind =
  /** An administrator’s adjustment, with its reason. */
  | 'ADJUST'
  /** Points a paid order earned, counted once its pending days passed. */
  | 'EARN'
  /** Points left unspent past their expiry. */
  | 'EXPIRE'
  /** Points an order used. */
  | 'REDEEM'
  /** An order that ended unmade: the points it used given back, or those it earned taken back. */
  | 'REVERSE';

/** One change of a customer’s loyalty points; the ledger is append-only. */
export type ShopLoyaltyPointEntry = {
  __typename?: 'ShopLoyaltyPointEntry';
  /** The customer’s balance after the change; never below zero. */
  balanceAfter: Scalars['Int']['output'];
  /** When the change was made. */
  createdTime: Scalars['DateTime']['output'];
  /** The customer whose points changed. */
  customerId: Scalars['Int']['output'];
  /** The customer’s name. */
  customerName: Maybe<Scalars['String']['output']>;
  /** For points added: when what is left of them expires. */
  expiresTime: Maybe<Scalars['DateTime']['output']>;
  /** The change’s id. */
  id: Scalars['Int']['output'];
  /** What the change was. */
  kind: ShopLoyaltyKind;
  /** The order’s number, or null. */
  orderNo: Maybe<Scalars['String']['output']>;
  /** Points added (positive) or taken (negative). */
  points: Scalars['Int']['output'];
  /** Why: an adjustment’s reason, or what a reversal did. */
  reason: Maybe<Scalars['String']['output']>;
  /** The order it came from, or null (an adjustment, an expiry). */
  shopOrderId: Maybe<Scalars['Int']['output']>;
};

/** One page of a list of ShopLoyaltyPointEntry records. */
export type ShopLoyaltyPointEntryPage = {
  __typename?: 'ShopLoyaltyPointEntryPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopLoyaltyPointEntry>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A manual notification. */
export type ShopManualNotificationInput = {
  /** False: it is not sent. */
  active: Scalars['Boolean']['input'];
  /** A button’s words; at most 30 characters. */
  buttonName?: InputMaybe<Scalars['String']['input']>;
  /** Where the button leads. */
  buttonUrl?: InputMaybe<Scalars['String']['input']>;
  /** The full text the inbox shows. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The short text of the push and the inbox list; at most 250 characters. */
  descriptionPreview: Scalars['String']['input'];
  /** The push’s icon: https:// or a path on the shop. */
  iconUrl?: InputMaybe<Scalars['String']['input']>;
  /** An image above it. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Send it to the ordering app’s inbox. */
  isInboxChannelEnabled: Scalars['Boolean']['input'];
  /** Send it by web push; one channel at least. */
  isPushNotificationChannelEnabled: Scalars['Boolean']['input'];
  /** Its name in the console; at most 100 characters. */
  name: Scalars['String']['input'];
  /** Who it reaches; one condition at least. */
  rule: ShopManualNotificationRuleInput;
  /** When it goes out; left out, at once. Not in the past. */
  sentDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** The title the customer sees; at most 100 characters. */
  title: Scalars['String']['input'];
  /** Where opening it leads: https:// or a path on the shop. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** Who a manual notification reaches: the active customers for whom every condition given holds, and the customers named. */
export type ShopManualNotificationRuleInput = {
  /** Customers by id (at most 1,000), added whatever the other conditions say. */
  customerIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Their gender. */
  gender?: InputMaybe<ShopNotificationGender>;
  /** When they last placed a paid order. */
  lastOrder?: InputMaybe<ShopNotificationDateRangeInput>;
  /** Any of these membership levels. */
  membershipIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** How many paid orders they placed. */
  numberOfOrders?: InputMaybe<ShopNotificationIntRangeInput>;
  /** When they signed up. */
  registration?: InputMaybe<ShopNotificationDateRangeInput>;
  /** What their paid orders came to, in rupiah. */
  totalOrderAmount?: InputMaybe<ShopNotificationIntRangeInput>;
};

/** A membership level of the shop (Bronze, Silver, Gold), in priority order, lowest first. */
export type ShopMembership = {
  __typename?: 'ShopMembership';
  /** Its colour as #RRGGBB. */
  color: Scalars['String']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** The membership’s id. */
  id: Scalars['Int']['output'];
  /** False when customers can no longer obtain it. */
  isActive: Scalars['Boolean']['output'];
  /** True when the ordering app shows its privilege text. */
  isPrivilegeVisible: Scalars['Boolean']['output'];
  /** Its name, unique. */
  levelName: Scalars['String']['output'];
  /** Items bought within one qualification period to obtain it. */
  obtainQualification: Scalars['Int']['output'];
  /** Its place in lists, lowest first; raise and lower move it one place. */
  priority: Scalars['Int']['output'];
  /** What the level gives, or null. */
  privilege: Maybe<Scalars['String']['output']>;
  /** Items bought in each following period to keep it. */
  retainQualification: Scalars['Int']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** A new membership level. */
export type ShopMembershipInput = {
  /** Its colour as #RRGGBB. */
  color: Scalars['String']['input'];
  /** False stops customers obtaining it. */
  isActive: Scalars['Boolean']['input'];
  /** True shows the privilege text in the ordering app. */
  isPrivilegeVisible: Scalars['Boolean']['input'];
  /** Its name (Gold), unique whatever its case; at most 50 characters. */
  levelName: Scalars['String']['input'];
  /** Items a customer buys within one qualification period to obtain it; not negative. */
  obtainQualification: Scalars['Int']['input'];
  /** What the level gives, as the ordering app shows it, or null. */
  privilege?: InputMaybe<Scalars['String']['input']>;
  /** Items a customer buys in each following period to keep it; not negative. */
  retainQualification: Scalars['Int']['input'];
};

/** When a membership notification goes out. */
export type ShopMembershipNotificationRuleInput = {
  /** Days left of the level, 0 to 366. */
  remainingDays: Scalars['Int']['input'];
};

/** One page of a list of ShopMembership records. */
export type ShopMembershipPage = {
  __typename?: 'ShopMembershipPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopMembership>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A promo that gives a membership level to customers who sign up through its referral name, within its period. */
export type ShopMembershipPromo = {
  __typename?: 'ShopMembershipPromo';
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** What the promo gives, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** When it ends. */
  endAt: Scalars['DateTime']['output'];
  /** The promo’s id. */
  id: Scalars['Int']['output'];
  /** False when it is no longer given. */
  isActive: Scalars['Boolean']['output'];
  /** Its shop membership. */
  membership: ShopMembership;
  /** The id of its shop membership. */
  membershipId: Scalars['Int']['output'];
  /** The name in the sign-up link that gives it; unique. */
  referralName: Scalars['String']['output'];
  /** When it starts. */
  startAt: Scalars['DateTime']['output'];
  /** How many customers signed up with it. */
  totalUsed: Scalars['Int']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** A new membership promo. */
export type ShopMembershipPromoInput = {
  /** What the promo gives, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** When it ends: "End period must be after start period." otherwise. */
  endAt: Scalars['DateTime']['input'];
  /** False stops the promo being given. */
  isActive: Scalars['Boolean']['input'];
  /** The id of the membership level the promo gives. */
  membershipId: Scalars['Int']['input'];
  /** The name in the sign-up link that gives it; unique whatever its case, at most 50 characters. */
  referralName: Scalars['String']['input'];
  /** When the promo starts. */
  startAt: Scalars['DateTime']['input'];
};

/** One page of a list of ShopMembershipPromo records. */
export type ShopMembershipPromoPage = {
  __typename?: 'ShopMembershipPromoPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopMembershipPromo>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a membership promo to change; those left out keep their value. */
export type ShopMembershipPromoUpdateInput = {
  /** What the promo gives, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** When it ends: "End period must be after start period." otherwise. */
  endAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** False stops the promo being given. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** The id of the membership level the promo gives. */
  membershipId?: InputMaybe<Scalars['Int']['input']>;
  /** The name in the sign-up link that gives it; unique whatever its case, at most 50 characters. */
  referralName?: InputMaybe<Scalars['String']['input']>;
  /** When the promo starts. */
  startAt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** How long a membership qualification period lasts: customers obtain and retain levels by the items they buy within one. */
export type ShopMembershipQualificationDuration = {
  __typename?: 'ShopMembershipQualificationDuration';
  /** The period in months, 1 to 60. */
  months: Scalars['Int']['output'];
  /** When it was last changed (the epoch while it is the default); send it back as expectedUpdatedTime. */
  updatedTime: Scalars['DateTime']['output'];
};

/** The length of a qualification period. */
export type ShopMembershipQualificationDurationInput = {
  /** Months, 1 to 60. */
  months: Scalars['Int']['input'];
};

/** The fields of a membership level to change; those left out keep their value. */
export type ShopMembershipUpdateInput = {
  /** Its colour as #RRGGBB. */
  color?: InputMaybe<Scalars['String']['input']>;
  /** False stops customers obtaining it. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** True shows the privilege text in the ordering app. */
  isPrivilegeVisible?: InputMaybe<Scalars['Boolean']['input']>;
  /** Its name (Gold), unique whatever its case; at most 50 characters. */
  levelName?: InputMaybe<Scalars['String']['input']>;
  /** Items a customer buys within one qualification period to obtain it; not negative. */
  obtainQualification?: InputMaybe<Scalars['Int']['input']>;
  /** What the level gives, as the ordering app shows it, or null. */
  privilege?: InputMaybe<Scalars['String']['input']>;
  /** Items a customer buys in each following period to keep it; not negative. */
  retainQualification?: InputMaybe<Scalars['Int']['input']>;
};

/** A drink or food a merchant sells through the shop, at its base price; outlets set their own price. */
export type ShopMenu = {
  __typename?: 'ShopMenu';
  /** False when taken off the shop. */
  active: Scalars['Boolean']['output'];
  /** Rupiah one costs to make. */
  cogs: Scalars['Int']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** The ids of the customization items it offers. */
  customizationItemIds: Array<Scalars['Int']['output']>;
  /** The customization items it offers, by customization. */
  customizationItems: Array<ShopMenuCustomizationChoice>;
  /** What customers read about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** Its shop menu display category, or null. */
  displayCategory: Maybe<ShopMenuDisplayCategory>;
  /** The id of its shop menu display category, or null. */
  displayCategoryId: Maybe<Scalars['Int']['output']>;
  /** The shop menu’s id. */
  id: Scalars['Int']['output'];
  /** The address of its picture, or null. */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** Its shop menu subcategory, or null. */
  menuSubcategory: Maybe<ShopMenuSubcategory>;
  /** The id of its shop menu subcategory, or null. */
  menuSubcategoryId: Maybe<Scalars['Int']['output']>;
  /** Its shop merchant. */
  merchant: ShopMerchant;
  /** The id of its shop merchant. */
  merchantId: Scalars['Int']['output'];
  /** Its name, unique within its merchant. */
  name: Scalars['String']['output'];
  /** Rupiah it sells for, before an outlet’s own price. */
  price: Scalars['Int']['output'];
  /** Its place in lists, lowest first; raise and lower move it one place. */
  priority: Scalars['Int']['output'];
  /** Its product, or null. */
  product: Maybe<Product>;
  /** The id of its product, or null. */
  productId: Maybe<Scalars['Int']['output']>;
  /** The ids of the toppings it can have. */
  toppingIds: Array<Scalars['Int']['output']>;
  /** The toppings it can have, in their order. */
  toppings: Array<ShopMenuToppingChoice>;
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
  /** The sizes it comes in, with their prices. */
  variantUnits: Array<ShopMenuVariantUnit>;
};

/** A menu category (Coffee, Non-coffee, Food). */
export type ShopMenuCategory = {
  __typename?: 'ShopMenuCategory';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** A new shop menu category. */
export type ShopMenuCategoryInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active: Scalars['Boolean']['input'];
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The shop menu category's name, unique among shop menu category records; refused when blank or too long. */
  name: Scalars['String']['input'];
};

/** One page of a list of ShopMenuCategory records. */
export type ShopMenuCategoryPage = {
  __typename?: 'ShopMenuCategoryPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopMenuCategory>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a shop menu category to change; those left out keep their value. */
export type ShopMenuCategoryUpdateInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The shop menu category's name, unique among shop menu category records; refused when blank or too long. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A choice offered with a drink (sugar level, ice level), made of items. */
export type ShopMenuCustomization = {
  __typename?: 'ShopMenuCustomization';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** Its items, in priority order. */
  items: Array<ShopMenuCustomizationItem>;
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** A customization item a menu offers (Less sugar under Sugar level), with what it adds to the price. */
export type ShopMenuCustomizationChoice = {
  __typename?: 'ShopMenuCustomizationChoice';
  /** The id of the customization it belongs to; a line takes at most one item of each. */
  customizationId: Scalars['Int']['output'];
  /** The customization it belongs to, e.g. Sugar level. */
  customizationName: Scalars['String']['output'];
  /** The customization item’s id. */
  id: Scalars['Int']['output'];
  /** Its name, e.g. Less sugar. */
  name: Scalars['String']['output'];
  /** Rupiah it adds to one unit. */
  price: Scalars['Int']['output'];
};

/** A new customization with its items. */
export type ShopMenuCustomizationInput = {
  /** False stops it being offered. */
  active: Scalars['Boolean']['input'];
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The whole list of items, in the order customers see them (their priority); an item left out is removed, refused while a menu offers it. Names must not repeat. */
  items: Array<ShopMenuCustomizationItemInput>;
  /** Its name, unique; refused when blank or too long. */
  name: Scalars['String']['input'];
};

/** One option of a customization (Less sugar, Extra shot). */
export type ShopMenuCustomizationItem = {
  __typename?: 'ShopMenuCustomizationItem';
  /** The item’s id; menus refer to it. */
  id: Scalars['Int']['output'];
  /** Its name, unique within its customization. */
  name: Scalars['String']['output'];
  /** Rupiah it adds to the price. */
  price: Scalars['Int']['output'];
  /** Its place among the customization’s items, lowest first. */
  priority: Scalars['Int']['output'];
};

/** One item of a customization. */
export type ShopMenuCustomizationItemInput = {
  /** The id of an item kept from before; none for a new item. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Its name, unique within the customization. */
  name: Scalars['String']['input'];
  /** Rupiah it adds to the price; not negative. */
  price: Scalars['Int']['input'];
};

/** One page of a list of ShopMenuCustomization records. */
export type ShopMenuCustomizationPage = {
  __typename?: 'ShopMenuCustomizationPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopMenuCustomization>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a customization to change; those left out keep their value. */
export type ShopMenuCustomizationUpdateInput = {
  /** False stops it being offered. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The whole list of items, in the order customers see them (their priority); an item left out is removed, refused while a menu offers it. Names must not repeat. */
  items?: InputMaybe<Array<ShopMenuCustomizationItemInput>>;
  /** Its name, unique; refused when blank or too long. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A heading the ordering app groups menus under, in priority order. */
export type ShopMenuDisplayCategory = {
  __typename?: 'ShopMenuDisplayCategory';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** Its place in lists, lowest first; raise and lower move it one place. */
  priority: Scalars['Int']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** A new shop menu display category. */
export type ShopMenuDisplayCategoryInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active: Scalars['Boolean']['input'];
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The shop menu display category's name, unique among shop menu display category records; refused when blank or too long. */
  name: Scalars['String']['input'];
};

/** One page of a list of ShopMenuDisplayCategory records. */
export type ShopMenuDisplayCategoryPage = {
  __typename?: 'ShopMenuDisplayCategoryPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopMenuDisplayCategory>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a shop menu display category to change; those left out keep their value. */
export type ShopMenuDisplayCategoryUpdateInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The shop menu display category's name, unique among shop menu display category records; refused when blank or too long. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A shop menu’s name, cogs and active flag from a moment on, and who set them. */
export type ShopMenuHistory = {
  __typename?: 'ShopMenuHistory';
  /** Whether it was on the shop from that time. */
  active: Scalars['Boolean']['output'];
  /** Rupiah one cost to make from that time. */
  cogs: Scalars['Int']['output'];
  /** The history row’s id. */
  id: Scalars['Int']['output'];
  /** The id of the shop menu. */
  menuId: Scalars['Int']['output'];
  /** The menu’s name from that time. */
  name: Scalars['String']['output'];
  /** When the values took effect. */
  updatedTime: Scalars['DateTime']['output'];
  /** The id of the user who made the change, or null. */
  userId: Maybe<Scalars['Int']['output']>;
  /** Who made the change, as they were named then. */
  userName: Scalars['String']['output'];
};

/** How much of an ingredient one shop menu uses, in the ingredient’s unit. */
export type ShopMenuIngredient = {
  __typename?: 'ShopMenuIngredient';
  /** How much of the ingredient, in its unit, one menu uses. */
  amount: Scalars['Float']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** The line’s id. */
  id: Scalars['Int']['output'];
  /** Its ingredient. */
  ingredient: Ingredient;
  /** The id of its ingredient. */
  ingredientId: Scalars['Int']['output'];
  /** Its shop menu. */
  menu: ShopMenu;
  /** The id of its shop menu. */
  menuId: Scalars['Int']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** How much of an ingredient one shop menu uses; in an update, only the amount changes. */
export type ShopMenuIngredientInput = {
  /** How much of the ingredient, in its unit, one menu uses; above 0. */
  amount: Scalars['Float']['input'];
  /** The id of the ingredient; one the menu does not use yet. */
  ingredientId: Scalars['Int']['input'];
  /** The id of the shop menu. */
  menuId: Scalars['Int']['input'];
};

/** One page of a list of ShopMenuIngredient records. */
export type ShopMenuIngredientPage = {
  __typename?: 'ShopMenuIngredientPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopMenuIngredient>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** How much of an ingredient one shop menu uses; in an update, only the amount changes. */
export type ShopMenuIngredientUpdateInput = {
  /** How much of the ingredient, in its unit, one menu uses; above 0. */
  amount: Scalars['Float']['input'];
};

/** A shop menu’s details; in an update, the fields left out keep their value and a list given replaces the whole list. */
export type ShopMenuInput = {
  /** False takes it off the shop. */
  active: Scalars['Boolean']['input'];
  /** Rupiah one costs to make; not negative. */
  cogs: Scalars['Int']['input'];
  /** The ids of the customization items it offers; the whole list. */
  customizationItemIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** What customers read about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The id of the display category the ordering app shows it under, or null. */
  displayCategoryId?: InputMaybe<Scalars['Int']['input']>;
  /** The address `singleUpload` answered for its picture, or null. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** The id of its subcategory, or null. */
  menuSubcategoryId?: InputMaybe<Scalars['Int']['input']>;
  /** The id of the merchant that sells it; one the caller is mapped to. */
  merchantId: Scalars['Int']['input'];
  /** Its name, unique within its merchant; required, not blank. */
  name: Scalars['String']['input'];
  /** Rupiah it sells for; not negative. Outlets may set their own. */
  price: Scalars['Int']['input'];
  /** The id of the vending product it matches, or null. */
  productId?: InputMaybe<Scalars['Int']['input']>;
  /** The ids of the toppings it can have; the whole list. */
  toppingIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The sizes it comes in, each once, with their prices; the whole list. */
  variantUnits?: InputMaybe<Array<ShopMenuVariantUnitInput>>;
};

/** One page of a list of ShopMenu records. */
export type ShopMenuPage = {
  __typename?: 'ShopMenuPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopMenu>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A group of menus within one category. */
export type ShopMenuSubcategory = {
  __typename?: 'ShopMenuSubcategory';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** Its shop menu category. */
  menuCategory: ShopMenuCategory;
  /** The id of its shop menu category. */
  menuCategoryId: Scalars['Int']['output'];
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** A new shop menu subcategory. */
export type ShopMenuSubcategoryInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active: Scalars['Boolean']['input'];
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The id of the shop menu category it belongs to; it must exist and be active. */
  menuCategoryId: Scalars['Int']['input'];
  /** The shop menu subcategory's name, unique among shop menu subcategory records; refused when blank or too long. */
  name: Scalars['String']['input'];
};

/** One page of a list of ShopMenuSubcategory records. */
export type ShopMenuSubcategoryPage = {
  __typename?: 'ShopMenuSubcategoryPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopMenuSubcategory>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a shop menu subcategory to change; those left out keep their value. */
export type ShopMenuSubcategoryUpdateInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The id of the shop menu category it belongs to; it must exist and be active. */
  menuCategoryId?: InputMaybe<Scalars['Int']['input']>;
  /** The shop menu subcategory's name, unique among shop menu subcategory records; refused when blank or too long. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A topping a menu can have, with what it adds to the price. */
export type ShopMenuToppingChoice = {
  __typename?: 'ShopMenuToppingChoice';
  /** The topping’s id (a ShopTopping’s). */
  id: Scalars['Int']['output'];
  /** Its name, e.g. Boba. */
  name: Scalars['String']['output'];
  /** Rupiah it adds to one unit. */
  price: Scalars['Int']['output'];
};

/** A shop menu’s details; in an update, the fields left out keep their value and a list given replaces the whole list. */
export type ShopMenuUpdateInput = {
  /** False takes it off the shop. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Rupiah one costs to make; not negative. */
  cogs?: InputMaybe<Scalars['Int']['input']>;
  /** The ids of the customization items it offers; the whole list. */
  customizationItemIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** What customers read about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The id of the display category the ordering app shows it under, or null. */
  displayCategoryId?: InputMaybe<Scalars['Int']['input']>;
  /** The address `singleUpload` answered for its picture, or null. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** The id of its subcategory, or null. */
  menuSubcategoryId?: InputMaybe<Scalars['Int']['input']>;
  /** The id of the merchant that sells it; one the caller is mapped to. */
  merchantId?: InputMaybe<Scalars['Int']['input']>;
  /** Its name, unique within its merchant; required, not blank. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Rupiah it sells for; not negative. Outlets may set their own. */
  price?: InputMaybe<Scalars['Int']['input']>;
  /** The id of the vending product it matches, or null. */
  productId?: InputMaybe<Scalars['Int']['input']>;
  /** The ids of the toppings it can have; the whole list. */
  toppingIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The sizes it comes in, each once, with their prices; the whole list. */
  variantUnits?: InputMaybe<Array<ShopMenuVariantUnitInput>>;
};

/** A size (variant unit) a menu comes in, at its own price and cogs. */
export type ShopMenuVariantUnit = {
  __typename?: 'ShopMenuVariantUnit';
  /** Rupiah this size costs to make. */
  cogs: Scalars['Int']['output'];
  /** The line’s id. */
  id: Scalars['Int']['output'];
  /** The variant unit’s name, e.g. Large. */
  name: Scalars['String']['output'];
  /** Rupiah this size sells for. */
  price: Scalars['Int']['output'];
  /** The name of the variant it belongs to, e.g. Size. */
  variantName: Scalars['String']['output'];
  /** The id of the variant unit. */
  variantUnitId: Scalars['Int']['output'];
};

/** A size (variant unit) a menu comes in, at its own price and cogs. */
export type ShopMenuVariantUnitInput = {
  /** Rupiah this size costs to make; not negative. */
  cogs: Scalars['Int']['input'];
  /** Rupiah this size sells for; not negative. */
  price: Scalars['Int']['input'];
  /** The id of the variant unit (e.g. Large of Size). */
  variantUnitId: Scalars['Int']['input'];
};

/** A brand that sells on the shop’s menus. */
export type ShopMerchant = {
  __typename?: 'ShopMerchant';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** True for the company’s own brand. */
  isJumpstartMerchant: Scalars['Boolean']['output'];
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** A new shop merchant. */
export type ShopMerchantInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active: Scalars['Boolean']['input'];
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** True for the company’s own brand. */
  isJumpstartMerchant: Scalars['Boolean']['input'];
  /** The shop merchant's name, unique among shop merchant records; refused when blank or too long. */
  name: Scalars['String']['input'];
};

/** One page of a list of ShopMerchant records. */
export type ShopMerchantPage = {
  __typename?: 'ShopMerchantPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopMerchant>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a shop merchant to change; those left out keep their value. */
export type ShopMerchantUpdateInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** True for the company’s own brand. */
  isJumpstartMerchant?: InputMaybe<Scalars['Boolean']['input']>;
  /** The shop merchant's name, unique among shop merchant records; refused when blank or too long. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A notification to the shop’s customers: a manual one sent once to those its rule reaches, or the automatic one of a trigger. */
export type ShopNotification = {
  __typename?: 'ShopNotification';
  /** False: it is not sent. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdDate: Scalars['DateTime']['output'];
  /** The short text of the push and the inbox list. */
  descriptionPreview: Scalars['String']['output'];
  /** The inbox’s full view. */
  detail: ShopNotificationDetail;
  /** The push’s icon. */
  iconUrl: Maybe<Scalars['String']['output']>;
  /** The notification’s id. */
  id: Scalars['Int']['output'];
  /** It goes to the ordering app’s inbox. */
  isInboxChannelEnabled: Scalars['Boolean']['output'];
  /** It goes out by web push. */
  isPushNotificationChannelEnabled: Scalars['Boolean']['output'];
  /** Its name in the console. */
  name: Scalars['String']['output'];
  /** Its copies by result (sent, failed, total). */
  progress: ShopNotificationProgress;
  /** Who it reaches. */
  rule: ShopNotificationRule;
  /** When it went out, or is scheduled to. */
  sentDate: Maybe<Scalars['DateTime']['output']>;
  /** PENDING until a manual one goes out, then DELIVERED; CANCELLED. */
  status: ShopNotificationStatus;
  /** The title the customer sees. */
  title: Scalars['String']['output'];
  /** MANUAL or the trigger of an automatic one. */
  triggerType: ShopNotificationTriggerType;
  /** Where opening it leads. */
  url: Maybe<Scalars['String']['output']>;
};

/** A range of days (YYYY-MM-DD, Jakarta); an end left null is open. */
export type ShopNotificationDateRange = {
  __typename?: 'ShopNotificationDateRange';
  /** The last day, or null. */
  max: Maybe<Scalars['String']['output']>;
  /** The first day, or null. */
  min: Maybe<Scalars['String']['output']>;
};

/** A range of days, YYYY-MM-DD in Jakarta; leave an end out to keep it open. */
export type ShopNotificationDateRangeInput = {
  /** The last day: not before the first. */
  max?: InputMaybe<Scalars['String']['input']>;
  /** The first day. */
  min?: InputMaybe<Scalars['String']['input']>;
};

/** What the inbox shows when the notification is opened. */
export type ShopNotificationDetail = {
  __typename?: 'ShopNotificationDetail';
  /** A button’s words. */
  buttonName: Maybe<Scalars['String']['output']>;
  /** Where the button leads. */
  buttonUrl: Maybe<Scalars['String']['output']>;
  /** The full text. */
  description: Maybe<Scalars['String']['output']>;
  /** An image above it. */
  imageUrl: Maybe<Scalars['String']['output']>;
};

/** A customer’s gender, as a rule chooses it. */
export type ShopNotificationGender =
  /** Female. */
  | 'FEMALE'
  /** Male. */
  | 'MALE';

/** A range of whole numbers; an end left null is open. */
export type ShopNotificationIntRange = {
  __typename?: 'ShopNotificationIntRange';
  /** The most, or null. */
  max: Maybe<Scalars['Int']['output']>;
  /** The least, or null. */
  min: Maybe<Scalars['Int']['output']>;
};

/** A range of whole numbers; leave an end out to keep it open. */
export type ShopNotificationIntRangeInput = {
  /** The most: not below the least. */
  max?: InputMaybe<Scalars['Int']['input']>;
  /** The least. */
  min?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of a list of ShopNotification records. */
export type ShopNotificationPage = {
  __typename?: 'ShopNotificationPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopNotification>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** How far a send has come: its copies by result. */
export type ShopNotificationProgress = {
  __typename?: 'ShopNotificationProgress';
  /** Pushes a push service took. */
  delivered: Scalars['Int']['output'];
  /** Pushes that failed. */
  failed: Scalars['Int']['output'];
  /** Copies sent to the inbox only. */
  inboxOnly: Scalars['Int']['output'];
  /** Customers with no push subscription. */
  noSubscription: Scalars['Int']['output'];
  /** Pushes waiting or being sent. */
  queued: Scalars['Int']['output'];
  /** Customers it was sent to. */
  total: Scalars['Int']['output'];
};

/** One customer’s copy of a notification: in the inbox, and what its push came to. */
export type ShopNotificationRecipient = {
  __typename?: 'ShopNotificationRecipient';
  /** The customer. */
  customerId: Scalars['Int']['output'];
  /** The customer’s name. */
  customerName: Scalars['String']['output'];
  /** The copy’s id. */
  id: Scalars['Int']['output'];
  /** The notification. */
  notificationId: Scalars['Int']['output'];
  /** When the customer read it in the inbox. */
  readTime: Maybe<Scalars['DateTime']['output']>;
  /** Why it failed. */
  reason: Maybe<Scalars['String']['output']>;
  /** What its push came to. */
  result: ShopNotificationResult;
  /** When its push was settled. */
  sentTime: Maybe<Scalars['DateTime']['output']>;
  /** The order it is about, for an order’s notification. */
  shopOrderId: Maybe<Scalars['Int']['output']>;
  /** The title as sent. */
  title: Scalars['String']['output'];
};

/** One page of a list of ShopNotificationRecipient records. */
export type ShopNotificationRecipientPage = {
  __typename?: 'ShopNotificationRecipientPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopNotificationRecipient>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** What became of one customer’s copy. */
export type ShopNotificationResult =
  /** Delivered. */
  | 'DELIVERED'
  /** Failed. */
  | 'FAILED'
  /** In the inbox. */
  | 'INBOX_ONLY'
  /** No push subscription. */
  | 'NO_SUBSCRIPTION'
  /** Waiting to be sent. */
  | 'QUEUED'
  /** Sending. */
  | 'SENDING';

/** Who a notification reaches. Manual: every condition given holds (customers named are added). Birthday: startPeriod and endPeriod. Membership: remainingDays. Empty for the order ones. */
export type ShopNotificationRule = {
  __typename?: 'ShopNotificationRule';
  /** Customers named by id. */
  customerIds: Maybe<Array<Scalars['Int']['output']>>;
  /** Birthday: days from the birthday the window closes. */
  endPeriod: Maybe<Scalars['Int']['output']>;
  /** Their gender. */
  gender: Maybe<ShopNotificationGender>;
  /** When they last ordered. */
  lastOrder: Maybe<ShopNotificationDateRange>;
  /** Their membership levels. */
  membershipIds: Maybe<Array<Scalars['Int']['output']>>;
  /** How many paid orders they placed. */
  numberOfOrders: Maybe<ShopNotificationIntRange>;
  /** When they signed up. */
  registration: Maybe<ShopNotificationDateRange>;
  /** Membership: days left of the level when it is sent. */
  remainingDays: Maybe<Scalars['Int']['output']>;
  /** Birthday: days from the birthday the window opens (negative: before). */
  startPeriod: Maybe<Scalars['Int']['output']>;
  /** What their paid orders came to, in rupiah. */
  totalOrderAmount: Maybe<ShopNotificationIntRange>;
};

/** Where a notification stands. */
export type ShopNotificationStatus =
  /** Cancelled. */
  | 'CANCELLED'
  /** Delivered. */
  | 'DELIVERED'
  /** Pending. */
  | 'PENDING';

/** What sends a notification: MANUAL, or the event of an automatic one. */
export type ShopNotificationTriggerType =
  /** Birthday. */
  | 'BIRTHDAY'
  /** Order completed. */
  | 'COMPLETED'
  /** Driver found. */
  | 'DRIVER_FOUND'
  /** Finding a driver. */
  | 'FINDING_DRIVER'
  /** Manual. */
  | 'MANUAL'
  /** Membership ending. */
  | 'MEMBERSHIP'
  /** Order accepted. */
  | 'ORDER_ACCEPTED'
  /** Order paid. */
  | 'ORDER_PAID'
  /** Order waiting for payment. */
  | 'ORDER_WAITING_FOR_PAYMENT'
  /** Out for delivery. */
  | 'OUT_FOR_DELIVERY'
  /** Driver on the way to the outlet. */
  | 'OUT_FOR_PICKUP'
  /** Payment expired. */
  | 'PAYMENT_EXPIRED'
  /** Order picked up. */
  | 'PICK_UP_COMPLETED';

/** An order of the online shop, placed in the ordering app or at an outlet’s counter. */
export type ShopOrder = LiveOrder & {
  __typename?: 'ShopOrder';
  /** When a barista accepted it, or null. */
  acceptedTime: Maybe<Scalars['DateTime']['output']>;
  /** The customer’s assigned voucher it used, or null. */
  assignedVoucher: Maybe<ShopAssignedVoucher>;
  /** Where it was placed. */
  channel: ShopOrderChannel;
  /** Who collected it, or null. */
  collectedBy: Maybe<Scalars['String']['output']>;
  /** When it was completed, or null. */
  completedTime: Maybe<Scalars['DateTime']['output']>;
  /** The ordering app’s browser id of a guest, or null. */
  cookieId: Maybe<Scalars['String']['output']>;
  /** The cashier who rang it up at the counter, or null for the ordering app. */
  createdBy: Maybe<Scalars['String']['output']>;
  /** When it was placed. */
  createdTime: Scalars['DateTime']['output'];
  /** The registered customer, or null for a guest; their personal data needs VIEW_SHOP_CUSTOMER. */
  customer: Maybe<ShopCustomer>;
  /** The name given with the order, or null. */
  customerName: Maybe<Scalars['String']['output']>;
  /** The payment app’s link, or null. */
  deeplink: Maybe<Scalars['String']['output']>;
  /** When it was delivered, or null. */
  deliveredTime: Maybe<Scalars['DateTime']['output']>;
  /** The delivery of a delivery order, or null. */
  deliveryDetail: Maybe<ShopOrderDeliveryDetail>;
  /** Rupiah every promo and voucher took off, delivery discount included. */
  discountAmount: Scalars['Int']['output'];
  /** When it should be ready, or null. */
  expectedCompletedTime: Maybe<Scalars['DateTime']['output']>;
  /** When it expires (or expired) unpaid, or null. */
  expiredTime: Maybe<Scalars['DateTime']['output']>;
  /** The outlet that makes it. */
  hub: ShopHub;
  /** The outlet’s id. */
  hubId: Scalars['Int']['output'];
  /** The order’s id. */
  id: Scalars['Int']['output'];
  /** The customer’s membership level when they ordered, or null. */
  membershipLevelName: Maybe<Scalars['String']['output']>;
  /** The lines, as sold. */
  menus: Array<ShopOrderMenu>;
  /** The name to call out: the one given with the order, else the registered customer’s; null for none. */
  nameToCallOut: Maybe<Scalars['String']['output']>;
  /** The order’s number, unique; the payment gateway’s order id. */
  orderNo: Scalars['String']['output'];
  /** The short number the barista calls out. */
  orderNoAlias: Scalars['String']['output'];
  /** Rupiah the customer pays. */
  paidAmount: Scalars['Int']['output'];
  /** When it was paid, or null. */
  paidTime: Maybe<Scalars['DateTime']['output']>;
  /** How it is paid. */
  paymentMethod: ShopPaymentMethod;
  /** How it is paid, in words. */
  paymentMethodText: Scalars['String']['output'];
  /** The payment gateway’s reference, or null. */
  paymentReferenceId: Maybe<Scalars['String']['output']>;
  /** When it is to be picked up (or was), or null. */
  pickUpTime: Maybe<Scalars['DateTime']['output']>;
  /** The partner of the counter promo it used (a ride-hailing app...), or null. */
  posPromoPartner: Maybe<ShopPosPartner>;
  /** The counter promo partner’s name, or null. */
  promoPartnerName: Maybe<Scalars['String']['output']>;
  /** The promos and vouchers that gave a discount. */
  promos: Array<ShopOrderPromo>;
  /** The payment QR’s content, or null. */
  qr: Maybe<Scalars['String']['output']>;
  /** A remark on the order, or null. */
  remark: Maybe<Scalars['String']['output']>;
  /** Now or at a chosen time. */
  scheduleType: ShopScheduleType;
  /** Where it stands. */
  state: ShopOrderState;
  /** Where it stands, in words. */
  stateText: Scalars['String']['output'];
  /** Everything that happened to it, oldest first, in words. */
  timeline: Array<ShopOrderTimelineEntry>;
  /** Rupiah before any discount, delivery fee included. */
  totalPrice: Scalars['Int']['output'];
  /** Its money: net price, cost of goods, gross profit, delivery and what was paid. */
  transactionSummary: ShopOrderTransactionSummary;
  /** How it is handed over. */
  type: ShopOrderType;
  /** Bumped by every change: a screen keeps the highest it has seen. */
  version: Scalars['Int']['output'];
};

/** Where the order was placed. */
export type ShopOrderChannel =
  /** In the ordering app. */
  | 'APP'
  /** At an outlet’s counter. */
  | 'POS';

/** The courier service’s last update: its type, ids, extra phones, tracking link and error. */
export type ShopOrderDeliveryAdditionalData = {
  __typename?: 'ShopOrderDeliveryAdditionalData';
  /** The service’s error message, or null. */
  errorMessage: Maybe<Scalars['String']['output']>;
  /** The service’s event id, or null. */
  eventId: Maybe<Scalars['String']['output']>;
  /** Other phone numbers of the driver, or null. */
  extraDriverPhones: Maybe<Scalars['String']['output']>;
  /** Where the customer follows the driver, or null. */
  liveTrackingUrl: Maybe<Scalars['String']['output']>;
  /** Our id at the service, or null. */
  partnerId: Maybe<Scalars['String']['output']>;
  /** The service’s response id, or null. */
  responseId: Maybe<Scalars['String']['output']>;
  /** The update type (CREATED, DRIVER_FOUND, ...), or null. */
  type: Maybe<Scalars['String']['output']>;
};

/** A delivery order’s delivery: where to, the driver, the fees and the statuses so far. */
export type ShopOrderDeliveryDetail = {
  __typename?: 'ShopOrderDeliveryDetail';
  /** Rupiah the courier service charged, or null. */
  actualDeliveryFee: Maybe<Scalars['Int']['output']>;
  /** The courier service’s last update. */
  additionalData: ShopOrderDeliveryAdditionalData;
  /** The address, or null. */
  address: Maybe<Scalars['String']['output']>;
  /** Floor, gate and other detail, or null. */
  addressDetail: Maybe<Scalars['String']['output']>;
  /** The current attempt, from 1; a retried delivery starts a new one. */
  attempt: Scalars['Int']['output'];
  /** Why it was cancelled, or null. */
  cancellationReason: Maybe<Scalars['String']['output']>;
  /** Who cancelled it, or null. */
  cancelledBy: Maybe<Scalars['String']['output']>;
  /** Whom the driver calls, or null. */
  contactPersonPhoneNumber: Maybe<Scalars['String']['output']>;
  /** Our own courier’s name, or null. */
  courier: Maybe<Scalars['String']['output']>;
  /** Our own courier’s id, or null. */
  courierId: Maybe<Scalars['Int']['output']>;
  /** Who delivers. */
  courierVendor: CourierVendor;
  /** When the driver should reach the customer. */
  deliveryEta: Maybe<Scalars['DateTime']['output']>;
  /** Rupiah the customer paid for delivery. */
  deliveryFeeAfterDiscount: Scalars['Int']['output'];
  /** Rupiah a promo took off the delivery fee. */
  deliveryFeeDiscount: Scalars['Int']['output'];
  /** The driver’s name, or null. */
  driverName: Maybe<Scalars['String']['output']>;
  /** The driver’s phone, or null. */
  driverPhone: Maybe<Scalars['String']['output']>;
  /** The driver’s photo, or null. */
  driverPhotoUrl: Maybe<Scalars['String']['output']>;
  /** When the current status happened. */
  eventDate: Maybe<Scalars['DateTime']['output']>;
  /** Where to, latitude. */
  latitude: Maybe<Scalars['Float']['output']>;
  /** Where to, longitude. */
  longitude: Maybe<Scalars['Float']['output']>;
  /** The courier service’s own number of the booking, or null for our couriers. */
  orderNo: Maybe<Scalars['String']['output']>;
  /** Rupiah the customer was charged for delivery, before its discount. */
  paidDeliveryFee: Scalars['Int']['output'];
  /** When the driver should reach the outlet. */
  pickUpEta: Maybe<Scalars['DateTime']['output']>;
  /** What the courier service charged, or null. */
  price: Maybe<Scalars['Int']['output']>;
  /** Who receives it, or null. */
  receiverName: Maybe<Scalars['String']['output']>;
  /** The current status code, or null before any. */
  status: Maybe<Scalars['String']['output']>;
  /** Every status the courier service sent, oldest first (each with its attempt). */
  statusHistories: Array<ShopOrderDeliveryStatusHistory>;
  /** The current status in words. */
  statusText: Maybe<Scalars['String']['output']>;
  /** Kilometres from the outlet to the customer, or null. */
  totalDistanceInKms: Maybe<Scalars['Float']['output']>;
};

/** A delivery status as the courier service sent it. */
export type ShopOrderDeliveryStatusHistory = {
  __typename?: 'ShopOrderDeliveryStatusHistory';
  /** Which delivery attempt it belongs to, from 1. */
  attempt: Scalars['Int']['output'];
  /** When it happened, by the courier service’s clock. */
  eventDate: Scalars['DateTime']['output'];
  /** The courier service’s status code (unknown codes are kept as sent). */
  status: Scalars['String']['output'];
  /** The status in words. */
  statusText: Scalars['String']['output'];
};

/** A customization item of an order line, as it was sold. */
export type ShopOrderLineCustomization = {
  __typename?: 'ShopOrderLineCustomization';
  /** Its cost of goods, or null when unknown. */
  cogs: Maybe<Scalars['Int']['output']>;
  /** The id of the customization item it was. */
  id: Scalars['Int']['output'];
  /** Its name when sold. */
  name: Scalars['String']['output'];
  /** Rupiah it added to one unit. */
  price: Scalars['Int']['output'];
  /** A variant unit’s vending product, or null. */
  productId: Maybe<Scalars['Int']['output']>;
  /** How many of it one unit had (toppings); 1 otherwise. */
  quantity: Scalars['Int']['output'];
  /** A variant unit’s variant (e.g. Size), or null. */
  variantName: Maybe<Scalars['String']['output']>;
};

/** A size (menu variant unit) of an order line, as it was sold. */
export type ShopOrderLineSize = {
  __typename?: 'ShopOrderLineSize';
  /** Its cost of goods, or null when unknown. */
  cogs: Maybe<Scalars['Int']['output']>;
  /** The id of the size (menu variant unit) it was. */
  id: Scalars['Int']['output'];
  /** Its name when sold. */
  name: Scalars['String']['output'];
  /** Rupiah it added to one unit. */
  price: Scalars['Int']['output'];
  /** A variant unit’s vending product, or null. */
  productId: Maybe<Scalars['Int']['output']>;
  /** How many of it one unit had (toppings); 1 otherwise. */
  quantity: Scalars['Int']['output'];
  /** A variant unit’s variant (e.g. Size), or null. */
  variantName: Maybe<Scalars['String']['output']>;
};

/** A topping of an order line, as it was sold. */
export type ShopOrderLineTopping = {
  __typename?: 'ShopOrderLineTopping';
  /** Its cost of goods, or null when unknown. */
  cogs: Maybe<Scalars['Int']['output']>;
  /** The id of the topping it was. */
  id: Scalars['Int']['output'];
  /** Its name when sold. */
  name: Scalars['String']['output'];
  /** Rupiah it added to one unit. */
  price: Scalars['Int']['output'];
  /** A variant unit’s vending product, or null. */
  productId: Maybe<Scalars['Int']['output']>;
  /** How many of it one unit had (toppings); 1 otherwise. */
  quantity: Scalars['Int']['output'];
  /** A variant unit’s variant (e.g. Size), or null. */
  variantName: Maybe<Scalars['String']['output']>;
};

/** A line of a shop order: a menu as sold, with its choices and its discount. */
export type ShopOrderMenu = {
  __typename?: 'ShopOrderMenu';
  /** How many units. */
  amount: Scalars['Int']['output'];
  /** One unit’s cost of goods with its choices. */
  cogs: Scalars['Int']['output'];
  /** Customization items chosen. */
  customizations: Array<ShopOrderLineCustomization>;
  /** Rupiah the promos took off the line. */
  discount: Scalars['Int']['output'];
  /** The order line’s id; null on a POS draft, whose lines are not order lines yet. */
  id: Maybe<Scalars['Int']['output']>;
  /** The menu it was, or null when that menu is gone. */
  menuId: Maybe<Scalars['Int']['output']>;
  /** The menu’s name when sold. */
  name: Scalars['String']['output'];
  /** The customer’s note for the barista, or null. */
  note: Maybe<Scalars['String']['output']>;
  /** Rupiah for one unit, before its choices. */
  price: Scalars['Int']['output'];
  /** Toppings added, with their quantity. */
  toppings: Array<ShopOrderLineTopping>;
  /** Rupiah the choices added to one unit. */
  totalCustomizationPrice: Scalars['Int']['output'];
  /** Rupiah for the line before its discount. */
  totalPrice: Scalars['Int']['output'];
  /** Rupiah for the line after its discount. */
  totalPriceAfterDiscount: Scalars['Int']['output'];
  /** Sizes and other variant units chosen. */
  variantUnits: Array<ShopOrderLineSize>;
};

/** One outlet’s sales in a month against its monthly targets: paid orders (paid, accepted or completed), their items and their revenue. */
export type ShopOrderOutletSummary = {
  __typename?: 'ShopOrderOutletSummary';
  /** The outlet’s id. */
  hubId: Scalars['Int']['output'];
  /** The outlet’s name. */
  hubName: Scalars['String']['output'];
  /** The outlet’s number. */
  hubNo: Scalars['String']['output'];
  /** Items a month, or null. */
  targetItem: Maybe<Scalars['Int']['output']>;
  /** Orders a month the outlet is expected to take, or null. */
  targetOrder: Maybe<Scalars['Int']['output']>;
  /** Rupiah a month, or null. */
  targetRevenue: Maybe<Scalars['Int']['output']>;
  /** Units sold in those orders. */
  totalItem: Scalars['Int']['output'];
  /** Paid orders placed in the month. */
  totalOrder: Scalars['Int']['output'];
  /** Rupiah paid for those orders. */
  totalRevenue: Scalars['Float']['output'];
};

/** One page of a list of ShopOrder records. */
export type ShopOrderPage = {
  __typename?: 'ShopOrderPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopOrder>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A promo (shop, POS or voucher) that gave the order a discount. */
export type ShopOrderPromo = {
  __typename?: 'ShopOrderPromo';
  /** What it discounted: ORDER or DELIVERY. */
  discountLevel: Scalars['String']['output'];
  /** Rupiah it took off. */
  discountUsed: Scalars['Int']['output'];
  /** SHOP, POS or VOUCHER. */
  kind: Scalars['String']['output'];
  /** The promo’s name when used. */
  name: Scalars['String']['output'];
  /** The promo’s (or voucher code’s) id in its own list. */
  shopPromoId: Scalars['Int']['output'];
};

/** Where a shop order stands: waiting for its payment, paid, accepted by the outlet, completed, expired unpaid or missed. */
export type ShopOrderState =
  /** Accepted by a barista, being made. */
  | 'ACK'
  /** Handed over or delivered. */
  | 'COMPLETED'
  /** Not paid in time. */
  | 'EXPIRED'
  /** Paid, but never made. */
  | 'MISSED'
  /** Paid; waiting for a barista to accept it. */
  | 'PAID'
  /** Placed, not paid yet; it expires after the configured pending time. */
  | 'WAITING_FOR_PAYMENT';

/** Something that happened to an order, in words. */
export type ShopOrderTimelineEntry = {
  __typename?: 'ShopOrderTimelineEntry';
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** Who or what did it, in words: a user’s name, the payment gateway, the expiry check... */
  by: Scalars['String']['output'];
  /** The facts worth reading as a sentence ("Paid Rp 60.000 by GoPay.", "Picked up (attempt 2)."); empty when none. */
  detail: Scalars['String']['output'];
  /** The entry’s id. */
  id: Scalars['Int']['output'];
  /** What happened, in words. */
  what: Scalars['String']['output'];
};

/** A shop order’s money: price, discounts, net price, cost of goods, gross profit, delivery and what was paid, in rupiah. */
export type ShopOrderTransactionSummary = {
  __typename?: 'ShopOrderTransactionSummary';
  /** The customer’s assigned voucher it used, or null. */
  assignedVoucher: Maybe<ShopAssignedVoucher>;
  /** The items’ cost of goods when sold. */
  cogs: Scalars['Int']['output'];
  /** When it was placed. */
  createdAt: Scalars['DateTime']['output'];
  /** The delivery fee before its discount. */
  deliveryAmount: Scalars['Int']['output'];
  /** What promos took off the delivery fee. */
  deliveryDiscount: Scalars['Int']['output'];
  /** Net price less cost of goods. */
  grossProfit: Scalars['Int']['output'];
  /** Gross profit as a percentage of the net price, two decimals; null when the net price is 0. */
  grossProfitPercentage: Maybe<Scalars['Float']['output']>;
  /** The outlet’s name. */
  hubName: Maybe<Scalars['String']['output']>;
  /** The outlet’s number. */
  hubNo: Maybe<Scalars['String']['output']>;
  /** The items after their discounts, without delivery. */
  netPrice: Scalars['Int']['output'];
  /** The order’s number. */
  orderNo: Scalars['String']['output'];
  /** The promos and vouchers that gave a discount. */
  promos: Array<ShopOrderPromo>;
  /** Every discount, the delivery’s included. */
  totalDiscount: Scalars['Int']['output'];
  /** What the customer pays. */
  totalPaid: Scalars['Int']['output'];
  /** Before any discount, delivery fee included. */
  totalPrice: Scalars['Int']['output'];
  /** How it is handed over: PICK_UP, DELIVERY, DINE_IN or GO_FOOD. */
  type: Scalars['String']['output'];
};

/** How a shop order is taken and handed over. */
export type ShopOrderType =
  /** Delivery. */
  | 'DELIVERY'
  /** Dine in. */
  | 'DINE_IN'
  /** GoFood. */
  | 'GO_FOOD'
  /** Pick up. */
  | 'PICK_UP';

/** A business the shop works with, for deals and point-of-sale promos. */
export type ShopPartner = {
  __typename?: 'ShopPartner';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** A new shop partner. */
export type ShopPartnerInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active: Scalars['Boolean']['input'];
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The shop partner's name, unique among shop partner records; refused when blank or too long. */
  name: Scalars['String']['input'];
};

/** One page of a list of ShopPartner records. */
export type ShopPartnerPage = {
  __typename?: 'ShopPartnerPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopPartner>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a shop partner to change; those left out keep their value. */
export type ShopPartnerUpdateInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The shop partner's name, unique among shop partner records; refused when blank or too long. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** How a shop order is paid. */
export type ShopPaymentMethod =
  /** Cash. */
  | 'CASH'
  /** Credit card. */
  | 'CREDIT_CARD'
  /** GoPay. */
  | 'GOPAY'
  /** Jumpstart. */
  | 'JUMPSTART'
  /** LinkAja. */
  | 'LINKAJA'
  /** ShopeePay. */
  | 'SHOPEE_PAY';

/** A banner the ordering app pops up for its customer types during its days (Jakarta), with the taps it had. */
export type ShopPopupBanner = {
  __typename?: 'ShopPopupBanner';
  /** How often customers tapped it. */
  clickCount: Scalars['Int']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Who it is for. */
  customerTypes: Array<ShopCustomerType>;
  /** The last day it shows. */
  endDate: Scalars['Date']['output'];
  /** The banner’s id. */
  id: Scalars['Int']['output'];
  /** The stored image. */
  imageUrl: Scalars['String']['output'];
  /** With MEMBERSHIP: the levels it is for. */
  membershipIds: Array<Scalars['Int']['output']>;
  /** Its name. */
  name: Scalars['String']['output'];
  /** The first day it shows. */
  startDate: Scalars['Date']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The https address a tap opens, or null. */
  url: Maybe<Scalars['String']['output']>;
};

/** A new popup banner. */
export type ShopPopupBannerInput = {
  /** Who it is for; at least one. */
  customerTypes: Array<ShopCustomerType>;
  /** The last day it shows; not before the start date. */
  endDate: Scalars['Date']['input'];
  /** The address `singleUpload` answered for its image. */
  imageUrl: Scalars['String']['input'];
  /** With MEMBERSHIP: the membership levels it is for. */
  membershipIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Its name, unique whatever its case; at most 100 characters. */
  name: Scalars['String']['input'];
  /** The first day it shows (Jakarta). */
  startDate: Scalars['Date']['input'];
  /** The https address a tap opens; empty for none. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** One page of a list of ShopPopupBanner records. */
export type ShopPopupBannerPage = {
  __typename?: 'ShopPopupBannerPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopPopupBanner>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a popup banner to change; those left out keep their value. */
export type ShopPopupBannerUpdateInput = {
  /** Who it is for; at least one. */
  customerTypes?: InputMaybe<Array<ShopCustomerType>>;
  /** The last day it shows; not before the start date. */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** The address `singleUpload` answered for its image. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** With MEMBERSHIP: the membership levels it is for. */
  membershipIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Its name, unique whatever its case; at most 100 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The first day it shows (Jakarta). */
  startDate?: InputMaybe<Scalars['Date']['input']>;
  /** The https address a tap opens; empty for none. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** The cashier who rang a draft up. */
export type ShopPosDraftCashier = {
  __typename?: 'ShopPosDraftCashier';
  /** The user’s id. */
  id: Scalars['Int']['output'];
  /** Their name, or null. */
  name: Maybe<Scalars['String']['output']>;
  /** Their user name. */
  username: Scalars['String']['output'];
};

/** The registered customer a draft was rung up for, as they were then. */
export type ShopPosDraftCustomer = {
  __typename?: 'ShopPosDraftCustomer';
  /** The shop customer’s id. */
  id: Scalars['Int']['output'];
  /** Their name, or null. */
  name: Maybe<Scalars['String']['output']>;
  /** Their phone number, or null. */
  phoneNo: Maybe<Scalars['String']['output']>;
};

/** A POS order kept as a draft (spec: POS draft order) until it is accepted and placed. */
export type ShopPosDraftOrder = LiveOrder & {
  __typename?: 'ShopPosDraftOrder';
  /** The promos that gave a discount when it was last priced. */
  appliedPromos: Array<ShopUsedPromo>;
  /** The cashier who rang it up, or null. */
  createdBy: Maybe<ShopPosDraftCashier>;
  /** The cashier who rang it up. */
  createdById: Maybe<Scalars['Int']['output']>;
  /** When it was placed, or rung up as a draft. */
  createdTime: Scalars['DateTime']['output'];
  /** The registered customer, as they were when it was priced, or null for a walk-in. */
  customer: Maybe<ShopPosDraftCustomer>;
  /** The customer, or null for a walk-in. */
  customerId: Maybe<Scalars['Int']['output']>;
  /** The name called out, or null. */
  customerName: Maybe<Scalars['String']['output']>;
  /** Its discounts, when last priced. */
  discountAmount: Scalars['Int']['output'];
  /** The outlet that makes it. */
  hub: ShopHub;
  /** The outlet’s id. */
  hubId: Scalars['Int']['output'];
  /** The id of the order, or of the draft: of its own type. */
  id: Scalars['Int']['output'];
  /** The lines as rung up. */
  items: Array<ShopPosDraftOrderItem>;
  /** The lines as last priced, with their choices. */
  menus: Array<ShopOrderMenu>;
  /** The name to call out: the one given, else the registered customer’s; null for none. */
  nameToCallOut: Maybe<Scalars['String']['output']>;
  /** Its number. */
  orderNo: Scalars['String']['output'];
  /** The short number the barista calls out. */
  orderNoAlias: Scalars['String']['output'];
  /** Rupiah the customer pays. */
  paidAmount: Scalars['Int']['output'];
  /** How it is paid. */
  paymentMethod: ShopPaymentMethod;
  /** The POS promo partner, or null. */
  promoPartnerId: Maybe<Scalars['Int']['output']>;
  /** The partner’s name, or null. */
  promoPartnerName: Maybe<Scalars['String']['output']>;
  /** The promos offered that gave nothing when it was last priced, with their reasons. */
  refusedPromos: Array<ShopRefusedPromo>;
  /** NOW or SCHEDULED. */
  scheduleType: Scalars['String']['output'];
  /** The order it became, once accepted. */
  shopOrderId: Maybe<Scalars['Int']['output']>;
  /** DRAFT, ACCEPTED or CANCELLED. */
  state: Scalars['String']['output'];
  /** Before any discount, when last priced. */
  totalPrice: Scalars['Int']['output'];
  /** How it is handed over. */
  type: ShopOrderType;
  /** When it last changed. */
  updatedTime: Scalars['DateTime']['output'];
  /** Bumped by every change: a screen keeps the highest it has seen. */
  version: Scalars['Int']['output'];
  /** The voucher code given, or null. */
  voucherCode: Maybe<Scalars['String']['output']>;
};

/** A line of a draft as rung up, to open it again at the counter. */
export type ShopPosDraftOrderItem = {
  __typename?: 'ShopPosDraftOrderItem';
  /** How many units. */
  amount: Scalars['Int']['output'];
  /** The chosen customization items. */
  customizationItemIds: Array<Scalars['Int']['output']>;
  /** The menu. */
  menuId: Scalars['Int']['output'];
  /** The chosen variant units. */
  menuVariantUnitIds: Array<Scalars['Int']['output']>;
  /** The note for the barista, or null. */
  note: Maybe<Scalars['String']['output']>;
  /** The chosen toppings. */
  toppingIds: Array<Scalars['Int']['output']>;
};

/** A menu an outlet sells, as the counter offers it. */
export type ShopPosMenu = {
  __typename?: 'ShopPosMenu';
  /** False when it is sold out at the outlet. */
  available: Scalars['Boolean']['output'];
  /** Its customization items (Sugar level, Ice level…), by customization: what customizationItemIds takes. */
  customizations: Array<ShopMenuCustomizationChoice>;
  /** The menu. */
  menuId: Scalars['Int']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** The outlet’s full price of one unit, before its discounted price. */
  price: Scalars['Int']['output'];
  /** What one unit costs now: the outlet’s discounted price while that runs (docs/pricing.md, rule 1), its price otherwise. */
  priceNow: Scalars['Int']['output'];
  /** Its toppings on sale: what toppingIds takes. */
  toppings: Array<ShopMenuToppingChoice>;
  /** Its sizes, by variant. */
  variantUnits: Array<ShopPosMenuSize>;
};

/** A size (a menu variant unit) a menu comes in at the counter. */
export type ShopPosMenuSize = {
  __typename?: 'ShopPosMenuSize';
  /** The menu variant unit’s id: what menuVariantUnitIds takes. */
  id: Scalars['Int']['output'];
  /** Its name, e.g. Large. */
  name: Scalars['String']['output'];
  /** What it adds to one unit, in rupiah. */
  price: Scalars['Int']['output'];
  /** The variant it belongs to, e.g. Size; a line takes one of each variant. */
  variantName: Scalars['String']['output'];
};

/** A POS order as priced: its lines, totals and the promos applied and refused. */
export type ShopPosOrderCalculation = {
  __typename?: 'ShopPosOrderCalculation';
  /** The promos that gave a discount. */
  appliedPromos: Array<ShopUsedPromo>;
  /** The customer, or null. */
  customerId: Maybe<Scalars['Int']['output']>;
  /** The name called out, or null. */
  customerName: Maybe<Scalars['String']['output']>;
  /** The outlet. */
  hubId: Scalars['Int']['output'];
  /** The lines as priced. */
  items: Array<ShopPosOrderItemResult>;
  /** What the customer pays. */
  paidAmount: Scalars['Int']['output'];
  /** How it is paid. */
  paymentMethod: ShopPaymentMethod;
  /** The POS promo partner, or null. */
  posPromoPartnerId: Maybe<Scalars['Int']['output']>;
  /** The promos offered that gave nothing, with their reasons. */
  refusedPromos: Array<ShopRefusedPromo>;
  /** Everything before discounts. */
  totalAmount: Scalars['Int']['output'];
  /** Item and order-level discounts. */
  totalDiscount: Scalars['Int']['output'];
  /** The lines before any discount. */
  totalItemPrice: Scalars['Int']['output'];
  /** totalItemPrice − totalDiscount. */
  totalItemPriceAfterDiscount: Scalars['Int']['output'];
  /** What the outlet’s discounted prices take off the lines, already out of totalItemPrice: the lines at full price come to totalItemPrice + totalOutletDiscount. */
  totalOutletDiscount: Scalars['Int']['output'];
  /** The order type. */
  type: ShopOrderType;
};

/** A POS order to price. */
export type ShopPosOrderInput = {
  /** The customer, or null for a walk-in. */
  customerId?: InputMaybe<Scalars['Int']['input']>;
  /** The name called out, or null. */
  customerName?: InputMaybe<Scalars['String']['input']>;
  /** The outlet. */
  hubId: Scalars['Int']['input'];
  /** The lines; at least one. */
  items: Array<ShopPosOrderItemInput>;
  /** How it is paid. */
  paymentMethod: ShopPaymentMethod;
  /** The POS promo partner, or null. */
  promoPartnerId?: InputMaybe<Scalars['Int']['input']>;
  /** The order type. */
  type: ShopOrderType;
  /** A voucher code the customer gives, or null; a code that gives nothing is refused with its reason. */
  voucherCode?: InputMaybe<Scalars['String']['input']>;
};

/** A line of a POS order. */
export type ShopPosOrderItemInput = {
  /** How many units; 1 to 999. */
  amount: Scalars['Int']['input'];
  /** The chosen customization items. */
  customizationItemIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The line’s own id, to match it in the answer; its position when left out. */
  id?: InputMaybe<Scalars['String']['input']>;
  /** The menu, sold at the outlet. */
  menuId: Scalars['Int']['input'];
  /** The chosen variant units of the menu (shop menu variant unit ids). */
  menuVariantUnitIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** A note for the barista. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The chosen toppings, one of each per unit. */
  toppingIds?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** A line of a POS order as priced. */
export type ShopPosOrderItemResult = {
  __typename?: 'ShopPosOrderItemResult';
  /** How many units. */
  amount: Scalars['Int']['output'];
  /** itemDiscount + orderDiscount. */
  discount: Scalars['Int']['output'];
  /** One unit of the menu at the outlet’s full price, before its discounted price. */
  fullPrice: Scalars['Int']['output'];
  /** The line’s id as sent (or its position). */
  id: Scalars['String']['output'];
  /** The item promo’s discount on this line. */
  itemDiscount: Scalars['Int']['output'];
  /** The menu. */
  menuId: Scalars['Int']['output'];
  /** The menu’s name. */
  name: Scalars['String']['output'];
  /** This line’s share of the order-level discount. */
  orderDiscount: Scalars['Int']['output'];
  /** What the outlet’s discounted price takes off this line: (fullPrice − price) × amount; 0 outside its window. Already out of totalPrice. */
  outletDiscount: Scalars['Int']['output'];
  /** One unit at the outlet’s price (its discounted price while that runs). */
  price: Scalars['Int']['output'];
  /** One unit’s variant units, toppings and customizations. */
  totalCustomizationPrice: Scalars['Int']['output'];
  /** (price + totalCustomizationPrice) × amount. */
  totalPrice: Scalars['Int']['output'];
  /** totalPrice − discount. */
  totalPriceAfterDiscount: Scalars['Int']['output'];
};

/** An active outlet the caller may work at: at its counter or on its live screen. */
export type ShopPosOutlet = {
  __typename?: 'ShopPosOutlet';
  /** Its number. */
  hubNo: Scalars['String']['output'];
  /** The outlet’s id. */
  id: Scalars['Int']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
};

/** A business whose customers the point of sale gives promos to (a delivery app, an office). */
export type ShopPosPartner = {
  __typename?: 'ShopPosPartner';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** A new shop pos partner. */
export type ShopPosPartnerInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active: Scalars['Boolean']['input'];
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The shop pos partner's name, unique among shop pos partner records; refused when blank or too long. */
  name: Scalars['String']['input'];
};

/** One page of a list of ShopPosPartner records. */
export type ShopPosPartnerPage = {
  __typename?: 'ShopPosPartnerPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopPosPartner>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a shop pos partner to change; those left out keep their value. */
export type ShopPosPartnerUpdateInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The shop pos partner's name, unique among shop pos partner records; refused when blank or too long. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A POS promo: an order discount the point of sale gives a POS partner’s customers, with its period, schedules, item groups, payment methods, outlets and limits. */
export type ShopPosPromo = {
  __typename?: 'ShopPosPromo';
  /** False when it is not offered. */
  active: Scalars['Boolean']['output'];
  /** The order types it is for; empty for all. */
  allowedOrderTypes: Array<ShopOrderType>;
  /** The payment methods it is for; empty for all. */
  allowedPaymentMethods: Array<ShopPaymentMethod>;
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Which customers it is for, or null for everyone. */
  customerRule: Maybe<CustomerRule>;
  /** What it gives, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** Percent or rupiah. */
  discountAmount: Scalars['Int']['output'];
  /** Whether it discounts the items or the delivery fee. */
  discountLevel: DiscountLevel;
  /** When it ends (excluded). */
  endDate: Scalars['DateTime']['output'];
  /** The outlets it runs at; empty for all. */
  hubIds: Array<Scalars['Int']['output']>;
  /** The promo’s id. */
  id: Scalars['Int']['output'];
  /** Its item groups. */
  itemGroups: Array<PromoItemGroup>;
  /** SINGLE or BUNDLE for an item promo, or null. */
  itemRule: Maybe<ItemRule>;
  /** The largest discount it gives one order, or null. */
  maximumDiscountAmount: Maybe<Scalars['Int']['output']>;
  /** The least rupiah of items an order needs, or null. */
  minimumAmount: Maybe<Scalars['Int']['output']>;
  /** The fewest items an order needs, or null. */
  minimumItem: Maybe<Scalars['Int']['output']>;
  /** Its name. */
  name: Scalars['String']['output'];
  /** Its shop pos partner. */
  partner: ShopPosPartner;
  /** The id of its shop pos partner. */
  partnerId: Scalars['Int']['output'];
  /** The weekly windows it runs in; empty for always. */
  schedules: Array<PromoSchedule>;
  /** When it starts (included). */
  startDate: Scalars['DateTime']['output'];
  /** How many times it may be used in all, or null. */
  totalQuantity: Maybe<Scalars['Int']['output']>;
  /** Percent or rupiah. */
  unit: DiscountUnit;
  /** When it was last changed; send it back as expectedUpdatedTime. */
  updatedTime: Scalars['DateTime']['output'];
  /** How many times one customer may use it, or null. */
  usageLimitPerCustomer: Maybe<Scalars['Int']['output']>;
  /** How many times it has been used. */
  usedQuantity: Scalars['Int']['output'];
};

/** A new POS promo. */
export type ShopPosPromoInput = {
  /** False stops it being offered. */
  active: Scalars['Boolean']['input'];
  /** The order types it is for; empty for all. */
  allowedOrderTypes?: InputMaybe<Array<ShopOrderType>>;
  /** The payment methods it is for; empty for all. */
  allowedPaymentMethods?: InputMaybe<Array<ShopPaymentMethod>>;
  /** Which customers it is for; null for everyone. */
  customerRule?: InputMaybe<CustomerRuleInput>;
  /** What it gives, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Percent (0 to 100) or rupiah; item promos use their groups’ amounts. */
  discountAmount: Scalars['Int']['input'];
  /** When it ends (excluded): "End period must be after start period." otherwise. */
  endDate: Scalars['DateTime']['input'];
  /** The outlets it runs at; empty for all. */
  hubIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The item groups: one for SINGLE, one or more for BUNDLE. */
  itemGroups?: InputMaybe<Array<PromoItemGroupInput>>;
  /** SINGLE or BUNDLE for an item promo (order level only); null for a promo on the whole order. */
  itemRule?: InputMaybe<ItemRule>;
  /** The largest discount it gives one order, in rupiah, or null. */
  maximumDiscountAmount?: InputMaybe<Scalars['Int']['input']>;
  /** The order needs at least this many rupiah of items, or null. */
  minimumAmount?: InputMaybe<Scalars['Int']['input']>;
  /** The order needs at least this many items, or null. */
  minimumItem?: InputMaybe<Scalars['Int']['input']>;
  /** Its name; at most 100 characters. */
  name: Scalars['String']['input'];
  /** The id of the POS partner whose customers get it; it must exist and be active. */
  partnerId: Scalars['Int']['input'];
  /** The weekly windows it runs in; empty for always. */
  schedules?: InputMaybe<Array<PromoScheduleInput>>;
  /** When it starts (included). */
  startDate: Scalars['DateTime']['input'];
  /** How many times it may be used in all, or null for no limit. */
  totalQuantity?: InputMaybe<Scalars['Int']['input']>;
  /** Percent or rupiah. */
  unit: DiscountUnit;
  /** How many times one customer may use it, or null for no limit. */
  usageLimitPerCustomer?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of a list of ShopPosPromo records. */
export type ShopPosPromoPage = {
  __typename?: 'ShopPosPromoPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopPosPromo>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a POS promo to change; those left out keep their value. */
export type ShopPosPromoUpdateInput = {
  /** False stops it being offered. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** The order types it is for; empty for all. */
  allowedOrderTypes?: InputMaybe<Array<ShopOrderType>>;
  /** The payment methods it is for; empty for all. */
  allowedPaymentMethods?: InputMaybe<Array<ShopPaymentMethod>>;
  /** Which customers it is for; null for everyone. */
  customerRule?: InputMaybe<CustomerRuleInput>;
  /** What it gives, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Percent (0 to 100) or rupiah; item promos use their groups’ amounts. */
  discountAmount?: InputMaybe<Scalars['Int']['input']>;
  /** When it ends (excluded): "End period must be after start period." otherwise. */
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** The outlets it runs at; empty for all. */
  hubIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** The item groups: one for SINGLE, one or more for BUNDLE. */
  itemGroups?: InputMaybe<Array<PromoItemGroupInput>>;
  /** SINGLE or BUNDLE for an item promo (order level only); null for a promo on the whole order. */
  itemRule?: InputMaybe<ItemRule>;
  /** The largest discount it gives one order, in rupiah, or null. */
  maximumDiscountAmount?: InputMaybe<Scalars['Int']['input']>;
  /** The order needs at least this many rupiah of items, or null. */
  minimumAmount?: InputMaybe<Scalars['Int']['input']>;
  /** The order needs at least this many items, or null. */
  minimumItem?: InputMaybe<Scalars['Int']['input']>;
  /** Its name; at most 100 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The id of the POS partner whose customers get it; it must exist and be active. */
  partnerId?: InputMaybe<Scalars['Int']['input']>;
  /** The weekly windows it runs in; empty for always. */
  schedules?: InputMaybe<Array<PromoScheduleInput>>;
  /** When it starts (included). */
  startDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** How many times it may be used in all, or null for no limit. */
  totalQuantity?: InputMaybe<Scalars['Int']['input']>;
  /** Percent or rupiah. */
  unit?: InputMaybe<DiscountUnit>;
  /** How many times one customer may use it, or null for no limit. */
  usageLimitPerCustomer?: InputMaybe<Scalars['Int']['input']>;
};

/** How a point-of-sale sale was made (Dine in, Take away, GoFood). */
export type ShopPosSalesType = {
  __typename?: 'ShopPosSalesType';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** A new shop pos sales type. */
export type ShopPosSalesTypeInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active: Scalars['Boolean']['input'];
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The shop pos sales type's name, unique among shop pos sales type records; refused when blank or too long. */
  name: Scalars['String']['input'];
};

/** One page of a list of ShopPosSalesType records. */
export type ShopPosSalesTypePage = {
  __typename?: 'ShopPosSalesTypePage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopPosSalesType>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a shop pos sales type to change; those left out keep their value. */
export type ShopPosSalesTypeUpdateInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The shop pos sales type's name, unique among shop pos sales type records; refused when blank or too long. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A vending product the ordering app sells for pick-up at a machine, under its shop name and picture. */
export type ShopProduct = {
  __typename?: 'ShopProduct';
  /** False when taken off the shop. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** What customers read about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** Its shop product display category, or null. */
  displayCategory: Maybe<ShopProductDisplayCategory>;
  /** The id of its shop product display category, or null. */
  displayCategoryId: Maybe<Scalars['Int']['output']>;
  /** The shop product’s id. */
  id: Scalars['Int']['output'];
  /** The address of its picture, or null. */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** The ids of the machine-type displays where it is offered. */
  machineTypeDisplayIds: Array<Scalars['Int']['output']>;
  /** The machine-type displays where it is offered. */
  machineTypeDisplays: Array<MachineTypeDisplay>;
  /** Its name in the shop. */
  name: Scalars['String']['output'];
  /** Rupiah it sells for in the shop. */
  price: Scalars['Int']['output'];
  /** Its product. */
  product: Product;
  /** The id of its product. */
  productId: Scalars['Int']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** A heading the ordering app groups machine products under, in priority order. */
export type ShopProductDisplayCategory = {
  __typename?: 'ShopProductDisplayCategory';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** Its place in lists, lowest first; raise and lower move it one place. */
  priority: Scalars['Int']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** A new shop product display category. */
export type ShopProductDisplayCategoryInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active: Scalars['Boolean']['input'];
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The shop product display category's name, unique among shop product display category records; refused when blank or too long. */
  name: Scalars['String']['input'];
};

/** One page of a list of ShopProductDisplayCategory records. */
export type ShopProductDisplayCategoryPage = {
  __typename?: 'ShopProductDisplayCategoryPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopProductDisplayCategory>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a shop product display category to change; those left out keep their value. */
export type ShopProductDisplayCategoryUpdateInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The shop product display category's name, unique among shop product display category records; refused when blank or too long. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A shop product’s details; in an update, the fields left out keep their value and a list given replaces the whole list. */
export type ShopProductInput = {
  /** False takes it off the shop. */
  active: Scalars['Boolean']['input'];
  /** What customers read about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The id of the product display category the ordering app shows it under, or null. */
  displayCategoryId?: InputMaybe<Scalars['Int']['input']>;
  /** The address `singleUpload` answered for its picture, or null. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** The ids of the machine-type displays where it is offered; the whole list. */
  machineTypeDisplayIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Its name in the shop; required, not blank. */
  name: Scalars['String']['input'];
  /** Rupiah it sells for in the shop; not negative. */
  price: Scalars['Int']['input'];
  /** The id of the vending product it sells; one shop product per vending product. */
  productId: Scalars['Int']['input'];
};

/** The shop products offered on one machine-type display. */
export type ShopProductMachineTypeDisplay = {
  __typename?: 'ShopProductMachineTypeDisplay';
  /** The machine-type display. */
  machineTypeDisplay: MachineTypeDisplay;
  /** The id of the machine-type display. */
  machineTypeDisplayId: Scalars['Int']['output'];
  /** The ids of the shop products offered on it. */
  shopProductIds: Array<Scalars['Int']['output']>;
  /** The shop products offered on it, by name. */
  shopProducts: Array<ShopProduct>;
};

/** One page of a list of ShopProduct records. */
export type ShopProductPage = {
  __typename?: 'ShopProductPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopProduct>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A shop product’s details; in an update, the fields left out keep their value and a list given replaces the whole list. */
export type ShopProductUpdateInput = {
  /** False takes it off the shop. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** What customers read about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The id of the product display category the ordering app shows it under, or null. */
  displayCategoryId?: InputMaybe<Scalars['Int']['input']>;
  /** The address `singleUpload` answered for its picture, or null. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** The ids of the machine-type displays where it is offered; the whole list. */
  machineTypeDisplayIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Its name in the shop; required, not blank. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Rupiah it sells for in the shop; not negative. */
  price?: InputMaybe<Scalars['Int']['input']>;
  /** The id of the vending product it sells; one shop product per vending product. */
  productId?: InputMaybe<Scalars['Int']['input']>;
};

/** A shop promo: a discount on orders or their delivery, with its period, schedules, item groups, customer rule and limits. */
export type ShopPromo = {
  __typename?: 'ShopPromo';
  /** False when it is not offered. */
  active: Scalars['Boolean']['output'];
  /** The order types it is for; empty for all. */
  allowedOrderTypes: Array<ShopOrderType>;
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Which customers it is for, or null for everyone. */
  customerRule: Maybe<CustomerRule>;
  /** What it gives, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** Percent or rupiah. */
  discountAmount: Scalars['Int']['output'];
  /** Whether it discounts the items or the delivery fee. */
  discountLevel: DiscountLevel;
  /** When it ends (excluded). */
  endDate: Scalars['DateTime']['output'];
  /** The promo’s id. */
  id: Scalars['Int']['output'];
  /** Its picture, or null. */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** Its item groups. */
  itemGroups: Array<PromoItemGroup>;
  /** SINGLE or BUNDLE for an item promo, or null. */
  itemRule: Maybe<ItemRule>;
  /** Menus or vending products. */
  kind: ShopPromoKind;
  /** The largest discount it gives one order, or null. */
  maximumDiscountAmount: Maybe<Scalars['Int']['output']>;
  /** The least rupiah of items an order needs, or null. */
  minimumAmount: Maybe<Scalars['Int']['output']>;
  /** The fewest items an order needs, or null. */
  minimumItem: Maybe<Scalars['Int']['output']>;
  /** Its name. */
  name: Scalars['String']['output'];
  /** True when it is given by scanning a QR code. */
  qrPromo: Scalars['Boolean']['output'];
  /** The weekly windows it runs in; empty for always. */
  schedules: Array<PromoSchedule>;
  /** When it starts (included). */
  startDate: Scalars['DateTime']['output'];
  /** How many times it may be used in all, or null. */
  totalQuantity: Maybe<Scalars['Int']['output']>;
  /** Percent or rupiah. */
  unit: DiscountUnit;
  /** When it was last changed; send it back as expectedUpdatedTime. */
  updatedTime: Scalars['DateTime']['output'];
  /** How many times one customer may use it, or null. */
  usageLimitPerCustomer: Maybe<Scalars['Int']['output']>;
  /** How many times it has been used. */
  usedQuantity: Scalars['Int']['output'];
};

/** A new shop promo. */
export type ShopPromoInput = {
  /** False stops it being offered. */
  active: Scalars['Boolean']['input'];
  /** The order types it is for; empty for all. */
  allowedOrderTypes?: InputMaybe<Array<ShopOrderType>>;
  /** Which customers it is for; null for everyone. */
  customerRule?: InputMaybe<CustomerRuleInput>;
  /** What it gives, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Percent (0 to 100) or rupiah; item promos use their groups’ amounts. */
  discountAmount: Scalars['Int']['input'];
  /** Whether it discounts the items or the delivery fee. */
  discountLevel: DiscountLevel;
  /** When it ends (excluded): "End period must be after start period." otherwise. */
  endDate: Scalars['DateTime']['input'];
  /** Its picture, an address singleUpload answered, or null. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** The item groups: one for SINGLE, one or more for BUNDLE. */
  itemGroups?: InputMaybe<Array<PromoItemGroupInput>>;
  /** SINGLE or BUNDLE for an item promo (order level only); null for a promo on the whole order. */
  itemRule?: InputMaybe<ItemRule>;
  /** Menus or vending products; it cannot change later. */
  kind: ShopPromoKind;
  /** The largest discount it gives one order, in rupiah, or null. */
  maximumDiscountAmount?: InputMaybe<Scalars['Int']['input']>;
  /** The order needs at least this many rupiah of items, or null. */
  minimumAmount?: InputMaybe<Scalars['Int']['input']>;
  /** The order needs at least this many items, or null. */
  minimumItem?: InputMaybe<Scalars['Int']['input']>;
  /** Its name; at most 100 characters. */
  name: Scalars['String']['input'];
  /** True when it is given by scanning a QR code. */
  qrPromo: Scalars['Boolean']['input'];
  /** The weekly windows it runs in; empty for always. */
  schedules?: InputMaybe<Array<PromoScheduleInput>>;
  /** When it starts (included). */
  startDate: Scalars['DateTime']['input'];
  /** How many times it may be used in all, or null for no limit. */
  totalQuantity?: InputMaybe<Scalars['Int']['input']>;
  /** Percent or rupiah. */
  unit: DiscountUnit;
  /** How many times one customer may use it, or null for no limit. */
  usageLimitPerCustomer?: InputMaybe<Scalars['Int']['input']>;
};

/** Which goods a shop promo discounts. */
export type ShopPromoKind =
  /** The outlets’ menus (/shop-promotion). */
  | 'MENU'
  /** The vending shop’s products (/shop-product-promotion). */
  | 'PRODUCT';

/** One page of a list of ShopPromo records. */
export type ShopPromoPage = {
  __typename?: 'ShopPromoPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopPromo>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a shop promo to change; those left out keep their value. */
export type ShopPromoUpdateInput = {
  /** False stops it being offered. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** The order types it is for; empty for all. */
  allowedOrderTypes?: InputMaybe<Array<ShopOrderType>>;
  /** Which customers it is for; null for everyone. */
  customerRule?: InputMaybe<CustomerRuleInput>;
  /** What it gives, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Percent (0 to 100) or rupiah; item promos use their groups’ amounts. */
  discountAmount?: InputMaybe<Scalars['Int']['input']>;
  /** Whether it discounts the items or the delivery fee. */
  discountLevel?: InputMaybe<DiscountLevel>;
  /** When it ends (excluded): "End period must be after start period." otherwise. */
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** Its picture, an address singleUpload answered, or null. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** The item groups: one for SINGLE, one or more for BUNDLE. */
  itemGroups?: InputMaybe<Array<PromoItemGroupInput>>;
  /** SINGLE or BUNDLE for an item promo (order level only); null for a promo on the whole order. */
  itemRule?: InputMaybe<ItemRule>;
  /** The largest discount it gives one order, in rupiah, or null. */
  maximumDiscountAmount?: InputMaybe<Scalars['Int']['input']>;
  /** The order needs at least this many rupiah of items, or null. */
  minimumAmount?: InputMaybe<Scalars['Int']['input']>;
  /** The order needs at least this many items, or null. */
  minimumItem?: InputMaybe<Scalars['Int']['input']>;
  /** Its name; at most 100 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** True when it is given by scanning a QR code. */
  qrPromo?: InputMaybe<Scalars['Boolean']['input']>;
  /** The weekly windows it runs in; empty for always. */
  schedules?: InputMaybe<Array<PromoScheduleInput>>;
  /** When it starts (included). */
  startDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** How many times it may be used in all, or null for no limit. */
  totalQuantity?: InputMaybe<Scalars['Int']['input']>;
  /** Percent or rupiah. */
  unit?: InputMaybe<DiscountUnit>;
  /** How many times one customer may use it, or null for no limit. */
  usageLimitPerCustomer?: InputMaybe<Scalars['Int']['input']>;
};

/** The ordering app’s configuration: how long an unpaid order waits, the pick-up and delivery windows, the payment methods’ notes, the popup banner and loyalty points. */
export type ShopPwaConfiguration = {
  __typename?: 'ShopPwaConfiguration';
  /** The latest delivery time of a day, HH:mm. */
  deliveryEndTime: Scalars['String']['output'];
  /** The earliest delivery time of a day, HH:mm. */
  deliveryStartTime: Scalars['String']['output'];
  /** Minutes between the delivery times a customer may choose. */
  deliveryTimeSelectionRangeInMinute: Scalars['Int']['output'];
  /** The note shown with GoPay, or null. */
  gopayAdditionalInfo: Maybe<Scalars['String']['output']>;
  /** The note shown with LinkAja, or null. */
  linkAjaAdditionalInfo: Maybe<Scalars['String']['output']>;
  /** The most of an order’s price loyalty points may pay, in percent. */
  maximumLoyaltyPointsUsedPercentage: Scalars['Int']['output'];
  /** Minutes an unpaid order waits for its payment before it expires. */
  pendingToLiveDurationInMinute: Scalars['Int']['output'];
  /** The latest pick-up time of a day, HH:mm. */
  pickUpEndTime: Scalars['String']['output'];
  /** The earliest pick-up time of a day, HH:mm. */
  pickUpStartTime: Scalars['String']['output'];
  /** Minutes between the pick-up times a customer may choose. */
  pickUpTimeSelectionRangeInMinute: Scalars['Int']['output'];
  /** Seconds before the ordering app shows its popup banner. */
  popupBannerDelayTimeInSeconds: Scalars['Int']['output'];
  /** The note shown with ShopeePay, or null. */
  shopeePayAdditionalInfo: Maybe<Scalars['String']['output']>;
  /** When it was last saved; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** The whole ordering app configuration. */
export type ShopPwaConfigurationInput = {
  /** HH:mm, after the start time. */
  deliveryEndTime: Scalars['String']['input'];
  /** HH:mm, before the end time. */
  deliveryStartTime: Scalars['String']['input'];
  /** Minutes between delivery times, a positive whole number. */
  deliveryTimeSelectionRangeInMinute: Scalars['Int']['input'];
  /** The note shown with GoPay; empty for none. */
  gopayAdditionalInfo?: InputMaybe<Scalars['String']['input']>;
  /** The note shown with LinkAja; empty for none. */
  linkAjaAdditionalInfo?: InputMaybe<Scalars['String']['input']>;
  /** Percent, 0 to 100. */
  maximumLoyaltyPointsUsedPercentage: Scalars['Int']['input'];
  /** Minutes an unpaid order waits, a positive whole number. */
  pendingToLiveDurationInMinute: Scalars['Int']['input'];
  /** HH:mm, after the start time. */
  pickUpEndTime: Scalars['String']['input'];
  /** HH:mm, before the end time. */
  pickUpStartTime: Scalars['String']['input'];
  /** Minutes between pick-up times, a positive whole number. */
  pickUpTimeSelectionRangeInMinute: Scalars['Int']['input'];
  /** Seconds before the popup banner shows, a positive whole number. */
  popupBannerDelayTimeInSeconds: Scalars['Int']['input'];
  /** The note shown with ShopeePay; empty for none. */
  shopeePayAdditionalInfo?: InputMaybe<Scalars['String']['input']>;
};

/** A promo offered to the order that gave nothing, and why. */
export type ShopRefusedPromo = {
  __typename?: 'ShopRefusedPromo';
  /** A shop promo, a POS promo or a voucher code: the table shopPromoId is an id of. */
  kind: ShopCalculatedPromoKind;
  /** The reason in words. */
  message: Scalars['String']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** The reason as a code (OUTSIDE_SCHEDULE, BELOW_MINIMUM_AMOUNT…), for programs. */
  reason: Scalars['String']['output'];
  /** The promo’s id among those of its kind. */
  shopPromoId: Scalars['Int']['output'];
};

/** When the order is wanted. */
export type ShopScheduleType =
  /** As soon as it is made. */
  | 'NOW'
  /** At the pick-up or delivery time the customer chose. */
  | 'SCHEDULED';

/** A banner of the ordering app’s home carousel, in priority order, shown (status 1) during its period, with the taps it had. */
export type ShopScrollingBanner = {
  __typename?: 'ShopScrollingBanner';
  /** How often customers tapped it. */
  clickCount: Scalars['Int']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** When it stops. */
  dateTimeEnd: Scalars['DateTime']['output'];
  /** When it starts showing. */
  dateTimeStart: Scalars['DateTime']['output'];
  /** The banner’s id. */
  id: Scalars['Int']['output'];
  /** The stored image. */
  imageUrl: Scalars['String']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** Its place in lists, lowest first; raise and lower move it one place. */
  priority: Scalars['Int']['output'];
  /** 1 shown, 0 hidden. */
  status: Scalars['Int']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The https address a tap opens, or null. */
  url: Maybe<Scalars['String']['output']>;
};

/** A new scrolling banner; it goes last. */
export type ShopScrollingBannerInput = {
  /** When it stops; after the start. */
  dateTimeEnd: Scalars['DateTime']['input'];
  /** When it starts showing. */
  dateTimeStart: Scalars['DateTime']['input'];
  /** The address `singleUpload` answered for its image. */
  imageUrl: Scalars['String']['input'];
  /** Its name, unique whatever its case; at most 100 characters. */
  name: Scalars['String']['input'];
  /** 1 shows it, 0 hides it. */
  status: Scalars['Int']['input'];
  /** The https address a tap opens; empty for none. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** One page of a list of ShopScrollingBanner records. */
export type ShopScrollingBannerPage = {
  __typename?: 'ShopScrollingBannerPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopScrollingBanner>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a scrolling banner to change; those left out keep their value. */
export type ShopScrollingBannerUpdateInput = {
  /** When it stops; after the start. */
  dateTimeEnd?: InputMaybe<Scalars['DateTime']['input']>;
  /** When it starts showing. */
  dateTimeStart?: InputMaybe<Scalars['DateTime']['input']>;
  /** The address `singleUpload` answered for its image. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Its name, unique whatever its case; at most 100 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** 1 shows it, 0 hides it. */
  status?: InputMaybe<Scalars['Int']['input']>;
  /** The https address a tap opens; empty for none. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** An outlet task: someone refills an outlet’s stock or does other work there. Without an assignee it waits to be assigned. */
export type ShopTask = {
  __typename?: 'ShopTask';
  /** What the caller may do with the task now: start, finish, decline (its assignee), update, delete, assign, reassign (VIEW_ALL_TASKS). */
  allowedActions: Array<Scalars['String']['output']>;
  /** Who is to do it, or null while unassigned. */
  assignee: Maybe<User>;
  /** The id of who is to do it; null while unassigned. */
  assigneeId: Maybe<Scalars['Int']['output']>;
  /** Who assigned it, or null. */
  assigner: Maybe<User>;
  /** The id of who assigned it, or null. */
  assignerId: Maybe<Scalars['Int']['output']>;
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Why the assignee declined it, or null. */
  declineReason: Maybe<Scalars['String']['output']>;
  /** What is to be done, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** When it is to be done. */
  executionTime: Scalars['DateTime']['output'];
  /** How many rows of the outlet’s stock the refill filled. */
  filledLines: Scalars['Int']['output'];
  /** When it was finished, or null. */
  finishedTime: Maybe<Scalars['DateTime']['output']>;
  /** The outlet task’s id. */
  id: Scalars['Int']['output'];
  /** The address of the photo taken on finishing, or null. */
  image: Maybe<Scalars['String']['output']>;
  /** A note, or null. */
  note: Maybe<Scalars['String']['output']>;
  /** The address of a second photo, or null. */
  optionalImage: Maybe<Scalars['String']['output']>;
  /** The outlet, or null when outside the caller’s mapping. */
  shopHub: Maybe<ShopHub>;
  /** The id of the outlet. */
  shopHubId: Scalars['Int']['output'];
  /** When it was started, or null. */
  startedTime: Maybe<Scalars['DateTime']['output']>;
  /** Where it stands: pending, started, done or declined. */
  state: TaskState;
  /** The outlet’s stock now, ingredients then packaging: what the refill fills. */
  stocks: Array<ShopHubStock>;
  /** A short title. */
  title: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** One row of the outlet’s stock filled by the task: whole units in, whole units out, or both. */
export type ShopTaskFillInput = {
  /** The id of the outlet stock row. */
  stockId: Scalars['Int']['input'];
  /** Whole units put in; the level may not go above the maximum. */
  stockIn?: InputMaybe<Scalars['Int']['input']>;
  /** Whole units taken out (expired, damaged); not more than held before the fill. */
  stockOut?: InputMaybe<Scalars['Int']['input']>;
};

/** An outlet task; in an update, the fields left out keep their value (the assignee changes through assignShopTask). */
export type ShopTaskInput = {
  /** Who is to do it; left out, the task waits to be assigned. */
  assigneeId?: InputMaybe<Scalars['Int']['input']>;
  /** What is to be done. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** When it should be done. */
  executionTime: Scalars['DateTime']['input'];
  /** A note for the assignee. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The id of the outlet. */
  shopHubId: Scalars['Int']['input'];
  /** A short title; required, not blank. */
  title: Scalars['String']['input'];
};

/** One page of a list of ShopTask records. */
export type ShopTaskPage = {
  __typename?: 'ShopTaskPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopTask>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** An outlet task; in an update, the fields left out keep their value (the assignee changes through assignShopTask). */
export type ShopTaskUpdateInput = {
  /** What is to be done. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** When it should be done. */
  executionTime?: InputMaybe<Scalars['DateTime']['input']>;
  /** A note for the assignee. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The id of the outlet. */
  shopHubId?: InputMaybe<Scalars['Int']['input']>;
  /** A short title; required, not blank. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A banner for another business’s offer that deals show, opening its https address, in priority order. */
export type ShopThirdPartyPromo = {
  __typename?: 'ShopThirdPartyPromo';
  /** False when it is not shown. */
  active: Scalars['Boolean']['output'];
  /** How often it was clicked (counted by the app; read-only). */
  click: Scalars['Int']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** When it stops being shown. */
  endAt: Scalars['DateTime']['output'];
  /** The promo’s id. */
  id: Scalars['Int']['output'];
  /** The banner picture’s address. */
  imageUrl: Scalars['String']['output'];
  /** How often the ordering app showed it (counted by the app; read-only). */
  impression: Scalars['Int']['output'];
  /** Its name. */
  name: Scalars['String']['output'];
  /** Its place in lists, lowest first; raise and lower move it one place. */
  priority: Scalars['Int']['output'];
  /** When it starts being shown. */
  startAt: Scalars['DateTime']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The https address the banner opens. */
  url: Scalars['String']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** A new third-party promo. */
export type ShopThirdPartyPromoInput = {
  /** False stops it being shown. */
  active: Scalars['Boolean']['input'];
  /** When it stops: "End period must be after start period." otherwise. */
  endAt: Scalars['DateTime']['input'];
  /** The banner picture, as singleUpload stored it. */
  imageUrl: Scalars['String']['input'];
  /** Its name; at most 100 characters. */
  name: Scalars['String']['input'];
  /** When it starts being shown. */
  startAt: Scalars['DateTime']['input'];
  /** The https address the banner opens. */
  url: Scalars['String']['input'];
};

/** One page of a list of ShopThirdPartyPromo records. */
export type ShopThirdPartyPromoPage = {
  __typename?: 'ShopThirdPartyPromoPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopThirdPartyPromo>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a third-party promo to change; those left out keep their value. */
export type ShopThirdPartyPromoUpdateInput = {
  /** False stops it being shown. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** When it stops: "End period must be after start period." otherwise. */
  endAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** The banner picture, as singleUpload stored it. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Its name; at most 100 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** When it starts being shown. */
  startAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** The https address the banner opens. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** Today’s paid shop orders beside the same time a week before, and the orders open at the outlets now. */
export type ShopToday = {
  __typename?: 'ShopToday';
  /** Today in the time zone asked for. */
  day: Scalars['Date']['output'];
  /** The same, seven days before, from midnight until the same time of day. */
  lastWeekSoFar: ShopFigures;
  /** Orders accepted and being made, whenever placed. */
  making: Scalars['Int']['output'];
  /** Orders placed from midnight until now that were paid. */
  today: ShopFigures;
  /** Orders waiting for their payment, whenever placed. */
  unpaid: Scalars['Int']['output'];
  /** Orders paid and not yet accepted by a barista, whenever placed. */
  waiting: Scalars['Int']['output'];
};

/** Something added on top of a drink (boba, cheese foam), in priority order. */
export type ShopTopping = {
  __typename?: 'ShopTopping';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** Rupiah it costs to make; not negative. */
  cogs: Scalars['Int']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** Rupiah it adds to the price; not negative. */
  price: Scalars['Int']['output'];
  /** Its place in lists, lowest first; raise and lower move it one place. */
  priority: Scalars['Int']['output'];
  /** Its product, or null. */
  product: Maybe<Product>;
  /** The id of its product, or null. */
  productId: Maybe<Scalars['Int']['output']>;
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** A new shop topping. */
export type ShopToppingInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active: Scalars['Boolean']['input'];
  /** Rupiah it costs to make; not negative. */
  cogs: Scalars['Int']['input'];
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The shop topping's name, unique among shop topping records; refused when blank or too long. */
  name: Scalars['String']['input'];
  /** Rupiah it adds to the price; not negative. */
  price: Scalars['Int']['input'];
  /** The id of the product it belongs to; it must exist and be active. */
  productId?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of a list of ShopTopping records. */
export type ShopToppingPage = {
  __typename?: 'ShopToppingPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopTopping>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a shop topping to change; those left out keep their value. */
export type ShopToppingUpdateInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Rupiah it costs to make; not negative. */
  cogs?: InputMaybe<Scalars['Int']['input']>;
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The shop topping's name, unique among shop topping records; refused when blank or too long. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Rupiah it adds to the price; not negative. */
  price?: InputMaybe<Scalars['Int']['input']>;
  /** The id of the product it belongs to; it must exist and be active. */
  productId?: InputMaybe<Scalars['Int']['input']>;
};

/** A promo that gave the order a discount (spec: used promo). */
export type ShopUsedPromo = {
  __typename?: 'ShopUsedPromo';
  /** What it discounted. */
  discountLevel: DiscountLevel;
  /** The discount it gave, in rupiah. */
  discountUsed: Scalars['Int']['output'];
  /** A shop promo, a POS promo or a voucher code: the table shopPromoId is an id of. */
  kind: ShopCalculatedPromoKind;
  /** Its name. */
  name: Scalars['String']['output'];
  /** The promo’s id among those of its kind. */
  shopPromoId: Scalars['Int']['output'];
};

/** A way a drink comes (Size, Temperature), made of units (Regular, Large), in priority order. */
export type ShopVariant = {
  __typename?: 'ShopVariant';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** Its place in lists, lowest first; raise and lower move it one place. */
  priority: Scalars['Int']['output'];
  /** True when the chosen unit’s vending product replaces the menu’s product on an order line. */
  productIdCombinedInShopOrderMenu: Scalars['Boolean']['output'];
  /** Its units, in order. */
  units: Array<ShopVariantUnit>;
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** A new variant with its units. */
export type ShopVariantInput = {
  /** False stops it being offered. */
  active: Scalars['Boolean']['input'];
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Its name, unique; refused when blank or too long. */
  name: Scalars['String']['input'];
  /** True when the chosen unit’s vending product replaces the menu’s product on an order line. */
  productIdCombinedInShopOrderMenu: Scalars['Boolean']['input'];
  /** The whole list of units, in order; a unit left out is removed, refused while a menu offers it. Names must not repeat. */
  units: Array<ShopVariantUnitInput>;
};

/** One page of a list of ShopVariant records. */
export type ShopVariantPage = {
  __typename?: 'ShopVariantPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopVariant>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** One unit of a variant (Regular, Large). */
export type ShopVariantUnit = {
  __typename?: 'ShopVariantUnit';
  /** The unit’s id; menus refer to it. */
  id: Scalars['Int']['output'];
  /** Its name, unique within its variant. */
  name: Scalars['String']['output'];
  /** The vending product it is, or null. */
  product: Maybe<Product>;
  /** The id of the vending product it is, or null. */
  productId: Maybe<Scalars['Int']['output']>;
};

/** One unit of a variant. */
export type ShopVariantUnitInput = {
  /** The id of a unit kept from before; none for a new unit. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Its name, unique within the variant. */
  name: Scalars['String']['input'];
  /** The id of the vending product it is, or null; it must exist. */
  productId?: InputMaybe<Scalars['Int']['input']>;
};

/** The fields of a variant to change; those left out keep their value. */
export type ShopVariantUpdateInput = {
  /** False stops it being offered. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Its name, unique; refused when blank or too long. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** True when the chosen unit’s vending product replaces the menu’s product on an order line. */
  productIdCombinedInShopOrderMenu?: InputMaybe<Scalars['Boolean']['input']>;
  /** The whole list of units, in order; a unit left out is removed, refused while a menu offers it. Names must not repeat. */
  units?: InputMaybe<Array<ShopVariantUnitInput>>;
};

/** What giving a code to customers did. */
export type ShopVoucherAssignment = {
  __typename?: 'ShopVoucherAssignment';
  /** Customers who already had it and keep theirs. */
  alreadyAssigned: Scalars['Int']['output'];
  /** Customers newly given the code. */
  assigned: Scalars['Int']['output'];
  /** The same in words, e.g. "Assigned HEMAT10 to 12 customers; 2 customers already had it." */
  message: Scalars['String']['output'];
};

/** A voucher code: what customers type, with how often it may be and has been used. */
export type ShopVoucherCode = {
  __typename?: 'ShopVoucherCode';
  /** How many customers it is assigned to. */
  assignedCount: Scalars['Int']['output'];
  /** The code’s id. */
  id: Scalars['Int']['output'];
  /** The code. */
  name: Scalars['String']['output'];
  /** Its voucher setting. */
  setting: ShopVoucherSetting;
  /** The id of its voucher setting. */
  shopVoucherSettingId: Scalars['Int']['output'];
  /** How many times it may be used in all, or null for no limit. */
  totalQuantity: Maybe<Scalars['Int']['output']>;
  /** An automatic voucher’s trigger, or null. */
  trigger: Maybe<AutomaticVoucherTrigger>;
  /** How many times it has been used. */
  usedQuantity: Scalars['Int']['output'];
};

/** A code of a manual voucher. */
export type ShopVoucherCodeInput = {
  /** The code customers type: letters, digits, hyphens, underscores; unique whatever its case. */
  name: Scalars['String']['input'];
  /** How many times it may be used in all, or null for no limit. */
  totalQuantity?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of a list of ShopVoucherCode records. */
export type ShopVoucherCodePage = {
  __typename?: 'ShopVoucherCodePage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopVoucherCode>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A voucher setting: the voucher’s rules (period, discount, item groups, schedules, customer rule, limits) and how its codes are made. */
export type ShopVoucherSetting = {
  __typename?: 'ShopVoucherSetting';
  /** False when it is not offered. */
  active: Scalars['Boolean']['output'];
  /** The order types it is for; empty for all. */
  allowedOrderTypes: Array<ShopOrderType>;
  /** True when the discount also covers the toppings’ prices. */
  appliedToTopping: Scalars['Boolean']['output'];
  /** True when the discount also covers the variants’ prices. */
  appliedToVariant: Scalars['Boolean']['output'];
  /** True when customers get it only by being assigned it. */
  assignedToUser: Scalars['Boolean']['output'];
  /** True when its codes were generated. */
  bulk: Scalars['Boolean']['output'];
  /** The start of its generated codes, or null. */
  codePrefix: Maybe<Scalars['String']['output']>;
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Which customers it is for, or null for everyone. */
  customerRule: Maybe<CustomerRule>;
  /** What it gives, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** Percent or rupiah. */
  discountAmount: Scalars['Int']['output'];
  /** Whether it discounts the items or the delivery fee. */
  discountLevel: DiscountLevel;
  /** Days an assigned voucher stays usable after it is claimed, or null. */
  durationInDays: Maybe<Scalars['Int']['output']>;
  /** When it ends (excluded). */
  endDate: Scalars['DateTime']['output'];
  /** The setting’s id. */
  id: Scalars['Int']['output'];
  /** Its picture, or null. */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** Its item groups. */
  itemGroups: Array<PromoItemGroup>;
  /** SINGLE or BUNDLE for an item promo, or null. */
  itemRule: Maybe<ItemRule>;
  /** The largest discount it gives one order, or null. */
  maximumDiscountAmount: Maybe<Scalars['Int']['output']>;
  /** The least rupiah of items an order needs, or null. */
  minimumAmount: Maybe<Scalars['Int']['output']>;
  /** The fewest items an order needs, or null. */
  minimumItem: Maybe<Scalars['Int']['output']>;
  /** Its name. */
  name: Scalars['String']['output'];
  /** How many codes were generated, or null. */
  numberOfVoucher: Maybe<Scalars['Int']['output']>;
  /** True when it is given by scanning a QR code. */
  qrPromo: Scalars['Boolean']['output'];
  /** How many of it one customer may hold, or null. */
  quantityPerCustomer: Maybe<Scalars['Int']['output']>;
  /** The weekly windows it runs in; empty for always. */
  schedules: Array<PromoSchedule>;
  /** When it starts (included). */
  startDate: Scalars['DateTime']['output'];
  /** The title the ordering app shows, or null. */
  title: Maybe<Scalars['String']['output']>;
  /** How many times it may be used in all, or null. */
  totalQuantity: Maybe<Scalars['Int']['output']>;
  /** Manual or automatic. */
  type: VoucherType;
  /** Percent or rupiah. */
  unit: DiscountUnit;
  /** When it was last changed; send it back as expectedUpdatedTime. */
  updatedTime: Scalars['DateTime']['output'];
  /** How many times one customer may use it, or null. */
  usageLimitPerCustomer: Maybe<Scalars['Int']['output']>;
  /** How many times it has been used. */
  usedQuantity: Scalars['Int']['output'];
  /** True when the ordering app lists it. */
  visible: Scalars['Boolean']['output'];
};

/** A new voucher setting with its codes. */
export type ShopVoucherSettingInput = {
  /** False stops it being offered. */
  active: Scalars['Boolean']['input'];
  /** The order types it is for; empty for all. */
  allowedOrderTypes?: InputMaybe<Array<ShopOrderType>>;
  /** True when the discount also covers the toppings’ prices. */
  appliedToTopping: Scalars['Boolean']['input'];
  /** True when the discount also covers the variants’ prices. */
  appliedToVariant: Scalars['Boolean']['input'];
  /** True when customers get it only by being assigned it, not by typing or claiming its code. */
  assignedToUser?: InputMaybe<Scalars['Boolean']['input']>;
  /** True to generate numberOfVoucher codes starting with codePrefix instead of typing them. */
  bulk?: InputMaybe<Scalars['Boolean']['input']>;
  /** The start of every generated code: capital letters and digits. */
  codePrefix?: InputMaybe<Scalars['String']['input']>;
  /** A manual voucher’s typed codes. */
  codes?: InputMaybe<Array<ShopVoucherCodeInput>>;
  /** Which customers it is for; null for everyone. */
  customerRule?: InputMaybe<CustomerRuleInput>;
  /** What it gives, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Percent (0 to 100) or rupiah; item promos use their groups’ amounts. */
  discountAmount: Scalars['Int']['input'];
  /** Whether it discounts the items or the delivery fee. */
  discountLevel: DiscountLevel;
  /** How many days an assigned voucher stays usable after it is claimed, or null. */
  durationInDays?: InputMaybe<Scalars['Int']['input']>;
  /** When it ends (excluded): "End period must be after start period." otherwise. */
  endDate: Scalars['DateTime']['input'];
  /** Its picture, an address singleUpload answered, or null. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** The item groups: one for SINGLE, one or more for BUNDLE. */
  itemGroups?: InputMaybe<Array<PromoItemGroupInput>>;
  /** SINGLE or BUNDLE for an item promo (order level only); null for a promo on the whole order. */
  itemRule?: InputMaybe<ItemRule>;
  /** The largest discount it gives one order, in rupiah, or null. */
  maximumDiscountAmount?: InputMaybe<Scalars['Int']['input']>;
  /** The order needs at least this many rupiah of items, or null. */
  minimumAmount?: InputMaybe<Scalars['Int']['input']>;
  /** The order needs at least this many items, or null. */
  minimumItem?: InputMaybe<Scalars['Int']['input']>;
  /** Its name; at most 100 characters. */
  name: Scalars['String']['input'];
  /** How many codes to generate, 1 to 10.000. */
  numberOfVoucher?: InputMaybe<Scalars['Int']['input']>;
  /** True when it is given by scanning a QR code. */
  qrPromo: Scalars['Boolean']['input'];
  /** How many of it one customer may hold, or null. */
  quantityPerCustomer?: InputMaybe<Scalars['Int']['input']>;
  /** The weekly windows it runs in; empty for always. */
  schedules?: InputMaybe<Array<PromoScheduleInput>>;
  /** When it starts (included). */
  startDate: Scalars['DateTime']['input'];
  /** The title the ordering app shows, or null. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** How many times it may be used in all, or null for no limit. */
  totalQuantity?: InputMaybe<Scalars['Int']['input']>;
  /** An automatic voucher’s trigger; null for a manual one. */
  trigger?: InputMaybe<AutomaticVoucherTrigger>;
  /** Manual or automatic; it cannot change later. */
  type: VoucherType;
  /** Percent or rupiah. */
  unit: DiscountUnit;
  /** How many times one customer may use it, or null for no limit. */
  usageLimitPerCustomer?: InputMaybe<Scalars['Int']['input']>;
  /** True when the ordering app lists it. */
  visible: Scalars['Boolean']['input'];
};

/** One page of a list of ShopVoucherSetting records. */
export type ShopVoucherSettingPage = {
  __typename?: 'ShopVoucherSettingPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<ShopVoucherSetting>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a voucher setting to change; those left out keep their value. Its codes do not change here. */
export type ShopVoucherSettingUpdateInput = {
  /** False stops it being offered. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** The order types it is for; empty for all. */
  allowedOrderTypes?: InputMaybe<Array<ShopOrderType>>;
  /** True when the discount also covers the toppings’ prices. */
  appliedToTopping?: InputMaybe<Scalars['Boolean']['input']>;
  /** True when the discount also covers the variants’ prices. */
  appliedToVariant?: InputMaybe<Scalars['Boolean']['input']>;
  /** True when customers get it only by being assigned it, not by typing or claiming its code. */
  assignedToUser?: InputMaybe<Scalars['Boolean']['input']>;
  /** Which customers it is for; null for everyone. */
  customerRule?: InputMaybe<CustomerRuleInput>;
  /** What it gives, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Percent (0 to 100) or rupiah; item promos use their groups’ amounts. */
  discountAmount?: InputMaybe<Scalars['Int']['input']>;
  /** Whether it discounts the items or the delivery fee. */
  discountLevel?: InputMaybe<DiscountLevel>;
  /** How many days an assigned voucher stays usable after it is claimed, or null. */
  durationInDays?: InputMaybe<Scalars['Int']['input']>;
  /** When it ends (excluded): "End period must be after start period." otherwise. */
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** Its picture, an address singleUpload answered, or null. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** The item groups: one for SINGLE, one or more for BUNDLE. */
  itemGroups?: InputMaybe<Array<PromoItemGroupInput>>;
  /** SINGLE or BUNDLE for an item promo (order level only); null for a promo on the whole order. */
  itemRule?: InputMaybe<ItemRule>;
  /** The largest discount it gives one order, in rupiah, or null. */
  maximumDiscountAmount?: InputMaybe<Scalars['Int']['input']>;
  /** The order needs at least this many rupiah of items, or null. */
  minimumAmount?: InputMaybe<Scalars['Int']['input']>;
  /** The order needs at least this many items, or null. */
  minimumItem?: InputMaybe<Scalars['Int']['input']>;
  /** Its name; at most 100 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** True when it is given by scanning a QR code. */
  qrPromo?: InputMaybe<Scalars['Boolean']['input']>;
  /** How many of it one customer may hold, or null. */
  quantityPerCustomer?: InputMaybe<Scalars['Int']['input']>;
  /** The weekly windows it runs in; empty for always. */
  schedules?: InputMaybe<Array<PromoScheduleInput>>;
  /** When it starts (included). */
  startDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** The title the ordering app shows, or null. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** How many times it may be used in all, or null for no limit. */
  totalQuantity?: InputMaybe<Scalars['Int']['input']>;
  /** Percent or rupiah. */
  unit?: InputMaybe<DiscountUnit>;
  /** How many times one customer may use it, or null for no limit. */
  usageLimitPerCustomer?: InputMaybe<Scalars['Int']['input']>;
  /** True when the ordering app lists it. */
  visible?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A named combination of slots: the layout of a machine’s buttons, which slot settings fill. */
export type SlotMaster = {
  __typename?: 'SlotMaster';
  /** False when no longer offered. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The slot master's id. */
  id: Scalars['Int']['output'];
  /** Its machine type, or null. */
  machineType: Maybe<MachineType>;
  /** The id of its machine type, or null. */
  machineTypeId: Maybe<Scalars['Int']['output']>;
  /** Its name, unique. */
  name: Scalars['String']['output'];
  /** How many slots it lays out. */
  slotCount: Scalars['Int']['output'];
  /** Its slots, in order. */
  slots: Array<SlotMasterSlot>;
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** A layout of a machine type's menu slots; in an update, the fields left out keep their value. */
export type SlotMasterInput = {
  /** False stops it being offered. */
  active: Scalars['Boolean']['input'];
  /** Free text about it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The machine type the layout is for; null for any. */
  machineTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** The combination’s name. */
  name: Scalars['String']['input'];
  /** The whole list of slots, each number once. */
  slots: Array<SlotMasterSlotInput>;
};

/** One page of a list of SlotMaster records. */
export type SlotMasterPage = {
  __typename?: 'SlotMasterPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<SlotMaster>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** One slot of a slot master: its number on the machine. */
export type SlotMasterSlot = {
  __typename?: 'SlotMasterSlot';
  /** The slot's number. */
  slot: Scalars['Int']['output'];
};

/** One slot of a layout. */
export type SlotMasterSlotInput = {
  /** From 1; once per master. */
  slot: Scalars['Int']['input'];
};

/** A layout of a machine type's menu slots; in an update, the fields left out keep their value. */
export type SlotMasterUpdateInput = {
  /** False stops it being offered. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text about it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The machine type the layout is for; null for any. */
  machineTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** The combination’s name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The whole list of slots, each number once. */
  slots?: InputMaybe<Array<SlotMasterSlotInput>>;
};

/** One machine’s slots, laid out by a slot master: the product each sells, its price and discounted price, and the stock it draws on. */
export type SlotSetting = {
  __typename?: 'SlotSetting';
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** The slot setting's id. */
  id: Scalars['Int']['output'];
  /** The last `priceset` instruction that sent these prices to the machine: when, and whether the machine fetched and acknowledged it. */
  lastPriceSend: Maybe<ServerInstructionLog>;
  /** The slots, by number. */
  lines: Array<SlotSettingLine>;
  /** Its machine. */
  machine: Machine;
  /** The id of its machine. */
  machineId: Scalars['Int']['output'];
  /** Its slot master. */
  slotMaster: SlotMaster;
  /** The id of its slot master. */
  slotMasterId: Scalars['Int']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** What a machine sells in its slots, and at which prices. */
export type SlotSettingInput = {
  /** The whole list of slots: slots left out are removed. */
  lines: Array<SlotSettingLineInput>;
  /** The machine; a machine has one slot setting, and it stays with it. */
  machineId: Scalars['Int']['input'];
  /** The id of the slot master. */
  slotMasterId: Scalars['Int']['input'];
};

/** One slot of a machine’s setting: the product it sells, its prices, and the stock it draws on. */
export type SlotSettingLine = {
  __typename?: 'SlotSettingLine';
  /** Rupiah, below the price; null: no discount. */
  discountedPrice: Maybe<Scalars['Int']['output']>;
  /** The slot setting line's id. */
  id: Scalars['Int']['output'];
  /** The ingredient the slot draws on, or null. */
  machineStockIn: Maybe<MachineStockIn>;
  /** The id of the machine stock in. */
  machineStockInId: Maybe<Scalars['Int']['output']>;
  /** The packaging the slot draws on, or null. */
  machineStockOut: Maybe<MachineStockOut>;
  /** The id of the machine stock out. */
  machineStockOutId: Maybe<Scalars['Int']['output']>;
  /** Rupiah. */
  price: Scalars['Int']['output'];
  /** The product in the slot. */
  product: Product;
  /** The id of the product. */
  productId: Scalars['Int']['output'];
  /** The slot's number. */
  slot: Scalars['Int']['output'];
};

/** One slot of a machine's menu. */
export type SlotSettingLineInput = {
  /** Rupiah, below the price; the same for every slot of one product. */
  discountedPrice?: InputMaybe<Scalars['Int']['input']>;
  /** A stock in row of the same machine. */
  machineStockInId?: InputMaybe<Scalars['Int']['input']>;
  /** A stock out row of the same machine. */
  machineStockOutId?: InputMaybe<Scalars['Int']['input']>;
  /** Rupiah; the same for every slot of one product. */
  price: Scalars['Int']['input'];
  /** The id of the product. */
  productId: Scalars['Int']['input'];
  /** One of the slot master’s slots; once per setting. */
  slot: Scalars['Int']['input'];
};

/** One page of a list of SlotSetting records. */
export type SlotSettingPage = {
  __typename?: 'SlotSettingPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<SlotSetting>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** What a machine sells in its slots, and at which prices. */
export type SlotSettingUpdateInput = {
  /** The whole list of slots: slots left out are removed. */
  lines?: InputMaybe<Array<SlotSettingLineInput>>;
  /** The id of the slot master. */
  slotMasterId?: InputMaybe<Scalars['Int']['input']>;
};

/** The order of a sort. */
export type SortDirection =
  /** Smallest, earliest or A first; nulls last. */
  | 'ASC'
  /** Largest, latest or Z first; nulls first. */
  | 'DESC';

/** One key of a list's order; at most 5, the first deciding first. The id always breaks ties. */
export type SortInput = {
  /** Ascending or descending. */
  direction: SortDirection;
  /** A field of the list that can be sorted on; BAD_USER_INPUT for any other. */
  field: Scalars['String']['input'];
};

/** A part kept for repairs. */
export type SparePart = {
  __typename?: 'SparePart';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** The maker's part number. */
  partNumber: Maybe<Scalars['String']['output']>;
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** A new spare part. */
export type SparePartInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active: Scalars['Boolean']['input'];
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The spare part's name, unique among spare part records; refused when blank or too long. */
  name: Scalars['String']['input'];
  /** The maker's part number. */
  partNumber?: InputMaybe<Scalars['String']['input']>;
};

/** One page of a list of SparePart records. */
export type SparePartPage = {
  __typename?: 'SparePartPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<SparePart>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a spare part to change; those left out keep their value. */
export type SparePartUpdateInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The spare part's name, unique among spare part records; refused when blank or too long. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The maker's part number. */
  partNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Where a refiller’s day starts. */
export type StartPlace =
  /** At the refiller’s home: the user’s latitude and longitude. */
  | 'HOME'
  /** At the warehouse set in the AI configuration. */
  | 'WAREHOUSE';

/** Pieces of one packaging of the machine’s stock out used for the fill. */
export type StockOutConsumedInput = {
  /** The id of the packaging. */
  packagingId: Scalars['Int']['input'];
  /** Whole pieces, above 0. */
  quantity: Scalars['Int']['input'];
};

/** What one refiller loads for the day: the sums of each ingredient and packaging of their tasks. */
export type StockPreparation = {
  __typename?: 'StockPreparation';
  /** What to take, ingredient by ingredient. */
  details: Array<StockPreparationDetail>;
  /** Tasks of the day still to do. */
  tasks: Scalars['Int']['output'];
  /** The refiller it is for. */
  user: User;
  /** The id of the user. */
  userId: Scalars['Int']['output'];
};

/** How much of one ingredient or packaging a refiller takes. */
export type StockPreparationDetail = {
  __typename?: 'StockPreparationDetail';
  /** The ingredient's name, or null for a packaging. */
  ingredientName: Maybe<Scalars['String']['output']>;
  /** The id of the item. */
  itemId: Scalars['Int']['output'];
  /** "ingredient" or "packaging". */
  kind: Scalars['String']['output'];
  /** The packaging's name, or null for an ingredient. */
  packagingName: Maybe<Scalars['String']['output']>;
  /** How much to take, in its unit. */
  sum: Scalars['Float']['output'];
  /** The unit, or null. */
  unit: Maybe<Scalars['String']['output']>;
};

/** Live updates over graphql-ws on /graphql (docs/live-updates.md). Each field says the authority it needs; the session and the per-user mapping are checked again on every event. */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * A cash order was placed at the outlet’s counter. Each event is the order (or draft) read when it is delivered; the subscription ends (UNAUTHENTICATED) when the session ends or the outlet is no longer the user’s.
   *
   * Needs the VIEW_LIVE_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  orderCash: Maybe<ShopOrder>;
  /**
   * A courier was assigned to an order of the outlet. Each event is the order (or draft) read when it is delivered; the subscription ends (UNAUTHENTICATED) when the session ends or the outlet is no longer the user’s.
   *
   * Needs the VIEW_LIVE_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  orderCourierAssigned: Maybe<ShopOrder>;
  /**
   * The delivery of an order of the outlet has a new status. Each event is the order (or draft) read when it is delivered; the subscription ends (UNAUTHENTICATED) when the session ends or the outlet is no longer the user’s.
   *
   * Needs the VIEW_LIVE_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  orderDeliveryStatusUpdated: Maybe<ShopOrder>;
  /**
   * An order of the outlet was paid (it is new on the live screen). Each event is the order (or draft) read when it is delivered; the subscription ends (UNAUTHENTICATED) when the session ends or the outlet is no longer the user’s.
   *
   * Needs the VIEW_LIVE_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  orderPaid: Maybe<ShopOrder>;
  /**
   * A POS draft of the outlet was saved, changed or accepted; the event is the draft (a ShopPosDraftOrder). Each event is the order (or draft) read when it is delivered; the subscription ends (UNAUTHENTICATED) when the session ends or the outlet is no longer the user’s.
   *
   * Needs the VIEW_LIVE_ORDER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  orderPosDraftUpdated: Maybe<ShopPosDraftOrder>;
  /**
   * An order assigned to the courier changed (assigned, accepted, finished, a delivery status). A courier receives only their own.
   *
   * Needs the IS_COURIER authority: FORBIDDEN without it, UNAUTHENTICATED when not signed in.
   */
  shopCourierOrderStatusUpdated: Maybe<ShopOrder>;
};


/** Live updates over graphql-ws on /graphql (docs/live-updates.md). Each field says the authority it needs; the session and the per-user mapping are checked again on every event. */
export type SubscriptionOrderCashArgs = {
  shopHubId: Scalars['Int']['input'];
};


/** Live updates over graphql-ws on /graphql (docs/live-updates.md). Each field says the authority it needs; the session and the per-user mapping are checked again on every event. */
export type SubscriptionOrderCourierAssignedArgs = {
  shopHubId: Scalars['Int']['input'];
};


/** Live updates over graphql-ws on /graphql (docs/live-updates.md). Each field says the authority it needs; the session and the per-user mapping are checked again on every event. */
export type SubscriptionOrderDeliveryStatusUpdatedArgs = {
  shopHubId: Scalars['Int']['input'];
};


/** Live updates over graphql-ws on /graphql (docs/live-updates.md). Each field says the authority it needs; the session and the per-user mapping are checked again on every event. */
export type SubscriptionOrderPaidArgs = {
  shopHubId: Scalars['Int']['input'];
};


/** Live updates over graphql-ws on /graphql (docs/live-updates.md). Each field says the authority it needs; the session and the per-user mapping are checked again on every event. */
export type SubscriptionOrderPosDraftUpdatedArgs = {
  shopHubId: Scalars['Int']['input'];
};


/** Live updates over graphql-ws on /graphql (docs/live-updates.md). Each field says the authority it needs; the session and the per-user mapping are checked again on every event. */
export type SubscriptionShopCourierOrderStatusUpdatedArgs = {
  courierId: Scalars['Int']['input'];
};

/** A refill task: a stop of a refiller’s day at a machine, or a manual task. Without an assignee it is a proposal of the planner. */
export type Task = {
  __typename?: 'Task';
  /** What the caller may do with the task now: start, finish, decline (its assignee), update, delete, assign, reassign. */
  allowedActions: Array<Scalars['String']['output']>;
  /** Who is to do it, or null while unassigned. */
  assignee: Maybe<User>;
  /** Null: a proposal of the planner, not assigned yet. */
  assigneeId: Maybe<Scalars['Int']['output']>;
  /** Who assigned it, or null for one the system made. */
  assigner: Maybe<User>;
  /** The id of the assigner. */
  assignerId: Maybe<Scalars['Int']['output']>;
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Why the assignee declined it, or null. */
  declineReason: Maybe<Scalars['String']['output']>;
  /** What is to be done, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** When it is to be done. */
  executionTime: Scalars['DateTime']['output'];
  /** When it was finished, or null. */
  finishedTime: Maybe<Scalars['DateTime']['output']>;
  /** The hub of the machine when the task was planned. */
  hub: Maybe<Hub>;
  /** The id of the hub. */
  hubId: Maybe<Scalars['Int']['output']>;
  /** The hub it is at, or null. */
  hubName: Maybe<Scalars['String']['output']>;
  /** The task's id. */
  id: Scalars['Int']['output'];
  /** The address of the photo taken on finishing, or null. */
  image: Maybe<Scalars['String']['output']>;
  /** What to bring. */
  load: Array<TaskLoadItem>;
  /** Null for a task at no machine, or a machine outside the caller’s mapping. */
  machine: Maybe<Machine>;
  /** The id of the machine. */
  machineId: Maybe<Scalars['Int']['output']>;
  /** The id of the machine status error. */
  machineStatusErrorId: Maybe<Scalars['Int']['output']>;
  /** The machine’s ingredients now, in its order; empty without a machine. */
  machineStockIns: Array<MachineStockIn>;
  /** The machine’s packaging now, in its order; empty without a machine. */
  machineStockOuts: Array<MachineStockOut>;
  /** The assignee's note on finishing, or null. */
  note: Maybe<Scalars['String']['output']>;
  /** The address of a second photo, or null. */
  optionalImage: Maybe<Scalars['String']['output']>;
  /** The id of the plan. */
  planId: Maybe<Scalars['Int']['output']>;
  /** Whom the planner meant the task for. */
  proposedAssignee: Maybe<User>;
  /** The id of the proposed assignee. */
  proposedAssigneeId: Maybe<Scalars['Int']['output']>;
  /** The stop’s place in the day’s route, from 1. */
  routeOrder: Maybe<Scalars['Int']['output']>;
  /** When it was started, or null. */
  startedTime: Maybe<Scalars['DateTime']['output']>;
  /** Where it stands: pending, started, done or declined. */
  state: TaskState;
  /** A short title. */
  title: Scalars['String']['output'];
  /** From the previous stop. */
  travelDistanceKm: Maybe<Scalars['Float']['output']>;
  /** The kind of task. */
  type: TaskType;
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
};

/** The five counts of the task pages. "Today" is the company day in Asia/Jakarta. The "all" counts need VIEW_ALL_TASKS and are null without it. */
export type TaskCounts = {
  __typename?: 'TaskCounts';
  /** Everyone’s assigned tasks of today still pending. */
  allPendingToday: Maybe<Scalars['Int']['output']>;
  /** Proposals waiting for an assignee. */
  allUnassigned: Maybe<Scalars['Int']['output']>;
  /** The caller’s tasks finished today. */
  myFinishedToday: Scalars['Int']['output'];
  /** The caller’s tasks still pending from before today. */
  myPendingBeforeToday: Scalars['Int']['output'];
  /** The caller’s tasks to do today, in any state. */
  myToday: Scalars['Int']['output'];
};

/** Something to bring to the stop: so much of an ingredient or a packaging. */
export type TaskLoadItem = {
  __typename?: 'TaskLoadItem';
  /** The ingredient’s or packaging’s id. */
  itemId: Scalars['Int']['output'];
  /** "ingredient" or "packaging". */
  kind: Scalars['String']['output'];
  /** The ingredient or packaging to take. */
  name: Scalars['String']['output'];
  /** How much to take, in its unit. */
  quantity: Scalars['Float']['output'];
  /** The unit, or null. */
  unit: Maybe<Scalars['String']['output']>;
};

/** One page of a list of Task records. */
export type TaskPage = {
  __typename?: 'TaskPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<Task>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** One refiller’s day of tasks (the company day in Asia/Jakarta): what was finished, when, how far and how long. */
export type TaskReport = {
  __typename?: 'TaskReport';
  /** The refiller, or null when the user is gone. */
  assignee: Maybe<User>;
  /** The id of the assignee. */
  assigneeId: Scalars['Int']['output'];
  /** Average minutes per machine, from start to finish. */
  averageMinutes: Maybe<Scalars['Float']['output']>;
  /** The car of the refiller’s schedule; null for a refiller on foot or without a schedule. */
  carNumber: Maybe<Scalars['String']['output']>;
  /** The planned distance of the finished stops. */
  distanceKm: Scalars['Float']['output'];
  /** The day, in Jakarta time. */
  executionDay: Scalars['Date']['output'];
  /** When the first task of the day was started, or null. */
  firstStart: Maybe<Scalars['DateTime']['output']>;
  /** The assignee id and the day, e.g. "12:2026-11-25". */
  id: Scalars['String']['output'];
  /** When the last task of the day was finished, or null. */
  lastEnd: Maybe<Scalars['DateTime']['output']>;
  /** The longest finished task, in minutes, or null. */
  longestMinutes: Maybe<Scalars['Float']['output']>;
  /** The notes and decline reasons of the day, in order. */
  notes: Maybe<Scalars['String']['output']>;
  /** Pieces taken back out of the machines when finishing. */
  productReturned: Scalars['Int']['output'];
  /** The shortest finished task, in minutes, or null. */
  shortestMinutes: Maybe<Scalars['Float']['output']>;
  /** FINISHED when every task of the day is done; ENDED when none is open but some were declined; UNFINISHED for a past day with tasks still open; else IN_PROGRESS once one was started, or PENDING. */
  state: Scalars['String']['output'];
  /** The tasks of the day, in route order. */
  tasks: Array<Task>;
  /** Tasks declined that day. */
  tasksDeclined: Scalars['Int']['output'];
  /** Tasks finished that day. */
  tasksFinished: Scalars['Int']['output'];
  /** Tasks that day. */
  tasksTotal: Scalars['Int']['output'];
};

/** One page of a list of TaskReport records. */
export type TaskReportPage = {
  __typename?: 'TaskReportPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<TaskReport>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** Where a task stands. */
export type TaskState =
  /** Declined by the assignee. */
  | 'DECLINED'
  /** Finished. */
  | 'DONE'
  /** Not started yet. */
  | 'PENDING'
  /** Being done. */
  | 'STARTED';

/** One ingredient of the task’s machine after the fill. */
export type TaskStockInInput = {
  /** The level after the fill, in the ingredient’s unit. */
  currentStock: Scalars['Float']['input'];
  /** The id of the ingredient. */
  ingredientId: Scalars['Int']['input'];
  /** Packs or pieces of the machine’s stock out used for it. */
  stockOutsConsumed?: InputMaybe<Array<StockOutConsumedInput>>;
};

/** Pieces of one packaging put into the task’s machine, and any taken back out. */
export type TaskStockOutInput = {
  /** Whole pieces added, above 0. */
  additionalStock: Scalars['Int']['input'];
  /** The id of the packaging. */
  packagingId: Scalars['Int']['input'];
  /** Whole pieces taken back out (expired or damaged). */
  returnQuantity?: InputMaybe<Scalars['Int']['input']>;
};

/** The kind of a task. */
export type TaskType =
  /** A refill by a refiller with a car. */
  | 'CAR_REFILLER'
  /** A task set by hand. */
  | 'MANUAL'
  /** A refill by a refiller on foot, planned from stock levels. */
  | 'REFILLER'
  /** A check of a machine error by a refiller. */
  | 'REFILLER_CHECK';

/** Everyone’s tasks to be done today (in the time zone asked for), by where they stand. */
export type TasksToday = {
  __typename?: 'TasksToday';
  /** Today in the time zone asked for. */
  day: Scalars['Date']['output'];
  /** Assigned tasks of today that are done. */
  done: Scalars['Int']['output'];
  /** Assigned tasks of today not started yet. */
  pending: Scalars['Int']['output'];
  /** Assigned tasks of today under way. */
  started: Scalars['Int']['output'];
  /** Tasks to be done today, assigned or not. */
  total: Scalars['Int']['output'];
  /** Tasks of today nobody has been assigned: proposals waiting for a supervisor. */
  unassigned: Scalars['Int']['output'];
};

/** Indonesia's time zones: WIB (Asia/Jakarta), WITA (Asia/Makassar) and WIT (Asia/Jayapura). */
export type Timezone =
  /** WIB, UTC+7: Java, Sumatra, West and Central Kalimantan. */
  | 'ASIA_JAKARTA'
  /** WIT, UTC+9: Maluku and Papua. */
  | 'ASIA_JAYAPURA'
  /** WITA, UTC+8: Bali, Nusa Tenggara, Sulawesi, East and South Kalimantan. */
  | 'ASIA_MAKASSAR';

/** A unit ingredients are counted in (gram, millilitre, piece). */
export type Unit = {
  __typename?: 'Unit';
  /** False when deactivated: kept for the records that refer to it, offered in no chooser. */
  active: Scalars['Boolean']['output'];
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** Free text about it, or null. */
  description: Maybe<Scalars['String']['output']>;
  /** The record's id. */
  id: Scalars['Int']['output'];
  /** Its name, unique among records of its kind. */
  name: Scalars['String']['output'];
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** A new unit. */
export type UnitInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active: Scalars['Boolean']['input'];
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The unit's name, unique among unit records; refused when blank or too long. */
  name: Scalars['String']['input'];
};

/** One page of a list of Unit records. */
export type UnitPage = {
  __typename?: 'UnitPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<Unit>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The fields of a unit to change; those left out keep their value. */
export type UnitUpdateInput = {
  /** False hides it from choosers; records that refer to it keep it. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Free text about it, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The unit's name, unique among unit records; refused when blank or too long. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** What an upload is, told by its content: an image (PNG, JPEG, WebP or GIF) or an Android package. */
export type UploadKind =
  /** An Android package (APK) of the machines' app. */
  | 'ANDROID_PACKAGE'
  /** A PNG, JPEG or WebP picture. */
  | 'IMAGE';

/** How many records of one entity refer to this record. */
export type Usage = {
  __typename?: 'Usage';
  /** How many of them refer to this record. */
  count: Scalars['Int']['output'];
  /** The type name of the referring records, e.g. Product. */
  entity: Scalars['String']['output'];
};

/** A person who signs in to the console or the refiller app; what they may do comes from their role. */
export type User = {
  __typename?: 'User';
  /** False when the user may not sign in. */
  active: Scalars['Boolean']['output'];
  /** The ids of the companies the user is mapped to (those the caller may see); empty: not limited by company. */
  companyIds: Maybe<Array<Scalars['Int']['output']>>;
  /** The companies the user is mapped to (those the caller may see). */
  companyMapping: Maybe<Array<MappedRecord>>;
  /** When it was created. */
  createdTime: Scalars['DateTime']['output'];
  /** The user's email address. */
  email: Scalars['String']['output'];
  /** The ids of the outlets the user is mapped to (those the caller may see); empty: not limited by outlet. */
  hubIds: Maybe<Array<Scalars['Int']['output']>>;
  /** The user's id. */
  id: Scalars['Int']['output'];
  /** Where the user starts work, latitude in degrees, or null. */
  latitude: Maybe<Scalars['Float']['output']>;
  /** Where the user starts work, longitude in degrees, or null. */
  longitude: Maybe<Scalars['Float']['output']>;
  /** The machines the user is mapped to (those the caller may see); empty: not limited by machine. */
  machineIds: Maybe<Array<Scalars['Int']['output']>>;
  /** The machines the user is mapped to (those the caller may see), by VMC number. */
  machines: Maybe<Array<Machine>>;
  /** The user's manager, or null. */
  manager: Maybe<User>;
  /** The id of the user's manager, or null. */
  managerId: Maybe<Scalars['Int']['output']>;
  /** The ids of the merchants the user is mapped to (those the caller may see); empty: not limited by merchant. */
  merchantIds: Maybe<Array<Scalars['Int']['output']>>;
  /** The user's name. */
  name: Scalars['String']['output'];
  /** The payment methods the user is mapped to; empty: not limited by payment. */
  payments: Maybe<Array<VendingPaymentMethod>>;
  /** The user's phone number. */
  phoneNo: Scalars['String']['output'];
  /** The user's role: what they may do. */
  role: Role;
  /** The id of the user's role. */
  roleId: Scalars['Int']['output'];
  /** The outlets the user is mapped to (those the caller may see). */
  shopHubMapping: Maybe<Array<MappedRecord>>;
  /** The merchants the user is mapped to (those the caller may see). */
  shopMerchantMapping: Maybe<Array<MappedRecord>>;
  /** The ids of the partners the user is mapped to (those the caller may see); empty: not limited by partner. */
  shopPartnerIds: Maybe<Array<Scalars['Int']['output']>>;
  /** The partners the user is mapped to (those the caller may see). */
  shopPartnerMapping: Maybe<Array<MappedRecord>>;
  /** When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change. */
  updatedTime: Scalars['DateTime']['output'];
  /** The name the user signs in with, unique. */
  username: Scalars['String']['output'];
};

/** One entry of the activity log: who did what to which record, and when. */
export type UserActivity = {
  __typename?: 'UserActivity';
  /** What was done, e.g. UPDATE_HUB. */
  activity: Scalars['String']['output'];
  /** The fields the change touched, before and after; null when the row records no change of fields. */
  changes: Maybe<Array<FieldChange>>;
  /** The kind of record, e.g. HUB, or null. */
  entity: Maybe<Scalars['String']['output']>;
  /** The user activity's id. */
  id: Scalars['Int']['output'];
  /** What was done, in words. */
  message: Scalars['String']['output'];
  /** The id of the record. */
  recordId: Maybe<Scalars['String']['output']>;
  /** When it was done. */
  time: Scalars['DateTime']['output'];
  /** Who did it. */
  username: Scalars['String']['output'];
  /** The machine it concerned, or null. */
  vmcNo: Maybe<Scalars['String']['output']>;
};

/** One page of a list of UserActivity records. */
export type UserActivityPage = {
  __typename?: 'UserActivityPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<UserActivity>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A user's details; in an update, the fields left out keep their value. */
export type UserInput = {
  /** False stops the user signing in and ends their sessions. */
  active: Scalars['Boolean']['input'];
  /** The user's email address, unique. */
  email: Scalars['String']['input'];
  /** Where the user starts work, latitude in degrees; refill routes start there. */
  latitude?: InputMaybe<Scalars['Float']['input']>;
  /** Where the user starts work, longitude in degrees. */
  longitude?: InputMaybe<Scalars['Float']['input']>;
  /** The id of the manager. */
  managerId?: InputMaybe<Scalars['Int']['input']>;
  /** The user's name. */
  name: Scalars['String']['input'];
  /** The password the user signs in with; never shown back. */
  password: Scalars['String']['input'];
  /** The user's phone number. */
  phoneNo: Scalars['String']['input'];
  /** The id of the role. */
  roleId: Scalars['Int']['input'];
  /** The name the user signs in with, unique. */
  username: Scalars['String']['input'];
};

/** One page of a list of User records. */
export type UserPage = {
  __typename?: 'UserPage';
  /** The number of this page, from 1. */
  currentPage: Scalars['Int']['output'];
  /** Send as PageInput.after for the next page; null when the page is empty or the list pages by number only. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** A page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The rows of the page, in the order asked for. */
  results: Array<User>;
  /** Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only. */
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  /** False when more than 10000 rows match and totalRows stopped counting. */
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A user's details; in an update, the fields left out keep their value. */
export type UserUpdateInput = {
  /** False stops the user signing in and ends their sessions. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** The user's email address, unique. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Where the user starts work, latitude in degrees; refill routes start there. */
  latitude?: InputMaybe<Scalars['Float']['input']>;
  /** Where the user starts work, longitude in degrees. */
  longitude?: InputMaybe<Scalars['Float']['input']>;
  /** The id of the manager. */
  managerId?: InputMaybe<Scalars['Int']['input']>;
  /** The user's name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Given only to change it; never shown back. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** The user's phone number. */
  phoneNo?: InputMaybe<Scalars['String']['input']>;
  /** The id of the role. */
  roleId?: InputMaybe<Scalars['Int']['input']>;
  /** The name the user signs in with, unique. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** Where a vending order stands: CREATED, PAID, FAILED, COMPLETED (the drink was made) or REFUNDED. An order only moves forward. */
export type VendingOrderState =
  /** Paid and the drink handed out. */
  | 'COMPLETED'
  /** Started at the machine, not paid yet. */
  | 'CREATED'
  /** Not completed: payment or making the drink failed. */
  | 'FAILED'
  /** Paid; the drink is being made. */
  | 'PAID'
  /** Paid, then paid back. */
  | 'REFUNDED';

/** How a vending order is paid. */
export type VendingPaymentMethod =
  /** Cash. */
  | 'CASH'
  /** DANA e-wallet. */
  | 'DANA'
  /** Free of charge. */
  | 'FREE'
  /** GoPay e-wallet. */
  | 'GOPAY'
  /** JakOne Mobile. */
  | 'JAKONE'
  /** The company's own card or app. */
  | 'JUMPSTART'
  /** LinkAja e-wallet. */
  | 'LINKAJA'
  /** ShopeePay e-wallet. */
  | 'SHOPEE_PAY'
  /** A test payment. */
  | 'TEST';

/** How a voucher’s codes are made: typed in or generated (manual), or given on a trigger (automatic). */
export type VoucherType =
  /** Automatic. */
  | 'AUTOMATIC'
  /** Manual. */
  | 'MANUAL';
