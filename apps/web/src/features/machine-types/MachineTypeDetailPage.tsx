import TuneIcon from '@mui/icons-material/Tune';
import { Button, Stack } from '@mui/material';
import { formatNumber } from '@back-office/domain';
import { Link } from 'react-router';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { DetailView } from '../../components/DetailView';
import { DetailActions, namedRecordDetailItems } from '../../components/records/named-record';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { MachineTypeDocument } from './machine-types.generated';
import { levelEditUrl, machineTypes } from './links';
import { StockSection } from './StockSection';

/** Words for the weekly cup levels: who counts as a low, medium and high seller. */
export function levelText(minCup: number | null, maxCup: number | null) {
  if (minCup == null || maxCup == null) return null;
  return `Low under ${formatNumber(minCup)} cups a week, medium ${formatNumber(minCup)} to ${formatNumber(maxCup)}, high over ${formatNumber(maxCup)}`;
}

export default function MachineTypeDetailPage() {
  const { user } = useCurrentUser();
  const { id, record: type, gate } = useRecordFromRoute(MachineTypeDocument, machineTypes.param, (data) => data.machineType);
  if (!type) return gate;
  return (
    <Stack spacing={2}>
      <DetailView
        actions={<DetailActions back={machineTypes.listUrl} edit={machineTypes.editUrl(id)} authority="UPDATE_MACHINE_TYPE" />}
        items={namedRecordDetailItems(type, [
          { label: 'Initial Name', value: type.initialName },
          { label: 'Command Type', value: type.commandType },
        ])}
      />
      <DetailView
        title="Weekly Cup Sold"
        actions={
          hasAuthority(user, 'UPDATE_MACHINE_TYPE') && (
            <Button component={Link} to={levelEditUrl(id)} startIcon={<TuneIcon />}>
              Edit Levels
            </Button>
          )
        }
        items={[
          { label: 'Minimum cup', value: type.minCup, format: 'number' },
          { label: 'Maximum cup', value: type.maxCup, format: 'number' },
          { label: 'Sellers', value: levelText(type.minCup, type.maxCup) ?? 'Levels not set yet.' },
        ]}
      />
      <StockSection machineTypeId={id} kind="IN" stocks={type.stockIns} />
      <StockSection machineTypeId={id} kind="OUT" stocks={type.stockOuts} />
    </Stack>
  );
}
