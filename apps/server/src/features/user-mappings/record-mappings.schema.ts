import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  id,
  userCompanyMappingSchema,
  userShopHubMappingSchema,
  userShopMerchantMappingSchema,
  userShopPartnerMappingSchema,
  type Mapping,
} from '@back-office/domain';
import { builder } from '../../platform/builder';
import { defineCommand } from '../../platform/command';
import type { Context } from '../../platform/context';
import { badInput } from '../../platform/errors';
import type { MappingTable } from '../../platform/identity/users.table';
import { mappingScope, type MappingKind } from '../../platform/mappings';
import { companies } from '../companies/companies.table';
import { shopMerchants, shopPartners } from '../shop-catalogue/shop-catalogue.table';
import { shopHubs } from '../shop-hubs/shop-hubs.table';
import { UserRef } from '../users/users.schema';
import { userCompanies, userShopHubs, userShopMerchants, userShopPartners } from './user-mappings.table';
import { expectWithin, lockUser, sorted } from './user-mappings.schema';

/*
 * The mappings of a user to records by id: the shop's outlets, merchants and partners, and
 * companies (/user/{userId}/mapping, store-, merchant-, partner- and company-mapping). Each is the
 * same thing four times, so it is declared once (defineRecordMapping) as the machine mapping is
 * written: the whole list replaced, audited, every id one the caller may see, and a caller limited
 * by the mapping hands out only what they hold.
 */

interface MappedRow {
  id: number;
  label: string;
  active: boolean;
}

const MappedRecordRef = builder.objectRef<MappedRow>('MappedRecord').implement({
  description: 'A record a user can be mapped to (an outlet, a merchant, a partner or a company), as the mapping pages show it.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The id of the record.' }),
    label: t.exposeString('label', { description: 'How people know it: its name (an outlet: its number and name).' }),
    active: t.exposeBoolean('active', { description: 'False when the record is inactive.' }),
  }),
});

interface RecordMapping<Key extends string> {
  /** The platform's mapping kind, which limits the records' rows (platform/mappings.ts). */
  kind: MappingKind;
  /** The authority pair (VIEW_ and UPDATE_ of it). */
  authority: Mapping;
  list: MappingTable;
  records: { table: PgTable; id: AnyPgColumn; active: AnyPgColumn; label: SQL<string>; order: AnyPgColumn };
  /** The User field and the mutation's argument: hubIds. */
  key: Key;
  schema: z.ZodType<Record<Key, number[]>>;
  /** User fields and mutation: shopHubMapping, updateUserShopHub. */
  field: string;
  mutation: string;
  /** For messages: outlet, outlets, Outlet. */
  one: string;
  many: string;
}

