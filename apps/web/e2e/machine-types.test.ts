import { describe, expect, it } from 'vitest';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { PNG, choose } from './actions';

describe.skipIf(!hasChromium)('machine types', () => {
  const journey = useSignedInPage('rina.wijaya');

  it('adds a machine type, sets its weekly cup levels in order, and its stock maxima with medium between low and high', async () => {
    const { page, errors } = journey;
    await page.goto('/machine-type');
    await page.getByRole('gridcell', { name: 'Jumpstart Barista One' }).waitFor();
    await checkPage(page, 'machine-type-list');
    await page.getByRole('link', { name: 'Add Machine Type' }).click();
    await page.getByRole('heading', { name: 'Add Machine Type' }).waitFor();
    await page.getByLabel(/^Name/).fill('Jumpstart Mini');
    await page.getByLabel('Initial Name').fill('jm');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Only capital letters and numbers are allowed.').waitFor();
    await page.getByLabel('Initial Name').fill('JM');
    await page.getByLabel('Command Type').fill('MQTT');
    await page.getByRole('button', { name: 'Save' }).click();
    // A new machine type opens on its detail page, where its levels and stock are set next.
    await page.waitForURL(/\/machine-type\/\d+$/);
    await page.getByRole('heading', { name: 'Machine Type Detail' }).waitFor();
    await page.getByText('Levels not set yet.').waitFor();

    await page.getByRole('link', { name: 'Edit Levels' }).click();
    await page.getByRole('heading', { name: 'Edit Weekly Cup Level' }).waitFor();
    await page.getByLabel(/^Minimum Cup/).fill('300');
    await page.getByLabel(/^Maximum Cup/).fill('120');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Minimum cup must be lower than maximum cup.').waitFor();
    await checkPage(page, 'machine-type-levels-error');
    await page.getByLabel(/^Maximum Cup/).fill('450');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/machine-type\/\d+$/);
    await page.getByText('Low under 300 cups a week, medium 300 to 450, high over 450').waitFor();

    const stockIn = page.getByRole('region', { name: 'Stock In' });
    await choose(page, stockIn.getByLabel(/^Ingredient/), 'Milk Powder');
    await stockIn.getByLabel(/^Low/).fill('800');
    await stockIn.getByLabel(/^Medium/).fill('2000');
    await stockIn.getByLabel(/^High/).fill('1500');
    await stockIn.getByRole('button', { name: 'Save' }).click();
    await stockIn.getByText('Medium must be between low and high.').waitFor();
    await stockIn.getByLabel(/^Medium/).fill('1200');
    await stockIn.getByRole('button', { name: 'Save' }).click();
    await stockIn.getByRole('cell', { name: 'Milk Powder (gram)', exact: true }).waitFor();
    await checkPage(page, 'machine-type-detail');

    await stockIn.getByRole('link', { name: 'Edit Milk Powder (gram)' }).click();
    await page.getByRole('heading', { name: 'Edit Stock In' }).waitFor();
    await page.getByLabel(/^High/).fill('1000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Medium must be between low and high.').waitFor();
    await page.getByLabel(/^High/).fill('1600');
    await checkPage(page, 'machine-type-stock-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/machine-type\/\d+$/);
    await stockIn.getByRole('cell', { name: '1.600', exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('shows machine types to customers through a display machine type, with an uploaded picture', async () => {
    const { page, errors } = journey;
    await page.goto('/display-machine-type/add');
    await page.getByRole('heading', { name: 'Add Display Machine Type' }).waitFor();
    await page.getByLabel(/^Name/).fill('Jumpstart Mini Bar');
    await page.getByLabel('Machine Types').click();
    await page.getByRole('option', { name: 'Jumpstart Mini', exact: true }).click();
    await page.keyboard.press('Escape');
    // A page dressed as a picture is refused by its content, whatever its name and declared type.
    const file = page.locator('input[type="file"][name="imageUrl"]');
    await file.setInputFiles({ name: 'mini.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
    await page.getByText('This file is not a PNG, JPEG, WebP or GIF image.').waitFor();
    await file.setInputFiles({ name: 'mini.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Preview of the picture' }).waitFor();
    await expect.poll(() => page.getByRole('img', { name: 'Preview of the picture' }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await checkPage(page, 'display-machine-type-add');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/display-machine-type\/\d+$/);
    await page.getByText('Jumpstart Mini', { exact: true }).waitFor();
    await checkPage(page, 'display-machine-type-detail');
    expect(errors).toEqual([]);
  });
});
