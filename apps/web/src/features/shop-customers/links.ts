import { defineResource } from '../../base/resource';

/** The shop's customers: signed up in the ordering app; the console reads them and changes their membership and status. */
export const shopCustomers = defineResource({
  path: '/shop-customer',
  title: 'Shop Customer',
  authority: 'SHOP_CUSTOMER',
  detailPage: true,
});
