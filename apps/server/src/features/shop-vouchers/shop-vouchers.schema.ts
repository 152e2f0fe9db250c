import { randomInt } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import {
  automaticVoucherTriggerLabels,
  voucherTypeLabels,
  SHOP_VOUCHER_MESSAGES,
  promoRulesAcrossFields,
  shopVoucherSettingSchema,
  shopVoucherSettingUpdateSchema,
  type AutomaticVoucherTrigger,
  type ShopVoucherSettingInput,
  type ShopVoucherSettingUpdateInput,
  type VoucherType,
} from '@back-office/domain';
import type { Transaction } from '../../db/client';
import { builder, labelledValues } from '../../platform/builder';
import { defineCrud, updateRow } from '../../platform/crud';
import { reference } from '../../platform/reference';
import { parseInput } from '../../platform/validate';
import { expectStoredImage } from '../../platform/stored-images';
import type { PagingFields } from '../../platform/paging';
import { ShopCustomer } from '../shop-customers/shop-customers.schema';
import { shopCustomers } from '../shop-customers/shop-customers.table';
import { ruleObjectFields } from '../shop-promotions/promo-rule-fields';
import { mergedRules, splitRules, writeRules } from '../shop-promotions/promo-rule-store';
import { ruleInputFields } from '../shop-promotions/promo-rules';
import { shopPromotionRules } from '../shop-promotions/shop-promotions.table';
import { shopAssignedVouchers, shopVoucherCodes, shopVoucherSettings } from './shop-vouchers.table';

/*
 * Vouchers (spec point 3): settings on the shared promo rules, their codes (typed in, generated in
 * bulk, or one per automatic trigger) and the codes given to customers (assigned vouchers). Their
 * changes are in voucher-actions.schema.ts and assign-vouchers.ts, the codes download in
 * voucher-code-report.schema.ts.
 */

type SettingRow = typeof shopVoucherSettings.$inferSelect;
type CodeRow = typeof shopVoucherCodes.$inferSelect;
type AssignedRow = typeof shopAssignedVouchers.$inferSelect;

export const VoucherTypeEnum = builder.enumType('VoucherType', { description: 'How a voucher’s codes are made: typed in or generated (manual), or given on a trigger (automatic).', values: labelledValues(voucherTypeLabels) });
export const AutomaticVoucherTriggerEnum = builder.enumType('AutomaticVoucherTrigger', { description: 'What gives a customer an automatic voucher.', values: labelledValues(automaticVoucherTriggerLabels) });

const CodeInput = builder.inputType('ShopVoucherCodeInput', {
  description: 'A code of a manual voucher.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'The code customers type: letters, digits, hyphens, underscores; unique whatever its case.' }),
    totalQuantity: t.int({ description: 'How many times it may be used in all, or null for no limit.' }),
  }),
});

const settingInput = (create: boolean) =>
  builder.inputType(create ? 'ShopVoucherSettingInput' : 'ShopVoucherSettingUpdateInput', {
    description: create ? 'A new voucher setting with its codes.' : 'The fields of a voucher setting to change; those left out keep their value. Its codes do not change here.',
    fields: (t) => ({
      ...ruleInputFields(t, create),
      title: t.string({ description: 'The title the ordering app shows, or null.' }),
      imageUrl: t.string({ description: 'Its picture, an address singleUpload answered, or null.' }),
      durationInDays: t.int({ description: 'How many days an assigned voucher stays usable after it is claimed, or null.' }),
      visible: t.boolean({ required: create, description: 'True when the ordering app lists it.' }),
      assignedToUser: t.boolean({ description: 'True when customers get it only by being assigned it, not by typing or claiming its code.' }),
      qrPromo: t.boolean({ required: create, description: 'True when it is given by scanning a QR code.' }),
      quantityPerCustomer: t.int({ description: 'How many of it one customer may hold, or null.' }),
      appliedToVariant: t.boolean({ required: create, description: 'True when the discount also covers the variants’ prices.' }),
      appliedToTopping: t.boolean({ required: create, description: 'True when the discount also covers the toppings’ prices.' }),
      ...(create
        ? {
            type: t.field({ type: VoucherTypeEnum, required: true, description: 'Manual or automatic; it cannot change later.' }),
            trigger: t.field({ type: AutomaticVoucherTriggerEnum, description: 'An automatic voucher’s trigger; null for a manual one.' }),
            bulk: t.boolean({ description: 'True to generate numberOfVoucher codes starting with codePrefix instead of typing them.' }),
            codePrefix: t.string({ description: 'The start of every generated code: capital letters and digits.' }),
            numberOfVoucher: t.int({ description: 'How many codes to generate, 1 to 10.000.' }),
            codes: t.field({ type: [CodeInput], description: 'A manual voucher’s typed codes.' }),
          }
        : {}),
    }),
  });

