import { REWARD_REFUSALS, REWARD_REFUSAL_MESSAGES } from '@back-office/domain';
import { Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { formatValue } from '../../components/DetailView';
import { ResourceList, moneyColumn, type FilterField } from '../../components/list';
import { RewardOrdersPageDocument, type RewardOrderFieldsFragment } from './rewards.generated';

type Row = RewardOrderFieldsFragment;

const REASON_LABELS: Record<string, string> = {
  UNKNOWN_CARD: 'Unknown card',
  RULE_INACTIVE: 'Rule inactive',
  UNKNOWN_PRODUCT: 'Unknown product',
  FREQUENCY_LIMIT: 'Frequency limit',
  AMOUNT_LIMIT: 'Amount limit',
  USAGE_LIMIT: 'Usage limit',
  BALANCE: 'Balance too low',
};

const columns: GridColDef<Row>[] = [
  { field: 'time', headerName: 'Time', width: 150, valueFormatter: (value: string) => formatValue(value, 'datetime') },
  { field: 'cardNumber', headerName: 'Card', width: 140 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160, valueGetter: (_value, row) => row.company?.name ?? '—' },
  { field: 'machineNo', headerName: 'Machine', width: 120 },
  { field: 'productName', headerName: 'Product', flex: 1, minWidth: 150, valueFormatter: (value: string | null) => value ?? '—' },
  moneyColumn<Row>({ field: 'amount', headerName: 'Amount' }),
  {
    field: 'granted',
    headerName: 'Granted',
    width: 110,
    valueFormatter: (value: boolean) => (value ? 'Granted' : 'Refused'),
    renderCell: ({ row }) => <Chip size="small" label={row.granted ? 'Granted' : 'Refused'} color={row.granted ? 'success' : 'default'} />,
  },
  {
    field: 'reason',
    headerName: 'Reason',
    flex: 1,
    minWidth: 180,
    valueFormatter: (value: string | null) => (value ? REASON_LABELS[value] ?? value : '—'),
    renderCell: ({ row }) => (row.reason ? <span title={REWARD_REFUSAL_MESSAGES[row.reason]}>{REASON_LABELS[row.reason]}</span> : '—'),
  },
  { field: 'claimId', headerName: 'Claim Id', width: 150 },
];

const filterFields: FilterField[] = [
  { field: 'time', label: 'Time', kind: 'date' },
  { field: 'cardNumber', label: 'Card', kind: 'text' },
  { field: 'company', label: 'Company', kind: 'text' },
  { field: 'machineNo', label: 'Machine', kind: 'text' },
  { field: 'productName', label: 'Product', kind: 'text' },
  { field: 'granted', label: 'Granted', kind: 'boolean' },
  { field: 'reason', label: 'Reason', kind: 'enum', options: REWARD_REFUSALS.map((reason) => ({ value: reason, label: REASON_LABELS[reason] ?? reason })) },
];

/** The reward cups the machines asked for on cards, the latest first: granted, or refused with the reason. */
export default function RewardOrderPage() {
  return (
    <ResourceList
      query={RewardOrdersPageDocument}
      selectPage={(data) => data.rewardOrders}
      columns={columns}
      filterFields={filterFields}
      searchFields={['cardNumber']}
      defaultSort={{ field: 'time', direction: 'DESC' }}
      exportFileName="reward-order"
      emptyText="No reward orders match."
    />
  );
}
