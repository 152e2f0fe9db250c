import { defineResource } from '../../base/resource';

/** Who of a company may have reward cups on their cards, and how many per cut-off period. */
export const rewardRules = defineResource({
  path: '/reward-rule',
  title: 'Reward Rule',
  authority: 'REWARD_RULE',
  detailPage: true,
});

/** The reward cups the machines asked for, granted or refused. */
export const rewardOrders = defineResource({
  path: '/reward-order',
  title: 'Reward Order',
  authority: 'REWARD_ORDER',
});
