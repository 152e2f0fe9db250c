import type { Transaction } from '../../db/client';
import type { CurrentUser } from '../../platform/context';
import { shopMenuHistories } from './shop-menus.table';

/** The values a menu's history keeps. */
export interface MenuHistoryValues {
  menuId: number;
  name: string;
  cogs: number;
  active: boolean;
}

/** Whether a change of a menu belongs in its history: its name, cogs or active flag changed. */
export const changesHistory = (before: Omit<MenuHistoryValues, 'menuId'>, after: Omit<MenuHistoryValues, 'menuId'>) =>
  before.name !== after.name || before.cogs !== after.cogs || before.active !== after.active;

/**
 * Writes the history rows of menus created or changed (name, cogs or active), in the change's own
 * transaction: who, when and the values from then on. The one way a menu's history is written, by
 * the menu form and the upload alike.
 */
export async function recordMenuHistories(transaction: Transaction, user: CurrentUser, menus: readonly MenuHistoryValues[]): Promise<void> {
  // In slices: a statement takes at most 65,535 parameters.
  for (let start = 0; start < menus.length; start += 5000) {
    const slice = menus.slice(start, start + 5000);
    await transaction.insert(shopMenuHistories).values(slice.map((menu) => ({ ...menu, userId: user.id, userName: user.name })));
  }
}
