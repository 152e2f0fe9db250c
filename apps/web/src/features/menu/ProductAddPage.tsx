import { useMutation } from '@apollo/client/react';
import { productSchema } from '@back-office/domain';
import { CreateProductDocument } from './products.generated';
import { ProductForm } from './ProductForm';
import { products } from './links';

export default function ProductAddPage() {
  const [createProduct] = useMutation(CreateProductDocument);
  return (
    <ProductForm
      schema={productSchema}
      withRecipe
      cancelTo={products.listUrl}
      defaultValues={{ name: '', cogs: undefined, weight: undefined, minDuration: undefined, maxDuration: undefined, containCoffee: true, active: true, ingredients: [] }}
      onSubmit={async (input) => {
        const result = await createProduct({ variables: { input } });
        const id = result.data?.createProduct?.id;
        return { error: result.error, next: id ? products.url(id) : products.listUrl };
      }}
    />
  );
}
