import { describe, expect, it } from 'vitest';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { choose, detail, graphql, openFromMenu } from './actions';

describe.skipIf(!hasChromium)('machine settings', () => {
  const journey = useSignedInPage('rina.wijaya');

  it('catalogues a machine error code with a unique code, and changes its urgency', async () => {
    const { page, errors } = journey;
    await openFromMenu(page, 'Machine/Coffee Machine', 'Machine Errors');
    await page.getByRole('gridcell', { name: 'Grinder jammed' }).waitFor();
    await checkPage(page, 'machine-error-list');
    await page.getByRole('link', { name: 'Add Machine Error' }).click();
    await page.getByRole('heading', { name: 'Add Machine Error' }).waitFor();
    await page.getByLabel(/^Code/).fill('e50');
    await page.getByLabel(/^Description/).fill('Ice maker not cooling');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Only capital letters, digits, hyphens and underscores are allowed.').waitFor();
    await page.getByLabel(/^Code/).fill('E12');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A machine error with this code already exists.').first().waitFor();
    await checkPage(page, 'machine-error-add-duplicate');
    await page.getByLabel(/^Code/).fill('E50');
    await choose(page, page.getByLabel(/^Urgency/), 'High');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/machine-error\/\d+$/);
    await page.getByRole('heading', { name: 'Machine Error Detail' }).waitFor();
    expect(await detail(page, 'Code').textContent()).toBe('E50');
    expect(await detail(page, 'Urgency').textContent()).toBe('High');
    await checkPage(page, 'machine-error-detail');

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Machine Error' }).waitFor();
    await choose(page, page.getByLabel(/^Urgency/), 'Critical');
    await checkPage(page, 'machine-error-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/machine-error\/\d+$/);
    await expect.poll(() => detail(page, 'Urgency').textContent()).toBe('Critical');
    expect(errors).toEqual([]);
  });

  it('shows the urgency of a machine’s error from the catalogue', async () => {
    const { page } = journey;
    const { machinesAll } = await graphql<{ machinesAll: { id: number; lastError: string }[] }>(
      page,
      'query { machinesAll(queryInput: { filters: { operator: AND, options: [{ field: "inError", type: EQUAL, values: ["true"] }] }, sorts: [{ field: "vmcNo", direction: ASC }] }) { id lastError } }',
    );
    const grinder = machinesAll.find((machine) => machine.lastError === 'E17: Grinder jammed')!;
    await page.goto(`/machine/machine/${grinder.id}`);
    await page.getByRole('heading', { name: 'Machine Detail' }).waitFor();
    await expect.poll(() => detail(page, 'Urgency').textContent()).toBe('Critical');
    await checkPage(page, 'machine-detail-error-urgency');

    await page.goto('/machine-status-error');
    await page.getByRole('gridcell', { name: 'E17', exact: true }).first().waitFor();
    await page.getByRole('columnheader', { name: 'Urgency' }).waitFor();
    await page.getByRole('gridcell', { name: 'Critical' }).first().waitFor();
    await checkPage(page, 'machine-status-error-urgency');
  });

  it('sets a machine payment whose secrets are never shown, only replaced', async () => {
    const { page, errors } = journey;
    await page.goto('/machine-payment');
    await page.getByRole('gridcell', { name: 'JUMPSTART-ALTITUDE' }).first().waitFor();
    await checkPage(page, 'machine-payment-list');
    await page.getByRole('link', { name: 'Add Machine Payment' }).click();
    await page.getByRole('heading', { name: 'Add Machine Payment' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This field is required.').first().waitFor();
    await checkPage(page, 'machine-payment-add-empty');
    await choose(page, page.getByLabel(/^Machine/), 'JB 010');
    await page.getByLabel(/^MID/).fill('M700010');
    await page.getByLabel(/^TID/).fill('T900010');
    await page.getByLabel(/^Store ID/).fill('STORE-010');
    await page.getByLabel(/^POS ID/).fill('POS-JB-0010');
    await page.getByLabel(/^Partner ID/).fill('JUMPSTART-ALTITUDE');
    await page.getByLabel(/^Channel ID/).fill('95221');
    await page.getByLabel(/^Client ID/).fill('client-jb-0010');
    await page.getByLabel(/^Client Secret/).fill('journey-SECRET-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/machine-payment\/\d+$/);
    await page.getByRole('heading', { name: 'Machine Payment Detail' }).waitFor();
    expect(await detail(page, 'Client secret').textContent()).toBe('Set');
    expect(await detail(page, 'Private key').textContent()).toBe('Not set');
    expect(await detail(page, 'Machine').textContent()).toBe('JB-0010 (JB 010)');
    expect(await page.content()).not.toContain('SECRET');
    await checkPage(page, 'machine-payment-detail');

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Machine Payment' }).waitFor();
    await page.getByText('Client Secret: Set').waitFor();
    expect(await page.content()).not.toContain('SECRET');
    await checkPage(page, 'machine-payment-edit');
    await page.getByRole('button', { name: 'Replace Client Secret' }).click();
    await page.getByLabel(/^Client Secret/).fill('journey-SECRET-2');
    // None is stored yet: its box is open at once.
    await page.getByLabel(/^Private Key/).fill('-----BEGIN PRIVATE KEY-----');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/machine-payment\/\d+$/);
    await expect.poll(() => detail(page, 'Private key').textContent()).toBe('Set');
    expect(errors).toEqual([]);
  });

  it('adds a machine QR, one per machine and provider', async () => {
    const { page, errors } = journey;
    await page.goto('/machine-qr');
    await page.getByRole('gridcell', { name: 'GoPay static QR' }).first().waitFor();
    await checkPage(page, 'machine-qr-list');
    await page.getByRole('link', { name: 'Add Machine QR' }).click();
    await page.getByRole('heading', { name: 'Add Machine QR' }).waitFor();
    await choose(page, page.getByLabel(/^Machine/), 'JB 001');
    await choose(page, page.getByLabel(/^QR Type/), 'GoPay (gopay)');
    await page.getByLabel(/^Content/).fill('00020101021126610014COM.GO-JEK.WWW');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This machine already has a QR of this type.').first().waitFor();
    await checkPage(page, 'machine-qr-add-duplicate');
    await choose(page, page.getByLabel(/^QR Type/), 'LinkAja (ajapay)');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/machine-qr');
    await page.getByRole('gridcell', { name: 'LinkAja' }).first().click();
    await page.waitForURL(/\/machine-qr\/\d+\/edit$/);
    await page.getByRole('heading', { name: 'Edit Machine QR' }).waitFor();
    await checkPage(page, 'machine-qr-edit');
    expect(errors).toEqual([]);
  });
});
