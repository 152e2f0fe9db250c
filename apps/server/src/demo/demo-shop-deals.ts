import type { Database } from '../db/client';
import { shopDealThirdPartyPromos, shopDeals, shopDiscountMaximumAmount, shopPosPartners, shopPosSalesTypes, shopThirdPartyPromos } from '../features/shop-deals/shop-deals.table';
import { shopPosPromos } from '../features/shop-promotions/shop-pos-promos.table';
import { shopPromotionRules, shopPromotionSchedules } from '../features/shop-promotions/shop-promotions.table';
import { sampleImage } from '../platform/stored-images';

const DAY = 86_400_000;

/*
 * The demo's deals: a bank partner's deal page showing three third-party promos (with the counts the
 * ordering app would have made), the point of sale's partners and sales types, and a maximum
 * discount of Rp 50.000 per POS transaction, and POS promos for both partners.
 */

const THIRD_PARTY_PROMOS = [
  { name: 'Cashback 20% Bank Mitra', url: 'https://bankmitra.example.co.id/promo/kopi', impression: 1840, click: 212, colours: [[20, 60, 140], [240, 200, 40]] },
  { name: 'Free Parking Mall Harapan', url: 'https://mallharapan.example.co.id/parkir', impression: 960, click: 75, colours: [[30, 120, 70], [250, 250, 250]] },
  { name: 'Gym Pass 7 Days', url: 'https://fitclub.example.co.id/trial', impression: 430, click: 38, colours: [[200, 40, 40], [30, 30, 30]] },
] as const;

const POS_PARTNERS = [
  { name: 'GrabFood', description: 'Orders placed through GrabFood at the counter.' },
  { name: 'Kantor Sentosa', description: 'Staff of an office tenant, paid by their company.' },
];

const POS_SALES_TYPES = [
  { name: 'Dine In', description: 'Eaten at the outlet.' },
  { name: 'Take Away', description: 'Taken out by the customer.' },
  { name: 'Online Delivery', description: 'Picked up by a delivery app driver.' },
];

export async function seedDemoShopDeals(db: Database, partners: Map<string, number>) {
  const promos = [];
  for (const promo of THIRD_PARTY_PROMOS) {
    const imageUrl = await sampleImage(promo.colours.map((colour) => [...colour]) as [number, number, number][]);
    const [row] = await db
      .insert(shopThirdPartyPromos)
      .values({ name: promo.name, url: promo.url, imageUrl, impression: promo.impression, click: promo.click, startAt: new Date('2026-01-01T00:00:00+07:00'), endAt: new Date('2027-06-30T23:59:00+07:00') })
      .returning();
    promos.push(row!);
  }
  const [deal] = await db
    .insert(shopDeals)
    .values({
      name: 'Bank Mitra Coffee Week',
      partnerId: partners.get('Bank Mitra Sejahtera')!,
      description: 'Card holders scan the QR code at the cashier and get the bank’s offers with their coffee.',
      // A week, running now.
      startAt: new Date(Date.now() - 2 * DAY),
      endAt: new Date(Date.now() + 5 * DAY),
      pathName: 'bank-mitra-coffee-week',
      impression: 2310,
      scanned: 655,
    })
    .returning();
  await db.insert(shopDealThirdPartyPromos).values(promos.map((promo) => ({ dealId: deal!.id, thirdPartyPromoId: promo.id })));
  const posPartners = await db.insert(shopPosPartners).values(POS_PARTNERS).returning();
  await seedPosPromos(db, new Map(posPartners.map((partner) => [partner.name, partner.id])));
  await db.insert(shopPosSalesTypes).values(POS_SALES_TYPES);
  await db.insert(shopDiscountMaximumAmount).values({ amount: 50000 });
}

/** POS promos: GrabFood orders paid by e-wallet, and the office tenant's staff on weekdays. */
async function seedPosPromos(db: Database, partners: Map<string, number>) {
  const period = { discountLevel: 'ORDER', startDate: new Date('2026-11-01T00:00:00+07:00'), endDate: new Date('2027-03-31T23:59:00+07:00') };
  const promos = [
    { partner: 'GrabFood', rules: { ...period, name: 'GrabFood 15% with GoPay or ShopeePay', discountAmount: 15, unit: 'PERCENTAGE', allowedPaymentMethods: ['GOPAY', 'SHOPEE_PAY'], maximumDiscountAmount: 25_000 } },
    { partner: 'GrabFood', rules: { ...period, name: 'GrabFood Rp 10.000 above Rp 80.000', discountAmount: 10_000, unit: 'NOMINAL', minimumAmount: 80_000 } },
    { partner: 'Kantor Sentosa', rules: { ...period, name: 'Sentosa Staff 20%', discountAmount: 20, unit: 'PERCENTAGE', allowedPaymentMethods: ['CASH', 'CREDIT_CARD'], usageLimitPerCustomer: 2 } },
  ];
  const rules = await db
    .insert(shopPromotionRules)
    .values(promos.map((promo) => promo.rules))
    .returning({ id: shopPromotionRules.id });
  await db.insert(shopPosPromos).values(promos.map((promo, index) => ({ ruleId: rules[index]!.id, partnerId: partners.get(promo.partner)! })));
  // The office's staff get theirs on working days, office hours.
  const sentosa = rules[promos.findIndex((promo) => promo.partner === 'Kantor Sentosa')]!.id;
  await db.insert(shopPromotionSchedules).values(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((day) => ({ ruleId: sentosa, day, startHour: 7, endHour: 18 })));
}
