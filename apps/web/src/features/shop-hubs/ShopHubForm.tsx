import { Box } from '@mui/material';
import { shopHubSchema, type ShopHubInput } from '@back-office/domain';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { MoneyInput, NumberInput, SwitchInput, TextInput } from '../../components/form/fields';
import { FormSection, WideField } from '../hubs/form-layout';
import { RunningScheduleTable } from '../hubs/RunningScheduleTable';
import type { ShopHubDetailFieldsFragment } from './shop-hubs.generated';

export type ShopHubFormValues = z.input<typeof shopHubSchema>;

/** A new outlet: in Jakarta's time zone, open no day yet, active. */
export const EMPTY_SHOP_HUB: DefaultValues<ShopHubFormValues> = {
  name: '',
  hubNo: '',
  phoneNo: null,
  address: null,
  postalCode: null,
  city: null,
  latitude: null,
  longitude: null,
  timeZone: 'Asia/Jakarta',
  targetItem: null,
  targetRevenue: null,
  targetOrder: null,
  active: true,
  hubOperationals: [],
};

/** The form's starting values for an existing outlet. */
export function formValuesOf(hub: ShopHubDetailFieldsFragment): ShopHubFormValues {
  return {
    name: hub.name,
    hubNo: hub.hubNo,
    phoneNo: hub.phoneNo,
    address: hub.address,
    postalCode: hub.postalCode,
    city: hub.city,
    latitude: hub.latitude,
    longitude: hub.longitude,
    timeZone: hub.timeZone,
    targetItem: hub.targetItem,
    targetRevenue: hub.targetRevenue,
    targetOrder: hub.targetOrder,
    active: hub.active,
    hubOperationals: hub.hubOperationals.map(({ day, open, close }) => ({ day, open, close })),
  };
}

interface ShopHubFormProps {
  defaultValues: DefaultValues<ShopHubFormValues>;
  onSubmit: (values: ShopHubInput) => Promise<SubmitOutcome>;
  cancelTo: string;
}

/** The outlet form of the add and edit pages; edit sends the whole outlet, its hours included. */
export function ShopHubForm({ defaultValues, onSubmit, cancelTo }: ShopHubFormProps) {
  return (
    <ResourceForm schema={shopHubSchema} defaultValues={defaultValues} onSubmit={onSubmit} successMessage="Outlet saved." cancelTo={cancelTo}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, pb: 1 }}>
        <FormSection title="Outlet">
          <TextInput name="name" label="Name" required />
          <TextInput name="hubNo" label="Hub number" required />
          <TextInput name="phoneNo" label="Phone number" type="tel" emptyAsNull />
          <TextInput name="timeZone" label="Time zone" required helperText="An IANA name, e.g. Asia/Jakarta, Asia/Makassar." />
          <WideField>
            <TextInput name="address" label="Address" multiline emptyAsNull />
          </WideField>
          <TextInput name="city" label="City" emptyAsNull />
          <TextInput name="postalCode" label="Postal code" emptyAsNull />
          <NumberInput name="latitude" label="Latitude" dotIsDecimal helperText="E.g. -6.2253" />
          <NumberInput name="longitude" label="Longitude" dotIsDecimal helperText="E.g. 106.8025" />
          <SwitchInput name="active" label="Active" />
        </FormSection>

        <FormSection title="Opening hours">
          <WideField>
            <RunningScheduleTable name="hubOperationals" place="outlet" />
          </WideField>
        </FormSection>

        <FormSection title="Targets">
          <NumberInput name="targetItem" label="Target items a month" />
          <MoneyInput name="targetRevenue" label="Target revenue a month (Rp)" />
          <NumberInput name="targetOrder" label="Target orders a month" />
        </FormSection>
      </Box>
    </ResourceForm>
  );
}
