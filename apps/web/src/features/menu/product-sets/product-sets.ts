import { namedRecordSchema, namedRecordUpdateSchema } from '@back-office/domain';
import { namedRecordPages } from '../../../components/records/named-record-pages';
import { productSets } from '../links';
import { CreateProductSetDocument, ProductSetDocument, ProductSetsPageDocument, UpdateProductSetDocument } from './product-sets.generated';

/** The list, add and edit pages; the detail page also holds the set's products. */
export const productSetPages = namedRecordPages({
  resource: productSets,
  exportFileName: 'menu-sets',
  createSchema: namedRecordSchema,
  updateSchema: namedRecordUpdateSchema,
  list: ProductSetsPageDocument,
  selectPage: (data) => data.productSets,
  record: ProductSetDocument,
  selectRecord: (data) => data.productSet,
  create: CreateProductSetDocument,
  update: UpdateProductSetDocument,
  openAfterCreate: true,
});
