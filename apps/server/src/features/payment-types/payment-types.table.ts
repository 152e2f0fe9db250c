import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { QrType, ShopPaymentMethod } from '@back-office/domain';
import { recordColumns } from '../../db/columns';

/** Which payment provider handles each QR type machines show, and whether the fleet offers it at all: one row per QR type. */
export const qrTypeMappings = pgTable(
  'qr_type_mappings',
  {
    ...recordColumns(),
    qrType: text('qr_type').$type<QrType>().notNull(),
    paymentProvider: text('payment_provider').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [uniqueIndex('qr_type_mappings_qr_type_unique').on(table.qrType)],
);

/** Whether the online shop offers each of its payment methods at every outlet: one row per method. */
export const shopPaymentProviders = pgTable(
  'shop_payment_providers',
  {
    ...recordColumns(),
    paymentProvider: text('payment_provider').$type<ShopPaymentMethod>().notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [uniqueIndex('shop_payment_providers_provider_unique').on(table.paymentProvider)],
);
