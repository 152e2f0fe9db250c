import { describe, expect, it } from 'vitest';
import { SHOP_VOUCHER_MESSAGES } from '@back-office/domain';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { choose, detail, graphql, typeDay } from './actions';

describe.skipIf(!hasChromium)('shop vouchers', () => {
  const journey = useSignedInPage('admin');

  it('assigns a voucher code to a membership’s customers and turns one off and on', async () => {
    const { page, errors } = journey;
    await page.goto('/shop-promotion/voucher');
    await page.getByRole('heading', { name: 'Voucher' }).waitFor();
    await checkPage(page, 'voucher-list');

    await page.getByRole('link', { name: 'Payday 25%' }).first().click();
    await page.getByRole('heading', { name: 'Voucher Detail' }).waitFor();
    await checkPage(page, 'voucher-detail');

    await page.getByRole('link', { name: 'PAYDAY25' }).first().click();
    await page.getByRole('heading', { name: 'Voucher Code Detail' }).waitFor();
    await page.getByRole('link', { name: 'Assign to Customers' }).click();
    await page.getByRole('heading', { name: 'Add Assigned Voucher' }).waitFor();
    // The code named by the code's page is chosen from the codes, with its voucher's name.
    await expect.poll(() => page.getByLabel(/^Voucher Code/).inputValue()).toBe('PAYDAY25 · Payday 25%');
    const { shopMembershipsAll } = await graphql<{ shopMembershipsAll: { levelName: string }[] }>(page, 'query { shopMembershipsAll { levelName } }');
    const level = shopMembershipsAll.at(-1)!.levelName;
    await page.getByRole('button', { name: 'A membership level' }).click();
    await choose(page, page.getByLabel(/^Membership/), level);
    await page.getByText(/^[\d.]+ customers?$/).waitFor();
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.getByRole('dialog').getByText(`Give code PAYDAY25 (Payday 25%) to every ${level} customer?`, { exact: false }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Assign' }).click();
    await page.getByText(/^(Assigned PAYDAY25 to [\d.]+ customers?|Code PAYDAY25 was given to no new customer)/).waitFor();
    await checkPage(page, 'assigned-voucher-add');
    // Assigning again gives nobody a second copy, and says so.
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Assign' }).click();
    await page.getByText(/^Code PAYDAY25 was given to no new customer; [\d.]+ customers? already had it\.$/).waitFor();

    // Chosen customers, found by name.
    await page.getByRole('button', { name: 'Chosen customers' }).click();
    await page.getByLabel('Customers').fill('Kartika Lest');
    await page.getByRole('option', { name: /^Kartika Lestari · 0812/ }).first().click();
    await page.getByText('1 customer chosen').waitFor();
    await checkPage(page, 'assigned-voucher-add-customers');
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Assign' }).click();
    await page.getByText(/^(Assigned PAYDAY25 to 1 customer\.|Code PAYDAY25 was given to no new customer; 1 customer already had it\.)$/).waitFor();

    // The assigned vouchers are searched by customer and code.
    await page.getByRole('link', { name: 'All Assigned Vouchers' }).click();
    await page.getByRole('heading', { name: 'Assigned Voucher' }).waitFor();
    await page.getByLabel('Search').fill('Kartika Lestari');
    await page.getByRole('row').filter({ hasText: 'Kartika Lestari' }).filter({ hasText: 'PAYDAY25' }).first().waitFor();
    await expect.poll(async () => (await page.locator('[role="gridcell"][data-field="customer"]').allInnerTexts()).every((name) => name === 'Kartika Lestari')).toBe(true);
    await checkPage(page, 'assigned-voucher-search');
    await page.getByLabel('Search').fill('PAYDAY25');
    await expect.poll(async () => new Set(await page.locator('[role="gridcell"][data-field="code"]').allInnerTexts())).toEqual(new Set(['PAYDAY25']));

    const row = page.getByRole('row').filter({ hasText: 'PAYDAY25' }).first();
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('row').filter({ hasText: 'PAYDAY25' }).first().getByRole('button', { name: 'Activate' }).waitFor();
    await checkPage(page, 'assigned-voucher-list');
    await page.screenshot({ path: '/tmp/assigned-voucher-list.png', fullPage: true });
    await page.getByRole('row').filter({ hasText: 'PAYDAY25' }).first().getByRole('button', { name: 'Activate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
    await page.getByRole('row').filter({ hasText: 'PAYDAY25' }).first().getByRole('button', { name: 'Deactivate' }).waitFor();

    // An assigned voucher's own page, and its edit page switching it off.
    await page.getByRole('row').filter({ hasText: 'PAYDAY25' }).first().getByRole('link').first().click();
    await page.getByRole('heading', { name: 'Assigned Voucher Detail' }).waitFor();
    expect(await detail(page, 'Code').textContent()).toBe('PAYDAY25');
    expect(await detail(page, 'Active').textContent()).toBe('Yes');
    await checkPage(page, 'assigned-voucher-detail');
    await page.screenshot({ path: '/tmp/assigned-voucher-detail.png', fullPage: true });
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Assigned Voucher' }).waitFor();
    await page.getByLabel('Active').uncheck();
    await checkPage(page, 'assigned-voucher-edit');
    await page.screenshot({ path: '/tmp/assigned-voucher-edit.png', fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Assigned Voucher Detail' }).waitFor();
    await expect.poll(() => detail(page, 'Active').textContent()).toBe('No');
    expect(errors).toEqual([]);
  });

  it('adds a voucher with bulk codes and edits it, from the product promotion section too', async () => {
    const { page, errors } = journey;
    await page.goto('/shop-product-promotion/voucher');
    await page.getByRole('heading', { name: 'Product Voucher' }).waitFor();
    await page.getByRole('link', { name: 'Payday 25%' }).first().waitFor();
    await page.getByRole('link', { name: 'Add Product Voucher' }).click();
    await page.getByRole('heading', { name: 'Add Product Voucher' }).waitFor();
    await page.getByLabel(/^Title/).fill('Weekend treat');
    await page.getByLabel(/^Name/).fill('Weekend 10%');
    await typeDay(page, /^Start/, '01-12-2026 00:00');
    await typeDay(page, /^End/, '01-01-2027 00:00');
    await page.getByLabel(/^Discount Amount/).fill('10');
    await page.getByLabel('Bulk').check();
    await page.getByLabel(/^Code Prefix/).fill('wk');
    await page.getByLabel(/^Number of Voucher/).fill('25');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(SHOP_VOUCHER_MESSAGES.prefixFormat).waitFor();
    await checkPage(page, 'voucher-add');
    await page.screenshot({ path: '/tmp/voucher-add.png', fullPage: true });
    await page.getByLabel(/^Code Prefix/).fill('WEEKEND');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Product Voucher Detail' }).waitFor();
    await expect.poll(() => detail(page, 'Code Prefix').innerText()).toBe('WEEKEND');
    await page.getByRole('gridcell', { name: /^WEEKEND/ }).first().waitFor();

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Product Voucher' }).waitFor();
    await page.getByLabel('Assigned to User').check();
    await page.getByLabel(/^Usage Limit per Customer/).fill('1');
    await checkPage(page, 'voucher-edit');
    await page.screenshot({ path: '/tmp/voucher-edit.png', fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Product Voucher Detail' }).waitFor();
    await expect.poll(() => detail(page, 'Assigned to User').innerText()).toBe('Yes');
    await expect.poll(() => detail(page, 'Usage Limit per Customer').innerText()).toBe('1');

    await page.goto('/shop-product-promotion/thirdpartypromo');
    await page.getByRole('heading', { name: 'Product Third-party Promo' }).waitFor();
    await page.getByRole('link', { name: 'Add Product Third-party Promo' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('changes what gives an automatic voucher', async () => {
    const { page, errors } = journey;
    await page.goto('/shop-promotion/automatic-voucher');
    await page.getByRole('heading', { name: 'Automatic Voucher' }).waitFor();
    await checkPage(page, 'automatic-voucher-list');
    await page.getByRole('link', { name: 'Birthday Free Delivery' }).first().click();
    await page.getByRole('heading', { name: 'Automatic Voucher Detail' }).waitFor();
    await checkPage(page, 'automatic-voucher-detail');
    await page.getByRole('link', { name: 'BIRTHDAYTREAT' }).first().click();
    await page.getByRole('heading', { name: 'Voucher Code Detail' }).waitFor();
    await page.getByLabel('Trigger').click();
    await page.getByRole('option', { name: 'New customer', exact: true }).click();
    await expect.poll(async () => (await graphql<{ shopVoucherCodes: { results: { trigger: string }[] } }>(page, 'query { shopVoucherCodes(pageInput: { page: 1, size: 1, filters: { operator: AND, options: [{ field: "name", type: EQUAL, values: ["BIRTHDAYTREAT"] }] } }) { results { trigger } } }')).shopVoucherCodes.results[0]?.trigger).toBe('NEW_CUSTOMER');
    await checkPage(page, 'automatic-voucher-code-detail');
    await page.screenshot({ path: '/tmp/automatic-voucher-code.png', fullPage: true });

    await page.goto('/shop-promotion/automatic-voucher/add');
    await page.getByRole('heading', { name: 'Add Automatic Voucher' }).waitFor();
    await page.getByLabel(/^Name/).fill('Referral Rp 10.000');
    await typeDay(page, /^Start/, '01-12-2026 00:00');
    await typeDay(page, /^End/, '01-12-2027 00:00');
    await choose(page, page.getByLabel(/^Unit/), 'Nominal');
    await page.getByLabel(/^Discount Amount/).fill('10000');
    await choose(page, page.getByLabel(/^Trigger/), 'Referral code');
    await checkPage(page, 'automatic-voucher-add');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Automatic Voucher Detail' }).waitFor();
    await page.getByRole('gridcell', { name: 'Referral code' }).waitFor();
    expect(errors).toEqual([]);
  });
});
