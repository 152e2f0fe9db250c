import { useMutation, useQuery } from '@apollo/client/react';
import { Box } from '@mui/material';
import { shopCourierSchema } from '@back-office/domain';
import { ResourceForm } from '../../components/form/ResourceForm';
import { SelectInput, SwitchInput } from '../../components/form/fields';
import { FormSection } from '../hubs/form-layout';
import { CourierHoursSection } from './CourierHoursTable';
import { AvailableCouriersDocument, CreateShopCourierDocument } from './shop-couriers.generated';
import { internalCouriers } from './links';

/** A new courier: a user whose role delivers (IS_COURIER) and who is not a courier yet, with their hours. */
export default function ShopCourierAddPage() {
  const candidates = useQuery(AvailableCouriersDocument, { fetchPolicy: 'network-only' });
  const [create] = useMutation(CreateShopCourierDocument, { refetchQueries: ['ShopCouriersPage'] });
  const options = (candidates.data?.availableCouriers ?? []).map((user) => ({ value: user.id, label: `${user.name} (${user.username})` }));
  return (
    <ResourceForm
      schema={shopCourierSchema}
      defaultValues={{ userId: undefined, active: true, courierOperationals: [] }}
      successMessage="Courier saved."
      cancelTo={internalCouriers.listUrl}
      onSubmit={async (input) => {
        const result = await create({ variables: { input } });
        return { error: result.error, next: internalCouriers.listUrl };
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4, pb: 1 }}>
        <FormSection title="Courier">
          <SelectInput
            name="userId"
            label="User"
            required
            options={options}
            helperText={candidates.loading ? 'Loading users…' : options.length === 0 ? 'No user left whose role may deliver orders (IS_COURIER).' : 'Users whose role may deliver orders and who are not couriers yet.'}
          />
          <SwitchInput name="active" label="Active" />
        </FormSection>
        <CourierHoursSection />
      </Box>
    </ResourceForm>
  );
}
