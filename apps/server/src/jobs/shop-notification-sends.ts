import { countOf } from '@back-office/domain';
import type { Database } from '../db/client';
import { releaseDueManualNotifications, sendQueuedPushes } from '../features/shop-notifications/deliveries';
import { pushSettingsFromEnvironment } from '../platform/push';
import { startRepeatingJob } from './repeating-job';

/*
 * Sends the shop's notifications: manual ones whose time has come get their recipients' copies (the
 * inbox), then the queued pushes go out in batches (features/shop-notifications/deliveries.ts). With
 * no VAPID keys in production push is off and only the inbox is written.
 */

/** Starts the sends (SHOP_NOTIFICATION_EVERY_SECONDS, 30 unless set; "off" turns them off); returns what stops them. */
export function startShopNotificationSends(db: Database, setting = process.env.SHOP_NOTIFICATION_EVERY_SECONDS ?? '30', log?: (line: string) => void): () => void {
  if (setting === 'off') return () => undefined;
  const push = pushSettingsFromEnvironment(process.env, log);
  return startRepeatingJob({
    name: 'The shop notification sends',
    variable: 'SHOP_NOTIFICATION_EVERY_SECONDS',
    setting,
    maxSeconds: 3600,
    log,
    run: async () => {
      const released = await releaseDueManualNotifications(db);
      const settled = await sendQueuedPushes(db, push);
      return released > 0 || settled > 0 ? `Shop notifications: ${countOf(released, 'notification')} released, ${countOf(settled, 'push')} settled.` : undefined;
    },
  });
}
