import { describe, expect, it } from 'vitest';
import { formatNumber, formatRupiah } from '@back-office/domain';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { addFilter, choose, graphql } from './actions';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

describe.skipIf(!hasChromium)('profitability report', () => {
  const journey = useSignedInPage('admin');

  it('shows each machine’s month in rupiah and percentages, filtered by a month and a hub', async () => {
    const { page } = journey;
    await page.goto('/profitability-report');
    await page.getByRole('heading', { name: 'Profitability Report', exact: true }).waitFor();
    const first = page.locator('.MuiDataGrid-row[data-rowindex="0"]');
    await first.waitFor();
    await expect.poll(() => first.textContent()).toMatch(/^[A-Z][a-z]+ \d{4}[A-Z]+-\d+HUB-\d{4}.*Rp [\d.]+/);
    await checkPage(page, 'profitability-report');

    // The demo fleet's orders of the newest month with cups (this month, or the last one early on a
    // month's first days, as the demo's orders end yesterday), as the API gives them for one hub.
    const { profitabilityReport: newest } = await graphql<{ profitabilityReport: { results: { year: number; month: number }[] } }>(
      page,
      '{ profitabilityReport(pageInput: { page: 1, size: 1, sorts: [{ field: "month", direction: DESC }] }) { results { year month } } }',
    );
    const { year, month: monthOfYear } = newest.results[0]!;
    const month = year * 100 + monthOfYear;
    const monthName = `${MONTH_NAMES[monthOfYear - 1]} ${year}`;
    const { profitabilityReport: busiest } = await graphql<{ profitabilityReport: { results: { hubId: number; hubInternalId: string }[] } }>(
      page,
      'query ($month: String!) { profitabilityReport(pageInput: { page: 1, size: 1, sorts: [{ field: "revenue", direction: DESC }], filters: { operator: AND, options: [{ field: "month", values: [$month], type: EQUAL }] } }) { results { hubId hubInternalId } } }',
      { month: String(month) },
    );
    const hub = busiest.results[0]!;
    const { profitabilityReport: expected } = await graphql<{ profitabilityReport: { totalRows: number; results: { vmcNo: string; revenue: number; grossProfit: number; netProfit: number; grossProfitPercentage: number }[] } }>(
      page,
      'query ($month: String!, $hub: String!) { profitabilityReport(pageInput: { page: 1, size: 50, filters: { operator: AND, options: [{ field: "month", values: [$month], type: EQUAL }, { field: "hubId", values: [$hub], type: EQUAL }] } }) { totalRows results { vmcNo revenue grossProfit netProfit grossProfitPercentage } } }',
      { month: String(month), hub: String(hub.hubId) },
    );

    await addFilter(page, 'Month', 'is');
    await choose(page, page.getByLabel('Value').last(), monthName);
    await addFilter(page, 'Hub', 'is');
    await page.getByLabel('Value').last().click();
    await page.getByRole('option', { name: new RegExp(`^${hub.hubInternalId} `) }).click();
    await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('f').length === 2);
    await page.getByText(expected.totalRows === 1 ? '1 row' : `${expected.totalRows} rows`, { exact: true }).waitFor();

    const rows = page.locator('.MuiDataGrid-row');
    expect(await rows.count()).toBe(expected.totalRows);
    for (const line of expected.results) {
      const text = await page.locator('.MuiDataGrid-row', { hasText: line.vmcNo }).textContent();
      expect(text).toContain(monthName);
      expect(text).toContain(hub.hubInternalId);
      expect(text).toContain(formatRupiah(line.revenue));
      expect(text).toContain(formatRupiah(line.grossProfit));
      expect(text).toContain(`${formatNumber(line.grossProfitPercentage, 1)}%`);
    }
    // The totals sum every matching row; a loss reads as one.
    const totals = page.getByRole('region', { name: 'Totals of every matching row' });
    const net = expected.results.reduce((sum, line) => sum + line.netProfit, 0);
    await totals.getByText(`${formatRupiah(net)}${Math.round(net) < 0 ? ' loss' : ''}`, { exact: true }).waitFor();
    for (const line of expected.results.filter((row) => Math.round(row.netProfit) < 0)) {
      await page.locator('.MuiDataGrid-row', { hasText: line.vmcNo }).getByText(`${formatRupiah(line.netProfit)} loss`).waitFor();
    }
    await checkPage(page, 'profitability-report-filtered');

    // The net profit of each machine comes early; what the rent took is the last column, reached by keyboard.
    for (const line of expected.results) {
      const text = await page.locator('.MuiDataGrid-row', { hasText: formatRupiah(line.grossProfit) }).textContent();
      expect(text).toContain(formatRupiah(line.netProfit));
    }
    await page.getByRole('columnheader', { name: 'Month' }).focus();
    await page.keyboard.press('End');
    await page.getByRole('columnheader', { name: 'Commission Share' }).waitFor();
    await checkPage(page, 'profitability-report-rent');
    await page.keyboard.press('Home');

    await page.getByRole('columnheader', { name: 'Cups Sold' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') !== null);
    await checkPage(page, 'profitability-report-sorted');
  });

  it('says so when a month has no completed cups', async () => {
    const { page } = journey;
    // The oldest month the filter offers: 23 months back, long before the demo orders.
    const jakarta = new Date(Date.now() + 7 * 3_600_000);
    const back = jakarta.getUTCFullYear() * 12 + jakarta.getUTCMonth() - 23;
    const name = `${MONTH_NAMES[back % 12]} ${Math.floor(back / 12)}`;
    await page.goto(`/profitability-report?f=month.eq*${Math.floor(back / 12) * 100 + (back % 12) + 1}`);
    await page.getByRole('combobox', { name: 'Value' }).filter({ hasText: name }).waitFor();
    await page.getByText('No completed cups in these months.').waitFor();
    await checkPage(page, 'profitability-report-empty');
  });
});
