import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkPage, hasChromium, signedInPage, useSignedInPage } from './harness';
import { choose, graphql, typeDay } from './actions';

const OUTLET = 'Jumpstart Sudirman';

/** A day and time as a person types it (DD-MM-YYYY HH:mm, the browser's time), `days` from now at 08:00. */
const daysFromNow = (days: number) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()} 08:00`;
};

const menuSection = (page: Page) => page.getByRole('region', { name: 'Menu' });

describe.skipIf(!hasChromium)('the menu at an outlet', () => {
  const journey = useSignedInPage('rina.wijaya');
  let outletId: number;
  let drink: string;

  beforeAll(async () => {
    const { page } = journey;
    const { shopHubsAll } = await graphql<{ shopHubsAll: { id: number; name: string }[] }>(page, '{ shopHubsAll { id name } }');
    outletId = shopHubsAll.find((outlet) => outlet.name === OUTLET)!.id;
    const { shopMenusNotInShopHub } = await graphql<{ shopMenusNotInShopHub: { name: string }[] }>(page, 'query ($id: Int!) { shopMenusNotInShopHub(shopHubId: $id) { name } }', { id: outletId });
    drink = shopMenusNotInShopHub[0]!.name;
  });

  it('puts a drink on an outlet’s menu at a discount for two weeks, refusing a discount not below the price and a period that ends before it starts', async () => {
    const { page, errors } = journey;
    await page.goto('/shop-store');
    await page.getByRole('heading', { name: 'Shop Store' }).waitFor();
    await page.getByText(OUTLET).first().waitFor();
    await checkPage(page, 'shop-store-list');

    await page.goto(`/shop-store/${outletId}`);
    await page.getByRole('heading', { name: 'Shop Store Detail' }).waitFor();
    await menuSection(page).getByRole('row').nth(1).waitFor();
    await checkPage(page, 'shop-store-detail');

    const menu = menuSection(page);
    await choose(page, menu.getByLabel(/^Menu/), drink);
    await menu.getByLabel(/^Price/).fill('28000');
    await menu.getByLabel('Discounted price').fill('29000');
    await menu.getByRole('button', { name: 'Save' }).click();
    await menu.getByText('The discounted price must be below the price.').waitFor();
    await checkPage(page, 'shop-store-menu-add-refused');
    await menu.getByLabel('Discounted price').fill('22000');
    await menu.getByRole('button', { name: 'Save' }).click();
    const row = menu.getByRole('row', { name: new RegExp(drink) });
    await row.waitFor();
    expect(await row.textContent()).toContain('22.000');

    // The discount's period: for two weeks, first the wrong way round.
    await row.getByRole('link', { name: `Edit ${drink}` }).click();
    await page.getByRole('heading', { name: 'Edit Shop Store Menu' }).waitFor();
    await typeDay(page, 'Discount starts', daysFromNow(14));
    await typeDay(page, 'Discount ends', daysFromNow(1));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('End period must be after start period.').waitFor();
    await checkPage(page, 'shop-store-menu-edit-refused');
    await typeDay(page, 'Discount starts', daysFromNow(0));
    await typeDay(page, 'Discount ends', daysFromNow(14));
    await page.getByLabel('Discounted price').fill('21000');
    await checkPage(page, 'shop-store-menu-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/shop-store/${outletId}$`));
    await expect.poll(async () => menuSection(page).getByRole('row', { name: new RegExp(drink) }).textContent()).toContain('21.000');
    expect(await menuSection(page).getByRole('row', { name: new RegExp(drink) }).textContent()).toContain(daysFromNow(14).replace(' 08:00', ''));
    expect(errors).toEqual([]);
  });

  it('lets the barista of two outlets see only those, and mark the drink sold out with one tap', async () => {
    const barista = await signedInPage(journey, 'putri.ayu');
    const { page } = barista;
    await page.goto('/shop-store');
    await page.getByRole('heading', { name: 'Shop Store' }).waitFor();
    await page.getByText(OUTLET).first().waitFor();
    const { shopHubsAll } = await graphql<{ shopHubsAll: { name: string }[] }>(page, '{ shopHubsAll { name } }');
    expect(shopHubsAll.map((outlet) => outlet.name).sort()).toEqual(['Jumpstart Kuningan', 'Jumpstart Sudirman']);
    await checkPage(page, 'shop-store-list-barista');

    await page.goto(`/shop-store/${outletId}`);
    const row = menuSection(page).getByRole('row', { name: new RegExp(drink) });
    await row.waitFor();
    await row.getByRole('switch', { name: `${drink} available` }).click();
    await row.getByText('Sold out').waitFor();
    await checkPage(page, 'shop-store-detail-barista');
    const { shopHubMenusByShopHubId } = await graphql<{ shopHubMenusByShopHubId: { menuName: string; available: boolean }[] }>(
      page,
      'query ($id: Int!) { shopHubMenusByShopHubId(shopHubId: $id) { menuName available } }',
      { id: outletId },
    );
    expect(shopHubMenusByShopHubId.find((line) => line.menuName === drink)?.available).toBe(false);
    expect(barista.errors).toEqual([]);
    await page.context().close();
  });

  it('fills the outlet’s stock and shows the new level', async () => {
    const { page, errors } = journey;
    await page.goto(`/shop-store/${outletId}`);
    const stock = page.getByRole('region', { name: 'Stock' });
    await stock.getByRole('link', { name: /^Edit / }).first().waitFor();
    const first = stock.getByRole('row').nth(1);
    const item = (await first.getByRole('cell').first().textContent())!;
    // Each level shows with the item's unit.
    const level = (await first.getByRole('cell').nth(2).textContent())!;
    expect(level).toMatch(/^[\d.]+ \S+$/);
    const before = Number(level.split(' ')[0]!.replace(/\./g, ''));

    await stock.getByRole('link', { name: 'Fill Stock' }).click();
    await page.getByRole('heading', { name: 'Fill Stock In/Out' }).waitFor();
    await page.getByLabel(`${item} out`).fill(String(before + 1));
    await page.getByRole('button', { name: 'Save' }).click();
    // The refusal names the item and marks its field.
    await page.getByText(new RegExp(`^Insufficient stock of ${item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: the outlet holds`)).first().waitFor();
    expect(await page.getByLabel(`${item} out`).getAttribute('aria-invalid')).toBe('true');
    await checkPage(page, 'shop-store-stock-fill-refused');
    await page.getByLabel(`${item} out`).fill('1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/shop-store/${outletId}$`));
    await expect.poll(async () => page.getByRole('region', { name: 'Stock' }).getByRole('row', { name: new RegExp(item) }).first().textContent()).toContain(String(before - 1));

    await page.getByRole('region', { name: 'Stock' }).getByRole('link', { name: `Edit ${item}` }).click();
    await page.getByRole('heading', { name: 'Edit Shop Store Stock' }).waitFor();
    await checkPage(page, 'shop-store-stock-edit');
    await page.goto(`/shop-store/${outletId}/stock/add`);
    await page.getByRole('heading', { name: 'Add Shop Store Stock' }).waitFor();
    await checkPage(page, 'shop-store-stock-add');
    await page.goto('/shop-store/add');
    await page.getByRole('heading', { name: 'Add Shop Store' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must not be empty.').waitFor();
    await checkPage(page, 'shop-store-add-empty');
    await page.goto(`/shop-store/${outletId}/edit`);
    await page.getByRole('heading', { name: 'Edit Shop Store' }).waitFor();
    await page.getByLabel('Monday opens at').waitFor();
    await checkPage(page, 'shop-store-edit');
    expect(errors).toEqual([]);
  });
});
