import { sparePartSchema, sparePartUpdateSchema } from '@back-office/domain';
import { namedRecordPages } from '../../../components/records/named-record-pages';
import { spareParts } from '../links';
import { CreateSparePartDocument, SparePartDocument, SparePartsPageDocument, UpdateSparePartDocument } from './spare-parts.generated';

export const sparePartPages = namedRecordPages({
  resource: spareParts,
  exportFileName: 'spare-parts',
  extraFields: [{ name: 'partNumber', label: 'Part Number', kind: 'text' }],
  createSchema: sparePartSchema,
  updateSchema: sparePartUpdateSchema,
  list: SparePartsPageDocument,
  selectPage: (data) => data.spareParts,
  record: SparePartDocument,
  selectRecord: (data) => data.sparePart,
  create: CreateSparePartDocument,
  update: UpdateSparePartDocument,
});
