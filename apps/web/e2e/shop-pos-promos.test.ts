import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@back-office/domain';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { choose, detail, typeDay } from './actions';

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
    expect(new URL(page.url()).pathname).toBe('/shop-pos-promotion/promo/add');
    await page.getByLabel(/^Name/).fill('Cash Friday');
    await choose(page, page.getByLabel(/^Partner/), 'GrabFood');
    await typeDay(page, /^Start/, '01-12-2026 08:00');
    await typeDay(page, /^End/, '30-11-2026 08:00');
    await page.getByLabel(/^Discount Amount/).fill('10');
    await page.getByLabel(/^Allowed Payment Methods/).click();
    await page.getByRole('option', { name: 'Cash', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(MESSAGES.endAfterStart).waitFor();
    await checkPage(page, 'shop-pos-promo-add');
    await page.screenshot({ path: '/tmp/shop-pos-promo-add.png', fullPage: true });
    await typeDay(page, /^End/, '31-01-2027 20:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Shop POS Promo Detail' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/shop-pos-promotion\/promo\/\d+$/);
    const detailUrl = new URL(page.url()).pathname;
    await expect.poll(() => detail(page, 'Start').innerText()).toMatch(/^\d\d-1[12]-2026 \d\d:00$/);
    await expect.poll(() => detail(page, 'End').innerText()).toMatch(/^(31-01|01-02)-2027 \d\d:00$/);
    await expect.poll(() => detail(page, 'Partner').innerText()).toBe('GrabFood');
    await expect.poll(() => detail(page, 'Allowed Payment Methods').innerText()).toBe('Cash');
    await checkPage(page, 'shop-pos-promo-detail');
    await page.screenshot({ path: '/tmp/shop-pos-promo-detail.png', fullPage: true });

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Shop POS Promo' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`${detailUrl}/edit`);
    await expect.poll(() => page.getByRole('group', { name: /^Start/ }).innerText()).toContain('2026');
    await page.getByLabel(/^Discount Amount/).fill('12');
    await checkPage(page, 'shop-pos-promo-edit');
    await page.screenshot({ path: '/tmp/shop-pos-promo-edit.png', fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Shop POS Promo Detail' }).waitFor();
    await expect.poll(() => detail(page, 'Discount').innerText()).toBe('12%');
    await expect.poll(() => detail(page, 'Start').innerText()).toMatch(/^\d\d-1[12]-2026 \d\d:00$/);
    // The detail page opens by its address too, as a link to it would.
    await page.goto(detailUrl);
    await expect.poll(() => detail(page, 'Name').innerText()).toBe('Cash Friday');

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
