import { describe, expect, it } from 'vitest';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { choose, detail, graphql, openFromMenu } from './actions';

describe.skipIf(!hasChromium)('JS Reward', () => {
  const journey = useSignedInPage('admin');
  const cardNumber = `E2E${Date.now().toString(36).toUpperCase()}`;

  it('creates a reward rule through the form, after telling what is wrong, and lists it', async () => {
    const { page, errors } = journey;
    await openFromMenu(page, 'JS Reward', 'Rule');
    await page.getByRole('gridcell', { name: 'Bank Sentosa staff coffee' }).waitFor();
    await checkPage(page, 'reward-rule-list');

    await page.getByRole('link', { name: 'Add Reward Rule' }).click();
    await page.getByRole('heading', { name: 'Add Reward Rule' }).waitFor();
    await page.getByLabel(/^Frequency Limit per Person/).fill('0');
    await page.getByLabel(/^RFID Card Numbers/).fill('AB1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This field is required.').first().waitFor();
    await page.getByText('Must be greater than 0.').waitFor();
    await page.getByText('AB1: A card number has 4 to 32 letters or digits.').waitFor();
    await checkPage(page, 'reward-rule-add-invalid');

    await choose(page, page.getByLabel(/^Company/), 'PT Telekomunikasi Maju');
    await page.getByLabel(/^Name/).fill('E2E weekend shift');
    await page.getByLabel(/^Amount Limit per Person/).fill('50000');
    await page.getByLabel(/^Frequency Limit per Person/).fill('2');
    await page.getByLabel(/^RFID Card Numbers/).fill(`${cardNumber.toLowerCase()}, 0A77E51299`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/reward-rule\/\d+$/);
    await page.getByRole('heading', { name: 'Reward Rule Detail' }).waitFor();
    expect(await detail(page, 'Company').textContent()).toBe('PT Telekomunikasi Maju');
    expect(await detail(page, 'Amount Limit per Person').textContent()).toBe('Rp 50.000');
    expect(await detail(page, 'Usage Limit').textContent()).toBe('No limit');
    expect(await detail(page, 'RFID Card Numbers').textContent()).toBe(`${cardNumber}, 0A77E51299`);
    await checkPage(page, 'reward-rule-detail');

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Reward Rule' }).waitFor();
    await checkPage(page, 'reward-rule-edit');

    await page.goto('/reward-rule');
    await page.getByRole('gridcell', { name: 'E2E weekend shift' }).waitFor();
    expect(await page.locator('.MuiDataGrid-row', { hasText: 'E2E weekend shift' }).textContent()).toContain('PT Telekomunikasi Maju');
    expect(errors).toEqual([]);
  });

  it('shows the reward orders after a machine claims a cup on the card', async () => {
    const { page, errors } = journey;
    const { machinesAll } = await graphql<{ machinesAll: { id: number; vmcNo: string }[] }>(page, 'query { machinesAll(queryInput: { sorts: [{ field: "vmcNo", direction: ASC }] }) { id vmcNo } }');
    const { productsAll } = await graphql<{ productsAll: { id: number; name: string }[] }>(page, 'query { productsAll { id name } }');
    const machine = machinesAll[0]!;
    const product = productsAll[0]!;
    const { issueMachineGatewayKey } = await graphql<{ issueMachineGatewayKey: { gatewayKey: string } }>(page, 'mutation ($id: Int!) { issueMachineGatewayKey(machineId: $id) { gatewayKey } }', { id: machine.id });
    const send = (claimId: string) =>
      fetch(`${journey.server.url}/gateway/v1/rewards/claims`, {
        method: 'POST',
        headers: { authorization: `Bearer ${issueMachineGatewayKey.gatewayKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ cardNumber, productId: product.id, price: 30_000, claimId }),
      }).then((response) => response.json() as Promise<{ granted: boolean; reason: string | null }>);
    expect(await send(`${cardNumber}-1`)).toMatchObject({ granted: true, reason: null });
    expect(await send(`${cardNumber}-2`)).toMatchObject({ granted: false, reason: 'AMOUNT_LIMIT' });

    await openFromMenu(page, 'JS Reward', 'Reward Order');
    await page.getByRole('heading', { name: 'Reward Order', exact: true }).waitFor();
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await page.getByLabel('Search').fill(cardNumber);
    await page.getByText('2 rows', { exact: true }).waitFor();
    const granted = page.locator('.MuiDataGrid-row', { hasText: `${cardNumber}-1` });
    const refused = page.locator('.MuiDataGrid-row', { hasText: `${cardNumber}-2` });
    expect(await granted.textContent()).toContain('Granted');
    expect(await granted.textContent()).toContain('Rp 30.000');
    expect(await granted.textContent()).toContain(machine.vmcNo);
    expect(await granted.textContent()).toContain(product.name);
    expect(await refused.textContent()).toContain('Amount limit');
    await checkPage(page, 'reward-order-list');
    expect(errors).toEqual([]);
  });
});
