import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { physicalConditionLabels, labelledOptions, labelIn } from '@back-office/domain';
import { ResourceList, type FilterField } from '../../components/list';
import { formatValue } from '../../components/DetailView';
import { AddRecordButton } from '../../components/records/named-record';
import { MachinesPageDocument, type MachinesPageQuery } from './machines.generated';
import { useHubAndTypeFilters } from './place-filters';
import { MachineStatus } from './MachineStatus';
import { ReportButton } from '../../components/list/ReportButton';
import { MachineReportDocument } from './machine-report.generated';
import { MACHINE_ADD_URL, machineUrl } from './links';

type Row = NonNullable<MachinesPageQuery['machines']>['results'][number];

const columns: GridColDef<Row>[] = [
  { field: 'vmcNo', headerName: 'VMC No', width: 130 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 180 },
  { field: 'status', headerName: 'Status', width: 300, sortable: false, renderCell: ({ row }) => <MachineStatus machine={row} /> },
  { field: 'hub', headerName: 'Hub', flex: 1, minWidth: 180, sortable: false, valueGetter: (_value, row) => (row.machineHub ? `${row.machineHub.hub.internalId} ${row.machineHub.hub.displayName}` : '—') },
  { field: 'machineType', headerName: 'Type', width: 160, valueGetter: (_value, row) => row.machineType.name },
  { field: 'physicalCondition', headerName: 'Condition', width: 110, valueFormatter: (value: string) => labelIn(physicalConditionLabels, value) },
  { field: 'lastError', headerName: 'Last Error', flex: 1, minWidth: 180, valueFormatter: (value: string | null) => value ?? '' },
  { field: 'lastHeartbeat', headerName: 'Last Heartbeat', width: 160, valueFormatter: (value: string | null) => formatValue(value, 'datetime') },
];

const conditionChoices = labelledOptions(physicalConditionLabels);

function useFilterFields(): FilterField[] {
  const [hub, machineType] = useHubAndTypeFilters();
  return useMemo<FilterField[]>(
    () => [
      { field: 'vmcNo', label: 'VMC No', kind: 'text' },
      { field: 'name', label: 'Name', kind: 'text' },
      hub,
      machineType,
      { field: 'needsAttention', label: 'Needs attention', kind: 'boolean' },
      { field: 'connected', label: 'Connected', kind: 'boolean' },
      { field: 'inError', label: 'In error', kind: 'boolean' },
      { field: 'lowStock', label: 'Low stock', kind: 'boolean' },
      { field: 'physicalCondition', label: 'Condition', kind: 'enum', options: conditionChoices },
      { field: 'active', label: 'Active', kind: 'boolean' },
    ],
    [hub, machineType],
  );
}

/** On a phone: which machine, and how it is. */
const PHONE_COLUMNS = ['vmcNo', 'status'];

const DEFAULTS = { size: 20, sort: { field: 'vmcNo', direction: 'ASC' } } as const;

export default function MachineListPage() {
  const filterFields = useFilterFields();
  return (
    <ResourceList
      query={MachinesPageDocument}
      selectPage={(data) => data.machines}
      columns={columns}
      filterFields={filterFields}
      defaultSort={DEFAULTS.sort}
      defaultSize={DEFAULTS.size}
      exportFileName="machines"
      rowLink={(row) => machineUrl(row.id)}
      phoneColumns={PHONE_COLUMNS}
      actions={
        <>
          <ReportButton
            query={MachineReportDocument}
            selectAddress={(data) => data.machineReport}
            title="Every field of every machine matching the filters, as CSV"
            filterFields={filterFields}
            defaults={DEFAULTS}
          />
          <AddRecordButton to={MACHINE_ADD_URL} label="Add Machine" authority="CREATE_MACHINE" />
        </>
      }
    />
  );
}
