import { Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
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
