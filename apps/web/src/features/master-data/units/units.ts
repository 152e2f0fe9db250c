import { namedRecordSchema, namedRecordUpdateSchema } from '@back-office/domain';
import { namedRecordPages } from '../../../components/records/named-record-pages';
import { units } from '../links';
import { CreateUnitDocument, UnitDocument, UnitsPageDocument, UpdateUnitDocument } from './units.generated';

export const unitPages = namedRecordPages({
  resource: units,
  exportFileName: 'units',
  createSchema: namedRecordSchema,
  updateSchema: namedRecordUpdateSchema,
  list: UnitsPageDocument,
  selectPage: (data) => data.units,
  record: UnitDocument,
  selectRecord: (data) => data.unit,
  create: CreateUnitDocument,
  update: UpdateUnitDocument,
});
