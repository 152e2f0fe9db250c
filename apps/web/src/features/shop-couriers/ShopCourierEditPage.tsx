import { useMutation } from '@apollo/client/react';
import { Box, Typography } from '@mui/material';
import { shopCourierSchema } from '@back-office/domain';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { ResourceForm } from '../../components/form/ResourceForm';
import { FormSection } from '../hubs/form-layout';
import { CourierHoursSection } from './CourierHoursTable';
import { ShopCourierDocument, UpdateShopCourierOperationalsDocument } from './shop-couriers.generated';
import { SHOP_COURIER_PARAM, internalCouriers } from './links';

const hoursSchema = shopCourierSchema.pick({ courierOperationals: true });

/** A courier's hours; the user stays who they are (a new user is a new courier). */
export default function ShopCourierEditPage() {
  const { id, record: courier, gate } = useRecordFromRoute(ShopCourierDocument, SHOP_COURIER_PARAM, (data) => data.shopCourier, 'network-only');
  const [update] = useMutation(UpdateShopCourierOperationalsDocument, { refetchQueries: ['ShopCouriersPage'] });
  if (!courier) return gate;
  return (
    <ResourceForm
      schema={hoursSchema}
      defaultValues={{ courierOperationals: courier.courierOperationals.map(({ shopHubId, day, start, end }) => ({ shopHubId, day: day as never, start, end })) }}
      successMessage="Courier saved."
      cancelTo={internalCouriers.listUrl}
      onSubmit={async ({ courierOperationals }) => {
        const result = await update({ variables: { id, courierOperationals } });
        return { error: result.error, next: internalCouriers.listUrl };
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, pb: 1 }}>
        <FormSection title="Courier">
          <Typography>
            {courier.courier.name} · {courier.courier.phoneNo} · {courier.active ? 'Active' : 'Inactive'}
          </Typography>
        </FormSection>
        <CourierHoursSection />
      </Box>
    </ResourceForm>
  );
}
