import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADMIN_PASSWORD, TEST_SETTINGS, startTestApp, type TestApp } from '../../testing/test-app';
import { LOGIN_THROTTLE, hashSessionId, purgeExpiredSessions } from '../auth';
import { sessions } from './sessions.table';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const ME = '{ me { id username name email role active authorities } }';

describe('login', () => {
  it('answers a wrong password and an unknown username alike, and sets no cookie', async () => {
    const caller = app.client();
    const wrongPassword = await caller.login('admin', 'Wrong12345');
    const unknownUser = await caller.login('nobody-here', 'Wrong12345');
    expect(wrongPassword.errors?.[0]?.message).toBe('Wrong username or password.');
    expect(unknownUser.errors?.[0]).toMatchObject({ message: wrongPassword.errors?.[0]?.message, extensions: { code: 'UNAUTHENTICATED' } });
    expect(caller.cookies.size).toBe(0);
  });

  it('signs in, returns the user with authorities, and sets an HttpOnly SameSite=Lax cookie', async () => {
    const caller = app.client();
    const response = await caller.send(
      JSON.stringify({ query: 'mutation { doLogin(username: "ADMIN", password: "' + ADMIN_PASSWORD + '") { username role authorities } }' }),
      { 'content-type': 'application/json' },
    );
    const body = (await response.json()) as { data: { doLogin: { username: string; role: string; authorities: string[] } } };
    expect(body.data.doLogin).toMatchObject({ username: 'admin', role: 'Administrator' });
    expect(body.data.doLogin.authorities).toContain('VIEW_ROLE');
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('bo_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie.split(';')[0]!.split('=')[1]!.length).toBeGreaterThanOrEqual(43);
    const me = await caller.request<{ me: { username: string; role: string } }>(ME);
    expect(me.data?.me).toMatchObject({ username: 'admin', role: 'Administrator', active: true });
  });

  it('stores only a hash of the session id and makes a new one on every login', async () => {
    const caller = app.client();
    await caller.login('admin', ADMIN_PASSWORD);
    const first = caller.cookies.get('bo_session')!;
    await caller.login('admin', ADMIN_PASSWORD);
    const second = caller.cookies.get('bo_session')!;
    expect(second).not.toBe(first);
    const stored = await app.db.select().from(sessions);
    expect(stored.some((row) => row.idHash === first || row.idHash === second)).toBe(false);
    // The first session was replaced by the second.
    expect(stored.some((row) => row.idHash === hashSessionId(first))).toBe(false);
    expect(stored.some((row) => row.idHash === hashSessionId(second))).toBe(true);
  });

  it('throttles guessing per username and address', async () => {
    const tester = await app.userWith(['VIEW_MY_PROFILE']);
    const guesser = app.client();
    for (let attempt = 0; attempt < LOGIN_THROTTLE.perUsernameAndAddress; attempt += 1) {
      const result = await guesser.login(tester.username, 'Guess12345');
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    const blocked = await guesser.login(tester.username, tester.password);
    expect(blocked.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.data?.doLogin ?? null).toBeNull();
  });
});

describe('sessions', () => {
  it('refuses me without a session', async () => {
    const result = await app.client().request(ME);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('logout deletes the session on the server, so the old cookie no longer works', async () => {
    const caller = app.client();
    await caller.login('admin', ADMIN_PASSWORD);
    const cookie = caller.cookies.get('bo_session')!;
    const logout = await caller.request<{ doLogout: boolean }>('mutation { doLogout }');
    expect(logout.data?.doLogout).toBe(true);
    const replay = app.client();
    replay.cookies.set('bo_session', cookie);
    expect((await replay.request(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  /** Signs in, then changes the new session's stored times as the clock would. */
  const signInAndAge = async (change: Partial<typeof sessions.$inferInsert>) => {
    const caller = app.client();
    await caller.login('admin', ADMIN_PASSWORD);
    await app.db.update(sessions).set(change).where(eq(sessions.idHash, hashSessionId(caller.cookies.get('bo_session')!)));
    return caller;
  };

  it('ends a session that has been idle too long', async () => {
    const caller = await signInAndAge({ lastSeenAt: new Date(Date.now() - 2 * 60 * 60_000) });
    expect((await caller.request(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('ends a session past its absolute expiry', async () => {
    const caller = await signInAndAge({ expiresAt: new Date(Date.now() - 1000) });
    expect((await caller.request(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('purges expired sessions from the database and keeps live ones', async () => {
    const stale = await signInAndAge({ lastSeenAt: new Date(Date.now() - 2 * 60 * 60_000) });
    const live = await signInAndAge({ lastSeenAt: new Date() });
    await purgeExpiredSessions(app.db, TEST_SETTINGS);
    const kept = new Set((await app.db.select({ idHash: sessions.idHash }).from(sessions)).map((row) => row.idHash));
    expect(kept.has(hashSessionId(stale.cookies.get('bo_session')!))).toBe(false);
    expect(kept.has(hashSessionId(live.cookies.get('bo_session')!))).toBe(true);
  });

  it('keeps a session that is in use', async () => {
    const caller = await signInAndAge({ lastSeenAt: new Date(Date.now() - 30 * 60_000) });
    expect((await caller.request(ME)).data?.me).toBeTruthy();
  });

  it('a deactivated user loses their sessions and cannot log in', async () => {
    const tester = await app.userWith(['VIEW_MY_PROFILE']);
    expect((await tester.request(ME)).data?.me).toBeTruthy();
    const update = await app.admin.request('mutation ($id: Int!) { updateUser(id: $id, input: { active: false }) { active } }', { id: tester.id });
    expect(update.errors).toBeUndefined();
    expect((await tester.request(ME)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const again = await app.client().login(tester.username, tester.password);
    expect(again.errors?.[0]?.message).toBe('Wrong username or password.');
  });
});

describe('behind a proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp({ trustedProxyHops: 1 });
  });
  afterAll(() => proxied.close());

  it('throttles by the address the proxy saw, which a caller cannot forge', async () => {
    const tester = await proxied.userWith(['VIEW_MY_PROFILE']);
    const guesser = proxied.client({ 'x-forwarded-for': '203.0.113.5' });
    for (let attempt = 0; attempt < LOGIN_THROTTLE.perUsernameAndAddress; attempt += 1) await guesser.login(tester.username, 'Guess12345');
    expect((await guesser.login(tester.username, tester.password)).errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    // Putting another address first does not help: the proxy's entry is the last.
    const forger = proxied.client({ 'x-forwarded-for': '198.51.100.1, 203.0.113.5' });
    expect((await forger.login(tester.username, tester.password)).errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    const colleague = proxied.client({ 'x-forwarded-for': '203.0.113.6' });
    expect((await colleague.login(tester.username, tester.password)).errors).toBeUndefined();
  });
});
