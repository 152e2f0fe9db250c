import Box from '@mui/material/Box';
import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import { Link } from 'react-router';

/** The class of a cell that holds a row link: the link, not the cell, takes the cell's padding. */
export const ROW_LINK_CELL = 'row-link-cell';

function isActionsColumn(column: GridColDef<GridValidRowModel>): boolean {
  return column.field === 'actions' || column.type === 'actions';
}

const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/**
 * Every cell of a row that opens a record is a real link to it: a click follows it in the app, a middle
 * or Ctrl click opens a new tab, and the browser's menu copies its address. Each cell's link is the
 * grid's tab stop when the cell is, so the keyboard moves through the grid as before and Enter opens
 * the record. Action columns keep their own buttons.
 */
export function withRowLinks<Row extends GridValidRowModel>(columns: readonly GridColDef<Row>[], rowLink: (row: Row) => string): GridColDef<Row>[] {
  return columns.map((column) => {
    if (isActionsColumn(column as GridColDef<GridValidRowModel>)) return column;
    const align = column.align ?? (column.type === 'number' ? 'right' : 'left');
    const content = (params: GridRenderCellParams<Row>) => {
      if (column.renderCell) return column.renderCell(params as never);
      const text = String(params.formattedValue ?? params.value ?? '');
      return text === '' ? null : <span className="row-link-text">{text}</span>;
    };
    return {
      ...column,
      cellClassName: ROW_LINK_CELL,
      renderCell: (params: GridRenderCellParams<Row>) => {
        const shown = content(params);
        // An empty cell still opens the record on a click, but says nothing to a screen reader or the Tab key.
        const empty = shown === null || shown === undefined || shown === '';
        return (
        <Box
          component={Link}
          to={rowLink(params.row)}
          tabIndex={empty ? -1 : params.tabIndex}
          aria-hidden={empty || undefined}
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: JUSTIFY[align],
            height: '100%',
            width: '100%',
            px: '10px',
            color: 'inherit',
            textDecoration: 'none',
            overflow: 'hidden',
            '& .row-link-text': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          {shown}
        </Box>
        );
      },
    } satisfies GridColDef<Row>;
  });
}
