import EditIcon from '@mui/icons-material/Edit';
import { IconButton } from '@mui/material';
import { useMutation } from '@apollo/client/react';
import { machineTypeStockSchema } from '@back-office/domain';
import { Link } from 'react-router';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { DetailTable } from '../../components/DetailTable';
import { InlineAddForm } from '../../components/form/InlineAddForm';
import { NumberInput } from '../../components/form/fields';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { CreateMachineTypeStockDocument, type MachineTypeStockFieldsFragment } from './machine-types.generated';
import { stockEditUrl } from './links';

const nameOf = (stock: MachineTypeStockFieldsFragment) =>
  stock.ingredient ? `${stock.ingredient.name} (${stock.ingredient.unit.name.toLowerCase()})` : (stock.packaging?.name ?? '');

/** The stock maxima of one side of a machine type: per ingredient (stock in) or per packaging (stock out), with a form that adds one. */
export function StockSection({ machineTypeId, kind, stocks }: { machineTypeId: number; kind: 'IN' | 'OUT'; stocks: MachineTypeStockFieldsFragment[] }) {
  const { user } = useCurrentUser();
  const [createStock] = useMutation(CreateMachineTypeStockDocument, { refetchQueries: ['MachineType'], awaitRefetchQueries: true });
  const stockIn = kind === 'IN';
  const what = stockIn ? 'Ingredient' : 'Packaging';
  const canEdit = hasAuthority(user, 'UPDATE_MACHINE_TYPE_STOCK');
  return (
    <DetailTable
      title={stockIn ? 'Stock In' : 'Stock Out'}
      rows={stocks}
      emptyText={`No maxima per ${what.toLowerCase()} yet.`}
      columns={[
        { header: what, value: nameOf },
        { header: 'Low', value: (stock) => stock.low, format: 'number' },
        { header: 'Medium', value: (stock) => stock.medium, format: 'number' },
        { header: 'High', value: (stock) => stock.high, format: 'number' },
        ...(canEdit
          ? [
              {
                header: 'Actions',
                value: () => null,
                render: (stock: MachineTypeStockFieldsFragment) => (
                  <IconButton component={Link} to={stockEditUrl(machineTypeId, kind, stock.id)} aria-label={`Edit ${nameOf(stock)}`} size="small">
                    <EditIcon fontSize="small" />
                  </IconButton>
                ),
              },
            ]
          : []),
      ]}
      after={
        hasAuthority(user, 'CREATE_MACHINE_TYPE_STOCK') && (
          <InlineAddForm
            title={stockIn ? 'Add an ingredient maximum' : 'Add a packaging maximum'}
            schema={machineTypeStockSchema}
            defaultValues={{ machineTypeId, ingredientId: stockIn ? undefined : null, packagingId: stockIn ? null : undefined, low: undefined, medium: undefined, high: undefined }}
            successMessage={`${what} maximum added.`}
            onSubmit={(input) => createStock({ variables: { input } })}
          >
            {stockIn ? (
              <ReferenceSelect name="ingredientId" label="Ingredient" required list="ingredientsAll" authority="VIEW_INGREDIENT" plural="ingredients" />
            ) : (
              <ReferenceSelect name="packagingId" label="Packaging" required list="packagingsAll" authority="VIEW_PACKAGING" plural="packagings" />
            )}
            <NumberInput name="low" label="Low" required />
            <NumberInput name="medium" label="Medium" required />
            <NumberInput name="high" label="High" required />
          </InlineAddForm>
        )
      }
    />
  );
}
