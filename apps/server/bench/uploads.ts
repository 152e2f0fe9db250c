import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openAsBlob, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median } from './bench-server';
import { ms, table } from './measure';
import { startServer, type ServerProcess } from './server-process';

/*
 * Uploads: `singleUpload` of a 10, 25 and 50 MB PNG, sent as a browser's FormData sends it, to the
 * real server on its embedded database, against `cp` of the same file on the same disk. While the
 * file goes in, `/healthz` is asked over and over on a connection of its own; its p99 beside its p50
 * when the server is idle says whether the upload held anyone else up. The server's CPU time during
 * the upload (its /healthz answers included) is shown beside the time to answer, which on a busy
 * machine also holds the wait for a core. `npm run bench -- uploads`
 * runs only this. BENCH_UPLOAD_SIZES (MB, comma-separated) and BENCH_UPLOAD_TIMEOUT_SECONDS change
 * the sizes and how long an upload may take before it counts as no answer.
 */

const PASSWORD = 'Bench12345';
const MB = 1024 * 1024;
const SIZES = (process.env.BENCH_UPLOAD_SIZES || '10,25,50').split(',').map(Number);
const TIMEOUT_MS = Number(process.env.BENCH_UPLOAD_TIMEOUT_SECONDS || 120) * 1000;
const UPLOAD = 'mutation ($file: File!) { singleUpload(file: $file, accept: IMAGE) }';

export async function uploadsBench(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-uploads-'));
  const rows: string[][] = [];
  try {
    for (const size of SIZES) {
      rows.push(await measure(folder, size));
      console.log(rows.at(-1)!.join(' | '));
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  console.log(`\n${table(['file', 'cp', 'upload answered', 'server RSS (before → peak)', '/healthz p50 idle', '/healthz p99 meanwhile', '/healthz longest'], rows)}\n`);
}

/** One size on a fresh server, so that a stuck upload cannot spoil the next. */
async function measure(folder: string, size: number): Promise<string[]> {
  const file = path.join(folder, `photo-${size}.png`);
  writeFileSync(file, png(size * MB));
  const copies: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const copied = spawnSync('cp', [file, `${file}.copy`]);
    copies.push(performance.now() - started);
    if (copied.status !== 0) throw new Error(`cp failed: ${copied.stderr}`);
    rmSync(`${file}.copy`);
  }

  const dataDir = path.join(folder, `data-${size}`);
  const server = await startServer({ DATABASE_URL: '', DATA_DIR: dataDir, SEED_DEMO: 'false', REFILL_PLAN_HOUR: 'off', ADMIN_PASSWORD: PASSWORD });
  try {
    const cookie = await signIn(server);
    const idle = await healthLatencies(server, 100);
    const before = server.rssMb();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, server.rssMb())), 10);
    let uploading = true;
    const meanwhile: number[] = [];
    // When the one asked last is still unanswered once the upload ends, its wait so far counts.
    let askedAt: number | undefined;
    const poll = (async () => {
      while (uploading) {
        askedAt = performance.now();
        const [latency] = await healthLatencies(server, 1);
        askedAt = undefined;
        meanwhile.push(latency!);
      }
    })().catch(() => undefined);
    const cpuBefore = server.cpuMs();
    const started = performance.now();
    let answer: string;
    try {
      const response = await upload(server, cookie, file);
      const took = performance.now() - started;
      const address = response.data?.singleUpload;
      const storedSize = address ? statSync(path.join(dataDir, address)).size : -1;
      if (storedSize !== size * MB) throw new Error(`The upload of ${size} MB answered ${JSON.stringify(response)}.`);
      answer = `${(took / 1000).toFixed(2)} s (server CPU ${((server.cpuMs() - cpuBefore) / 1000).toFixed(2)} s)`;
    } catch (error) {
      if ((error as Error).name !== 'TimeoutError') throw error;
      answer = `no answer after ${TIMEOUT_MS / 1000} s`;
    } finally {
      uploading = false;
      clearInterval(sampler);
    }
    await Promise.race([poll, new Promise((resolve) => setTimeout(resolve, 1_000))]);
    const unanswered = askedAt === undefined ? undefined : performance.now() - askedAt;
    if (unanswered !== undefined) meanwhile.push(unanswered);
    const leftovers = existsSync(path.join(dataDir, 'uploads')) ? readdirSync(path.join(dataDir, 'uploads')).filter((name) => name.endsWith('.partial')) : [];
    if (leftovers.length > 0) throw new Error(`Temporary files left behind: ${leftovers.join(', ')}`);
    meanwhile.sort((a, b) => a - b);
    const p99 = meanwhile.length ? ms(meanwhile[Math.min(meanwhile.length - 1, Math.floor(meanwhile.length * 0.99))]!) : 'none answered';
    const longest = unanswered === undefined ? ms(meanwhile.at(-1)!) : `${ms(unanswered)} and still unanswered`;
    return [
      `${size} MB`,
      `${(median(copies) / 1000).toFixed(2)} s`,
      answer,
      `${before.toFixed(0)} → ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)})`,
      ms(median(idle)),
      `${p99} (${meanwhile.length} asked)`,
      longest,
    ];
  } finally {
    await stop(server);
    rmSync(file, { force: true });
  }
}

/** The PNG signature and then `size` bytes in all, different from block to block so nothing compresses them away. */
function png(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  for (let offset = 8; offset < size; offset += 4) bytes[offset] = (offset * 2654435761) >>> 24;
  return bytes;
}

async function signIn(server: ServerProcess): Promise<string> {
  const login = await fetch(`${server.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: 'mutation ($password: String!) { doLogin(username: "admin", password: $password) { id } }', variables: { password: PASSWORD } }),
  });
  return login.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** `count` calls of /healthz one after the other, in milliseconds each. */
async function healthLatencies(server: ServerProcess, count: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const response = await fetch(`${server.origin}/healthz`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.text();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

/** The file as the console sends it: a FormData with the operation, its map and the file. */
async function upload(server: ServerProcess, cookie: string, file: string) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: UPLOAD, variables: { file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', await openAsBlob(file, { type: 'image/png' }), path.basename(file));
  const response = await fetch(`${server.origin}/graphql`, {
    method: 'POST',
    headers: { cookie, 'apollo-require-preflight': 'true' },
    body: form,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return (await response.json()) as { data?: { singleUpload?: string | null }; errors?: unknown[] };
}

/** Stops the server, by force when it is too busy to stop by itself. */
async function stop(server: ServerProcess): Promise<void> {
  const forced = setTimeout(() => process.kill(server.pid, 'SIGKILL'), 10_000);
  await server.stop();
  clearTimeout(forced);
}
