import { useMutation } from '@apollo/client/react';
import { shopProductSchema } from '@back-office/domain';
import { CreateShopProductDocument } from './shop-products.generated';
import { ShopProductForm } from './ShopProductForm';
import { shopProducts } from './links';

export default function ShopProductAddPage() {
  const [createShopProduct] = useMutation(CreateShopProductDocument);
  return (
    <ShopProductForm
      schema={shopProductSchema}
      cancelTo={shopProducts.listUrl}
      defaultValues={{ productId: undefined, name: '', description: null, imageUrl: null, price: undefined, displayCategoryId: null, active: true, machineTypeDisplayIds: [] }}
      onSubmit={async (input) => {
        const result = await createShopProduct({ variables: { input } });
        const id = result.data?.createShopProduct?.id;
        return { error: result.error, next: id ? shopProducts.url(id) : shopProducts.listUrl };
      }}
    />
  );
}
