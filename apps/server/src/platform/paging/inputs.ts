import type { ObjectRef } from '@pothos/core';
import { COUNT_CAP } from '@back-office/domain';
import { builder, describedValues } from '../builder';
import { MAX_SEARCH_FIELDS } from './conditions';
import { FILTER_OPERATORS, FILTER_TYPES, MAX_FILTER_OPTIONS, MAX_IN_VALUES, MAX_PAGE_SIZE, MAX_SORTS, MAX_TEXT_LENGTH, SORT_DIRECTIONS, type FilterInput, type Page, type PageInput, type QueryInput, type SearchInput, type SortInput } from './types';

type Types = typeof builder.$inferSchemaTypes;

export const SortDirectionEnum = builder.enumType('SortDirection', {
  description: 'The order of a sort.',
  values: describedValues(SORT_DIRECTIONS, { ASC: 'Smallest, earliest or A first; nulls last.', DESC: 'Largest, latest or Z first; nulls first.' }),
});
export const FilterOperatorEnum = builder.enumType('FilterOperator', {
  description: 'How the options of a filter combine.',
  values: describedValues(FILTER_OPERATORS, { AND: 'A row must match every option.', OR: 'A row must match at least one option.' }),
});
export const FilterTypeEnum = builder.enumType('FilterType', {
  values: describedValues(FILTER_TYPES, {
    EQUAL: 'The field equals the one value.',
    NOT_EQUAL: 'The field differs from the one value (null counts as different).',
    LIKE: 'A text field holds the one value anywhere, ignoring case.',
    BETWEEN: 'The field lies between the two values, both included.',
    GREATER_THAN: 'The field is above the one value.',
    LESS_THAN: 'The field is below the one value.',
    GREATER_THAN_EQUAL: 'The field is the one value or above.',
    LESS_THAN_EQUAL: 'The field is the one value or below.',
    NULL: 'The field has no value; takes no values.',
    NOT_NULL: 'The field has a value; takes no values.',
    IN: `The field is one of the values (1 to ${MAX_IN_VALUES}).`,
    NOT_IN: `The field is none of the values (1 to ${MAX_IN_VALUES}).`,
  }),
  description: 'LIKE is a case-insensitive substring match; BETWEEN is inclusive and takes two values; NULL and NOT_NULL take none.',
});

export const SortInputRef = builder.inputRef<SortInput>('SortInput').implement({
  description: `One key of a list's order; at most ${MAX_SORTS}, the first deciding first. The id always breaks ties.`,
  fields: (t) => ({
    field: t.string({ required: true, description: 'A field of the list that can be sorted on; BAD_USER_INPUT for any other.' }),
    direction: t.field({ type: SortDirectionEnum, required: true, description: 'Ascending or descending.' }),
  }),
});

const FilterOptionRef = builder.inputType('FilterOption', {
  description: 'One condition on one field of a list.',
  fields: (t) => ({
    field: t.string({ required: true, description: 'A field of the list that can be filtered on; BAD_USER_INPUT for any other.' }),
    values: t.stringList({
      required: true,
      description: `The values to compare with, written as text (numbers, true/false, ISO dates), each at most ${MAX_TEXT_LENGTH} characters; how many depends on the type.`,
    }),
    type: t.field({ type: FilterTypeEnum, required: true, description: 'The comparison.' }),
  }),
});

export const FilterInputRef = builder.inputRef<FilterInput>('FilterInput').implement({
  description: 'Conditions a row of a list must meet.',
  fields: (t) => ({
    operator: t.field({ type: FilterOperatorEnum, required: true, description: 'Whether every option or any one must match.' }),
    options: t.field({ type: [FilterOptionRef], required: true, description: `The conditions, at most ${MAX_FILTER_OPTIONS}.` }),
  }),
});

export const SearchInputRef = builder.inputRef<SearchInput>('SearchInput').implement({
  description: 'The quick search: the value anywhere in any of the fields, ignoring case.',
  fields: (t) => ({
    fields: t.stringList({ required: true, description: `The text fields to look in, 1 to ${MAX_SEARCH_FIELDS}.` }),
    value: t.string({ required: true, description: `The text to look for, at most ${MAX_TEXT_LENGTH} characters.` }),
  }),
});

export const PageInputRef = builder.inputRef<PageInput>('PageInput').implement({
  description: 'One page of a list: which page, how large, and how its rows are chosen and ordered.',
  fields: (t) => ({
    page: t.int({ required: true, description: 'From 1. With a cursor, the number of the page it leads to (shown back as currentPage).' }),
    size: t.int({ required: true, description: `From 1 to ${MAX_PAGE_SIZE}.` }),
    sorts: t.field({ type: [SortInputRef], description: "The order; without it the list's default order." }),
    filters: t.field({ type: FilterInputRef, description: 'Conditions the rows must meet.' }),
    search: t.field({ type: SearchInputRef, description: 'A quick search over text fields.' }),
    after: t.string({ description: 'An endCursor: the page after it, found by index as fast at page 10.000 as at page 1.' }),
    before: t.string({ description: 'A startCursor: the page before it.' }),
  }),
});

export const QueryInputRef = builder.inputRef<QueryInput>('QueryInput').implement({
  description: 'How an unpaged list chooses and orders its rows.',
  fields: (t) => ({
    sorts: t.field({ type: [SortInputRef], description: "The order; without it the list's default order." }),
    filters: t.field({ type: FilterInputRef, description: 'Conditions the rows must meet.' }),
    search: t.field({ type: SearchInputRef, description: 'A quick search over text fields.' }),
  }),
});

/** `XPage` for a list of `ref`: its rows, cursors and a count that costs nothing unless selected. */
export function pageType<Row>(name: string, ref: ObjectRef<Types, Row>) {
  return builder.objectRef<Page<Row>>(`${name}Page`).implement({
    description: `One page of a list of ${name} records.`,
    fields: (t) => ({
      results: t.field({ type: [ref], description: 'The rows of the page, in the order asked for.', resolve: (page) => page.results }),
      currentPage: t.exposeInt('currentPage', { description: 'The number of this page, from 1.' }),
      totalRows: t.int({
        description: `Matching rows, counted exactly up to ${COUNT_CAP}; past that it is ${COUNT_CAP} and totalRowsExact is false.`,
        resolve: async (page) => (await page.count()).totalRows,
      }),
      totalRowsExact: t.boolean({ description: `False when more than ${COUNT_CAP} rows match and totalRows stopped counting.`, resolve: async (page) => (await page.count()).totalRowsExact }),
      totalPages: t.int({
        description: 'Pages of totalRows; at least this many when the count is not exact.',
        resolve: async (page) => Math.ceil((await page.count()).totalRows / page.size),
      }),
      hasNextPage: t.exposeBoolean('hasNextPage', { description: 'Another page follows this one.' }),
      hasPreviousPage: t.exposeBoolean('hasPreviousPage', { description: 'A page comes before this one.' }),
      startCursor: t.exposeString('startCursor', { nullable: true, description: "Send as PageInput.before for the previous page; null when the page is empty or the list pages by number only." }),
      endCursor: t.exposeString('endCursor', { nullable: true, description: "Send as PageInput.after for the next page; null when the page is empty or the list pages by number only." }),
    }),
  });
}
