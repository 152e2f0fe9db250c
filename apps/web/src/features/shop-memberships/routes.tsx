import type { PageRoute } from '../../base/route-table';
import { defineResource, pagesOf } from '../../base/resource';

/** The shop's membership levels, in priority order. */
export const shopMemberships = defineResource({
  path: '/shop-membership',
  title: 'Shop Membership',
  authority: 'SHOP_MEMBERSHIP',
  navigation: { group: 'shop' },
  pages: pagesOf(() => import('./memberships').then((module) => module.membershipPages), { detail: true }),
});

/** Promos that give a membership level through a referral name. */
export const shopMembershipPromos = defineResource({
  path: '/shop-membership-promo',
  title: 'Shop Membership Promo',
  authority: 'SHOP_MEMBERSHIP_PROMO',
  navigation: { group: 'shop' },
  pages: pagesOf(() => import('./membership-promos').then((module) => module.membershipPromoPages), { detail: true }),
});

export const QUALIFICATION_DURATION_EDIT = '/shop-membership/qualification-duration/edit';

export const shopMembershipRoutes: PageRoute[] = [
  ...shopMemberships.routes,
  {
    path: QUALIFICATION_DURATION_EDIT,
    title: 'Edit Qualification Duration',
    authority: 'UPDATE_SHOP_MEMBERSHIP',
    load: () => import('./memberships').then((module) => ({ default: module.QualificationDurationEditPage })),
  },
  ...shopMembershipPromos.routes,
];
