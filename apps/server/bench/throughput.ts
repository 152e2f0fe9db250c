import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { parse, print, type DefinitionNode } from 'graphql';
import pg from 'pg';
import { connectPglite, connectPostgres, type Database } from '../src/db/client';
import { settingsFromEnvironment } from '../src/platform/context';
import { createGraphqlApp } from '../src/yoga';
import { graphqlCaller, runLanes, type Throughput } from './lanes';
import { startServer } from './server-process';
import { ms, table } from './measure';

/*
 * Throughput: the console's hub list page and `me` through the real server over HTTP, at 10 and 50
 * connections, beside the very statements the server sends for them run straight on the database
 * with as many lanes, in the same run. On PostgreSQL and on the embedded PGlite, both with the demo
 * data. The statements are recorded from the server's own code on the same database, so the SQL side
 * is the same text with the same parameters (and the same rows) as the API side.
 */

const PASSWORD = 'Bench12345';
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const LANES = [10, 50] as const;
const CASES = [
  // The hub list as the console first opens it: 20 rows by internal id.
  { name: 'hubs page', body: operation('features/hubs/hubs.graphql', 'HubsPage', { pageInput: { page: 1, size: 20, sorts: [{ field: 'internalId', direction: 'ASC' }] } }) },
  { name: 'me', body: operation('base/session.graphql', 'Me', {}) },
];

/** A request body with the console's own operation from its .graphql file, with the fragments it spreads. */
function operation(file: string, name: string, variables: Record<string, unknown>): string {
  const { definitions } = parse(readFileSync(new URL(`../../web/src/${file}`, import.meta.url), 'utf8'));
  const named = (definition: DefinitionNode) => ('name' in definition ? definition.name?.value : undefined);
  const chosen = definitions.find((definition) => definition.kind === 'OperationDefinition' && named(definition) === name)!;
  const text = print(chosen);
  const fragments = definitions.filter((definition) => definition.kind === 'FragmentDefinition' && text.includes(`...${named(definition)}`));
  return JSON.stringify({ query: [chosen, ...fragments].map((definition) => print(definition)).join('\n\n'), operationName: name, variables });
}

type Query = (...args: unknown[]) => Promise<unknown>;
/** Statements in the order the server sent them; those of one group were in flight together. */
type Recording = unknown[][][];

interface Engine {
  name: string;
  environment: Record<string, string>;
  /** The database the server used, opened in this process once the server has stopped. */
  open(): Promise<{ db: Database; target: { query: Query }; lanes(count: number): { query: Query; close(): Promise<void> }; close(): Promise<void> }>;
  dispose(): Promise<void>;
}

