import { Box, Paper, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatValue, type DetailFormat } from './DetailView';

export interface DetailColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
  format?: DetailFormat;
  /** Replaces the formatted value, e.g. with a link or the row's buttons. */
  render?: (row: Row) => ReactNode;
}

interface DetailTableProps<Row extends { id: number }> {
  title: string;
  rows: Row[];
  columns: DetailColumn<Row>[];
  emptyText: string;
  /** Shown at the right of the title, e.g. an "Add" button. */
  actions?: ReactNode;
  /** Shown above the table, e.g. a chart of its rows. */
  before?: ReactNode;
  /** Shown below the table, e.g. a small form that adds a row. */
  after?: ReactNode;
  /** A row of totals under the rows, read through the same columns (e.g. the outlets' sums). */
  total?: Row;
}

/** A record's list of parts on its detail page (a company's employees, a product's recipe), formatted as DetailView formats values. */
export function DetailTable<Row extends { id: number }>({ title, rows, columns, emptyText, actions, before, after, total }: DetailTableProps<Row>) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 }, maxWidth: 960 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, fontSize: '1.05rem', fontWeight: 600 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {before}
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.header}>{column.header}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                {columns.map((column) => (
                  <TableCell key={column.header}>{column.render ? column.render(row) : formatValue(column.value(row), column.format)}</TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ color: 'text.secondary' }}>
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
          {total && rows.length > 0 && (
            <TableFooter>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.header} sx={{ fontWeight: 600, color: 'text.primary', fontSize: 'inherit' }}>
                    {column.render ? column.render(total) : formatValue(column.value(total), column.format)}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </TableContainer>
      {after}
    </Paper>
  );
}
