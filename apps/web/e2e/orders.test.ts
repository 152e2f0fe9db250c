import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { detail, graphql } from './actions';

describe.skipIf(!hasChromium)('vending orders', () => {
  const journey = useSignedInPage('admin');
  const orderNo = `E2E-${Date.now()}`;

  it('lists the orders the machines sent, finds one, and shows its money and its events in order', async () => {
    const { page } = journey;
    // A demo machine sells a cup through the gateway, as a machine does.
    const { orders } = await graphql<{ orders: { results: { machineId: number; machineNo: string; productId: number; productName: string }[] } }>(
      page,
      'query { orders(pageInput: { page: 1, size: 1, filters: { operator: AND, options: [{ field: "state", values: ["COMPLETED"], type: EQUAL }] } }) { results { machineId machineNo productId productName } } }',
    );
    const sold = orders.results[0]!;
    const { issueMachineGatewayKey } = await graphql<{ issueMachineGatewayKey: { gatewayKey: string } }>(page, 'mutation ($id: Int!) { issueMachineGatewayKey(machineId: $id) { gatewayKey } }', { id: sold.machineId });
    const at = (seconds: number) => new Date(Date.now() - 120_000 + seconds * 1000).toISOString();
    const response = await fetch(`${journey.server.url}/gateway/v1/events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${issueMachineGatewayKey.gatewayKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        events: [
          { id: `${orderNo}-3`, type: 'order.product_done', at: at(70), payload: { orderNo } },
          { id: `${orderNo}-1`, type: 'order.created', at: at(0), payload: { orderNo, productId: sold.productId, price: 23_000, originalPrice: 25_000, corporateDiscount: 2_000 } },
          { id: `${orderNo}-2`, type: 'order.paid', at: at(10), payload: { orderNo, paymentMethod: 'SHOPEE_PAY', paymentReferenceId: 'SP-777', paymentProvider: 'shopeepay' } },
        ],
      }),
    });
    expect(response.status).toBe(200);

    await page.goto('/order');
    await page.getByRole('heading', { name: 'Order', exact: true }).waitFor();
    await page.getByRole('gridcell', { name: orderNo, exact: true }).waitFor();
    await checkPage(page, 'order-list');

    await page.getByLabel('Search').fill(orderNo);
    await page.getByText('1 row', { exact: true }).waitFor();
    const row = page.locator('.MuiDataGrid-row', { hasText: orderNo });
    expect(await page.locator('.MuiDataGrid-row').count()).toBe(1);
    expect(await row.textContent()).toContain('Rp 23.000');
    // The one download holds what the list shows: the same order, the same columns, money included.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('order.csv');
    const [header, ...lines] = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(header!.split(',').slice(0, 5)).toEqual(['Order No', 'Created', 'State', 'Price', 'GMV']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${orderNo},\\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2},Completed,23000,25000,`));
    expect(await page.getByRole('button', { name: 'Download report' }).count()).toBe(0);
    // The row is a link to the order: it opens in a new tab or copies like any link.
    const link = row.getByRole('link', { name: orderNo, exact: true });
    expect(await link.getAttribute('href')).toMatch(/^\/order\/\d+$/);
    await row.click();

    await page.getByRole('heading', { name: 'Order Detail' }).waitFor();
    expect(await detail(page, 'State').textContent()).toBe('Completed');
    expect(await detail(page, 'Product').textContent()).toBe(sold.productName);
    expect(await detail(page, 'Machine').textContent()).toContain(sold.machineNo);
    expect(await detail(page, 'Payment Method').textContent()).toBe('ShopeePay');
    expect(await detail(page, 'Price').textContent()).toBe('Rp 23.000');
    expect(await detail(page, 'Corporate Discount').textContent()).toBe('Rp 2.000');
    expect(await detail(page, 'Duration').textContent()).toBe('70 s');
    expect(await detail(page, 'Created').textContent()).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    const events = page.getByRole('region', { name: 'Order Log' });
    await expect.poll(async () => (await events.getByRole('row').allTextContents()).length).toBe(4);
    const kinds = await events.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(kinds).toEqual(['Order placed', 'Paid', 'Drink made']);
    // The provider in words; what the machine sent behind "details".
    expect(await events.locator('tbody tr td:nth-child(3)').allTextContents()).toEqual(['—', 'ShopeePay', '—']);
    await events.getByRole('button', { name: 'details' }).nth(1).click();
    await page.getByRole('dialog', { name: 'Details as received' }).getByText('"paymentReferenceId": "SP-777"').waitFor();
    await checkPage(page, 'order-log-details');
    await page.getByRole('dialog', { name: 'Details as received' }).getByRole('button', { name: 'Close' }).click();
    await checkPage(page, 'order-detail');

    // The machine's short address leads to its page.
    await page.goto(`/machine/${sold.machineId}`);
    await page.waitForURL((url) => url.pathname === `/machine/machine/${sold.machineId}`);
    await page.getByRole('heading', { name: 'Machine Detail' }).waitFor();
  });

  it('keeps the columns a person chose for the order list', async () => {
    const { page, errors } = journey;
    await page.goto('/order');
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await page.getByRole('columnheader', { name: 'Hub', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Columns', exact: true }).click();
    await page.locator('.MuiDataGrid-panel').getByLabel('Hub', { exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('columnheader', { name: 'Hub', exact: true }).waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await page.getByRole('columnheader', { name: 'Price', exact: true }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Hub', exact: true }).count()).toBe(0);
    await checkPage(page, 'order-list-chosen-columns');
    expect(errors).toEqual([]);
  });

  it('shows concised orders without money, and the order log', async () => {
    const { page } = journey;
    await page.goto('/order-concised');
    await page.getByRole('heading', { name: 'Concised Order', exact: true }).waitFor();
    await page.getByLabel('Search').fill(orderNo);
    await page.getByText('1 row', { exact: true }).waitFor();
    const row = page.locator('.MuiDataGrid-row', { hasText: orderNo });
    expect(await page.getByRole('columnheader', { name: 'Price' }).count()).toBe(0);
    await checkPage(page, 'order-concised-list');
    await row.click();
    await page.getByRole('heading', { name: 'Concised Order Detail' }).waitFor();
    expect(await detail(page, 'State').textContent()).toBe('Completed');
    expect(await page.locator('dt:text-is("Price")').count()).toBe(0);
    await checkPage(page, 'order-concised-detail');

    await page.goto('/order-log');
    await page.getByRole('heading', { name: 'Order Log', exact: true }).waitFor();
    await page.getByLabel('Search').fill(orderNo);
    await page.getByText('3 rows', { exact: true }).waitFor();
    expect(await page.locator('.MuiDataGrid-row', { hasText: orderNo }).count()).toBe(3);
    await checkPage(page, 'order-log');
  });

  it('summarises the cups per hub and machine, with their revenue and the cups of each product', async () => {
    const { page } = journey;
    await page.goto('/order-summary');
    await page.getByRole('heading', { name: 'Order Summary', exact: true }).waitFor();
    await page.getByRole('gridcell', { name: /^HUB-\d{4}/ }).first().waitFor();
    const first = page.locator('.MuiDataGrid-row').first();
    expect(await first.textContent()).toMatch(/HUB-\d{4}.*Rp [\d.]+/);
    await checkPage(page, 'order-summary');
    await page.getByRole('columnheader', { name: 'Total Cup' }).click();
    await page.locator('[role="columnheader"][aria-sort="ascending"]', { hasText: 'Total Cup' }).waitFor();
    await page.waitForURL((url) => url.searchParams.get('sort') !== null);
    await checkPage(page, 'order-summary-sorted');
  });
});
