import { mappingTable } from '../../platform/identity/users.table';
import { registerMapping } from '../../platform/mappings';
import { companies } from '../companies/companies.table';
import { shopMerchants, shopPartners } from '../shop-catalogue/shop-catalogue.table';
import { shopHubs } from '../shop-hubs/shop-hubs.table';

/*
 * The mapping lists whose records belong to features: here, beside those features' tables, so that
 * each value has its foreign key (a mapped record cannot be deleted: that would leave its user
 * mapped to nothing, which means unlimited). Registered with the platform's mapping scope, which
 * every feature uses to limit its rows (platform/mappings.ts; docs/access-control.md).
 */
export const userShopHubs = mappingTable('user_shop_hubs', 'shop_hub_id', () => shopHubs.id);
export const userShopMerchants = mappingTable('user_shop_merchants', 'shop_merchant_id', () => shopMerchants.id);
export const userShopPartners = mappingTable('user_shop_partners', 'shop_partner_id', () => shopPartners.id);
export const userCompanies = mappingTable('user_companies', 'company_id', () => companies.id);

registerMapping('shopHubs', userShopHubs);
registerMapping('shopMerchants', userShopMerchants);
registerMapping('shopPartners', userShopPartners);
registerMapping('companies', userCompanies);
