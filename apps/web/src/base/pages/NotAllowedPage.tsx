import { Button, Paper, Typography } from '@mui/material';
import type { Authority } from '@back-office/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotAllowedPage({ authority }: { authority: Authority }) {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 4, maxWidth: 560 }} role="alert">
      <Typography variant="h5" component="h1" tabIndex={-1} gutterBottom>
        {t('common.notAllowed')}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {t('common.notAllowedHint', { authority })}
      </Typography>
      <Button component={Link} to="/" variant="contained" sx={{ mt: 2 }}>
        {t('common.goHome')}
      </Button>
    </Paper>
  );
}
