import { useMutation, useQuery } from '@apollo/client/react';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Stack, Typography } from '@mui/material';
import { DEFAULT_SHIFT_START, PLATE_PARITIES, REFILL_LOGISTICS_LABELS, ROUTE_ENDS, START_PLACES, WEEKDAY_FLAGS, formatNumber, refillerScheduleSchema } from '@back-office/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { useWatch, type DefaultValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { saveErrorMessage } from '../../base/errors';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { useConfirm } from '../../components/ConfirmDialog';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { NumberInput, SelectInput, SwitchInput, TextInput } from '../../components/form/fields';
import { ResourceList, numberColumn, type FilterField } from '../../components/list';
import { AddRecordButton } from '../../components/records/named-record';
import { useNotify } from '../../components/Snackbar';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import {
  CreateRefillerScheduleDocument,
  DeleteRefillerScheduleDocument,
  RefillerScheduleCandidatesDocument,
  RefillerScheduleDocument,
  RefillerSchedulesPageDocument,
  RefillerSupervisorsDocument,
  UpdateRefillerScheduleDocument,
  type RefillerScheduleFieldsFragment,
} from './refiller-schedules.generated';
import { refillerSchedules } from './links';
import { WeekdayCheckboxes, workingDaysText } from './WeekdayCheckboxes';

type Row = RefillerScheduleFieldsFragment;
type Values = z.input<typeof refillerScheduleSchema>;

const kindOf = (row: Row) => [row.refiller && 'Refiller', row.carRefiller && 'Car Refiller'].filter(Boolean).join(', ');

/** Where the refiller's day starts: their own latitude and longitude. */
export const startPointText = (user: { latitude: number | null; longitude: number | null }) =>
  user.latitude === null || user.longitude === null ? 'Not set' : `${user.latitude.toFixed(5)}, ${user.longitude.toFixed(5)}`;

const parityOptions = PLATE_PARITIES.map((parity) => ({ value: parity, label: REFILL_LOGISTICS_LABELS[parity]! }));
const startPlaceOptions = START_PLACES.map((place) => ({ value: place, label: REFILL_LOGISTICS_LABELS[place]! }));
const routeEndOptions = ROUTE_ENDS.map((end) => ({ value: end, label: REFILL_LOGISTICS_LABELS[end]! }));

/** A schedule without a route end takes its kind's: said in words where the list and form show it. */
const USUAL_ROUTE_END = 'Usual for the kind';

/** Where the day starts, in words: the warehouse, or the user's own location. */
const startText = (row: Pick<Row, 'startPlace' | 'user'>) => (row.startPlace === 'WAREHOUSE' ? REFILL_LOGISTICS_LABELS.WAREHOUSE! : startPointText(row.user));

const columns: GridColDef<Row>[] = [
  { field: 'user', headerName: 'User', flex: 1, minWidth: 170, valueGetter: (_value, row) => row.user.name },
  { field: 'days', headerName: 'Working Days', width: 360, sortable: false, valueGetter: (_value, row) => workingDaysText(row) },
  { field: 'startPoint', headerName: 'Start Point', width: 190, sortable: false, valueGetter: (_value, row) => startText(row) },
  { field: 'kind', headerName: 'Refills', width: 170, sortable: false, valueGetter: (_value, row) => kindOf(row) },
  { field: 'carNumber', headerName: 'Car Number', width: 130 },
  { field: 'oddEvenRationing', headerName: 'Odd-Even Rationing', width: 170, valueGetter: (value: string | null) => (value ? REFILL_LOGISTICS_LABELS[value] : '') },
  numberColumn<Row>({ field: 'maxDistance', headerName: 'Max Distance (km)', width: 160 }),
  { field: 'supervisor', headerName: 'Supervisor', flex: 1, minWidth: 160, valueGetter: (_value, row) => row.supervisor?.name ?? '' },
  { field: 'shiftStart', headerName: 'Start Time', width: 120, valueGetter: (value: string | null) => value ?? DEFAULT_SHIFT_START },
  { field: 'capacity', headerName: 'Capacity (gallons)', width: 160, valueGetter: (value: number | null) => (value === null ? 'AI configuration' : formatNumber(value)) },
  { field: 'routeEnd', headerName: 'Route End', width: 170, valueGetter: (value: string | null) => (value ? REFILL_LOGISTICS_LABELS[value] : USUAL_ROUTE_END) },
];

