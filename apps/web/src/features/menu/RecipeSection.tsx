import { useMutation, useQuery } from '@apollo/client/react';
import { recipeLineSchema } from '@back-office/domain';
import { AddIngredientLine, IngredientLinesSection } from '../../components/IngredientLinesSection';
import { TextInput } from '../../components/form/fields';
import { CreateRecipeLineDocument, DeleteRecipeLineDocument, RecipeCandidatesDocument, RecipeDocument } from './products.generated';
import { recipeLineEditUrl } from './links';

const REFRESH = ['Recipe', 'RecipeCandidates'];

/** The product's recipe: a line per ingredient, each editable and removable, and a form that adds one. */
export function RecipeSection({ productId, productActive }: { productId: number; productActive: boolean }) {
  const { data } = useQuery(RecipeDocument, { variables: { productId }, fetchPolicy: 'cache-and-network' });
  const [deleteLine] = useMutation(DeleteRecipeLineDocument, { refetchQueries: REFRESH });
  return (
    <IngredientLinesSection
      title="Recipe"
      lines={data?.ingredientInProductsByProductId ?? []}
      emptyText={productActive ? 'No ingredients.' : 'No ingredients yet: add them before activating the product.'}
      extraColumns={[{ header: 'Fast Code', value: (line) => line.fastCode }]}
      editUrl={(line) => recipeLineEditUrl(productId, line.id)}
      authorities={{ create: 'CREATE_INGREDIENT_IN_PRODUCT', update: 'UPDATE_INGREDIENT_IN_PRODUCT', remove: 'DELETE_INGREDIENT_IN_PRODUCT' }}
      remove={(line) => deleteLine({ variables: { id: line.id } })}
      removeFrom={{ question: 'from the recipe', notice: 'from the recipe' }}
      addForm={<AddRecipeLine productId={productId} />}
    />
  );
}

/** Adds one line, offering only the active ingredients the recipe does not use yet. */
function AddRecipeLine({ productId }: { productId: number }) {
  const { data } = useQuery(RecipeCandidatesDocument, { variables: { productId }, fetchPolicy: 'cache-and-network' });
  const [createLine] = useMutation(CreateRecipeLineDocument, { refetchQueries: REFRESH, awaitRefetchQueries: true });
  return (
    <AddIngredientLine
      candidates={data?.ingredientsNotInProduct ?? []}
      amountHelp="In the ingredient’s unit, per cup."
      schema={recipeLineSchema}
      defaultValues={{ ingredientId: undefined, amount: undefined, fastCode: null }}
      successMessage="Ingredient added to the recipe."
      onSubmit={(values) => createLine({ variables: { input: { ...values, productId } } })}
    >
      <TextInput name="fastCode" label="Fast Code" emptyAsNull />
    </AddIngredientLine>
  );
}
