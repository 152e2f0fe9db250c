import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { connectPostgres, type DatabaseHandle } from './client';
import { createSeededDatabase } from '../testing/test-app';
import { withServer } from '../testing/postgres-databases';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';
import { isDatabaseUnavailable } from './database-errors';
import { units } from '../features/master-data/master-data.table';

/*
 * Connections lost while they are in use: an unhandled 'error' on any of them would end the process
 * (here, fail the run), and one never given back would shrink the pool for good.
 */

const postgres = process.env.TEST_DATABASE_URL;

let database: { handle: DatabaseHandle; drop: () => Promise<void>; url?: string };
beforeAll(async () => {
  database = await createSeededDatabase();
});
afterAll(async () => {
  await database.handle.close();
  await database.drop();
});

const poolOf = (handle: DatabaseHandle) => (handle.db as unknown as { $client: pg.Pool }).$client;
const rejection = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe.skipIf(!postgres)('connections lost while in use', () => {
  let proxy: TcpProxy;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    const target = new URL(postgres!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    handle = connectPostgres(proxy.through(database.url!));
  });
  afterAll(async () => {
    await handle.close();
    await proxy.close();
  });

  it('fails a transaction cleanly when the database ends its connection by administrator command, and serves the next call', async () => {
    const failed = await rejection(
      handle.db.transaction(async (transaction) => {
        const { rows } = (await transaction.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
        // What a restart or a failover does to every backend: "terminating connection due to administrator command" (57P01).
        await withServer(postgres!, (admin) => admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]));
        await transaction.execute(sql`select 1`);
      }),
    );
    expect(isDatabaseUnavailable(failed)).toBe(true);
    await handle.db.execute(sql`select 1`);
    const pool = poolOf(handle);
    expect(pool.totalCount).toBe(pool.idleCount);
  });

  it('gives the pool back a connection that breaks while checked out, even when its holder never releases it', async () => {
    const pool = poolOf(handle);
    const held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    const ended = held.map((client) => new Promise((resolve) => client.once('end', resolve)));
    await proxy.cut();
    await Promise.all(ended);
    await proxy.restore();
    // With the broken connections still counted, these would wait for a free one and time out.
    const answers = await Promise.all(Array.from({ length: pool.options.max }, () => handle.db.execute(sql`select 1 as one`)));
    expect(answers).toHaveLength(pool.options.max);
    for (const client of held) client.release();
  });

  it('refuses calls at once while the database cannot be reached, and answers as soon as it can', async () => {
    await proxy.cut();
    const failed = await rejection(handle.db.transaction((transaction) => transaction.execute(sql`select 1`)));
    expect(isDatabaseUnavailable(failed)).toBe(true);
    await proxy.restore();
    await handle.db.execute(sql`select 1`);
  });
});

describe('what counts as the database being away', () => {
  it('is never a failed statement, even one whose input reads like a lost connection', async () => {
    const name = 'Connection terminated unexpectedly';
    await database.handle.db.insert(units).values({ name, active: true });
    const clash = await rejection(database.handle.db.insert(units).values({ name, active: true }));
    expect(clash).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(clash)).toBe(false);
  });
});
