import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton } from '@mui/material';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatNumber, recipeLineSchema } from '@back-office/domain';
import { Link } from 'react-router';
import { errorMessage } from '../../base/errors';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { useConfirm } from '../../components/ConfirmDialog';
import { DetailTable } from '../../components/DetailTable';
import { NumberInput, SelectInput, TextInput } from '../../components/form/fields';
import { InlineAddForm } from '../../components/form/InlineAddForm';
import { useNotify } from '../../components/Snackbar';
import { CreateRecipeLineDocument, DeleteRecipeLineDocument, RecipeCandidatesDocument, RecipeDocument } from './products.generated';
import { recipeLineEditUrl } from './routes';

const REFRESH = ['Recipe', 'RecipeCandidates'];

/** The product's recipe: a line per ingredient, each editable and removable, and a form that adds one. */
export function RecipeSection({ productId, productActive }: { productId: number; productActive: boolean }) {
  const { user } = useCurrentUser();
  const notify = useNotify();
  const [ask, confirmDialog] = useConfirm();
  const { data } = useQuery(RecipeDocument, { variables: { productId }, fetchPolicy: 'cache-and-network' });
  const [deleteLine] = useMutation(DeleteRecipeLineDocument, { refetchQueries: REFRESH });
  const lines = data?.ingredientInProductsByProductId ?? [];
  const canEdit = hasAuthority(user, 'UPDATE_INGREDIENT_IN_PRODUCT');
  const canRemove = hasAuthority(user, 'DELETE_INGREDIENT_IN_PRODUCT');

  const remove = async (line: (typeof lines)[number]) => {
    const confirmed = await ask({ title: 'Remove ingredient', text: `Remove ${line.ingredient.name} from the recipe?`, confirmLabel: 'Remove' });
    if (!confirmed) return;
    const result = await deleteLine({ variables: { id: line.id } }).catch((error: unknown) => ({ error }));
    if (result.error) notify(errorMessage(result.error), 'error');
    else notify(`${line.ingredient.name} removed from the recipe.`);
  };

  return (
    <>
      <DetailTable
        title="Recipe"
        rows={lines}
        emptyText={productActive ? 'No ingredients.' : 'No ingredients yet: add them before activating the product.'}
        columns={[
          { header: 'Ingredient', value: (line) => line.ingredient.name },
          { header: 'Amount', value: (line) => `${formatNumber(line.amount)} ${line.ingredient.unit.name.toLowerCase()}` },
          { header: 'Fast Code', value: (line) => line.fastCode },
          ...(canEdit || canRemove
            ? [
                {
                  header: 'Actions',
                  value: () => null,
                  render: (line: (typeof lines)[number]) => (
                    <Box sx={{ display: 'flex', gap: 0.5 }}>
                      {canEdit && (
                        <IconButton component={Link} to={recipeLineEditUrl(productId, line.id)} aria-label={`Edit ${line.ingredient.name}`} size="small">
                          <EditIcon fontSize="small" />
                        </IconButton>
                      )}
                      {canRemove && (
                        <IconButton onClick={() => void remove(line)} aria-label={`Remove ${line.ingredient.name}`} size="small">
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      )}
                    </Box>
                  ),
                },
              ]
            : []),
        ]}
        after={hasAuthority(user, 'CREATE_INGREDIENT_IN_PRODUCT') && <AddRecipeLine productId={productId} />}
      />
      {confirmDialog}
    </>
  );
}

/** Adds one line, offering only the active ingredients the recipe does not use yet. */
function AddRecipeLine({ productId }: { productId: number }) {
  const { data } = useQuery(RecipeCandidatesDocument, { variables: { productId }, fetchPolicy: 'cache-and-network' });
  const [createLine] = useMutation(CreateRecipeLineDocument, { refetchQueries: REFRESH, awaitRefetchQueries: true });
  const options = (data?.ingredientsNotInProduct ?? []).map((ingredient) => ({ value: ingredient.id, label: `${ingredient.name} (${ingredient.unit.name.toLowerCase()})` }));
  return (
    <InlineAddForm
      title="Add an ingredient"
      schema={recipeLineSchema}
      defaultValues={{ ingredientId: undefined, amount: undefined, fastCode: null }}
      successMessage="Ingredient added to the recipe."
      onSubmit={(values) => createLine({ variables: { input: { ...values, productId } } })}
    >
      <SelectInput name="ingredientId" label="Ingredient" required options={options} />
      <NumberInput name="amount" label="Amount" required helperText="In the ingredient’s unit, per cup." />
      <TextInput name="fastCode" label="Fast Code" emptyAsNull />
    </InlineAddForm>
  );
}
