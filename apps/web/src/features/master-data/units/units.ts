import { namedRecordSchema, namedRecordUpdateSchema } from '@back-office/domain';
import { namedRecordPages } from '../../../components/records/named-record-pages';
import { CreateUnitDocument, UnitDocument, UnitsPageDocument, UpdateUnitDocument } from './units.generated';

export const unitPages = namedRecordPages({
  label: 'Unit',
  path: '/unit',
  param: 'unitId',
  authority: 'UNIT',
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
