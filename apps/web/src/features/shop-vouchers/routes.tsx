import type { PageRoute } from '../../base/route-table';
import { resourceRoutes } from '../../base/resource';
import { shopVoucherCodes, voucherSections, type PromotionSection } from './links';

const pages = () => import('./vouchers');
const forms = () => import('./voucher-forms');
const assigned = () => import('./assigned-vouchers');

/** A promotion section's voucher pages: manual and automatic vouchers, and the vouchers given to customers. */
function sectionRoutes(section: PromotionSection): PageRoute[] {
  const { vouchers, automaticVouchers, assignedVouchers } = voucherSections[section];
  const setting = (type: 'MANUAL' | 'AUTOMATIC') => ({
    navigation: { group: 'shop' },
    pages: {
      list: () => pages().then((module) => module.settingPages(type, section).ListPage),
      detail: () => pages().then((module) => module.settingPages(type, section).DetailPage),
      add: () => forms().then((module) => module.voucherFormPages(type, section).AddPage),
      edit: () => forms().then((module) => module.voucherFormPages(type, section).EditPage),
    },
  }) as const;
  return [
    ...resourceRoutes(vouchers, setting('MANUAL')),
    ...resourceRoutes(automaticVouchers, setting('AUTOMATIC')),
    ...resourceRoutes(assignedVouchers, {
      navigation: { group: 'shop' },
      pages: {
        list: () => assigned().then((module) => module.assignedVoucherPages(section).ListPage),
        add: () => assigned().then((module) => module.assignedVoucherPages(section).AddPage),
        detail: () => assigned().then((module) => module.assignedVoucherPages(section).DetailPage),
        edit: () => assigned().then((module) => module.assignedVoucherPages(section).EditPage),
      },
    }),
  ];
}

export const shopVoucherRoutes: PageRoute[] = [
  ...sectionRoutes('shop'),
  ...sectionRoutes('product'),
  ...resourceRoutes(shopVoucherCodes, {
    navigation: { group: 'shop' },
    pages: {
      list: () => pages().then((module) => module.VoucherCodeListPage),
      detail: () => pages().then((module) => module.VoucherCodeDetailPage),
    },
  }),
];
