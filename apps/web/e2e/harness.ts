import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { createDatabase, databaseUrl, dropDatabase } from '../../server/src/testing/postgres-databases';

/*
 * End-to-end journeys run the real console: the built web app served by the real server on a fresh
 * embedded database with the demo data, driven by Debian's Chromium.
 */

export const CHROMIUM = '/usr/bin/chromium';
export const ADMIN_PASSWORD = 'Admin12345';
export const hasChromium = existsSync(CHROMIUM);

if (!hasChromium) {
  console.warn(`\n!!! SKIPPING BROWSER TESTS: ${CHROMIUM} is missing. Install it with: apt-get update && apt-get install -y chromium\n`);
}

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the run migrated and filled with the demo data once (global-setup.ts); each journey's server starts on a copy. */
    demoDataFolder?: string;
    /** A folder holding a file for each page state the run has checked with axe (see checkPage). */
    checkedPageStates?: string;
    /** The server built into one JavaScript file once a run (server-bundle.ts), started with plain Node. */
    serverBundle?: string;
    /** Sessions signed in once in the demo data folder, by username: each copy of the folder holds them all. */
    preparedSessions?: Record<string, string[]>;
    /**
     * With TEST_DATABASE_URL, the demo data lives in a PostgreSQL database the run prepared once
     * (its address): each journey's server starts on a copy of it, made with `create database … template`.
     */
    demoDatabase?: string;
  }
}

/** What the run's global setup prepared, when there is a run (inject only works inside one). */
function injected<Key extends 'demoDataFolder' | 'checkedPageStates' | 'serverBundle' | 'preparedSessions' | 'demoDatabase'>(key: Key) {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

/** With E2E_TIMINGS=file, each timed step of the journeys is appended to it as a JSON line. */
export async function timed<T>(step: string, work: () => Promise<T>): Promise<T> {
  const file = process.env.E2E_TIMINGS;
  if (!file) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    appendFileSync(file, `${JSON.stringify({ file: expect.getState().testPath?.split('/').pop(), step, ms: Math.round(performance.now() - started) })}\n`);
  }
}

