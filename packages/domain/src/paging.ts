/*
 * The words and limits of every list: the server's paging engine refuses what lies past them and the
 * web app never asks for it.
 */

export const FILTER_TYPES = [
  'EQUAL',
  'NOT_EQUAL',
  'LIKE',
  'BETWEEN',
  'GREATER_THAN',
  'LESS_THAN',
  'GREATER_THAN_EQUAL',
  'LESS_THAN_EQUAL',
  'NULL',
  'NOT_NULL',
  'IN',
  'NOT_IN',
] as const;
export type FilterTypeName = (typeof FILTER_TYPES)[number];

export const FILTER_OPERATORS = ['AND', 'OR'] as const;
export type FilterOperatorName = (typeof FILTER_OPERATORS)[number];

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirectionName = (typeof SORT_DIRECTIONS)[number];

/** Rows per page a list offers; a request may ask for any size from 1 to MAX_PAGE_SIZE. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;
export const MAX_FILTER_OPTIONS = 50;
export const MAX_SORTS = 5;
export const MAX_IN_VALUES = 1000;
export const MAX_TEXT_LENGTH = 500;
/** Rows are counted exactly up to this many; past it a list says "more than 10.000". */
export const COUNT_CAP = 10_000;

export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;
