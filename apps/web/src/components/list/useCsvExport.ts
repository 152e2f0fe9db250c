import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { downloadCsv, toCsv, type CsvColumn } from './csv';
import { MAX_PAGE_SIZE, type PageInput } from './list-state';
import { errorMessages } from '../../base/errors';

export interface PageShape<Row> {
  totalPages: number;
  currentPage: number;
  totalRows?: number | null;
  /** False when the count stopped at its cap: there are more rows than totalRows. */
  totalRowsExact?: boolean | null;
  hasNextPage?: boolean | null;
  startCursor?: string | null;
  endCursor?: string | null;
  results: Row[];
}

export interface CsvExportOptions<Row extends { id: number }, Data> {
  query: TypedDocumentNode<Data, { pageInput: PageInput }>;
  selectPage: (data: Data) => PageShape<Row> | null | undefined;
  fileName: string;
}

export interface CsvExport<R> {
  /** Pages fetched so far and pages in all, while exporting. */
  progress?: { done: number; total?: number };
  error?: string;
  clearError: () => void;
  /** Fetches every page of `pageInput`'s filter and sort, then downloads the CSV. */
  start: (pageInput: PageInput, columns: () => CsvColumn<R>[]) => Promise<void>;
}

/** CSV export of a whole filtered list, fetched page by page at the largest size the server allows. */
export function useCsvExport<R extends { id: number }, Data>({ query, selectPage, fileName }: CsvExportOptions<R, Data>): CsvExport<R> {
  const client = useApolloClient();
  const [progress, setProgress] = useState<{ done: number; total?: number }>();
  const [error, setError] = useState<string>();
  // Leaving the page stops an export between pages rather than downloading a file nobody awaits.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const start = async (pageInput: PageInput, columns: () => CsvColumn<R>[]) => {
    setError(undefined);
    setProgress({ done: 0 });
    try {
      // Rows may move between pages while we fetch; keyed by id, a row appears once.
      const rows = new Map<number, R>();
      let total = 1;
      let after: string | undefined;
      const { after: _after, before: _before, ...firstPage } = pageInput;
      for (let page = 1; page <= total; page += 1) {
        // Each page after the first starts at the last one's cursor: no OFFSET, however long the list.
        const result = await client.query({
          query,
          variables: { pageInput: { ...firstPage, page, size: MAX_PAGE_SIZE, ...(after ? { after } : {}) } },
          fetchPolicy: 'network-only',
        });
        if (!alive.current) return;
        // The app may default queries to errorPolicy 'all', which returns errors instead of throwing them.
        if (result.error) throw result.error;
        const data = result.data === undefined ? undefined : selectPage(result.data as Data);
        if (!data) throw new Error('The server returned no rows.');
        for (const row of data.results) rows.set(row.id, row);
        after = data.endCursor ?? undefined;
        const more = data.hasNextPage ?? page < data.totalPages;
        total = more ? Math.max(data.totalPages, page + 1) : page;
        setProgress({ done: page, total: data.totalRowsExact === false ? undefined : total });
      }
      downloadCsv(`${fileName}.csv`, toCsv(columns(), [...rows.values()]));
    } catch (caught) {
      if (alive.current) setError(`Export failed: ${errorMessages(caught).join(' ')}`);
    } finally {
      if (alive.current) setProgress(undefined);
    }
  };

  return { progress, error, clearError: () => setError(undefined), start };
}
