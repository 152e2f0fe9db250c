import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { graphql } from './actions';

const CREATE_UNIT = 'mutation ($input: UnitInput!) { createUnit(input: $input) { id } }';

/** The names a select offers, read from its open list box, which is then closed. */
async function offered(page: Page, label: RegExp): Promise<string[]> {
  await page.getByLabel(label).click();
  const names = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
  return names;
}

describe.skipIf(!hasChromium)('references to master records', () => {
  const journey = useSignedInPage('admin');

  it('asks before deactivating a unit that an ingredient uses, then offers it no more for new ingredients', async () => {
    const { page } = journey;
    const suffix = Date.now().toString(36);
    const used = `Sachet ${suffix}`;
    const retired = `Tin ${suffix}`;
    const { createUnit } = await graphql<{ createUnit: { id: number } }>(page, CREATE_UNIT, { input: { name: used, active: true } });
    await graphql(page, CREATE_UNIT, { input: { name: retired, active: false } });
    const { createIngredient } = await graphql<{ createIngredient: { id: number } }>(
      page,
      'mutation ($input: IngredientInput!) { createIngredient(input: $input) { id } }',
      { input: { name: `Cocoa ${suffix}`, unitId: createUnit.id, active: true } },
    );

    await page.goto(`/unit/${createUnit.id}/edit`);
    await page.getByRole('heading', { name: 'Edit Unit' }).waitFor();
    await page.getByLabel('Active').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate this unit?' });
    await dialog.getByText('1 ingredient uses this unit').waitFor();
    await checkPage(page, 'unit-deactivate-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Deactivate this unit?' }).getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('Unit saved.').waitFor();

    await page.goto('/ingredient/add');
    await page.getByRole('heading', { name: 'Add Ingredient' }).waitFor();
    const forNew = await offered(page, /^Unit/);
    expect(forNew).not.toContain(used);
    expect(forNew).not.toContain(retired);

    await page.goto(`/ingredient/${createIngredient.id}/edit`);
    await page.getByRole('heading', { name: 'Edit Ingredient' }).waitFor();
    await expect.poll(() => page.getByLabel(/^Unit/).textContent()).toBe(`${used} (inactive)`);
    expect(await offered(page, /^Unit/)).not.toContain(retired);
  });
});
