import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useQuery } from '@apollo/client/react';
import { Button, Link as TextLink, Stack } from '@mui/material';
import { Link } from 'react-router';
import { mapsLink, runtimeConfig } from '../../base/config';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { DetailTable } from '../../components/DetailTable';
import { DetailView, type DetailItem } from '../../components/DetailView';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { RunningScheduleView } from '../hubs/RunningScheduleView';
import { liveOrderUrl } from '../shop-live/links';
import { ShopHubDocument, ShopHubPeopleDocument, type ShopHubDetailFieldsFragment } from './shop-hubs.generated';
import { ShopHubMenuSection } from './ShopHubMenuSection';
import { ShopHubStockSection } from './ShopHubStockSection';
import { SHOP_HUB_PARAM, shopHubs } from './links';

/** An outlet: its details and place, its hours, its menu, its stock and its people. */
export default function ShopHubDetailPage() {
  const { user } = useCurrentUser();
  const { id, record: hub, gate } = useRecordFromRoute(ShopHubDocument, SHOP_HUB_PARAM, (data) => data.shopHub);
  if (!hub) return gate;
  return (
    <Stack spacing={2} sx={{ '& dl': { gridTemplateColumns: { sm: '190px 1fr' } } }}>
      <DetailView
        title="Outlet"
        actions={
          <>
            <Button component={Link} to={shopHubs.listUrl}>
              Back
            </Button>
            {hasAuthority(user, 'VIEW_LIVE_ORDER') && (
              <Button component={Link} to={liveOrderUrl(id)} variant="outlined">
                Live orders
              </Button>
            )}
            {hasAuthority(user, 'UPDATE_SHOP_HUB') && (
              <Button component={Link} to={shopHubs.editUrl(id)} variant="contained" startIcon={<EditIcon />}>
                Edit
              </Button>
            )}
          </>
        }
        items={outletItems(hub)}
      />
      <RunningScheduleView schedules={hub.hubOperationals} />
      <DetailView
        title="Targets"
        items={[
          { label: 'Items a month', value: hub.targetItem, format: 'number' },
          { label: 'Revenue a month', value: hub.targetRevenue, format: 'rupiah' },
          { label: 'Orders a month', value: hub.targetOrder, format: 'number' },
        ]}
      />
      <ShopHubMenuSection shopHubId={id} />
      <ShopHubStockSection shopHubId={id} />
      <ShopHubPeople shopHubId={id} />
    </Stack>
  );
}

function outletItems(hub: ShopHubDetailFieldsFragment): DetailItem[] {
  const { latitude, longitude } = hub;
  return [
    { label: 'Hub number', value: hub.hubNo },
    { label: 'Name', value: hub.name },
    { label: 'Phone number', value: hub.phoneNo },
    { label: 'Address', value: hub.address },
    { label: 'City', value: hub.city },
    { label: 'Postal code', value: hub.postalCode },
    {
      label: 'Coordinates',
      value: latitude != null && longitude != null ? `${latitude}, ${longitude}` : null,
      render:
        latitude != null && longitude != null ? (
          <>
            {latitude}, {longitude}
            {' · '}
            <TextLink href={mapsLink(runtimeConfig().mapsDeeplink, latitude, longitude, navigator.userAgent)} target="_blank" rel="noopener noreferrer">
              Open in maps
              <OpenInNewIcon sx={{ fontSize: '0.9em', ml: 0.5, verticalAlign: 'middle' }} />
            </TextLink>
          </>
        ) : undefined,
    },
    { label: 'Time zone', value: hub.timeZone },
    { label: 'Active', value: hub.active, format: 'boolean' },
    { label: 'Created', value: hub.dateCreated, format: 'datetime' },
  ];
}

/** The users mapped to the outlet: who works there. */
function ShopHubPeople({ shopHubId }: { shopHubId: number }) {
  const { user } = useCurrentUser();
  const readable = hasAuthority(user, 'VIEW_USER_SHOP_HUB');
  const { data } = useQuery(ShopHubPeopleDocument, { variables: { id: shopHubId }, skip: !readable, fetchPolicy: 'cache-and-network' });
  if (!readable) return null;
  return (
    <DetailTable
      title="People"
      rows={data?.shopHub?.people ?? []}
      emptyText="Nobody is mapped to this outlet."
      columns={[
        { header: 'Name', value: (person) => person.name },
        { header: 'Username', value: (person) => person.username },
        { header: 'Active', value: (person) => person.active, format: 'boolean' },
      ]}
    />
  );
}
