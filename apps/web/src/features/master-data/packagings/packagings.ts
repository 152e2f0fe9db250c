import { packagingSchema, packagingUpdateSchema } from '@back-office/domain';
import { namedRecordPages } from '../../../components/records/named-record-pages';
import { packagings } from '../links';
import { CreatePackagingDocument, PackagingDocument, PackagingsPageDocument, UpdatePackagingDocument } from './packagings.generated';

export const packagingPages = namedRecordPages({
  resource: packagings,
  exportFileName: 'packagings',
  extraFields: [{ name: 'quantity', label: 'Quantity', kind: 'int', helperText: 'Pieces in one pack.' }],
  createSchema: packagingSchema,
  updateSchema: packagingUpdateSchema,
  list: PackagingsPageDocument,
  selectPage: (data) => data.packagings,
  record: PackagingDocument,
  selectRecord: (data) => data.packaging,
  create: CreatePackagingDocument,
  update: UpdatePackagingDocument,
});
