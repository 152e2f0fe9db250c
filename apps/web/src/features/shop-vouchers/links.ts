import { defineResource, type Resource } from '../../base/resource';

/*
 * The voucher pages live in both promotion sections, as the spec lists them: /shop-promotion and
 * /shop-product-promotion show the same vouchers (a code is typed in either shop), each section with
 * its own addresses, titles and sidebar entries, so a page links within the section it was opened in.
 */

export type PromotionSection = 'shop' | 'product';

export interface SectionResources {
  vouchers: Resource;
  automaticVouchers: Resource;
  assignedVouchers: Resource;
}

function sectionResources(section: PromotionSection): SectionResources {
  const base = section === 'shop' ? '/shop-promotion' : '/shop-product-promotion';
  const words = section === 'shop' ? '' : 'Product ';
  const setting = (path: string, title: string): Resource =>
    defineResource({ path: `${base}/${path}`, title: `${words}${title}`, authority: 'SHOP_VOUCHER_SETTING', detailPage: true });
  return {
    /** Manual vouchers: codes typed in or generated in bulk. */
    vouchers: setting('voucher', 'Voucher'),
    /** Automatic vouchers: given on a trigger (a new customer, a referral code, a birthday). */
    automaticVouchers: setting('automatic-voucher', 'Automatic Voucher'),
    /** Voucher codes given to customers: given on the add page, activated and deactivated on their list, page and edit page. */
    assignedVouchers: defineResource({ path: `${base}/assigned-voucher`, title: `${words}Assigned Voucher`, authority: 'SHOP_ASSIGNED_VOUCHER', detailPage: true }),
  };
}

export const voucherSections: Record<PromotionSection, SectionResources> = { shop: sectionResources('shop'), product: sectionResources('product') };
export const { vouchers: shopVouchers, automaticVouchers: shopAutomaticVouchers } = voucherSections.shop;

/** Voucher codes, each with the customers it is assigned to. */
export const shopVoucherCodes = defineResource({
  path: '/shop-promotion/voucher-code',
  title: 'Voucher Code',
  authority: 'SHOP_VOUCHER_CODE',
  detailPage: true,
});
