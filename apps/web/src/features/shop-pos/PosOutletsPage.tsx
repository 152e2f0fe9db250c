import { useQuery } from '@apollo/client/react';
import { OutletChooser } from '../../components/OutletChooser';
import { ShopPosOutletsDocument } from './shop-pos.generated';
import { posCounterUrl } from './links';

/** The outlets the cashier may sell at: one tap opens that outlet's counter. */
export default function PosOutletsPage() {
  const { data, error, refetch } = useQuery(ShopPosOutletsDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <OutletChooser
      outlets={data?.shopPosOutlets}
      error={error}
      onRetry={() => void refetch()}
      urlOf={posCounterUrl}
      intro="Choose the outlet you sell at."
      empty="There is no active outlet you may sell at."
    />
  );
}
