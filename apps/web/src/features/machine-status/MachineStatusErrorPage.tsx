import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { formatValue } from '../../components/DetailView';
import { ResourceList, type FilterField } from '../../components/list';
import { useHubAndTypeFilters } from '../machines/place-filters';
import { URGENCY_LABELS, UrgencyChip } from '../machine-settings/labels';
import { MachineStatus } from '../machines/MachineStatus';
import { machineUrl } from '../machines/links';
import { MachinesInErrorDocument, type MachinesInErrorQuery } from './machine-status.generated';

type Row = NonNullable<MachinesInErrorQuery['machinesInError']>['results'][number];

const yesNo = (value: boolean) => formatValue(value, 'boolean');

const columns: GridColDef<Row>[] = [
  { field: 'vmcNo', headerName: 'VMC No', width: 110, valueGetter: (_value, row) => row.machine.vmcNo },
  { field: 'errorCodeMachine', headerName: 'Error Code Machine', width: 150 },
  {
    field: 'urgency',
    headerName: 'Urgency',
    width: 110,
    sortable: false,
    valueGetter: (_value, row) => (row.catalogueEntry ? URGENCY_LABELS[row.catalogueEntry.urgency] : ''),
    renderCell: ({ row }) => (row.catalogueEntry ? <UrgencyChip urgency={row.catalogueEntry.urgency} /> : null),
  },
  { field: 'errorDescription', headerName: 'Error Description', flex: 1.4, minWidth: 200 },
  { field: 'machineSet', headerName: 'Machine Set', width: 120, valueFormatter: (value: string | null) => value ?? '' },
  { field: 'fatalError', headerName: 'Fatal Error', width: 95, valueFormatter: yesNo },
  { field: 'persistenceError', headerName: 'Persistence Error', width: 140, valueFormatter: yesNo },
  { field: 'reportedTime', headerName: 'Since', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  {
    field: 'hub',
    headerName: 'Hub',
    flex: 1,
    minWidth: 160,
    sortable: false,
    valueGetter: (_value, row) => (row.machine.machineHub ? `${row.machine.machineHub.hub.internalId} ${row.machine.machineHub.hub.displayName}` : '—'),
  },
  { field: 'status', headerName: 'Status', width: 170, sortable: false, renderCell: ({ row }) => <MachineStatus machine={row.machine} /> },
  { field: 'isErrorAssigned', headerName: 'Assigned', width: 100, valueGetter: (_value, row) => row.machine.isErrorAssigned, valueFormatter: yesNo },
];

function useFilterFields(): FilterField[] {
  const [hub, machineType] = useHubAndTypeFilters();
  return useMemo<FilterField[]>(
    () => [
      { field: 'vmcNo', label: 'VMC No', kind: 'text' },
      { field: 'errorCodeMachine', label: 'Error Code Machine', kind: 'text' },
      { field: 'errorDescription', label: 'Error Description', kind: 'text' },
      hub,
      machineType,
      { field: 'fatalError', label: 'Fatal Error', kind: 'boolean' },
      { field: 'persistenceError', label: 'Persistence Error', kind: 'boolean' },
      { field: 'isErrorAssigned', label: 'Assigned', kind: 'boolean' },
      { field: 'reportedTime', label: 'Since', kind: 'date' },
    ],
    [hub, machineType],
  );
}

/** The machines in error now, the latest error first; a row opens the machine. */
export default function MachineStatusErrorPage() {
  const filterFields = useFilterFields();
  return (
    <ResourceList
      query={MachinesInErrorDocument}
      selectPage={(data) => data.machinesInError}
      columns={columns}
      filterFields={filterFields}
      searchFields={['vmcNo', 'errorCodeMachine', 'errorDescription']}
      defaultSort={{ field: 'reportedTime', direction: 'DESC' }}
      exportFileName="machine-status-errors"
      rowLink={(row) => machineUrl(row.machine.id)}
      emptyText="No machine is in error."
    />
  );
}
