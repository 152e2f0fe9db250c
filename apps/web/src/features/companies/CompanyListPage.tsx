import { moneyColumn, ResourceList } from '../../components/list';
import { AddRecordButton, namedRecordColumns, namedRecordFilterFields } from '../../components/records/named-record';
import { CompaniesPageDocument, type CompaniesPageQuery } from './companies.generated';

type Row = NonNullable<CompaniesPageQuery['companies']>['results'][number];

// The cut-offs are on the detail page: with them the names would not fit.
const columns = namedRecordColumns<Row>([
  moneyColumn({ field: 'rewardBalance', headerName: 'Reward Balance' }),
]);

const filterFields = namedRecordFilterFields([{ field: 'rewardBalance', label: 'Reward Balance', kind: 'int' }]);

export default function CompanyListPage() {
  return (
    <ResourceList
      query={CompaniesPageDocument}
      selectPage={(data) => data.companies}
      columns={columns}
      filterFields={filterFields}
      defaultSort={{ field: 'name', direction: 'ASC' }}
      exportFileName="companies"
      rowLink={(row) => `/company/${row.id}`}
      actions={<AddRecordButton to="/company/add" label="Add Company" authority="CREATE_COMPANY" />}
    />
  );
}
