import Box from '@mui/material/Box';
import { GridLoadingOverlay, type GridLoadingOverlayProps } from '@mui/x-data-grid';
import type { FilterField } from './list-state';

/* The small parts of a resource list: its quiet loading bar and the words above the grid. */

/**
 * The grid's loading bar (or skeleton rows on a first load), for the eye only: a progress bar may not
 * sit inside a grid's rows for assistive technology, and the rows' count below says when they are in.
 */
export function QuietLoadingOverlay(props: GridLoadingOverlayProps) {
  return (
    <Box aria-hidden sx={{ display: 'contents' }}>
      <GridLoadingOverlay {...props} />
    </Box>
  );
}

const grouped = (count: number) => count.toLocaleString('id-ID');

/** "1 row", "1.234 rows", or past the count's cap "more than 10.000 rows". */
export function countText(count: number, exact: boolean): string {
  if (!exact) return `more than ${grouped(count)} rows`;
  return `${grouped(count)} ${count === 1 ? 'row' : 'rows'}`;
}

/** "name, building name or internal ID": what the quick search looks in, by the filters' labels. */
export function searchLabel(fields: readonly string[], filterFields: readonly FilterField[]): string {
  const labels = fields.map((name) => (filterFields.find((field) => field.field === name)?.label ?? name).toLowerCase());
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? '');
}
