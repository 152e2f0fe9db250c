import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { checkPage, hasChromium, signedInPage, useSignedInPage } from './harness';

/*
 * The home page as each role opens it: what needs attention among the machines they see, today's
 * sales and tasks, tomorrow's plan; each figure leads to the list of what it counts, and that list
 * counts the same.
 */

/** The number a figure shows: "17" of the link "17 Running low", "1.204" read as 1204. */
const figureOf = async (link: Locator) => Number((await link.innerText()).trim().split(/\s+/)[0]!.replace(/\./g, ''));

/** How many rows the list on the page says it has, from its footer ("1–20 of 56"). */
async function listTotal(page: Page): Promise<number> {
  const footer = page.locator('.MuiTablePagination-displayedRows');
  await footer.waitFor();
  const text = await footer.innerText();
  return Number(/of (?:more than )?([\d.]+)/.exec(text)?.[1]?.replace(/\./g, '') ?? 'NaN');
}

/**
 * Opens a figure's link from the home page and checks that its list counts what the figure says.
 * The demo machines fall silent minutes after the demo data is made: when one did between the two
 * readings, both are read again.
 */
async function followFigure(page: Page, part: string, label: string, address: RegExp): Promise<number> {
  let counts: [number, number] = [0, -1];
  for (let reading = 0; reading < 3 && counts[0] !== counts[1]; reading++) {
    await page.goto('/');
    const link = page.getByRole('region', { name: part }).getByRole('link', { name: new RegExp(`^[\\d.]+ ${label}$`) });
    const shown = await figureOf(link);
    await link.click();
    await page.waitForURL((url) => address.test(`${url.pathname}${url.search}`));
    if (shown > 0) await page.locator('.MuiDataGrid-row').first().waitFor();
    else await page.locator('.MuiTablePagination-displayedRows', { hasText: /of 0$/ }).waitFor();
    counts = [shown, await listTotal(page)];
  }
  expect(counts[1]).toBe(counts[0]);
  return counts[0];
}

const activeOf = async (page: Page) => Number(/of ([\d.]+) active/.exec(await page.getByRole('region', { name: 'Machines' }).innerText())?.[1]?.replace(/\./g, '') ?? 'NaN');

