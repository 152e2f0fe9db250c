import { Box, Paper, Tab, Tabs } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useSearchParams } from 'react-router';
import { formatValue } from '../../components/DetailView';
import { ResourceList, activeColumn, numberColumn, type FilterField } from '../../components/list';
import { AddRecordButton } from '../../components/records/named-record';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { SlotMastersPageDocument, SlotSettingsPageDocument, type SlotMasterFieldsFragment, type SlotSettingRowFieldsFragment } from './slots.generated';
import { priceSendLabel } from './labels';
import { slotUrls, type SlotTab } from './links';

const masterColumns: GridColDef<SlotMasterFieldsFragment>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'name', headerName: 'Combination Name', flex: 1, minWidth: 180 },
  numberColumn({ field: 'slotCount', headerName: 'Slots', width: 90 }),
  { field: 'slotNumbers', headerName: 'Slot Numbers', flex: 1, minWidth: 160, sortable: false, valueGetter: (_, row) => row.slots.map((slot) => slot.slot).join(', ') },
  { field: 'machineType', headerName: 'Machine Type', width: 160, valueGetter: (_, row) => row.machineType?.name ?? 'Any' },
  activeColumn<SlotMasterFieldsFragment>(),
  { field: 'updatedTime', headerName: 'Updated', width: 160, valueFormatter: (value: string) => formatValue(value, 'datetime') },
];

const masterFilters: FilterField[] = [
  { field: 'name', label: 'Combination Name', kind: 'text' },
  { field: 'slotCount', label: 'Slots', kind: 'int' },
  { field: 'machineType', label: 'Machine Type', kind: 'text' },
  { field: 'active', label: 'Active', kind: 'boolean' },
];

const settingColumns: GridColDef<SlotSettingRowFieldsFragment>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'vmcNo', headerName: 'Machine', width: 140, valueGetter: (_, row) => row.machine?.vmcNo ?? '' },
  { field: 'machine', headerName: 'Machine Name', flex: 1, minWidth: 160, valueGetter: (_, row) => row.machine?.name ?? '' },
  { field: 'slotMaster', headerName: 'Slot Master', flex: 1, minWidth: 160, valueGetter: (_, row) => row.slotMaster.name },
  { field: 'pricesSentTime', headerName: 'Prices Sent', width: 160, valueGetter: (_, row) => row.lastPriceSend?.datetime ?? null, valueFormatter: (value: string | null) => formatValue(value, 'datetime') },
  { field: 'priceSendState', headerName: 'Price Status', width: 210, sortable: false, valueGetter: (_, row) => priceSendLabel(row.lastPriceSend) },
  { field: 'updatedTime', headerName: 'Updated', width: 160, valueFormatter: (value: string) => formatValue(value, 'datetime') },
];

const settingFilters: FilterField[] = [
  { field: 'vmcNo', label: 'Machine', kind: 'text' },
  { field: 'slotMaster', label: 'Slot Master', kind: 'text' },
  { field: 'pricesSentTime', label: 'Prices Sent', kind: 'date' },
  { field: 'updatedTime', label: 'Updated', kind: 'date' },
];

/** The slot masters and the slot settings, a tab each; the tab is in the address, so Back returns to it. */
export default function SlotListPage() {
  const { user } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = (['master', 'setting'] as const).filter((tab) => hasAuthority(user, tab === 'master' ? 'VIEW_SLOT_MASTER' : 'VIEW_SLOT_SETTING'));
  const asked = searchParams.get('tab') === 'setting' ? 'setting' : 'master';
  const tab: SlotTab | undefined = tabs.includes(asked) ? asked : tabs[0];
  return (
    <Box>
      <Paper sx={{ mb: 2 }}>
        <Tabs value={tab ?? false} onChange={(_, next: SlotTab) => setSearchParams(next === 'setting' ? { tab: 'setting' } : {})} aria-label="Slot lists" textColor="secondary" indicatorColor="secondary">
          {tabs.includes('master') && <Tab value="master" label="Slot Masters" id="slot-tab-master" aria-controls="slot-panel" />}
          {tabs.includes('setting') && <Tab value="setting" label="Slot Settings" id="slot-tab-setting" aria-controls="slot-panel" />}
        </Tabs>
      </Paper>
      <Box role="tabpanel" id="slot-panel" aria-labelledby={`slot-tab-${tab ?? 'master'}`}>
        {tab === 'master' && (
          <ResourceList
            key="master"
            query={SlotMastersPageDocument}
            selectPage={(data) => data.slotMasters}
            columns={masterColumns}
            filterFields={masterFilters}
            defaultSort={{ field: 'name', direction: 'ASC' }}
            exportFileName="slot-masters"
            rowLink={(row) => slotUrls.master(row.id)}
            actions={<AddRecordButton to={slotUrls.masterAdd} label="Add Slot Master" authority="CREATE_SLOT_MASTER" />}
          />
        )}
        {tab === 'setting' && (
          <ResourceList
            key="setting"
            query={SlotSettingsPageDocument}
            selectPage={(data) => data.slotSettings}
            columns={settingColumns}
            filterFields={settingFilters}
            defaultSort={{ field: 'vmcNo', direction: 'ASC' }}
            exportFileName="slot-settings"
            rowLink={(row) => slotUrls.setting(row.id)}
            actions={<AddRecordButton to={slotUrls.settingAdd} label="Add Slot Setting" authority="CREATE_SLOT_SETTING" />}
          />
        )}
      </Box>
    </Box>
  );
}
