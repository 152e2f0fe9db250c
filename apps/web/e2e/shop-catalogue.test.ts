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
    const names = () => page.locator('[role="gridcell"][data-field="name"]').allInnerTexts();
    await page.getByRole('gridcell', { name: 'Cheese Foam', exact: true }).waitFor();
    expect((await names()).slice(0, 2)).toEqual(['Boba', 'Cheese Foam']);
    await checkPage(page, 'shop-topping-list');
    await page.getByRole('button', { name: 'Move Cheese Foam up' }).click();
    await expect.poll(async () => (await names()).slice(0, 2)).toEqual(['Cheese Foam', 'Boba']);
    await page.getByRole('button', { name: 'Move Cheese Foam up' }).click();
    await page.getByText('It is already first.').waitFor();
    expect(errors).toEqual([]);
  });

  it('lists merchants, partners, categories with their subcategories and display categories in the shop group', async () => {
    const { page, errors } = journey;
    for (const [path, row, name] of [
      ['/shop-merchant', 'Jumpstart Coffee', 'shop-merchant-list'],
      ['/shop-partner', 'Bank Mitra Sejahtera', 'shop-partner-list'],
      ['/shop-menu-category', 'Non-coffee', 'shop-menu-category-list'],
      ['/shop-menu-category/subcategory', 'Kopi Susu', 'shop-menu-subcategory-list'],
      ['/shop-menu-display-category', 'Best Seller', 'shop-menu-display-category-list'],
      ['/shop-product-display-category', 'Iced Coffee', 'shop-product-display-category-list'],
      ['/shop-menu-customization', 'Ice Level', 'shop-menu-customization-list'],
      ['/shop-variant', 'Temperature', 'shop-variant-list'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('gridcell', { name: row, exact: true }).waitFor();
      await checkPage(page, name);
    }
    await page.getByRole('link', { name: 'Temperature', exact: true }).first().click();
    await page.getByText('Hot (Caffe Latte), Iced (Es Kopi Susu)').waitFor();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Shop Variant' }).waitFor();
    await checkPage(page, 'shop-variant-edit');

    await page.goto('/shop-topping/add');
    await page.getByRole('heading', { name: 'Add Shop Topping' }).waitFor();
    await checkPage(page, 'shop-topping-add');
    await page.goto('/shop-merchant/1/edit');
    await page.getByRole('heading', { name: 'Edit Shop Merchant' }).waitFor();
    await page.getByRole('switch', { name: 'Jumpstart Merchant' }).waitFor();
    await checkPage(page, 'shop-merchant-edit');

    await page.goto('/shop-menu-category/subcategory/add');
    await page.getByRole('heading', { name: 'Add Shop Menu Subcategory' }).waitFor();
    await page.getByLabel(/^Name/).fill('Cold Brew');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This field is required.').waitFor();
    await choose(page, page.getByLabel(/^Category/), 'Coffee');
    await checkPage(page, 'shop-menu-subcategory-add');
    await page.getByRole('button', { name: 'Save' }).click();
    // Back on the subcategories, the new one is listed under its category.
    await page.getByRole('gridcell', { name: 'Cold Brew', exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Subcategories', selected: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
