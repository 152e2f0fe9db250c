import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { MESSAGES, SHOP_VOUCHER_MESSAGES } from '@back-office/domain';
import { downloadCsv } from '../../testing/csv';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { shopCustomers } from '../shop-customers/shop-customers.table';
import { shopMemberships } from '../shop-memberships/shop-memberships.table';
import { shopPromotionRules } from '../shop-promotions/shop-promotions.table';
import { shopAssignedVouchers, shopVoucherCodes, shopVoucherSettings } from './shop-vouchers.table';

let app: TestApp;
let gold: number;
let goldCustomers: number[];

const CREATE = `mutation ($input: ShopVoucherSettingInput!) { createShopVoucherSetting(input: $input) { id type name bulk codePrefix numberOfVoucher
  customerRule { type membershipIds } } }`;
const CODES = 'query ($pageInput: PageInput!) { shopVoucherCodes(pageInput: $pageInput) { totalRows results { id name totalQuantity usedQuantity trigger assignedCount setting { id name } } } }';
const ASSIGN = 'mutation ($code: Int!, $customers: [Int!]!) { createShopAssignedVouchers(shopVoucherCodeId: $code, shopCustomerIds: $customers) { assigned alreadyAssigned message } }';
type Assignment = { createShopAssignedVouchers: { assigned: number; alreadyAssigned: number; message: string } };
const assign = (code: number, customers: number[], caller = app.admin) => caller.request<Assignment>(ASSIGN, { code, customers });

const base = {
  type: 'MANUAL',
  startDate: '2026-01-01T00:00:00Z',
  endDate: '2099-01-01T00:00:00Z',
  active: true,
  visible: true,
  qrPromo: false,
  appliedToVariant: false,
  appliedToTopping: false,
  discountLevel: 'ORDER',
  discountAmount: 10,
  unit: 'PERCENTAGE',
};

type Errors = { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] | undefined;
const fieldsOf = (errors: Errors) => errors?.[0]?.extensions?.fields ?? {};
const stored = async () => Promise.all([shopVoucherSettings, shopVoucherCodes, shopPromotionRules].map(async (table) => (await app.db.select({ n: count() }).from(table))[0]!.n));
const create = (input: Record<string, unknown>) => app.admin.request<{ createShopVoucherSetting: { id: number } & Record<string, unknown> }>(CREATE, { input: { ...base, ...input } });
const codesOf = async (settingId: number) =>
  (
    await app.admin.request<{ shopVoucherCodes: { totalRows: number; results: { id: number; name: string; trigger: string | null; assignedCount: number }[] } }>(CODES, {
      pageInput: { page: 1, size: 100, filters: { operator: 'AND', options: [{ field: 'shopVoucherSettingId', type: 'EQUAL', values: [String(settingId)] }] } },
    })
  ).data!.shopVoucherCodes;

beforeAll(async () => {
  app = await startTestApp();
  const [level] = await app.db.insert(shopMemberships).values({ levelName: 'Gold', color: '#FFD700', priority: 1 }).returning();
  gold = level!.id;
  const customers = await app.db
    .insert(shopCustomers)
    .values(Array.from({ length: 5 }, (_, index) => ({ name: `Customer ${index}`, referralCode: `REF${index}`, membershipId: index < 3 ? gold : null })))
    .returning();
  goldCustomers = customers.filter((customer) => customer.membershipId === gold).map((customer) => customer.id);
});
afterAll(() => app.close());

