import { eq, sql } from 'drizzle-orm';
import { profileUpdateSchema, type Authority } from '@back-office/domain';
import type { Queryable } from '../../db/client';
import { builder } from '../../platform/builder';
import { defineAction } from '../../platform/action';
import type { Context, CurrentUser } from '../../platform/context';
import { badInput, tooManyRequests, unauthenticated } from '../../platform/errors';
import { hashPassword, verifyDecoy, verifyPassword } from '../../platform/passwords';
import {
  SESSION_COOKIE,
  authorityNamesOfRole,
  clearLoginFailures,
  createSession,
  deleteSession,
  deleteSessionsOfUser,
  isLoginThrottled,
  recordLoginFailure,
} from '../../platform/auth';
import { roles } from '../../platform/identity/roles.table';
import { users } from '../../platform/identity/users.table';
import { UserRef } from '../users/users.schema';
import { describeChanges, recordActivity } from '../../platform/audit';

interface Me extends CurrentUser {
  authorities: string[];
}

const MeRef = builder.objectRef<Me>('Me').implement({
  description: 'The signed-in user and what they may do.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The me\'s id.' }),
    username: t.exposeString('username', { description: 'The name the user signs in with.' }),
    name: t.exposeString('name', { description: 'The user\'s name.' }),
    email: t.exposeString('email', { description: 'The user\'s email address.' }),
    role: t.exposeString('role', { description: 'The role’s name.' }),
    active: t.exposeBoolean('active', { description: 'False when the account is deactivated.' }),
    authorities: t.exposeStringList('authorities', { description: 'The authorities the user\'s role grants, by name: what the console shows them.' }),
  }),
});

const WRONG_LOGIN = 'Wrong username or password.';

/** The authorities in order, sorted once per set: the sessions of one role share their set. */
const sortedOfSets = new WeakMap<ReadonlySet<Authority>, string[]>();
function sortedAuthorities(set: ReadonlySet<Authority>): string[] {
  let sorted = sortedOfSets.get(set);
  if (!sorted) sortedOfSets.set(set, (sorted = [...set].sort()));
  return sorted;
}

builder.queryField('me', (t) =>
  t.field({
    nullable: true,
    type: MeRef,
    authScopes: { session: true },
    resolve: (_root, _args, context) => ({ ...context.user!, authorities: sortedAuthorities(context.authorities) }),
  }),
);

builder.mutationField('doLogin', (t) =>
  t.field({
    nullable: true,
    type: MeRef,
    description: 'Signs in and sets the session cookie. A wrong username and a wrong password answer alike.',
    args: { username: t.arg.string({ description: 'The name the user signs in with.', required: true }), password: t.arg.string({ description: 'The user\'s password.', required: true }) },
    authScopes: { public: true },
    resolve: async (_root, args, context) => {
      const username = args.username.trim().toLowerCase().slice(0, 100);
      if (await isLoginThrottled(context.db, username, context.address)) {
        await recordActivity(context.db, username, {
          activity: 'LOGIN_THROTTLED',
          entity: 'USER',
          message: `Sign-in refused from ${context.address}: too many failed logins.`,
        });
        throw tooManyRequests('Too many failed logins. Try again in 15 minutes.');
      }
      const [found] = await context.db
        .select({ user: users, roleName: roles.name, roleId: roles.id, roleActive: roles.active })
        .from(users)
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(eq(sql`lower(${users.username})`, username));
      let passwordMatches = false;
      if (found) passwordMatches = await verifyPassword(found.user.passwordHash, args.password);
      else await verifyDecoy(args.password);
      if (!found || !passwordMatches || !found.user.active) {
        await recordLoginFailure(context.db, username, context.address);
        await recordActivity(context.db, username, {
          activity: 'LOGIN_FAILED',
          entity: 'USER',
          recordId: found?.user.id,
          message: `Failed sign-in from ${context.address}${found && passwordMatches ? ': the user is inactive' : ''}.`,
        });
        throw unauthenticated(WRONG_LOGIN);
      }
      await clearLoginFailures(context.db, username, context.address);
      if (context.sessionIdHash) await deleteSession(context.db, context.sessionIdHash);
      const { sessionId, expiresAt } = await createSession(
        context.db,
        found.user.id,
        { address: context.address, userAgent: context.request.headers.get('user-agent') },
        context.settings,
      );
      await context.request.cookieStore?.set({
        name: SESSION_COOKIE,
        value: sessionId,
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: context.settings.secureCookies,
        expires: expiresAt.getTime(),
        domain: null,
      });
      await recordActivity(context.db, found.user.username, {
        activity: 'LOGIN',
        entity: 'USER',
        recordId: found.user.id,
        message: `Signed in from ${context.address}.`,
      });
      const { id, name, email, active } = found.user;
      return {
        id,
        username: found.user.username,
        name,
        email,
        active,
        role: found.roleName,
        authorities: found.roleActive ? (await authorityNamesOfRole(context.db, found.roleId)).sort() : [],
      };
    },
  }),
);

builder.mutationField('doLogout', (t) =>
  t.boolean({
    description: 'Ends the session on the server and clears the cookie.',
    authScopes: { session: true },
    resolve: async (_root, _args, context) => {
      await deleteSession(context.db, context.sessionIdHash!);
      await context.request.cookieStore?.delete(SESSION_COOKIE);
      await recordActivity(context.db, context.user!.username, {
        activity: 'LOGOUT',
        entity: 'USER',
        recordId: context.user!.id,
        message: 'Signed out.',
      });
      return true;
    },
  }),
);

async function currentUserRow(context: Context, db: Queryable = context.db) {
  const [row] = await db.select().from(users).where(eq(users.id, context.user!.id));
  return row!;
}

builder.queryField('profile', (t) =>
  t.field({
    nullable: true,
    type: UserRef,
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

/** Changes the caller's own details, and their password when they give the current one. */
const updateProfile = defineAction({
  schema: profileUpdateSchema,
  what: 'User',
  async run(transaction, { currentPassword, newPassword, confirmPassword: _confirmation, ...details }, context) {
    const user = await currentUserRow(context, transaction);
    const changes: Partial<typeof users.$inferInsert> = { ...details, updatedAt: new Date() };
    if (newPassword) {
      if (!(await verifyPassword(user.passwordHash, currentPassword ?? ''))) {
        throw badInput('The current password is wrong.', { currentPassword: 'The current password is wrong.' });
      }
      changes.passwordHash = await hashPassword(newPassword);
      // Other browsers signed in as this user must sign in again with the new password.
      await deleteSessionsOfUser(transaction, user.id, context.sessionIdHash);
    }
    const [updated] = await transaction.update(users).set(changes).where(eq(users.id, user.id)).returning();
    return updated && { before: user, after: updated };
  },
  audit: ({ before, after }, { newPassword }) => ({
    activity: 'UPDATE_PROFILE',
    entity: 'USER',
    recordId: after.id,
    message: newPassword ? 'Updated own profile and password.' : 'Updated own profile.',
    changes: describeChanges(before, after, ['passwordHash']),
  }),
});

builder.mutationField('updateProfile', (t) =>
  t.field({
    nullable: true,
    type: UserRef,
    args: { input: t.arg({ description: 'The fields to change.', type: ProfileInput, required: true }) },
    authScopes: { authority: 'UPDATE_MY_PROFILE' },
    resolve: async (_root, args, context) => (await updateProfile(context, args.input)).after,
  }),
);
