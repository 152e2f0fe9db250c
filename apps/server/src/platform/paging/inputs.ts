import type { ObjectRef } from '@pothos/core';
import { COUNT_CAP } from '@back-office/domain';
import { builder } from '../builder';
import { FILTER_OPERATORS, FILTER_TYPES, MAX_PAGE_SIZE, SORT_DIRECTIONS, type FilterInput, type Page, type PageInput, type QueryInput, type SearchInput, type SortInput } from './types';

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

export const SearchInputRef = builder.inputRef<SearchInput>('SearchInput').implement({
  description: 'The quick search: the value anywhere in any of the fields, ignoring case.',
  fields: (t) => ({
    fields: t.stringList({ required: true }),
    value: t.string({ required: true }),
  }),
});

export const PageInputRef = builder.inputRef<PageInput>('PageInput').implement({
  fields: (t) => ({
    page: t.int({ required: true, description: 'From 1. With a cursor, the number of the page it leads to (shown back as currentPage).' }),
    size: t.int({ required: true, description: `From 1 to ${MAX_PAGE_SIZE}.` }),
    sorts: t.field({ type: [SortInputRef] }),
    filters: t.field({ type: FilterInputRef }),
    search: t.field({ type: SearchInputRef }),
    after: t.string({ description: 'An endCursor: the page after it, found by index as fast at page 10.000 as at page 1.' }),
    before: t.string({ description: 'A startCursor: the page before it.' }),
  }),
});

export const QueryInputRef = builder.inputRef<QueryInput>('QueryInput').implement({
  fields: (t) => ({
    sorts: t.field({ type: [SortInputRef] }),
    filters: t.field({ type: FilterInputRef }),
    search: t.field({ type: SearchInputRef }),
  }),
});

/** `XPage` for a list of `ref`: its rows, cursors and a count that costs nothing unless selected. */
export function pageType<Row>(name: string, ref: ObjectRef<Types, Row>) {
  return builder.objectRef<Page<Row>>(`${name}Page`).implement({
    fields: (t) => ({
      results: t.field({ type: [ref], resolve: (page) => page.results }),
      currentPage: t.exposeInt('currentPage'),
      totalRows: t.int({
        description: `Matching rows, counted exactly up to ${COUNT_CAP}; past that it is ${COUNT_CAP} and totalRowsExact is false.`,
        resolve: async (page) => (await page.count()).totalRows,
      }),
      totalRowsExact: t.boolean({ resolve: async (page) => (await page.count()).totalRowsExact }),
      totalPages: t.int({
        description: 'Pages of totalRows; at least this many when the count is not exact.',
        resolve: async (page) => Math.ceil((await page.count()).totalRows / page.size),
      }),
      hasNextPage: t.exposeBoolean('hasNextPage'),
      hasPreviousPage: t.exposeBoolean('hasPreviousPage'),
      startCursor: t.exposeString('startCursor', { nullable: true }),
      endCursor: t.exposeString('endCursor', { nullable: true }),
    }),
  });
}
