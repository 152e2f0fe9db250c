import { describe, expect, it } from 'vitest';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { graphql } from './actions';

/*
 * Who sees which shop records (a user mapped to merchants on the user's mapping page), and
 * the shop's CSV uploads: a file checked with its errors by line, corrected, then confirmed.
 */

/** A demo user no mapping limits yet. */
const USER = 'yoga.saputra';
const menuFile = (...rows: string[]) => Buffer.from(['Merchant,Menu,Description,Price,COGS,Subcategory,Display Category,Active', ...rows].join('\n') + '\n');

describe.skipIf(!hasChromium)("the shop's mappings and uploads", () => {
  const journey = useSignedInPage('admin');

  it("maps a user to two merchants and shows them on the user's mapping page", async () => {
    const { page, errors } = journey;
    for (const name of ['Journey Kopi', 'Journey Roti']) {
      await graphql(page, 'mutation ($input: ShopMerchantInput!) { createShopMerchant(input: $input) { id } }', { input: { name, active: true, isJumpstartMerchant: false } });
    }
    const { users } = await graphql<{ users: { results: { id: number }[] } }>(
      page,
      `{ users(pageInput: { page: 1, size: 1, filters: { operator: AND, options: [{ field: "username", values: ["${USER}"], type: EQUAL }] } }) { results { id } } }`,
    );
    const userId = users.results[0]!.id;

    await page.goto(`/user/${userId}/mapping`);
    await page.getByRole('heading', { name: 'User Mapping' }).waitFor();
    const merchants = page.getByRole('region', { name: 'Merchants' });
    await merchants.getByText('Not limited by merchant').waitFor();
    await checkPage(page, 'user-mapping-shop-empty');

    await page.getByRole('link', { name: 'Edit merchant mapping' }).click();
    await page.getByRole('heading', { name: 'Edit Merchant Mapping' }).waitFor();
    await checkPage(page, 'merchant-mapping-edit-empty');
    const picker = page.getByRole('combobox', { name: 'Merchants' });
    for (const name of ['Journey Kopi', 'Journey Roti']) {
      await picker.fill(name);
      await page.getByRole('option', { name, exact: true }).click();
    }
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Journey Roti' }).waitFor();
    await checkPage(page, 'merchant-mapping-edit-chosen');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`**/user/${userId}/mapping`);
    await page.getByText('Merchant mapping saved.').waitFor();
    await merchants.getByText('The user sees and changes only these 2 merchants').waitFor();
    await expect.poll(() => merchants.locator('tbody tr td:first-child').allTextContents()).toEqual(['Journey Kopi', 'Journey Roti']);

    for (const [link, heading] of [
      ['Edit outlet mapping', 'Edit Store Mapping'],
      ['Edit partner mapping', 'Edit Partner Mapping'],
      ['Edit company mapping', 'Edit Company Mapping'],
    ] as const) {
      await page.goto(`/user/${userId}/mapping`);
      // The page settles (its mapped merchants listed) before a link is followed from it.
      await merchants.getByText('Journey Roti').waitFor();
      await page.getByRole('link', { name: link }).click();
      await page.getByRole('heading', { name: heading }).waitFor();
      await checkPage(page, heading.toLowerCase().replaceAll(' ', '-'));
    }
    await page.goto(`/user/${userId}/mapping`);
    await merchants.getByText('Journey Roti').waitFor();
    await checkPage(page, 'user-mapping-shop-filled');
    expect(errors).toEqual([]);
  });

  it('checks a menu file with its errors by line, then writes the corrected file on Confirm', async () => {
    const { page, errors } = journey;
    await page.goto('/shop-menu');
    await page.getByRole('heading', { name: 'Shop Menu', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Upload Shop Menu' }).click();
    await page.getByRole('heading', { name: 'Upload Shop Menu' }).waitFor();
    await page.getByRole('cell', { name: 'Display Category', exact: true }).waitFor();
    await checkPage(page, 'upload-shop-menu');

    const file = page.getByLabel('CSV file');
    await file.setInputFiles({ name: 'menus.csv', mimeType: 'text/csv', buffer: menuFile('Journey Kopi,Es Kopi Susu,,25000,9000,,,yes', 'Journey Kopi,Americano,,-5,5000,,,maybe', 'Nobody,Latte,,20000,7000,,,yes') });
    const errorTable = page.getByRole('region', { name: 'Errors' });
    await errorTable.getByText('Write yes or no.').waitFor();
    await expect.poll(() => errorTable.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent)))).toEqual([
      ['3', 'Price', 'Must not be negative.'],
      ['3', 'Active', 'Write yes or no.'],
      ['4', 'Merchant', 'Merchant "Nobody" does not exist.'],
    ]);
    await page.getByText('3 errors', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Confirm' }).count()).toBe(0);
    await checkPage(page, 'upload-shop-menu-errors');

    await file.setInputFiles({ name: 'menus.csv', mimeType: 'text/csv', buffer: menuFile('Journey Kopi,Es Kopi Susu,,25000,9000,,,yes', 'Journey Roti,Roti Bakar Keju,,18000,6000,,,yes') });
    await page.getByText('2 to create', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'What the file will do' }).getByText('Journey Roti / Roti Bakar Keju').waitFor();
    await checkPage(page, 'upload-shop-menu-checked');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Written: 2 menus created, 0 changed.').waitFor();
    await checkPage(page, 'upload-shop-menu-written');
    const { shopMerchantsAll } = await graphql<{ shopMerchantsAll: { id: number; name: string }[] }>(page, '{ shopMerchantsAll { id name } }');
    expect(shopMerchantsAll.map((merchant) => merchant.name)).toEqual(expect.arrayContaining(['Journey Kopi', 'Journey Roti']));

    await page.goto('/shop-store');
    await page.getByRole('heading', { name: 'Shop Store', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Upload Shop Hub Menu' }).click();
    await page.getByRole('heading', { name: 'Upload Shop Hub Menu' }).waitFor();
    await page.getByLabel('CSV file').setInputFiles({
      name: 'outlet-menus.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Outlet No,Merchant,Menu,Price,Discounted Price,Discount Start,Discount End,Active\nJKT-99,Journey Kopi,Es Kopi Susu,27000,22000,01-12-2026 08:00,31-12-2026 22:00,yes\n'),
    });
    await page.getByRole('region', { name: 'Errors' }).getByText('Outlet "JKT-99" does not exist.').waitFor();
    await checkPage(page, 'upload-shop-hub-menu-errors');
    expect(errors).toEqual([]);
  });
});
