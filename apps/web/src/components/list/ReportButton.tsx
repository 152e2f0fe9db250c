import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import DescriptionIcon from '@mui/icons-material/Description';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../base/errors';
import type { QueryInput } from '../../gql/types';
import { useNotify } from '../Snackbar';
import { Spinner } from '../Spinner';
import { saveFrom } from './csv';
import { browserTimeZone } from './filter-model';
import { parseListState, toPageInput, type FilterField, type FilterOption, type ListDefaults } from './list-state';

interface ReportButtonProps<Data> {
  /** The report's query: it answers a short-lived address that streams the CSV. */
  query: TypedDocumentNode<Data, { queryInput?: QueryInput | null; timeZone?: string | null }>;
  selectAddress: (data: Data) => string | null | undefined;
  /** What the file holds, e.g. "Every field of every hub matching the filters, as CSV". */
  title: string;
  /** The list's own filter fields and defaults, so the report reads the address exactly as the list does. */
  filterFields: readonly FilterField[];
  defaults: ListDefaults;
  /** The fields the list's quick search looks in. */
  searchFields?: readonly string[];
  /** The list's fixed conditions (e.g. one kind of promo), so the file holds the rows the list does. */
  fixedFilters?: readonly FilterOption[];
  /** The button's words; "Download report" unless the report needs telling apart from the list's own download. */
  label?: string;
}

/**
 * A server report for the rows the list shows: every record matching its filters (and the caller's
 * per-user mapping), every field, not just this page's columns. The server answers with a short-lived address that streams the
 * CSV, so a big report never passes through the browser's memory.
 */
export function ReportButton<Data>({ query, selectAddress, title, filterFields, defaults, searchFields, fixedFilters, label = 'Download report' }: ReportButtonProps<Data>) {
  const client = useApolloClient();
  const [searchParams] = useSearchParams();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    const { filters, sorts, search } = toPageInput(parseListState(searchParams, defaults, filterFields), filterFields, searchFields, fixedFilters);
    // Times in the file read as on screen: in the browser's zone.
    const timeZone = browserTimeZone();
    const result = await client
      .query({ query, variables: { queryInput: { filters, sorts, search }, timeZone }, fetchPolicy: 'no-cache' })
      .catch((error: unknown) => ({ data: undefined, error }));
    setBusy(false);
    const address = result.data ? selectAddress(result.data) : undefined;
    if (!address) {
      notify(result.error ? errorMessage(result.error) : 'The report could not be prepared.', 'error');
      return;
    }
    saveFrom(address);
  };

  return (
    <Button
      variant="outlined"
      title={title}
      onClick={() => void download()}
      disabled={busy}
      startIcon={busy ? <Spinner size={16} /> : <DescriptionIcon />}
    >
      {label}
    </Button>
  );
}
