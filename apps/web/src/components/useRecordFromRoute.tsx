import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../app/errors';
import { FullPageSpinner } from '../app/guards';
import { NotFoundPage } from '../app/pages/NotFoundPage';

/**
 * The record a detail or edit page is about, named by the address's `param` (e.g. `:hubId`).
 * While there is no record, `gate` is what the page shows instead: a spinner, the 404 page or the
 * error. An edit page asks for `network-only`, so what it edits, and the version it sends back, is
 * the server's latest.
 */
export function useRecordFromRoute<Data, Record>(
  document: TypedDocumentNode<Data, { id: number }>,
  param: string,
  select: (data: Data) => Record | null | undefined,
  fetchPolicy: 'cache-and-network' | 'network-only' = 'cache-and-network',
): { id: number; record: Record | null; gate: ReactNode } {
  const id = Number(useParams()[param]);
  const valid = Number.isInteger(id) && id > 0;
  const { data, loading, error } = useQuery(document, { variables: { id }, skip: !valid, fetchPolicy });
  const record = data ? (select(data as Data) ?? null) : null;
  let gate: ReactNode = null;
  if (!valid) gate = <NotFoundPage />;
  else if (!record) gate = loading ? <FullPageSpinner /> : error ? <Alert severity="error">{errorMessage(error)}</Alert> : <NotFoundPage />;
  return { id, record, gate };
}
