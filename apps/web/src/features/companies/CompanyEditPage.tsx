import { useMutation } from '@apollo/client/react';
import { companyUpdateSchema } from '@back-office/domain';
import { useConfirm } from '../../components/ConfirmDialog';
import { confirmDeactivation, confirmRemovedRows } from '../../components/records/deactivation';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { CompanyDocument, UpdateCompanyDocument } from './companies.generated';
import { CompanyForm } from './CompanyForm';
import { companies } from './links';

export default function CompanyEditPage() {
  const { id, record: company, gate } = useRecordFromRoute(CompanyDocument, 'companyId', (data) => data.company, 'network-only');
  const [updateCompany] = useMutation(UpdateCompanyDocument);
  const [ask, confirmDialog] = useConfirm();
  if (!company) return gate;
  return (
    <>
      <CompanyForm
        schema={companyUpdateSchema}
        departments={company.departments}
        defaultValues={{
          name: company.name,
          description: company.description,
          active: company.active,
          rewardBalance: company.rewardBalance,
          rewardCutOffDaily: company.rewardCutOffDaily,
          rewardCutOffWeekly: company.rewardCutOffWeekly,
          rewardCutOffMonthly: company.rewardCutOffMonthly,
          employees: company.employees.map(({ id, name, employeeNo, departmentId, cardNumber, active }) => ({ id, name, employeeNo, departmentId, cardNumber, active })),
        }}
        cancelTo={companies.url(id)}
        // The list sent is the whole list: a row taken out deletes that employee.
        confirm={async (values) => {
          if (!(await confirmDeactivation(ask, company, 'company')(values))) return false;
          return confirmRemovedRows(ask, company.employees, values.employees, 'employee', "Their cards stop paying with the company's reward balance.");
        }}
        onSubmit={async (input) => {
          const result = await updateCompany({ variables: { id, input, expectedUpdatedTime: company.updatedTime } });
          return { error: result.error, next: companies.url(id) };
        }}
      />
      {confirmDialog}
    </>
  );
}
