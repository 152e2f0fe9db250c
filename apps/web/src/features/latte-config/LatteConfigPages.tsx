import { useMutation, useQuery } from '@apollo/client/react';
import { formatNumber, latteConfigSchema } from '@back-office/domain';
import { Stack } from '@mui/material';
import type { z } from 'zod';
import { DetailView } from '../../components/DetailView';
import { ErrorState } from '../../components/ErrorState';
import { ResourceForm } from '../../components/form/ResourceForm';
import { NumberInput, SwitchInput } from '../../components/form/fields';
import { DetailActions } from '../../components/records/named-record';
import { FullPageSpinner } from '../../base/guards';
import { LatteConfigDocument, UpdateLatteConfigDocument, type LatteConfigFieldsFragment } from './latte-config.generated';

type Field = Exclude<keyof LatteConfigFieldsFragment, '__typename' | 'updatedTime' | 'warehouseLatitude' | 'warehouseLongitude' | 'openRoutes'>;

/** Each value, its unit and what the planner does with it: the detail page and the form say the same. */
const FIELDS: { name: Field; label: string; unit: string; help: string; required: boolean }[] = [
  { name: 'refillerWorkingHour', label: 'Refiller Working Hours', unit: 'hours a day', help: 'How long a refiller’s day is.', required: true },
  { name: 'minTravelTime', label: 'Minimum Travel Time', unit: 'minutes', help: 'Counted for any move between two stops, however close.', required: true },
  { name: 'travelSpeed', label: 'Travel Speed', unit: 'km/h', help: 'For the time a move takes.', required: true },
  { name: 'refillTime', label: 'Refill Time', unit: 'minutes a machine', help: 'Time to refill one machine.', required: true },
  { name: 'carRefillTime', label: 'Car Refill Time', unit: 'minutes a machine', help: 'For a car refiller; empty uses the refill time.', required: false },
  { name: 'refillerMaxGallon', label: 'Refiller Max Gallons', unit: 'gallons', help: 'Water a refiller carries in a day.', required: true },
  { name: 'refillerMaxDistance', label: 'Refiller Max Distance', unit: 'km a day', help: 'The smaller of this and a refiller’s own maximum counts.', required: true },
  { name: 'minPercentageCapacity', label: 'Minimum Percentage Capacity', unit: '%', help: 'A stock below this share of its maximum needs a refill.', required: true },
];

function useLatteConfig(fetchPolicy: 'cache-and-network' | 'network-only') {
  const { data, loading, error, refetch } = useQuery(LatteConfigDocument, { fetchPolicy });
  const config = data?.latteConfig ?? null;
  const gate = config ? null : loading ? <FullPageSpinner /> : <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  return { config, gate };
}

export function LatteConfigPage() {
  const { config, gate } = useLatteConfig('cache-and-network');
  if (!config) return gate;
  return (
    <DetailView
      actions={<DetailActions back="/" edit="/ai-config/edit" authority="UPDATE_LATTE_CONFIG" />}
      items={[
        ...FIELDS.map((field) => {
          const value = config[field.name];
          return { label: field.label, value, render: value === null ? 'Not set: the refill time' : `${formatNumber(value)} ${field.unit}` };
        }),
        {
          label: 'Warehouse',
          value: config.warehouseLatitude === null ? 'Not set: car refillers go back to their start' : `${config.warehouseLatitude}, ${config.warehouseLongitude}`,
        },
        { label: 'Routes of Refillers Not by Car', value: config.openRoutes ? 'End at the last machine' : 'Back to the start' },
        // Never saved: the defaults, stamped with the epoch.
        { label: 'Updated', value: Date.parse(config.updatedTime) === 0 ? 'Never: the defaults' : config.updatedTime, format: Date.parse(config.updatedTime) === 0 ? undefined : ('datetime' as const) },
      ]}
    />
  );
}

export function LatteConfigEditPage() {
  const { config, gate } = useLatteConfig('network-only');
  const [update] = useMutation(UpdateLatteConfigDocument, { refetchQueries: ['LatteConfig'] });
  if (!config) return gate;
  // Only the fields the form edits: Apollo's records also carry __typename, which no input takes.
  const values = {
    ...Object.fromEntries(FIELDS.map((field) => [field.name, config[field.name]])),
    warehouseLatitude: config.warehouseLatitude,
    warehouseLongitude: config.warehouseLongitude,
    openRoutes: config.openRoutes,
  } as z.input<typeof latteConfigSchema>;
  return (
    <ResourceForm
      schema={latteConfigSchema}
      defaultValues={values}
      successMessage="AI configuration saved."
      cancelTo="/ai-config"
      onSubmit={async (input) => {
        const result = await update({ variables: { input, expectedUpdatedTime: config.updatedTime } });
        return { error: result.error, next: '/ai-config' };
      }}
    >
      {FIELDS.map((field) => (
        <NumberInput key={field.name} name={field.name} label={`${field.label} (${field.unit})`} required={field.required} helperText={field.help} />
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput name="warehouseLatitude" label="Warehouse Latitude" dotIsDecimal helperText="Car refillers end their day at the warehouse; empty with the longitude: none." />
        <NumberInput name="warehouseLongitude" label="Warehouse Longitude" dotIsDecimal helperText="A refiller schedule may also start or end the day there." />
      </Stack>
      <SwitchInput name="openRoutes" label="Refillers not by car end at their last machine (else back to their start)" />
    </ResourceForm>
  );
}
