import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays, formatDate, jakartaDay } from '@back-office/domain';
import { checkPage, hasChromium, login, openPage, signedInPage, useConsole } from './harness';
import { choose, detail, graphql, pngImage, typeDay } from './actions';

interface TaskRow {
  id: number;
  title: string;
  state: string;
  machineId: number | null;
  assignee: { id: number; name: string } | null;
  image: string | null;
}

const TASK = 'id title state machineId assignee { id name } image';

interface ScheduleRow {
  id: number;
  state: string;
  executionTime: string;
  assignee: { id: number; name: string } | null;
  proposedAssignee: { id: number; name: string } | null;
}

const SCHEDULE_ROW = 'id state executionTime assignee { id name } proposedAssignee { id name }';

describe.skipIf(!hasChromium)('Refill tasks', () => {
  const running = useConsole();
  let supervisor: Page;
  let supervisorErrors: string[];
  let andiId: number;
  const title = `E2E refill ${Date.now().toString(36)}`;

  beforeAll(async () => {
    ({ page: supervisor, errors: supervisorErrors } = await signedInPage(running, 'dewi.lestari'));
    const { usersAll } = await graphql<{ usersAll: { id: number; username: string }[] }>(supervisor, '{ usersAll { id username } }');
    andiId = usersAll.find((user) => user.username === 'andi.kurniawan')!.id;
    // A stop of Andi's route today, at a machine of his demo route (which has stock to fill).
    const { tasks } = await graphql<{ tasks: { results: TaskRow[] } }>(
      supervisor,
      `query ($who: String!) { tasks(pageInput: { page: 1, size: 1, filters: { operator: AND, options: [{ field: "assigneeId", values: [$who], type: EQUAL }] } }) { results { ${TASK} } } }`,
      { who: String(andiId) },
    );
    await graphql(supervisor, `mutation ($input: ManualTaskInput!) { createManualTask(input: $input) { ${TASK} } }`, {
      input: { title, assigneeId: andiId, machineId: tasks.results[0]!.machineId, executionTime: new Date().toISOString(), description: 'Milk runs low before lunch.' },
    });
  });

  it('lets a refiller work a stop on a phone: start it, then finish it with a photo and the cups added', async () => {
    const { page, errors } = await openPage(running.browser, running.server.url);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await login(page, 'andi.kurniawan');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/task');
    const stop = page.getByRole('article').filter({ hasText: title });
    await stop.waitFor();
    await stop.getByRole('link', { name: 'Open in maps' }).waitFor();
    await stop.getByText('Machine stock').waitFor();
    await checkPage(page, 'my-task-phone');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Each stop's buttons say which stop they act on.
    const startNames = await page.getByRole('button', { name: /^Start / }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    expect(new Set(startNames).size).toBe(startNames.length);
    await stop.getByRole('button', { name: `Start ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Start Task' });
    await confirm.getByText('Are you sure you want to start this task?').waitFor();
    await checkPage(page, 'my-task-start-confirm');
    await confirm.getByRole('button', { name: 'Start' }).click();
    await stop.getByText('Started', { exact: true }).waitFor();

    await stop.getByRole('button', { name: 'Finish' }).click();
    const finish = page.getByRole('dialog', { name: `Finish: ${title}` });
    await finish.getByRole('button', { name: 'Save' }).click();
    await finish.getByText('Finish task needs an image.').waitFor();
    const added = finish.locator('input[name="fills.0.additionalStock"]');
    if ((await added.count()) > 0) await added.fill('10');
    await finish.locator('input[type="file"][name="image"]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: pngImage(40, 30, [120, 80, 40]) });
    await finish.getByRole('img', { name: 'Preview of the photo' }).waitFor();
    await finish.getByLabel('Note').fill('Filled the cups.');
    await checkPage(page, 'my-task-finish-form');
    await finish.getByRole('button', { name: 'Save' }).click();
    await finish.waitFor({ state: 'detached' });
    await stop.getByText('Done', { exact: true }).waitFor();
    await page.getByText(`Finished: ${title}.`).waitFor();
    await checkPage(page, 'my-task-done');

    const { tasks } = await graphql<{ tasks: { results: TaskRow[] } }>(
      page,
      `query ($title: String!) { tasks(pageInput: { page: 1, size: 5, filters: { operator: AND, options: [{ field: "title", values: [$title], type: EQUAL }] } }, mine: true) { results { ${TASK} note } } }`,
      { title },
    );
    expect(tasks.results[0]).toMatchObject({ state: 'DONE', image: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/), note: 'Filled the cups.' });
    expect(errors).toEqual([]);
  });

  it('lets a supervisor assign a proposal of the planner at a desk', async () => {
    const page = supervisor;
    await page.goto('/task/all');
    const proposals = page.getByRole('region', { name: /^Unassigned tasks/ });
    const firstAssign = proposals.getByRole('link', { name: /^Assign / }).first();
    await firstAssign.waitFor();
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await page.getByRole('list', { name: 'Task counts' }).getByText('Unassigned').waitFor();
    await checkPage(page, 'all-tasks');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    expect(await menu.getByRole('link', { name: 'All Tasks', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await menu.getByRole('link', { name: 'My Task', exact: true }).getAttribute('aria-current')).toBeNull();
    const proposalTitle = (await firstAssign.getAttribute('aria-label'))!.replace(/^Assign /, '');
    await firstAssign.click();
    await page.getByRole('heading', { name: 'Assign Task' }).waitFor();
    // Only refillers working that day are offered, each with their load; the menu still marks All Tasks.
    const choices = page.getByRole('radiogroup', { name: 'Refiller' }).getByRole('radio');
    await choices.first().waitFor();
    expect(await menu.getByRole('link', { name: 'All Tasks', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.getByText(/^\d+ tasks?( \(\d+ proposed\))?, \d+ gallons?, [\d.,]+ k?m of [\d.,]+ km planned$/).first().waitFor();
    expect(await page.getByText('Admin', { exact: true }).count()).toBe(0);
    await checkPage(page, 'assign-task');
    const chosen = choices.last();
    const chosenName = (await chosen.evaluate((input) => input.closest('label')!.querySelector('.MuiFormControlLabel-label > span > span:first-child')!.textContent))!;
    await chosen.check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/task/all');
    await page.getByText('Task assigned.').waitFor();

    // Two more proposals are accepted together for the refillers they were proposed for.
    const boxes = proposals.getByRole('checkbox', { name: /^Select / });
    await boxes.nth(1).waitFor();
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await proposals.getByRole('button', { name: 'Accept selected (2)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await page.getByText('Accepted 2 proposals.').waitFor();

    const { tasks } = await graphql<{ tasks: { results: TaskRow[] } }>(
      page,
      `query ($title: String!) { tasks(pageInput: { page: 1, size: 100, filters: { operator: AND, options: [{ field: "title", values: [$title], type: EQUAL }] } }) { results { ${TASK} } } }`,
      { title: proposalTitle },
    );
    expect(tasks.results.map((task) => task.assignee?.name)).toContain(chosenName);
    expect(supervisorErrors).toEqual([]);
  });

  it('shows on the assign page what the week’s schedule shows for the proposed refiller’s day', async () => {
    const page = supervisor;
    // The refiller with the most proposals on a day of the plan, and the last of them to assign.
    const { unassignedTasks } = await graphql<{ unassignedTasks: { results: ScheduleRow[] } }>(page, `{ unassignedTasks(pageInput: { page: 1, size: 1 }) { results { ${SCHEDULE_ROW} } } }`);
    const day = jakartaDay(new Date(unassignedTasks.results[0]!.executionTime));
    const { taskSchedule } = await graphql<{ taskSchedule: ScheduleRow[] }>(page, `query ($day: Date!) { taskSchedule(startDate: $day, endDate: $day) { ${SCHEDULE_ROW} } }`, { day });
    const ofPerson = (id: number) => taskSchedule.filter((task) => (task.assignee ?? task.proposedAssignee)?.id === id && task.state !== 'DECLINED');
    const proposals = taskSchedule.filter((task) => !task.assignee && task.proposedAssignee);
    const person = proposals.map((task) => task.proposedAssignee!).sort((a, b) => ofPerson(b.id).length - ofPerson(a.id).length)[0]!;
    const theirs = ofPerson(person.id);
    const opened = theirs.filter((task) => !task.assignee).at(-1)!;
    const others = theirs.filter((task) => task.id !== opened.id);
    expect(others.length).toBeGreaterThan(0);

    // The week's schedule marks today, and shows the refiller's tasks on that day (the next week's, from a Sunday).
    await page.goto('/task/all-schedule');
    const week = page.getByRole('table', { name: 'Tasks by refiller and day' });
    await week.locator('th[aria-current="date"]').getByText('Today').waitFor();
    const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));
    const weekHeading = (monday: string) => page.getByRole('heading', { name: `${formatDate(monday)} – ${formatDate(addDays(monday, 6))}` });
    for (let monday = mondayOf(jakartaDay()); monday !== mondayOf(day); ) {
      const later = monday < mondayOf(day);
      await page.getByRole('button', { name: later ? 'Next week' : 'Previous week' }).click();
      monday = addDays(monday, later ? 7 : -7);
      await weekHeading(monday).waitFor();
    }
    await weekHeading(mondayOf(day)).waitFor();
    const row = week.getByRole('row').filter({ has: page.getByRole('rowheader', { name: person.name }) });
    const column = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
    const cell = row.getByRole('cell').nth(column);
    await expect.poll(() => cell.getByRole('link').count()).toBe(taskSchedule.filter((task) => (task.assignee ?? task.proposedAssignee)?.id === person.id).length);
    await checkPage(page, 'task-schedule-day-with-proposals');

    await page.goto(`/task/${opened.id}/assign`);
    await page.getByRole('heading', { name: 'Assign Task' }).waitFor();
    const choice = page.getByRole('radiogroup', { name: 'Refiller' }).locator('label', { hasText: `${person.name} (proposed)` });
    const proposedCount = others.filter((task) => !task.assignee).length;
    const tasksText = `${others.length} task${others.length === 1 ? '' : 's'}${proposedCount > 0 ? ` (${proposedCount} proposed)` : ''}, `;
    await choice.getByText(new RegExp(`^${tasksText.replace(/[()]/g, '\\$&')}\\d+ gallons?, [\\d.,]+ k?m of [\\d.,]+ km planned$`)).waitFor();
    await checkPage(page, 'assign-task-day-with-proposals');

    // The proposal's page on a phone: each label above its value, water in gallons as on the assign page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/task/all/${opened.id}`);
    await page.getByRole('heading', { name: 'Task Detail' }).waitFor();
    await detail(page, 'Assignee').getByText(`Not assigned (proposed for ${person.name})`).waitFor();
    const label = await page.locator('dt:text-is("Hub")').boundingBox();
    const value = await detail(page, 'Hub').boundingBox();
    expect(value!.y).toBeGreaterThanOrEqual(label!.y + label!.height);
    const bring = await detail(page, 'Bring').textContent();
    if (bring?.includes('Water')) expect(bring).toMatch(/Water: \d+ gallons? \([\d.,]+ (L|ml)\)/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await checkPage(page, 'task-detail-phone');
    await page.setViewportSize({ width: 1366, height: 800 });
    expect(supervisorErrors).toEqual([]);
  });

  it('shows a supervisor the work in progress, the week, the day reports and the stock to prepare, and adds a task', async () => {
    const page = supervisor;
    await page.goto('/task/wip');
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await checkPage(page, 'wip-task');

    await page.goto('/task/all-schedule');
    await page.getByRole('table', { name: 'Tasks by refiller and day' }).getByRole('rowheader', { name: 'Andi Kurniawan' }).waitFor();
    await checkPage(page, 'task-schedule');

    await page.goto('/task/report');
    const firstReport = page.getByRole('table', { name: 'Task reports' }).getByRole('link').first();
    await firstReport.waitFor();
    await checkPage(page, 'task-report-list');
    const week = `${formatDate(addDays(jakartaDay(), -6))} – ${formatDate(jakartaDay())}`;
    await page.getByRole('button', { name: `Download tasks of ${week}` }).waitFor();
    await firstReport.click();
    await page.getByRole('heading', { name: 'Report Detail' }).waitFor();
    await page.getByRole('region', { name: 'Tasks of the day' }).getByRole('link').first().waitFor();
    await checkPage(page, 'report-detail');

    await page.goto('/stock-preparation');
    await page.getByRole('table', { name: /^What .+ loads$/ }).first().waitFor();
    await checkPage(page, 'stock-preparation');

    await page.goto('/task/add');
    await page.getByRole('heading', { name: 'Add Task' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This field is required.').first().waitFor();
    await checkPage(page, 'task-add-refused');
    await page.getByLabel(/^Title/).fill('Train the new refiller');
    await choose(page, page.getByLabel(/^Assignee/), 'Bayu Setiawan');
    await typeDay(page, /^Execution Time/, '24-12-2031 09:30');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/task\/\d+$/);
    await page.getByRole('heading', { name: 'Task Detail' }).waitFor();
    await detail(page, 'Assignee').getByText('Bayu Setiawan').waitFor();
    await detail(page, 'Execution Time').getByText(/^24-12-2031 \d\d:30$/).waitFor();
    await page.getByRole('link', { name: 'Edit' }).waitFor();
    await checkPage(page, 'task-detail');
    expect(supervisorErrors).toEqual([]);
  });

  it('sends a refiller to a machine’s error from the machine’s page', async () => {
    const page = supervisor;
    const { machinesAll } = await graphql<{ machinesAll: { id: number; vmcNo: string; isErrorAssigned: boolean }[] }>(
      page,
      'query { machinesAll(queryInput: { filters: { operator: AND, options: [{ field: "inError", type: EQUAL, values: ["true"] }] } }) { id vmcNo isErrorAssigned } }',
    );
    const machine = machinesAll.find((candidate) => !candidate.isErrorAssigned)!;
    await page.goto(`/machine/machine/${machine.id}`);
    await page.getByRole('link', { name: 'Assign error task' }).click();
    await page.getByRole('heading', { name: 'Add Task' }).waitFor();
    await page.locator('dt:text-is("Machine") + dd').getByText(machine.vmcNo, { exact: false }).waitFor();
    await choose(page, page.getByLabel(/^Assignee/), 'Bayu Setiawan');
    await checkPage(page, 'task-add-error');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/task\/\d+$/);
    await page.locator('dt:text-is("Type") + dd').getByText('Refiller check').waitFor();
    const { machine: after } = await graphql<{ machine: { isErrorAssigned: boolean } }>(page, 'query ($id: Int!) { machine(id: $id) { isErrorAssigned } }', { id: machine.id });
    expect(after.isErrorAssigned).toBe(true);
    expect(supervisorErrors).toEqual([]);
  });
});
