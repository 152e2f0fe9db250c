export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant in ISO 8601, sent in UTC. */
  DateTime: { input: string; output: string; }
};

export type Authority = {
  __typename?: 'Authority';
  description: Scalars['String']['output'];
  /** The entity or area it belongs to, for grouping in the role form. */
  group: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
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

export type Mutation = {
  __typename?: 'Mutation';
  createRole: Maybe<Role>;
  createUser: Maybe<User>;
  /** Signs in and sets the session cookie. A wrong username and a wrong password answer alike. */
  doLogin: Maybe<Me>;
  /** Ends the session on the server and clears the cookie. */
  doLogout: Scalars['Boolean']['output'];
  updateProfile: Maybe<User>;
  updateRole: Maybe<Role>;
  updateUser: Maybe<User>;
};


export type MutationCreateRoleArgs = {
  input: RoleInput;
};


export type MutationCreateUserArgs = {
  input: UserInput;
};


export type MutationDoLoginArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


export type MutationUpdateRoleArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: RoleUpdateInput;
};


export type MutationUpdateUserArgs = {
  expectedUpdatedTime?: InputMaybe<Scalars['DateTime']['input']>;
  id: Scalars['Int']['input'];
  input: UserUpdateInput;
};

export type PageInput = {
  filters?: InputMaybe<FilterInput>;
  /** From 1. */
  page: Scalars['Int']['input'];
  /** From 1 to 100. */
  size: Scalars['Int']['input'];
  sorts?: InputMaybe<Array<SortInput>>;
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

export type Query = {
  __typename?: 'Query';
  /** Every authority, for the role form. */
  authorities: Maybe<Array<Authority>>;
  /** Active users who may be chosen as a manager: those whose active role can see every task. */
  availableSupervisors: Maybe<Array<User>>;
  me: Maybe<Me>;
  profile: Maybe<User>;
  role: Maybe<Role>;
  roles: Maybe<RolePage>;
  rolesAll: Maybe<Array<Role>>;
  user: Maybe<User>;
  /** The audit log, newest first unless sorted otherwise. */
  userActivities: Maybe<UserActivityPage>;
  users: Maybe<UserPage>;
  usersAll: Maybe<Array<User>>;
};


export type QueryAvailableSupervisorsArgs = {
  exceptUserId?: InputMaybe<Scalars['Int']['input']>;
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
  sorts?: InputMaybe<Array<SortInput>>;
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
  results: Array<Role>;
  totalPages: Scalars['Int']['output'];
  totalRows: Scalars['Int']['output'];
};

export type RoleUpdateInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  authorityIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type SortInput = {
  direction: SortDirection;
  field: Scalars['String']['input'];
};

export type User = {
  __typename?: 'User';
  active: Scalars['Boolean']['output'];
  createdTime: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  latitude: Maybe<Scalars['Float']['output']>;
  longitude: Maybe<Scalars['Float']['output']>;
  manager: Maybe<User>;
  managerId: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  phoneNo: Scalars['String']['output'];
  role: Role;
  roleId: Scalars['Int']['output'];
  updatedTime: Scalars['DateTime']['output'];
  username: Scalars['String']['output'];
};

export type UserActivity = {
  __typename?: 'UserActivity';
  activity: Scalars['String']['output'];
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
  results: Array<UserActivity>;
  totalPages: Scalars['Int']['output'];
  totalRows: Scalars['Int']['output'];
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
  results: Array<User>;
  totalPages: Scalars['Int']['output'];
  totalRows: Scalars['Int']['output'];
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
