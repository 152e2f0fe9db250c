import { builder } from '../../platform/builder';
import { findPage, type PagingFields } from '../../platform/paging';
import { PageInputRef, pageType } from '../../platform/paging/inputs';
import { userActivities } from './user-activities.table';

type UserActivityRow = typeof userActivities.$inferSelect;

const UserActivityRef = builder.objectRef<UserActivityRow>('UserActivity').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    username: t.exposeString('username'),
    activity: t.exposeString('activity'),
    entity: t.exposeString('entity', { nullable: true }),
    recordId: t.exposeString('recordId', { nullable: true }),
    vmcNo: t.exposeString('vmcNo', { nullable: true }),
    message: t.exposeString('message'),
    time: t.field({ type: 'DateTime', resolve: (row) => row.time }),
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
    args: { pageInput: t.arg({ type: PageInputRef, required: true }) },
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
