import { describe, expect, it } from 'vitest';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { choose, detail, graphql } from './actions';

describe.skipIf(!hasChromium)('shop customers and memberships', () => {
  const journey = useSignedInPage('admin');

  it('finds a customer by phone and moves them to another membership', async () => {
    const { page, errors } = journey;
    await page.goto('/shop-customer');
    await page.getByRole('heading', { name: 'Shop Customer' }).waitFor();
    await page.getByLabel('Search').fill('081200000010');
    await page.getByRole('gridcell', { name: 'Kartika Lestari', exact: true }).waitFor();
    const created = await page.locator('[role="gridcell"][data-field="dateCreated"]').first().innerText();
    expect(created).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    await checkPage(page, 'shop-customer-list');
    await page.getByRole('link', { name: 'Kartika Lestari', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Shop Customer Detail' }).waitFor();
    await expect.poll(() => detail(page, 'Membership').innerText()).toContain('Gold');
    await page.getByRole('link', { name: 'Eko Lestari' }).waitFor();
    await page.getByRole('region', { name: 'Addresses' }).getByText('Home').waitFor();
    // Dates read DD-MM-YYYY HH:mm.
    await expect.poll(() => detail(page, 'Date Created').innerText()).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
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

  it('shows the customer who bought most their orders, newest first, agreeing with their items, and their vouchers', async () => {
    const { page, errors } = journey;
    const { shopCustomers } = await graphql<{ shopCustomers: { results: { id: number; name: string; customerMembership: { totalItem: number } }[] } }>(
      page,
      'query { shopCustomers(pageInput: { page: 1, size: 1, sorts: [{ field: "totalItem", direction: DESC }] }) { results { id name customerMembership { totalItem } } } }',
    );
    const buyer = shopCustomers.results[0]!;
    expect(buyer.customerMembership.totalItem).toBeGreaterThan(0);
    await page.goto(`/shop-customer/${buyer.id}`);
    await page.getByRole('heading', { name: 'Shop Customer Detail' }).waitFor();
    await expect.poll(() => detail(page, 'Total Item').innerText()).toBe(String(buyer.customerMembership.totalItem));
    const orders = page.getByRole('region', { name: 'Orders' });
    await orders.getByRole('link', { name: /^JS-.+-\d{8}-\d{4}$/ }).first().waitFor();
    const times = await orders.locator('[role="gridcell"][data-field="createdTime"]').allInnerTexts();
    const instant = (text: string) => text.replace(/^(\d{2})-(\d{2})-(\d{4}) (.*)$/, '$3-$2-$1 $4');
    expect(times.map(instant)).toEqual([...times.map(instant)].sort().reverse());
    await page.getByRole('region', { name: 'Vouchers' }).waitFor();
    await checkPage(page, 'shop-customer-orders');
    await orders.getByRole('link', { name: /^JS-.+-\d{8}-\d{4}$/ }).first().click();
    await page.getByRole('heading', { name: 'Shop Order Detail' }).waitFor();
    expect(errors).toEqual([]);
  });
});
