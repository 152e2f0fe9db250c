import { useMutation } from '@apollo/client/react';
import { machineErrorSchema, machineErrorUpdateSchema } from '@back-office/domain';
import type { GridColDef } from '@mui/x-data-grid';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { DetailView } from '../../components/DetailView';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { SelectInput, TextInput } from '../../components/form/fields';
import { ResourceList, type FilterField } from '../../components/list';
import { AddRecordButton, DetailActions } from '../../components/records/named-record';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { URGENCY_LABELS, URGENCY_OPTIONS, UrgencyChip } from './labels';
import {
  CreateMachineErrorDocument,
  MachineErrorDocument,
  MachineErrorsPageDocument,
  UpdateMachineErrorDocument,
  type MachineErrorFieldsFragment,
} from './machine-settings.generated';
import { machineErrors } from './links';

type Row = MachineErrorFieldsFragment;

const columns: GridColDef<Row>[] = [
  { field: 'code', headerName: 'Code', width: 140 },
  { field: 'description', headerName: 'Description', flex: 2, minWidth: 240 },
  {
    field: 'urgency',
    headerName: 'Urgency',
    width: 140,
    valueFormatter: (value: string) => URGENCY_LABELS[value] ?? value,
    renderCell: ({ row }) => <UrgencyChip urgency={row.urgency} />,
  },
];

const filterFields: FilterField[] = [
  { field: 'code', label: 'Code', kind: 'text' },
  { field: 'description', label: 'Description', kind: 'text' },
  { field: 'urgency', label: 'Urgency', kind: 'enum', options: URGENCY_OPTIONS },
];

function ListPage() {
  return (
    <ResourceList
      query={MachineErrorsPageDocument}
      selectPage={(data) => data.machineErrors}
      columns={columns}
      filterFields={filterFields}
      defaultSort={{ field: 'code', direction: 'ASC' }}
      exportFileName="machine-errors"
      rowLink={(row) => machineErrors.url(row.id)}
      actions={<AddRecordButton to={machineErrors.addUrl} label="Add Machine Error" authority="CREATE_MACHINE_ERROR" />}
    />
  );
}

function MachineErrorForm<Schema extends z.ZodType<FieldValues, FieldValues>>(props: {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  cancelTo: string;
}) {
  return (
    <ResourceForm schema={props.schema} defaultValues={props.defaultValues} onSubmit={props.onSubmit} successMessage="Machine error saved." cancelTo={props.cancelTo}>
      <TextInput name="code" label="Code" required helperText="As the machine reports it, e.g. E12." />
      <TextInput name="description" label="Description" required multiline />
      <SelectInput name="urgency" label="Urgency" required options={URGENCY_OPTIONS} />
    </ResourceForm>
  );
}

function AddPage() {
  const [create] = useMutation(CreateMachineErrorDocument, { refetchQueries: ['MachineErrorsPage'] });
  return (
    <MachineErrorForm
      schema={machineErrorSchema}
      defaultValues={{ code: '', description: '', urgency: 'MEDIUM' }}
      cancelTo={machineErrors.listUrl}
      onSubmit={async (input) => {
        const result = await create({ variables: { input } });
        const id = result.data?.createMachineError?.id;
        return { error: result.error, next: id ? machineErrors.url(id) : machineErrors.listUrl };
      }}
    />
  );
}

function EditPage() {
  const { id, record, gate } = useRecordFromRoute(MachineErrorDocument, machineErrors.param, (data) => data.machineError, 'network-only');
  const [update] = useMutation(UpdateMachineErrorDocument, { refetchQueries: ['MachineErrorsPage'] });
  if (!record) return gate;
  return (
    <MachineErrorForm
      schema={machineErrorUpdateSchema}
      defaultValues={{ code: record.code, description: record.description, urgency: record.urgency }}
      cancelTo={machineErrors.url(id)}
      onSubmit={async (input) => {
        const result = await update({ variables: { id, input, expectedUpdatedTime: record.updatedTime } });
        return { error: result.error, next: machineErrors.url(id) };
      }}
    />
  );
}

function DetailPage() {
  const { id, record, gate } = useRecordFromRoute(MachineErrorDocument, machineErrors.param, (data) => data.machineError);
  if (!record) return gate;
  return (
    <DetailView
      actions={<DetailActions back={machineErrors.listUrl} edit={machineErrors.editUrl(id)} authority="UPDATE_MACHINE_ERROR" />}
      items={[
        { label: 'Code', value: record.code },
        { label: 'Description', value: record.description },
        { label: 'Urgency', value: URGENCY_LABELS[record.urgency], render: <UrgencyChip urgency={record.urgency} /> },
        { label: 'Created', value: record.createdTime, format: 'datetime' },
        { label: 'Updated', value: record.updatedTime, format: 'datetime' },
      ]}
    />
  );
}

export const machineErrorPages = { ListPage, AddPage, EditPage, DetailPage };
