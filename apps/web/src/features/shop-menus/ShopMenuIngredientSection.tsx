import { useMutation, useQuery } from '@apollo/client/react';
import { shopMenuIngredientSchema } from '@back-office/domain';
import { AddIngredientLine, IngredientLinesSection } from '../../components/IngredientLinesSection';
import { CreateShopMenuIngredientDocument, DeleteShopMenuIngredientDocument, ShopMenuIngredientCandidatesDocument, ShopMenuIngredientsDocument } from './shop-menus.generated';
import { shopMenuIngredientEditUrl } from './links';

const REFRESH = ['ShopMenuIngredients', 'ShopMenuIngredientCandidates'];

/** What one shop menu is made of: a line per ingredient, each editable and removable, and a form that adds one. */
export function ShopMenuIngredientSection({ shopMenuId }: { shopMenuId: number }) {
  const { data } = useQuery(ShopMenuIngredientsDocument, { variables: { shopMenuId }, fetchPolicy: 'cache-and-network' });
  const [deleteLine] = useMutation(DeleteShopMenuIngredientDocument, { refetchQueries: REFRESH });
  return (
    <IngredientLinesSection
      title="Ingredients"
      lines={data?.shopMenuIngredientsByMenuId ?? []}
      emptyText="No ingredients yet."
      editUrl={(line) => shopMenuIngredientEditUrl(shopMenuId, line.id)}
      authorities={{ create: 'CREATE_SHOP_MENU_INGREDIENT', update: 'UPDATE_SHOP_MENU_INGREDIENT', remove: 'DELETE_SHOP_MENU_INGREDIENT' }}
      remove={(line) => deleteLine({ variables: { id: line.id } })}
      removeFrom={{ question: 'from this menu', notice: 'from the menu' }}
      addForm={<AddIngredient shopMenuId={shopMenuId} />}
    />
  );
}

/** Adds one line, offering only the active ingredients the menu does not use yet. */
function AddIngredient({ shopMenuId }: { shopMenuId: number }) {
  const { data } = useQuery(ShopMenuIngredientCandidatesDocument, { variables: { shopMenuId }, fetchPolicy: 'cache-and-network' });
  const [createLine] = useMutation(CreateShopMenuIngredientDocument, { refetchQueries: REFRESH, awaitRefetchQueries: true });
  return (
    <AddIngredientLine
      candidates={data?.ingredientsNotInMenu ?? []}
      amountHelp="In the ingredient’s unit, per menu."
      schema={shopMenuIngredientSchema.omit({ menuId: true })}
      defaultValues={{ ingredientId: undefined, amount: undefined }}
      successMessage="Ingredient added to the menu."
      onSubmit={(values) => createLine({ variables: { input: { ...values, menuId: shopMenuId } } })}
    />
  );
}
