import { builder } from '../../platform/builder';
import { findPage, type PagingFields } from '../../platform/paging';
import { PageInputRef, pageType } from '../../platform/paging/inputs';
import { userActivities } from '../../platform/audit/user-activities.table';

type UserActivityRow = typeof userActivities.$inferSelect;

interface FieldChangeRow {
  field: string;
  before: unknown;
  after: unknown;
  secret: boolean;
}

/** A value as the log shows it: text as it is, a list joined, anything else as JSON. */
function shown(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object')) return value.join(', ');
  return JSON.stringify(value);
}

const FieldChangeRef = builder.objectRef<FieldChangeRow>('FieldChange').implement({
  description: 'One field a change touched. A secret (a password) says only that it changed.',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The name of the field that changed.' }),
    before: t.string({ description: 'The value before the change, as text; null when it had none or the field is secret.', nullable: true, resolve: (change) => shown(change.before) }),
    after: t.string({ description: 'The value after the change, as text; null when it had none or the field is secret.', nullable: true, resolve: (change) => shown(change.after) }),
    secret: t.exposeBoolean('secret', { description: 'True for a field recorded only as changed, never by value (a password, a key).' }),
  }),
});

const UserActivityRef = builder.objectRef<UserActivityRow>('UserActivity').implement({
  description: 'One entry of the activity log: who did what to which record, and when.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The user activity\'s id.' }),
    username: t.exposeString('username', { description: 'Who did it.' }),
    activity: t.exposeString('activity', { description: 'What was done, e.g. UPDATE_HUB.' }),
    entity: t.exposeString('entity', { description: 'The kind of record, e.g. HUB, or null.', nullable: true }),
    recordId: t.exposeString('recordId', { description: 'The id of the record.', nullable: true }),
    vmcNo: t.exposeString('vmcNo', { description: 'The machine it concerned, or null.', nullable: true }),
    message: t.exposeString('message', { description: 'What was done, in words.' }),
    time: t.field({ description: 'When it was done.', type: 'DateTime', resolve: (row) => row.time }),
    changes: t.field({
      type: [FieldChangeRef],
      nullable: true,
      description: 'The fields the change touched, before and after; null when the row records no change of fields.',
      resolve: (row) =>
        row.changes
          ? Object.entries(row.changes).map(([field, change]) =>
              'secret' in change ? { field, before: null, after: null, secret: true } : { field, ...change, secret: false },
            )
          : null,
    }),
  }),
});

const fields: PagingFields = {
  id: { column: userActivities.id, kind: 'int' },
  username: { column: userActivities.username, kind: 'text' },
  activity: { column: userActivities.activity, kind: 'text' },
  entity: { column: userActivities.entity, kind: 'text' },
  recordId: { column: userActivities.recordId, kind: 'text' },
  vmcNo: { column: userActivities.vmcNo, kind: 'text' },
  message: { column: userActivities.message, kind: 'text' },
  time: { column: userActivities.time, kind: 'datetime' },
};

const UserActivityPage = pageType('UserActivity', UserActivityRef);

builder.queryField('userActivities', (t) =>
  t.field({
    nullable: true,
    type: UserActivityPage,
    description: 'The audit log, newest first unless sorted otherwise.',
    args: { pageInput: t.arg({ description: 'Which page, how large, and the sorts, filters and search that choose its rows.', type: PageInputRef, required: true }) },
    authScopes: { authority: 'VIEW_USER_ACTIVITY' },
    resolve: (_root, args, context, info) =>
      findPage<UserActivityRow>(
        {
          db: context.db,
          table: userActivities,
          fields,
          idColumn: userActivities.id,
          defaultSorts: [{ field: 'time', direction: 'DESC' }],
        },
        args.pageInput,
        info,
      ),
  }),
);
