import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { checkPage, hasChromium, openPage, signedInPage, useConsole } from './harness';
import { choose, graphql } from './actions';

/*
 * What a person sees when something goes wrong, and how they get going again: the server failing or
 * out of reach, a page's code that cannot be fetched, an address that names no record, a form typed
 * wrongly. And the first page they see, in their language.
 */

const serverFailure = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
  });

/** Errors a journey caused on purpose (the failed requests themselves) are left out. */
const unexpected = (errors: string[]) => errors.filter((error) => !/status of 500|Failed to load resource/.test(error));

/** Text a person can read on the page, without the app bar and sidebar. */
const mainText = (page: Page) => page.locator('main').innerText();

describe.skipIf(!hasChromium)('recovering from errors', () => {
  const running = useConsole();

  it('keeps a signed-in user signed in while the server fails, and carries on after Retry', async () => {
    const { page, errors } = await signedInPage(running, 'admin');
    await page.route('**/graphql', serverFailure);
    await page.goto('/unit');
    await page.getByText('Your session could not be checked.').waitFor();
    await page.getByText('The server could not answer. Try again in a moment.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/unit');
    expect(await page.getByLabel('Username').count()).toBe(0);
    await checkPage(page, 'recovery-session-unknown');

    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Unit', exact: true }).waitFor();
    await page.getByRole('gridcell', { name: 'Gram', exact: true }).waitFor();
    // The sidebar with a group open is a list of lists of links.
    const group = page.getByRole('button', { name: 'Menu and Ingredient' });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await page.getByRole('link', { name: 'Unit', exact: true }).waitFor();
    await checkPage(page, 'recovery-sidebar-open');
    expect(unexpected(errors)).toEqual([]);
  });

  it('shows a list that cannot be loaded as an error with Retry, not as an empty list', async () => {
    const { page, errors } = await signedInPage(running, 'admin');
    await page.goto('/user');
    await page.getByRole('gridcell', { name: 'rina.wijaya', exact: true }).waitFor();
    await page.route('**/graphql', (route) => route.abort('failed'));
    await page.getByRole('columnheader', { name: 'Name', exact: true }).click();
    await page.getByText('The rows could not be loaded.').waitFor();
    await page.getByText('The server cannot be reached. Check the connection and try again.').waitFor();
    const text = await mainText(page);
    expect(text).not.toMatch(/No rows|\d+–\d+ of \d+|Failed to fetch/);
    expect(new URL(page.url()).pathname).toBe('/user');
    await page.getByRole('button', { name: 'Administrator' }).waitFor();
    await checkPage(page, 'recovery-list-failed');

    // Back: the list loads again by itself, without pressing Retry.
    await page.unroute('**/graphql');
    await page.getByRole('gridcell', { name: 'rina.wijaya', exact: true }).waitFor();
    expect(await page.getByText('The rows could not be loaded.').count()).toBe(0);
    expect(errors.filter((error) => !error.includes('ERR_FAILED'))).toEqual([]);
  });

  it('says once that a page could not be loaded, without its module address, and loads it on Retry or by itself', async () => {
    const { page } = await signedInPage(running, 'admin');
    const chunk = '**/assets/HubListPage-*.js';
    await page.route(chunk, (route) => route.abort());
    await page.goto('/hub');
    await page.getByText('This page could not be loaded.').waitFor();
    await page.getByText('Check the connection: it loads by itself once the server answers, or press Retry.').waitFor();
    const text = await mainText(page);
    expect(text).not.toMatch(/assets|\.js|import/);
    // What happened is said once, and no other line says it again in other words.
    expect(text.match(/could not be loaded/g)).toHaveLength(1);
    expect(text).not.toMatch(/section/i);
    await checkPage(page, 'recovery-page-load-failed');
    // Retry while it is still away shows the same, once.
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('This page could not be loaded.').waitFor();
    expect((await mainText(page)).match(/could not be loaded/g)).toHaveLength(1);

    // Back: the page comes without pressing Retry.
    await page.unroute(chunk);
    await page.getByRole('heading', { name: 'Hub', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add filter' }).waitFor();
    expect(await page.getByText('This page could not be loaded.').count()).toBe(0);
  });

  it('says a record does not exist, for an id beyond any record or none at all, with a way back', async () => {
    const { page, errors } = await signedInPage(running, 'admin');
    for (const address of ['/hub/99999999999', '/hub/2147483000', '/company/99999999999/edit']) {
      await page.goto(address);
      await page.getByText('This record does not exist. It may have been deleted, or the address is wrong.').waitFor();
      expect(await mainText(page)).not.toMatch(/Int cannot|Variable|GraphQL/);
    }
    await checkPage(page, 'recovery-record-not-found');
    await page.getByRole('link', { name: 'Go back' }).click();
    await page.waitForURL((url) => url.pathname === '/company');
    expect(errors).toEqual([]);
  });

  it('asks for a whole number beside the rules across fields, and groups money as it is typed', async () => {
    const { page, errors } = await signedInPage(running, 'admin');
    await page.goto('/hub/add');
    await page.getByRole('heading', { name: 'Add Hub' }).waitFor();
    await page.getByLabel('Target cups a month').fill('1,5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter a whole number.').waitFor();
    expect(await page.getByText('Either building or company name must be filled.').count()).toBe(2);

    const subsidy = page.getByLabel(/^Subsidy/);
    await subsidy.pressSequentially('25000');
    expect(await subsidy.inputValue()).toBe('25.000');
    await page.getByLabel('Target cups a month').fill('3.000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Enter a whole number.').count()).toBe(0);
    await checkPage(page, 'recovery-hub-form');
    expect(errors).toEqual([]);
  });

  it('reads 3.000 as three thousand and writes it back that way in the list', async () => {
    const { page, errors } = await signedInPage(running, 'admin');
    const { unitsAll } = await graphql<{ unitsAll: { name: string }[] }>(page, '{ unitsAll { name } }');
    await page.goto('/ingredient/add');
    await page.getByLabel(/^Name/).fill('Kental Manis Grouped');
    await choose(page, page.getByLabel(/^Unit/), unitsAll[0]!.name);
    await page.getByLabel('Packaging Quantity').fill('3.000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/ingredient');
    await page.goto('/ingredient?f=name.like*grouped');
    const row = page.getByRole('row', { name: /Kental Manis Grouped/ });
    await row.getByRole('gridcell', { name: '3.000', exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('offers the language on the login page, and the page’s language follows it', async () => {
    const { page, errors } = await openPage(running.browser, running.server.url);
    await page.goto('/login');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await choose(page, page.getByLabel('Language'), 'Bahasa Indonesia');
    await page.getByLabel('Nama pengguna').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('id');
    await page.reload();
    await page.getByLabel('Nama pengguna').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('id');
    await checkPage(page, 'recovery-login-indonesian');
    await choose(page, page.getByLabel('Bahasa'), 'English');
    await page.getByLabel('Username').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(errors).toEqual([]);
  });
});
