import { Paper, Tab, Tabs } from '@mui/material';
import {
  namedRecordSchema,
  namedRecordUpdateSchema,
  shopMenuSubcategorySchema,
  shopMenuSubcategoryUpdateSchema,
  shopMerchantSchema,
  shopMerchantUpdateSchema,
  shopToppingSchema,
  shopToppingUpdateSchema,
} from '@back-office/domain';
import { Link, useLocation } from 'react-router';
import { namedRecordPages, type NamedRecordPages } from '../../components/records/named-record-pages';
import { shopMenuCategories, shopMenuDisplayCategories, shopMenuSubcategories, shopMerchants, shopPartners, shopProductDisplayCategories, shopToppings } from './links';
import * as documents from './shop-catalogue.generated';

/* The shop's named records: merchants, partners, categories and subcategories, display categories and toppings. */

export const merchantPages = namedRecordPages({
  resource: shopMerchants,
  exportFileName: 'shop-merchants',
  extraFields: [{ name: 'isJumpstartMerchant', label: 'Jumpstart Merchant', kind: 'boolean' }],
  createSchema: shopMerchantSchema,
  updateSchema: shopMerchantUpdateSchema,
  list: documents.ShopMerchantsPageDocument,
  selectPage: (data) => data.shopMerchants,
  record: documents.ShopMerchantDocument,
  selectRecord: (data) => data.shopMerchant,
  create: documents.CreateShopMerchantDocument,
  update: documents.UpdateShopMerchantDocument,
});

export const partnerPages = namedRecordPages({
  resource: shopPartners,
  exportFileName: 'shop-partners',
  createSchema: namedRecordSchema,
  updateSchema: namedRecordUpdateSchema,
  list: documents.ShopPartnersPageDocument,
  selectPage: (data) => data.shopPartners,
  record: documents.ShopPartnerDocument,
  selectRecord: (data) => data.shopPartner,
  create: documents.CreateShopPartnerDocument,
  update: documents.UpdateShopPartnerDocument,
});

/** Categories and subcategories are two lists of one page: a tab each. */
function CategoryTabs() {
  const { pathname } = useLocation();
  const current = pathname.startsWith(shopMenuSubcategories.listUrl) ? shopMenuSubcategories.listUrl : shopMenuCategories.listUrl;
  return (
    <Paper sx={{ mb: 2 }}>
      <Tabs value={current} aria-label="Categories and subcategories" textColor="secondary" indicatorColor="secondary">
        <Tab label="Categories" value={shopMenuCategories.listUrl} component={Link} to={shopMenuCategories.listUrl} />
        <Tab label="Subcategories" value={shopMenuSubcategories.listUrl} component={Link} to={shopMenuSubcategories.listUrl} />
      </Tabs>
    </Paper>
  );
}

const withTabs = (pages: NamedRecordPages): NamedRecordPages => ({
  ...pages,
  ListPage: () => (
    <>
      <CategoryTabs />
      <pages.ListPage />
    </>
  ),
});

export const categoryPages = withTabs(
  namedRecordPages({
    resource: shopMenuCategories,
    exportFileName: 'shop-menu-categories',
    createSchema: namedRecordSchema,
    updateSchema: namedRecordUpdateSchema,
    list: documents.ShopMenuCategoriesPageDocument,
    selectPage: (data) => data.shopMenuCategories,
    record: documents.ShopMenuCategoryDocument,
    selectRecord: (data) => data.shopMenuCategory,
    create: documents.CreateShopMenuCategoryDocument,
    update: documents.UpdateShopMenuCategoryDocument,
  }),
);

export const subcategoryPages = withTabs(
  namedRecordPages({
    resource: shopMenuSubcategories,
    exportFileName: 'shop-menu-subcategories',
    extraFields: [
      {
        name: 'menuCategoryId',
        label: 'Category',
        kind: 'reference',
        required: true,
        reference: { field: 'menuCategory', filter: 'menuCategory', list: 'shopMenuCategoriesAll', authority: 'VIEW_SHOP_MENU_CATEGORY', plural: 'categories' },
      },
    ],
    createSchema: shopMenuSubcategorySchema,
    updateSchema: shopMenuSubcategoryUpdateSchema,
    list: documents.ShopMenuSubcategoriesPageDocument,
    selectPage: (data) => data.shopMenuSubcategories,
    record: documents.ShopMenuSubcategoryDocument,
    selectRecord: (data) => data.shopMenuSubcategory,
    create: documents.CreateShopMenuSubcategoryDocument,
    update: documents.UpdateShopMenuSubcategoryDocument,
  }),
);

export const menuDisplayCategoryPages = namedRecordPages({
  resource: shopMenuDisplayCategories,
  exportFileName: 'shop-menu-display-categories',
  createSchema: namedRecordSchema,
  updateSchema: namedRecordUpdateSchema,
  list: documents.ShopMenuDisplayCategoriesPageDocument,
  selectPage: (data) => data.shopMenuDisplayCategories,
  record: documents.ShopMenuDisplayCategoryDocument,
  selectRecord: (data) => data.shopMenuDisplayCategory,
  create: documents.CreateShopMenuDisplayCategoryDocument,
  update: documents.UpdateShopMenuDisplayCategoryDocument,
  moves: { raise: documents.RaiseShopMenuDisplayCategoryDocument, lower: documents.LowerShopMenuDisplayCategoryDocument },
});

export const productDisplayCategoryPages = namedRecordPages({
  resource: shopProductDisplayCategories,
  exportFileName: 'shop-product-display-categories',
  createSchema: namedRecordSchema,
  updateSchema: namedRecordUpdateSchema,
  list: documents.ShopProductDisplayCategoriesPageDocument,
  selectPage: (data) => data.shopProductDisplayCategories,
  record: documents.ShopProductDisplayCategoryDocument,
  selectRecord: (data) => data.shopProductDisplayCategory,
  create: documents.CreateShopProductDisplayCategoryDocument,
  update: documents.UpdateShopProductDisplayCategoryDocument,
  moves: { raise: documents.RaiseShopProductDisplayCategoryDocument, lower: documents.LowerShopProductDisplayCategoryDocument },
});

export const toppingPages = namedRecordPages({
  resource: shopToppings,
  exportFileName: 'shop-toppings',
  extraFields: [
    {
      name: 'productId',
      label: 'Product',
      kind: 'reference',
      helperText: 'The vending product it is, when it is one.',
      reference: { field: 'product', filter: 'product', list: 'productsAll', authority: 'VIEW_PRODUCT', plural: 'products' },
    },
    { name: 'cogs', label: 'COGS (Rp)', kind: 'money', required: true },
    { name: 'price', label: 'Price (Rp)', kind: 'money', required: true },
  ],
  createSchema: shopToppingSchema,
  updateSchema: shopToppingUpdateSchema,
  list: documents.ShopToppingsPageDocument,
  selectPage: (data) => data.shopToppings,
  record: documents.ShopToppingDocument,
  selectRecord: (data) => data.shopTopping,
  create: documents.CreateShopToppingDocument,
  update: documents.UpdateShopToppingDocument,
  moves: { raise: documents.RaiseShopToppingDocument, lower: documents.LowerShopToppingDocument },
});
