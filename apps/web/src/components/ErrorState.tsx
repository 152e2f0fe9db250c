import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../base/errors';

interface ErrorStateProps {
  /** The failure; its readable messages are shown unless `message` is given. */
  error?: unknown;
  /** What could not be done, e.g. "The rows could not be loaded."; a general heading otherwise. */
  title?: string;
  message?: string;
  /** Offered as a Retry button. */
  onRetry?: () => void;
  /** Further ways out, e.g. a link back to the list. */
  children?: ReactNode;
}

/**
 * What every page shows when something it needs failed: what happened, in words a person
 * understands, and a way to try again or to go elsewhere. Never the raw error.
 */
export function ErrorState({ error, title, message, onRetry, children }: ErrorStateProps) {
  const { t } = useTranslation();
  const lines = message !== undefined ? [message] : error !== undefined ? errorMessages(error) : [];
  return (
    <Alert severity="error" role="alert" sx={{ alignItems: 'flex-start' }}>
      <AlertTitle>{title ?? t('errors.title')}</AlertTitle>
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
      {(onRetry || children) && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          {onRetry && (
            <Button variant="outlined" color="inherit" size="small" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )}
          {children}
        </Stack>
      )}
    </Alert>
  );
}
