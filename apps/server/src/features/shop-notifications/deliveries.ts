import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ShopManualRule, ShopNotificationTrigger } from '@back-office/domain';
import type { Database, Queryable } from '../../db/client';
import { defineOperation } from '../../platform/operation';
import { PushPayloadTooLarge, pushPayload, sendPush, type PushSettings } from '../../platform/push';
import { audienceQuery } from './audience';
import { shopNotificationRecipients, shopNotifications, shopPushSubscriptions } from './shop-notifications.table';

/*
 * How a notification reaches customers: a copy per customer (the inbox row) made in one statement,
 * then the pushes sent in batches claimed with FOR UPDATE SKIP LOCKED, outside any long transaction:
 * a batch is marked SENDING in a short one, sent, and its results written in another, so neither
 * the console nor another instance waits on a push service. A batch marked SENDING by an instance
 * that died is taken again after five minutes.
 */

const SENDING_TIMEOUT = sql`interval '5 minutes'`;
/** How many pushes go out at once from one instance. */
const PARALLEL = 20;

/** One due manual notification's copies, one per customer its rule reaches now. */
const releaseOne = defineOperation({
  run: async (tx, now: Date) => {
      const [due] = await tx
        .select()
        .from(shopNotifications)
        .where(and(eq(shopNotifications.triggerType, 'MANUAL'), eq(shopNotifications.status, 'PENDING'), eq(shopNotifications.active, true), sql`coalesce(${shopNotifications.sendAt}, '-infinity') <= ${now.toISOString()}::timestamptz`))
        .orderBy(shopNotifications.id)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return { result: false };
      await tx.execute(sql`
        insert into shop_notification_recipients (notification_id, customer_id, occasion, title, description_preview, url, in_inbox, result)
        select ${due.id}, audience.customer_id, 'manual', ${due.title}, ${due.descriptionPreview}, ${due.url}, ${due.inboxEnabled},
               ${due.pushEnabled ? 'QUEUED' : 'INBOX_ONLY'}
        from (${audienceQuery(due.rule as ShopManualRule)}) audience
        on conflict do nothing`);
      await tx.update(shopNotifications).set({ status: 'DELIVERED', sentAt: now, updatedAt: now }).where(eq(shopNotifications.id, due.id));
      return { result: true, activity: [{ by: 'system', activity: 'SEND_SHOP_NOTIFICATION', entity: 'SHOP_NOTIFICATION', recordId: due.id, message: `Sent the manual notification "${due.name}".` }] };
  },
});

/** The first copies of due manual notifications: answers how many notifications went out. */
export async function releaseDueManualNotifications(db: Database, now = new Date()): Promise<number> {
  let released = 0;
  for (;;) {
    if (!(await releaseOne(db, now))) return released;
    released += 1;
  }
}

/** Queues the automatic notification of `trigger` for one customer, once per occasion; nothing when it is off. Runs in the caller's transaction. */
export async function queueAutomaticNotification(tx: Queryable, facts: { trigger: Exclude<ShopNotificationTrigger, 'MANUAL'>; customerId: number | null; shopOrderId?: number | null; occasion?: string }): Promise<boolean> {
  if (!facts.customerId) return false;
  const [notification] = await tx.select().from(shopNotifications).where(and(eq(shopNotifications.triggerType, facts.trigger), eq(shopNotifications.active, true)));
  if (!notification || (!notification.inboxEnabled && !notification.pushEnabled)) return false;
  const inserted = await tx
    .insert(shopNotificationRecipients)
    .values({
      notificationId: notification.id,
      customerId: facts.customerId,
      occasion: facts.occasion ?? `order:${facts.shopOrderId}`,
      shopOrderId: facts.shopOrderId ?? null,
      title: notification.title,
      descriptionPreview: notification.descriptionPreview,
      url: notification.url,
      inInbox: notification.inboxEnabled,
      result: notification.pushEnabled ? 'QUEUED' : 'INBOX_ONLY',
    })
    .onConflictDoNothing()
    .returning({ id: shopNotificationRecipients.id });
  return inserted.length > 0;
}

type Claimed = { id: number; customerId: number; title: string; descriptionPreview: string; url: string | null; notificationId: number; iconUrl: string | null };

