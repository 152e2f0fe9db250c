import { useMutation } from '@apollo/client/react';
import { companySchema } from '@back-office/domain';
import { CreateCompanyDocument } from './companies.generated';
import { CompanyForm } from './CompanyForm';
import { companies } from './links';

export default function CompanyAddPage() {
  const [createCompany] = useMutation(CreateCompanyDocument);
  return (
    <CompanyForm
      schema={companySchema}
      defaultValues={{
        name: '',
        description: null,
        active: true,
        rewardBalance: 0,
        rewardCutOffDaily: null,
        rewardCutOffWeekly: null,
        rewardCutOffMonthly: null,
        employees: [],
      }}
      cancelTo={companies.listUrl}
      onSubmit={async (input) => {
        const result = await createCompany({ variables: { input } });
        const created = result.data?.createCompany;
        return { error: result.error, next: created ? companies.url(created.id) : companies.listUrl };
      }}
    />
  );
}
