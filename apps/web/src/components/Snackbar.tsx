import { Alert, Snackbar, useMediaQuery, type Theme } from '@mui/material';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

type Severity = 'success' | 'error' | 'info';
type Notify = (message: string, severity?: Severity) => void;

const SnackbarContext = createContext<Notify>(() => undefined);

/** One snackbar for the whole console: a save elsewhere replaces the message instead of stacking. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<{ text: string; severity: Severity; key: number } | null>(null);
  const notify = useCallback<Notify>((text, severity = 'success') => setMessage({ text, severity, key: Date.now() }), []);
  // On a phone a dialog fills the screen with its buttons at the bottom: the message shows at the top
  // instead, so that it never covers them.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <SnackbarContext.Provider value={notify}>
      {children}
      <Snackbar
        key={message?.key}
        open={Boolean(message)}
        autoHideDuration={5000}
        onClose={(_, reason) => reason !== 'clickaway' && setMessage(null)}
        anchorOrigin={{ vertical: phone ? 'top' : 'bottom', horizontal: 'center' }}
      >
        <Alert severity={message?.severity ?? 'success'} variant="filled" onClose={() => setMessage(null)}>
          {message?.text}
        </Alert>
      </Snackbar>
    </SnackbarContext.Provider>
  );
}

export function useNotify(): Notify {
  return useContext(SnackbarContext);
}
