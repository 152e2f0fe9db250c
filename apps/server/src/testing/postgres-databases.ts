import { randomBytes } from 'node:crypto';
import pg from 'pg';

/*
 * Databases of their own for tests and browser journeys on the PostgreSQL server of TEST_DATABASE_URL.
 * Only `pg` is imported here, so the journeys' harness in apps/web uses these too.
 */

/** Runs with an administrative connection to the server named by `url`. */
export async function withServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The address of the database `url`'s server holds under `name`. */
export function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** A new database named `prefix` and a random tail on the server of `serverUrl` (a copy of `template` when given), by its address. */
export async function createDatabase(serverUrl: string, prefix: string, template?: string): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withServer(serverUrl, (client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  return databaseUrl(serverUrl, name);
}

/** Drops the database at `url`, whoever is still connected to it. */
export async function dropDatabase(url: string): Promise<void> {
  await withServer(databaseUrl(url, 'postgres'), (client) => client.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`));
}
