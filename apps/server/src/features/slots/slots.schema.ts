import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  countOf,
  SLOT_MESSAGES,
  id,
  slotSettingSchema,
  slotSettingUpdateSchema,
  type SlotPricesPayload,
  type SlotSettingInput,
  type SlotSettingLineInput,
  type SlotSettingUpdateInput,
} from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import type { Context } from '../../platform/context';
import { defineCrud, updateRow } from '../../platform/crud';
import { badInput, notFound } from '../../platform/errors';
import { reference } from '../../platform/reference';
import { stockInRef, stockOutRef } from '../machine-stock/machine-stock.schema';
import { machineStockIns, machineStockOuts } from '../machine-stock/machine-stock.table';
import { Machine } from '../machines/machines.schema';
import { machines } from '../machines/machines.table';
import { setMachineInstruction } from '../machine-status/machine-events';
import { ServerInstructionLog } from '../machine-status/machine-status.schema';
import { serverInstructionLogs } from '../machine-status/machine-status.table';
import { Product } from '../products/products.schema';
import { products } from '../products/products.table';
import { scopedByMachine } from '../machines/machine-scope';
import { slotMasters, slotSettingLines, slotSettings } from './slots.table';
import { SlotMaster } from './slot-masters.schema';

type Types = typeof builder.$inferSchemaTypes;
type SlotSettingRow = typeof slotSettings.$inferSelect;
type LineRow = typeof slotSettingLines.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Slot settings: one machine's slots, what each sells and at what price.

const LineRef = builder.objectRef<LineRow>('SlotSettingLine').implement({
  description: 'One slot of a machine’s setting: the product it sells, its prices, and the stock it draws on.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The slot setting line\'s id.' }),
    slot: t.exposeInt('slot', { description: 'The slot\'s number.' }),
    productId: t.exposeInt('productId', { description: 'The id of the product.' }),
    product: t.field({ description: 'The product in the slot.', type: Product.ref as unknown as PothosSchemaTypes.ObjectRef<Types, number>, resolve: (row) => row.productId }),
    machineStockInId: t.exposeInt('machineStockInId', { description: 'The id of the machine stock in.', nullable: true }),
    machineStockIn: t.field({ description: 'The ingredient the slot draws on, or null.', type: stockInRef as never, nullable: true, resolve: (row) => row.machineStockInId as never }),
    machineStockOutId: t.exposeInt('machineStockOutId', { description: 'The id of the machine stock out.', nullable: true }),
    machineStockOut: t.field({ description: 'The packaging the slot draws on, or null.', type: stockOutRef as never, nullable: true, resolve: (row) => row.machineStockOutId as never }),
    price: t.exposeInt('price', { description: 'Rupiah.' }),
    discountedPrice: t.exposeInt('discountedPrice', { nullable: true, description: 'Rupiah, below the price; null: no discount.' }),
  }),
});

const LineInput = builder.inputType('SlotSettingLineInput', {
  description: 'One slot of a machine\'s menu.',
  fields: (t) => ({
    slot: t.int({ required: true, description: 'One of the slot master’s slots; once per setting.' }),
    productId: t.int({ description: 'The id of the product.', required: true }),
    machineStockInId: t.int({ description: 'A stock in row of the same machine.' }),
    machineStockOutId: t.int({ description: 'A stock out row of the same machine.' }),
    price: t.int({ required: true, description: 'Rupiah; the same for every slot of one product.' }),
    discountedPrice: t.int({ description: 'Rupiah, below the price; the same for every slot of one product.' }),
  }),
});

const slotSettingInput = (create: boolean) =>
  builder.inputType(create ? 'SlotSettingInput' : 'SlotSettingUpdateInput', {
    description: 'What a machine sells in its slots, and at which prices.',
    fields: (t) => ({
      ...(create ? { machineId: t.int({ required: true, description: 'The machine; a machine has one slot setting, and it stays with it.' }) } : {}),
      slotMasterId: t.int({ description: 'The id of the slot master.', required: create }),
      lines: t.field({ type: [LineInput], required: create, description: 'The whole list of slots: slots left out are removed.' }),
    }),
  });

const linesOf = (db: Context['db'] | Transaction, slotSettingId: number) =>
  db.select().from(slotSettingLines).where(eq(slotSettingLines.slotSettingId, slotSettingId)).orderBy(asc(slotSettingLines.slot));

/**
 * Makes the setting's slots exactly `lines`, after checking them against the master and the machine:
 * each slot is one of the master's, each product exists, each stock row is the machine's own.
 */
