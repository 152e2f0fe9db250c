import { useQuery } from '@apollo/client/react';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { hasAuthority, useCurrentUser } from '../../app/session';
import { PHYSICAL_CONDITIONS, labelOf } from '@back-office/domain';
import { ResourceList, type FilterField } from '../../components/list';
import { formatValue } from '../../components/DetailView';
import { AddRecordButton } from '../../components/records/named-record';
import { MachineHubChoicesDocument, MachinesPageDocument, MachineTypeChoicesDocument, type MachinesPageQuery } from './machines.generated';
import { MachineStatus } from './MachineStatus';
import { MACHINE_ADD_URL, machineUrl } from './routes';

type Row = NonNullable<MachinesPageQuery['machines']>['results'][number];

const columns: GridColDef<Row>[] = [
  { field: 'vmcNo', headerName: 'VMC No', width: 130 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 180 },
  { field: 'status', headerName: 'Status', width: 230, sortable: false, renderCell: ({ row }) => <MachineStatus machine={row} /> },
  { field: 'hub', headerName: 'Hub', flex: 1, minWidth: 180, sortable: false, valueGetter: (_value, row) => (row.machineHub ? `${row.machineHub.hub.internalId} ${row.machineHub.hub.displayName}` : '—') },
  { field: 'machineType', headerName: 'Type', width: 160, valueGetter: (_value, row) => row.machineType.name },
  { field: 'physicalCondition', headerName: 'Condition', width: 110, valueFormatter: (value: string) => labelOf(value) },
  { field: 'lastError', headerName: 'Last Error', flex: 1, minWidth: 180, valueFormatter: (value: string | null) => value ?? '' },
  { field: 'lastHeartbeat', headerName: 'Last Heartbeat', width: 160, valueFormatter: (value: string | null) => formatValue(value, 'datetime') },
];

const conditionChoices = PHYSICAL_CONDITIONS.map((value) => ({ value, label: labelOf(value) }));

/** The hub and type filters offer the hubs and types by name, to those who may read them. */
function useFilterFields(): FilterField[] {
  const { user } = useCurrentUser();
  const hubs = useQuery(MachineHubChoicesDocument, { skip: !hasAuthority(user, 'VIEW_HUB') });
  const types = useQuery(MachineTypeChoicesDocument, { skip: !hasAuthority(user, 'VIEW_MACHINE_TYPE') });
  return useMemo<FilterField[]>(
    () => [
      { field: 'vmcNo', label: 'VMC No', kind: 'text' },
      { field: 'name', label: 'Name', kind: 'text' },
      hubs.data?.hubsAll
        ? { field: 'hubId', label: 'Hub', kind: 'int', options: hubs.data.hubsAll.map((hub) => ({ value: String(hub.id), label: `${hub.internalId} ${hub.displayName}` })) }
        : { field: 'hubId', label: 'Hub ID', kind: 'int' },
      types.data?.machineTypesAll
        ? { field: 'machineTypeId', label: 'Machine type', kind: 'int', options: types.data.machineTypesAll.map((type) => ({ value: String(type.id), label: type.name })) }
        : { field: 'machineType', label: 'Machine type', kind: 'text' },
      { field: 'needsAttention', label: 'Needs attention', kind: 'boolean' },
      { field: 'connected', label: 'Connected', kind: 'boolean' },
      { field: 'inError', label: 'In error', kind: 'boolean' },
      { field: 'physicalCondition', label: 'Condition', kind: 'enum', options: conditionChoices },
      { field: 'active', label: 'Active', kind: 'boolean' },
    ],
    [hubs.data, types.data],
  );
}


export default function MachineListPage() {
  const filterFields = useFilterFields();
  return (
    <ResourceList
      query={MachinesPageDocument}
      selectPage={(data) => data.machines}
      columns={columns}
      filterFields={filterFields}
      defaultSort={{ field: 'vmcNo', direction: 'ASC' }}
      exportFileName="machines"
      rowLink={(row) => machineUrl(row.id)}
      actions={<AddRecordButton to={MACHINE_ADD_URL} label="Add Machine" authority="CREATE_MACHINE" />}
    />
  );
}