describe('voucher settings', () => {
  it('refuses broken settings with their messages and writes nothing', async () => {
    const before = await stored();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'No codes' }, 'codes', SHOP_VOUCHER_MESSAGES.codesRequired],
      [{ name: 'No prefix', bulk: true, numberOfVoucher: 5 }, 'codePrefix', SHOP_VOUCHER_MESSAGES.prefixRequired],
      [{ name: 'Lower prefix', bulk: true, codePrefix: 'abc', numberOfVoucher: 5 }, 'codePrefix', SHOP_VOUCHER_MESSAGES.prefixFormat],
      [{ name: 'Too many', bulk: true, codePrefix: 'ABC', numberOfVoucher: 10_001 }, 'numberOfVoucher', SHOP_VOUCHER_MESSAGES.numberOfVoucher],
      [{ name: 'No trigger', type: 'AUTOMATIC' }, 'trigger', SHOP_VOUCHER_MESSAGES.triggerRequired],
      [{ name: 'Manual trigger', trigger: 'BIRTHDAY', codes: [{ name: 'BDAY' }] }, 'trigger', SHOP_VOUCHER_MESSAGES.triggerOnlyAutomatic],
      [{ name: 'Twice', codes: [{ name: 'TWICE' }, { name: 'twice' }] }, 'codes.1.name', SHOP_VOUCHER_MESSAGES.codeRepeated],
      [{ name: 'Backwards', endDate: '2025-01-01T00:00:00Z', codes: [{ name: 'BACK' }] }, 'endDate', MESSAGES.endAfterStart],
      [{ name: 'Too much', discountAmount: 120, codes: [{ name: 'MUCH' }] }, 'discountAmount', MESSAGES.percentage],
      [{ name: 'Listed', customerRule: { type: 'REGISTERED_CUSTOMERS', customerIds: [1] }, codes: [{ name: 'LIST' }] }, 'customerRule.customerIds', SHOP_VOUCHER_MESSAGES.noCustomerIds],
      [{ name: 'Nul\u0000name', codes: [{ name: 'NULNAME' }] }, 'name', 'NUL character'],
    ];
    for (const [input, field, message] of cases) {
      const result = await create(input);
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect(fieldsOf(result.errors)[field], JSON.stringify(input)).toContain(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('keeps typed codes unique whatever their case', async () => {
    const first = await create({ name: 'Welcome', codes: [{ name: 'WELCOME10', totalQuantity: 100 }], customerRule: { type: 'REGISTERED_CUSTOMERS', membershipIds: [gold] } });
    expect(first.errors).toBeUndefined();
    expect(first.data!.createShopVoucherSetting).toMatchObject({ type: 'MANUAL', name: 'Welcome', customerRule: { type: 'REGISTERED_CUSTOMERS', membershipIds: [gold] } });
    const before = await stored();
    const clash = await create({ name: 'Welcome again', codes: [{ name: 'welcome10' }] });
    expect(clash.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(fieldsOf(clash.errors).codes).toBe(SHOP_VOUCHER_MESSAGES.duplicateCode);
    expect(await stored()).toEqual(before);
  });

  it('gives unique codes to 10 bulk generations at once with one prefix', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, (_, index) => create({ name: `Bulk ${index}`, bulk: true, codePrefix: 'BULK', numberOfVoucher: 200 })));
    expect(results.map((result) => result.errors)).toEqual(Array(10).fill(undefined));
    const [row] = await app.db
      .select({ codes: count(), distinct: sql<number>`count(distinct lower(${shopVoucherCodes.name}))::int` })
      .from(shopVoucherCodes)
      .where(sql`${shopVoucherCodes.name} like 'BULK%'`);
    expect(row).toEqual({ codes: 2000, distinct: 2000 });
    const codes = await codesOf(results[0]!.data!.createShopVoucherSetting.id);
    expect(codes.totalRows).toBe(200);
  });

  it('keeps whether a voucher is given only by assigning it through an update of other fields', async () => {
    const created = await app.admin.request<{ createShopVoucherSetting: { id: number; assignedToUser: boolean } }>(
      'mutation ($input: ShopVoucherSettingInput!) { createShopVoucherSetting(input: $input) { id assignedToUser } }',
      { input: { ...base, name: 'Assigned only', assignedToUser: true, codes: [{ name: 'ASSIGNEDONLY' }] } },
    );
    expect(created.data?.createShopVoucherSetting.assignedToUser).toBe(true);
    const id = created.data!.createShopVoucherSetting.id;
    const updated = await app.admin.request<{ updateShopVoucherSetting: { assignedToUser: boolean; visible: boolean } }>(
      'mutation ($id: Int!) { updateShopVoucherSetting(id: $id, input: { visible: false }) { assignedToUser visible } }',
      { id },
    );
    expect(updated.data?.updateShopVoucherSetting).toEqual({ assignedToUser: true, visible: false });
    const plain = await create({ name: 'Typed in', codes: [{ name: 'TYPEDIN' }] });
    expect((await app.admin.request<{ shopVoucherSetting: { assignedToUser: boolean } }>('query ($id: Int!) { shopVoucherSetting(id: $id) { assignedToUser } }', { id: plain.data!.createShopVoucherSetting.id })).data?.shopVoucherSetting.assignedToUser).toBe(false);
  });

  it('gives an automatic voucher one code with its trigger, which can change', async () => {
    const result = await create({ name: 'Happy birthday', type: 'AUTOMATIC', trigger: 'BIRTHDAY' });
    expect(result.errors).toBeUndefined();
    const [code] = (await codesOf(result.data!.createShopVoucherSetting.id)).results;
    expect(code).toMatchObject({ trigger: 'BIRTHDAY' });
    const changed = await app.admin.request<{ updateShopAutomaticVoucherCodeTrigger: { trigger: string } }>(
      'mutation ($id: Int!) { updateShopAutomaticVoucherCodeTrigger(id: $id, trigger: NEW_CUSTOMER) { trigger } }',
      { id: code!.id },
    );
    expect(changed.data?.updateShopAutomaticVoucherCodeTrigger.trigger).toBe('NEW_CUSTOMER');
  });
});

