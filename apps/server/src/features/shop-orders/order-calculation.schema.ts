import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { builder } from '../../platform/builder';
import type { Context } from '../../platform/context';
import { badInput } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { shopHubScope } from '../shop-hubs/shop-hubs.schema';
import { shopHubs } from '../shop-hubs/shop-hubs.table';
import { POS_MESSAGES, posOrderSchema, type PosOrderInput } from '../shop-promotions/order-pricing';
import { CalculationRef, PosOrderInputRef, type Calculation } from '../shop-promotions/pos-calculation.schema';
import { priceShopOrder } from './price-order';

/*
 * calculateShopPosOrder (spec point 3, POS order input and calculation result): prices a POS order
 * at an outlet with the one pricing of an order (price-order.ts, docs/pricing.md) and explains it:
 * each line, the totals, the promos applied and those refused with their reasons in words. It
 * writes nothing, so it needs only VIEW_SHOP_POS_ORDER (docs/decisions.md).
 */

export async function calculatePosOrder(db: Queryable, input: PosOrderInput, now = new Date()): Promise<Calculation> {
  const { price } = await priceShopOrder(db, input, { now });
  return { input, price };
}

builder.queryField('calculateShopPosOrder', (t) =>
  t.field({
    type: CalculationRef,
    description: 'Prices a POS order at an outlet and explains it: lines, totals, promos applied and refused with their reasons. Writes nothing.',
    args: { input: t.arg({ type: PosOrderInputRef, required: true, description: 'The order.' }) },
    authScopes: { authority: 'VIEW_SHOP_POS_ORDER' },
    resolve: async (_root, args, context: Context) => {
      const input = parseInput(posOrderSchema, args.input);
      // A cashier mapped to outlets prices only at those, as they sell only there.
      const [hub] = await context.db.select({ id: shopHubs.id }).from(shopHubs).where(and(eq(shopHubs.id, input.hubId), shopHubScope()(context)));
      if (!hub) throw badInput(POS_MESSAGES.unknownHub, { hubId: POS_MESSAGES.unknownHub });
      return calculatePosOrder(context.db, input);
    },
  }),
);
