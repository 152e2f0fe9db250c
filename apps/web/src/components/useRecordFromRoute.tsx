import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { errorKind } from '../base/errors';
import { FullPageSpinner } from '../base/guards';
import { NotFoundPage } from '../base/pages/NotFoundPage';
import { ErrorState } from './ErrorState';

/** The largest id the API's Int can carry; a longer number in an address names no record. */
const MAX_ID = 2_147_483_647;

/**
 * The record a detail or edit page is about, named by the address's `param` (e.g. `:hubId`).
 * While there is no record, `gate` is what the page shows instead: a spinner, "not found" with a way
 * back to the list, or what went wrong with Retry. An edit page asks for `network-only`, so what it
 * edits, and the version it sends back, is the server's latest.
 */
export function useRecordFromRoute<Data, Record>(
  document: TypedDocumentNode<Data, { id: number }>,
  param: string,
  select: (data: Data) => Record | null | undefined,
  fetchPolicy: 'cache-and-network' | 'network-only' = 'cache-and-network',
): { id: number; record: Record | null; gate: ReactNode } {
  const { t } = useTranslation();
  const raw = useParams()[param] ?? '';
  const { pathname } = useLocation();
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  const valid = id > 0 && id <= MAX_ID;
  const { data, loading, error, refetch } = useQuery(document, { variables: { id }, skip: !valid, fetchPolicy });
  const record = data ? (select(data as Data) ?? null) : null;
  let gate: ReactNode = null;
  if (!record) {
    if (valid && loading) gate = <FullPageSpinner />;
    else if (valid && error && errorKind(error) !== 'notFound') gate = <ErrorState error={error} onRetry={() => void refetch().catch(() => undefined)} />;
    else gate = <NotFoundPage message={t('errors.recordNotFound')} back={{ to: listPathOf(pathname, raw), label: t('errors.goBack') }} />;
  }
  return { id, record, gate };
}

/** The list a record's address belongs to: the part before its id (`/hub/12/edit` → `/hub`). */
function listPathOf(pathname: string, rawId: string): string {
  const segments = pathname.split('/');
  const index = segments.indexOf(encodeURIComponent(rawId));
  return index > 1 ? segments.slice(0, index).join('/') : '/';
}
