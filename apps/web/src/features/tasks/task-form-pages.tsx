import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, CircularProgress, Stack } from '@mui/material';
import { assignErrorTaskSchema, manualTaskSchema, manualTaskUpdateSchema } from '@back-office/domain';
import { useController, useFormContext } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { DetailView } from '../../components/DetailView';
import { ErrorState } from '../../components/ErrorState';
import { LazyDayInput } from '../../components/LazyDayInput';
import { machineUrl } from '../machines/links';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { ResourceForm } from '../../components/form/ResourceForm';
import { TextInput } from '../../components/form/fields';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { TASK_PARAM, taskLinks } from './links';
import { AssignErrorTaskDocument, CreateManualTaskDocument, ErrorTaskMachineDocument, TaskDocument, UpdateManualTaskDocument, type TaskStopFieldsFragment } from './tasks.generated';

/* Add Task and Edit Task: a manual task for someone, at a machine or at none. */

const two = (value: number) => String(value).padStart(2, '0');
/** An instant as the Execution Time box holds it (YYYY-MM-DDTHH:mm), in the browser's zone. */
export const localValue = (iso: string | null | undefined) => {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
};

/** When the task should be done: a day and time, DD-MM-YYYY HH:mm, in the browser's zone. */
export function ExecutionTimeInput() {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'executionTime', control });
  return (
    <LazyDayInput
      label="Execution Time"
      withTime
      required
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onBlur={field.onBlur}
      onChange={field.onChange}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      sx={{ width: '100%' }}
    />
  );
}

function TaskFields({ task }: { task?: TaskStopFieldsFragment }) {
  return (
    <>
      <TextInput name="title" label="Title" required />
      <TextInput name="description" label="Description" multiline emptyAsNull />
      <ReferenceSelect name="assigneeId" label="Assignee" required list="usersAll" authority="VIEW_USER" plural="users" current={task?.assignee ? { id: task.assignee.id, name: task.assignee.name } : null} />
      <ReferenceSelect name="machineId" label="Machine" list="machinesAll" authority="VIEW_MACHINE" plural="machines" current={task?.machine ? { id: task.machine.id, name: task.machine.name } : null} />
      <ExecutionTimeInput />
      <TextInput name="note" label="Note" multiline emptyAsNull />
    </>
  );
}

/**
 * Add Task, or with `?errorOf=<machineId>` the task that sends someone to a machine's error: the
 * error becomes a refiller-check task and the machine's error is marked assigned.
 */
export function TaskAddPage() {
  const [params] = useSearchParams();
  const errorOf = Number(params.get('errorOf'));
  return Number.isInteger(errorOf) && errorOf > 0 ? <ErrorTaskForm machineId={errorOf} /> : <ManualTaskAddForm />;
}

function ErrorTaskForm({ machineId }: { machineId: number }) {
  const { data, loading, error } = useQuery(ErrorTaskMachineDocument, { variables: { id: machineId }, fetchPolicy: 'network-only' });
  const [assign] = useMutation(AssignErrorTaskDocument, { refetchQueries: ['TaskCounts', 'Machine'] });
  const machine = data?.machine;
  if (loading && !data) return <CircularProgress aria-label="Loading the machine" />;
  if (error || !machine) return <ErrorState error={error} title="The machine could not be loaded." />;
  if (!machine.lastError || machine.isErrorAssigned) {
    return <Alert severity="info">{machine.lastError ? `The error of machine ${machine.vmcNo} is already assigned.` : `Machine ${machine.vmcNo} reports no error.`}</Alert>;
  }
  return (
    <Stack spacing={2}>
      <DetailView
        title="Machine error"
        items={[
          { label: 'Machine', value: `${machine.vmcNo} ${machine.name}` },
          { label: 'Last error', value: machine.lastError },
          { label: 'Last error at', value: machine.lastErrorAt, format: 'datetime' },
        ]}
      />
      <ResourceForm
        schema={assignErrorTaskSchema}
        defaultValues={{ assigneeId: undefined, executionTime: localValue(new Date().toISOString()) }}
        successMessage="Error task assigned."
        cancelTo={machineUrl(machineId)}
        onSubmit={async (values) => {
          const result = await assign({ variables: { id: machineId, input: { assigneeId: values.assigneeId, executionTime: values.executionTime.toISOString() } } });
          return { error: result.error, next: result.data?.assignErrorTask ? taskLinks.url(result.data.assignErrorTask.id) : undefined };
        }}
      >
        <ReferenceSelect name="assigneeId" label="Assignee" required list="usersAll" authority="VIEW_USER" plural="users" />
        <ExecutionTimeInput />
      </ResourceForm>
    </Stack>
  );
}

function ManualTaskAddForm() {
  const [create] = useMutation(CreateManualTaskDocument, { refetchQueries: ['TaskCounts', 'MyTaskDay'] });
  return (
    <ResourceForm
      schema={manualTaskSchema}
      defaultValues={{ title: '', description: null, assigneeId: undefined, machineId: null, executionTime: localValue(new Date().toISOString()), note: null }}
      successMessage="Task created."
      cancelTo={taskLinks.all}
      onSubmit={async (values) => {
        const result = await create({ variables: { input: { ...values, executionTime: values.executionTime.toISOString() } } });
        return { error: result.error, next: result.data?.createManualTask ? taskLinks.url(result.data.createManualTask.id) : undefined };
      }}
    >
      <TaskFields />
    </ResourceForm>
  );
}

export function TaskEditPage() {
  const { id, record: task, gate } = useRecordFromRoute(TaskDocument, TASK_PARAM, (data) => data.task, 'network-only');
  const [update] = useMutation(UpdateManualTaskDocument);
  if (!task) return gate;
  return (
    <ResourceForm
      schema={manualTaskUpdateSchema}
      defaultValues={{ title: task.title, description: task.description ?? null, assigneeId: task.assigneeId ?? undefined, machineId: task.machineId ?? null, executionTime: localValue(task.executionTime), note: task.note ?? null }}
      successMessage="Task saved."
      cancelTo={taskLinks.url(id)}
      onSubmit={async (values) => {
        const input = { ...values, executionTime: values.executionTime?.toISOString() };
        const result = await update({ variables: { id, input, expectedUpdatedTime: task.updatedTime } });
        return { error: result.error, next: taskLinks.url(id) };
      }}
    >
      <TaskFields task={task} />
    </ResourceForm>
  );
}
