import { defineResource } from '../../base/resource';

/** The shop's membership levels, in priority order. */
export const shopMemberships = defineResource({
  path: '/shop-membership',
  title: 'Shop Membership',
  authority: 'SHOP_MEMBERSHIP',
  detailPage: true,
});

/** Promos that give a membership level through a referral name. */
export const shopMembershipPromos = defineResource({
  path: '/shop-membership-promo',
  title: 'Shop Membership Promo',
  authority: 'SHOP_MEMBERSHIP_PROMO',
  detailPage: true,
});

export const QUALIFICATION_DURATION_EDIT = '/shop-membership/qualification-duration/edit';
