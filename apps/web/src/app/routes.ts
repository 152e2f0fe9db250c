import type { PageRoute } from '../base/route-table';
import { roleRoutes } from '../features/roles/routes';
import { userRoutes } from '../features/users/routes';
import { userActivityRoutes } from '../features/user-activities/routes';
import { profileRoutes } from '../features/profile/routes';
import { hubRoutes } from '../features/hubs/routes';
import { masterDataRoutes } from '../features/master-data/routes';
import { companyRoutes, departmentRoutes } from '../features/companies/routes';
import { menuRoutes } from '../features/menu/routes';
import { shopMenuRoutes } from '../features/shop-menus/routes';
import { machineTypeRoutes } from '../features/machine-types/routes';
import { midtransRoutes } from '../features/midtrans/routes';
import { machineRoutes } from '../features/machines/routes';
import { hubMachineRoutes } from '../features/hubs/machine-routes';
import { machineStockRoutes } from '../features/machine-stock/routes';
import { userMappingRoutes } from '../features/user-mappings/routes';
import { machineDraftRoutes } from '../features/machine-drafts/routes';
import { machineStatusRoutes } from '../features/machine-status/routes';
import { machineSettingsRoutes } from '../features/machine-settings/routes';
import { orderRoutes } from '../features/orders/routes';
import { machineMediaRoutes } from '../features/machine-media/routes';
import { slotRoutes } from '../features/slots/routes';
import { softwareUpdateRoutes } from '../features/software-updates/routes';
import { profitabilityRoutes } from '../features/profitability/routes';
import { priceAuditRoutes } from '../features/price-audit/routes';
import { rewardRoutes } from '../features/rewards/routes';
import { analyticsRoutes } from '../features/analytics/routes';
import { refillPlanRoutes } from '../features/refill-plans/routes';
import { refillerScheduleRoutes } from '../features/refiller-schedules/routes';
import { leaveRoutes } from '../features/leaves/routes';
import { latteConfigRoutes } from '../features/latte-config/routes';
import { taskRoutes } from '../features/tasks/routes';
import { logisticAnalyticsRoutes } from '../features/logistic-analytics/routes';
import { shopCatalogueRoutes } from '../features/shop-catalogue/routes';
import { shopCustomerRoutes } from '../features/shop-customers/routes';
import { shopMembershipRoutes } from '../features/shop-memberships/routes';
import { shopPromotionRoutes } from '../features/shop-promotions/routes';
import { shopVoucherRoutes } from '../features/shop-vouchers/routes';
import { shopHubRoutes } from '../features/shop-hubs/routes';
import { shopTaskRoutes } from '../features/shop-tasks/routes';
import { shopOrderRoutes } from '../features/shop-orders/routes';
import { shopUploadRoutes } from '../features/shop-uploads/routes';
import { shopDealRoutes } from '../features/shop-deals/routes';
import { shopCourierRoutes } from '../features/shop-couriers/routes';
import { shopPosRoutes } from '../features/shop-pos/routes';
import { shopLiveRoutes } from '../features/shop-live/routes';

/** Every feature's pages. A feature adds its resources or route table here and nowhere else. */
export const PAGE_ROUTES: PageRoute[] = [
  ...hubRoutes,
  ...masterDataRoutes,
  ...companyRoutes,
  ...departmentRoutes,
  ...roleRoutes,
  ...userRoutes,
  ...midtransRoutes,
  ...menuRoutes,
  ...shopMenuRoutes,
  ...machineTypeRoutes,
  ...machineRoutes,
  ...machineDraftRoutes,
  ...hubMachineRoutes,
  ...machineStockRoutes,
  ...machineStatusRoutes,
  ...userMappingRoutes,
  ...machineSettingsRoutes,
  ...orderRoutes,
  ...machineMediaRoutes,
  ...slotRoutes,
  ...softwareUpdateRoutes,
  ...profitabilityRoutes,
  ...priceAuditRoutes,
  ...rewardRoutes,
  ...logisticAnalyticsRoutes,
  ...analyticsRoutes,
  ...taskRoutes,
  ...refillerScheduleRoutes,
  ...refillPlanRoutes,
  ...leaveRoutes,
  ...latteConfigRoutes,
  ...shopUploadRoutes,
  ...shopCatalogueRoutes,
  ...shopCustomerRoutes,
  ...shopMembershipRoutes,
  ...shopDealRoutes,
  ...shopPromotionRoutes,
  ...shopVoucherRoutes,
  ...userActivityRoutes,
  ...shopHubRoutes,
  ...shopCourierRoutes,
  ...shopTaskRoutes,
  ...shopOrderRoutes,
  ...shopPosRoutes,
  ...profileRoutes,
  ...shopLiveRoutes,
];
