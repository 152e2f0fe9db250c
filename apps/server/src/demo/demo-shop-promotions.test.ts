import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_HUB_MENU_UPLOAD_COLUMNS, SHOP_MENU_UPLOAD_COLUMNS, toCsv, type CsvImportColumn } from '@back-office/domain';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../testing/test-app';
import { users } from '../platform/identity/users.table';
import { seedDemo } from './demo';

/*
 * The demo's shop as people first meet it: the upload pages' templates are accepted as downloaded,
 * and the promos hold what their names say.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  await seedDemo(app.db, ADMIN_PASSWORD, admin!.id);
});
afterAll(async () => {
  await app?.close();
});

/** The template the upload page downloads: the headers and one row of the columns' examples. */
const template = (columns: readonly CsvImportColumn[]) => toCsv(columns.map((column) => ({ header: column.header, value: () => column.example })), [{}]);

/** Sends a CSV file as the page does, a multipart upload with the admin's session. */
async function upload(query: string, csv: string, variables: Record<string, unknown> = {}) {
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: { file: null, ...variables } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([csv], { type: 'text/csv' }), 'template.csv');
  const cookie = [...app.admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await app.app.fetch('http://localhost/graphql', { method: 'POST', headers: { 'apollo-require-preflight': 'true', cookie }, body: form });
  return (await response.json()) as { data?: Record<string, Record<string, unknown>>; errors?: unknown[] };
}

describe('the demo shop', () => {
  it.each([
    ['ShopMenu', SHOP_MENU_UPLOAD_COLUMNS],
    ['ShopHubMenu', SHOP_HUB_MENU_UPLOAD_COLUMNS],
  ] as const)('accepts the %s upload template as downloaded', async (name, columns) => {
    const fields = 'checksum rowCount errorCount errors { line column message }';
    const checked = await upload(`mutation ($file: File!) { check${name}Upload(file: $file) { ${fields} } }`, template(columns));
    expect(checked.errors).toBeUndefined();
    const check = checked.data![`check${name}Upload`]!;
    expect(check.errors).toEqual([]);
    expect(check.rowCount).toBe(1);
    const confirmed = await upload(`mutation ($file: File!, $checksum: String!) { confirm${name}Upload(file: $file, checksum: $checksum) { createCount changeCount } }`, template(columns), { checksum: check.checksum });
    expect(confirmed.errors).toBeUndefined();
    const result = confirmed.data![`confirm${name}Upload`]!;
    expect(Number(result.createCount) + Number(result.changeCount)).toBe(1);
  });

  it('has promos that hold what their names say', async () => {
    const { data } = await app.admin.request<{ shopPromosAll: { name: string; itemGroups: { menuIds: number[] }[] }[]; shopMenusAll: { id: number; name: string; menuSubcategory: { name: string } | null }[] }>(
      '{ shopPromosAll { name itemGroups { menuIds } } shopMenusAll { id name menuSubcategory { name } } }',
    );
    const menus = new Map(data!.shopMenusAll.map((menu) => [menu.id, menu]));
    const groupsOf = (name: string) => data!.shopPromosAll.find((promo) => promo.name === name)!.itemGroups.map((group) => group.menuIds.map((id) => menus.get(id)!));
    const [lattes] = groupsOf('Half-price Second Latte');
    expect(lattes!.length).toBeGreaterThan(0);
    for (const menu of lattes!) expect(menu.name).toMatch(/Latte/);
    const [coffees, pastries] = groupsOf('Coffee and Pastry');
    for (const menu of coffees!) expect(menu.menuSubcategory?.name).toMatch(/Espresso Based|Kopi Susu/);
    expect(pastries!.length).toBeGreaterThan(0);
    for (const menu of pastries!) expect(menu.menuSubcategory?.name).toBe('Pastry');
  });
});