function defineRecordMapping<Key extends string>(mapping: RecordMapping<Key>) {
  const { records, list } = mapping;
  const view = `VIEW_${mapping.authority}` as const;
  const update = `UPDATE_${mapping.authority}` as const;
  const visible = (context: Context) => mappingScope(context, mapping.kind, records.id);
  const selection = { id: sql<number>`${records.id}`, label: records.label, active: sql<boolean>`${records.active}` };

  /** The records the user is mapped to that the caller may see, in order. */
  const mappedRecords = (context: Context, userId: number): Promise<MappedRow[]> =>
    context.db
      .select(selection)
      .from(list)
      .innerJoin(records.table, eq(records.id, list.value))
      .where(and(eq(list.userId, userId), visible(context)))
      .orderBy(asc(records.order), asc(records.id));

  builder.objectFields(UserRef, (t) => ({
    [mapping.key]: t.intList({
      nullable: true,
      description: `The ids of the ${mapping.many} the user is mapped to (those the caller may see); empty: not limited by ${mapping.one}.`,
      authScopes: { authority: view },
      resolve: async (user, _args, context) => (await mappedRecords(context, user.id)).map((row) => row.id),
    }),
    [mapping.field]: t.field({
      type: [MappedRecordRef],
      nullable: true,
      description: `The ${mapping.many} the user is mapped to (those the caller may see).`,
      authScopes: { authority: view },
      resolve: (user, _args, context) => mappedRecords(context, user.id),
    }),
  }));

  builder.queryField(`${mapping.field}Choices`, (t) =>
    t.field({
      type: [MappedRecordRef],
      description: `The ${mapping.many} the caller may map a user to: those the caller sees.`,
      authScopes: { authority: update },
      resolve: (_root, _args, context) => context.db.select(selection).from(records.table).where(visible(context)).orderBy(asc(records.order), asc(records.id)),
    }),
  );

  defineCommand(mapping.mutation, {
    description: `Sets the ${mapping.many} the user sees and touches, the whole list; an empty list leaves the user unlimited by ${mapping.one}.`,
    authority: update,
    args: (arg) => ({
      userId: arg.int({ description: 'The id of the user.', required: true }),
      [mapping.key]: arg.intList({ description: `The ids of the ${mapping.many}.`, required: true }),
    }),
    // The user, and the whole list of ids.
    input: z.object({ userId: id }).and(mapping.schema),
    type: UserRef,
    what: 'User',
    run: async (transaction, input, context) => {
      const ids = sorted(input[mapping.key]);
      const user = await lockUser(transaction, input.userId);
      // Every record must exist and be one the caller may see: one they may not is reported as missing.
      const found = ids.length > 0 ? await transaction.select(selection).from(records.table).where(and(inArray(records.id, ids), visible(context))) : [];
      const missing = ids.filter((recordId) => !found.some((row) => row.id === recordId));
      if (missing.length > 0) {
        const message = `${mapping.one[0]!.toUpperCase()}${mapping.one.slice(1)} ${missing.slice(0, 10).join(', ')} ${missing.length === 1 ? 'does' : 'do'} not exist.`;
        throw badInput(message, { [mapping.key]: message });
      }
      const idsOf = async (userId: number) =>
        (await transaction.select({ id: list.value }).from(list).where(eq(list.userId, userId))).map((row) => row.id).sort((a, b) => a - b);
      const mine = await idsOf(context.user!.id);
      const before = await idsOf(user.id);
      expectWithin(mine.length > 0 ? mine : null, before, ids, mapping.one, mapping.many, user.username);
      await transaction.delete(list).where(eq(list.userId, user.id));
      if (ids.length > 0) await transaction.insert(list).values(ids.map((value) => ({ userId: user.id, value })));
      return {
        result: user,
        activity: { entity: 'USER', recordId: user.id, message: `Updated the ${mapping.one} mapping of "${user.username}".`, changes: { [mapping.key]: { before, after: ids } } },
      };
    },
  });
}

defineRecordMapping({
  kind: 'shopHubs',
  authority: 'USER_SHOP_HUB',
  list: userShopHubs,
  records: { table: shopHubs, id: shopHubs.id, active: shopHubs.active, label: sql<string>`${shopHubs.hubNo} || ' ' || ${shopHubs.name}`, order: shopHubs.hubNo },
  key: 'hubIds',
  schema: userShopHubMappingSchema,
  field: 'shopHubMapping',
  mutation: 'updateUserShopHub',
  one: 'outlet',
  many: 'outlets',
});

defineRecordMapping({
  kind: 'shopMerchants',
  authority: 'USER_SHOP_MERCHANT',
  list: userShopMerchants,
  records: { table: shopMerchants, id: shopMerchants.id, active: shopMerchants.active, label: sql<string>`${shopMerchants.name}`, order: shopMerchants.name },
  key: 'merchantIds',
  schema: userShopMerchantMappingSchema,
  field: 'shopMerchantMapping',
  mutation: 'updateUserShopMerchant',
  one: 'merchant',
  many: 'merchants',
});

defineRecordMapping({
  kind: 'shopPartners',
  authority: 'USER_SHOP_PARTNER',
  list: userShopPartners,
  records: { table: shopPartners, id: shopPartners.id, active: shopPartners.active, label: sql<string>`${shopPartners.name}`, order: shopPartners.name },
  key: 'shopPartnerIds',
  schema: userShopPartnerMappingSchema,
  field: 'shopPartnerMapping',
  mutation: 'updateUserShopPartner',
  one: 'partner',
  many: 'partners',
});

defineRecordMapping({
  kind: 'companies',
  authority: 'USER_COMPANY_MAPPING',
  list: userCompanies,
  records: { table: companies, id: companies.id, active: companies.active, label: sql<string>`${companies.name}`, order: companies.name },
  key: 'companyIds',
  schema: userCompanyMappingSchema,
  field: 'companyMapping',
  mutation: 'updateUserCompany',
  one: 'company',
  many: 'companies',
});
