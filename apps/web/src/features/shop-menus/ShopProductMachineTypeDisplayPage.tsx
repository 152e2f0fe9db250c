import EditIcon from '@mui/icons-material/Edit';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack } from '@mui/material';
import { useMutation, useQuery } from '@apollo/client/react';
import { shopProductMachineTypeDisplaySchema } from '@back-office/domain';
import { useState } from 'react';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { DetailTable } from '../../components/DetailTable';
import { MultiSelectInput } from '../../components/form/MultiSelectInput';
import { ResourceForm } from '../../components/form/ResourceForm';
import { ShopProductMachineTypeDisplaysDocument, UpdateShopProductMachineTypeDisplayDocument, type ShopProductMachineTypeDisplaysQuery } from './shop-products.generated';

type Offer = NonNullable<ShopProductMachineTypeDisplaysQuery['shopProductMachineTypeDisplays']>[number];

/** Which shop products each machine-type display offers, each display's list editable on its own. */
export default function ShopProductMachineTypeDisplayPage() {
  const { user } = useCurrentUser();
  const { data } = useQuery(ShopProductMachineTypeDisplaysDocument, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<Offer | null>(null);
  const canEdit = hasAuthority(user, 'UPDATE_SHOP_PRODUCT_MACHINE_TYPE_DISPLAY');
  const rows = (data?.shopProductMachineTypeDisplays ?? []).map((offer) => ({ ...offer, id: offer.machineTypeDisplayId }));
  return (
    <Stack spacing={2}>
      <DetailTable
        title="Shop products by machine type display"
        rows={rows}
        emptyText="No machine-type displays yet."
        actions={null}
        columns={[
          { header: 'Machine Type Display', value: (offer) => `${offer.machineTypeDisplay.name}${offer.machineTypeDisplay.active ? '' : ' (inactive)'}` },
          { header: 'Shop Products', value: (offer) => (offer.shopProducts.length > 0 ? offer.shopProducts.map((product) => product.name).join(', ') : 'None') },
          ...(canEdit
            ? [
                {
                  header: 'Actions',
                  value: () => null,
                  render: (offer: Offer) => (
                    <IconButton onClick={() => setEditing(offer)} aria-label={`Edit the shop products of ${offer.machineTypeDisplay.name}`} size="small">
                      <EditIcon fontSize="small" />
                    </IconButton>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && <EditOfferDialog offer={editing} products={data?.shopProductsAll ?? []} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function EditOfferDialog({ offer, products, onClose }: { offer: Offer; products: readonly { id: number; name: string; active: boolean }[]; onClose: () => void }) {
  const [update] = useMutation(UpdateShopProductMachineTypeDisplayDocument, { refetchQueries: ['ShopProductMachineTypeDisplays'], awaitRefetchQueries: true });
  const options = products.filter((product) => product.active || offer.shopProductIds.includes(product.id)).map((product) => ({ value: product.id, label: product.name }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="offer-dialog-title">
      <DialogTitle id="offer-dialog-title">Shop products on {offer.machineTypeDisplay.name}</DialogTitle>
      <DialogContent>
        <ResourceForm
          schema={shopProductMachineTypeDisplaySchema}
          defaultValues={{ machineTypeDisplayId: offer.machineTypeDisplayId, shopProductIds: offer.shopProductIds }}
          successMessage="Shop products saved."
          onSubmit={async (variables) => {
            const result = await update({ variables });
            if (!result.error) onClose();
            return { error: result.error };
          }}
        >
          <MultiSelectInput name="shopProductIds" label="Shop Products" options={options} helperText="The whole list this display offers." />
        </ResourceForm>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
