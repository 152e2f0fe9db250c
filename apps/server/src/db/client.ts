import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
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
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or an open transaction. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Applies the committed migrations, then runs `afterMigrate`, with no other instance doing the same. */
  migrate(afterMigrate?: (db: Database) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any instance starting at the same time waits on this lock, so migrations and seeding run once. */
const MIGRATION_LOCK = 4_726_001;

export function connectPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle connection the database drops (a restart, a failover) must not take the process down;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.error(`A database connection was lost: ${error.message}`));
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate(afterMigrate) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        const locked = drizzlePostgres(client, { schema });
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

/**
 * Embedded PostgreSQL; `dataDirectory` undefined keeps it in memory. `options.loadDataDir` starts it
 * from a dump of another instance (`pglite.dumpDataDir()`).
 */
export function connectPglite(dataDirectory?: string, options: PGliteOptions = {}): DatabaseHandle & { pglite: PGlite } {
  if (dataDirectory) mkdirSync(dataDirectory, { recursive: true });
  // pg_trgm backs the trigram indexes that make LIKE searches fast, as on PostgreSQL.
  const client = new PGlite({ ...options, dataDir: dataDirectory, extensions: { pg_trgm, ...options.extensions } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async migrate(afterMigrate) {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      await afterMigrate?.(db);
    },
    close: () => client.close(),
  };
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
