import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { OutletChooser } from '../../components/OutletChooser';
import { ShopLiveOutletsDocument } from './shop-live.generated';
import { liveOrderUrl } from './links';

/** The outlets whose live orders the barista may follow: one tap opens that outlet's live screen. */
export default function LiveOutletsPage() {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(ShopLiveOutletsDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <OutletChooser
      outlets={data?.shopLiveOutlets}
      error={error}
      onRetry={() => void refetch()}
      urlOf={liveOrderUrl}
      intro={t('live.chooseOutlet')}
      empty={t('live.noOutlet')}
    />
  );
}
