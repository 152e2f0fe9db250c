export * from './types';
export { buildWhere } from './conditions';
export { buildOrderBy } from './order';
export { findAll, findBatches, findPage } from './find';
export { pageSelection, type PageSelection } from './selection';
