export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar day as YYYY-MM-DD. */
  Date: { input: string; output: string; }
  /** An instant in ISO 8601, sent in UTC. */
  DateTime: { input: string; output: string; }
  /** A file sent in a multipart request, as the GraphQL multipart request convention has it. */
  File: { input: unknown; output: unknown; }
};

/** How long each point of a series is: a day, a week (from Monday) or a month. */
export type AnalyticsGranularity =
  | 'DAY'
  | 'MONTH'
  | 'WEEK';

export type AssignErrorTaskInput = {
  assigneeId: Scalars['Int']['input'];
  executionTime: Scalars['DateTime']['input'];
  /** By default the hub the machine stands at. */
  hubName?: InputMaybe<Scalars['String']['input']>;
  /** By default the machine’s error now. */
  lastError?: InputMaybe<Scalars['String']['input']>;
};

export type Authority = {
  __typename?: 'Authority';
  description: Scalars['String']['output'];
  /** The entity or area it belongs to, for grouping in the role form. */
  group: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type Cluster = {
  __typename?: 'Cluster';
  active: Scalars['Boolean']['output'];
  createdTime: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

export type ClusterInput = {
  active: Scalars['Boolean']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

export type ClusterPage = {
  __typename?: 'ClusterPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<Cluster>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type ClusterUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type Company = {
  __typename?: 'Company';
  active: Scalars['Boolean']['output'];
  createdTime: Scalars['DateTime']['output'];
  departments: Array<Department>;
  description: Maybe<Scalars['String']['output']>;
  employees: Array<CompanyEmployee>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Rupiah left for rewards. */
  rewardBalance: Scalars['Int']['output'];
  /** HH:mm when the daily allowance starts again. */
  rewardCutOffDaily: Maybe<Scalars['String']['output']>;
  /** Day of the month, 1 to 28. */
  rewardCutOffMonthly: Maybe<Scalars['Int']['output']>;
  rewardCutOffWeekly: Maybe<Day>;
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** Someone whose card pays with the company reward balance. */
export type CompanyEmployee = {
  __typename?: 'CompanyEmployee';
  active: Scalars['Boolean']['output'];
  cardNumber: Maybe<Scalars['String']['output']>;
  department: Maybe<Department>;
  departmentId: Maybe<Scalars['Int']['output']>;
  employeeNo: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type CompanyEmployeeInput = {
  active: Scalars['Boolean']['input'];
  cardNumber?: InputMaybe<Scalars['String']['input']>;
  departmentId?: InputMaybe<Scalars['Int']['input']>;
  employeeNo?: InputMaybe<Scalars['String']['input']>;
  /** Given for an employee the company already has. */
  id?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
};

export type CompanyInput = {
  active: Scalars['Boolean']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  /** The whole list: employees left out are removed. */
  employees: Array<CompanyEmployeeInput>;
  name: Scalars['String']['input'];
  rewardBalance: Scalars['Int']['input'];
  /** HH:mm. */
  rewardCutOffDaily?: InputMaybe<Scalars['String']['input']>;
  rewardCutOffMonthly?: InputMaybe<Scalars['Int']['input']>;
  rewardCutOffWeekly?: InputMaybe<Day>;
};

export type CompanyPage = {
  __typename?: 'CompanyPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<Company>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type CompanyUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** The whole list: employees left out are removed. */
  employees?: InputMaybe<Array<CompanyEmployeeInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
  rewardBalance?: InputMaybe<Scalars['Int']['input']>;
  /** HH:mm. */
  rewardCutOffDaily?: InputMaybe<Scalars['String']['input']>;
  rewardCutOffMonthly?: InputMaybe<Scalars['Int']['input']>;
  rewardCutOffWeekly?: InputMaybe<Day>;
};

/** A vending order without its money breakdown. */
export type ConcisedOrder = {
  __typename?: 'ConcisedOrder';
  createdTime: Maybe<Scalars['DateTime']['output']>;
  /** Seconds from created to the drink done. */
  duration: Maybe<Scalars['Int']['output']>;
  failedTime: Maybe<Scalars['DateTime']['output']>;
  hubId: Maybe<Scalars['Int']['output']>;
  /** The hub the machine stood at when the order was made. */
  hubInternalId: Maybe<Scalars['String']['output']>;
  hubName: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  machine: Machine;
  machineId: Scalars['Int']['output'];
  /** The machine type’s initial name. */
  machineInitial: Maybe<Scalars['String']['output']>;
  /** The machine’s VMC number when the order was made. */
  machineNo: Scalars['String']['output'];
  /** The machine’s own number of the order. */
  orderNo: Scalars['String']['output'];
  paidTime: Maybe<Scalars['DateTime']['output']>;
  /** When the payment was confirmed. */
  payDoneRTime: Maybe<Scalars['DateTime']['output']>;
  paymentMethod: Maybe<VendingPaymentMethod>;
  paymentReferenceId: Maybe<Scalars['String']['output']>;
  productDoneTime: Maybe<Scalars['DateTime']['output']>;
  productId: Maybe<Scalars['Int']['output']>;
  /** As the product was named when it was sold. */
  productName: Maybe<Scalars['String']['output']>;
  refundedTime: Maybe<Scalars['DateTime']['output']>;
  remark: Maybe<Scalars['String']['output']>;
  salesType: Maybe<SalesType>;
  state: VendingOrderState;
};

export type ConcisedOrderPage = {
  __typename?: 'ConcisedOrderPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<ConcisedOrder>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type Day =
  | 'FRIDAY'
  | 'MONDAY'
  | 'SATURDAY'
  | 'SUNDAY'
  | 'THURSDAY'
  | 'TUESDAY'
  | 'WEDNESDAY';

export type Department = {
  __typename?: 'Department';
  active: Scalars['Boolean']['output'];
  company: Maybe<Company>;
  companyId: Scalars['Int']['output'];
  createdTime: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  updatedTime: Scalars['DateTime']['output'];
};

export type DepartmentInput = {
  active: Scalars['Boolean']['input'];
  companyId: Scalars['Int']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

export type DepartmentPage = {
  __typename?: 'DepartmentPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<Department>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type DepartmentUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  companyId?: InputMaybe<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** One field a change touched. A secret (a password) says only that it changed. */
export type FieldChange = {
  __typename?: 'FieldChange';
  after: Maybe<Scalars['String']['output']>;
  before: Maybe<Scalars['String']['output']>;
  field: Scalars['String']['output'];
  secret: Scalars['Boolean']['output'];
};

export type FilterInput = {
  operator: FilterOperator;
  options: Array<FilterOption>;
};

export type FilterOperator =
  | 'AND'
  | 'OR';

export type FilterOption = {
  field: Scalars['String']['input'];
  type: FilterType;
  values: Array<Scalars['String']['input']>;
};

/** LIKE is a case-insensitive substring match; BETWEEN is inclusive and takes two values; NULL and NOT_NULL take none. */
export type FilterType =
  | 'BETWEEN'
  | 'EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_EQUAL'
  | 'IN'
  | 'LESS_THAN'
  | 'LESS_THAN_EQUAL'
  | 'LIKE'
  | 'NOT_EQUAL'
  | 'NOT_IN'
  | 'NOT_NULL'
  | 'NULL';

export type FinishTaskInput = {
  /** The address singleUpload answered for the photo of the finished work. */
  image: Scalars['String']['input'];
  /** The machine’s ingredients after the fill. */
  machineStockIns?: InputMaybe<Array<TaskStockInInput>>;
  /** Packaging put into the machine. */
  machineStockOuts?: InputMaybe<Array<TaskStockOutInput>>;
  note?: InputMaybe<Scalars['String']['input']>;
  /** Another photo, if wanted. */
  optionalImage?: InputMaybe<Scalars['String']['input']>;
};

export type Hub = {
  __typename?: 'Hub';
  active: Scalars['Boolean']['output'];
  additionalInformation: Maybe<Scalars['String']['output']>;
  address: Scalars['String']['output'];
  buildingName: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  cluster: Maybe<Cluster>;
  clusterId: Maybe<Scalars['Int']['output']>;
  /** Percent of revenue. */
  commissionFee: Maybe<Scalars['Float']['output']>;
  companyName: Maybe<Scalars['String']['output']>;
  contractUntil: Maybe<Scalars['Date']['output']>;
  createdTime: Scalars['DateTime']['output'];
  /** The name, else the building or company name. */
  displayName: Scalars['String']['output'];
  district: Maybe<Scalars['String']['output']>;
  floor: Maybe<Scalars['String']['output']>;
  hubEntity: Maybe<HubEntity>;
  hubEntityId: Maybe<Scalars['Int']['output']>;
  hubType: HubType;
  hubTypeId: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  incrementalIndex: Scalars['Int']['output'];
  internalId: Scalars['String']['output'];
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
  /** The machines standing at the hub now. */
  machineHub: Array<MachineHub>;
  /** Every machine that has stood at the hub, past and present, the latest first. */
  machineHubs: Array<MachineHub>;
  monthlyRentalFee: Maybe<Scalars['Int']['output']>;
  name: Maybe<Scalars['String']['output']>;
  oddEvenRationing: Scalars['Boolean']['output'];
  ownership: HubOwnership;
  postalCode: Maybe<Scalars['String']['output']>;
  priceSetting: Maybe<PriceSetting>;
  province: Maybe<Scalars['String']['output']>;
  rentAdditionalInformation: Maybe<RentAdditionalInformation>;
  rentType: HubRentType;
  runningSchedules: Array<RunningSchedule>;
  sales: Maybe<User>;
  salesId: Maybe<Scalars['Int']['output']>;
  subDistrict: Maybe<Scalars['String']['output']>;
  /** Cups a month. */
  targetCup: Maybe<Scalars['Int']['output']>;
  /** Rupiah a month. */
  targetRevenue: Maybe<Scalars['Int']['output']>;
  timezone: Timezone;
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

export type HubEntity = {
  __typename?: 'HubEntity';
  active: Scalars['Boolean']['output'];
  createdTime: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

export type HubEntityInput = {
  active: Scalars['Boolean']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

export type HubEntityPage = {
  __typename?: 'HubEntityPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<HubEntity>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type HubEntityUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type HubInput = {
  active: Scalars['Boolean']['input'];
  additionalInformation?: InputMaybe<Scalars['String']['input']>;
  address: Scalars['String']['input'];
  buildingName?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  clusterId?: InputMaybe<Scalars['Int']['input']>;
  commissionFee?: InputMaybe<Scalars['Float']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  contractUntil?: InputMaybe<Scalars['Date']['input']>;
  district?: InputMaybe<Scalars['String']['input']>;
  floor?: InputMaybe<Scalars['String']['input']>;
  hubEntityId?: InputMaybe<Scalars['Int']['input']>;
  hubTypeId: Scalars['Int']['input'];
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
  monthlyRentalFee?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  oddEvenRationing: Scalars['Boolean']['input'];
  ownership: HubOwnership;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  priceSetting?: InputMaybe<PriceSettingInput>;
  province?: InputMaybe<Scalars['String']['input']>;
  rentAdditionalInformation?: InputMaybe<RentAdditionalInformationInput>;
  rentType: HubRentType;
  runningSchedules: Array<RunningScheduleInput>;
  salesId?: InputMaybe<Scalars['Int']['input']>;
  subDistrict?: InputMaybe<Scalars['String']['input']>;
  targetCup?: InputMaybe<Scalars['Int']['input']>;
  targetRevenue?: InputMaybe<Scalars['Int']['input']>;
  timezone: Timezone;
};

export type HubOwnership =
  | 'FRANCHISE'
  | 'JUMPSTART';

export type HubPage = {
  __typename?: 'HubPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<Hub>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type HubRentType =
  | 'CUP_FEE_SHARING'
  | 'FIXED_COST'
  | 'FREE'
  | 'REVENUE_SHARING';

export type HubType = {
  __typename?: 'HubType';
  active: Scalars['Boolean']['output'];
  createdTime: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

export type HubTypeInput = {
  active: Scalars['Boolean']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

export type HubTypePage = {
  __typename?: 'HubTypePage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<HubType>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type HubTypeUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type HubUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  additionalInformation?: InputMaybe<Scalars['String']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  buildingName?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  clusterId?: InputMaybe<Scalars['Int']['input']>;
  commissionFee?: InputMaybe<Scalars['Float']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  contractUntil?: InputMaybe<Scalars['Date']['input']>;
  district?: InputMaybe<Scalars['String']['input']>;
  floor?: InputMaybe<Scalars['String']['input']>;
  hubEntityId?: InputMaybe<Scalars['Int']['input']>;
  hubTypeId?: InputMaybe<Scalars['Int']['input']>;
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
  monthlyRentalFee?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  oddEvenRationing?: InputMaybe<Scalars['Boolean']['input']>;
  ownership?: InputMaybe<HubOwnership>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  priceSetting?: InputMaybe<PriceSettingInput>;
  province?: InputMaybe<Scalars['String']['input']>;
  rentAdditionalInformation?: InputMaybe<RentAdditionalInformationInput>;
  rentType?: InputMaybe<HubRentType>;
  runningSchedules?: InputMaybe<Array<RunningScheduleInput>>;
  salesId?: InputMaybe<Scalars['Int']['input']>;
  subDistrict?: InputMaybe<Scalars['String']['input']>;
  targetCup?: InputMaybe<Scalars['Int']['input']>;
  targetRevenue?: InputMaybe<Scalars['Int']['input']>;
  timezone?: InputMaybe<Timezone>;
};

export type Ingredient = {
  __typename?: 'Ingredient';
  active: Scalars['Boolean']['output'];
  createdTime: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  orderNr: Scalars['Int']['output'];
  packagingQuantity: Maybe<Scalars['Float']['output']>;
  remark: Maybe<Scalars['String']['output']>;
  unit: Unit;
  unitId: Scalars['Int']['output'];
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** One line of a product’s recipe: how much of an ingredient a cup takes. */
export type IngredientInProduct = {
  __typename?: 'IngredientInProduct';
  /** In the ingredient’s unit. */
  amount: Scalars['Float']['output'];
  createdTime: Scalars['DateTime']['output'];
  fastCode: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  ingredient: Ingredient;
  ingredientId: Scalars['Int']['output'];
  product: Product;
  productId: Scalars['Int']['output'];
  updatedTime: Scalars['DateTime']['output'];
};

export type IngredientInProductInput = {
  /** How much of the ingredient, in its unit, one cup takes. */
  amount: Scalars['Float']['input'];
  /** The machine’s code for this dosing step. */
  fastCode?: InputMaybe<Scalars['String']['input']>;
  ingredientId: Scalars['Int']['input'];
  productId: Scalars['Int']['input'];
};

export type IngredientInProductPage = {
  __typename?: 'IngredientInProductPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<IngredientInProduct>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type IngredientInProductUpdateInput = {
  /** How much of the ingredient, in its unit, one cup takes. */
  amount?: InputMaybe<Scalars['Float']['input']>;
  /** The machine’s code for this dosing step. */
  fastCode?: InputMaybe<Scalars['String']['input']>;
};

export type IngredientInput = {
  active: Scalars['Boolean']['input'];
  name: Scalars['String']['input'];
  /** Position in stock lists; left out on create, the ingredient goes last. */
  orderNr?: InputMaybe<Scalars['Int']['input']>;
  /** How much of the unit one package holds. */
  packagingQuantity?: InputMaybe<Scalars['Float']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
  unitId: Scalars['Int']['input'];
};

export type IngredientPage = {
  __typename?: 'IngredientPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<Ingredient>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type IngredientUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Position in stock lists; left out on create, the ingredient goes last. */
  orderNr?: InputMaybe<Scalars['Int']['input']>;
  /** How much of the unit one package holds. */
  packagingQuantity?: InputMaybe<Scalars['Float']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
  unitId?: InputMaybe<Scalars['Int']['input']>;
};

/** PENDING: waiting for the machine; FETCHED: the machine has it, not yet acknowledged; ACKNOWLEDGED; SUPERSEDED: replaced by a later instruction first; CLEARED: a noinstruction, which sends nothing. */
export type InstructionState =
  | 'ACKNOWLEDGED'
  | 'CLEARED'
  | 'FETCHED'
  | 'PENDING'
  | 'SUPERSEDED';

/** The AI configuration: the numbers the refill planner plans each day with. */
export type LatteConfig = {
  __typename?: 'LatteConfig';
  /** Minutes to refill one machine for a car refiller; empty: the refill time. */
  carRefillTime: Maybe<Scalars['Float']['output']>;
  /** A stock below this percentage of its maximum needs a refill. */
  minPercentageCapacity: Scalars['Float']['output'];
  /** Minutes counted for any move between two stops. */
  minTravelTime: Scalars['Float']['output'];
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
  updatedTime: Scalars['DateTime']['output'];
};

export type LatteConfigInput = {
  carRefillTime?: InputMaybe<Scalars['Float']['input']>;
  minPercentageCapacity: Scalars['Float']['input'];
  minTravelTime: Scalars['Float']['input'];
  refillTime: Scalars['Float']['input'];
  refillerMaxDistance: Scalars['Float']['input'];
  refillerMaxGallon: Scalars['Float']['input'];
  refillerWorkingHour: Scalars['Float']['input'];
  travelSpeed: Scalars['Float']['input'];
};

/** A day a person is away. Approved leave keeps a refiller out of that day’s plan. */
export type Leave = {
  __typename?: 'Leave';
  createdTime: Scalars['DateTime']['output'];
  date: Scalars['Date']['output'];
  id: Scalars['Int']['output'];
  manager: Maybe<User>;
  /** The user’s manager when the leave was requested. */
  managerId: Maybe<Scalars['Int']['output']>;
  note: Maybe<Scalars['String']['output']>;
  state: LeaveState;
  type: LeaveType;
  updatedTime: Scalars['DateTime']['output'];
  user: User;
  userId: Scalars['Int']['output'];
};

/** One day of leave for one user. */
export type LeaveInput = {
  /** A day after today (Jakarta time). */
  date: Scalars['Date']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  type: LeaveType;
  userId: Scalars['Int']['input'];
};

export type LeavePage = {
  __typename?: 'LeavePage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<Leave>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

/** REQUESTED when made; APPROVED (the person does not work that day) or REJECTED by their manager. */
export type LeaveState =
  | 'APPROVED'
  | 'REJECTED'
  | 'REQUESTED';

/** ANNUAL: paid holiday; SICK: illness; PERMISSION: a personal or family matter; OTHER: said in the note. */
export type LeaveType =
  | 'ANNUAL'
  | 'OTHER'
  | 'PERMISSION'
  | 'SICK';

export type LeaveUpdateInput = {
  /** A new day must be after today (Jakarta time). */
  date?: InputMaybe<Scalars['Date']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  /** Approving or rejecting: never by the leave’s owner. */
  state?: InputMaybe<LeaveState>;
  type?: InputMaybe<LeaveType>;
};

/** The state of the motor that locks the door. */
export type LockMotorState =
  | 'LOCKED'
  | 'UNLOCKED';

/** Logistic analytics for a period: tasks done on time, planned against driven distance, machines that ran empty, cups sold per refill visit; per refiller, per week and in total. */
export type LogisticAnalytics = {
  __typename?: 'LogisticAnalytics';
  /** Machines that ran empty in the period. */
  emptyMachineCount: Scalars['Int']['output'];
  /** The ten machines empty the longest. */
  emptyMachines: Array<LogisticEmptyMachine>;
  endDate: Scalars['Date']['output'];
  /** Refillers with tasks in the period, most tasks done first. */
  refillers: Array<LogisticRefiller>;
  startDate: Scalars['Date']['output'];
  totals: LogisticFigures;
  weeks: Array<LogisticWeek>;
};

/** A machine that ran empty of an ingredient in the period. */
export type LogisticEmptyMachine = {
  __typename?: 'LogisticEmptyMachine';
  /** Hours in the period with at least one ingredient out. */
  emptyHours: Scalars['Float']['output'];
  /** The hub it stands at now. */
  hubName: Maybe<Scalars['String']['output']>;
  machineId: Scalars['Int']['output'];
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
  assigneeId: Scalars['Int']['output'];
  /** Cups sold per refill visit; null without visits. */
  cupsPerVisit: Maybe<Scalars['Float']['output']>;
  /** Completed cups of the machines visited, in the weeks they were visited. */
  cupsSold: Scalars['Int']['output'];
  /** The road distance between consecutive done tasks of a day, in the order they were finished, in km. */
  drivenKm: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  /** Tasks on time of the tasks done, 0 to 1; null when none was done. */
  onTimeShare: Maybe<Scalars['Float']['output']>;
  /** The planner’s distance to the done planned tasks, in km. */
  plannedKm: Scalars['Float']['output'];
  /** Done tasks at a machine. */
  refillVisits: Scalars['Int']['output'];
  tasksDeclined: Scalars['Int']['output'];
  /** Tasks done. */
  tasksDone: Scalars['Int']['output'];
  /** Tasks done before the end of their planned day and started at most 2 hours after their execution time. */
  tasksOnTime: Scalars['Int']['output'];
  /** Tasks not done nor declined (pending or started). */
  tasksPending: Scalars['Int']['output'];
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
  active: Scalars['Boolean']['output'];
  androidType: Maybe<Scalars['String']['output']>;
  /** Heard from within the last 5 minutes. */
  connected: Scalars['Boolean']['output'];
  createdTime: Scalars['DateTime']['output'];
  factoryNumber: Scalars['String']['output'];
  /** The gateway key the machine calls with (never the key itself); null when it has none yet. */
  gatewayKey: Maybe<MachineGatewayKeyInfo>;
  id: Scalars['Int']['output'];
  /** Someone has a task to see to the error. */
  isErrorAssigned: Scalars['Boolean']['output'];
  /** Reported by the machine; null when it is not in error. */
  lastError: Maybe<Scalars['String']['output']>;
  lastErrorAt: Maybe<Scalars['DateTime']['output']>;
  /** The error catalogue’s entry for the code of the machine’s last error; null when it is not in error or the code is not catalogued. */
  lastErrorCatalogueEntry: Maybe<MachineError>;
  /** Reported by the machine. */
  lastHeartbeat: Maybe<Scalars['DateTime']['output']>;
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
  machineType: MachineType;
  machineTypeId: Scalars['Int']['output'];
  mid: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Active, and offline, in error or low on stock. */
  needsAttention: Scalars['Boolean']['output'];
  /** Not heard from within the heartbeat window. */
  offline: Scalars['Boolean']['output'];
  owner: Maybe<Scalars['String']['output']>;
  /** The instruction waiting for the machine to fetch or acknowledge it. */
  pendingInstruction: Maybe<ServerInstructionLog>;
  physicalCondition: PhysicalCondition;
  /** The machine’s menu, by slot then product name; needs VIEW_PRODUCT_IN_MACHINE. */
  productInMachines: Maybe<Array<ProductInMachine>>;
  refrigeratorMaxTemperature: Maybe<Scalars['Float']['output']>;
  refrigeratorMinTemperature: Maybe<Scalars['Float']['output']>;
  refrigeratorMode: RefrigeratorMode;
  runningSchedules: Maybe<Array<RunningSchedule>>;
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
  tid: Maybe<Scalars['String']['output']>;
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
  vmcNo: Scalars['String']['output'];
  /** The payment partner (Altitude) has not finished registering the machine; it cannot be activated. */
  waitingForAltitude: Scalars['Boolean']['output'];
};

/** Machine analytics for a period: sales over time and by hub, product and payment method, the best and worst machines, uptime and errors. */
export type MachineAnalytics = {
  __typename?: 'MachineAnalytics';
  bestByCups: Array<MachineAnalyticsMachine>;
  bestByRevenue: Array<MachineAnalyticsMachine>;
  byHub: Array<MachineAnalyticsHub>;
  byPaymentMethod: Array<MachineAnalyticsPaymentMethod>;
  byProduct: Array<MachineAnalyticsProduct>;
  downtimeSeconds: Scalars['Float']['output'];
  endDate: Scalars['Date']['output'];
  granularity: AnalyticsGranularity;
  /** Machines that sold or stood at a hub in the period. */
  machineCount: Scalars['Int']['output'];
  /** The machines with the most time in error, then the most errors. */
  mostDowntime: Array<MachineAnalyticsMachine>;
  series: Array<MachineAnalyticsPoint>;
  serviceSeconds: Scalars['Float']['output'];
  startDate: Scalars['Date']['output'];
  totalCups: Scalars['Int']['output'];
  totalErrors: Scalars['Int']['output'];
  /** Rupiah. */
  totalRevenue: Scalars['Float']['output'];
  /** The fleet’s share of time at hubs without an error, 0 to 1. */
  uptime: Maybe<Scalars['Float']['output']>;
  worstByCups: Array<MachineAnalyticsMachine>;
  worstByRevenue: Array<MachineAnalyticsMachine>;
};

/** What the machines at one hub sold in the period; no hub id: sold while at no hub. */
export type MachineAnalyticsHub = {
  __typename?: 'MachineAnalyticsHub';
  cups: Scalars['Int']['output'];
  hubId: Maybe<Scalars['Int']['output']>;
  hubInternalId: Maybe<Scalars['String']['output']>;
  hubName: Maybe<Scalars['String']['output']>;
  /** Rupiah. */
  revenue: Scalars['Float']['output'];
};

/** One machine in the period: its sales, its errors and its uptime while at a hub. */
export type MachineAnalyticsMachine = {
  __typename?: 'MachineAnalyticsMachine';
  cups: Scalars['Int']['output'];
  /** Seconds in error of those. */
  downtimeSeconds: Scalars['Float']['output'];
  /** Errors reported while at a hub in the period. */
  errors: Scalars['Int']['output'];
  /** The hub it stands at now. */
  hubName: Maybe<Scalars['String']['output']>;
  machineId: Scalars['Int']['output'];
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
  cups: Scalars['Int']['output'];
  paymentMethod: Maybe<VendingPaymentMethod>;
  /** Rupiah. */
  revenue: Scalars['Float']['output'];
};

/** The completed cups, their revenue and the machine errors of one day, week or month of the period. */
export type MachineAnalyticsPoint = {
  __typename?: 'MachineAnalyticsPoint';
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
  cups: Scalars['Int']['output'];
  productId: Scalars['Int']['output'];
  productName: Scalars['String']['output'];
  /** Rupiah. */
  revenue: Scalars['Float']['output'];
};

/** A picture machines show beside their menu, on the machines it targets, during its period. */
export type MachineBanner = {
  __typename?: 'MachineBanner';
  active: Scalars['Boolean']['output'];
  createdTime: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  endDate: Scalars['Date']['output'];
  id: Scalars['Int']['output'];
  /** The stored image, served from this address. */
  imageUrl: Scalars['String']['output'];
  machineIds: Array<Scalars['Int']['output']>;
  machineTypeIds: Array<Scalars['Int']['output']>;
  machineTypes: Array<MachineType>;
  /** The chosen machines the caller may see. */
  machines: Array<Machine>;
  name: Scalars['String']['output'];
  /** The order among the pictures playing on a machine: lower plays first. */
  priority: Scalars['Int']['output'];
  startDate: Scalars['Date']['output'];
  status: MachineMediaStatus;
  target: MachineMediaTarget;
  /** Where it plays, in words: all machines, or the names of the machine types or the numbers of the machines. */
  targets: Scalars['String']['output'];
  updatedTime: Scalars['DateTime']['output'];
};

export type MachineBannerInput = {
  active: Scalars['Boolean']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  /** The last day it plays; not before the start date. */
  endDate: Scalars['Date']['input'];
  /** The address `singleUpload` answered for the image; nothing else is accepted. */
  imageUrl: Scalars['String']['input'];
  /** With target MACHINES: the machines it plays on; the whole list. */
  machineIds: Array<Scalars['Int']['input']>;
  /** With target MACHINE_TYPES: the machine types it plays on; the whole list. */
  machineTypeIds: Array<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  /** The order among the pictures playing on a machine: lower plays first. */
  priority: Scalars['Int']['input'];
  /** The first day it plays. */
  startDate: Scalars['Date']['input'];
  target: MachineMediaTarget;
};

export type MachineBannerPage = {
  __typename?: 'MachineBannerPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<MachineBanner>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type MachineBannerUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** The last day it plays; not before the start date. */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** The address `singleUpload` answered for the image; nothing else is accepted. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** With target MACHINES: the machines it plays on; the whole list. */
  machineIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** With target MACHINE_TYPES: the machine types it plays on; the whole list. */
  machineTypeIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** The order among the pictures playing on a machine: lower plays first. */
  priority?: InputMaybe<Scalars['Int']['input']>;
  /** The first day it plays. */
  startDate?: InputMaybe<Scalars['Date']['input']>;
  target?: InputMaybe<MachineMediaTarget>;
};

/** A machine that registered itself through the gateway on its first boot, waiting to be converted into a machine. */
export type MachineDraft = {
  __typename?: 'MachineDraft';
  androidType: Maybe<Scalars['String']['output']>;
  /** The machine it was converted into. */
  convertedMachine: Maybe<Machine>;
  convertedTime: Maybe<Scalars['DateTime']['output']>;
  /** When the machine registered. */
  createdTime: Scalars['DateTime']['output'];
  factoryNumber: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  machineType: Maybe<MachineType>;
  machineTypeId: Maybe<Scalars['Int']['output']>;
  owner: Maybe<Scalars['String']['output']>;
  physicalCondition: PhysicalCondition;
  /** The network address the registration came from. */
  registeredFrom: Maybe<Scalars['String']['output']>;
  /** The machine type as the machine named it. */
  reportedMachineType: Scalars['String']['output'];
  /** The slots as the machine reported them, as JSON. */
  slotSetting: Maybe<Scalars['String']['output']>;
  /** When the machine last registered. */
  updatedTime: Scalars['DateTime']['output'];
  vmcNo: Scalars['String']['output'];
  /** Not converted yet. */
  waiting: Scalars['Boolean']['output'];
};

export type MachineDraftPage = {
  __typename?: 'MachineDraftPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<MachineDraft>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

/** An error code machines report, with its meaning and urgency. */
export type MachineError = {
  __typename?: 'MachineError';
  code: Scalars['String']['output'];
  createdTime: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  updatedTime: Scalars['DateTime']['output'];
  urgency: MachineErrorUrgency;
};

export type MachineErrorInput = {
  /** The code as the machine reports it, e.g. E12. */
  code: Scalars['String']['input'];
  description: Scalars['String']['input'];
  urgency: MachineErrorUrgency;
};

export type MachineErrorPage = {
  __typename?: 'MachineErrorPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<MachineError>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type MachineErrorUpdateInput = {
  /** The code as the machine reports it, e.g. E12. */
  code?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  urgency?: InputMaybe<MachineErrorUrgency>;
};

/** How urgent a catalogued machine error is, from LOW to CRITICAL. */
export type MachineErrorUrgency =
  | 'CRITICAL'
  | 'HIGH'
  | 'LOW'
  | 'MEDIUM';

export type MachineGatewayKeyInfo = {
  __typename?: 'MachineGatewayKeyInfo';
  issuedAt: Scalars['DateTime']['output'];
  /** The key’s last four characters. */
  keyHint: Scalars['String']['output'];
};

/** A new gateway key for a machine. The key is shown this once: it is stored only as a hash. */
export type MachineGatewayKeyIssued = {
  __typename?: 'MachineGatewayKeyIssued';
  /** Enter it into the machine now; it cannot be shown again. */
  gatewayKey: Scalars['String']['output'];
  issuedAt: Scalars['DateTime']['output'];
  /** The key’s last four characters. */
  keyHint: Scalars['String']['output'];
  machine: Machine;
};

/** Something that happened to a machine: an error, a status, an instruction, a boot, a lost connection. */
export type MachineHistory = {
  __typename?: 'MachineHistory';
  id: Scalars['Int']['output'];
  machine: Machine;
  machineId: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  type: Scalars['String']['output'];
  updatedTime: Scalars['DateTime']['output'];
  /** A user’s name as it was then, or "Machine" when the machine reported it. */
  user: Scalars['String']['output'];
  userId: Maybe<Scalars['Int']['output']>;
};

export type MachineHistoryPage = {
  __typename?: 'MachineHistoryPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<MachineHistory>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A machine set at a hub, from the day it was loaded to the day it was unloaded. */
export type MachineHub = {
  __typename?: 'MachineHub';
  /** The machine stands there now. */
  active: Scalars['Boolean']['output'];
  createdTime: Scalars['DateTime']['output'];
  hub: Hub;
  hubId: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  loadedAt: Scalars['Date']['output'];
  machine: Machine;
  machineId: Scalars['Int']['output'];
  merchantId: Maybe<Scalars['String']['output']>;
  midtrans: Maybe<Midtrans>;
  midtransId: Maybe<Scalars['Int']['output']>;
  simcardNo: Maybe<Scalars['String']['output']>;
  terminalId: Maybe<Scalars['String']['output']>;
  unloadedAt: Maybe<Scalars['Date']['output']>;
  updatedTime: Scalars['DateTime']['output'];
};

export type MachineHubInput = {
  hubId: Scalars['Int']['input'];
  /** The day the machine was set there. */
  loadedAt: Scalars['Date']['input'];
  machineId: Scalars['Int']['input'];
  merchantId?: InputMaybe<Scalars['String']['input']>;
  /** The payment gateway account the machine takes payments through here. */
  midtransId?: InputMaybe<Scalars['Int']['input']>;
  simcardNo?: InputMaybe<Scalars['String']['input']>;
  terminalId?: InputMaybe<Scalars['String']['input']>;
};

export type MachineHubPage = {
  __typename?: 'MachineHubPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<MachineHub>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type MachineHubUpdateInput = {
  /** The day the machine was set there. */
  loadedAt?: InputMaybe<Scalars['Date']['input']>;
  merchantId?: InputMaybe<Scalars['String']['input']>;
  /** The payment gateway account the machine takes payments through here. */
  midtransId?: InputMaybe<Scalars['Int']['input']>;
  simcardNo?: InputMaybe<Scalars['String']['input']>;
  terminalId?: InputMaybe<Scalars['String']['input']>;
};

export type MachineInput = {
  active: Scalars['Boolean']['input'];
  androidType?: InputMaybe<Scalars['String']['input']>;
  /** Letters, digits and hyphens only. */
  factoryNumber: Scalars['String']['input'];
  lockMotorState: LockMotorState;
  machineTypeId: Scalars['Int']['input'];
  /** Merchant id at the payment partner. */
  mid?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  owner?: InputMaybe<Scalars['String']['input']>;
  physicalCondition: PhysicalCondition;
  /** °C, above the minimum. */
  refrigeratorMaxTemperature?: InputMaybe<Scalars['Float']['input']>;
  /** °C. */
  refrigeratorMinTemperature?: InputMaybe<Scalars['Float']['input']>;
  refrigeratorMode: RefrigeratorMode;
  /** Null: the machine follows its hub’s opening hours. */
  runningSchedules?: InputMaybe<Array<RunningScheduleInput>>;
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
  | 'DISCOUNT'
  | 'NOINSTRUCTION'
  | 'OPENDOOR'
  | 'PRICESET'
  | 'REBOOT'
  | 'RINSING'
  | 'UPGRADE';

/** Where a banner or screensaver stands today (Jakarta time): INACTIVE, SCHEDULED (before its start), PLAYING or ENDED (after its end). */
export type MachineMediaStatus =
  | 'ENDED'
  | 'INACTIVE'
  | 'PLAYING'
  | 'SCHEDULED';

/** Where a banner or screensaver plays: on every machine, on the machines of chosen types, or on chosen machines. */
export type MachineMediaTarget =
  | 'ALL'
  | 'MACHINES'
  | 'MACHINE_TYPES';

export type MachinePage = {
  __typename?: 'MachinePage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<Machine>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The payment partner settings of one machine. Its client secret and private key are written, never read back. */
export type MachinePayment = {
  __typename?: 'MachinePayment';
  active: Scalars['Boolean']['output'];
  channelId: Maybe<Scalars['String']['output']>;
  clientId: Scalars['String']['output'];
  /** Whether a client secret is stored; the secret itself is never returned. */
  clientSecretSet: Scalars['Boolean']['output'];
  createdTime: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  machine: Machine;
  machineId: Scalars['Int']['output'];
  mid: Scalars['String']['output'];
  partnerId: Maybe<Scalars['String']['output']>;
  posId: Maybe<Scalars['String']['output']>;
  /** Whether a private key is stored; the key itself is never returned. */
  privateKeySet: Scalars['Boolean']['output'];
  storeId: Maybe<Scalars['String']['output']>;
  tid: Scalars['String']['output'];
  updatedTime: Scalars['DateTime']['output'];
};

export type MachinePaymentInput = {
  active: Scalars['Boolean']['input'];
  channelId?: InputMaybe<Scalars['String']['input']>;
  clientId: Scalars['String']['input'];
  /** A secret: stored, never returned. */
  clientSecret: Scalars['String']['input'];
  machineId: Scalars['Int']['input'];
  /** The merchant id at the payment partner. */
  mid: Scalars['String']['input'];
  partnerId?: InputMaybe<Scalars['String']['input']>;
  posId?: InputMaybe<Scalars['String']['input']>;
  /** A secret: stored, never returned. */
  privateKey?: InputMaybe<Scalars['String']['input']>;
  storeId?: InputMaybe<Scalars['String']['input']>;
  /** The terminal id at the payment partner. */
  tid: Scalars['String']['input'];
};

export type MachinePaymentPage = {
  __typename?: 'MachinePaymentPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<MachinePayment>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type MachinePaymentUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  channelId?: InputMaybe<Scalars['String']['input']>;
  clientId?: InputMaybe<Scalars['String']['input']>;
  /** Given only to replace the stored secret. */
  clientSecret?: InputMaybe<Scalars['String']['input']>;
  /** The merchant id at the payment partner. */
  mid?: InputMaybe<Scalars['String']['input']>;
  partnerId?: InputMaybe<Scalars['String']['input']>;
  posId?: InputMaybe<Scalars['String']['input']>;
  /** Given only to replace the stored key. */
  privateKey?: InputMaybe<Scalars['String']['input']>;
  storeId?: InputMaybe<Scalars['String']['input']>;
  /** The terminal id at the payment partner. */
  tid?: InputMaybe<Scalars['String']['input']>;
};

/** A QR code a machine shows for one payment provider. */
export type MachineQr = {
  __typename?: 'MachineQr';
  active: Scalars['Boolean']['output'];
  content: Scalars['String']['output'];
  createdTime: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  machine: Machine;
  machineId: Scalars['Int']['output'];
  qrType: QrType;
  updatedTime: Scalars['DateTime']['output'];
};

export type MachineQrInput = {
  active: Scalars['Boolean']['input'];
  /** The text the QR encodes: a QRIS string or an address. */
  content: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  machineId: Scalars['Int']['input'];
  qrType: QrType;
};

export type MachineQrPage = {
  __typename?: 'MachineQrPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<MachineQr>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type MachineQrUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** The text the QR encodes: a QRIS string or an address. */
  content?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  machineId?: InputMaybe<Scalars['Int']['input']>;
  qrType?: InputMaybe<QrType>;
};

/** A picture machines show while nobody is ordering, on the machines it targets, during its period. */
export type MachineScreensaver = {
  __typename?: 'MachineScreensaver';
  active: Scalars['Boolean']['output'];
  createdTime: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  endDate: Scalars['Date']['output'];
  id: Scalars['Int']['output'];
  /** The stored image, served from this address. */
  imageUrl: Scalars['String']['output'];
  machineIds: Array<Scalars['Int']['output']>;
  machineTypeIds: Array<Scalars['Int']['output']>;
  machineTypes: Array<MachineType>;
  /** The chosen machines the caller may see. */
  machines: Array<Machine>;
  name: Scalars['String']['output'];
  /** The order among the pictures playing on a machine: lower plays first. */
  priority: Scalars['Int']['output'];
  startDate: Scalars['Date']['output'];
  status: MachineMediaStatus;
  target: MachineMediaTarget;
  /** Where it plays, in words: all machines, or the names of the machine types or the numbers of the machines. */
  targets: Scalars['String']['output'];
  updatedTime: Scalars['DateTime']['output'];
};

export type MachineScreensaverInput = {
  active: Scalars['Boolean']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  /** The last day it plays; not before the start date. */
  endDate: Scalars['Date']['input'];
  /** The address `singleUpload` answered for the image; nothing else is accepted. */
  imageUrl: Scalars['String']['input'];
  /** With target MACHINES: the machines it plays on; the whole list. */
  machineIds: Array<Scalars['Int']['input']>;
  /** With target MACHINE_TYPES: the machine types it plays on; the whole list. */
  machineTypeIds: Array<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  /** The order among the pictures playing on a machine: lower plays first. */
  priority: Scalars['Int']['input'];
  /** The first day it plays. */
  startDate: Scalars['Date']['input'];
  target: MachineMediaTarget;
};

export type MachineScreensaverPage = {
  __typename?: 'MachineScreensaverPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<MachineScreensaver>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type MachineScreensaverUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** The last day it plays; not before the start date. */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** The address `singleUpload` answered for the image; nothing else is accepted. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** With target MACHINES: the machines it plays on; the whole list. */
  machineIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** With target MACHINE_TYPES: the machine types it plays on; the whole list. */
  machineTypeIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** The order among the pictures playing on a machine: lower plays first. */
  priority?: InputMaybe<Scalars['Int']['input']>;
  /** The first day it plays. */
  startDate?: InputMaybe<Scalars['Date']['input']>;
  target?: InputMaybe<MachineMediaTarget>;
};

/** One machine a software update was rolled out to: the upgrade instruction it was sent, and whether it has taken the update. */
export type MachineSoftwareRollout = {
  __typename?: 'MachineSoftwareRollout';
  acknowledgedTime: Maybe<Scalars['DateTime']['output']>;
  fetchedTime: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['Int']['output'];
  /** The upgrade instruction the machine was sent last for this update. */
  instructionLogId: Scalars['Int']['output'];
  machine: Machine;
  machineId: Scalars['Int']['output'];
  sentByName: Maybe<Scalars['String']['output']>;
  sentTime: Scalars['DateTime']['output'];
  state: MachineSoftwareRolloutState;
  update: MachineSoftwareUpdate;
  updateId: Scalars['Int']['output'];
};

/** How many machines of a rollout are in each state. */
export type MachineSoftwareRolloutCounts = {
  __typename?: 'MachineSoftwareRolloutCounts';
  acknowledged: Scalars['Int']['output'];
  fetched: Scalars['Int']['output'];
  installed: Scalars['Int']['output'];
  sent: Scalars['Int']['output'];
  superseded: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type MachineSoftwareRolloutPage = {
  __typename?: 'MachineSoftwareRolloutPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<MachineSoftwareRollout>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

/** Where one machine of a rollout is: SENT (the upgrade waits), FETCHED (the machine fetched it), ACKNOWLEDGED (carried out, but the machine still reports an older version), INSTALLED (acknowledged, and the machine reports this version or a later one), SUPERSEDED (a later instruction replaced it first). */
export type MachineSoftwareRolloutState =
  | 'ACKNOWLEDGED'
  | 'FETCHED'
  | 'INSTALLED'
  | 'SENT'
  | 'SUPERSEDED';

/** A version of the machines’ app: its name, its code and its package (an uploaded APK or an https address). */
export type MachineSoftwareUpdate = {
  __typename?: 'MachineSoftwareUpdate';
  /** An uploaded package (/uploads/….apk, on this server) or an https address. */
  apkUrl: Scalars['String']['output'];
  createdTime: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  releaseNotes: Maybe<Scalars['String']['output']>;
  /** How many machines it was rolled out to, by state (the machines the caller may see). */
  rolloutCounts: MachineSoftwareRolloutCounts;
  /** The SHA-256 of an uploaded package; null for an address elsewhere. */
  sha256: Maybe<Scalars['String']['output']>;
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
  versionCode: Scalars['Int']['output'];
  versionName: Scalars['String']['output'];
};

export type MachineSoftwareUpdateInput = {
  /** The package: the address singleUpload answered for an APK, or an https address. */
  apkUrl: Scalars['String']['input'];
  releaseNotes?: InputMaybe<Scalars['String']['input']>;
  /** The version Android orders by: a positive whole number, unique. */
  versionCode: Scalars['Int']['input'];
  /** The version as people read it, e.g. 1.4.2. */
  versionName: Scalars['String']['input'];
};

export type MachineSoftwareUpdatePage = {
  __typename?: 'MachineSoftwareUpdatePage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<MachineSoftwareUpdate>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type MachineSoftwareUpdateUpdateInput = {
  /** The package: the address singleUpload answered for an APK, or an https address. */
  apkUrl?: InputMaybe<Scalars['String']['input']>;
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
  errorCodeMachine: Scalars['String']['output'];
  errorDescription: Scalars['String']['output'];
  fatalError: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  machine: Machine;
  machineId: Scalars['Int']['output'];
  machineSet: Maybe<Scalars['String']['output']>;
  /** It is the machine’s error now. */
  open: Scalars['Boolean']['output'];
  persistenceError: Scalars['Boolean']['output'];
  reportedTime: Scalars['DateTime']['output'];
  /** Who reported it: a user’s name, or "Machine" when the machine did. */
  user: Scalars['String']['output'];
};

export type MachineStatusErrorInput = {
  /** The code the machine gives the error. */
  errorCodeMachine: Scalars['String']['input'];
  errorDescription: Scalars['String']['input'];
  /** The machine cannot sell until it is seen to. */
  fatalError: Scalars['Boolean']['input'];
  machineId: Scalars['Int']['input'];
  /** The part or setting of the machine the error is in. */
  machineSet?: InputMaybe<Scalars['String']['input']>;
  /** The error stays after a reboot. */
  persistenceError: Scalars['Boolean']['input'];
};

export type MachineStatusErrorPage = {
  __typename?: 'MachineStatusErrorPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<MachineStatusError>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A status a machine reported, as it went into the machine’s history. */
export type MachineStatusInfo = {
  __typename?: 'MachineStatusInfo';
  /** The status was normal and ended the machine’s error. */
  errorCleared: Scalars['Boolean']['output'];
  history: MachineHistory;
  machine: Machine;
  machineId: Scalars['Int']['output'];
  notes: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

export type MachineStatusInfoInput = {
  machineId: Scalars['Int']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  /** normal, ok, ready or running (any case) clear the machine’s error; anything else is only recorded. */
  status: Scalars['String']['input'];
};

/** One ingredient in one machine’s canisters: how much is left, in the ingredient’s unit. */
export type MachineStockIn = {
  __typename?: 'MachineStockIn';
  createdTime: Scalars['DateTime']['output'];
  /** In the ingredient’s unit. */
  currentStock: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  important: Scalars['Boolean']['output'];
  ingredient: Ingredient;
  ingredientId: Scalars['Int']['output'];
  /** At or below its minimum. */
  low: Scalars['Boolean']['output'];
  machine: Machine;
  machineId: Scalars['Int']['output'];
  maxStock: Scalars['Int']['output'];
  minStock: Scalars['Int']['output'];
  orderNr: Maybe<Scalars['Int']['output']>;
  updatedTime: Scalars['DateTime']['output'];
};

/** One ingredient of a machine filled: its level after the fill. */
export type MachineStockInFillInput = {
  /** The level after the fill, in the ingredient’s unit. */
  currentStock: Scalars['Float']['input'];
  ingredientId: Scalars['Int']['input'];
  machineId: Scalars['Int']['input'];
  /** Packs or pieces of the machine’s stock out used for it. */
  stockOutsConsumed?: InputMaybe<Array<StockOutConsumedInput>>;
};

export type MachineStockInInput = {
  /** In the ingredient’s unit. */
  currentStock: Scalars['Float']['input'];
  /** The machine cannot sell without it. */
  important?: InputMaybe<Scalars['Boolean']['input']>;
  ingredientId: Scalars['Int']['input'];
  machineId: Scalars['Int']['input'];
  /** A refill fills up to this; left out on create, the machine type’s maximum for the machine’s level. */
  maxStock?: InputMaybe<Scalars['Int']['input']>;
  /** At or below this the machine is low on the ingredient. */
  minStock: Scalars['Int']['input'];
  /** Position in the machine’s list; left out, the ingredient’s own order. */
  orderNr?: InputMaybe<Scalars['Int']['input']>;
};

export type MachineStockInPage = {
  __typename?: 'MachineStockInPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<MachineStockIn>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

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
  createdTime: Scalars['DateTime']['output'];
  currentStock: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  infinite: Scalars['Boolean']['output'];
  ingredient: Maybe<Ingredient>;
  ingredientId: Maybe<Scalars['Int']['output']>;
  /** Finite and at or below its minimum. */
  low: Scalars['Boolean']['output'];
  machine: Machine;
  machineId: Scalars['Int']['output'];
  maxStock: Scalars['Int']['output'];
  minStock: Scalars['Int']['output'];
  orderNr: Maybe<Scalars['Int']['output']>;
  packaging: Packaging;
  packagingId: Scalars['Int']['output'];
  updatedTime: Scalars['DateTime']['output'];
};

/** Pieces of one packaging put into a machine, and any taken back out. */
export type MachineStockOutFillInput = {
  /** Whole pieces added, above 0. */
  additionalStock: Scalars['Int']['input'];
  machineId: Scalars['Int']['input'];
  packagingId: Scalars['Int']['input'];
  /** Whole pieces taken back out (expired or damaged); not above the stock before the fill. */
  returnQuantity?: InputMaybe<Scalars['Int']['input']>;
};

export type MachineStockOutInput = {
  /** Whole pieces. */
  currentStock: Scalars['Int']['input'];
  /** Never runs out: fills and consumption leave it alone. */
  infinite?: InputMaybe<Scalars['Boolean']['input']>;
  /** The ingredient the packaging holds, for packs poured into a canister. */
  ingredientId?: InputMaybe<Scalars['Int']['input']>;
  machineId: Scalars['Int']['input'];
  /** Left out on create, the machine type’s maximum for the machine’s level. */
  maxStock?: InputMaybe<Scalars['Int']['input']>;
  /** At or below this the machine is low on the packaging. */
  minStock: Scalars['Int']['input'];
  /** Position in the machine’s list. */
  orderNr?: InputMaybe<Scalars['Int']['input']>;
  packagingId: Scalars['Int']['input'];
};

export type MachineStockOutPage = {
  __typename?: 'MachineStockOutPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<MachineStockOut>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

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
  active: Scalars['Boolean']['output'];
  /** How the server talks to the machine’s controller. */
  commandType: Maybe<Scalars['String']['output']>;
  createdTime: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** The short code that prefixes the numbers of machines of this type. */
  initialName: Scalars['String']['output'];
  /** Above this many cups a week it is a high seller; between the two, a medium one. */
  maxCup: Maybe<Scalars['Int']['output']>;
  /** Below this many cups a week a machine of the type is a low seller. */
  minCup: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  /** The maxima per ingredient. */
  stockIns: Array<MachineTypeStock>;
  /** The maxima per packaging. */
  stockOuts: Array<MachineTypeStock>;
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

/** How machine types are named and pictured to shop customers. */
export type MachineTypeDisplay = {
  __typename?: 'MachineTypeDisplay';
  active: Scalars['Boolean']['output'];
  createdTime: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  imageUrl: Maybe<Scalars['String']['output']>;
  machineTypeIds: Array<Scalars['Int']['output']>;
  machineTypes: Array<MachineType>;
  name: Scalars['String']['output'];
  updatedTime: Scalars['DateTime']['output'];
};

export type MachineTypeDisplayInput = {
  active: Scalars['Boolean']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  /** The picture shop customers see. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** The machine types shown this way; the whole list. */
  machineTypeIds: Array<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
};

export type MachineTypeDisplayPage = {
  __typename?: 'MachineTypeDisplayPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<MachineTypeDisplay>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type MachineTypeDisplayUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** The picture shop customers see. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** The machine types shown this way; the whole list. */
  machineTypeIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type MachineTypeInput = {
  active: Scalars['Boolean']['input'];
  /** How the server talks to the machine’s controller. */
  commandType?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** The short code that prefixes the numbers of machines of this type. */
  initialName: Scalars['String']['input'];
  /** Above this many cups a week it is a high seller; between the two, a medium one. */
  maxCup?: InputMaybe<Scalars['Int']['input']>;
  /** Below this many cups a week a machine of the type is a low seller. */
  minCup?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
};

export type MachineTypePage = {
  __typename?: 'MachineTypePage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<MachineType>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The stock maxima of a machine type for one ingredient (stock in) or one packaging (stock out). */
export type MachineTypeStock = {
  __typename?: 'MachineTypeStock';
  createdTime: Scalars['DateTime']['output'];
  high: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  ingredient: Maybe<Ingredient>;
  ingredientId: Maybe<Scalars['Int']['output']>;
  /** IN for an ingredient, OUT for a packaging. */
  kind: Scalars['String']['output'];
  low: Scalars['Int']['output'];
  machineType: MachineType;
  machineTypeId: Scalars['Int']['output'];
  medium: Scalars['Int']['output'];
  packaging: Maybe<Packaging>;
  packagingId: Maybe<Scalars['Int']['output']>;
  updatedTime: Scalars['DateTime']['output'];
};

export type MachineTypeStockInput = {
  /** In a high seller. */
  high: Scalars['Int']['input'];
  /** For a stock-in maximum. */
  ingredientId?: InputMaybe<Scalars['Int']['input']>;
  /** Filled up to this in a low seller. */
  low: Scalars['Int']['input'];
  machineTypeId: Scalars['Int']['input'];
  /** In a medium seller; between low and high. */
  medium: Scalars['Int']['input'];
  /** For a stock-out maximum. */
  packagingId?: InputMaybe<Scalars['Int']['input']>;
};

export type MachineTypeStockPage = {
  __typename?: 'MachineTypeStockPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<MachineTypeStock>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type MachineTypeStockUpdateInput = {
  /** In a high seller. */
  high?: InputMaybe<Scalars['Int']['input']>;
  /** Filled up to this in a low seller. */
  low?: InputMaybe<Scalars['Int']['input']>;
  /** In a medium seller; between low and high. */
  medium?: InputMaybe<Scalars['Int']['input']>;
};

export type MachineTypeUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** How the server talks to the machine’s controller. */
  commandType?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** The short code that prefixes the numbers of machines of this type. */
  initialName?: InputMaybe<Scalars['String']['input']>;
  /** Above this many cups a week it is a high seller; between the two, a medium one. */
  maxCup?: InputMaybe<Scalars['Int']['input']>;
  /** Below this many cups a week a machine of the type is a low seller. */
  minCup?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type MachineUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  androidType?: InputMaybe<Scalars['String']['input']>;
  /** Letters, digits and hyphens only. */
  factoryNumber?: InputMaybe<Scalars['String']['input']>;
  lockMotorState?: InputMaybe<LockMotorState>;
  machineTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** Merchant id at the payment partner. */
  mid?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  owner?: InputMaybe<Scalars['String']['input']>;
  physicalCondition?: InputMaybe<PhysicalCondition>;
  /** °C, above the minimum. */
  refrigeratorMaxTemperature?: InputMaybe<Scalars['Float']['input']>;
  /** °C. */
  refrigeratorMinTemperature?: InputMaybe<Scalars['Float']['input']>;
  refrigeratorMode?: InputMaybe<RefrigeratorMode>;
  /** Null: the machine follows its hub’s opening hours. */
  runningSchedules?: InputMaybe<Array<RunningScheduleInput>>;
  simcardNo?: InputMaybe<Scalars['String']['input']>;
  /** Terminal id at the payment partner. */
  tid?: InputMaybe<Scalars['String']['input']>;
  /** The vending controller number; letters, digits and hyphens. */
  vmcNo?: InputMaybe<Scalars['String']['input']>;
  /** The payment partner has not finished registering the machine; it cannot be active meanwhile. */
  waitingForAltitude?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ManualTaskInput = {
  assigneeId: Scalars['Int']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  /** When it should be done. */
  executionTime: Scalars['DateTime']['input'];
  /** Empty for a task at no machine. */
  machineId?: InputMaybe<Scalars['Int']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export type ManualTaskUpdateInput = {
  assigneeId?: InputMaybe<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** When it should be done. */
  executionTime?: InputMaybe<Scalars['DateTime']['input']>;
  /** Empty for a task at no machine. */
  machineId?: InputMaybe<Scalars['Int']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** The signed-in user and what they may do. */
export type Me = {
  __typename?: 'Me';
  active: Scalars['Boolean']['output'];
  authorities: Array<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** The role’s name. */
  role: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

/** A payment gateway account that machines at a hub take card and QR payments through. */
export type Midtrans = {
  __typename?: 'Midtrans';
  active: Scalars['Boolean']['output'];
  /** The public key the payment page uses. */
  clientKey: Scalars['String']['output'];
  createdTime: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  merchantId: Scalars['String']['output'];
  /** The merchant id, marked when it is a sandbox account: how pickers name the account. */
  name: Scalars['String']['output'];
  production: Scalars['Boolean']['output'];
  /** Whether a server key is stored; the key itself is never returned. */
  serverKeySet: Scalars['Boolean']['output'];
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

export type MidtransInput = {
  active: Scalars['Boolean']['input'];
  clientKey: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  merchantId: Scalars['String']['input'];
  /** The live gateway; otherwise its sandbox. */
  production: Scalars['Boolean']['input'];
  /** A secret: stored, never returned. */
  serverKey: Scalars['String']['input'];
};

export type MidtransPage = {
  __typename?: 'MidtransPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<Midtrans>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type MidtransUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  clientKey?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  merchantId?: InputMaybe<Scalars['String']['input']>;
  /** The live gateway; otherwise its sandbox. */
  production?: InputMaybe<Scalars['Boolean']['input']>;
  /** Given only to replace the stored key. */
  serverKey?: InputMaybe<Scalars['String']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Makes the open error of machine `id` a refiller-check task for someone, and marks the machine’s error as assigned. */
  assignErrorTask: Maybe<Task>;
  /** Gives a proposal of the planner (a task with no assignee) to someone. */
  assignTask: Maybe<Task>;
  /** Completes a machine draft into a machine and issues its gateway key, shown this once. */
  convertMachineDraft: MachineGatewayKeyIssued;
  createCluster: Maybe<Cluster>;
  createCompany: Maybe<Company>;
  createDepartment: Maybe<Department>;
  createHub: Maybe<Hub>;
  createHubEntity: Maybe<HubEntity>;
  createHubType: Maybe<HubType>;
  createIngredient: Maybe<Ingredient>;
  createIngredientInProduct: Maybe<IngredientInProduct>;
  /** Requests leave for several days at once (one input a day), all or none. */
  createLeaves: Maybe<Array<Leave>>;
  createMachine: Maybe<Machine>;
  createMachineBanner: Maybe<MachineBanner>;
  createMachineError: Maybe<MachineError>;
  /** Sets a machine at a hub. A machine stands at one hub at a time: unload it first. */
  createMachineHub: Maybe<MachineHub>;
  createMachinePayment: Maybe<MachinePayment>;
  createMachineQr: Maybe<MachineQr>;
  createMachineScreensaver: Maybe<MachineScreensaver>;
  createMachineSoftwareUpdate: Maybe<MachineSoftwareUpdate>;
  /** Reports an error of a machine: it becomes the machine’s error now (lastError, lastErrorAt) and goes into its history. */
  createMachineStatusError: Maybe<MachineStatusError>;
  /** Reports a machine’s status into its history; a normal status (normal, ok, ready, running) clears its error. */
  createMachineStatusInfo: Maybe<MachineStatusInfo>;
  createMachineStockIn: Maybe<MachineStockIn>;
  createMachineStockOut: Maybe<MachineStockOut>;
  createMachineType: Maybe<MachineType>;
  createMachineTypeDisplay: Maybe<MachineTypeDisplay>;
  createMachineTypeStock: Maybe<MachineTypeStock>;
  /** Creates a manual task for someone, at a machine or at none. */
  createManualTask: Maybe<Task>;
  createMidtrans: Maybe<Midtrans>;
  createPackaging: Maybe<Packaging>;
  createProduct: Maybe<Product>;
  createProductHistory: Maybe<ProductHistory>;
  createProductInMachine: Maybe<ProductInMachine>;
  createProductSet: Maybe<ProductSet>;
  /** Puts an active product in the set; answers the set. */
  createProductSetCombination: Maybe<ProductSet>;
  createRefillerSchedule: Maybe<RefillerSchedule>;
  createRewardRule: Maybe<RewardRule>;
  createRole: Maybe<Role>;
  createSlotMaster: Maybe<SlotMaster>;
  createSlotSetting: Maybe<SlotSetting>;
  createSparePart: Maybe<SparePart>;
  createUnit: Maybe<Unit>;
  createUser: Maybe<User>;
  /** Its assignee declines a pending or started task, saying why (the note is required). */
  declineTask: Maybe<Task>;
  /** Deletes the ingredient in product and answers its id. */
  deleteIngredientInProduct: Maybe<Scalars['Int']['output']>;
  /** Deletes the leave and answers its id. */
  deleteLeave: Maybe<Scalars['Int']['output']>;
  /** Unloads the machine from the hub on the given day; the placement stays as history. */
  deleteMachineHub: Maybe<MachineHub>;
  /** Deletes the machine stock in and answers its id. */
  deleteMachineStockIn: Maybe<Scalars['Int']['output']>;
  /** Deletes the machine stock out and answers its id. */
  deleteMachineStockOut: Maybe<Scalars['Int']['output']>;
  /** Deletes a manual task while it is pending, and answers its id. */
  deleteManualTask: Maybe<Scalars['Int']['output']>;
  /** Takes the product out of the set; answers the set. */
  deleteProductSetCombination: Maybe<ProductSet>;
  /** Deletes the refiller schedule and answers its id. */
  deleteRefillerSchedule: Maybe<Scalars['Int']['output']>;
  /** Deletes a proposal of the planner (a task with no assignee) and answers its id. */
  deleteUnassignedTask: Maybe<Scalars['Int']['output']>;
  /** Signs in and sets the session cookie. A wrong username and a wrong password answer alike. */
  doLogin: Maybe<Me>;
  /** Ends the session on the server and clears the cookie. */
  doLogout: Scalars['Boolean']['output'];
  /** Fills ingredients of machines to the levels given, taking the pieces used from their stock out; all lines or none. Answers the rows in the order given. */
  fillMachineStockIn: Maybe<Array<MachineStockIn>>;
  /** Adds pieces of packaging to machines (less any taken back); all lines or none. Answers the rows in the order given. */
  fillMachineStockOut: Maybe<Array<MachineStockOut>>;
  /** Its assignee finishes a started task with a photo; the machine’s stock after the fill is recorded in the same transaction, as the fill pages record it, so a fill line that fails leaves the task started. */
  finishTask: Maybe<Task>;
  /** The instruction waiting for the machine, or NOINSTRUCTION. It changes nothing: only the machine itself fetches an instruction, through the gateway. */
  getInstruction: Maybe<MachineInstruction>;
  /** Issues a new gateway key for the machine, shown this once; its old key stops working at once. */
  issueMachineGatewayKey: MachineGatewayKeyIssued;
  /** Plans the refills of a day now (tomorrow in Jakarta when no date is given), as the evening run does: its unassigned tasks are replaced by the new plan’s; assigned tasks stay. CONFLICT while the day is being planned. */
  planRefills: RefillPlan;
  /** Gives a pending task to someone else. */
  reassignTask: Maybe<Task>;
  /** Sends each machine the upgrade instruction with the update’s package and version (replacing an instruction still waiting), and follows whether it takes it. A machine sent the update before is sent it again. Answers the update. */
  rolloutMachineSoftwareUpdate: Maybe<MachineSoftwareUpdate>;
  /** Sends the setting’s prices to its machine: sets the machine’s `priceset` instruction with the prices as its payload, superseding one still waiting. Answers the setting, whose lastPriceSend is the new instruction. */
  sendSlotPrices: Maybe<SlotSetting>;
  /** Sets the machine’s instruction, to wait until the machine fetches it. One still waiting is superseded; NOINSTRUCTION withdraws it. */
  setInstruction: Maybe<ServerInstructionLog>;
  /** Stores a file of up to 50 MB and answers the address it is served from. Its content decides what it is, whatever its name or declared type; `accept` names the kind the form wants. */
  singleUpload: Maybe<Scalars['String']['output']>;
  /** Its assignee starts a pending task (the console asks "Are you sure you want to start this task?" first). */
  startTask: Maybe<Task>;
  updateCluster: Maybe<Cluster>;
  updateCompany: Maybe<Company>;
  updateDepartment: Maybe<Department>;
  updateHub: Maybe<Hub>;
  updateHubEntity: Maybe<HubEntity>;
  updateHubType: Maybe<HubType>;
  updateIngredient: Maybe<Ingredient>;
  updateIngredientInProduct: Maybe<IngredientInProduct>;
  /** Saves the whole configuration; with `expectedUpdatedTime`, refused as CONFLICT when someone saved it since. */
  updateLatteConfig: Maybe<LatteConfig>;
  updateLeave: Maybe<Leave>;
  updateMachine: Maybe<Machine>;
  updateMachineBanner: Maybe<MachineBanner>;
  updateMachineError: Maybe<MachineError>;
  /** Changes the payment account, terminal, merchant, SIM card or load day of a machine standing at a hub. */
  updateMachineHub: Maybe<MachineHub>;
  updateMachinePayment: Maybe<MachinePayment>;
  updateMachineQr: Maybe<MachineQr>;
  updateMachineScreensaver: Maybe<MachineScreensaver>;
  updateMachineSoftwareUpdate: Maybe<MachineSoftwareUpdate>;
  updateMachineStockIn: Maybe<MachineStockIn>;
  updateMachineStockOut: Maybe<MachineStockOut>;
  updateMachineType: Maybe<MachineType>;
  updateMachineTypeDisplay: Maybe<MachineTypeDisplay>;
  updateMachineTypeStock: Maybe<MachineTypeStock>;
  /** Changes a manual task while it is pending. */
  updateManualTask: Maybe<Task>;
  updateMidtrans: Maybe<Midtrans>;
  updatePackaging: Maybe<Packaging>;
  updateProduct: Maybe<Product>;
  updateProductInMachine: Maybe<ProductInMachine>;
  updateProductSet: Maybe<ProductSet>;
  updateProfile: Maybe<User>;
  updateRefillerSchedule: Maybe<RefillerSchedule>;
  updateRewardRule: Maybe<RewardRule>;
  updateRole: Maybe<Role>;
  updateSlotMaster: Maybe<SlotMaster>;
  updateSlotSetting: Maybe<SlotSetting>;
  updateSparePart: Maybe<SparePart>;
  updateUnit: Maybe<Unit>;
  updateUser: Maybe<User>;
  /** Sets the machines the user sees and touches, the whole list; an empty list leaves the user unlimited by machine. */
  updateUserMachine: Maybe<User>;
  /** Sets the payment methods whose vending payments the user sees, the whole list; an empty list leaves the user unlimited by payment. */
  updateUserPayment: Maybe<User>;
};


export type MutationAssignErrorTaskArgs = {
  id: Scalars['Int']['input'];
  input: AssignErrorTaskInput;
};


export type MutationAssignTaskArgs = {
  assigneeId: Scalars['Int']['input'];
  temporaryTaskId: Scalars['Int']['input'];
};


export type MutationConvertMachineDraftArgs = {
  id: Scalars['Int']['input'];
  input: MachineInput;
};


export type MutationCreateClusterArgs = {
  input: ClusterInput;
};


export type MutationCreateCompanyArgs = {
  input: CompanyInput;
};


export type MutationCreateDepartmentArgs = {
  input: DepartmentInput;
};


export type MutationCreateHubArgs = {
  input: HubInput;
};


export type MutationCreateHubEntityArgs = {
  input: HubEntityInput;
};


export type MutationCreateHubTypeArgs = {
  input: HubTypeInput;
};


export type MutationCreateIngredientArgs = {
  input: IngredientInput;
};


export type MutationCreateIngredientInProductArgs = {
  input: IngredientInProductInput;
};


export type MutationCreateLeavesArgs = {
  inputs: Array<LeaveInput>;
};


export type MutationCreateMachineArgs = {
  input: MachineInput;
};


export type MutationCreateMachineBannerArgs = {
  input: MachineBannerInput;
};


export type MutationCreateMachineErrorArgs = {
  input: MachineErrorInput;
};


export type MutationCreateMachineHubArgs = {
  input: MachineHubInput;
};


export type MutationCreateMachinePaymentArgs = {
  input: MachinePaymentInput;
};


export type MutationCreateMachineQrArgs = {
  input: MachineQrInput;
};


export type MutationCreateMachineScreensaverArgs = {
  input: MachineScreensaverInput;
};


export type MutationCreateMachineSoftwareUpdateArgs = {
  input: MachineSoftwareUpdateInput;
};


export type MutationCreateMachineStatusErrorArgs = {
  input: MachineStatusErrorInput;
};


export type MutationCreateMachineStatusInfoArgs = {
  input: MachineStatusInfoInput;
};


export type MutationCreateMachineStockInArgs = {
  input: MachineStockInInput;
};


export type MutationCreateMachineStockOutArgs = {
  input: MachineStockOutInput;
};


export type MutationCreateMachineTypeArgs = {
  input: MachineTypeInput;
};


export type MutationCreateMachineTypeDisplayArgs = {
  input: MachineTypeDisplayInput;
};


export type MutationCreateMachineTypeStockArgs = {
  input: MachineTypeStockInput;
};


export type MutationCreateManualTaskArgs = {
  input: ManualTaskInput;
};


export type MutationCreateMidtransArgs = {
  input: MidtransInput;
};


export type MutationCreatePackagingArgs = {
  input: PackagingInput;
};


export type MutationCreateProductArgs = {
  input: ProductInput;
};


export type MutationCreateProductHistoryArgs = {
  input: ProductHistoryInput;
};


export type MutationCreateProductInMachineArgs = {
  input: ProductInMachineInput;
};


export type MutationCreateProductSetArgs = {
  input: ProductSetInput;
};


export type MutationCreateProductSetCombinationArgs = {
  productId: Scalars['Int']['input'];
  productSetId: Scalars['Int']['input'];
};


export type MutationCreateRefillerScheduleArgs = {
  input: RefillerScheduleInput;
};


export type MutationCreateRewardRuleArgs = {
  input: RewardRuleInput;
};


export type MutationCreateRoleArgs = {
  input: RoleInput;
};


export type MutationCreateSlotMasterArgs = {
  input: SlotMasterInput;
};


export type MutationCreateSlotSettingArgs = {
  input: SlotSettingInput;
};


export type MutationCreateSparePartArgs = {
  input: SparePartInput;
};


export type MutationCreateUnitArgs = {
  input: UnitInput;
};


export type MutationCreateUserArgs = {
  input: UserInput;
};


export type MutationDeclineTaskArgs = {
  id: Scalars['Int']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteIngredientInProductArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteLeaveArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteMachineHubArgs = {
  id: Scalars['Int']['input'];
  unloadDate: Scalars['Date']['input'];
};


export type MutationDeleteMachineStockInArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteMachineStockOutArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteManualTaskArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteProductSetCombinationArgs = {
  productId: Scalars['Int']['input'];
  productSetId: Scalars['Int']['input'];
};


export type MutationDeleteRefillerScheduleArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteUnassignedTaskArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDoLoginArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationFillMachineStockInArgs = {
  inputs: Array<MachineStockInFillInput>;
};


export type MutationFillMachineStockOutArgs = {
  inputs: Array<MachineStockOutFillInput>;
};


export type MutationFinishTaskArgs = {
  id: Scalars['Int']['input'];
  input: FinishTaskInput;
};


export type MutationGetInstructionArgs = {
  id: Scalars['Int']['input'];
};


export type MutationIssueMachineGatewayKeyArgs = {
  machineId: Scalars['Int']['input'];
};


export type MutationPlanRefillsArgs = {
  date?: InputMaybe<Scalars['Date']['input']>;
};


export type MutationReassignTaskArgs = {
  assigneeId: Scalars['Int']['input'];
  id: Scalars['Int']['input'];
};


export type MutationRolloutMachineSoftwareUpdateArgs = {
  id: Scalars['Int']['input'];
  machineIds: Array<Scalars['Int']['input']>;
};


export type MutationSendSlotPricesArgs = {
  slotSettingId: Scalars['Int']['input'];
};


export type MutationSetInstructionArgs = {
  id: Scalars['Int']['input'];
  instruction: MachineInstruction;
};


export type MutationSingleUploadArgs = {
  accept?: InputMaybe<UploadKind>;
  file: Scalars['File']['input'];
};


export type MutationStartTaskArgs = {
  id: Scalars['Int']['input'];
};


export type MutationUpdateClusterArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ClusterUpdateInput;
};


export type MutationUpdateCompanyArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: CompanyUpdateInput;
};


export type MutationUpdateDepartmentArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: DepartmentUpdateInput;
};


export type MutationUpdateHubArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: HubUpdateInput;
};


export type MutationUpdateHubEntityArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: HubEntityUpdateInput;
};


export type MutationUpdateHubTypeArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: HubTypeUpdateInput;
};


export type MutationUpdateIngredientArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: IngredientUpdateInput;
};


export type MutationUpdateIngredientInProductArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: IngredientInProductUpdateInput;
};


export type MutationUpdateLatteConfigArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  input: LatteConfigInput;
};


export type MutationUpdateLeaveArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: LeaveUpdateInput;
};


export type MutationUpdateMachineArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachineUpdateInput;
};


export type MutationUpdateMachineBannerArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachineBannerUpdateInput;
};


export type MutationUpdateMachineErrorArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachineErrorUpdateInput;
};


export type MutationUpdateMachineHubArgs = {
  id: Scalars['Int']['input'];
  input: MachineHubUpdateInput;
};


export type MutationUpdateMachinePaymentArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachinePaymentUpdateInput;
};


export type MutationUpdateMachineQrArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachineQrUpdateInput;
};


export type MutationUpdateMachineScreensaverArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachineScreensaverUpdateInput;
};


export type MutationUpdateMachineSoftwareUpdateArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachineSoftwareUpdateUpdateInput;
};


export type MutationUpdateMachineStockInArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachineStockInUpdateInput;
};


export type MutationUpdateMachineStockOutArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachineStockOutUpdateInput;
};


export type MutationUpdateMachineTypeArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachineTypeUpdateInput;
};


export type MutationUpdateMachineTypeDisplayArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachineTypeDisplayUpdateInput;
};


export type MutationUpdateMachineTypeStockArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MachineTypeStockUpdateInput;
};


export type MutationUpdateManualTaskArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ManualTaskUpdateInput;
};


export type MutationUpdateMidtransArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: MidtransUpdateInput;
};


export type MutationUpdatePackagingArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: PackagingUpdateInput;
};


export type MutationUpdateProductArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ProductUpdateInput;
};


export type MutationUpdateProductInMachineArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ProductInMachineUpdateInput;
};


export type MutationUpdateProductSetArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: ProductSetUpdateInput;
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


export type MutationUpdateRefillerScheduleArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: RefillerScheduleUpdateInput;
};


export type MutationUpdateRewardRuleArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: RewardRuleUpdateInput;
};


export type MutationUpdateRoleArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: RoleUpdateInput;
};


export type MutationUpdateSlotMasterArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: SlotMasterUpdateInput;
};


export type MutationUpdateSlotSettingArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: SlotSettingUpdateInput;
};


