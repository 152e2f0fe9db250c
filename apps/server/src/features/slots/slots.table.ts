import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns, uniqueName } from '../../db/columns';
import { machineStockIns, machineStockOuts } from '../machine-stock/machine-stock.table';
import { machineTypes } from '../machine-types/machine-types.table';
import { machines } from '../machines/machines.table';
import { serverInstructionLogs } from '../machine-status/machine-status.table';
import { products } from '../products/products.table';

export interface SlotMasterSlotValue {
  slot: number;
}

/** A named combination of slots: the layout of a machine's buttons, e.g. "Twelve-button panel". */
export const slotMasters = pgTable(
  'slot_masters',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    description: text('description'),
    /** The machine type the layout is for; null: any. */
    machineTypeId: integer('machine_type_id').references(() => machineTypes.id),
    /** The slot numbers, each once, in the order the console shows them. */
    slots: jsonb('slots').$type<SlotMasterSlotValue[]>().notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [uniqueName('slot_masters_name_unique', table.name), index('slot_masters_machine_type_idx').on(table.machineTypeId)],
);

/** One machine's slots, laid out by a slot master: what each sells and at what price. One per machine. */
export const slotSettings = pgTable(
  'slot_settings',
  {
    ...recordColumns(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    slotMasterId: integer('slot_master_id')
      .notNull()
      .references(() => slotMasters.id),
    /** The last `priceset` instruction that sent these prices to the machine. */
    lastPriceSendId: integer('last_price_send_id').references(() => serverInstructionLogs.id),
  },
  (table) => [uniqueIndex('slot_settings_machine_unique').on(table.machineId), index('slot_settings_slot_master_idx').on(table.slotMasterId)],
);

/** One slot of a setting. A setting's lines are saved as a whole list. */
export const slotSettingLines = pgTable(
  'slot_setting_lines',
  {
    id: serial('id').primaryKey(),
    slotSettingId: integer('slot_setting_id')
      .notNull()
      .references(() => slotSettings.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The canister the slot draws on; a removed stock row leaves the slot without one. */
    machineStockInId: integer('machine_stock_in_id').references(() => machineStockIns.id, { onDelete: 'set null' }),
    /** The packaging (cups, lids) the slot draws on. */
    machineStockOutId: integer('machine_stock_out_id').references(() => machineStockOuts.id, { onDelete: 'set null' }),
    /** Rupiah. */
    price: integer('price').notNull(),
    discountedPrice: integer('discounted_price'),
  },
  (table) => [
    uniqueIndex('slot_setting_lines_setting_slot_unique').on(table.slotSettingId, table.slot),
    index('slot_setting_lines_product_idx').on(table.productId),
    index('slot_setting_lines_stock_in_idx').on(table.machineStockInId),
    index('slot_setting_lines_stock_out_idx').on(table.machineStockOutId),
  ],
);
