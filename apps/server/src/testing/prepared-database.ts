import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectPglite, connectPostgres, type Database } from '../db/client';
import { seed } from '../seed';
import { createDatabase, dropDatabase } from './postgres-databases';

export const ADMIN_PASSWORD = 'Admin12345';

/** Where the migrated and seeded database waits for the test files: a PGlite tarball or a PostgreSQL template. */
export type PreparedDatabase = { kind: 'pglite'; tarball: string } | { kind: 'postgres'; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    preparedDatabase: PreparedDatabase;
  }
}

export const seedForTests = (db: Database) => seed(db, { adminPassword: ADMIN_PASSWORD, demo: false }).then(() => undefined);

/**
 * Test-run setup: migrates and seeds one database before any test file starts, so each file
 * copies it instead of paying for migrations and seeding again. Returns the teardown.
 */
export default async function prepareDatabase(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const templateUrl = await createDatabase(url, 'back_office_template');
    const handle = connectPostgres(templateUrl);
    await handle.migrate(seedForTests);
    await handle.close();
    project.provide('preparedDatabase', { kind: 'postgres', template: new URL(templateUrl).pathname.slice(1) });
    return () => dropDatabase(templateUrl);
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
