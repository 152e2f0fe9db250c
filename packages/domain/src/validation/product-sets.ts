import { z } from 'zod';
import { id } from './common';

/** A product added to or removed from a product set. */
export const productSetCombinationSchema = z.object({ productSetId: id, productId: id });

export type ProductSetCombinationInput = z.infer<typeof productSetCombinationSchema>;
