import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import { SHOP_VOUCHER_MESSAGES } from '@back-office/domain';
import { userActivities } from '../../platform/audit/user-activities.table';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { shopCustomers } from '../shop-customers/shop-customers.table';
import { shopAssignedVouchers } from './shop-vouchers.table';

let app: TestApp;
let customers: { id: number; name: string }[];

const ASSIGN = 'mutation ($code: Int!, $customers: [Int!]!) { createShopAssignedVouchers(shopVoucherCodeId: $code, shopCustomerIds: $customers) { assigned alreadyAssigned message } }';
type Assignment = { createShopAssignedVouchers: { assigned: number; alreadyAssigned: number; message: string } | null };
const assign = (code: number, ids: number[], caller: Pick<TestApp['admin'], 'request'> = app.admin) => caller.request<Assignment>(ASSIGN, { code, customers: ids });
const LIST = 'query ($pageInput: PageInput!) { shopAssignedVouchers(pageInput: $pageInput) { totalRows results { shopCustomer { name } code { name } } } }';
type Listed = { shopAssignedVouchers: { totalRows: number; results: { shopCustomer: { name: string }; code: { name: string } }[] } };
const SEARCH_FIELDS = ['shopCustomer', 'shopCustomerPhoneNo', 'code'];
const search = (value: string) => app.admin.request<Listed>(LIST, { pageInput: { page: 1, size: 50, search: { value, fields: SEARCH_FIELDS }, sorts: [{ field: 'id', direction: 'ASC' }] } });
const heldBy = async (codeId: number) => (await app.db.select({ n: count() }).from(shopAssignedVouchers).where(eq(shopAssignedVouchers.shopVoucherCodeId, codeId)))[0]!.n;

/** A manual voucher with one code, made as the console makes it; answers the code's id. */
async function voucherCode(code: string, period = { startDate: '2026-01-01T00:00:00Z', endDate: '2099-01-01T00:00:00Z' }) {
  const input = { type: 'MANUAL', name: `Voucher ${code}`, ...period, active: true, visible: true, qrPromo: false, appliedToVariant: false, appliedToTopping: false, discountLevel: 'ORDER', discountAmount: 10, unit: 'PERCENTAGE', codes: [{ name: code }] };
  const made = await app.admin.request<{ createShopVoucherSetting: { id: number } }>('mutation ($input: ShopVoucherSettingInput!) { createShopVoucherSetting(input: $input) { id } }', { input });
  if (!made.data) throw new Error(JSON.stringify(made.errors));
  const codes = await app.admin.request<{ shopVoucherCodes: { results: { id: number }[] } }>('query ($pageInput: PageInput!) { shopVoucherCodes(pageInput: $pageInput) { results { id } } }', {
    pageInput: { page: 1, size: 1, filters: { operator: 'AND', options: [{ field: 'name', type: 'EQUAL', values: [code] }] } },
  });
  return codes.data!.shopVoucherCodes.results[0]!.id;
}

beforeAll(async () => {
  app = await startTestApp();
  customers = await app.db
    .insert(shopCustomers)
    .values([
      { name: 'Ayu Lestari', phoneNo: '081277700001', referralCode: 'AV0001' },
      { name: 'Budi Santoso', phoneNo: '081277700002', referralCode: 'AV0002' },
      { name: 'Citra Dewi', phoneNo: '081277700003', referralCode: 'AV0003' },
      { name: 'Dewi Halim', phoneNo: '081299900004', referralCode: 'AV0004' },
    ])
    .returning({ id: shopCustomers.id, name: shopCustomers.name });
});
afterAll(() => app.close());

