/* Timing helpers of the bench: percentiles of repeated runs, a case through the API against its SQL, and a table printed as Markdown. */

export interface Timing {
  p50: number;
  p95: number;
  p99: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

/** Runs `work` a few times to warm up, then (after `warmed`) `runs` times, and gives p50, p95 and p99 in milliseconds. */
export async function time(work: () => unknown, runs = 60, warmed?: () => void): Promise<Timing> {
  for (let index = 0; index < 5; index++) await work();
  warmed?.();
  const samples: number[] = [];
  for (let index = 0; index < runs; index++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return timing(samples);
}

/**
 * Like `time`, for several works taken in turn (one call of each per round), so that a machine
 * busier at one moment than another weighs on each alike.
 */
export async function timeInTurn(works: readonly (() => unknown)[], runs = 60, warmed?: () => void): Promise<Timing[]> {
  for (let index = 0; index < 5; index++) for (const work of works) await work();
  warmed?.();
  const samples = works.map((): number[] => []);
  for (let index = 0; index < runs; index++)
    for (const [at, work] of works.entries()) {
      const start = performance.now();
      await work();
      samples[at]!.push(performance.now() - start);
    }
  return samples.map(timing);
}

/** p50, p95 and p99 of samples in milliseconds. */
export function timing(samples: readonly number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
