import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  MACHINE_ERROR_URGENCIES,
  MACHINE_SETTINGS_MESSAGES,
  QR_TYPES,
  machineErrorSchema,
  machineErrorUpdateSchema,
  machinePaymentSchema,
  machinePaymentUpdateSchema,
  machineQrSchema,
  machineQrUpdateSchema,
  type MachineErrorInput,
  type MachineErrorUpdateInput,
  type MachinePaymentInput,
  type MachinePaymentUpdateInput,
  type MachineQrInput,
  type MachineQrUpdateInput,
} from '@back-office/domain';
import { builder, describedValues } from '../../platform/builder';
import { defineCrud } from '../../platform/crud';
import { reference } from '../../platform/reference';
import { Machine } from '../machines/machines.schema';
import { machines } from '../machines/machines.table';
import { scopedByMachine } from '../machines/machine-scope';
import { machineErrors, machinePayments, machineQrs } from './machine-settings.table';

type MachineErrorRow = typeof machineErrors.$inferSelect;
type MachinePaymentRow = typeof machinePayments.$inferSelect;
type MachineQrRow = typeof machineQrs.$inferSelect;

export const MachineErrorUrgencyEnum = builder.enumType('MachineErrorUrgency', {
  description: 'How urgent a catalogued machine error is, from LOW to CRITICAL.',
  values: describedValues(MACHINE_ERROR_URGENCIES, { LOW: 'Can wait for the next visit.', MEDIUM: 'Within a few days.', HIGH: 'The same day.', CRITICAL: 'At once: the machine cannot sell.' }),
});

export const QrTypeEnum = builder.enumType('QrType', { description: 'The payment provider a QR is for.', values: describedValues(QR_TYPES, { ajapay: "AJA Pay.", alipay: "Alipay.", danapay: "DANA.", gopay: "GoPay.", jakpay: "JakPay.", jumppay: "The company's own pay.", wx_pub: "WeChat Pay." }) });

/** The machine's VMC number, for lists to show, filter and sort by. */
const vmcNoOf = (column: AnyPgColumn) => sql`(select ${machines.vmcNo} from ${machines} where ${machines.id} = ${column})`;

const machineErrorInput = (create: boolean) =>
  builder.inputType(create ? 'MachineErrorInput' : 'MachineErrorUpdateInput', {
    description: 'A kind of machine error; in an update, the fields left out keep their value.',
    fields: (t) => ({
      code: t.string({ required: create, description: 'The code as the machine reports it, e.g. E12.' }),
      description: t.string({ description: 'What the error means; required, not blank.', required: create }),
      urgency: t.field({ description: 'How soon it needs a refiller.', type: MachineErrorUrgencyEnum, required: create }),
    }),
  });

/** The catalogue of error codes: what the code a machine reports means, and how urgent it is. */
export const MachineError = defineCrud<MachineErrorRow, MachineErrorInput, MachineErrorUpdateInput>({
  name: 'MachineError',
  table: machineErrors,
  description: 'An error code machines report, with its meaning and urgency.',
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The machine error\'s id.' }),
    code: t.exposeString('code', { description: 'The code the machine reports the error with.' }),
    description: t.exposeString('description', { description: 'What the error means.' }),
    urgency: t.field({ description: 'How soon it needs a refiller.', type: MachineErrorUrgencyEnum, resolve: (row) => row.urgency }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: machineErrors.id, kind: 'int' },
    code: { column: machineErrors.code, kind: 'text' },
    description: { column: machineErrors.description, kind: 'text' },
    urgency: { column: machineErrors.urgency, kind: 'enum', values: MACHINE_ERROR_URGENCIES },
    // Most urgent first when sorted descending.
    urgencyRank: {
      column: sql`(case ${machineErrors.urgency} when 'LOW' then 1 when 'MEDIUM' then 2 when 'HIGH' then 3 when 'CRITICAL' then 4 end)`,
      kind: 'int',
    },
    createdTime: { column: machineErrors.createdAt, kind: 'datetime' },
  },
  defaultSorts: [{ field: 'code', direction: 'ASC' }],
  label: (row) => row.code,
  uniques: { machine_errors_code_unique: { field: 'code', message: MACHINE_SETTINGS_MESSAGES.duplicateErrorCode } },
  sample: () => ({ code: `S${Math.floor(Math.random() * 1e9)}`, description: 'Sample error', urgency: 'LOW' }),
  change: { urgency: 'HIGH' },
  create: { input: machineErrorInput(true), schema: machineErrorSchema },
  update: { input: machineErrorInput(false), schema: machineErrorUpdateSchema },
});

