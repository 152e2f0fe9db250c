import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

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
  }
}

/** What the run's global setup prepared, when there is a run (inject only works inside one). */
function injected<Key extends 'demoDataFolder' | 'checkedPageStates'>(key: Key) {
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

/** Starts the server on a data folder (a copy of the demo one the run prepared, or a new one), with `settings` added to its environment; `stop` removes the folder again. */
export async function startConsole(template: string | undefined = injected('demoDataFolder'), settings: NodeJS.ProcessEnv = {}): Promise<RunningConsole> {
  const dataDir = mkdtempSync(join(tmpdir(), 'back-office-e2e-'));
  if (template) cpSync(template, dataDir, { recursive: true });
  const port = await freePort();
  const environment: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), ADMIN_PASSWORD, SEED_DEMO: 'true', NODE_ENV: 'production', REFILL_PLAN_HOUR: 'off' };
  // The embedded database unless a journey asks for PostgreSQL in `settings`.
  delete environment.DATABASE_URL;
  Object.assign(environment, settings);
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: repositoryRoot, env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
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
  };
  for (let attempt = 0; attempt < 240; attempt++) {
    if (server.exitCode !== null) break;
    const healthy = await fetch(`${url}/healthz`).then((response) => response.ok, () => false);
    if (healthy) return { url, dataDir, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not start:\n${output}`);
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
export function useConsole(): { server: RunningConsole; browser: Browser } {
  const running = {} as { server: RunningConsole; browser: Browser };
  beforeAll(async () => {
    [running.server, running.browser] = await Promise.all([timed('server start', () => startConsole()), timed('browser start', launchBrowser)]);
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
 */
export function useSignedInPage(username: string): SignedInJourney {
  const running = useConsole();
  const journey = {} as SignedInJourney;
  beforeAll(async () => {
    const { page, errors } = await signedInPage(running, username);
    Object.assign(journey, { server: running.server, browser: running.browser, page, errors });
  });
  return journey;
}

/** A fresh page signed in as `username`, on the home page. */
export async function signedInPage(running: { server: RunningConsole; browser: Browser }, username: string) {
  const opened = await openPage(running.browser, running.server.url);
  await timed('sign in', async () => {
    await opened.page.goto('/login');
    await login(opened.page, username);
    await opened.page.waitForURL((url) => url.pathname === '/');
  });
  return opened;
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
  // Legacy mode runs axe in the page itself (there are no frames) rather than in an extra blank page.
  // Only violations are described in full: describing every passing element too doubles the time.
  const { violations } = await timed('axe', () => new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().options({ resultTypes: ['violations'] }).analyze());
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

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

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
