import AddIcon from '@mui/icons-material/Add';
import { Button, Stack } from '@mui/material';
import { dayLabels, labelIn } from '@back-office/domain';
import { Link } from 'react-router';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { DetailTable } from '../../components/DetailTable';
import { DetailView } from '../../components/DetailView';
import { DetailActions, namedRecordDetailItems } from '../../components/records/named-record';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { CompanyDocument } from './companies.generated';
import { departments, companies } from './links';

export default function CompanyDetailPage() {
  const { user } = useCurrentUser();
  const { id, record: company, gate } = useRecordFromRoute(CompanyDocument, 'companyId', (data) => data.company);
  if (!company) return gate;
  return (
    <Stack spacing={2}>
      <DetailView
        actions={<DetailActions back={companies.listUrl} edit={companies.editUrl(id)} authority="UPDATE_COMPANY" />}
        items={namedRecordDetailItems(company, [
          { label: 'Reward Balance', value: company.rewardBalance, format: 'rupiah' },
          { label: 'Daily Cut-off', value: company.rewardCutOffDaily },
          { label: 'Weekly Cut-off', value: labelIn(dayLabels, company.rewardCutOffWeekly) },
          { label: 'Monthly Cut-off', value: company.rewardCutOffMonthly && `Day ${company.rewardCutOffMonthly} of the month` },
        ])}
      />
      <DetailTable
        title="Departments"
        rows={company.departments}
        emptyText="No departments."
        actions={
          hasAuthority(user, 'CREATE_DEPARTMENT') && (
            <Button component={Link} to={`${departments.addUrl}?companyId=${id}`} startIcon={<AddIcon />}>
              Add Department
            </Button>
          )
        }
        columns={[
          { header: 'Name', value: (department) => department.name },
          { header: 'Description', value: (department) => department.description },
          { header: 'Active', value: (department) => department.active, format: 'boolean' },
        ]}
      />
      <DetailTable
        title="Employees"
        rows={company.employees}
        emptyText="No employees."
        columns={[
          { header: 'Name', value: (employee) => employee.name },
          { header: 'Employee No', value: (employee) => employee.employeeNo },
          { header: 'Department', value: (employee) => employee.department?.name },
          { header: 'Card Number', value: (employee) => employee.cardNumber },
          { header: 'Active', value: (employee) => employee.active, format: 'boolean' },
        ]}
      />
    </Stack>
  );
}
