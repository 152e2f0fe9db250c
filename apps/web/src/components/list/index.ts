export { ResourceList, type ResourceListProps } from './ResourceList';
export type { FilterField, FilterKind, ListSort } from './list-state';
export { activeColumn, moneyColumn, numberColumn } from './columns';
