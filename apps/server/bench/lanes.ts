import { Agent, request } from 'node:http';

/*
 * The throughput bench's load: `lanes` callers, each sending its next request as soon as the last
 * one is answered, for a fixed time. Requests go over keep-alive HTTP connections, one per lane, as a
 * browser or a proxy in front of the server would hold them.
 */

export interface Throughput {
  perSecond: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: readonly number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;

/** Runs `work` in `lanes` parallel loops: `warmUpMs` unmeasured, then `measureMs` measured. */
export async function runLanes(lanes: number, work: () => Promise<unknown>, measureMs: number, warmUpMs = 1_000): Promise<Throughput> {
  const samples: number[] = [];
  let measuring = false;
  const warmUpEnd = performance.now() + warmUpMs;
  let end = Infinity;
  const lane = async () => {
    for (;;) {
      const start = performance.now();
      if (start >= end) return;
      if (!measuring && start >= warmUpEnd) {
        measuring = true;
        end = start + measureMs;
      }
      await work();
      if (measuring && start >= warmUpEnd) samples.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  samples.sort((a, b) => a - b);
  return { perSecond: samples.length / (measureMs / 1000), p50: percentile(samples, 0.5), p99: percentile(samples, 0.99) };
}

/** A GraphQL caller over `connections` keep-alive connections; each call fails on an error or a non-200 answer. */
export function graphqlCaller(origin: string, cookie: string, connections: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(origin);
  return {
    call(body: string): Promise<void> {
      return new Promise((resolve, reject) => {
        const outgoing = request(
          {
            agent,
            hostname,
            port,
            path: '/graphql',
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              'apollo-require-preflight': 'true',
              'accept-encoding': 'gzip, br',
              cookie,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              if (response.statusCode !== 200) return reject(new Error(`HTTP ${response.statusCode}: ${Buffer.concat(chunks).toString()}`));
              // Small answers come back plain; a compressed one is not an error answer (those are small).
              if (!response.headers['content-encoding'] && Buffer.concat(chunks).includes('"errors"')) {
                return reject(new Error(Buffer.concat(chunks).toString()));
              }
              resolve();
            });
            response.on('error', reject);
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
