import type { Day, HubOwnership, HubRentType, PaymentTerms } from '@back-office/domain';
import { rentTermsOf } from '@back-office/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, companyEmployees, departments } from '../features/companies/companies.table';
import { hubNumbers, hubs, type RunningScheduleValue } from '../features/hubs/hubs.table';
import { clusters, hubEntities, hubTypes, ingredients, packagings, spareParts, units } from '../features/master-data/master-data.table';

/*
 * The demo's master data and hubs: what a coffee-vending company around Jakarta, Bandung and
 * Surabaya has on file, so a new user sees a living console.
 */

const UNITS = [
  ['Gram', 'Coffee beans, powders and sugar are weighed in grams.'],
  ['Millilitre', 'Water and syrups.'],
  ['Piece', 'Cups, lids and anything counted.'],
  ['Kilogram', 'Bulk purchases.'],
  ['Litre', 'Gallons of water.'],
] as const;

const INGREDIENTS: { name: string; unit: string; packagingQuantity: number | null; remark?: string }[] = [
  { name: 'Arabica Coffee Beans', unit: 'Gram', packagingQuantity: 1000, remark: 'Gayo, medium roast.' },
  { name: 'Robusta Coffee Beans', unit: 'Gram', packagingQuantity: 1000, remark: 'Lampung, dark roast.' },
  { name: 'Milk Powder', unit: 'Gram', packagingQuantity: 1000 },
  { name: 'Creamer', unit: 'Gram', packagingQuantity: 1000 },
  { name: 'Chocolate Powder', unit: 'Gram', packagingQuantity: 1000 },
  { name: 'Matcha Powder', unit: 'Gram', packagingQuantity: 500 },
  { name: 'Palm Sugar', unit: 'Gram', packagingQuantity: 1000, remark: 'For kopi susu gula aren.' },
  { name: 'Sugar', unit: 'Gram', packagingQuantity: 1000 },
  { name: 'Water', unit: 'Millilitre', packagingQuantity: 19000, remark: 'One gallon is 19 litres.' },
  { name: 'Caramel Syrup', unit: 'Millilitre', packagingQuantity: 750 },
  { name: 'Vanilla Syrup', unit: 'Millilitre', packagingQuantity: 750 },
];

const PACKAGINGS = [
  ['Paper Cup 8oz', 'Hot drinks, 240 ml.', 50],
  ['Paper Cup 12oz', 'Hot and iced drinks, 360 ml.', 50],
  ['Cup Lid 8oz', 'Sip lid for the 8oz cup.', 100],
  ['Cup Lid 12oz', 'Sip lid for the 12oz cup.', 100],
  ['Stirrer', 'Wooden stirrer.', 500],
  ['Straw', 'Paper straw for iced drinks.', 200],
] as const;

const SPARE_PARTS = [
  ['Grinder Burr Set', 'GRB-64', 'Flat burrs, 64 mm.'],
  ['Water Pump', 'WP-ULKA-EX5', 'Vibration pump, 48 W.'],
  ['Brewing Unit Gasket', 'BUG-22', 'Silicone, food grade.'],
  ['Cup Dispenser Motor', 'CDM-12V', '12 V gear motor.'],
  ['Touch Screen 15 inch', 'TS-15-CAP', 'Capacitive panel with controller.'],
] as const;

const HUB_TYPES = [
  ['Office', 'Office buildings and company floors.'],
  ['Mall', 'Shopping centres.'],
  ['Hospital', 'Hospitals and clinics.'],
  ['University', 'Campuses.'],
  ['Apartment', 'Residential towers.'],
  ['Train Station', 'Commuter and intercity stations.'],
] as const;

const CLUSTERS = ['Jakarta Pusat', 'Jakarta Selatan', 'Jakarta Barat', 'Bandung', 'Surabaya'] as const;

const ENTITIES = [
  ['PT Jumpstart Kopi Indonesia', 'Holds the company-owned locations.'],
  ['PT Mitra Kopi Nusantara', 'Franchise partner for West and East Java.'],
] as const;

