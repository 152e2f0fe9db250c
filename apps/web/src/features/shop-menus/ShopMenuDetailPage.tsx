import { Stack } from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { formatRupiah } from '@back-office/domain';
import { hasAuthority, useCurrentUser } from '../../base/session';
import { CogsHistorySection } from '../../components/CogsHistorySection';
import { DetailTable } from '../../components/DetailTable';
import { DetailView } from '../../components/DetailView';
import { DetailActions } from '../../components/records/named-record';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { ShopImage } from './ShopImage';
import { ShopMenuIngredientSection } from './ShopMenuIngredientSection';
import { ShopMenuDocument, ShopMenuHistoryDocument } from './shop-menus.generated';
import { shopMenus } from './links';

/** Names with what each adds to the price: "Boba (+Rp 5.000)". */
const choicesText = (choices: readonly { name: string; price: number; customizationName?: string }[]) =>
  choices.length === 0 ? 'None' : choices.map((choice) => `${choice.customizationName ? `${choice.customizationName}: ` : ''}${choice.name}${choice.price ? ` (+${formatRupiah(choice.price)})` : ''}`).join(', ');

export default function ShopMenuDetailPage() {
  const { user } = useCurrentUser();
  const { id, record: menu, gate } = useRecordFromRoute(ShopMenuDocument, shopMenus.param, (data) => data.shopMenu);
  if (!menu) return gate;
  return (
    <Stack spacing={2}>
      <DetailView
        actions={<DetailActions back={shopMenus.listUrl} edit={shopMenus.editUrl(id)} authority="UPDATE_SHOP_MENU" />}
        items={[
          { label: 'Image', value: menu.imageUrl, render: <ShopImage address={menu.imageUrl} alt={`Picture of ${menu.name}`} /> },
          { label: 'Name', value: menu.name },
          { label: 'Merchant', value: menu.merchant.name },
          { label: 'Description', value: menu.description },
          { label: 'Price', value: menu.price, format: 'rupiah' },
          { label: 'Cogs', value: menu.cogs, format: 'rupiah' },
          { label: 'Category', value: menu.menuSubcategory ? `${menu.menuSubcategory.menuCategory.name} / ${menu.menuSubcategory.name}` : null },
          { label: 'Display Category', value: menu.displayCategory?.name },
          { label: 'Vending Product', value: menu.product?.name },
          { label: 'Priority', value: menu.priority },
          { label: 'Toppings', value: choicesText(menu.toppings) },
          { label: 'Customizations', value: choicesText(menu.customizationItems) },
          { label: 'Active', value: menu.active, format: 'boolean' },
          { label: 'Updated', value: menu.updatedTime, format: 'datetime' },
        ]}
      />
      <DetailTable
        title="Sizes"
        rows={menu.variantUnits}
        emptyText="One size only: the menu's own price."
        actions={null}
        columns={[
          { header: 'Variant', value: (unit) => unit.variantName },
          { header: 'Unit', value: (unit) => unit.name },
          { header: 'Extra Price', value: (unit) => unit.price, format: 'rupiah' },
          { header: 'Extra Cogs', value: (unit) => unit.cogs, format: 'rupiah' },
        ]}
      />
      {hasAuthority(user, 'VIEW_SHOP_MENU_INGREDIENT') && <ShopMenuIngredientSection shopMenuId={id} />}
      {hasAuthority(user, 'VIEW_SHOP_MENU_HISTORY') && <ShopMenuHistorySection shopMenuId={id} />}
    </Stack>
  );
}

function ShopMenuHistorySection({ shopMenuId }: { shopMenuId: number }) {
  const { data } = useQuery(ShopMenuHistoryDocument, { variables: { shopMenuId }, fetchPolicy: 'cache-and-network' });
  return <CogsHistorySection title="Shop Menu History" history={data?.shopMenuHistories ?? []} />;
}
