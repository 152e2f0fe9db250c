import { ApolloProvider } from '@apollo/client/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createApolloClient } from './app/apollo';
import { loadRuntimeConfig } from './app/config';
import { initI18n } from './app/i18n';
import { createRouter } from './app/router';
import { theme } from './app/theme';
import { SnackbarProvider } from './components/Snackbar';

const root = createRoot(document.getElementById('root')!);
initI18n();

loadRuntimeConfig().then(
  (config) => {
    const client = createApolloClient(config);
    const router = createRouter();
    root.render(
      <StrictMode>
        <ApolloProvider client={client}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <SnackbarProvider>
              <RouterProvider router={router} />
            </SnackbarProvider>
          </ThemeProvider>
        </ApolloProvider>
      </StrictMode>,
    );
  },
  (error: Error) => {
    root.render(<p style={{ fontFamily: 'sans-serif', padding: 24 }}>Back Office cannot start: {error.message} Reload to try again.</p>);
  },
);
