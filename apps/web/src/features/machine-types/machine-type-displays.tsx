import { Box, Stack } from '@mui/material';
import { useMutation, useQuery } from '@apollo/client/react';
import { machineTypeDisplaySchema, machineTypeDisplayUpdateSchema } from '@back-office/domain';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { DetailView } from '../../components/DetailView';
import { MultiSelectInput } from '../../components/form/MultiSelectInput';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { ResourceList } from '../../components/list';
import { AddRecordButton, DetailActions, NamedRecordInputs, namedRecordColumns, namedRecordDetailItems, namedRecordFilterFields } from '../../components/records/named-record';
import { UploadInput } from '../../components/UploadInput';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import {
  CreateMachineTypeDisplayDocument,
  MachineTypeDisplayDocument,
  MachineTypeDisplaysPageDocument,
  MachineTypeOptionsDocument,
  UpdateMachineTypeDisplayDocument,
  type MachineTypeDisplayFieldsFragment,
} from './machine-types.generated';
import { machineTypeDisplays } from './links';

/*
 * Display machine types: how machine types are named and pictured to shop customers. The picture is
 * uploaded (or, from older records, an http(s) address).
 */

type Display = MachineTypeDisplayFieldsFragment;

const columns = namedRecordColumns<Display>([{ field: 'machineTypes', headerName: 'Machine Types', flex: 1, minWidth: 200, sortable: false, valueGetter: (_, row) => row.machineTypes.map((type) => type.name).join(', ') }]);

function ListPage() {
  return (
    <ResourceList
      query={MachineTypeDisplaysPageDocument}
      selectPage={(data) => data.machineTypeDisplays}
      columns={columns}
      filterFields={namedRecordFilterFields()}
      defaultSort={{ field: 'name', direction: 'ASC' }}
      exportFileName="display-machine-types"
      rowLink={(row) => machineTypeDisplays.url(row.id)}
      actions={<AddRecordButton to={machineTypeDisplays.addUrl} label="Add Display Machine Type" authority="CREATE_MACHINE_TYPE_DISPLAY" />}
    />
  );
}

function DisplayForm<Schema extends z.ZodType<FieldValues, FieldValues>>(props: {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  cancelTo: string;
  current?: Display['machineTypes'];
}) {
  const { user } = useCurrentUser();
  const { data } = useQuery(MachineTypeOptionsDocument, { skip: !hasAuthority(user, 'VIEW_MACHINE_TYPE') });
  const currentIds = new Set((props.current ?? []).map((type) => type.id));
  // Active machine types for a new choice; the ones the display covers now stay offered.
  const known = data?.machineTypesAll ?? props.current ?? [];
  const options = known.filter((type) => type.active || currentIds.has(type.id)).map((type) => ({ value: type.id, label: type.active ? type.name : `${type.name} (inactive)` }));
  return (
    <ResourceForm schema={props.schema} defaultValues={props.defaultValues} onSubmit={props.onSubmit} successMessage="Display Machine Type saved." cancelTo={props.cancelTo}>
      <NamedRecordInputs>
        <UploadInput name="imageUrl" label="Picture" accept="IMAGE" helperText="The picture shop customers see: a PNG, JPEG, WebP or GIF image of up to 50 MB." />
        <MultiSelectInput name="machineTypeIds" label="Machine Types" options={options} helperText="The machine types shown to customers this way." />
      </NamedRecordInputs>
    </ResourceForm>
  );
}

function AddPage() {
  const [create] = useMutation(CreateMachineTypeDisplayDocument);
  return (
    <DisplayForm
      schema={machineTypeDisplaySchema}
      defaultValues={{ name: '', description: null, imageUrl: null, active: true, machineTypeIds: [] }}
      cancelTo={machineTypeDisplays.listUrl}
      onSubmit={async (input) => {
        const result = await create({ variables: { input } });
        const id = result.data?.createMachineTypeDisplay?.id;
        return { error: result.error, next: id ? machineTypeDisplays.url(id) : machineTypeDisplays.listUrl };
      }}
    />
  );
}

function EditPage() {
  const { id, record: display, gate } = useRecordFromRoute(MachineTypeDisplayDocument, machineTypeDisplays.param, (data) => data.machineTypeDisplay, 'network-only');
  const [update] = useMutation(UpdateMachineTypeDisplayDocument);
  if (!display) return gate;
  return (
    <DisplayForm
      schema={machineTypeDisplayUpdateSchema}
      current={display.machineTypes}
      defaultValues={{ name: display.name, description: display.description, imageUrl: display.imageUrl, active: display.active, machineTypeIds: display.machineTypeIds }}
      cancelTo={machineTypeDisplays.url(id)}
      onSubmit={async (input) => {
        const result = await update({ variables: { id, input, expectedUpdatedTime: display.updatedTime } });
        return { error: result.error, next: machineTypeDisplays.url(id) };
      }}
    />
  );
}

function DetailPage() {
  const { id, record: display, gate } = useRecordFromRoute(MachineTypeDisplayDocument, machineTypeDisplays.param, (data) => data.machineTypeDisplay);
  if (!display) return gate;
  return (
    <Stack spacing={2}>
      <DetailView
        actions={<DetailActions back={machineTypeDisplays.listUrl} edit={machineTypeDisplays.editUrl(id)} authority="UPDATE_MACHINE_TYPE_DISPLAY" />}
        items={namedRecordDetailItems(display, [
          { label: 'Machine Types', value: display.machineTypes.map((type) => type.name).join(', ') },
          {
            label: 'Image',
            value: display.imageUrl,
            render: display.imageUrl && <Box component="img" src={display.imageUrl} alt={`${display.name} as customers see it`} sx={{ maxWidth: 240, maxHeight: 180, display: 'block' }} />,
          },
        ])}
      />
    </Stack>
  );
}

export const machineTypeDisplayPages = { ListPage, AddPage, EditPage, DetailPage };
