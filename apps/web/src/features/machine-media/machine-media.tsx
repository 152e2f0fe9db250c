import type { TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Chip, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import {
  MACHINE_MEDIA_TARGETS,
  MACHINE_MEDIA_TARGET_LABELS,
  formatDate,
  machineMediaSchema,
  machineMediaUpdateSchema,
  type MachineMediaInput,
  type MachineMediaUpdateInput,
} from '@back-office/domain';
import dayjs from 'dayjs';
import { useWatch, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { Resource } from '../../base/resource';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { DetailView } from '../../components/DetailView';
import { MultiSelectInput } from '../../components/form/MultiSelectInput';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { NumberInput, SelectInput } from '../../components/form/fields';
import { ResourceList, numberColumn, type FilterField } from '../../components/list';
import type { PageInput } from '../../components/list/list-state';
import type { PageShape } from '../../components/list/useCsvExport';
import { AddRecordButton, DetailActions, NamedRecordInputs, namedRecordDetailItems, namedRecordFilterFields } from '../../components/records/named-record';
import { UploadInput } from '../../components/UploadInput';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { DayField } from '../hubs/HubMachineForm';
import { MachineScreen } from './MachineScreen';
import {
  CreateMachineBannerDocument,
  CreateMachineScreensaverDocument,
  MachineBannerDocument,
  MachineBannersPageDocument,
  MachineMediaTargetOptionsDocument,
  MachineScreensaverDocument,
  MachineScreensaversPageDocument,
  UpdateMachineBannerDocument,
  UpdateMachineScreensaverDocument,
  type MachineBannerFieldsFragment,
} from './machine-media.generated';
import { machineBanners, machineScreensavers } from './links';

/*
 * Banners and screensavers: the pictures machines show, a banner beside the menu and a screensaver
 * while nobody is ordering. Both have the same fields and pages, so `machineMediaPages` makes the
 * list, add, detail and edit pages of each from one definition.
 */

/** A banner or a screensaver, as the pages read it. */
type Media = MachineBannerFieldsFragment;

const STATUS_LABELS: Record<string, string> = { PLAYING: 'Playing', SCHEDULED: 'Scheduled', ENDED: 'Ended', INACTIVE: 'Inactive' };
const STATUS_OPTIONS = Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }));
const TARGET_OPTIONS = MACHINE_MEDIA_TARGETS.map((value) => ({ value, label: MACHINE_MEDIA_TARGET_LABELS[value] }));

/** Playing in green, scheduled filled grey, ended and inactive outlined: colours that keep their text readable (WCAG AA). */
function StatusChip({ status }: { status: string }) {
  return <Chip size="small" label={STATUS_LABELS[status] ?? status} color={status === 'PLAYING' ? 'success' : 'default'} variant={status === 'PLAYING' || status === 'SCHEDULED' ? 'filled' : 'outlined'} />;
}

const periodText = (record: { startDate: string; endDate: string }) => `${formatDate(record.startDate)} – ${formatDate(record.endDate)}`;

interface MediaKind<PageData, RecordData, CreateData> {
  resource: Resource;
  /** For people, e.g. 'banner': "Preview of the banner". */
  noun: string;
  /** Where it shows on a machine, e.g. 'beside the menu'. */
  where: string;
  pageQuery: TypedDocumentNode<PageData, { pageInput: PageInput }>;
  selectPage: (data: PageData) => PageShape<Media> | null | undefined;
  recordQuery: TypedDocumentNode<RecordData, { id: number }>;
  selectRecord: (data: RecordData) => Media | null | undefined;
  create: TypedDocumentNode<CreateData, { input: MachineMediaInput }>;
  createdId: (data: CreateData) => number | undefined;
  update: TypedDocumentNode<unknown, { id: number; input: MachineMediaUpdateInput; expectedUpdatedTime?: string | null }>;
}

