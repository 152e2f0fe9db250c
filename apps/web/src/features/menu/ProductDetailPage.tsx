import { Stack } from '@mui/material';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { DetailView } from '../../components/DetailView';
import { DetailActions } from '../../components/records/named-record';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { PricingHistorySection } from './PricingHistorySection';
import { ProductDocument } from './products.generated';
import { RecipeSection } from './RecipeSection';
import { products } from './links';

export default function ProductDetailPage() {
  const { user } = useCurrentUser();
  const { id, record: product, gate } = useRecordFromRoute(ProductDocument, products.param, (data) => data.product);
  if (!product) return gate;
  return (
    <Stack spacing={2}>
      <DetailView
        actions={<DetailActions back={products.listUrl} edit={products.editUrl(id)} authority="UPDATE_PRODUCT" />}
        items={[
          { label: 'Name', value: product.name },
          { label: 'Cogs', value: product.cogs, format: 'rupiah' },
          { label: 'Brewing time', value: `${product.minDuration} to ${product.maxDuration} seconds` },
          { label: 'Weight', value: `${product.weight} g` },
          { label: 'Contains coffee', value: product.containCoffee, format: 'boolean' },
          { label: 'Active', value: product.active, format: 'boolean' },
          { label: 'Updated', value: product.updatedTime, format: 'datetime' },
        ]}
      />
      {hasAuthority(user, 'VIEW_INGREDIENT_IN_PRODUCT') && <RecipeSection productId={id} productActive={product.active} />}
      {hasAuthority(user, 'VIEW_PRODUCT_HISTORY') && <PricingHistorySection productId={id} />}
    </Stack>
  );
}
