export { ResourceList, type ResourceListProps } from './ResourceList';
export { FilterBar, type FilterBarProps } from './FilterBar';
export { toCsv, downloadCsv, type CsvColumn } from './csv';
export { gridCsvColumns } from './grid-csv';
export { errorMessages } from './errors';
export type { PageShape } from './useCsvExport';
export {
  filterTypesFor,
  filterTypesForField,
  valueCountFor,
  isCompleteCondition,
  parseListState,
  listStateToSearchParams,
  mergeSearchParams,
  toPageInput,
  gridSortToState,
  stateToGridSort,
  gridPaginationToState,
  stateToGridPagination,
  withSort,
  withFilters,
  withPagination,
  startOfDayIso,
  endOfDayIso,
  MAX_PAGE_SIZE,
  type FilterKind,
  type FilterField,
  type FilterCondition,
  type FilterType,
  type FilterOperator,
  type SortDirection,
  type ListSort,
  type ListState,
  type ListDefaults,
  type ValueCount,
  type PageInput,
  type SortInput,
  type FilterInput,
  type FilterOption,
} from './list-state';
