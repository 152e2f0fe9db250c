import { useQuery } from '@apollo/client/react';
import { OutletChooser } from '../../components/OutletChooser';
import { ShopLiveOutletsDocument } from './shop-live.generated';
import { liveOrderUrl } from './links';

/** The outlets whose live orders the barista may follow: one tap opens that outlet's live screen. */
export default function LiveOutletsPage() {
  const { data, error, refetch } = useQuery(ShopLiveOutletsDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <OutletChooser
      outlets={data?.shopLiveOutlets}
      error={error}
      onRetry={() => void refetch()}
      urlOf={liveOrderUrl}
      intro="Choose the outlet whose orders you make."
      empty="There is no active outlet whose orders you may follow."
    />
  );
}
