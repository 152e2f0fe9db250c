import { MAX_PAGE_SIZE } from '@back-office/domain';
import { badInput } from '../errors';
import type { Page, PageInput } from './types';

/*
 * Pages of a grouped report (order summaries, profitability, price audit): rows made by GROUP BY
 * have no id of their own and no cursor, so they page by number, and each is numbered by its place
 * in the whole list. Each report reads `limit(input)` rows and hands them here.
 */

/** Checks the page and size, and gives the rows to read: one more than a page, to tell whether another follows. */
export function groupedWindow(input: PageInput): { limit: number; offset: number } {
  if (input.page < 1 || input.size < 1 || input.size > MAX_PAGE_SIZE) throw badInput(`page from 1, size from 1 to ${MAX_PAGE_SIZE}.`);
  return { limit: input.size + 1, offset: (input.page - 1) * input.size };
}

/** The page of the rows read with `groupedWindow`, each numbered from 1 across pages; `countRows` runs only if totalRows is asked for. */
export function groupedPage<Row>(input: PageInput, rows: readonly Row[], countRows: () => Promise<number>): Page<Row & { id: number }> {
  const results = rows.slice(0, input.size).map((row, index) => ({ ...row, id: (input.page - 1) * input.size + index + 1 }));
  return {
    results,
    currentPage: input.page,
    size: input.size,
    hasNextPage: rows.length > input.size,
    hasPreviousPage: input.page > 1,
    startCursor: null,
    endCursor: null,
    count: async () => ({ totalRows: await countRows(), totalRowsExact: true }),
  };
}
