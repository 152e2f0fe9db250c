import { asc, count, eq, inArray } from 'drizzle-orm';
import { roleInputSchema, roleUpdateSchema, type RoleInput } from '@back-office/domain';
import { builder } from '../../platform/builder';
import { defineCrud, updateRow } from '../../platform/crud';
import type { Context } from '../../platform/context';
import { badInput, forbidden } from '../../platform/errors';
import type { Transaction } from '../../db/client';
import { authorities, roleAuthorities, roles } from '../../platform/identity/roles.table';
import { users } from '../../platform/identity/users.table';
import { expectConsoleManageable } from './console-keeper';

type AuthorityRow = typeof authorities.$inferSelect;
type RoleRow = typeof roles.$inferSelect;

/** An authority; `roleId` is set when it was loaded as one of a role's. */
export const AuthorityRef = builder.objectRef<AuthorityRow & { roleId?: number }>('Authority').implement({
  description: 'A permission a role grants, such as VIEW_HUB; each root field names the one it needs.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The authority\'s id.' }),
    name: t.exposeString('name', { description: 'Its name, as root fields and FORBIDDEN errors name it (e.g. VIEW_HUB).' }),
    description: t.exposeString('description', { description: 'What the authority allows.' }),
    group: t.exposeString('group', { description: 'The entity or area it belongs to, for grouping in the role form.' }),
  }),
});

export const RoleRef = builder.loadableObject('Role', {
  description: 'A set of authorities given to users; a user has one role.',
  load: (ids: number[], context) => context.db.select().from(roles).where(inArray(roles.id, ids)),
  sort: (role: RoleRow) => role.id,

  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The role\'s id.' }),
    name: t.exposeString('name', { description: 'Its name, unique.' }),
    description: t.exposeString('description', { description: 'Free text about it, or null.', nullable: true }),
    active: t.exposeBoolean('active', { description: 'False when users may no longer be given it.' }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (role) => role.createdAt }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (role) => role.updatedAt }),
    userCount: t.loadable({
      type: 'Int',
      description: 'How many users have this role.',
      load: async (roleIds: number[], context) => {
        const rows = await context.db
          .select({ roleId: users.roleId, count: count() })
          .from(users)
          .where(inArray(users.roleId, roleIds))
          .groupBy(users.roleId);
        const counts = new Map(rows.map((row) => [row.roleId, row.count]));
        return roleIds.map((id) => counts.get(id) ?? 0);
      },
      resolve: (role) => role.id,
    }),
    // One query for the authorities of every role in a response.
    authorities: t.loadableGroup({
      description: 'The authorities the role grants.',
      type: AuthorityRef,
      load: (roleIds: number[], context) =>
        context.db
          .select({ roleId: roleAuthorities.roleId, id: authorities.id, name: authorities.name, description: authorities.description, group: authorities.group })
          .from(roleAuthorities)
          .innerJoin(authorities, eq(authorities.id, roleAuthorities.authorityId))
          .where(inArray(roleAuthorities.roleId, roleIds))
          .orderBy(asc(authorities.id)),
      group: (row) => row.roleId!,
      resolve: (role) => role.id,
    }),
  }),
});

const roleFields = (required: boolean) =>
  builder.inputType(required ? 'RoleInput' : 'RoleUpdateInput', {
    description: 'A role\'s details; in an update, the fields left out keep their value.',
    fields: (t) => ({
      name: t.string({ description: 'Its name, unique; required, not blank.', required }),
      description: t.string({ description: 'Free text about it.' }),
      active: t.boolean({ description: 'False stops it being given to users.', required }),
      authorityIds: t.intList({ description: 'The ids of the authoritys.', required }),
    }),
  });

/**
 * Checks the authority ids exist and that the caller holds each one they add to the role:
 * nobody hands out more than they have.
 */
async function checkGrantable(transaction: Transaction, authorityIds: number[], context: Context, roleId?: number): Promise<void> {
  const current = roleId
    ? new Set(
        (await transaction.select().from(roleAuthorities).where(eq(roleAuthorities.roleId, roleId))).map((row) => row.authorityId),
      )
    : new Set<number>();
  const unique = [...new Set(authorityIds)].filter((id) => !current.has(id));
  if (unique.length === 0) return;
  const found = await transaction.select().from(authorities).where(inArray(authorities.id, unique));
  if (found.length !== unique.length) {
    const known = new Set(found.map((row) => row.id));
    const missing = unique.filter((id) => !known.has(id));
    throw badInput(`Unknown authority ${missing.join(', ')}.`, { authorityIds: `Unknown authority ${missing.join(', ')}.` });
  }
  const notHeld = found.filter((row) => !context.authorities.has(row.name)).map((row) => row.name);
  if (notHeld.length > 0) throw forbidden(notHeld);
}

async function replaceAuthorities(transaction: Transaction, roleId: number, authorityIds: number[]): Promise<void> {
  await transaction.delete(roleAuthorities).where(eq(roleAuthorities.roleId, roleId));
  const unique = [...new Set(authorityIds)];
  if (unique.length > 0) await transaction.insert(roleAuthorities).values(unique.map((authorityId) => ({ roleId, authorityId })));
}

const uniques = { roles_name_unique: { field: 'name', message: 'A role with this name already exists.' } };

defineCrud<RoleRow, RoleInput, Partial<RoleInput>>({
  description: 'A set of authorities given to users; a user has one role.',
  name: 'Role',
  entity: 'ROLE',
  table: roles,
  idColumn: roles.id,
  ref: RoleRef,
  fields: {
    id: { column: roles.id, kind: 'int' },
    name: { column: roles.name, kind: 'text' },
    description: { column: roles.description, kind: 'text' },
    active: { column: roles.active, kind: 'boolean' },
    createdTime: { column: roles.createdAt, kind: 'datetime' },
  },
  defaultSorts: [{ field: 'name', direction: 'ASC' }],
  label: (role) => role.name,
  // The log tells which authorities a change gave or took, by name.
  auditView: async (transaction, role) => ({
    ...role,
    authorities: (
      await transaction
        .select({ name: authorities.name })
        .from(roleAuthorities)
        .innerJoin(authorities, eq(authorities.id, roleAuthorities.authorityId))
        .where(eq(roleAuthorities.roleId, role.id))
        .orderBy(asc(authorities.name))
    ).map((row) => row.name),
  }),
  uniques,
  create: {
    input: roleFields(true),
    schema: roleInputSchema,
    async write(transaction, { authorityIds, ...values }, context) {
      await checkGrantable(transaction, authorityIds, context);
      const [role] = await transaction.insert(roles).values(values).returning();
      await replaceAuthorities(transaction, role!.id, authorityIds);
      return role!;
    },
  },
  update: {
    input: roleFields(false),
    schema: roleUpdateSchema,
    async write(transaction, { authorityIds, ...values }, context, id) {
      // Updating the row first locks it, so concurrent edits of one role's authorities queue up.
      const role = (await updateRow(transaction, roles, roles.id, id, values)) as RoleRow | undefined;
      if (role && authorityIds) {
        await checkGrantable(transaction, authorityIds, context, id);
        await replaceAuthorities(transaction, id, authorityIds);
      }
      if (role && (values.active === false || authorityIds)) await expectConsoleManageable(transaction);
      return role;
    },
  },
});

builder.queryField('authorities', (t) =>
  t.field({
    nullable: true,
    type: [AuthorityRef],
    description: 'Every authority, for the role form.',
    authScopes: { authority: 'VIEW_ROLE' },
    resolve: (_root, _args, context) => context.db.select().from(authorities).orderBy(asc(authorities.id)),
  }),
);
