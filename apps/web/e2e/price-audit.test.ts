import { describe, expect, it } from 'vitest';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { detail, graphql } from './actions';

describe.skipIf(!hasChromium)('price audit', () => {
  const journey = useSignedInPage('admin');

  it('lists the demo machines that kept a stale price with the money at stake, and leads to the orders they charged otherwise', async () => {
    const { page } = journey;
    // The demo fleet has a few machines that charged a stale price for some days.
    const { priceAudit } = await graphql<{ priceAudit: { totalRows: number; results: { machineNo: string; differingOrders: number; moneyAtStake: number }[] } }>(
      page,
      'query { priceAudit(pageInput: { page: 1, size: 10, sorts: [{ field: "moneyAtStake", direction: DESC }] }) { totalRows results { machineNo differingOrders moneyAtStake } } }',
    );
    expect(priceAudit.totalRows).toBe(3);
    const lost = priceAudit.results[0]!;
    expect(lost.moneyAtStake).toBeGreaterThan(0);
    expect(priceAudit.results.at(-1)!.moneyAtStake).toBeLessThan(0);

    await page.goto('/price-audit');
    await page.getByRole('heading', { name: 'Price Audit', exact: true }).waitFor();
    await page.getByText('3 rows', { exact: true }).waitFor();
    expect(await page.locator('.MuiDataGrid-row').count()).toBe(3);
    const first = page.locator('.MuiDataGrid-row').first();
    const text = (await first.textContent())!;
    expect(text).toContain(lost.machineNo);
    expect(text).toMatch(/Rp [\d.]+ lost/);
    expect(await page.locator('.MuiDataGrid-row').last().textContent()).toMatch(/Rp [\d.]+ overcharged/);
    await checkPage(page, 'price-audit');

    // The row opens that machine's orders charged otherwise, on the days they were.
    await first.click();
    await page.getByRole('heading', { name: 'Order', exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/order' && url.searchParams.getAll('f').some((condition) => condition.startsWith('priceDiffers.')));
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await page.getByText(`${lost.differingOrders} rows`, { exact: true }).waitFor();
    const rows = await page.locator('.MuiDataGrid-row').allTextContents();
    expect(rows.every((row) => row.includes(lost.machineNo))).toBe(true);
    await checkPage(page, 'price-audit-orders');

    await page.locator('.MuiDataGrid-row').first().click();
    await page.getByRole('heading', { name: 'Order Detail' }).waitFor();
    const price = (await detail(page, 'Price').textContent())!;
    const expected = (await detail(page, 'Expected Price').textContent())!;
    expect(price).toMatch(/^Rp [\d.]+$/);
    expect(expected).toMatch(/^Rp [\d.]+ Charged Rp [\d.]+ too little$/);
    const rupiah = (text: string) => Number(/Rp ([\d.]+)/.exec(text)![1]!.replace(/\./g, ''));
    expect(rupiah(expected)).toBeGreaterThan(rupiah(price));
    await checkPage(page, 'price-audit-order-detail');
  });
});
