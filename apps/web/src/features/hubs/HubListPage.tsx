import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { hubOwnershipLabels, hubRentTypeLabels, labelledOptions, labelIn } from '@back-office/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { ResourceList, activeColumn, type FilterField, type ListSort } from '../../components/list';
import { ReportButton } from '../../components/list/ReportButton';
import { HubReportDocument } from './hubs.generated';
import { HubsPageDocument, type HubsPageQuery } from './hubs.generated';
import { useHubChoices } from './useHubChoices';
import { hubs } from './links';

type Row = NonNullable<HubsPageQuery['hubs']>['results'][number];

// The text columns share the room left, so all eight fit beside the sidebar from 1280 px wide.
const columns: GridColDef<Row>[] = [
  { field: 'internalId', headerName: 'Internal ID', width: 110 },
  // The display name falls back to the building or company name; the server sorts by none of them.
  { field: 'displayName', headerName: 'Name', flex: 1.5, minWidth: 160 },
  { field: 'hubType', headerName: 'Hub Type', flex: 1, minWidth: 100, valueGetter: (_, row) => row.hubType.name },
  { field: 'cluster', headerName: 'Cluster', flex: 1, minWidth: 110, valueGetter: (_, row) => row.cluster?.name ?? '' },
  { field: 'city', headerName: 'City', flex: 1, minWidth: 100 },
  { field: 'ownership', headerName: 'Ownership', width: 110, valueGetter: (_, row) => labelIn(hubOwnershipLabels, row.ownership) },
  { field: 'rentType', headerName: 'Rent Type', width: 140, valueGetter: (_, row) => labelIn(hubRentTypeLabels, row.rentType) },
  activeColumn<Row>(),
];

const DEFAULT_SORT: ListSort = { field: 'internalId', direction: 'ASC' };
const DEFAULTS = { size: 20, sort: DEFAULT_SORT };


export default function HubListPage() {
  const { user } = useCurrentUser();
  const choices = useHubChoices();
  const filterFields = useMemo<FilterField[]>(
    () => [
      { field: 'name', label: 'Name', kind: 'text' },
      { field: 'buildingName', label: 'Building Name', kind: 'text' },
      { field: 'companyName', label: 'Company Name', kind: 'text' },
      { field: 'internalId', label: 'Internal ID', kind: 'text' },
      { field: 'address', label: 'Address', kind: 'text' },
      { field: 'city', label: 'City', kind: 'text' },
      { field: 'province', label: 'Province', kind: 'text' },
      ...(choices.readable.hubTypes ? [{ field: 'hubTypeId', label: 'Hub Type', kind: 'int' as const, options: stringOptions(choices.hubTypes) }] : []),
      ...(choices.readable.clusters ? [{ field: 'clusterId', label: 'Cluster', kind: 'int' as const, options: stringOptions(choices.clusters) }] : []),
      { field: 'ownership', label: 'Ownership', kind: 'enum', options: labelledOptions(hubOwnershipLabels) },
      { field: 'rentType', label: 'Rent Type', kind: 'enum', options: labelledOptions(hubRentTypeLabels) },
      { field: 'active', label: 'Active', kind: 'boolean' },
      { field: 'createdTime', label: 'Created', kind: 'date' },
    ],
    [choices],
  );
  return (
    <ResourceList
      query={HubsPageDocument}
      selectPage={(data) => data.hubs}
      columns={columns}
      filterFields={filterFields}
      defaultSort={DEFAULT_SORT}
      defaultSize={DEFAULTS.size}
      exportFileName="hubs"
      rowLink={(row) => hubs.url(row.id)}
      actions={
        <>
          <ReportButton
            query={HubReportDocument}
            selectAddress={(data) => data.hubReport}
            title="Every field of every hub matching the filters, as CSV"
            filterFields={filterFields}
            defaults={DEFAULTS}
          />
          {hasAuthority(user, 'CREATE_HUB') && (
            <Button component={Link} to={hubs.addUrl} variant="contained" startIcon={<AddIcon />}>
              Add Hub
            </Button>
          )}
        </>
      }
    />
  );
}

/** Filter values are strings, as the address holds them. */
function stringOptions(options: { value: number | string; label: string }[]) {
  return options.map((option) => ({ value: String(option.value), label: option.label }));
}
