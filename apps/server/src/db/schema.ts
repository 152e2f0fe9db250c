/** Every table, for Drizzle's query builder and drizzle-kit's migrations. */
export * from '../features/roles/roles.table';
export * from '../features/users/users.table';
export * from '../features/sessions/sessions.table';
export * from '../features/user-activities/user-activities.table';
