import { describe, expect, it } from 'vitest';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { graphql } from './actions';

describe.skipIf(!hasChromium)('shop vouchers', () => {
  const journey = useSignedInPage('admin');

  it('assigns a voucher code to a membership’s customers', async () => {
    const { page, errors } = journey;
    await page.goto('/shop-promotion/voucher');
    await page.getByRole('heading', { name: 'Voucher' }).waitFor();
    await checkPage(page, 'voucher-list');

    await page.getByRole('link', { name: 'Payday 25%' }).first().click();
    await page.getByRole('heading', { name: 'Voucher Detail' }).waitFor();
    await checkPage(page, 'voucher-detail');

    await page.getByRole('link', { name: 'PAYDAY25' }).first().click();
    await page.getByRole('heading', { name: 'Voucher Code Detail' }).waitFor();
    const { shopMembershipsAll } = await graphql<{ shopMembershipsAll: { levelName: string }[] }>(page, 'query { shopMembershipsAll { levelName } }');
    const level = shopMembershipsAll.at(-1)!.levelName;
    await page.getByLabel('Membership').click();
    await page.getByRole('option', { name: level, exact: true }).click();
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Assign' }).click();
    await page.getByText(/^Assigned to \d+ more customers\.$/).waitFor();
    await checkPage(page, 'voucher-code-detail');
    await page.screenshot({ path: '/tmp/voucher-code-detail.png', fullPage: true });
    // Assigning again gives nobody a second copy.
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Assign' }).click();
    await page.getByText('Assigned to 0 more customers.').waitFor();
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
    expect(errors).toEqual([]);
  });
});
