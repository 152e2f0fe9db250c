import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { SLOT_MESSAGES, slotMasterSchema, slotMasterUpdateSchema, type SlotMasterInput, type SlotMasterUpdateInput } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { builder } from '../../platform/builder';
import { defineCrud } from '../../platform/crud';
import { badInput } from '../../platform/errors';
import { reference } from '../../platform/reference';
import { MachineType } from '../machine-types/machine-types.schema';
import { slotMasters, slotSettingLines, slotSettings, type SlotMasterSlotValue } from './slots.table';

/* Slot masters: named combinations of slot numbers. */

type Types = typeof builder.$inferSchemaTypes;
type SlotMasterRow = typeof slotMasters.$inferSelect;

export const SlotMasterSlotRef = builder.objectRef<SlotMasterSlotValue>('SlotMasterSlot').implement({
  description: 'One slot of a slot master: its number on the machine.',
  fields: (t) => ({ slot: t.exposeInt('slot', { description: 'The slot\'s number.' }) }),
});

export const SlotMasterSlotInput = builder.inputType('SlotMasterSlotInput', { description: 'One slot of a layout.', fields: (t) => ({ slot: t.int({ required: true, description: 'From 1; once per master.' }) }) });

export const slotMasterInput = (create: boolean) =>
  builder.inputType(create ? 'SlotMasterInput' : 'SlotMasterUpdateInput', {
    description: 'A layout of a machine type\'s menu slots; in an update, the fields left out keep their value.',
    fields: (t) => ({
      name: t.string({ required: create, description: 'The combination’s name.' }),
      description: t.string({ description: 'Free text about it.' }),
      machineTypeId: t.int({ description: 'The machine type the layout is for; null for any.' }),
      slots: t.field({ type: [SlotMasterSlotInput], required: create, description: 'The whole list of slots, each number once.' }),
      active: t.boolean({ description: 'False stops it being offered.', required: create }),
    }),
  });

/** Slots of `slotMasterId` that slot settings sell from, among `slots`. */
export async function slotsInUse(transaction: Transaction, slotMasterId: number, slots: number[]) {
  if (slots.length === 0) return [];
  const rows = await transaction
    .selectDistinct({ slot: slotSettingLines.slot })
    .from(slotSettingLines)
    .innerJoin(slotSettings, eq(slotSettings.id, slotSettingLines.slotSettingId))
    .where(and(eq(slotSettings.slotMasterId, slotMasterId), inArray(slotSettingLines.slot, slots)))
    .orderBy(asc(slotSettingLines.slot));
  return rows.map((row) => row.slot);
}

export const SlotMaster = defineCrud<SlotMasterRow, SlotMasterInput, SlotMasterUpdateInput>({
  name: 'SlotMaster',
  table: slotMasters,
  description: 'A named combination of slots: the layout of a machine’s buttons, which slot settings fill.',
  references: { machineType: reference(MachineType, { required: false }) },
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The slot master\'s id.' }),
    name: t.exposeString('name', { description: 'Its name, unique.' }),
    description: t.exposeString('description', { description: 'Free text about it, or null.', nullable: true }),
    slots: t.field({ description: 'Its slots, in order.', type: [SlotMasterSlotRef], resolve: (row) => row.slots }),
    slotCount: t.int({ description: 'How many slots it lays out.', resolve: (row) => row.slots.length }),
    active: t.exposeBoolean('active', { description: 'False when no longer offered.' }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: slotMasters.id, kind: 'int' },
    name: { column: slotMasters.name, kind: 'text' },
    description: { column: slotMasters.description, kind: 'text' },
    slotCount: { column: sql`jsonb_array_length(${slotMasters.slots})`, kind: 'int' },
    active: { column: slotMasters.active, kind: 'boolean' },
    createdTime: { column: slotMasters.createdAt, kind: 'datetime' },
    updatedTime: { column: slotMasters.updatedAt, kind: 'datetime' },
  },
  defaultSorts: [{ field: 'name', direction: 'ASC' }],
  label: (row) => row.name,
  uniques: { slot_masters_name_unique: { field: 'name', message: SLOT_MESSAGES.duplicateMasterName } },
  sample: () => ({ name: `Slot master ${Math.random().toString(36).slice(2, 8)}`, slots: [{ slot: 1 }, { slot: 2 }], active: true }),
  async check(transaction, data, _context, id) {
    // A slot that a setting sells from stays in the master until the setting stops using it.
    if (id === undefined || !data.slots) return;
    const [before] = await transaction.select().from(slotMasters).where(eq(slotMasters.id, id));
    const kept = new Set(data.slots.map((slot) => slot.slot));
    const dropped = (before?.slots ?? []).map((slot) => slot.slot).filter((slot) => !kept.has(slot));
    const used = await slotsInUse(transaction, id, dropped);
    if (used.length > 0) throw badInput(SLOT_MESSAGES.slotsInUse(used), { slots: SLOT_MESSAGES.slotsInUse(used) });
  },
  create: { input: slotMasterInput(true), schema: slotMasterSchema },
  update: { input: slotMasterInput(false), schema: slotMasterUpdateSchema },
});

export const slotMasterRef = SlotMaster.ref as unknown as PothosSchemaTypes.ObjectRef<Types, SlotMasterRow>;
