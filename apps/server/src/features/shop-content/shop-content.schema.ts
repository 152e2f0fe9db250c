import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { SHOP_CONTENT_MESSAGES, shopContentSchema, shopFaqSchema, shopFaqUpdateSchema, type Entity, type ShopContentType, type ShopFaqInput, type ShopFaqUpdateInput } from '@back-office/domain';
import type { Queryable } from '../../db/client';
import { describeChanges } from '../../platform/audit';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import { defineCrud, updateRow } from '../../platform/crud';
import { badInput, conflict } from '../../platform/errors';
import { sanitizeRichText } from '../../platform/rich-text';
import { shopKeyValues } from './shop-content.table';

/*
 * The ordering app's content pages (docs/shop-content.md): the FAQ (many questions, plain CRUD) and
 * one record each of the terms, the home announcement and about us, read and saved whole. Rich text
 * is sanitised against the one allow-list (platform/rich-text.ts) before it is stored.
 */

export type KeyValueRow = typeof shopKeyValues.$inferSelect;

/** The record of a single-record type, made empty the first time it is read. */
export async function readContent(db: Queryable, type: Exclude<ShopContentType, 'FAQ'>): Promise<KeyValueRow> {
  const [row] = await db.select().from(shopKeyValues).where(eq(shopKeyValues.type, type));
  if (row) return row;
  const [made] = await db.insert(shopKeyValues).values({ type, description: '' }).onConflictDoNothing().returning();
  return made ?? (await readContent(db, type));
}

const timeFields = (t: PothosSchemaTypes.ObjectFieldBuilder<typeof builder.$inferSchemaTypes, KeyValueRow>) => ({
  createdTime: t.field({ type: 'DateTime', description: 'When it was created.', resolve: (row) => row.createdAt }),
  updatedTime: t.field({ type: 'DateTime', description: 'When it was last saved; send it back as expectedUpdatedTime to refuse overwriting a later change.', resolve: (row) => row.updatedAt }),
});

export const ShopKeyValueRef = builder.objectRef<KeyValueRow>('ShopKeyValue').implement({
  description: 'A content page of the ordering app (the terms, the home announcement, about us): a title, rich text and a link.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The record’s id.' }),
    type: t.exposeString('type', { description: 'TNC, HOME_ANNOUNCEMENT or ABOUT_US.' }),
    title: t.exposeString('title', { nullable: true, description: 'Its title, or null.' }),
    description: t.exposeString('description', { description: 'Its text as sanitised HTML (paragraphs, headings, emphasis, lists, https and mailto links, stored images); empty when none.' }),
    link: t.exposeString('link', { nullable: true, description: 'An https address it links to, or null.' }),
    ...timeFields(t),
  }),
});

const ShopContentInput = builder.inputType('ShopContentInput', {
  description: 'A content page, saved whole.',
  fields: (t) => ({
    title: t.string({ description: 'Its title; empty for none; at most 200 characters.' }),
    description: t.string({ required: true, description: 'Its rich text as HTML, sanitised when saved; at most 100,000 characters.' }),
    link: t.string({ description: 'An https address; empty for none.' }),
  }),
});

const expectedUpdatedTime = z.date().nullish();

/** Saves one single-record type: locked, checked against the editor's updatedTime, sanitised, logged. */
async function saveContent(tx: Parameters<typeof readContent>[0], type: Exclude<ShopContentType, 'FAQ'>, what: string, entity: Entity, data: { title?: string | null; description: string; link?: string | null }, expected?: Date | null) {
  await readContent(tx, type);
  const [before] = await tx.select().from(shopKeyValues).where(eq(shopKeyValues.type, type)).for('update');
  if (expected && before!.updatedAt.getTime() !== expected.getTime()) throw conflict(`Someone else changed the ${what} since you opened it. Reload to see their changes, then edit again.`);
  const values = { title: data.title === undefined ? before!.title : data.title, description: sanitizeRichText(data.description), link: data.link === undefined ? before!.link : data.link, updatedAt: new Date() };
  const [row] = await tx.update(shopKeyValues).set(values).where(eq(shopKeyValues.id, before!.id)).returning();
  return { result: row!, activity: { entity, recordId: row!.id, message: `Updated the ${what}.`, changes: describeChanges(before!, row!) } };
}

/** `shopX` and `updateShopX(input)` for one single-record type. */
function defineContentPage(options: { type: Exclude<ShopContentType, 'FAQ'>; field: string; what: string; entity: 'SHOP_TNC' | 'SHOP_ABOUT_US' }) {
  builder.queryField(options.field, (t) =>
    t.field({
      type: ShopKeyValueRef,
      description: `The ${options.what}; empty until someone saves it.`,
      authScopes: { authority: `VIEW_${options.entity}` },
      resolve: (_root, _args, context) => readContent(context.db, options.type),
    }),
  );
  defineCommand(`update${options.field.charAt(0).toUpperCase()}${options.field.slice(1)}`, {
    description: `Saves the ${options.what} whole; its rich text is sanitised first. BAD_USER_INPUT naming the field for a bad value; CONFLICT when someone saved it after expectedUpdatedTime. Recorded in the activity log.`,
    authority: `UPDATE_${options.entity}`,
    args: (arg) => ({
      input: arg({ type: ShopContentInput, required: true, description: `The ${options.what}.` }),
      expectedUpdatedTime: arg({ type: 'DateTime', description: 'The updatedTime the editor read; when it was saved since, the save is refused with CONFLICT.' }),
    }),
    input: { input: shopContentSchema, expectedUpdatedTime },
    type: ShopKeyValueRef,
    what: options.what,
    run: (tx, { input, expectedUpdatedTime: expected }) => saveContent(tx, options.type, options.what, options.entity, input, expected),
  });
}

