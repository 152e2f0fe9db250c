import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { choose, graphql } from './actions';

/** The journeys pick the demo unit 'Gram'; a database without it gets it first. */
async function ensureUnit(page: Page, name: string) {
  const { unitsAll } = await graphql<{ unitsAll: { name: string }[] }>(page, '{ unitsAll { name } }');
  if (!unitsAll.some((unit) => unit.name === name)) {
    await graphql(page, 'mutation ($input: UnitInput!) { createUnit(input: $input) { id } }', { input: { name, active: true } });
  }
}

/** Applies one "contains" filter on the list's first filter field, Name. */
async function filterByName(page: Page, text: string) {
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByLabel('Value').last().fill(text);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/f=/);
}

describe.skipIf(!hasChromium)('master data and companies', () => {
  const journey = useSignedInPage('admin');

  it('adds an ingredient with the spec’s messages, finds it by name and edits it', async () => {
    const { page, errors } = journey;
    await ensureUnit(page, 'Gram');
    await page.goto('/ingredient/add');
    await page.getByRole('heading', { name: 'Add Ingredient' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('This field is required.').count()).toBe(2);
    await checkPage(page, 'ingredient-add-errors');

    await page.getByLabel(/^Name/).fill('Aren Syrup Concentrate');
    await choose(page, page.getByLabel(/^Unit/), 'Gram');
    await page.getByLabel('Packaging Quantity').fill('750');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/ingredient');
    await page.getByText('Ingredient saved.').waitFor();

    // LIKE ignores case: the lower-case part of the name finds it.
    await filterByName(page, 'syrup conc');
    await page.getByRole('gridcell', { name: 'Aren Syrup Concentrate' }).waitFor();
    await page.getByText('1 row', { exact: true }).waitFor();
    await page.getByRole('gridcell', { name: 'Gram', exact: true }).waitFor();
    await checkPage(page, 'ingredient-list');

    await page.getByRole('gridcell', { name: 'Aren Syrup Concentrate' }).click();
    await page.waitForURL(/\/ingredient\/\d+\/edit$/);
    await page.getByRole('heading', { name: 'Edit Ingredient' }).waitFor();
    await expect.poll(() => page.getByLabel('Packaging Quantity').inputValue()).toBe('750');
    await page.getByLabel('Remark').fill('Thick palm sugar syrup');
    await page.getByLabel('Packaging Quantity').fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must be greater than 0.').waitFor();
    await page.getByLabel('Packaging Quantity').fill('1000');
    await checkPage(page, 'ingredient-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/ingredient');
    await page.getByRole('gridcell', { name: 'Thick palm sugar syrup' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('adds a unit and hub types on the shared named-record pages, refusing duplicate names', async () => {
    const { page, errors } = journey;
    await page.goto('/unit/add');
    await page.getByRole('heading', { name: 'Add Unit' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This field is required.').waitFor();
    await page.getByLabel(/^Name/).fill('Sachet');
    await page.getByLabel('Description').fill('Single-serve packs of powder.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/unit');
    await page.getByRole('gridcell', { name: 'Sachet', exact: true }).waitFor();
    await checkPage(page, 'unit-list');

    await page.getByRole('link', { name: 'Add Unit' }).click();
    await page.getByLabel(/^Name/).fill('Sachet');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A unit with this name already exists.').waitFor();
    await checkPage(page, 'unit-add-duplicate');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Leave' }).click();

    await page.getByRole('gridcell', { name: 'Sachet', exact: true }).click();
    await page.waitForURL(/\/unit\/\d+\/edit$/);
    await page.getByRole('heading', { name: 'Edit Unit' }).waitFor();
    await expect.poll(() => page.getByLabel('Description').inputValue()).toBe('Single-serve packs of powder.');
    await page.getByLabel('Active').uncheck();
    await checkPage(page, 'unit-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/unit');
    await page.getByRole('row', { name: /Sachet/ }).getByText('Inactive').waitFor();

    for (const name of ['Ferry Terminal', 'Airport']) {
      await page.goto('/hub-type/add');
      await page.getByRole('heading', { name: 'Add Hub Type' }).waitFor();
      await page.getByLabel(/^Name/).fill(name);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL((url) => url.pathname === '/hub-type');
    }
    await page.getByRole('gridcell', { name: 'Airport', exact: true }).click();
    await page.waitForURL(/\/hub-type\/\d+$/);
    await page.getByRole('heading', { name: 'Hub Type Detail' }).waitFor();
    await page.getByText('Airport', { exact: true }).waitFor();
    await checkPage(page, 'hub-type-detail');
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Hub Type' }).waitFor();
    await page.getByLabel(/^Name/).fill('Ferry Terminal');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A hub type with this name already exists.').waitFor();
    await page.getByLabel(/^Name/).fill('Airport Lounge');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/hub-type\/\d+$/);
    await page.getByText('Airport Lounge').waitFor();
    expect(errors).toEqual([]);
  });

  it('shows the fields a spare part and a packaging add to a named record', async () => {
    const { page, errors } = journey;
    await page.goto('/spare-part/add');
    await page.getByLabel(/^Name/).fill('Steam Wand Tip');
    await page.getByLabel('Part Number').fill('SWT-0815');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/spare-part');
    await page.getByRole('gridcell', { name: 'SWT-0815' }).waitFor();
    await checkPage(page, 'spare-part-list');

    await page.goto('/packaging/add');
    await page.getByLabel(/^Name/).fill('Lid 12oz');
    await page.getByLabel('Quantity').fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must be greater than 0.').waitFor();
    await checkPage(page, 'packaging-add-errors');
    await page.getByLabel('Quantity').fill('100');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/packaging');
    await page.getByRole('gridcell', { name: 'Lid 12oz', exact: true }).click();
    await page.waitForURL(/\/packaging\/\d+$/);
    await page.getByRole('heading', { name: 'Packaging Detail' }).waitFor();
    await page.getByText('100', { exact: true }).waitFor();
    await checkPage(page, 'packaging-detail');

    for (const path of ['/cluster', '/hub-entity', '/packaging']) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Export CSV' }).waitFor();
      await checkPage(page, `${path.slice(1)}-list`);
    }
    expect(errors).toEqual([]);
  });

  it('adds a company, a department for it, then two employees, and shows them on its detail page', async () => {
    const { page, errors } = journey;
    await page.goto('/company/add');
    await page.getByRole('heading', { name: 'Add Company' }).waitFor();
    await page.getByLabel(/^Name/).fill('PT Kopi Kantor');
    await page.getByLabel(/^Reward Balance/).fill('');
    await page.getByLabel('Daily Cut-off').fill('25:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This field is required.').waitFor();
    await page.getByText('Invalid time; use HH:mm.').waitFor();
    await checkPage(page, 'company-add-errors');
    await page.getByLabel(/^Reward Balance/).fill('1500000');
    await page.getByLabel('Daily Cut-off').fill('06:00');
    await choose(page, page.getByLabel('Weekly Cut-off'), 'Monday');
    await page.getByLabel('Monthly Cut-off').fill('1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/company\/\d+$/);
    await page.getByRole('heading', { name: 'Company Detail' }).waitFor();
    await page.getByText('Rp 1.500.000').waitFor();
    const companyPath = new URL(page.url()).pathname;

    await page.getByRole('link', { name: 'Add Department' }).click();
    await page.getByRole('heading', { name: 'Add Department' }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: /Company/ }).textContent()).toBe('PT Kopi Kantor');
    await page.getByLabel(/^Name/).fill('Finance');
    await checkPage(page, 'department-add');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === companyPath);
    await page.getByRole('region', { name: 'Departments' }).getByText('Finance').waitFor();

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Company' }).waitFor();
    for (let row = 0; row < 3; row++) await page.getByRole('button', { name: 'Add Employee' }).click();
    await page.getByLabel('Employee 1 Name').fill('Budi Santoso');
    await page.getByLabel('Employee 1 Employee No').fill('E-001');
    await choose(page, page.getByLabel('Employee 1 Department'), 'Finance');
    await page.getByLabel('Employee 1 Card Number').fill('04A1B2C3');
    await page.getByLabel('Employee 2 Name').fill('Sari Dewi');
    await page.getByLabel('Employee 2 Active').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This field is required.').waitFor();
    await checkPage(page, 'company-edit-errors');
    await page.getByRole('button', { name: 'Remove Employee 3' }).click();
    await checkPage(page, 'company-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === companyPath);

    const employees = page.getByRole('region', { name: 'Employees' });
    await employees.getByRole('row', { name: /Budi Santoso/ }).getByText('Finance').waitFor();
    await employees.getByRole('row', { name: /Sari Dewi/ }).getByText('No', { exact: true }).waitFor();
    await checkPage(page, 'company-detail');

    // Taking a row out deletes the employee, so saving asks first.
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Company' }).waitFor();
    await page.getByRole('button', { name: 'Remove Employee 2' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Remove 1 employee?').waitFor();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.waitForURL((url) => url.pathname === companyPath);
    await employees.getByText('Budi Santoso').waitFor();
    expect(await employees.getByText('Sari Dewi').count()).toBe(0);

    await page.goto('/company');
    await page.getByRole('gridcell', { name: 'Rp 1.500.000' }).waitFor();
    await checkPage(page, 'company-list');
    await page.goto('/department');
    await page.getByRole('gridcell', { name: 'PT Kopi Kantor' }).waitFor();
    await checkPage(page, 'department-list');
    expect(errors).toEqual([]);
  });
});
