import { namedRecordSchema, namedRecordUpdateSchema } from '@back-office/domain';
import { namedRecordPages } from '../../../components/records/named-record-pages';
import { hubEntities } from '../links';
import { CreateHubEntityDocument, HubEntityDocument, HubEntitiesPageDocument, UpdateHubEntityDocument } from './hub-entities.generated';

export const hubEntityPages = namedRecordPages({
  resource: hubEntities,
  exportFileName: 'hub-entities',
  createSchema: namedRecordSchema,
  updateSchema: namedRecordUpdateSchema,
  list: HubEntitiesPageDocument,
  selectPage: (data) => data.hubEntities,
  record: HubEntityDocument,
  selectRecord: (data) => data.hubEntity,
  create: CreateHubEntityDocument,
  update: UpdateHubEntityDocument,
});
