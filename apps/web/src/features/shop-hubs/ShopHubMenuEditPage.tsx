import { useMutation } from '@apollo/client/react';
import { shopHubMenuUpdateSchema } from '@back-office/domain';
import { Stack } from '@mui/material';
import { DetailView } from '../../components/DetailView';
import { MoneyInput, SwitchInput } from '../../components/form/fields';
import { DayField } from '../hubs/HubMachineForm';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { withPeriod } from './ShopHubMenuSection';
import { ShopHubMenuDocument, UpdateShopHubMenuDocument } from './shop-hubs.generated';
import { SHOP_HUB_MENU_PARAM, shopHubs } from './links';

/** An ISO instant as a date-and-time box holds it, in the browser's time: 2026-12-01T08:00. */
const localInput = (iso: string | null | undefined) => {
  if (!iso) return null;
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** A menu at an outlet: its price there, a discount for a period, and whether the outlet offers it. */
export default function ShopHubMenuEditPage() {
  const { id, record: line, gate } = useRecordFromRoute(ShopHubMenuDocument, SHOP_HUB_MENU_PARAM, (data) => data.shopHubMenu, 'network-only');
  const [update] = useMutation(UpdateShopHubMenuDocument, { refetchQueries: ['ShopHubMenus'] });
  if (!line) return gate;
  const back = shopHubs.url(line.hubId);
  return (
    <Stack spacing={2}>
      <DetailView
        items={[
          { label: 'Outlet', value: `${line.shopHub.hubNo} ${line.shopHub.name}` },
          { label: 'Menu', value: line.menuName },
          { label: 'Available', value: line.available ? 'Available' : 'Sold out' },
        ]}
      />
      <ResourceForm
        schema={shopHubMenuUpdateSchema}
        defaultValues={{
          price: line.price,
          discountedPrice: line.discountedPrice,
          discountStartAt: localInput(line.discountStartAt),
          discountEndAt: localInput(line.discountEndAt),
          active: line.active,
        }}
        successMessage="Menu saved."
        cancelTo={back}
        onSubmit={async (input) => {
          const result = await update({ variables: { id, input: withPeriod(input), expectedUpdatedTime: line.updatedTime } });
          return { error: result.error, next: back };
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <MoneyInput name="price" label="Price" required />
          <MoneyInput name="discountedPrice" label="Discounted price" helperText="Below the price; blank for none." />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DayField name="discountStartAt" label="Discount starts" withTime emptyAsNull />
          <DayField name="discountEndAt" label="Discount ends" withTime emptyAsNull />
        </Stack>
        <SwitchInput name="active" label="Active" />
      </ResourceForm>
    </Stack>
  );
}