/** The list, add, detail and edit pages of one kind of picture. */
function machineMediaPages<PageData, RecordData, CreateData>(kind: MediaKind<PageData, RecordData, CreateData>) {
  const { resource, noun } = kind;
  const title = resource.title;

  const columns: GridColDef<Media>[] = [
    {
      field: 'imageUrl',
      headerName: 'Image',
      width: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack sx={{ height: '100%', justifyContent: 'center' }}>
          <MachineScreen small address={row.imageUrl} alt={`Thumbnail of ${row.name}`} />
        </Stack>
      ),
    },
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 180 },
    { field: 'targets', headerName: 'Plays On', flex: 1, minWidth: 200 },
    { field: 'startDate', headerName: 'Period', width: 210, valueGetter: (_, row) => periodText(row) },
    numberColumn<Media>({ field: 'priority', headerName: 'Priority', width: 100 }),
    { field: 'status', headerName: 'Status', width: 120, valueFormatter: (value: string) => STATUS_LABELS[value] ?? value, renderCell: ({ row }) => <StatusChip status={row.status} /> },
  ];

  const filterFields: FilterField[] = namedRecordFilterFields([
    { field: 'targets', label: 'Plays On', kind: 'text' },
    { field: 'target', label: 'Target', kind: 'enum', options: TARGET_OPTIONS },
    { field: 'status', label: 'Status', kind: 'enum', options: STATUS_OPTIONS },
    { field: 'priority', label: 'Priority', kind: 'int' },
    { field: 'startDate', label: 'Start Date', kind: 'date' },
    { field: 'endDate', label: 'End Date', kind: 'date' },
  ]);

  function ListPage() {
    return (
      <ResourceList
        query={kind.pageQuery}
        selectPage={kind.selectPage}
        columns={columns}
        filterFields={filterFields}
        searchFields={['name', 'targets']}
        defaultSort={{ field: 'priority', direction: 'ASC' }}
        exportFileName={resource.listUrl.slice(1)}
        rowLink={(row) => resource.url(row.id)}
        actions={<AddRecordButton to={resource.addUrl} label={`Add ${title}`} authority={`CREATE_${resource.authority}`} />}
      />
    );
  }

  /** The machine types or the machines the picture plays on, as its target asks. */
  function TargetInputs({ current }: { current?: Media }) {
    const target = useWatch({ name: 'target' }) as string | undefined;
    const { user } = useCurrentUser();
    const { data } = useQuery(MachineMediaTargetOptionsDocument, {
      variables: { withTypes: hasAuthority(user, 'VIEW_MACHINE_TYPE'), withMachines: hasAuthority(user, 'VIEW_MACHINE') },
    });
    // Active ones for a new choice; the ones it plays on now stay offered.
    const typeIds = new Set((current?.machineTypes ?? []).map((type) => type.id));
    const typeOptions = (data?.machineTypesAll ?? current?.machineTypes ?? [])
      .filter((type) => type.active || typeIds.has(type.id))
      .map((type) => ({ value: type.id, label: type.active ? type.name : `${type.name} (inactive)` }));
    const machineIds = new Set((current?.machines ?? []).map((machine) => machine.id));
    const machineOptions = (data?.machinesAll ?? current?.machines ?? [])
      .filter((machine) => machine.active || machineIds.has(machine.id))
      .map((machine) => ({ value: machine.id, label: `${machine.vmcNo} · ${machine.name}${machine.active ? '' : ' (inactive)'}` }));
    return (
      <>
        <SelectInput name="target" label="Plays On" required options={TARGET_OPTIONS} />
        {target === 'MACHINE_TYPES' && <MultiSelectInput name="machineTypeIds" label="Machine Types" required options={typeOptions} helperText={`Every machine of these types shows the ${noun}.`} />}
        {target === 'MACHINES' && <MultiSelectInput name="machineIds" label="Machines" required options={machineOptions} helperText={`These machines show the ${noun}.`} />}
      </>
    );
  }

  /** The uploaded image as a machine would show it, beside the upload. */
  function ScreenPreview() {
    const [imageUrl, name] = useWatch({ name: ['imageUrl', 'name'] }) as [string | null, string];
    return <MachineScreen address={imageUrl} alt={`The ${noun} ${name ? `“${name}” ` : ''}on a machine screen`} caption={`How machines show it ${kind.where}.`} />;
  }

  function MediaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(props: {
    schema: Schema;
    defaultValues: DefaultValues<z.input<Schema>>;
    onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
    cancelTo: string;
    current?: Media;
  }) {
    return (
      <ResourceForm schema={props.schema} defaultValues={props.defaultValues} onSubmit={props.onSubmit} successMessage={`${title} saved.`} cancelTo={props.cancelTo}>
        <NamedRecordInputs>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
            <UploadInput name="imageUrl" label="Image" accept="IMAGE" required helperText={`The ${noun}: a PNG, JPEG, WebP or GIF image of up to 50 MB, best in 16:9.`} />
            <ScreenPreview />
          </Stack>
          <TargetInputs current={props.current} />
          <NumberInput name="priority" label="Priority" required helperText={`The order among the ${noun}s on a machine: lower plays first.`} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DayField name="startDate" label="Start Date" />
            <DayField name="endDate" label="End Date" />
          </Stack>
        </NamedRecordInputs>
      </ResourceForm>
    );
  }

  function AddPage() {
    const [create] = useMutation(kind.create);
    const today = dayjs();
    return (
      <MediaForm
        schema={machineMediaSchema}
        defaultValues={{
          name: '',
          description: null,
          imageUrl: '',
          target: 'ALL',
          machineTypeIds: [],
          machineIds: [],
          priority: 1,
          startDate: today.format('YYYY-MM-DD'),
          endDate: today.add(30, 'day').format('YYYY-MM-DD'),
          active: true,
        }}
        cancelTo={resource.listUrl}
        onSubmit={async (input) => {
          const result = await create({ variables: { input } });
          const id = result.data ? kind.createdId(result.data as CreateData) : undefined;
          return { error: result.error, next: id ? resource.url(id) : resource.listUrl };
        }}
      />
    );
  }

  function EditPage() {
    const { id, record, gate } = useRecordFromRoute(kind.recordQuery, resource.param, kind.selectRecord, 'network-only');
    const [update] = useMutation(kind.update);
    if (!record) return gate;
    return (
      <MediaForm
        schema={machineMediaUpdateSchema}
        current={record}
        defaultValues={{
          name: record.name,
          description: record.description,
          imageUrl: record.imageUrl,
          target: record.target,
          machineTypeIds: record.machineTypeIds,
          machineIds: record.machineIds,
          priority: record.priority,
          startDate: record.startDate,
          endDate: record.endDate,
          active: record.active,
        }}
        cancelTo={resource.url(id)}
        onSubmit={async (input) => {
          const result = await update({ variables: { id, input, expectedUpdatedTime: record.updatedTime } });
          return { error: result.error, next: resource.url(id) };
        }}
      />
    );
  }

  function DetailPage() {
    const { id, record, gate } = useRecordFromRoute(kind.recordQuery, resource.param, kind.selectRecord);
    if (!record) return gate;
    return (
      <DetailView
        actions={<DetailActions back={resource.listUrl} edit={resource.editUrl(id)} authority={`UPDATE_${resource.authority}`} />}
        items={namedRecordDetailItems(record, [
          { label: 'Image', value: record.imageUrl, render: <MachineScreen address={record.imageUrl} alt={`The ${noun} “${record.name}” on a machine screen`} caption={`How machines show it ${kind.where}.`} /> },
          { label: 'Plays On', value: record.targets },
          { label: 'Priority', value: record.priority, format: 'number' },
          { label: 'Period', value: periodText(record) },
          { label: 'Status', value: record.status, render: <StatusChip status={record.status} /> },
        ])}
      />
    );
  }

  return { ListPage, AddPage, EditPage, DetailPage };
}

export const machineBannerPages = machineMediaPages({
  resource: machineBanners,
  noun: 'banner',
  where: 'beside the menu',
  pageQuery: MachineBannersPageDocument,
  selectPage: (data) => data.machineBanners,
  recordQuery: MachineBannerDocument,
  selectRecord: (data) => data.machineBanner,
  create: CreateMachineBannerDocument,
  createdId: (data) => data.createMachineBanner?.id,
  update: UpdateMachineBannerDocument,
});

export const machineScreensaverPages = machineMediaPages({
  resource: machineScreensavers,
  noun: 'screensaver',
  where: 'while nobody is ordering',
  pageQuery: MachineScreensaversPageDocument,
  selectPage: (data) => data.machineScreensavers,
  recordQuery: MachineScreensaverDocument,
  selectRecord: (data) => data.machineScreensaver,
  create: CreateMachineScreensaverDocument,
  createdId: (data) => data.createMachineScreensaver?.id,
  update: UpdateMachineScreensaverDocument,
});
