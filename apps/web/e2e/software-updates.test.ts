import { beforeAll, describe, expect, it } from 'vitest';
import { VirtualMachine } from '@back-office/simulator/fleet';
import { tinyApk } from '../../server/src/features/software-updates/tiny-apk';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { detail, graphql } from './actions';

describe.skipIf(!hasChromium)('software updates', () => {
  const journey = useSignedInPage('admin');
  let updateUrl: string;
  let machine: { id: number; vmcNo: string; key: string };

  beforeAll(async () => {
    const { page } = journey;
    // A machine of the demo fleet, with a fresh gateway key for the simulator to play it.
    const { machinesAll } = await graphql<{ machinesAll: { id: number; vmcNo: string }[] }>(page, '{ machinesAll(queryInput: { sorts: [{ field: "vmcNo", direction: DESC }] }) { id vmcNo } }');
    const chosen = machinesAll[0]!;
    const { issueMachineGatewayKey } = await graphql<{ issueMachineGatewayKey: { gatewayKey: string } }>(page, 'mutation ($machineId: Int!) { issueMachineGatewayKey(machineId: $machineId) { gatewayKey } }', { machineId: chosen.id });
    machine = { ...chosen, key: issueMachineGatewayKey.gatewayKey };
  });

  it('lists the versions, and adds one with an uploaded APK', async () => {
    const { page } = journey;
    await page.goto('/machine-software-update');
    await page.getByRole('heading', { name: 'Software Update', exact: true }).waitFor();
    // The demo's two versions, the newest first.
    await page.locator('.MuiDataGrid-row').first().getByText('4.3.0').waitFor();
    await page.locator('.MuiDataGrid-row', { hasText: '4.2.1' }).getByText('Uploaded APK').waitFor();
    await checkPage(page, 'software-update-list');

    await page.getByRole('link', { name: 'Add Software Update' }).click();
    await page.getByRole('heading', { name: 'Add Software Update' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Upload the APK, or enter the https address it is downloaded from.').first().waitFor();
    await checkPage(page, 'software-update-add-errors');

    await page.getByLabel(/^Version Name/).fill('5.0.0');
    await page.getByLabel(/^Version Code/).fill('500');
    await page.getByLabel(/^Release Notes/).fill('Seasonal menu and faster start-up.');
    const file = page.locator('input[type="file"][name="apkUrl"]');
    // Something else dressed as a package is refused by its content.
    await file.setInputFiles({ name: 'app.apk', mimeType: 'application/vnd.android.package-archive', buffer: Buffer.from('not a package') });
    await page.getByText('This file is not an Android package (APK).').waitFor();
    await file.setInputFiles({ name: 'app-5.0.0.apk', mimeType: 'application/vnd.android.package-archive', buffer: tinyApk('5.0.0', 500) });
    await page.getByRole('link', { name: 'Download the uploaded package' }).waitFor();
    await checkPage(page, 'software-update-add');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/machine-software-update\/\d+$/);
    updateUrl = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: 'Software Update Detail' }).waitFor();
    expect(await detail(page, 'Version Code').textContent()).toBe('500');
    expect(await detail(page, 'SHA-256').textContent()).toMatch(/^[0-9a-f]{64}$/);
    await page.getByText('This update has not been rolled out to any machine yet.').waitFor();
    await checkPage(page, 'software-update-detail');
  });

  it('rolls the update out to a machine, which takes it: the page shows it installed', async () => {
    const { page } = journey;
    const simulated = new VirtualMachine({ baseUrl: journey.server.url, key: machine.key, name: machine.vmcNo, disconnectRate: 0, errorRate: 0, statusRate: 0 });
    // The machine reports the version it runs before the update.
    await simulated.tick();
    const before = { ...simulated.version };

    await page.goto(updateUrl);
    const form = page.getByRole('form', { name: 'Roll Out' });
    await form.getByLabel('Machines').fill(machine.vmcNo);
    await page.getByRole('option', { name: new RegExp(`^${machine.vmcNo} `) }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Roll Out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send 5.0.0 to 1 machine?' });
    await confirm.waitFor();
    await checkPage(page, 'software-update-rollout-confirm');
    await confirm.getByRole('button', { name: 'Roll Out' }).click();
    await page.getByText('Software 5.0.0 sent to 1 machine').waitFor();
    const machines = page.getByRole('region', { name: 'Machines' });
    const row = machines.getByRole('row', { name: new RegExp(machine.vmcNo) });
    await expect.poll(async () => (await row.getByRole('cell').allTextContents()).slice(1, 3)).toEqual([`${before.versionName} (${before.versionCode}) — older`, 'Sent']);
    await checkPage(page, 'software-update-rollout-sent');

    // The machine asks for its instruction, installs the package and reports its new version.
    await simulated.tick();
    await simulated.tick();
    expect(simulated.version).toEqual({ versionName: '5.0.0', versionCode: 500 });
    await page.reload();
    await expect.poll(async () => (await row.getByRole('cell').allTextContents()).slice(1, 3)).toEqual(['5.0.0 (500)', 'Installed']);
    expect(await detail(page, 'Progress').textContent()).toContain('Installed: 1');
    // Only the installed machines, by the state filter.
    await machines.getByLabel('State').click();
    await page.getByRole('option', { name: 'Sent', exact: true }).click();
    await machines.getByText('No machine is sent.').waitFor();
    await checkPage(page, 'software-update-rollout-installed');

    await machines.getByLabel('State').click();
    await page.getByRole('option', { name: 'All', exact: true }).click();
    await row.getByRole('link').click();
    await page.getByRole('heading', { name: 'Machine Detail' }).waitFor();
    await expect.poll(async () => await detail(page, 'Software version').textContent()).toBe('5.0.0 (code 500)');
    await checkPage(page, 'software-update-machine-detail');
  });

  it('edits an update', async () => {
    const { page, errors } = journey;
    await page.goto(`${updateUrl}/edit`);
    await page.getByRole('heading', { name: 'Edit Software Update' }).waitFor();
    expect(await page.getByLabel(/^Version Code/).inputValue()).toBe('500');
    await page.getByRole('radio', { name: 'Give its https address' }).check();
    await page.getByLabel(/^APK URL/).fill('http://downloads.example.com/app.apk');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Upload an APK, or enter an address starting with https://.').waitFor();
    await checkPage(page, 'software-update-edit');
    await page.getByLabel(/^APK URL/).fill('https://downloads.jumpstart.example/vending/app-5.0.0.apk');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(updateUrl);
    await page.getByRole('link', { name: 'https://downloads.jumpstart.example/vending/app-5.0.0.apk' }).waitFor();
    expect(await detail(page, 'SHA-256').textContent()).toBe('—');
    expect(errors).toEqual([]);
  });
});
