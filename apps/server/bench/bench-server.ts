import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, createServer, request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { connectPostgres, type Database } from '../src/db/client';
import { compressAnswers } from '../src/platform/compress';
import { settingsFromEnvironment, type Viewer } from '../src/platform/context';
import type { QueryInput } from '../src/platform/paging/types';
import { inlineSql } from '../src/features/reports/copy';
import { seed } from '../src/seed';
import { createGraphqlApp } from '../src/yoga';
import { ms, timeInTurn, timing, type Timing } from './measure';

/** One case of a part of the bench: a call through the API, and the SQL it stands for. */
export interface ApiSqlCase {
  name: string;
  api: () => Promise<unknown>;
  sql: () => Promise<unknown>;
}

/** The columns of `apiAgainstSql`'s rows after the case's name; "server" is the server's own time for the same answers. */
export const API_SQL_COLUMNS = ['API p50', 'API p95', 'server p50', 'SQL p50', 'SQL p95'] as const;

/*
 * What the bench's parts share: a database of their own, the server behind HTTP as in production,
 * signed in, and a report's download against psql's \copy.
 */

export async function benchServer(db: Database, password: string) {
  const graphql = createGraphqlApp({ db, settings: { ...settingsFromEnvironment(), production: true } });
  // How long the server itself took for each answer, from the request's arrival to its last byte written.
  const serverTimes: number[] = [];
  const server = createServer((request, response) => {
    const arrived = performance.now();
    response.on('finish', () => serverTimes.push(performance.now() - arrived));
    if (request.url?.startsWith('/graphql')) compressAnswers(request, response, () => void graphql(request, response));
    else void graphql(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A plain HTTP client on kept-alive connections, asking for compressed answers as a browser does:
  // the time measured is the API's, not a heavier client's (Node's fetch added 1-2 ms a page).
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const headers: Record<string, string> = { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'accept-encoding': 'gzip, deflate, br' };
  const post = (body: string) =>
    new Promise<{ status: number; setCookie: string[]; text: string }>((resolve, reject) => {
      const outgoing = request(`${origin}/graphql`, { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const plain = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : encoding === 'deflate' ? inflateSync(raw) : raw;
          resolve({ status: response.statusCode!, setCookie: response.headers['set-cookie'] ?? [], text: plain.toString() });
        });
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  const api = async (text: string, variables: Record<string, unknown> = {}) => {
    const answer = await post(JSON.stringify({ query: text, variables }));
    const body = JSON.parse(answer.text) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return { body, setCookie: answer.setCookie };
  };
  const login = await api('mutation ($password: String!) { doLogin(username: "admin", password: $password) { id } }', { password });
  headers.cookie = login.setCookie[0]!.split(';')[0]!;
  /** Fetches a report address with the session, counting its bytes as they stream. */
  const download = async (address: string) => {
    const response = await fetch(`${origin}${address}`, { headers: { cookie: headers.cookie! } });
    let bytes = 0;
    const reader = response.body!.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.length;
    return bytes;
  };
  /**
   * An API call timed in turn with the SQL it stands for (`timeInTurn`), with the server's own
   * times of the same answers beside the caller's.
   */
  const timeApi = async (work: () => unknown, sql: () => unknown = async () => undefined, runs?: number) => {
    const [measured, sqlMeasured] = await timeInTurn([work, sql], runs, () => (serverTimes.length = 0));
    return { api: measured!, server: timing(serverTimes), sql: sqlMeasured! };
  };
  /** Each case through the API and as its SQL, `runs` times in turn: a row of the case's name, API_SQL_COLUMNS, then the `extra` cells. */
  const apiAgainstSql = async (cases: readonly ApiSqlCase[], runs: number, extra: (api: Timing, sql: Timing) => string[] = () => []) => {
    const rows: string[][] = [];
    for (const entry of cases) {
      const measured = await timeApi(entry.api, entry.sql, runs);
      rows.push([entry.name, ms(measured.api.p50), ms(measured.api.p95), ms(measured.server.p50), ms(measured.sql.p50), ms(measured.sql.p95), ...extra(measured.api, measured.sql)]);
    }
    return rows;
  };
  return { api, download, timeApi, apiAgainstSql, close: () => (agent.destroy(), server.close()) };
}

export type BenchServer = Awaited<ReturnType<typeof benchServer>>;

/** The admin's password in a bench database. */
export const BENCH_PASSWORD = 'Bench12345';

export interface BenchDatabase extends Omit<BenchServer, 'close'> {
  /** The database's address, for psql. */
  url: string;
  handle: ReturnType<typeof connectPostgres>;
  /** A connection of its own, for the raw SQL. */
  raw: pg.Client;
}

/**
 * A part of the bench in a database of its own on the server at `base`, named `prefix` and a random
 * tail: migrated and seeded (admin / BENCH_PASSWORD), filled by `load` on the raw connection (timed,
 * and said as "Loaded `what` in … s."), then `work` with the server signed in. The database is
 * dropped afterwards, whatever happens.
 */
export async function withBenchDatabase(base: string, prefix: string, load: (raw: pg.Client) => Promise<void>, what: string, work: (bench: BenchDatabase) => Promise<void>): Promise<void> {
  const databaseName = `${prefix}_${randomBytes(4).toString('hex')}`;
  const url = new URL(base);
  url.pathname = `/${databaseName}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  try {
    const handle = connectPostgres(url.toString());
    await handle.migrate((db) => seed(db, { adminPassword: BENCH_PASSWORD, demo: false }).then(() => undefined));
    const raw = new pg.Client({ connectionString: url.toString() });
    await raw.connect();
    const started = performance.now();
    await load(raw);
    console.log(`Loaded ${what} in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    const { close, ...server } = await benchServer(handle.db, BENCH_PASSWORD);
    await work({ url: url.toString(), handle, raw, ...server });
    close();
    await raw.end();
    await handle.close();
  } finally {
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}

/** The seeded admin as a report query's viewer: sees everything, mapped to nothing. */
export async function adminViewer(bench: Pick<BenchDatabase, 'handle' | 'raw'>): Promise<Viewer> {
  const [{ id: adminId }] = (await bench.raw.query(`select id from users where username = 'admin'`)).rows as { id: number }[];
  return { db: bench.handle.db, user: { id: adminId }, authorities: new Set<string>(), machineMapping: null } as unknown as Viewer;
}

/** psql's \copy of `select` to its standard output, counting the bytes. */
export function psqlCopy(database: string, select: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('psql', ['-X', '-q', database, '-c', `\\copy (${select}) to stdout with (format csv, header true)`], { stdio: ['ignore', 'pipe', 'inherit'] });
    let bytes = 0;
    child.stdout.on('data', (chunk: Buffer) => (bytes += chunk.length));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(bytes) : reject(new Error(`psql exited with ${code}`))));
  });
}

/** The middle of three runs. */
export const median = (list: readonly number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
export const rate = (bytes: number, took: number) => `${(bytes / 1024 / 1024 / (took / 1000)).toFixed(1)} MB/s`;

/** A report downloaded through the API three times against psql's \copy of the same SELECT, with the server's peak memory. */
export async function compareExport(database: string, select: string, download: () => Promise<number>) {
  const copies: number[] = [];
  let copyBytes = 0;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    copyBytes = await psqlCopy(database, select);
    copies.push(performance.now() - started);
  }
  const downloads: number[] = [];
  let apiBytes = 0;
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  for (let run = 0; run < 3; run++) {
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const started = performance.now();
    apiBytes = await download();
    downloads.push(performance.now() - started);
    clearInterval(sampler);
  }
  return {
    size: `${(apiBytes / 1024 / 1024).toFixed(1)} MB`,
    api: rate(apiBytes, median(downloads)),
    copy: rate(copyBytes, median(copies)),
    share: `${(((apiBytes / median(downloads)) / (copyBytes / median(copies))) * 100).toFixed(0)}%`,
    memory: `${(baseline / 1024 / 1024).toFixed(0)} → ${(peak / 1024 / 1024).toFixed(0)} MB (+${((peak - baseline) / 1024 / 1024).toFixed(0)})`,
  };
}

/** The columns of `compareReportExports`' rows after the first. */
export const EXPORT_COLUMNS = ['size', 'API', 'psql \\copy', 'API / \\copy', 'server RSS (before → peak)'] as const;

/**
 * A report's CSV (the GraphQL field `report`, in Jakarta's time) through the API against psql's \copy
 * of the same SELECT (`select`), for the rows with an id up to each of `sizes`: a row each, `label`
 * of the size, then EXPORT_COLUMNS.
 */
export async function compareReportExports(
  bench: Pick<BenchDatabase, 'url' | 'api' | 'download'>,
  options: { report: string; sizes: readonly number[]; label: (size: number) => string; select: (queryInput: QueryInput) => SQL },
): Promise<string[][]> {
  const rows: string[][] = [];
  for (const size of options.sizes) {
    const queryInput = { filters: { operator: 'AND', options: [{ field: 'id', type: 'LESS_THAN_EQUAL', values: [String(size)] }] } } as QueryInput;
    const select = inlineSql(options.select(queryInput)).replace(/\s+/g, ' ');
    const measured = await compareExport(bench.url, select, async () => {
      const { body } = await bench.api(`query ($queryInput: QueryInput) { ${options.report}(queryInput: $queryInput, timeZone: "Asia/Jakarta") }`, { queryInput });
      return bench.download(body.data![options.report] as string);
    });
    rows.push([options.label(size), measured.size, measured.api, measured.copy, measured.share, measured.memory]);
  }
  return rows;
}
