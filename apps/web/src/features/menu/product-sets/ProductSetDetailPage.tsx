import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { IconButton, Link as TextLink, Stack } from '@mui/material';
import { useMutation, useQuery } from '@apollo/client/react';
import { z } from 'zod';
import { id as idSchema } from '@back-office/domain';
import { Link } from 'react-router';
import { errorMessage } from '../../../base/errors';
import { hasAuthority, useCurrentUser } from '../../../base/session';
import { useConfirm } from '../../../components/ConfirmDialog';
import { DetailTable } from '../../../components/DetailTable';
import { DetailView } from '../../../components/DetailView';
import { InlineAddForm } from '../../../components/form/InlineAddForm';
import { SelectInput } from '../../../components/form/fields';
import { DetailActions, namedRecordDetailItems } from '../../../components/records/named-record';
import { useNotify } from '../../../components/Snackbar';
import { useRecordFromRoute } from '../../../components/useRecordFromRoute';
import { products, productSets } from '../links';
import { AddProductToSetDocument, ProductSetCandidatesDocument, ProductSetDocument, RemoveProductFromSetDocument } from './product-sets.generated';

const choiceSchema = z.object({ productId: idSchema });

/** A product set and its products: each removable, and a form that adds one of the active products not in it yet. */
export default function ProductSetDetailPage() {
  const { user } = useCurrentUser();
  const notify = useNotify();
  const [ask, confirmDialog] = useConfirm();
  const { id, record: set, gate } = useRecordFromRoute(ProductSetDocument, productSets.param, (data) => data.productSet);
  const candidates = useQuery(ProductSetCandidatesDocument, { variables: { productSetId: id }, skip: !hasAuthority(user, 'VIEW_PRODUCT'), fetchPolicy: 'cache-and-network' });
  const [addProduct] = useMutation(AddProductToSetDocument, { refetchQueries: ['ProductSetCandidates'], awaitRefetchQueries: true });
  const [removeProduct] = useMutation(RemoveProductFromSetDocument, { refetchQueries: ['ProductSetCandidates'] });
  if (!set) return gate;
  const canChange = hasAuthority(user, 'UPDATE_PRODUCT_SET');

  const remove = async (product: (typeof set.menus)[number]) => {
    if (!(await ask({ title: 'Remove menu', text: `Remove ${product.name} from ${set.name}?`, confirmLabel: 'Remove' }))) return;
    const result = await removeProduct({ variables: { productSetId: id, productId: product.id } }).catch((error: unknown) => ({ error }));
    if (result.error) notify(errorMessage(result.error), 'error');
    else notify(`${product.name} removed from the set.`);
  };

  return (
    <Stack spacing={2}>
      <DetailView actions={<DetailActions back={productSets.listUrl} edit={productSets.editUrl(id)} authority="UPDATE_PRODUCT_SET" />} items={namedRecordDetailItems(set)} />
      <DetailTable
        title="Menus"
        rows={set.menus}
        emptyText="No menus in this set yet."
        columns={[
          {
            header: 'Name',
            value: (product) => product.name,
            render: (product) => (
              <TextLink component={Link} to={products.url(product.id)}>
                {product.name}
              </TextLink>
            ),
          },
          { header: 'Cogs', value: (product) => product.cogs, format: 'rupiah' },
          { header: 'Active', value: (product) => product.active, format: 'boolean' },
          ...(canChange
            ? [
                {
                  header: 'Actions',
                  value: () => null,
                  render: (product: (typeof set.menus)[number]) => (
                    <IconButton onClick={() => void remove(product)} aria-label={`Remove ${product.name}`} size="small">
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  ),
                },
              ]
            : []),
        ]}
        after={
          canChange && (
            <InlineAddForm
              title="Add a menu"
              schema={choiceSchema}
              defaultValues={{ productId: undefined }}
              successMessage="Menu added to the set."
              onSubmit={(values) => addProduct({ variables: { productSetId: id, productId: values.productId } })}
            >
              <SelectInput
                name="productId"
                label="Menu"
                required
                options={(candidates.data?.productsNotInProductSet ?? []).map((product) => ({ value: product.id, label: product.name }))}
              />
            </InlineAddForm>
          )
        }
      />
      {confirmDialog}
    </Stack>
  );
}
