import { Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 4, maxWidth: 560, mx: 'auto', mt: 4, textAlign: 'center' }}>
      <Typography variant="h2" component="h1" sx={{ fontWeight: 700 }}>
        404
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {t('common.notFound')}
      </Typography>
      <Button component={Link} to="/" variant="contained" sx={{ mt: 2 }}>
        {t('common.goHome')}
      </Button>
    </Paper>
  );
}
