import { describe, expect, it } from 'vitest';
import { checkPage, hasChromium, login, openPage, signedInPage, useConsole } from './harness';

describe.skipIf(!hasChromium)('the profile, the language, a tablet and a phone', () => {
  const running = useConsole();

  it('changes the own password from the profile, then signs in with it', async () => {
    const { page, errors } = await signedInPage(running, 'dewi.lestari');
    await page.getByRole('button', { name: 'Dewi Lestari' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await page.getByText('Supervisor').waitFor();

    await page.getByLabel('New password').fill('Kopi2024pagi');
    await page.getByLabel('Confirm password').fill('Kopi2024sore');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Password does not match.').waitFor();
    await page.getByText('This field is required.').waitFor();
    await checkPage(page, 'profile');

    await page.getByLabel('Current password').fill('Admin12345');
    await page.getByLabel('Confirm password').fill('Kopi2024pagi');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile saved.').waitFor();
    // The form starts afresh once the saved profile is read back.
    await expect.poll(() => page.getByLabel('New password').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Dewi Lestari' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await login(page, 'dewi.lestari', 'Kopi2024pagi');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Welcome, Dewi Lestari').waitFor();
    expect(errors).toEqual([]);
  });

  it('switches to Indonesian and remembers it', async () => {
    const { page, errors } = await signedInPage(running, 'rina.wijaya');
    // Choose once the console has settled after login, so the open menu is not re-rendered away.
    await page.getByText('Welcome, Rina Wijaya').waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Language').click();
    await page.getByRole('option', { name: 'Bahasa Indonesia' }).click();
    await page.getByText('Selamat datang, Rina Wijaya').waitFor();
    await page.reload();
    await page.getByText('Selamat datang, Rina Wijaya').waitFor();
    await checkPage(page, 'home-indonesian');
    expect(errors).toEqual([]);
  });

  it('fits a tablet: the sidebar opens from the menu button', async () => {
    const { page, errors } = await openPage(running.browser, running.server.url);
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto('/login');
    await login(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'User and Role' }).click();
    await page.getByRole('link', { name: 'User', exact: true }).click();
    await page.getByRole('gridcell', { name: 'rina.wijaya', exact: true }).waitFor();
    await checkPage(page, 'user-list-tablet');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  it('fits a phone: the menu, the hub list and the hub form', async () => {
    const { page, errors } = await openPage(running.browser, running.server.url);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await login(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'General' }).click();
    await menu.getByRole('link', { name: 'Hub', exact: true }).waitFor();
    await checkPage(page, 'phone-menu');
    await menu.getByRole('link', { name: 'Hub', exact: true }).click();
    await menu.waitFor({ state: 'detached' });
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await checkPage(page, 'phone-hub-list');

    await page.getByRole('link', { name: 'Add Hub' }).click();
    await page.getByRole('heading', { name: 'Add Hub' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This field is required.').first().waitFor();
    await checkPage(page, 'phone-hub-add-refused');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});
