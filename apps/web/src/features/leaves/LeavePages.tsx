import { useMutation, useQuery } from '@apollo/client/react';
import { Chip, Stack, Typography } from '@mui/material';
import {
  LEAVE_STATES,
  LEAVE_TYPES,
  REFILL_LOGISTICS_LABELS,
  REFILL_LOGISTICS_MESSAGES,
  daysBetween,
  formatDate,
  leaveEditSchema,
  leaveInputsOf,
  leaveRequestSchema,
  type LeaveState,
} from '@back-office/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { DetailView } from '../../components/DetailView';
import { ResourceForm } from '../../components/form/ResourceForm';
import { SelectInput, TextInput } from '../../components/form/fields';
import { ResourceList, type FilterField } from '../../components/list';
import { AddRecordButton, DetailActions } from '../../components/records/named-record';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { DayField } from '../hubs/HubMachineForm';
import { DecisionButtons } from './DecisionButtons';
import { CreateLeavesDocument, LeaveDocument, LeaveUsersDocument, LeavesPageDocument, UpdateLeaveDocument, type LeaveFieldsFragment } from './leaves.generated';
import { leaveResource } from './links';

type Row = LeaveFieldsFragment;

const label = (value: string) => REFILL_LOGISTICS_LABELS[value] ?? value;
const choices = (values: readonly string[]) => values.map((value) => ({ value, label: label(value) }));
const STATE_COLORS: Record<LeaveState, 'default' | 'success' | 'error'> = { REQUESTED: 'default', APPROVED: 'success', REJECTED: 'error' };

export const StateChip = ({ state }: { state: LeaveState }) => <Chip size="small" label={label(state)} color={STATE_COLORS[state]} />;

const columns: GridColDef<Row>[] = [
  { field: 'date', headerName: 'Date', width: 120, valueFormatter: (value: string) => formatDate(value) },
  { field: 'user', headerName: 'User', flex: 1, minWidth: 170, valueGetter: (_value, row) => row.user.name },
  { field: 'type', headerName: 'Type', width: 140, valueGetter: (value: string) => label(value) },
  { field: 'state', headerName: 'State', width: 130, valueGetter: (value: string) => label(value), renderCell: ({ row }) => <StateChip state={row.state} /> },
  { field: 'manager', headerName: 'Manager', flex: 1, minWidth: 160, valueGetter: (_value, row) => row.manager?.name ?? '' },
  { field: 'note', headerName: 'Note', flex: 1, minWidth: 200 },
];

const filterFields: FilterField[] = [
  { field: 'user', label: 'User', kind: 'text' },
  { field: 'type', label: 'Type', kind: 'enum', options: choices(LEAVE_TYPES) },
  { field: 'state', label: 'State', kind: 'enum', options: choices(LEAVE_STATES) },
  { field: 'date', label: 'Period', kind: 'date' },
  { field: 'manager', label: 'Manager', kind: 'text' },
  { field: 'note', label: 'Note', kind: 'text' },
];

function ListPage() {
  return (
    <ResourceList
      query={LeavesPageDocument}
      selectPage={(data) => data.leaves}
      columns={columns}
      filterFields={filterFields}
      searchFields={['user', 'note']}
      defaultSort={{ field: 'date', direction: 'DESC' }}
      exportFileName="leave"
      rowLink={(row) => leaveResource.url(row.id)}
      actions={<AddRecordButton to={leaveResource.addUrl} label="Add Leave" authority="CREATE_LEAVE" />}
    />
  );
}

/** Someone who manages leave picks whose it is; anyone else requests their own. */
function LeaveUserPicker() {
  const { user } = useCurrentUser();
  const forAnyone = hasAuthority(user, 'UPDATE_LEAVE') && hasAuthority(user, 'VIEW_USER');
  const { data } = useQuery(LeaveUsersDocument, { skip: !forAnyone });
  const options = forAnyone ? (data?.usersAll ?? []).map((person) => ({ value: person.id, label: `${person.name} (${person.username})` })) : user ? [{ value: user.id, label: user.name }] : [];
  return <SelectInput name="userId" label="User" required options={options} disabled={!forAnyone} helperText={forAnyone ? undefined : 'You request leave for yourself.'} />;
}

