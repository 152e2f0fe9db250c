import { describe, expect, it } from 'vitest';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { choose } from './actions';

describe.skipIf(!hasChromium)('the menu', () => {
  const journey = useSignedInPage('admin');
  const name = 'Es Kopi Pandan';

  it('builds a product with its recipe, refusing a brewing time that ends before it starts, an empty recipe and a repeated ingredient', async () => {
    const { page, errors } = journey;
    await page.goto('/menu');
    await page.getByRole('gridcell', { name: 'Kopi Susu Gula Aren' }).waitFor();
    await checkPage(page, 'menu-list');
    await page.getByRole('link', { name: 'Add Menu' }).click();
    await page.getByRole('heading', { name: 'Add Menu' }).waitFor();
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel(/^Cogs/).fill('8000');
    await page.getByLabel(/^Weight/).fill('320');
    await page.getByLabel(/^Min Duration/).fill('60');
    await page.getByLabel(/^Max Duration/).fill('45');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Maximum cooking duration must exceed minimum.').waitFor();
    await page.getByText('Must not be empty.').waitFor();
    await checkPage(page, 'menu-add-errors');

    await page.getByLabel(/^Max Duration/).fill('80');
    const lines = [
      ['Robusta Coffee Beans', '14'],
      ['Palm Sugar', '18'],
      ['Robusta Coffee Beans', '5'],
    ];
    for (const [index, [ingredient, amount]] of lines.entries()) {
      await page.getByRole('button', { name: 'Add Ingredient' }).click();
      await choose(page, page.getByLabel(`Ingredient ${index + 1} Ingredient`), ingredient!);
      await page.getByLabel(`Ingredient ${index + 1} Amount`).fill(amount!);
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Ingredients must not repeat.').waitFor();
    await checkPage(page, 'menu-add-recipe');
    await page.getByRole('button', { name: 'Remove Ingredient 3' }).click();
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/menu\/\d+$/);
    await page.getByRole('heading', { name: 'Menu Detail' }).waitFor();
    const recipe = page.getByRole('region', { name: 'Recipe' });
    await recipe.getByRole('cell', { name: 'Robusta Coffee Beans', exact: true }).waitFor();
    await recipe.getByRole('cell', { name: '18 gram', exact: true }).waitFor();
    const history = page.getByRole('region', { name: 'Pricing History' });
    await history.getByRole('cell', { name: 'Rp 8.000', exact: true }).waitFor();
    await checkPage(page, 'menu-detail');
    expect(errors).toEqual([]);
  });

  it('changes the cogs and shows the change, and who made it, in the Pricing History', async () => {
    const { page, errors } = journey;
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByRole('heading', { name: 'Edit Menu' }).waitFor();
    await expect.poll(() => page.getByLabel(/^Cogs/).inputValue()).toBe('8.000');
    await page.getByLabel(/^Cogs/).fill('9500');
    await checkPage(page, 'menu-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/menu\/\d+$/);
    const history = page.getByRole('region', { name: 'Pricing History' });
    await history.getByRole('cell', { name: 'Rp 9.500', exact: true }).waitFor();
    await expect.poll(() => history.getByRole('cell', { name: 'Administrator', exact: true }).count()).toBe(2);
    await history.getByRole('img', { name: 'Cogs over time' }).waitFor();
    await checkPage(page, 'menu-pricing-history');
    expect(errors).toEqual([]);
  });

  it('changes, adds and removes recipe lines on the product page', async () => {
    const { page, errors } = journey;
    const recipe = page.getByRole('region', { name: 'Recipe' });
    await recipe.getByRole('link', { name: 'Edit Palm Sugar' }).click();
    await page.getByRole('heading', { name: 'Edit Recipe Ingredient' }).waitFor();
    await page.getByLabel(/^Amount/).fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must be greater than 0.').waitFor();
    await page.getByLabel(/^Amount/).fill('20');
    await checkPage(page, 'menu-recipe-line-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/menu\/\d+$/);
    await recipe.getByRole('cell', { name: '20 gram', exact: true }).waitFor();

    await choose(page, page.getByLabel(/^Ingredient/), 'Milk Powder (gram)');
    await page.getByLabel(/^Amount/).fill('22');
    await page.getByRole('button', { name: 'Save' }).click();
    await recipe.getByRole('cell', { name: 'Milk Powder', exact: true }).waitFor();
    await recipe.getByRole('cell', { name: '22 gram', exact: true }).waitFor();

    await recipe.getByRole('button', { name: 'Remove Milk Powder' }).click();
    await page.getByRole('dialog', { name: 'Remove ingredient' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Milk Powder removed from the recipe.').waitFor();
    await expect.poll(() => recipe.getByRole('cell', { name: 'Milk Powder', exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe.skipIf(!hasChromium)('menu sets', () => {
  const journey = useSignedInPage('rina.wijaya');

  it('adds a menu to a set, offering only those not in it, and removes it again', async () => {
    const { page, errors } = journey;
    await page.goto('/menu-set');
    await page.getByRole('gridcell', { name: 'Office Classics' }).click();
    await page.waitForURL(/\/menu-set\/\d+$/);
    await page.getByRole('heading', { name: 'Menu Set Detail' }).waitFor();
    const menus = page.getByRole('region', { name: 'Menus' });
    await menus.getByRole('link', { name: 'Americano' }).waitFor();
    await checkPage(page, 'menu-set-detail');

    await page.getByRole('combobox', { name: /^Menu/ }).click();
    const offered = await page.getByRole('option').allTextContents();
    expect(offered).toContain('Matcha Latte');
    expect(offered).not.toContain('Americano');
    await page.getByRole('option', { name: 'Matcha Latte', exact: true }).click();
    await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Menu added to the set.').waitFor();
    await menus.getByRole('link', { name: 'Matcha Latte' }).waitFor();
    await checkPage(page, 'menu-set-added');

    await menus.getByRole('button', { name: 'Remove Matcha Latte' }).click();
    await page.getByRole('dialog', { name: 'Remove menu' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Matcha Latte removed from the set.').waitFor();
    await expect.poll(() => menus.getByRole('link', { name: 'Matcha Latte' }).count()).toBe(0);
    await page.getByRole('combobox', { name: /^Menu/ }).click();
    await page.getByRole('option', { name: 'Matcha Latte', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });
});
