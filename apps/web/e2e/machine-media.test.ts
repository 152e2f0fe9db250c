import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { addFilter, choose, detail, openFromMenu, pngImage, typeDay } from './actions';

/** Whether an image has loaded: a broken address has no natural width. */
const loaded = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth);

describe.skipIf(!hasChromium)('machine banners and screensavers', () => {
  const journey = useSignedInPage('rina.wijaya');

  it('uploads a banner image, previews it on a machine screen, and saves it for chosen machine types', async () => {
    const { page, errors } = journey;
    await openFromMenu(page, 'Machine/Coffee Machine', 'Machine Banners');
    await page.getByRole('gridcell', { name: 'Kopi Susu Gula Aren', exact: true }).waitFor();
    // The demo banners show their thumbnails, served from the uploads.
    await expect.poll(() => loaded(page.getByRole('img', { name: 'Thumbnail of Kopi Susu Gula Aren' }))).toBeGreaterThan(0);
    await checkPage(page, 'machine-banner-list');

    await page.getByRole('link', { name: 'Add Machine Banner' }).click();
    await page.getByRole('heading', { name: 'Add Machine Banner' }).waitFor();
    await page.getByLabel(/^Name/).fill('Cold Brew Launch');
    await typeDay(page, 'Start Date', '10-06-2026');
    await typeDay(page, 'End Date', '01-06-2026');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Upload an image.').waitFor();
    await page.getByText('The end date must not be before the start date.').waitFor();
    await checkPage(page, 'machine-banner-add-errors');

    await page.locator('input[type="file"][name="imageUrl"]').setInputFiles({ name: 'cold-brew.png', mimeType: 'image/png', buffer: pngImage(320, 180, [30, 90, 160]) });
    const screen = page.getByRole('img', { name: 'The banner “Cold Brew Launch” on a machine screen' });
    await expect.poll(() => loaded(screen)).toBeGreaterThan(0);
    await expect.poll(() => loaded(page.getByRole('img', { name: 'Preview of the image' }))).toBeGreaterThan(0);
    await typeDay(page, 'End Date', '30-06-2026');
    await choose(page, page.getByLabel(/^Plays On/), 'Chosen machine types');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Choose at least one machine type.').waitFor();
    await page.getByLabel(/^Machine Types/).click();
    await page.getByRole('option', { name: 'Jumpstart Barista One', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel(/^Priority/).fill('3');
    await checkPage(page, 'machine-banner-add');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/machine-banner\/\d+$/);
    await page.getByRole('heading', { name: 'Machine Banner Detail' }).waitFor();
    expect(await detail(page, 'Plays On').textContent()).toBe('Jumpstart Barista One');
    expect(await detail(page, 'Period').textContent()).toBe('10-06-2026 – 30-06-2026');
    expect(await detail(page, 'Priority').textContent()).toBe('3');
    await expect.poll(() => loaded(page.getByRole('img', { name: 'The banner “Cold Brew Launch” on a machine screen' }))).toBeGreaterThan(0);
    await checkPage(page, 'machine-banner-detail');

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Machine Banner' }).waitFor();
    await expect.poll(() => loaded(page.getByRole('img', { name: 'The banner “Cold Brew Launch” on a machine screen' }))).toBeGreaterThan(0);
    await page.getByLabel(/^Priority/).fill('1');
    await checkPage(page, 'machine-banner-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/machine-banner\/\d+$/);
    await expect.poll(() => detail(page, 'Priority').textContent()).toBe('1');

    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await page.getByRole('gridcell', { name: 'Cold Brew Launch', exact: true }).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: 'Cold Brew Launch', exact: true }) });
    await expect.poll(() => loaded(row.getByRole('img', { name: 'Thumbnail of Cold Brew Launch' }))).toBeGreaterThan(0);
    expect(await row.getByRole('gridcell', { name: 'Jumpstart Barista One', exact: true }).count()).toBe(1);
    await checkPage(page, 'machine-banner-list-saved');

    // The list engine filters by status on the server: only what plays today.
    await addFilter(page, 'Status', 'is');
    await choose(page, page.getByLabel('Value').last(), 'Playing');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('f').join(' ') === 'status.eq*PLAYING');
    const statuses = () => page.locator('.MuiDataGrid-row [data-field="status"]').allTextContents();
    await expect.poll(async () => (await statuses()).join(',')).toBe('Playing,Playing');
    await checkPage(page, 'machine-banner-list-playing');
    expect(errors).toEqual([]);
  });

  it('lists the screensavers on their own page, with the same preview', async () => {
    const { page, errors } = journey;
    await openFromMenu(page, 'Machine/Coffee Machine', 'Machine Screensavers');
    await page.getByRole('gridcell', { name: 'Night Mode', exact: true }).click();
    await page.getByRole('heading', { name: 'Machine Screensaver Detail' }).waitFor();
    await expect.poll(() => loaded(page.getByRole('img', { name: 'The screensaver “Night Mode” on a machine screen' }))).toBeGreaterThan(0);
    expect(await detail(page, 'Status').textContent()).toBe('Playing');
    await checkPage(page, 'machine-screensaver-detail');
    expect(errors).toEqual([]);
  });
});
