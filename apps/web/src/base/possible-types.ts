/**
 * The schema's interfaces and the types that implement them, so Apollo's cache matches fragments on
 * them; possible-types.test.ts checks this against apps/server/schema.graphql.
 */
export const POSSIBLE_TYPES: Record<string, string[]> = { LiveOrder: ['ShopOrder', 'ShopPosDraftOrder'] };
