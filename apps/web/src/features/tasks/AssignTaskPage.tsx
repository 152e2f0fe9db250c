import { useMutation } from '@apollo/client/react';
import { Stack } from '@mui/material';
import { assignTaskSchema, labelOf } from '@back-office/domain';
import { DetailView } from '../../components/DetailView';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { TASK_PARAM, taskLinks } from './routes';
import { AssignTaskDocument, ReassignTaskDocument, TaskDocument } from './tasks.generated';

/** Assign Task: a proposal of the planner gets its assignee (the one it was proposed for, unless changed); a pending task gets another. */
export default function AssignTaskPage() {
  const { id, record: task, gate } = useRecordFromRoute(TaskDocument, TASK_PARAM, (data) => data.task, 'network-only');
  const refetchQueries = ['UnassignedTasks', 'TaskCounts', 'AllTasksPage'];
  const [assign] = useMutation(AssignTaskDocument, { refetchQueries });
  const [reassign] = useMutation(ReassignTaskDocument, { refetchQueries });
  if (!task) return gate;
  const current = task.assignee ?? task.proposedAssignee;
  return (
    <Stack spacing={2}>
      <DetailView
        items={[
          { label: 'Title', value: task.title },
          { label: 'Type', value: labelOf(task.type) },
          { label: 'Hub', value: task.hubName },
          { label: 'Machine', value: task.machine ? `${task.machine.vmcNo} ${task.machine.name}` : null },
          { label: 'Execution Time', value: task.executionTime, format: 'datetime' },
          { label: 'Assignee now', value: task.assignee?.name ?? 'Not assigned' },
          { label: 'Proposed for', value: task.proposedAssignee?.name },
        ]}
      />
      <ResourceForm
        schema={assignTaskSchema}
        defaultValues={{ assigneeId: current?.id }}
        successMessage={task.assigneeId ? 'Task reassigned.' : 'Task assigned.'}
        cancelTo={taskLinks.all}
        onSubmit={async ({ assigneeId }) => {
          const result = task.assigneeId ? await reassign({ variables: { id, assigneeId } }) : await assign({ variables: { temporaryTaskId: id, assigneeId } });
          return { error: result.error, next: taskLinks.all };
        }}
      >
        <ReferenceSelect name="assigneeId" label="Assignee" required list="usersAll" authority="VIEW_USER" plural="users" current={current ? { id: current.id, name: current.name } : null} />
      </ResourceForm>
    </Stack>
  );
}
