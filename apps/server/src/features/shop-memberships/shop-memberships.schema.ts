import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  MESSAGES,
  SHOP_CUSTOMER_MESSAGES,
  SHOP_MEMBERSHIP_DEFAULT_MONTHS,
  shopMembershipPromoSchema,
  shopMembershipPromoUpdateSchema,
  shopMembershipQualificationDurationSchema,
  shopMembershipSchema,
  shopMembershipUpdateSchema,
  type ShopMembershipInput,
  type ShopMembershipPromoInput,
  type ShopMembershipPromoUpdateInput,
  type ShopMembershipUpdateInput,
} from '@back-office/domain';
import type { Queryable } from '../../db/client';
import { describeChanges } from '../../platform/audit';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import { defineCrud } from '../../platform/crud';
import { badInput, conflict } from '../../platform/errors';
import { reference } from '../../platform/reference';
import { shopMembershipPromos, shopMembershipQualificationDuration, shopMemberships } from './shop-memberships.table';

/*
 * The shop's membership levels in priority order (the kit's one-step moves), the length of a
 * qualification period, and the membership promos given through a referral name.
 */

type MembershipRow = typeof shopMemberships.$inferSelect;
type PromoRow = typeof shopMembershipPromos.$inferSelect;
type DurationRow = typeof shopMembershipQualificationDuration.$inferSelect;

const recordTimes = (t: PothosSchemaTypes.ObjectFieldBuilder<typeof builder.$inferSchemaTypes, { createdAt: Date; updatedAt: Date }>) => ({
  createdTime: t.field({ type: 'DateTime', description: 'When it was created.', resolve: (row) => row.createdAt }),
  updatedTime: t.field({ type: 'DateTime', description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', resolve: (row) => row.updatedAt }),
});

const membershipInput = (create: boolean) =>
  builder.inputType(create ? 'ShopMembershipInput' : 'ShopMembershipUpdateInput', {
    description: create ? 'A new membership level.' : 'The fields of a membership level to change; those left out keep their value.',
    fields: (t) => ({
      levelName: t.string({ required: create, description: 'Its name (Gold), unique whatever its case; at most 50 characters.' }),
      color: t.string({ required: create, description: 'Its colour as #RRGGBB.' }),
      isActive: t.boolean({ required: create, description: 'False stops customers obtaining it.' }),
      isPrivilegeVisible: t.boolean({ required: create, description: 'True shows the privilege text in the ordering app.' }),
      obtainQualification: t.int({ required: create, description: 'Items a customer buys within one qualification period to obtain it; not negative.' }),
      retainQualification: t.int({ required: create, description: 'Items a customer buys in each following period to keep it; not negative.' }),
      privilege: t.string({ description: 'What the level gives, as the ordering app shows it, or null.' }),
    }),
  });

export const ShopMembership = defineCrud<MembershipRow, ShopMembershipInput, ShopMembershipUpdateInput>({
  name: 'ShopMembership',
  table: shopMemberships,
  description: 'A membership level of the shop (Bronze, Silver, Gold), in priority order, lowest first.',
  priority: { column: shopMemberships.priority },
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The membership’s id.' }),
    levelName: t.exposeString('levelName', { description: 'Its name, unique.' }),
    color: t.exposeString('color', { description: 'Its colour as #RRGGBB.' }),
    isActive: t.exposeBoolean('isActive', { description: 'False when customers can no longer obtain it.' }),
    isPrivilegeVisible: t.exposeBoolean('isPrivilegeVisible', { description: 'True when the ordering app shows its privilege text.' }),
    obtainQualification: t.exposeInt('obtainQualification', { description: 'Items bought within one qualification period to obtain it.' }),
    retainQualification: t.exposeInt('retainQualification', { description: 'Items bought in each following period to keep it.' }),
    privilege: t.exposeString('privilege', { nullable: true, description: 'What the level gives, or null.' }),
    ...recordTimes(t as never),
  }),
  fields: {
    id: { column: shopMemberships.id, kind: 'int' },
    levelName: { column: shopMemberships.levelName, kind: 'text' },
    color: { column: shopMemberships.color, kind: 'text' },
    isActive: { column: shopMemberships.isActive, kind: 'boolean' },
    isPrivilegeVisible: { column: shopMemberships.isPrivilegeVisible, kind: 'boolean' },
    obtainQualification: { column: shopMemberships.obtainQualification, kind: 'int' },
    retainQualification: { column: shopMemberships.retainQualification, kind: 'int' },
    privilege: { column: shopMemberships.privilege, kind: 'text' },
    createdTime: { column: shopMemberships.createdAt, kind: 'datetime' },
  },
  label: (row) => row.levelName,
  uniques: { shop_memberships_level_name_unique: { field: 'levelName', message: SHOP_CUSTOMER_MESSAGES.duplicateLevelName } },
  create: { input: membershipInput(true), schema: shopMembershipSchema },
  update: { input: membershipInput(false), schema: shopMembershipUpdateSchema },
  sample: () => ({
    levelName: `Level ${Math.random().toString(36).slice(2, 8)}`,
    color: '#CD7F32',
    isActive: true,
    isPrivilegeVisible: true,
    obtainQualification: 10,
    retainQualification: 5,
    privilege: 'Free upsize',
  }),
  change: { isActive: false },
});

