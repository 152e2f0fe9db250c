import { describe, expect, it } from 'vitest';
import { checkPage, hasChromium, signedInPage, useSignedInPage } from './harness';
import { choose, detail, graphql, pngImage } from './actions';

interface Stock {
  id: number;
  itemName: string;
  currentStock: number;
  maxStock: number;
}

describe.skipIf(!hasChromium)('Outlet tasks', () => {
  const journey = useSignedInPage('dewi.lestari');
  const title = `E2E outlet refill ${Date.now().toString(36)}`;

  it('lets a supervisor set and assign an outlet task, and the assignee refill the outlet with it', async () => {
    const { page } = journey;
    const { shopHubsAll } = await graphql<{ shopHubsAll: { id: number; name: string }[] }>(page, '{ shopHubsAll(queryInput: {}) { id name } }');
    const outlet = shopHubsAll[0]!;

    await page.goto('/shop-task');
    await page.getByRole('heading', { name: 'Outlet Task', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Add Outlet Task' }).click();
    await page.getByRole('heading', { name: 'Add Outlet Task' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This field is required.').first().waitFor();
    await page.getByLabel('Title').fill(title);
    await choose(page, page.getByRole('combobox', { name: 'Outlet' }), outlet.name);
    await checkPage(page, 'outlet-task-add');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Outlet Task Detail' }).waitFor();
    await detail(page, 'Assignee').getByText('Not assigned').waitFor();
    await checkPage(page, 'outlet-task-detail-unassigned');

    await page.getByRole('link', { name: 'Assign', exact: true }).click();
    await page.getByRole('heading', { name: 'Assign Outlet Task' }).waitFor();
    await choose(page, page.getByRole('combobox', { name: 'Assignee' }), 'Andi Kurniawan');
    await checkPage(page, 'outlet-task-assign');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Outlet Task Detail' }).waitFor();
    await detail(page, 'Assignee').getByText('Andi Kurniawan').waitFor();

    // The assignee, on a phone: finds the task, starts it and refills the outlet.
    const { page: refiller, errors } = await signedInPage(journey, 'andi.kurniawan');
    await refiller.setViewportSize({ width: 390, height: 844 });
    await refiller.goto('/shop-task');
    await refiller.getByRole('link', { name: title }).first().click();
    await refiller.getByRole('heading', { name: 'Outlet Task Detail' }).waitFor();
    await refiller.getByRole('button', { name: 'Start' }).click();
    const confirm = refiller.getByRole('dialog', { name: 'Start Task' });
    await confirm.getByText('Are you sure you want to start this task?').waitFor();
    await confirm.getByRole('button', { name: 'Start' }).click();
    await refiller.getByText(`Started: ${title}.`).waitFor();

    const id = Number(new URL(refiller.url()).pathname.split('/').pop());
    const stocksOf = async () => (await graphql<{ shopTask: { stocks: Stock[] } }>(refiller, 'query ($id: Int!) { shopTask(id: $id) { stocks { id itemName currentStock maxStock } } }', { id })).shopTask.stocks;
    const before = await stocksOf();
    const index = before.findIndex((row) => row.maxStock - row.currentStock >= 5);
    expect(index).toBeGreaterThanOrEqual(0);

    await refiller.getByRole('link', { name: 'Refill' }).click();
    await refiller.getByRole('heading', { name: 'Refill Outlet Task' }).waitFor();
    await refiller.getByRole('button', { name: 'Save' }).click();
    await refiller.getByText('Finish task needs an image.').waitFor();
    await refiller.locator(`input[name="fills.${index}.stockIn"]`).fill('5');
    await refiller.locator('input[type="file"][name="image"]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: pngImage(40, 30, [120, 80, 40]) });
    await refiller.getByRole('img', { name: 'Preview of the photo' }).waitFor();
    await checkPage(refiller, 'outlet-task-refill-phone');
    await refiller.getByRole('button', { name: 'Save' }).click();
    await refiller.getByRole('heading', { name: 'Outlet Task Detail' }).waitFor();
    await detail(refiller, 'State').getByText('Done').waitFor();
    await checkPage(refiller, 'outlet-task-done-phone');

    const after = await stocksOf();
    expect(after.map((row) => row.currentStock)).toEqual(before.map((row, at) => row.currentStock + (at === index ? 5 : 0)));
    expect(errors).toEqual([]);
  });

  it('lets the assignee decline an outlet task, saying why', async () => {
    const { page } = journey;
    const declined = `E2E outlet decline ${Date.now().toString(36)}`;
    const { page: assignee, errors } = await signedInPage(journey, 'andi.kurniawan');
    const { me } = await graphql<{ me: { id: number } }>(assignee, '{ me { id } }');
    const { shopHubsAll } = await graphql<{ shopHubsAll: { id: number }[] }>(page, '{ shopHubsAll(queryInput: {}) { id } }');
    const { createShopTask } = await graphql<{ createShopTask: { id: number } }>(page, 'mutation ($input: ShopTaskInput!) { createShopTask(input: $input) { id } }', {
      input: { title: declined, shopHubId: shopHubsAll[0]!.id, executionTime: new Date().toISOString(), assigneeId: me.id },
    });

    await assignee.goto(`/shop-task/${createShopTask.id}`);
    await assignee.getByRole('heading', { name: 'Outlet Task Detail' }).waitFor();
    await assignee.getByRole('button', { name: 'Decline' }).click();
    const dialog = assignee.getByRole('dialog', { name: `Decline: ${declined}` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Decline task needs a note.').waitFor();
    await dialog.getByLabel('Why is it declined?').fill('The outlet is closed for renovation.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await assignee.getByText(`Declined: ${declined}.`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await detail(assignee, 'State').getByText('Declined').waitFor();
    await detail(assignee, 'Decline Reason').getByText('The outlet is closed for renovation.').waitFor();
    expect(errors).toEqual([]);
  });
});
