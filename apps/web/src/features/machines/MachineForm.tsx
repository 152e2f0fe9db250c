import { Stack, Typography } from '@mui/material';
import { lockMotorStateLabels, physicalConditionLabels, refrigeratorModeLabels, labelledOptions } from '@back-office/domain';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { NumberInput, SelectInput, SwitchInput, TextInput } from '../../components/form/fields';
import { ReferenceSelect, type ReferenceRecord } from '../../components/form/ReferenceSelect';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { RunningScheduleTable } from '../hubs/RunningScheduleTable';


interface MachineFormProps<Schema extends z.ZodType<FieldValues, FieldValues>> {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  cancelTo: string;
  /** A new machine may start active; an existing one is activated from its page, with a confirmation. */
  withActive: boolean;
  machineType?: ReferenceRecord | null;
}

function Section({ title }: { title: string }) {
  return (
    <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, pt: 1 }}>
      {title}
    </Typography>
  );
}

/** The machine form of the add and edit pages; what the machine reports itself is not in it. */
export function MachineForm<Schema extends z.ZodType<FieldValues, FieldValues>>({ schema, defaultValues, onSubmit, cancelTo, withActive, machineType }: MachineFormProps<Schema>) {
  return (
    <ResourceForm schema={schema} defaultValues={defaultValues} onSubmit={onSubmit} successMessage="Machine saved." cancelTo={cancelTo}>
      <Section title="Machine" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="vmcNo" label="VMC No" required />
        <TextInput name="name" label="Name" required />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="factoryNumber" label="Factory Number" required helperText="Letters, digits and hyphens only." />
        <ReferenceSelect name="machineTypeId" label="Machine Type" required list="machineTypesAll" authority="VIEW_MACHINE_TYPE" plural="machine types" current={machineType} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectInput name="physicalCondition" label="Physical Condition" required options={labelledOptions(physicalConditionLabels)} />
        <TextInput name="owner" label="Owner" emptyAsNull />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="androidType" label="Android Type" emptyAsNull />
        <TextInput name="simcardNo" label="SIM Card Number" type="tel" emptyAsNull />
      </Stack>
      <Section title="Payment partner" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="mid" label="MID" emptyAsNull />
        <TextInput name="tid" label="TID" emptyAsNull />
      </Stack>
      <Stack direction="row" spacing={4}>
        <SwitchInput name="waitingForAltitude" label="Waiting for Altitude" />
        {withActive && <SwitchInput name="active" label="Active" />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Altitude is the payment partner that registers each machine for cashless payment. While its registration is not complete the machine waits for Altitude and cannot be activated.
      </Typography>
      <Section title="Refrigerator and door" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectInput name="refrigeratorMode" label="Refrigerator Mode" required options={labelledOptions(refrigeratorModeLabels)} />
        <NumberInput name="refrigeratorMinTemperature" label="Minimum Temperature (°C)" dotIsDecimal />
        <NumberInput name="refrigeratorMaxTemperature" label="Maximum Temperature (°C)" dotIsDecimal />
      </Stack>
      <SelectInput name="lockMotorState" label="Lock Motor State" required options={labelledOptions(lockMotorStateLabels)} />
      <Section title="Running schedule" />
      <Typography variant="body2" color="text.secondary">
        With no day open, the machine follows its hub’s opening hours.
      </Typography>
      <RunningScheduleTable />
    </ResourceForm>
  );
}
