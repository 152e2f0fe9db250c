import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { shopCustomers } from '../features/shop-customers/shop-customers.table';
import { shopMembershipPromos, shopMembershipQualificationDuration, shopMemberships } from '../features/shop-memberships/shop-memberships.table';

/** How many customers the demo has: enough to page, filter and download like a real shop's. */
export const DEMO_SHOP_CUSTOMERS = 3000;

const FIRST_NAMES = ['Ayu', 'Budi', 'Citra', 'Dewi', 'Eko', 'Fitri', 'Gilang', 'Hana', 'Indra', 'Joko', 'Kartika', 'Lukman', 'Maya', 'Nanda', 'Putri', 'Rizky', 'Sari', 'Taufik', 'Wulan', 'Yusuf'];
/** Whether each first name above is a woman's: the demo's genders follow the names. */
const FEMALE = [true, false, true, true, false, true, false, true, false, false, true, false, true, true, true, false, true, false, true, false];
const LAST_NAMES = ['Lestari', 'Santoso', 'Wijaya', 'Pratama', 'Saputra', 'Hidayat', 'Kusuma', 'Nugroho', 'Siregar', 'Halim', 'Gunawan', 'Permata'];
const CITIES = ['Jakarta Selatan', 'Jakarta Pusat', 'Tangerang Selatan', 'Bekasi', 'Depok', 'Bandung', 'Surabaya'];
const STREETS = ['Jl. Kemang Raya', 'Jl. Sudirman', 'Jl. Thamrin', 'Jl. Gatot Subroto', 'Jl. Fatmawati', 'Jl. Dago', 'Jl. Pemuda'];

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;
const boolArray = (values: readonly boolean[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::boolean[]`;

/**
 * Bronze, Silver, Gold and Platinum, the qualification period, two membership promos, and a few
 * thousand customers across the levels (most Bronze, few Platinum) with one or two addresses each
 * and referral chains (every fourth customer signed up with the code of one who came before). A
 * handful of statements, so the seed stays fast.
 */
export async function seedDemoShopCustomers(db: Database): Promise<void> {
  const levels = await db
    .insert(shopMemberships)
    .values([
      { levelName: 'Bronze', color: '#CD7F32', obtainQualification: 0, retainQualification: 0, privilege: 'Collect points on every cup.' },
      { levelName: 'Silver', color: '#A8A9AD', obtainQualification: 20, retainQualification: 10, privilege: 'A free upsize every week.' },
      { levelName: 'Gold', color: '#D4AF37', obtainQualification: 60, retainQualification: 30, privilege: 'A free upsize every day and a birthday drink.' },
      { levelName: 'Platinum', color: '#5B6770', obtainQualification: 150, retainQualification: 80, privilege: 'Free delivery and early access to new menus.' },
    ])
    .returning({ id: shopMemberships.id });
  const [bronze, silver, gold, platinum] = levels.map((level) => level.id);
  await db.insert(shopMembershipQualificationDuration).values({ id: 1, months: 12 });
  const now = Date.now();
  await db.insert(shopMembershipPromos).values([
    { description: 'Gold for a month for employees of partner offices.', startAt: new Date(now - 20 * 86_400_000), endAt: new Date(now + 40 * 86_400_000), membershipId: gold!, referralName: 'kopi-kantor', totalUsed: 37 },
    { description: 'Silver for students who sign up in the new term.', startAt: new Date(now - 120 * 86_400_000), endAt: new Date(now - 30 * 86_400_000), isActive: false, membershipId: silver!, referralName: 'kampus-2026', totalUsed: 212 },
  ]);

  // n from 1: a level by a spread that leaves most customers Bronze. The items they bought are
  // counted from their orders (the demo's shop orders go mostly to the higher levels).
  await db.execute(sql`
      insert into shop_customers (name, phone_no, email, status, date_created, referral_code, gender, birthdate, membership_id)
      select
        first_name || ' ' || last_name,
        '0812' || lpad(n::text, 8, '0'),
        case when n % 9 = 0 then null else lower(first_name) || '.' || lower(last_name) || n || '@example.com' end,
        case when n % 97 = 0 then 2 when n % 41 = 0 then 0 else 1 end,
        now() - ((${DEMO_SHOP_CUSTOMERS} - n) * interval '5 hours'),
        'JS' || lpad(n::text, 6, '0'),
        case when n % 13 = 0 then null when female then 'FEMALE' else 'MALE' end,
        case when n % 7 = 0 then null else date '1975-01-01' + (n * 37 % 12000) end,
        level
      from (
        select n,
          (${textArray(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}] as first_name,
          (${boolArray(FEMALE)})[1 + n % ${FIRST_NAMES.length}] as female,
          (${textArray(LAST_NAMES)})[1 + (n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] as last_name,
          case when n % 50 = 0 then ${platinum}::int when n % 10 = 0 then ${gold}::int when n % 3 = 0 then ${silver}::int when n % 11 = 0 then null else ${bronze}::int end as level
        from generate_series(1, ${DEMO_SHOP_CUSTOMERS}) as n
      ) named`);
  const [{ first } = { first: 0 }] = await db.select({ first: sql<number>`min(${shopCustomers.id})::int` }).from(shopCustomers);
  // Every fourth customer signed up with the code of one a third of the way back: chains of referrals.
  await db.execute(sql`update shop_customers set referred_by_id = ${first} + (id - ${first}) / 3 where id - ${first} >= 3 and (id - ${first}) % 4 = 1`);
  await db.execute(sql`
    insert into shop_customer_addresses (customer_id, name, address1, address2, city, note, latitude, longitude, contact_person_name, contact_person_phone_no)
    select c.id,
      case when a = 1 then 'Home' else 'Office' end,
      (${textArray(STREETS)})[1 + (c.id + a) % ${STREETS.length}] || ' ' || (1 + c.id % 120),
      case when a = 2 then 'Floor ' || (1 + c.id % 30) end,
      (${textArray(CITIES)})[1 + (c.id * a) % ${CITIES.length}],
      case when c.id % 5 = 0 then 'Leave it with the security desk.' end,
      -6.2 - (c.id % 100) / 1000.0, 106.8 + (c.id % 100) / 1000.0,
      c.name, c.phone_no
    from shop_customers c cross join generate_series(1, 2) as a
    where c.id >= ${first} and (a = 1 or c.id % 3 = 0)`);
}
