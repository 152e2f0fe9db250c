import { readFile } from 'node:fs/promises';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { SHOP_DEAL_MESSAGES } from '@back-office/domain';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { choose, detail, pngImage, typeDay } from './actions';

describe.skipIf(!hasChromium)('shop deals', () => {
  const journey = useSignedInPage('admin');

  it('creates a third-party promo and a deal showing it, and changes the deal’s path name', async () => {
    const { page, errors } = journey;
    await page.goto('/shop-promotion/thirdpartypromo/add');
    await page.getByRole('heading', { name: 'Add Third-party Promo' }).waitFor();
    await page.getByLabel(/^Name/).fill('Student Bus Pass');
    await page.locator('input[type="file"][name="imageUrl"]').setInputFiles({ name: 'bus.png', mimeType: 'image/png', buffer: pngImage(320, 180, [40, 90, 160]) });
    await page.getByRole('img', { name: 'Preview of the image' }).waitFor();
    await page.getByLabel(/^URL/).fill('http://bus.example.co.id');
    await typeDay(page, /^Start/, '01-12-2026 08:00');
    await typeDay(page, /^End/, '31-01-2027 20:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(SHOP_DEAL_MESSAGES.httpsOnly).waitFor();
    await checkPage(page, 'third-party-promo-add');
    await page.getByLabel(/^URL/).fill('https://bus.example.co.id/students');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Third-party Promo Detail' }).waitFor();
    await checkPage(page, 'third-party-promo-detail');

    await page.goto('/shop-deal/add');
    await page.getByRole('heading', { name: 'Add Shop Deal' }).waitFor();
    await page.getByLabel(/^Name/).fill('Campus Week');
    await choose(page, page.getByLabel(/^Partner/), 'Universitas Harapan');
    await typeDay(page, /^Start/, '01-12-2026 08:00');
    await typeDay(page, /^End/, '08-12-2026 20:00');
    await page.getByLabel(/^Path Name/).fill('Campus Week');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(SHOP_DEAL_MESSAGES.pathName).waitFor();
    await checkPage(page, 'shop-deal-add');
    await page.getByLabel(/^Path Name/).fill('campus-week');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Shop Deal Detail' }).waitFor();
    await choose(page, page.getByLabel(/^Add Third-party Promo/), 'Student Bus Pass');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('table', { name: 'Third-party promos on the deal' }).getByRole('cell', { name: 'Student Bus Pass', exact: true }).waitFor();
    await checkPage(page, 'shop-deal-detail');

    await page.getByRole('link', { name: 'Link and QR' }).click();
    await page.getByRole('heading', { name: 'Edit Shop Deal QR' }).waitFor();
    await page.getByRole('img', { name: /QR code of .*campus-week$/ }).waitFor();
    await page.getByLabel(/^Path Name/).fill('bank-mitra-coffee-week');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(SHOP_DEAL_MESSAGES.duplicatePathName).waitFor();
    await checkPage(page, 'shop-deal-qr-edit');
    await page.getByLabel(/^Path Name/).fill('campus-week-2026');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Shop Deal Detail' }).waitFor();
    await expect.poll(() => detail(page, 'Path Name').innerText()).toBe('campus-week-2026');

    // The deal's QR code, to print: a PNG of its link.
    await page.screenshot({ path: '/tmp/shop-deal-detail.png', fullPage: true });
    const link = await detail(page, 'Link').innerText();
    expect(link).toMatch(/campus-week-2026$/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download QR code' }).click()]);
    expect(download.suggestedFilename()).toBe('shop-deal-campus-week-2026-qr.png');
    const png = await readFile((await download.path())!);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // Read back as a browser draws it: each module's centre is dark exactly where the link's QR code has one.
    const expected = QRCode.create(link, {}).modules;
    const dark = await page.evaluate(
      async ({ address, size, margin }) => {
        const image = new Image();
        image.src = address;
        await image.decode();
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [image.width, image.height];
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const scale = image.width / (size + 2 * margin);
        return Array.from({ length: size * size }, (_, index) => {
          const [row, column] = [Math.floor(index / size), index % size];
          const [red] = context.getImageData(Math.floor((column + margin + 0.5) * scale), Math.floor((row + margin + 0.5) * scale), 1, 1).data;
          return red! < 128;
        });
      },
      { address: `data:image/png;base64,${png.toString('base64')}`, size: expected.size, margin: 4 },
    );
    expect(dark).toEqual(Array.from(expected.data, (module) => module === 1));
    expect(errors).toEqual([]);
  });

  it('moves the demo deal’s third-party promos and shows its report, POS partners, sales types and the maximum discount', async () => {
    const { page, errors } = journey;
    await page.goto('/shop-deal');
    await page.getByRole('gridcell', { name: 'Bank Mitra Coffee Week', exact: true }).waitFor();
    await checkPage(page, 'shop-deal-list');
    await page.getByRole('link', { name: 'Bank Mitra Coffee Week' }).first().click();
    await page.getByRole('heading', { name: 'Shop Deal Detail' }).waitFor();
    const names = () => page.getByRole('table', { name: 'Third-party promos on the deal' }).locator('tbody tr td:nth-child(2)').allInnerTexts();
    await expect.poll(names).toEqual(['Cashback 20% Bank Mitra', 'Free Parking Mall Harapan', 'Gym Pass 7 Days']);
    await page.getByRole('button', { name: 'Move Gym Pass 7 Days up' }).click();
    await expect.poll(names).toEqual(['Cashback 20% Bank Mitra', 'Gym Pass 7 Days', 'Free Parking Mall Harapan']);
    await page.getByRole('button', { name: 'Remove Free Parking Mall Harapan' }).click();
    await checkPage(page, 'shop-deal-remove-confirm');
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(names).toEqual(['Cashback 20% Bank Mitra', 'Gym Pass 7 Days']);

    await page.getByRole('link', { name: 'Report' }).click();
    await page.getByRole('heading', { name: 'Shop Deal Report' }).waitFor();
    await page.getByRole('cell', { name: '1.840' }).waitFor();
    await checkPage(page, 'shop-deal-report');
    await page.goBack();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Shop Deal' }).waitFor();
    await checkPage(page, 'shop-deal-edit');

    for (const [path, row, name] of [
      ['/shop-promotion/thirdpartypromo', 'Gym Pass 7 Days', 'third-party-promo-list'],
      ['/shop-pos-promotion/partner', 'GrabFood', 'shop-pos-partner-list'],
      ['/shop-pos-sales-type', 'Take Away', 'shop-pos-sales-type-list'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('gridcell', { name: row, exact: true }).waitFor();
      await checkPage(page, name);
    }
    await page.goto('/shop-promotion/maximum-amount/edit');
    await page.getByRole('heading', { name: 'Edit Maximum Discount per Transaction' }).waitFor();
    await expect.poll(() => page.getByLabel(/^Maximum Discount/).inputValue()).toBe('50.000');
    await page.getByLabel(/^Maximum Discount/).fill('-5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must not be negative.').waitFor();
    await checkPage(page, 'maximum-amount-edit');

    // The product promotion section edits the same setting.
    await page.goto('/shop-product-promotion/maximum-amount/edit');
    await page.getByRole('heading', { name: 'Edit Maximum Discount per Transaction' }).waitFor();
    await expect.poll(() => page.getByLabel(/^Maximum Discount/).inputValue()).toBe('50.000');
    await page.getByLabel(/^Maximum Discount/).fill('-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Must not be negative.').waitFor();
    await checkPage(page, 'product-maximum-amount-edit');
    await page.screenshot({ path: '/tmp/product-maximum-amount-edit.png', fullPage: true });
    await page.getByLabel(/^Maximum Discount/).fill('60.000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Maximum discount per transaction saved.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/shop-product-promotion/maximum-amount/edit');
    await page.goto('/shop-promotion/maximum-amount/edit');
    await expect.poll(() => page.getByLabel(/^Maximum Discount/).inputValue()).toBe('60.000');
    expect(errors).toEqual([]);
  });
});