const filterFields: FilterField[] = [
  { field: 'user', label: 'User', kind: 'text' },
  { field: 'carNumber', label: 'Car Number', kind: 'text' },
  { field: 'supervisor', label: 'Supervisor', kind: 'text' },
  { field: 'refiller', label: 'Refiller', kind: 'boolean' },
  { field: 'carRefiller', label: 'Car Refiller', kind: 'boolean' },
  { field: 'oddEvenRationing', label: 'Odd-Even Rationing', kind: 'enum', options: parityOptions.map((option) => ({ value: option.value, label: option.label })) },
  { field: 'maxDistance', label: 'Max Distance (km)', kind: 'float' },
  { field: 'startPlace', label: 'Start Place', kind: 'enum', options: startPlaceOptions },
  { field: 'routeEnd', label: 'Route End', kind: 'enum', options: routeEndOptions },
  { field: 'capacity', label: 'Capacity (gallons)', kind: 'float' },
  ...WEEKDAY_FLAGS.map((day): FilterField => ({ field: day, label: `Works on ${day.charAt(0).toUpperCase()}${day.slice(1)}`, kind: 'boolean' })),
];

function ListPage() {
  return (
    <ResourceList
      query={RefillerSchedulesPageDocument}
      selectPage={(data) => data.refillerSchedules}
      columns={columns}
      filterFields={filterFields}
      searchFields={['user', 'carNumber']}
      defaultSort={{ field: 'user', direction: 'ASC' }}
      exportFileName="refiller-schedule"
      rowLink={(row) => refillerSchedules.editUrl(row.id)}
      actions={<AddRecordButton to={refillerSchedules.addUrl} label="Add Refiller Schedule" authority="CREATE_REFILLER_SCHEDULE" />}
    />
  );
}

/** The users who may get this schedule: those without one, and the schedule's own. */
function UserPicker({ scheduleId }: { scheduleId?: number }) {
  const { data } = useQuery(RefillerScheduleCandidatesDocument, { variables: { refillerScheduleId: scheduleId ?? null }, fetchPolicy: 'network-only' });
  const options = (data?.availableUsersForRefiller ?? []).map((user) => ({ value: user.id, label: `${user.name} (${user.username})` }));
  return <SelectInput name="userId" label="User" required options={options} helperText="Active users without a refiller schedule." />;
}

function SupervisorPicker() {
  const { user } = useCurrentUser();
  const readable = hasAuthority(user, 'VIEW_USER');
  const { data } = useQuery(RefillerSupervisorsDocument, { skip: !readable });
  const options = (data?.availableSupervisors ?? []).map((person) => ({ value: person.id, label: `${person.name} (${person.username})` }));
  return (
    <SelectInput
      name="supervisorId"
      label="Supervisor"
      options={options}
      allowEmpty
      disabled={!readable}
      helperText={readable ? 'Active users whose role can see every task.' : 'Choosing needs the right to see users.'}
    />
  );
}

/** The plate and its parity matter only for a car refiller. */
function CarFields() {
  const carRefiller = useWatch<Values, 'carRefiller'>({ name: 'carRefiller' });
  if (!carRefiller) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextInput name="carNumber" label="Car Number" required emptyAsNull helperText="The plate, e.g. B 1234 XYZ." />
      <SelectInput name="oddEvenRationing" label="Odd-Even Rationing" required options={parityOptions} helperText="The parity of the plate’s number." />
    </Stack>
  );
}

/** The refiller's own day: when it starts, what they carry, where it starts and ends. */
function DayFields() {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="shiftStart" label="Start Time" emptyAsNull helperText={`HH:mm, Jakarta time; empty: ${DEFAULT_SHIFT_START}.`} />
        <NumberInput name="capacity" label="Capacity (gallons)" helperText="Water carried in a day; empty: the AI configuration’s." />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectInput name="startPlace" label="Start Place" required options={startPlaceOptions} helperText="Home is the user’s latitude and longitude; the warehouse is set in the AI configuration." />
        <SelectInput
          name="routeEnd"
          label="Route End"
          options={routeEndOptions}
          allowEmpty
          emptyLabel={USUAL_ROUTE_END}
          helperText="Usual: a car refiller goes back to the warehouse; the others end at the last machine unless the AI configuration says otherwise."
        />
      </Stack>
    </>
  );
}

