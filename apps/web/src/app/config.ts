/** The runtime configuration the server publishes at /config.json, so one build serves any address. */
export interface RuntimeConfig {
  graphqlUrl: string;
  websocketUrl: string;
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`The configuration could not be loaded (${response.status}).`);
  const config = (await response.json()) as Partial<RuntimeConfig>;
  return {
    graphqlUrl: config.graphqlUrl || '/graphql',
    websocketUrl: toWebsocketUrl(config.websocketUrl || config.graphqlUrl || '/graphql', window.location.href),
  };
}

/** A relative or http(s) address becomes the ws(s) address of the same host. */
export function toWebsocketUrl(address: string, base: string): string {
  const url = new URL(address, base);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  if (url.protocol === 'https:') url.protocol = 'wss:';
  return url.toString();
}
