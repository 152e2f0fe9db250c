import { useQuery } from '@apollo/client/react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { SelectInput } from '../../components/form/fields';
import { NamedRecordInputs } from '../../components/records/named-record';
import { CompanyOptionsDocument } from './companies.generated';

interface DepartmentFormProps<Schema extends z.ZodType<FieldValues, FieldValues>> {
  /** departmentSchema to add, departmentUpdateSchema to edit. */
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  cancelTo: string;
}

/** The department form of the add and the edit page. */
export function DepartmentForm<Schema extends z.ZodType<FieldValues, FieldValues>>(props: DepartmentFormProps<Schema>) {
  const companies = useQuery(CompanyOptionsDocument);
  const companyOptions = (companies.data?.companiesAll ?? []).map((company) => ({
    value: company.id,
    label: company.active ? company.name : `${company.name} (inactive)`,
  }));
  return (
    <ResourceForm {...props} successMessage="Department saved.">
      <NamedRecordInputs>
        <SelectInput name="companyId" label="Company" required options={companyOptions} />
      </NamedRecordInputs>
    </ResourceForm>
  );
}