/** A list column read from the setting's rules. */
const fromRules = (column: 'name' | 'startDate' | 'endDate' | 'active' | 'usedQuantity') =>
  sql`(select ${shopPromotionRules[column]} from ${shopPromotionRules} where ${shopPromotionRules.id} = ${shopVoucherSettings.ruleId})`;

const SETTING_FIELDS = {
  id: { column: shopVoucherSettings.id, kind: 'int' },
  type: { column: shopVoucherSettings.type, kind: 'text' },
  title: { column: shopVoucherSettings.title, kind: 'text' },
  visible: { column: shopVoucherSettings.visible, kind: 'boolean' },
  name: { column: fromRules('name'), kind: 'text' },
  startDate: { column: fromRules('startDate'), kind: 'datetime' },
  endDate: { column: fromRules('endDate'), kind: 'datetime' },
  active: { column: fromRules('active'), kind: 'boolean' },
  createdTime: { column: shopVoucherSettings.createdAt, kind: 'datetime' },
} satisfies PagingFields;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = (prefix: string) => prefix + Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * Makes `wanted` new codes starting with `prefix`. A code another generation took first (the unique
 * index on lower(name)) is skipped and drawn again, so concurrent generations never share a code.
 */
async function generateCodes(transaction: Transaction, settingId: number, prefix: string, wanted: number) {
  let made = 0;
  for (let attempt = 0; made < wanted; attempt += 1) {
    if (attempt > 20) throw new Error(`Could not find ${wanted} free codes with prefix ${prefix}.`);
    const names = new Set<string>();
    while (names.size < wanted - made) names.add(randomCode(prefix));
    const rows = await transaction
      .insert(shopVoucherCodes)
      .values([...names].map((name) => ({ shopVoucherSettingId: settingId, name })))
      .onConflictDoNothing()
      .returning({ id: shopVoucherCodes.id });
    made += rows.length;
  }
}

export const PROMO_NOT_STORED_IMAGE = 'Upload the picture first; only pictures stored by the console can be used.';

