import { beforeAll, describe, expect, it } from 'vitest';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { choose, graphql, openFromMenu, PNG } from './actions';

/*
 * The journey gives the admin, who has no demo tasks, today's: two tasks done at two machines and one
 * declined, through the same calls the task pages make, and one machine's canister emptied by hand.
 * Narrowed to the admin, the page must show exactly those.
 */
describe.skipIf(!hasChromium)('logistic analytics', () => {
  const journey = useSignedInPage('admin');
  let me: { id: number; name: string };
  let emptied: string;

  const region = (name: string) => journey.page.getByRole('region', { name, exact: true });
  const figure = (label: string) => journey.page.locator('dl[aria-label="Totals"] > div', { has: journey.page.locator(`dt:text-is("${label}")`) }).locator('dd');

  async function upload(): Promise<string> {
    const response = await journey.page.request.post('/graphql', {
      headers: { 'apollo-require-preflight': 'true' },
      multipart: {
        operations: JSON.stringify({ query: 'mutation ($file: File!) { singleUpload(file: $file, accept: IMAGE) }', variables: { file: null } }),
        map: JSON.stringify({ 0: ['variables.file'] }),
        0: { name: 'done.png', mimeType: 'image/png', buffer: PNG },
      },
    });
    return ((await response.json()) as { data: { singleUpload: string } }).data.singleUpload;
  }

  beforeAll(async () => {
    const { page } = journey;
    me = (await graphql<{ me: { id: number; name: string } }>(page, '{ me { id name } }')).me;
    const { machines } = await graphql<{ machines: { results: { id: number; vmcNo: string }[] } }>(page, '{ machines(pageInput: { page: 1, size: 3 }) { results { id vmcNo } } }');
    const [first, second] = machines.results;
    const task = async (machineId: number) =>
      (
        await graphql<{ createManualTask: { id: number } }>(page, 'mutation ($input: ManualTaskInput!) { createManualTask(input: $input) { id } }', {
          input: { title: 'Refill', assigneeId: me.id, machineId, executionTime: new Date().toISOString() },
        })
      ).createManualTask.id;
    for (const machine of [first!, second!]) {
      const id = await task(machine.id);
      await graphql(page, 'mutation ($id: Int!) { startTask(id: $id) { id } }', { id });
      await graphql(page, 'mutation ($id: Int!, $input: FinishTaskInput!) { finishTask(id: $id, input: $input) { id } }', { id, input: { image: await upload() } });
    }
    await graphql(page, 'mutation ($id: Int!) { declineTask(id: $id, note: "Hub closed") { id } }', { id: await task(first!.id) });

    // The second machine's first canister runs empty.
    const { machineStockInsByMachine } = await graphql<{ machineStockInsByMachine: { id: number }[] }>(page, 'query ($id: Int!) { machineStockInsByMachine(machineId: $id) { id } }', { id: second!.id });
    await graphql(page, 'mutation ($id: Int!) { updateMachineStockIn(id: $id, input: { currentStock: 0 }) { id } }', { id: machineStockInsByMachine[0]!.id });
    emptied = second!.vmcNo;
  });

  it('charts today’s tasks, the machine that ran empty and the cups per visit, with their numbers for screen readers', async () => {
    const { page } = journey;
    await openFromMenu(page, 'Analytics', 'Logistic');
    await page.waitForURL((url) => url.pathname === '/analytics-logistic');
    await page.getByRole('heading', { name: 'Logistic Analytics', level: 1 }).waitFor();

    for (const name of ['Tasks per week', 'Tasks by refiller', 'Planned and driven distance per week', 'Machines empty the longest', 'Cups sold per refill visit']) {
      await region(name).locator('svg').first().waitFor();
    }
    // The demo's rounds were planned: the planned distance stands beside the driven one.
    await expect.poll(() => figure('Planned distance').textContent()).not.toBe('0 km');
    const planned = (await region('Planned and driven distance per week').locator('table tbody tr td:nth-child(2)').allTextContents()).map((text) => Number.parseFloat(text.replaceAll('.', '').replace(',', '.')));
    expect(planned.filter((value) => value > 0).length).toBeGreaterThan(1);

    await choose(page, page.getByRole('combobox', { name: 'Refiller' }), me.name);
    await expect.poll(() => region('Tasks by refiller').locator('table tbody tr th').allTextContents()).toEqual([me.name]);
    expect(await figure('Tasks done').textContent()).toBe('2');
    expect(await figure('Declined').textContent()).toBe('1');
    expect(await figure('On time').textContent()).toBe('100%');
    expect(await figure('Machines that ran empty').textContent()).toBe('1');

    // The tables say what the charts draw: the week's and the refiller's tasks add up to the totals.
    const doneByWeek = (await region('Tasks per week').locator('table tbody tr td:nth-child(2)').allTextContents()).map(Number);
    expect(doneByWeek.reduce((sum, value) => sum + value, 0)).toBe(2);
    expect(await region('Tasks by refiller').locator('table tbody tr th').allTextContents()).toEqual([me.name]);
    expect(await region('Machines empty the longest').locator('table tbody tr th').allTextContents()).toEqual([emptied]);
    const visits = (await region('Cups sold per refill visit').locator('table tbody tr td:nth-child(2)').allTextContents()).map(Number);
    expect(visits.reduce((sum, value) => sum + value, 0)).toBe(2);
    const blankAtEnd = await page.evaluate(() => document.documentElement.scrollHeight - Math.max(...[...document.querySelectorAll('section')].map((section) => section.getBoundingClientRect().bottom + window.scrollY)));
    expect(blankAtEnd).toBeLessThan(80);
    await checkPage(page, 'logistic-analytics');

    // The period and the refiller are in the address, and a reload keeps them.
    await expect.poll(() => new URL(page.url()).searchParams.get('refiller')).toBe(String(me.id));
    expect(new URL(page.url()).searchParams.get('period')).toBe('90');
    await page.reload();
    await expect.poll(() => region('Tasks by refiller').locator('table tbody tr th').allTextContents()).toEqual([me.name]);
    await expect.poll(() => page.getByRole('combobox', { name: 'Refiller' }).textContent()).toBe(me.name);
  });

  it('says so where a chart has nothing to draw: days of rounds with no machine empty', async () => {
    const { page } = journey;
    await choose(page, page.getByRole('combobox', { name: 'Refiller' }), 'All refillers');
    await choose(page, page.getByRole('combobox', { name: 'Period' }), 'Custom days');
    const day = (daysAgo: number) => {
      const [year, month, date] = new Date(Date.now() + 7 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10).split('-');
      return `${date}${month}${year}`;
    };
    await page.getByRole('group', { name: 'From', exact: true }).getByRole('spinbutton').first().click();
    await page.keyboard.type(day(10));
    await page.getByRole('group', { name: 'To', exact: true }).getByRole('spinbutton').first().click();
    await page.keyboard.type(day(3));
    await region('Hours empty per week').getByText('No machine ran empty in this period.').waitFor();
    await region('Machines empty the longest').getByText('No machine ran empty in this period.').waitFor();
    await region('Tasks per week').locator('svg').first().waitFor();
    expect(new URL(page.url()).searchParams.get('period')).toBe('custom');
    await checkPage(page, 'logistic-analytics-nothing-empty');
  });

  it('shows every refiller, and says so when a period has nothing', async () => {
    const { page } = journey;
    await choose(page, page.getByRole('combobox', { name: 'Refiller' }), 'All refillers');
    await expect.poll(async () => (await region('Tasks by refiller').locator('table tbody tr th').allTextContents()).length).toBeGreaterThan(1);

    await choose(page, page.getByRole('combobox', { name: 'Period' }), 'Custom days');
    await page.getByRole('group', { name: 'From', exact: true }).getByRole('spinbutton').first().click();
    await page.keyboard.type('01012020');
    await page.getByRole('group', { name: 'To', exact: true }).getByRole('spinbutton').first().click();
    await page.keyboard.type('31012020');
    await page.getByText('No refill tasks in this period').waitFor();
    expect(await figure('Tasks done').textContent()).toBe('0');
    await checkPage(page, 'logistic-analytics-empty');
  });
});
