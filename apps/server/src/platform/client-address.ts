/**
 * The caller's address. Behind proxies, each appends the address it saw to X-Forwarded-For, so the
 * entry `hops` from the end is the one our own nearest trusted proxy recorded; anything before it
 * could be forged by the caller.
 */
export function clientAddress(request: Request, socketAddress: string, hops: number): string {
  if (hops === 0) return socketAddress;
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - hops] ?? socketAddress;
}
