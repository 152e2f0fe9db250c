import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';

/*
 * What journeys do on a page again and again, the way a person would: pick an option, type a day,
 * add a filter. `graphql` prepares data in the signed-in session before a journey starts.
 */

/**
 * Picks an option of a select; waiting for its menu to close keeps the next click from hitting the
 * backdrop. On a busy machine a click can land while the menu is still settling and go unheard: the
 * menu then stays open, and the option is clicked again, as a person would.
 */
export async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  const menu = page.locator('[role="listbox"]');
  for (let attempt = 1; ; attempt++) {
    await page.getByRole('option', { name: option, exact: true }).click();
    const closed = await menu.waitFor({ state: 'detached', timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    if (closed) return;
    if (attempt === 3) throw new Error(`The menu stayed open after choosing "${option}" three times.`);
  }
}

/** Types a day (DD-MM-YYYY, or DD-MM-YYYY HH:mm) into a date field, section by section as a person would. */
export async function typeDay(page: Page, label: string | RegExp, day: string) {
  await page.getByRole('group', { name: label, exact: typeof label === 'string' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(day.replace(/\D/g, ''));
}

/**
 * Opens a page from the menu: from home, opens its group (unless a visit left it open, when a click
 * would close it) and follows the link in that group.
 */
export async function openFromMenu(page: Page, groupName: string, entry: string) {
  await page.goto('/');
  const group = page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: groupName, exact: true });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await page.locator(`[id="${await group.getAttribute('aria-controls')}"]`).getByRole('link', { name: entry, exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/');
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

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A real PNG of one colour, for journeys that upload a picture. */
export function pngImage(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [red, green, blue]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** An amber picture, 160 by 90. */
export const PNG = pngImage(160, 90, [255, 160, 0]);
