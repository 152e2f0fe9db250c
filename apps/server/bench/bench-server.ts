import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '../src/db/client';
import { compressAnswers } from '../src/platform/compress';
import { settingsFromEnvironment } from '../src/platform/context';
import { createGraphqlApp } from '../src/yoga';
import { timeInTurn, timing } from './measure';

/* What the bench's parts share: the server behind HTTP as in production, signed in, and psql's \copy. */

export async function benchServer(db: Database, password: string) {
  const graphql = createGraphqlApp({ db, settings: { ...settingsFromEnvironment(), production: true } });
  // How long the server itself took for each answer, from the request's arrival to its last byte written.
  const serverTimes: number[] = [];
  const server = createServer((request, response) => {
    const arrived = performance.now();
    response.on('finish', () => serverTimes.push(performance.now() - arrived));
    if (request.url?.startsWith('/graphql')) compressAnswers(request, response, () => void graphql(request, response));
    else void graphql(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const headers: Record<string, string> = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };
  const api = async (text: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${origin}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: text, variables }) });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return { body, response };
  };
  const login = await api('mutation ($password: String!) { doLogin(username: "admin", password: $password) { id } }', { password });
  headers.cookie = login.response.headers.getSetCookie()[0]!.split(';')[0]!;
  /** Fetches a report address with the session, counting its bytes as they stream. */
  const download = async (address: string) => {
    const response = await fetch(`${origin}${address}`, { headers: { cookie: headers.cookie! } });
    let bytes = 0;
    const reader = response.body!.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.length;
    return bytes;
  };
  /**
   * An API call timed in turn with the SQL it stands for (`timeInTurn`), with the server's own
   * times of the same answers beside the caller's.
   */
  const timeApi = async (work: () => unknown, sql: () => unknown = async () => undefined, runs?: number) => {
    const [measured, sqlMeasured] = await timeInTurn([work, sql], runs, () => (serverTimes.length = 0));
    return { api: measured!, server: timing(serverTimes), sql: sqlMeasured! };
  };
  return { api, download, timeApi, close: () => server.close() };
}

/** psql's \copy of `select` to its standard output, counting the bytes. */
export function psqlCopy(database: string, select: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('psql', ['-X', '-q', database, '-c', `\\copy (${select}) to stdout with (format csv, header true)`], { stdio: ['ignore', 'pipe', 'inherit'] });
    let bytes = 0;
    child.stdout.on('data', (chunk: Buffer) => (bytes += chunk.length));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(bytes) : reject(new Error(`psql exited with ${code}`))));
  });
}

/** The middle of three runs. */
export const median = (list: readonly number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
export const rate = (bytes: number, took: number) => `${(bytes / 1024 / 1024 / (took / 1000)).toFixed(1)} MB/s`;

/** A report downloaded through the API three times against psql's \copy of the same SELECT, with the server's peak memory. */
export async function compareExport(database: string, select: string, download: () => Promise<number>) {
  const copies: number[] = [];
  let copyBytes = 0;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    copyBytes = await psqlCopy(database, select);
    copies.push(performance.now() - started);
  }
  const downloads: number[] = [];
  let apiBytes = 0;
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  for (let run = 0; run < 3; run++) {
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const started = performance.now();
    apiBytes = await download();
    downloads.push(performance.now() - started);
    clearInterval(sampler);
  }
  return {
    size: `${(apiBytes / 1024 / 1024).toFixed(1)} MB`,
    api: rate(apiBytes, median(downloads)),
    copy: rate(copyBytes, median(copies)),
    share: `${(((apiBytes / median(downloads)) / (copyBytes / median(copies))) * 100).toFixed(0)}%`,
    memory: `${(baseline / 1024 / 1024).toFixed(0)} → ${(peak / 1024 / 1024).toFixed(0)} MB (+${((peak - baseline) / 1024 / 1024).toFixed(0)})`,
  };
}
