import { useQuery } from '@apollo/client/react';
import { CogsHistorySection } from '../../components/CogsHistorySection';
import { PricingHistoryDocument } from './products.generated';

/** Each change of the product's name, cogs or active flag, who made it and when, and its cogs drawn over time. */
export function PricingHistorySection({ productId }: { productId: number }) {
  const { data } = useQuery(PricingHistoryDocument, { variables: { productId }, fetchPolicy: 'cache-and-network' });
  return <CogsHistorySection title="Pricing History" history={data?.productHistoriesByProductId ?? []} />;
}
