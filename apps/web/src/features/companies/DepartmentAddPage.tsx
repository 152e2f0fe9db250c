import { useMutation } from '@apollo/client/react';
import { departmentSchema } from '@back-office/domain';
import { useSearchParams } from 'react-router';
import { CreateDepartmentDocument } from './companies.generated';
import { DepartmentForm } from './DepartmentForm';
import { departments, companies } from './links';

/** Opened from a company's detail page (`?companyId=`), the form starts with that company and returns to it. */
export default function DepartmentAddPage() {
  const [createDepartment] = useMutation(CreateDepartmentDocument);
  const companyId = Number(useSearchParams()[0].get('companyId')) || undefined;
  const back = companyId ? companies.url(companyId) : departments.listUrl;
  return (
    <DepartmentForm
      schema={departmentSchema}
      defaultValues={{ name: '', companyId, description: null, active: true }}
      cancelTo={back}
      onSubmit={async (input) => {
        const result = await createDepartment({ variables: { input } });
        return { error: result.error, next: back };
      }}
    />
  );
}
