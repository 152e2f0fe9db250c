import { useMutation, useQuery } from '@apollo/client/react';
import { formatNumber, shopPwaConfigurationSchema } from '@back-office/domain';
import { Stack } from '@mui/material';
import type { z } from 'zod';
import { FullPageSpinner } from '../../base/guards';
import { DetailView } from '../../components/DetailView';
import { ErrorState } from '../../components/ErrorState';
import { ResourceForm } from '../../components/form/ResourceForm';
import { NumberInput, TextInput } from '../../components/form/fields';
import { DetailActions } from '../../components/records/named-record';
import { PWA_CONFIGURATION } from './links';
import { ShopPwaConfigurationDocument, UpdateShopPwaConfigurationDocument } from './shop-orders.generated';

function usePwaConfiguration(fetchPolicy: 'cache-and-network' | 'network-only') {
  const { data, loading, error, refetch } = useQuery(ShopPwaConfigurationDocument, { fetchPolicy });
  const config = data?.shopPwaConfiguration ?? null;
  const gate = config ? null : loading ? <FullPageSpinner /> : <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  return { config, gate };
}

const FIELDS = [
  'pendingToLiveDurationInMinute',
  'pickUpTimeSelectionRangeInMinute',
  'pickUpStartTime',
  'pickUpEndTime',
  'deliveryTimeSelectionRangeInMinute',
  'deliveryStartTime',
  'deliveryEndTime',
  'gopayAdditionalInfo',
  'linkAjaAdditionalInfo',
  'shopeePayAdditionalInfo',
  'popupBannerDelayTimeInSeconds',
  'maximumLoyaltyPointsUsedPercentage',
] as const;

const minutes = (value: number) => `${formatNumber(value, 0)} minutes`;

export function PwaConfigurationPage() {
  const { config, gate } = usePwaConfiguration('cache-and-network');
  if (!config) return gate;
  return (
    <DetailView
      actions={<DetailActions back="/" edit={`${PWA_CONFIGURATION}/edit`} authority="UPDATE_SHOP_PWA_CONFIGURATION" />}
      items={[
        { label: 'Pending to Live Duration', value: minutes(config.pendingToLiveDurationInMinute) },
        { label: 'Pick-up Time Selection Range', value: minutes(config.pickUpTimeSelectionRangeInMinute) },
        { label: 'Pick-up Hours', value: `${config.pickUpStartTime} to ${config.pickUpEndTime}` },
        { label: 'Delivery Time Selection Range', value: minutes(config.deliveryTimeSelectionRangeInMinute) },
        { label: 'Delivery Hours', value: `${config.deliveryStartTime} to ${config.deliveryEndTime}` },
        { label: 'GoPay Additional Info', value: config.gopayAdditionalInfo },
        { label: 'LinkAja Additional Info', value: config.linkAjaAdditionalInfo },
        { label: 'ShopeePay Additional Info', value: config.shopeePayAdditionalInfo },
        { label: 'Popup Banner Delay', value: `${formatNumber(config.popupBannerDelayTimeInSeconds, 0)} s` },
        { label: 'Max Loyalty Points Used', value: `${formatNumber(config.maximumLoyaltyPointsUsedPercentage, 0)} %` },
        { label: 'Updated', value: config.updatedTime, format: 'datetime' },
      ]}
    />
  );
}

export function PwaConfigurationEditPage() {
  const { config, gate } = usePwaConfiguration('network-only');
  const [update] = useMutation(UpdateShopPwaConfigurationDocument, { refetchQueries: ['ShopPwaConfiguration'] });
  if (!config) return gate;
  // Only what the form edits: Apollo's records also carry __typename and updatedTime, which no input takes.
  const { updatedTime } = config;
  const values = Object.fromEntries(FIELDS.map((field) => [field, config[field]])) as z.input<typeof shopPwaConfigurationSchema>;
  return (
    <ResourceForm
      schema={shopPwaConfigurationSchema}
      defaultValues={values}
      successMessage="PWA configuration saved."
      cancelTo={PWA_CONFIGURATION}
      onSubmit={async (input) => {
        const result = await update({ variables: { input, expectedUpdatedTime: updatedTime } });
        return { error: result.error, next: PWA_CONFIGURATION };
      }}
    >
      <NumberInput name="pendingToLiveDurationInMinute" label="Pending to Live Duration (minutes)" required helperText="An unpaid order expires after this long." />
      <NumberInput name="pickUpTimeSelectionRangeInMinute" label="Pick-up Time Selection Range (minutes)" required helperText="Minutes between the pick-up times a customer may choose." />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="pickUpStartTime" label="Pick-up Start Time" required helperText="HH:mm, e.g. 08:00" />
        <TextInput name="pickUpEndTime" label="Pick-up End Time" required helperText="HH:mm, after the start" />
      </Stack>
      <NumberInput name="deliveryTimeSelectionRangeInMinute" label="Delivery Time Selection Range (minutes)" required helperText="Minutes between the delivery times a customer may choose." />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput name="deliveryStartTime" label="Delivery Start Time" required helperText="HH:mm, e.g. 09:00" />
        <TextInput name="deliveryEndTime" label="Delivery End Time" required helperText="HH:mm, after the start" />
      </Stack>
      <TextInput name="gopayAdditionalInfo" label="GoPay Additional Info" emptyAsNull multiline helperText="Shown with GoPay at checkout; empty for none." />
      <TextInput name="linkAjaAdditionalInfo" label="LinkAja Additional Info" emptyAsNull multiline helperText="Shown with LinkAja at checkout; empty for none." />
      <TextInput name="shopeePayAdditionalInfo" label="ShopeePay Additional Info" emptyAsNull multiline helperText="Shown with ShopeePay at checkout; empty for none." />
      <NumberInput name="popupBannerDelayTimeInSeconds" label="Popup Banner Delay (seconds)" required helperText="e.g. 10 s" />
      <NumberInput name="maximumLoyaltyPointsUsedPercentage" label="Max Loyalty Points Used (%)" required helperText="The most of an order points may pay, e.g. 50%" />
    </ResourceForm>
  );
}
