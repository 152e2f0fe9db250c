import { namedRecordSchema, namedRecordUpdateSchema } from '@back-office/domain';
import { namedRecordPages } from '../../components/records/named-record-pages';
import { shopPosPartners, shopPosSalesTypes } from './links';
import * as documents from './shop-deals.generated';

/* The point of sale's partners (whose customers get POS promos) and its sales types. */

export const posPartnerPages = namedRecordPages({
  resource: shopPosPartners,
  exportFileName: 'shop-pos-partners',
  createSchema: namedRecordSchema,
  updateSchema: namedRecordUpdateSchema,
  list: documents.ShopPosPartnersPageDocument,
  selectPage: (data) => data.shopPosPartners,
  record: documents.ShopPosPartnerDocument,
  selectRecord: (data) => data.shopPosPartner,
  create: documents.CreateShopPosPartnerDocument,
  update: documents.UpdateShopPosPartnerDocument,
});

export const posSalesTypePages = namedRecordPages({
  resource: shopPosSalesTypes,
  exportFileName: 'shop-pos-sales-types',
  createSchema: namedRecordSchema,
  updateSchema: namedRecordUpdateSchema,
  list: documents.ShopPosSalesTypesPageDocument,
  selectPage: (data) => data.shopPosSalesTypes,
  record: documents.ShopPosSalesTypeDocument,
  selectRecord: (data) => data.shopPosSalesType,
  create: documents.CreateShopPosSalesTypeDocument,
  update: documents.UpdateShopPosSalesTypeDocument,
});
