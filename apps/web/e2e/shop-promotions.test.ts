import { describe, expect, it } from 'vitest';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { choose, detail, graphql, typeDay } from './actions';

const OUTLET_MENUS = 'query { shopHubMenusAll { shopHubId menuName active available discountedPrice menu { active } shopHub { name } } }';

describe.skipIf(!hasChromium)('shop promos', () => {
  const journey = useSignedInPage('admin');

  it('creates a bundle promo and sees the price check explain it', async () => {
    const { page, errors } = journey;
    await page.goto('/shop-promotion/promo');
    await page.getByRole('heading', { name: 'Shop Promo' }).waitFor();
    // Two menus an outlet sells at its plain price right now.
    const { shopHubMenusAll } = await graphql<{ shopHubMenusAll: { shopHubId: number; menuName: string; active: boolean; available: boolean; discountedPrice: number | null; menu: { active: boolean } | null; shopHub: { name: string } }[] }>(page, OUTLET_MENUS);
    const sold = shopHubMenusAll.filter((line) => line.shopHub.name === 'Jumpstart Sudirman' && line.active && line.available && line.discountedPrice == null && line.menu?.active);
    const [first, second] = [...new Set(sold.map((line) => line.menuName))];
    expect(second).toBeDefined();
    await checkPage(page, 'shop-promo-list');

    await page.getByRole('link', { name: 'Add Shop Promo' }).click();
    await page.getByRole('heading', { name: 'Add Shop Promo' }).waitFor();
    const name = `Pair bundle ${Date.now().toString(36)}`;
    await page.getByLabel(/^Name/).fill(name);
    // Days and times as the console writes them, DD-MM-YYYY and 24-hour.
    await typeDay(page, /^Start/, '01-01-2026 00:00');
    await typeDay(page, /^End/, '01-01-2099 23:30');
    await choose(page, page.getByLabel('Item Rule'), 'Bundle');
    for (const [index, menu] of [first!, second!].entries()) {
      await page.getByRole('button', { name: 'Add Item Group' }).click();
      // A multiple choice stays open until the person leaves it.
      await page.getByLabel(`Item Group ${index + 1} Menus`).click();
      await page.getByRole('option', { name: menu, exact: true }).click();
      await page.keyboard.press('Escape');
      await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
      await page.getByLabel(`Item Group ${index + 1} Discount Amount`).fill('15000');
      await choose(page, page.getByLabel(`Item Group ${index + 1} Unit`), 'Nominal');
    }
    await checkPage(page, 'shop-promo-add');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Shop Promo Detail' }).waitFor();
    await expect.poll(() => detail(page, 'Item Rule').innerText()).toContain('Bundle');
    await expect.poll(() => detail(page, 'End').innerText()).toMatch(/^0[12]-01-2099 \d\d:30$/);

    await choose(page, page.getByLabel('Outlet'), 'Jumpstart Sudirman');
    for (const menu of [first!, second!]) {
      await choose(page, page.getByRole('combobox', { name: 'Menu', exact: true }), menu);
      await page.getByRole('button', { name: 'Add Menu' }).click();
    }
    await page.getByRole('button', { name: 'Check Price' }).click();
    await page.getByRole('list', { name: 'Applied promos' }).getByText(`${name} (Shop promo): Rp 30.000`).waitFor();
    await checkPage(page, 'shop-promo-detail');
    await page.screenshot({ path: '/tmp/shop-promo-detail.png', fullPage: true });

    // The list says an item promo's discount in words.
    await page.goto(`/shop-promotion/promo?q=${encodeURIComponent(name)}`);
    await page.getByRole('gridcell', { name: 'Bundle, by item groups' }).waitFor();
    expect(errors).toEqual([]);
  });
});
