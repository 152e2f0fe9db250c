import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { ADMIN_PASSWORD, createSeededDatabase } from '../testing/test-app';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';
import { httpCaller, spawnServer, type SpawnedServer } from '../testing/spawned-server';
import { units } from '../features/master-data/master-data.table';
import type { DatabaseHandle } from '../db/client';
import { DATABASE_UNAVAILABLE } from '../db/database-errors';

/*
 * The server on PostgreSQL behind a proxy the tests cut and restore: a restart, a stop or a failover
 * of the database, played without touching the shared one.
 */

const postgres = process.env.TEST_DATABASE_URL;
const LOGIN = `mutation { doLogin(username: "admin", password: "${ADMIN_PASSWORD}") { id } }`;
const READ = '{ me { id } units(pageInput: { page: 1, size: 5 }) { results { id name } } }';
const CREATE = 'mutation ($input: UnitInput!) { createUnit(input: $input) { id name } }';

type Call = Awaited<ReturnType<ReturnType<typeof httpCaller>>>;

/** A refusal for want of the database, as every caller must get it while the database is away. */
function expectUnavailable(call: Call, write: boolean) {
  expect(call.status).toBe(503);
  expect(call.retryAfter).toMatch(/^\d+$/);
  expect(call.body.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
  expect(call.body.errors?.[0]?.message).toBe(write ? DATABASE_UNAVAILABLE.write : DATABASE_UNAVAILABLE.read);
}

describe.skipIf(!postgres)('the database away', () => {
  let database: { handle: DatabaseHandle; drop: () => Promise<void>; url?: string };
  let proxy: TcpProxy;
  const servers: SpawnedServer[] = [];

  beforeAll(async () => {
    database = await createSeededDatabase();
    const target = new URL(postgres!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await proxy?.close();
    await database?.handle.close();
    await database?.drop();
  });

  const start = async (environment: Record<string, string> = {}) => {
    // A password in the URL that trust authentication ignores: no message may print it.
    const url = new URL(proxy.through(database.url!));
    url.username = 'postgres';
    url.password = 'not-to-be-printed';
    const server = await spawnServer(url.toString(), environment);
    servers.push(server);
    return server;
  };

  it('keeps a busy server running when every connection is cut at once, refuses calls clearly, and serves again at once', async () => {
    const server = await start({ DATABASE_POOL_SIZE: '4' });
    await server.line(/listening on/);
    const firstLine = server.lines.length;

    let cut = false;
    let stop = false;
    const acknowledged: string[] = [];
    const refused: { answer: Call; write: boolean; whileCut: boolean }[] = [];
    const unexpected: { answer: Call; why: string }[] = [];
    let sequence = 0;
    const worker = async () => {
      const call = httpCaller(server.url);
      await call(LOGIN);
      while (!stop) {
        const write = sequence % 2 === 0;
        const name = `Unit ${(sequence += 1)}`;
        const startedWhileCut = cut;
        const answer = write ? await call(CREATE, { input: { name, active: true } }) : await call(READ);
        if (answer.status === 200 && !answer.body.errors) {
          if (write) acknowledged.push(name);
          if (startedWhileCut && cut) unexpected.push({ answer, why: 'served while the database was cut' });
        } else if (answer.status === 503) refused.push({ answer, write, whileCut: startedWhileCut });
        else unexpected.push({ answer, why: 'neither served nor refused for want of the database' });
      }
    };
    let failure: unknown;
    const workers = Array.from({ length: 8 }, () => worker().catch((error: unknown) => void (failure ??= error)));
    const until = async (condition: () => boolean) => {
      while (!condition()) {
        if (!server.running || failure) throw new Error(`The server stopped (${String(failure)}):\n${server.lines.join('\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const refusedWhileCut = () => refused.filter((refusal) => refusal.whileCut).length;

    for (let round = 1; round <= 3; round += 1) {
      const writes = acknowledged.length;
      await until(() => acknowledged.length >= writes + 20);
      cut = true;
      await proxy.cut();
      const before = refusedWhileCut();
      await until(() => refusedWhileCut() >= before + 50);
      if (round === 1) {
        expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
        const download = await fetch(`${server.url}/reports/some-token`);
        expect([download.status, download.headers.get('retry-after')]).toEqual([503, '5']);
        expect(await download.text()).toBe(DATABASE_UNAVAILABLE.read);
      }
      await proxy.restore();
      cut = false;
      // The first call after the database returns is served.
      const next = await httpCaller(server.url)(LOGIN);
      expect(next.status).toBe(200);
      expect(next.body.errors).toBeUndefined();
    }
    const BACK = /^The database is back after \d+\.\d s; \d+ calls? (was|were) refused\.$/;
    // The server printed its last line as it served the call after the last restore; the pipe may still carry it.
    await until(() => server.lines.slice(firstLine).filter((line) => BACK.test(line)).length >= 3);
    const cutLog = server.lines.slice(firstLine);
    // A restart or failover as the database does it: every backend, busy in a transaction or idle, is
    // ended by administrator command (57P01); the database itself stays up.
    const writes = acknowledged.length;
    await database.handle.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await until(() => acknowledged.length >= writes + 20);
    stop = true;
    await Promise.all(workers);
    expect(failure).toBeUndefined();

    expect(unexpected).toEqual([]);
    for (const { answer, write } of refused) expectUnavailable(answer, write);
    expect(server.running).toBe(true);
    // No connection slot was lost with the connections cut: more calls at once than the pool holds all succeed.
    const reader = httpCaller(server.url);
    await reader(LOGIN);
    const burst = await Promise.all(Array.from({ length: 12 }, () => reader(READ)));
    expect(burst.map((answer) => answer.status)).toEqual(burst.map(() => 200));
    // Every create that was acknowledged is in the database.
    const stored = await database.handle.db.select({ name: units.name }).from(units).where(inArray(units.name, acknowledged));
    expect(stored).toHaveLength(acknowledged.length);

    // Three outages with hundreds of refused calls: one line when each began and one when it ended.
    expect(cutLog.filter((line) => line.startsWith('The database is unreachable:'))).toHaveLength(3);
    expect(cutLog.filter((line) => BACK.test(line))).toHaveLength(3);
    expect(cutLog).toHaveLength(6);
    // The backends ended by administrator command: a line that they were lost and one that they are
    // back. On a loaded machine a connection opened while the others were being ended can be ended a
    // moment later, a second short outage: never a line per call.
    const terminationLog = server.lines.slice(firstLine + cutLog.length);
    expect(terminationLog.length).toBeLessThanOrEqual(4);
    for (const line of terminationLog) expect(line).toMatch(/^The database is (unreachable:|back after)/);
    expect(server.lines.join('\n')).not.toContain('not-to-be-printed');
  }, 120_000);

  it('waits for the database at start, answering 503 meanwhile, and serves once it answers', async () => {
    await proxy.cut();
    const server = await start();
    const waiting = await server.line(/^Waiting for PostgreSQL at 127\.0\.0\.1:\d+\/back_office_test_\w+ \(.*ECONNREFUSED.*\); giving up after 180 s\.$/);
    expect(waiting).not.toContain('not-to-be-printed');
    await server.health(503);
    const meanwhile = await httpCaller(server.url)('{ me { id } }');
    expectUnavailable(meanwhile, false);

    await proxy.restore();
    await server.health(200);
    await server.line(/listening on/);
    const login = await httpCaller(server.url)(LOGIN);
    expect(login.status).toBe(200);
    expect(login.body.errors).toBeUndefined();
  }, 60_000);

  it('gives up after DATABASE_WAIT_SECONDS with one clear line and no stack', async () => {
    await proxy.cut();
    try {
      const server = await start({ DATABASE_WAIT_SECONDS: '2' });
      expect(await server.exited).not.toBe(0);
      expect(server.lines.filter(Boolean)).toEqual([
        expect.stringMatching(/^Waiting for PostgreSQL at /),
        expect.stringMatching(/^PostgreSQL at 127\.0\.0\.1:\d+\/\w+ did not answer within 2 s \(.*ECONNREFUSED.*\); check DATABASE_URL/),
      ]);
    } finally {
      await proxy.restore();
    }
  }, 60_000);
});
