import { Box } from '@mui/material';
import { hubCreateSchema, type HubCreateInput, hubOwnershipLabels, timezoneLabels, labelledOptions } from '@back-office/domain';
import { useEffect, useRef } from 'react';
import { useFormContext, useFormState, useWatch, type DefaultValues } from 'react-hook-form';
import { ResourceForm, type SubmitOutcome } from '../../components/form/ResourceForm';
import { MoneyInput, NumberInput, SelectInput, SwitchInput, TextInput } from '../../components/form/fields';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { FormSection, WideField } from './form-layout';
import type { HubFormValues } from './hub-values';
import type { HubDetailFieldsFragment } from './hubs.generated';
import { RentFields } from './RentFields';
import { RunningScheduleTable } from './RunningScheduleTable';
import { useHubChoices } from './useHubChoices';

const TIMEZONE_OPTIONS = labelledOptions(timezoneLabels);
const OWNERSHIP_OPTIONS = labelledOptions(hubOwnershipLabels);

interface HubFormProps {
  defaultValues: DefaultValues<HubFormValues>;
  onSubmit: (values: HubCreateInput) => Promise<SubmitOutcome>;
  cancelTo: string;
  /** The hub being edited, whose current choices stay offered. */
  hub?: HubDetailFieldsFragment;
}

/**
 * The hub form of the add and edit pages. Both check the full create rules, since edit sends the
 * whole hub: the building-or-company rule and the terms of the rent type apply on both.
 */
export function HubForm({ defaultValues, onSubmit, cancelTo, hub }: HubFormProps) {
  const choices = useHubChoices(hub);
  return (
    <ResourceForm schema={hubCreateSchema} defaultValues={defaultValues} onSubmit={onSubmit} successMessage="Hub saved." cancelTo={cancelTo}>
      <RecheckBuildingOrCompany />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, pb: 1 }}>
        <FormSection title="Location">
          <TextInput name="name" label="Name" helperText="Leave empty to show the building or company name." />
          <TextInput name="buildingName" label="Building name" />
          <TextInput name="companyName" label="Company name" helperText="A building or a company name is needed." />
          <TextInput name="floor" label="Floor" />
          <WideField>
            <TextInput name="address" label="Address" required multiline />
          </WideField>
          <WideField>
            <TextInput name="additionalInformation" label="Additional information" helperText="E.g. how to find the machine." />
          </WideField>
          <TextInput name="province" label="Province" />
          <TextInput name="city" label="City" />
          <TextInput name="district" label="District" />
          <TextInput name="subDistrict" label="Sub-district" />
          <TextInput name="postalCode" label="Postal code" />
          <SelectInput name="timezone" label="Timezone" required options={TIMEZONE_OPTIONS} />
          <NumberInput name="latitude" label="Latitude" dotIsDecimal required helperText="E.g. -6.9147" />
          <NumberInput name="longitude" label="Longitude" dotIsDecimal required helperText="E.g. 107.6098" />
        </FormSection>

        <FormSection title="Classification">
          <ReferenceSelect name="hubTypeId" label="Hub type" required list="hubTypesAll" authority="VIEW_HUB_TYPE" plural="hub types" current={hub?.hubType} />
          <ReferenceSelect name="clusterId" label="Cluster" list="clustersAll" authority="VIEW_CLUSTER" plural="clusters" current={hub?.cluster} />
          <ReferenceSelect name="hubEntityId" label="Entity" list="hubEntitiesAll" authority="VIEW_HUB_ENTITY" plural="hub entities" current={hub?.hubEntity} />
          <SelectInput name="ownership" label="Ownership" required options={OWNERSHIP_OPTIONS} />
          <SelectInput
            name="salesId"
            label="Sales"
            options={choices.sales}
            allowEmpty
            disabled={!choices.readable.sales}
            helperText={choices.readable.sales ? undefined : 'Choosing a sales person needs the right to see users.'}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
            <SwitchInput name="active" label="Active" />
            <SwitchInput name="oddEvenRationing" label="Odd-even rationing" />
          </Box>
        </FormSection>

        <FormSection title="Opening hours">
          <WideField>
            <RunningScheduleTable />
          </WideField>
        </FormSection>

        <RentFields />

        <FormSection title="Price setting">
          <MoneyInput name="priceSetting.subsidy" label="Subsidy (Rp per cup)" helperText="What the company pays towards each cup." />
          <MoneyInput name="priceSetting.corporateDiscount" label="Corporate discount (Rp per cup)" helperText="Off each cup for the location’s corporate customers." />
        </FormSection>

        <FormSection title="Targets">
          <NumberInput name="targetCup" label="Target cups a month" />
          <MoneyInput name="targetRevenue" label="Target revenue a month (Rp)" />
        </FormSection>
      </Box>
    </ResourceForm>
  );
}

/**
 * The building-or-company rule is reported under both fields, but a change re-checks only the field
 * changed; re-checking the pair keeps the message from lingering under the one not typed in.
 */
function RecheckBuildingOrCompany() {
  const { control, trigger } = useFormContext<HubFormValues>();
  const { isSubmitted } = useFormState({ control });
  const [buildingName, companyName] = useWatch({ control, name: ['buildingName', 'companyName'] });
  const previous = useRef({ buildingName, companyName });
  useEffect(() => {
    if (previous.current.buildingName === buildingName && previous.current.companyName === companyName) return;
    previous.current = { buildingName, companyName };
    if (isSubmitted) void trigger(['buildingName', 'companyName']);
  }, [buildingName, companyName, isSubmitted, trigger]);
  return null;
}
