import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AUTHORITIES } from '@back-office/domain';
import { connectPglite } from '../../db/client';
import { createGraphqlApp } from '../../yoga';
import { TEST_SETTINGS } from '../../testing/test-app';
import { roleAuthorities, roles } from '../../platform/identity/roles.table';
import { users } from '../../platform/identity/users.table';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../../..', import.meta.url));
const dataDirectory = mkdtempSync(path.join(tmpdir(), 'admin-reset-'));
afterAll(() => rmSync(dataDirectory, { recursive: true, force: true }));

/** `npm run admin:reset`, as a person runs it, on the embedded database in `dataDirectory`. */
async function adminReset(adminPassword = ''): Promise<string> {
  const { stdout } = await run('node', ['--import', 'tsx', 'apps/server/src/admin-reset.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDirectory, DATABASE_URL: '', ADMIN_PASSWORD: adminPassword },
  });
  return stdout;
}

/** Opens the database the command worked on, as the server would, and runs `work` against it. */
async function withServer<T>(work: (request: (query: string, variables?: object) => Promise<Record<string, unknown>>, db: ReturnType<typeof connectPglite>['db']) => Promise<T>) {
  const handle = connectPglite(path.join(dataDirectory, 'pglite'));
  try {
    const app = createGraphqlApp({ db: handle.db, settings: TEST_SETTINGS });
    const request = async (query: string, variables?: object) => {
      const response = await app.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as Record<string, unknown>;
    };
    return await work(request, handle.db);
  } finally {
    await handle.close();
  }
}

const LOGIN = 'mutation ($password: String!) { doLogin(username: "admin", password: $password) { authorities } }';

describe('npm run admin:reset', () => {
  it('recovers a console whose admin is inactive, in an inactive role stripped of its authorities', async () => {
    const first = await adminReset();
    expect(first).toMatch(/Reset "admin" on the embedded database/);
    await withServer(async (_request, db) => {
      const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
      await db.update(users).set({ active: false }).where(eq(users.id, admin!.id));
      await db.update(roles).set({ active: false }).where(eq(roles.id, admin!.roleId));
      await db.delete(roleAuthorities).where(eq(roleAuthorities.roleId, admin!.roleId));
      await db.execute(sql`insert into login_failures (username, address) select 'admin', 'local' from generate_series(1, 10)`);
    });

    const output = await adminReset();
    const password = /Its new password: (\S+) \(shown once/.exec(output)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9]{8,}$/);
    await withServer(async (request) => {
      const login = (await request(LOGIN, { password })) as { data?: { doLogin: { authorities: string[] } } };
      expect(login.data?.doLogin.authorities).toHaveLength(AUTHORITIES.length);
      expect(login.data?.doLogin.authorities).toEqual(expect.arrayContaining(['UPDATE_ROLE', 'UPDATE_USER']));
    });
  }, 180_000);

  it('sets the password given in ADMIN_PASSWORD, and refuses one that breaks the password rule', async () => {
    expect(await adminReset('Pulih12345')).toMatch(/password is now the one in ADMIN_PASSWORD/);
    await withServer(async (request) => {
      expect(((await request(LOGIN, { password: 'Pulih12345' })) as { errors?: unknown }).errors).toBeUndefined();
    });
    await expect(adminReset('short')).rejects.toMatchObject({ stderr: expect.stringMatching(/not a valid password/) });
  }, 180_000);
});