export interface RunningConsole {
  url: string;
  dataDir: string;
  /**
   * Sessions already signed in on this server's data (a copy of the demo folder), by username, each
   * for one page: `signedInPage` takes one instead of going through the login form.
   */
  sessions: Map<string, string[]>;
  /** Stops the server and removes its data folder, unless it is to be kept. */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the server on a data folder (a copy of the demo one the run prepared, or a new one), with
 * `settings` added to its environment; `stop` removes the folder again. The server is the run's
 * bundle of it when there is one (`bundle`), else its TypeScript through tsx, as `npm start` runs it.
 */
export async function startConsole(
  template: string | undefined = injected('demoDataFolder'),
  settings: NodeJS.ProcessEnv = {},
  bundle: string | undefined = injected('serverBundle'),
): Promise<RunningConsole> {
  const dataDir = mkdtempSync(join(tmpdir(), 'back-office-e2e-'));
  if (template) cpSync(template, dataDir, { recursive: true });
  const port = await freePort();
  const environment: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), ADMIN_PASSWORD, SEED_DEMO: 'true', NODE_ENV: 'production', REFILL_PLAN_HOUR: 'off' };
  // The embedded database, or a copy of the run's demo database on PostgreSQL, unless a journey
  // asks for a database of its own in `settings`.
  delete environment.DATABASE_URL;
  const demoDatabase = template !== undefined && template === injected('demoDataFolder') && !settings.DATABASE_URL ? injected('demoDatabase') : undefined;
  const ownDatabase = demoDatabase ? await copyDatabase(demoDatabase) : undefined;
  if (ownDatabase) environment.DATABASE_URL = ownDatabase;
  Object.assign(environment, settings);
  const server: ChildProcess = spawn(process.execPath, bundle ? [bundle] : ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repositoryRoot,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async ({ keepData = false } = {}) => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    if (ownDatabase && !keepData) await dropDatabase(ownDatabase);
  };
  // The sessions signed in on the demo folder live in each copy of it (and nowhere else).
  const prepared = template !== undefined && template === injected('demoDataFolder') ? (injected('preparedSessions') ?? {}) : {};
  const sessions = new Map(Object.entries(prepared).map(([username, ids]) => [username, [...ids]]));
  // A new folder is made, migrated and filled first (once a run): on a loaded machine that can take minutes.
  const deadline = Date.now() + (template ? 60_000 : 240_000);
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    const healthy = await fetch(`${url}/healthz`).then((response) => response.ok, () => false);
    if (healthy) return { url, dataDir, sessions, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not start:\n${output}`);
}

/** A copy of the database at `url`, made on the same server; the copy's address. */
function copyDatabase(url: string): Promise<string> {
  // Made from the server's maintenance database: nobody may be connected to a template being copied.
  return createDatabase(databaseUrl(url, 'postgres'), 'back_office_e2e', new URL(url).pathname.slice(1));
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    // Under faketime (see docs/testing.md) the browser is given the faked day by Playwright's clock
    // instead: Chromium itself does not run with the faked system clock.
    env: Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'LD_PRELOAD' && !name.startsWith('FAKETIME'))) as Record<string, string>,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * A fresh browser context (no cookies) whose uncaught errors and console errors are collected for the
 * test to check. A request a test blocks on purpose is left out.
 */
export async function openPage(browser: Browser, baseURL: string): Promise<{ page: Page; errors: string[] }> {
  // Less motion, as a person may ask of their system: menus, dialogs and messages appear at once.
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 800 }, reducedMotion: 'reduce' });
  if (process.env.FAKETIME) await context.clock.install({ time: Date.now() });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('net::ERR_FAILED')) errors.push(`console: ${message.text()}`);
  });
  return { page, errors };
}

/**
 * One server and one browser for a describe block, started before its tests and stopped after them.
 * A journey that fails leaves a picture of the page it had open, named in the failure's report.
 */
export function useConsole(settings: () => NodeJS.ProcessEnv = () => ({})): { server: RunningConsole; browser: Browser } {
  const running = {} as { server: RunningConsole; browser: Browser };
  beforeAll(async () => {
    [running.server, running.browser] = await Promise.all([timed('server start', () => startConsole(undefined, settings())), timed('browser start', launchBrowser)]);
  });
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    const page = running.browser?.contexts().at(-1)?.pages().at(-1);
    if (!page || page.isClosed()) return;
    const picture = await failurePicture(page, context.task.name);
    // Said with the failure itself, which the reporter prints at the end of the run.
    const [error] = context.task.result.errors ?? [];
    if (picture && error) error.message += `\n\nThe page at the failure (${page.url()}): ${picture}`;
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
  });
  return running;
}

/** What a journey signed in as one user works with: its console and its page, ready once the tests start. */
export interface SignedInJourney {
  server: RunningConsole;
  browser: Browser;
  page: Page;
  /** The page's uncaught errors and console errors so far. */
  errors: string[];
}

/**
 * The usual start of a journey: one console for the describe block and one page signed in as
 * `username`, opened before its first test. Read `page` and `errors` inside tests and hooks.
 * `settings` adds to the server's environment, read when it starts (after earlier beforeAll hooks).
 */
export function useSignedInPage(username: string, settings?: () => NodeJS.ProcessEnv): SignedInJourney {
  const running = useConsole(settings);
  const journey = {} as SignedInJourney;
  beforeAll(async () => {
    const { page, errors } = await signedInPage(running, username);
    Object.assign(journey, { server: running.server, browser: running.browser, page, errors });
  });
  return journey;
}

/**
 * A fresh page signed in as `username`, on the home page. It takes one of the sessions signed in on
 * the demo data before the run when there is one left for the user (a cookie, as the login form
 * would have set), else it signs in through the login form. The journeys of signing in itself
 * (`session.test.ts`, `profile.test.ts`) go through the form with `login`.
 */
export async function signedInPage(running: { server: RunningConsole; browser: Browser }, username: string) {
  const opened = await openPage(running.browser, running.server.url);
  const { page } = opened;
  const session = running.server.sessions.get(username)?.shift();
  if (session) {
    const signedIn = await timed('sign in (prepared session)', async () => {
      await page.context().addCookies([{ name: SESSION_COOKIE, value: session, url: running.server.url, httpOnly: true, sameSite: 'Lax' }]);
      // The page's requests carry its cookies: whether the session is still live, as the console asks it.
      const answer = await page.request.post('/graphql', { data: { query: '{ me { username } }' } });
      const { data } = (await answer.json()) as { data?: { me: { username: string } | null } };
      if (data?.me?.username !== username) return false;
      await page.goto('/');
      return true;
    });
    // The journey ended the user's sessions (a deactivation, a new password): the login form, as a person would.
    if (signedIn) return opened;
    await page.context().clearCookies();
  }
  await timed('sign in', async () => {
    await page.goto('/login');
    await login(page, username);
    await page.waitForURL((url) => url.pathname === '/');
  });
  return opened;
}

/** The console's session cookie (apps/server/src/platform/auth.ts). */
const SESSION_COOKIE = 'bo_session';

/** The demo users the journeys sign in as, and how many pages of one user a journey file opens at most. */
const PREPARED_USERS = ['admin', 'rina.wijaya', 'dewi.lestari', 'andi.kurniawan', 'putri.ayu', 'joko.susilo', 'kopi.nusantara'];
const SESSIONS_PER_USER = 4;

/**
 * Signs the demo users in on a running console through the API, as the login form does, several
 * times each: the sessions it returns, by username, then live in its data folder.
 */
export async function prepareSessions(server: RunningConsole): Promise<Record<string, string[]>> {
  const signIn = async (username: string) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation ($username: String!, $password: String!) { doLogin(username: $username, password: $password) { id } }', variables: { username, password: ADMIN_PASSWORD } }),
    });
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith(`${SESSION_COOKIE}=`));
    if (!response.ok || !cookie) throw new Error(`Could not sign in ${username} on the demo data: ${response.status} ${await response.text()}`);
    return cookie.slice(SESSION_COOKIE.length + 1).split(';')[0]!;
  };
  // The users side by side: a sign-in spends its time checking the password, on a thread of its own.
  const signedIn = await Promise.all(
    PREPARED_USERS.map(async (username) => {
      const ids: string[] = [];
      for (let count = 0; count < SESSIONS_PER_USER; count++) ids.push(await signIn(username));
      return [username, ids] as const;
    }),
  );
  return Object.fromEntries(signedIn);
}

export async function login(page: Page, username: string, password = ADMIN_PASSWORD) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Set SCREENSHOTS=dir to keep a picture of each page a journey visits. */
export async function screenshot(page: Page, name: string) {
  const directory = process.env.SCREENSHOTS;
  if (directory) await page.screenshot({ path: join(directory, `${name}.png`), fullPage: true });
}

/** A picture of the page a journey failed on, in SCREENSHOTS or else the system's temporary folder. */
async function failurePicture(page: Page, testName: string): Promise<string | undefined> {
  const directory = process.env.SCREENSHOTS ?? join(tmpdir(), 'back-office-e2e-failures');
  mkdirSync(directory, { recursive: true });
  const file = join(directory, `failed-${testName.replace(/[^\w-]+/g, '-').slice(0, 60)}.png`);
  return page.screenshot({ path: file, fullPage: true }).then(
    () => file,
    () => undefined,
  );
}

/** The rules every page state is held to: WCAG 2.2 level A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * What every journey does on each page it visits: waits for transitions to end, keeps a picture
 * (with SCREENSHOTS set) and checks the page with axe-core, failing on any serious or critical
 * violation with the elements concerned and what is wrong with each. A page state the run has
 * checked already (the same elements, roles, classes and labels, whatever their text) is not checked
 * again: a list reached by three journeys is checked once.
 */
export async function checkPage(page: Page, name: string) {
  // The pointer rests where the last click left it; a tooltip fading in there would be checked half
  // drawn. Moved to the page's corner, which has none, the tooltip goes.
  await page.mouse.move(0, 0);
  await timed('settle', () => finishAnimations(page));
  await screenshot(page, name);
  if (!(await firstVisitOfState(page))) return;
  const violations = await timed('axe', () => axeViolations(page));
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  if (serious.length > 0) throw new Error(`Accessibility violations on "${name}" (${page.url()}):\n${serious.map(describeViolation).join('\n')}`);
}

/**
 * Whether no journey of the run has checked this page state yet; claims it when not. A state is the
 * page's tree of elements with their roles, classes and accessible-name attributes (not their text),
 * each run of identical siblings (a list's rows) counted once.
 */
async function firstVisitOfState(page: Page): Promise<boolean> {
  const folder = injected('checkedPageStates');
  if (!folder) return true;
  const shape = await page.evaluate(() => {
    const shapeOf = (element: Element): string => {
      const attributes = ['role', 'class', 'type', 'aria-label', 'aria-labelledby', 'aria-describedby', 'alt', 'title', 'for', 'tabindex', 'disabled', 'aria-hidden', 'aria-expanded']
        .map((attribute) => (element.hasAttribute(attribute) ? `${attribute}=${attribute.startsWith('aria-l') || attribute === 'alt' || attribute === 'title' ? '' : element.getAttribute(attribute)}` : ''))
        .join(' ');
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) ? ' text' : '';
      const children = [...element.children].map(shapeOf).filter((child, index, all) => child !== all[index - 1]);
      return `<${element.tagName} ${attributes}${ownText}>${children.join('')}</>`;
    };
    return shapeOf(document.body);
  });
  const file = join(folder, createHash('sha256').update(`${new URL(page.url()).pathname.replace(/\d+/g, '#')} ${shape}`).digest('hex'));
  try {
    writeFileSync(file, '', { flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs axe-core on the page as `@axe-core/playwright`'s AxeBuilder does in its legacy mode (in the
 * page itself, there are no frames; with `AXE_TAGS` and the same context, source and configuration),
 * but puts axe's source (half a megabyte of script) into a document once rather than twice a check:
 * a journey checks several states of one document. Only violations are described in full:
 * describing every passing element too doubles the time.
 */
async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(`${AXE_SOURCE}\n;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`);
  }
  const outcome = await page.evaluate(
    ({ tags }) =>
      (window as unknown as { axe: { run: (context: object, options: RunOptions) => Promise<AxeResults> } }).axe
        .run({ include: [], exclude: [] }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results) => ({ violations: results.violations, error: null }), (error: Error) => ({ violations: [], error: error.message })),
    { tags: AXE_TAGS },
  );
  if (outcome.error) throw new Error(outcome.error);
  return outcome.violations;
}

/** The axe-core `@axe-core/playwright` puts into pages, where it is installed. */
const AXE_SOURCE: string = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core').source;

type Violation = Result;

function describeViolation(violation: Violation): string {
  const nodes = violation.nodes.map((node) => `    ${JSON.stringify(node.target)}: ${(node.failureSummary ?? '').replaceAll('\n', ' ')}`);
  return `  ${violation.impact} ${violation.id}: ${violation.help}\n${nodes.join('\n')}`;
}

/**
 * Waits until no finite animation or transition runs on the page (spinners run for ever), for at most
 * three seconds. It looks again after each wave: a save's message may slide in while a dialog closes.
 */
async function finishAnimations(page: Page) {
  await page.evaluate(async () => {
    const deadline = performance.now() + 3_000;
    while (performance.now() < deadline) {
      // Two frames let a transition the last action started (a closing tooltip) begin first.
      for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
      const running = document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) return;
      const left = deadline - performance.now();
      await Promise.race([Promise.all(running.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, left))]);
    }
  });
}
