import { useMutation } from '@apollo/client/react';
import {
  countOf,
  ROLLOUT_STATES,
  ROLLOUT_STATE_LABELS,
  UPLOADED_APK_ADDRESS,
  softwareUpdateSchema,
  softwareUpdateUpdateSchema,
  type RolloutState,
} from '@back-office/domain';
import { Box, FormControl, FormControlLabel, FormLabel, Link as TextLink, Radio, RadioGroup, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useId, useState } from 'react';
import { type DefaultValues, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { DetailView, formatValue } from '../../components/DetailView';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { NumberInput, TextInput } from '../../components/form/fields';
import { ResourceList, type FilterField } from '../../components/list';
import { AddRecordButton, DetailActions } from '../../components/records/named-record';
import { UploadInput, uploadedFileUrl } from '../../components/UploadInput';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { machineSoftwareUpdates } from './links';
import {
  CreateMachineSoftwareUpdateDocument,
  MachineSoftwareUpdateDocument,
  MachineSoftwareUpdatesPageDocument,
  UpdateMachineSoftwareUpdateDocument,
} from './software-updates.generated';
import { RolloutForm, Rollouts, type Row } from './software-rollouts';

/** Where the package comes from, for people: uploaded here, or the host it is downloaded from. */
const packageSource = (apkUrl: string) => (UPLOADED_APK_ADDRESS.test(apkUrl) ? 'Uploaded APK' : (/^https:\/\/([^/]+)/.exec(apkUrl)?.[1] ?? apkUrl));

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