/** A membership's promos name it; the list shows its level name. */
const membershipLevelName = sql`(select ${shopMemberships.levelName} from ${shopMemberships} where ${shopMemberships.id} = ${shopMembershipPromos.membershipId})`;

const promoInput = (create: boolean) =>
  builder.inputType(create ? 'ShopMembershipPromoInput' : 'ShopMembershipPromoUpdateInput', {
    description: create ? 'A new membership promo.' : 'The fields of a membership promo to change; those left out keep their value.',
    fields: (t) => ({
      description: t.string({ description: 'What the promo gives, or null.' }),
      startAt: t.field({ type: 'DateTime', required: create, description: 'When the promo starts.' }),
      endAt: t.field({ type: 'DateTime', required: create, description: 'When it ends: "End period must be after start period." otherwise.' }),
      isActive: t.boolean({ required: create, description: 'False stops the promo being given.' }),
      membershipId: t.int({ required: create, description: 'The id of the membership level the promo gives.' }),
      referralName: t.string({ required: create, description: 'The name in the sign-up link that gives it; unique whatever its case, at most 50 characters.' }),
    }),
  });

/** An update may change one end of the period: the other is the stored one. */
async function expectPeriod(db: Queryable, data: ShopMembershipPromoInput | ShopMembershipPromoUpdateInput, id?: number) {
  if (id === undefined || (data.startAt === undefined && data.endAt === undefined)) return;
  const [row] = await db.select().from(shopMembershipPromos).where(eq(shopMembershipPromos.id, id));
  if (!row) return;
  const startAt = data.startAt ?? row.startAt;
  const endAt = data.endAt ?? row.endAt;
  if (endAt.getTime() <= startAt.getTime()) throw badInput(MESSAGES.endAfterStart, { endAt: MESSAGES.endAfterStart });
}

export const ShopMembershipPromo = defineCrud<PromoRow, ShopMembershipPromoInput, ShopMembershipPromoUpdateInput>({
  name: 'ShopMembershipPromo',
  table: shopMembershipPromos,
  description: 'A promo that gives a membership level to customers who sign up through its referral name, within its period.',
  references: { membership: reference(ShopMembership, { acceptsInactive: true }) },
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The promo’s id.' }),
    description: t.exposeString('description', { nullable: true, description: 'What the promo gives, or null.' }),
    startAt: t.field({ type: 'DateTime', description: 'When it starts.', resolve: (row) => row.startAt }),
    endAt: t.field({ type: 'DateTime', description: 'When it ends.', resolve: (row) => row.endAt }),
    isActive: t.exposeBoolean('isActive', { description: 'False when it is no longer given.' }),
    referralName: t.exposeString('referralName', { description: 'The name in the sign-up link that gives it; unique.' }),
    totalUsed: t.exposeInt('totalUsed', { description: 'How many customers signed up with it.' }),
    ...recordTimes(t as never),
  }),
  fields: {
    id: { column: shopMembershipPromos.id, kind: 'int' },
    description: { column: shopMembershipPromos.description, kind: 'text' },
    startAt: { column: shopMembershipPromos.startAt, kind: 'datetime' },
    endAt: { column: shopMembershipPromos.endAt, kind: 'datetime' },
    isActive: { column: shopMembershipPromos.isActive, kind: 'boolean' },
    referralName: { column: shopMembershipPromos.referralName, kind: 'text' },
    totalUsed: { column: shopMembershipPromos.totalUsed, kind: 'int' },
    membership: { column: membershipLevelName, kind: 'text' },
  },
  defaultSorts: [{ field: 'startAt', direction: 'DESC' }],
  label: (row) => row.referralName,
  uniques: { shop_membership_promos_referral_name_unique: { field: 'referralName', message: SHOP_CUSTOMER_MESSAGES.duplicateReferralName } },
  check: (transaction, data, _context, id) => expectPeriod(transaction, data, id),
  create: { input: promoInput(true), schema: shopMembershipPromoSchema },
  update: { input: promoInput(false), schema: shopMembershipPromoUpdateSchema },
  sample: async (make) => ({
    description: 'Gold for a month',
    startAt: '2026-12-01T00:00:00Z',
    endAt: '2026-12-31T00:00:00Z',
    isActive: true,
    membershipId: await make('ShopMembership'),
    referralName: `ref-${Math.random().toString(36).slice(2, 8)}`,
  }),
  change: { isActive: false },
});