export const ShopVoucherSetting = defineCrud<SettingRow, ShopVoucherSettingInput, ShopVoucherSettingUpdateInput>({
  name: 'ShopVoucherSetting',
  table: shopVoucherSettings,
  description: 'A voucher setting: the voucher’s rules (period, discount, item groups, schedules, customer rule, limits) and how its codes are made.',
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The setting’s id.' }),
    type: t.field({ type: VoucherTypeEnum, description: 'Manual or automatic.', resolve: (row) => row.type as VoucherType }),
    title: t.exposeString('title', { nullable: true, description: 'The title the ordering app shows, or null.' }),
    imageUrl: t.exposeString('imageUrl', { nullable: true, description: 'Its picture, or null.' }),
    durationInDays: t.exposeInt('durationInDays', { nullable: true, description: 'Days an assigned voucher stays usable after it is claimed, or null.' }),
    visible: t.exposeBoolean('visible', { description: 'True when the ordering app lists it.' }),
    assignedToUser: t.exposeBoolean('assignedToUser', { description: 'True when customers get it only by being assigned it.' }),
    qrPromo: t.exposeBoolean('qrPromo', { description: 'True when it is given by scanning a QR code.' }),
    quantityPerCustomer: t.exposeInt('quantityPerCustomer', { nullable: true, description: 'How many of it one customer may hold, or null.' }),
    appliedToVariant: t.exposeBoolean('appliedToVariant', { description: 'True when the discount also covers the variants’ prices.' }),
    appliedToTopping: t.exposeBoolean('appliedToTopping', { description: 'True when the discount also covers the toppings’ prices.' }),
    bulk: t.exposeBoolean('bulk', { description: 'True when its codes were generated.' }),
    codePrefix: t.exposeString('codePrefix', { nullable: true, description: 'The start of its generated codes, or null.' }),
    numberOfVoucher: t.exposeInt('numberOfVoucher', { nullable: true, description: 'How many codes were generated, or null.' }),
    ...ruleObjectFields(t),
    createdTime: t.field({ type: 'DateTime', description: 'When it was created.', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ type: 'DateTime', description: 'When it was last changed; send it back as expectedUpdatedTime.', resolve: (row) => row.updatedAt }),
  }),
  fields: SETTING_FIELDS,
  defaultSorts: [{ field: 'id', direction: 'DESC' }],
  label: (row) => `voucher setting ${row.id}`,
  uniques: { shop_voucher_codes_name_unique: { field: 'codes', message: SHOP_VOUCHER_MESSAGES.duplicateCode } },
  check: async (transaction, data, context, id) => {
    if (data.imageUrl) {
      const before = id === undefined ? undefined : (await transaction.select().from(shopVoucherSettings).where(eq(shopVoucherSettings.id, id)))[0];
      if (data.imageUrl !== before?.imageUrl) await expectStoredImage(context, data.imageUrl, PROMO_NOT_STORED_IMAGE);
    }
    if (id !== undefined) {
      const [row] = await transaction.select({ ruleId: shopVoucherSettings.ruleId }).from(shopVoucherSettings).where(eq(shopVoucherSettings.id, id));
      if (row) parseInput(promoRulesAcrossFields, await mergedRules(transaction, row.ruleId, splitRules(data).rules));
    }
  },
  create: {
    input: settingInput(true),
    schema: shopVoucherSettingSchema,
    async write(transaction, data) {
      const { rules, own } = splitRules(data);
      const { codes, trigger, ...setting } = own;
      const ruleId = await writeRules(transaction, rules);
      const [row] = await transaction
        .insert(shopVoucherSettings)
        .values({ ...setting, codePrefix: setting.bulk ? setting.codePrefix : null, numberOfVoucher: setting.bulk ? setting.numberOfVoucher : null, ruleId })
        .returning();
      if (data.type === 'AUTOMATIC') await transaction.insert(shopVoucherCodes).values({ shopVoucherSettingId: row!.id, name: randomCode(trigger!.replace(/_/g, '')), trigger });
      else if (data.bulk) await generateCodes(transaction, row!.id, data.codePrefix!, data.numberOfVoucher!);
      else await transaction.insert(shopVoucherCodes).values(codes.map((code) => ({ ...code, shopVoucherSettingId: row!.id })));
      return row!;
    },
  },
  update: {
    input: settingInput(false),
    schema: shopVoucherSettingUpdateSchema,
    async write(transaction, data, _context, id) {
      const { rules, own } = splitRules(data);
      const row = (await updateRow(transaction, shopVoucherSettings, shopVoucherSettings.id, id, own)) as SettingRow | undefined;
      if (row) await writeRules(transaction, rules, row.ruleId);
      return row;
    },
  },
  sample: () => ({
    type: 'MANUAL',
    name: `Voucher ${Math.random().toString(36).slice(2, 8)}`,
    startDate: '2026-12-01T00:00:00Z',
    endDate: '2026-12-31T00:00:00Z',
    active: true,
    visible: true,
    qrPromo: false,
    appliedToVariant: false,
    appliedToTopping: false,
    discountLevel: 'ORDER',
    discountAmount: 10,
    unit: 'PERCENTAGE',
    codes: [{ name: `S${Math.random().toString(36).slice(2, 10)}`, totalQuantity: 10 }],
  }),
  change: { visible: false },
});

/** The name of a code's voucher, as the lists and the download show it. */
export const settingName = sql`(select ${shopPromotionRules.name} from ${shopPromotionRules} join ${shopVoucherSettings} on ${shopVoucherSettings.ruleId} = ${shopPromotionRules.id} where ${shopVoucherSettings.id} = ${shopVoucherCodes.shopVoucherSettingId})`;

export const SHOP_VOUCHER_CODE_FIELDS = {
  id: { column: shopVoucherCodes.id, kind: 'int' },
  name: { column: shopVoucherCodes.name, kind: 'text' },
  totalQuantity: { column: shopVoucherCodes.totalQuantity, kind: 'int' },
  usedQuantity: { column: shopVoucherCodes.usedQuantity, kind: 'int' },
  shopVoucherSettingId: { column: shopVoucherCodes.shopVoucherSettingId, kind: 'int' },
  settingName: { column: settingName, kind: 'text' },
  trigger: { column: shopVoucherCodes.trigger, kind: 'text' },
  createdTime: { column: shopVoucherCodes.createdAt, kind: 'datetime' },
} satisfies PagingFields;

