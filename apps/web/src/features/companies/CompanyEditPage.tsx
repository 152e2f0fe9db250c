import { useMutation } from '@apollo/client/react';
import { companyUpdateSchema } from '@back-office/domain';
import { useConfirm } from '../../components/ConfirmDialog';
import { confirmDeactivation } from '../../components/records/deactivation';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { CompanyDocument, UpdateCompanyDocument } from './companies.generated';
import { CompanyForm } from './CompanyForm';

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
        cancelTo={`/company/${id}`}
        // The list sent is the whole list: a row taken out deletes that employee.
        confirm={async (values) => {
          if (!(await confirmDeactivation(ask, company, 'company')(values))) return false;
          const kept = new Set((values.employees ?? []).map((employee) => employee.id));
          const removed = company.employees.filter((employee) => !kept.has(employee.id)).length;
          if (removed === 0) return true;
          return ask({
            title: removed === 1 ? 'Remove 1 employee?' : `Remove ${removed} employees?`,
            text: "Their cards stop paying with the company's reward balance.",
            confirmLabel: 'Remove',
          });
        }}
        onSubmit={async (input) => {
          const result = await updateCompany({ variables: { id, input, expectedUpdatedTime: company.updatedTime } });
          return { error: result.error, next: `/company/${id}` };
        }}
      />
      {confirmDialog}
    </>
  );
}
