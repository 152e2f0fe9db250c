import { asc, eq, inArray } from 'drizzle-orm';
import {
  machineTypeDisplaySchema,
  machineTypeDisplayUpdateSchema,
  type MachineTypeDisplayInput,
  type MachineTypeDisplayUpdateInput,
} from '@back-office/domain';
import type { Queryable, Transaction } from '../../db/client';
import { builder } from '../../platform/builder';
import { defineCrud, updateRow } from '../../platform/crud';
import { badInput } from '../../platform/errors';
import { namedFields, namedRecordFields, type NamedRow } from '../../platform/named-crud';
import { MachineType } from './machine-types.schema';
import { machineTypeDisplayMachineTypes, machineTypeDisplays, machineTypes } from './machine-types.table';

type DisplayRow = typeof machineTypeDisplays.$inferSelect;
type Types = typeof builder.$inferSchemaTypes;
const machineTypeRef = MachineType.ref as unknown as PothosSchemaTypes.ObjectRef<Types, NamedRow>;

const displayInput = (required: boolean) =>
  builder.inputType(required ? 'MachineTypeDisplayInput' : 'MachineTypeDisplayUpdateInput', {
    description: 'A display a machine type can have; in an update, the fields left out keep their value.',
    fields: (t) => ({
      name: t.string({ description: 'Its name, unique; required, not blank.', required }),
      description: t.string({ description: 'Free text about it.' }),
      imageUrl: t.string({ description: 'The picture shop customers see.' }),
      active: t.boolean({ description: 'False stops it being offered.', required }),
      machineTypeIds: t.intList({ required, description: 'The machine types shown this way; the whole list.' }),
    }),
  });

/** Makes the display cover exactly `ids`, each an existing machine type; a new choice must be active. */
async function replaceMachineTypes(transaction: Transaction, displayId: number, ids: number[], keep: number[] = []) {
  const unique = [...new Set(ids)];
  const found = unique.length > 0 ? await transaction.select({ id: machineTypes.id, active: machineTypes.active }).from(machineTypes).where(inArray(machineTypes.id, unique)) : [];
  for (const id of unique) {
    const row = found.find((candidate) => candidate.id === id);
    const message = !row ? `Machine type ${id} does not exist.` : !row.active && !keep.includes(id) ? `Machine type ${id} is inactive; choose an active one.` : undefined;
    if (message) throw badInput(message, { machineTypeIds: message });
  }
  await transaction.delete(machineTypeDisplayMachineTypes).where(eq(machineTypeDisplayMachineTypes.machineTypeDisplayId, displayId));
  if (unique.length > 0) await transaction.insert(machineTypeDisplayMachineTypes).values(unique.map((machineTypeId) => ({ machineTypeDisplayId: displayId, machineTypeId })));
}

const coveredIds = async (transaction: Queryable, displayId: number) =>
  (await transaction.select({ id: machineTypeDisplayMachineTypes.machineTypeId }).from(machineTypeDisplayMachineTypes).where(eq(machineTypeDisplayMachineTypes.machineTypeDisplayId, displayId))).map(
    (row) => row.id,
  );

/** How machine types are named and pictured to shop customers. */
export const MachineTypeDisplay = defineCrud<DisplayRow, MachineTypeDisplayInput, MachineTypeDisplayUpdateInput>({
  name: 'MachineTypeDisplay',
  table: machineTypeDisplays,
  description: 'How machine types are named and pictured to shop customers.',
  object: (t) => ({
    ...namedRecordFields(t),
    imageUrl: t.exposeString('imageUrl', { description: 'The address of its picture, or null.', nullable: true }),
    machineTypeIds: t.intList({ description: 'The ids of the machine types.', resolve: (row, _args, context) => coveredIds(context.db, row.id) }),
    machineTypes: t.field({
      description: 'The machine types that use this display.',
      type: [machineTypeRef],
      resolve: (row, _args, context) =>
        context.db
          .select({ type: machineTypes })
          .from(machineTypeDisplayMachineTypes)
          .innerJoin(machineTypes, eq(machineTypes.id, machineTypeDisplayMachineTypes.machineTypeId))
          .where(eq(machineTypeDisplayMachineTypes.machineTypeDisplayId, row.id))
          .orderBy(asc(machineTypes.name))
          .then((rows) => rows.map((found) => found.type as NamedRow)),
    }),
  }),
  fields: { ...namedFields(machineTypeDisplays), imageUrl: { column: machineTypeDisplays.imageUrl, kind: 'text' } },
  defaultSorts: [{ field: 'name', direction: 'ASC' }],
  label: (row) => row.name,
  uniques: { machine_type_displays_name_unique: { field: 'name', message: 'A display machine type with this name already exists.' } },
  sample: async (make) => ({ name: `Display ${Math.random().toString(36).slice(2, 8)}`, active: true, imageUrl: 'https://example.com/machine.png', machineTypeIds: [await make('MachineType')] }),
  auditView: async (transaction, row) => ({ ...row, machineTypeIds: await coveredIds(transaction, row.id) }),
  create: {
    input: displayInput(true),
    schema: machineTypeDisplaySchema,
    async write(transaction, { machineTypeIds, ...values }) {
      const [row] = await transaction.insert(machineTypeDisplays).values(values).returning();
      await replaceMachineTypes(transaction, row!.id, machineTypeIds);
      return row!;
    },
  },
  update: {
    input: displayInput(false),
    schema: machineTypeDisplayUpdateSchema,
    async write(transaction, { machineTypeIds, ...values }, _context, id) {
      const row = (await updateRow(transaction, machineTypeDisplays, machineTypeDisplays.id, id, values)) as DisplayRow | undefined;
      if (row && machineTypeIds) await replaceMachineTypes(transaction, id, machineTypeIds, await coveredIds(transaction, id));
      return row;
    },
  },
});
