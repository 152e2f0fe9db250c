import { useMutation, useQuery } from '@apollo/client/react';
import {
  countOf,
  ROLLOUT_STATES,
  ROLLOUT_STATE_LABELS,
  UPLOADED_APK_ADDRESS,
  softwareRolloutSchema,
  softwareUpdateSchema,
  softwareUpdateUpdateSchema,
  type RolloutState,
} from '@back-office/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Chip, FormControl, FormControlLabel, FormLabel, InputLabel, Link as TextLink, MenuItem, Paper, Radio, RadioGroup, Select, Stack, TablePagination, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useId, useState } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { saveErrorMessage, serverFieldErrors } from '../../base/errors';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { useConfirm } from '../../components/ConfirmDialog';
import { DetailTable } from '../../components/DetailTable';
import { DetailView, formatValue } from '../../components/DetailView';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { NumberInput, TextInput } from '../../components/form/fields';
import { ResourceList, type FilterField } from '../../components/list';
import { AddRecordButton, DetailActions } from '../../components/records/named-record';
import { UploadInput, uploadedFileUrl } from '../../components/UploadInput';
import { useNotify } from '../../components/Snackbar';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { machineUrl } from '../machines/links';
import { MachinePicker } from '../user-mappings/MachinePicker';
import { machineSoftwareUpdates } from './links';
import {
  CreateMachineSoftwareUpdateDocument,
  MachineSoftwareRolloutsDocument,
  MachineSoftwareUpdateDocument,
  MachineSoftwareUpdatesPageDocument,
  RolloutMachineSoftwareUpdateDocument,
  SoftwareRolloutMachineChoicesDocument,
  UpdateMachineSoftwareUpdateDocument,
  type MachineSoftwareRolloutCountsFieldsFragment,
  type MachineSoftwareUpdateFieldsFragment,
} from './software-updates.generated';

type Row = MachineSoftwareUpdateFieldsFragment & { rolloutCounts?: MachineSoftwareRolloutCountsFieldsFragment };

/** Where the package comes from, for people: uploaded here, or the host it is downloaded from. */
const packageSource = (apkUrl: string) => (UPLOADED_APK_ADDRESS.test(apkUrl) ? 'Uploaded APK' : (/^https:\/\/([^/]+)/.exec(apkUrl)?.[1] ?? apkUrl));

/** The states as chips: installed green, superseded crossed out in grey, the rest still under way. */
const STATE_LOOKS: Record<RolloutState, { variant: 'filled' | 'outlined'; color: 'default' | 'success' | 'info' | 'warning' }> = {
  SENT: { variant: 'outlined', color: 'default' },
  FETCHED: { variant: 'outlined', color: 'info' },
  ACKNOWLEDGED: { variant: 'outlined', color: 'warning' },
  INSTALLED: { variant: 'filled', color: 'success' },
  SUPERSEDED: { variant: 'filled', color: 'default' },
};

function RolloutStateChip({ state }: { state: RolloutState }) {
  const look = STATE_LOOKS[state];
  return <Chip size="small" variant={look.variant} color={look.color} label={ROLLOUT_STATE_LABELS[state]} />;
}

const columns: GridColDef<Row>[] = [
  { field: 'versionName', headerName: 'Version Name', width: 150 },
  { field: 'versionCode', headerName: 'Version Code', width: 140 },
  { field: 'apkUrl', headerName: 'APK', width: 220, valueFormatter: (value: string) => packageSource(value) },
  {
    field: 'installed',
    headerName: 'Installed',
    width: 130,
    sortable: false,
    valueGetter: (_, row) => (row.rolloutCounts && row.rolloutCounts.total > 0 ? `${row.rolloutCounts.installed} of ${row.rolloutCounts.total}` : ''),
  },
  { field: 'releaseNotes', headerName: 'Release Notes', flex: 1, minWidth: 220 },
  { field: 'createdTime', headerName: 'Created', width: 160, valueFormatter: (value: string) => formatValue(value, 'datetime') },
];

const filterFields: FilterField[] = [
  { field: 'versionName', label: 'Version Name', kind: 'text' },
  { field: 'versionCode', label: 'Version Code', kind: 'int' },
  { field: 'releaseNotes', label: 'Release Notes', kind: 'text' },
  { field: 'createdTime', label: 'Created', kind: 'date' },
];

