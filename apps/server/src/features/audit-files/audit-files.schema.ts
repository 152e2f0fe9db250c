import { eq } from 'drizzle-orm';
import { auditFileSourceLabels, auditFileStatusLabels, auditFileUploadSchema } from '@back-office/domain';
import { builder, labelledValues } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import { defineCrud } from '../../platform/crud';
import { findPage, type PagingFields } from '../../platform/paging';
import { PageInputRef } from '../../platform/paging/inputs';
import { reference, referencePagingFields } from '../../platform/reference';
import { Machine } from '../machines/machines.schema';
import { scopedByMachine } from '../machines/machine-scope';
import { machineAuditFiles, type AuditFileRow, type ProductSales } from './audit-files.table';
import { receiveAuditFile } from './receive-audit-file';

/* Audit files (DEX / EVA-DTS) of machines of other makes: each file kept, and the upload on the machine's page. */

type Types = typeof builder.$inferSchemaTypes;

const AuditFileStatusEnum = builder.enumType('AuditFileStatus', { description: 'What became of an audit file.', values: labelledValues(auditFileStatusLabels) });
const AuditFileSourceEnum = builder.enumType('AuditFileSource', { description: 'How an audit file came.', values: labelledValues(auditFileSourceLabels) });

const ProductSalesRef = builder.objectRef<ProductSales>('AuditFileProductSales').implement({
  description: 'One product’s paid sales between two audit files.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'The product’s code in the machine (PA101).' }),
    vends: t.exposeInt('vends', { description: 'Paid vends.' }),
    value: t.exposeInt('value', { description: 'Paid sales in rupiah.' }),
  }),
});

const auditFileFields: PagingFields = {
  id: { column: machineAuditFiles.id, kind: 'int' },
  status: { column: machineAuditFiles.status, kind: 'text' },
  source: { column: machineAuditFiles.source, kind: 'text' },
  serial: { column: machineAuditFiles.serial, kind: 'text' },
  receivedTime: { column: machineAuditFiles.receivedAt, kind: 'datetime' },
  salesVends: { column: machineAuditFiles.salesVends, kind: 'int' },
  salesValue: { column: machineAuditFiles.salesValue, kind: 'int' },
};
const references = { machine: reference(Machine, { acceptsInactive: true, scopedByTarget: true }) };

export const MachineAuditFile = defineCrud<AuditFileRow>({
  name: 'MachineAuditFile',
  allField: false,
  table: machineAuditFiles,
  description: 'An audit file (DEX / EVA-DTS) of a machine, kept whole with what became of it and the sales it gave.',
  references,
  scope: scopedByMachine(machineAuditFiles.machineId),
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The audit file’s id.' }),
    status: t.field({ type: AuditFileStatusEnum, description: 'What became of the file.', resolve: (row) => row.status }),
    source: t.field({ type: AuditFileSourceEnum, description: 'How it came.', resolve: (row) => row.source }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why it was refused, why no sales were recorded, or that it is the first file, in words.' }),
    serial: t.exposeString('serial', { nullable: true, description: 'The serial number the file gives (ID101).' }),
    receivedTime: t.field({ type: 'DateTime', description: 'When it arrived.', resolve: (row) => row.receivedAt }),
    salesDay: t.field({ type: 'Date', description: 'The day (Asia/Jakarta) its sales count for.', resolve: (row) => row.salesDay }),
    user: t.string({ description: 'Who uploaded it, or "The machine".', resolve: (row) => row.userName ?? 'The machine' }),
    paidVends: t.int({ nullable: true, description: 'The machine’s lifetime paid vends (VA102), when read.', resolve: (row) => row.counters?.paidVends ?? null }),
    paidValue: t.float({ nullable: true, description: 'The machine’s lifetime paid sales in rupiah (VA101), when read.', resolve: (row) => row.counters?.paidValue ?? null }),
    testVends: t.int({ nullable: true, description: 'Lifetime test vends (VA202): not revenue.', resolve: (row) => row.counters?.testVends ?? null }),
    freeVends: t.int({ nullable: true, description: 'Lifetime free vends (VA302): not revenue.', resolve: (row) => row.counters?.freeVends ?? null }),
    salesVends: t.exposeInt('salesVends', { nullable: true, description: 'Paid vends since the previous file; null for the first file or counters gone down.' }),
    salesValue: t.float({ nullable: true, description: 'Paid sales in rupiah since the previous file.', resolve: (row) => row.salesValue }),
    cashValue: t.float({ nullable: true, description: 'Of which cash, in rupiah.', resolve: (row) => row.cashValue }),
    cashlessValue: t.float({ nullable: true, description: 'Of which cashless, in rupiah.', resolve: (row) => row.cashlessValue }),
    productSales: t.field({ type: [ProductSalesRef], description: 'Sales per product since the previous file.', resolve: (row) => row.productSales ?? [] }),
    content: t.exposeString('content', { description: 'The file as it came.' }),
  }),
  fields: auditFileFields,
  defaultSorts: [{ field: 'receivedTime', direction: 'DESC' }],
  label: (row) => `audit file ${row.id}`,
});

const auditFileRef = MachineAuditFile.ref as unknown as PothosSchemaTypes.ObjectRef<Types, AuditFileRow>;

builder.queryField('machineAuditFilesByMachineId', (t) =>
  t.field({
    nullable: true,
    type: MachineAuditFile.pageRef as never,
    description: 'A machine’s audit files, the latest first.',
    args: {
      machineId: t.arg.int({ description: 'The id of the machine.', required: true }),
      pageInput: t.arg({ description: 'Which page, how large, and the sorts, filters and search that choose its rows.', type: PageInputRef, required: true }),
    },
    authScopes: { authority: 'VIEW_MACHINE_AUDIT_FILE' },
    resolve: async (_root, args, context, info) => {
      await Machine.findById(context, args.machineId);
      return findPage(
        {
          db: context.db,
          table: machineAuditFiles,
          fields: { ...referencePagingFields(machineAuditFiles, references), ...auditFileFields },
          idColumn: machineAuditFiles.id,
          scope: eq(machineAuditFiles.machineId, args.machineId),
          defaultSorts: [{ field: 'receivedTime', direction: 'DESC' }],
        },
        args.pageInput,
        info,
      ) as never;
    },
  }),
);

defineCommand('uploadMachineAuditFile', {
  description:
    'Uploads an audit file (DEX / EVA-DTS) of a machine. The file is kept whole with what became of it: read (its sales since the previous file), counters gone down (no sales), or refused with its reason. The same file again changes nothing and answers the file kept. BAD_USER_INPUT for an empty or too long file.',
  authority: 'CREATE_MACHINE_AUDIT_FILE',
  args: (arg) => ({
    machineId: arg.int({ description: 'The id of the machine.', required: true }),
    content: arg.string({ description: 'The audit file’s text.', required: true }),
  }),
  input: auditFileUploadSchema,
  type: auditFileRef,
  nullable: false,
  what: 'Machine',
  prepare: ({ machineId }, context) => Machine.findById(context, machineId),
  run: async (tx, { machineId, content }, context, machine) => {
    const { file, fresh } = await receiveAuditFile(tx, { machineId, content, source: 'UPLOAD', user: { id: context.user!.id, name: context.user!.name } });
    const outcome = fresh ? auditFileStatusLabels[file.status].toLowerCase() : 'the same file as before, nothing changed';
    return { result: file, activity: { entity: 'MACHINE_AUDIT_FILE', recordId: file.id, vmcNo: machine.vmcNo, message: `Uploaded an audit file of machine ${machine.vmcNo}: ${outcome}.` } };
  },
});