defineContentPage({ type: 'TNC', field: 'shopTnc', what: 'terms and conditions', entity: 'SHOP_TNC' });
defineContentPage({ type: 'ABOUT_US', field: 'shopAboutUs', what: 'about us page', entity: 'SHOP_ABOUT_US' });

builder.queryField('shopHomeAnnouncement', (t) =>
  t.field({
    type: ShopKeyValueRef,
    description: 'The announcement on the ordering app’s home page; empty until someone saves it.',
    authScopes: { authority: 'VIEW_SHOP_HOME_ANNOUNCEMENT' },
    resolve: (_root, _args, context) => readContent(context.db, 'HOME_ANNOUNCEMENT'),
  }),
);

defineCommand('updateShopHomeAnnouncement', {
  description: 'Saves the home announcement’s rich text (sanitised first); an empty text shows none. CONFLICT when someone saved it after expectedUpdatedTime. Recorded in the activity log.',
  authority: 'UPDATE_SHOP_HOME_ANNOUNCEMENT',
  args: (arg) => ({
    description: arg({ type: 'String', required: true, description: 'The announcement as HTML, at most 100,000 characters.' }),
    expectedUpdatedTime: arg({ type: 'DateTime', description: 'The updatedTime the editor read; when it was saved since, the save is refused with CONFLICT.' }),
  }),
  input: { description: shopContentSchema.shape.description, expectedUpdatedTime },
  type: ShopKeyValueRef,
  what: 'Home announcement',
  run: (tx, { description, expectedUpdatedTime: expected }) => saveContent(tx, 'HOME_ANNOUNCEMENT', 'home announcement', 'SHOP_HOME_ANNOUNCEMENT', { description }, expected),
});

/** A FAQ answer sanitised; one left empty by the allow-list is refused. */
function cleanAnswer<Data extends { description?: string }>(data: Data): Data {
  if (data.description === undefined) return data;
  const description = sanitizeRichText(data.description);
  if (!description) throw badInput(SHOP_CONTENT_MESSAGES.answerRequired, { description: SHOP_CONTENT_MESSAGES.answerRequired });
  return { ...data, description };
}

const faqInput = (create: boolean) =>
  builder.inputType(create ? 'ShopFaqInput' : 'ShopFaqUpdateInput', {
    description: create ? 'A new question of the FAQ.' : 'The fields of a question to change; those left out keep their value.',
    fields: (t) => ({
      title: t.string({ required: create, description: 'The question; required, at most 200 characters.' }),
      description: t.string({ required: create, description: 'The answer as HTML, sanitised when saved; required.' }),
      link: t.string({ description: 'An https address for more; empty for none.' }),
    }),
  });

export const ShopFaq = defineCrud<KeyValueRow, ShopFaqInput, ShopFaqUpdateInput>({
  name: 'ShopFaq',
  noun: 'FAQ',
  table: shopKeyValues,
  description: 'A question of the ordering app’s FAQ and its answer (sanitised rich text).',
  // The FAQ are the key-value rows of type FAQ.
  scope: () => eq(shopKeyValues.type, 'FAQ'),
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The question’s id.' }),
    title: t.string({ description: 'The question.', resolve: (row) => row.title ?? '' }),
    description: t.exposeString('description', { description: 'The answer as sanitised HTML.' }),
    link: t.exposeString('link', { nullable: true, description: 'An https address for more, or null.' }),
    ...timeFields(t as never),
  }),
  fields: {
    id: { column: shopKeyValues.id, kind: 'int' },
    title: { column: shopKeyValues.title, kind: 'text' },
    description: { column: shopKeyValues.description, kind: 'text', sort: false },
    createdTime: { column: shopKeyValues.createdAt, kind: 'datetime' },
  },
  defaultSorts: [{ field: 'id', direction: 'ASC' }],
  label: (row) => row.title ?? '',
  create: {
    input: faqInput(true),
    schema: shopFaqSchema,
    write: async (tx, data) => (await tx.insert(shopKeyValues).values({ ...cleanAnswer(data), type: 'FAQ' }).returning())[0]!,
  },
  update: {
    input: faqInput(false),
    schema: shopFaqUpdateSchema,
    write: async (tx, data, _context, id) => (await updateRow(tx, shopKeyValues, shopKeyValues.id, id, cleanAnswer(data))) as KeyValueRow | undefined,
  },
  remove: {},
  sample: () => ({ title: `Question ${Math.random().toString(36).slice(2, 8)}`, description: '<p>An answer.</p>', link: null }),
  change: { title: 'Changed question' },
});

/** What the ordering app reads: the FAQ in order, and the single pages. */
export async function appContent(db: Queryable) {
  const faq = await db.select().from(shopKeyValues).where(and(eq(shopKeyValues.type, 'FAQ'))).orderBy(shopKeyValues.id);
  const [tnc, aboutUs, announcement] = [await readContent(db, 'TNC'), await readContent(db, 'ABOUT_US'), await readContent(db, 'HOME_ANNOUNCEMENT')];
  const page = (row: KeyValueRow) => ({ title: row.title, description: row.description, link: row.link, updatedTime: row.updatedAt.toISOString() });
  return { faq: faq.map((row) => ({ id: row.id, ...page(row) })), tnc: page(tnc), aboutUs: page(aboutUs), homeAnnouncement: page(announcement) };
}
