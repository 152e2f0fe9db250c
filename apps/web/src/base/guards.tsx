import { Box } from '@mui/material';
import type { Authority } from '@back-office/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import { Navigate, useLocation } from 'react-router';
import { NotAllowedPage } from './pages/NotAllowedPage';
import { hasAuthority, useCurrentUser } from './session';

/** No session goes to /login (and comes back after); a session without the authority sees "not allowed". */
export function RequireAuthority({ authority, children }: { authority: Authority; children: ReactNode }) {
  const { user, loading } = useCurrentUser();
  const location = useLocation();
  if (loading) return <FullPageSpinner />;
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?from=${encodeURIComponent(from)}`} replace />;
  }
  if (!hasAuthority(user, authority)) return <NotAllowedPage authority={authority} />;
  return children;
}

export function FullPageSpinner() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh' }}>
      <Spinner />
    </Box>
  );
}

/**
 * Shows its pages once the session is known. When it cannot be read (the server or the connection is
 * down) the user is not sent to login: they see what happened and can try again.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { loading, error, retry } = useCurrentUser();
  if (loading) return <FullPageSpinner />;
  if (error) return <ErrorState title={t('errors.sessionUnknown')} error={error} onRetry={retry} />;
  return children;
}
