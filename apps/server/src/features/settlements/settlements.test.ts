import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { createTestMachine } from '../../testing/machines';
import { vendingOrders } from '../orders/orders.table';
import { settlementFiles, settlementLines } from './settlements.table';

/*
 * Settlement files reconciled against vending orders, worked out by hand: one QR wallet file over
 * 01-12-2026 (+07:00) with each outcome at least once, a refund, cents rounding both ways and the
 * day boundary; refused files that change nothing; the same file twice; hostile values.
 */

let app: TestApp;
let folder: string;
let m1: { id: number; vmcNo: string };
let m2: { id: number; vmcNo: string };
type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] };

const CHECK = (name: string) => `mutation ($file: File!) { check${name}Upload(file: $file) { checksum rowCount createCount errorCount errors { line column message } } }`;
const CONFIRM = (name: string) => `mutation ($file: File!, $checksum: String!) { confirm${name}Upload(file: $file, checksum: $checksum) { createCount } }`;

async function send(query: string, text: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { file: null, ...variables } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([text], { type: 'text/csv' }), 'settlement.csv');
  const cookie = [...app.admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await app.app.fetch('http://localhost/graphql', { method: 'POST', headers: { 'apollo-require-preflight': 'true', cookie }, body: form });
  return (await response.json()) as Answer;
}

interface Check {
  checksum: string;
  rowCount: number;
  errorCount: number;
  errors: { line: number; column: string | null; message: string }[];
}
async function check(name: string, text: string): Promise<Check> {
  const answer = await send(CHECK(name), text);
  expect(answer.errors).toBeUndefined();
  return Object.values(answer.data!)[0] as Check;
}
async function take(name: string, text: string) {
  const checked = await check(name, text);
  return send(CONFIRM(name), text, { checksum: checked.checksum });
}

const WALLET_HEADER = 'Settlement ID;Transaction Time;Terminal;Order No;Amount;Reference';
const wallet = (...rows: string[]) => [WALLET_HEADER, ...rows].join('\n') + '\n';
const counts = async () => {
  const [files] = await app.db.select({ n: sql<number>`count(*)::int` }).from(settlementFiles);
  const [lines] = await app.db.select({ n: sql<number>`count(*)::int` }).from(settlementLines);
  return { files: files!.n, lines: lines!.n };
};

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'settlements-'));
  app = await startTestApp({ uploadsFolder: folder });
  const type = await app.admin.request<{ createMachineType: { id: number } }>('mutation { createMachineType(input: { name: "Settle One", initialName: "ST", active: true }) { id } }');
  m1 = await createTestMachine(app, type.data!.createMachineType.id, 'ST');
  m2 = await createTestMachine(app, type.data!.createMachineType.id, 'ST');
  const order = (machine: { id: number; vmcNo: string }, orderNo: string, state: string, paymentMethod: string, price: number, at: string) => ({
    machineId: machine.id,
    machineNo: machine.vmcNo,
    orderNo,
    state: state as never,
    paymentMethod: paymentMethod as never,
    price,
    createdTime: new Date(at),
    paidTime: new Date(at),
    payDoneTime: new Date(at),
  });
  await app.db.insert(vendingOrders).values([
    order(m1, 'A1', 'PAID', 'GOPAY', 25000, '2026-12-01T01:00:00Z'),
    // 00:30 WIB on 01-12 is still 30-11 in UTC: the file's day is the company's.
    order(m1, 'A2', 'COMPLETED', 'GOPAY', 18000, '2026-11-30T17:30:00Z'),
    order(m1, 'A3', 'COMPLETED', 'DANA', 20000, '2026-12-01T02:00:00Z'),
    order(m1, 'A4', 'REFUNDED', 'GOPAY', 15000, '2026-12-01T03:00:00Z'),
    order(m1, 'A5', 'FAILED', 'GOPAY', 10000, '2026-12-01T04:00:00Z'),
    order(m1, 'A6', 'PAID', 'SHOPEE_PAY', 22000, '2026-12-01T05:00:00Z'),
    // 23:59 WIB on 30-11: another day, not missing from a file of 01-12.
    order(m1, 'A7', 'PAID', 'GOPAY', 30000, '2026-11-30T16:59:00Z'),
    // Cash is never in a wallet's file.
    order(m1, 'A8', 'PAID', 'CASH', 12000, '2026-12-01T06:00:00Z'),
    order(m2, 'B1', 'PAID', 'JUMPSTART', 21000, '2026-12-02T01:00:00Z'),
    order(m2, 'B2', 'PAID', 'JUMPSTART', 19000, '2026-12-02T02:00:00Z'),
  ]);
});