function ScheduleForm(props: { defaultValues: DefaultValues<Values>; onSubmit: (values: z.output<typeof refillerScheduleSchema>) => Promise<SubmitOutcome>; cancelTo: string; scheduleId?: number }) {
  return (
    <ResourceForm schema={refillerScheduleSchema} defaultValues={props.defaultValues} onSubmit={props.onSubmit} successMessage="Refiller schedule saved." cancelTo={props.cancelTo}>
      <UserPicker scheduleId={props.scheduleId} />
      <Stack direction="row" spacing={3}>
        <SwitchInput name="refiller" label="Refiller" />
        <SwitchInput name="carRefiller" label="Car Refiller" />
      </Stack>
      <CarFields />
      <NumberInput name="maxDistance" label="Max Distance (km)" required helperText="Kilometres a day; the planner uses the smaller of this and the AI configuration’s." />
      <DayFields />
      <WeekdayCheckboxes />
      <SupervisorPicker />
    </ResourceForm>
  );
}

const EMPTY: DefaultValues<Values> = {
  userId: undefined,
  refiller: true,
  carRefiller: false,
  carNumber: null,
  maxDistance: null as unknown as number,
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: false,
  sunday: false,
  oddEvenRationing: null,
  supervisorId: null,
  shiftStart: null,
  capacity: null,
  startPlace: 'HOME',
  routeEnd: null,
};

function AddPage() {
  const [create] = useMutation(CreateRefillerScheduleDocument, { refetchQueries: ['RefillerSchedulesPage'] });
  return (
    <ScheduleForm
      defaultValues={EMPTY}
      cancelTo={refillerSchedules.listUrl}
      onSubmit={async (input) => {
        const result = await create({ variables: { input } });
        return { error: result.error, next: refillerSchedules.listUrl };
      }}
    />
  );
}

function DeleteButton({ schedule }: { schedule: Row }) {
  const { user } = useCurrentUser();
  const [ask, dialog] = useConfirm();
  const notify = useNotify();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [remove] = useMutation(DeleteRefillerScheduleDocument, { refetchQueries: ['RefillerSchedulesPage'] });
  if (!hasAuthority(user, 'DELETE_REFILLER_SCHEDULE')) return null;
  const onClick = async () => {
    const confirmed = await ask({
      title: 'Delete refiller schedule?',
      text: `${schedule.user.name} will no longer be planned any refills.`,
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    setBusy(true);
    const result = await remove({ variables: { id: schedule.id } }).catch((error: unknown) => ({ error }));
    setBusy(false);
    if (result.error) return notify(saveErrorMessage(result.error), 'error');
    notify('Refiller schedule deleted.');
    navigate(refillerSchedules.listUrl);
  };
  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => void onClick()} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        Delete
      </Button>
      {dialog}
    </>
  );
}

function EditPage() {
  const { id, record, gate } = useRecordFromRoute(RefillerScheduleDocument, refillerSchedules.param, (data) => data.refillerSchedule, 'network-only');
  const [update] = useMutation(UpdateRefillerScheduleDocument, { refetchQueries: ['RefillerSchedulesPage'] });
  if (!record) return gate;
  // Only the fields the form edits: Apollo's records also carry __typename, which no input takes.
  const values: DefaultValues<Values> = {
    userId: record.userId,
    refiller: record.refiller,
    carRefiller: record.carRefiller,
    carNumber: record.carNumber,
    maxDistance: record.maxDistance,
    ...Object.fromEntries(WEEKDAY_FLAGS.map((day) => [day, record[day]])),
    oddEvenRationing: record.oddEvenRationing,
    supervisorId: record.supervisorId,
    shiftStart: record.shiftStart,
    capacity: record.capacity,
    startPlace: record.startPlace,
    routeEnd: record.routeEnd,
  };
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {record.user.name}’s day starts at{' '}
        {record.startPlace === 'WAREHOUSE' ? 'the warehouse' : record.user.latitude === null ? 'no location yet: set the user’s latitude and longitude' : `home, ${startPointText(record.user)}`}.
        {' '}Their week: {workingDaysText(record)}.
      </Typography>
      <ScheduleForm
        scheduleId={id}
        defaultValues={values}
        cancelTo={refillerSchedules.listUrl}
        onSubmit={async (input) => {
          const result = await update({ variables: { id, input, expectedUpdatedTime: record.updatedTime } });
          return { error: result.error, next: refillerSchedules.listUrl };
        }}
      />
      <DeleteButton schedule={record} />
    </Stack>
  );
}

export const refillerSchedulePages = { ListPage, AddPage, EditPage };
