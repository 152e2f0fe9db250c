import { useMutation } from '@apollo/client/react';
import { shopTaskSchema, shopTaskUpdateSchema } from '@back-office/domain';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { ResourceForm } from '../../components/form/ResourceForm';
import { TextInput } from '../../components/form/fields';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { ExecutionTimeInput, localValue } from '../tasks/task-form-pages';
import { SHOP_TASK_PARAM, shopTasks } from './links';
import { CreateShopTaskDocument, ShopTaskDocument, UpdateShopTaskDocument, type ShopTaskFieldsFragment } from './shop-tasks.generated';

/* Add Outlet Task and Edit Outlet Task: a task at an outlet, for someone now or to assign later. */

function ShopTaskFields({ task }: { task?: ShopTaskFieldsFragment }) {
  return (
    <>
      <TextInput name="title" label="Title" required />
      <TextInput name="description" label="Description" multiline emptyAsNull />
      <ReferenceSelect name="shopHubId" label="Outlet" required list="shopHubsAll" authority="VIEW_SHOP_HUB" plural="outlets" current={task?.shopHub ? { id: task.shopHub.id, name: task.shopHub.name } : null} />
      {!task && <ReferenceSelect name="assigneeId" label="Assignee" list="usersAll" authority="VIEW_USER" plural="users" />}
      <ExecutionTimeInput />
      <TextInput name="note" label="Note" multiline emptyAsNull />
    </>
  );
}

export function ShopTaskAddPage() {
  const [create] = useMutation(CreateShopTaskDocument, { refetchQueries: ['ShopTasksPage'] });
  return (
    <ResourceForm
      schema={shopTaskSchema}
      defaultValues={{ title: '', description: null, shopHubId: undefined, assigneeId: null, executionTime: localValue(new Date().toISOString()), note: null }}
      successMessage="Outlet task created."
      cancelTo={shopTasks.listUrl}
      onSubmit={async (values) => {
        const result = await create({ variables: { input: { ...values, executionTime: values.executionTime.toISOString() } } });
        return { error: result.error, next: result.data?.createShopTask ? shopTasks.url(result.data.createShopTask.id) : undefined };
      }}
    >
      <ShopTaskFields />
    </ResourceForm>
  );
}

export function ShopTaskEditPage() {
  const { id, record: task, gate } = useRecordFromRoute(ShopTaskDocument, SHOP_TASK_PARAM, (data) => data.shopTask, 'network-only');
  const [update] = useMutation(UpdateShopTaskDocument);
  if (!task) return gate;
  return (
    <ResourceForm
      schema={shopTaskUpdateSchema}
      defaultValues={{ title: task.title, description: task.description ?? null, shopHubId: task.shopHubId, executionTime: localValue(task.executionTime), note: task.note ?? null }}
      successMessage="Outlet task saved."
      cancelTo={shopTasks.url(id)}
      onSubmit={async (values) => {
        const input = { ...values, executionTime: values.executionTime?.toISOString() };
        const result = await update({ variables: { id, input, expectedUpdatedTime: task.updatedTime } });
        return { error: result.error, next: shopTasks.url(id) };
      }}
    >
      <ShopTaskFields task={task} />
    </ResourceForm>
  );
}
