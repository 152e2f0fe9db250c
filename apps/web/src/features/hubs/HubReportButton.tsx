import { useApolloClient } from '@apollo/client/react';
import DescriptionIcon from '@mui/icons-material/Description';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../app/errors';
import { useNotify } from '../../components/Snackbar';
import { saveFrom } from '../../components/list/csv';
import { parseListState, toPageInput, type FilterField, type ListDefaults } from '../../components/list/list-state';
import { HubReportDocument } from './hubs.generated';

interface HubReportButtonProps {
  /** The list's own filter fields and defaults, so the report reads the address exactly as the list does. */
  filterFields: readonly FilterField[];
  defaults: ListDefaults;
  /** The fields the list's quick search looks in. */
  searchFields?: readonly string[];
}

/**
 * The server's full hub report for the rows the list shows: every hub matching its filters, every
 * field, not just this page's columns. The server answers with a short-lived address that streams the
 * CSV, so a big report never passes through the browser's memory.
 */
export function HubReportButton({ filterFields, defaults, searchFields }: HubReportButtonProps) {
  const client = useApolloClient();
  const [searchParams] = useSearchParams();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    const { filters, sorts, search } = toPageInput(parseListState(searchParams, defaults, filterFields), filterFields, searchFields);
    // Times in the file read as on screen: in the browser's zone.
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const result = await client
      .query({ query: HubReportDocument, variables: { queryInput: { filters, sorts, search }, timeZone }, fetchPolicy: 'no-cache' })
      .catch((error: unknown) => ({ data: undefined, error }));
    setBusy(false);
    const address = result.data?.hubReport;
    if (!address) {
      notify(result.error ? errorMessage(result.error) : 'The report could not be prepared.', 'error');
      return;
    }
    saveFrom(address);
  };

  return (
    <Button
      variant="outlined"
      title="Every field of every hub matching the filters, as CSV"
      onClick={() => void download()}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} /> : <DescriptionIcon />}
    >
      Download report
    </Button>
  );
}
