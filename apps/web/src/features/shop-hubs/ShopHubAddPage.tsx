import { useMutation } from '@apollo/client/react';
import { CreateShopHubDocument } from './shop-hubs.generated';
import { EMPTY_SHOP_HUB, ShopHubForm } from './ShopHubForm';
import { shopHubs } from './links';

export default function ShopHubAddPage() {
  const [create] = useMutation(CreateShopHubDocument, { refetchQueries: ['ShopHubsPage'] });
  return (
    <ShopHubForm
      defaultValues={EMPTY_SHOP_HUB}
      cancelTo={shopHubs.listUrl}
      onSubmit={async (input) => {
        const result = await create({ variables: { input } });
        const created = result.data?.createShopHub;
        return { error: result.error, next: created ? shopHubs.url(created.id) : shopHubs.listUrl };
      }}
    />
  );
}
