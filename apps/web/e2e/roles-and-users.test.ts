import { describe, expect, it } from 'vitest';
import { checkPage, hasChromium, signedInPage, useSignedInPage } from './harness';

describe.skipIf(!hasChromium)('roles, users and their activity', () => {
  const journey = useSignedInPage('admin');

  it('creates a role with the spec’s messages on an empty form, then edits it', async () => {
    const { page, errors } = journey;
    await page.goto('/role');
    await page.getByRole('gridcell', { name: 'Supervisor', exact: true }).waitFor();
    await checkPage(page, 'role-list');
    await page.getByRole('link', { name: 'Add Role' }).click();
    await page.getByRole('heading', { name: 'Add Role' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This field is required.').waitFor();

    await page.getByLabel('Name').fill('Stock Auditor');
    await page.getByLabel('Description').fill('Checks stock levels');
    await page.getByRole('checkbox', { name: 'Select all Hub (HUB)', exact: true }).check();
    await page.getByRole('checkbox', { name: 'VIEW_USER_ACTIVITY' }).check();
    await checkPage(page, 'role-add');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/role');
    await page.getByText('Role saved.').waitFor();

    await page.getByRole('gridcell', { name: 'Stock Auditor' }).click();
    await page.waitForURL(/\/role\/\d+\/edit$/);
    await page.getByRole('heading', { name: 'Edit Role' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Update hub (UPDATE_HUB)', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'VIEW_USER_ACTIVITY' }).isChecked()).toBe(true);
    await checkPage(page, 'role-edit');
    await page.getByLabel('Name').fill('Supervisor');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A role with this name already exists.').waitFor();
    await page.getByLabel('Name').fill('Stock Checker');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/role');
    await page.getByRole('gridcell', { name: 'Stock Checker' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('creates a user with the spec’s messages, shows it, and edits it', async () => {
    const { page, errors } = journey;
    await page.goto('/user/add');
    await page.getByRole('heading', { name: 'Add User' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await page.getByText('This field is required.').count()).toBeGreaterThanOrEqual(4);

    await page.getByLabel('Username').fill('lia.kusuma');
    await page.getByLabel(/^Name/).fill('Lia Kusuma');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Phone No').fill('081234567890');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Invalid email.').waitFor();
    await page.getByText('Minimum 8 characters.').waitFor();

    await page.getByLabel('Email').fill('lia@backoffice.local');
    await page.getByLabel('Password').fill('Kopi2024pagi');
    await page.getByLabel('Latitude').fill('-6,2088');
    await page.getByLabel('Longitude').fill('200');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Invalid longitude.').waitFor();
    await page.getByLabel('Longitude').fill('106.8456');
    await page.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Stock Checker' }).click();
    await page.getByLabel('Manager').click();
    await page.getByRole('option', { name: /Rina Wijaya/ }).click();
    await checkPage(page, 'user-add');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/user\/\d+$/);
    await page.getByRole('heading', { name: 'User Detail' }).waitFor();
    await page.getByText('lia@backoffice.local').waitFor();
    await page.getByRole('link', { name: 'Rina Wijaya' }).waitFor();
    await page.getByText('-6.2088').waitFor();
    await checkPage(page, 'user-detail');

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit User' }).waitFor();
    await page.getByLabel('Phone No').fill('0812-abc');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Invalid phone number.').waitFor();
    await page.getByLabel('Phone No').fill('+6281299990000');
    await checkPage(page, 'user-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/user\/\d+$/);
    await page.getByText('+6281299990000').waitFor();

    await page.goto('/user');
    await page.getByRole('gridcell', { name: 'lia.kusuma', exact: true }).waitFor();
    await checkPage(page, 'user-list');
    expect(errors).toEqual([]);
  });

  it('refuses to save over a change someone else made since the form was opened', async () => {
    const { page, errors } = journey;
    const other = await signedInPage(journey, 'admin');
    for (const editor of [page, other.page]) {
      await editor.goto('/role');
      await editor.getByRole('gridcell', { name: 'Stock Checker', exact: true }).click();
      await editor.getByRole('heading', { name: 'Edit Role' }).waitFor();
    }
    await other.page.getByLabel('Description').fill('Counts stock every Monday');
    await other.page.getByRole('button', { name: 'Save' }).click();
    await other.page.getByText('Role saved.').waitFor();

    await page.getByLabel('Description').fill('Counts stock on Fridays');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Someone else changed this record since you opened it.' }).waitFor();
    await checkPage(page, 'role-edit-conflict');
    await page.reload();
    await page.getByRole('heading', { name: 'Edit Role' }).waitFor();
    await expect.poll(() => page.getByLabel('Description').inputValue()).toBe('Counts stock every Monday');
    expect([...errors, ...other.errors]).toEqual([]);
    // Two consoles, a second sign-in through the form and a check of the page: 40 s on a quiet machine, more beside another journey.
  }, 120_000);

  it('warns before leaving a form with unsaved changes', async () => {
    const { page } = journey;
    await page.goto('/role/add');
    await page.getByLabel('Name').fill('Half typed');
    await page.getByRole('link', { name: 'Back Office' }).click();
    await page.getByText('Leave without saving?').waitFor();
    await page.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe('/role/add');
    expect(await page.getByLabel('Name').inputValue()).toBe('Half typed');
  });

  it('lists the new rows in user activity, filtered by user and activity', async () => {
    const { page, errors } = journey;
    await page.goto('/user-activity');
    await page.getByRole('heading', { name: 'User Activity' }).waitFor();
    await page.getByRole('gridcell', { name: 'Created user', exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByLabel('Field').last().click();
    await page.getByRole('option', { name: 'Activity' }).click();
    await page.getByLabel('Value').last().fill('create_role');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/f=/);
    await page.getByRole('gridcell', { name: 'Created user', exact: true }).first().waitFor({ state: 'detached' });
    await page.getByRole('gridcell', { name: 'Created role', exact: true }).waitFor();
    await checkPage(page, 'user-activity');

    // The filter lives in the address: a reload shows the same rows.
    await page.reload();
    await page.getByRole('gridcell', { name: 'Created role', exact: true }).waitFor();
    expect(await page.getByRole('gridcell', { name: 'Signed in', exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('finds authorities by name or code, and says when none matches', async () => {
    const { page } = journey;
    await page.goto('/role/add');
    await page.getByRole('heading', { name: 'Add Role' }).waitFor();
    await page.getByLabel('Find authority').fill('activity log');
    await page.getByRole('checkbox', { name: 'See the user activity log (VIEW_USER_ACTIVITY)' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Select all Hub (HUB)', exact: true }).count()).toBe(0);
    await page.getByLabel('Find authority').fill('update_hub_type');
    await page.getByRole('checkbox', { name: 'Update hub type (UPDATE_HUB_TYPE)' }).waitFor();
    await page.getByLabel('Find authority').fill('no such power');
    await page.getByText('No authority matches “no such power”.').waitFor();
    await checkPage(page, 'role-add-no-match');
  });

  it('asks before deactivating a role with users, then offers it no more and logs what changed', async () => {
    const { page, errors } = journey;
    await page.goto('/role');
    await page.getByRole('gridcell', { name: 'Stock Checker', exact: true }).click();
    await page.getByRole('heading', { name: 'Edit Role' }).waitFor();
    await page.getByLabel('Active').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate the role "Stock Checker"?' });
    await dialog.getByText('1 user loses every authority of this role at once.').waitFor();
    await checkPage(page, 'role-deactivate-confirm');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await page.waitForURL((url) => url.pathname === '/role');
    await page.getByText('Role saved.').waitFor();

    await page.goto('/user/add');
    await page.getByRole('heading', { name: 'Add User' }).waitFor();
    await page.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Supervisor' }).waitFor();
    expect(await page.getByRole('option', { name: /Stock Checker/ }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.goto('/user-activity');
    await page.getByRole('gridcell', { name: 'Updated role', exact: true }).first().waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Updated role "Stock Checker".' }).first();
    await row.getByRole('button', { name: /changes?$/ }).click();
    const changes = page.getByRole('dialog', { name: 'Updated role "Stock Checker".' });
    await changes.getByRole('row').filter({ hasText: 'Active' }).filter({ hasText: 'true' }).filter({ hasText: 'false' }).waitFor();
    await checkPage(page, 'user-activity-changes');
    await changes.getByRole('button', { name: 'Close' }).click();
    await row.getByRole('link', { name: /^Open role \d+$/ }).click();
    await page.getByRole('heading', { name: 'Edit Role' }).waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('Stock Checker');
    expect(errors).toEqual([]);
  });
});
