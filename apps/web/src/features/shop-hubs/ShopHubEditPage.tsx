import { useMutation } from '@apollo/client/react';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { ShopHubDocument, UpdateShopHubDocument } from './shop-hubs.generated';
import { formValuesOf, ShopHubForm } from './ShopHubForm';
import { SHOP_HUB_PARAM, shopHubs } from './links';

export default function ShopHubEditPage() {
  const { id, record: hub, gate } = useRecordFromRoute(ShopHubDocument, SHOP_HUB_PARAM, (data) => data.shopHub, 'network-only');
  const [update] = useMutation(UpdateShopHubDocument, { refetchQueries: ['ShopHubsPage'] });
  if (!hub) return gate;
  return (
    <ShopHubForm
      defaultValues={formValuesOf(hub)}
      cancelTo={shopHubs.url(id)}
      onSubmit={async (input) => {
        const result = await update({ variables: { id, input, expectedUpdatedTime: hub.updatedTime } });
        return { error: result.error, next: shopHubs.url(id) };
      }}
    />
  );
}
