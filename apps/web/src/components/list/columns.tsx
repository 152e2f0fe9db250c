import { Chip } from '@mui/material';
import { formatNumber, formatRupiah } from '@back-office/domain';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatValue } from '../DetailView';

/** The Active column every list has: a green chip, and Yes/No in the CSV. */
export function activeColumn<Row extends { active: boolean }>(): GridColDef<Row> {
  return {
    field: 'active',
    headerName: 'Active',
    width: 100,
    valueFormatter: (value: boolean) => formatValue(value, 'boolean'),
    renderCell: ({ row }) => <Chip size="small" label={row.active ? 'Active' : 'Inactive'} color={row.active ? 'success' : 'default'} />,
  };
}

/*
 * Number and money columns show `1.000` and `Rp 25.000` on screen; only the cell is formatted, so
 * the CSV keeps plain numbers a spreadsheet can sum.
 */
export function numberColumn<Row extends GridValidRowModel>(column: GridColDef<Row>): GridColDef<Row> {
  return { type: 'number', width: 140, ...column, renderCell: ({ value }) => formatNumber(value as number | null) };
}

export function moneyColumn<Row extends GridValidRowModel>(column: GridColDef<Row>): GridColDef<Row> {
  return { type: 'number', width: 160, ...column, renderCell: ({ value }) => formatRupiah(value as number | null) };
}
