import { describe, expect, it } from 'vitest';
import { addDays, formatDate, jakartaDay } from '@back-office/domain';
import { checkPage, hasChromium, useSignedInPage } from './harness';
import { choose, detail, openFromMenu, typeDay } from './actions';

describe.skipIf(!hasChromium)('Refill logistics', () => {
  const journey = useSignedInPage('admin');

  const openFromSidebar = (entry: string) => openFromMenu(journey.page, 'Refiller', entry);

  it('adds a car refiller’s schedule after telling what the car lacks', async () => {
    const { page, errors } = journey;
    await openFromSidebar('Refiller Schedule');
    await page.getByRole('gridcell', { name: 'Andi Kurniawan' }).waitFor();
    await checkPage(page, 'refiller-schedule-list');

    await page.getByRole('link', { name: 'Add Refiller Schedule' }).click();
    await page.getByRole('heading', { name: 'Add Refiller Schedule' }).waitFor();
    await choose(page, page.getByLabel(/^User/), 'Joko Susilo (joko.susilo)');
    await page.getByLabel('Car Refiller').check();
    await page.getByLabel(/^Max Distance/).fill('40');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A car refiller needs the car’s plate number.').waitFor();
    await page.getByText('Choose the parity of the car’s plate.').waitFor();

    await page.getByLabel(/^Car Number/).fill('b 4322 xy');
    await choose(page, page.getByLabel(/^Odd-Even Rationing/), 'Odd');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The plate number is even: choose Even.').waitFor();
    await choose(page, page.getByLabel(/^Odd-Even Rationing/), 'Even');
    await page.getByLabel('Saturday').check();
    await choose(page, page.getByLabel(/^Supervisor/), 'Dewi Lestari (dewi.lestari)');
    // The refiller's own day: a wrong time and capacity in the spec's words, a warehouse the configuration lacks.
    await page.getByLabel(/^Start Time/).fill('25:00');
    await page.getByLabel(/^Capacity/).fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Invalid time; use HH:mm.').waitFor();
    await page.getByText('Must be greater than 0.').waitFor();
    await page.getByLabel(/^Start Time/).fill('07:00');
    await page.getByLabel(/^Capacity/).fill('20');
    await choose(page, page.getByLabel(/^Start Place/), 'Warehouse');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('No warehouse is set: enter its latitude and longitude in the AI configuration first.', { exact: true }).first().waitFor();
    await choose(page, page.getByLabel(/^Start Place/), 'Home');
    await choose(page, page.getByLabel(/^Route End/), 'At the last machine');
    await checkPage(page, 'refiller-schedule-add');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/refiller-schedule$/);
    const row = page.locator('.MuiDataGrid-row', { hasText: 'Joko Susilo' });
    await row.waitFor();
    expect(await row.textContent()).toContain('B 4322 XY');
    // The days of equal hours together: a start at 07:00 and the AI configuration's working hours.
    expect(await row.textContent()).toMatch(/Monday to Saturday 07:00 to \d\d:\d\d/);
    await row.getByRole('gridcell', { name: 'Joko Susilo' }).click();
    await page.getByRole('heading', { name: 'Edit Refiller Schedule' }).waitFor();
    expect(await page.getByLabel(/^Car Number/).inputValue()).toBe('B 4322 XY');
    expect(await page.getByLabel(/^Start Time/).inputValue()).toBe('07:00');
    expect(await page.getByLabel(/^Capacity/).inputValue()).toBe('20');
    expect(await page.getByLabel(/^Route End/).textContent()).toBe('At the last machine');
    await page.getByText('Joko Susilo’s day starts at no location yet').waitFor();
    await page.getByText(/Their week: Monday to Saturday 07:00 to \d\d:\d\d\./).waitFor();
    await checkPage(page, 'refiller-schedule-edit');
    expect(errors).toEqual([]);
  });

  it('requests three days of leave after the 31-day rule, and approves a day', async () => {
    const { page, errors } = journey;
    const tomorrow = addDays(jakartaDay(), 1);
    await openFromSidebar('Leave');
    await page.getByRole('heading', { name: 'Leave', exact: true }).waitFor();
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await checkPage(page, 'leave-list');

    await page.getByRole('link', { name: 'Add Leave' }).click();
    await page.getByRole('heading', { name: 'Add Leave' }).waitFor();
    await choose(page, page.getByLabel(/^User/), 'Joko Susilo (joko.susilo)');
    await choose(page, page.getByLabel(/^Type/), 'Sick leave');
    await typeDay(page, 'Start Date', formatDate(tomorrow));
    await typeDay(page, 'End Date', formatDate(addDays(tomorrow, 40)));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Maximum duration is 31 days.').waitFor();
    await checkPage(page, 'leave-add-too-long');

    await typeDay(page, 'End Date', formatDate(addDays(tomorrow, 2)));
    await page.getByText('3 days, one leave each.').waitFor();
    await page.getByLabel(/^Note/).fill('Flu, doctor’s letter follows.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/leave$/);
    await page.getByLabel('Search').fill('Joko');
    await page.getByText('3 rows', { exact: true }).waitFor();

    await page.getByRole('gridcell', { name: formatDate(tomorrow) }).click();
    await page.getByRole('heading', { name: 'Leave Detail' }).waitFor();
    expect(await detail(page, 'State').textContent()).toBe('Requested');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Leave approved.').waitFor();
    await detail(page, 'State').getByText('Approved').waitFor();
    await checkPage(page, 'leave-detail');
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit Leave' }).waitFor();
    await checkPage(page, 'leave-edit');
    expect(errors).toEqual([]);
  });

  it('changes the AI configuration', async () => {
    const { page, errors } = journey;
    await openFromSidebar('AI Configuration');
    await page.getByRole('heading', { name: 'AI Configuration' }).waitFor();
    expect(await detail(page, 'Travel Speed').textContent()).toBe('30 km/h');
    await checkPage(page, 'ai-config');

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit AI Configuration' }).waitFor();
    await page.getByLabel(/^Travel Speed/).fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This field is required.').waitFor();
    await checkPage(page, 'ai-config-edit');
    await page.getByLabel(/^Travel Speed/).fill('35');
    // The warehouse: both coordinates or neither.
    await page.getByLabel(/^Warehouse Latitude/).fill('-6.17');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByLabel(/^Warehouse Longitude/).getAttribute('aria-invalid')).toBe('true');
    await page.getByText('This field is required.').waitFor();
    await page.getByLabel(/^Warehouse Longitude/).fill('106.74');
    await page.getByLabel(/^Refillers not by car end at their last machine/).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/ai-config$/);
    await page.getByText('35 km/h').waitFor();
    expect(await detail(page, 'Warehouse').textContent()).toBe('-6.17, 106.74');
    expect(await detail(page, 'Routes of Refillers Not by Car').textContent()).toBe('Back to the start');
    await checkPage(page, 'ai-config-warehouse');
    expect(errors).toEqual([]);
  });

  it('shows tomorrow’s plan and the machines out of reach, and plans the day again on request', async () => {
    const { page, errors } = journey;
    await openFromSidebar('Out of Reach');
    const tomorrow = addDays(jakartaDay(), 1);
    await page.getByRole('heading', { name: `Plan of ${formatDate(tomorrow)}` }).waitFor();
    await page.getByRole('heading', { name: 'Machines out of reach' }).waitFor();
    // The plan says what would reach the machines it left out, and which limit binds.
    const advice = page.getByRole('region', { name: 'What would reach them' });
    await advice.getByText(/^The limit that binds is /).waitFor();
    await checkPage(page, 'out-of-reach');

    await page.getByRole('button', { name: 'Plan this day' }).click();
    await page.getByRole('dialog').getByText(`Plan the refills of ${formatDate(tomorrow)} now?`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Plan' }).click();
    await page.getByText(/^Planned \d+ machines?; \d+ out of reach\.$/).waitFor({ timeout: 20_000 });
    await page.getByText('Planned on request', { exact: false }).waitFor();
    expect(errors).toEqual([]);
  });

  it('assigns a proposal of tomorrow’s plan, with the refiller’s other stops of the day counted as the week shows them', async () => {
    const { page, errors } = journey;
    const tomorrow = addDays(jakartaDay(), 1);
    await openFromMenu(page, 'Refiller', 'Task Schedule');
    const week = page.getByRole('table', { name: 'Tasks by refiller and day' });
    await week.locator('th[aria-current="date"]').getByText('Today').waitFor();
    // From a Sunday, tomorrow is in next week.
    const column = (new Date(`${tomorrow}T00:00:00Z`).getUTCDay() + 6) % 7;
    if (column === 0) await page.getByRole('button', { name: 'Next week' }).click();
    await week.getByRole('columnheader', { name: new RegExp(formatDate(tomorrow)) }).waitFor();
    await week.getByRole('rowheader').first().waitFor();

    // A refiller with more than one stop tomorrow, one of them proposed: what their cell says.
    const rows = await week.locator('tbody tr').evaluateAll((trs, index) =>
      trs.map((tr) => ({ name: tr.querySelector('th')!.textContent!, states: [...tr.querySelectorAll('td')[index]!.querySelectorAll('.MuiTypography-caption')].map((caption) => caption.textContent!) })),
    column);
    const chosen = rows.find((row) => row.states.length >= 2 && row.states.includes('Proposed'))!;
    expect(chosen, 'a refiller with two stops tomorrow, one proposed').toBeDefined();
    const cell = week.locator('tbody tr', { has: page.getByRole('rowheader', { name: chosen.name }) }).locator('td').nth(column);
    await cell.locator('div', { has: page.getByText('Proposed', { exact: true }) }).first().getByRole('link').click();
    await page.getByRole('heading', { name: 'Task Detail' }).waitFor();
    await detail(page, 'Assignee').getByText(`Not assigned (proposed for ${chosen.name})`).waitFor();
    await page.getByRole('link', { name: 'Assign', exact: true }).click();
    await page.getByRole('heading', { name: 'Assign Task' }).waitFor();

    // The others of that day: every stop in the cell but this one and the declined ones.
    const others = chosen.states.filter((state) => state !== 'Declined').length - 1;
    const proposed = chosen.states.filter((state) => state === 'Proposed').length - 1;
    const expected = `${others} task${others === 1 ? '' : 's'}${proposed > 0 ? ` (${proposed} proposed)` : ''}, `;
    const choice = page.getByRole('radiogroup', { name: 'Refiller' }).locator('label', { hasText: `${chosen.name} (proposed)` });
    const load = (await choice.locator('span.MuiTypography-body2').textContent())!;
    expect(load.startsWith(expected), `"${load}" starts with "${expected}"`).toBe(true);
    expect(load).toMatch(/, \d+ gallons?, [\d.,]+ k?m of [\d.,]+ km planned$/);
    await checkPage(page, 'assign-task-tomorrow');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Task assigned.').waitFor();
    expect(errors).toEqual([]);
  });
});
