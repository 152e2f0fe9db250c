import { useQuery } from '@apollo/client/react';
import { formatNumber, formatRupiah } from '@back-office/domain';
import { Stack, TextField } from '@mui/material';
import { useSearchParams } from 'react-router';
import { DetailTable } from '../../components/DetailTable';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { ShopOrderOutletSummariesDocument } from './shop-orders.generated';

/** This month in Jakarta, YYYY-MM: the company's month. */
function thisMonth(): string {
  return new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7);
}

/** "12 of 40 (30 %)"; the target alone is not a figure to compare when none is set. */
function againstTarget(value: number, target: number | null | undefined, format: (value: number) => string): string {
  if (!target) return `${format(value)} (no target)`;
  return `${format(value)} of ${format(target)} (${formatNumber((value / target) * 100, 0)} %)`;
}

/**
 * Each outlet's paid orders, items and revenue in a month against its monthly targets. A handful of
 * outlets: one table, no paging; the month is kept in the address so it can be shared.
 */
export default function OutletSummaryPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const month = /^\d{4}-\d{2}$/.test(searchParams.get('month') ?? '') ? searchParams.get('month')! : thisMonth();
  const { data, loading, error, refetch } = useQuery(ShopOrderOutletSummariesDocument, { variables: { month }, fetchPolicy: 'cache-and-network' });
  const rows = (data?.shopOrderOutletSummaries ?? []).map((row) => ({ ...row, id: row.hubId }));
  const sum = (pick: (row: (typeof rows)[number]) => number | null | undefined) => rows.reduce((total, row) => total + (pick(row) ?? 0), 0);
  // A target for all outlets only when each has one: else the sum would compare all sales with some targets.
  const target = (pick: (row: (typeof rows)[number]) => number | null | undefined) => (rows.every((row) => pick(row)) ? sum(pick) : null);
  const total = {
    id: 0,
    hubId: 0,
    hubNo: '',
    hubName: 'Total',
    totalOrder: sum((row) => row.totalOrder),
    totalItem: sum((row) => row.totalItem),
    totalRevenue: sum((row) => row.totalRevenue),
    targetOrder: target((row) => row.targetOrder),
    targetItem: target((row) => row.targetItem),
    targetRevenue: target((row) => row.targetRevenue),
  };
  return (
    <Stack spacing={2}>
      <TextField
        type="month"
        label="Month"
        value={month}
        onChange={(event) => event.target.value && setSearchParams({ month: event.target.value }, { replace: true })}
        slotProps={{ inputLabel: { shrink: true } }}
        helperText="Paid, accepted and completed orders placed in the month, on each outlet’s own clock."
        sx={{ maxWidth: 320 }}
      />
      {error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />
      ) : loading && !data ? (
        <Spinner aria-label="Loading the outlets" />
      ) : (
        <DetailTable
          title="Outlets"
          rows={rows}
          emptyText="No outlet to show."
          total={total}
          columns={[
            { header: 'Outlet', value: (row) => (row.hubNo ? `${row.hubNo} ${row.hubName}` : row.hubName) },
            { header: 'Orders', value: (row) => againstTarget(row.totalOrder, row.targetOrder, (value) => formatNumber(value, 0)) },
            { header: 'Items', value: (row) => againstTarget(row.totalItem, row.targetItem, (value) => formatNumber(value, 0)) },
            { header: 'Revenue', value: (row) => againstTarget(row.totalRevenue, row.targetRevenue, formatRupiah) },
          ]}
        />
      )}
    </Stack>
  );
}
