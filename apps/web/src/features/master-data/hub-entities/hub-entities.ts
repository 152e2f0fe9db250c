import { namedRecordSchema, namedRecordUpdateSchema } from '@back-office/domain';
import { namedRecordPages } from '../../../components/records/named-record-pages';
import { CreateHubEntityDocument, HubEntityDocument, HubEntitiesPageDocument, UpdateHubEntityDocument } from './hub-entities.generated';

export const hubEntityPages = namedRecordPages({
  label: 'Hub Entity',
  path: '/hub-entity',
  param: 'hubEntityId',
  authority: 'HUB_ENTITY',
  exportFileName: 'hub-entities',
  hasDetailPage: true,
  createSchema: namedRecordSchema,
  updateSchema: namedRecordUpdateSchema,
  list: HubEntitiesPageDocument,
  selectPage: (data) => data.hubEntities,
  record: HubEntityDocument,
  selectRecord: (data) => data.hubEntity,
  create: CreateHubEntityDocument,
  update: UpdateHubEntityDocument,
});
