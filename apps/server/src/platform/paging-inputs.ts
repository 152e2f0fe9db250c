import type { ObjectRef } from '@pothos/core';
import { builder } from './builder';
import { FILTER_OPERATORS, FILTER_TYPES, SORT_DIRECTIONS, type FilterInput, type Page, type PageInput, type QueryInput, type SortInput } from './paging';

type Types = typeof builder.$inferSchemaTypes;

export const SortDirectionEnum = builder.enumType('SortDirection', { values: SORT_DIRECTIONS });
export const FilterOperatorEnum = builder.enumType('FilterOperator', { values: FILTER_OPERATORS });
export const FilterTypeEnum = builder.enumType('FilterType', {
  values: FILTER_TYPES,
  description: 'LIKE is a case-insensitive substring match; BETWEEN is inclusive and takes two values; NULL and NOT_NULL take none.',
});

export const SortInputRef = builder.inputRef<SortInput>('SortInput').implement({
  fields: (t) => ({
    field: t.string({ required: true }),
    direction: t.field({ type: SortDirectionEnum, required: true }),
  }),
});

const FilterOptionRef = builder.inputType('FilterOption', {
  fields: (t) => ({
    field: t.string({ required: true }),
    values: t.stringList({ required: true }),
    type: t.field({ type: FilterTypeEnum, required: true }),
  }),
});

export const FilterInputRef = builder.inputRef<FilterInput>('FilterInput').implement({
  fields: (t) => ({
    operator: t.field({ type: FilterOperatorEnum, required: true }),
    options: t.field({ type: [FilterOptionRef], required: true }),
  }),
});

export const PageInputRef = builder.inputRef<PageInput>('PageInput').implement({
  fields: (t) => ({
    page: t.int({ required: true, description: 'From 1.' }),
    size: t.int({ required: true, description: 'From 1 to 100.' }),
    sorts: t.field({ type: [SortInputRef] }),
    filters: t.field({ type: FilterInputRef }),
  }),
});

export const QueryInputRef = builder.inputRef<QueryInput>('QueryInput').implement({
  fields: (t) => ({
    sorts: t.field({ type: [SortInputRef] }),
    filters: t.field({ type: FilterInputRef }),
  }),
});

/** `XPage { totalPages, currentPage, totalRows, results }` for a list of `ref`. */
export function pageType<Row>(name: string, ref: ObjectRef<Types, Row>) {
  return builder.objectRef<Page<Row>>(`${name}Page`).implement({
    fields: (t) => ({
      totalPages: t.exposeInt('totalPages'),
      currentPage: t.exposeInt('currentPage'),
      totalRows: t.exposeInt('totalRows'),
      results: t.field({ type: [ref], resolve: (page) => page.results }),
    }),
  });
}
