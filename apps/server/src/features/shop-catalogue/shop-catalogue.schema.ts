import { mappingScope } from '../../platform/mappings';
import { defineNamedCrud, field } from '../../platform/named-crud';
import { reference } from '../../platform/reference';
import { shopMenuCategories, shopMenuSubcategories, shopMerchants, shopPartners } from './shop-catalogue.table';

/*
 * Who sells on the shop and how its menus are grouped. A user mapped to merchants (or partners)
 * sees and touches only those, and what belongs to them.
 */

const named = (name: string) => ({ name: `${name} ${Math.random().toString(36).slice(2, 8)}`, active: true });

export const ShopMerchant = defineNamedCrud({
  description: 'A brand that sells on the shop’s menus.',
  name: 'ShopMerchant',
  table: shopMerchants,
  fields: { isJumpstartMerchant: field.boolean('True for the company’s own brand.', { required: true }) },
  scope: (context) => mappingScope(context, 'shopMerchants', shopMerchants.id),
  sample: () => ({ ...named('Merchant'), isJumpstartMerchant: false }),
});

export const ShopPartner = defineNamedCrud({
  description: 'A business the shop works with, for deals and point-of-sale promos.',
  name: 'ShopPartner',
  table: shopPartners,
  scope: (context) => mappingScope(context, 'shopPartners', shopPartners.id),
  sample: () => named('Partner'),
});

export const ShopMenuCategory = defineNamedCrud({
  description: 'A menu category (Coffee, Non-coffee, Food).',
  name: 'ShopMenuCategory',
  table: shopMenuCategories,
  sample: () => named('Category'),
});

export const ShopMenuSubcategory = defineNamedCrud({
  description: 'A group of menus within one category.',
  name: 'ShopMenuSubcategory',
  table: shopMenuSubcategories,
  references: { menuCategory: reference(ShopMenuCategory) },
  uniques: { shop_menu_subcategories_name_unique: { field: 'name', message: 'This category already has a subcategory with this name.' } },
  sample: async (make) => ({ ...named('Subcategory'), menuCategoryId: await make('ShopMenuCategory') }),
});