async function replaceLines(transaction: Transaction, setting: Pick<SlotSettingRow, 'id' | 'machineId' | 'slotMasterId'>, lines: SlotSettingLineInput[]) {
  const [master] = await transaction.select({ slots: slotMasters.slots }).from(slotMasters).where(eq(slotMasters.id, setting.slotMasterId));
  const masterSlots = new Set((master?.slots ?? []).map((slot) => slot.slot));
  const fields: Record<string, string> = {};
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const known = new Set((await transaction.select({ id: products.id }).from(products).where(inArray(products.id, productIds))).map((row) => row.id));
  const ids = (key: 'machineStockInId' | 'machineStockOutId') => [...new Set(lines.map((line) => line[key]).filter((value): value is number => value != null))];
  const stockInIds = ids('machineStockInId');
  const stockOutIds = ids('machineStockOutId');
  const ownIns = new Set(
    stockInIds.length === 0
      ? []
      : (await transaction.select({ id: machineStockIns.id }).from(machineStockIns).where(and(inArray(machineStockIns.id, stockInIds), eq(machineStockIns.machineId, setting.machineId)))).map((row) => row.id),
  );
  const ownOuts = new Set(
    stockOutIds.length === 0
      ? []
      : (await transaction.select({ id: machineStockOuts.id }).from(machineStockOuts).where(and(inArray(machineStockOuts.id, stockOutIds), eq(machineStockOuts.machineId, setting.machineId)))).map((row) => row.id),
  );
  lines.forEach((line, index) => {
    if (!masterSlots.has(line.slot)) fields[`lines.${index}.slot`] = SLOT_MESSAGES.slotNotInMaster;
    if (!known.has(line.productId)) fields[`lines.${index}.productId`] = `Product ${line.productId} does not exist.`;
    if (line.machineStockInId != null && !ownIns.has(line.machineStockInId)) fields[`lines.${index}.machineStockInId`] = SLOT_MESSAGES.stockInOfAnotherMachine;
    if (line.machineStockOutId != null && !ownOuts.has(line.machineStockOutId)) fields[`lines.${index}.machineStockOutId`] = SLOT_MESSAGES.stockOutOfAnotherMachine;
  });
  const [first] = Object.values(fields);
  if (first) throw badInput(first, fields);
  await transaction.delete(slotSettingLines).where(eq(slotSettingLines.slotSettingId, setting.id));
  await transaction.insert(slotSettingLines).values(
    lines.map((line) => ({
      slotSettingId: setting.id,
      slot: line.slot,
      productId: line.productId,
      machineStockInId: line.machineStockInId ?? null,
      machineStockOutId: line.machineStockOutId ?? null,
      price: line.price,
      discountedPrice: line.discountedPrice ?? null,
    })),
  );
}

/** What the audit log compares: the setting with its slots, so a price change shows as one. */
const auditView = async (transaction: Transaction, row: SlotSettingRow) => ({
  machineId: row.machineId,
  slotMasterId: row.slotMasterId,
  lines: (await linesOf(transaction, row.id)).map(({ slot, productId, machineStockInId, machineStockOutId, price, discountedPrice }) => ({
    slot,
    productId,
    machineStockInId,
    machineStockOutId,
    price,
    discountedPrice,
  })),
});

const vmcNoOfSetting = sql`(select ${machines.vmcNo} from ${machines} where ${machines.id} = ${slotSettings.machineId})`;
const lastSendColumn = (column: string) =>
  sql`(select ${sql.identifier(column)} from ${serverInstructionLogs} where ${serverInstructionLogs.id} = ${slotSettings.lastPriceSendId})`;

