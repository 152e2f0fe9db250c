import { useMutation } from '@apollo/client/react';
import { shopMenuSchema } from '@back-office/domain';
import { CreateShopMenuDocument } from './shop-menus.generated';
import { ShopMenuForm } from './ShopMenuForm';
import { shopMenus } from './links';

export default function ShopMenuAddPage() {
  const [createShopMenu] = useMutation(CreateShopMenuDocument);
  return (
    <ShopMenuForm
      schema={shopMenuSchema}
      cancelTo={shopMenus.listUrl}
      defaultValues={{
        merchantId: undefined,
        name: '',
        description: null,
        imageUrl: null,
        price: undefined,
        cogs: undefined,
        productId: null,
        menuSubcategoryId: null,
        displayCategoryId: null,
        active: true,
        toppingIds: [],
        customizationItemIds: [],
        variantUnits: [],
      }}
      onSubmit={async (input) => {
        const result = await createShopMenu({ variables: { input } });
        const id = result.data?.createShopMenu?.id;
        return { error: result.error, next: id ? shopMenus.url(id) : shopMenus.listUrl };
      }}
    />
  );
}
