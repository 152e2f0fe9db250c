import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@back-office/domain';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { choose, detail } from './actions';

describe.skipIf(!hasChromium)('shop POS promos', () => {
  const journey = useSignedInPage('admin');

  it('creates a POS promo for a partner, paid by cash at one outlet', async () => {
    const { page, errors } = journey;
    await page.goto('/shop-pos-promotion');
    await page.getByRole('heading', { name: 'Shop POS Promo' }).waitFor();
    await page.getByRole('gridcell', { name: 'Sentosa Staff 20%' }).waitFor();
    await checkPage(page, 'shop-pos-promo-list');

    await page.getByRole('link', { name: 'Add Shop POS Promo' }).click();
    await page.getByRole('heading', { name: 'Add Shop POS Promo' }).waitFor();
    await page.getByLabel(/^Name/).fill('Cash Friday');
    await choose(page, page.getByLabel(/^Partner/), 'GrabFood');
    await page.getByLabel(/^Start/).fill('2026-12-01T08:00');
    await page.getByLabel(/^End/).fill('2026-11-30T08:00');
    await page.getByLabel(/^Discount Amount/).fill('10');
    await page.getByLabel(/^Allowed Payment Methods/).click();
    await page.getByRole('option', { name: 'Cash', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(MESSAGES.endAfterStart).waitFor();
    await checkPage(page, 'shop-pos-promo-add');
    await page.getByLabel(/^End/).fill('2027-01-31T20:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Shop POS Promo Detail' }).waitFor();
    await expect.poll(() => detail(page, 'Partner').innerText()).toBe('GrabFood');
    await expect.poll(() => detail(page, 'Allowed Payment Methods').innerText()).toBe('Cash');
    await checkPage(page, 'shop-pos-promo-detail');

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Shop POS Promo' }).waitFor();
    await page.getByLabel(/^Discount Amount/).fill('12');
    await checkPage(page, 'shop-pos-promo-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Shop POS Promo Detail' }).waitFor();
    await expect.poll(() => detail(page, 'Discount').innerText()).toBe('12%');

    // The list's download holds the promos it shows, partner and payment methods in words.
    await page.goto('/shop-pos-promotion?q=cash%20friday');
    await page.getByRole('gridcell', { name: 'Cash Friday' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download report' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^shop-pos-promos-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(header!.split(',').slice(0, 3)).toEqual(['ID', 'Partner', 'Name']);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(',GrabFood,Cash Friday,');
    expect(rows[0]).toContain(',Cash,');
    expect(errors).toEqual([]);
  });
});
