import { builder } from './platform/builder';
import { assertAccessDeclared } from './platform/permissions';
import './features/roles/roles.schema';
import './features/users/users.schema';
import './features/sessions/sessions.schema';
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

/** The whole API. Building it fails if any root field lacks an access declaration. */
export const schema = builder.toSchema({ sortSchema: true });
assertAccessDeclared(schema);
