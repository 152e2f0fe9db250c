import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { generatedPushSettings } from '../../platform/push';
import { startPushService, type PushService } from '../../testing/push-service';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { shopCustomers } from '../shop-customers/shop-customers.table';
import { releaseDueManualNotifications, sendQueuedPushes } from './deliveries';
import { shopNotificationRecipients, shopPushSubscriptions } from './shop-notifications.table';

let app: TestApp;
let push: PushService;
const settings = generatedPushSettings('mailto:test@example.com');
type Customer = { id: number; gender: string | null; membershipId: number | null; dateCreated: Date };
let customers: Customer[] = [];
const levels: number[] = [];

const COUNT = 'query ($rule: ShopManualNotificationRuleInput!) { shopNotificationAudienceCount(rule: $rule) }';
const CREATE = 'mutation ($input: ShopManualNotificationInput!) { createShopManualNotification(input: $input) { id status } }';
const CANCEL = 'mutation ($id: Int!) { cancelShopManualNotification(id: $id) { id status } }';
const READ = 'query ($id: Int!) { shopNotification(id: $id) { status progress { total queued delivered failed noSubscription } } }';
const content = { name: 'Gold week', title: 'A treat for Gold', descriptionPreview: 'Free upsize all week', url: '/promo', active: true, isInboxChannelEnabled: true, isPushNotificationChannelEnabled: true };

beforeAll(async () => {
  app = await startTestApp();
  push = await startPushService();
  for (const name of ['Bronze', 'Gold']) {
    const made = await app.admin.request<{ createShopMembership: { id: number } }>('mutation ($input: ShopMembershipInput!) { createShopMembership(input: $input) { id } }', { input: { levelName: `${name} N`, color: '#CD7F32', isActive: true, isPrivilegeVisible: true, obtainQualification: 1, retainQualification: 1 } });
    levels.push(made.data!.createShopMembership.id);
  }
  const rows = Array.from({ length: 3000 }, (_, index) => ({
    name: `Customer ${index}`,
    referralCode: `NTF${index}`,
    gender: index % 3 === 0 ? 'MALE' : index % 3 === 1 ? 'FEMALE' : null,
    membershipId: index % 5 === 0 ? levels[1]! : index % 5 === 1 ? levels[0]! : null,
    status: index % 97 === 0 ? 0 : 1,
    dateCreated: new Date(Date.UTC(2026, index % 12, 10)),
  }));
  const inserted = await app.db.insert(shopCustomers).values(rows).returning();
  customers = inserted.filter((row) => row.status === 1);
});
afterAll(async () => {
  await push.close();
  await app.close();
});

describe('shop notifications', () => {
  it('counts a rule’s audience as an independent count does', async () => {
    const rules = [
      { rule: { membershipIds: [levels[1]] }, expected: customers.filter((c) => c.membershipId === levels[1]).length },
      { rule: { gender: 'FEMALE', membershipIds: levels }, expected: customers.filter((c) => c.gender === 'FEMALE' && c.membershipId !== null && levels.includes(c.membershipId)).length },
      { rule: { registration: { min: '2026-03-01', max: '2026-05-31' } }, expected: customers.filter((c) => c.dateCreated >= new Date('2026-03-01') && c.dateCreated <= new Date('2026-05-31T23:59:59Z')).length },
      { rule: { customerIds: [customers[1]!.id], gender: 'MALE' }, expected: customers.filter((c) => c.gender === 'MALE' || c.id === customers[1]!.id).length },
    ];
    for (const { rule, expected } of rules) {
      const answer = await app.admin.request<{ shopNotificationAudienceCount: number }>(COUNT, { rule });
      expect(answer.data?.shopNotificationAudienceCount, JSON.stringify(rule)).toBe(expected);
    }
    const bad = await app.admin.request(COUNT, { rule: { numberOfOrders: { min: 5, max: 2 } } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a notification without a channel or a rule, with field messages', async () => {
    const answer = await app.admin.request(CREATE, { input: { ...content, isInboxChannelEnabled: false, isPushNotificationChannelEnabled: false, rule: {} } });
    expect(answer.errors?.[0]?.extensions?.fields).toMatchObject({ isPushNotificationChannelEnabled: 'Choose the inbox, push, or both.', rule: 'Choose who receives it: at least one condition.' });
  });

  it('cancels a scheduled notification before it goes out, and nobody receives it', async () => {
    const made = await app.admin.request<{ createShopManualNotification: { id: number; status: string } }>(CREATE, { input: { ...content, rule: { membershipIds: [levels[0]] }, sentDate: new Date(Date.now() + 3_600_000).toISOString() } });
    const id = made.data!.createShopManualNotification.id;
    expect((await app.admin.request<{ cancelShopManualNotification: { status: string } }>(CANCEL, { id })).data?.cancelShopManualNotification.status).toBe('CANCELLED');
    await releaseDueManualNotifications(app.db, new Date(Date.now() + 7_200_000));
    expect(await app.db.select().from(shopNotificationRecipients).where(eq(shopNotificationRecipients.notificationId, id))).toEqual([]);
    expect((await app.admin.request(CANCEL, { id })).errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('sends to one level in batches: pushes decrypted by the push service, 410 deletes, 429 retried, results kept', async () => {
    const gold = customers.filter((c) => c.membershipId === levels[1]);
    const subscribed = gold.slice(0, 30);
    const subscriptions = subscribed.map(() => push.subscribe());
    await app.db.insert(shopPushSubscriptions).values(subscribed.map((customer, index) => ({ customerId: customer.id, endpoint: subscriptions[index]!.endpoint, p256dh: subscriptions[index]!.p256dh, auth: subscriptions[index]!.auth })));
    push.answerNext(subscriptions[0]!, 410);
    push.answerNext(subscriptions[1]!, 429, 503);
    const made = await app.admin.request<{ createShopManualNotification: { id: number } }>(CREATE, { input: { ...content, rule: { membershipIds: [levels[1]] } } });
    const id = made.data!.createShopManualNotification.id;
    expect(await releaseDueManualNotifications(app.db)).toBe(1);
    await sendQueuedPushes(app.db, settings, { batchSize: 100, backoffMs: 5 });
    const progress = (await app.admin.request<{ shopNotification: { status: string; progress: Record<string, number> } }>(READ, { id })).data!.shopNotification;
    expect(progress).toEqual({ status: 'DELIVERED', progress: { total: gold.length, queued: 0, delivered: 29, failed: 1, noSubscription: gold.length - 30 } });
    expect(push.received()).toHaveLength(29);
    expect(JSON.parse(push.received(subscriptions[1]!)[0]!.payload)).toMatchObject({ title: 'A treat for Gold', body: 'Free upsize all week', url: '/promo', notificationId: id });
    expect(push.attempts(subscriptions[1]!)).toBe(3);
    expect(push.refused()).toEqual([]);
    expect(await app.db.select().from(shopPushSubscriptions).where(inArray(shopPushSubscriptions.endpoint, [subscriptions[0]!.endpoint]))).toEqual([]);
  });
});
