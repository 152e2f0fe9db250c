import type { PageRoute } from '../../base/route-table';
import { resourceRoutes, pagesOf } from '../../base/resource';
import { shopMemberships, shopMembershipPromos, QUALIFICATION_DURATION_EDIT } from './links';

const shopMembershipsRoutes = resourceRoutes(shopMemberships, {
  navigation: { group: 'shop' },
  pages: pagesOf(() => import('./memberships').then((module) => module.membershipPages), { detail: true }),
});

const shopMembershipPromosRoutes = resourceRoutes(shopMembershipPromos, {
  navigation: { group: 'shop' },
  pages: pagesOf(() => import('./membership-promos').then((module) => module.membershipPromoPages), { detail: true }),
});

export const shopMembershipRoutes: PageRoute[] = [
  ...shopMembershipsRoutes,
  {
    path: QUALIFICATION_DURATION_EDIT,
    title: 'Edit Qualification Duration',
    authority: 'UPDATE_SHOP_MEMBERSHIP',
    load: () => import('./memberships').then((module) => ({ default: module.QualificationDurationEditPage })),
  },
  ...shopMembershipPromosRoutes,
];
