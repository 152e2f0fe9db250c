import type { Locator, Page } from 'playwright-core';

/*
 * What journeys do on a page again and again, the way a person would: pick an option, type a day,
 * add a filter. `graphql` prepares data in the signed-in session before a journey starts.
 */

/** Picks an option of a select; waiting for its menu to close keeps the next click from hitting the backdrop. */
export async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
}

/** Types a day (DD-MM-YYYY) into a date field, section by section as a person would. */
export async function typeDay(page: Page, label: string, day: string) {
  await page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton').first().click();
  await page.keyboard.type(day.replaceAll('-', ''));
}

export async function addFilter(page: Page, field: string, condition: string) {
  await page.getByRole('button', { name: 'Add filter' }).click();
  // Exact labels: a grid column such as "Physical Condition" has a menu button whose label contains the word.
  await choose(page, page.getByLabel('Field', { exact: true }).last(), field);
  await choose(page, page.getByLabel('Condition', { exact: true }).last(), condition);
}

/** One GraphQL call with the page's session cookie; an error fails the journey. */
export async function graphql<Data>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<Data> {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join(' '));
  return body.data as Data;
}

/** The value shown beside a label on a detail page. */
export function detail(page: Page, label: string): Locator {
  return page.locator(`dt:text-is("${label}") + dd`);
}
