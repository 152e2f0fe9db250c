import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { addFilter, choose, detail, graphql, typeDay } from './actions';

/** The helper text (an error, usually) of the form field labelled `label`. */
function fieldOf(page: Page, label: string | RegExp): Locator {
  return page.locator('.MuiFormControl-root', { has: page.getByLabel(label) });
}

const HUB_NAME = 'Kopi Dago Corner';

describe.skipIf(!hasChromium)('hubs', () => {
  const journey = useSignedInPage('admin');
  let hubTypeName: string;
  let hubTypeId: number;

  beforeAll(async () => {
    const { page } = journey;
    // The demo data may not hold hub types yet, and their own pages are not this journey's subject.
    const { hubTypesAll } = await graphql<{ hubTypesAll: { id: number; name: string }[] }>(page, '{ hubTypesAll { id name } }');
    const hubType =
      hubTypesAll.find((type) => type.name === 'Office') ??
      hubTypesAll[0] ??
      (await graphql<{ createHubType: { id: number; name: string } }>(page, 'mutation { createHubType(input: { name: "Office", active: true }) { id name } }'))
        .createHubType;
    ({ id: hubTypeId, name: hubTypeName } = hubType);
  });

  it('adds a revenue-sharing hub with the spec’s messages, finds it by city and rent type, and shows it', async () => {
    const { page, errors } = journey;
    await page.goto('/hub/add');
    await page.getByRole('heading', { name: 'Add Hub' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This field is required.').first().waitFor();
    await fieldOf(page, /^Address/).getByText('This field is required.').waitFor();
    await fieldOf(page, /^Hub type/).getByText('This field is required.').waitFor();
    await page.getByText('Must not be empty.').waitFor();
    await checkPage(page, 'hub-add-empty');

    await page.getByLabel('Name', { exact: true }).fill(HUB_NAME);
    await page.getByLabel('Building name').fill('Menara Dago');
    await page.getByLabel('Floor').fill('1');
    await page.getByLabel(/^Address/).fill('Jl. Ir. H. Juanda No. 100, Dago');
    await page.getByLabel('Province').fill('Jawa Barat');
    await page.getByLabel('City').fill('Bandung');
    await page.getByLabel('Postal code').fill('40135');
    await choose(page, page.getByLabel(/^Timezone/), 'WIB (Asia/Jakarta)');
    await page.getByLabel(/^Latitude/).fill('-6.8915');
    await page.getByLabel(/^Longitude/).fill('107.6107');
    await choose(page, page.getByLabel(/^Hub type/), hubTypeName);
    await choose(page, page.getByLabel(/^Ownership/), 'Jumpstart');

    // Monday's hours go to every day; then Sunday closes and Saturday gets hours of its own, first the wrong way round.
    await page.getByRole('checkbox', { name: 'Open on Monday' }).check();
    await page.getByLabel('Monday opens at').fill('7');
    await page.getByLabel('Monday closes at').fill('18:00');
    expect(await page.getByLabel('Monday opens at').inputValue()).toBe('07:00');
    await page.getByRole('button', { name: 'Copy Monday to all days' }).click();
    await page.getByRole('checkbox', { name: 'Open on Sunday' }).uncheck();
    await page.getByLabel('Saturday opens at').fill('15:00');
    await page.getByLabel('Saturday closes at').fill('09:00');
    await page.getByRole('button', { name: 'Save' }).click();
    const saturday = page.getByRole('row', { name: /^Saturday/ });
    await saturday.getByText('Open must be before close.').waitFor();
    expect(await page.getByText('Open must be before close.').count()).toBe(1);
    await page.getByLabel('Saturday opens at').fill('09:00');
    await page.getByLabel('Saturday closes at').fill('15:00');

    expect(await page.getByLabel(/^Revenue share/).count()).toBe(0);
    await choose(page, page.getByLabel(/^Rent type/), 'Revenue sharing');
    await page.getByLabel(/^Revenue share/).waitFor();
    await page.getByLabel(/^Minimum amount/).waitFor();
    expect(await page.getByLabel(/^Fixed cost/).count()).toBe(0);
    expect(await page.getByLabel(/^Payment terms/).count()).toBe(0);
    expect(await page.getByLabel(/^Fee per cup/).count()).toBe(0);
    await page.getByLabel(/^Minimum amount/).fill('1500000');
    await typeDay(page, 'Contract until', '31-12-2027');
    await page.getByLabel(/^Subsidy/).fill('2000');
    await page.getByLabel('Target cups a month').fill('3000');
    await page.getByRole('button', { name: 'Save' }).click();
    await fieldOf(page, /^Revenue share/).getByText('This field is required.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/hub/add');

    await page.getByLabel(/^Revenue share/).fill('10');
    await checkPage(page, 'hub-add-filled');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/hub\/\d+$/);
    await page.getByRole('heading', { name: 'Hub Detail' }).waitFor();
    await page.getByText('Hub saved.').waitFor();

    await page.goto('/hub');
    await page.getByRole('heading', { name: 'Hub', exact: true }).waitFor();
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await checkPage(page, 'hub-list');
    await addFilter(page, 'City', 'contains');
    await page.getByLabel('Value').last().fill('bandung');
    await addFilter(page, 'Rent Type', 'is');
    await choose(page, page.getByLabel('Value').last(), 'Revenue sharing');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('f').sort().join(' ') === 'city.like*bandung rentType.eq*REVENUE_SHARING');
    await page.getByRole('gridcell', { name: HUB_NAME, exact: true }).waitFor();
    const cities = await page.locator('.MuiDataGrid-row [data-field="city"]').allTextContents();
    expect(cities.filter((city) => !/bandung/i.test(city))).toEqual([]);
    const rentTypes = await page.locator('.MuiDataGrid-row [data-field="rentType"]').allTextContents();
    expect(new Set(rentTypes)).toEqual(new Set(['Revenue sharing']));
    await checkPage(page, 'hub-list-filtered');

    await page.getByRole('gridcell', { name: HUB_NAME, exact: true }).click();
    await page.waitForURL(/\/hub\/\d+$/);
    await page.getByRole('heading', { name: 'Hub Detail' }).waitFor();
    const week = page.getByRole('table', { name: 'Opening hours' });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      expect(await week.getByRole('row', { name: new RegExp(`^${day}`) }).textContent()).toBe(`${day}07:0018:00`);
    }
    expect(await week.getByRole('row', { name: /^Saturday/ }).textContent()).toBe('Saturday09:0015:00');
    expect(await week.getByRole('row', { name: /^Sunday/ }).textContent()).toBe('SundayClosed');
    expect(await detail(page, 'Rent type').textContent()).toBe('Revenue sharing');
    expect(await detail(page, 'Revenue share').textContent()).toBe('10%');
    expect(await detail(page, 'Minimum amount').textContent()).toBe('Rp 1.500.000');
    expect(await detail(page, 'Fixed cost').count()).toBe(0);
    expect(await detail(page, 'Contract until').textContent()).toBe('31-12-2027');
    expect(await detail(page, 'Subsidy').textContent()).toBe('Rp 2.000');
    expect(await detail(page, 'Timezone').textContent()).toBe('WIB (Asia/Jakarta)');
    const maps = page.getByRole('link', { name: 'Open in maps' });
    expect(await maps.getAttribute('href')).toContain('-6.8915,107.6107');
    expect(await maps.getAttribute('target')).toBe('_blank');
    await checkPage(page, 'hub-detail');
    expect(errors).toEqual([]);
  });

  it('needs a building or company name, and saves an edit of the name only', async () => {
    const { page, errors } = journey;
    await page.goto('/hub?f=name.like*dago');
    await page.getByRole('gridcell', { name: HUB_NAME, exact: true }).click();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Hub' }).waitFor();
    await expect.poll(() => page.getByLabel('Building name').inputValue()).toBe('Menara Dago');

    // By keyboard the week is one day's row of Tab stops; the arrows go from day to day.
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
    await page.getByRole('checkbox', { name: 'Open on Monday' }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await focusedLabel()).toBe('Open on Tuesday');
    await page.keyboard.press('Tab');
    expect(await focusedLabel()).toBe('Tuesday opens at');
    await page.keyboard.press('ArrowDown');
    expect(await focusedLabel()).toBe('Wednesday opens at');
    await page.keyboard.press('Tab');
    expect(await focusedLabel()).toBe('Wednesday closes at');
    await page.keyboard.press('Tab');
    expect(await focusedLabel()).toBe('Copy Monday to all days');
    // The whole form, from its first field to Save, takes 37 Tabs (55 when every day had its stops).
    await page.getByLabel('Name', { exact: true }).focus();
    let tabs = 0;
    while ((await focusedLabel()) !== 'Save' && tabs < 80) {
      await page.keyboard.press('Tab');
      tabs++;
    }
    expect(tabs).toBeLessThanOrEqual(37);

    await page.getByLabel('Building name').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await fieldOf(page, 'Building name').getByText('Either building or company name must be filled.').waitFor();
    await fieldOf(page, 'Company name').getByText('Either building or company name must be filled.').waitFor();
    await checkPage(page, 'hub-edit-rule');

    await page.getByLabel('Building name').fill('Menara Dago');
    // Filling one of the pair clears the message under both.
    await page.getByText('Either building or company name must be filled.').first().waitFor({ state: 'detached' });
    await page.getByLabel('Name', { exact: true }).fill(`${HUB_NAME} Lantai 1`);
    await checkPage(page, 'hub-edit');
    // Leaving with the change unsaved asks first; staying keeps it.
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Hub', exact: true }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await checkPage(page, 'hub-edit-unsaved');
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(`${HUB_NAME} Lantai 1`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/hub\/\d+$/);
    await expect.poll(() => detail(page, 'Name').textContent()).toBe(`${HUB_NAME} Lantai 1`);
    // The rest came back unchanged.
    expect(await detail(page, 'Revenue share').textContent()).toBe('10%');
    expect(await page.getByRole('table', { name: 'Opening hours' }).getByRole('row', { name: /^Saturday/ }).textContent()).toBe('Saturday09:0015:00');
    expect(await detail(page, 'Contract until').textContent()).toBe('31-12-2027');
    expect(errors).toEqual([]);
  });

  it('downloads the hub report of the filtered list', async () => {
    const { page, errors } = journey;
    // A hub the filter must leave out.
    await graphql(
      page,
      `mutation ($input: HubInput!) { createHub(input: $input) { id } }`,
      {
        input: {
          companyName: 'Toko Kopi Tunjungan',
          address: 'Jl. Tunjungan 1',
          city: 'Surabaya',
          latitude: -7.2575,
          longitude: 112.7521,
          hubTypeId,
          timezone: 'ASIA_JAKARTA',
          ownership: 'FRANCHISE',
          rentType: 'FREE',
          active: true,
          oddEvenRationing: false,
          runningSchedules: [{ day: 'MONDAY', open: '08:00', close: '17:00' }],
        },
      },
    );
    await page.goto('/hub?f=city.like*bandung');
    await page.getByRole('gridcell', { name: `${HUB_NAME} Lantai 1`, exact: true }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download report' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^hubs-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    // PostgreSQL's COPY ends lines with LF; spreadsheets read both.
    const [header, ...rows] = text.trim().split(/\r?\n/);
    expect(header!.split(',')[0]).toBe('Internal ID');
    expect(rows.some((row) => row.includes(`${HUB_NAME} Lantai 1`) && row.includes('Revenue sharing'))).toBe(true);
    expect(text).not.toContain('Toko Kopi Tunjungan');
    expect(new URL(page.url()).pathname).toBe('/hub');

    // When the report cannot be prepared the list says so and stays.
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('HubReport')) return route.fallback();
      await route.fulfill({ json: { errors: [{ message: 'The report service is busy.' }], data: { hubReport: null } } });
    });
    await page.getByRole('button', { name: 'Download report' }).click();
    await page.getByRole('alert').filter({ hasText: 'The report service is busy.' }).waitFor();
    await checkPage(page, 'hub-list-report-error');
    await page.unroute('**/graphql');
    expect(errors).toEqual([]);
  });
});
