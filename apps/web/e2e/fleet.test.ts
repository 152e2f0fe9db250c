import { describe, expect, it } from 'vitest';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { addFilter, choose, detail, graphql } from './actions';

interface DemoMachine {
  id: number;
  vmcNo: string;
  name: string;
  active: boolean;
  waitingForAltitude: boolean;
}

const MACHINES = `query ($filters: FilterInput) { machinesAll(queryInput: { filters: $filters, sorts: [{ field: "vmcNo", direction: ASC }] }) { id vmcNo name active waitingForAltitude } }`;
const where = (options: { field: string; values: string[]; type: string }[]) => ({ filters: { operator: 'AND', options } });

describe.skipIf(!hasChromium)('the fleet', () => {
  const journey = useSignedInPage('admin');

  it('adds a payment gateway account whose server key is never shown, only replaced', async () => {
    const { page } = journey;
    await page.goto('/midtrans/add');
    await page.getByRole('heading', { name: 'Add Payment Gateway Account' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This field is required.').first().waitFor();
    await checkPage(page, 'midtrans-add-empty');
    await page.getByLabel(/^Merchant ID/).fill('G555000111');
    await page.getByLabel(/^Server Key/).fill('Mid-server-journey-SECRET');
    await page.getByLabel(/^Client Key/).fill('Mid-client-journey');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/midtrans\/\d+$/);
    await page.getByRole('heading', { name: 'Payment Gateway Account Detail' }).waitFor();
    expect(await detail(page, 'Server key').textContent()).toBe('Set');
    expect(await page.content()).not.toContain('SECRET');
    await checkPage(page, 'midtrans-detail');

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Payment Gateway Account' }).waitFor();
    await page.getByText('Server key: set').waitFor();
    expect(await page.getByLabel(/^Server Key/).count()).toBe(0);
    await checkPage(page, 'midtrans-edit');
    await page.getByRole('button', { name: 'Replace Server Key' }).click();
    await page.getByLabel(/^Server Key/).fill('Mid-server-journey-NEW');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/midtrans\/\d+$/);
    await page.getByText('Payment gateway account saved.').waitFor();

    await page.goto('/midtrans');
    await page.getByRole('gridcell', { name: 'G555000111' }).waitFor();
    await checkPage(page, 'midtrans-list');
  });

  it('lists the machines that need someone, and activates and deactivates one after a confirmation', async () => {
    const { page } = journey;
    await page.goto('/machine');
    await page.getByRole('heading', { name: 'Machine', exact: true }).waitFor();
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await checkPage(page, 'machine-list');
    await addFilter(page, 'Needs attention', 'is');
    await choose(page, page.getByLabel('Value').last(), 'Yes');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('f').join(' ') === 'needsAttention.eq*true');
    // Every row of the filtered page needs someone: offline, in error or low on stock.
    const statuses = () => page.locator('.MuiDataGrid-row [data-field="status"]').allTextContents();
    await expect.poll(async () => (await statuses()).length > 0 && (await statuses()).every((status) => /Offline|In error|Low stock/.test(status))).toBe(true);
    await checkPage(page, 'machine-list-attention');

    const { machinesAll: waiting } = await graphql<{ machinesAll: DemoMachine[] }>(page, MACHINES, where([{ field: 'waitingForAltitude', values: ['true'], type: 'EQUAL' }]));
    await page.goto(`/machine/machine/${waiting[0]!.id}`);
    await page.getByRole('heading', { name: 'Machine Detail' }).waitFor();
    await page.getByText('This machine is waiting for Altitude').waitFor();
    expect(await page.getByRole('button', { name: 'Activate' }).isDisabled()).toBe(true);
    await checkPage(page, 'machine-detail-waiting');

    const { machinesAll: active } = await graphql<{ machinesAll: DemoMachine[] }>(page, MACHINES, where([{ field: 'active', values: ['true'], type: 'EQUAL' }]));
    const machine = active[0]!;
    await page.goto(`/machine/machine/${machine.id}`);
    await page.getByRole('heading', { name: 'Machine Detail' }).waitFor();
    await page.getByRole('button', { name: 'Deactivate' }).click();
    const ask = page.getByRole('dialog', { name: `Deactivate machine ${machine.vmcNo}?` });
    await ask.waitFor();
    await checkPage(page, 'machine-deactivate-confirm');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await detail(page, 'Active').textContent()).toBe('Yes');
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await ask.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('Machine deactivated.').waitFor();
    await page.locator('dt:text-is("Active") + dd:text-is("No")').waitFor();
    await page.getByRole('button', { name: 'Activate' }).click();
    await page.getByRole('dialog', { name: `Activate machine ${machine.vmcNo}?` }).getByRole('button', { name: 'Activate' }).click();
    await page.getByText('Machine activated.').waitFor();
    await page.locator('dt:text-is("Active") + dd:text-is("Yes")').waitFor();

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByRole('heading', { name: 'Edit Machine' }).waitFor();
    await page.getByLabel(/^Factory Number/).waitFor();
    await page.getByLabel(/^Factory Number/).fill('FN 2025/1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Only letters, digits and hyphens are allowed.').waitFor();
    await checkPage(page, 'machine-edit');
    await page.getByLabel(/^Factory Number/).fill('FN-2025-RENAMED');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/machine\/machine\/\d+$/);
    expect(await detail(page, 'Factory number').textContent()).toBe('FN-2025-RENAMED');
  });

  it('sets a machine at a hub and unloads it, keeping it in the hub’s history', async () => {
    const { page } = journey;
    const { machinesAll: unplaced } = await graphql<{ machinesAll: DemoMachine[] }>(page, MACHINES, where([{ field: 'hubId', values: [], type: 'NULL' }]));
    const machine = unplaced.find((candidate) => candidate.active) ?? unplaced[0]!;
    const { hubsAll } = await graphql<{ hubsAll: { id: number }[] }>(page, '{ hubsAll(queryInput: { filters: { operator: AND, options: [{ field: "active", values: ["true"], type: EQUAL }] } }) { id } }');
    const hubId = hubsAll[0]!.id;

    await page.goto(`/hub/${hubId}/machine/add`);
    await page.getByRole('heading', { name: 'Set Machine' }).waitFor();
    await checkPage(page, 'hub-machine-add');
    await choose(page, page.getByLabel(/^Machine/), `${machine.vmcNo} · ${machine.name}${machine.active ? '' : ' (inactive)'}`);
    await choose(page, page.getByLabel(/^Payment Gateway Account/), 'G812345678');
    await page.getByLabel('Terminal ID').fill('TRM-JOURNEY');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/hub/${hubId}$`));
    const machines = page.getByRole('region', { name: 'Machines' });
    const row = machines.getByRole('row', { name: new RegExp(machine.vmcNo) });
    await row.getByText('TRM-JOURNEY').waitFor();
    await checkPage(page, 'hub-detail-machines');

    // A second hub for the same machine is refused while it stands here.
    const second = await page.request.post('/graphql', {
      data: { query: 'mutation ($input: MachineHubInput!) { createMachineHub(input: $input) { id } }', variables: { input: { machineId: machine.id, hubId: hubsAll[1]!.id, loadedAt: '2030-01-01' } } },
    });
    expect(JSON.stringify(await second.json())).toContain('This machine already stands at a hub; unload it there first.');

    await row.getByRole('link', { name: `Edit the placement of ${machine.vmcNo}` }).click();
    await page.getByRole('heading', { name: 'Edit Machine at Hub' }).waitFor();
    expect(await page.getByLabel('Terminal ID').inputValue()).toBe('TRM-JOURNEY');
    await checkPage(page, 'hub-machine-edit');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(new RegExp(`/hub/${hubId}$`));

    await page.getByRole('region', { name: 'Machines' }).getByRole('link', { name: `Unload ${machine.vmcNo}` }).click();
    await page.getByRole('heading', { name: 'Unload Machine' }).waitFor();
    await page.getByText(`Machine ${machine.vmcNo} ${machine.name} stands at`).waitFor();
    await checkPage(page, 'hub-machine-unload');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: `Unload machine ${machine.vmcNo}?` }).getByRole('button', { name: 'Unload' }).click();
    await page.waitForURL(new RegExp(`/hub/${hubId}$`));
    await page.getByText('Machine unloaded.').waitFor();
    const history = page.getByRole('region', { name: 'Machines' }).getByRole('row', { name: new RegExp(machine.vmcNo) });
    await history.getByText('TRM-JOURNEY').waitFor();
    expect(await history.getByRole('link', { name: `Unload ${machine.vmcNo}` }).count()).toBe(0);

    await page.goto(`/machine/machine/${machine.id}`);
    await page.getByRole('region', { name: 'Hubs' }).getByRole('row').nth(1).waitFor();
    expect(await detail(page, 'Hub').textContent()).toBe('—');
  });
});
