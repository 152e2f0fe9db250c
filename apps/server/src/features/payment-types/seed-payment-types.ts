import { DEFAULT_QR_PAYMENT_PROVIDERS, QR_TYPES, SHOP_PAYMENT_METHODS } from '@back-office/domain';
import type { Database } from '../../db/client';
import { qrTypeMappings, shopPaymentProviders } from './payment-types.table';

/**
 * Runs on every start (seed.ts): a row for each QR type and each shop payment method, switched on,
 * where there is none yet. A row already there keeps what the console made of it.
 */
export async function seedPaymentTypes(db: Database): Promise<void> {
  await db
    .insert(qrTypeMappings)
    .values(QR_TYPES.map((qrType) => ({ qrType, paymentProvider: DEFAULT_QR_PAYMENT_PROVIDERS[qrType] })))
    .onConflictDoNothing();
  await db
    .insert(shopPaymentProviders)
    .values(SHOP_PAYMENT_METHODS.map((paymentProvider) => ({ paymentProvider })))
    .onConflictDoNothing();
}
