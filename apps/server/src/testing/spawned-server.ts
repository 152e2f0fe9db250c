import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { ADMIN_PASSWORD } from './prepared-database';

const repository = fileURLToPath(new URL('../../../../', import.meta.url));

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The server as it is started in production (`node --import tsx apps/server/src/main.ts`), on PostgreSQL
 * at `databaseUrl`, with every line it prints kept in `lines`.
 */
export async function spawnServer(databaseUrl: string, environment: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repository,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      SEED_DEMO: 'false',
      REFILL_PLAN_HOUR: 'off',
      // Jobs no test of a spawned server looks at (each has tests of its own): their lines stay out of its log.
      SHOP_LOYALTY_EVERY_SECONDS: 'off',
      SHOP_NOTIFICATION_EVERY_SECONDS: 'off',
      ADMIN_PASSWORD,
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const listeners = new Set<() => void>();
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop()!;
      lines.push(...parts);
      for (const listener of listeners) listener();
    });
  }
  // 'close' comes after the last output is read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  /** Resolves with the first line matching `pattern`, printed so far or later. */
  const line = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const found = lines.find((candidate) => pattern.test(candidate));
        if (found !== undefined) {
          listeners.delete(check);
          resolve(found);
        }
      };
      listeners.add(check);
      check();
      void exited.then(() => reject(new Error(`The server exited before printing ${pattern}:\n${lines.join('\n')}`)));
    });

  /** Until /healthz answers `status`. */
  const health = async (status: number) => {
    for (;;) {
      const answer = await fetch(`${url}/healthz`).then((response) => response.status, () => 0);
      if (answer === status) return;
      if (child.exitCode !== null) throw new Error(`The server exited:\n${lines.join('\n')}`);
      await sleep(100);
    }
  };

  return {
    url,
    lines,
    line,
    health,
    exited,
    get running() {
      return child.exitCode === null && child.signalCode === null;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
    /** Ends the process as `kill -9` does: no chance to clean up. */
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

export type SpawnedServer = Awaited<ReturnType<typeof spawnServer>>;

/** One browser's worth of calls to a spawned server: it keeps its session cookie. */
export function httpCaller(url: string) {
  let cookie = '';
  return async (query: string, variables?: Record<string, unknown>) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const set = response.headers.getSetCookie().find((line) => line.startsWith('bo_session='));
    if (set) cookie = set.split(';')[0]!;
    const body = (await response.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
  };
}
