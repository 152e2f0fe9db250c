import type { PageRoute } from './route-table';
import { roleRoutes } from '../features/roles/routes';
import { userRoutes } from '../features/users/routes';
import { userActivityRoutes } from '../features/user-activities/routes';
import { profileRoutes } from '../features/profile/routes';
import { hubRoutes } from '../features/hubs/routes';
import { masterDataRoutes } from '../features/master-data/routes';
import { companyRoutes } from '../features/companies/routes';

/** Every feature's pages. A feature adds its route table here and nowhere else. */
export const PAGE_ROUTES: PageRoute[] = [
  ...hubRoutes,
  ...masterDataRoutes,
  ...companyRoutes,
  ...roleRoutes,
  ...userRoutes,
  ...userActivityRoutes,
  ...profileRoutes,
];
