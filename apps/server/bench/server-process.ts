import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/*
 * The real server (`node --import tsx apps/server/src/main.ts`, as `npm start` runs it) in a process
 * of its own, so that the bench's load generator does not share its event loop.
 * BENCH_CPU_PROF=<folder> has it write a CPU profile there when it stops.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerProcess {
  origin: string;
  pid: number;
  /** Resident memory in MB, from /proc. */
  rssMb(): number;
  stop(): Promise<void>;
}

export async function startServer(environment: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...environment, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await listening(child);
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function listening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The server exited with ${code} before listening:\n${output}`)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
