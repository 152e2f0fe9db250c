import { useMutation } from '@apollo/client/react';
import { Stack } from '@mui/material';
import { assignTaskSchema } from '@back-office/domain';
import { DetailView } from '../../components/DetailView';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { withValues } from '../tasks/task-parts';
import { SHOP_TASK_PARAM, shopTasks } from './links';
import { AssignShopTaskDocument, ShopTaskDocument } from './shop-tasks.generated';

/** Assign Outlet Task: an unassigned or pending outlet task goes to someone who works at its outlet. */
export default function AssignShopTaskPage() {
  const { id, record: task, gate } = useRecordFromRoute(ShopTaskDocument, SHOP_TASK_PARAM, (data) => data.shopTask, 'network-only');
  const [assign] = useMutation(AssignShopTaskDocument, { refetchQueries: ['ShopTasksPage'] });
  if (!task) return gate;
  return (
    <Stack spacing={2}>
      <DetailView
        items={withValues([
          { label: 'Title', value: task.title },
          { label: 'Outlet', value: task.shopHub?.name },
          { label: 'Execution Time', value: task.executionTime, format: 'datetime' },
          { label: 'Assignee now', value: task.assignee?.name ?? 'Not assigned' },
        ])}
      />
      <ResourceForm
        schema={assignTaskSchema}
        defaultValues={{ assigneeId: task.assigneeId ?? undefined }}
        successMessage={task.assigneeId ? 'Outlet task reassigned.' : 'Outlet task assigned.'}
        cancelTo={shopTasks.url(id)}
        onSubmit={async ({ assigneeId }) => {
          const result = await assign({ variables: { id, assigneeId } });
          return { error: result.error, next: shopTasks.url(id) };
        }}
      >
        <ReferenceSelect name="assigneeId" label="Assignee" required list="usersAll" authority="VIEW_USER" plural="users" current={task.assignee ? { id: task.assignee.id, name: task.assignee.name } : null} />
      </ResourceForm>
    </Stack>
  );
}
