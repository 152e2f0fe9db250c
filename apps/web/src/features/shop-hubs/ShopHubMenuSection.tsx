import EditIcon from '@mui/icons-material/Edit';
import { useMutation, useQuery } from '@apollo/client/react';
import { FormControlLabel, IconButton, Switch } from '@mui/material';
import { shopHubMenuSchema } from '@back-office/domain';
import { Link } from 'react-router';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { DetailTable } from '../../components/DetailTable';
import { formatValue } from '../../components/DetailView';
import { MoneyInput, SelectInput } from '../../components/form/fields';
import { InlineAddForm } from '../../components/form/InlineAddForm';
import { useNotify } from '../../components/Snackbar';
import {
  CreateShopHubMenuDocument,
  SetShopHubMenuAvailabilityDocument,
  ShopHubMenuCandidatesDocument,
  ShopHubMenusDocument,
  type ShopHubMenuFieldsFragment,
} from './shop-hubs.generated';
import { shopHubMenuEditUrl } from './links';

const REFRESH = ['ShopHubMenus', 'ShopHubMenuCandidates'];

/** The period of a discount, as the console writes dates and times. */
export const discountPeriod = (line: Pick<ShopHubMenuFieldsFragment, 'discountedPrice' | 'discountStartAt' | 'discountEndAt'>) =>
  line.discountedPrice == null ? '—' : `${line.discountStartAt ? formatValue(line.discountStartAt, 'datetime') : 'now'} to ${line.discountEndAt ? formatValue(line.discountEndAt, 'datetime') : 'further notice'}`;

/** The API's form of a discount period: ISO instants, null for none. */
export const withPeriod = <Input extends { discountStartAt?: Date | null; discountEndAt?: Date | null }>(input: Input) => ({
  ...input,
  discountStartAt: input.discountStartAt?.toISOString() ?? null,
  discountEndAt: input.discountEndAt?.toISOString() ?? null,
});

/** The outlet's menu: each menu's price there and discount, a sold-out switch per row, and a form that adds one. */
export function ShopHubMenuSection({ shopHubId }: { shopHubId: number }) {
  const { user } = useCurrentUser();
  const readable = hasAuthority(user, 'VIEW_SHOP_HUB_MENU');
  const { data } = useQuery(ShopHubMenusDocument, { variables: { shopHubId }, skip: !readable, fetchPolicy: 'cache-and-network' });
  if (!readable) return null;
  const canEdit = hasAuthority(user, 'UPDATE_SHOP_HUB_MENU');
  const canSwitch = hasAuthority(user, 'CHANGE_MENU_AVAILABILITY');
  return (
    <DetailTable
      title="Menu"
      rows={data?.shopHubMenusByShopHubId ?? []}
      emptyText="No menus at this outlet yet."
      columns={[
        { header: 'Menu', value: (line) => line.menuName },
        { header: 'Price', value: (line) => line.price, format: 'rupiah' },
        { header: 'Discounted price', value: (line) => line.discountedPrice, format: 'rupiah' },
        { header: 'Discount period', value: discountPeriod },
        { header: 'Active', value: (line) => line.active, format: 'boolean' },
        {
          header: 'Available',
          value: (line) => line.available,
          render: (line) => (canSwitch ? <AvailabilitySwitch line={line} /> : line.available ? 'Available' : 'Sold out'),
        },
        ...(canEdit
          ? [
              {
                header: 'Actions',
                value: () => null,
                render: (line: ShopHubMenuFieldsFragment) => (
                  <IconButton component={Link} to={shopHubMenuEditUrl(shopHubId, line.id)} aria-label={`Edit ${line.menuName}`} size="small">
                    <EditIcon fontSize="small" />
                  </IconButton>
                ),
              },
            ]
          : []),
      ]}
      after={hasAuthority(user, 'CREATE_SHOP_HUB_MENU') && <AddToMenu shopHubId={shopHubId} />}
    />
  );
}

/** One tap: available, or sold out. */
function AvailabilitySwitch({ line }: { line: ShopHubMenuFieldsFragment }) {
  const notify = useNotify();
  const [setAvailability, { loading }] = useMutation(SetShopHubMenuAvailabilityDocument);
  return (
    <FormControlLabel
      label={line.available ? 'Available' : 'Sold out'}
      control={
        <Switch
          checked={line.available}
          disabled={loading}
          slotProps={{ input: { 'aria-label': `${line.menuName} available` } }}
          onChange={async (event) => {
            const available = event.target.checked;
            const result = await setAvailability({ variables: { id: line.id, available } }).catch((error: unknown) => ({ error }));
            if (result.error) notify('The change was not saved. Try again.', 'error');
            else notify(`${line.menuName} is ${available ? 'available' : 'sold out'}.`);
          }}
        />
      }
    />
  );
}

/** Puts a menu on the outlet's menu, offering only the active ones not on it yet; a discount starts at once, its period is set on the line's edit page. */
function AddToMenu({ shopHubId }: { shopHubId: number }) {
  const { data } = useQuery(ShopHubMenuCandidatesDocument, { variables: { shopHubId }, fetchPolicy: 'cache-and-network' });
  const [create] = useMutation(CreateShopHubMenuDocument, { refetchQueries: REFRESH, awaitRefetchQueries: true });
  const options = (data?.shopMenusNotInShopHub ?? []).map((menu) => ({ value: menu.id, label: menu.name }));
  return (
    <InlineAddForm
      title="Add a menu"
      schema={shopHubMenuSchema}
      defaultValues={{ shopHubId, menuId: undefined, price: undefined, discountedPrice: null, discountStartAt: null, discountEndAt: null, active: true }}
      successMessage="Menu added to the outlet."
      onSubmit={(input) => create({ variables: { input: withPeriod(input) } })}
    >
      <SelectInput name="menuId" label="Menu" required options={options} />
      <MoneyInput name="price" label="Price" required />
      <MoneyInput name="discountedPrice" label="Discounted price" />
    </InlineAddForm>
  );
}
