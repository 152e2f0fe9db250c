import { useMutation, useQuery } from '@apollo/client/react';
import { formatNumber, formatRupiah, shopDeliveryConfigurationSchema } from '@back-office/domain';
import { FullPageSpinner } from '../../base/guards';
import { DetailView } from '../../components/DetailView';
import { ErrorState } from '../../components/ErrorState';
import { ResourceForm } from '../../components/form/ResourceForm';
import { MoneyInput, NumberInput } from '../../components/form/fields';
import { DetailActions } from '../../components/records/named-record';
import { DELIVERY_CONFIGURATION } from './links';
import { ShopDeliveryConfigurationDocument, UpdateShopDeliveryConfigurationDocument } from './shop-orders.generated';

function useDeliveryConfiguration(fetchPolicy: 'cache-and-network' | 'network-only') {
  const { data, loading, error, refetch } = useQuery(ShopDeliveryConfigurationDocument, { fetchPolicy });
  const config = data?.shopDeliveryConfiguration ?? null;
  const gate = config ? null : loading ? <FullPageSpinner /> : <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  return { config, gate };
}

export function DeliveryConfigurationPage() {
  const { config, gate } = useDeliveryConfiguration('cache-and-network');
  if (!config) return gate;
  return (
    <DetailView
      actions={<DetailActions back="/" edit={`${DELIVERY_CONFIGURATION}/edit`} authority="UPDATE_SHOP_DELIVERY_CONFIGURATION" />}
      items={[
        { label: 'Delivery Flat Fee', value: config.deliveryFlatFee, format: 'rupiah' },
        { label: 'Maximum Flat Fee Delivery Distance', value: `${formatNumber(config.maximumFlatFeeDeliveryDistanceInKm)} km` },
        { label: 'Delivery Fee per Km', value: `${formatRupiah(config.deliveryFeePerKm)} a km beyond it` },
        { label: 'Updated', value: config.updatedTime, format: 'datetime' },
      ]}
    />
  );
}

export function DeliveryConfigurationEditPage() {
  const { config, gate } = useDeliveryConfiguration('network-only');
  const [update] = useMutation(UpdateShopDeliveryConfigurationDocument, { refetchQueries: ['ShopDeliveryConfiguration'] });
  if (!config) return gate;
  const { deliveryFeePerKm, deliveryFlatFee, maximumFlatFeeDeliveryDistanceInKm, updatedTime } = config;
  return (
    <ResourceForm
      schema={shopDeliveryConfigurationSchema}
      defaultValues={{ deliveryFeePerKm, deliveryFlatFee, maximumFlatFeeDeliveryDistanceInKm }}
      successMessage="Delivery configuration saved."
      cancelTo={DELIVERY_CONFIGURATION}
      onSubmit={async (input) => {
        const result = await update({ variables: { input, expectedUpdatedTime: updatedTime } });
        return { error: result.error, next: DELIVERY_CONFIGURATION };
      }}
    >
      <MoneyInput name="deliveryFlatFee" label="Delivery Flat Fee (Rp)" required helperText="Charged for a delivery up to the distance below." />
      <NumberInput name="maximumFlatFeeDeliveryDistanceInKm" label="Maximum Flat Fee Delivery Distance (km)" required dotIsDecimal helperText="Kilometres the flat fee covers, e.g. 3 or 2.5." />
      <MoneyInput name="deliveryFeePerKm" label="Delivery Fee per Km (Rp)" required helperText="Added for every kilometre beyond that distance." />
    </ResourceForm>
  );
}
