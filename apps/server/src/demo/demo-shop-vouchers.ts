import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { shopCustomers } from '../features/shop-customers/shop-customers.table';
import { shopMemberships } from '../features/shop-memberships/shop-memberships.table';
import { shopPromotionRules } from '../features/shop-promotions/shop-promotions.table';
import { shopAssignedVouchers, shopVoucherCodes, shopVoucherSettings } from '../features/shop-vouchers/shop-vouchers.table';

const DAY = 86_400_000;

/**
 * Vouchers: manual ones with typed codes and one generated in bulk, the three automatic ones (new
 * customer, referral code, birthday), and the first membership level's customers holding a code, some
 * claimed and used. A handful of statements, so the seed stays fast.
 */
export async function seedDemoShopVouchers(db: Database): Promise<void> {
  const now = Date.now();
  const base = { discountLevel: 'ORDER', startDate: new Date(now - 30 * DAY), endDate: new Date(now + 90 * DAY) };
  const settings = [
    { type: 'MANUAL', rules: { ...base, name: 'Welcome Rp 15.000', discountAmount: 15_000, unit: 'NOMINAL', minimumAmount: 50_000 }, codes: ['WELCOME15', 'HALO15'] },
    { type: 'MANUAL', rules: { ...base, name: 'Payday 25%', discountAmount: 25, unit: 'PERCENTAGE', maximumDiscountAmount: 30_000, usageLimitPerCustomer: 1 }, codes: ['PAYDAY25'] },
    { type: 'MANUAL', bulk: true, codePrefix: 'KOPI', numberOfVoucher: 200, rules: { ...base, name: 'Kopi Campaign 10%', discountAmount: 10, unit: 'PERCENTAGE' }, codes: Array.from({ length: 200 }, (_, index) => `KOPI${String(index + 1).padStart(6, '0')}`) },
    { type: 'AUTOMATIC', trigger: 'NEW_CUSTOMER', rules: { ...base, name: 'New Customer Rp 20.000', discountAmount: 20_000, unit: 'NOMINAL' }, codes: ['NEWCUSTOMER20'] },
    { type: 'AUTOMATIC', trigger: 'REFERRAL_CODE', rules: { ...base, name: 'Referral Rp 10.000', discountAmount: 10_000, unit: 'NOMINAL' }, codes: ['REFERRAL10'] },
    { type: 'AUTOMATIC', trigger: 'BIRTHDAY', rules: { ...base, name: 'Birthday Free Delivery', discountLevel: 'DELIVERY', discountAmount: 100, unit: 'PERCENTAGE', maximumDiscountAmount: 20_000 }, codes: ['BIRTHDAYTREAT'] },
  ];
  const rules = await db.insert(shopPromotionRules).values(settings.map((setting) => setting.rules)).returning({ id: shopPromotionRules.id });
  const rows = await db
    .insert(shopVoucherSettings)
    .values(settings.map((setting, index) => ({ ruleId: rules[index]!.id, type: setting.type, title: setting.rules.name, bulk: setting.bulk ?? false, codePrefix: setting.codePrefix, numberOfVoucher: setting.numberOfVoucher })))
    .returning({ id: shopVoucherSettings.id });
  const codes = await db
    .insert(shopVoucherCodes)
    .values(settings.flatMap((setting, index) => setting.codes.map((name) => ({ shopVoucherSettingId: rows[index]!.id, name, trigger: setting.trigger ?? null, totalQuantity: setting.type === 'MANUAL' ? 1000 : null }))))
    .returning({ id: shopVoucherCodes.id, name: shopVoucherCodes.name });
  const payday = codes.find((code) => code.name === 'PAYDAY25')!;
  const [top] = await db.select({ id: shopMemberships.id }).from(shopMemberships).orderBy(asc(shopMemberships.priority)).limit(1);
  if (!top) return;
  const customers = await db.select({ id: shopCustomers.id }).from(shopCustomers).where(eq(shopCustomers.membershipId, top.id)).orderBy(asc(shopCustomers.id)).limit(300);
  if (!customers.length) return;
  await db.insert(shopAssignedVouchers).values(
    customers.map((customer, index) => ({
      shopVoucherCodeId: payday.id,
      shopCustomerId: customer.id,
      claimedDate: index % 2 === 0 ? new Date(now - (index % 20) * DAY) : null,
      usedDate: index % 4 === 0 ? new Date(now - (index % 10) * DAY) : null,
      discountUsed: index % 4 === 0 ? 10_000 + (index % 5) * 4_000 : 0,
      active: index % 10 !== 9,
    })),
  );
}
