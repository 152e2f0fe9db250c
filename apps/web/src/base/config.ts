/** The runtime configuration the server publishes at /config.json, so one build serves any address. */
export interface RuntimeConfig {
  graphqlUrl: string;
  websocketUrl: string;
  /** Templates with {latitude} and {longitude} that open a location in a maps app. */
  mapsDeeplink: { android: string; ios: string; web: string };
  /** The ordering app's address a deal's path name is added to. */
  shopDealLinkBase: string;
}

const DEFAULT_MAPS_DEEPLINK: RuntimeConfig['mapsDeeplink'] = {
  android: 'geo:{latitude},{longitude}?q={latitude},{longitude}',
  ios: 'maps://?q={latitude},{longitude}',
  web: 'https://www.google.com/maps/search/?api=1&query={latitude},{longitude}',
};

const DEFAULT_SHOP_DEAL_LINK_BASE = 'https://shop.jumpstart.co.id/deal/';

let loaded: RuntimeConfig | null = null;

/** The configuration loaded at start; pages read it after the app has loaded it. */
export function runtimeConfig(): RuntimeConfig {
  if (!loaded) throw new Error('The runtime configuration is not loaded yet.');
  return loaded;
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`The configuration could not be loaded (${response.status}).`);
  const config = (await response.json()) as Partial<RuntimeConfig>;
  loaded = {
    graphqlUrl: config.graphqlUrl || '/graphql',
    websocketUrl: toWebsocketUrl(config.websocketUrl || config.graphqlUrl || '/graphql', window.location.href),
    mapsDeeplink: { ...DEFAULT_MAPS_DEEPLINK, ...config.mapsDeeplink },
    shopDealLinkBase: config.shopDealLinkBase || DEFAULT_SHOP_DEAL_LINK_BASE,
  };
  return loaded;
}

/**
 * The link that opens a location in the maps app of the device: Android and iOS have their own
 * apps; anything else gets the web map.
 */
export function mapsLink(templates: RuntimeConfig['mapsDeeplink'], latitude: number, longitude: number, userAgent: string): string {
  const template = /android/i.test(userAgent) ? templates.android : /iphone|ipad|ipod/i.test(userAgent) ? templates.ios : templates.web;
  return template.replaceAll('{latitude}', String(latitude)).replaceAll('{longitude}', String(longitude));
}

/** A relative or http(s) address becomes the ws(s) address of the same host. */
export function toWebsocketUrl(address: string, base: string): string {
  const url = new URL(address, base);
  if (url.protocol === 'http:') url.protocol = 'ws:';
  if (url.protocol === 'https:') url.protocol = 'wss:';
  return url.toString();
}
