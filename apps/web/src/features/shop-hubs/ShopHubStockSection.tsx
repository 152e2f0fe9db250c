import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { useQuery } from '@apollo/client/react';
import { formatWholeUnits } from '@back-office/domain';
import { Button, IconButton } from '@mui/material';
import { Link } from 'react-router';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { DetailTable } from '../../components/DetailTable';
import { ShopHubStocksDocument, type ShopHubStockFieldsFragment } from './shop-hubs.generated';
import { shopHubStockAddUrl, shopHubStockEditUrl, shopHubStockFillUrl } from './links';

/** The ingredients and packaging the outlet holds, with links to add, edit and fill them (UPDATE_SHOP_HUB). */
export function ShopHubStockSection({ shopHubId }: { shopHubId: number }) {
  const { user } = useCurrentUser();
  const readable = hasAuthority(user, 'VIEW_SHOP_HUB_STOCK');
  const { data } = useQuery(ShopHubStocksDocument, { variables: { shopHubId }, skip: !readable, fetchPolicy: 'cache-and-network' });
  if (!readable) return null;
  const rows = data?.shopHubStocksByShopHubId ?? [];
  const canChange = hasAuthority(user, 'UPDATE_SHOP_HUB');
  return (
    <DetailTable
      title="Stock"
      rows={rows}
      emptyText="No stock kept at this outlet yet."
      actions={
        canChange && (
          <>
            <Button component={Link} to={shopHubStockAddUrl(shopHubId)} variant="outlined" startIcon={<AddIcon />}>
              Add Stock
            </Button>
            {rows.length > 0 && (
              <Button component={Link} to={shopHubStockFillUrl(shopHubId)} variant="outlined" startIcon={<LocalShippingIcon />}>
                Fill Stock
              </Button>
            )}
          </>
        )
      }
      columns={[
        { header: 'Item', value: (row) => row.itemName },
        { header: 'Kind', value: (row) => (row.ingredientId ? 'Ingredient' : 'Packaging') },
        { header: 'Current stock', value: (row) => formatWholeUnits(row.currentStock, row.unit) },
        { header: 'Min stock', value: (row) => formatWholeUnits(row.minStock, row.unit) },
        { header: 'Max stock', value: (row) => formatWholeUnits(row.maxStock, row.unit) },
        { header: 'Low', value: (row) => row.low, format: 'boolean' },
        ...(canChange
          ? [
              {
                header: 'Actions',
                value: () => null,
                render: (row: ShopHubStockFieldsFragment) => (
                  <IconButton component={Link} to={shopHubStockEditUrl(shopHubId, row.id)} aria-label={`Edit ${row.itemName}`} size="small">
                    <EditIcon fontSize="small" />
                  </IconButton>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