const WEEKDAYS: Day[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
const schedule = (days: Day[], open: string, close: string): RunningScheduleValue[] => days.map((day) => ({ day, open, close }));
const OFFICE_HOURS = schedule(WEEKDAYS, '07:00', '19:00');
const EVERY_DAY = schedule([...WEEKDAYS, 'SATURDAY', 'SUNDAY'], '10:00', '22:00');
const ROUND_THE_CLOCK = schedule([...WEEKDAYS, 'SATURDAY', 'SUNDAY'], '00:00', '23:59');
const CAMPUS = [...schedule(WEEKDAYS, '06:30', '20:00'), ...schedule(['SATURDAY'], '08:00', '14:00')];

type Rent = { type: HubRentType; percentage?: number; minimum?: number; value?: number; terms?: PaymentTerms; feePerCup?: number };

interface DemoHub {
  building: string;
  company?: string;
  floor?: string;
  type: (typeof HUB_TYPES)[number][0];
  cluster: (typeof CLUSTERS)[number];
  address: string;
  district: string;
  subDistrict: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  hours: RunningScheduleValue[];
  rent: Rent;
}

const JAKARTA = { city: 'Jakarta', province: 'DKI Jakarta' };
const BANDUNG = { city: 'Bandung', province: 'Jawa Barat' };
const SURABAYA = { city: 'Surabaya', province: 'Jawa Timur' };

const share = (percentage: number, minimum: number): Rent => ({ type: 'REVENUE_SHARING', percentage, minimum });
const fixed = (value: number, terms: PaymentTerms): Rent => ({ type: 'FIXED_COST', value, terms });
const perCup = (feePerCup: number): Rent => ({ type: 'CUP_FEE_SHARING', feePerCup });
const free: Rent = { type: 'FREE' };

const HUBS: [typeof JAKARTA, DemoHub[]][] = [
  [
    JAKARTA,
    [
      { building: 'Menara BCA', company: 'PT Bank Sentosa', floor: '12', type: 'Office', cluster: 'Jakarta Pusat', address: 'Jl. M.H. Thamrin No. 1', district: 'Menteng', subDistrict: 'Gondangdia', postalCode: '10310', latitude: -6.1951, longitude: 106.8231, hours: OFFICE_HOURS, rent: share(10, 1_500_000) },
      { building: 'Wisma 46', floor: 'G', type: 'Office', cluster: 'Jakarta Pusat', address: 'Jl. Jend. Sudirman Kav. 1', district: 'Tanah Abang', subDistrict: 'Karet Tengsin', postalCode: '10220', latitude: -6.1986, longitude: 106.8208, hours: OFFICE_HOURS, rent: fixed(4_000_000, 'MONTHLY') },
      { building: 'Grand Indonesia', floor: 'LG', type: 'Mall', cluster: 'Jakarta Pusat', address: 'Jl. M.H. Thamrin No. 1', district: 'Menteng', subDistrict: 'Menteng', postalCode: '10310', latitude: -6.1952, longitude: 106.8204, hours: EVERY_DAY, rent: share(15, 3_000_000) },
      { building: 'Stasiun Gambir', type: 'Train Station', cluster: 'Jakarta Pusat', address: 'Jl. Medan Merdeka Timur No. 1', district: 'Gambir', subDistrict: 'Gambir', postalCode: '10110', latitude: -6.1767, longitude: 106.8306, hours: ROUND_THE_CLOCK, rent: perCup(1_000) },
      { building: 'RSCM Kencana', type: 'Hospital', cluster: 'Jakarta Pusat', address: 'Jl. Diponegoro No. 71', district: 'Senen', subDistrict: 'Kenari', postalCode: '10430', latitude: -6.1979, longitude: 106.8466, hours: ROUND_THE_CLOCK, rent: fixed(12_000_000, 'QUARTERLY') },
      { building: 'Gandaria City', floor: '1', type: 'Mall', cluster: 'Jakarta Selatan', address: 'Jl. Sultan Iskandar Muda', district: 'Kebayoran Lama', subDistrict: 'Kebayoran Lama Utara', postalCode: '12240', latitude: -6.2441, longitude: 106.7834, hours: EVERY_DAY, rent: share(12, 2_000_000) },
      { building: 'Menara Mandiri', company: 'PT Telekomunikasi Maju', floor: '8', type: 'Office', cluster: 'Jakarta Selatan', address: 'Jl. Jend. Gatot Subroto Kav. 36', district: 'Setiabudi', subDistrict: 'Kuningan Timur', postalCode: '12950', latitude: -6.2297, longitude: 106.8262, hours: OFFICE_HOURS, rent: free },
      { building: 'Kota Kasablanka', floor: 'UG', type: 'Mall', cluster: 'Jakarta Selatan', address: 'Jl. Casablanca Raya Kav. 88', district: 'Tebet', subDistrict: 'Menteng Dalam', postalCode: '12870', latitude: -6.2244, longitude: 106.8427, hours: EVERY_DAY, rent: share(12.5, 2_500_000) },
      { building: 'Universitas Pancasila', type: 'University', cluster: 'Jakarta Selatan', address: 'Jl. Srengseng Sawah', district: 'Jagakarsa', subDistrict: 'Srengseng Sawah', postalCode: '12640', latitude: -6.3389, longitude: 106.8329, hours: CAMPUS, rent: perCup(500) },
      { building: 'Kalibata City', type: 'Apartment', cluster: 'Jakarta Selatan', address: 'Jl. Raya Kalibata No. 1', district: 'Pancoran', subDistrict: 'Rawajati', postalCode: '12750', latitude: -6.2576, longitude: 106.8519, hours: EVERY_DAY, rent: fixed(1_500_000, 'MONTHLY') },
      { building: 'Central Park', floor: 'LG', type: 'Mall', cluster: 'Jakarta Barat', address: 'Jl. Letjen S. Parman Kav. 28', district: 'Grogol Petamburan', subDistrict: 'Tanjung Duren Selatan', postalCode: '11470', latitude: -6.1772, longitude: 106.7907, hours: EVERY_DAY, rent: share(15, 2_500_000) },
      { building: 'Universitas Trisakti', type: 'University', cluster: 'Jakarta Barat', address: 'Jl. Kyai Tapa No. 1', district: 'Grogol Petamburan', subDistrict: 'Grogol', postalCode: '11440', latitude: -6.1675, longitude: 106.7905, hours: CAMPUS, rent: free },
      { building: 'RS Siloam Kebon Jeruk', type: 'Hospital', cluster: 'Jakarta Barat', address: 'Jl. Raya Perjuangan Kav. 8', district: 'Kebon Jeruk', subDistrict: 'Kebon Jeruk', postalCode: '11530', latitude: -6.1907, longitude: 106.7632, hours: ROUND_THE_CLOCK, rent: perCup(750) },
      { building: 'Stasiun Tanah Abang', type: 'Train Station', cluster: 'Jakarta Pusat', address: 'Jl. Jatibaru Raya No. 1', district: 'Tanah Abang', subDistrict: 'Kampung Bali', postalCode: '10250', latitude: -6.1856, longitude: 106.8107, hours: ROUND_THE_CLOCK, rent: perCup(1_000) },
    ],
  ],
  [
    BANDUNG,
    [
      { building: 'Paris Van Java', floor: 'GF', type: 'Mall', cluster: 'Bandung', address: 'Jl. Sukajadi No. 131-139', district: 'Sukajadi', subDistrict: 'Cipedes', postalCode: '40162', latitude: -6.8893, longitude: 107.5963, hours: EVERY_DAY, rent: share(12, 1_500_000) },
      { building: 'Institut Teknologi Bandung', type: 'University', cluster: 'Bandung', address: 'Jl. Ganesa No. 10', district: 'Coblong', subDistrict: 'Lebak Siliwangi', postalCode: '40132', latitude: -6.8915, longitude: 107.6107, hours: CAMPUS, rent: perCup(500) },
      { building: 'Universitas Padjadjaran Dipatiukur', type: 'University', cluster: 'Bandung', address: 'Jl. Dipati Ukur No. 35', district: 'Coblong', subDistrict: 'Lebak Gede', postalCode: '40132', latitude: -6.8932, longitude: 107.6166, hours: CAMPUS, rent: free },
      { building: 'Trans Studio Mall', floor: '1', type: 'Mall', cluster: 'Bandung', address: 'Jl. Gatot Subroto No. 289', district: 'Batununggal', subDistrict: 'Cibangkong', postalCode: '40273', latitude: -6.9261, longitude: 107.6364, hours: EVERY_DAY, rent: share(15, 2_000_000) },
      { building: 'RS Hasan Sadikin', type: 'Hospital', cluster: 'Bandung', address: 'Jl. Pasteur No. 38', district: 'Sukajadi', subDistrict: 'Pasteur', postalCode: '40161', latitude: -6.8969, longitude: 107.5984, hours: ROUND_THE_CLOCK, rent: fixed(6_000_000, 'SEMI_ANNUALLY') },
      { building: 'Stasiun Bandung', type: 'Train Station', cluster: 'Bandung', address: 'Jl. Stasiun Timur No. 1', district: 'Sumur Bandung', subDistrict: 'Kebon Jeruk', postalCode: '40181', latitude: -6.9147, longitude: 107.6021, hours: ROUND_THE_CLOCK, rent: perCup(1_000) },
      { building: 'Gedung Sate', company: 'Pemerintah Provinsi Jawa Barat', type: 'Office', cluster: 'Bandung', address: 'Jl. Diponegoro No. 22', district: 'Bandung Wetan', subDistrict: 'Citarum', postalCode: '40115', latitude: -6.9025, longitude: 107.6188, hours: OFFICE_HOURS, rent: free },
      { building: 'Cihampelas Walk', floor: 'G', type: 'Mall', cluster: 'Bandung', address: 'Jl. Cihampelas No. 160', district: 'Coblong', subDistrict: 'Cipaganti', postalCode: '40131', latitude: -6.8936, longitude: 107.6046, hours: EVERY_DAY, rent: share(10, 1_000_000) },
      { building: 'Menara Telkom Bandung', company: 'PT Telekomunikasi Maju', floor: '3', type: 'Office', cluster: 'Bandung', address: 'Jl. Japati No. 1', district: 'Cibeunying Kaler', subDistrict: 'Sadang Serang', postalCode: '40133', latitude: -6.9003, longitude: 107.6289, hours: OFFICE_HOURS, rent: fixed(18_000_000, 'ANNUALLY') },
      { building: 'Galeri Ciumbuleuit', type: 'Apartment', cluster: 'Bandung', address: 'Jl. Ciumbuleuit No. 42A', district: 'Cidadap', subDistrict: 'Hegarmanah', postalCode: '40131', latitude: -6.8786, longitude: 107.6043, hours: EVERY_DAY, rent: fixed(1_200_000, 'MONTHLY') },
      { building: 'Universitas Telkom', type: 'University', cluster: 'Bandung', address: 'Jl. Telekomunikasi No. 1', district: 'Dayeuhkolot', subDistrict: 'Sukapura', postalCode: '40257', latitude: -6.9733, longitude: 107.6301, hours: CAMPUS, rent: perCup(500) },
    ],
  ],
  [
    SURABAYA,
    [
      { building: 'Tunjungan Plaza', floor: '3', type: 'Mall', cluster: 'Surabaya', address: 'Jl. Basuki Rahmat No. 8-12', district: 'Tegalsari', subDistrict: 'Kedungdoro', postalCode: '60261', latitude: -7.2627, longitude: 112.7398, hours: EVERY_DAY, rent: share(15, 2_000_000) },
      { building: 'Pakuwon Mall', floor: 'GF', type: 'Mall', cluster: 'Surabaya', address: 'Jl. Puncak Indah Lontar No. 2', district: 'Sambikerep', subDistrict: 'Babatan', postalCode: '60216', latitude: -7.2893, longitude: 112.6763, hours: EVERY_DAY, rent: share(12, 1_500_000) },
      { building: 'Institut Teknologi Sepuluh Nopember', type: 'University', cluster: 'Surabaya', address: 'Jl. Raya ITS, Keputih', district: 'Sukolilo', subDistrict: 'Keputih', postalCode: '60111', latitude: -7.2819, longitude: 112.7949, hours: CAMPUS, rent: perCup(500) },
      { building: 'Universitas Airlangga Kampus C', type: 'University', cluster: 'Surabaya', address: 'Jl. Dr. Ir. H. Soekarno, Mulyorejo', district: 'Mulyorejo', subDistrict: 'Mulyorejo', postalCode: '60115', latitude: -7.2686, longitude: 112.7844, hours: CAMPUS, rent: free },
      { building: 'RSUD Dr. Soetomo', type: 'Hospital', cluster: 'Surabaya', address: 'Jl. Mayjen Prof. Dr. Moestopo No. 6-8', district: 'Gubeng', subDistrict: 'Airlangga', postalCode: '60286', latitude: -7.2682, longitude: 112.7580, hours: ROUND_THE_CLOCK, rent: fixed(5_000_000, 'QUARTERLY') },
      { building: 'Stasiun Gubeng', type: 'Train Station', cluster: 'Surabaya', address: 'Jl. Gubeng Masjid', district: 'Gubeng', subDistrict: 'Pacar Keling', postalCode: '60281', latitude: -7.2653, longitude: 112.7522, hours: ROUND_THE_CLOCK, rent: perCup(1_000) },
      { building: 'Intiland Tower', company: 'PT Bank Sentosa', floor: '5', type: 'Office', cluster: 'Surabaya', address: 'Jl. Panglima Sudirman No. 101-103', district: 'Genteng', subDistrict: 'Embong Kaliasin', postalCode: '60271', latitude: -7.2655, longitude: 112.7433, hours: OFFICE_HOURS, rent: share(8, 750_000) },
      { building: 'Galaxy Mall', floor: '1', type: 'Mall', cluster: 'Surabaya', address: 'Jl. Dharmahusada Indah Timur No. 35-37', district: 'Mulyorejo', subDistrict: 'Mulyorejo', postalCode: '60115', latitude: -7.2753, longitude: 112.7818, hours: EVERY_DAY, rent: share(12, 1_500_000) },
      { building: 'Grha Pena', company: 'PT Media Jawa Timur', floor: '2', type: 'Office', cluster: 'Surabaya', address: 'Jl. Ahmad Yani No. 88', district: 'Gayungan', subDistrict: 'Ketintang', postalCode: '60234', latitude: -7.3211, longitude: 112.7307, hours: OFFICE_HOURS, rent: fixed(3_000_000, 'MONTHLY') },
      { building: 'Puncak Kertajaya', type: 'Apartment', cluster: 'Surabaya', address: 'Jl. Kertajaya Indah Regency', district: 'Sukolilo', subDistrict: 'Klampis Ngasem', postalCode: '60117', latitude: -7.2810, longitude: 112.7730, hours: EVERY_DAY, rent: free },
      { building: 'Stasiun Pasar Turi', type: 'Train Station', cluster: 'Surabaya', address: 'Jl. Semarang No. 1', district: 'Bubutan', subDistrict: 'Gundih', postalCode: '60172', latitude: -7.2469, longitude: 112.7314, hours: ROUND_THE_CLOCK, rent: perCup(750) },
    ],
  ],
];

/** Inserts named rows and returns their ids by name. */
async function insertNamed(db: Database, table: typeof units | typeof hubTypes | typeof clusters | typeof hubEntities, rows: { name: string; description?: string }[]): Promise<Map<string, number>> {
  const inserted = await db.insert(table as typeof units).values(rows).returning({ id: units.id, name: units.name });
  return new Map(inserted.map((row) => [row.name, row.id]));
}

export async function seedDemoHubs(db: Database, salesIds: number[]): Promise<void> {
  const unitIds = await insertNamed(db, units, UNITS.map(([name, description]) => ({ name, description })));
  await db.insert(ingredients).values(
    INGREDIENTS.map((ingredient, index) => ({
      name: ingredient.name,
      unitId: unitIds.get(ingredient.unit)!,
      orderNr: index + 1,
      packagingQuantity: ingredient.packagingQuantity,
      remark: ingredient.remark ?? null,
    })),
  );
  await db.insert(packagings).values(PACKAGINGS.map(([name, description, quantity]) => ({ name, description, quantity })));
  await db.insert(spareParts).values(SPARE_PARTS.map(([name, partNumber, description]) => ({ name, partNumber, description })));
  const typeIds = await insertNamed(db, hubTypes, HUB_TYPES.map(([name, description]) => ({ name, description })));
  const clusterIds = await insertNamed(db, clusters, CLUSTERS.map((name) => ({ name })));
  const entityIds = await insertNamed(db, hubEntities, ENTITIES.map(([name, description]) => ({ name, description })));

  const [bank] = await db
    .insert(companies)
    .values({ name: 'PT Bank Sentosa', description: 'Free coffee for its staff at its offices.', rewardBalance: 25_000_000, rewardCutOffDaily: '00:00', rewardCutOffWeekly: 'MONDAY', rewardCutOffMonthly: 1 })
    .returning();
  const [telecom] = await db
    .insert(companies)
    .values({ name: 'PT Telekomunikasi Maju', description: 'Rewards for its call-centre teams.', rewardBalance: 8_500_000, rewardCutOffDaily: '06:00' })
    .returning();
  const [finance, operations] = await db
    .insert(departments)
    .values([
      { name: 'Finance', companyId: bank!.id },
      { name: 'Operations', companyId: bank!.id },
      { name: 'Customer Care', companyId: telecom!.id },
    ])
    .returning();
  await db.insert(companyEmployees).values([
    { companyId: bank!.id, departmentId: finance!.id, name: 'Maya Sari', employeeNo: 'BS-1021', cardNumber: '04A1B2C3D4' },
    { companyId: bank!.id, departmentId: operations!.id, name: 'Rizky Ramadhan', employeeNo: 'BS-1177', cardNumber: '04A1B2C3D5' },
    { companyId: bank!.id, departmentId: operations!.id, name: 'Dian Puspita', employeeNo: 'BS-1203', cardNumber: '04A1B2C3D6', active: false },
  ]);

  let number = 0;
  const rows = HUBS.flatMap(([place, list]) =>
    list.map((hub) => {
      number += 1;
      const { type, percentage, minimum, value, terms, feePerCup } = hub.rent;
      const franchise = place.city !== 'Jakarta' && number % 3 === 0;
      const ownership: HubOwnership = franchise ? 'FRANCHISE' : 'JUMPSTART';
      return {
        incrementalIndex: number,
        internalId: `HUB-${String(number).padStart(4, '0')}`,
        name: hub.company ? `${hub.building} - ${hub.company}` : hub.building,
        buildingName: hub.building,
        companyName: hub.company ?? null,
        floor: hub.floor ?? null,
        hubTypeId: typeIds.get(hub.type)!,
        address: hub.address,
        latitude: hub.latitude,
        longitude: hub.longitude,
        province: place.province,
        city: place.city,
        district: hub.district,
        subDistrict: hub.subDistrict,
        postalCode: hub.postalCode,
        runningSchedules: hub.hours,
        salesId: salesIds[number % salesIds.length] ?? null,
        timezone: 'Asia/Jakarta' as const,
        ownership,
        priceSetting: hub.company ? { subsidy: 2_000, corporateDiscount: 3_000 } : null,
        rentType: type,
        rentAdditionalInformation: rentTermsOf(type, { valueInPercentage: percentage, minimumAmount: minimum, value, paymentTerms: terms, feePerCup }),
        commissionFee: franchise ? 5 : null,
        active: number % 13 !== 0,
        oddEvenRationing: place.city === 'Jakarta',
        clusterId: clusterIds.get(hub.cluster)!,
        hubEntityId: entityIds.get(franchise ? ENTITIES[1][0] : ENTITIES[0][0])!,
        contractUntil: `${2027 + (number % 3)}-${String((number % 12) + 1).padStart(2, '0')}-28`,
        monthlyRentalFee: type === 'FIXED_COST' && terms === 'MONTHLY' ? value! : null,
        targetCup: 1_500 + (number % 5) * 500,
        targetRevenue: (1_500 + (number % 5) * 500) * 18_000,
      };
    }),
  );
  await db.insert(hubs).values(rows);
  // The next hub made in the console continues the numbering.
  await db.execute(sql`select setval(${hubNumbers.seqName}, ${number})`);
}
