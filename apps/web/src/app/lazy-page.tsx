import { Box } from '@mui/material';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import { useRetryWhileAway } from '../base/retry';
import type { PageModule } from '../base/route-table';

/** Spec point 9: a section that has not loaded after this long counts as failed. */
export const SECTION_LOAD_TIMEOUT_MS = 120_000;

const loaded = new WeakMap<() => Promise<PageModule>, ComponentType>();

/** Loads a section, failing when it takes longer than the timeout. */
export function loadWithTimeout(load: () => Promise<PageModule>, timeoutMs = SECTION_LOAD_TIMEOUT_MS): Promise<ComponentType> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The section took too long to load.')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        if (typeof module.default !== 'function' && typeof module.default !== 'object') reject(new Error('The section is missing.'));
        else resolve(module.default);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Renders a lazily loaded page, with a load error and Retry when the section cannot be fetched. */
export function LazyPage({ load }: { load: () => Promise<PageModule> }) {
  const { t } = useTranslation();
  const [Page, setPage] = useState<ComponentType | undefined>(() => loaded.get(load));
  const [error, setError] = useState<Error | null>(null);

  const start = useCallback(() => {
    setError(null);
    loadWithTimeout(load).then(
      (component) => {
        loaded.set(load, component);
        setPage(() => component);
      },
      (failure: Error) => setError(failure),
    );
  }, [load]);

  useEffect(() => {
    const cached = loaded.get(load);
    if (cached) setPage(() => cached);
    else start();
  }, [load, start]);

  useRetryWhileAway(error !== null, error, start, Page !== undefined);

  // The page's code could not be fetched: the reason (a module address) means nothing to a person.
  // The heading says what happened and the line below what to do, each once.
  if (error) return <ErrorState title={t('common.loadError')} message={t('errors.pageLoad')} onRetry={start} />;
  if (!Page) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
        <Spinner />
      </Box>
    );
  }
  return <Page />;
}
