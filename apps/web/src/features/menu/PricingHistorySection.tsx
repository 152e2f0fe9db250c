import { Stack } from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { formatDate, formatRupiah } from '@back-office/domain';
import { DetailTable } from '../../components/DetailTable';
import { StepChart } from '../../components/StepChart';
import { PricingHistoryDocument } from './products.generated';

/** Each change of the product's name, cogs or active flag, who made it and when, and its cogs drawn over time. */
export function PricingHistorySection({ productId }: { productId: number }) {
  const { data } = useQuery(PricingHistoryDocument, { variables: { productId }, fetchPolicy: 'cache-and-network' });
  const history = data?.productHistoriesByProductId ?? [];
  const points = history.map((row) => ({ time: row.updatedTime, value: row.cogs }));
  const first = history[0];
  const last = history.at(-1);
  const description =
    first && last
      ? `Cogs went from ${formatRupiah(first.cogs)} on ${formatDate(first.updatedTime)} to ${formatRupiah(last.cogs)} on ${formatDate(last.updatedTime)}, in ${history.length} ${history.length === 1 ? 'step' : 'steps'}.`
      : 'No history yet.';
  // Newest first in the table; the chart reads left to right, oldest first.
  const rows = [...history].reverse();
  return (
    <DetailTable
      title="Pricing History"
      rows={rows}
      emptyText="No changes recorded."
      actions={null}
      columns={[
        { header: 'Date', value: (row) => row.updatedTime, format: 'datetime' },
        { header: 'Name', value: (row) => row.name },
        { header: 'Cogs', value: (row) => row.cogs, format: 'rupiah' },
        { header: 'Active', value: (row) => row.active, format: 'boolean' },
        { header: 'Changed by', value: (row) => row.userName },
      ]}
      before={
        points.length > 0 && (
          <Stack sx={{ mb: 2 }}>
            <StepChart title="Cogs over time" description={description} points={points} formatValue={formatRupiah} formatTime={formatDate} />
          </Stack>
        )
      }
    />
  );
}
