/**
 * Token buckets by key (a machine, an address): each holds up to `burst` tokens and gains
 * `perSecond` a second; a call takes one. Kept in this process's memory: with several server
 * instances each allows its own share, which bounds a machine at (instances × rate). See
 * docs/machine-gateway.md.
 */
export interface Rate {
  burst: number;
  perSecond: number;
}

export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly rate: Rate,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes a token for `key`: 0 when granted, else the whole seconds to wait for the next one. */
  take(key: string): number {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.rate.burst, at: now };
    bucket.tokens = Math.min(this.rate.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.rate.perSecond);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      this.prune(now);
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.rate.perSecond));
  }

  /** A full bucket is the same as none: forget those, so the map does not grow with every caller ever seen. */
  private prune(now: number): void {
    if (this.buckets.size < 10_000) return;
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * this.rate.perSecond >= this.rate.burst) this.buckets.delete(key);
    }
  }
}
