import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { checkPage, hasChromium, signedInPage, useSignedInPage } from './harness';
import { graphql } from './actions';

interface Machine {
  id: number;
  vmcNo: string;
  name: string;
}

const REFILLER = 'andi.kurniawan';

describe.skipIf(!hasChromium)('per-user mappings', () => {
  const journey = useSignedInPage('admin');

  it('an admin maps a refiller to two machines and a payment method; the refiller then sees only those two machines', async () => {
    const { page, errors } = journey;
    const { machinesAll } = await graphql<{ machinesAll: Machine[] }>(page, '{ machinesAll(queryInput: { sorts: [{ field: "vmcNo", direction: ASC }] }) { id vmcNo name } }');
    expect(machinesAll.length).toBeGreaterThan(4);
    const [first, second] = [machinesAll[1]!, machinesAll[3]!];
    const { users } = await graphql<{ users: { results: { id: number }[] } }>(
      page,
      `{ users(pageInput: { page: 1, size: 1, filters: { operator: AND, options: [{ field: "username", values: ["${REFILLER}"], type: EQUAL }] } }) { results { id } } }`,
    );
    const userId = users.results[0]!.id;

    // From the user's page to their mappings: not limited yet.
    await page.goto(`/user/${userId}`);
    await page.getByRole('heading', { name: 'User Detail' }).waitFor();
    await page.getByRole('link', { name: 'Mappings' }).click();
    await page.waitForURL(`**/user/${userId}/mapping`);
    await page.getByRole('heading', { name: 'User Mapping' }).waitFor();
    await page.getByText('Not limited by machine').waitFor();
    await page.getByText('Not limited by payment').waitFor();
    await checkPage(page, 'user-mapping-empty');

    // Two machines, found by typing part of their VMC number.
    await page.getByRole('link', { name: 'Edit machine mapping' }).click();
    await page.getByRole('heading', { name: 'Edit Machine Mapping' }).waitFor();
    await checkPage(page, 'machine-mapping-edit-empty');
    const picker = page.getByRole('combobox', { name: 'Machines' });
    for (const machine of [first, second]) {
      await picker.fill(machine.vmcNo);
      await page.getByRole('option', { name: `${machine.vmcNo} ${machine.name}` }).click();
    }
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: first.vmcNo }).waitFor();
    await checkPage(page, 'machine-mapping-edit-chosen');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`**/user/${userId}/mapping`);
    await page.getByText('Machine mapping saved.').waitFor();
    const machines = page.getByRole('region', { name: 'Machines' });
    await machines.getByRole('link', { name: first.vmcNo }).waitFor();
    await machines.getByRole('link', { name: second.vmcNo }).waitFor();
    await page.getByText('The user sees and changes only these 2 machines.').waitFor();

    // A payment method.
    await page.getByRole('link', { name: 'Edit payment mapping' }).click();
    await page.getByRole('heading', { name: 'Edit Payment Mapping' }).waitFor();
    await checkPage(page, 'payment-mapping-edit');
    await page.getByLabel('Payment Methods').click();
    await page.getByRole('option', { name: 'GoPay', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`**/user/${userId}/mapping`);
    await page.getByRole('list', { name: 'Payment methods' }).getByText('GoPay').waitFor();
    await checkPage(page, 'user-mapping-filled');
    expect(errors).toEqual([]);

    // Signed in as the refiller: the machine list, and its download, hold just those two.
    const refiller = await signedInPage(journey, REFILLER);
    await refiller.page.goto('/machine');
    await refiller.page.getByRole('heading', { name: 'Machine', exact: true }).waitFor();
    await refiller.page.getByRole('gridcell', { name: first.vmcNo, exact: true }).waitFor();
    await expect.poll(() => refiller.page.locator('.MuiDataGrid-row [data-field="vmcNo"]').allTextContents()).toEqual([first.vmcNo, second.vmcNo]);
    await checkPage(refiller.page, 'machine-list-mapped');
    const [download] = await Promise.all([refiller.page.waitForEvent('download'), refiller.page.getByRole('button', { name: 'Download report' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^machines-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...rows] = text.trim().split(/\r?\n/);
    expect(header!.split(',')[0]).toBe('VMC No');
    expect(rows.map((row) => row.split(',')[0])).toEqual([first.vmcNo, second.vmcNo]);

    // A machine outside the mapping is not found for them.
    await refiller.page.goto(`/machine/machine/${machinesAll[0]!.id}`);
    await refiller.page.getByText('404').first().waitFor();
    expect(refiller.errors).toEqual([]);
    await refiller.page.close();
  });
});
