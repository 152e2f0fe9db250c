import { machineTypeSchema, machineTypeUpdateSchema } from '@back-office/domain';
import { namedRecordPages } from '../../components/records/named-record-pages';
import { machineTypes } from './links';
import { CreateMachineTypeDocument, MachineTypeDocument, MachineTypesPageDocument, UpdateMachineTypeDocument } from './machine-types.generated';

/** The list, add and edit pages; the levels and stock maxima have pages of their own. */
export const machineTypePages = namedRecordPages({
  resource: machineTypes,
  exportFileName: 'machine-types',
  extraFields: [
    { name: 'initialName', label: 'Initial Name', kind: 'text', helperText: 'Capital letters and numbers that prefix the machines’ numbers, e.g. JB.' },
    { name: 'commandType', label: 'Command Type', kind: 'text', helperText: 'How the server talks to the machine’s controller, e.g. MQTT.' },
  ],
  createSchema: machineTypeSchema,
  updateSchema: machineTypeUpdateSchema,
  list: MachineTypesPageDocument,
  selectPage: (data) => data.machineTypes,
  record: MachineTypeDocument,
  selectRecord: (data) => data.machineType,
  create: CreateMachineTypeDocument,
  update: UpdateMachineTypeDocument,
  openAfterCreate: true,
});