export type MutationUpdateSparePartArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: SparePartUpdateInput;
};


export type MutationUpdateUnitArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: UnitUpdateInput;
};


export type MutationUpdateUserArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: UserUpdateInput;
};


export type MutationUpdateUserMachineArgs = {
  machineIds: Array<Scalars['Int']['input']>;
  userId: Scalars['Int']['input'];
};


export type MutationUpdateUserPaymentArgs = {
  payments: Array<VendingPaymentMethod>;
  userId: Scalars['Int']['input'];
};

/** A cup a machine sold, as the machine’s events give it, with its money. */
export type Order = {
  __typename?: 'Order';
  /** The product’s cost of goods when it was sold. */
  cogs: Maybe<Scalars['Int']['output']>;
  corporateDiscount: Scalars['Int']['output'];
  createdTime: Maybe<Scalars['DateTime']['output']>;
  /** Seconds from created to the drink done. */
  duration: Maybe<Scalars['Int']['output']>;
  /** Rupiah the machine should have charged: its slot setting’s price for the product (the discounted price when set), else its menu price, less the corporate discount and subsidy; worked out when the order arrived. Null when the machine had no price for the product. */
  expectedPrice: Maybe<Scalars['Int']['output']>;
  failedTime: Maybe<Scalars['DateTime']['output']>;
  /** Gross merchandise value: the cup at its menu price. */
  gmv: Maybe<Scalars['Int']['output']>;
  hubId: Maybe<Scalars['Int']['output']>;
  /** The hub the machine stood at when the order was made. */
  hubInternalId: Maybe<Scalars['String']['output']>;
  hubName: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  machine: Machine;
  machineId: Scalars['Int']['output'];
  /** The machine type’s initial name. */
  machineInitial: Maybe<Scalars['String']['output']>;
  /** The machine’s VMC number when the order was made. */
  machineNo: Scalars['String']['output'];
  /** The machine’s own number of the order. */
  orderNo: Scalars['String']['output'];
  /** The menu price before discounts. */
  originalPrice: Maybe<Scalars['Int']['output']>;
  paidTime: Maybe<Scalars['DateTime']['output']>;
  /** When the payment was confirmed. */
  payDoneRTime: Maybe<Scalars['DateTime']['output']>;
  paymentMethod: Maybe<VendingPaymentMethod>;
  paymentReferenceId: Maybe<Scalars['String']['output']>;
  /** Rupiah the customer was charged. */
  price: Maybe<Scalars['Int']['output']>;
  /** Whether the machine charged otherwise than the expected price; null when either is unknown. */
  priceDiffers: Maybe<Scalars['Boolean']['output']>;
  productDoneTime: Maybe<Scalars['DateTime']['output']>;
  productId: Maybe<Scalars['Int']['output']>;
  /** As the product was named when it was sold. */
  productName: Maybe<Scalars['String']['output']>;
  refundedTime: Maybe<Scalars['DateTime']['output']>;
  remark: Maybe<Scalars['String']['output']>;
  salesType: Maybe<SalesType>;
  state: VendingOrderState;
  subsidy: Scalars['Int']['output'];
};

