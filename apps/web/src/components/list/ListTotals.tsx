import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '@back-office/domain';
import type { FilterInput } from '../../gql/types';
import { parseListState, toPageInput, type FilterField, type ListDefaults } from './list-state';

/** The filters the list in the address applies, as the server takes them: what its totals must sum. */
export function useListFilters(filterFields: readonly FilterField[], defaults: ListDefaults): FilterInput | undefined {
  const [searchParams] = useSearchParams();
  return useMemo(() => toPageInput(parseListState(searchParams, defaults, filterFields), filterFields).filters ?? undefined, [searchParams, defaults, filterFields]);
}

/** "01-10-2026 to 10-10-2026", "from 01-10-2026", "every day": the days a date filter on `field` keeps. */
export function periodText(filters: FilterInput | undefined, field: string): string {
  const condition = filters?.operator === 'AND' ? filters.options.find((option) => option.field === field) : undefined;
  const [first, second] = (condition?.values ?? []).map((value) => formatDate(value));
  switch (condition?.type) {
    case 'BETWEEN':
      return first === second ? `on ${first}` : `${first} to ${second}`;
    case 'EQUAL':
      return `on ${first}`;
    case 'GREATER_THAN_EQUAL':
    case 'GREATER_THAN':
      return `from ${first}`;
    case 'LESS_THAN_EQUAL':
    case 'LESS_THAN':
      return `until ${first}`;
    default:
      return 'every day';
  }
}

export interface Total {
  label: string;
  value: ReactNode;
}

/** A line above a list with its totals over every matching row (not just the page shown). */
export function ListTotals({ label, totals }: { label: string; totals: readonly Total[] }) {
  return (
    <Box component="section" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, px: 2, py: 1.25, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      {totals.map((total) => (
        <Box key={total.label} sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {total.label}
          </Typography>
          <Typography variant="body1" component="div" sx={{ fontWeight: 600 }}>
            {total.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
