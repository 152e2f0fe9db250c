import { Stack } from '@mui/material';
import { formatDate, formatRupiah } from '@back-office/domain';
import { DetailTable } from './DetailTable';
import { StepChart } from './StepChart';

/** One recorded change of a record's name, cogs or active flag. */
export interface CogsHistoryRow {
  id: number;
  name: string;
  cogs: number;
  active: boolean;
  userName: string;
  updatedTime: string;
}

/**
 * A history of name, cogs and active flag (a vending product's, a shop menu's), oldest first as the
 * server answers it: a step chart of the cogs over time and a table of the changes, newest first.
 */
export function CogsHistorySection({ title, history }: { title: string; history: readonly CogsHistoryRow[] }) {
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
      title={title}
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
