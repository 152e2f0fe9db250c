import type { PageRoute } from '../../base/route-table';
import { resourceRoutes, pagesOf } from '../../base/resource';
import { rewardRules, rewardOrders } from './links';

const rewardRulesRoutes = resourceRoutes(rewardRules, {
  navigation: { group: 'reward', label: 'Rule' },
  pages: pagesOf(() => import('./reward-rules').then((module) => module.rewardRulePages), { detail: true }),
});

const rewardOrdersRoutes = resourceRoutes(rewardOrders, {
  navigation: { group: 'reward', label: 'Reward Order' },
  pages: { list: () => import('./RewardOrderPage') },
});

export const rewardRoutes: PageRoute[] = [...rewardOrdersRoutes, ...rewardRulesRoutes];
