import { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { builder } from './platform/builder';
import { assertAccessDeclared, describeAccess } from './platform/permissions';
import './features/roles/roles.schema';
import './features/users/users.schema';
import './platform/identity/sign-in.schema';
import './features/profile/profile.schema';
import './features/user-activities/user-activities.schema';
import './features/master-data/master-data.schema';
import './features/companies/companies.schema';
import './features/hubs/hubs.schema';
import './features/products/products.schema';
import './features/products/recipes.schema';
import './features/products/product-histories.schema';
import './features/product-sets/product-sets.schema';
import './features/machine-types/machine-types.schema';
import './features/machine-types/machine-type-displays.schema';
import './features/machines/midtranses.schema';
import './features/machines/machines.schema';
import './features/machines/machine-hubs.schema';
import './features/machine-stock/machine-stock.schema';
import './features/machine-stock/machine-holdings.schema';
import './features/machine-stock/fills.schema';
import './features/machine-stock/machine-menu.schema';
import './features/machine-gateway/machine-drafts.schema';
import './features/machine-status/machine-status.schema';
import './features/machine-status/machine-history.schema';
import './features/user-mappings/user-mappings.schema';
import './features/user-mappings/record-mappings.schema';
import './features/machine-settings/machine-settings.schema';
import './features/machine-settings/uploads.schema';
import './features/machine-settings/catalogue-links.schema';
import './features/orders/orders.schema';
import './features/orders/order-summaries.schema';
import './features/orders/order-report';
import './features/profitability/profitability.schema';
import './features/price-audit/price-audit.schema';
import './features/machine-media/machine-media.schema';
import './features/slots/slots.schema';
import './features/software-updates/software-updates.schema';
import './features/rewards/rewards.schema';
import './features/analytics/machine-analytics.schema';
import './features/refill-plans/refill-plans.schema';
import './features/logistic-analytics/logistic-analytics.schema';
import './features/tasks/tasks.schema';
import './features/tasks/task-actions.schema';
import './features/tasks/task-reports.schema';
import './features/tasks/stock-preparation.schema';
import './features/tasks/task-planning.schema';
import './features/refiller-schedules/refiller-schedules.schema';
import './features/leaves/leaves.schema';
import './features/latte-config/latte-config.schema';
import './features/home/home.schema';
import './features/home/shop-today';
import './features/shop-catalogue/shop-catalogue.schema';
import './features/shop-menus/shop-menus.schema';
import './features/shop-menus/shop-menu-ingredients.schema';
import './features/shop-catalogue/shop-products.schema';
import './features/shop-memberships/shop-memberships.schema';
import './features/shop-customers/shop-customers.schema';
import './features/shop-hubs/shop-hubs.schema';
import './features/shop-hubs/shop-hub-menus.schema';
import './features/shop-hubs/shop-hub-stocks.schema';
import './features/shop-hubs/shop-hub-stock-fills.schema';
import './features/shop-tasks/shop-tasks.schema';
import './features/shop-tasks/shop-task-edits.schema';
import './features/shop-tasks/shop-task-refill.schema';
import './features/shop-uploads/shop-uploads.schema';
import './features/shop-deals/shop-deals.schema';
import './features/shop-deals/shop-discount-maximum.schema';
import './features/shop-promotions/shop-promotions.schema';
import './features/shop-promotions/shop-pos-promos.schema';
import './features/shop-promotions/pos-calculation.schema';
import './features/shop-orders/order-calculation.schema';
import './features/shop-vouchers/shop-vouchers.schema';
import './features/shop-vouchers/assign-vouchers';
import './features/shop-vouchers/voucher-actions.schema';
import './features/shop-vouchers/voucher-code-report.schema';
import './features/shop-couriers/shop-couriers.schema';
import './features/shop-orders/barista-actions.schema';
import './features/shop-orders/courier-orders.schema';
import './features/shop-live/live-orders.schema';
import './features/shop-configuration/shop-configuration.schema';
import './features/shop-orders/shop-orders.schema';
import './features/shop-orders/shop-order-reports';
import './features/shop-pos/pos-orders.schema';
import './features/shop-pos/shop-pos.schema';
import './features/shop-pos/pos-payment.schema';
import './features/shop-pos/counter-menus.schema';
import './features/shop-analytics/outlet-analytics.schema';
import { TEST_CALL_FIELDS } from './features/shop-callbacks/test-calls.schema';

/**
 * The API with the test-only calls (docs/callbacks.md), for a server started with SHOP_TEST_CALLS=1.
 * Building it fails if any root field lacks an access declaration; each root field's description ends with it.
 */
export const schemaWithTestCalls = builder.toSchema({ sortSchema: true });
assertAccessDeclared(schemaWithTestCalls);
describeAccess(schemaWithTestCalls);

/** The whole API as every other server serves it, and as schema.graphql prints it: without the test-only calls. */
export const schema = withoutMutations(schemaWithTestCalls, TEST_CALL_FIELDS);

function withoutMutations(full: GraphQLSchema, names: readonly string[]): GraphQLSchema {
  const config = full.toConfig();
  const mutation = full.getMutationType()!.toConfig();
  const kept = new GraphQLObjectType({ ...mutation, fields: Object.fromEntries(Object.entries(mutation.fields).filter(([name]) => !names.includes(name))) });
  return new GraphQLSchema({ ...config, mutation: kept, types: config.types.map((type) => (type.name === kept.name ? kept : type)) });
}
