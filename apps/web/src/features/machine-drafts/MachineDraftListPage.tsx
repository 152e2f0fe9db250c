import type { GridColDef } from '@mui/x-data-grid';
import { physicalConditionLabels, labelledOptions, labelIn } from '@back-office/domain';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { formatValue } from '../../components/DetailView';
import { ResourceList, type FilterField } from '../../components/list';
import { MachineDraftsPageDocument, type MachineDraftsPageQuery } from './machine-drafts.generated';
import { machineDraftConvertUrl } from './links';

type Row = NonNullable<MachineDraftsPageQuery['machineDrafts']>['results'][number];

const columns: GridColDef<Row>[] = [
  { field: 'vmcNo', headerName: 'VMC No', width: 130 },
  { field: 'factoryNumber', headerName: 'Factory Number', width: 170 },
  {
    field: 'machineType',
    headerName: 'Machine Type',
    flex: 1,
    minWidth: 170,
    sortable: false,
    valueGetter: (_value, row) => row.machineType?.name ?? `${row.reportedMachineType} (unknown type)`,
  },
  { field: 'androidType', headerName: 'Android Type', width: 160, valueFormatter: (value: string | null) => value ?? '' },
  { field: 'owner', headerName: 'Owner', width: 150, valueFormatter: (value: string | null) => value ?? '' },
  { field: 'physicalCondition', headerName: 'Condition', width: 110, valueFormatter: (value: string) => labelIn(physicalConditionLabels, value) },
  {
    field: 'waiting',
    headerName: 'State',
    width: 150,
    sortable: false,
    valueGetter: (_value, row) => (row.waiting ? 'Waiting' : `Converted: ${row.convertedMachine?.vmcNo ?? ''}`),
  },
  { field: 'createdTime', headerName: 'Registered', width: 160, valueFormatter: (value: string) => formatValue(value, 'datetime') },
];

const filterFields: FilterField[] = [
  { field: 'waiting', label: 'Waiting', kind: 'boolean' },
  { field: 'vmcNo', label: 'VMC No', kind: 'text' },
  { field: 'factoryNumber', label: 'Factory number', kind: 'text' },
  { field: 'reportedMachineType', label: 'Machine type (as reported)', kind: 'text' },
  { field: 'owner', label: 'Owner', kind: 'text' },
  { field: 'physicalCondition', label: 'Condition', kind: 'enum', options: labelledOptions(physicalConditionLabels) },
];

/** Machines that registered themselves on their first boot, the waiting ones first to be converted. */
export default function MachineDraftListPage() {
  const { user } = useCurrentUser();
  const mayConvert = hasAuthority(user, 'CREATE_MACHINE');
  return (
    <ResourceList
      query={MachineDraftsPageDocument}
      selectPage={(data) => data.machineDrafts}
      columns={columns}
      filterFields={filterFields}
      defaultSort={{ field: 'createdTime', direction: 'DESC' }}
      exportFileName="machine-drafts"
      emptyText="No machine has registered itself yet. A machine registers through the gateway on its first boot."
      // Those who may convert open a draft's conversion page, which for a converted one links to its machine.
      rowLink={mayConvert ? (row) => machineDraftConvertUrl(row.id) : undefined}
    />
  );
}
