import { beforeAll, describe, expect, it } from 'vitest';
import { checkPage, hasChromium, signedInPage, useSignedInPage } from './harness';
import { choose, graphql } from './actions';

const OUTLET = 'Jumpstart Sudirman';
const NEW_COURIER = 'Bayu Saputra';

describe.skipIf(!hasChromium)('couriers', () => {
  const journey = useSignedInPage('admin');

  beforeAll(async () => {
    // A new delivery person whose role may deliver, not a courier yet.
    const { page } = journey;
    const { rolesAll } = await graphql<{ rolesAll: { id: number; name: string }[] }>(page, '{ rolesAll { id name } }');
    await graphql(page, 'mutation ($input: UserInput!) { createUser(input: $input) { id } }', {
      input: { username: 'bayu.saputra', password: 'Courier2026', name: NEW_COURIER, email: 'bayu.saputra@backoffice.local', phoneNo: '081277788899', roleId: rolesAll.find((role) => role.name === 'Courier')!.id, active: true },
    });
  });

  it('adds a courier with hours at an outlet, refusing an end before the start, and deactivates one after a question', async () => {
    const { page, errors } = journey;
    await page.goto('/internal-courier');
    await page.getByRole('heading', { name: 'Internal Courier' }).waitFor();
    await page.getByText('Joko Susilo').first().waitFor();
    await checkPage(page, 'internal-courier-list');

    await page.getByRole('link', { name: 'Add Internal Courier' }).click();
    await page.getByRole('heading', { name: 'Add Internal Courier' }).waitFor();
    await choose(page, page.getByLabel(/^User/), `${NEW_COURIER} (bayu.saputra)`);
    await page.getByRole('button', { name: 'Add Hours' }).click();
    await choose(page, page.getByLabel('Hours 1 Outlet'), OUTLET);
    await choose(page, page.getByLabel('Hours 1 Day'), 'Monday');
    await page.getByLabel('Hours 1 Start (HH:mm)').fill('14:00');
    await page.getByLabel('Hours 1 End (HH:mm)').fill('09:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Start must be before end.').waitFor();
    await checkPage(page, 'internal-courier-add-refused');
    await page.getByLabel('Hours 1 End (HH:mm)').fill('20:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/internal-courier$/);
    const row = page.getByRole('row', { name: new RegExp(NEW_COURIER) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Monday');

    // The hours again, from the edit page: Tuesday added.
    await row.getByRole('link', { name: NEW_COURIER }).click();
    await page.getByRole('heading', { name: 'Edit Internal Courier' }).waitFor();
    await page.getByLabel('Hours 1 Start (HH:mm)').waitFor();
    await checkPage(page, 'internal-courier-edit');
    await page.getByRole('button', { name: 'Add Hours' }).click();
    await choose(page, page.getByLabel('Hours 2 Outlet'), OUTLET);
    await choose(page, page.getByLabel('Hours 2 Day'), 'Tuesday');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/internal-courier$/);
    await expect.poll(async () => page.getByRole('row', { name: new RegExp(NEW_COURIER) }).textContent()).toContain('Tuesday');

    await page.getByRole('button', { name: `Deactivate ${NEW_COURIER}` }).click();
    await page.getByRole('dialog', { name: 'Deactivate courier?' }).waitFor();
    await checkPage(page, 'internal-courier-deactivate');
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('button', { name: `Activate ${NEW_COURIER}` }).waitFor();
    expect(errors).toEqual([]);
  });

  it('a courier on a phone picks up the delivery given to them and hands it over', async () => {
    const courier = await signedInPage(journey, 'joko.susilo');
    const { page, errors } = courier;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/courier-task');
    await page.getByRole('heading', { name: 'Courier Task' }).waitFor();
    // The demo delivery to Rina Wulandari, numbered as the outlet's first order of its day.
    const card = page.getByRole('article', { name: 'Order 001' });
    await card.waitFor();
    expect(await card.textContent()).toContain('Rina Wulandari');
    // The outlet is still making it: nothing to pick up yet.
    await card.getByText('Being made at the outlet: pick it up once it is ready.').waitFor();
    expect(await card.getByRole('button', { name: 'Picked up, on my way' }).count()).toBe(0);
    await checkPage(page, 'courier-task');

    // The barista finishes it: now it can leave.
    const { shopOrders } = await graphql<{ shopOrders: { results: { id: number }[] } }>(journey.page, 'query ($pageInput: PageInput!) { shopOrders(pageInput: $pageInput) { results { id } } }', {
      pageInput: { page: 1, size: 1, filters: { operator: 'AND', options: [{ field: 'customerName', values: ['Rina Wulandari'], type: 'EQUAL' }] } },
    });
    await graphql(journey.page, 'mutation ($id: Int!) { finishOrder(shopOrderId: $id) { state } }', { id: shopOrders.results[0]!.id });
    await page.reload();
    await card.getByRole('button', { name: 'Picked up, on my way' }).click();
    await card.getByText('On the way to the customer').waitFor();
    await card.getByRole('button', { name: 'Delivered' }).click();
    await page.getByRole('dialog', { name: 'Order 001 delivered?' }).waitFor();
    await checkPage(page, 'courier-task-confirm');
    await page.getByRole('dialog').getByRole('button', { name: 'Delivered' }).click();
    await card.getByText(/delivered \d\d:\d\d/).waitFor();
    await card.getByRole('button').waitFor({ state: 'detached' });
    await checkPage(page, 'courier-task-delivered');
    expect(errors).toEqual([]);
  });
});
