/**
 * Signing in and out: the session mechanism, not a business action. A refused sign-in is recorded
 * in the activity log although nothing else changes, so these fields write their rows themselves
 * rather than through `defineCommand`, whose rows commit only with a change.
 */
import { eq, sql } from 'drizzle-orm';
import type { Authority } from '@back-office/domain';
import { builder } from '../builder';
import type { CurrentUser } from '../context';
import { tooManyRequests, unauthenticated } from '../errors';
import { verifyDecoy, verifyPassword } from '../passwords';
import {
  SESSION_COOKIE,
  authorityNamesOfRole,
  clearLoginFailures,
  createSession,
  deleteSession,
  isLoginThrottled,
  recordLoginFailure,
} from '../auth';
import { roles } from './roles.table';
import { users } from './users.table';
import { recordActivity } from '../audit';

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
