import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Chip, IconButton, Typography } from '@mui/material';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatNumber } from '@back-office/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../base/errors';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { useConfirm } from '../../components/ConfirmDialog';
import { DetailTable, type DetailColumn } from '../../components/DetailTable';
import { useNotify } from '../../components/Snackbar';
import {
  DeleteMachineStockInDocument,
  DeleteMachineStockOutDocument,
  MachineStockInsDocument,
  MachineStockOutsDocument,
  type MachineStockInFieldsFragment,
  type MachineStockOutFieldsFragment,
} from './machine-stock.generated';
import { stockAddUrl, stockEditUrl, stockFillUrl, type StockKind } from './links';

export const STOCK_QUERIES = ['MachineStockIns', 'MachineStockOuts', 'MachineStock', 'Machine', 'MachinesPage'];

/** How much is left, with a "Low" mark at or below the minimum. */
export function Level({ value, low, unit }: { value: string; low: boolean; unit?: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <span>{unit ? `${value} ${unit}` : value}</span>
      {low && <Chip size="small" color="primary" label="Low" />}
    </Box>
  );
}

const unitOf = (row: MachineStockInFieldsFragment) => row.ingredient.unit.name.toLowerCase();

/** The machine's stock in and stock out, each with its fill page, and rows to add, edit and remove. */
export function MachineStockSections({ machineId }: { machineId: number }) {
  const { user } = useCurrentUser();
  return (
    <>
      {hasAuthority(user, 'VIEW_MACHINE_STOCK_IN') && <StockInSection machineId={machineId} />}
      {hasAuthority(user, 'VIEW_MACHINE_STOCK_OUT') && <StockOutSection machineId={machineId} />}
    </>
  );
}

function StockInSection({ machineId }: { machineId: number }) {
  const { data } = useQuery(MachineStockInsDocument, { variables: { machineId }, fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DeleteMachineStockInDocument, { refetchQueries: STOCK_QUERIES });
  return (
    <StockTable
      kind="in"
      machineId={machineId}
      rows={data?.machineStockInsByMachine ?? []}
      nameOf={(row) => row.ingredient.name}
      remove={(id) => remove({ variables: { id } })}
      columns={[
        { header: 'Ingredient', value: (row) => row.ingredient.name },
        { header: 'Current stock', value: (row) => row.currentStock, render: (row) => <Level value={formatNumber(row.currentStock)} unit={unitOf(row)} low={row.low} /> },
        { header: 'Min stock', value: (row) => `${formatNumber(row.minStock)} ${unitOf(row)}` },
        { header: 'Max stock', value: (row) => `${formatNumber(row.maxStock)} ${unitOf(row)}` },
        { header: 'Important', value: (row) => row.important, format: 'boolean' },
      ]}
    />
  );
}

function StockOutSection({ machineId }: { machineId: number }) {
  const { data } = useQuery(MachineStockOutsDocument, { variables: { machineId }, fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DeleteMachineStockOutDocument, { refetchQueries: STOCK_QUERIES });
  return (
    <StockTable
      kind="out"
      machineId={machineId}
      rows={data?.machineStockOutsByMachine ?? []}
      nameOf={(row) => row.packaging.name}
      remove={(id) => remove({ variables: { id } })}
      columns={[
        { header: 'Packaging', value: (row) => row.packaging.name },
        { header: 'Ingredient', value: (row) => row.ingredient?.name },
        { header: 'Current stock', value: (row) => row.currentStock, render: (row) => (row.infinite ? 'Infinite' : <Level value={formatNumber(row.currentStock, 0)} low={row.low} />) },
        { header: 'Min stock', value: (row) => (row.infinite ? null : `${formatNumber(row.minStock, 0)} pcs`) },
        { header: 'Max stock', value: (row) => (row.infinite ? null : `${formatNumber(row.maxStock, 0)} pcs`) },
      ]}
    />
  );
}

interface StockTableProps<Row extends { id: number }> {
  kind: StockKind;
  machineId: number;
  rows: Row[];
  columns: DetailColumn<Row>[];
  nameOf: (row: Row) => string;
  remove: (id: number) => Promise<{ error?: unknown }>;
}

/** One side of the stock: its rows with edit and remove (after a confirmation), and the buttons to add a row and to fill. */
function StockTable<Row extends { id: number }>({ kind, machineId, rows, columns, nameOf, remove }: StockTableProps<Row>) {
  const { user } = useCurrentUser();
  const notify = useNotify();
  const [ask, confirmDialog] = useConfirm();
  const stem = kind === 'in' ? 'MACHINE_STOCK_IN' : 'MACHINE_STOCK_OUT';
  const title = kind === 'in' ? 'Stock In' : 'Stock Out';
  const canEdit = hasAuthority(user, `UPDATE_${stem}`);
  const canRemove = hasAuthority(user, `DELETE_${stem}`);

  const confirmRemove = async (row: Row) => {
    const confirmed = await ask({ title: `Remove ${nameOf(row)}`, text: `Remove ${nameOf(row)} from this machine’s ${title.toLowerCase()}? Its level is forgotten.`, confirmLabel: 'Remove' });
    if (!confirmed) return;
    const result = await remove(row.id).catch((error: unknown) => ({ error }));
    if (result.error) notify(errorMessage(result.error), 'error');
    else notify(`${nameOf(row)} removed from the ${title.toLowerCase()}.`);
  };

  const actions: ReactNode = (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {hasAuthority(user, `FILL_${stem}`) && rows.length > 0 && (
        <Button component={Link} to={stockFillUrl(machineId, kind)} variant="contained" size="small">
          Fill {title}
        </Button>
      )}
      {hasAuthority(user, `CREATE_${stem}`) && (
        <Button component={Link} to={stockAddUrl(machineId, kind)} variant="outlined" size="small">
          Add {title}
        </Button>
      )}
    </Box>
  );

  return (
    <>
      <DetailTable
        title={title}
        rows={rows}
        actions={actions}
        before={
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {kind === 'in'
              ? 'What is in the machine’s canisters to make drinks, in each ingredient’s unit. At or below the minimum it needs a refill; a refill fills up to the maximum, and no level can be above it.'
              : 'The pieces the machine hands out or uses (cups, lids, packs of an ingredient). At or below the minimum it needs a refill; no more than the maximum fit.'}
          </Typography>
        }
        emptyText={kind === 'in' ? 'No ingredients in this machine yet.' : 'No packaging in this machine yet.'}
        columns={[
          ...columns,
          ...(canEdit || canRemove
            ? [
                {
                  header: 'Actions',
                  value: () => null,
                  render: (row: Row) => (
                    <Box sx={{ display: 'flex', gap: 0.5 }}>
                      {canEdit && (
                        <IconButton component={Link} to={stockEditUrl(machineId, kind, row.id)} aria-label={`Edit ${nameOf(row)}`} size="small">
                          <EditIcon fontSize="small" />
                        </IconButton>
                      )}
                      {canRemove && (
                        <IconButton onClick={() => void confirmRemove(row)} aria-label={`Remove ${nameOf(row)}`} size="small">
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      )}
                    </Box>
                  ),
                },
              ]
            : []),
        ]}
      />
      {confirmDialog}
    </>
  );
}

export type { MachineStockInFieldsFragment, MachineStockOutFieldsFragment };
