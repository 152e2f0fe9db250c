import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, desc, eq } from 'drizzle-orm';
import { MESSAGES, SHOP_CUSTOMER_MESSAGES } from '@back-office/domain';
import { userActivities } from '../../platform/audit/user-activities.table';
import { ALREADY_FIRST, ALREADY_LAST } from '../../platform/priority';
import { downloadCsv } from '../../testing/csv';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { shopMembershipPromos, shopMemberships } from '../shop-memberships/shop-memberships.table';
import { shopCustomerAddresses, shopCustomers } from './shop-customers.table';

let app: TestApp;
let gold: number;
let silver: number;
let ayu: number;

const CREATE_MEMBERSHIP = 'mutation ($input: ShopMembershipInput!) { createShopMembership(input: $input) { id levelName priority } }';
const CUSTOMER = `query ($id: Int!) { shopCustomer(id: $id) { id name phoneNo email birthdate status referralCode referralCount gender
  referredBy { id name } customerAddresses { name address1 city } customerMembership { membershipId membership { levelName } totalItem totalItemCurrentPeriod } } }`;
const UPDATE_CUSTOMER = 'mutation ($id: Int!, $input: ShopCustomerUpdateInput!) { updateShopCustomer(id: $id, input: $input) { id name phoneNo email birthdate customerAddresses { name } status customerMembership { membershipId } } }';
const CREATE_PROMO = 'mutation ($input: ShopMembershipPromoInput!) { createShopMembershipPromo(input: $input) { id referralName membership { levelName } } }';

const membership = async (levelName: string) => {
  const result = await app.admin.request<{ createShopMembership: { id: number; priority: number } }>(CREATE_MEMBERSHIP, {
    input: { levelName, color: '#FFD700', isActive: true, isPrivilegeVisible: true, obtainQualification: 20, retainQualification: 10, privilege: 'Free upsize' },
  });
  if (!result.data?.createShopMembership) throw new Error(JSON.stringify(result.errors));
  return result.data.createShopMembership;
};
const rows = async (table: typeof shopMemberships | typeof shopMembershipPromos) => (await app.db.select({ n: count() }).from(table))[0]!.n;

beforeAll(async () => {
  app = await startTestApp();
  gold = (await membership('Gold')).id;
  silver = (await membership('Silver')).id;
  // Customers sign up in the ordering app, never in the console: written straight to the table.
  const [first] = await app.db
    .insert(shopCustomers)
    .values({ name: 'Ayu Lestari', phoneNo: '081200000001', email: 'ayu@example.com', referralCode: 'AYU001', gender: 'FEMALE', birthdate: '1994-03-12', membershipId: gold })
    .returning();
  ayu = first!.id;
  await app.db.insert(shopCustomers).values([
    { name: 'Budi Santoso', phoneNo: '081200000002', email: 'budi@example.com', referralCode: 'BUDI02', referredById: ayu, membershipId: silver },
    { name: 'Citra Dewi', phoneNo: '081200000003', referralCode: 'CITRA3', referredById: ayu },
  ]);
  await app.db.insert(shopCustomerAddresses).values({ customerId: ayu, name: 'Home', address1: 'Jl. Kemang Raya 10', city: 'Jakarta Selatan' });
});
afterAll(() => app.close());

