import { useMutation } from '@apollo/client/react';
import { machinePaymentSchema, machinePaymentUpdateSchema } from '@back-office/domain';
import { Stack, TextField } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { DetailView } from '../../components/DetailView';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { SwitchInput, TextInput } from '../../components/form/fields';
import { ResourceList, activeColumn, type FilterField } from '../../components/list';
import { AddRecordButton, DetailActions } from '../../components/records/named-record';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import {
  CreateMachinePaymentDocument,
  MachinePaymentDocument,
  MachinePaymentsPageDocument,
  UpdateMachinePaymentDocument,
  type MachinePaymentFieldsFragment,
} from './machine-settings.generated';
import { machinePayments } from './links';
import { SecretInput } from './SecretInput';

type Row = MachinePaymentFieldsFragment;

const columns: GridColDef<Row>[] = [
  { field: 'vmcNo', headerName: 'Machine', width: 140, valueGetter: (_, row) => row.machine?.vmcNo ?? '' },
  { field: 'mid', headerName: 'MID', width: 130 },
  { field: 'tid', headerName: 'TID', width: 130 },
  { field: 'storeId', headerName: 'Store ID', width: 130 },
  { field: 'posId', headerName: 'POS ID', width: 140 },
  { field: 'partnerId', headerName: 'Partner ID', flex: 1, minWidth: 160 },
  { field: 'clientId', headerName: 'Client ID', flex: 1, minWidth: 160 },
  { field: 'channelId', headerName: 'Channel ID', width: 120 },
  activeColumn<Row>(),
];

const filterFields: FilterField[] = [
  { field: 'vmcNo', label: 'Machine', kind: 'text' },
  { field: 'mid', label: 'MID', kind: 'text' },
  { field: 'tid', label: 'TID', kind: 'text' },
  { field: 'storeId', label: 'Store ID', kind: 'text' },
  { field: 'posId', label: 'POS ID', kind: 'text' },
  { field: 'partnerId', label: 'Partner ID', kind: 'text' },
  { field: 'clientId', label: 'Client ID', kind: 'text' },
  { field: 'channelId', label: 'Channel ID', kind: 'text' },
  { field: 'active', label: 'Active', kind: 'boolean' },
];

function ListPage() {
  return (
    <ResourceList
      query={MachinePaymentsPageDocument}
      selectPage={(data) => data.machinePayments}
      columns={columns}
      filterFields={filterFields}
      defaultSort={{ field: 'vmcNo', direction: 'ASC' }}
      exportFileName="machine-payments"
      rowLink={(row) => machinePayments.url(row.id)}
      actions={<AddRecordButton to={machinePayments.addUrl} label="Add Machine Payment" authority="CREATE_MACHINE_PAYMENT" />}
    />
  );
}

function MachinePaymentForm<Schema extends z.ZodType<FieldValues, FieldValues>>(props: {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  cancelTo: string;
  /** Editing: the machine does not change, and the secrets are stored. */
  record?: Row;
}) {
  const { record } = props;
  return (
    <ResourceForm schema={props.schema} defaultValues={props.defaultValues} onSubmit={props.onSubmit} successMessage="Machine payment saved." cancelTo={props.cancelTo}>
      {record ? (
        <TextInputReadOnly label="Machine" value={record.machine ? `${record.machine.vmcNo} (${record.machine.name})` : `Machine ${record.machineId}`} />
      ) : (
        <ReferenceSelect name="machineId" label="Machine" required list="machinesAll" authority="VIEW_MACHINE" plural="machines" />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="mid" label="MID" required />
        <TextInput name="tid" label="TID" required />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="storeId" label="Store ID" emptyAsNull />
        <TextInput name="posId" label="POS ID" emptyAsNull />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="partnerId" label="Partner ID" emptyAsNull />
        <TextInput name="channelId" label="Channel ID" emptyAsNull />
      </Stack>
      <TextInput name="clientId" label="Client ID" required />
      <SecretInput name="clientSecret" label="Client Secret" required stored={record?.clientSecretSet ?? false} />
      <SecretInput name="privateKey" label="Private Key" multiline stored={record?.privateKeySet ?? false} />
      <SwitchInput name="active" label="Active" />
    </ResourceForm>
  );
}

/** A value the form shows but does not change. */
function TextInputReadOnly({ label, value }: { label: string; value: string }) {
  return <TextField label={label} value={value} fullWidth size="small" disabled helperText="A payment setting stays with its machine." />;
}

function AddPage() {
  const [create] = useMutation(CreateMachinePaymentDocument, { refetchQueries: ['MachinePaymentsPage'] });
  return (
    <MachinePaymentForm
      schema={machinePaymentSchema}
      defaultValues={{ machineId: undefined, mid: '', tid: '', storeId: null, posId: null, partnerId: null, clientId: '', channelId: null, clientSecret: '', privateKey: null, active: true }}
      cancelTo={machinePayments.listUrl}
      onSubmit={async (input) => {
        const result = await create({ variables: { input } });
        const id = result.data?.createMachinePayment?.id;
        return { error: result.error, next: id ? machinePayments.url(id) : machinePayments.listUrl };
      }}
    />
  );
}

function EditPage() {
  const { id, record, gate } = useRecordFromRoute(MachinePaymentDocument, machinePayments.param, (data) => data.machinePayment, 'network-only');
  const [update] = useMutation(UpdateMachinePaymentDocument, { refetchQueries: ['MachinePaymentsPage'] });
  if (!record) return gate;
  return (
    <MachinePaymentForm
      schema={machinePaymentUpdateSchema}
      record={record}
      defaultValues={{
        mid: record.mid,
        tid: record.tid,
        storeId: record.storeId,
        posId: record.posId,
        partnerId: record.partnerId,
        clientId: record.clientId,
        channelId: record.channelId,
        active: record.active,
      }}
      cancelTo={machinePayments.url(id)}
      onSubmit={async (input) => {
        const result = await update({ variables: { id, input, expectedUpdatedTime: record.updatedTime } });
        return { error: result.error, next: machinePayments.url(id) };
      }}
    />
  );
}

function DetailPage() {
  const { id, record, gate } = useRecordFromRoute(MachinePaymentDocument, machinePayments.param, (data) => data.machinePayment);
  if (!record) return gate;
  return (
    <DetailView
      actions={<DetailActions back={machinePayments.listUrl} edit={machinePayments.editUrl(id)} authority="UPDATE_MACHINE_PAYMENT" />}
      items={[
        { label: 'Machine', value: record.machine ? `${record.machine.vmcNo} (${record.machine.name})` : String(record.machineId) },
        { label: 'MID', value: record.mid },
        { label: 'TID', value: record.tid },
        { label: 'Store ID', value: record.storeId },
        { label: 'POS ID', value: record.posId },
        { label: 'Partner ID', value: record.partnerId },
        { label: 'Client ID', value: record.clientId },
        { label: 'Channel ID', value: record.channelId },
        { label: 'Client secret', value: record.clientSecretSet ? 'Set' : 'Not set' },
        { label: 'Private key', value: record.privateKeySet ? 'Set' : 'Not set' },
        { label: 'Active', value: record.active, format: 'boolean' },
        { label: 'Created', value: record.createdTime, format: 'datetime' },
        { label: 'Updated', value: record.updatedTime, format: 'datetime' },
      ]}
    />
  );
}

export const machinePaymentPages = { ListPage, AddPage, EditPage, DetailPage };
