import { moneyColumn, ResourceList } from '../../components/list';
import { AddRecordButton, namedRecordColumns, namedRecordFilterFields } from '../../components/records/named-record';
import { CompaniesPageDocument, type CompaniesPageQuery } from './companies.generated';
import { companies } from './links';

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
      rowLink={(row) => companies.url(row.id)}
      actions={<AddRecordButton to={companies.addUrl} label="Add Company" authority="CREATE_COMPANY" />}
    />
  );
}
