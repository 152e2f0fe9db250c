import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ConfirmDialog';

/** Asks before leaving a form with unsaved changes: inside the console and when the tab closes. */
export function UnsavedChangesGuard({ when, bypass }: { when: boolean; bypass: RefObject<boolean> }) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && !bypass.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('common.unsavedTitle')}
      text={t('common.unsavedText')}
      confirmLabel={t('common.leave')}
      cancelLabel={t('common.stay')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