afterAll(async () => {
  await app?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('a QR wallet file', () => {
  it('refuses a file with a bad amount, a missing column or an unknown machine whole, naming the lines, and writes nothing', async () => {
    const bad = wallet(`GP-1;2026-12-01 08:00:00;${m1.vmcNo};A1;25.000,00;`, `GP-1;2026-12-01 08:00:00;NOPE-9;A1;2500000;`, `GP-1;2026-02-31 08:00:00;${m1.vmcNo};A1;2500000;`);
    const result = await check('SettlementWalletFile', bad);
    expect(result.errors).toEqual([
      { line: 2, column: 'Amount', message: 'Amount must be a whole number of cents, e.g. 2500000 for Rp 25.000 (a refund negative).' },
      { line: 3, column: 'Terminal', message: 'No machine or outlet "NOPE-9" exists.' },
      { line: 4, column: 'Transaction Time', message: 'Transaction Time must be YYYY-MM-DD HH:mm:ss, in +07:00.' },
    ]);
    const missing = await check('SettlementWalletFile', 'Settlement ID;Transaction Time;Terminal;Order No\nGP-1;2026-12-01 08:00:00;X;A1\n');
    expect(missing.errors).toEqual([{ line: 1, column: 'Amount', message: 'The column "Amount" is missing.' }]);
    const confirmed = await send(CONFIRM('SettlementWalletFile'), bad, { checksum: result.checksum });
    expect(confirmed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await counts()).toEqual({ files: 0, lines: 0 });
  });

  it('reconciles each line against the orders of its machine and day, as worked out by hand', async () => {
    const file = wallet(
      `GP-20261201;2026-12-01 08:00:00;${m1.vmcNo};A1;2500000;GP-1`,
      `GP-20261201;2026-12-01 00:30:00;${m1.vmcNo.toLowerCase()};A2;1800049;GP-2`,
      `GP-20261201;2026-12-01 09:00:00;${m1.vmcNo};A3;2000050;GP-3`,
      `GP-20261201;2026-12-01 10:00:00;${m1.vmcNo};A4;1500000;GP-4`,
      `GP-20261201;2026-12-01 10:30:00;${m1.vmcNo};A4;-1500000;GP-5`,
      `GP-20261201;2026-12-01 11:00:00;${m1.vmcNo};A5;1000000;GP-6`,
      `GP-20261201;2026-12-01 12:00:00;${m1.vmcNo};X9;5000000;GP-7`,
      `GP-20261201;2026-12-01 12:30:00;${m1.vmcNo};A1;2500000;GP-8`,
    );
    const answer = await take('SettlementWalletFile', file);
    expect(answer.errors).toBeUndefined();
    const lines = await app.db.select().from(settlementLines).orderBy(settlementLines.id);
    expect(lines.map((line) => [line.line, line.orderNo, line.type, line.amount, line.orderAmount, line.outcome, line.day])).toEqual([
      [2, 'A1', 'SALE', 25000, 25000, 'MATCHED', '2026-12-01'],
      [3, 'A2', 'SALE', 18000, 18000, 'MATCHED', '2026-12-01'],
      [4, 'A3', 'SALE', 20001, 20000, 'AMOUNT_DIFFERS', '2026-12-01'],
      [5, 'A4', 'SALE', 15000, 15000, 'MATCHED', '2026-12-01'],
      [6, 'A4', 'REFUND', -15000, 15000, 'MATCHED', '2026-12-01'],
      [7, 'A5', 'SALE', 10000, 10000, 'STATUS_DIFFERS', '2026-12-01'],
      [8, 'X9', 'SALE', 50000, null, 'MISSING_FROM_ORDERS', '2026-12-01'],
      [9, 'A1', 'SALE', 25000, 25000, 'DUPLICATE', '2026-12-01'],
      [null, 'A6', 'SALE', null, 22000, 'MISSING_FROM_FILE', '2026-12-01'],
    ]);
    const [file1] = await app.db.select().from(settlementFiles);
    expect(file1).toMatchObject({ kind: 'QR_WALLET', batchNo: 'GP-20261201', trxCount: 8, trxAmount: 148001, status: 'DIFFERENCES', settlementDate: '2026-12-01', vmcNo: m1.vmcNo });

    const totals = await app.admin.request<{ settlementReconciliation: { day: string; outcomes: { outcome: string; count: number; total: number }[]; batches: { file: { batchNo: string } }[] }[] }>(
      'query { settlementReconciliation(from: "2026-11-30", to: "2026-12-02") { day outcomes { outcome count total } batches { file { batchNo } outcomes { outcome count total } } } }',
    );
    expect(totals.errors).toBeUndefined();
    const [day] = totals.data!.settlementReconciliation;
    expect(totals.data!.settlementReconciliation).toHaveLength(1);
    expect(day!.day).toBe('2026-12-01');
    expect(day!.outcomes).toEqual([
      { outcome: 'MATCHED', count: 4, total: 43000 },
      { outcome: 'MISSING_FROM_FILE', count: 1, total: 22000 },
      { outcome: 'MISSING_FROM_ORDERS', count: 1, total: 50000 },
      { outcome: 'AMOUNT_DIFFERS', count: 1, total: 20001 },
      { outcome: 'STATUS_DIFFERS', count: 1, total: 10000 },
      { outcome: 'DUPLICATE', count: 1, total: 25000 },
    ]);
    expect(day!.batches.map((batch) => batch.file.batchNo)).toEqual(['GP-20261201']);

    const page = await app.admin.request<{ settlementDatas: { results: { orderNo: string; status: string; vendingOrderId: number | null }[] } }>(
      'query { settlementDatas(pageInput: { page: 1, size: 10, filters: { operator: AND, options: [{ field: "status", values: ["AMOUNT_DIFFERS"], type: EQUAL }] } }) { results { orderNo status vendingOrderId } } }',
    );
    expect(page.errors).toBeUndefined();
    expect(page.data!.settlementDatas.results).toEqual([{ orderNo: 'A3', status: 'AMOUNT_DIFFERS', vendingOrderId: expect.any(Number) }]);

    // The same file again changes nothing.
    const before = await counts();
    const again = await take('SettlementWalletFile', file);
    expect(again.errors?.[0]?.message).toContain('Batch "GP-20261201" was taken already; nothing was written.');
    expect(await counts()).toEqual(before);
  });

  it('takes hostile values as text or refuses them, never failing', async () => {
    const before = await counts();
    const hostile = wallet(
      `"'; drop table settlement_lines; --";2026-12-01 08:00:00;${m1.vmcNo};A1;2500000;`,
      `"'; drop table settlement_lines; --";2026-12-01 08:00:00;${m1.vmcNo};<script>alert(1)</script>;99999999999999999;x`,
      `"'; drop table settlement_lines; --";2026-12-01 08:00:00;"${m1.vmcNo}'";A1;1e5;`,
      `"'; drop table settlement_lines; --";2026-12-01 08:00:00;${m1.vmcNo};A1;2500000;${'x'.repeat(101)}`,
    );
    const result = await check('SettlementWalletFile', hostile);
    expect(result.errors.map((error) => [error.line, error.column])).toEqual([
      [3, 'Amount'],
      [4, 'Amount'],
      [5, 'Reference'],
    ]);
    expect(await counts()).toEqual(before);
  });
});

describe('a card reader batch', () => {
  it('reconciles one terminal\'s batch with trace numbers and approval codes, once', async () => {
    const file =
      ['Terminal;Batch No;Trace No;Approval Code;Order No;Transaction Time;Amount', `${m2.vmcNo};000123;004567;A12345;B1;2026-12-02 08:00:00;2100000`].join('\r\n') + '\r\n';
    const answer = await take('SettlementCardBatch', file);
    expect(answer.errors).toBeUndefined();
    const lines = await app.db.select().from(settlementLines).where(sql`${settlementLines.machineId} = ${m2.id}`).orderBy(settlementLines.id);
    expect(lines.map((line) => [line.orderNo, line.outcome, line.data])).toEqual([
      ['B1', 'MATCHED', 'Trace 004567, approval A12345'],
      ['B2', 'MISSING_FROM_FILE', ''],
    ]);
    const before = await counts();
    expect((await take('SettlementCardBatch', file)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await counts()).toEqual(before);
  });
});
