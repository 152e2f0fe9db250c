import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { userCreateSchema, userUpdateSchema, type UserCreateInput, type UserUpdateInput } from '@back-office/domain';
import { builder } from '../../platform/builder';
import { defineCrud, updateRow } from '../../platform/crud';
import type { Context } from '../../platform/context';
import { badInput } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { deleteSessionsOfUser } from '../../platform/auth';
import type { Transaction } from '../../db/client';
import { authorities, roleAuthorities, roles } from '../../platform/identity/roles.table';
import { RoleRef } from '../roles/roles.schema';
import { users } from '../../platform/identity/users.table';
import { expectConsoleManageable } from '../roles/console-keeper';
import { expectAssignable, expectManageable } from './user-guards';

export type UserRow = typeof users.$inferSelect;

export const UserRef = builder.loadableObjectRef('User', {
  load: (ids: number[], context) => context.db.select().from(users).where(inArray(users.id, ids)),
  sort: (user: UserRow) => user.id,
});

UserRef.implement({
  description: 'A person who signs in to the console or the refiller app; what they may do comes from their role.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The user\'s id.' }),
    username: t.exposeString('username', { description: 'The name the user signs in with, unique.' }),
    name: t.exposeString('name', { description: 'The user\'s name.' }),
    email: t.exposeString('email', { description: 'The user\'s email address.' }),
    phoneNo: t.exposeString('phoneNo', { description: 'The user\'s phone number.' }),
    active: t.exposeBoolean('active', { description: 'False when the user may not sign in.' }),
    latitude: t.exposeFloat('latitude', { description: 'Where the user starts work, latitude in degrees, or null.', nullable: true }),
    longitude: t.exposeFloat('longitude', { description: 'Where the user starts work, longitude in degrees, or null.', nullable: true }),
    roleId: t.exposeInt('roleId', { description: 'The id of the user\'s role.' }),
    managerId: t.exposeInt('managerId', { description: 'The id of the user\'s manager, or null.', nullable: true }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (user) => user.createdAt }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (user) => user.updatedAt }),
    role: t.field({ description: 'The user\'s role: what they may do.', type: RoleRef, resolve: (user) => user.roleId }),
    manager: t.field({ description: 'The user\'s manager, or null.', type: UserRef, nullable: true, resolve: (user) => user.managerId }),
  }),
});

const userFields = (required: boolean) =>
  builder.inputType(required ? 'UserInput' : 'UserUpdateInput', {
    description: 'A user\'s details; in an update, the fields left out keep their value.',
    fields: (t) => ({
      username: t.string({ description: 'The name the user signs in with, unique.', required }),
      password: t.string({ required, description: required ? 'The password the user signs in with; never shown back.' : 'Given only to change it; never shown back.' }),
      name: t.string({ description: 'The user\'s name.', required }),
      email: t.string({ description: 'The user\'s email address, unique.', required }),
      phoneNo: t.string({ description: 'The user\'s phone number.', required }),
      roleId: t.int({ description: 'The id of the role.', required }),
      active: t.boolean({ description: 'False stops the user signing in and ends their sessions.', required }),
      managerId: t.int({ description: 'The id of the manager.' }),
      latitude: t.float({ description: 'Where the user starts work, latitude in degrees; refill routes start there.' }),
      longitude: t.float({ description: 'Where the user starts work, longitude in degrees.' }),
    }),
  });

/** The role and manager a user points at must exist; a user cannot manage themself. */
async function checkReferences(transaction: Transaction, data: UserUpdateInput, userId?: number): Promise<void> {
  const fields: Record<string, string> = {};
  if (data.roleId !== undefined) {
    const [role] = await transaction.select({ id: roles.id }).from(roles).where(eq(roles.id, data.roleId));
    if (!role) fields.roleId = 'Role not found.';
  }
  if (data.managerId !== undefined && data.managerId !== null) {
    const [manager] = await transaction.select({ id: users.id }).from(users).where(eq(users.id, data.managerId));
    if (!manager) fields.managerId = 'Manager not found.';
    else if (manager.id === userId) fields.managerId = 'A user cannot be their own manager.';
  }
  if (Object.keys(fields).length > 0) throw badInput(Object.values(fields).join(' '), fields);
}

const uniques = { users_username_unique: { field: 'username', message: 'This username is already taken.' } };

defineCrud<UserRow, UserCreateInput, UserUpdateInput>({
  description: 'A person who signs in to the console or the refiller app.',
  name: 'User',
  entity: 'USER',
  table: users,
  idColumn: users.id,
  ref: UserRef,
  fields: {
    id: { column: users.id, kind: 'int' },
    username: { column: users.username, kind: 'text' },
    name: { column: users.name, kind: 'text' },
    email: { column: users.email, kind: 'text' },
    phoneNo: { column: users.phoneNo, kind: 'text' },
    roleId: { column: users.roleId, kind: 'int' },
    managerId: { column: users.managerId, kind: 'int' },
    active: { column: users.active, kind: 'boolean' },
    createdTime: { column: users.createdAt, kind: 'datetime' },
  },
  defaultSorts: [{ field: 'username', direction: 'ASC' }],
  label: (user) => user.username,
  secrets: ['passwordHash'],
  uniques,
  create: {
    input: userFields(true),
    schema: userCreateSchema,
    async write(transaction, { password, ...values }, context) {
      await checkReferences(transaction, values);
      await expectAssignable(transaction, context, values.roleId);
      const [user] = await transaction
        .insert(users)
        .values({ ...values, passwordHash: await hashPassword(password) })
        .returning();
      return user!;
    },
  },
  update: {
    input: userFields(false),
    schema: userUpdateSchema,
    async write(transaction, { password, ...values }, context: Context, id) {
      await checkReferences(transaction, values, id);
      await expectManageable(transaction, context, id, { password, roleId: values.roleId, active: values.active });
      const changes: Record<string, unknown> = { ...values };
      if (password) changes.passwordHash = await hashPassword(password);
      const user = (await updateRow(transaction, users, users.id, id, changes)) as UserRow | undefined;
      // A deactivated user, or one whose password was reset, signs in again.
      if (user && (values.active === false || password)) await deleteSessionsOfUser(transaction, id);
      if (user && (values.active === false || values.roleId !== undefined)) await expectConsoleManageable(transaction);
      return user;
    },
  },
});

builder.queryField('availableSupervisors', (t) =>
  t.field({
    nullable: true,
    type: [UserRef],
    description: 'Active users who may be chosen as a manager: those whose active role can see every task.',
    args: { exceptUserId: t.arg.int({ description: 'The id of the except user.' }) },
    authScopes: { authority: 'VIEW_USER' },
    resolve: (_root, args, context) =>
      context.db
        .selectDistinct({ user: users })
        .from(users)
        .innerJoin(roles, and(eq(roles.id, users.roleId), eq(roles.active, true)))
        .innerJoin(roleAuthorities, eq(roleAuthorities.roleId, roles.id))
        .innerJoin(authorities, and(eq(authorities.id, roleAuthorities.authorityId), eq(authorities.name, 'VIEW_ALL_TASKS')))
        .where(and(eq(users.active, true), args.exceptUserId ? ne(users.id, args.exceptUserId) : undefined))
        .orderBy(asc(users.name))
        .then((rows) => rows.map((row) => row.user)),
  }),
);
