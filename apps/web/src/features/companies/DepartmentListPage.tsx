import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { ResourceList } from '../../components/list';
import { AddRecordButton, namedRecordColumns, namedRecordFilterFields } from '../../components/records/named-record';
import { CompanyOptionsDocument, DepartmentsPageDocument, type DepartmentsPageQuery } from './companies.generated';
import { departments } from './links';

type Row = NonNullable<DepartmentsPageQuery['departments']>['results'][number];

// The server sorts departments by company id only, which would look unsorted by the names shown.
const columns = namedRecordColumns<Row>([{ field: 'company', headerName: 'Company', flex: 1, minWidth: 160, sortable: false, valueGetter: (_, row) => row.company?.name ?? '' }]);

export default function DepartmentListPage() {
  const { user } = useCurrentUser();
  const companies = useQuery(CompanyOptionsDocument, { skip: !hasAuthority(user, 'VIEW_COMPANY') });
  const filterFields = useMemo(
    () =>
      namedRecordFilterFields([
        {
          field: 'companyId',
          label: 'Company',
          kind: 'int',
          options: companies.data?.companiesAll?.map((company) => ({ value: String(company.id), label: company.name })),
        },
      ]),
    [companies.data],
  );
  return (
    <ResourceList
      query={DepartmentsPageDocument}
      selectPage={(data) => data.departments}
      columns={columns}
      filterFields={filterFields}
      defaultSort={{ field: 'name', direction: 'ASC' }}
      exportFileName="departments"
      rowLink={hasAuthority(user, 'UPDATE_DEPARTMENT') ? (row) => departments.editUrl(row.id) : undefined}
      actions={<AddRecordButton to={departments.addUrl} label="Add Department" authority="CREATE_DEPARTMENT" />}
    />
  );
}