describe('customers', () => {
  it('shows a customer with their membership, addresses and referrals', async () => {
    const result = await app.admin.request<{ shopCustomer: Record<string, unknown> }>(CUSTOMER, { id: ayu });
    expect(result.data?.shopCustomer).toMatchObject({
      name: 'Ayu Lestari',
      phoneNo: '081200000001',
      birthdate: '1994-03-12',
      gender: 'FEMALE',
      referralCount: 2,
      referredBy: null,
      customerAddresses: [{ name: 'Home', address1: 'Jl. Kemang Raya 10', city: 'Jakarta Selatan' }],
      customerMembership: { membershipId: gold, membership: { levelName: 'Gold' }, totalItem: 0, totalItemCurrentPeriod: 0 },
    });
  });

  it('lists, filters by membership and searches by phone, with the total', async () => {
    const byMembership = await app.admin.request<{ shopCustomers: { totalRows: number; results: { name: string }[] } }>(
      'query ($pageInput: PageInput!) { shopCustomers(pageInput: $pageInput) { totalRows results { name } } }',
      { pageInput: { page: 1, size: 10, filters: { operator: 'AND', options: [{ field: 'membershipId', type: 'EQUAL', values: [String(silver)] }] } } },
    );
    expect(byMembership.data?.shopCustomers).toEqual({ totalRows: 1, results: [{ name: 'Budi Santoso' }] });
    const byPhone = await app.admin.request<{ shopCustomers: { results: { name: string }[] } }>(
      'query ($pageInput: PageInput!) { shopCustomers(pageInput: $pageInput) { results { name } } }',
      { pageInput: { page: 1, size: 10, search: { value: '0003', fields: ['name', 'phoneNo'] }, sorts: [{ field: 'referralCount', direction: 'DESC' }] } },
    );
    expect(byPhone.data?.shopCustomers.results).toEqual([{ name: 'Citra Dewi' }]);
  });

  it('changes a customer’s membership and status, and refuses an unknown status or level, writing nothing', async () => {
    const changed = await app.admin.request<{ updateShopCustomer: { status: number; customerMembership: { membershipId: number } } }>(UPDATE_CUSTOMER, {
      id: ayu,
      input: { membershipId: silver, status: 2 },
    });
    expect(changed.data?.updateShopCustomer).toMatchObject({ status: 2, customerMembership: { membershipId: silver } });
    const badStatus = await app.admin.request(UPDATE_CUSTOMER, { id: ayu, input: { status: 7 } });
    expect(badStatus.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { status: SHOP_CUSTOMER_MESSAGES.unknownStatus } });
    const badLevel = await app.admin.request(UPDATE_CUSTOMER, { id: ayu, input: { membershipId: 99999 } });
    expect(badLevel.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { membershipId: 'Shop membership 99999 does not exist.' } });
    const [row] = await app.db.select().from(shopCustomers).where(eq(shopCustomers.id, ayu));
    expect(row).toMatchObject({ status: 2, membershipId: silver });
  });

  it('hides the personal data from a role without VIEW_SHOP_CUSTOMER', async () => {
    const updater = await app.userWith(['UPDATE_SHOP_CUSTOMER']);
    expect((await updater.request(CUSTOMER, { id: ayu })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await updater.request('{ shopCustomerReport }')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const seen = await updater.request<{ updateShopCustomer: Record<string, unknown> }>(UPDATE_CUSTOMER, { id: ayu, input: { status: 1 } });
    expect(seen.data?.updateShopCustomer).toMatchObject({ name: 'Ayu Lestari', status: 1, phoneNo: null, email: null, birthdate: null, customerAddresses: null });
    const viewer = await app.userWith(['VIEW_SHOP_CUSTOMER']);
    expect((await viewer.request<{ shopCustomer: { phoneNo: string } }>(CUSTOMER, { id: ayu })).data?.shopCustomer.phoneNo).toBe('081200000001');
    expect((await viewer.request(UPDATE_CUSTOMER, { id: ayu, input: { status: 0 } })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('downloads the customers matching the filters, and records the download with its filters', async () => {
    const filters = { operator: 'AND', options: [{ field: 'name', type: 'LIKE', values: ['budi'] }] };
    const asked = await app.admin.request<{ shopCustomerReport: string }>('query ($queryInput: QueryInput) { shopCustomerReport(queryInput: $queryInput) }', { queryInput: { filters } });
    const { records } = await downloadCsv(app.app, asked.data!.shopCustomerReport, app.admin, 'shop-customers');
    expect(records).toEqual([expect.objectContaining({ Name: 'Budi Santoso', 'Phone No': '081200000002', Email: 'budi@example.com', Membership: 'Silver', 'Referred By': 'AYU001', Status: 'Active' })]);
    const [logged] = await app.db.select().from(userActivities).where(eq(userActivities.activity, 'DOWNLOAD_SHOP_CUSTOMER')).orderBy(desc(userActivities.id)).limit(1);
    expect(logged).toMatchObject({ username: 'admin', entity: 'SHOP_CUSTOMER', changes: { filters: { before: null, after: { filters, search: null } } } });
  });
});

describe('memberships', () => {
  it('moves levels one place and refuses at the ends', async () => {
    const platinum = await membership('Platinum');
    expect((await app.admin.request(`mutation { raiseShopMembership(id: ${gold}) { id } }`)).errors?.[0]).toMatchObject({ message: ALREADY_FIRST, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await app.admin.request(`mutation { lowerShopMembership(id: ${platinum.id}) { id } }`)).errors?.[0]?.message).toBe(ALREADY_LAST);
    await app.admin.request(`mutation { raiseShopMembership(id: ${platinum.id}) { id } }`);
    const order = await app.db.select({ levelName: shopMemberships.levelName }).from(shopMemberships).orderBy(asc(shopMemberships.priority));
    expect(order.map((row) => row.levelName)).toEqual(['Gold', 'Platinum', 'Silver']);
    const listed = await app.admin.request<{ shopMembershipsAll: { levelName: string }[] }>('{ shopMembershipsAll { levelName } }');
    expect(listed.data?.shopMembershipsAll.map((row) => row.levelName)).toEqual(['Gold', 'Platinum', 'Silver']);
  });

  it('refuses a bad colour, a negative qualification and a level name in use, writing nothing', async () => {
    const before = await rows(shopMemberships);
    const bad = await app.admin.request(CREATE_MEMBERSHIP, {
      input: { levelName: ' ', color: 'gold', isActive: true, isPrivilegeVisible: false, obtainQualification: -1, retainQualification: 0 },
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { levelName: MESSAGES.required, color: SHOP_CUSTOMER_MESSAGES.color, obtainQualification: MESSAGES.nonNegative },
    });
    const clash = await app.admin.request(CREATE_MEMBERSHIP, {
      input: { levelName: 'gold', color: '#FFD700', isActive: true, isPrivilegeVisible: false, obtainQualification: 1, retainQualification: 0 },
    });
    expect(clash.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { levelName: SHOP_CUSTOMER_MESSAGES.duplicateLevelName } });
    expect(await rows(shopMemberships)).toBe(before);
  });

  it('keeps the qualification duration, 12 months until saved, and refuses a bad one', async () => {
    const read = () => app.admin.request<{ shopMembershipQualificationDuration: { months: number } }>('{ shopMembershipQualificationDuration { months } }');
    expect((await read()).data?.shopMembershipQualificationDuration.months).toBe(12);
    const SAVE = 'mutation ($months: Int!) { updateShopMembershipQualificationDuration(input: { months: $months }) { months } }';
    expect((await app.admin.request(SAVE, { months: 0 })).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { months: MESSAGES.greaterThan0 } });
    expect((await app.admin.request(SAVE, { months: 6 })).errors).toBeUndefined();
    expect((await read()).data?.shopMembershipQualificationDuration.months).toBe(6);
    const viewer = await app.userWith(['VIEW_SHOP_MEMBERSHIP']);
    expect((await viewer.request(SAVE, { months: 3 })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await read()).data?.shopMembershipQualificationDuration.months).toBe(6);
  });
});

describe('membership promos', () => {
  const promo = (referralName: string, startAt: string, endAt: string) => ({ description: 'Gold for new partners', startAt, endAt, isActive: true, membershipId: gold, referralName });

  it('refuses an end before the start and a referral name in use, writing nothing', async () => {
    const created = await app.admin.request<{ createShopMembershipPromo: { id: number; membership: { levelName: string } } }>(CREATE_PROMO, {
      input: promo('kopi-kantor', '2026-12-01T00:00:00Z', '2026-12-31T00:00:00Z'),
    });
    expect(created.data?.createShopMembershipPromo.membership.levelName).toBe('Gold');
    const before = await rows(shopMembershipPromos);
    const backwards = await app.admin.request(CREATE_PROMO, { input: promo('other', '2026-12-31T00:00:00Z', '2026-12-01T00:00:00Z') });
    expect(backwards.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { endAt: MESSAGES.endAfterStart } });
    const clash = await app.admin.request(CREATE_PROMO, { input: promo('KOPI-KANTOR', '2026-12-01T00:00:00Z', '2026-12-31T00:00:00Z') });
    expect(clash.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: { referralName: SHOP_CUSTOMER_MESSAGES.duplicateReferralName } });
    // An update moving only the start past the stored end is refused too.
    const moved = await app.admin.request('mutation ($id: Int!) { updateShopMembershipPromo(id: $id, input: { startAt: "2027-02-01T00:00:00Z" }) { id } }', {
      id: created.data!.createShopMembershipPromo.id,
    });
    expect(moved.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { endAt: MESSAGES.endAfterStart } });
    expect(await rows(shopMembershipPromos)).toBe(before);
    const [row] = await app.db.select().from(shopMembershipPromos).where(eq(shopMembershipPromos.id, created.data!.createShopMembershipPromo.id));
    expect(row!.startAt.toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});
