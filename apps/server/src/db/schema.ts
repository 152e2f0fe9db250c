/** Every table, for Drizzle's query builder and drizzle-kit's migrations. */
export * from '../features/roles/roles.table';
export * from '../features/users/users.table';
export * from '../features/sessions/sessions.table';
export * from '../features/user-activities/user-activities.table';
export * from '../features/master-data/master-data.table';
export * from '../features/companies/companies.table';
export * from '../features/hubs/hubs.table';
export * from '../features/reports/reports.table';
export * from '../features/products/products.table';
export * from '../features/product-sets/product-sets.table';
export * from '../features/machine-types/machine-types.table';
export * from '../features/machines/machines.table';
export * from '../features/machine-stock/machine-stock.table';
export * from '../features/machine-gateway/machine-gateway.table';
export * from '../features/machine-settings/machine-settings.table';
export * from '../features/machine-status/machine-status.table';
export * from '../features/software-updates/software-updates.table';
