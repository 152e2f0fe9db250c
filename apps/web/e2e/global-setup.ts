import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { createDatabase, dropDatabase } from '../../server/src/testing/postgres-databases';
import { prepareSessions, startConsole } from './harness';
import { buildServerBundle } from './server-bundle';

/**
 * Once per run: builds the web app, so the journeys test what `npm start` serves, and the server
 * into one JavaScript file, so that each journey's server starts without compiling TypeScript. Then
 * starts that server once on a new data folder to migrate it and fill it with the demo data, and
 * signs the demo users in on it. Each journey's server then starts on a copy of that folder (and, with
 * TEST_DATABASE_URL, of that database on PostgreSQL), in two seconds instead of ten, with sessions
 * ready for its pages.
 */
export default async function prepareJourneys(project: TestProject) {
  if (!existsSync('/usr/bin/chromium')) return;
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  if (!process.env.E2E_SKIP_BUILD) {
    // The test runner sets NODE_ENV=test; the journeys must run the production build `npm start` serves.
    execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
  const bundle = await buildServerBundle();
  project.provide('serverBundle', bundle);
  // On PostgreSQL when the run has one: a native server answers the journeys' pages in a fraction of
  // the embedded database's time, and copies a database faster than a folder is copied.
  const postgres = process.env.TEST_DATABASE_URL;
  const demoDatabase = postgres ? await createDatabase(postgres, 'back_office_e2e') : undefined;
  const prepared = await startConsole(undefined, demoDatabase ? { DATABASE_URL: demoDatabase } : {}, bundle);
  try {
    project.provide('preparedSessions', await prepareSessions(prepared));
  } finally {
    await prepared.stop({ keepData: true });
  }
  project.provide('demoDataFolder', prepared.dataDir);
  if (demoDatabase) project.provide('demoDatabase', demoDatabase);
  const checkedPageStates = mkdtempSync(join(tmpdir(), 'back-office-e2e-checked-'));
  project.provide('checkedPageStates', checkedPageStates);
  return async () => {
    rmSync(prepared.dataDir, { recursive: true, force: true });
    rmSync(checkedPageStates, { recursive: true, force: true });
    if (demoDatabase) await dropDatabase(demoDatabase);
  };
}
