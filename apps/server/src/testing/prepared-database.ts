import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectPglite, connectPostgres, type Database } from '../db/client';
import { seed } from '../seed';

export const ADMIN_PASSWORD = 'Admin12345';

/** Where the migrated and seeded database waits for the test files: a PGlite tarball or a PostgreSQL template. */
export type PreparedDatabase = { kind: 'pglite'; tarball: string } | { kind: 'postgres'; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    preparedDatabase: PreparedDatabase;
  }
}

export const seedForTests = (db: Database) => seed(db, { adminPassword: ADMIN_PASSWORD, demo: false }).then(() => undefined);

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

export function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * Test-run setup: migrates and seeds one database before any test file starts, so each file
 * copies it instead of paying for migrations and seeding again. Returns the teardown.
 */
export default async function prepareDatabase(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `back_office_template_${randomBytes(6).toString('hex')}`;
    await withServer(url, (client) => client.query(`create database ${template}`));
    const handle = connectPostgres(databaseUrl(url, template));
    await handle.migrate(seedForTests);
    await handle.close();
    project.provide('preparedDatabase', { kind: 'postgres', template });
    return () => withServer(url, (client) => client.query(`drop database if exists ${template} with (force)`)).then(() => undefined);
  }
  const handle = connectPglite();
  await handle.migrate(seedForTests);
  const dump = await handle.pglite.dumpDataDir('none');
  await handle.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'back-office-test-'));
  const tarball = path.join(folder, 'prepared.tar');
  writeFileSync(tarball, Buffer.from(await dump.arrayBuffer()));
  project.provide('preparedDatabase', { kind: 'pglite', tarball });
  return () => rmSync(folder, { recursive: true, force: true });
}
