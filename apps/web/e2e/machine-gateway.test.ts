import { describe, expect, it } from 'vitest';
import { keyWorks, registerDraft, VirtualMachine } from '@back-office/simulator/fleet';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { choose, detail, graphql } from './actions';

/** The demo server's enrollment secret (docs/machine-gateway.md). */
const DEMO_ENROLLMENT_SECRET = 'demo-enrollment-secret';

describe.skipIf(!hasChromium)('the machine gateway', () => {
  const journey = useSignedInPage('admin');
  let machineId: number;
  let key: string;

  it('converts a draft a machine registered on its first boot, and shows the machine’s key once', async () => {
    const { page } = journey;
    const registered = await registerDraft(journey.server.url, DEMO_ENROLLMENT_SECRET, {
      factoryNumber: 'FN-E2E-7001',
      vmcNo: 'JB-7001',
      machineType: 'JB',
      androidType: 'Android 12 kiosk',
      owner: 'Jumpstart',
      physicalCondition: 'CLEAR',
      slotSetting: { slots: [{ slot: 1, capacity: 40 }] },
    });
    expect(registered.status).toBe(201);

    await page.goto('/machine/machine-draft');
    await page.getByRole('heading', { name: 'Machine Draft', exact: true }).waitFor();
    const row = page.locator('.MuiDataGrid-row', { hasText: 'FN-E2E-7001' });
    await row.waitFor();
    await checkPage(page, 'machine-draft-list');

    await row.click();
    await page.waitForURL(/\/machine\/machine-draft\/\d+\/edit$/);
    await page.getByRole('heading', { name: 'Convert Machine Draft to Machine' }).waitFor();
    expect(await page.getByLabel(/^Factory Number/).inputValue()).toBe('FN-E2E-7001');
    expect(await page.getByLabel(/^VMC No/).inputValue()).toBe('JB-7001');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This field is required.').first().waitFor();
    await checkPage(page, 'machine-draft-convert');

    await page.getByLabel(/^Name/).fill('Lobby JB 7001');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Machine JB-7001 Lobby JB 7001 was created from the draft.').waitFor();
    await page.getByText('It is shown only this once').waitFor();
    key = await page.getByTestId('gateway-key').inputValue();
    expect(key).toMatch(/^mk_/);
    await page.getByRole('button', { name: 'Copy key' }).waitFor();
    await checkPage(page, 'machine-draft-key');

    // The machine takes its key and reports.
    const machine = new VirtualMachine({ baseUrl: journey.server.url, key, name: 'JB-7001', disconnectRate: 0, errorRate: 0, statusRate: 0 });
    await machine.tick();
    expect(machine.stats.events).toBe(1);

    await page.getByRole('link', { name: 'Open the machine' }).click();
    await page.getByRole('heading', { name: 'Machine Detail' }).waitFor();
    machineId = Number(/\/machine\/machine\/(\d+)/.exec(page.url())![1]);
    await expect.poll(async () => (await detail(page, 'Status').textContent()) ?? '').toMatch(/Online/);

    await page.goto('/machine/machine-draft');
    await page.locator('.MuiDataGrid-row', { hasText: 'FN-E2E-7001' }).getByText('Converted: JB-7001').waitFor();
  });

  it('issues a new key from the machine page, and the old one stops working at once', async () => {
    const { page } = journey;
    await page.goto(`/machine/machine/${machineId}`);
    await page.getByRole('heading', { name: 'Machine Detail' }).waitFor();
    await page.getByRole('button', { name: 'New gateway key' }).click();
    await page.getByText(`ending in …${key.slice(-4)}`).waitFor();
    await checkPage(page, 'machine-gateway-key-confirm');
    await page.getByRole('button', { name: 'Issue key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gateway key of JB-7001' });
    await dialog.waitFor();
    const newKey = await dialog.getByTestId('gateway-key').inputValue();
    expect(newKey).not.toBe(key);
    await checkPage(page, 'machine-gateway-key-issued');
    await dialog.getByRole('button', { name: 'Done' }).click();

    expect(await keyWorks(journey.server.url, key)).toBe(false);
    expect(await keyWorks(journey.server.url, newKey)).toBe(true);
    const { machine } = await graphql<{ machine: { gatewayKey: { keyHint: string } } }>(page, 'query ($id: Int!) { machine(id: $id) { gatewayKey { keyHint } } }', { id: machineId });
    expect(machine.gatewayKey.keyHint).toBe(newKey.slice(-4));
    key = newKey;
  });

  it('sends an instruction from the machine page, which the machine fetches and acknowledges', async () => {
    const { page } = journey;
    await page.goto(`/machine/machine/${machineId}`);
    await page.getByRole('heading', { name: 'Machine Detail' }).waitFor();
    const instructions = page.getByRole('region', { name: 'Instructions' });
    await choose(page, instructions.getByLabel('Instruction'), 'Rinse');
    await instructions.getByRole('button', { name: 'Set Instruction' }).click();
    await page.getByRole('dialog', { name: 'Send “Rinse” to machine JB-7001?' }).getByRole('button', { name: 'Set Instruction' }).click();
    await page.getByText('Instruction “Rinse” set; it waits for the machine.').waitFor();
    const first = instructions.getByRole('row').nth(1);
    await expect.poll(async () => (await first.getByRole('cell').allTextContents()).slice(0, 2)).toEqual(['Rinse', 'Pending']);

    // The machine, played by the simulator, asks for its instruction, carries it out and acknowledges it.
    const machine = new VirtualMachine({ baseUrl: journey.server.url, key, name: 'JB-7001', disconnectRate: 0, errorRate: 0, statusRate: 0 });
    const carried = await machine.obeyInstruction();
    expect(carried?.instruction).toBe('rinsing');
    expect(machine.stats.events).toBe(1);

    await page.reload();
    await page.getByRole('heading', { name: 'Machine Detail' }).waitFor();
    await expect.poll(async () => (await first.getByRole('cell').allTextContents()).slice(0, 2)).toEqual(['Rinse', 'Acknowledged']);
    const [, , , , fetched, acknowledged] = await first.getByRole('cell').allTextContents();
    expect(fetched).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(acknowledged).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    await page.getByRole('region', { name: 'History' }).getByRole('cell', { name: 'Rinse: acknowledged by the machine' }).waitFor();
    await checkPage(page, 'machine-instruction-acknowledged');
    expect(await machine.obeyInstruction()).toBeNull();
  });
});
