import { Button, Card, CardActionArea, CardContent, Grid, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../base/session';
import { visibleNavigation } from '../layout/Sidebar';
import { usePageTitle } from '../layout/PageTitle';

/** Public: a visitor sees what the console is and a way in; a signed-in user sees their sections. */
export function HomePage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  usePageTitle(undefined);

  if (!user) {
    return (
      <Paper sx={{ p: 4, maxWidth: 640, mx: 'auto', mt: 4 }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h4" component="h1" tabIndex={-1} sx={{ fontWeight: 700 }}>
            {t('app.name')}
          </Typography>
          <Typography color="text.secondary">{t('home.intro')}</Typography>
          <Button component={Link} to="/login" variant="contained">
            {t('login.submit')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  const groups = visibleNavigation(user);
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h5" component="h1" tabIndex={-1} sx={{ fontWeight: 700 }}>
          {t('home.welcome', { name: user.name })}
        </Typography>
        <Typography color="text.secondary">{t('home.signedInAs', { username: user.username, role: user.role })}</Typography>
      </div>
      <Typography variant="h6" component="h2">
        {t('home.sections')}
      </Typography>
      {groups.length === 0 && <Typography>{t('home.noSections')}</Typography>}
      <Grid container spacing={2}>
        {groups.flatMap((group) =>
          group.items.map((route) => (
            <Grid key={route.path} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Card variant="outlined">
                <CardActionArea component={Link} to={route.path}>
                  <CardContent>
                    <Typography variant="overline" color="text.secondary">
                      {t(group.label)}
                    </Typography>
                    <Typography variant="h6" component="h3">
                      {route.navigation!.label}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          )),
        )}
      </Grid>
    </Stack>
  );
}
