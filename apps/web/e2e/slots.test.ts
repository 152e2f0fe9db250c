import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SLOT_MESSAGES } from '@back-office/domain';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { choose, detail, graphql, openFromMenu } from './actions';
import { VirtualMachine } from '@back-office/simulator/fleet';

interface StockedMachine {
  id: number;
  vmcNo: string;
  name: string;
  machineStockIns: { ingredient: { name: string } }[];
  machineStockOuts: { packaging: { name: string } }[];
  productInMachines: { product: { name: string } }[];
}

const STOCKED = `query { machinesAll(queryInput: { filters: { operator: AND, options: [{ field: "hubId", values: [], type: NOT_NULL }] }, sorts: [{ field: "vmcNo", direction: ASC }] }) {
  id vmcNo name machineStockIns { ingredient { name } } machineStockOuts { packaging { name } } productInMachines { product { name } } }
  slotSettingsAll { machineId } }`;

describe.skipIf(!hasChromium)('slots', () => {
  const journey = useSignedInPage('rina.wijaya');
  let machine: StockedMachine;

  beforeAll(async () => {
    const { page } = journey;
    const { machinesAll, slotSettingsAll } = await graphql<{ machinesAll: StockedMachine[]; slotSettingsAll: { machineId: number }[] }>(page, STOCKED);
    const set = new Set(slotSettingsAll.map((setting) => setting.machineId));
    machine = machinesAll.find((candidate) => !set.has(candidate.id) && candidate.machineStockIns.length > 0 && candidate.productInMachines.length > 1)!;
  });

  it('lays out a panel of slots, gives a machine its slots and one price per product, and sends the prices to the machine', async () => {
    const { page, errors } = journey;
    await openFromMenu(page, 'Machine/Coffee Machine', 'Slots');
    await page.getByRole('heading', { name: 'Slot', exact: true }).waitFor();
    await page.getByRole('gridcell', { name: 'Six-button panel' }).waitFor();
    await checkPage(page, 'slot-list-masters');

    // A slot master: a name and slot numbers, each once.
    await page.getByRole('link', { name: 'Add Slot Master' }).click();
    await page.getByRole('heading', { name: 'Add Slot Master' }).waitFor();
    await page.getByLabel(/^Combination Name/).fill('Five-button panel');
    await page.getByRole('button', { name: 'Add Slot' }).click();
    await page.getByLabel('Slot 5 Slot Number', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(SLOT_MESSAGES.slotRepeated).waitFor();
    await checkPage(page, 'slot-master-add-repeated');
    await page.getByLabel('Slot 5 Slot Number', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/slot\/master\/\d+$/);
    await page.getByRole('heading', { name: 'Slot Master Detail' }).waitFor();
    expect(await detail(page, 'Slot numbers').textContent()).toBe('1, 2, 3, 4, 5');
    await checkPage(page, 'slot-master-detail');
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Slot Master' }).waitFor();
    await page.getByLabel('Slot 5 Slot Number', { exact: true }).waitFor();
    await checkPage(page, 'slot-master-edit');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Slot Master Detail' }).waitFor();

    // A slot setting for a machine that has none.
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await page.getByRole('tab', { name: 'Slot Settings' }).click();
    await page.getByRole('link', { name: 'Add Slot Setting' }).waitFor();
    await page.getByRole('gridcell', { name: 'Nine-button panel' }).waitFor();
    await checkPage(page, 'slot-list-settings');
    await page.getByRole('link', { name: 'Add Slot Setting' }).click();
    await page.getByRole('heading', { name: 'Add Slot Setting' }).waitFor();
    await choose(page, page.getByLabel(/^Machine/), machine.name);
    await choose(page, page.getByLabel(/^Slot Master/), 'Five-button panel');
    // Choosing the master gave a row per slot; this machine sells from three of them.
    await page.getByLabel('Slot 5 Slot', { exact: true }).waitFor();
    for (const row of [5, 4]) await page.getByRole('button', { name: `Remove Slot ${row}` }).click();
    const [first, second] = machine.productInMachines.map((item) => item.product.name);
    const stockIn = machine.machineStockIns[0]!.ingredient.name;
    await choose(page, page.getByLabel('Slot 1 Product', { exact: true }), first!);
    await choose(page, page.getByLabel('Slot 1 Stock In', { exact: true }), stockIn);
    await page.getByLabel('Slot 1 Price', { exact: true }).fill('20000');
    await page.getByLabel('Slot 1 Discounted Price', { exact: true }).fill('18000');
    await choose(page, page.getByLabel('Slot 2 Product', { exact: true }), second!);
    await page.getByLabel('Slot 2 Price', { exact: true }).fill('15000');
    await choose(page, page.getByLabel('Slot 3 Product', { exact: true }), first!);
    await choose(page, page.getByLabel('Slot 3 Stock In', { exact: true }), stockIn);
    await page.getByLabel('Slot 3 Price', { exact: true }).fill('21000');
    await page.getByLabel('Slot 3 Discounted Price', { exact: true }).fill('18000');
    await page.getByRole('button', { name: 'Save' }).click();
    // The same product at two prices: the message under both of its slots' prices.
    await expect.poll(() => page.getByText(MESSAGES.samePriceAcrossSlots).count()).toBe(2);
    expect(await page.getByLabel('Slot 3 Price', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await checkPage(page, 'slot-setting-add-price-rule');
    await page.getByLabel('Slot 3 Price', { exact: true }).fill('20000');
    await expect.poll(() => page.getByText(MESSAGES.samePriceAcrossSlots).count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/slot\/setting\/\d+$/);
    await page.getByRole('heading', { name: 'Slot Setting Detail' }).waitFor();
    expect(await detail(page, 'Machine status').textContent()).toBe('Never sent');
    const slots = page.getByRole('region', { name: 'Slots' });
    await slots.getByRole('row', { name: new RegExp(`^3 ${first}`) }).getByText('Rp 20.000').waitFor();
    await checkPage(page, 'slot-setting-detail');

    // Sent to the machine, after a confirmation; the machine has not fetched them yet.
    await page.getByRole('button', { name: 'Send Prices to Machine' }).click();
    await page.getByRole('dialog', { name: 'Send prices to machine?' }).waitFor();
    await checkPage(page, 'slot-setting-send-confirm');
    await page.getByRole('button', { name: 'Send Prices', exact: true }).click();
    await page.getByText(`Prices sent to machine ${machine.vmcNo}.`).waitFor();
    await expect.poll(() => detail(page, 'Machine status').textContent()).toBe('Waiting for the machine');
    expect(await detail(page, 'Prices last sent').textContent()).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(await detail(page, 'Sent by').textContent()).toBe('Rina Wijaya');
    await checkPage(page, 'slot-setting-sent');

    // The machine, played by the simulator, fetches the prices, loads them and acknowledges.
    const { issueMachineGatewayKey } = await graphql<{ issueMachineGatewayKey: { gatewayKey: string } }>(
      page,
      'mutation ($id: Int!) { issueMachineGatewayKey(machineId: $id) { gatewayKey } }',
      { id: machine.id },
    );
    const virtual = new VirtualMachine({ baseUrl: journey.server.url, key: issueMachineGatewayKey.gatewayKey, name: machine.vmcNo, disconnectRate: 0, errorRate: 0, statusRate: 0 });
    const carried = await virtual.obeyInstruction();
    expect(carried).toMatchObject({ instruction: 'priceset', payload: { slots: [{ slot: 1, price: 20000, discountedPrice: 18000 }, { slot: 2, price: 15000 }, { slot: 3, price: 20000 }] } });
    await page.reload();
    await expect.poll(() => detail(page, 'Machine status').textContent()).toBe('Acknowledged by the machine');
    expect(await detail(page, 'Acknowledged').textContent()).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    await checkPage(page, 'slot-setting-acknowledged');

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Slot Setting' }).waitFor();
    await page.getByLabel('Slot 3 Price', { exact: true }).waitFor();
    await checkPage(page, 'slot-setting-edit');
    await page.getByRole('button', { name: `Remove Slot 2` }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/slot\/setting\/\d+$/);
    await expect.poll(() => slots.getByRole('row').count()).toBe(3);
    expect(errors).toEqual([]);
  });
});