export const ShopVoucherCode = defineCrud<CodeRow, never, never>({
  name: 'ShopVoucherCode',
  table: shopVoucherCodes,
  allField: false,
  description: 'A voucher code: what customers type, with how often it may be and has been used.',
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The code’s id.' }),
    name: t.exposeString('name', { description: 'The code.' }),
    totalQuantity: t.exposeInt('totalQuantity', { nullable: true, description: 'How many times it may be used in all, or null for no limit.' }),
    usedQuantity: t.exposeInt('usedQuantity', { description: 'How many times it has been used.' }),
    shopVoucherSettingId: t.exposeInt('shopVoucherSettingId', { description: 'The id of its voucher setting.' }),
    setting: t.field({ type: ShopVoucherSetting.ref, description: 'Its voucher setting.', resolve: (row) => row.shopVoucherSettingId }),
    trigger: t.field({ type: AutomaticVoucherTriggerEnum, nullable: true, description: 'An automatic voucher’s trigger, or null.', resolve: (row) => row.trigger as AutomaticVoucherTrigger | null }),
    assignedCount: t.int({
      description: 'How many customers it is assigned to.',
      resolve: async (row, _args, context) => (await context.db.select({ n: count() }).from(shopAssignedVouchers).where(eq(shopAssignedVouchers.shopVoucherCodeId, row.id)))[0]?.n ?? 0,
    }),
  }),
  fields: SHOP_VOUCHER_CODE_FIELDS,
  defaultSorts: [{ field: 'id', direction: 'DESC' }],
  label: (row) => row.name,
});

export const ShopAssignedVoucher = defineCrud<AssignedRow, never, never>({
  name: 'ShopAssignedVoucher',
  table: shopAssignedVouchers,
  allField: false,
  description: 'A voucher code given to a customer.',
  references: { shopCustomer: reference(ShopCustomer, { acceptsInactive: true }) },
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The assigned voucher’s id.' }),
    shopVoucherCodeId: t.exposeInt('shopVoucherCodeId', { description: 'The id of its code.' }),
    code: t.field({ type: ShopVoucherCode.ref, description: 'Its code and, through it, the setting’s fields.', resolve: (row) => row.shopVoucherCodeId }),
    active: t.exposeBoolean('active', { description: 'False when deactivated: the customer cannot use it.' }),
    claimedDate: t.field({ type: 'DateTime', nullable: true, description: 'When the customer claimed it, or null.', resolve: (row) => row.claimedDate }),
    usedDate: t.field({ type: 'DateTime', nullable: true, description: 'When the customer used it, or null.', resolve: (row) => row.usedDate }),
    discountUsed: t.exposeInt('discountUsed', { description: 'The discount it gave, in rupiah.' }),
    createdTime: t.field({ type: 'DateTime', description: 'When it was assigned.', resolve: (row) => row.createdAt }),
  }),
  fields: {
    id: { column: shopAssignedVouchers.id, kind: 'int' },
    shopVoucherCodeId: { column: shopAssignedVouchers.shopVoucherCodeId, kind: 'int' },
    active: { column: shopAssignedVouchers.active, kind: 'boolean' },
    claimedDate: { column: shopAssignedVouchers.claimedDate, kind: 'datetime' },
    usedDate: { column: shopAssignedVouchers.usedDate, kind: 'datetime' },
    discountUsed: { column: shopAssignedVouchers.discountUsed, kind: 'int' },
    createdTime: { column: shopAssignedVouchers.createdAt, kind: 'datetime' },
    // The quick search: the customer's name and phone number and the code.
    shopCustomerPhoneNo: { column: sql`(select ${shopCustomers.phoneNo} from ${shopCustomers} where ${shopCustomers.id} = ${shopAssignedVouchers.shopCustomerId})`, kind: 'text' },
    code: { column: sql`(select ${shopVoucherCodes.name} from ${shopVoucherCodes} where ${shopVoucherCodes.id} = ${shopAssignedVouchers.shopVoucherCodeId})`, kind: 'text' },
  },
  defaultSorts: [{ field: 'id', direction: 'DESC' }],
  label: (row) => `assigned voucher ${row.id}`,
});
