import { DetailView } from '../../components/DetailView';
import { DetailActions } from '../../components/records/named-record';
import { useRecordFromRoute } from '../../components/useRecordFromRoute';
import { ShopImage } from './ShopImage';
import { ShopProductDocument } from './shop-products.generated';
import { shopProducts } from './links';

export default function ShopProductDetailPage() {
  const { id, record: product, gate } = useRecordFromRoute(ShopProductDocument, shopProducts.param, (data) => data.shopProduct);
  if (!product) return gate;
  return (
    <DetailView
      actions={<DetailActions back={shopProducts.listUrl} edit={shopProducts.editUrl(id)} authority="UPDATE_SHOP_PRODUCT" />}
      items={[
        { label: 'Image', value: product.imageUrl, render: <ShopImage address={product.imageUrl} alt={`Picture of ${product.name}`} /> },
        { label: 'Name', value: product.name },
        { label: 'Vending Product', value: product.product.name },
        { label: 'Description', value: product.description },
        { label: 'Price', value: product.price, format: 'rupiah' },
        { label: 'Display Category', value: product.displayCategory?.name },
        { label: 'Offered On', value: product.machineTypeDisplays.length > 0 ? product.machineTypeDisplays.map((display) => display.name).join(', ') : 'No machine-type display yet' },
        { label: 'Active', value: product.active, format: 'boolean' },
        { label: 'Updated', value: product.updatedTime, format: 'datetime' },
      ]}
    />
  );
}
