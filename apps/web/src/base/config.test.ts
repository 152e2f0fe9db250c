import { describe, expect, it } from 'vitest';
import { mapsLink, type RuntimeConfig } from './config';

const templates: RuntimeConfig['mapsDeeplink'] = {
  android: 'geo:{latitude},{longitude}?q={latitude},{longitude}',
  ios: 'maps://?q={latitude},{longitude}',
  web: 'https://www.google.com/maps/search/?api=1&query={latitude},{longitude}',
};

const USER_AGENTS = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
};

describe('mapsLink', () => {
  it('opens the maps app on Android with a geo: link, every placeholder filled', () => {
    expect(mapsLink(templates, -6.9147, 107.6098, USER_AGENTS.android)).toBe('geo:-6.9147,107.6098?q=-6.9147,107.6098');
  });

  it('opens Apple Maps on an iPhone or iPad', () => {
    expect(mapsLink(templates, -8.65, 115.2167, USER_AGENTS.iphone)).toBe('maps://?q=-8.65,115.2167');
    expect(mapsLink(templates, -8.65, 115.2167, USER_AGENTS.ipad)).toBe('maps://?q=-8.65,115.2167');
  });

  it('opens the web map anywhere else', () => {
    const web = 'https://www.google.com/maps/search/?api=1&query=-7.2575,112.7521';
    expect(mapsLink(templates, -7.2575, 112.7521, USER_AGENTS.windows)).toBe(web);
    expect(mapsLink(templates, -7.2575, 112.7521, USER_AGENTS.linux)).toBe(web);
    expect(mapsLink(templates, -7.2575, 112.7521, '')).toBe(web);
  });

  it('follows the configured templates, e.g. another web map', () => {
    const osm = { ...templates, web: 'https://www.openstreetmap.org/?mlat={latitude}&mlon={longitude}#map=17/{latitude}/{longitude}' };
    expect(mapsLink(osm, 0, -0.5, USER_AGENTS.windows)).toBe('https://www.openstreetmap.org/?mlat=0&mlon=-0.5#map=17/0/-0.5');
  });
});
