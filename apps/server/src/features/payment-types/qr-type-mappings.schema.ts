import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { QR_TYPES, labelIn, paymentProviderNameSchema, qrTypeLabels, qrTypeMappingUpdateSchema, type QrType } from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { describeChanges } from '../../platform/audit';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import { defineCrud } from '../../platform/crud';
import { invalidInput } from '../../platform/validate';
import { QrTypeEnum } from '../machine-settings/machine-settings.schema';
import { qrTypeMappings } from './payment-types.table';
import { machinesOfferingQrTypes } from './machine-payment-methods';

/*
 * The QR types machines show and the provider handling each (docs/payment-types.md). There is one
 * mapping per QR type, made at start (seed-payment-types.ts): nothing creates or deletes one. A
 * mapping switched off is no longer offered to any machine through the gateway.
 */

type Row = typeof qrTypeMappings.$inferSelect;

export const QrTypeMapping = defineCrud<Row>({
  name: 'QrTypeMapping',
  table: qrTypeMappings,
  description: 'Which payment provider handles one QR type, and whether machines offer it.',
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The mapping’s id.' }),
    qrType: t.field({ description: 'The QR type.', type: QrTypeEnum, resolve: (row) => row.qrType }),
    qrTypeLabel: t.string({ description: 'The QR type in words.', resolve: (row) => labelIn(qrTypeLabels, row.qrType) }),
    paymentProvider: t.exposeString('paymentProvider', { description: 'The payment provider that handles payments of this QR type.' }),
    active: t.exposeBoolean('active', { description: 'False when no machine offers this QR type.' }),
    updatedTime: t.field({ description: 'When it was last changed.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: qrTypeMappings.id, kind: 'int' },
    qrType: { column: qrTypeMappings.qrType, kind: 'enum', values: QR_TYPES },
    paymentProvider: { column: qrTypeMappings.paymentProvider, kind: 'text' },
    active: { column: qrTypeMappings.active, kind: 'boolean' },
    updatedTime: { column: qrTypeMappings.updatedAt, kind: 'datetime' },
  },
  defaultSorts: [{ field: 'id', direction: 'ASC' }],
  label: (row) => `${labelIn(qrTypeLabels, row.qrType)} QR type mapping`,
});

const UpdateInput = builder.inputType('QrTypeMappingUpdateInput', {
  description: 'A change of one QR type’s mapping; a field left out keeps its value.',
  fields: (t) => ({
    paymentProvider: t.string({ description: 'The payment provider: 1 to 60 letters, digits, spaces, dots, dashes or underscores.' }),
    active: t.boolean({ description: 'False to stop every machine offering this QR type.' }),
  }),
});

const view = (row: Row) => ({ paymentProvider: row.paymentProvider, active: row.active });
const wordsOf = (active: boolean) => (active ? 'Switched on' : 'Switched off');

/** Sets the flag on the mappings chosen, locked, and gives an activity row for each one that changed. */
async function setActive(tx: Transaction, where: ReturnType<typeof eq> | undefined, active: boolean) {
  const before = await tx.select().from(qrTypeMappings).where(where).orderBy(asc(qrTypeMappings.id)).for('update');
  const changing = before.filter((row) => row.active !== active);
  const changed = changing.length === 0 ? [] : await tx.update(qrTypeMappings).set({ active, updatedAt: new Date() }).where(inArray(qrTypeMappings.id, changing.map((row) => row.id))).returning();
  const byId = new Map(changed.map((row) => [row.id, row]));
  const result = before.map((row) => byId.get(row.id) ?? row);
  const activity = changed.map((row) => ({
    entity: 'QR_TYPE_MAPPING',
    recordId: row.id,
    message: `${wordsOf(active)} the ${labelIn(qrTypeLabels, row.qrType)} QR type.`,
    changes: describeChanges({ active: !active }, { active }),
  }));
  // Nothing changed: one row still says the switch was pressed, so the log shows who tried.
  return { result, activity: activity.length > 0 ? activity : [{ entity: 'QR_TYPE_MAPPING', message: `${wordsOf(active)} QR types: nothing was left to change.` }] };
}

defineCommand('updateQrTypeMapping', {
  description: 'Changes the payment provider or the active flag of one QR type’s mapping. BAD_USER_INPUT naming the field for a bad value (nothing changed). Switched off, no machine is offered the QR type. Recorded in the activity log.',
  authority: 'UPDATE_QR_TYPE_MAPPING',
  args: (arg) => ({
    qrType: arg({ type: QrTypeEnum, required: true, description: 'The QR type whose mapping changes.' }),
    input: arg({ type: UpdateInput, required: true, description: 'What changes.' }),
  }),
  input: { qrType: z.enum(QR_TYPES), input: qrTypeMappingUpdateSchema },
  type: QrTypeMapping.ref,
  what: 'QR type mapping',
  run: async (tx, { qrType, input }) => {
    const [before] = await tx.select().from(qrTypeMappings).where(eq(qrTypeMappings.qrType, qrType)).for('update');
    if (!before) return undefined;
    const [row] = await tx.update(qrTypeMappings).set({ ...input, updatedAt: new Date() }).where(eq(qrTypeMappings.id, before.id)).returning();
    return {
      result: row!,
      activity: { entity: 'QR_TYPE_MAPPING', recordId: row!.id, message: `Updated the ${labelIn(qrTypeLabels, qrType)} QR type mapping.`, changes: describeChanges(view(before), view(row!)) },
    };
  },
});

for (const [name, active] of [['activateAllQrTypeMapping', true], ['deactivateAllQrTypeMapping', false]] as const) {
  defineCommand(name, {
    description: `${active ? 'Switches every QR type on: machines are offered each QR type they have a code for' : 'Switches every QR type off: no machine is offered any QR payment'}. Answers every mapping. Recorded in the activity log, a row per mapping changed.`,
    authority: 'UPDATE_QR_TYPE_MAPPING',
    args: () => ({}),
    input: {},
    type: [QrTypeMapping.ref],
    nullable: false,
    what: 'QR type mapping',
    run: (tx) => setActive(tx, undefined, active),
  });
}

defineCommand('updateIsActiveAllQrTypeMappingWithPaymentProvider', {
  description: 'Switches on or off every QR type handled by one payment provider (its name compared without regard to case). BAD_USER_INPUT on paymentProvider when no QR type has that provider. Answers the mappings of the provider. Recorded in the activity log.',
  authority: 'UPDATE_QR_TYPE_MAPPING',
  args: (arg) => ({
    paymentProvider: arg.string({ required: true, description: 'The payment provider’s name, as the mappings have it.' }),
    active: arg.boolean({ required: true, description: 'True to switch its QR types on, false to switch them off.' }),
  }),
  input: { paymentProvider: paymentProviderNameSchema, active: z.boolean() },
  type: [QrTypeMapping.ref],
  nullable: false,
  what: 'QR type mapping',
  run: async (tx, { paymentProvider, active }) => {
    const outcome = await setActive(tx, ofProvider(paymentProvider), active);
    if (outcome.result.length === 0) throw invalidInput({ paymentProvider: `No QR type is handled by “${paymentProvider}”.` });
    return outcome;
  },
});

const ofProvider = (paymentProvider: string) => eq(sql`lower(${qrTypeMappings.paymentProvider})`, paymentProvider.toLowerCase());

builder.queryField('isAnyQrTypeMappingInactiveWithPaymentProvider', (t) =>
  t.boolean({
    description: 'Whether any QR type handled by the payment provider (compared without regard to case) is switched off; false when it handles none.',
    authScopes: { authority: 'VIEW_QR_TYPE_MAPPING' },
    args: { paymentProvider: t.arg.string({ required: true, description: 'The payment provider’s name.' }) },
    resolve: async (_root, { paymentProvider }, context) => {
      const rows = await context.db.select({ id: qrTypeMappings.id }).from(qrTypeMappings).where(and(ofProvider(paymentProvider.trim()), eq(qrTypeMappings.active, false))).limit(1);
      return rows.length > 0;
    },
  }),
);

const AffectedMachine = builder.objectRef<{ id: number; vmcNo: string; name: string }>('QrTypeAffectedMachine').implement({
  description: 'A machine that would stop offering a QR type.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The machine’s id.' }),
    vmcNo: t.exposeString('vmcNo', { description: 'The machine’s number.' }),
    name: t.exposeString('name', { description: 'The machine’s name.' }),
  }),
});

const Impact = builder.objectRef<{ totalMachines: number; machines: { id: number; vmcNo: string; name: string }[] }>('QrTypeSwitchImpact').implement({
  description: 'The machines that lose a way to pay when QR types are switched off.',
  fields: (t) => ({
    totalMachines: t.exposeInt('totalMachines', { description: 'How many active machines show a QR code of these types, in the whole fleet.' }),
    machines: t.field({ type: [AffectedMachine], description: 'The first 50 of them the caller may see, by number.', resolve: (row) => row.machines }),
  }),
});

builder.queryField('qrTypeSwitchImpact', (t) =>
  t.field({
    type: Impact,
    description: 'The active machines that show a QR code of any of these types and would stop offering it when the types are switched off; asked before switching them off.',
    authScopes: { authority: 'VIEW_QR_TYPE_MAPPING' },
    args: { qrTypes: t.arg({ type: [QrTypeEnum], required: true, description: 'The QR types about to be switched off; at most the seven there are.' }) },
    resolve: (_root, { qrTypes }, context) => machinesOfferingQrTypes(context, [...new Set(qrTypes as QrType[])]),
  }),
);