/** "3 days" under the period, once both ends are picked. */
function PeriodLength() {
  const [startDate, endDate] = useWatch({ name: ['startDate', 'endDate'] }) as [string, string];
  if (!startDate || !endDate || endDate < startDate) return null;
  const days = daysBetween(startDate, endDate);
  return (
    <Typography variant="body2" color="text.secondary">
      {days === 1 ? 'One day' : `${days} days`}, one leave each.
    </Typography>
  );
}

function AddPage() {
  const { user } = useCurrentUser();
  const schema = useMemo(() => leaveRequestSchema(), []);
  const [create] = useMutation(CreateLeavesDocument, { refetchQueries: ['LeavesPage'] });
  const forAnyone = hasAuthority(user, 'UPDATE_LEAVE') && hasAuthority(user, 'VIEW_USER');
  return (
    <ResourceForm
      schema={schema}
      defaultValues={{ userId: forAnyone ? undefined : user?.id, type: 'ANNUAL', startDate: '', endDate: '', note: null }}
      successMessage="Leave requested."
      cancelTo={leaveResource.listUrl}
      onSubmit={async (values) => {
        const result = await create({ variables: { inputs: leaveInputsOf(values) } });
        return { error: result.error, next: leaveResource.listUrl };
      }}
    >
      <LeaveUserPicker />
      <SelectInput name="type" label="Type" required options={choices(LEAVE_TYPES)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DayField name="startDate" label="Start Date" />
        <DayField name="endDate" label="End Date" />
      </Stack>
      <PeriodLength />
      <TextInput name="note" label="Note" emptyAsNull multiline />
    </ResourceForm>
  );
}

function EditPage() {
  const { user } = useCurrentUser();
  const { id, record, gate } = useRecordFromRoute(LeaveDocument, leaveResource.param, (data) => data.leave, 'network-only');
  const [update] = useMutation(UpdateLeaveDocument, { refetchQueries: ['LeavesPage'] });
  const schema = useMemo(() => (record ? leaveEditSchema(record.date) : null), [record]);
  if (!record || !schema) return gate;
  const own = record.userId === user?.id;
  return (
    <ResourceForm
      schema={schema}
      defaultValues={{ type: record.type, date: record.date, state: record.state, note: record.note }}
      successMessage="Leave saved."
      cancelTo={leaveResource.url(id)}
      onSubmit={async (input) => {
        const result = await update({ variables: { id, input, expectedUpdatedTime: record.updatedTime } });
        return { error: result.error, next: leaveResource.url(id) };
      }}
    >
      <SelectInput name="type" label="Type" required options={choices(LEAVE_TYPES)} />
      <DayField name="date" label="Date" />
      <SelectInput name="state" label="State" required options={choices(LEAVE_STATES)} disabled={own} helperText={own ? REFILL_LOGISTICS_MESSAGES.ownLeave : 'The manager approves or rejects.'} />
      <TextInput name="note" label="Note" emptyAsNull multiline />
    </ResourceForm>
  );
}

function DetailPage() {
  const { id, record, gate } = useRecordFromRoute(LeaveDocument, leaveResource.param, (data) => data.leave);
  if (!record) return gate;
  return (
    <DetailView
      actions={
        <>
          <DecisionButtons leave={record} />
          <DetailActions back={leaveResource.listUrl} edit={leaveResource.editUrl(id)} authority="UPDATE_LEAVE" />
        </>
      }
      items={[
        { label: 'User', value: `${record.user.name} (${record.user.username})` },
        { label: 'Date', value: record.date, format: 'date' },
        { label: 'Type', value: label(record.type) },
        { label: 'State', value: label(record.state), render: <StateChip state={record.state} /> },
        { label: 'Manager', value: record.manager?.name },
        { label: 'Note', value: record.note },
        { label: 'Requested', value: record.createdTime, format: 'datetime' },
        { label: 'Updated', value: record.updatedTime, format: 'datetime' },
      ]}
    />
  );
}

export const leavePages = { ListPage, AddPage, EditPage, DetailPage };
