import { describe, expect, it } from 'vitest';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { choose, graphql, openFromMenu } from './actions';

/** A week's label, "DD-MM-YYYY – DD-MM-YYYY" or one day's "DD-MM-YYYY", as its length in days and the weekday it starts on (1 is Monday). */
function weekSpan(label: string) {
  const [first, last = first] = label.split(' – ').map((day) => {
    const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(day);
    if (!match) throw new Error(`"${label}" is not a day or a range of days`);
    return Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1]));
  });
  return { days: (last! - first!) / 86_400_000 + 1, firstWeekday: new Date(first!).getUTCDay() || 7 };
}

describe.skipIf(!hasChromium)('machine analytics', () => {
  const journey = useSignedInPage('admin');

  const region = (name: string) => journey.page.getByRole('region', { name, exact: true });
  const figure = (label: string) => journey.page.locator('dl[aria-label="Totals"] > div', { has: journey.page.locator(`dt:text-is("${label}")`) }).locator('dd');

  it('charts the demo fleet’s sales for the last 30 days, with their numbers for screen readers', async () => {
    const { page } = journey;
    await openFromMenu(page, 'Analytics', 'Machine');
    await page.waitForURL((url) => url.pathname === '/analytics-machine');
    await page.getByRole('heading', { name: 'Machine Analytics', level: 1 }).waitFor();
    await region('Cups and revenue per day').waitFor();

    // The charts are drawn: an SVG with bars, a line and pie slices.
    for (const name of ['Cups and revenue per day', 'Revenue by hub', 'Revenue by product', 'Cups by payment method', 'Best machines by cups', 'Worst machines by revenue']) {
      await region(name).locator('svg').first().waitFor();
    }
    await expect.poll(() => region('Cups and revenue per day').locator('svg :is(rect, path)').count()).toBeGreaterThan(30);

    // The figures add up: the totals against the server's, and the per-day table against the totals.
    const { machineAnalytics } = await graphql<{ machineAnalytics: { startDate: string; totalCups: number; totalRevenue: number; series: unknown[] } }>(
      page,
      'query ($s: Date!, $e: Date!) { machineAnalytics(startDate: $s, endDate: $e) { startDate totalCups totalRevenue series { start } } }',
      (() => {
        const end = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
        return { s: new Date(Date.parse(`${end}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10), e: end };
      })(),
    );
    expect(machineAnalytics.totalCups).toBeGreaterThan(0);
    expect(await figure('Cups').textContent()).toBe(String(machineAnalytics.totalCups).replace(/\B(?=(\d{3})+(?!\d))/g, '.'));
    expect(await figure('Revenue').textContent()).toMatch(/^Rp \d{1,3}(\.\d{3})*$/);
    const rows = region('Cups and revenue per day').locator('table tbody tr');
    expect(await rows.count()).toBe(30);
    const cupsPerDay = (await region('Cups and revenue per day').locator('table tbody tr td:nth-child(2)').allTextContents()).map((text) => Number(text.replaceAll('.', '')));
    expect(cupsPerDay.reduce((sum, value) => sum + value, 0)).toBe(machineAnalytics.totalCups);
    expect(await rows.first().locator('th').textContent()).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    // The payment-method donut writes its cups on its slices.
    const methods = (await region('Cups by payment method').locator('table tbody tr td:nth-child(2)').allTextContents()).map((text) => Number(text.replaceAll('.', '')));
    expect(methods.reduce((sum, value) => sum + value, 0)).toBe(machineAnalytics.totalCups);
    const biggest = Math.max(...methods).toLocaleString('de-DE');
    await region('Cups by payment method').locator('svg text', { hasText: biggest }).first().waitFor();
    // The page ends with its last chart, not with blank space.
    const blankAtEnd = await page.evaluate(() => document.documentElement.scrollHeight - Math.max(...[...document.querySelectorAll('section')].map((section) => section.getBoundingClientRect().bottom + window.scrollY)));
    expect(blankAtEnd).toBeLessThan(80);
    await checkPage(page, 'analytics-30-days');
  });

  it('changes the period to 90 days, by week, and to one hub', async () => {
    const { page } = journey;
    await choose(page, page.getByRole('combobox', { name: 'Period' }), 'Last 90 days');
    await region('Cups and revenue per week').waitFor();
    await region('Cups and revenue per week').locator('svg').first().waitFor();
    // Every week runs Monday to Sunday; the period's first and last weeks may be cut short, to a single day.
    const weeks = (await region('Cups and revenue per week').locator('table tbody tr th').allTextContents()).map(weekSpan);
    expect(weeks.length).toBeGreaterThanOrEqual(13);
    expect(weeks.slice(1, -1).filter((week) => week.days !== 7 || week.firstWeekday !== 1)).toEqual([]);
    expect(weeks.at(0)!.days).toBeLessThanOrEqual(7);
    expect(weeks.at(-1)!.days).toBeLessThanOrEqual(7);
    await checkPage(page, 'analytics-90-days');

    const allCups = await figure('Cups').textContent();
    const hubs = await region('Revenue by hub').locator('table tbody tr th').allTextContents();
    expect(hubs.length).toBeGreaterThan(1);
    const [firstHub] = hubs;
    await choose(page, page.getByRole('combobox', { name: 'Hub' }), firstHub!);
    await expect.poll(async () => region('Revenue by hub').locator('table tbody tr th').allTextContents()).toEqual([firstHub]);
    expect(await figure('Cups').textContent()).not.toBe(allCups);
    await region('Best machines by cups').locator('svg').first().waitFor();
    // No machine is both among the best and the worst; with fewer machines than both lists hold, the page says so.
    for (const measure of ['cups', 'revenue']) {
      const best = await region(`Best machines by ${measure}`).locator('table tbody tr th').allTextContents();
      const worstRegion = region(`Worst machines by ${measure}`);
      const worst = await worstRegion.locator('table tbody tr th').allTextContents();
      expect(best.filter((machine) => worst.includes(machine))).toEqual([]);
      if (worst.length === 0) await worstRegion.getByText('all among the best').waitFor();
    }
    await checkPage(page, 'analytics-one-hub');

    // The period and hub are in the address: a reload, and Back after leaving, keep them.
    const address = new URL(page.url()).searchParams;
    expect(address.get('period')).toBe('90');
    expect(address.get('hub')).toMatch(/^\d+$/);
    const hubCups = await figure('Cups').textContent();
    await page.reload();
    await region('Cups and revenue per week').waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Hub' }).textContent()).toBe(firstHub!);
    await expect.poll(() => figure('Cups').textContent()).toBe(hubCups);
    await page.goto('/analytics-logistic');
    await page.getByRole('heading', { name: 'Logistic Analytics', level: 1 }).waitFor();
    await page.goBack();
    await region('Cups and revenue per week').waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Period' }).textContent()).toBe('Last 90 days');
    await expect.poll(() => figure('Cups').textContent()).toBe(hubCups);
  });

  it('shows an empty state for a period without sales', async () => {
    const { page } = journey;
    await choose(page, page.getByRole('combobox', { name: 'Hub' }), 'All hubs');
    await choose(page, page.getByRole('combobox', { name: 'Period' }), 'Custom days');
    await page.getByRole('group', { name: 'From', exact: true }).getByRole('spinbutton').first().click();
    await page.keyboard.type('01012020');
    await page.getByRole('group', { name: 'To', exact: true }).getByRole('spinbutton').first().click();
    await page.keyboard.type('31012020');
    await page.getByText('No completed cups in this period').waitFor();
    expect(await figure('Cups').textContent()).toBe('0');
    await checkPage(page, 'analytics-empty');
  });
});
