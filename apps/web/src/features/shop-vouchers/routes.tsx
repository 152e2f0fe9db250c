import type { PageRoute } from '../../base/route-table';
import { defineResource } from '../../base/resource';

/** Voucher settings: their rules and how their codes are made. */
export const shopVouchers = defineResource({
  path: '/shop-promotion/voucher',
  title: 'Voucher',
  authority: 'SHOP_VOUCHER_SETTING',
  navigation: { group: 'shop' },
  pages: {
    list: () => import('./vouchers').then((module) => module.VoucherListPage),
    detail: () => import('./vouchers').then((module) => module.VoucherDetailPage),
  },
});

/** Automatic vouchers: given on a trigger (a new customer, a referral code, a birthday). */
export const shopAutomaticVouchers = defineResource({
  path: '/shop-promotion/automatic-voucher',
  title: 'Automatic Voucher',
  authority: 'SHOP_VOUCHER_SETTING',
  navigation: { group: 'shop' },
  pages: {
    list: () => import('./vouchers').then((module) => module.AutomaticVoucherListPage),
    detail: () => import('./vouchers').then((module) => module.AutomaticVoucherDetailPage),
  },
});

/** Voucher codes, each with the customers it is assigned to. */
export const shopVoucherCodes = defineResource({
  path: '/shop-promotion/voucher-code',
  title: 'Voucher Code',
  authority: 'SHOP_VOUCHER_CODE',
  navigation: { group: 'shop' },
  pages: {
    list: () => import('./vouchers').then((module) => module.VoucherCodeListPage),
    detail: () => import('./vouchers').then((module) => module.VoucherCodeDetailPage),
  },
});

export const shopVoucherRoutes: PageRoute[] = [...shopVouchers.routes, ...shopAutomaticVouchers.routes, ...shopVoucherCodes.routes];
