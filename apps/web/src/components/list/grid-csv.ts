import type { GridApi, GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { RefObject } from 'react';
import { formatDate, formatDateTime } from '@back-office/domain';
import type { CsvColumn } from './csv';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A cell as the server's reports write it: numbers plain so a spreadsheet can sum them, times
 * DD-MM-YYYY HH:mm in the browser's zone, days DD-MM-YYYY; undefined for anything else.
 */
function reportCell(value: unknown): unknown {
  if (typeof value === 'number') return value;
  if (value instanceof Date || (typeof value === 'string' && INSTANT.test(value))) return formatDateTime(value);
  if (typeof value === 'string' && DAY.test(value)) return formatDate(value);
  return undefined;
}

function isActionsColumn(column: GridColDef<GridValidRowModel>): boolean {
  return column.field === 'actions' || column.type === 'actions';
}

/** The label of a single-select value, when the column lists its options as an array. */
function optionLabel(column: GridColDef<GridValidRowModel>, value: unknown): unknown {
  if (column.type !== 'singleSelect' || !('valueOptions' in column) || !Array.isArray(column.valueOptions)) return value;
  for (const option of column.valueOptions as unknown[]) {
    if (typeof option === 'object' && option !== null && 'value' in option && option.value === value) {
      return 'label' in option ? option.label : value;
    }
  }
  return value;
}

/**
 * The CSV columns for grid columns: the header is the headerName, the cell is what the grid derives
 * (valueGetter, then valueFormatter) so the file reads like the screen, except numbers, times and days,
 * which are written as the server's reports write them. renderCell output is not
 * data, so a column that only renders needs a valueGetter or valueFormatter to export well.
 * `visibleFields`, when given, leaves out the columns the user has hidden.
 */
export function gridCsvColumns<Row extends GridValidRowModel>(
  columns: readonly GridColDef<Row>[],
  apiRef: RefObject<GridApi | null>,
  visibleFields?: ReadonlySet<string>,
): CsvColumn<Row>[] {
  // The grid's callbacks take its API ref; the getters and formatters that use it expect a mounted grid.
  const api = apiRef as RefObject<GridApi>;
  return columns
    .filter((column) => !isActionsColumn(column as GridColDef<GridValidRowModel>))
    .filter((column) => !visibleFields || visibleFields.has(column.field))
    .map((column) => ({
      header: column.headerName ?? column.field,
      value: (row: Row) => {
        const raw = (row as Record<string, unknown>)[column.field];
        // The grid types these callbacks' value as `never` so callers declare it; here it is the raw cell.
        const value = column.valueGetter ? column.valueGetter(raw as never, row, column, api) : raw;
        const plain = reportCell(value);
        if (plain !== undefined) return plain;
        if (column.valueFormatter) return column.valueFormatter(value as never, row, column, api);
        return optionLabel(column as GridColDef<GridValidRowModel>, value);
      },
    }));
}
