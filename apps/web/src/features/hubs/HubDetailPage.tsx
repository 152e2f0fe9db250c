import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Link as TextLink, Stack } from '@mui/material';
import { RENT_TERMS, hubOwnershipLabels, hubRentTypeLabels, labelIn, paymentTermsLabels, timezoneLabels } from '@back-office/domain';
import { Link } from 'react-router';
import { mapsLink, runtimeConfig } from '../../base/config';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { DetailView, formatValue, type DetailItem } from '../../components/DetailView';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { timezoneOf } from './hub-values';
import { HubDocument, type HubDetailFieldsFragment } from './hubs.generated';
import { RunningScheduleView } from './RunningScheduleView';
import { hubs } from './links';
import { HubMachinesSection } from './HubMachinesSection';

type Hub = HubDetailFieldsFragment;

export default function HubDetailPage() {
  const { user } = useCurrentUser();
  const { id, record: hub, gate } = useRecordFromRoute(HubDocument, 'hubId', (data) => data.hub);
  if (!hub) return gate;
  return (
    // One label width for every section, so the values line up from card to card.
    <Stack spacing={2} sx={{ '& dl': { gridTemplateColumns: { sm: '190px 1fr' } } }}>
      <DetailView
        title="Location"
        actions={
          <>
            <Button component={Link} to={hubs.listUrl}>
              Back
            </Button>
            {hasAuthority(user, 'UPDATE_HUB') && (
              <Button component={Link} to={hubs.editUrl(id)} variant="contained" startIcon={<EditIcon />}>
                Edit
              </Button>
            )}
          </>
        }
        items={locationItems(hub)}
      />
      <DetailView title="Classification" items={classificationItems(hub)} />
      <RunningScheduleView schedules={hub.runningSchedules} />
      <DetailView title="Rent" items={rentItems(hub)} />
      <DetailView
        title="Price setting and targets"
        items={[
          { label: 'Subsidy', value: hub.priceSetting?.subsidy, format: 'rupiah' },
          { label: 'Corporate discount', value: hub.priceSetting?.corporateDiscount, format: 'rupiah' },
          { label: 'Target cups a month', value: hub.targetCup, format: 'number' },
          { label: 'Target revenue a month', value: hub.targetRevenue, format: 'rupiah' },
        ]}
      />
      <HubMachinesSection hubId={id} />
      <DetailView
        title="Record"
        items={[
          { label: 'Created', value: hub.createdTime, format: 'datetime' },
          { label: 'Updated', value: hub.updatedTime, format: 'datetime' },
        ]}
      />
    </Stack>
  );
}

function locationItems(hub: Hub): DetailItem[] {
  return [
    { label: 'Internal ID', value: hub.internalId },
    { label: 'Name', value: hub.name },
    { label: 'Building name', value: hub.buildingName },
    { label: 'Company name', value: hub.companyName },
    { label: 'Floor', value: hub.floor },
    { label: 'Additional information', value: hub.additionalInformation },
    { label: 'Address', value: hub.address },
    { label: 'Sub-district', value: hub.subDistrict },
    { label: 'District', value: hub.district },
    { label: 'City', value: hub.city },
    { label: 'Province', value: hub.province },
    { label: 'Postal code', value: hub.postalCode },
    {
      label: 'Coordinates',
      value: `${hub.latitude}, ${hub.longitude}`,
      render: (
        <>
          {hub.latitude}, {hub.longitude}
          {' · '}
          <TextLink href={mapsLink(runtimeConfig().mapsDeeplink, hub.latitude, hub.longitude, navigator.userAgent)} target="_blank" rel="noopener noreferrer">
            Open in maps
            <OpenInNewIcon sx={{ fontSize: '0.9em', ml: 0.5, verticalAlign: 'middle' }} />
          </TextLink>
        </>
      ),
    },
    { label: 'Timezone', value: labelIn(timezoneLabels, timezoneOf(hub.timezone)) },
  ];
}

function classificationItems(hub: Hub): DetailItem[] {
  return [
    { label: 'Hub type', value: hub.hubType.name },
    { label: 'Cluster', value: hub.cluster?.name },
    { label: 'Entity', value: hub.hubEntity?.name },
    { label: 'Ownership', value: labelIn(hubOwnershipLabels, hub.ownership) },
    { label: 'Sales', value: hub.sales?.name },
    { label: 'Active', value: hub.active, format: 'boolean' },
    { label: 'Odd-even rationing', value: hub.oddEvenRationing, format: 'boolean' },
  ];
}

const percent = (value: number | null | undefined) => (value == null ? null : `${formatValue(value, 'number')}%`);

function rentItems(hub: Hub): DetailItem[] {
  const terms = hub.rentAdditionalInformation;
  const termItems: Record<(typeof RENT_TERMS)[keyof typeof RENT_TERMS][number], DetailItem> = {
    valueInPercentage: { label: 'Revenue share', value: percent(terms?.valueInPercentage) },
    minimumAmount: { label: 'Minimum amount', value: terms?.minimumAmount, format: 'rupiah' },
    value: { label: 'Fixed cost', value: terms?.value, format: 'rupiah' },
    paymentTerms: { label: 'Payment terms', value: labelIn(paymentTermsLabels, terms?.paymentTerms) },
    feePerCup: { label: 'Fee per cup', value: terms?.feePerCup, format: 'rupiah' },
  };
  return [
    { label: 'Rent type', value: labelIn(hubRentTypeLabels, hub.rentType) },
    ...RENT_TERMS[hub.rentType].map((term) => termItems[term]),
    { label: 'Monthly rental fee', value: hub.monthlyRentalFee, format: 'rupiah' },
    { label: 'Commission fee', value: percent(hub.commissionFee) },
    { label: 'Contract until', value: hub.contractUntil, format: 'date' },
  ];
}
