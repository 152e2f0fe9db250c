import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../base/errors';
import { useCurrentUser, useLogin } from '../../base/session';
import { usePageTitle } from '../layout/PageTitle';
import { LanguageSwitch } from '../../base/i18n/LanguageSwitch';

/** Only paths inside the console are followed after login, never another site. */
export function safeReturnPath(from: string | null): string {
  return from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') ? from : '/';
}

export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('login.title'));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('from'));
  const { user } = useCurrentUser();
  const [login, { loading }] = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (user) return <Navigate to={returnTo} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const result = await login(username, password);
      if (result.me) navigate(returnTo, { replace: true });
      else setError(result.error ? errorMessage(result.error) : t('login.failed'));
    } catch {
      setError(t('login.unreachable'));
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper component="form" onSubmit={submit} sx={{ p: 4, width: '100%', maxWidth: 380 }} elevation={3}>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {t('app.name')}
            </Typography>
            <LanguageSwitch />
          </Stack>
          <Typography color="text.secondary">{t('login.title')}</Typography>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            label={t('login.username')}
            name="username"
            autoComplete="username"
            autoFocus
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <TextField
            label={t('login.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" variant="contained" size="large" disabled={loading}>
            {t('login.submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
