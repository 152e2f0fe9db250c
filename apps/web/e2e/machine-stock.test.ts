import { formatNumber } from '@back-office/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { addFilter, choose, graphql } from './actions';

interface StockedMachine {
  id: number;
  vmcNo: string;
  machineStockOuts: { packaging: { name: string }; currentStock: number; infinite: boolean }[];
  productInMachines: { id: number; product: { name: string } }[];
}

const STOCKED = `query { machinesAll(queryInput: { filters: { operator: AND, options: [{ field: "hubId", values: [], type: NOT_NULL }, { field: "lowStock", values: ["false"], type: EQUAL }] }, sorts: [{ field: "vmcNo", direction: ASC }] }) {
  id vmcNo machineStockOuts { packaging { name } currentStock infinite } productInMachines { id product { name } } } }`;

/** Closes a confirmation, so that it does not fade out while a later page is checked. */
async function dismiss(page: Page, text: string) {
  const alert = page.getByRole('alert').filter({ hasText: text });
  await alert.waitFor();
  await alert.getByRole('button', { name: 'Close' }).click();
  await alert.waitFor({ state: 'detached' });
}

describe.skipIf(!hasChromium)('the stock of a machine', () => {
  const journey = useSignedInPage('admin');
  let machine: StockedMachine;

  beforeAll(async () => {
    const { page } = journey;
    const { machinesAll } = await graphql<{ machinesAll: StockedMachine[] }>(page, STOCKED);
    machine = machinesAll.find((candidate) => candidate.machineStockOuts.some((row) => !row.infinite && row.currentStock > 2))!;
  });

  const stockIn = () => journey.page.getByRole('region', { name: 'Stock In' });
  const stockOut = () => journey.page.getByRole('region', { name: 'Stock Out' });

  it('adds an ingredient to a machine, fills it and sees the new level, then takes it out again', async () => {
    const { page } = journey;
    await page.goto(`/machine/machine/${machine.id}`);
    await page.getByRole('heading', { name: 'Machine Detail' }).waitFor();
    await stockIn().getByRole('link', { name: /^Edit / }).first().waitFor();
    await page.getByRole('region', { name: 'Menu' }).getByRole('link', { name: /^Edit / }).first().waitFor();
    await checkPage(page, 'machine-detail-stock');

    await stockIn().getByRole('link', { name: 'Add Stock In' }).click();
    await page.getByRole('heading', { name: 'Add Stock In' }).waitFor();
    await choose(page, page.getByLabel(/^Ingredient/), 'Caramel Syrup (millilitre)');
    await page.getByLabel(/^Current stock/).fill('100');
    await page.getByLabel(/^Min stock/).fill('150');
    // The machine type sets no maximum for the syrup: the page must be told one.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This field is required.').waitFor();
    await checkPage(page, 'stock-in-add');
    await page.getByLabel(/^Max stock/).fill('750');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/machine/machine/${machine.id}$`));
    const syrup = stockIn().getByRole('row', { name: /Caramel Syrup/ });
    await syrup.getByText('Low').waitFor();
    expect(await syrup.textContent()).toContain('100 millilitre');

    const cups = machine.machineStockOuts.find((row) => !row.infinite && row.currentStock > 2)!;
    await stockIn().getByRole('link', { name: 'Fill Stock In' }).click();
    await page.getByRole('heading', { name: 'Fill Stock In' }).waitFor();
    // More than the machine holds is refused on the form, in the ingredient's unit.
    await page.getByLabel('New level of Caramel Syrup').fill('5000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Maximum value is 750 millilitre.').waitFor();
    await checkPage(page, 'stock-in-fill-above-maximum');
    await page.getByLabel('New level of Caramel Syrup').fill('700');
    await page.getByLabel(`${cups.packaging.name} used`).fill('2');
    await checkPage(page, 'stock-in-fill');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/machine/machine/${machine.id}$`));
    await dismiss(page, 'Stock in filled.');
    await expect.poll(async () => stockIn().getByRole('row', { name: /Caramel Syrup/ }).textContent()).toContain('700 millilitre');
    expect(await stockIn().getByRole('row', { name: /Caramel Syrup/ }).getByText('Low').count()).toBe(0);
    const cupRow = stockOut().getByRole('row', { name: new RegExp(cups.packaging.name) });
    await expect.poll(async () => cupRow.textContent()).toContain(String(cups.currentStock - 2));

    await stockIn().getByRole('link', { name: 'Edit Caramel Syrup' }).click();
    await page.getByRole('heading', { name: 'Edit Stock In' }).waitFor();
    expect(await page.getByLabel(/^Current stock/).inputValue()).toBe('700');
    await checkPage(page, 'stock-in-edit');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(new RegExp(`/machine/machine/${machine.id}$`));

    await stockIn().getByRole('button', { name: 'Remove Caramel Syrup' }).click();
    const ask = page.getByRole('dialog', { name: 'Remove Caramel Syrup' });
    await ask.waitFor();
    await checkPage(page, 'stock-in-remove-confirm');
    await ask.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Caramel Syrup removed from the stock in.').waitFor();
    await stockIn().getByRole('row', { name: /Caramel Syrup/ }).waitFor({ state: 'detached' });
  });

  it('fills the packaging, refusing to take back more than the machine holds', async () => {
    const { page } = journey;
    const cups = (
      await graphql<{ machineStockOutsByMachine: { packaging: { name: string }; currentStock: number; maxStock: number; infinite: boolean }[] }>(
        page,
        `{ machineStockOutsByMachine(machineId: ${machine.id}) { packaging { name } currentStock maxStock infinite } }`,
      )
    ).machineStockOutsByMachine.find((row) => !row.infinite && row.maxStock - row.currentStock >= 1)!;
    const room = cups.maxStock - cups.currentStock;
    const added = Math.min(40, room);
    await page.goto(`/machine/machine/${machine.id}`);
    await stockOut().getByRole('link', { name: 'Fill Stock Out' }).click();
    await page.getByRole('heading', { name: 'Fill Stock Out' }).waitFor();
    await page.getByLabel(`${cups.packaging.name} added`).fill('5');
    await page.getByLabel(`${cups.packaging.name} taken back`).fill(String(cups.currentStock + 10));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Return quantity must not be above current stock.').waitFor();
    await checkPage(page, 'stock-out-fill-refused');
    await page.getByLabel(`${cups.packaging.name} taken back`).fill('');
    // No more than fit.
    await page.getByLabel(`${cups.packaging.name} added`).fill(String(room + 1));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Maximum value is ${formatNumber(room)}.`).waitFor();
    await page.getByLabel(`${cups.packaging.name} added`).fill(String(added));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/machine/machine/${machine.id}$`));
    await dismiss(page, 'Stock out filled.');
    await expect.poll(async () => stockOut().getByRole('row', { name: new RegExp(cups.packaging.name) }).textContent()).toContain(formatNumber(cups.currentStock + added));

    await stockOut().getByRole('link', { name: 'Add Stock Out' }).click();
    await page.getByRole('heading', { name: 'Add Stock Out' }).waitFor();
    await checkPage(page, 'stock-out-add');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await stockOut().getByRole('link', { name: `Edit ${cups.packaging.name}` }).click();
    await page.getByRole('heading', { name: 'Edit Stock Out' }).waitFor();
    await checkPage(page, 'stock-out-edit');
  });

  it('changes a product’s price on the machine’s menu', async () => {
    const { page } = journey;
    const line = machine.productInMachines[0]!;
    await page.goto(`/machine/machine/${machine.id}`);
    const menu = page.getByRole('region', { name: 'Menu' });
    await menu.getByRole('link', { name: `Edit ${line.product.name}` }).click();
    await page.waitForURL(new RegExp(`/machineMenu/${line.id}/edit$`));
    await page.getByRole('heading', { name: 'Edit Machine Menu' }).waitFor();
    await page.getByLabel(/^Price/).fill('31000');
    await page.getByLabel(/^Discounted price/).fill('32000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The discounted price must be below the price.').waitFor();
    await checkPage(page, 'machine-menu-edit');
    await page.getByLabel(/^Discounted price/).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/machine/machine/${machine.id}$`));
    await menu.getByRole('row', { name: new RegExp(line.product.name) }).getByText('Rp 31.000').waitFor();
  });

  it('lists the machines low on stock', async () => {
    const { page } = journey;
    await page.goto('/machine');
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await addFilter(page, 'Low stock', 'is');
    await choose(page, page.getByLabel('Value').last(), 'Yes');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('f').join(' ') === 'lowStock.eq*true');
    const statuses = () => page.locator('.MuiDataGrid-row [data-field="status"]').allTextContents();
    await expect.poll(async () => (await statuses()).length > 0 && (await statuses()).every((status) => status.includes('Low stock'))).toBe(true);
    await checkPage(page, 'machine-list-low-stock');
  });
});
