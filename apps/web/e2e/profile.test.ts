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
    // The app bar keeps to one line: the title whole, the account button its icon alone.
    const bar = await page.locator('header').evaluate((header) => {
      const title = header.querySelector('a[href="/"]') as HTMLElement;
      const right = Math.max(...[...header.querySelectorAll('button, a, .MuiInputBase-root')].map((element) => element.getBoundingClientRect().right));
      return { height: header.getBoundingClientRect().height, titleCut: title.scrollWidth > title.clientWidth, right };
    });
    expect(bar).toEqual({ height: 56, titleCut: false, right: expect.any(Number) });
    expect(bar.right).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Administrator' }).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'General' }).click();
    await menu.getByRole('link', { name: 'Hub', exact: true }).waitFor();
    await checkPage(page, 'phone-menu');
    await menu.getByRole('link', { name: 'Hub', exact: true }).click();
    await menu.waitFor({ state: 'detached' });
    await page.locator('.MuiDataGrid-row').first().waitFor();
    // Two of the eight columns fit: the grid says more are to the right until scrolled there.
    const more = page.getByTestId('more-columns');
    await more.getByText('More columns').waitFor();
    await checkPage(page, 'phone-hub-list');
    await page.locator('.MuiDataGrid-virtualScroller').evaluate((scroller) => scroller.scrollTo({ left: scroller.scrollWidth }));
    await more.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Add Hub' }).click();
    await page.getByRole('heading', { name: 'Add Hub' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This field is required.').first().waitFor();
    await checkPage(page, 'phone-hub-add-refused');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });

  it('shows every hub column at 1280 px, and keeps the list still while its rows arrive', async () => {
    const { page, errors } = await signedInPage(running, 'admin');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/hub');
    await page.locator('.MuiDataGrid-row').first().waitFor();
    await page.getByText(/^\d+ rows?$/).waitFor();
    const [grid, active] = await Promise.all([page.locator('.MuiDataGrid-root').boundingBox(), page.getByRole('columnheader', { name: 'Active' }).boundingBox()]);
    expect(active!.x + active!.width).toBeLessThanOrEqual(grid!.x + grid!.width);
    expect(await page.getByTestId('more-columns').count()).toBe(0);
    // Lighthouse's cumulative layout shift, summed as it does for a page that shifts only while it loads.
    const shift = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
    expect(shift).toBeLessThan(0.1);
    expect(errors).toEqual([]);
  });
});
