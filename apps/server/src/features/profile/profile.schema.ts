import { eq } from 'drizzle-orm';
import { profileUpdateSchema } from '@back-office/domain';
import type { Queryable } from '../../db/client';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import type { Context } from '../../platform/context';
import { badInput } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { deleteSessionsOfUser } from '../../platform/auth';
import { users } from '../../platform/identity/users.table';
import { describeChanges } from '../../platform/audit';
import { UserRef } from '../users/users.schema';

/** The signed-in user's own record. */
async function currentUserRow(context: Context, db: Queryable = context.db) {
  const [row] = await db.select().from(users).where(eq(users.id, context.user!.id));
  return row!;
}

builder.queryField('profile', (t) =>
  t.field({
    nullable: true,
    type: UserRef,
    description: 'The signed-in user\'s own details.',
    authScopes: { authority: 'VIEW_MY_PROFILE' },
    resolve: (_root, _args, context) => currentUserRow(context),
  }),
);

const ProfileInput = builder.inputType('ProfileInput', {
  description: 'The signed-in user\'s own details; the fields left out keep their value.',
  fields: (t) => ({
    name: t.string({ description: 'The user\'s name.' }),
    email: t.string({ description: 'The user\'s email address.' }),
    phoneNo: t.string({ description: 'The user\'s phone number.' }),
    currentPassword: t.string({ description: 'The present password; required to set a new one.' }),
    newPassword: t.string({ description: 'Given only to change the password, with the current one and a confirmation.' }),
    confirmPassword: t.string({ description: 'The new password again; must match it.' }),
  }),
});

defineCommand('updateProfile', {
  description: 'Changes the caller\'s own details, and their password when they give the current one; their other browsers must then sign in again.',
  authority: 'UPDATE_MY_PROFILE',
  args: (arg) => ({ input: arg({ description: 'The fields to change.', type: ProfileInput, required: true }) }),
  input: { input: profileUpdateSchema },
  type: UserRef,
  what: 'User',
  run: async (tx, { input: { currentPassword, newPassword, confirmPassword: _confirmation, ...details } }, context) => {
    const user = await currentUserRow(context, tx);
    const changes: Partial<typeof users.$inferInsert> = { ...details, updatedAt: new Date() };
    if (newPassword) {
      if (!(await verifyPassword(user.passwordHash, currentPassword ?? ''))) {
        throw badInput('The current password is wrong.', { currentPassword: 'The current password is wrong.' });
      }
      changes.passwordHash = await hashPassword(newPassword);
      // Other browsers signed in as this user must sign in again with the new password.
      await deleteSessionsOfUser(tx, user.id, context.sessionIdHash);
    }
    const [updated] = await tx.update(users).set(changes).where(eq(users.id, user.id)).returning();
    if (!updated) return undefined;
    return {
      result: updated,
      activity: {
        activity: 'UPDATE_PROFILE',
        entity: 'USER',
        recordId: updated.id,
        message: newPassword ? 'Updated own profile and password.' : 'Updated own profile.',
        changes: describeChanges(user, updated, ['passwordHash']),
      },
    };
  },
});
