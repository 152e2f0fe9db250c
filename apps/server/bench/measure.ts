/* Timing helpers of the bench: percentiles of repeated runs, a case through the API against its SQL, and a table printed as Markdown. */

export interface Timing {
  p50: number;
  p95: number;
  p99: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

/** Runs `work` a few times to warm up, then `runs` times, and gives p50, p95 and p99 in milliseconds. */
export async function time(work: () => unknown, runs = 60): Promise<Timing> {
  for (let index = 0; index < 5; index++) await work();
  const samples: number[] = [];
  for (let index = 0; index < runs; index++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), p99: percentile(samples, 0.99) };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** One case of a part of the bench: a call through the API, and the SQL it stands for. */
export interface ApiSqlCase {
  name: string;
  api: () => Promise<unknown>;
  sql: () => Promise<unknown>;
}

/** The columns of `apiAgainstSql`'s rows after the case's name. */
export const API_SQL_COLUMNS = ['API p50', 'API p95', 'SQL p50', 'SQL p95'] as const;

/** Times each case through the API and as its SQL, `runs` times each: a row of the case's name, API_SQL_COLUMNS, then the `extra` cells. */
export async function apiAgainstSql(cases: readonly ApiSqlCase[], runs: number, extra: (api: Timing, sql: Timing) => string[] = () => []): Promise<string[][]> {
  const rows: string[][] = [];
  for (const entry of cases) {
    const measured = { api: await time(entry.api, runs), sql: await time(entry.sql, runs) };
    rows.push([entry.name, ms(measured.api.p50), ms(measured.api.p95), ms(measured.sql.p50), ms(measured.sql.p95), ...extra(measured.api, measured.sql)]);
  }
  return rows;
}

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
