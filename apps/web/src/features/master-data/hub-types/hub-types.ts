import { namedRecordSchema, namedRecordUpdateSchema } from '@back-office/domain';
import { namedRecordPages } from '../../../components/records/named-record-pages';
import { hubTypes } from '../links';
import { CreateHubTypeDocument, HubTypeDocument, HubTypesPageDocument, UpdateHubTypeDocument } from './hub-types.generated';

export const hubTypePages = namedRecordPages({
  resource: hubTypes,
  exportFileName: 'hub-types',
  createSchema: namedRecordSchema,
  updateSchema: namedRecordUpdateSchema,
  list: HubTypesPageDocument,
  selectPage: (data) => data.hubTypePages,
  record: HubTypeDocument,
  selectRecord: (data) => data.hubType,
  create: CreateHubTypeDocument,
  update: UpdateHubTypeDocument,
});
