import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/** Real server processes on one embedded data folder, as two terminals running `npm start` would be. */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const folder = mkdtempSync(path.join(tmpdir(), 'back-office-data-'));
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started) child.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(script: string, port = 0): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: folder, PORT: String(port), SEED_DEMO: 'false', ADMIN_PASSWORD: 'Admin12345', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts a server and waits until it answers, or fails with what it printed. */
async function startServer(): Promise<Run & { url: string }> {
  const port = await freePort();
  const server = run('apps/server/src/main.ts', port);
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (!server.output().includes('listening')) {
    if (exitCode !== undefined) throw new Error(`The server exited (${exitCode}): ${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { ...server, url: `http://127.0.0.1:${port}` };
}

async function signIn(url: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { doLogin(username: "admin", password: "Admin12345") { username } }' }),
  });
  return (await response.json()) as { data?: { doLogin: { username: string } } };
}

const IN_USE = `The data folder ${folder} is in use by another Back Office process`;

describe('one process per embedded data folder', () => {
  it('refuses a second server and the admin reset while one runs, and starts again after the first is killed', async () => {
    const first = await startServer();

    const second = run('apps/server/src/main.ts', await freePort());
    const reset = run('apps/server/src/admin-reset.ts');
    expect(await second.exited).not.toBe(0);
    const lines = second.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(IN_USE);
    expect(lines[0]).toMatch(/stop it first, or give this one another DATA_DIR/);

    expect(await reset.exited).not.toBe(0);
    expect(reset.output()).toContain(IN_USE);

    // The first one never noticed.
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    expect((await signIn(first.url)).data?.doLogin.username).toBe('admin');

    first.child.kill('SIGKILL');
    await first.exited;
    const next = await startServer();
    expect((await signIn(next.url)).data?.doLogin.username).toBe('admin');
  }, 180_000);
});
