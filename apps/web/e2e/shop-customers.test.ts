import { describe, expect, it } from 'vitest';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { choose, detail } from './actions';

describe.skipIf(!hasChromium)('shop customers and memberships', () => {
  const journey = useSignedInPage('admin');

  it('finds a customer by phone and moves them to another membership', async () => {
    const { page, errors } = journey;
    await page.goto('/shop-customer');
    await page.getByRole('heading', { name: 'Shop Customer' }).waitFor();
    await page.getByLabel('Search').fill('081200000010');
    await page.getByRole('gridcell', { name: 'Kartika Lestari', exact: true }).waitFor();
    await checkPage(page, 'shop-customer-list');
    await page.getByRole('link', { name: 'Kartika Lestari', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Shop Customer Detail' }).waitFor();
    await expect.poll(() => detail(page, 'Membership').innerText()).toContain('Gold');
    await page.getByRole('link', { name: 'Eko Lestari' }).waitFor();
    await page.getByRole('region', { name: 'Addresses' }).getByText('Home').waitFor();
    await checkPage(page, 'shop-customer-detail');

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Shop Customer' }).waitFor();
    await choose(page, page.getByLabel('Membership'), 'Platinum');
    await checkPage(page, 'shop-customer-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Shop Customer Detail' }).waitFor();
    await expect.poll(() => detail(page, 'Membership').innerText()).toContain('Platinum');

    await page.goto('/shop-membership');
    const levels = () => page.locator('[role="gridcell"][data-field="levelName"]').allInnerTexts();
    await page.getByRole('gridcell', { name: 'Platinum', exact: true }).waitFor();
    await page.getByText('Qualification duration: 12 months').waitFor();
    await checkPage(page, 'shop-membership-list');
    await page.getByRole('button', { name: 'Move Silver up' }).click();
    await expect.poll(async () => (await levels()).slice(0, 2)).toEqual(['Silver', 'Bronze']);

    await page.goto('/shop-membership-promo');
    await page.getByRole('gridcell', { name: 'kopi-kantor', exact: true }).waitFor();
    await checkPage(page, 'shop-membership-promo-list');
    expect(errors).toEqual([]);
  });
});
