import { createTheme } from '@mui/material/styles';
import { amber, blue, green, red } from '@mui/material/colors';

/** The spec's palette: primary amber, secondary blue, success green, error red. */
export const theme = createTheme({
  palette: {
    primary: { main: amber[700], contrastText: '#1f1300' },
    secondary: { main: blue[700] },
    success: { main: green[700] },
    error: { main: red[700] },
    background: { default: '#f6f6f4' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