export const machineErrorRef = MachineError.ref as unknown as PothosSchemaTypes.ObjectRef<typeof builder.$inferSchemaTypes, MachineErrorRow>;

const machinePaymentInput = (create: boolean) =>
  builder.inputType(create ? 'MachinePaymentInput' : 'MachinePaymentUpdateInput', {
    description: 'A machine\'s payment terminal settings; in an update, the fields left out keep their value.',
    fields: (t) => ({
      ...(create ? { machineId: t.int({ description: 'The id of the machine.', required: true }) } : {}),
      mid: t.string({ required: create, description: 'The merchant id at the payment partner.' }),
      tid: t.string({ required: create, description: 'The terminal id at the payment partner.' }),
      storeId: t.string({ description: 'The id of the store.' }),
      posId: t.string({ description: 'The id of the pos.' }),
      partnerId: t.string({ description: 'The id of the partner.' }),
      clientId: t.string({ description: 'The id of the client.', required: create }),
      channelId: t.string({ description: 'The id of the channel.' }),
      clientSecret: t.string({ required: create, description: create ? 'A secret: stored, never returned.' : 'Given only to replace the stored secret.' }),
      privateKey: t.string({ description: create ? 'A secret: stored, never returned.' : 'Given only to replace the stored key.' }),
      active: t.boolean({ description: 'False stops the settings being used.', required: create }),
    }),
  });

const paymentLabel = (row: MachinePaymentRow) => `MID ${row.mid} TID ${row.tid}`;

/** How a machine takes payments through its partner: identifiers readable, secrets written only. */
export const MachinePayment = defineCrud<MachinePaymentRow, MachinePaymentInput, MachinePaymentUpdateInput>({
  name: 'MachinePayment',
  table: machinePayments,
  description: 'The payment partner settings of one machine. Its client secret and private key are written, never read back.',
  references: { machine: reference(Machine, { scopedByTarget: true }) },
  scope: scopedByMachine(machinePayments.machineId),
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The machine payment\'s id.' }),
    mid: t.exposeString('mid', { description: 'The payment merchant id.' }),
    tid: t.exposeString('tid', { description: 'The payment terminal id.' }),
    storeId: t.exposeString('storeId', { description: 'The id of the store.', nullable: true }),
    posId: t.exposeString('posId', { description: 'The id of the pos.', nullable: true }),
    partnerId: t.exposeString('partnerId', { description: 'The id of the partner.', nullable: true }),
    clientId: t.exposeString('clientId', { description: 'The id of the client.' }),
    channelId: t.exposeString('channelId', { description: 'The id of the channel.', nullable: true }),
    clientSecretSet: t.boolean({ description: 'Whether a client secret is stored; the secret itself is never returned.', resolve: (row) => row.clientSecret.length > 0 }),
    privateKeySet: t.boolean({ description: 'Whether a private key is stored; the key itself is never returned.', resolve: (row) => Boolean(row.privateKey) }),
    active: t.exposeBoolean('active', { description: 'False when the payment settings are no longer used.' }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: machinePayments.id, kind: 'int' },
    vmcNo: { column: vmcNoOf(machinePayments.machineId), kind: 'text' },
    mid: { column: machinePayments.mid, kind: 'text' },
    tid: { column: machinePayments.tid, kind: 'text' },
    storeId: { column: machinePayments.storeId, kind: 'text' },
    posId: { column: machinePayments.posId, kind: 'text' },
    partnerId: { column: machinePayments.partnerId, kind: 'text' },
    clientId: { column: machinePayments.clientId, kind: 'text' },
    channelId: { column: machinePayments.channelId, kind: 'text' },
    active: { column: machinePayments.active, kind: 'boolean' },
    createdTime: { column: machinePayments.createdAt, kind: 'datetime' },
  },
  defaultSorts: [{ field: 'vmcNo', direction: 'ASC' }],
  label: paymentLabel,
  secrets: ['clientSecret', 'privateKey'],
  uniques: { machine_payments_machine_unique: { field: 'machineId', message: MACHINE_SETTINGS_MESSAGES.duplicatePayment } },
  sample: async (make) => ({
    machineId: await make('Machine', { fresh: true }),
    mid: 'M-SAMPLE',
    tid: 'T-SAMPLE',
    clientId: 'client-sample',
    clientSecret: 'secret-sample',
    active: true,
  }),
  create: { input: machinePaymentInput(true), schema: machinePaymentSchema },
  update: { input: machinePaymentInput(false), schema: machinePaymentUpdateSchema },
});

