import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import pg from 'pg';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { databaseOutage } from './database-errors';

// The client knows no table: queries name their tables, and no code uses Drizzle's relational
// queries (`db.query.*`), so the database is typed without the list of every table.
type NoTables = Record<string, never>;
export type Database = PgDatabase<PgQueryResultHKT, NoTables>;
export type Transaction = PgTransaction<PgQueryResultHKT, NoTables, ExtractTablesWithRelations<NoTables>>;
/** Anything that runs queries: the database or an open transaction. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Where the database is, for messages: "PostgreSQL at db.example:5432/back_office", never a password. */
  target: string;
  /** Applies the committed migrations, then runs `afterMigrate`, with no other instance doing the same. */
  migrate(afterMigrate?: (db: Database) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any instance starting at the same time waits on this lock, so migrations and seeding run once. */
const MIGRATION_LOCK = 4_726_001;

export function connectPostgres(url: string): DatabaseHandle {
  const pool = resilientPool(url);
  const db = drizzlePostgres(pool) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    target: postgresTarget(url),
    async migrate(afterMigrate) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const locked = drizzlePostgres(client);
        await migratePostgres(locked, { migrationsFolder });
        await afterMigrate?.(locked as unknown as Database);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** How long a call waits for a connection before it is refused: fails fast while the database is away. */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A pool whose connections can all be lost at any moment (a restart, a failover, the network) without
 * taking the process down. The pool watches idle connections only; a checked-out one (a transaction
 * holds it between statements) gets a listener here, and when it breaks it goes back to the pool as
 * broken at once, so the pool replaces it even if its holder never gets to release it. New
 * connections are made on demand, so calls succeed again as soon as the database answers.
 */
function resilientPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('error', (error) => databaseOutage.lost(error));
  pool.on('connect', (client) => {
    databaseOutage.back();
    client.on('error', (error) => {
      databaseOutage.lost(error);
      const holder = client as pg.PoolClient;
      if (!checkedOut.has(holder)) return;
      const release = holder.release;
      holder.release = () => undefined;
      release(error);
    });
  });
  return pool;
}

/** "PostgreSQL at host:5432/name", from a connection URL, without its user or password. */
export function postgresTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return `PostgreSQL at ${parsed.hostname || 'localhost'}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/**
 * PostgreSQL's default 128 MB of shared buffers grows PGlite's WebAssembly memory past its initial
 * 128 MB and stays resident; an embedded database of a few hundred MB is read through the operating
 * system's file cache just as well.
 */
const PGLITE_START = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/**
 * Embedded PostgreSQL; `dataDirectory` undefined keeps it in memory. `options.loadDataDir` starts it
 * from a dump of another instance (`pglite.dumpDataDir()`).
 */
export function connectPglite(dataDirectory?: string, options: PGliteOptions = {}): DatabaseHandle & { pglite: PGlite } {
  if (dataDirectory) createDataDirectory(dataDirectory);
  // pg_trgm backs the trigram indexes that make LIKE searches fast, as on PostgreSQL.
  const client = new PGlite({ startParams: PGLITE_START, ...options, dataDir: dataDirectory, extensions: { pg_trgm, ...options.extensions } });
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    target: dataDirectory ? `the embedded database in ${dataDirectory}` : 'an embedded database in memory',
    pglite: client,
    async migrate(afterMigrate) {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      await afterMigrate?.(db);
    },
    close: () => client.close(),
  };
}

/**
 * A new data folder is made in a process of its own: PGlite's initdb leaves about 150 MB behind in
 * the process that ran it, for as long as that process lives.
 */
function createDataDirectory(dataDirectory: string): void {
  if (existsSync(path.join(dataDirectory, 'PG_VERSION'))) return;
  mkdirSync(dataDirectory, { recursive: true });
  const script = 'const { PGlite } = require(process.argv[1]); PGlite.create(process.argv[2]).then((db) => db.close())';
  const made = spawnSync(process.execPath, ['-e', script, createRequire(import.meta.url).resolve('@electric-sql/pglite'), dataDirectory], { stdio: 'inherit' });
  if (made.status !== 0) throw new Error(`Could not create the database in ${dataDirectory}.`);
}

/** PostgreSQL when `DATABASE_URL` is set, else PGlite under `DATA_DIR/pglite`. */
export function connectFromEnvironment(environment = process.env): DatabaseHandle {
  const url = environment.DATABASE_URL?.trim();
  if (url) return connectPostgres(url);
  return connectPglite(path.join(embeddedDataFolder(environment)!, 'pglite'));
}

/** `DATA_DIR`, absolute, when the embedded database is used; undefined with `DATABASE_URL`. */
export function embeddedDataFolder(environment = process.env): string | undefined {
  return environment.DATABASE_URL?.trim() ? undefined : path.resolve(environment.DATA_DIR?.trim() || './data');
}

export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