/** An order event as a machine sent it through the gateway. */
export type OrderLog = {
  __typename?: 'OrderLog';
  /** What happened: order.created, order.paid, order.product_done, order.failed or order.refunded. */
  event: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  machine: Machine;
  machineId: Scalars['Int']['output'];
  orderNo: Scalars['String']['output'];
  /** The event’s payload as JSON. */
  payload: Scalars['String']['output'];
  paymentProvider: Maybe<Scalars['String']['output']>;
  /** When the gateway took it. */
  receivedTime: Scalars['DateTime']['output'];
  /** When it happened on the machine. */
  time: Scalars['DateTime']['output'];
};

export type OrderLogPage = {
  __typename?: 'OrderLogPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<OrderLog>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type OrderPage = {
  __typename?: 'OrderPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<Order>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

/** What one machine at one hub sold in a period: completed cups, their revenue, and the cups of each product. */
export type OrderSummary = {
  __typename?: 'OrderSummary';
  hubId: Maybe<Scalars['Int']['output']>;
  hubInternalId: Maybe<Scalars['String']['output']>;
  hubName: Maybe<Scalars['String']['output']>;
  /** The row’s place in the whole list, from 1. */
  id: Scalars['Int']['output'];
  machineId: Scalars['Int']['output'];
  machineNo: Scalars['String']['output'];
  orderSummaryProducts: Array<OrderSummaryProduct>;
  totalCup: Scalars['Int']['output'];
  /** Rupiah. */
  totalRevenue: Scalars['Float']['output'];
};

export type OrderSummaryPage = {
  __typename?: 'OrderSummaryPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<OrderSummary>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The cups of one product in a summary. */
export type OrderSummaryProduct = {
  __typename?: 'OrderSummaryProduct';
  productId: Scalars['Int']['output'];
  productName: Scalars['String']['output'];
  /** Cups sold. */
  sum: Scalars['Int']['output'];
};

/** A machine that needed a visit on the plan’s day that no refiller could make, and the rule that kept them away. */
export type OutOfReachMachine = {
  __typename?: 'OutOfReachMachine';
  hubId: Maybe<Scalars['Int']['output']>;
  hubName: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  machine: Maybe<Machine>;
  machineId: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  /** HUB_CLOSED, NO_VEHICLE (no refiller works that day), ODD_EVEN_RATIONING, CAPACITY, MAX_DISTANCE, TIME_WINDOW or NO_CAPACITY_LEFT (reachable alone, but the day was full). */
  reason: Scalars['String']['output'];
};

export type Packaging = {
  __typename?: 'Packaging';
  active: Scalars['Boolean']['output'];
  createdTime: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Pieces in one pack. */
  quantity: Maybe<Scalars['Int']['output']>;
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

export type PackagingInput = {
  active: Scalars['Boolean']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** Pieces in one pack. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

export type PackagingPage = {
  __typename?: 'PackagingPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<Packaging>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type PackagingUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Pieces in one pack. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

export type PageInput = {
  /** An endCursor: the page after it, found by index as fast at page 10.000 as at page 1. */
  after?: InputMaybe<Scalars['String']['input']>;
  /** A startCursor: the page before it. */
  before?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<FilterInput>;
  /** From 1. With a cursor, the number of the page it leads to (shown back as currentPage). */
  page: Scalars['Int']['input'];
  search?: InputMaybe<SearchInput>;
  /** From 1 to 100. */
  size: Scalars['Int']['input'];
  sorts?: InputMaybe<Array<SortInput>>;
};

export type PaymentTerms =
  | 'ANNUALLY'
  | 'MONTHLY'
  | 'QUARTERLY'
  | 'SEMI_ANNUALLY';

/** How a machine looked on its last inspection. */
export type PhysicalCondition =
  | 'CLEAR'
  | 'FAIL'
  | 'PARTIAL';

/** The parity of a car plate’s number: on an odd date only ODD plates enter a hub under odd-even rationing. */
export type PlateParity =
  | 'EVEN'
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
  hubId: Maybe<Scalars['Int']['output']>;
  hubInternalId: Maybe<Scalars['String']['output']>;
  hubName: Maybe<Scalars['String']['output']>;
  /** The row’s place in the whole list, from 1. */
  id: Scalars['Int']['output'];
  /** The last such day. */
  lastDay: Scalars['String']['output'];
  machineId: Scalars['Int']['output'];
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

export type PriceAuditPage = {
  __typename?: 'PriceAuditPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<PriceAudit>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

/** Rupiah per cup: what the company pays towards the price, and what corporate customers get off. */
export type PriceSetting = {
  __typename?: 'PriceSetting';
  corporateDiscount: Maybe<Scalars['Int']['output']>;
  subsidy: Maybe<Scalars['Int']['output']>;
};

export type PriceSettingInput = {
  corporateDiscount?: InputMaybe<Scalars['Int']['input']>;
  subsidy?: InputMaybe<Scalars['Int']['input']>;
};

/** A drink the machines sell: the menu. */
export type Product = {
  __typename?: 'Product';
  active: Scalars['Boolean']['output'];
  /** Rupiah one cup costs to make. */
  cogs: Scalars['Int']['output'];
  containCoffee: Scalars['Boolean']['output'];
  createdTime: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  /** Whole seconds a cup takes to brew, at most. */
  maxDuration: Scalars['Int']['output'];
  /** Whole seconds a cup takes to brew, at least. */
  minDuration: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
  /** Grams of one cup. */
  weight: Scalars['Int']['output'];
};

/** A product’s name, cogs and active flag from a moment on, and who set them. */
export type ProductHistory = {
  __typename?: 'ProductHistory';
  active: Scalars['Boolean']['output'];
  cogs: Scalars['Int']['output'];
  createdTime: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  product: Product;
  productId: Scalars['Int']['output'];
  /** When the values took effect. */
  updatedTime: Scalars['DateTime']['output'];
  userId: Maybe<Scalars['Int']['output']>;
  /** Who made the change, as they were named then. */
  userName: Scalars['String']['output'];
};

export type ProductHistoryInput = {
  active: Scalars['Boolean']['input'];
  cogs: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  productId: Scalars['Int']['input'];
  /** When the values took effect; now when left out. Not in the future. */
  updatedTime?: InputMaybe<Scalars['DateTime']['input']>;
};

export type ProductHistoryPage = {
  __typename?: 'ProductHistoryPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<ProductHistory>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A product on a machine’s menu: its price there, its slot, and whether it is sold now. */
export type ProductInMachine = {
  __typename?: 'ProductInMachine';
  active: Scalars['Boolean']['output'];
  createdTime: Scalars['DateTime']['output'];
  /** Rupiah; null: no discount. */
  discountedPrice: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  machine: Machine;
  machineId: Scalars['Int']['output'];
  /** Rupiah. */
  price: Scalars['Int']['output'];
  product: Product;
  productId: Scalars['Int']['output'];
  slot: Maybe<Scalars['Int']['output']>;
  updatedTime: Scalars['DateTime']['output'];
};

export type ProductInMachineInput = {
  active: Scalars['Boolean']['input'];
  /** Rupiah, below the price; null: no discount. */
  discountedPrice?: InputMaybe<Scalars['Int']['input']>;
  machineId: Scalars['Int']['input'];
  /** Rupiah a cup costs at this machine. */
  price: Scalars['Int']['input'];
  productId: Scalars['Int']['input'];
  /** The position of the product’s button on the machine; one product per slot. */
  slot?: InputMaybe<Scalars['Int']['input']>;
};

export type ProductInMachinePage = {
  __typename?: 'ProductInMachinePage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<ProductInMachine>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type ProductInMachineUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Rupiah, below the price; null: no discount. */
  discountedPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Rupiah a cup costs at this machine. */
  price?: InputMaybe<Scalars['Int']['input']>;
  /** The position of the product’s button on the machine; one product per slot. */
  slot?: InputMaybe<Scalars['Int']['input']>;
};

export type ProductInput = {
  active: Scalars['Boolean']['input'];
  /** Rupiah one cup costs to make. */
  cogs: Scalars['Int']['input'];
  containCoffee: Scalars['Boolean']['input'];
  /** The recipe; an active product needs at least one line. */
  ingredients: Array<RecipeLineInput>;
  /** Whole seconds a cup takes to brew, at most; above minDuration. */
  maxDuration: Scalars['Int']['input'];
  /** Whole seconds a cup takes to brew, at least. */
  minDuration: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  /** Grams of one cup. */
  weight: Scalars['Int']['input'];
};

export type ProductPage = {
  __typename?: 'ProductPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<Product>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

/** Products loaded on machines together. */
export type ProductSet = {
  __typename?: 'ProductSet';
  active: Scalars['Boolean']['output'];
  createdTime: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** The products in the set, by name. */
  menus: Array<Product>;
  name: Scalars['String']['output'];
  updatedTime: Scalars['DateTime']['output'];
};

export type ProductSetInput = {
  active: Scalars['Boolean']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

export type ProductSetPage = {
  __typename?: 'ProductSetPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<ProductSet>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type ProductSetUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type ProductUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Rupiah one cup costs to make. */
  cogs?: InputMaybe<Scalars['Int']['input']>;
  containCoffee?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whole seconds a cup takes to brew, at most; above minDuration. */
  maxDuration?: InputMaybe<Scalars['Int']['input']>;
  /** Whole seconds a cup takes to brew, at least. */
  minDuration?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Grams of one cup. */
  weight?: InputMaybe<Scalars['Int']['input']>;
};

export type ProfileInput = {
  confirmPassword?: InputMaybe<Scalars['String']['input']>;
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Given only to change the password, with the current one and a confirmation. */
  newPassword?: InputMaybe<Scalars['String']['input']>;
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
  hubInternalId: Maybe<Scalars['String']['output']>;
  /** How many of the hub’s machines sold in the month: what a minimum amount or fixed cost is spread over. */
  hubMachinesSold: Maybe<Scalars['Int']['output']>;
  hubName: Maybe<Scalars['String']['output']>;
  hubOwnership: Maybe<HubOwnership>;
  hubType: Maybe<Scalars['String']['output']>;
  /** The row’s place in the whole list, from 1. */
  id: Scalars['Int']['output'];
  machineId: Scalars['Int']['output'];
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
  vmcNo: Scalars['String']['output'];
  year: Scalars['Int']['output'];
};

export type ProfitabilityReportPage = {
  __typename?: 'ProfitabilityReportPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<ProfitabilityReport>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

/** The payment provider a QR is for. */
export type QrType =
  | 'ajapay'
  | 'alipay'
  | 'danapay'
  | 'gopay'
  | 'jakpay'
  | 'jumppay'
  | 'wx_pub';

export type Query = {
  __typename?: 'Query';
  /** Every authority, for the role form. */
  authorities: Maybe<Array<Authority>>;
  /** Active users who may be chosen as a manager: those whose active role can see every task. */
  availableSupervisors: Maybe<Array<User>>;
  /** Active users who have no refiller schedule yet; with `refillerScheduleId`, that schedule’s user too (for its edit form). */
  availableUsersForRefiller: Maybe<Array<User>>;
  cluster: Maybe<Cluster>;
  clusters: Maybe<ClusterPage>;
  clustersAll: Maybe<Array<Cluster>>;
  companies: Maybe<CompanyPage>;
  companiesAll: Maybe<Array<Company>>;
  company: Maybe<Company>;
  concisedOrder: Maybe<ConcisedOrder>;
  concisedOrders: Maybe<ConcisedOrderPage>;
  /** The address of a CSV of the tasks of one day (in `timezone`) that are no longer pending: started, done or declined. */
  dailyNonPendingTasksReport: Maybe<Scalars['String']['output']>;
  department: Maybe<Department>;
  departments: Maybe<DepartmentPage>;
  departmentsAll: Maybe<Array<Department>>;
  hub: Maybe<Hub>;
  hubEntities: Maybe<HubEntityPage>;
  hubEntitiesAll: Maybe<Array<HubEntity>>;
  hubEntity: Maybe<HubEntity>;
  /** The address of a CSV of every hub matching the filters, in the order they were made; it works for five minutes, for the caller only. Sorts are not used. */
  hubReport: Maybe<Scalars['String']['output']>;
  hubType: Maybe<HubType>;
  hubTypePages: Maybe<HubTypePage>;
  hubTypesAll: Maybe<Array<HubType>>;
  hubs: Maybe<HubPage>;
  hubsAll: Maybe<Array<Hub>>;
  ingredient: Maybe<Ingredient>;
  ingredientInProduct: Maybe<IngredientInProduct>;
  ingredientInProducts: Maybe<IngredientInProductPage>;
  ingredientInProductsAll: Maybe<Array<IngredientInProduct>>;
  /** The recipe of a product, in the ingredients’ stock order. */
  ingredientInProductsByProductId: Maybe<Array<IngredientInProduct>>;
  ingredients: Maybe<IngredientPage>;
  ingredientsAll: Maybe<Array<Ingredient>>;
  /** The active ingredients a machine’s stock in does not hold yet: the choices for a new row. */
  ingredientsNotInMachine: Maybe<Array<Ingredient>>;
  /** The active ingredients a product’s recipe does not use yet: the choices for a new line. */
  ingredientsNotInProduct: Maybe<Array<Ingredient>>;
  latteConfig: Maybe<LatteConfig>;
  leave: Maybe<Leave>;
  leaves: Maybe<LeavePage>;
  /** Logistic analytics for the days from startDate to endDate (Jakarta, at most a year), optionally of one refiller; only tasks and machines in the caller’s machine mapping, and only their own tasks without VIEW_ALL_TASKS. */
  logisticAnalytics: LogisticAnalytics;
  machine: Maybe<Machine>;
  /** Machine analytics for the days from startDate to endDate (Jakarta, at most two years), optionally at one hub; only the machines and payment methods the caller is mapped to. */
  machineAnalytics: MachineAnalytics;
  machineBanner: Maybe<MachineBanner>;
  machineBanners: Maybe<MachineBannerPage>;
  machineBannersAll: Maybe<Array<MachineBanner>>;
  machineDraft: Maybe<MachineDraft>;
  machineDrafts: Maybe<MachineDraftPage>;
  machineDraftsAll: Maybe<Array<MachineDraft>>;
  machineError: Maybe<MachineError>;
  machineErrors: Maybe<MachineErrorPage>;
  machineErrorsAll: Maybe<Array<MachineError>>;
  machineHistories: Maybe<MachineHistoryPage>;
  machineHistoriesAll: Maybe<Array<MachineHistory>>;
  /** A machine’s history, the latest first. */
  machineHistoriesByMachineId: Maybe<MachineHistoryPage>;
  machineHistory: Maybe<MachineHistory>;
  machineHub: Maybe<MachineHub>;
  machineHubs: Maybe<MachineHubPage>;
  machineHubsAll: Maybe<Array<MachineHub>>;
  machinePayment: Maybe<MachinePayment>;
  machinePayments: Maybe<MachinePaymentPage>;
  machinePaymentsAll: Maybe<Array<MachinePayment>>;
  machineQr: Maybe<MachineQr>;
  machineQrs: Maybe<MachineQrPage>;
  machineQrsAll: Maybe<Array<MachineQr>>;
  /** The address of a CSV of every machine matching the filters that the caller may see, by VMC number; it works for five minutes, for the caller only. Sorts are not used. */
  machineReport: Maybe<Scalars['String']['output']>;
  machineScreensaver: Maybe<MachineScreensaver>;
  machineScreensavers: Maybe<MachineScreensaverPage>;
  machineScreensaversAll: Maybe<Array<MachineScreensaver>>;
  machineSoftwareRollout: Maybe<MachineSoftwareRollout>;
  machineSoftwareRollouts: Maybe<MachineSoftwareRolloutPage>;
  machineSoftwareRolloutsAll: Maybe<Array<MachineSoftwareRollout>>;
  machineSoftwareUpdate: Maybe<MachineSoftwareUpdate>;
  machineSoftwareUpdates: Maybe<MachineSoftwareUpdatePage>;
  machineSoftwareUpdatesAll: Maybe<Array<MachineSoftwareUpdate>>;
  machineStatusError: Maybe<MachineStatusError>;
  machineStatusErrors: Maybe<MachineStatusErrorPage>;
  machineStatusErrorsAll: Maybe<Array<MachineStatusError>>;
  machineStockIn: Maybe<MachineStockIn>;
  machineStockIns: Maybe<MachineStockInPage>;
  machineStockInsAll: Maybe<Array<MachineStockIn>>;
  /** The ingredients in a machine, in the machine’s order. */
  machineStockInsByMachine: Maybe<Array<MachineStockIn>>;
  machineStockOut: Maybe<MachineStockOut>;
  machineStockOuts: Maybe<MachineStockOutPage>;
  machineStockOutsAll: Maybe<Array<MachineStockOut>>;
  /** The packaging in a machine, in the machine’s order. */
  machineStockOutsByMachine: Maybe<Array<MachineStockOut>>;
  machineType: Maybe<MachineType>;
  machineTypeDisplay: Maybe<MachineTypeDisplay>;
  machineTypeDisplays: Maybe<MachineTypeDisplayPage>;
  machineTypeDisplaysAll: Maybe<Array<MachineTypeDisplay>>;
  machineTypeStock: Maybe<MachineTypeStock>;
  machineTypeStocks: Maybe<MachineTypeStockPage>;
  machineTypeStocksAll: Maybe<Array<MachineTypeStock>>;
  machineTypes: Maybe<MachineTypePage>;
  machineTypesAll: Maybe<Array<MachineType>>;
  machines: Maybe<MachinePage>;
  machinesAll: Maybe<Array<Machine>>;
  /** The machines in error now: the open error of each, the latest first (the machine-status-error page). */
  machinesInError: Maybe<MachineStatusErrorPage>;
  me: Maybe<Me>;
  midtrans: Maybe<Midtrans>;
  midtranses: Maybe<MidtransPage>;
  midtransesAll: Maybe<Array<Midtrans>>;
  order: Maybe<Order>;
  orderLog: Maybe<OrderLog>;
  orderLogs: Maybe<OrderLogPage>;
  /** The address of a CSV of every order matching the filters that the caller may see (the period is the createdTime filter), oldest first, with its money; it works for five minutes, for the caller only. */
  orderReport: Maybe<Scalars['String']['output']>;
  /** Per hub and machine, the completed cups, their revenue and the cups of each product; filter by createdTime (the period, by day), hubId, machineId, productId and paymentMethod. Sorts by totalCup, totalRevenue, machineNo or hubInternalId. */
  orderSummaries: Maybe<OrderSummaryPage>;
  /** The address of a CSV of the order summary for the filters: per hub, machine and product, the cups and their revenue; it works for five minutes, for the caller only. */
  orderSummaryReport: Maybe<Scalars['String']['output']>;
  orders: Maybe<OrderPage>;
  packaging: Maybe<Packaging>;
  packagings: Maybe<PackagingPage>;
  packagingsAll: Maybe<Array<Packaging>>;
  /** The active packagings a machine’s stock out does not hold yet: the choices for a new row. */
  packagingsNotInMachine: Maybe<Array<Packaging>>;
  /** Per hub and machine, the completed cups charged otherwise than the machine’s prices say in a period, and the money at stake; only machines with such cups. Filter by createdTime (the period, by day), hubId, machineId and productId. Sorts by moneyAtStake, differingOrders, orders, undercharged, overcharged, firstDay, lastDay, machineNo or hubInternalId; by default the largest money at stake either way first. */
  priceAudit: Maybe<PriceAuditPage>;
  product: Maybe<Product>;
  productHistories: Maybe<ProductHistoryPage>;
  productHistoriesAll: Maybe<Array<ProductHistory>>;
  /** A product’s pricing history, oldest first. */
  productHistoriesByProductId: Maybe<Array<ProductHistory>>;
  productHistory: Maybe<ProductHistory>;
  productInMachine: Maybe<ProductInMachine>;
  productInMachines: Maybe<ProductInMachinePage>;
  productInMachinesAll: Maybe<Array<ProductInMachine>>;
  productSet: Maybe<ProductSet>;
  productSets: Maybe<ProductSetPage>;
  productSetsAll: Maybe<Array<ProductSet>>;
  products: Maybe<ProductPage>;
  productsAll: Maybe<Array<Product>>;
  /** The active products a machine’s menu does not hold yet: the choices to add. */
  productsNotInMachine: Maybe<Array<Product>>;
  /** The active products a set does not hold yet: the choices to add. */
  productsNotInProductSet: Maybe<Array<Product>>;
  profile: Maybe<User>;
  /** Per month (in Jakarta), hub and machine: cups, gmv, revenue, cogs, gross profit and its percentage, what the hub’s rent terms cost and the net profit. Filter by month (YYYYMM, e.g. 202611), hubId and machineId; sorts by month, hubInternalId, vmcNo, numberOfCupsSold, gmv, revenue, cogs, grossProfit, grossProfitPercentage, revenueSharing, cupsFeeSharing, monthlyRentalFee, commissionShare, netProfit. */
  profitabilityReport: Maybe<ProfitabilityReportPage>;
  /** The refill plan of a day (tomorrow in Jakarta when no date is given), with the machines nobody could reach; null before the day is planned. */
  refillPlan: Maybe<RefillPlan>;
  refillerSchedule: Maybe<RefillerSchedule>;
  refillerSchedules: Maybe<RefillerSchedulePage>;
  rewardOrder: Maybe<RewardOrder>;
  rewardOrders: Maybe<RewardOrderPage>;
  rewardRule: Maybe<RewardRule>;
  rewardRules: Maybe<RewardRulePage>;
  rewardRulesAll: Maybe<Array<RewardRule>>;
  role: Maybe<Role>;
  roles: Maybe<RolePage>;
  rolesAll: Maybe<Array<Role>>;
  serverInstructionLog: Maybe<ServerInstructionLog>;
  serverInstructionLogs: Maybe<ServerInstructionLogPage>;
  serverInstructionLogsAll: Maybe<Array<ServerInstructionLog>>;
  /** The instructions set for a machine, the latest first. */
  serverInstructionLogsByMachineId: Maybe<ServerInstructionLogPage>;
  slotMaster: Maybe<SlotMaster>;
  slotMasters: Maybe<SlotMasterPage>;
  slotMastersAll: Maybe<Array<SlotMaster>>;
  slotSetting: Maybe<SlotSetting>;
  slotSettings: Maybe<SlotSettingPage>;
  slotSettingsAll: Maybe<Array<SlotSetting>>;
  sparePart: Maybe<SparePart>;
  spareParts: Maybe<SparePartPage>;
  sparePartsAll: Maybe<Array<SparePart>>;
  /** Per refiller, the sums of each ingredient and packaging to load for their open tasks of `date` (a company day, Asia/Jakarta), counting proposals not assigned yet for the refiller they were proposed for. */
  stockPreparation: Maybe<Array<StockPreparation>>;
  task: Maybe<Task>;
  /** Own finished today, own pending before today, own today, all pending today and all unassigned. */
  taskCounts: Maybe<TaskCounts>;
  /** One refiller’s day: the id is the assignee id and the day, e.g. "12:2026-11-25". */
  taskReport: Maybe<TaskReport>;
  /** Per refiller and day (newest first) the task report, for the days from startDate to endDate; without VIEW_ALL_TASKS only the caller’s own. */
  taskReports: Maybe<TaskReportPage>;
  /** Assigned tasks, by execution time unless sorted otherwise. Filter by state, type, assigneeId, machineId, hubId, executionTime (BETWEEN for a period) and more. `mine` keeps the caller’s own; without VIEW_ALL_TASKS a caller only ever sees their own. */
  tasks: Maybe<TaskPage>;
  /** The address of a CSV of every task matching the filters that the caller may see, by execution time; it works for five minutes, for the caller only. */
  tasksReport: Maybe<Scalars['String']['output']>;
  /** The planner’s proposals waiting for a supervisor: tasks with no assignee. */
  unassignedTasks: Maybe<TaskPage>;
  unit: Maybe<Unit>;
  units: Maybe<UnitPage>;
  unitsAll: Maybe<Array<Unit>>;
  user: Maybe<User>;
  /** The audit log, newest first unless sorted otherwise. */
  userActivities: Maybe<UserActivityPage>;
  users: Maybe<UserPage>;
  usersAll: Maybe<Array<User>>;
};


export type QueryAvailableSupervisorsArgs = {
  exceptUserId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAvailableUsersForRefillerArgs = {
  refillerScheduleId?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryClusterArgs = {
  id: Scalars['Int']['input'];
};


export type QueryClustersArgs = {
  pageInput: PageInput;
};


export type QueryClustersAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryCompaniesArgs = {
  pageInput: PageInput;
};


export type QueryCompaniesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryCompanyArgs = {
  id: Scalars['Int']['input'];
};


export type QueryConcisedOrderArgs = {
  id: Scalars['Int']['input'];
};


export type QueryConcisedOrdersArgs = {
  pageInput: PageInput;
};


export type QueryDailyNonPendingTasksReportArgs = {
  date: Scalars['Date']['input'];
  timezone?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDepartmentArgs = {
  id: Scalars['Int']['input'];
};


export type QueryDepartmentsArgs = {
  pageInput: PageInput;
};


export type QueryDepartmentsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryHubArgs = {
  id: Scalars['Int']['input'];
};


export type QueryHubEntitiesArgs = {
  pageInput: PageInput;
};


export type QueryHubEntitiesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryHubEntityArgs = {
  id: Scalars['Int']['input'];
};


export type QueryHubReportArgs = {
  queryInput?: InputMaybe<QueryInput>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


export type QueryHubTypeArgs = {
  id: Scalars['Int']['input'];
};


export type QueryHubTypePagesArgs = {
  pageInput: PageInput;
};


export type QueryHubTypesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryHubsArgs = {
  pageInput: PageInput;
};


export type QueryHubsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryIngredientArgs = {
  id: Scalars['Int']['input'];
};


export type QueryIngredientInProductArgs = {
  id: Scalars['Int']['input'];
};


export type QueryIngredientInProductsArgs = {
  pageInput: PageInput;
};


export type QueryIngredientInProductsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryIngredientInProductsByProductIdArgs = {
  productId: Scalars['Int']['input'];
};


export type QueryIngredientsArgs = {
  pageInput: PageInput;
};


export type QueryIngredientsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryIngredientsNotInMachineArgs = {
  machineId: Scalars['Int']['input'];
};


export type QueryIngredientsNotInProductArgs = {
  productId: Scalars['Int']['input'];
};


export type QueryLeaveArgs = {
  id: Scalars['Int']['input'];
};


export type QueryLeavesArgs = {
  pageInput: PageInput;
};


export type QueryLogisticAnalyticsArgs = {
  assigneeId?: InputMaybe<Scalars['Int']['input']>;
  endDate: Scalars['Date']['input'];
  startDate: Scalars['Date']['input'];
};


export type QueryMachineArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMachineAnalyticsArgs = {
  endDate: Scalars['Date']['input'];
  hubId?: InputMaybe<Scalars['Int']['input']>;
  startDate: Scalars['Date']['input'];
};


export type QueryMachineBannerArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMachineBannersArgs = {
  pageInput: PageInput;
};


export type QueryMachineBannersAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryMachineDraftArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMachineDraftsArgs = {
  pageInput: PageInput;
};


export type QueryMachineDraftsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryMachineErrorArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMachineErrorsArgs = {
  pageInput: PageInput;
};


export type QueryMachineErrorsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryMachineHistoriesArgs = {
  pageInput: PageInput;
};


export type QueryMachineHistoriesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryMachineHistoriesByMachineIdArgs = {
  machineId: Scalars['Int']['input'];
  pageInput: PageInput;
};


export type QueryMachineHistoryArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMachineHubArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMachineHubsArgs = {
  pageInput: PageInput;
};


export type QueryMachineHubsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryMachinePaymentArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMachinePaymentsArgs = {
  pageInput: PageInput;
};


export type QueryMachinePaymentsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryMachineQrArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMachineQrsArgs = {
  pageInput: PageInput;
};


export type QueryMachineQrsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryMachineReportArgs = {
  queryInput?: InputMaybe<QueryInput>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMachineScreensaverArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMachineScreensaversArgs = {
  pageInput: PageInput;
};


export type QueryMachineScreensaversAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryMachineSoftwareRolloutArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMachineSoftwareRolloutsArgs = {
  pageInput: PageInput;
};


export type QueryMachineSoftwareRolloutsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryMachineSoftwareUpdateArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMachineSoftwareUpdatesArgs = {
  pageInput: PageInput;
};


export type QueryMachineSoftwareUpdatesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryMachineStatusErrorArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMachineStatusErrorsArgs = {
  pageInput: PageInput;
};


export type QueryMachineStatusErrorsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryMachineStockInArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMachineStockInsArgs = {
  pageInput: PageInput;
};


export type QueryMachineStockInsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryMachineStockInsByMachineArgs = {
  machineId: Scalars['Int']['input'];
};


export type QueryMachineStockOutArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMachineStockOutsArgs = {
  pageInput: PageInput;
};


export type QueryMachineStockOutsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryMachineStockOutsByMachineArgs = {
  machineId: Scalars['Int']['input'];
};


export type QueryMachineTypeArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMachineTypeDisplayArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMachineTypeDisplaysArgs = {
  pageInput: PageInput;
};


export type QueryMachineTypeDisplaysAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryMachineTypeStockArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMachineTypeStocksArgs = {
  pageInput: PageInput;
};


export type QueryMachineTypeStocksAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryMachineTypesArgs = {
  pageInput: PageInput;
};


export type QueryMachineTypesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryMachinesArgs = {
  pageInput: PageInput;
};


export type QueryMachinesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryMachinesInErrorArgs = {
  pageInput: PageInput;
};


export type QueryMidtransArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMidtransesArgs = {
  pageInput: PageInput;
};


export type QueryMidtransesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryOrderArgs = {
  id: Scalars['Int']['input'];
};


export type QueryOrderLogArgs = {
  id: Scalars['Int']['input'];
};


export type QueryOrderLogsArgs = {
  pageInput: PageInput;
};


export type QueryOrderReportArgs = {
  queryInput?: InputMaybe<QueryInput>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrderSummariesArgs = {
  pageInput: PageInput;
};


export type QueryOrderSummaryReportArgs = {
  queryInput?: InputMaybe<QueryInput>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOrdersArgs = {
  pageInput: PageInput;
};


export type QueryPackagingArgs = {
  id: Scalars['Int']['input'];
};


export type QueryPackagingsArgs = {
  pageInput: PageInput;
};


export type QueryPackagingsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryPackagingsNotInMachineArgs = {
  machineId: Scalars['Int']['input'];
};


export type QueryPriceAuditArgs = {
  pageInput: PageInput;
};


export type QueryProductArgs = {
  id: Scalars['Int']['input'];
};


export type QueryProductHistoriesArgs = {
  pageInput: PageInput;
};


export type QueryProductHistoriesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryProductHistoriesByProductIdArgs = {
  productId: Scalars['Int']['input'];
};


export type QueryProductHistoryArgs = {
  id: Scalars['Int']['input'];
};


export type QueryProductInMachineArgs = {
  id: Scalars['Int']['input'];
};


export type QueryProductInMachinesArgs = {
  pageInput: PageInput;
};


export type QueryProductInMachinesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryProductSetArgs = {
  id: Scalars['Int']['input'];
};


export type QueryProductSetsArgs = {
  pageInput: PageInput;
};


export type QueryProductSetsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryProductsArgs = {
  pageInput: PageInput;
};


export type QueryProductsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryProductsNotInMachineArgs = {
  machineId: Scalars['Int']['input'];
};


export type QueryProductsNotInProductSetArgs = {
  productSetId: Scalars['Int']['input'];
};


export type QueryProfitabilityReportArgs = {
  pageInput: PageInput;
};


export type QueryRefillPlanArgs = {
  date?: InputMaybe<Scalars['Date']['input']>;
};


export type QueryRefillerScheduleArgs = {
  id: Scalars['Int']['input'];
};


export type QueryRefillerSchedulesArgs = {
  pageInput: PageInput;
};


export type QueryRewardOrderArgs = {
  id: Scalars['Int']['input'];
};


export type QueryRewardOrdersArgs = {
  pageInput: PageInput;
};


export type QueryRewardRuleArgs = {
  id: Scalars['Int']['input'];
};


export type QueryRewardRulesArgs = {
  pageInput: PageInput;
};


export type QueryRewardRulesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryRoleArgs = {
  id: Scalars['Int']['input'];
};


export type QueryRolesArgs = {
  pageInput: PageInput;
};


export type QueryRolesAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryServerInstructionLogArgs = {
  id: Scalars['Int']['input'];
};


export type QueryServerInstructionLogsArgs = {
  pageInput: PageInput;
};


export type QueryServerInstructionLogsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryServerInstructionLogsByMachineIdArgs = {
  machineId: Scalars['Int']['input'];
  pageInput: PageInput;
};


export type QuerySlotMasterArgs = {
  id: Scalars['Int']['input'];
};


export type QuerySlotMastersArgs = {
  pageInput: PageInput;
};


export type QuerySlotMastersAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QuerySlotSettingArgs = {
  id: Scalars['Int']['input'];
};


export type QuerySlotSettingsArgs = {
  pageInput: PageInput;
};


export type QuerySlotSettingsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QuerySparePartArgs = {
  id: Scalars['Int']['input'];
};


export type QuerySparePartsArgs = {
  pageInput: PageInput;
};


export type QuerySparePartsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryStockPreparationArgs = {
  date: Scalars['Date']['input'];
};


export type QueryTaskArgs = {
  id: Scalars['Int']['input'];
};


export type QueryTaskReportArgs = {
  id: Scalars['String']['input'];
};


export type QueryTaskReportsArgs = {
  assigneeId?: InputMaybe<Scalars['Int']['input']>;
  endDate?: InputMaybe<Scalars['Date']['input']>;
  pageInput: PageInput;
  startDate?: InputMaybe<Scalars['Date']['input']>;
};


export type QueryTasksArgs = {
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  pageInput: PageInput;
  states?: InputMaybe<Array<TaskState>>;
};


export type QueryTasksReportArgs = {
  queryInput?: InputMaybe<QueryInput>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


export type QueryUnassignedTasksArgs = {
  pageInput: PageInput;
};


export type QueryUnitArgs = {
  id: Scalars['Int']['input'];
};


export type QueryUnitsArgs = {
  pageInput: PageInput;
};


export type QueryUnitsAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};


export type QueryUserArgs = {
  id: Scalars['Int']['input'];
};


export type QueryUserActivitiesArgs = {
  pageInput: PageInput;
};


export type QueryUsersArgs = {
  pageInput: PageInput;
};


export type QueryUsersAllArgs = {
  queryInput?: InputMaybe<QueryInput>;
};

export type QueryInput = {
  filters?: InputMaybe<FilterInput>;
  search?: InputMaybe<SearchInput>;
  sorts?: InputMaybe<Array<SortInput>>;
};

/** One line of a new product’s recipe. */
export type RecipeLineInput = {
  /** How much of the ingredient, in its unit, one cup takes. */
  amount: Scalars['Float']['input'];
  /** The machine’s code for this dosing step. */
  fastCode?: InputMaybe<Scalars['String']['input']>;
  ingredientId: Scalars['Int']['input'];
};

/** The refill plan of one day: its run, what it planned and what it could not. */
export type RefillPlan = {
  __typename?: 'RefillPlan';
  date: Scalars['Date']['output'];
  /** How long the planner searched. */
  elapsedMs: Scalars['Int']['output'];
  failure: Maybe<Scalars['String']['output']>;
  finishedTime: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['Int']['output'];
  machinesNeeding: Scalars['Int']['output'];
  machinesOutOfReach: Scalars['Int']['output'];
  machinesPlanned: Scalars['Int']['output'];
  outOfReach: Array<OutOfReachMachine>;
  /** Refillers working that day. */
  refillers: Scalars['Int']['output'];
  /** Made by the evening run rather than by a person. */
  requestedByEvening: Scalars['Boolean']['output'];
  startedTime: Scalars['DateTime']['output'];
  /** RUNNING, DONE or FAILED. */
  state: Scalars['String']['output'];
  totalDistanceKm: Scalars['Float']['output'];
};

/** Who refills, on which weekdays, on foot or by car, how far, and under whose supervision. The refill planner plans from it. */
export type RefillerSchedule = {
  __typename?: 'RefillerSchedule';
  carNumber: Maybe<Scalars['String']['output']>;
  /** Refills by car. */
  carRefiller: Scalars['Boolean']['output'];
  createdTime: Scalars['DateTime']['output'];
  friday: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  /** Kilometres a day. */
  maxDistance: Scalars['Float']['output'];
  monday: Scalars['Boolean']['output'];
  oddEvenRationing: Maybe<PlateParity>;
  /** Refills on foot. */
  refiller: Scalars['Boolean']['output'];
  saturday: Scalars['Boolean']['output'];
  sunday: Scalars['Boolean']['output'];
  supervisor: Maybe<User>;
  supervisorId: Maybe<Scalars['Int']['output']>;
  thursday: Scalars['Boolean']['output'];
  tuesday: Scalars['Boolean']['output'];
  updatedTime: Scalars['DateTime']['output'];
  /** The refiller; their latitude and longitude are where their day starts. */
  user: User;
  userId: Scalars['Int']['output'];
  wednesday: Scalars['Boolean']['output'];
};

export type RefillerScheduleInput = {
  /** The car’s plate, e.g. B 1234 XYZ; required for a car refiller. */
  carNumber?: InputMaybe<Scalars['String']['input']>;
  /** Refills by car. */
  carRefiller: Scalars['Boolean']['input'];
  friday: Scalars['Boolean']['input'];
  /** Kilometres a day, above 0. */
  maxDistance: Scalars['Float']['input'];
  monday: Scalars['Boolean']['input'];
  /** The parity of the plate’s number; required for a car refiller. */
  oddEvenRationing?: InputMaybe<PlateParity>;
  /** Refills on foot. */
  refiller: Scalars['Boolean']['input'];
  saturday: Scalars['Boolean']['input'];
  sunday: Scalars['Boolean']['input'];
  supervisorId?: InputMaybe<Scalars['Int']['input']>;
  thursday: Scalars['Boolean']['input'];
  tuesday: Scalars['Boolean']['input'];
  userId: Scalars['Int']['input'];
  wednesday: Scalars['Boolean']['input'];
};

export type RefillerSchedulePage = {
  __typename?: 'RefillerSchedulePage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<RefillerSchedule>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type RefillerScheduleUpdateInput = {
  /** The car’s plate, e.g. B 1234 XYZ; required for a car refiller. */
  carNumber?: InputMaybe<Scalars['String']['input']>;
  /** Refills by car. */
  carRefiller?: InputMaybe<Scalars['Boolean']['input']>;
  friday?: InputMaybe<Scalars['Boolean']['input']>;
  /** Kilometres a day, above 0. */
  maxDistance?: InputMaybe<Scalars['Float']['input']>;
  monday?: InputMaybe<Scalars['Boolean']['input']>;
  /** The parity of the plate’s number; required for a car refiller. */
  oddEvenRationing?: InputMaybe<PlateParity>;
  /** Refills on foot. */
  refiller?: InputMaybe<Scalars['Boolean']['input']>;
  saturday?: InputMaybe<Scalars['Boolean']['input']>;
  sunday?: InputMaybe<Scalars['Boolean']['input']>;
  supervisorId?: InputMaybe<Scalars['Int']['input']>;
  thursday?: InputMaybe<Scalars['Boolean']['input']>;
  tuesday?: InputMaybe<Scalars['Boolean']['input']>;
  userId?: InputMaybe<Scalars['Int']['input']>;
  wednesday?: InputMaybe<Scalars['Boolean']['input']>;
};

/** When the refrigerator runs: never, always, or during the running schedule. */
export type RefrigeratorMode =
  | 'ALWAYS_ON'
  | 'OFF'
  | 'SCHEDULED';

/** The terms of the rent type: revenue sharing has a percentage and minimum amount, fixed cost a value and payment terms, cup fee sharing a fee per cup. */
export type RentAdditionalInformation = {
  __typename?: 'RentAdditionalInformation';
  feePerCup: Maybe<Scalars['Int']['output']>;
  minimumAmount: Maybe<Scalars['Int']['output']>;
  paymentTerms: Maybe<PaymentTerms>;
  value: Maybe<Scalars['Int']['output']>;
  valueInPercentage: Maybe<Scalars['Float']['output']>;
};

export type RentAdditionalInformationInput = {
  feePerCup?: InputMaybe<Scalars['Int']['input']>;
  minimumAmount?: InputMaybe<Scalars['Int']['input']>;
  paymentTerms?: InputMaybe<PaymentTerms>;
  value?: InputMaybe<Scalars['Int']['input']>;
  valueInPercentage?: InputMaybe<Scalars['Float']['input']>;
};

/** A reward cup a machine asked for on a card: granted, or refused with the reason. */
export type RewardOrder = {
  __typename?: 'RewardOrder';
  /** Rupiah the cup cost: taken from the company’s balance when granted. */
  amount: Scalars['Int']['output'];
  cardNumber: Scalars['String']['output'];
  /** The machine’s own id of the claim. */
  claimId: Scalars['String']['output'];
  company: Maybe<Company>;
  companyId: Maybe<Scalars['Int']['output']>;
  granted: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  machine: Machine;
  machineId: Scalars['Int']['output'];
  /** The machine’s VMC number when it claimed. */
  machineNo: Scalars['String']['output'];
  /** The start of the company’s cut-off period the claim fell in. */
  periodStart: Maybe<Scalars['DateTime']['output']>;
  productId: Maybe<Scalars['Int']['output']>;
  /** As the product was named when claimed. */
  productName: Maybe<Scalars['String']['output']>;
  reason: Maybe<RewardRefusal>;
  rule: Maybe<RewardRule>;
  ruleId: Maybe<Scalars['Int']['output']>;
  time: Scalars['DateTime']['output'];
};

export type RewardOrderPage = {
  __typename?: 'RewardOrderPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<RewardOrder>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

/** Why a reward claim was refused: the card is on no rule, its rule is inactive, the product is unknown, or a limit or the balance would be passed. */
export type RewardRefusal =
  | 'AMOUNT_LIMIT'
  | 'BALANCE'
  | 'FREQUENCY_LIMIT'
  | 'RULE_INACTIVE'
  | 'UNKNOWN_CARD'
  | 'UNKNOWN_PRODUCT'
  | 'USAGE_LIMIT';

/** Who of a company may have reward cups on their cards, and how many per cut-off period. */
export type RewardRule = {
  __typename?: 'RewardRule';
  active: Scalars['Boolean']['output'];
  /** Rupiah a person may have per cut-off period. */
  amountLimit: Maybe<Scalars['Int']['output']>;
  cardNumbers: Array<Scalars['String']['output']>;
  company: Maybe<Company>;
  companyId: Scalars['Int']['output'];
  createdTime: Scalars['DateTime']['output'];
  customerIds: Array<Scalars['Int']['output']>;
  description: Maybe<Scalars['String']['output']>;
  /** Cups a person may have per cut-off period. */
  frequencyLimit: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  updatedTime: Scalars['DateTime']['output'];
  /** Cups the rule may give in all. */
  usageLimit: Maybe<Scalars['Int']['output']>;
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
  /** Cups the rule has given. */
  usedCount: Scalars['Int']['output'];
};

export type RewardRuleInput = {
  active: Scalars['Boolean']['input'];
  /** Rupiah a person may have per cut-off period; empty for no limit. */
  amountLimit?: InputMaybe<Scalars['Int']['input']>;
  /** RFID card numbers; stored in capitals. */
  cardNumbers: Array<Scalars['String']['input']>;
  companyId: Scalars['Int']['input'];
  customerIds: Array<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Cups a person may have per cut-off period; empty for no limit. */
  frequencyLimit?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  /** Cups the rule may give in all; empty for no limit. */
  usageLimit?: InputMaybe<Scalars['Int']['input']>;
};

export type RewardRulePage = {
  __typename?: 'RewardRulePage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<RewardRule>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type RewardRuleUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Rupiah a person may have per cut-off period; empty for no limit. */
  amountLimit?: InputMaybe<Scalars['Int']['input']>;
  /** RFID card numbers; stored in capitals. */
  cardNumbers?: InputMaybe<Array<Scalars['String']['input']>>;
  companyId?: InputMaybe<Scalars['Int']['input']>;
  customerIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Cups a person may have per cut-off period; empty for no limit. */
  frequencyLimit?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Cups the rule may give in all; empty for no limit. */
  usageLimit?: InputMaybe<Scalars['Int']['input']>;
};

export type Role = {
  __typename?: 'Role';
  active: Scalars['Boolean']['output'];
  authorities: Array<Authority>;
  createdTime: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  updatedTime: Scalars['DateTime']['output'];
  /** How many users have this role. */
  userCount: Scalars['Int']['output'];
};

export type RoleInput = {
  active: Scalars['Boolean']['input'];
  authorityIds: Array<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

export type RolePage = {
  __typename?: 'RolePage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<Role>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type RoleUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  authorityIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** Opening hours of one day, HH:mm in the hub time zone. */
export type RunningSchedule = {
  __typename?: 'RunningSchedule';
  close: Scalars['String']['output'];
  day: Day;
  open: Scalars['String']['output'];
};

export type RunningScheduleInput = {
  /** HH:mm, after open. */
  close: Scalars['String']['input'];
  day: Day;
  /** HH:mm. */
  open: Scalars['String']['input'];
};

/** How a cup was sold: REGULAR, CORPORATE, PROMO or TEST. */
export type SalesType =
  | 'CORPORATE'
  | 'PROMO'
  | 'REGULAR'
  | 'TEST';

/** The quick search: the value anywhere in any of the fields, ignoring case. */
export type SearchInput = {
  fields: Array<Scalars['String']['input']>;
  value: Scalars['String']['input'];
};

/** An instruction set for a machine: when and by whom, when the machine fetched it and acknowledged it. */
export type ServerInstructionLog = {
  __typename?: 'ServerInstructionLog';
  acknowledgedTime: Maybe<Scalars['DateTime']['output']>;
  command: MachineInstruction;
  /** When it was set. */
  datetime: Scalars['DateTime']['output'];
  /** When the machine first fetched it. */
  fetchedTime: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['Int']['output'];
  machine: Machine;
  machineId: Scalars['Int']['output'];
  /** The instruction’s parameters as JSON, if any. */
  payload: Maybe<Scalars['String']['output']>;
  /** Waiting for the machine to fetch or acknowledge it. */
  pending: Scalars['Boolean']['output'];
  /** Who set it, as they were named then. */
  setBy: Scalars['String']['output'];
  state: InstructionState;
  /** When a later instruction replaced it before it was acknowledged. */
  supersededTime: Maybe<Scalars['DateTime']['output']>;
};

export type ServerInstructionLogPage = {
  __typename?: 'ServerInstructionLogPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<ServerInstructionLog>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

/** A named combination of slots: the layout of a machine’s buttons, which slot settings fill. */
export type SlotMaster = {
  __typename?: 'SlotMaster';
  active: Scalars['Boolean']['output'];
  createdTime: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  machineType: Maybe<MachineType>;
  machineTypeId: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  slotCount: Scalars['Int']['output'];
  slots: Array<SlotMasterSlot>;
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

export type SlotMasterInput = {
  active: Scalars['Boolean']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  /** The machine type the layout is for; null for any. */
  machineTypeId?: InputMaybe<Scalars['Int']['input']>;
  /** The combination’s name. */
  name: Scalars['String']['input'];
  /** The whole list of slots, each number once. */
  slots: Array<SlotMasterSlotInput>;
};

export type SlotMasterPage = {
  __typename?: 'SlotMasterPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<SlotMaster>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

/** One slot of a slot master: its number on the machine. */
export type SlotMasterSlot = {
  __typename?: 'SlotMasterSlot';
  slot: Scalars['Int']['output'];
};

export type SlotMasterSlotInput = {
  /** From 1; once per master. */
  slot: Scalars['Int']['input'];
};

export type SlotMasterUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
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
  createdTime: Scalars['DateTime']['output'];
  id: Scalars['Int']['output'];
  /** The last `priceset` instruction that sent these prices to the machine: when, and whether the machine fetched and acknowledged it. */
  lastPriceSend: Maybe<ServerInstructionLog>;
  /** The slots, by number. */
  lines: Array<SlotSettingLine>;
  machine: Machine;
  machineId: Scalars['Int']['output'];
  slotMaster: SlotMaster;
  slotMasterId: Scalars['Int']['output'];
  updatedTime: Scalars['DateTime']['output'];
};

export type SlotSettingInput = {
  /** The whole list of slots: slots left out are removed. */
  lines: Array<SlotSettingLineInput>;
  /** The machine; a machine has one slot setting, and it stays with it. */
  machineId: Scalars['Int']['input'];
  slotMasterId: Scalars['Int']['input'];
};

/** One slot of a machine’s setting: the product it sells, its prices, and the stock it draws on. */
export type SlotSettingLine = {
  __typename?: 'SlotSettingLine';
  /** Rupiah, below the price; null: no discount. */
  discountedPrice: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  machineStockIn: Maybe<MachineStockIn>;
  machineStockInId: Maybe<Scalars['Int']['output']>;
  machineStockOut: Maybe<MachineStockOut>;
  machineStockOutId: Maybe<Scalars['Int']['output']>;
  /** Rupiah. */
  price: Scalars['Int']['output'];
  product: Product;
  productId: Scalars['Int']['output'];
  slot: Scalars['Int']['output'];
};

export type SlotSettingLineInput = {
  /** Rupiah, below the price; the same for every slot of one product. */
  discountedPrice?: InputMaybe<Scalars['Int']['input']>;
  /** A stock in row of the same machine. */
  machineStockInId?: InputMaybe<Scalars['Int']['input']>;
  /** A stock out row of the same machine. */
  machineStockOutId?: InputMaybe<Scalars['Int']['input']>;
  /** Rupiah; the same for every slot of one product. */
  price: Scalars['Int']['input'];
  productId: Scalars['Int']['input'];
  /** One of the slot master’s slots; once per setting. */
  slot: Scalars['Int']['input'];
};

export type SlotSettingPage = {
  __typename?: 'SlotSettingPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<SlotSetting>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type SlotSettingUpdateInput = {
  /** The whole list of slots: slots left out are removed. */
  lines?: InputMaybe<Array<SlotSettingLineInput>>;
  slotMasterId?: InputMaybe<Scalars['Int']['input']>;
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type SortInput = {
  direction: SortDirection;
  field: Scalars['String']['input'];
};

export type SparePart = {
  __typename?: 'SparePart';
  active: Scalars['Boolean']['output'];
  createdTime: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** The maker's part number. */
  partNumber: Maybe<Scalars['String']['output']>;
  updatedTime: Scalars['DateTime']['output'];
};

export type SparePartInput = {
  active: Scalars['Boolean']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** The maker's part number. */
  partNumber?: InputMaybe<Scalars['String']['input']>;
};

export type SparePartPage = {
  __typename?: 'SparePartPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<SparePart>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type SparePartUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** The maker's part number. */
  partNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Pieces of one packaging of the machine’s stock out used for the fill. */
export type StockOutConsumedInput = {
  packagingId: Scalars['Int']['input'];
  /** Whole pieces, above 0. */
  quantity: Scalars['Int']['input'];
};

/** What one refiller loads for the day: the sums of each ingredient and packaging of their tasks. */
export type StockPreparation = {
  __typename?: 'StockPreparation';
  details: Array<StockPreparationDetail>;
  /** Tasks of the day still to do. */
  tasks: Scalars['Int']['output'];
  user: User;
  userId: Scalars['Int']['output'];
};

export type StockPreparationDetail = {
  __typename?: 'StockPreparationDetail';
  ingredientName: Maybe<Scalars['String']['output']>;
  itemId: Scalars['Int']['output'];
  /** "ingredient" or "packaging". */
  kind: Scalars['String']['output'];
  packagingName: Maybe<Scalars['String']['output']>;
  sum: Scalars['Float']['output'];
  unit: Maybe<Scalars['String']['output']>;
};

/** A refill task: a stop of a refiller’s day at a machine, or a manual task. Without an assignee it is a proposal of the planner. */
export type Task = {
  __typename?: 'Task';
  /** What the caller may do with the task now: start, finish, decline (its assignee), update, delete, assign, reassign. */
  allowedActions: Array<Scalars['String']['output']>;
  assignee: Maybe<User>;
  /** Null: a proposal of the planner, not assigned yet. */
  assigneeId: Maybe<Scalars['Int']['output']>;
  assigner: Maybe<User>;
  assignerId: Maybe<Scalars['Int']['output']>;
  createdTime: Scalars['DateTime']['output'];
  declineReason: Maybe<Scalars['String']['output']>;
  description: Maybe<Scalars['String']['output']>;
  executionTime: Scalars['DateTime']['output'];
  finishedTime: Maybe<Scalars['DateTime']['output']>;
  /** The hub of the machine when the task was planned. */
  hub: Maybe<Hub>;
  hubId: Maybe<Scalars['Int']['output']>;
  hubName: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  image: Maybe<Scalars['String']['output']>;
  /** What to bring. */
  load: Array<TaskLoadItem>;
  /** Null for a task at no machine, or a machine outside the caller’s mapping. */
  machine: Maybe<Machine>;
  machineId: Maybe<Scalars['Int']['output']>;
  machineStatusErrorId: Maybe<Scalars['Int']['output']>;
  /** The machine’s ingredients now, in its order; empty without a machine. */
  machineStockIns: Array<MachineStockIn>;
  /** The machine’s packaging now, in its order; empty without a machine. */
  machineStockOuts: Array<MachineStockOut>;
  note: Maybe<Scalars['String']['output']>;
  optionalImage: Maybe<Scalars['String']['output']>;
  planId: Maybe<Scalars['Int']['output']>;
  /** Whom the planner meant the task for. */
  proposedAssignee: Maybe<User>;
  proposedAssigneeId: Maybe<Scalars['Int']['output']>;
  /** The stop’s place in the day’s route, from 1. */
  routeOrder: Maybe<Scalars['Int']['output']>;
  startedTime: Maybe<Scalars['DateTime']['output']>;
  state: TaskState;
  title: Scalars['String']['output'];
  /** From the previous stop. */
  travelDistanceKm: Maybe<Scalars['Float']['output']>;
  type: TaskType;
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
  name: Scalars['String']['output'];
  quantity: Scalars['Float']['output'];
  unit: Maybe<Scalars['String']['output']>;
};

export type TaskPage = {
  __typename?: 'TaskPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<Task>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

/** One refiller’s day of tasks (the company day in Asia/Jakarta): what was finished, when, how far and how long. */
export type TaskReport = {
  __typename?: 'TaskReport';
  assignee: Maybe<User>;
  assigneeId: Scalars['Int']['output'];
  /** Average minutes per machine, from start to finish. */
  averageMinutes: Maybe<Scalars['Float']['output']>;
  /** The car of the refiller’s schedule; null for a refiller on foot or without a schedule. */
  carNumber: Maybe<Scalars['String']['output']>;
  /** The planned distance of the finished stops. */
  distanceKm: Scalars['Float']['output'];
  executionDay: Scalars['Date']['output'];
  firstStart: Maybe<Scalars['DateTime']['output']>;
  /** The assignee id and the day, e.g. "12:2026-11-25". */
  id: Scalars['String']['output'];
  lastEnd: Maybe<Scalars['DateTime']['output']>;
  longestMinutes: Maybe<Scalars['Float']['output']>;
  /** The notes and decline reasons of the day, in order. */
  notes: Maybe<Scalars['String']['output']>;
  /** Pieces taken back out of the machines when finishing. */
  productReturned: Scalars['Int']['output'];
  shortestMinutes: Maybe<Scalars['Float']['output']>;
  /** FINISHED when no task of the day is open, IN_PROGRESS once one was started, else PENDING. */
  state: Scalars['String']['output'];
  /** The tasks of the day, in route order. */
  tasks: Array<Task>;
  tasksDeclined: Scalars['Int']['output'];
  tasksFinished: Scalars['Int']['output'];
  tasksTotal: Scalars['Int']['output'];
};

export type TaskReportPage = {
  __typename?: 'TaskReportPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<TaskReport>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type TaskState =
  | 'DECLINED'
  | 'DONE'
  | 'PENDING'
  | 'STARTED';

/** One ingredient of the task’s machine after the fill. */
export type TaskStockInInput = {
  /** The level after the fill, in the ingredient’s unit. */
  currentStock: Scalars['Float']['input'];
  ingredientId: Scalars['Int']['input'];
  /** Packs or pieces of the machine’s stock out used for it. */
  stockOutsConsumed?: InputMaybe<Array<StockOutConsumedInput>>;
};

/** Pieces of one packaging put into the task’s machine, and any taken back out. */
export type TaskStockOutInput = {
  /** Whole pieces added, above 0. */
  additionalStock: Scalars['Int']['input'];
  packagingId: Scalars['Int']['input'];
  /** Whole pieces taken back out (expired or damaged). */
  returnQuantity?: InputMaybe<Scalars['Int']['input']>;
};

export type TaskType =
  | 'CAR_REFILLER'
  | 'MANUAL'
  | 'REFILLER'
  | 'REFILLER_CHECK';

/** Indonesia's time zones: WIB (Asia/Jakarta), WITA (Asia/Makassar) and WIT (Asia/Jayapura). */
export type Timezone =
  | 'ASIA_JAKARTA'
  | 'ASIA_JAYAPURA'
  | 'ASIA_MAKASSAR';

export type Unit = {
  __typename?: 'Unit';
  active: Scalars['Boolean']['output'];
  createdTime: Scalars['DateTime']['output'];
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  updatedTime: Scalars['DateTime']['output'];
  /** The records that refer to this one, by entity; what deactivating it would affect. */
  usages: Array<Usage>;
};

export type UnitInput = {
  active: Scalars['Boolean']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};

export type UnitPage = {
  __typename?: 'UnitPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<Unit>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type UnitUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/** What an upload is, told by its content: an image (PNG, JPEG, WebP or GIF) or an Android package. */
export type UploadKind =
  | 'ANDROID_PACKAGE'
  | 'IMAGE';

/** How many records of one entity refer to this record. */
export type Usage = {
  __typename?: 'Usage';
  count: Scalars['Int']['output'];
  entity: Scalars['String']['output'];
};

export type User = {
  __typename?: 'User';
  active: Scalars['Boolean']['output'];
  createdTime: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  latitude: Maybe<Scalars['Float']['output']>;
  longitude: Maybe<Scalars['Float']['output']>;
  /** The machines the user is mapped to (those the caller may see); empty: not limited by machine. */
  machineIds: Maybe<Array<Scalars['Int']['output']>>;
  /** The machines the user is mapped to (those the caller may see), by VMC number. */
  machines: Maybe<Array<Machine>>;
  manager: Maybe<User>;
  managerId: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  /** The payment methods the user is mapped to; empty: not limited by payment. */
  payments: Maybe<Array<VendingPaymentMethod>>;
  phoneNo: Scalars['String']['output'];
  role: Role;
  roleId: Scalars['Int']['output'];
  updatedTime: Scalars['DateTime']['output'];
  username: Scalars['String']['output'];
};

export type UserActivity = {
  __typename?: 'UserActivity';
  activity: Scalars['String']['output'];
  /** The fields the change touched, before and after; null when the row records no change of fields. */
  changes: Maybe<Array<FieldChange>>;
  entity: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  recordId: Maybe<Scalars['String']['output']>;
  time: Scalars['DateTime']['output'];
  username: Scalars['String']['output'];
  vmcNo: Maybe<Scalars['String']['output']>;
};

export type UserActivityPage = {
  __typename?: 'UserActivityPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<UserActivity>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type UserInput = {
  active: Scalars['Boolean']['input'];
  email: Scalars['String']['input'];
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  managerId?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phoneNo: Scalars['String']['input'];
  roleId: Scalars['Int']['input'];
  username: Scalars['String']['input'];
};

export type UserPage = {
  __typename?: 'UserPage';
  currentPage: Scalars['Int']['output'];
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  results: Array<User>;
  startCursor: Maybe<Scalars['String']['output']>;
  /** Pages of totalRows; at least this many when the count is not exact. */
  totalPages: Scalars['Int']['output'];
  /** Matching rows, counted exactly up to 10000; past that it is 10000 and totalRowsExact is false. */
  totalRows: Scalars['Int']['output'];
  totalRowsExact: Scalars['Boolean']['output'];
};

export type UserUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  managerId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Given only to change it. */
  password?: InputMaybe<Scalars['String']['input']>;
  phoneNo?: InputMaybe<Scalars['String']['input']>;
  roleId?: InputMaybe<Scalars['Int']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

/** Where a vending order stands: CREATED, PAID, FAILED, COMPLETED (the drink was made) or REFUNDED. An order only moves forward. */
export type VendingOrderState =
  | 'COMPLETED'
  | 'CREATED'
  | 'FAILED'
  | 'PAID'
  | 'REFUNDED';

/** How a vending order is paid. */
export type VendingPaymentMethod =
  | 'CASH'
  | 'DANA'
  | 'FREE'
  | 'GOPAY'
  | 'JAKONE'
  | 'JUMPSTART'
  | 'LINKAJA'
  | 'SHOPEE_PAY'
  | 'TEST';
