import { Box, Chip } from '@mui/material';
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

/** Rupiah where below zero is a loss: "Rp 12.500", or in red "-Rp 487.500 loss". */
export function ProfitText({ amount }: { amount: number | null | undefined }) {
  if (amount === null || amount === undefined) return null;
  if (Math.round(amount) >= 0) return <>{formatRupiah(amount)}</>;
  return (
    <Box component="span" sx={{ color: 'error.main', fontWeight: 600 }}>
      {formatRupiah(amount)} loss
    </Box>
  );
}

/** A money column where a negative figure is a loss, shown in red and named as one. */
export function profitColumn<Row extends GridValidRowModel>(column: GridColDef<Row>): GridColDef<Row> {
  return { type: 'number', width: 170, ...column, renderCell: ({ value }) => <ProfitText amount={value as number | null} /> };
}
