import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_CONTENT_MESSAGES } from '@back-office/domain';
import { sanitizeRichText } from '../../platform/rich-text';
import { startTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** The hostile samples of DOMPurify's README, and a few more of the same families. */
const HOSTILE = [
  '<img src=x onerror=alert(1)//>',
  '<svg><g/onload=alert(2)//<p>',
  '<p>abc<iframe//src=jAva&Tab;script:alert(3)>def</p>',
  '<math><mi//xlink:href="data:x,<script>alert(4)</script>">',
  '<TABLE><tr><td>HELLO</tr></TABL>',
  '<UL><li><A HREF=//google.com>click</UL>',
  '<a href="javascript:alert(5)">x</a>',
  '<a href="JaVaScRiPt&colon;alert(6)">y</a>',
  '<a href="data:text/html,<script>alert(7)</script>">z</a>',
  '<p style="background:url(javascript:alert(8))" onclick="alert(9)">styled</p>',
  '<script>alert(10)</script><style>p{}</style>',
  '<img src="https://evil.example/track.png">',
  '<form><input onfocus=alert(11) autofocus></form>',
];
const FORBIDDEN = [/<script/i, /onerror/i, /onload/i, /onclick/i, /onfocus/i, /javascript:/i, /style=/i, /<style/i, /<iframe/i, /<svg/i, /<math/i, /data:/i, /href="\/\//i, /evil\.example/i, /alert/i];

const CONTENT = 'id type title description link updatedTime';

describe('the sanitiser', () => {
  it('keeps nothing hostile of the DOMPurify samples', () => {
    for (const sample of HOSTILE) {
      const clean = sanitizeRichText(sample);
      for (const pattern of FORBIDDEN) expect(clean, `${sample} → ${clean}`).not.toMatch(pattern);
    }
    expect(sanitizeRichText('<UL><li><A HREF=//google.com>click</UL>')).toBe('<ul><li><a>click</a></li></ul>');
  });

  it('keeps the allowed markup as it was', () => {
    const allowed =
      '<h2>Terms</h2><p>Read <strong>this</strong> and <em>that</em>, <a href="https://example.com/x">here</a> or <a href="mailto:help@example.com">mail us</a>.</p><ul><li>one</li></ul><ol><li>two</li></ol><img src="/uploads/0123456789abcdef0123456789abcdef.png" alt="Cup" />';
    expect(sanitizeRichText(allowed)).toBe(allowed);
  });
});

describe('the terms, the announcement and about us', () => {
  it('saves the terms sanitised and reads them back', async () => {
    const first = await app.admin.request<{ shopTnc: { id: number; description: string; updatedTime: string } }>(`{ shopTnc { ${CONTENT} } }`);
    expect(first.errors).toBeUndefined();
    expect(first.data!.shopTnc.description).toBe('');
    const saved = await app.admin.request<{ updateShopTnc: { id: number; description: string; title: string; updatedTime: string } }>(
      `mutation ($input: ShopContentInput!, $at: DateTime) { updateShopTnc(input: $input, expectedUpdatedTime: $at) { ${CONTENT} } }`,
      { input: { title: 'Terms', description: `<p>Rules</p>${HOSTILE.join('')}`, link: '' }, at: first.data!.shopTnc.updatedTime },
    );
    expect(saved.errors).toBeUndefined();
    const clean = saved.data!.updateShopTnc.description;
    expect(clean.startsWith('<p>Rules</p>')).toBe(true);
    for (const pattern of FORBIDDEN) expect(clean).not.toMatch(pattern);
    const again = await app.admin.request<{ shopTnc: { id: number; description: string } }>(`{ shopTnc { ${CONTENT} } }`);
    expect(again.data!.shopTnc).toMatchObject({ id: first.data!.shopTnc.id, description: clean });

    // A save over a later change is refused and changes nothing.
    const stale = await app.admin.request(`mutation ($input: ShopContentInput!, $at: DateTime) { updateShopTnc(input: $input, expectedUpdatedTime: $at) { id } }`, {
      input: { description: '<p>Old</p>' },
      at: first.data!.shopTnc.updatedTime,
    });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const link = await app.admin.request(`mutation ($input: ShopContentInput!) { updateShopTnc(input: $input) { id } }`, { input: { description: '<p>x</p>', link: 'http://plain.example' } });
    expect(link.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { link: SHOP_CONTENT_MESSAGES.httpsLink } });
  });

  it('saves the home announcement by its description, and about us', async () => {
    const saved = await app.admin.request<{ updateShopHomeAnnouncement: { type: string; description: string } }>(
      `mutation { updateShopHomeAnnouncement(description: "<p onclick=\\"x()\\">Open <b>late</b> today</p>") { ${CONTENT} } }`,
    );
    expect(saved.data!.updateShopHomeAnnouncement).toMatchObject({ type: 'HOME_ANNOUNCEMENT', description: '<p>Open <b>late</b> today</p>' });
    const about = await app.admin.request<{ updateShopAboutUs: { type: string; title: string } }>(`mutation { updateShopAboutUs(input: { title: "Who we are", description: "<p>Coffee</p>" }) { ${CONTENT} } }`);
    expect(about.data!.updateShopAboutUs).toMatchObject({ type: 'ABOUT_US', title: 'Who we are' });
  });

  it('refuses a caller without the authority', async () => {
    const viewer = await app.userWith(['VIEW_SHOP_TNC']);
    expect((await viewer.request(`{ shopTnc { id } }`)).errors).toBeUndefined();
    const refused = await viewer.request(`mutation { updateShopTnc(input: { description: "<p>No</p>" }) { id } }`);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await viewer.request(`{ shopHomeAnnouncement { id } }`)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the FAQ', () => {
  it('creates, lists, updates and deletes questions with sanitised answers', async () => {
    const created = await app.admin.request<{ createShopFaq: { id: number; description: string } }>(
      `mutation { createShopFaq(input: { title: "Can I pay by card?", description: "<p>Yes.</p><script>alert(1)</script>" }) { id title description } }`,
    );
    expect(created.errors).toBeUndefined();
    const { id, description } = created.data!.createShopFaq;
    expect(description).toBe('<p>Yes.</p>');
    const empty = await app.admin.request(`mutation { createShopFaq(input: { title: "Empty", description: "<script>alert(1)</script>" }) { id } }`);
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { description: SHOP_CONTENT_MESSAGES.answerRequired } });
    const updated = await app.admin.request<{ updateShopFaq: { description: string } }>(`mutation ($id: Int!) { updateShopFaq(id: $id, input: { description: "<h2 style=\\"x\\">Yes</h2>" }) { description } }`, { id });
    expect(updated.data!.updateShopFaq.description).toBe('<h2>Yes</h2>');
    const page = await app.admin.request<{ shopFaqs: { totalRows: number; results: { id: number }[] } }>(`{ shopFaqs(pageInput: { page: 1, size: 10 }) { totalRows results { id } } }`);
    expect(page.data!.shopFaqs.results.map((row) => row.id)).toContain(id);
    // The single pages are not FAQ.
    const tnc = await app.admin.request<{ shopTnc: { id: number } }>(`{ shopTnc { id } }`);
    expect((await app.admin.request(`query ($id: Int!) { shopFaq(id: $id) { id } }`, { id: tnc.data!.shopTnc.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await app.admin.request(`mutation ($id: Int!) { deleteShopFaq(id: $id) }`, { id })).errors).toBeUndefined();
    expect((await app.admin.request(`query ($id: Int!) { shopFaq(id: $id) { id } }`, { id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
