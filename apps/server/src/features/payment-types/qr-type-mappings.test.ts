import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { startTestApp, type GraphqlResult, type TestApp } from '../../testing/test-app';
import { createTestMachine, issueGatewayKey } from '../../testing/machines';
import { userActivities } from '../../platform/audit/user-activities.table';

/*
 * The QR type switches, seen as a machine sees them: through the gateway's GET /payment-methods
 * with the machine's own key, after each switch made over GraphQL.
 */

let app: TestApp;
let key = '';
let vmcNo = '';
let machineId = 0;

const codeOf = (result: GraphqlResult<unknown>) => result.errors?.[0]?.extensions?.code;
const fieldsOf = (result: GraphqlResult<unknown>) => result.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;

async function ok<Data>(query: string, variables?: Record<string, unknown>): Promise<Data> {
  const result = await app.admin.request<Data>(query, variables);
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

/** The QR types the machine is offered now, as it asks the gateway. */
async function offered(): Promise<string[]> {
  const response = await app.app.fetch('http://localhost/gateway/v1/payment-methods', { headers: { authorization: `Bearer ${key}` } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { machineId: number; paymentMethods: { qrType: string; label: string; paymentProvider: string }[] };
  expect(body.machineId).toBe(machineId);
  return body.paymentMethods.map((method) => method.qrType);
}

const UPDATE = 'mutation ($qrType: QrType!, $input: QrTypeMappingUpdateInput!) { updateQrTypeMapping(qrType: $qrType, input: $input) { id qrType paymentProvider active } }';
const BY_PROVIDER = 'mutation ($p: String!, $a: Boolean!) { updateIsActiveAllQrTypeMappingWithPaymentProvider(paymentProvider: $p, active: $a) { qrType active } }';
const INACTIVE = 'query ($p: String!) { isAnyQrTypeMappingInactiveWithPaymentProvider(paymentProvider: $p) }';

beforeAll(async () => {
  app = await startTestApp();
  const type = await ok<{ createMachineType: { id: number } }>('mutation { createMachineType(input: { name: "QR Brewer", initialName: "QB", active: true }) { id } }');
  const machine = await createTestMachine(app, type.createMachineType.id, 'QR');
  machineId = machine.id;
  vmcNo = machine.vmcNo;
  key = await issueGatewayKey(app, machineId);
  for (const qrType of ['gopay', 'wx_pub', 'alipay']) {
    await ok('mutation ($input: MachineQrInput!) { createMachineQr(input: $input) { id } }', { input: { machineId, qrType, content: `QR-${qrType}`, active: true } });
  }
});
afterAll(() => app.close());

describe('QR type mappings', () => {
  it('start with one switched-on mapping per QR type, in words', async () => {
    const data = await ok<{ qrTypeMappings: { totalRows: number; results: { qrType: string; qrTypeLabel: string; paymentProvider: string; active: boolean }[] } }>(
      '{ qrTypeMappings(pageInput: { page: 1, size: 20 }) { totalRows results { qrType qrTypeLabel paymentProvider active } } }',
    );
    expect(data.qrTypeMappings.totalRows).toBe(7);
    expect(data.qrTypeMappings.results.every((row) => row.active)).toBe(true);
    expect(data.qrTypeMappings.results.find((row) => row.qrType === 'wx_pub')).toMatchObject({ qrTypeLabel: 'WeChat Pay', paymentProvider: 'CIMB' });
    expect(await offered()).toEqual(['wx_pub', 'alipay', 'gopay']);
  });

  it('switch one type off and on, and the machine sees it; the confirmation names the machine', async () => {
    const impact = await ok<{ qrTypeSwitchImpact: { totalMachines: number; machines: { vmcNo: string }[] } }>('query { qrTypeSwitchImpact(qrTypes: [gopay, jakpay]) { totalMachines machines { vmcNo } } }');
    expect(impact.qrTypeSwitchImpact.machines.map((machine) => machine.vmcNo)).toContain(vmcNo);
    const none = await ok<{ qrTypeSwitchImpact: { totalMachines: number } }>('query { qrTypeSwitchImpact(qrTypes: [jakpay]) { totalMachines } }');
    expect(none.qrTypeSwitchImpact.totalMachines).toBe(0);

    await ok(UPDATE, { qrType: 'gopay', input: { active: false } });
    expect(await offered()).toEqual(['wx_pub', 'alipay']);
    await ok(UPDATE, { qrType: 'gopay', input: { active: true, paymentProvider: '  Xendit ' } });
    expect(await offered()).toEqual(['wx_pub', 'alipay', 'gopay']);
    const row = await ok<{ qrTypeMapping: { paymentProvider: string } }>('query ($id: Int!) { qrTypeMapping(id: $id) { paymentProvider } }', { id: 3 });
    expect(row.qrTypeMapping.paymentProvider).toBe('Xendit');
    const logged = await app.db.select({ n: count() }).from(userActivities).where(and(eq(userActivities.activity, 'UPDATE_QR_TYPE_MAPPING'), eq(userActivities.entity, 'QR_TYPE_MAPPING')));
    expect(logged[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it('switch every type of one provider, whatever its case', async () => {
    const off = await ok<{ updateIsActiveAllQrTypeMappingWithPaymentProvider: { qrType: string; active: boolean }[] }>(BY_PROVIDER, { p: 'cimb', a: false });
    expect(off.updateIsActiveAllQrTypeMappingWithPaymentProvider.map((row) => row.qrType).sort()).toEqual(['alipay', 'wx_pub']);
    expect(await offered()).toEqual(['gopay']);
    expect((await ok<{ isAnyQrTypeMappingInactiveWithPaymentProvider: boolean }>(INACTIVE, { p: 'CIMB' })).isAnyQrTypeMappingInactiveWithPaymentProvider).toBe(true);
    expect((await ok<{ isAnyQrTypeMappingInactiveWithPaymentProvider: boolean }>(INACTIVE, { p: 'Xendit' })).isAnyQrTypeMappingInactiveWithPaymentProvider).toBe(false);
    await ok(BY_PROVIDER, { p: 'CIMB', a: true });
    expect(await offered()).toEqual(['wx_pub', 'alipay', 'gopay']);
    expect((await ok<{ isAnyQrTypeMappingInactiveWithPaymentProvider: boolean }>(INACTIVE, { p: 'CIMB' })).isAnyQrTypeMappingInactiveWithPaymentProvider).toBe(false);
  });

  it('switch every type off and on', async () => {
    const off = await ok<{ deactivateAllQrTypeMapping: { active: boolean }[] }>('mutation { deactivateAllQrTypeMapping { active } }');
    expect(off.deactivateAllQrTypeMapping).toHaveLength(7);
    expect(off.deactivateAllQrTypeMapping.every((row) => !row.active)).toBe(true);
    expect(await offered()).toEqual([]);
    // Pressed twice: nothing changes, nothing fails.
    await ok('mutation { deactivateAllQrTypeMapping { active } }');
    await ok('mutation { activateAllQrTypeMapping { active } }');
    expect(await offered()).toEqual(['wx_pub', 'alipay', 'gopay']);
  });

  it('refuses hostile and bad input, changing nothing', async () => {
    const tooLong = await app.admin.request(UPDATE, { qrType: 'gopay', input: { paymentProvider: 'x'.repeat(61) } });
    expect(codeOf(tooLong)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(tooLong)?.paymentProvider).toMatch(/at most 60/);
    const script = await app.admin.request(UPDATE, { qrType: 'gopay', input: { paymentProvider: '<script>alert(1)</script>' } });
    expect(fieldsOf(script)?.paymentProvider).toMatch(/letters, digits/);
    const empty = await app.admin.request(UPDATE, { qrType: 'gopay', input: {} });
    expect(codeOf(empty)).toBe('BAD_USER_INPUT');
    const unknownType = await app.admin.request(UPDATE, { qrType: 'bitcoin', input: { active: false } });
    expect(unknownType.errors).toBeDefined();
    const unknownProvider = await app.admin.request(BY_PROVIDER, { p: 'Nobody', a: false });
    expect(fieldsOf(unknownProvider)?.paymentProvider).toMatch(/No QR type is handled/);
    const injection = await app.admin.request(INACTIVE, { p: "x' or 1=1 --" });
    expect(injection.data).toEqual({ isAnyQrTypeMappingInactiveWithPaymentProvider: false });
    expect(await offered()).toEqual(['wx_pub', 'alipay', 'gopay']);
  });

  it('needs its authorities, and the gateway needs the machine’s key', async () => {
    const viewer = await app.userWith(['VIEW_QR_TYPE_MAPPING']);
    expect(codeOf(await viewer.request('mutation { deactivateAllQrTypeMapping { active } }'))).toBe('FORBIDDEN');
    const nobody = await app.userWith(['VIEW_MACHINE']);
    expect(codeOf(await nobody.request('{ qrTypeMappings(pageInput: { page: 1, size: 5 }) { totalRows } }'))).toBe('FORBIDDEN');
    const response = await app.app.fetch('http://localhost/gateway/v1/payment-methods', { headers: { authorization: 'Bearer not-a-key' } });
    expect(response.status).toBe(401);
    expect(await offered()).toEqual(['wx_pub', 'alipay', 'gopay']);
  });
});
