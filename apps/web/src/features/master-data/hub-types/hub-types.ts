import { namedRecordSchema, namedRecordUpdateSchema } from '@back-office/domain';
import { namedRecordPages } from '../../../components/records/named-record-pages';
import { CreateHubTypeDocument, HubTypeDocument, HubTypesPageDocument, UpdateHubTypeDocument } from './hub-types.generated';

export const hubTypePages = namedRecordPages({
  label: 'Hub Type',
  path: '/hub-type',
  param: 'hubTypeId',
  authority: 'HUB_TYPE',
  exportFileName: 'hub-types',
  hasDetailPage: true,
  createSchema: namedRecordSchema,
  updateSchema: namedRecordUpdateSchema,
  list: HubTypesPageDocument,
  selectPage: (data) => data.hubTypePages,
  record: HubTypeDocument,
  selectRecord: (data) => data.hubType,
  create: CreateHubTypeDocument,
  update: UpdateHubTypeDocument,
});
