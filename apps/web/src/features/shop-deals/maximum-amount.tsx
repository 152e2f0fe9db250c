import { useMutation, useQuery } from '@apollo/client/react';
import { shopDiscountMaximumAmountSchema } from '@back-office/domain';
import { ResourceForm } from '../../components/form/ResourceForm';
import { NumberInput } from '../../components/form/fields';
import { useLocation } from 'react-router';
import { ShopDiscountMaximumAmountPerTransactionDocument, UpdateShopDiscountMaximumAmountPerTransactionDocument } from './shop-deals.generated';

/** The most discount one point-of-sale transaction may get; empty for no maximum. Both promotion sections edit the same setting. */
export function MaximumAmountEditPage() {
  const { pathname } = useLocation();
  const { data } = useQuery(ShopDiscountMaximumAmountPerTransactionDocument, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateShopDiscountMaximumAmountPerTransactionDocument, { refetchQueries: ['ShopDiscountMaximumAmountPerTransaction'] });
  const maximum = data?.shopDiscountMaximumAmountPerTransaction;
  if (!maximum) return null;
  return (
    <ResourceForm
      schema={shopDiscountMaximumAmountSchema}
      defaultValues={{ amount: maximum.amount ?? null }}
      successMessage="Maximum discount per transaction saved."
      cancelTo="/"
      onSubmit={async (input) => {
        const result = await update({ variables: { input, expectedUpdatedTime: maximum.updatedTime } });
        return { error: result.error, next: pathname };
      }}
    >
      <NumberInput name="amount" label="Maximum Discount per Transaction (Rp)" helperText="Applied after every promo; leave empty for no maximum." />
    </ResourceForm>
  );
}