function ListPage() {
  return (
    <ResourceList
      query={MachineSoftwareUpdatesPageDocument}
      selectPage={(data) => data.machineSoftwareUpdates}
      columns={columns}
      filterFields={filterFields}
      searchFields={['versionName', 'releaseNotes']}
      defaultSort={{ field: 'versionCode', direction: 'DESC' }}
      exportFileName="software-updates"
      rowLink={(row) => machineSoftwareUpdates.url(row.id)}
      actions={<AddRecordButton to={machineSoftwareUpdates.addUrl} label="Add Software Update" authority="CREATE_MACHINE_SOFTWARE_UPDATE" />}
    />
  );
}

/** The package: uploaded here (the usual way) or an https address it is downloaded from. */
function PackageInput({ initial }: { initial: string | null }) {
  const [source, setSource] = useState<'upload' | 'address'>(initial && !UPLOADED_APK_ADDRESS.test(initial) ? 'address' : 'upload');
  const labelId = useId();
  return (
    <Stack spacing={1}>
      <FormControl>
        <FormLabel id={labelId}>APK</FormLabel>
        <RadioGroup row aria-labelledby={labelId} value={source} onChange={(event) => setSource(event.target.value as 'upload' | 'address')}>
          <FormControlLabel value="upload" control={<Radio />} label="Upload the APK" />
          <FormControlLabel value="address" control={<Radio />} label="Give its https address" />
        </RadioGroup>
      </FormControl>
      {source === 'upload' ? (
        <UploadInput name="apkUrl" label="APK File" accept="ANDROID_PACKAGE" required helperText="The machines download it from this server. An Android package (APK) of up to 50 MB." />
      ) : (
        <TextInput name="apkUrl" label="APK URL" required helperText="An address starting with https:// the machines can download the APK from." />
      )}
    </Stack>
  );
}

function SoftwareUpdateForm<Schema extends z.ZodType<FieldValues, FieldValues>>(props: {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  cancelTo: string;
  initialApk: string | null;
}) {
  return (
    <ResourceForm schema={props.schema} defaultValues={props.defaultValues} onSubmit={props.onSubmit} successMessage="Software update saved." cancelTo={props.cancelTo}>
      <TextInput name="versionName" label="Version Name" required helperText="As people read it, e.g. 4.3.0." />
      <NumberInput name="versionCode" label="Version Code" required helperText="The whole number Android orders versions by; a later version has a higher code." />
      <PackageInput initial={props.initialApk} />
      <TextInput name="releaseNotes" label="Release Notes" emptyAsNull multiline />
    </ResourceForm>
  );
}

function AddPage() {
  const [create] = useMutation(CreateMachineSoftwareUpdateDocument, { refetchQueries: ['MachineSoftwareUpdatesPage'] });
  return (
    <SoftwareUpdateForm
      schema={softwareUpdateSchema}
      defaultValues={{ versionName: '', versionCode: null as never, apkUrl: '', releaseNotes: null }}
      cancelTo={machineSoftwareUpdates.listUrl}
      initialApk={null}
      onSubmit={async (input) => {
        const result = await create({ variables: { input } });
        const id = result.data?.createMachineSoftwareUpdate?.id;
        return { error: result.error, next: id ? machineSoftwareUpdates.url(id) : machineSoftwareUpdates.listUrl };
      }}
    />
  );
}

function EditPage() {
  const { id, record, gate } = useRecordFromRoute(MachineSoftwareUpdateDocument, machineSoftwareUpdates.param, (data) => data.machineSoftwareUpdate, 'network-only');
  const [update] = useMutation(UpdateMachineSoftwareUpdateDocument, { refetchQueries: ['MachineSoftwareUpdatesPage'] });
  if (!record) return gate;
  return (
    <SoftwareUpdateForm
      schema={softwareUpdateUpdateSchema}
      defaultValues={{ versionName: record.versionName, versionCode: record.versionCode, apkUrl: record.apkUrl, releaseNotes: record.releaseNotes }}
      cancelTo={machineSoftwareUpdates.url(id)}
      initialApk={record.apkUrl}
      onSubmit={async (input) => {
        const result = await update({ variables: { id, input, expectedUpdatedTime: record.updatedTime } });
        return { error: result.error, next: machineSoftwareUpdates.url(id) };
      }}
    />
  );
}

