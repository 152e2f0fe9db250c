import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { httpCaller, spawnServer, type SpawnedServer } from './testing/spawned-server';
import { ADMIN_PASSWORD } from './testing/prepared-database';

/** Real server processes on one embedded data folder, as two terminals running `npm start` would be. */
const folder = mkdtempSync(path.join(tmpdir(), 'back-office-data-'));
const embedded = { DATA_DIR: folder };
const servers: SpawnedServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.kill();
  rmSync(folder, { recursive: true, force: true });
});

async function start() {
  const server = await spawnServer('', embedded);
  servers.push(server);
  return server;
}

const signIn = async (url: string) =>
  (await httpCaller(url)('mutation ($password: String!) { doLogin(username: "admin", password: $password) { username } }', { password: ADMIN_PASSWORD })).body;

const IN_USE = `The data folder ${folder} is in use by another Back Office process`;

describe('one process per embedded data folder', () => {
  it('refuses a second server and the admin reset while one runs, and starts again after the first is killed', async () => {
    const first = await start();
    await first.line(/listening/);

    const second = await start();
    expect(await second.exited).not.toBe(0);
    expect(second.lines.filter(Boolean)).toEqual([expect.stringContaining(IN_USE)]);
    expect(second.lines[0]).toMatch(/stop it first, or give this one another DATA_DIR/);

    const reset = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/admin-reset.ts'], {
      cwd: fileURLToPath(new URL('../../..', import.meta.url)),
      env: { ...process.env, DATABASE_URL: '', ...embedded },
      encoding: 'utf8',
    });
    expect(reset.status).not.toBe(0);
    expect(reset.stderr).toContain(IN_USE);

    // The first one never noticed.
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    expect((await signIn(first.url)).data?.doLogin).toEqual({ username: 'admin' });

    await first.kill();
    const next = await start();
    await next.line(/listening/);
    expect((await signIn(next.url)).data?.doLogin).toEqual({ username: 'admin' });
  }, 180_000);
});
