import { ApolloProvider } from '@apollo/client/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createApolloClient } from './base/apollo';
import { loadRuntimeConfig } from './base/config';
import { initI18n } from './base/i18n';
import { createRouter } from './app/router';
import { PAGE_ROUTES } from './app/routes';
import { PageRoutesContext } from './base/route-table';
import { theme } from './base/theme';
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
              <PageRoutesContext.Provider value={PAGE_ROUTES}>
                <RouterProvider router={router} />
              </PageRoutesContext.Provider>
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
