import { join } from 'node:path';
import { formatRupiah } from '@back-office/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VirtualPaymentGateway } from '@back-office/simulator/payment-gateway';
import { graphql } from './actions';
import { checkPage, hasChromium, useSignedInPage } from './harness';

const PAYMENT_KEY = 'demo-payment-server-key';

describe.skipIf(!hasChromium)('the point of sale', () => {
  // The payment gateway, played by the simulator: the server charges wallets at it, and it pays them through the signed callback.
  const gateway = new VirtualPaymentGateway({ serverKey: PAYMENT_KEY });
  beforeAll(() => gateway.start());
  const journey = useSignedInPage('admin', () => ({ PAYMENT_GATEWAY_URL: gateway.url, PAYMENT_SERVER_KEY: PAYMENT_KEY }));
  beforeAll(() => {
    gateway.serverUrl = journey.server.url;
  });
  afterAll(() => gateway.stop());

  it('rings up an order by keyboard: a drink with a size, a customization and a topping, its discount, the number to call out', async () => {
    const { page, errors } = journey;
    await page.goto('/shop-pos-order');
    await page.getByRole('heading', { name: 'Point of Sale' }).waitFor();
    await page.getByRole('link', { name: /Jumpstart Kemang/ }).waitFor();
    await checkPage(page, 'shop-pos-outlets');
    await page.getByRole('link', { name: /Jumpstart Kemang/ }).click();

    const search = page.getByLabel('Find a drink');
    await search.waitFor();
    await expect.poll(() => search.evaluate((element) => element === document.activeElement)).toBe(true);
    // The outlet's sold-out menus are there but cannot be added.
    const soldOut = page.getByRole('button', { name: /Sold out/ }).first();
    await soldOut.waitFor();
    expect(await soldOut.isDisabled()).toBe(true);
    await checkPage(page, 'shop-pos-counter');

    // A few letters, Enter: the first drink that matches opens with its sizes and toppings.
    await page.keyboard.type('latte');
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog');
    await picker.getByRole('radio').first().waitFor();
    const drink = (await picker.getByRole('heading').innerText()).split(' · ')[0]!;
    await page.keyboard.press('ArrowRight'); // the next size: Large
    const size = await picker.getByRole('radio', { checked: true }).first().evaluate((radio) => radio.closest('label')!.textContent!.split(' (')[0]!);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('radio');
    await picker.getByRole('checkbox').first().focus();
    await page.keyboard.press('Space');
    const topping = await picker.getByRole('checkbox', { checked: true }).evaluate((box) => box.closest('label')!.textContent!.split(' (')[0]!);
    // Every kind of choice under its own names, as the server lists them when asked apart from the
    // page (toppings once read as the sizes whose ids they share).
    const hubId = Number(new URL(page.url()).pathname.split('/').pop());
    const served = (
      await graphql<{ shopPosMenus: { name: string; toppings: { name: string }[]; customizations: { name: string; customizationName: string }[] }[] }>(
        page,
        'query ($hubId: Int!) { shopPosMenus(hubId: $hubId) { name toppings { name } customizations { name customizationName } } }',
        { hubId },
      )
    ).shopPosMenus.find((menu) => menu.name === drink)!;
    const boxes = await picker.getByRole('checkbox').evaluateAll((all) => all.map((box) => box.closest('label')!.textContent!.split(' (+')[0]));
    expect(boxes).toEqual(served.toppings.map((choice) => choice.name));
    expect(topping).toBe(served.toppings[0]!.name);
    const customization = served.customizations.at(-1)!;
    const group = picker.getByRole('radiogroup', { name: customization.customizationName });
    expect(await group.getByRole('radio').count()).toBe(served.customizations.filter((item) => item.customizationName === customization.customizationName).length + 1);
    await group.getByRole('radio', { name: new RegExp(`^${customization.name}`) }).focus();
    await page.keyboard.press('Space');
    await picker.getByLabel('Quantity').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Less sugar');
    await checkPage(page, 'shop-pos-line');
    await page.keyboard.press('Enter');
    await picker.waitFor({ state: 'detached' });

    const lines = page.getByRole('table', { name: 'Order lines' });
    await lines.getByText(drink).waitFor();
    // The other variants keep their first unit (a coffee is Hot unless changed).
    await lines.getByText(new RegExp(`^${size}, .*${customization.name}, ${topping}$`)).waitFor();
    await lines.getByText('Note: Less sugar').waitFor();
    // Three drinks pass Rp 75.000: an order promo applies (the Rp 10.000 one, or on a weekend day the
    // larger Weekend Treat, which then refuses it with its reason), and promos that do not are listed
    // with their reasons.
    await page.getByText(/\(shop promo\)/).first().waitFor();
    await page.getByText(/Rp 10\.000 off above Rp 75\.000/).first().waitFor();
    // The promos not applied are folded under one button, so Payment stays in sight.
    await expect.poll(() => search.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: /^Promos not applied \(\d+\)$/ }).click();
    await page.getByText(/^Scan for Rp 5\.000: .+/).waitFor();
    await page.getByText(/^Launch Week \(used up\): .*used up/i).waitFor();
    await checkPage(page, 'shop-pos-priced');

    const submit = page.getByRole('button', { name: /^Submit order · Rp/ });
    await submit.focus();
    await page.keyboard.press('Enter');
    const placed = page.getByRole('status').filter({ hasText: 'placed' });
    await placed.waitFor();
    expect(await placed.innerText()).toMatch(/^Order \d{3} placed \(JS-.+-\d{8}-\d{4}\): Rp [\d.]+, paid\.$/);

    // A draft kept for later, opened again and accepted.
    await page.keyboard.type('latte');
    await page.keyboard.press('Enter');
    await picker.getByRole('radio').first().waitFor();
    await picker.getByRole('button', { name: 'Add to order' }).click();
    await page.getByLabel('Name to call out').fill('Rina');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    const openDraft = page.getByRole('button', { name: /^Open draft D\d+/ });
    await openDraft.waitFor();
    await openDraft.click();
    await page.getByRole('heading', { name: 'Draft order' }).waitFor();
    await page.getByRole('button', { name: /^Accept draft · Rp/ }).waitFor();
    await checkPage(page, 'shop-pos-draft');
    await page.getByRole('button', { name: /^Accept draft · Rp/ }).click();
    await placed.waitFor();
    await page.getByText('No open drafts at this outlet.').waitFor();
    expect(errors).toEqual([]);
  }, 120_000);

  it('lists and charges the outlet’s discounted price, shows its discount by name, and keeps Payment and Submit in sight', async () => {
    const { page, errors } = journey;
    // The demo's discounted prices run from a day before the demo was made to two weeks after: any hour.
    type Menu = { menuId: number; name: string; price: number; priceNow: number; available: boolean };
    const { shopPosOutlets } = await graphql<{ shopPosOutlets: { id: number; name: string }[] }>(page, '{ shopPosOutlets { id name } }');
    let found: { hubId: number; menu: Menu } | undefined;
    for (const outlet of shopPosOutlets) {
      const { shopPosMenus } = await graphql<{ shopPosMenus: Menu[] }>(page, 'query ($hubId: Int!) { shopPosMenus(hubId: $hubId) { menuId name price priceNow available } }', { hubId: outlet.id });
      const menu = shopPosMenus.find((each) => each.available && each.priceNow < each.price && !shopPosMenus.some((other) => other !== each && other.name.includes(each.name)));
      if (menu) {
        found = { hubId: outlet.id, menu };
        break;
      }
    }
    expect(found, 'an outlet with a discounted menu in the demo').toBeDefined();
    const { hubId, menu } = found!;

    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`/shop-pos-order/${hubId}`);
    const listed = page.getByRole('list', { name: 'Menus' }).getByRole('button').filter({ has: page.getByText(menu.name, { exact: true }) });
    // The list shows the price charged now, the full price struck through beside it.
    await expect.poll(() => listed.innerText()).toContain(`${formatRupiah(menu.priceNow)} ${formatRupiah(menu.price)}`);
    expect(await listed.locator('s').innerText()).toBe(formatRupiah(menu.price));
    await listed.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Add to order' }).click();

    // The cart: the line at full price, the outlet's discount in the discount column under its name.
    const row = page.getByRole('table', { name: 'Order lines' }).getByRole('row').filter({ hasText: menu.name });
    const outletDiscount = `−${formatRupiah(menu.price - menu.priceNow)}`;
    await row.getByText(outletDiscount).waitFor();
    await row.getByText('Outlet discount').waitFor();
    const totals = page.getByRole('region', { name: 'Order' });
    await totals.getByText('Outlet discount', { exact: true }).last().waitFor();
    const submit = page.getByRole('button', { name: /^Submit order · Rp [\d.]+$/ });
    await submit.waitFor();
    expect(await submit.innerText()).toMatch(/^Submit order · Rp [\d.]+$/);
    await checkPage(page, 'shop-pos-outlet-discount');

    for (const [width, height] of [
      [1024, 768],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      // Payment and Submit stay in sight without scrolling; the payment methods sit on one row.
      await expect.poll(async () => ((await submit.boundingBox())?.y ?? height) + ((await submit.boundingBox())?.height ?? 0)).toBeLessThanOrEqual(height);
      const payment = await page.getByRole('heading', { name: 'Payment' }).boundingBox();
      expect(payment!.y).toBeGreaterThan(0);
      const methods = await page.getByRole('group', { name: 'Payment method' }).getByRole('button').evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
      expect(new Set(methods).size).toBe(1);
      // A sum of money stays on one line ("Rp 72.000", never "Rp" over "72.000").
      const total = row.getByRole('cell').nth(2);
      expect(await total.innerText()).toMatch(/^Rp [\d.]+$/);
      const lineBoxes = await total.evaluate((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lineBoxes).toBe(1);
      if (process.env.SCREENSHOTS) await page.screenshot({ path: join(process.env.SCREENSHOTS, `shop-pos-${width}x${height}.png`) });
    }

    // The counter speaks Indonesian too.
    await page.evaluate(() => localStorage.setItem('back-office.language', 'id'));
    await page.reload();
    await page.getByRole('heading', { name: 'Pembayaran' }).waitFor();
    await page.getByLabel('Cari minuman').waitFor();
    if (process.env.SCREENSHOTS) await page.screenshot({ path: join(process.env.SCREENSHOTS, 'shop-pos-id-1440x900.png') });
    await page.evaluate(() => localStorage.setItem('back-office.language', 'en'));
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.reload();
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
    expect(errors).toEqual([]);
  }, 120_000);

  it('takes a wallet by its QR code, paid live when the gateway’s payment arrives, and a card by the reader’s approval code', async () => {
    const { page, errors } = journey;
    const picker = page.getByRole('dialog');
    const ringUp = async (method: string) => {
      await page.getByLabel('Find a drink').fill('latte');
      await page.keyboard.press('Enter');
      await picker.getByRole('button', { name: 'Add to order' }).click();
      await picker.waitFor({ state: 'detached' });
      await page.getByRole('group', { name: 'Payment method' }).getByRole('button', { name: method, exact: true }).click();
      await page.getByRole('button', { name: /^Submit order · Rp/ }).click();
    };

    await ringUp('GoPay');
    const step = page.getByRole('region', { name: /^Payment of order \d{3}: Rp [\d.]+ by GoPay$/ });
    await step.waitFor();
    const qr = step.getByRole('img', { name: /^QR code to pay Rp [\d.]+ by GoPay$/ });
    await qr.locator('svg').waitFor();
    const charge = [...gateway.charges.values()].at(-1)!;
    expect(await page.getByRole('status').filter({ hasText: 'placed' }).innerText()).toContain(charge.orderNo);
    expect(await step.getByRole('link', { name: 'Open GoPay to pay' }).getAttribute('href')).toBe(charge.deeplink);
    await step.getByText(/^Waiting for the payment; the order expires unpaid at \d{2}-\d{2}-\d{4} \d{2}:\d{2}/).waitFor();
    await checkPage(page, 'shop-pos-wallet');
    await page.screenshot({ path: '/tmp/shop-pos-wallet.png', fullPage: true });

    // The customer pays: the gateway sends its signed settlement, and the counter turns paid by itself.
    expect((await gateway.pay(charge.orderNo)).status).toBe(200);
    await step.getByRole('status').filter({ hasText: /^Paid by GoPay at \d{2}-\d{2}-\d{4} \d{2}:\d{2}.*The order goes to the barista\.$/ }).waitFor();
    expect(await step.getByRole('img').count()).toBe(0);

    await ringUp('Credit card');
    const card = page.getByRole('region', { name: /^Payment of order \d{3}: Rp [\d.]+ by Credit card$/ });
    const code = card.getByLabel('Approval code');
    await code.fill('12 34');
    await card.getByRole('button', { name: 'Confirm card payment' }).click();
    await card.getByText('An approval code is 6 letters or digits (4 to 12 on some readers), without spaces.').waitFor();
    await checkPage(page, 'shop-pos-card');
    await page.screenshot({ path: '/tmp/shop-pos-card.png', fullPage: true });
    await code.fill('a1b2c3');
    await page.keyboard.press('Enter');
    await card.getByRole('status').filter({ hasText: /^Paid by Credit card at .+, approval code A1B2C3\. The order goes to the barista\.$/ }).waitFor();
    expect(errors).toEqual([]);
  });
});
