import type { PageRoute } from '../../base/route-table';
import { defineResource, pagesOf } from '../../base/resource';

/** Who of a company may have reward cups on their cards, and how many per cut-off period. */
export const rewardRules = defineResource({
  path: '/reward-rule',
  title: 'Reward Rule',
  authority: 'REWARD_RULE',
  navigation: { group: 'reward', label: 'Rule' },
  pages: pagesOf(() => import('./reward-rules').then((module) => module.rewardRulePages), { detail: true }),
});

/** The reward cups the machines asked for, granted or refused. */
export const rewardOrders = defineResource({
  path: '/reward-order',
  title: 'Reward Order',
  authority: 'REWARD_ORDER',
  navigation: { group: 'reward', label: 'Reward Order' },
  pages: { list: () => import('./RewardOrderPage') },
});

export const rewardRoutes: PageRoute[] = [...rewardOrders.routes, ...rewardRules.routes];
