import { useMutation } from '@apollo/client/react';
import { shopProductUpdateSchema } from '@back-office/domain';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { ShopProductDocument, UpdateShopProductDocument } from './shop-products.generated';
import { ShopProductForm } from './ShopProductForm';
import { shopProducts } from './links';

export default function ShopProductEditPage() {
  const { id, record: product, gate } = useRecordFromRoute(ShopProductDocument, shopProducts.param, (data) => data.shopProduct, 'network-only');
  const [updateShopProduct] = useMutation(UpdateShopProductDocument);
  if (!product) return gate;
  return (
    <ShopProductForm
      schema={shopProductUpdateSchema}
      cancelTo={shopProducts.url(id)}
      currentProduct={product.product}
      defaultValues={{
        productId: product.productId,
        name: product.name,
        description: product.description,
        imageUrl: product.imageUrl,
        price: product.price,
        displayCategoryId: product.displayCategoryId,
        active: product.active,
        machineTypeDisplayIds: product.machineTypeDisplayIds,
      }}
      onSubmit={async (input) => {
        const result = await updateShopProduct({ variables: { id, input, expectedUpdatedTime: product.updatedTime } });
        return { error: result.error, next: shopProducts.url(id) };
      }}
    />
  );
}
