import { Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An address that leads nowhere: a page, or a record that does not exist, with a way back. */
export function NotFoundPage({ message, back }: { message?: string; back?: { to: string; label: string } }) {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 4, maxWidth: 560, mx: 'auto', mt: 4, textAlign: 'center' }}>
      <Typography variant="h2" component="h1" tabIndex={-1} sx={{ fontWeight: 700 }}>
        404
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {message ?? t('common.notFound')}
      </Typography>
      <Button component={Link} to={back?.to ?? '/'} variant="contained" sx={{ mt: 2 }}>
        {back?.label ?? t('common.goHome')}
      </Button>
    </Paper>
  );
}
