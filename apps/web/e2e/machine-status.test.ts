import { describe, expect, it } from 'vitest';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { choose, openFromMenu } from './actions';

describe.skipIf(!hasChromium)('machine status, history and instructions', () => {
  const journey = useSignedInPage('admin');

  it('lists the machines in error, opens one, shows its error and history, and sets an instruction after a confirmation', async () => {
    const { page } = journey;
    await openFromMenu(page, 'Machine/Coffee Machine', 'Machine Status Error');
    await page.waitForURL((url) => url.pathname === '/machine-status-error');
    await page.getByRole('heading', { name: 'Machine Status Error' }).waitFor();
    const rows = page.locator('.MuiDataGrid-row');
    await rows.first().waitFor();
    // Every row is a machine in error, with the code its machine gave.
    const codes = () => page.locator('.MuiDataGrid-row [data-field="errorCodeMachine"]').allTextContents();
    await expect.poll(async () => (await codes()).length >= 2 && (await codes()).every((code) => /^E\d+$/.test(code))).toBe(true);
    await checkPage(page, 'machine-status-error');
    const before = await rows.count();

    const vmcNo = (await rows.first().locator('[data-field="vmcNo"]').textContent())!;
    const code = (await rows.first().locator('[data-field="errorCodeMachine"]').textContent())!;
    await rows.first().locator('[data-field="errorDescription"]').click();
    await page.waitForURL(/\/machine\/machine\/\d+$/);
    await page.getByRole('heading', { name: 'Machine Detail' }).waitFor();
    await page.getByText(new RegExp(`In error since \\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2}: ${code}`)).waitFor();

    const history = page.getByRole('region', { name: 'History' });
    await history.getByRole('cell', { name: new RegExp(`^Error ${code}: `) }).waitFor();
    // Types in words, not the codes the machine records.
    for (const type of await history.locator('tbody tr td:nth-child(3)').allTextContents()) expect(type).not.toMatch(/^[A-Z_]+$/);
    await checkPage(page, 'machine-detail-status');

    const instructions = page.getByRole('region', { name: 'Instructions' });
    await choose(page, instructions.getByLabel('Instruction'), 'Restart');
    await instructions.getByRole('button', { name: 'Set Instruction' }).click();
    const ask = page.getByRole('dialog', { name: `Send “Restart” to machine ${vmcNo}?` });
    await ask.waitFor();
    await checkPage(page, 'machine-instruction-confirm');
    await ask.getByRole('button', { name: 'Set Instruction' }).click();
    await page.getByText('Instruction “Restart” set; it waits for the machine.').waitFor();

    const first = instructions.getByRole('row').nth(1);
    await expect.poll(async () => (await first.getByRole('cell').allTextContents()).slice(0, 2)).toEqual(['Restart', 'Pending']);
    const [, , set, by, fetched, acknowledged] = await first.getByRole('cell').allTextContents();
    expect(set).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(by).toBe('Administrator');
    expect([fetched, acknowledged]).toEqual(['—', '—']);
    await instructions.getByText(/Instruction “Restart” is pending since .*the machine has not fetched it yet/).waitFor();
    await history.getByRole('cell', { name: 'Restart: set' }).waitFor();
    await checkPage(page, 'machine-instruction-pending');

    // Someone fixed it: marked back to normal, it leaves the machines in error.
    await page.getByRole('button', { name: 'Mark as Normal' }).click();
    const normal = page.getByRole('dialog', { name: `Mark machine ${vmcNo} back to normal?` });
    await normal.waitFor();
    await checkPage(page, 'machine-mark-normal-confirm');
    await normal.getByRole('button', { name: 'Mark as Normal' }).click();
    await page.getByText('Machine marked back to normal.').waitFor();
    await page.getByRole('alert', { name: 'Machine error' }).waitFor({ state: 'detached' });
    await history.getByRole('cell', { name: 'Status: Normal: Back to normal, marked in the console (error cleared)' }).waitFor();
    await page.locator('dt:text-is("Last error") + dd:text-is("—")').waitFor();
    await checkPage(page, 'machine-back-to-normal');
    await page.getByRole('link', { name: 'Machine Status Error' }).click();
    await page.getByRole('heading', { name: 'Machine Status Error' }).waitFor();
    await expect.poll(() => page.locator('.MuiDataGrid-row').count()).toBe(before - 1);
    expect(await page.locator('.MuiDataGrid-row [data-field="vmcNo"]').allTextContents()).not.toContain(vmcNo);
  });
});
