import { useEffect, useRef } from 'react';
import { backoff } from './apollo';
import { errorKind } from './errors';

/**
 * While `failed` holds because the server or the network was away (not for a refusal or a bad
 * request), calls `retry` again after 1 s, 2 s, 4 s ... up to 30 s, for as long as the page is open.
 * The pauses grow across tries, including the moments a try is on its way, and start over once
 * `recovered` says a try succeeded. The page's own Retry button still works meanwhile.
 */
export function useRetryWhileAway(failed: boolean, error: unknown, retry: () => unknown, recovered: boolean): void {
  const attempts = useRef(0);
  const latest = useRef(retry);
  latest.current = retry;
  const away = failed && ['offline', 'unavailable', 'server'].includes(errorKind(error) ?? '');
  useEffect(() => {
    if (recovered) attempts.current = 0;
  }, [recovered]);
  useEffect(() => {
    if (!away) return;
    const timer = setTimeout(() => {
      attempts.current += 1;
      void Promise.resolve(latest.current()).catch(() => undefined);
    }, backoff(attempts.current));
    return () => clearTimeout(timer);
  }, [away, error]);
}
