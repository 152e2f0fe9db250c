import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NUL_MESSAGE, writeDexFile, type DexCounters } from '@back-office/domain';
import { createTestMachine, issueGatewayKey } from '../../testing/machines';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { machineIncidents } from '../machine-alerts/machine-alerts.table';
import { machineAuditFiles } from './audit-files.table';

/*
 * Audit files through the gateway's HTTP API and the upload command: read, refused, counters gone
 * down, the same file twice, another machine's file; a refused file is kept whole and applies nothing.
 */

let app: TestApp;
let machineTypeId: number;

const counters = (serial: string, vends: number, cash = 4, cashless = 6): DexCounters => ({
  serial,
  paidVends: vends,
  paidValue: vends * 15_000,
  cashVends: cash,
  cashValue: (vends * 15_000 * cash) / (cash + cashless),
  cashlessVends: cashless,
  cashlessValue: (vends * 15_000 * cashless) / (cash + cashless),
  testVends: 3,
  products: [{ code: '11', price: 15_000, paidVends: vends, paidValue: vends * 15_000 }],
});

async function machine() {
  const made = await createTestMachine(app, machineTypeId, 'DX');
  const serial = `DX-FN-${made.vmcNo.split('-')[1]}`;
  return { ...made, serial, key: await issueGatewayKey(app, made.id) };
}

async function send(key: string, content: string) {
  const response = await app.app.fetch('http://localhost/gateway/v1/audit-files', { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify({ content }) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error?: { code: string; auditFile?: Record<string, unknown>; fields?: Record<string, string> } } };
}

const UPLOAD = 'mutation ($machineId: Int!, $content: String!) { uploadMachineAuditFile(machineId: $machineId, content: $content) { id status reason salesVends salesValue source user productSales { code vends value } } }';
const incidents = (machineId: number) =>
  app.db.select({ kind: machineIncidents.kind, repeats: machineIncidents.repeats }).from(machineIncidents).where(eq(machineIncidents.machineId, machineId));
const files = (machineId: number) => app.db.select().from(machineAuditFiles).where(eq(machineAuditFiles.machineId, machineId)).orderBy(machineAuditFiles.id);

beforeAll(async () => {
  app = await startTestApp();
  const type = await app.admin.request<{ createMachineType: { id: number } }>('mutation { createMachineType(input: { name: "DEX Brewer", initialName: "DX", active: true }) { id } }');
  machineTypeId = type.data!.createMachineType.id;
});
afterAll(() => app.close());

