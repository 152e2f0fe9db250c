import { midtransSchema, midtransUpdateSchema, type MidtransInput, type MidtransUpdateInput } from '@back-office/domain';
import { builder } from '../../platform/builder';
import { defineCrud } from '../../platform/crud';
import { midtranses } from './machines.table';

type MidtransRow = typeof midtranses.$inferSelect;

const midtransLabel = (row: MidtransRow) => `${row.merchantId}${row.production ? '' : ' (sandbox)'}`;

const midtransInput = (create: boolean) =>
  builder.inputType(create ? 'MidtransInput' : 'MidtransUpdateInput', {
    description: 'A Midtrans payment gateway account; in an update, the fields left out keep their value.',
    fields: (t) => ({
      merchantId: t.string({ description: 'The id of the merchant.', required: create }),
      serverKey: t.string({ required: create, description: create ? 'A secret: stored, never returned.' : 'Given only to replace the stored key.' }),
      clientKey: t.string({ description: 'The account\'s client key.', required: create }),
      production: t.boolean({ required: create, description: 'The live gateway; otherwise its sandbox.' }),
      description: t.string({ description: 'Free text about it.' }),
      active: t.boolean({ description: 'False stops it being used.', required: create }),
    }),
  });

/** A payment gateway (card payment provider) account. Its server key is written, never read back. */
export const Midtrans = defineCrud<MidtransRow, MidtransInput, MidtransUpdateInput>({
  name: 'Midtrans',
  listField: 'midtranses',
  allField: 'midtransesAll',
  table: midtranses,
  description: 'A payment gateway account that machines at a hub take card and QR payments through.',
  object: (t) => ({
    id: t.exposeInt('id', { description: 'The midtrans\'s id.' }),
    merchantId: t.exposeString('merchantId', { description: 'The id of the merchant.' }),
    name: t.string({ description: 'The merchant id, marked when it is a sandbox account: how pickers name the account.', resolve: midtransLabel }),
    serverKeySet: t.boolean({ description: 'Whether a server key is stored; the key itself is never returned.', resolve: (row) => row.serverKey.length > 0 }),
    clientKey: t.exposeString('clientKey', { description: 'The public key the payment page uses.' }),
    production: t.exposeBoolean('production', { description: 'True for a live account, false for the sandbox.' }),
    description: t.exposeString('description', { description: 'Free text about it, or null.', nullable: true }),
    active: t.exposeBoolean('active', { description: 'False when the account is no longer used.' }),
    createdTime: t.field({ description: 'When it was created.', type: 'DateTime', resolve: (row) => row.createdAt }),
    updatedTime: t.field({ description: 'When it was last changed; send it back as expectedUpdatedTime to refuse overwriting a later change.', type: 'DateTime', resolve: (row) => row.updatedAt }),
  }),
  fields: {
    id: { column: midtranses.id, kind: 'int' },
    merchantId: { column: midtranses.merchantId, kind: 'text' },
    name: { column: midtranses.merchantId, kind: 'text' },
    clientKey: { column: midtranses.clientKey, kind: 'text' },
    production: { column: midtranses.production, kind: 'boolean' },
    description: { column: midtranses.description, kind: 'text' },
    active: { column: midtranses.active, kind: 'boolean' },
    createdTime: { column: midtranses.createdAt, kind: 'datetime' },
  },
  defaultSorts: [{ field: 'merchantId', direction: 'ASC' }],
  label: midtransLabel,
  secrets: ['serverKey'],
  uniques: { midtranses_merchant_production_unique: { field: 'merchantId', message: 'An account with this merchant id already exists for this environment.' } },
  sample: () => ({ merchantId: `G${Math.floor(Math.random() * 1e9)}`, serverKey: 'SB-Mid-server-sample', clientKey: 'SB-Mid-client-sample', production: false, active: true }),
  create: { input: midtransInput(true), schema: midtransSchema },
  update: { input: midtransInput(false), schema: midtransUpdateSchema },
});
