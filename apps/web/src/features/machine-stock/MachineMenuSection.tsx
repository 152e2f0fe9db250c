import EditIcon from '@mui/icons-material/Edit';
import { IconButton } from '@mui/material';
import { useMutation, useQuery } from '@apollo/client/react';
import { productInMachineSchema } from '@back-office/domain';
import { Link } from 'react-router';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { DetailTable } from '../../components/DetailTable';
import { MoneyInput, NumberInput, SelectInput } from '../../components/form/fields';
import { InlineAddForm } from '../../components/form/InlineAddForm';
import { CreateProductInMachineDocument, MachineMenuCandidatesDocument, MachineMenuDocument, type ProductInMachineFieldsFragment } from './machine-stock.generated';
import { machineMenuEditUrl } from './links';

const REFRESH = ['MachineMenu', 'MachineMenuCandidates'];

/** The machine's menu: the products it sells, their price there and their slot, each editable, and a form that adds one. */
export function MachineMenuSection({ machineId }: { machineId: number }) {
  const { user } = useCurrentUser();
  const readable = hasAuthority(user, 'VIEW_PRODUCT_IN_MACHINE');
  const { data } = useQuery(MachineMenuDocument, { variables: { machineId }, skip: !readable, fetchPolicy: 'cache-and-network' });
  if (!readable) return null;
  const lines = data?.machine?.productInMachines ?? [];
  const canEdit = hasAuthority(user, 'UPDATE_PRODUCT_IN_MACHINE');
  return (
    <DetailTable
      title="Menu"
      rows={lines}
      emptyText="No products on this machine’s menu yet."
      columns={[
        { header: 'Slot', value: (line) => line.slot, format: 'number' },
        { header: 'Product', value: (line) => line.product.name },
        { header: 'Price', value: (line) => line.price, format: 'rupiah' },
        { header: 'Discounted price', value: (line) => line.discountedPrice, format: 'rupiah' },
        { header: 'Active', value: (line) => line.active, format: 'boolean' },
        ...(canEdit
          ? [
              {
                header: 'Actions',
                value: () => null,
                render: (line: ProductInMachineFieldsFragment) => (
                  <IconButton component={Link} to={machineMenuEditUrl(line.id)} aria-label={`Edit ${line.product.name}`} size="small">
                    <EditIcon fontSize="small" />
                  </IconButton>
                ),
              },
            ]
          : []),
      ]}
      after={hasAuthority(user, 'CREATE_PRODUCT_IN_MACHINE') && <AddToMenu machineId={machineId} />}
    />
  );
}

/** Adds a product, offering only the active ones not on the menu yet. */
function AddToMenu({ machineId }: { machineId: number }) {
  const { data } = useQuery(MachineMenuCandidatesDocument, { variables: { machineId }, fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CreateProductInMachineDocument, { refetchQueries: REFRESH, awaitRefetchQueries: true });
  const options = (data?.productsNotInMachine ?? []).map((product) => ({ value: product.id, label: product.name }));
  return (
    <InlineAddForm
      title="Add a product"
      schema={productInMachineSchema}
      defaultValues={{ machineId, productId: undefined, price: undefined, discountedPrice: null, slot: null, active: true }}
      successMessage="Product added to the menu."
      onSubmit={(input) => create({ variables: { input } })}
    >
      <SelectInput name="productId" label="Product" required options={options} />
      <MoneyInput name="price" label="Price" required />
      <MoneyInput name="discountedPrice" label="Discounted price" />
      <NumberInput name="slot" label="Slot" />
    </InlineAddForm>
  );
}