describe('assigned vouchers', () => {
  it('assigns a code to customers once, to a membership’s customers, and turns them off and on', async () => {
    const setting = await create({ name: 'Gold treat', codes: [{ name: 'GOLDTREAT' }] });
    const [code] = (await codesOf(setting.data!.createShopVoucherSetting.id)).results;
    const first = await assign(code!.id, [goldCustomers[0]!]);
    expect(first.data?.createShopAssignedVouchers).toEqual({ assigned: 1, alreadyAssigned: 0, message: 'Assigned GOLDTREAT to 1 customer.' });
    // A membership's customers, as the page chooses them: the customers list filtered by membership.
    const members = await app.admin.request<{ shopCustomers: { results: { id: number }[] } }>('query ($pageInput: PageInput!) { shopCustomers(pageInput: $pageInput) { results { id } } }', {
      pageInput: { page: 1, size: 100, filters: { operator: 'AND', options: [{ field: 'membershipId', type: 'EQUAL', values: [String(gold)] }] } },
    });
    const memberIds = members.data!.shopCustomers.results.map((customer) => customer.id);
    expect(memberIds.sort()).toEqual([...goldCustomers].sort());
    const again = await assign(code!.id, memberIds);
    expect(again.data?.createShopAssignedVouchers).toEqual({ assigned: 2, alreadyAssigned: 1, message: 'Assigned GOLDTREAT to 2 customers; 1 customer already had it.' });
    const repeat = await assign(code!.id, goldCustomers);
    expect(repeat.data?.createShopAssignedVouchers).toMatchObject({ assigned: 0, alreadyAssigned: 3, message: 'Code GOLDTREAT was given to no new customer; 3 customers already had it.' });
    expect((await app.db.select({ n: count() }).from(shopAssignedVouchers).where(eq(shopAssignedVouchers.shopVoucherCodeId, code!.id)))[0]!.n).toBe(3);

    const list = await app.admin.request<{ shopAssignedVouchers: { results: { id: number; active: boolean; shopCustomer: { name: string } }[] } }>(
      'query ($pageInput: PageInput!) { shopAssignedVouchers(pageInput: $pageInput) { results { id active discountUsed claimedDate usedDate shopCustomer { name } code { name } } } }',
      { pageInput: { page: 1, size: 10, filters: { operator: 'AND', options: [{ field: 'shopVoucherCodeId', type: 'EQUAL', values: [String(code!.id)] }] } } },
    );
    expect(list.data?.shopAssignedVouchers.results).toHaveLength(3);
    const id = list.data!.shopAssignedVouchers.results[0]!.id;
    const off = await app.admin.request<{ deactivateShopAssignedVoucher: { active: boolean } }>('mutation ($id: Int!) { deactivateShopAssignedVoucher(id: $id) { active } }', { id });
    expect(off.data?.deactivateShopAssignedVoucher.active).toBe(false);
    const on = await app.admin.request<{ activateShopAssignedVoucher: { active: boolean } }>('mutation ($id: Int!) { activateShopAssignedVoucher(id: $id) { active } }', { id });
    expect(on.data?.activateShopAssignedVoucher.active).toBe(true);
    // Only with UPDATE_SHOP_ASSIGNED_VOUCHER, and only a voucher that exists.
    const viewer = await app.userWith(['VIEW_SHOP_ASSIGNED_VOUCHER']);
    const refused = await viewer.request<{ deactivateShopAssignedVoucher: { active: boolean } }>('mutation ($id: Int!) { deactivateShopAssignedVoucher(id: $id) { active } }', { id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const missing = await app.admin.request('mutation { deactivateShopAssignedVoucher(id: 999999) { active } }');
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await app.db.select({ active: shopAssignedVouchers.active }).from(shopAssignedVouchers).where(eq(shopAssignedVouchers.id, id)))[0]?.active).toBe(true);
  });

  it('downloads the voucher codes matching the filters', async () => {
    const filters = { operator: 'AND', options: [{ field: 'name', type: 'LIKE', values: ['goldtreat'] }] };
    const asked = await app.admin.request<{ shopVoucherCodeReport: string }>('query ($queryInput: QueryInput) { shopVoucherCodeReport(queryInput: $queryInput) }', { queryInput: { filters } });
    const { records } = await downloadCsv(app.app, asked.data!.shopVoucherCodeReport, app.admin, 'shop-voucher-codes');
    expect(records).toEqual([expect.objectContaining({ Code: 'GOLDTREAT', Voucher: 'Gold treat', 'Used Quantity': '0' })]);
  });
});