describe('audit files through the gateway', () => {
  it('measures sales as the difference of lifetime counters, the same file twice changing nothing', async () => {
    const dex = await machine();
    const first = await send(dex.key, writeDexFile(counters(dex.serial, 10)));
    expect(first).toMatchObject({ status: 201, body: { status: 'APPLIED', salesVends: null, repeated: false } });
    const second = await send(dex.key, writeDexFile(counters(dex.serial, 15)));
    expect(second).toMatchObject({ status: 201, body: { status: 'APPLIED', salesVends: 5, salesValue: 75_000 } });
    const again = await send(dex.key, writeDexFile(counters(dex.serial, 15)));
    expect(again).toMatchObject({ status: 200, body: { auditFileId: second.body.auditFileId, repeated: true } });
    const kept = await files(dex.id);
    expect(kept).toHaveLength(2);
    expect(kept[1]!.productSales).toEqual([{ code: '11', vends: 5, value: 75_000 }]);
  });

  it('keeps a refused file whole with its reason, and measures later sales from the last file read', async () => {
    const dex = await machine();
    await send(dex.key, writeDexFile(counters(dex.serial, 10)));
    const damaged = writeDexFile(counters(dex.serial, 20)).replace('VA1*300000', 'VA1*300001');
    const refused = await send(dex.key, damaged);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'AUDIT_FILE_REFUSED', auditFile: { status: 'FAILED', reason: expect.stringContaining('check sum') } });
    const badCount = await send(dex.key, writeDexFile(counters(dex.serial, 20)).replace(/SE\*\d+/, 'SE*99'));
    expect(badCount.body.error?.auditFile).toMatchObject({ reason: expect.stringContaining('segment count') });
    const unbalanced = await send(dex.key, writeDexFile({ ...counters(dex.serial, 20), cashValue: 1 }));
    expect(unbalanced.body.error?.auditFile).toMatchObject({ reason: expect.stringContaining('do not add up') });
    const stranger = await send(dex.key, writeDexFile(counters('NO-SUCH-SERIAL', 20)));
    expect(stranger.body.error?.auditFile).toMatchObject({ reason: expect.stringContaining('No machine has serial number NO-SUCH-SERIAL') });
    const kept = await files(dex.id);
    expect(kept.map((file) => file.status)).toEqual(['APPLIED', 'FAILED', 'FAILED', 'FAILED', 'FAILED']);
    expect(kept[1]!.content).toBe(damaged);
    expect(kept[1]!.counters).toBeNull();
    const next = await send(dex.key, writeDexFile(counters(dex.serial, 12)));
    expect(next.body).toMatchObject({ status: 'APPLIED', salesVends: 2 });
    // One open incident for the machine counts the four refusals, not one incident each.
    expect(await incidents(dex.id)).toEqual([{ kind: 'AUDIT_FILE_FAILED', repeats: 4 }]);
  });

  it('opens no negative sale when counters go down', async () => {
    const dex = await machine();
    await send(dex.key, writeDexFile(counters(dex.serial, 50)));
    const reset = await send(dex.key, writeDexFile(counters(dex.serial, 3)));
    expect(reset).toMatchObject({ status: 201, body: { status: 'COUNTER_RESET', salesVends: null, reason: expect.stringContaining('went down') } });
    const after = await send(dex.key, writeDexFile(counters(dex.serial, 5)));
    expect(after.body).toMatchObject({ status: 'APPLIED', salesVends: 2 });
    expect(await incidents(dex.id)).toEqual([{ kind: 'COUNTER_RESET', repeats: 1 }]);
  });

  it('refuses a body that is not an audit file’s shape, and hostile text', async () => {
    const dex = await machine();
    expect((await send(dex.key, '')).body.error).toMatchObject({ code: 'BAD_REQUEST', fields: { content: 'The audit file is empty.' } });
    expect((await send(dex.key, 'x'.repeat(300_000))).body.error?.code).toBe('BAD_REQUEST');
    const nul = await send(dex.key, `DXS*\u0000\r\n`);
    expect(nul.body.error).toMatchObject({ code: 'BAD_REQUEST', fields: { content: NUL_MESSAGE } });
    const control = await send(dex.key, `DXS*\u0007\r\n`);
    expect(control.body.error?.auditFile).toMatchObject({ reason: expect.stringContaining('not text') });
    expect(await files(dex.id)).toHaveLength(1);
  });
});

describe('uploading an audit file on the machine’s page', () => {
  it('reads the file as the gateway does, and refuses an empty one with a field message', async () => {
    const dex = await machine();
    const first = await app.admin.request<{ uploadMachineAuditFile: Record<string, unknown> }>(UPLOAD, { machineId: dex.id, content: writeDexFile(counters(dex.serial, 1)) });
    expect(first.data?.uploadMachineAuditFile).toMatchObject({ status: 'APPLIED', source: 'UPLOAD' });
    const second = await app.admin.request<{ uploadMachineAuditFile: Record<string, unknown> }>(UPLOAD, { machineId: dex.id, content: writeDexFile(counters(dex.serial, 4)) });
    expect(second.data?.uploadMachineAuditFile).toMatchObject({ status: 'APPLIED', salesVends: 3, salesValue: 45_000, productSales: [{ code: '11', vends: 3, value: 45_000 }] });
    const empty = await app.admin.request(UPLOAD, { machineId: dex.id, content: '  ' });
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { content: 'The audit file is empty.' } });
    const other = await machine();
    const wrong = await app.admin.request<{ uploadMachineAuditFile: Record<string, unknown> }>(UPLOAD, { machineId: dex.id, content: writeDexFile(counters(other.serial, 4)) });
    expect(wrong.data?.uploadMachineAuditFile).toMatchObject({ status: 'FAILED', reason: expect.stringContaining(`of machine ${other.vmcNo}`) });
  });
});
