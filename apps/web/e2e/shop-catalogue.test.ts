import { describe, expect, it } from 'vitest';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { choose } from './actions';

describe.skipIf(!hasChromium)('shop catalogue', () => {
  const journey = useSignedInPage('admin');

  it('makes a customization with its items and a variant with its units, and moves a topping up', async () => {
    const { page, errors } = journey;
    await page.goto('/shop-menu-customization/add');
    await page.getByRole('heading', { name: 'Add Shop Menu Customization' }).waitFor();
    await page.getByLabel(/^Name/).fill('Sweetness');
    await page.getByLabel('Item 1 Name').fill('Normal');
    await page.getByRole('button', { name: 'Add Item' }).click();
    await page.getByLabel('Item 2 Name').fill('normal');
    await page.getByLabel('Item 2 Price (Rp)').fill('2000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Names must not repeat.').waitFor();
    await checkPage(page, 'shop-menu-customization-add');
    await page.getByLabel('Item 2 Name').fill('Extra Sweet');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Shop Menu Customization Detail' }).waitFor();
    await page.getByText('Normal, Extra Sweet (+Rp 2.000)').waitFor();
    await checkPage(page, 'shop-menu-customization-detail');

    await page.goto('/shop-variant/add');
    await page.getByRole('heading', { name: 'Add Shop Variant' }).waitFor();
    await page.getByLabel(/^Name/).fill('Cup');
    await page.getByLabel('Unit 1 Name').fill('Small');
    await page.getByRole('button', { name: 'Add Unit' }).click();
    await page.getByLabel('Unit 2 Name').fill('Big');
    await choose(page, page.getByLabel('Unit 2 Product'), 'Caffe Latte');
    await checkPage(page, 'shop-variant-add');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Shop Variant Detail' }).waitFor();
    await page.getByText('Small, Big (Caffe Latte)').waitFor();

    await page.goto('/shop-topping');
    const names = () => page.getByRole('row').locator('[data-field="name"]').allInnerTexts();
    await page.getByRole('gridcell', { name: 'Cheese Foam' }).waitFor();
    expect((await names()).slice(1, 3)).toEqual(['Boba', 'Cheese Foam']);
    await checkPage(page, 'shop-topping-list');
    await page.getByRole('menuitem', { name: 'Move Cheese Foam up' }).click();
    await expect.poll(async () => (await names()).slice(1, 3), { timeout: 30_000 }).toEqual(['Cheese Foam', 'Boba']);
    await page.getByRole('menuitem', { name: 'Move Cheese Foam up' }).click();
    await page.getByText('It is already first.').waitFor();
    expect(errors).toEqual([]);
  });
});
