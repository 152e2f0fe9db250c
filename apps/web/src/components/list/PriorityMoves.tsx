import type { TypedDocumentNode } from '@apollo/client';
import type { Authority } from '@back-office/domain';
import { useApolloClient } from '@apollo/client/react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useRef } from 'react';
import { saveErrorMessage } from '../../base/errors';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { useNotify } from '../Snackbar';

/** A list ordered by priority: the `raiseX(id)` and `lowerX(id)` mutations the server's priority moves give. */
export interface PriorityMoves<Row> {
  raise: TypedDocumentNode<unknown, { id: number }>;
  lower: TypedDocumentNode<unknown, { id: number }>;
  /** The row's name, for screen readers: "Move Boba up". */
  label: (row: Row) => string;
  /** Who may move, e.g. 'UPDATE_SHOP_TOPPING'; others see no buttons. */
  authority: Authority;
}

/**
 * The first column of a list ordered by priority: Move up and Move down per row, reached with the
 * keyboard like every grid cell. A move refused at either end says so; after a move the list reloads.
 */
export function usePriorityColumn<Row extends { id: number }>(moves: PriorityMoves<Row> | undefined, onMoved: () => unknown): GridColDef<Row> | undefined {
  const { user } = useCurrentUser();
  const notify = useNotify();
  const client = useApolloClient();
  // The column stays the same object across renders (the grid would redraw every cell), so it reads the latest of these.
  const latest = useRef({ moves, onMoved, notify });
  latest.current = { moves, onMoved, notify };
  const allowed = moves !== undefined && hasAuthority(user, moves.authority);
  const label = moves?.label;

  return useMemo(() => {
    if (!allowed || !label) return undefined;
    const move = async (row: Row, up: boolean) => {
      const { moves: current, onMoved: reload, notify: say } = latest.current;
      // Mutations answer their errors beside the data (errorPolicy 'all'); a dropped connection still throws.
      const result = await client.mutate({ mutation: up ? current!.raise : current!.lower, variables: { id: row.id } }).catch((error: unknown) => ({ error }));
      if (result.error) say(saveErrorMessage(result.error), 'error');
      else await reload();
    };
    return {
      field: 'actions',
      type: 'actions',
      headerName: 'Order',
      width: 96,
      getActions: ({ row }) => [
        <GridActionsCellItem key="up" icon={<ArrowUpwardIcon />} label={`Move ${label(row)} up`} title="Move up" onClick={() => void move(row, true)} />,
        <GridActionsCellItem key="down" icon={<ArrowDownwardIcon />} label={`Move ${label(row)} down`} title="Move down" onClick={() => void move(row, false)} />,
      ],
    } satisfies GridColDef<Row>;
  }, [allowed, label, client]);
}
