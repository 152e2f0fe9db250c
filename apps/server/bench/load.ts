import type pg from 'pg';

/*
 * The bench's data, made inside PostgreSQL with generate_series so two million rows load in seconds:
 * 200 users' audit log over two years and 200.000 hubs of a few types and clusters.
 */

export const ACTIVITY_ROWS = Number(process.env.BENCH_ACTIVITIES || 2_000_000);
export const HUB_ROWS = Number(process.env.BENCH_HUBS || 200_000);
const WORDS = ['Kopi', 'Senja', 'Plaza', 'Gedung', 'Menara', 'Pasar', 'Stasiun', 'Kampus', 'Rumah', 'Sakit', 'Bandara', 'Taman'];

export async function load(client: pg.Client): Promise<void> {
  await client.query(`insert into hub_types (name) select 'Type ' || n from generate_series(1, 5) as n`);
  await client.query(`insert into clusters (name) select 'Cluster ' || n from generate_series(1, 20) as n`);
  await client.query(`
    insert into user_activities (username, activity, entity, record_id, message, time)
    select 'user' || (n % 200), (array['CREATE_HUB', 'UPDATE_HUB', 'LOGIN', 'UPDATE_USER'])[1 + n % 4], 'HUB', (n % 200000)::text,
      'Changed hub "' || (array[${words()}])[1 + n % 12] || ' ' || (n % 9973) || '".',
      timestamptz '2024-01-01' + (n::float8 / ${ACTIVITY_ROWS}) * interval '730 days'
    from generate_series(1, ${ACTIVITY_ROWS}) as n`);
  await client.query(`
    insert into hubs (incremental_index, internal_id, name, building_name, company_name, hub_type_id, cluster_id, address, city,
      latitude, longitude, running_schedules, timezone, ownership, rent_type, rent_additional_information, monthly_rental_fee,
      target_cup, created_at)
    select n, 'HUB-' || lpad(n::text, 6, '0'), (array[${words()}])[1 + n % 12] || ' ' || md5(n::text)::varchar(6),
      'Gedung ' || (n % 5000), 'PT Kopi ' || (n % 3000), 1 + n % 5, 1 + n % 20, 'Jl. Sudirman ' || n, 'Kota ' || (n % 400),
      -6.2 + (n % 1000) / 10000.0, 106.8 + (n % 1000) / 10000.0,
      '[{"day":"MONDAY","open":"08:00","close":"17:00"},{"day":"SATURDAY","open":"09:00","close":"15:00"}]'::jsonb,
      'Asia/Jakarta', (array['JUMPSTART', 'FRANCHISE'])[1 + n % 2], (array['FREE', 'REVENUE_SHARING', 'FIXED_COST'])[1 + n % 3],
      case n % 3 when 1 then jsonb_build_object('valueInPercentage', 12.5, 'minimumAmount', 1500000) when 2 then jsonb_build_object('value', 3000000, 'paymentTerms', 'MONTHLY') end,
      n % 7 * 1000000, n % 500, timestamptz '2024-01-01' + n * interval '3 minutes'
    from generate_series(1, ${HUB_ROWS}) as n`);
  await client.query(`select setval('hub_numbers', ${HUB_ROWS})`).catch(() => undefined);
  await client.query('analyze');
}

const words = () => WORDS.map((word) => `'${word}'`).join(', ');
