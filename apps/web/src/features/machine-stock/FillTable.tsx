import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A table of a fill form: a row per stock row, its inputs in the last columns. */
export function FillTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: { key: number; cells: ReactNode[] }[] }) {
  return (
    <TableContainer>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {caption}
      </Typography>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header}>{header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) => (
                <TableCell key={headers[index]} sx={{ minWidth: index === row.cells.length - 1 ? 160 : undefined }}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
