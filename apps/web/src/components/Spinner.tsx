import { CircularProgress, type CircularProgressProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A spinner named "Loading…" for screen readers (a progress bar without a name is announced as nothing). */
export function Spinner(props: CircularProgressProps) {
  const { t } = useTranslation();
  return <CircularProgress aria-label={t('common.loading')} {...props} />;
}
