import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton } from '@mui/material';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatNumber, shopMenuIngredientSchema } from '@back-office/domain';
import { Link } from 'react-router';
import { errorMessage } from '../../base/errors';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { useConfirm } from '../../components/ConfirmDialog';
import { DetailTable } from '../../components/DetailTable';
import { NumberInput, SelectInput } from '../../components/form/fields';
import { InlineAddForm } from '../../components/form/InlineAddForm';
import { useNotify } from '../../components/Snackbar';
import { CreateShopMenuIngredientDocument, DeleteShopMenuIngredientDocument, ShopMenuIngredientCandidatesDocument, ShopMenuIngredientsDocument } from './shop-menus.generated';
import { shopMenuIngredientEditUrl } from './routes';

const REFRESH = ['ShopMenuIngredients', 'ShopMenuIngredientCandidates'];

/** What one shop menu is made of: a line per ingredient, each editable and removable, and a form that adds one. */
export function ShopMenuIngredientSection({ shopMenuId }: { shopMenuId: number }) {
  const { user } = useCurrentUser();
  const notify = useNotify();
  const [ask, confirmDialog] = useConfirm();
  const { data } = useQuery(ShopMenuIngredientsDocument, { variables: { shopMenuId }, fetchPolicy: 'cache-and-network' });
  const [deleteLine] = useMutation(DeleteShopMenuIngredientDocument, { refetchQueries: REFRESH });
  const lines = data?.shopMenuIngredientsByMenuId ?? [];
  const canEdit = hasAuthority(user, 'UPDATE_SHOP_MENU_INGREDIENT');
  const canRemove = hasAuthority(user, 'DELETE_SHOP_MENU_INGREDIENT');
  type Line = (typeof lines)[number];

  const remove = async (line: Line) => {
    const confirmed = await ask({ title: 'Remove ingredient', text: `Remove ${line.ingredient.name} from this menu?`, confirmLabel: 'Remove' });
    if (!confirmed) return;
    const result = await deleteLine({ variables: { id: line.id } }).catch((error: unknown) => ({ error }));
    if (result.error) notify(errorMessage(result.error), 'error');
    else notify(`${line.ingredient.name} removed from the menu.`);
  };

  return (
    <>
      <DetailTable
        title="Ingredients"
        rows={lines}
        emptyText="No ingredients yet."
        columns={[
          { header: 'Ingredient', value: (line) => line.ingredient.name },
          { header: 'Amount', value: (line) => `${formatNumber(line.amount)} ${line.ingredient.unit.name.toLowerCase()}` },
          ...(canEdit || canRemove
            ? [
                {
                  header: 'Actions',
                  value: () => null,
                  render: (line: Line) => (
                    <Box sx={{ display: 'flex', gap: 0.5 }}>
                      {canEdit && (
                        <IconButton component={Link} to={shopMenuIngredientEditUrl(shopMenuId, line.id)} aria-label={`Edit ${line.ingredient.name}`} size="small">
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
        after={hasAuthority(user, 'CREATE_SHOP_MENU_INGREDIENT') && <AddIngredient shopMenuId={shopMenuId} />}
      />
      {confirmDialog}
    </>
  );
}

/** Adds one line, offering only the active ingredients the menu does not use yet. */
function AddIngredient({ shopMenuId }: { shopMenuId: number }) {
  const { data } = useQuery(ShopMenuIngredientCandidatesDocument, { variables: { shopMenuId }, fetchPolicy: 'cache-and-network' });
  const [createLine] = useMutation(CreateShopMenuIngredientDocument, { refetchQueries: REFRESH, awaitRefetchQueries: true });
  const options = (data?.ingredientsNotInMenu ?? []).map((ingredient) => ({ value: ingredient.id, label: `${ingredient.name} (${ingredient.unit.name.toLowerCase()})` }));
  return (
    <InlineAddForm
      title="Add an ingredient"
      schema={shopMenuIngredientSchema.omit({ menuId: true })}
      defaultValues={{ ingredientId: undefined, amount: undefined }}
      successMessage="Ingredient added to the menu."
      onSubmit={(values) => createLine({ variables: { input: { ...values, menuId: shopMenuId } } })}
    >
      <SelectInput name="ingredientId" label="Ingredient" required options={options} />
      <NumberInput name="amount" label="Amount" required helperText="In the ingredient’s unit, per menu." />
    </InlineAddForm>
  );
}
