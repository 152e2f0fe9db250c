import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { Authority } from '@back-office/domain';
import { connectPglite, connectPostgres, type DatabaseHandle } from '../db/client';
import type { ServerSettings } from '../platform/context';
import { createGraphqlApp } from '../yoga';
import { createDatabase, dropDatabase } from './postgres-databases';
import { ADMIN_PASSWORD, seedForTests, type PreparedDatabase } from './prepared-database';

export { ADMIN_PASSWORD };

export const TEST_SETTINGS: ServerSettings = {
  production: true,
  secureCookies: false,
  sessionIdleMs: 60 * 60_000,
  sessionAbsoluteMs: 24 * 60 * 60_000,
  trustedProxyHops: 0,
};

export interface GraphqlResult<Data = Record<string, unknown>> {
  data?: Data | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string; fields?: Record<string, string>; authorities?: string[] } }[];
}

/**
 * The server in-process on a database of its own, migrated and seeded: a fresh PostgreSQL database
 * when TEST_DATABASE_URL is set (CI), else an in-memory PGlite. Call `close()` in afterAll.
 */
export async function startTestApp(settings: Partial<ServerSettings> = {}) {
  const { handle, drop } = await createSeededDatabase();
  const app = createGraphqlApp({ db: handle.db, settings: { ...TEST_SETTINGS, ...settings } });

  /** A caller with its own cookie jar, like one browser; `defaultHeaders` go with every call. */
  const client = (defaultHeaders: Record<string, string> = {}) => {
    const cookies = new Map<string, string>();
    const send = async (body: string, headers: Record<string, string>) => {
      const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await app.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { ...defaultHeaders, ...headers, ...(cookie ? { cookie } : {}) },
        body,
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const [name = '', value = ''] = pair.split('=');
        if (/expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line) || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
      return response;
    };
    const request = async <Data = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) => {
      const response = await send(JSON.stringify({ query, variables }), { 'content-type': 'application/json' });
      return (await response.json()) as GraphqlResult<Data>;
    };
    const login = async (username: string, password: string) =>
      request<{ doLogin: { id: number; authorities: string[] } }>(
        'mutation ($username: String!, $password: String!) { doLogin(username: $username, password: $password) { id username authorities } }',
        { username, password },
      );
    return { request, login, send, cookies };
  };

  const admin = client();
  const adminLogin = await admin.login('admin', ADMIN_PASSWORD);
  if (adminLogin.errors) throw new Error(`admin login failed: ${JSON.stringify(adminLogin.errors)}`);

  let sequence = 0;
  /** A signed-in user whose role holds exactly `authorityNames`. */
  const userWith = async (authorityNames: readonly Authority[]) => {
    sequence += 1;
    const all = await admin.request<{ authorities: { id: number; name: string }[] }>('{ authorities { id name } }');
    const ids = all.data!.authorities.filter((authority) => (authorityNames as readonly string[]).includes(authority.name)).map((authority) => authority.id);
    const role = await admin.request<{ createRole: { id: number } }>(
      'mutation ($input: RoleInput!) { createRole(input: $input) { id } }',
      { input: { name: `Test role ${sequence}`, active: true, authorityIds: ids } },
    );
    const username = `tester${sequence}`;
    const password = 'Tester1234';
    const created = await admin.request<{ createUser: { id: number } }>(
      'mutation ($input: UserInput!) { createUser(input: $input) { id } }',
      {
        input: {
          username,
          password,
          name: `Tester ${sequence}`,
          email: `${username}@example.com`,
          phoneNo: '081234567890',
          roleId: role.data!.createRole.id,
          active: true,
        },
      },
    );
    if (created.errors) throw new Error(`user creation failed: ${JSON.stringify(created.errors)}`);
    const caller = client();
    await caller.login(username, password);
    return { ...caller, id: created.data!.createUser.id, roleId: role.data!.createRole.id, username, password };
  };

  return {
    app,
    db: handle.db,
    client,
    admin,
    userWith,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** An empty database of its own (PostgreSQL when TEST_DATABASE_URL is set, else in-memory PGlite), or a copy of `template`. */
export async function createTestDatabase(template?: string): Promise<{ handle: DatabaseHandle; drop: () => Promise<void>; url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { handle: connectPglite(), drop: async () => undefined };
  const database = await createDatabase(url, 'back_office_test', template);
  return { url: database, handle: connectPostgres(database), drop: () => dropDatabase(database) };
}

/** A migrated and seeded database: a copy of the one prepared before the run, or made here when there is none. */
export async function createSeededDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void>; url?: string }> {
  const prepared = preparedDatabase();
  if (prepared?.kind === 'pglite' && !process.env.TEST_DATABASE_URL) {
    const handle = connectPglite(undefined, { loadDataDir: new Blob([readFileSync(prepared.tarball)]) });
    return { handle, drop: async () => undefined };
  }
  if (prepared?.kind === 'postgres' && process.env.TEST_DATABASE_URL) return createTestDatabase(prepared.template);
  const database = await createTestDatabase();
  await database.handle.migrate(seedForTests);
  return database;
}

function preparedDatabase(): PreparedDatabase | undefined {
  try {
    return inject('preparedDatabase');
  } catch {
    return undefined;
  }
}
