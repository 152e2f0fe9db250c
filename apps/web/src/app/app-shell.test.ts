import { describe, expect, it, vi } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client';
import { AUTHORITY_NAMES } from '@back-office/domain';
import { toWebsocketUrl } from '../base/config';
import { backoff } from '../base/apollo';
import { errorMessage, serverFieldErrors } from '../base/errors';
import { expandedNavigationBars, isExpanded, toggleNavigationBar } from './navigation-state';
import { loadWithTimeout } from './lazy-page';
import { isLoading, operationFinished, operationStarted } from '../base/loading-state';
import { safeReturnPath } from './pages/LoginPage';
import { visibleNavigation } from './layout/Sidebar';
import { PAGE_ROUTES } from './routes';
import type { CurrentUser } from '../base/session';

const userWith = (authorities: string[]): CurrentUser => ({
  id: 1,
  username: 'someone',
  name: 'Some One',
  email: 'someone@example.com',
  role: 'Tester',
  active: true,
  authorities,
});

describe('the route tables', () => {
  it('declare unique paths, each guarded by an authority the server knows', () => {
    const paths = PAGE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of PAGE_ROUTES) {
      expect(AUTHORITY_NAMES.has(route.authority), route.path).toBe(true);
      expect(route.title.length, route.path).toBeGreaterThan(0);
    }
  });

  it('give the sidebar only the entries whose authority the user holds, in the spec’s group order', () => {
    expect(visibleNavigation(userWith([]))).toEqual([]);
    const groups = visibleNavigation(userWith(['VIEW_USER', 'VIEW_USER_ACTIVITY']));
    expect(groups.map((group) => group.id)).toEqual(['user-and-role']);
    expect(groups[0].items.map((item) => item.path)).toEqual(['/user', '/user-activity']);
    expect(visibleNavigation(null)).toEqual([]);
  });
});

describe('the expanded navigation bars', () => {
  it('toggle: an expanded id is removed, otherwise added', () => {
    expandedNavigationBars([]);
    expect(isExpanded('shop')).toBe(false);
    toggleNavigationBar('shop');
    toggleNavigationBar('user-and-role');
    expect(isExpanded('shop')).toBe(true);
    expect(expandedNavigationBars()).toEqual(['shop', 'user-and-role']);
    toggleNavigationBar('shop');
    expect(isExpanded('shop')).toBe(false);
    expect(expandedNavigationBars()).toEqual(['user-and-role']);
  });
});

describe('after login', () => {
  it('returns only to paths inside the console', () => {
    expect(safeReturnPath('/user?page=2')).toBe('/user?page=2');
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('//evil.example/path')).toBe('/');
    expect(safeReturnPath('/login?from=/x')).toBe('/');
  });
});

describe('the runtime configuration', () => {
  it('turns the API address into the websocket address of the same host', () => {
    expect(toWebsocketUrl('/graphql', 'http://console.example:4000/user')).toBe('ws://console.example:4000/graphql');
    expect(toWebsocketUrl('/graphql', 'https://console.example/user')).toBe('wss://console.example/graphql');
    expect(toWebsocketUrl('wss://events.example/graphql', 'https://console.example/')).toBe('wss://events.example/graphql');
  });

  it('reconnects with a growing, capped backoff', () => {
    expect(backoff(0)).toBeLessThanOrEqual(1250);
    expect(backoff(3)).toBeGreaterThanOrEqual(6000);
    expect(backoff(20)).toBeLessThanOrEqual(12_500);
  });
});

describe('server errors', () => {
  it('are read field by field for the form, and as one line otherwise', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'This field is required.', extensions: { code: 'BAD_USER_INPUT', fields: { name: 'This field is required.', 'rent.value': 'Must be greater than 0.' } } }],
    });
    expect(serverFieldErrors(error)).toEqual({ name: 'This field is required.', 'rent.value': 'Must be greater than 0.' });
    expect(errorMessage(error)).toBe('This field is required.');
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
    expect(errorMessage(new Error('offline'))).toBe('offline');
  });
});

describe('loading a section', () => {
  it('fails with a load error when it takes longer than the timeout, or is missing', async () => {
    vi.useFakeTimers();
    const never = loadWithTimeout(() => new Promise(() => undefined), 120_000);
    vi.advanceTimersByTime(120_000);
    await expect(never).rejects.toThrow('took too long');
    vi.useRealTimers();
    await expect(loadWithTimeout(() => Promise.reject(new Error('Failed to fetch dynamically imported module')))).rejects.toThrow('Failed to fetch');
    await expect(loadWithTimeout(() => Promise.resolve({} as never))).rejects.toThrow('missing');
    const Page = () => null;
    await expect(loadWithTimeout(() => Promise.resolve({ default: Page }))).resolves.toBe(Page);
  });
});

describe('the isLoading flag', () => {
  it('stays on until the last operation in flight finishes', async () => {
    const settled = () => new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
    expect(isLoading()).toBe(false);
    operationStarted();
    operationStarted();
    await settled();
    expect(isLoading()).toBe(true);
    operationFinished();
    await settled();
    expect(isLoading()).toBe(true);
    operationFinished();
    await settled();
    expect(isLoading()).toBe(false);
    operationFinished();
    await settled();
    expect(isLoading()).toBe(false);
  });
});