const machineQrInput = (create: boolean) =>
  builder.inputType(create ? 'MachineQrInput' : 'MachineQrUpdateInput', {
    description: 'A QR code shown on a machine; in an update, the fields left out keep their value.',
    fields: (t) => ({
      machineId: t.int({ description: 'The id of the machine.', required: create }),
      qrType: t.field({ description: 'What the code is for.', type: QrTypeEnum, required: create }),
      content: t.string({ required: create, description: 'The text the QR encodes: a QRIS string or an address.' }),
      description: t.string({ description: 'Free text about it.' }),
      active: t.boolean({ description: 'False stops it being shown.', required: create }),
    }),
  });

/** A QR code a machine shows for one payment provider. */
export const MachineQr = defineCrud<MachineQrRow, MachineQrInput, MachineQrUpdateInput>({
  name: 'MachineQr',
  table: machineQrs,
  description: 'A QR code a machine shows for one payment provider.',
  references: { machine: reference(Machine, { scopedByTarget: true }) },
  scope: scopedByMachine(machineQrs.machineId),
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The machine qr\'s id.' }),
    qrType: t.field({ description: 'What the code is for.', type: QrTypeEnum, resolve: (row) => row.qrType }),
    content: t.exposeString('content', { description: 'The text the QR code holds.' }),
    description: t.exposeString('description', { description: 'Free text about it, or null.', nullable: true }),
    active: t.exposeBoolean('active', { description: 'False when the code is no longer shown.' }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: machineQrs.id, kind: 'int' },
    vmcNo: { column: vmcNoOf(machineQrs.machineId), kind: 'text' },
    qrType: { column: machineQrs.qrType, kind: 'enum', values: QR_TYPES },
    content: { column: machineQrs.content, kind: 'text' },
    description: { column: machineQrs.description, kind: 'text' },
    active: { column: machineQrs.active, kind: 'boolean' },
    createdTime: { column: machineQrs.createdAt, kind: 'datetime' },
  },
  defaultSorts: [
    { field: 'vmcNo', direction: 'ASC' },
    { field: 'qrType', direction: 'ASC' },
  ],
  label: (row) => `${row.qrType} QR of machine ${row.machineId}`,
  uniques: { machine_qrs_machine_type_unique: { field: 'qrType', message: MACHINE_SETTINGS_MESSAGES.duplicateQr } },
  sample: async (make) => ({ machineId: await make('Machine', { fresh: true }), qrType: 'gopay', content: '00020101021126570011ID.DANA.WWW', active: true }),
  create: { input: machineQrInput(true), schema: machineQrSchema },
  update: { input: machineQrInput(false), schema: machineQrUpdateSchema },
});
