import { makeVar } from '@apollo/client';

/*
 * The live socket's state (local-only client state) for pages that follow live updates: whether it
 * is connected now, and how many times it has connected, so a page can read its data again after
 * every reconnect (events sent while it was away are lost; the data is not).
 */
export interface LiveConnection {
  connected: boolean;
  /** Counts connections since the app started: a change means "(re)connected, read again". */
  connections: number;
  /** Whether it ever connected: before that, a page shows its loading state, not a lost connection. */
  everConnected: boolean;
}

export const liveConnection = makeVar<LiveConnection>({ connected: false, connections: 0, everConnected: false });

export function liveConnected(): void {
  const current = liveConnection();
  liveConnection({ connected: true, connections: current.connections + 1, everConnected: true });
}

export function liveDisconnected(): void {
  const current = liveConnection();
  if (current.connected) liveConnection({ ...current, connected: false });
}
