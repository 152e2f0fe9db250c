import { useQuery } from '@apollo/client/react';
import { Stack } from '@mui/material';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useController, useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { SelectInput, TextInput } from '../../components/form/fields';
import { ReferenceSelect, type ReferenceRecord } from '../../components/form/ReferenceSelect';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { LazyDayInput } from '../../components/LazyDayInput';
import { UnplacedMachinesDocument } from './hub-machines.generated';

interface HubMachineFormProps<Schema extends z.ZodType<FieldValues, FieldValues>> {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  cancelTo: string;
  /** Setting a machine picks it; editing a placement keeps its machine. */
  pickMachine: boolean;
  midtrans?: ReferenceRecord | null;
}

/** The form of the Set Machine and Edit Machine at Hub pages. */
export function HubMachineForm<Schema extends z.ZodType<FieldValues, FieldValues>>({ schema, defaultValues, onSubmit, cancelTo, pickMachine, midtrans }: HubMachineFormProps<Schema>) {
  return (
    <ResourceForm schema={schema} defaultValues={defaultValues} onSubmit={onSubmit} successMessage="Machine placement saved." cancelTo={cancelTo}>
      {pickMachine && <MachinePicker />}
      <DayField name="loadedAt" label="Loaded At" />
      <ReferenceSelect name="midtransId" label="Payment Gateway Account" list="midtransesAll" authority="VIEW_MIDTRANS" plural="payment gateway accounts" current={midtrans} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="terminalId" label="Terminal ID" emptyAsNull />
        <TextInput name="merchantId" label="Merchant ID" emptyAsNull />
      </Stack>
      <TextInput name="simcardNo" label="SIM Card Number" type="tel" emptyAsNull />
    </ResourceForm>
  );
}

/** Only machines that stand at no hub may be set at one. */
function MachinePicker() {
  const { data } = useQuery(UnplacedMachinesDocument, { fetchPolicy: 'network-only' });
  const options = (data?.machinesAll ?? []).map((machine) => ({ value: machine.id, label: `${machine.vmcNo} · ${machine.name}${machine.active ? '' : ' (inactive)'}` }));
  return <SelectInput name="machineId" label="Machine" required options={options} helperText="Machines standing at no hub." />;
}

/**
 * A calendar day picked as DD-MM-YYYY and kept as the API's YYYY-MM-DD; `withTime`, a day and time
 * (DD-MM-YYYY HH:mm) kept as YYYY-MM-DDTHH:mm in the browser's zone. `emptyAsNull` for an optional one.
 */
export function DayField({ name, label, withTime, emptyAsNull }: { name: string; label: string; withTime?: boolean; emptyAsNull?: boolean }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  return (
    <LazyDayInput
      label={label}
      id={`field-${name}`}
      withTime={withTime}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(day) => field.onChange(emptyAsNull && day === '' ? null : day)}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      sx={{ width: '100%' }}
    />
  );
}
