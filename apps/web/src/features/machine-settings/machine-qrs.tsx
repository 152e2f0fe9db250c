import { useMutation } from '@apollo/client/react';
import { machineQrSchema, machineQrUpdateSchema } from '@back-office/domain';
import type { GridColDef } from '@mui/x-data-grid';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { SelectInput, SwitchInput, TextInput } from '../../components/form/fields';
import { ResourceList, activeColumn, type FilterField } from '../../components/list';
import { AddRecordButton } from '../../components/records/named-record';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { QR_TYPE_LABELS, QR_TYPE_OPTIONS } from './labels';
import { CreateMachineQrDocument, MachineQrDocument, MachineQrsPageDocument, UpdateMachineQrDocument, type MachineQrFieldsFragment } from './machine-settings.generated';
import { machineQrs } from './links';

type Row = MachineQrFieldsFragment;

const columns: GridColDef<Row>[] = [
  { field: 'vmcNo', headerName: 'Machine', width: 140, valueGetter: (_, row) => row.machine?.vmcNo ?? '' },
  { field: 'qrType', headerName: 'QR Type', width: 150, valueFormatter: (value: string) => QR_TYPE_LABELS[value] ?? value },
  { field: 'content', headerName: 'Content', flex: 2, minWidth: 260 },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 160 },
  activeColumn<Row>(),
];

const filterFields: FilterField[] = [
  { field: 'vmcNo', label: 'Machine', kind: 'text' },
  { field: 'qrType', label: 'QR Type', kind: 'enum', options: QR_TYPE_OPTIONS },
  { field: 'content', label: 'Content', kind: 'text' },
  { field: 'description', label: 'Description', kind: 'text' },
  { field: 'active', label: 'Active', kind: 'boolean' },
];

function ListPage() {
  return (
    <ResourceList
      query={MachineQrsPageDocument}
      selectPage={(data) => data.machineQrs}
      columns={columns}
      filterFields={filterFields}
      defaultSort={{ field: 'vmcNo', direction: 'ASC' }}
      exportFileName="machine-qr"
      rowLink={(row) => machineQrs.url(row.id)}
      actions={<AddRecordButton to={machineQrs.addUrl} label="Add Machine QR" authority="CREATE_MACHINE_QR" />}
    />
  );
}

function MachineQrForm<Schema extends z.ZodType<FieldValues, FieldValues>>(props: {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  cancelTo: string;
  record?: Row;
}) {
  return (
    <ResourceForm schema={props.schema} defaultValues={props.defaultValues} onSubmit={props.onSubmit} successMessage="Machine QR saved." cancelTo={props.cancelTo}>
      <ReferenceSelect
        name="machineId"
        label="Machine"
        required
        list="machinesAll"
        authority="VIEW_MACHINE"
        plural="machines"
        current={props.record?.machine ? { id: props.record.machine.id, name: props.record.machine.name, active: props.record.machine.active } : undefined}
      />
      <SelectInput name="qrType" label="QR Type" required options={QR_TYPE_OPTIONS} />
      <TextInput name="content" label="Content" required multiline helperText="The text the QR encodes: a QRIS string or an address." />
      <TextInput name="description" label="Description" emptyAsNull multiline />
      <SwitchInput name="active" label="Active" />
    </ResourceForm>
  );
}

function AddPage() {
  const [create] = useMutation(CreateMachineQrDocument, { refetchQueries: ['MachineQrsPage'] });
  return (
    <MachineQrForm
      schema={machineQrSchema}
      defaultValues={{ machineId: undefined, qrType: undefined, content: '', description: null, active: true }}
      cancelTo={machineQrs.listUrl}
      onSubmit={async (input) => {
        const result = await create({ variables: { input } });
        return { error: result.error, next: machineQrs.listUrl };
      }}
    />
  );
}

function EditPage() {
  const { id, record, gate } = useRecordFromRoute(MachineQrDocument, machineQrs.param, (data) => data.machineQr, 'network-only');
  const [update] = useMutation(UpdateMachineQrDocument, { refetchQueries: ['MachineQrsPage'] });
  if (!record) return gate;
  return (
    <MachineQrForm
      schema={machineQrUpdateSchema}
      record={record}
      defaultValues={{ machineId: record.machineId, qrType: record.qrType, content: record.content, description: record.description, active: record.active }}
      cancelTo={machineQrs.listUrl}
      onSubmit={async (input) => {
        const result = await update({ variables: { id, input, expectedUpdatedTime: record.updatedTime } });
        return { error: result.error, next: machineQrs.listUrl };
      }}
    />
  );
}

export const machineQrPages = { ListPage, AddPage, EditPage, DetailPage: ListPage };
