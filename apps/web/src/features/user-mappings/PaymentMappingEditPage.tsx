import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Typography } from '@mui/material';
import { userPaymentMappingSchema, vendingPaymentMethodLabels, labelledOptions } from '@back-office/domain';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { MultiSelectInput } from '../../components/form/MultiSelectInput';
import { ResourceForm } from '../../components/form/ResourceForm';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { users } from '../users/links';
import { userMappingUrl } from './links';
import { UpdateUserPaymentDocument, UserMappingUserDocument, UserPaymentMappingDocument } from './user-mappings.generated';

const options = labelledOptions(vendingPaymentMethodLabels);

/** Edit Payment Mapping: the vending payment methods whose payments the user sees. */
export default function PaymentMappingEditPage() {
  const { user: me } = useCurrentUser();
  const { id, record: user, gate } = useRecordFromRoute(UserMappingUserDocument, users.param, (data) => data.user);
  const mapping = useQuery(UserPaymentMappingDocument, { variables: { id }, skip: !user || !hasAuthority(me, 'VIEW_USER_PAYMENT'), fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateUserPaymentDocument, { refetchQueries: [UserPaymentMappingDocument] });
  if (!user) return gate;
  if (!mapping.data?.user && hasAuthority(me, 'VIEW_USER_PAYMENT')) return mapping.error ? <Alert severity="error">The payment mapping could not be loaded.</Alert> : null;
  return (
    <ResourceForm
      schema={userPaymentMappingSchema}
      defaultValues={{ payments: mapping.data?.user?.payments ?? [] }}
      successMessage="Payment mapping saved."
      cancelTo={userMappingUrl(id)}
      onSubmit={async ({ payments }) => {
        const result = await update({ variables: { userId: id, payments } });
        return { error: result.error, next: userMappingUrl(id) };
      }}
    >
      <Typography>
        Payment methods whose vending payments <strong>{user.name}</strong> ({user.username}) sees. Leave it empty and the user sees payments of every method.
      </Typography>
      <MultiSelectInput name="payments" label="Payment Methods" options={options} />
    </ResourceForm>
  );
}
