import { useMutation } from '@apollo/client/react';
import { productUpdateSchema } from '@back-office/domain';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { ProductDocument, UpdateProductDocument } from './products.generated';
import { ProductForm } from './ProductForm';
import { products } from './links';

export default function ProductEditPage() {
  const { id, record: product, gate } = useRecordFromRoute(ProductDocument, products.param, (data) => data.product, 'network-only');
  const [updateProduct] = useMutation(UpdateProductDocument, { refetchQueries: ['PricingHistory'] });
  if (!product) return gate;
  return (
    <ProductForm
      schema={productUpdateSchema}
      withRecipe={false}
      cancelTo={products.url(id)}
      defaultValues={{
        name: product.name,
        cogs: product.cogs,
        weight: product.weight,
        minDuration: product.minDuration,
        maxDuration: product.maxDuration,
        containCoffee: product.containCoffee,
        active: product.active,
        // Not edited here; named so that the server's refusal about the recipe lands in the form's recipe note.
        ...({ ingredients: undefined } as object),
      }}
      onSubmit={async (input) => {
        const result = await updateProduct({ variables: { id, input, expectedUpdatedTime: product.updatedTime } });
        return { error: result.error, next: products.url(id) };
      }}
    />
  );
}
