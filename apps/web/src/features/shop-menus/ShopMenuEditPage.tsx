import { useMutation } from '@apollo/client/react';
import { shopMenuUpdateSchema } from '@back-office/domain';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { ShopMenuDocument, UpdateShopMenuDocument } from './shop-menus.generated';
import { ShopMenuForm } from './ShopMenuForm';
import { shopMenus } from './links';

export default function ShopMenuEditPage() {
  const { id, record: menu, gate } = useRecordFromRoute(ShopMenuDocument, shopMenus.param, (data) => data.shopMenu, 'network-only');
  const [updateShopMenu] = useMutation(UpdateShopMenuDocument, { refetchQueries: ['ShopMenuHistory'] });
  if (!menu) return gate;
  return (
    <ShopMenuForm
      schema={shopMenuUpdateSchema}
      cancelTo={shopMenus.url(id)}
      current={{ merchant: menu.merchant, product: menu.product }}
      defaultValues={{
        merchantId: menu.merchantId,
        name: menu.name,
        description: menu.description,
        imageUrl: menu.imageUrl,
        price: menu.price,
        cogs: menu.cogs,
        productId: menu.productId,
        menuSubcategoryId: menu.menuSubcategoryId,
        displayCategoryId: menu.displayCategoryId,
        active: menu.active,
        toppingIds: menu.toppingIds,
        customizationItemIds: menu.customizationItemIds,
        variantUnits: menu.variantUnits.map(({ variantUnitId, price, cogs }) => ({ variantUnitId, price, cogs })),
      }}
      onSubmit={async (input) => {
        const result = await updateShopMenu({ variables: { id, input, expectedUpdatedTime: menu.updatedTime } });
        return { error: result.error, next: shopMenus.url(id) };
      }}
    />
  );
}
