import { Stack, Typography } from '@mui/material';
import { dayLabels, labelledOptions } from '@back-office/domain';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { MoneyInput, NumberInput, SelectInput, TextInput } from '../../components/form/fields';
import { NamedRecordInputs } from '../../components/records/named-record';
import { EmployeeTable } from './EmployeeTable';

const DAY_OPTIONS = labelledOptions(dayLabels);

interface CompanyFormProps<Schema extends z.ZodType<FieldValues, FieldValues>> {
  /** companySchema to add, companyUpdateSchema to edit. */
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  /** The company's departments, to assign employees to; a new company has none yet. */
  departments?: { id: number; name: string; active: boolean }[];
  confirm?: (values: z.output<Schema>) => Promise<boolean>;
  cancelTo: string;
}

/** The company form of the add and the edit page: the company, its reward cut-offs and its employees. */
export function CompanyForm<Schema extends z.ZodType<FieldValues, FieldValues>>({ departments, ...form }: CompanyFormProps<Schema>) {
  return (
    <ResourceForm {...form} successMessage="Company saved.">
      <NamedRecordInputs>
        <MoneyInput name="rewardBalance" label="Reward Balance (Rp)" required helperText="Rupiah left for the employees' rewards." />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput name="rewardCutOffDaily" label="Daily Cut-off" helperText="HH:mm, e.g. 00:00" emptyAsNull />
          <SelectInput name="rewardCutOffWeekly" label="Weekly Cut-off" options={DAY_OPTIONS} allowEmpty />
          <NumberInput name="rewardCutOffMonthly" label="Monthly Cut-off" helperText="Day of the month, 1 to 28." />
        </Stack>
      </NamedRecordInputs>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        Employees
      </Typography>
      {!departments && (
        <Typography variant="body2" color="text.secondary">
          Departments are added once the company is saved; then employees can be assigned to them.
        </Typography>
      )}
      <EmployeeTable departments={departments} />
    </ResourceForm>
  );
}