const ROLLOUT_PAGE_SIZE = 10;
const rolloutFormSchema = z.object({ machineIds: softwareRolloutSchema.shape.machineIds });

/** Choose machines and send them the update: each is sent the upgrade instruction with the package. */
function RolloutForm({ update }: { update: Row }) {
  const choices = useQuery(SoftwareRolloutMachineChoicesDocument, { fetchPolicy: 'network-only' });
  const [rollout] = useMutation(RolloutMachineSoftwareUpdateDocument, { refetchQueries: ['MachineSoftwareUpdate', 'MachineSoftwareRollouts'] });
  const [ask, dialog] = useConfirm();
  const notify = useNotify();
  const form = useForm<z.input<typeof rolloutFormSchema>, unknown, z.output<typeof rolloutFormSchema>>({ resolver: zodResolver(rolloutFormSchema), defaultValues: { machineIds: [] } });
  const [formError, setFormError] = useState<string | null>(null);
  const known = choices.data?.machinesAll ?? [];
  const submit = form.handleSubmit(async ({ machineIds }) => {
    setFormError(null);
    const confirmed = await ask({
      title: `Send ${update.versionName} to ${countOf(machineIds.length, 'machine')}?`,
      text: 'Each machine is sent the upgrade instruction with this package; an instruction still waiting for it is replaced.',
      confirmLabel: 'Roll Out',
    });
    if (!confirmed) return;
    const result = await rollout({ variables: { id: update.id, machineIds } });
    if (result.error) {
      const fields = serverFieldErrors(result.error);
      if (fields.machineIds) form.setError('machineIds', { type: 'server', message: fields.machineIds });
      else setFormError(saveErrorMessage(result.error));
      return;
    }
    notify(`Software ${update.versionName} sent to ${countOf(machineIds.length, 'machine')}; each installs it when it next asks for its instruction.`);
    form.reset({ machineIds: [] });
  });
  return (
    <FormProvider {...form}>
      {dialog}
      <Paper component="form" noValidate onSubmit={submit} aria-label="Roll Out" sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
            Roll Out
          </Typography>
          {formError && <Alert severity="error">{formError}</Alert>}
          <MachinePicker name="machineIds" label="Machines" choices={known} helperText="The machines to send this version to. A machine sent it before is sent it again." />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              Roll Out
            </Button>
          </Box>
        </Stack>
      </Paper>
    </FormProvider>
  );
}

