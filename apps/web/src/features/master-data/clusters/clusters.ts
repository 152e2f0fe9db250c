import { namedRecordSchema, namedRecordUpdateSchema } from '@back-office/domain';
import { namedRecordPages } from '../../../components/records/named-record-pages';
import { clusters } from '../links';
import { CreateClusterDocument, ClusterDocument, ClustersPageDocument, UpdateClusterDocument } from './clusters.generated';

export const clusterPages = namedRecordPages({
  resource: clusters,
  exportFileName: 'clusters',
  createSchema: namedRecordSchema,
  updateSchema: namedRecordUpdateSchema,
  list: ClustersPageDocument,
  selectPage: (data) => data.clusters,
  record: ClusterDocument,
  selectRecord: (data) => data.cluster,
  create: CreateClusterDocument,
  update: UpdateClusterDocument,
});
