import { createTheme } from '@mui/material/styles';
import { amber, blue, green, red } from '@mui/material/colors';

/**
 * Amber is too light to be read as text on white (2:1); wherever the primary colour is text (text
 * and outlined buttons, links, a focused field's label) this dark amber is used, at 7:1.
 */
const AMBER_TEXT = '#7a4a00';

/** The spec's palette: primary amber, secondary blue, success green, error red, readable on white. */
export const theme = createTheme({
  palette: {
    primary: { main: amber[700], dark: amber[900], contrastText: '#1f1300' },
    secondary: { main: blue[700] },
    success: { main: green[800] },
    error: { main: red[700] },
    background: { default: '#f6f6f4' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: {
          variants: [
            { props: { color: 'primary', variant: 'text' }, style: { color: AMBER_TEXT } },
            { props: { color: 'primary', variant: 'outlined' }, style: { color: AMBER_TEXT, borderColor: amber[800] } },
          ],
        },
      },
    },
    MuiLink: { styleOverrides: { root: { variants: [{ props: { color: 'primary' }, style: { color: AMBER_TEXT, textDecorationColor: AMBER_TEXT } }] } } },
    MuiInputLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: AMBER_TEXT } } } },
    // A disabled field's help still has to be read: it often says why the field is disabled.
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
  },
});