describe.skipIf(!hasChromium)('the home page', () => {
  const journey = useSignedInPage('admin');

  it('shows the administrator the machines needing someone, today’s sales and tasks and tomorrow’s plan', async () => {
    const { page, errors } = journey;
    await page.goto('/');
    await page.getByRole('heading', { name: 'Welcome, Administrator' }).waitFor();
    const machines = page.getByRole('region', { name: 'Machines' });
    await machines.getByRole('link', { name: /Offline/ }).waitFor();
    for (const part of ['Sales today', 'Shop today', 'Tasks today', 'Tomorrow’s refill plan']) await page.getByRole('region', { name: part }).waitFor();
    // No tile grid repeating the sidebar.
    expect(await page.getByText('Your sections').count()).toBe(0);
    await checkPage(page, 'home-admin');

    // Each machine listed opens its own page.
    const first = machines.getByRole('listitem').first().getByRole('link');
    const name = await first.innerText();
    await first.click();
    await page.waitForURL(/\/machine\/machine\/\d+$/);
    await page.getByText(name.split(' · ')[1]!).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('leads each machine figure to the machine list filtered to what it counts, counting the same', async () => {
    const { page, errors } = journey;
    const offline = await followFigure(page, 'Machines', 'Offline', /^\/machine\?.*connected\.eq\*false/);
    expect(offline).toBeGreaterThan(0);
    await checkPage(page, 'home-machines-offline');
    await followFigure(page, 'Machines', 'In error', /^\/machine\?.*inError\.eq\*true/);
    await followFigure(page, 'Machines', 'Running low', /^\/machine\?.*lowStock\.eq\*true/);

    // "and N more" counts each machine once, however many of the three it is.
    let counts: [number, number] = [0, -1];
    for (let reading = 0; reading < 3 && counts[0] !== counts[1]; reading++) {
      await page.goto('/');
      const machines = page.getByRole('region', { name: 'Machines' });
      const more = machines.getByRole('link', { name: /^and \d+ more$/ });
      const beyond = Number(/\d+/.exec(await more.innerText())![0]);
      const listed = (await machines.getByRole('listitem').count()) - 1;
      await more.click();
      await page.waitForURL(/needsAttention\.eq\*true/);
      await page.locator('.MuiDataGrid-row').first().waitFor();
      counts = [listed + beyond, await listTotal(page)];
    }
    expect(counts[1]).toBe(counts[0]);
    expect(errors).toEqual([]);
  });

  it('leads today’s tasks and cups to their lists for today, and the plan to the machines out of reach', async () => {
    const { page, errors } = journey;
    for (const [label, state] of [['Not started', 'PENDING'], ['Started', 'STARTED'], ['Done', 'DONE']] as const) {
      await followFigure(page, 'Tasks today', label, new RegExp(`^/task/all\\?.*executionTime\\.eq\\*\\d{4}-\\d{2}-\\d{2}.*state\\.eq\\*${state}`));
    }
    await checkPage(page, 'home-tasks-today');
    await followFigure(page, 'Sales today', 'Cups', /^\/order\?.*createdTime\.eq\*\d{4}-\d{2}-\d{2}.*state\.eq\*COMPLETED/);

    await page.goto('/');
    const plan = page.getByRole('region', { name: 'Tomorrow’s refill plan' });
    await plan.getByText(/machines needing a refill are planned|not planned yet/).waitFor();
    const outOfReach = plan.getByRole('link', { name: /machines could not be reached/ });
    if ((await outOfReach.count()) > 0) {
      await outOfReach.click();
      await page.waitForURL((url) => url.pathname === '/refiller-schedule/out-of-reach');
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    expect(errors).toEqual([]);
  });

  it('leads the shop’s paid orders of today and those open now to the shop order list, counting the same', async () => {
    const { page, errors } = journey;
    await followFigure(page, 'Shop today', 'Paid orders', /^\/shop-order\?.*createdTime\.eq\*\d{4}-\d{2}-\d{2}.*state\.in\*PAID\*ACK\*COMPLETED/);
    await checkPage(page, 'home-shop-paid-today');
    await followFigure(page, 'Shop today', 'Waiting for a barista', /^\/shop-order\?.*state\.eq\*PAID$/);
    await followFigure(page, 'Shop today', 'Being made', /^\/shop-order\?.*state\.eq\*ACK$/);
    await followFigure(page, 'Shop today', 'Waiting for payment', /^\/shop-order\?.*state\.eq\*WAITING_FOR_PAYMENT$/);
    expect(errors).toEqual([]);
  });

  it('fits a phone, one part under another', async () => {
    const { page, errors } = journey;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto('/');
      await page.getByRole('region', { name: 'Machines' }).getByRole('link', { name: /Offline/ }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await checkPage(page, 'home-admin-phone');
    } finally {
      await page.setViewportSize({ width: 1366, height: 800 });
    }
    expect(errors).toEqual([]);
  });

  it('shows a refiller only the machines they refill, and nothing of sales, tasks or plans', async () => {
    const { page, errors } = await signedInPage(journey, 'andi.kurniawan');
    await page.getByRole('heading', { name: 'Welcome, Andi Kurniawan' }).waitFor();
    await page.getByRole('region', { name: 'Machines' }).getByText(/of \d+ active/).waitFor();
    expect(await activeOf(page)).toBeGreaterThan(0);
    for (const part of ['Sales today', 'Shop today', 'Tasks today', 'Tomorrow’s refill plan']) expect(await page.getByRole('region', { name: part }).count()).toBe(0);
    await checkPage(page, 'home-refiller');
    // Their machine list counts the machines they see, as the figure does.
    await followFigure(page, 'Machines', 'Offline', /^\/machine\?.*connected\.eq\*false/);
    expect(errors).toEqual([]);
  });

  it('shows a barista their outlet’s orders of today and nothing of the machines', async () => {
    const { page, errors } = await signedInPage(journey, 'putri.ayu');
    await page.getByRole('heading', { name: 'Welcome, Putri Ayu' }).waitFor();
    await page.getByRole('region', { name: 'Shop today' }).getByRole('link', { name: /Waiting for a barista/ }).waitFor();
    expect(await page.getByRole('region').count()).toBe(1);
    await checkPage(page, 'home-barista');
    expect(errors).toEqual([]);
  });

  it('says its figures could not be loaded while the server is away, and shows them by itself once it is back', async () => {
    const { page, errors } = await signedInPage(journey, 'admin');
    await page.route('**/graphql', (route) => (route.request().postDataJSON()?.operationName === 'Home' ? route.abort('failed') : route.fallback()));
    await page.goto('/');
    await page.getByText('Some figures could not be loaded.').waitFor();
    await page.getByText('The server cannot be reached. Check the connection and try again.').waitFor();
    expect(await page.getByRole('region', { name: 'Machines' }).count()).toBe(0);
    await checkPage(page, 'home-failed');

    // Back without pressing Retry: the page tries again by itself.
    await page.unroute('**/graphql');
    await page.getByRole('region', { name: 'Machines' }).getByRole('link', { name: /Offline/ }).waitFor();
    expect(await page.getByText('Some figures could not be loaded.').count()).toBe(0);
    expect(errors.filter((error) => !error.includes('ERR_FAILED'))).toEqual([]);
  });
});
