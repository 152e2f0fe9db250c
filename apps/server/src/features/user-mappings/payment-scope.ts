import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Viewer } from '../../platform/context';
import { mappingScope } from '../../platform/mappings';

/**
 * A condition on `column` (a vending payment method, e.g. an order's paymentMethod) keeping the
 * payments a caller is mapped to; a caller mapped to none sees them all. For the orders, order log
 * and settlement lists and their downloads.
 */
export function paymentScope(context: Viewer, column: AnyPgColumn): SQL {
  return mappingScope(context, 'payments', column);
}
