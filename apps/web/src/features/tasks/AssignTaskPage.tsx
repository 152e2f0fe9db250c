import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { assignTaskSchema, countOf, formatDistance, formatGallons, formatNumber, labelIn, taskTypeLabels } from '@back-office/domain';
import { useController, useFormContext } from 'react-hook-form';
import { DetailView } from '../../components/DetailView';
import { withValues } from './task-parts';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { TASK_PARAM, taskLinks } from './links';
import { AssignTaskDocument, ReassignTaskDocument, RefillersForTaskDocument, TaskDocument, type RefillersForTaskQuery } from './tasks.generated';

type RefillerLoad = RefillersForTaskQuery['refillersForTask'][number];

/** What is already planned for a refiller that day, in a few words: "6 tasks (6 proposed), 6 gallons, 15 km of 40 km planned". */
const loadText = (load: Pick<RefillerLoad, 'tasks' | 'proposals' | 'gallons' | 'distanceKm' | 'maxDistanceKm'>) =>
  `${countOf(load.tasks, 'task')}${load.proposals > 0 ? ` (${formatNumber(load.proposals, 0)} proposed)` : ''}, ${formatGallons(load.gallons)}, ${formatDistance(load.distanceKm)} of ${formatDistance(load.maxDistanceKm)} planned`;

/** The refillers who work the task's day, one to choose, each with their load of the day. */
function RefillerChoice({ refillers, currentId }: { refillers: RefillerLoad[]; currentId: number | null }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'assigneeId', control });
  return (
    <FormControl error={Boolean(fieldState.error)} required>
      <FormLabel id="assignee-label">Refiller</FormLabel>
      <RadioGroup aria-labelledby="assignee-label" name={field.name} value={field.value ?? ''} onChange={(event) => field.onChange(Number(event.target.value))}>
        {refillers.map((refiller) => (
          <FormControlLabel
            key={refiller.userId}
            value={refiller.userId}
            control={<Radio />}
            label={
              <span>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {refiller.user.name}
                </Typography>
                {refiller.proposed ? ' (proposed)' : ''}
                {refiller.userId === currentId ? ' (assigned now)' : ''}
                {refiller.carNumber ? ` · car ${refiller.carNumber}` : ''}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {loadText(refiller)}
                </Typography>
              </span>
            }
            sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}

/** Assign Task: a proposal of the planner or a pending task goes to one of the refillers who work its day, chosen by their load. */
export default function AssignTaskPage() {
  const { id, record: task, gate } = useRecordFromRoute(TaskDocument, TASK_PARAM, (data) => data.task, 'network-only');
  const refillers = useQuery(RefillersForTaskDocument, { variables: { taskId: id }, skip: !task, fetchPolicy: 'network-only' });
  const refetchQueries = ['UnassignedTasks', 'TaskCounts', 'AllTasksPage', 'ScheduleTasks'];
  const [assign] = useMutation(AssignTaskDocument, { refetchQueries });
  const [reassign] = useMutation(ReassignTaskDocument, { refetchQueries });
  if (!task) return gate;
  const choices = refillers.data?.refillersForTask ?? [];
  const suggested = task.assignee ?? task.proposedAssignee;
  const defaultId = choices.some((choice) => choice.userId === suggested?.id) ? suggested!.id : undefined;
  return (
    <Stack spacing={2}>
      <DetailView
        items={withValues([
          { label: 'Title', value: task.title },
          { label: 'Type', value: labelIn(taskTypeLabels, task.type) },
          { label: 'Hub', value: task.hubName },
          { label: 'Machine', value: task.machine ? `${task.machine.vmcNo} ${task.machine.name}` : null },
          { label: 'Execution Time', value: task.executionTime, format: 'datetime' },
          { label: 'Assignee now', value: task.assignee?.name ?? 'Not assigned' },
          { label: 'Proposed for', value: task.proposedAssignee?.name },
        ])}
      />
      {refillers.error && <Alert severity="error">The refillers of this day could not be loaded. Reload the page to try again.</Alert>}
      {refillers.data && choices.length === 0 && <Alert severity="warning">No refiller works on this task’s day: change their schedules or their leave first.</Alert>}
      {choices.length > 0 && (
        <ResourceForm
          key={defaultId ?? 'none'}
          schema={assignTaskSchema}
          defaultValues={{ assigneeId: defaultId }}
          successMessage={task.assigneeId ? 'Task reassigned.' : 'Task assigned.'}
          cancelTo={taskLinks.all}
          onSubmit={async ({ assigneeId }) => {
            const result = task.assigneeId ? await reassign({ variables: { id, assigneeId } }) : await assign({ variables: { temporaryTaskId: id, assigneeId } });
            return { error: result.error, next: taskLinks.all };
          }}
        >
          <RefillerChoice refillers={choices} currentId={task.assigneeId ?? null} />
        </ResourceForm>
      )}
    </Stack>
  );
}
