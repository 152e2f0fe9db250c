import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkPage, hasChromium, login, openPage, signedInPage, useSignedInPage } from './harness';
import { addFilter, choose, graphql, typeDay } from './actions';

/** The texts of one column's cells on the grid's current page, top to bottom. */
function column(page: Page, field: string): Promise<string[]> {
  return page.locator(`.MuiDataGrid-row [data-field="${field}"]`).allTextContents();
}

/** The list's search params, sorted by key, for comparing addresses. */
function listParams(page: Page): string {
  const params = new URLSearchParams(new URL(page.url()).search);
  params.sort();
  return params.toString();
}

describe.skipIf(!hasChromium)('the list kit, section loading and confirmations', () => {
  const journey = useSignedInPage('admin');
  /** "N rows" for all the demo's users. */
  let allUsers: string;

  beforeAll(async () => {
    const { page } = journey;
    const { users } = await graphql<{ users: { totalRows: number } }>(page, '{ users(pageInput: { page: 1, size: 1 }) { totalRows } }');
    allUsers = `${users.totalRows} rows`;
  });

  it('pages and sorts the user list through the URL, with Back and reload', async () => {
    const { page, errors } = journey;
    await page.goto('/user');
    await page.getByText(allUsers, { exact: true }).waitFor();
    await choose(page, page.getByLabel(/Rows per page/), '10');
    await page.waitForURL((url) => url.searchParams.get('size') === '10');
    await expect.poll(() => column(page, 'username').then((cells) => cells.length)).toBe(10);
    const firstPage = await column(page, 'username');
    expect(firstPage[0]).toBe('admin');

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => column(page, 'username').then((cells) => cells[0])).not.toBe('admin');
    const secondPage = await column(page, 'username');
    expect(secondPage).toHaveLength(10);
    expect(secondPage.filter((username) => firstPage.includes(username))).toEqual([]);
    // The next page is reached by the first page's cursor, kept in the URL so reload shows the same rows.
    expect(listParams(page)).toMatch(/^after=[\w-]+&page=2&size=10$/);
    await checkPage(page, 'kit-user-page-2');

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    expect(listParams(page)).toBe('size=10');
    await expect.poll(() => column(page, 'username')).toEqual(firstPage);
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => column(page, 'username')).toEqual(secondPage);

    // A new sort starts again at page 1; the grid cycles a header through ascending and descending.
    const nameHeader = page.locator('[role="columnheader"][data-field="name"]');
    await nameHeader.click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'name.asc');
    expect(listParams(page)).toBe('size=10&sort=name.asc');
    await expect.poll(() => column(page, 'name').then((cells) => cells[0])).toBe('Administrator');
    const byName = await column(page, 'name');
    await nameHeader.click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'name.desc');
    await expect.poll(() => column(page, 'name').then((cells) => cells[0])).toBe('Yusuf Maulana');
    await checkPage(page, 'kit-user-sorted');

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'name.asc');
    await expect.poll(() => column(page, 'name')).toEqual(byName);
    // Back across a sort change returns to the page it left, and stays there.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && !url.searchParams.has('sort'));
    await expect.poll(() => column(page, 'username')).toEqual(secondPage);
    expect(listParams(page)).toMatch(/^after=[\w-]+&page=2&size=10$/);
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'name.asc');

    await page.reload();
    await expect.poll(() => column(page, 'name')).toEqual(byName);
    expect(listParams(page)).toBe('size=10&sort=name.asc');
    expect(errors).toEqual([]);
  });

  it('filters users by OR and AND conditions, clears them, and filters by role', async () => {
    const { page, errors } = journey;
    await page.goto('/user');
    await page.getByText(allUsers, { exact: true }).waitFor();
    await addFilter(page, 'Username', 'contains');
    await page.getByLabel('Value').last().fill('rina');
    await addFilter(page, 'Username', 'contains');
    await page.getByLabel('Value').last().fill('agus');
    await page.getByRole('button', { name: 'OR', exact: true }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('op') === 'or' && url.searchParams.getAll('f').length === 2);
    await expect.poll(() => column(page, 'username').then((cells) => cells.sort())).toEqual(['agus.pratama', 'rina.wijaya']);
    await page.getByText('2 rows', { exact: true }).waitFor();
    await checkPage(page, 'kit-user-filter-or');

    await page.getByRole('button', { name: 'AND', exact: true }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => !url.searchParams.has('op') && url.searchParams.getAll('f').length === 2);
    await page.getByText('No rows', { exact: true }).waitFor();
    await page.getByText('0 rows', { exact: true }).waitFor();
    expect(await column(page, 'username')).toEqual([]);

    // Removing a condition by keyboard leaves the focus on Add filter, not lost on the page.
    await page.getByRole('button', { name: 'Remove filter' }).last().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByLabel('Value').count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add filter');

    await page.getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL((url) => url.search === '');
    await page.getByText(allUsers, { exact: true }).waitFor();
    expect(await page.getByLabel('Value').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Add filter');

    // The Role field's options come from the server; its values are picked by name and sent as ids.
    await addFilter(page, 'Role', 'is any of');
    await page.getByLabel('Value').click();
    await page.getByRole('option', { name: 'Courier', exact: true }).click();
    await page.getByRole('option', { name: 'Barista', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => /^roleId\.in\*\d+\*\d+$/.test(url.searchParams.get('f') ?? ''));
    await expect
      .poll(() => column(page, 'username').then((cells) => cells.sort()))
      .toEqual(['joko.susilo', 'nanda.permata', 'putri.ayu', 'wahyu.hidayat']);
    expect(new Set(await column(page, 'role'))).toEqual(new Set(['Courier', 'Barista']));
    await checkPage(page, 'kit-user-filter-role');
    expect(errors).toEqual([]);
  });

  it('filters user activity by a date range', async () => {
    const { page, errors } = journey;
    // Days are picked and shown in the browser's zone, so "today" is asked of the browser.
    const today = await page.evaluate(() => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return { iso: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`, shown: `${pad(now.getDate())}-${pad(now.getMonth() + 1)}-${now.getFullYear()}` };
    });
    await page.goto('/user-activity');
    await page.getByRole('heading', { name: 'User Activity' }).waitFor();
    await addFilter(page, 'Date', 'between');
    // The filter row's menus and the date picker are page states of their own.
    await page.getByLabel('Field').click();
    await page.getByRole('option', { name: 'Date', exact: true }).waitFor();
    await checkPage(page, 'kit-filter-field-menu');
    await page.keyboard.press('Escape');
    await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Choose date/ }).first().click();
    const calendar = page.getByRole('dialog', { name: 'From' });
    await calendar.waitFor();
    await checkPage(page, 'kit-filter-date-picker');
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    await typeDay(page, 'From', today.shown);
    await typeDay(page, 'To', today.shown);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('f') === `time.between*${today.iso}*${today.iso}`);
    await page.getByRole('gridcell', { name: 'Signed in', exact: true }).first().waitFor();
    const times = await column(page, 'time');
    expect(times.length).toBeGreaterThan(0);
    expect(times.filter((time) => !time.startsWith(today.shown))).toEqual([]);
    await checkPage(page, 'kit-activity-today');

    await typeDay(page, 'From', '01-01-2020');
    await typeDay(page, 'To', '31-01-2020');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('f') === 'time.between*2020-01-01*2020-01-31');
    await page.getByText('No rows', { exact: true }).waitFor();
    expect(await column(page, 'time')).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('exports the role list as CSV with the visible columns and every role', async () => {
    const { page, errors } = journey;
    await page.goto('/role');
    await page.getByRole('gridcell', { name: 'Administrator', exact: true }).waitFor();
    const names = await column(page, 'name');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('roles.csv');
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(text.slice(1).split('\r\n')[0]).toBe(headers.join(','));
    expect(headers).toEqual(['ID', 'Name', 'Description', 'Users', 'Active', 'Updated']);
    for (const role of ['Administrator', 'Manager', 'Supervisor', 'Sales', 'Refiller', 'Car Refiller', 'Courier', 'Barista', 'Merchant', 'Partner']) {
      expect(names).toContain(role);
      expect(text).toMatch(new RegExp(`^\\d+,${role},`, 'm'));
    }
    expect(errors).toEqual([]);
  });

  it('shows a load error with Retry when a section cannot be fetched, and loads it by itself once it can', async () => {
    // A fresh browser context: the section's code must not be loaded yet.
    const fresh = await signedInPage(journey, 'admin');
    const chunk = '**/assets/UserActivityListPage-*.js';
    await fresh.page.route(chunk, (route) => route.abort());
    await fresh.page.goto('/user-activity');
    await fresh.page.getByText('This page could not be loaded.').waitFor();
    await checkPage(fresh.page, 'kit-section-load-error');
    // Retry while the code is still away fails again, the message shown once.
    await fresh.page.getByRole('button', { name: 'Retry' }).click();
    await fresh.page.getByText('This page could not be loaded.').waitFor();

    await fresh.page.unroute(chunk);
    await fresh.page.getByRole('gridcell', { name: 'Signed in', exact: true }).first().waitFor();
    expect(await fresh.page.getByText('This page could not be loaded.').count()).toBe(0);
    await fresh.page.context().close();
    expect(fresh.errors).toEqual([]);
  });

  it('asks before deactivating a user, who then cannot log in', async () => {
    const { page, errors } = journey;
    await page.goto('/user');
    await page.getByRole('gridcell', { name: 'joko.susilo', exact: true }).click();
    await page.waitForURL(/\/user\/\d+$/);
    const detail = page.url();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit User' }).waitFor();
    const active = page.getByLabel('Active', { exact: true });
    expect(await active.isChecked()).toBe(true);
    await active.uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate this user?' });
    await dialog.waitFor();
    await checkPage(page, 'kit-deactivate-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/user\/\d+\/edit$/);
    expect(await active.isChecked()).toBe(false);

    await page.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await page.waitForURL(detail);
    await page.getByText('User saved.').waitFor();
    await page.getByRole('heading', { name: 'User Detail' }).waitFor();
    expect(await page.locator('dt:text-is("Active") + dd').textContent()).toBe('No');

    const courier = await openPage(journey.browser, journey.server.url);
    await courier.page.goto('/login');
    await login(courier.page, 'joko.susilo');
    await courier.page.getByRole('alert').waitFor();
    expect(await courier.page.getByRole('alert').textContent()).toContain('Wrong username or password.');
    expect(new URL(courier.page.url()).pathname).toBe('/login');
    await courier.page.context().close();
    expect(courier.errors).toEqual([]);
    expect(errors).toEqual([]);
  });
});