describe('assigning a voucher to chosen customers', () => {
  it('gives the code once to each, says so in words, and records it in the activity log', async () => {
    const code = await voucherCode('HEMAT10');
    const first = await assign(code, [customers[0]!.id, customers[1]!.id]);
    expect(first.data?.createShopAssignedVouchers).toEqual({ assigned: 2, alreadyAssigned: 0, message: 'Assigned HEMAT10 to 2 customers.' });
    // Repeats in the list count once; those who hold it keep theirs.
    const second = await assign(code, [customers[1]!.id, customers[2]!.id, customers[2]!.id]);
    expect(second.data?.createShopAssignedVouchers).toEqual({ assigned: 1, alreadyAssigned: 1, message: 'Assigned HEMAT10 to 1 customer; 1 customer already had it.' });
    expect(await heldBy(code)).toBe(3);
    const [logged] = await app.db.select().from(userActivities).where(eq(userActivities.activity, 'CREATE_SHOP_ASSIGNED_VOUCHER')).orderBy(desc(userActivities.id)).limit(1);
    expect(logged).toMatchObject({ username: 'admin', entity: 'SHOP_VOUCHER_CODE', recordId: String(code), message: 'Assigned HEMAT10 to 1 customer; 1 customer already had it.' });
  });

  it('refuses hostile input with words and gives nothing', async () => {
    const code = await voucherCode('REFUSED1');
    const refusal = async (ids: number[], codeId = code) => (await assign(codeId, ids)).errors?.[0];
    expect(await refusal([customers[0]!.id, 999_999, 888_888])).toMatchObject({
      message: 'There is no customer with id 999999, 888888; nothing was assigned.',
      extensions: { code: 'BAD_USER_INPUT', fields: { shopCustomerIds: '2 customers do not exist.' } },
    });
    expect(await refusal([])).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: { shopCustomerIds: SHOP_VOUCHER_MESSAGES.chooseCustomers } } });
    expect(await refusal(Array.from({ length: 10_001 }, (_, index) => index + 1))).toMatchObject({ extensions: { fields: { shopCustomerIds: SHOP_VOUCHER_MESSAGES.tooManyCustomers } } });
    expect(await refusal([-4])).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await refusal([customers[0]!.id], 999_999)).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    const ended = await voucherCode('ENDED1', { startDate: '2025-01-01T00:00:00Z', endDate: '2025-06-30T17:00:00Z' });
    expect((await refusal([customers[0]!.id], ended))?.message).toBe('Code ENDED1 belongs to a voucher that ended on 01-07-2025; it can no longer be given.');
    // Only with CREATE_SHOP_ASSIGNED_VOUCHER.
    const viewer = await app.userWith(['VIEW_SHOP_ASSIGNED_VOUCHER', 'VIEW_SHOP_VOUCHER_CODE']);
    expect((await assign(code, [customers[0]!.id], viewer)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await heldBy(code)).toBe(0);
    expect(await heldBy(ended)).toBe(0);
  });

  it('gives a customer the code once when two people assign it at the same moment', async () => {
    const code = await voucherCode('RACE1');
    const who = [customers[3]!.id];
    const results = await Promise.all([assign(code, who), assign(code, who), assign(code, [customers[3]!.id, customers[0]!.id])]);
    expect(results.map((result) => result.errors)).toEqual([undefined, undefined, undefined]);
    const given = results.map((result) => result.data!.createShopAssignedVouchers!);
    expect(given.reduce((sum, result) => sum + result.assigned, 0)).toBe(2);
    expect(await heldBy(code)).toBe(2);
    const [{ n } = { n: 0 }] = await app.db
      .select({ n: count() })
      .from(shopAssignedVouchers)
      .where(and(eq(shopAssignedVouchers.shopVoucherCodeId, code), eq(shopAssignedVouchers.shopCustomerId, customers[3]!.id)));
    expect(n).toBe(1);
  });
});

describe('searching the assigned vouchers', () => {
  it('finds them by the customer’s name or phone number and by the code, on the server’s pages', async () => {
    const code = await voucherCode('CARI77');
    await assign(code, [customers[0]!.id, customers[3]!.id]);
    const names = (listed: Listed | null | undefined) => listed?.shopAssignedVouchers.results.map((row) => `${row.shopCustomer.name} ${row.code.name}`);
    expect(names((await search('dewi h')).data)).toEqual(['Dewi Halim RACE1', 'Dewi Halim CARI77']);
    expect(names((await search('0812999')).data)).toEqual(['Dewi Halim RACE1', 'Dewi Halim CARI77']);
    expect(names((await search('cari7')).data)).toEqual(['Ayu Lestari CARI77', 'Dewi Halim CARI77']);
    const paged = await app.admin.request<Listed>(LIST, { pageInput: { page: 2, size: 1, search: { value: 'CARI77', fields: SEARCH_FIELDS }, sorts: [{ field: 'id', direction: 'ASC' }] } });
    expect(paged.data?.shopAssignedVouchers).toEqual({ totalRows: 2, results: [{ shopCustomer: { name: 'Dewi Halim' }, code: { name: 'CARI77' } }] });
    const unknown = await app.admin.request(LIST, { pageInput: { page: 1, size: 5, search: { value: 'x', fields: ['password'] } } });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
