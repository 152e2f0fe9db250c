import type { PageRoute } from '../../base/route-table';

export const profileRoutes: PageRoute[] = [{ path: '/profile', title: 'Profile', authority: 'VIEW_MY_PROFILE', load: () => import('./ProfilePage') }];
