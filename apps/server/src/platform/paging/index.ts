export * from './types';
export { buildSearch, buildWhere } from './conditions';
export { buildOrderBy } from './order';
export { findAll, findBatches, findPage, joinedRow } from './find';
export { pageSelection, type PageSelection } from './selection';
