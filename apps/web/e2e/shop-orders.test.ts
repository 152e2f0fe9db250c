import { describe, expect, it } from 'vitest';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { addFilter, choose, detail } from './actions';

const OUTLET = 'Jumpstart Sudirman';

describe.skipIf(!hasChromium)('shop orders', () => {
  const journey = useSignedInPage('admin');

  it('filters the orders by outlet and state, reads an order with its timeline, the open ones and the outlet summary', async () => {
    const { page, errors } = journey;
    await page.goto('/shop-order');
    await page.getByRole('heading', { name: 'Shop Order' }).waitFor();
    await page.locator('.MuiDataGrid-row').first().waitFor();
    // The whole order number shows, numbered as new orders are: outlet, day, number of the day.
    const orderNo = page.locator('.MuiDataGrid-row [data-field="orderNo"]').first();
    await expect.poll(() => orderNo.innerText()).toMatch(/^JS-[A-Z]+-\d{2}-\d{8}-\d{4}$/);
    expect(await orderNo.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);
    await checkPage(page, 'shop-order-list');
    await addFilter(page, 'Outlet', 'is');
    await choose(page, page.getByLabel('Value').last(), OUTLET);
    await addFilter(page, 'State', 'is');
    await choose(page, page.getByLabel('Value').last(), 'Completed');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('f').some((condition) => condition === 'state.eq*COMPLETED'));
    await expect.poll(async () => new Set(await page.locator('.MuiDataGrid-row [data-field="hubId"]').allTextContents())).toEqual(new Set([OUTLET]));
    expect(new Set(await page.locator('.MuiDataGrid-row [data-field="state"]').allTextContents())).toEqual(new Set(['Completed']));
    await checkPage(page, 'shop-order-list-filtered');

    await page.locator('.MuiDataGrid-row [data-field="orderNo"]').first().click();
    await page.getByRole('heading', { name: 'Shop Order Detail' }).waitFor();
    await expect.poll(() => detail(page, 'Outlet').innerText()).toBe(OUTLET);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline.getByRole('cell', { name: 'Placed', exact: true }).waitFor();
    await timeline.getByRole('cell', { name: 'Finished', exact: true }).waitFor();
    // Each line's facts read as a sentence: where it was placed, the amount in rupiah, the way of paying in words.
    await timeline.getByRole('cell', { name: /^(Placed in the ordering app|Rung up at the counter) to pay Rp \d{1,3}(\.\d{3})*\.$/ }).waitFor();
    const details = await timeline.locator('tbody tr td:nth-child(4)').allTextContents();
    expect(details.filter((text) => /\b[a-z]+[A-Z]\w*|_|\{|: \d{4,}/.test(text))).toEqual([]);
    await page.getByRole('region', { name: 'Menus' }).getByRole('row').nth(1).waitFor();
    await expect.poll(() => detail(page, 'Total Paid').innerText()).toMatch(/^Rp \d/);
    await checkPage(page, 'shop-order-detail');

    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await page.getByRole('heading', { name: 'Shop Order' }).waitFor();
    await page.getByRole('link', { name: 'Not Completed', exact: true }).click();
    await page.getByRole('heading', { name: 'Shop Orders Not Completed' }).waitFor();
    await page.locator('.MuiDataGrid-row').first().waitFor();
    expect(await page.locator('.MuiDataGrid-row [data-field="state"]').allTextContents()).not.toContain('Completed');

    await page.getByRole('link', { name: 'Outlet Summary', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Outlet Summary' }).waitFor();
    await page.getByRole('region', { name: 'Outlets' }).getByRole('cell', { name: new RegExp(OUTLET) }).waitFor();
    // The last row adds the outlets up.
    const totalRow = page.getByRole('region', { name: 'Outlets' }).locator('tfoot tr');
    await expect.poll(() => totalRow.getByRole('cell').first().innerText()).toBe('Total');
    expect(await totalRow.getByRole('cell').nth(3).innerText()).toMatch(/^Rp \d/);
    await checkPage(page, 'shop-order-outlet-summary');
    expect(errors).toEqual([]);
  });

  it('edits the ordering app and delivery configuration, told what is wrong first', async () => {
    const { page, errors } = journey;
    await page.goto('/shop-pwa-configuration');
    await page.getByRole('heading', { name: 'PWA Configuration' }).waitFor();
    await expect.poll(() => detail(page, 'Pending to Live Duration').innerText()).toBe('15 minutes');
    await checkPage(page, 'shop-pwa-configuration');
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit PWA Configuration' }).waitFor();
    await page.getByLabel('Pending to Live Duration (minutes)').fill('20');
    await page.getByLabel('Pick-up End Time').fill('07:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Pick-up start time must be before the end time.').waitFor();
    await checkPage(page, 'shop-pwa-configuration-edit-refused');
    await page.getByLabel('Pick-up End Time').fill('21:30');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'PWA Configuration' }).waitFor();
    await expect.poll(() => detail(page, 'Pending to Live Duration').innerText()).toBe('20 minutes');
    await expect.poll(() => detail(page, 'Pick-up Hours').innerText()).toBe('08:00 to 21:30');

    await page.goto('/shop-delivery-configuration');
    await page.getByRole('heading', { name: 'Delivery Configuration' }).waitFor();
    await checkPage(page, 'shop-delivery-configuration');
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Delivery Configuration' }).waitFor();
    await page.getByLabel('Delivery Flat Fee (Rp)').fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must be greater than 0.').waitFor();
    await checkPage(page, 'shop-delivery-configuration-edit');
    await page.getByLabel('Delivery Flat Fee (Rp)').fill('12000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Delivery Configuration' }).waitFor();
    await expect.poll(() => detail(page, 'Delivery Flat Fee').innerText()).toBe('Rp 12.000');
    expect(errors).toEqual([]);
  });
});
