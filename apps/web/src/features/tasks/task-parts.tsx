import { useQuery } from '@apollo/client/react';
import { Box, Chip, Paper, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { declineTaskSchema, loadItemText, taskStateLabels, taskTypeLabels, labelledOptions, labelIn } from '@back-office/domain';
import { useMemo } from 'react';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { formatValue, type DetailItem } from '../../components/DetailView';
import { TextInput } from '../../components/form/fields';
import { ResourceForm } from '../../components/form/ResourceForm';
import type { FilterField } from '../../components/list';
import { AssigneeChoicesDocument, type TaskCountFieldsFragment, type TaskRowFieldsFragment, type TaskStopFieldsFragment } from './tasks.generated';

/* Pieces every task page shares: the state chip, the count cards, the list's columns and filters, the decline form. */

/** Colours with enough contrast for their text: under way in amber, done in green, declined outlined in red. */
const STATE_LOOKS: Record<string, { color: 'default' | 'primary' | 'success' | 'error'; variant: 'filled' | 'outlined' }> = {
  PENDING: { color: 'default', variant: 'outlined' },
  STARTED: { color: 'primary', variant: 'filled' },
  DONE: { color: 'success', variant: 'filled' },
  DECLINED: { color: 'error', variant: 'outlined' },
};

export function TaskStateChip({ state }: { state: string }) {
  const look = STATE_LOOKS[state] ?? STATE_LOOKS.PENDING!;
  return <Chip size="small" variant={look.variant} color={look.color} label={labelIn(taskStateLabels, state)} />;
}


/** The five counts as small cards; the "all" ones only for those who see every task. */
export function TaskCountCards({ counts, all }: { counts: TaskCountFieldsFragment | null | undefined; all: boolean }) {
  if (!counts) return null;
  const cards: [string, number | null | undefined][] = [
    ['My tasks today', counts.myToday],
    ['Finished today', counts.myFinishedToday],
    ['Pending from before', counts.myPendingBeforeToday],
    ...(all
      ? ([
          ['All pending today', counts.allPendingToday],
          ['Unassigned', counts.allUnassigned],
        ] as [string, number | null | undefined][])
      : []),
  ];
  return (
    <Box component="ul" aria-label="Task counts" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(3, 1fr)', md: 'repeat(5, minmax(0, 180px))' }, gap: 1, p: 0, m: 0, listStyle: 'none' }}>
      {cards.map(([label, value]) => (
        <Paper component="li" key={label} variant="outlined" sx={{ p: 1.25, minWidth: 0 }}>
          <Typography component="span" sx={{ display: 'block', fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.2 }}>
            {value ?? '—'}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', lineHeight: 1.25 }}>
            {label}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

export function useTaskCountsVisibility() {
  const { user } = useCurrentUser();
  return hasAuthority(user, 'VIEW_ALL_TASKS');
}

/** The columns of the task lists. */
export function taskColumns<Row extends TaskRowFieldsFragment>({ withAssignee = true } = {}): GridColDef<Row>[] {
  return [
    { field: 'executionTime', headerName: 'Execution Time', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
    { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
    { field: 'state', headerName: 'State', width: 110, valueFormatter: (value: string) => labelIn(taskStateLabels, value), renderCell: ({ row }) => <TaskStateChip state={row.state} /> },
    { field: 'type', headerName: 'Type', width: 130, valueFormatter: (value: string) => labelIn(taskTypeLabels, value) },
    ...(withAssignee
      ? [
          {
            field: 'assigneeName',
            headerName: 'Assignee',
            width: 160,
            valueGetter: (_value: unknown, row: Row) => row.assignee?.name ?? (row.proposedAssignee ? `(${row.proposedAssignee.name})` : '—'),
          } satisfies GridColDef<Row>,
        ]
      : []),
    { field: 'machineNo', headerName: 'Machine', width: 110, valueGetter: (_value, row) => row.machine?.vmcNo ?? '—' },
    { field: 'hubName', headerName: 'Hub', flex: 1, minWidth: 160, valueFormatter: (value: string | null) => value ?? '—' },
    { field: 'routeOrder', headerName: 'Stop', width: 70, valueFormatter: (value: number | null) => (value ? String(value) : '—') },
    { field: 'finishedTime', headerName: 'Finished', width: 150, valueFormatter: (value: string | null) => formatValue(value, 'datetime') },
  ];
}

/** Filters of the task lists: the period of execution, state, type, machine, hub and, for supervisors, the assignee. */
export function useTaskFilterFields({ withAssignee = true } = {}): FilterField[] {
  const { user } = useCurrentUser();
  const users = useQuery(AssigneeChoicesDocument, { skip: !withAssignee || !hasAuthority(user, 'VIEW_USER') });
  return useMemo<FilterField[]>(
    () => [
      { field: 'executionTime', label: 'Execution Time', kind: 'date' },
      { field: 'state', label: 'State', kind: 'enum', options: labelledOptions(taskStateLabels) },
      { field: 'type', label: 'Type', kind: 'enum', options: labelledOptions(taskTypeLabels) },
      ...(withAssignee
        ? [
            users.data?.usersAll
              ? ({ field: 'assigneeId', label: 'Assignee', kind: 'int', options: users.data.usersAll.map((person) => ({ value: String(person.id), label: person.name })) } as FilterField)
              : ({ field: 'assigneeName', label: 'Assignee', kind: 'text' } as FilterField),
          ]
        : []),
      { field: 'machineNo', label: 'Machine', kind: 'text' },
      { field: 'hubName', label: 'Hub', kind: 'text' },
      { field: 'title', label: 'Title', kind: 'text' },
    ],
    [users.data, withAssignee],
  );
}

/** Minutes as "1 h 05 min" or "12 min". */
export function formatMinutes(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '—';
  const whole = Math.round(minutes);
  return whole >= 60 ? `${Math.floor(whole / 60)} h ${String(whole % 60).padStart(2, '0')} min` : `${whole} min`;
}

/** Only the items that have something to show: a record's page leaves out its empty fields. */
export const withValues = (items: DetailItem[]) => items.filter((item) => item.render !== undefined || (item.value !== null && item.value !== undefined && item.value !== ''));

/** What to bring to a stop, one line each: "Water: 1 gallon (18 L)", "Paper Cup: 50 pcs". */
export function LoadList({ load }: { load: TaskStopFieldsFragment['load'] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {load.map((item) => (
        <Typography component="li" variant="body2" key={`${item.kind}-${item.itemId}`}>
          {loadItemText(item)}
        </Typography>
      ))}
    </Box>
  );
}

/** The assignee declines a task, machine or outlet, with a required note; `onDone` once `decline` went through. */
export function DeclineTaskForm({ title, decline, onDone }: { title: string; decline: (note: string) => Promise<{ error?: unknown }>; onDone: () => void }) {
  return (
    <ResourceForm
      schema={declineTaskSchema}
      defaultValues={{ note: '' }}
      successMessage={`Declined: ${title}.`}
      onSubmit={async ({ note }) => {
        const result = await decline(note);
        if (!result.error) onDone();
        return { error: result.error };
      }}
    >
      <TextInput name="note" label="Why is it declined?" required multiline />
    </ResourceForm>
  );
}