async function claimBatch(db: Database, size: number): Promise<Claimed[]> {
  const result = await db.execute(sql`
    update shop_notification_recipients r set result = 'SENDING', sent_at = now()
    from shop_notifications n
    where n.id = r.notification_id and r.id in (
      select id from shop_notification_recipients
      where result = 'QUEUED' or (result = 'SENDING' and sent_at < now() - ${SENDING_TIMEOUT})
      order by id limit ${size} for update skip locked)
    returning r.id, r.customer_id as "customerId", r.title, r.description_preview as "descriptionPreview", r.url, r.notification_id as "notificationId", n.icon_url as "iconUrl"`);
  return (result as unknown as { rows: Claimed[] }).rows;
}

type Result = { id: number; result: 'DELIVERED' | 'NO_SUBSCRIPTION' | 'FAILED'; reason: string | null };

async function pushOne(db: Database, settings: PushSettings | null, recipient: Claimed, subscriptions: (typeof shopPushSubscriptions.$inferSelect)[], options: { backoffMs?: number }): Promise<Result> {
  if (subscriptions.length === 0) return { id: recipient.id, result: 'NO_SUBSCRIPTION', reason: null };
  if (!settings) return { id: recipient.id, result: 'FAILED', reason: 'Web push is not configured on this server.' };
  const message = { title: recipient.title, body: recipient.descriptionPreview, url: recipient.url, icon: recipient.iconUrl, notificationId: recipient.notificationId, recipientId: recipient.id };
  // A message over the push services' limit fails for this recipient alone, not for the batch.
  try {
    pushPayload(message);
  } catch (error) {
    if (error instanceof PushPayloadTooLarge) return { id: recipient.id, result: 'FAILED', reason: error.message };
    throw error;
  }
  const reasons: string[] = [];
  let delivered = false;
  for (const subscription of subscriptions) {
    const outcome = await sendPush(settings, subscription, message, {
      topic: `n${recipient.notificationId}`,
      backoffMs: options.backoffMs,
      onGone: async () => void (await db.delete(shopPushSubscriptions).where(eq(shopPushSubscriptions.id, subscription.id))),
    });
    if (outcome.outcome === 'DELIVERED') delivered = true;
    else reasons.push(outcome.reason);
  }
  if (delivered) return { id: recipient.id, result: 'DELIVERED', reason: null };
  return { id: recipient.id, result: 'FAILED', reason: reasons.join(' ').slice(0, 500) };
}

/** Sends every queued push, batch after batch; answers how many copies this runner settled. */
export async function sendQueuedPushes(db: Database, settings: PushSettings | null, options: { batchSize?: number; backoffMs?: number } = {}): Promise<number> {
  const size = options.batchSize ?? 500;
  let settled = 0;
  for (;;) {
    const batch = await claimBatch(db, size);
    if (batch.length === 0) return settled;
    const customerIds = [...new Set(batch.map((row) => row.customerId))];
    const subscriptions = await db.select().from(shopPushSubscriptions).where(inArray(shopPushSubscriptions.customerId, customerIds));
    const results: Result[] = [];
    for (let start = 0; start < batch.length; start += PARALLEL) {
      const slice = batch.slice(start, start + PARALLEL);
      results.push(...(await Promise.all(slice.map((recipient) => pushOne(db, settings, recipient, subscriptions.filter((row) => row.customerId === recipient.customerId), options)))));
    }
    await db.execute(sql`
      update shop_notification_recipients r set result = v.result, reason = v.reason, sent_at = now()
      from (select * from jsonb_to_recordset(${JSON.stringify(results)}::jsonb) as x(id int, result text, reason text)) v
      where r.id = v.id and r.result = 'SENDING'`);
    settled += batch.length;
    if (batch.length < size) return settled;
  }
}

const TRIGGER_OF_MOVE: Record<string, Exclude<ShopNotificationTrigger, 'MANUAL'> | undefined> = { pay: 'ORDER_PAID', acknowledge: 'ORDER_ACCEPTED', finish: 'COMPLETED', expire: 'PAYMENT_EXPIRED' };

/** Called by moveOrder in the move's transaction: queues the automatic notification of the order's new state for its customer. */
export async function queueOrderNotification(tx: Queryable, facts: { move: string; customerId: number | null; shopOrderId: number }): Promise<void> {
  const trigger = TRIGGER_OF_MOVE[facts.move];
  if (trigger) await queueAutomaticNotification(tx, { trigger, customerId: facts.customerId, shopOrderId: facts.shopOrderId });
}