/** The machines the update was rolled out to, a page at a time: the version each reports and whether it has taken the update. */
function Rollouts({ updateId, versionCode }: { updateId: number; versionCode: number }) {
  const [page, setPage] = useState(1);
  const [state, setState] = useState<RolloutState | ''>('');
  const stateLabel = useId();
  const filters = [{ field: 'updateId', type: 'EQUAL' as const, values: [String(updateId)] }, ...(state ? [{ field: 'state', type: 'EQUAL' as const, values: [state] }] : [])];
  const { data, loading } = useQuery(MachineSoftwareRolloutsDocument, {
    variables: { pageInput: { page, size: ROLLOUT_PAGE_SIZE, filters: { operator: 'AND', options: filters }, sorts: [{ field: 'vmcNo', direction: 'ASC' }] } },
    fetchPolicy: 'cache-and-network',
  });
  const rollouts = data?.machineSoftwareRollouts;
  const total = rollouts?.totalRows ?? 0;
  return (
    <DetailTable
      title="Machines"
      rows={rollouts?.results ?? []}
      emptyText={loading ? 'Loading…' : state ? `No machine is ${ROLLOUT_STATE_LABELS[state].toLowerCase()}.` : 'This update has not been rolled out to any machine yet.'}
      actions={
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id={stateLabel} shrink>
            State
          </InputLabel>
          <Select
            labelId={stateLabel}
            label="State"
            notched
            displayEmpty
            value={state}
            onChange={(event) => {
              setState(event.target.value as RolloutState | '');
              setPage(1);
            }}
          >
            <MenuItem value="">All</MenuItem>
            {ROLLOUT_STATES.map((value) => (
              <MenuItem key={value} value={value}>
                {ROLLOUT_STATE_LABELS[value]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      }
      columns={[
        {
          header: 'Machine',
          value: (row) => row.machine.vmcNo,
          render: (row) => (
            <TextLink component={Link} to={machineUrl(row.machine.id)}>
              {row.machine.vmcNo} {row.machine.name}
            </TextLink>
          ),
        },
        {
          header: 'Reported Version',
          value: (row) => row.machine.softwareVersionCode,
          render: (row) =>
            row.machine.softwareVersionCode == null ? (
              <Typography variant="body2" color="text.secondary" component="span">
                Not reported
              </Typography>
            ) : (
              <span>
                {row.machine.softwareVersionName} ({row.machine.softwareVersionCode}){row.machine.softwareVersionCode < versionCode ? ' — older' : ''}
              </span>
            ),
        },
        { header: 'State', value: (row) => row.state, render: (row) => <RolloutStateChip state={row.state} /> },
        { header: 'Online', value: (row) => row.machine.connected, format: 'boolean' },
        { header: 'Sent', value: (row) => row.sentTime, format: 'datetime' },
        { header: 'Fetched', value: (row) => row.fetchedTime, format: 'datetime' },
        { header: 'Acknowledged', value: (row) => row.acknowledgedTime, format: 'datetime' },
      ]}
      after={
        total > ROLLOUT_PAGE_SIZE ? (
          <TablePagination component="div" count={total} page={page - 1} rowsPerPage={ROLLOUT_PAGE_SIZE} rowsPerPageOptions={[ROLLOUT_PAGE_SIZE]} onPageChange={(_event, next) => setPage(next + 1)} />
        ) : undefined
      }
    />
  );
}

function DetailPage() {
  const { user } = useCurrentUser();
  const { id, record, gate } = useRecordFromRoute(MachineSoftwareUpdateDocument, machineSoftwareUpdates.param, (data) => data.machineSoftwareUpdate, 'network-only');
  if (!record) return gate;
  const counts = record.rolloutCounts;
  const uploaded = UPLOADED_APK_ADDRESS.test(record.apkUrl);
  return (
    <Stack spacing={2}>
      <DetailView
        actions={<DetailActions back={machineSoftwareUpdates.listUrl} edit={machineSoftwareUpdates.editUrl(id)} authority="UPDATE_MACHINE_SOFTWARE_UPDATE" />}
        items={[
          { label: 'Version Name', value: record.versionName },
          { label: 'Version Code', value: record.versionCode },
          {
            label: 'APK',
            value: record.apkUrl,
            render: (
              <TextLink href={uploaded ? uploadedFileUrl(record.apkUrl) : record.apkUrl} download={uploaded || undefined} sx={{ wordBreak: 'break-all' }}>
                {uploaded ? 'Download the uploaded APK' : record.apkUrl}
              </TextLink>
            ),
          },
          { label: 'SHA-256', value: record.sha256, render: record.sha256 ? <Box component="code" sx={{ wordBreak: 'break-all', fontSize: '0.8rem' }}>{record.sha256}</Box> : undefined },
          { label: 'Release Notes', value: record.releaseNotes },
          { label: 'Rolled Out To', value: counts.total === 0 ? 'No machine yet' : `${countOf(counts.total, 'machine')}` },
          {
            label: 'Progress',
            value: counts.total,
            render: (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Machines by state">
                {ROLLOUT_STATES.map((state) => (
                  <span key={state}>
                    {ROLLOUT_STATE_LABELS[state]}: <strong>{counts[state.toLowerCase() as Lowercase<RolloutState>]}</strong>
                  </span>
                ))}
              </Stack>
            ),
          },
          { label: 'Created', value: record.createdTime, format: 'datetime' },
          { label: 'Updated', value: record.updatedTime, format: 'datetime' },
        ]}
      />
      {hasAuthority(user, 'UPDATE_MACHINE_SOFTWARE_UPDATE') && hasAuthority(user, 'VIEW_MACHINE') && <RolloutForm update={record} />}
      <Rollouts updateId={id} versionCode={record.versionCode} />
    </Stack>
  );
}

export const machineSoftwareUpdatePages = { ListPage, AddPage, EditPage, DetailPage };