/** Until it is first saved the duration is the default, as of the epoch (no edit can be older). */
const DEFAULT_DURATION: DurationRow = { id: 1, months: SHOP_MEMBERSHIP_DEFAULT_MONTHS, updatedAt: new Date(0) };

export async function readQualificationDuration(db: Queryable): Promise<DurationRow> {
  const [row] = await db.select().from(shopMembershipQualificationDuration).where(eq(shopMembershipQualificationDuration.id, 1));
  return row ?? DEFAULT_DURATION;
}

const DurationRef = builder.objectRef<DurationRow>('ShopMembershipQualificationDuration').implement({
  description: 'How long a membership qualification period lasts: customers obtain and retain levels by the items they buy within one.',
  fields: (t) => ({
    months: t.exposeInt('months', { description: 'The period in months, 1 to 60.' }),
    updatedTime: t.field({ type: 'DateTime', description: 'When it was last changed (the epoch while it is the default); send it back as expectedUpdatedTime.', resolve: (row) => row.updatedAt }),
  }),
});

const DurationInput = builder.inputType('ShopMembershipQualificationDurationInput', {
  description: 'The length of a qualification period.',
  fields: (t) => ({ months: t.int({ required: true, description: 'Months, 1 to 60.' }) }),
});

builder.queryField('shopMembershipQualificationDuration', (t) =>
  t.field({
    nullable: true,
    type: DurationRef,
    description: 'How long a membership qualification period lasts; the default of 12 months until someone saves it.',
    authScopes: { authority: 'VIEW_SHOP_MEMBERSHIP' },
    resolve: (_root, _args, context) => readQualificationDuration(context.db),
  }),
);

defineCommand('updateShopMembershipQualificationDuration', {
  description: 'Saves the length of a qualification period; with expectedUpdatedTime, CONFLICT when someone saved it since. Recorded in the activity log.',
  authority: 'UPDATE_SHOP_MEMBERSHIP',
  args: (arg) => ({
    input: arg({ type: DurationInput, required: true, description: 'The new length.' }),
    expectedUpdatedTime: arg({ type: 'DateTime', description: 'The updatedTime the editor read.' }),
  }),
  input: { input: shopMembershipQualificationDurationSchema, expectedUpdatedTime: z.date().nullish() },
  type: DurationRef,
  what: 'Qualification duration',
  run: async (tx, { input: data, expectedUpdatedTime }) => {
    // The row is locked (or, the first time, made) so two saves follow one another.
    await tx.insert(shopMembershipQualificationDuration).values(DEFAULT_DURATION).onConflictDoNothing();
    const [before] = await tx.select().from(shopMembershipQualificationDuration).where(eq(shopMembershipQualificationDuration.id, 1)).for('update');
    if (expectedUpdatedTime && before!.updatedAt.getTime() !== expectedUpdatedTime.getTime())
      throw conflict('Someone else changed the qualification duration since you opened it. Reload to see their change, then edit again.');
    const [row] = await tx
      .update(shopMembershipQualificationDuration)
      .set({ months: data.months, updatedAt: new Date() })
      .where(eq(shopMembershipQualificationDuration.id, 1))
      .returning();
    return {
      result: row!,
      activity: {
        entity: 'SHOP_MEMBERSHIP',
        recordId: null,
        message: `Set the membership qualification duration to ${data.months} months.`,
        changes: describeChanges(before, row!),
      },
    };
  },
});