export async function throughput(baseUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const databaseName = `back_office_throughput_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${databaseName}`);
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName}`;
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'back-office-bench-'));
  const engines: Engine[] = [
    {
      name: 'PostgreSQL',
      environment: { DATABASE_URL: url.toString(), SEED_DEMO: 'true' },
      async open() {
        const handle = connectPostgres(url.toString());
        const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
        return {
          db: handle.db,
          target: pool as unknown as { query: Query },
          lanes(count) {
            const lanes = new pg.Pool({ connectionString: url.toString(), max: count });
            // Dropping the database at the end ends any connection still open; that is expected.
            lanes.on('error', () => undefined);
            return { query: lanes.query.bind(lanes) as Query, close: () => lanes.end() };
          },
          close: () => handle.close(),
        };
      },
      dispose: () => admin.query(`drop database if exists ${databaseName} with (force)`).then(() => undefined),
    },
    {
      name: 'PGlite',
      environment: { DATA_DIR: dataDirectory },
      async open() {
        const handle = connectPglite(path.join(dataDirectory, 'pglite'));
        const query = handle.pglite.query.bind(handle.pglite) as Query;
        return { db: handle.db, target: handle.pglite as unknown as { query: Query }, lanes: () => ({ query, close: async () => undefined }), close: () => handle.close() };
      },
      dispose: async () => rmSync(dataDirectory, { recursive: true, force: true }),
    },
  ];
  // BENCH_ENGINE=PostgreSQL or PGlite measures one of them only.
  const chosen = engines.filter((engine) => !process.env.BENCH_ENGINE || engine.name === process.env.BENCH_ENGINE);
  try {
    for (const engine of chosen) await measureEngine(engine);
  } finally {
    for (const engine of engines) await engine.dispose().catch((error: Error) => console.error(error.message));
    await admin.end();
  }
}

async function measureEngine(engine: Engine): Promise<void> {
  const server = await startServer({ ...engine.environment, ADMIN_PASSWORD: PASSWORD });
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const startRss = server.rssMb();
  const login = await fetch(`${server.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: 'mutation ($password: String!) { doLogin(username: "admin", password: $password) { id } }', variables: { password: PASSWORD } }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;

  const api = new Map<string, Throughput & { cpuMs: number }>();
  let loadedRss = startRss;
  try {
    for (const entry of CASES) {
      for (const lanes of LANES) {
        if (process.env.BENCH_CASE && process.env.BENCH_CASE !== entry.name) continue;
        const caller = graphqlCaller(server.origin, cookie, lanes);
        const cpu: number[] = [];
        const measured = await runLanes(lanes, () => caller.call(entry.body), SECONDS * 1000, () => cpu.push(server.cpuMs()));
        api.set(`${entry.name}/${lanes}`, { ...measured, cpuMs: (cpu[1]! - cpu[0]!) / measured.count });
        caller.close();
      }
    }
  } finally {
    loadedRss = server.rssMb();
    await server.stop();
  }

  const database = await engine.open();
  const rows: string[][] = [];
  try {
    for (const entry of CASES) {
      if (process.env.BENCH_CASE && process.env.BENCH_CASE !== entry.name) continue;
      const recording = await record(database.db, database.target, cookie, entry.body);
      for (const lanes of LANES) {
        const straight = database.lanes(lanes);
        const replay = async () => {
          for (const group of recording) await Promise.all(group.map((args) => straight.query(...args)));
        };
        const sql = await runLanes(lanes, replay, SECONDS * 1000);
        await straight.close();
        const measured = api.get(`${entry.name}/${lanes}`)!;
        rows.push([
          entry.name,
          String(lanes),
          measured.perSecond.toFixed(0),
          ms(measured.p50),
          ms(measured.p99),
          sql.perSecond.toFixed(0),
          ms(sql.p50),
          ms(sql.p99),
          String(recording.flat().length),
          `${((measured.perSecond / sql.perSecond) * 100).toFixed(0)}%`,
          `${(measured.p99 / sql.p99).toFixed(1)}x`,
          ms(measured.cpuMs),
        ]);
      }
    }
  } finally {
    await database.close();
  }
  console.log(`\n${engine.name}, demo data; server RSS ${startRss.toFixed(0)} MB after start, ${loadedRss.toFixed(0)} MB after the load:\n`);
  console.log(
    table(['case', 'connections', 'API req/s', 'API p50', 'API p99', 'SQL req/s', 'SQL p50', 'SQL p99', 'statements', 'API / SQL', 'p99 API / SQL', 'server CPU per request'], rows),
  );
}

/** The statements the server's own code sends for one request, grouped by what was in flight together. */
async function record(db: Database, target: { query: Query }, cookie: string, body: string): Promise<Recording> {
  const yoga = createGraphqlApp({ db, settings: { ...settingsFromEnvironment(), production: true } });
  const request = () =>
    yoga.fetch('http://bench/graphql', { method: 'POST', headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie }, body });
  await (await request()).text(); // The first call may refresh the session's last-seen time; later ones do not.
  const groups: Recording = [];
  let inFlight = 0;
  const original = target.query;
  target.query = (...args: unknown[]) => {
    if (inFlight === 0) groups.push([]);
    groups.at(-1)!.push(args);
    inFlight += 1;
    const done = () => void (inFlight -= 1);
    const result = original.apply(target, args);
    result.then(done, done);
    return result;
  };
  try {
    const answer = (await (await request()).json()) as { errors?: unknown };
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  } finally {
    target.query = original;
  }
  return groups;
}
