import { useMutation } from '@apollo/client/react';
import { slotMasterSchema, slotMasterUpdateSchema } from '@back-office/domain';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { DetailView } from '../../components/DetailView';
import { FieldArrayTable } from '../../components/form/FieldArrayTable';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { NumberInput, SwitchInput, TextInput } from '../../components/form/fields';
import { DetailActions } from '../../components/records/named-record';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { CreateSlotMasterDocument, SlotMasterDocument, UpdateSlotMasterDocument, type SlotMasterFieldsFragment } from './slots.generated';
import { SLOT_MASTER_PARAM, slotUrls } from './links';

/** The slots of a master, a row each: the slot's number on the machine. */
function SlotNumberTable() {
  return (
    <FieldArrayTable
      name="slots"
      rowLabel="Slot"
      columns={[{ header: 'Slot Number', required: true, cell: (row) => <NumberInput name={row.path('slot')} label={row.label} hideLabel /> }]}
      newRow={() => ({ slot: null })}
      emptyText="No slots yet."
    />
  );
}

function SlotMasterForm<Schema extends z.ZodType<FieldValues, FieldValues>>(props: {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  cancelTo: string;
  record?: SlotMasterFieldsFragment;
}) {
  return (
    <ResourceForm schema={props.schema} defaultValues={props.defaultValues} onSubmit={props.onSubmit} successMessage="Slot master saved." cancelTo={props.cancelTo}>
      <TextInput name="name" label="Combination Name" required />
      <ReferenceSelect name="machineTypeId" label="Machine Type" list="machineTypesAll" authority="VIEW_MACHINE_TYPE" plural="machine types" current={props.record?.machineType} />
      <SlotNumberTable />
      <TextInput name="description" label="Description" emptyAsNull multiline />
      <SwitchInput name="active" label="Active" />
    </ResourceForm>
  );
}

export function SlotMasterAddPage() {
  const [create] = useMutation(CreateSlotMasterDocument, { refetchQueries: ['SlotMastersPage'] });
  return (
    <SlotMasterForm
      schema={slotMasterSchema}
      defaultValues={{ name: '', description: null, machineTypeId: null, slots: [1, 2, 3, 4].map((slot) => ({ slot })), active: true }}
      cancelTo={slotUrls.list('master')}
      onSubmit={async (input) => {
        const result = await create({ variables: { input } });
        const id = result.data?.createSlotMaster?.id;
        return { error: result.error, next: id ? slotUrls.master(id) : slotUrls.list('master') };
      }}
    />
  );
}

export function SlotMasterEditPage() {
  const { id, record, gate } = useRecordFromRoute(SlotMasterDocument, SLOT_MASTER_PARAM, (data) => data.slotMaster, 'network-only');
  const [update] = useMutation(UpdateSlotMasterDocument, { refetchQueries: ['SlotMastersPage'] });
  if (!record) return gate;
  return (
    <SlotMasterForm
      schema={slotMasterUpdateSchema}
      record={record}
      defaultValues={{
        name: record.name,
        description: record.description,
        machineTypeId: record.machineTypeId,
        slots: record.slots.map(({ slot }) => ({ slot })),
        active: record.active,
      }}
      cancelTo={slotUrls.master(id)}
      onSubmit={async (input) => {
        const result = await update({ variables: { id, input, expectedUpdatedTime: record.updatedTime } });
        return { error: result.error, next: slotUrls.master(id) };
      }}
    />
  );
}

export function SlotMasterDetailPage() {
  const { id, record, gate } = useRecordFromRoute(SlotMasterDocument, SLOT_MASTER_PARAM, (data) => data.slotMaster);
  if (!record) return gate;
  return (
    <DetailView
      actions={<DetailActions back={slotUrls.list('master')} edit={slotUrls.masterEdit(id)} authority="UPDATE_SLOT_MASTER" />}
      items={[
        { label: 'Combination name', value: record.name },
        { label: 'Slots', value: record.slotCount, format: 'number' },
        { label: 'Slot numbers', value: record.slots.map((slot) => slot.slot).join(', ') },
        { label: 'Machine type', value: record.machineType?.name ?? 'Any' },
        { label: 'Description', value: record.description },
        { label: 'Active', value: record.active, format: 'boolean' },
        { label: 'Created', value: record.createdTime, format: 'datetime' },
        { label: 'Updated', value: record.updatedTime, format: 'datetime' },
      ]}
    />
  );
}
