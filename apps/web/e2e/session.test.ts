import { describe, expect, it } from 'vitest';
import { checkPage, hasChromium, login, openPage, signedInPage, useConsole } from './harness';

describe.skipIf(!hasChromium)('signing in, guards and the sidebar', () => {
  const running = useConsole();

  it('sends a guarded address to login, refuses a wrong password, and returns after the right one', async () => {
    const { page, errors } = await openPage(running.browser, running.server.url);
    await page.goto('/user?sort=name.desc');
    await page.waitForURL(/\/login\?from=/);
    await checkPage(page, 'login');

    await login(page, 'admin', 'wrong-password1');
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Wrong username or password.');
    expect(page.url()).toContain('/login');

    await login(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/user' && url.search === '?sort=name.desc');
    await page.getByRole('heading', { name: 'User', exact: true }).waitFor();
    await page.getByRole('gridcell', { name: 'rina.wijaya', exact: true }).waitFor();

    await page.reload();
    await page.getByRole('gridcell', { name: 'rina.wijaya', exact: true }).waitFor();
    expect(page.url()).toContain('/user');
    expect(errors).toEqual([]);
  });

  it('sends the user to login when the session ends while the console is open, and back after', async () => {
    const { page, errors } = await signedInPage(running, 'admin');
    await page.goto('/user');
    await page.getByRole('gridcell', { name: 'rina.wijaya', exact: true }).waitFor();
    // The session ends on the server, as when it expires or an administrator deactivates the user.
    await page.evaluate(() =>
      fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'mutation { doLogout }' }) }),
    );
    await page.getByRole('columnheader', { name: 'Name', exact: true }).click();
    await page.waitForURL(/\/login\?from=%2Fuser/);
    await login(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/user');
    await page.getByRole('gridcell', { name: 'rina.wijaya', exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('takes away a page at once when an administrator removes its authority from the role', async () => {
    const supervisor = await signedInPage(running, 'dewi.lestari');
    await supervisor.page.goto('/user');
    await supervisor.page.getByRole('gridcell', { name: 'rina.wijaya', exact: true }).waitFor();

    const admin = await signedInPage(running, 'admin');
    await admin.page.goto('/role');
    await admin.page.getByRole('gridcell', { name: 'Supervisor', exact: true }).click();
    await admin.page.getByRole('heading', { name: 'Edit Role' }).waitFor();
    await admin.page.getByRole('checkbox', { name: 'View user (VIEW_USER)', exact: true }).uncheck();
    await admin.page.getByRole('button', { name: 'Save' }).click();
    await admin.page.getByText('Role saved.').waitFor();

    // The supervisor's next call is refused; the console rereads their authorities and closes the page.
    await supervisor.page.getByRole('columnheader', { name: 'Name', exact: true }).click();
    await supervisor.page.getByText('You are not allowed to open this page.').waitFor();
    // The sidebar keeps the supervisor's other sections but loses the group that held only Users.
    await supervisor.page.getByRole('navigation', { name: 'Menu' }).getByText('General').waitFor();
    expect(await supervisor.page.getByRole('navigation', { name: 'Menu' }).getByText('User and Role').count()).toBe(0);
    expect([...supervisor.errors, ...admin.errors]).toEqual([]);
  });

  it('shows the 404 page for an unmatched address, signed in or not', async () => {
    const { page, errors } = await openPage(running.browser, running.server.url);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404' }).waitFor();
    await page.goto('/login');
    await login(page, 'admin');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Welcome, Administrator' }).waitFor();
    await checkPage(page, 'home');
    await page.goto('/hub/nowhere/at/all');
    await page.getByRole('heading', { name: '404' }).waitFor();
    await checkPage(page, 'not-found');
    expect(errors).toEqual([]);
  });

  it('hides what a role lacks in the sidebar and refuses its pages with "not allowed"', async () => {
    const { page, errors } = await signedInPage(running, 'andi.kurniawan');
    // The refiller sees the machines it refills, but no section of roles and users.
    await page.getByText('Welcome, Andi Kurniawan').waitFor();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Machine/Coffee Machine' }).waitFor();
    expect(await page.getByText('User and Role').count()).toBe(0);

    await page.goto('/role');
    await page.getByText('You are not allowed to open this page.').waitFor();
    expect(await page.getByText('404').count()).toBe(0);
    await checkPage(page, 'not-allowed');
    expect(errors).toEqual([]);
  });

  it('expands and collapses sidebar groups, remembering them across a reload', async () => {
    const { page, errors } = await signedInPage(running, 'rina.wijaya');
    const navigation = page.getByRole('navigation', { name: 'Menu' });
    const group = navigation.getByRole('button', { name: 'User and Role' });
    await group.click();
    await navigation.getByRole('link', { name: 'User Activity' }).waitFor();
    // The manager may view roles but not create them: the list shows no Add button.
    await navigation.getByRole('link', { name: 'Role' }).click();
    await page.getByRole('gridcell', { name: 'Refiller', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Add Role' }).count()).toBe(0);

    await page.reload();
    await navigation.getByRole('link', { name: 'User Activity' }).waitFor();
    await group.click();
    await navigation.getByRole('link', { name: 'User Activity' }).waitFor({ state: 'detached' });
    // Away from the group's pages, a closed group stays closed across a reload.
    await page.goto('/profile');
    await page.reload();
    await group.waitFor();
    expect(await navigation.getByRole('link', { name: 'User Activity' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('opens the group of the page shown, even on a direct load', async () => {
    const { page, errors } = await signedInPage(running, 'rina.wijaya');
    const navigation = page.getByRole('navigation', { name: 'Menu' });
    await page.goto('/hub-type');
    await page.getByRole('heading', { name: 'Hub Type', exact: true }).waitFor();
    const general = navigation.getByRole('button', { name: 'General' });
    await expect(general.getAttribute('aria-expanded')).resolves.toBe('true');
    await navigation.getByRole('link', { name: 'Hub Type' }).waitFor();
    await checkPage(page, 'sidebar-current-group');
    expect(errors).toEqual([]);
  });

  it('works by keyboard: a skip link, focus on each new page’s heading, a ring to see it by, and Add filter', async () => {
    const { page, errors } = await signedInPage(running, 'admin');
    await page.getByRole('heading', { name: 'Welcome, Administrator' }).waitFor();
    const focused = () => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`);

    await page.keyboard.press('Tab');
    expect(await focused()).toBe('A Skip to main content');
    await checkPage(page, 'keyboard-skip-link');
    await page.keyboard.press('Enter');
    expect(await focused()).toBe('H1 Welcome, Administrator');
    expect(new URL(page.url()).hash).toBe('');
    // The next Tab is in the page, past the app bar and the sidebar: the first figure, machines offline.
    await page.getByRole('region', { name: 'Machines' }).getByRole('link', { name: /Offline/ }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focused()).toMatch(/^A \d+Offline$/);

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/machine' && url.search.includes('connected.eq*false'));
    await expect.poll(focused).toBe('H1 Machine');
    // The section's code may still be on its way; its controls follow the heading once it is in:
    // the filter the figure chose (field, condition, value and removal for each row), then Add filter.
    await page.getByRole('button', { name: 'Add filter' }).waitFor();
    for (let step = 0; step < 12 && (await focused()) !== 'BUTTON Add filter'; step++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('BUTTON Add filter');
    const ring = await page.evaluate(() => {
      const button = document.activeElement as HTMLElement;
      const style = getComputedStyle(button);
      // The ring lies outside the button, on whatever its nearest painted ancestor shows.
      let behind = button.parentElement;
      while (behind && getComputedStyle(behind).backgroundColor === 'rgba(0, 0, 0, 0)') behind = behind.parentElement;
      return { color: style.outlineColor, style: style.outlineStyle, width: style.outlineWidth, behind: behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)' };
    });
    expect(ring.style).toBe('solid');
    expect(parseFloat(ring.width)).toBeGreaterThanOrEqual(2);
    expect(contrast(ring.color, ring.behind)).toBeGreaterThanOrEqual(3);

    // A new condition, after the two the figure chose, takes the focus on its first control.
    await page.keyboard.press('Enter');
    await expect.poll(focused).toMatch(/^DIV /);
    expect(await page.getByLabel('Field').nth(2).evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });
});

/** WCAG's contrast ratio of two computed colours, `rgb(r, g, b)`. */
function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}
