export { ResourceList, type ResourceListProps } from './ResourceList';
export type { PriorityMoves } from './PriorityMoves';
export type { FilterField, FilterKind, ListSort } from './list-state';
export { ProfitText, activeColumn, moneyColumn, numberColumn, profitColumn } from './columns';
export { ListTotals, periodText, useListFilters, type Total } from './ListTotals';
