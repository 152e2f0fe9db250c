import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { ReferenceSelect, type ReferenceRecord } from '../../components/form/ReferenceSelect';
import { NamedRecordInputs } from '../../components/records/named-record';

interface DepartmentFormProps<Schema extends z.ZodType<FieldValues, FieldValues>> {
  /** departmentSchema to add, departmentUpdateSchema to edit. */
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  onSubmit: (values: z.output<Schema>) => Promise<SubmitOutcome>;
  cancelTo: string;
  /** The edited department's company, offered even when inactive or not in a list the user may read. */
  company?: ReferenceRecord | null;
}

/** The department form of the add and the edit page. */
export function DepartmentForm<Schema extends z.ZodType<FieldValues, FieldValues>>({ company, ...props }: DepartmentFormProps<Schema>) {
  return (
    <ResourceForm {...props} successMessage="Department saved.">
      <NamedRecordInputs>
        <ReferenceSelect name="companyId" label="Company" required list="companiesAll" authority="VIEW_COMPANY" plural="companies" current={company} />
      </NamedRecordInputs>
    </ResourceForm>
  );
}
