import { describe, expect, it } from 'vitest';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { choose, detail, graphql, pngImage } from './actions';

describe.skipIf(!hasChromium)('the shop menu', () => {
  const journey = useSignedInPage('admin');
  const name = 'Es Kopi Susu Boba';

  it('builds a drink with its sizes and toppings, refusing it without a merchant and a name, and shows it on its page', async () => {
    const { page, errors } = journey;
    await page.goto('/shop-menu');
    await page.getByRole('gridcell', { name: 'Kopi Susu Gula Aren', exact: true }).waitFor();
    await checkPage(page, 'shop-menu-list');
    await page.getByRole('link', { name: 'Add Shop Menu' }).click();
    await page.getByRole('heading', { name: 'Add Shop Menu' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('This field is required.').count()).toBeGreaterThanOrEqual(2);
    await checkPage(page, 'shop-menu-add-errors');

    await choose(page, page.getByLabel(/^Merchant/), 'Jumpstart Coffee');
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel(/^Price/).fill('30000');
    await page.getByLabel(/^Cogs/).fill('9000');
    await page.locator('input[type="file"][name="imageUrl"]').setInputFiles({ name: 'boba.png', mimeType: 'image/png', buffer: pngImage(120, 120, [120, 80, 50]) });
    await page.getByRole('img', { name: 'Preview of the image' }).waitFor();
    await page.getByLabel(/^Toppings/).click();
    await page.getByRole('option', { name: 'Boba (+Rp 5.000)', exact: true }).click();
    await page.getByRole('option', { name: 'Cheese Foam (+Rp 8.000)', exact: true }).click();
    await page.keyboard.press('Escape');
    for (const [index, [unit, price, cogs]] of [
      ['Size: Regular', '0', '0'],
      ['Size: Large', '6000', '2500'],
    ].entries()) {
      await page.getByRole('button', { name: 'Add Size' }).click();
      await choose(page, page.getByLabel(`Size ${index + 1} Variant Unit`), unit!);
      await page.getByLabel(`Size ${index + 1} Extra Price`).fill(price!);
      await page.getByLabel(`Size ${index + 1} Extra Cogs`).fill(cogs!);
    }
    await checkPage(page, 'shop-menu-add');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/shop-menu\/\d+$/);
    await page.getByRole('heading', { name: 'Shop Menu Detail' }).waitFor();
    expect(await detail(page, 'Merchant').textContent()).toBe('Jumpstart Coffee');
    expect(await detail(page, 'Toppings').textContent()).toBe('Boba (+Rp 5.000), Cheese Foam (+Rp 8.000)');
    const sizes = page.getByRole('region', { name: 'Sizes' });
    await sizes.getByRole('cell', { name: 'Large', exact: true }).waitFor();
    await sizes.getByRole('cell', { name: 'Rp 6.000', exact: true }).waitFor();
    await page.getByRole('img', { name: `Picture of ${name}` }).waitFor();
    const history = page.getByRole('region', { name: 'Shop Menu History' });
    await history.getByRole('cell', { name: 'Rp 9.000', exact: true }).waitFor();
    await checkPage(page, 'shop-menu-detail');
    expect(errors).toEqual([]);
  });

  it('adds an ingredient, refuses an amount of 0 on its edit page, and records a cogs change in the history', async () => {
    const { page, errors } = journey;
    const ingredients = page.getByRole('region', { name: 'Ingredients' });
    await choose(page, ingredients.getByLabel(/^Ingredient/), 'Robusta Coffee Beans (gram)');
    await ingredients.getByLabel(/^Amount/).fill('16');
    await ingredients.getByRole('button', { name: 'Save' }).click();
    await ingredients.getByRole('cell', { name: '16 gram', exact: true }).waitFor();
    await ingredients.getByRole('link', { name: 'Edit Robusta Coffee Beans' }).click();
    await page.getByRole('heading', { name: 'Edit Shop Menu Ingredient' }).waitFor();
    await page.getByLabel(/^Amount/).fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must be greater than 0.').waitFor();
    await checkPage(page, 'shop-menu-ingredient-edit');
    await page.getByLabel(/^Amount/).fill('18');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/shop-menu\/\d+$/);
    await ingredients.getByRole('cell', { name: '18 gram', exact: true }).waitFor();

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByRole('heading', { name: 'Edit Shop Menu' }).waitFor();
    await expect.poll(() => page.getByLabel(/^Cogs/).first().inputValue()).toBe('9.000');
    await page.getByLabel(/^Cogs/).first().fill('9800');
    await checkPage(page, 'shop-menu-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/shop-menu\/\d+$/);
    const history = page.getByRole('region', { name: 'Shop Menu History' });
    await history.getByRole('cell', { name: 'Rp 9.800', exact: true }).waitFor();
    await history.getByRole('img', { name: 'Cogs over time' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('sells a vending product in the shop on a chosen machine-type display, and changes which products a display offers', async () => {
    const { page, errors } = journey;
    await page.goto('/shop-product');
    await page.getByRole('gridcell', { name: 'Americano (Machine)', exact: true }).waitFor();
    await checkPage(page, 'shop-product-list');
    await page.getByRole('link', { name: 'Add Shop Product' }).click();
    await page.getByRole('heading', { name: 'Add Shop Product' }).waitFor();
    await choose(page, page.getByLabel(/^Vending Product/), 'Cappuccino');
    await page.getByLabel(/^Name/).fill('Cappuccino to Go');
    await page.getByLabel(/^Price/).fill('19000');
    await choose(page, page.getByLabel(/^Display Category/), 'Hot Coffee');
    await page.getByLabel(/^Machine Type Displays/).click();
    await page.getByRole('option', { name: 'Jumpstart Iced Kiosk', exact: true }).click();
    await page.keyboard.press('Escape');
    await checkPage(page, 'shop-product-add');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/shop-product\/\d+$/);
    await page.getByRole('heading', { name: 'Shop Product Detail' }).waitFor();
    expect(await detail(page, 'Vending Product').textContent()).toBe('Cappuccino');
    expect(await detail(page, 'Offered On').textContent()).toBe('Jumpstart Iced Kiosk');
    expect(await detail(page, 'Price').textContent()).toBe('Rp 19.000');
    await checkPage(page, 'shop-product-detail');
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByRole('heading', { name: 'Edit Shop Product' }).waitFor();
    await expect.poll(() => page.getByLabel(/^Name/).inputValue()).toBe('Cappuccino to Go');
    await checkPage(page, 'shop-product-edit');

    await page.goto('/shop-product-machine-type-display');
    await page.getByRole('heading', { name: 'Shop Product Machine Type Display' }).waitFor();
    const offers = page.getByRole('region', { name: 'Shop products by machine type display' });
    const kiosk = offers.getByRole('row').filter({ hasText: 'Jumpstart Iced Kiosk' });
    await kiosk.getByText(/Cappuccino to Go/).waitFor();
    await checkPage(page, 'shop-product-machine-type-display');
    await page.getByRole('button', { name: 'Edit the shop products of Jumpstart Iced Kiosk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shop products on Jumpstart Iced Kiosk' });
    await dialog.getByLabel(/^Shop Products/).click();
    await page.getByRole('option', { name: 'Americano (Machine)', exact: true }).click();
    await page.keyboard.press('Escape');
    await checkPage(page, 'shop-product-machine-type-display-edit');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => kiosk.textContent()).not.toContain('Americano (Machine)');
    expect(await offers.getByRole('row').filter({ hasText: 'Jumpstart Coffee Machine' }).textContent()).toContain('Americano (Machine)');
    expect(errors).toEqual([]);
  });

  it('takes the upload templates back as downloaded, on the demo data', async () => {
    const { page, errors } = journey;
    for (const [address, heading, written] of [
      ['/shop-menu/upload', 'Upload Shop Menu', /^Written: 1 menu created, 0 changed\.$/],
      ['/shop-store/upload-menu', 'Upload Shop Hub Menu', /^Written: (1 outlet menu created, 0|0 outlet menus created, 1) changed\.$/],
    ] as const) {
      await page.goto(address);
      await page.getByRole('heading', { name: heading }).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Template' }).click()]);
      await page.getByLabel('CSV file').setInputFiles((await download.path())!);
      await page.getByText('Writes the row, or nothing if it fails.').waitFor();
      await page.getByText('1 row', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText(written).waitFor();
    }
    const { shopMenusAll } = await graphql<{ shopMenusAll: { name: string; merchant: { name: string } | null; menuSubcategory: { name: string } | null }[] }>(page, '{ shopMenusAll { name merchant { name } menuSubcategory { name } } }');
    expect(shopMenusAll.find((menu) => menu.name === 'Es Kopi Susu Gula Aren')).toEqual({ name: 'Es Kopi Susu Gula Aren', merchant: { name: 'Kopi Nusantara' }, menuSubcategory: { name: 'Kopi Susu' } });
    expect(errors).toEqual([]);
  });
});

describe.skipIf(!hasChromium)('a merchant’s shop menu', () => {
  const journey = useSignedInPage('kopi.nusantara');

  it('shows a merchant’s staff only their own menus', async () => {
    const { page, errors } = journey;
    await page.goto('/shop-menu');
    await page.getByRole('gridcell', { name: 'Kopi Tubruk', exact: true }).waitFor();
    await page.getByText('11 rows').waitFor();
    expect(await page.getByRole('gridcell', { name: 'Americano', exact: true }).count()).toBe(0);
    await checkPage(page, 'shop-menu-list-merchant');
    expect(errors).toEqual([]);
  });
});