export const SlotSetting = defineCrud<SlotSettingRow, SlotSettingInput, SlotSettingUpdateInput>({
  name: 'SlotSetting',
  table: slotSettings,
  description: 'One machine’s slots, laid out by a slot master: the product each sells, its price and discounted price, and the stock it draws on.',
  references: { machine: reference(Machine, { acceptsInactive: true, scopedByTarget: true }), slotMaster: reference(SlotMaster) },
  scope: scopedByMachine(slotSettings.machineId),
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The slot setting\'s id.' }),
    lines: t.field({ type: [LineRef], description: 'The slots, by number.', resolve: (row, _args, context) => linesOf(context.db, row.id) }),
    lastPriceSend: t.field({
      type: ServerInstructionLog.ref as unknown as PothosSchemaTypes.ObjectRef<Types, number>,
      nullable: true,
      description: 'The last `priceset` instruction that sent these prices to the machine: when, and whether the machine fetched and acknowledged it.',
      resolve: (row) => row.lastPriceSendId,
    }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: slotSettings.id, kind: 'int' },
    vmcNo: { column: vmcNoOfSetting, kind: 'text' },
    lineCount: { column: sql`(select count(*)::int from ${slotSettingLines} where ${slotSettingLines.slotSettingId} = ${slotSettings.id})`, kind: 'int' },
    pricesSentTime: { column: lastSendColumn('set_at'), kind: 'datetime' },
    pricesAcknowledgedTime: { column: lastSendColumn('acknowledged_at'), kind: 'datetime' },
    createdTime: { column: slotSettings.createdAt, kind: 'datetime' },
    updatedTime: { column: slotSettings.updatedAt, kind: 'datetime' },
  },
  defaultSorts: [{ field: 'vmcNo', direction: 'ASC' }],
  label: (row) => `slot setting of machine ${row.machineId}`,
  uniques: { slot_settings_machine_unique: { field: 'machineId', message: SLOT_MESSAGES.oneSettingPerMachine } },
  auditView,
  sample: async (make) => {
    const productId = await make('Product');
    return {
      machineId: await make('Machine', { fresh: true }),
      slotMasterId: await make('SlotMaster'),
      lines: [
        { slot: 1, productId, price: 18000, discountedPrice: 15000 },
        { slot: 2, productId, price: 18000, discountedPrice: 15000 },
      ],
    };
  },
  change: {},
  create: {
    input: slotSettingInput(true),
    schema: slotSettingSchema,
    async write(transaction, { lines, ...values }) {
      const [row] = await transaction.insert(slotSettings).values(values).returning();
      await replaceLines(transaction, row!, lines);
      return row!;
    },
  },
  update: {
    input: slotSettingInput(false),
    schema: slotSettingUpdateSchema,
    // The row is locked (FOR UPDATE) by the update before this runs: two saves of one setting apply one after the other.
    async write(transaction, { lines, ...values }, _context, id) {
      const row = (await updateRow(transaction, slotSettings, slotSettings.id, id, values)) as SlotSettingRow | undefined;
      if (!row) return undefined;
      if (lines) await replaceLines(transaction, row, lines);
      // A new master must still hold every slot the setting sells from.
      else if (values.slotMasterId !== undefined) await replaceLines(transaction, row, await linesOf(transaction, id));
      return row;
    },
  },
});

const slotSettingRef = SlotSetting.ref as unknown as PothosSchemaTypes.ObjectRef<Types, SlotSettingRow>;

defineCommand('sendSlotPrices', {
  description:
    'Sends the setting’s prices to its machine: sets the machine’s `priceset` instruction with the prices as its payload, superseding one still waiting. Answers the setting, whose lastPriceSend is the new instruction.',
  authority: 'UPDATE_SLOT_SETTING',
  args: (arg) => ({ slotSettingId: arg.int({ description: 'The id of the slot setting.', required: true }) }),
  input: { slotSettingId: id },
  type: slotSettingRef,
  what: 'Slot setting',
  // Outside the caller's machines it does not exist.
  prepare: ({ slotSettingId }, context) => SlotSetting.findById(context, slotSettingId),
  run: async (tx, { slotSettingId }, context) => {
    // Locked, so the prices sent are those of one saved version, never half of a concurrent save.
    const [setting] = await tx.select().from(slotSettings).where(eq(slotSettings.id, slotSettingId)).for('update');
    if (!setting) throw notFound('Slot setting', slotSettingId);
    const [machine] = await tx.select({ vmcNo: machines.vmcNo }).from(machines).where(eq(machines.id, setting.machineId));
    const lines = await linesOf(tx, slotSettingId);
    const payload: SlotPricesPayload = {
      slotSettingId,
      slots: lines.map((line) => ({ slot: line.slot, productId: line.productId, price: line.price, discountedPrice: line.discountedPrice })),
    };
    const log = await setMachineInstruction(tx, setting.machineId, 'priceset', { userId: context.user!.id }, new Date(), payload as unknown as Record<string, unknown>);
    const [row] = await tx.update(slotSettings).set({ lastPriceSendId: log.id }).where(eq(slotSettings.id, slotSettingId)).returning();
    return {
      result: row!,
      activity: {
        entity: 'SLOT_SETTING',
        recordId: slotSettingId,
        vmcNo: machine?.vmcNo ?? null,
        message: `Sent the prices of ${countOf(lines.length, 'slot')} to machine ${machine?.vmcNo ?? setting.machineId}.`,
      },
    };
  },
});

export { slotSettingRef };
